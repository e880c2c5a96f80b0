#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# harmless.sh - nothing from outside the program reaches the terminal raw
# (src/text/outside.c): an escape sequence typed, in a name given, in a
# translation of the game's catalog or of a plugin's, is shown as visible
# harmless characters ("␛[2J"), never as the escape itself; a long bad value
# is quoted by its first columns only. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"

esc=$(printf '\033')
# no_escape WHAT: neither stdout nor stderr of the last run holds an ESC
# byte, a CSI (U+009B) or a bidi override (U+202E).
no_escape() {
  if grep -q -e "$esc" -e "$(printf '\302\233')" -e "$(printf '\342\200\256')" \
      "$tmp/out" "$tmp/err"; then
    not_ok "$1: nothing raw reaches the terminal"
    grep -n -e "$esc" "$tmp/out" "$tmp/err" | cat -v | sed 's/^/#   /' | head -5
  else
    ok "$1: nothing raw reaches the terminal"
  fi
}

# --- typed lines: echoed and refused harmless ---
printf 'e\033[2J\nlook\033]0;title\007\nn\302\233\342\200\256\nquit\n' > "$tmp/in"
run -- --dungeon classic --lang en --seed 2 --name Iva --gender female --class mage --save "$tmp/typed.sav"
has "typed: the echo shows the escape" "> e␛[2J" "$tmp/out"
has "typed: the line is refused, and nothing is done" \
  "That line holds control characters or bytes that are not text; nothing was done." "$tmp/out"
has "typed: a window title and a CSI are shown too" "> look␛]0;title␇" "$tmp/out"
has "typed: a CSI and a bidi override become replacements" "> n��" "$tmp/out"
no_escape "typed"

# --- a name given on the command line ---
input ""
run -- --dungeon classic --lang en --name "$(printf 'Iva\033[5m')" --class mage --save "$tmp/name.sav"
status_is "a name with an escape is refused" 2
has "the refusal shows the name harmless" 'the hero'"'"'s name "Iva␛[5m" cannot be used' "$tmp/err"
no_escape "a name"
long=$(head -c 100000 /dev/zero | tr '\0' x)
run -- --dungeon classic --lang en --name "$long" --class mage --save "$tmp/name.sav"
status_is "a name of 100000 letters is refused" 2
if test "$(wc -c < "$tmp/err")" -lt 400; then
  ok "its refusal quotes a short prefix of it ($(wc -c < "$tmp/err") bytes)"
else
  not_ok "its refusal quotes a short prefix of it ($(wc -c < "$tmp/err") bytes)"
fi

# --- a translation of the game's catalog with an escape in it ---
mkdir -p "$tmp/locale/de/LC_MESSAGES"
awk '{ print } /^msgid "Level \{depth\} of \{levels\}"$/ { getline; sub(/^msgstr "/, "msgstr \"\\033[2J"); print }' \
  "$top_srcdir/po/de.po" > "$tmp/de.po"
msgfmt -o "$tmp/locale/de/LC_MESSAGES/bloodtrail.mo" "$tmp/de.po"
input "e" "quit"
run BLOODTRAIL_LOCALE_DIR="$tmp/locale" -- --dungeon classic --lang de --seed 2 --name Iva --gender female \
  --class mage --save "$tmp/de.sav"
has "the game's translation: the escape is shown" "␛[2JEbene 1 von 3" "$tmp/out"
no_escape "the game's translation"

# --- a plugin's translation with an escape in it ---
mkdir -p "$tmp/plugin/locale/de/LC_MESSAGES"
cp "$fixtures/good/echo.so" "$tmp/plugin/"
sed 's/^msgstr "{name} hört ein Echo."$/msgstr "{name} hört ein \\033]0;Echo\\007."/' \
  "$top_srcdir/tests/plugins/echo.de.po" > "$tmp/echo.po"
msgfmt -o "$tmp/plugin/locale/de/LC_MESSAGES/bloodtrail-test-echo.mo" "$tmp/echo.po"
input "new Iva 10 1 1 1" "apply Iva test:echo 2 3"
run -- --plugin-dir "$tmp/plugin" --lang de lab
has "a plugin's translation: the escape is shown" "Iva hört ein ␛]0;Echo␇." "$tmp/out"
no_escape "a plugin's translation"

finish
