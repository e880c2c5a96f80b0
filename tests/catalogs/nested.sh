#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# nested.sh - a translation of selections nested thousands deep (the
# template walk recursed once a level and overflowed the stack) is refused
# like any broken translation, in each kind of catalog: the game's own (at
# start), a plugin's (when it speaks) and a content mod's (its text domain),
# played under AddressSanitizer by the fuzz drivers. po-check names the
# message too. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"

game=$top_builddir/tests/fuzz/fuzz-game
lab=$top_builddir/tests/fuzz/fuzz-lab
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export ASAN_OPTIONS
problem='selections nested more than 32 deep'
problem_de='Auswahlen, mehr als 32 Ebenen tief ineinander verschachtelt'

# nested_po MSGID DEPTH LEAF [CONTEXT]: a German catalog whose translation of
# MSGID is LEAF inside DEPTH selections, on stdout.
nested_po() {
  printf 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
  test -z "${4:-}" || printf 'msgctxt "%s"\n' "$4"
  printf 'msgid "%s"\n' "$1"
  awk -v d="$2" -v leaf="$3" 'BEGIN {
    printf "msgstr \""
    for (i = 0; i < d; i++) printf "{name?f:"
    printf "%s", leaf
    for (i = 0; i < d; i++) printf "|y}"
    print "\""
  }'
}

# refused WHAT MSGID PROBLEM: stderr is one line naming MSGID and PROBLEM
# (in the language the host speaks), and nothing of a sanitizer.
refused() {
  if test "$(wc -l < "$tmp/err")" -eq 1 && grep -F -e "$2" "$tmp/err" > /dev/null &&
      grep -F -e "$3" "$tmp/err" > /dev/null; then
    ok "$1: refused once on stderr, naming the message and the problem"
  else
    not_ok "$1: refused once on stderr, naming the message and the problem"
    head -c 2000 "$tmp/err" | sed 's/^/# /'
  fi
}

# --- the game's own catalog, at start ---
msgid='{name} the {class:bare} steps into the dark.'
for depth in 20000 33; do
  rm -rf "$tmp/locale"
  cp -R "$top_builddir/locale" "$tmp/locale"
  nested_po "$msgid" $depth '{name} {class:bare}' > "$tmp/game.po"
  msgfmt -o "$tmp/locale/de/LC_MESSAGES/bloodtrail.mo" "$tmp/game.po"
  printf 'Iva\nf\n1\nlook\nquit\n' > "$tmp/in"
  FUZZ_LANG=de BLOODTRAIL_LOCALE_DIR=$tmp/locale FUZZ_SHOW=1 timeout 60 "$game" "$tmp/in" \
    > "$tmp/out" 2> "$tmp/err"
  status=$?
  what="the game's catalog, $depth deep"
  status_is "$what: the game plays to the end" 0
  refused "$what" "$msgid" "$problem"
  has "$what: the original is said" "steps into the dark." "$tmp/out"
done
# 32 deep is a language's business: used as it stands.
nested_po "$msgid" 32 '{name} {class:bare}' > "$tmp/game.po"
msgfmt -o "$tmp/locale/de/LC_MESSAGES/bloodtrail.mo" "$tmp/game.po"
FUZZ_LANG=de BLOODTRAIL_LOCALE_DIR=$tmp/locale FUZZ_SHOW=1 timeout 60 "$game" "$tmp/in" \
  > "$tmp/out" 2> "$tmp/err"
status=$?
status_is "32 deep: the game plays to the end" 0
same "32 deep: nothing on stderr" "" "$tmp/err"

# --- a plugin's catalog, when the plugin speaks ---
msgid='{name} hears an echo.'
rm -rf "$tmp/plugin"
mkdir -p "$tmp/plugin/locale/de/LC_MESSAGES"
cp "$fixtures/good/echo.so" "$tmp/plugin/"
nested_po "$msgid" 20000 '{name}' > "$tmp/echo.po"
msgfmt -o "$tmp/plugin/locale/de/LC_MESSAGES/bloodtrail-test-echo.mo" "$tmp/echo.po"
printf 'new Iva 10 1 1 1\napply Iva test:echo 2 3\ntick Iva\n' > "$tmp/lab"
FUZZ_LANG=de FUZZ_PLUGIN_DIR=$tmp/plugin FUZZ_SHOW=1 timeout 60 "$lab" "$tmp/lab" \
  > "$tmp/out" 2> "$tmp/err"
status=$?
status_is "a plugin's catalog: the lab runs to the end" 0
refused "a plugin's catalog" "$msgid" "$problem_de"
has "a plugin's catalog: the original is said" "Iva hears an echo." "$tmp/out"

# --- a content mod's catalog (its text domain) ---
msgid='Follow the blood to the lair.'
rm -rf "$tmp/mod"
mkdir -p "$tmp/mod/locale/de/LC_MESSAGES"
cp -R "$top_srcdir/data/." "$tmp/mod/"
printf '[content]\ntext_domain = nestmod\n' > "$tmp/mod/content.ini"
nested_po "$msgid" 20000 x "quest goal" > "$tmp/mod.po"
msgfmt -o "$tmp/mod/locale/de/LC_MESSAGES/nestmod.mo" "$tmp/mod.po"
printf 'Iva\nf\n1\nlook\nquit\n' > "$tmp/in"
FUZZ_LANG=de FUZZ_DATA_DIR=$tmp/mod FUZZ_SHOW=1 timeout 60 "$game" "$tmp/in" \
  > "$tmp/out" 2> "$tmp/err"
status=$?
status_is "a mod's catalog: the game plays to the end" 0
refused "a mod's catalog" "$msgid" "$problem_de"
has "a mod's catalog: the game's own translation is said" "Folge dem Blut bis zur Höhle." \
  "$tmp/out"

# --- po-check names the message ---
if test -x "$top_builddir/tests/catalogs/po-check"; then
  nested_po "$msgid" 40 x "quest goal" > "$tmp/de.po"
  "$top_builddir/tests/catalogs/po-check" "$tmp/de.po" > "$tmp/out" 2> "$tmp/err"
  # shellcheck disable=SC2034  # read by status_is
  status=$?
  status_is "po-check: the catalog has a problem" 1
  has "po-check: names the message and the problem" \
    "msgid \"$msgid\" (context \"quest goal\"): the translation is not a valid template: $problem" \
    "$tmp/out"
fi

finish
