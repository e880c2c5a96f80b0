#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# api.sh - what API 1.1 gives a plugin, tried through the real program:
# test:thorns (tests/plugins/thorns.c) in the lab in four languages; its
# cleanup; the lab's reload of a rebuilt plugin, keeping the effect on a
# creature; a plugin that misuses every service and writes nonsense back,
# whose effect the game still saves and reads; a stacked callback that
# applies its own kind; a plugin written in C++; the example plugin built
# against the 1.0 header; marks and state kept in a saved game.
. "$top_srcdir/tests/unit/tap.sh"

cases=$top_srcdir/tests/plugins/cases
play=$fixtures/play

# --- test:thorns in the lab, four languages ---
for l in en bg de es; do
  cp "$cases/thorns.lab" "$tmp/in"
  run -- --plugin-dir "$play" --lang "$l" lab
  if test "$status" -eq 0 && cmp -s "$cases/thorns.$l" "$tmp/out"; then
    ok "thorns ($l): blows that ask, moves that mark, state, deaths, as the transcript says"
  else
    not_ok "thorns ($l): blows that ask, moves that mark, state, deaths, as the transcript says"
    diff -u "$cases/thorns.$l" "$tmp/out" | sed 's/^/# /'
  fi
  if test "$l" = de; then
    # German quotation marks, as the catalog writes them.
    # shellcheck disable=SC1111
    same "thorns (de): the catalog's label, too wide for the status bar, is refused and named" \
      "bloodtrail: die Übersetzung „Dornenkleid“ von „thorn“ im Katalog „bloodtrail-test-thorns“ ist 11 Spalten breit, Platz ist für 8; das Original wird verwendet." \
      "$tmp/err"
  else
    same "thorns ($l): nothing on stderr" "" "$tmp/err"
  fi
done

# --- po-check holds a plugin's catalog to the label's width too ---
pocheck=$top_builddir/tests/catalogs/po-check
if test -x "$pocheck"; then
  "$pocheck" "$top_srcdir/tests/plugins/thorns.de.po" > "$tmp/pocheck" 2>&1
  has "po-check names the label translation too wide for the status bar" \
    'msgid "thorn" (context "effect label"): the label is 11 columns wide, and an effect'"'"'s label has at most 8 on the status bar' \
    "$tmp/pocheck"
else
  echo "ok $((tap_count += 1)) # SKIP po-check is not built (no libgettextpo)"
fi

# --- cleanup when the plugin is unloaded (here: at the end) ---
input "new Iva 10 1 1 1" "apply Iva test:thorns 2 1"
run "THORNS_CLEANUP_LOG=$tmp/cleanup" -- --plugin-dir "$play" lab
same "cleanup runs once when the program ends" "test:thorns cleanup" "$tmp/cleanup"
rm -f "$tmp/cleanup"
input "new Iva 10 1 1 1"
run "THORNS_CLEANUP_LOG=$tmp/cleanup" -- --plugin-dir "$play" lab
if test -f "$tmp/cleanup"; then
  not_ok "a plugin that was never opened is not cleaned up (it was never initialised)"
else
  ok "a plugin that was never opened is not cleaned up (it was never initialised)"
fi

# --- reload: edit, rebuild, reload, without leaving the lab ---
mkdir -p "$tmp/mods"
cp "$play/thorns.so" "$tmp/mods/thorns.so"
rm -f "$tmp/lab.in" && mkfifo "$tmp/lab.in"
THORNS_CLEANUP_LOG=$tmp/cleanup "$bloodtrail" --plugin-dir "$tmp/mods" --lang en lab \
  < "$tmp/lab.in" > "$tmp/out" 2> "$tmp/err" &
lab=$!
exec 3> "$tmp/lab.in"
printf '%s\n' "new Iva 30 4 2 6" "new Gob 20 6 1 3" "apply Iva test:thorns 5 2" \
  "strike Gob Iva" "reload" "echo READY" >&3
# Wait until the lab has read everything so far before the file changes.
tries=0
while ! grep -q '^READY$' "$tmp/out" 2>/dev/null && test $tries -lt 200; do
  sleep 0.05
  tries=$((tries + 1))
done
cp "$fixtures/sharper/thorns.so" "$tmp/mods/thorns.so.new"
mv "$tmp/mods/thorns.so.new" "$tmp/mods/thorns.so"
printf '%s\n' "reload" "status Iva" "strike Gob Iva" "effects" >&3
exec 3>&-
wait $lab
status=$?
status_is "reload: the lab runs on" 0
sed -i '/^bleed (bleeding)/,$d' "$tmp/out"
same "reload: the new code pricks sharper; the effect stayed on Iva" \
  "Thorns sprout on Iva.
Iva's thorns prick Gob (2).
Gob hits Iva (3).
No plugin file has changed since it was opened.
READY
Reloaded 1 plugin.
Life 27/30 [thorn:5]
Iva's sharper thorns prick Gob (4).
Gob hits Iva (3).
test:thorns (thorns): $tmp/mods/thorns.so" "$tmp/out"
same "reload: the old code was cleaned up before it went, the new one at the end" \
  "test:thorns cleanup
test:thorns cleanup" "$tmp/cleanup"
same "reload: nothing on stderr" "" "$tmp/err"

# --- reload that a modder can trust: a crash in init is refused, the fix is
# taken, with its new translations ---
mkdir -p "$tmp/mods2/locale/de/LC_MESSAGES"
cp "$play/thorns.so" "$tmp/mods2/thorns.so"
catalog=$tmp/mods2/locale/de/LC_MESSAGES/bloodtrail-test-thorns.mo
msgfmt -o "$catalog" "$top_srcdir/tests/plugins/thorns.de.po"
rm -f "$tmp/lab.in" && mkfifo "$tmp/lab.in"
"$bloodtrail" --plugin-dir "$tmp/mods2" --lang de lab < "$tmp/lab.in" > "$tmp/out" 2> "$tmp/err" &
lab=$!
exec 3> "$tmp/lab.in"
# wait_for TEXT: until the lab has said TEXT (what it read is done).
wait_for() {
  tries=0
  while ! grep -q "^$1\$" "$tmp/out" 2>/dev/null && test $tries -lt 200; do
    sleep 0.05
    tries=$((tries + 1))
  done
}
printf '%s\n' "new Iva 30 4 2 6" "new Gob 20 6 1 3" "apply Iva test:thorns 5 2" \
  "strike Gob Iva" "echo EINS" >&3
wait_for EINS
cp "$fixtures/crashthorns/thorns.so" "$tmp/mods2/thorns.so.new"
mv "$tmp/mods2/thorns.so.new" "$tmp/mods2/thorns.so"
printf '%s\n' "reload" "strike Gob Iva" "echo ZWEI" >&3
wait_for ZWEI
cp "$fixtures/sharper/thorns.so" "$tmp/mods2/thorns.so.new"
mv "$tmp/mods2/thorns.so.new" "$tmp/mods2/thorns.so"
sed 's/schärfere Dornen stechen/neu geschliffene Dornen stechen/' \
  "$top_srcdir/tests/plugins/thorns.de.po" > "$tmp/thorns.de.po"
msgfmt -o "$catalog.new" "$tmp/thorns.de.po"
mv "$catalog.new" "$catalog"
printf '%s\n' "reload" "status Iva" "strike Gob Iva" >&3
exec 3>&-
wait $lab
status=$?
status_is "reload after a crash in init: the lab runs on to the end" 0
same "reload refuses the build whose init crashes, takes the fixed one and its new catalog" \
  "An Iva sprießen Dornen.
Ivas Dornen stechen Gob (2).
Gob trifft Iva (3).
EINS
1 geändertes Plugin wurde abgelehnt (siehe oben); seine Effekte tun nichts, bis es neu gebaut und neu geladen ist.
Gob trifft Iva (3).
ZWEI
1 Plugin neu geladen.
Leben 24/30 [thorn:5]
Ivas neu geschliffene Dornen stechen Gob (4).
Gob trifft Iva (3)." "$tmp/out"
has "the crash in init is named, found in a child process" \
  "$tmp/mods2/thorns.so" "$tmp/err"

# --- the lab as a test harness: gender, content creatures, show, trace, --expect ---
input "new Iva 30 4 2 6 female" "new Gob from goblin" "apply Iva test:thorns 5 2" \
  "trace on" "strike Gob Iva" "trace off" "show Iva" "show Iva test:thorns" "status Gob"
run -- --plugin-dir "$play" --lang de lab
status_is "the harness commands run" 0
same "a heroine, a content goblin, each hook call and every effect's numbers (de)" \
  "An Iva sprießen Dornen.
[trace] before_blow von test:thorns für Iva
Ivas Dornen stechen den Goblin (2).
Der Goblin trifft Iva (3).
[trace] after_blow von test:thorns für Iva
test:thorns (Dornen): Stärke 2, Stapel 1, Runden 5, Zustand 1 0 0 0
test:thorns (Dornen): Stärke 2, Stapel 1, Runden 5, Zustand 1 0 0 0
Leben 12/14" "$tmp/out"
input "new Iva 30 4 2 6 female" "apply Iva poison 3 2" "status Iva"
printf 'Iva ist vergiftet.\nLeben 30/30 [Gift:3]\n' > "$tmp/expected.de"
run -- --lang de --expect "$tmp/expected.de" lab
status_is "--expect: the same output exits with 0" 0
printf 'Iva ist vergiftet.\nLeben 29/30 [Gift:3]\n' > "$tmp/expected.de"
run -- --lang de --expect "$tmp/expected.de" lab
status_is "--expect: a different output exits with 1" 1
has "--expect names the first line that differs" \
  "Zeile 2" "$tmp/err"

# --- the lab says when it clamps a value ---
input "new Iva 30 4 2 6" "apply Iva bleed 3 9" "status Iva"
run -- --lang en lab
status_is "a clamped value is a warning, not a refusal" 0
same "the lab names the value it clamped and the one it used" \
  "line 2: POWER 9 is beyond what bleeding allows; 5 is used." "$tmp/err"

# --- a plugin that misuses every service ---
input "new Iva 30 4 2 6" "apply Iva test:abuse 3 2" "stats Iva all" "status Iva" \
  "apply Iva test:recurse 2 1" "apply Iva test:recurse 2 1" "status Iva"
run -- --plugin-dir "$play" --lang en lab
status_is "abuse: the lab survives every misuse" 0
same "abuse: only what could be said is said; stats and labels stay within bounds" \
  "Nobody is named.
strength 100004, defense 0, agility 6, accuracy 87, speed 100
Life 30/30 [bad:100000]
Iva starts to misbehave.
Iva stacks again (2).
Iva stacks again (3).
Iva stacks again (3).
Iva stacks again (3).
Iva stacks again (3).
Iva stacks again (3).
Iva stacks again (3).
Iva stacks again (3).
Iva stacks again (3).
Life 30/30 [bad:100000 badx3:2]" "$tmp/out"
p=$play
same "abuse: each mistake is named once: plugin, service, argument, callback" \
  "bloodtrail: the effect plugin $p/abuse.so called say() with msgid NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called say() with ctx NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called say() with the text \"{nmae} abuses.\", whose placeholder {nmae} it cannot fill there (a creature given as NULL, or a name or form it does not know), in its apply callback; nothing was said.
bloodtrail: the effect plugin $p/abuse.so called say() with the text \"{name abuses.\", which is not a well-formed template (a brace is missing or a placeholder is empty), in its apply callback; nothing was said.
bloodtrail: the effect plugin $p/abuse.so called say() with the text \"{name} abuses nobody.\", whose placeholder {name} it cannot fill there (a creature given as NULL, or a name or form it does not know), in its apply callback; nothing was said.
bloodtrail: the effect plugin $p/abuse.so called say_to() with the text \"{name} abuses {other}.\", whose placeholder {other} it cannot fill there (a creature given as NULL, or a name or form it does not know), in its apply callback; nothing was said.
bloodtrail: the effect plugin $p/abuse.so called say_plural() with msgid_plural NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called heal() with c NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called hurt() with c NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called hurt() with ctx NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called stat() with stat = 99, outside 0 to 4, in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called life() with c NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called find_effect() with id NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called apply_effect() with turns = 0, outside 1 to 100000, in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called apply_effect() with n = 2147483647, outside 0 to 100000, in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called remove_effect() with id NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called position() with x NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/abuse.so called decorate() for a kind without a decoration (set the descriptor's \"decoration\" field), in its apply callback; nothing was left.
bloodtrail: the effect plugin $p/abuse.so called ask_reaction() with blow NULL in its apply callback; the call did nothing.
bloodtrail: the effect plugin $p/recurse.so applies effects from within effects more than 8 deep (in its stacked callback, \"test:recurse\" again); the application was refused, so it cannot go on without end." \
  "$tmp/err"

# --- the game saves what a buggy plugin wrote back, and reads it again ---
cp -R "$top_srcdir/data" "$tmp/data"
chmod -R u+w "$tmp/data"
sed -i 's/^trap = bleed 3 1$/trap = test:abuse 3 1/' "$tmp/data/levels/1.ini"
# The spikes at (4, 7) put the plugin's effect on whoever steps there.
input e e s s se se s s s character save
run -- --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger --data-dir "$tmp/data" \
  --plugin-dir "$play" --save "$tmp/abuse.sav"
# The sheet lists what the stat counts: the modifier within its bound, so
# base and sources add up to the total (not "bad +2147483647").
has "the sheet shows the bounded modifier that the stat counts" \
  "Strength 100008: base 8, bad +100000" "$tmp/out"
has "the sheet shows the bounded negative modifier too" \
  "Defense 0: base 3, leather armour +2, bad -100000" "$tmp/out"
if grep -q '^hero.effect test:abuse [0-9]* 0 1 1000000 0 0 -1000000$' "$tmp/abuse.sav"; then
  ok "the save holds the abusing effect within bounds, with its state"
else
  not_ok "the save holds the abusing effect within bounds, with its state"
  grep 'effect' "$tmp/abuse.sav" | sed 's/^/# /'
fi
input yes
run -- --dungeon classic --lang en --data-dir "$tmp/data" --plugin-dir "$play" --save "$tmp/abuse.sav"
has "the game reads the save it wrote" "Iva, ranger lvl 1" "$tmp/out"
if grep -q 'damaged\|cannot' "$tmp/err"; then
  not_ok "the save it wrote is not refused"
  diag "$tmp/err"
else
  ok "the save it wrote is not refused"
fi

# --- marks and state in a saved game ---
sed -i 's/^trap = test:abuse 3 1$/trap = test:thorns 50 1/' "$tmp/data/levels/1.ini"
input e e s s se se s s s s s save
run -- --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger --data-dir "$tmp/data" \
  --plugin-dir "$play" --save "$tmp/thorns.sav"
has "a mark a plugin left on the level is saved with it" "mark 4 7 test:thorns" "$tmp/thorns.sav"
has "the hero leaves thorns on the floor" "Iva leaves thorns behind." "$tmp/out"
input yes "look ;" help
run -- --dungeon classic --lang de --data-dir "$tmp/data" --plugin-dir "$play" --save "$tmp/thorns.sav"
has "look at a plugin's decoration says what it is, in the plugin's German" \
  "; liegengebliebene Dornen" "$tmp/out"
if test "$(grep -c '; liegengebliebene Dornen' "$tmp/out")" -eq 2; then
  ok "the help's legend of the map explains the decoration too"
else
  not_ok "the help's legend of the map explains the decoration too"
  diag "$tmp/out"
fi
if grep -q '^   #;#' "$tmp/out"; then
  ok "the mark is on the map again once the game is read back"
else
  not_ok "the mark is on the map again once the game is read back"
  diag "$tmp/out"
fi

# --- reload in the game: the effect in play keeps its state ---
mkdir -p "$tmp/mods3"
cp "$play/thorns.so" "$tmp/mods3/thorns.so"
rm -f "$tmp/game.in" "$tmp/reload.sav" && mkfifo "$tmp/game.in"
"$bloodtrail" --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger --data-dir "$tmp/data" \
  --plugin-dir "$tmp/mods3" --save "$tmp/reload.sav" < "$tmp/game.in" > "$tmp/out" 2> "$tmp/err" &
game=$!
exec 3> "$tmp/game.in"
printf '%s\n' e e s s se se s s s s s save >&3
tries=0
while ! test -s "$tmp/reload.sav" && test $tries -lt 200; do
  sleep 0.05
  tries=$((tries + 1))
done
cp "$tmp/reload.sav" "$tmp/reload.before"
cp "$fixtures/sharper/thorns.so" "$tmp/mods3/thorns.so.new"
mv "$tmp/mods3/thorns.so.new" "$tmp/mods3/thorns.so"
printf '%s\n' reload reload save quit >&3
exec 3>&-
wait $game
status=$?
status_is "reload in the game: the game goes on and ends as usual" 0
has "reload in the game takes the rebuilt plugin" "Reloaded 1 plugin." "$tmp/out"
has "a second reload finds nothing new" "No plugin file has changed since it was opened." "$tmp/out"
if test "$(grep '^hero.effect\|test:thorns' "$tmp/reload.before")" = \
   "$(grep '^hero.effect\|test:thorns' "$tmp/reload.sav")" && grep -q test:thorns "$tmp/reload.sav"; then
  ok "the effect in play keeps its power, turns and state across the reload"
else
  not_ok "the effect in play keeps its power, turns and state across the reload"
  diff "$tmp/reload.before" "$tmp/reload.sav" | sed 's/^/# /'
fi

# --- C++ ---
cxx=${CXX:-}
test -n "$cxx" || cxx=$(command -v g++ || command -v c++ || true)
# g++ counts a field a designated initializer leaves out as missing under
# -Wextra, as C does not: the guide says to quiet that one warning.
if test -z "$cxx"; then
  echo "ok $((tap_count += 1)) # SKIP no C++ compiler"
elif "$cxx" -std=c++20 -Wall -Wextra -Wno-missing-field-initializers -Werror -fPIC -shared \
     -fvisibility=hidden -I"$top_srcdir/include" -o "$tmp/mods/cxx.so" \
     "$top_srcdir/tests/plugins/cxx.cc" 2> "$tmp/cxx.log"; then
  input "new Iva 10 1 1 1" "apply Iva test:cxx 2 3" "tick Iva" "status Iva"
  run -- --plugin-dir "$tmp/mods" --lang en lab
  same "a plugin written in C++ loads (its descriptor has C linkage) and plays" \
    "Iva is written in C++.
Iva hears C++ (3).
Life 10/10 [cxx:1]" "$tmp/out"
else
  not_ok "a plugin written in C++ builds against the header with -Wall -Wextra -Werror"
  diag "$tmp/cxx.log"
fi

# --- the example built against the 1.0 header ---
rm -f "$tmp/in"
run -- --plugin-dir "$fixtures/api10" --list-effects
same "an API 1.0 plugin loads: listed with the languages it brings, and no 1.1 metadata" \
  "mymod:frostbite (frostbite): $fixtures/api10/frostbite.so
    languages: bg, de, es" "$(sed -n '1,2p' "$tmp/out" > "$tmp/head"; echo "$tmp/head")"
input "new Iva 100 10 4 10" "apply Iva mymod:frostbite 3 2" "apply Iva mymod:frostbite 3 2" \
  "apply Iva mymod:frostbite 3 2" "move Iva" "marks" "tick Iva"
for l in en es; do
  run -- --plugin-dir "$fixtures/api10" --lang "$l" lab
  status_is "the API 1.0 plugin plays ($l)" 0
done
same "the API 1.0 plugin speaks its Spanish catalog, and has no moved hook to leave frost" \
  "La escarcha trepa por Iva.
La escarcha se espesa sobre Iva (2 capas).
La escarcha se espesa sobre Iva (3 capas).
¡Iva se congela hasta los huesos!
Ningún efecto ha dejado una marca.
La escarcha muerde a Iva (2)." "$tmp/out"

finish
