#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# cache.sh - the plugin cache is read as a descriptor is checked: the
# review's damaged caches (a usable record without its id or name, a
# crashing plugin's verdict turned to "none", an API of 9.999, a line cut)
# never crash a start, and the plugin of a record in doubt is probed again
# in a child; a file put back with its old size and modification time is
# known as changed (its change time); a plugin added to a folder whose files
# the cache keeps is found, one removed is gone. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"

user=$XDG_DATA_HOME/bloodtrail/effects
cache=$XDG_CACHE_HOME/bloodtrail/plugins
mkdir -p "$user"
cp "$fixtures/crash/init-abort.so" "$fixtures/good/echo.so" "$user/"
input "e" "quit"
run -- --lang en --list-effects
cp "$cache" "$tmp/cache.good"
grep -v '^    ' "$tmp/out" > "$tmp/listing.good"
cp "$tmp/err" "$tmp/err.good"

# damaged WHAT SED: the cache changed by the sed script; a start lists the
# same as before, says the same on stderr, and exits as before.
damaged() {
  sed "$2" "$tmp/cache.good" > "$cache"
  if cmp -s "$cache" "$tmp/cache.good"; then
    not_ok "$1: (the test changed nothing)"
    return
  fi
  run -- --lang en --list-effects
  grep -v '^    ' "$tmp/out" > "$tmp/listing"
  if test "$status" -eq 1 && cmp -s "$tmp/listing" "$tmp/listing.good" &&
      cmp -s "$tmp/err" "$tmp/err.good"; then
    ok "$1: the start lists and says what it did with a sound cache"
  else
    not_ok "$1: the start lists and says what it did with a sound cache (exit $status)"
    diff "$tmp/listing.good" "$tmp/listing" | sed 's/^/# /'
    diag "$tmp/err"
  fi
}
damaged "a usable record without its id" '/^id test:echo$/d'
damaged "a usable record without its name" '/^name echo$/d'
damaged "a crashing plugin's verdict turned to none" 's/^verdict crashed-init \(.*\)$/verdict none 0/'
damaged "a record of API 9.999" 's/^api 1 .*$/api 9 999/'
damaged "a line cut" '/^label /d'
damaged "a line copied" '/^rules /p'

# --- a file put back with its old size and modification time ---
cp "$tmp/cache.good" "$cache"
cp "$user/echo.so" "$tmp/echo.so"
touch -r "$user/echo.so" "$tmp/echo.so"
sleep 1
cat "$tmp/echo.so" > "$user/echo.so"          # same inode, size and bytes
touch -r "$tmp/echo.so" "$user/echo.so"       # the old modification time
cp "$cache" "$tmp/cache.before"
run -- --lang en --list-effects
if ! cmp -s "$cache" "$tmp/cache.before"; then
  ok "a file rewritten with its old size and time is probed again (its change time moved)"
else
  not_ok "a file rewritten with its old size and time is probed again (its change time moved)"
fi

# --- the verdicts hold for the genders of the language they were made in ---
# test:neuter's on_text chooses by the neuter gender, which English has and
# Spanish has not. The cache's first line names the genders: a start in a
# language of other genders probes every plugin again.
rm -f "$cache" "$tmp/in"
run -- --lang en --plugin-dir "$fixtures/neuter" --list-effects
has "in English, a plugin that chooses by the neuter gender loads" \
  "test:neuter (broken): $fixtures/neuter/neuter.so" "$tmp/out"
has "the cache's first line names the genders it was made with" \
  "m f n" "$cache"
run -- --lang es --plugin-dir "$fixtures/neuter" --list-effects
has "in Spanish (two genders) it is refused, though the cache knew it usable" \
  "$fixtures/neuter/neuter.so: rechazado" "$tmp/out"
has "in Spanish, the refusal names its template" \
  "su campo «on_text» («{name?n:It|{name}} breaks.») no es una plantilla bien formada" "$tmp/err"
run -- --lang en --plugin-dir "$fixtures/neuter" --list-effects
has "back in English it loads, though the cache knew it refused" \
  "test:neuter (broken): $fixtures/neuter/neuter.so" "$tmp/out"
if grep -q "neuter" "$tmp/err"; then
  not_ok "back in English nothing is said of it"
  diag "$tmp/err"
else
  ok "back in English nothing is said of it"
fi

# --- the plugin files of a folder, kept by the folder's times ---
# A folder unchanged for two seconds is not read again while its times are
# the same; a plugin copied into it or removed changes them, and the next
# start sees it.
rm -f "$cache" "$tmp/in" "$user/echo.so" "$user/init-abort.so"
mkdir "$tmp/settled"
cp "$fixtures/good/echo.so" "$tmp/settled/"
sleep 2
run -- --lang en --plugin-dir "$tmp/settled" --list-effects
has "a folder unchanged for two seconds: the cache keeps its plugin files" \
  "files echo.so" "$cache"
run -- --lang en --plugin-dir "$tmp/settled" --list-effects
has "a start that takes them from the cache lists its plugin" \
  "test:echo (echo): $tmp/settled/echo.so" "$tmp/out"
cp "$fixtures/sharper/thorns.so" "$tmp/settled/"
run -- --lang en --plugin-dir "$tmp/settled" --list-effects
has "a plugin copied into the folder is found at the next start" \
  "$tmp/settled/thorns.so" "$tmp/out"
has "and the echo is listed still" "test:echo (echo): $tmp/settled/echo.so" "$tmp/out"
rm "$tmp/settled/echo.so"
run -- --lang en --plugin-dir "$tmp/settled" --list-effects
if grep -q "test:echo" "$tmp/out"; then
  not_ok "a plugin removed from the folder is gone at the next start"
  diag "$tmp/out"
else
  ok "a plugin removed from the folder is gone at the next start"
fi

finish
