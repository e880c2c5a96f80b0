#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# remembered.sh - a catalog found clean is remembered in the cache folder
# (catalogs-checked) by what stat says of it, and a later start does not
# read it again; a catalog written to since is checked again, so a broken
# one is still refused and named; one written to less than two seconds
# before is not remembered. The names in a locale folder are remembered
# too, by the folder's times: a language added or removed is seen at the
# next start. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"

good=$top_builddir/locale/de/LC_MESSAGES/bloodtrail.mo
mo=$tmp/locale/de/LC_MESSAGES/bloodtrail.mo
remembered=$XDG_CACHE_HOME/bloodtrail/catalogs-checked
mkdir -p "$tmp/locale/de/LC_MESSAGES"

# german WHAT: bloodtrail --version speaks German (its second line).
german() {
  run BLOODTRAIL_LOCALE_DIR="$tmp/locale" LANG=de_DE.UTF-8 -- --version
  if test "$(sed -n 2p "$tmp/out" | cut -d' ' -f1)" = Effekt-Plugin-API && test ! -s "$tmp/err"; then
    ok "$1"
  else
    not_ok "$1"
    diag "$tmp/out" "$tmp/err"
  fi
}

# lines WHAT N: catalogs-checked remembers N catalogs, each of them $mo
# (besides the names of the folders, "folder" lines).
lines() {
  n=0
  all=0
  if test -f "$remembered"; then
    n=$(grep -c -F " $mo" "$remembered")
    all=$(($(grep -c -v '^folder ' "$remembered") - 1))
  fi
  if test "$n" -eq "$2" && test "$all" -eq "$2"; then
    ok "$1"
  else
    not_ok "$1"
    test -f "$remembered" && diag "$remembered"
  fi
}

# A catalog written just now is checked, and not remembered (unless the
# machine took two seconds or more to get there: then it cannot be told).
before=$(date +%s)
cp "$good" "$mo"
german "a catalog written just now is read"
if test $(($(date +%s) - before)) -ge 2; then
  ok "a catalog written just now is not remembered # SKIP the start took too long to tell"
else
  lines "a catalog written just now is not remembered" 0
fi

# Two seconds on, it is remembered, once, and read from the cache after.
sleep 2
german "a catalog older than two seconds is read"
lines "and remembered" 1
german "a remembered catalog speaks as before"
lines "and is remembered once" 1
cp "$remembered" "$tmp/was"

# Broken in place (the same size: only its times and change time differ),
# it is checked again, named, and its texts stay in English.
printf '\360\377\377\177' | dd of="$mo" bs=1 seek=24 conv=notrunc 2> /dev/null
run BLOODTRAIL_LOCALE_DIR="$tmp/locale" LANG=de_DE.UTF-8 -- --version
if grep -F -e "$mo" "$tmp/err" > /dev/null &&
    test "$(sed -n 2p "$tmp/out" | cut -d' ' -f1)" = "effect"; then
  ok "a remembered catalog broken since is checked again and refused"
else
  not_ok "a remembered catalog broken since is checked again and refused"
  diag "$tmp/out" "$tmp/err"
fi
if cmp -s "$tmp/was" "$remembered"; then
  ok "a refused catalog is not remembered"
else
  not_ok "a refused catalog is not remembered"
  diag "$remembered"
fi

# Mended, and two seconds on, it is remembered in place of the old line.
cp "$good" "$mo.new" && mv "$mo.new" "$mo"
sleep 2
german "a mended catalog is read"
lines "and remembered in place of what was" 1
if cmp -s "$tmp/was" "$remembered"; then
  not_ok "the new line differs from the old"
else
  ok "the new line differs from the old"
fi

# Another version of the program (another header) checks again.
{ echo "bloodtrail catalogs checked 1 0.0.0" && tail -n +2 "$remembered"; } > "$tmp/other"
mv "$tmp/other" "$remembered"
german "a file of another version is ignored"
lines "and written anew" 1

# --- the names in a locale folder ---
# A locale folder two seconds old is remembered with the names in it; a
# language folder made in it since changes its times, and is found at the
# next start; removed, it is gone at the one after.
mkdir "$tmp/later"
sleep 2
run BLOODTRAIL_LOCALE_DIR="$tmp/later" LANG=de_DE.UTF-8 -- --version
if test "$(sed -n 2p "$tmp/out" | cut -d' ' -f1)" = "effect" &&
    grep -q "^folder .* / $tmp/later\$" "$remembered"; then
  ok "a locale folder without German: English, and its (no) names remembered"
else
  not_ok "a locale folder without German: English, and its (no) names remembered"
  diag "$tmp/out" "$remembered"
fi
mkdir -p "$tmp/later/de/LC_MESSAGES"
cp "$good" "$tmp/later/de/LC_MESSAGES/bloodtrail.mo"
run BLOODTRAIL_LOCALE_DIR="$tmp/later" LANG=de_DE.UTF-8 -- --version
if test "$(sed -n 2p "$tmp/out" | cut -d' ' -f1)" = Effekt-Plugin-API && test ! -s "$tmp/err"; then
  ok "German put in the remembered folder is spoken at the next start"
else
  not_ok "German put in the remembered folder is spoken at the next start"
  diag "$tmp/out" "$tmp/err"
fi
rm -r "$tmp/later/de"
run BLOODTRAIL_LOCALE_DIR="$tmp/later" LANG=de_DE.UTF-8 -- --version
if test "$(sed -n 2p "$tmp/out" | cut -d' ' -f1)" = "effect"; then
  ok "and removed, it is gone at the start after"
else
  not_ok "and removed, it is gone at the start after"
  diag "$tmp/out" "$tmp/err"
fi

echo "1..$tap_count"
test "$tap_failures" -eq 0
