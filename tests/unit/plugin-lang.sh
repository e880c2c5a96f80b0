#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# plugin-lang.sh - a plugin's own text domain (SPEC §8): "test:echo" brings
# catalogs in Bulgarian and German (tests/plugins/echo.*.po) and speaks the
# player's language beside the host, which keeps speaking from its own
# catalog; a language it has no catalog for gets its English. Its German
# catalog has one broken translation, which must not be used.
. "$top_srcdir/tests/unit/tap.sh"

input "new Ива 10 1 1 1" "apply Ива test:echo 2 3" "status Ива" "tick Ива" "tick Ива" "status Ива"

# --- Bulgarian ---
run -- --plugin-dir "$fixtures/good" --lang bg lab
status_is "bg: the lab exits with 0" 0
line "bg: the plugin's on-text" 1 "Ива чува ехо." "$tmp/out"
has "bg: the plugin's label on the status line" " [ехо:2]" "$tmp/out"
line "bg: the plugin's plural form (3)" 3 "Ива чува 3 ехота." "$tmp/out"
line "bg: the plugin's off-text" 5 "Ехото в ушите на Ива заглъхва." "$tmp/out"
same "bg: nothing on stderr" "" "$tmp/err"
# The host's part of the same line, from po/bg.po.
line "bg: the host's status text stays Bulgarian at the same time" 2 "Живот 10/10 [ехо:2]" "$tmp/out"
line "bg: the host's status text without effects" 6 "Живот 10/10" "$tmp/out"

# --- German, with one broken translation ---
run -- --plugin-dir "$fixtures/good" --lang de lab
status_is "de: the lab exits with 0" 0
line "de: the plugin's on-text" 1 "Ива hört ein Echo." "$tmp/out"
has "de: the plugin's label on the status line" " [hall:2]" "$tmp/out"
line "de: the plugin's plural form (3)" 3 "Ива hört 3 Echos." "$tmp/out"
line "de: a translation with other placeholders is not used: the English is" 5 \
  "Ива no longer hears the echo." "$tmp/out"
# The warning is the host's text (translated in de); the msgid and the
# domain are the same in every language.
has "de: the broken translation is reported, naming the text" \
  '{name} no longer hears the echo.' "$tmp/err"
has "de: the broken translation is reported, naming the catalog" \
  'bloodtrail-test-echo' "$tmp/err"
if test "$(wc -l < "$tmp/err")" -eq 1; then
  ok "de: the broken translation is reported once, in one line"
else
  not_ok "de: the broken translation is reported once, in one line"
  diag "$tmp/err"
fi
line "de: the host's status text stays German at the same time" 2 "Leben 10/10 [hall:2]" "$tmp/out"

# --- Spanish: the plugin has no catalog for it ---
run -- --plugin-dir "$fixtures/good" --lang es lab
status_is "es: the lab exits with 0" 0
line "es: the plugin's English on-text" 1 "Ива hears an echo." "$tmp/out"
has "es: the plugin's English label" " [ech:2]" "$tmp/out"
line "es: the plugin's English plural" 3 "Ива hears 3 echoes." "$tmp/out"
line "es: the plugin's English off-text" 5 "Ива no longer hears the echo." "$tmp/out"
same "es: nothing on stderr" "" "$tmp/err"

# --- English ---
run -- --plugin-dir "$fixtures/good" --lang en lab
same "en: the whole transcript" "Ива hears an echo.
Life 10/10 [ech:2]
Ива hears 3 echoes.
Ива hears 3 echoes.
Ива no longer hears the echo.
Life 10/10" "$tmp/out"

# --- the effect's name in the list ---
rm -f "$tmp/in"
run -- --plugin-dir "$fixtures/good" --lang bg --list-effects
has "bg: --list-effects names the plugin's effect in Bulgarian" "(ехо)" "$tmp/out"
run -- --plugin-dir "$fixtures/good" --lang de --list-effects
has "de: --list-effects names the plugin's effect in German" "(Echo)" "$tmp/out"

# --- plugins never choose the language themselves ---
for so in "$fixtures/good/echo.so" "$builtins"/*.so; do
  if nm -D --undefined-only "$so" > "$tmp/nm" 2>&1; then
    if grep -E '[[:space:]](setlocale|textdomain|bindtextdomain|bind_textdomain_codeset)(@|$)' "$tmp/nm" > /dev/null; then
      not_ok "$(basename "$so") leaves setlocale and textdomain to the host"
      diag "$tmp/nm"
    else
      ok "$(basename "$so") leaves setlocale and textdomain to the host"
    fi
  else
    echo "ok $((tap_count += 1)) # SKIP nm cannot read $(basename "$so")"
  fi
done

finish
