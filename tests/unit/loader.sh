#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# loader.sh - the real program with broken effect plugins (SPEC §8): each bad
# file is skipped with one clear line on stderr naming the file, the reason
# and what to do; the good ones and the built-ins still load; --list-effects
# lists the refused files and exits with 1, the game and the lab go on.
. "$top_srcdir/tests/unit/tap.sh"

# The "id (name): file" lines of a listing, and its refused files, without
# the indented metadata under each (tests/unit/guard.sh checks those).
kinds() { grep -v '^    ' "$tmp/out" > "$tmp/kinds"; }

builtin_list="bleed (bleeding): $builtins/bleed.so
blind (blindness): $builtins/blind.so
burn (burning): $builtins/burn.so
chill (chill): $builtins/chill.so
confusion (confusion): $builtins/confusion.so
corrode (corrosion): $builtins/corrode.so
dodge (dodge): $builtins/dodge.so
drain (drain): $builtins/drain.so
fear (fear): $builtins/fear.so
fury (fury): $builtins/fury.so
haste (haste): $builtins/haste.so
might (might): $builtins/might.so
poison (poison): $builtins/poison.so
rage (rage): $builtins/rage.so
regen (regeneration): $builtins/regen.so
shield (shield): $builtins/shield.so
slow (slowness): $builtins/slow.so
stun (stun): $builtins/stun.so
weak (weakness): $builtins/weak.so"

# --- a folder of broken plugins ---
run -- --lang en --plugin-dir "$fixtures/broken" --list-effects
status_is "--list-effects with broken plugins exits with 1" 1
kinds
b=$fixtures/broken
same "the good plugin among the broken ones and every built-in are listed, then the refused files" \
  "test:echo (echo): $fixtures/broken/echo.so
$builtin_list
$b/badtext.so: refused (the reason is on standard error)
$b/claim-poison.so: refused (the reason is on standard error)
$b/function.so: refused (the reason is on standard error)
$b/garbage.so: refused (the reason is on standard error)
$b/initfail.so: refused (the reason is on standard error)
$b/major99.so: refused (the reason is on standard error)
$b/minor-new.so: refused (the reason is on standard error)
$b/nolabel.so: refused (the reason is on standard error)
$b/nostacks.so: refused (the reason is on standard error)
$b/nosym.so: refused (the reason is on standard error)
$b/short.so: refused (the reason is on standard error)" "$tmp/kinds"

# dlerror()'s words differ between systems: keep the parentheses only.
sed 's/it is not a shared object that can be loaded (.*)\. Remove/it is not a shared object that can be loaded (...). Remove/' \
  "$tmp/err" > "$tmp/err.cooked"
same "one line on stderr for each broken plugin: file, reason, what to do" \
  "bloodtrail: skipped the effect plugin $b/badtext.so: its field \"on_text\" (\"{name breaks.\") is not a well-formed template: a brace is missing or a placeholder is empty (write \"{{\" for a brace). Fix it and rebuild the plugin.
bloodtrail: skipped the effect plugin $b/claim-poison.so: its id \"poison\" has no namespace, and such ids belong to bloodtrail's built-in effects. Give it a namespaced id such as \"mymod:poison\".
bloodtrail: skipped the effect plugin $b/function.so: its symbol \"bloodtrail_effect_kind\" is a function, not the bt_effect_kind structure the game reads. Define the effect with BT_EFFECT_DEFINE from <bloodtrail/effect.h> (a structure, not a function that returns one) and rebuild the plugin.
bloodtrail: skipped the effect plugin $b/garbage.so: it is not a shared object that can be loaded (...). Remove it from the plugin folder, or rebuild it as a shared library.
bloodtrail: skipped the effect plugin $b/initfail.so: its init function refused to start. See the plugin's documentation for what it needs.
bloodtrail: skipped the effect plugin $b/major99.so: it was built for plugin API 99.0, but this bloodtrail speaks API 1.2. Rebuild it against this version's <bloodtrail/effect.h>.
bloodtrail: skipped the effect plugin $b/minor-new.so: it needs plugin API 1.3, newer than this bloodtrail's 1.2. Update bloodtrail, or build the plugin against the header of this version.
bloodtrail: skipped the effect plugin $b/nolabel.so: its descriptor has no \"label\", which every plugin must have. Fill it in as <bloodtrail/effect.h> describes and rebuild the plugin.
bloodtrail: skipped the effect plugin $b/nostacks.so: its field \"max_stacks\" is 0, and it must be from 1 to 1000 (1 for a kind that does not stack). Set it and rebuild the plugin.
bloodtrail: skipped the effect plugin $b/nosym.so: it does not export the symbol \"bloodtrail_effect_kind\". Define the effect with BT_EFFECT_DEFINE from <bloodtrail/effect.h>.
bloodtrail: skipped the effect plugin $b/short.so: its descriptor is only 8 bytes long, too short for plugin API 1.1: it was built against an older header. Rebuild it against this version's <bloodtrail/effect.h>." \
  "$tmp/err.cooked"
has "the garbage file's line gives the system's reason" "$b/garbage.so" "$tmp/err"

# The same without --lang, and the lab still plays with the built-in poison.
input "new Iva 20 5 4 10" "apply Iva poison 3 2" "tick Iva" "status Iva"
run -- --plugin-dir "$fixtures/broken" lab
status_is "the lab runs with broken plugins in its folder" 0
same "the lab's poison is the built-in one, not the plugin that claimed its id" \
  "Poison enters Iva's blood.
The poison burns Iva (2).
Life 18/20 [psn:2]" "$tmp/out"
rm -f "$tmp/in"

# --- the same id in two folders ---
run -- --plugin-dir "$fixtures/good" --plugin-dir "$fixtures/dup" --list-effects
status_is "--list-effects with a duplicate id exits with 1: a file was refused" 1
same "the second copy of an id is skipped, naming both files" \
  "bloodtrail: skipped the effect plugin $fixtures/dup/echo.so: the effect \"test:echo\" is already loaded from $fixtures/good/echo.so, which comes first in the search order. Remove one of the two, or give this one another id." \
  "$tmp/err"
line "the first copy in the search order is used" 1 \
  "test:echo (echo): $fixtures/good/echo.so" "$tmp/out"

# --- the user's folder may not claim a built-in id either ---
mkdir -p "$XDG_DATA_HOME/bloodtrail/effects"
cp "$fixtures/broken/claim-poison.so" "$fixtures/good/echo.so" "$XDG_DATA_HOME/bloodtrail/effects/"
u=$XDG_DATA_HOME/bloodtrail/effects
run -- --list-effects
kinds
same "a plugin in the user's folder that claims \"poison\" is refused" \
  "bloodtrail: skipped the effect plugin $u/claim-poison.so: its id \"poison\" has no namespace, and such ids belong to bloodtrail's built-in effects. Give it a namespaced id such as \"mymod:poison\"." \
  "$tmp/err"
same "the user's good plugin comes before the built-ins" \
  "test:echo (echo): $u/echo.so
$builtin_list
$u/claim-poison.so: refused (the reason is on standard error)" "$tmp/kinds"
rm -rf "$XDG_DATA_HOME"

# --- BLOODTRAIL_PLUGIN_PATH and folders that do not exist ---
run "BLOODTRAIL_PLUGIN_PATH=$tmp/none:$fixtures/good" -- --list-effects
same "BLOODTRAIL_PLUGIN_PATH: a missing folder is named, the next one is read" \
  "bloodtrail: cannot read the plugin folder $tmp/none: No such file or directory. Check the folders given with --plugin-dir and BLOODTRAIL_PLUGIN_PATH." \
  "$tmp/err"
line "BLOODTRAIL_PLUGIN_PATH: its plugins are listed first" 1 \
  "test:echo (echo): $fixtures/good/echo.so" "$tmp/out"
status_is "a missing plugin folder is not fatal" 0

# --- one folder named twice, and the game's own folder named ---
run "BLOODTRAIL_PLUGIN_PATH=$fixtures/good" -- --plugin-dir "$fixtures/good" \
  --plugin-dir "$fixtures/good/" --plugin-dir "$fixtures/../fixtures/good" --list-effects
kinds
status_is "a folder named four ways is read once: nothing refused" 0
same "a folder named four ways: no plugin is a duplicate of itself" "" "$tmp/err"
line "a folder named four ways: its plugin is listed once, from the first name" 1 \
  "test:echo (echo): $fixtures/good/echo.so" "$tmp/kinds"
run -- --plugin-dir "$builtins" --list-effects
kinds
status_is "the game's own folder named with --plugin-dir: nothing refused" 0
same "the game's own folder named: no false \"no namespace\" refusals" "" "$tmp/err"
same "the game's own folder named: its plugins are listed once" "$builtin_list" "$tmp/kinds"

# --- a plugin that calls what nothing provides ---
run -- --plugin-dir "$fixtures/undefined" --list-effects
same "an undefined symbol is named, with what to do about it" \
  "bloodtrail: skipped the effect plugin $fixtures/undefined/undefined.so: it uses the symbol \"bloodtrail_no_such_function\", which nothing loaded provides. A plugin may call what the host table hands it and the C library; link every other library it uses (such as -lm) into it, and rebuild it." \
  "$tmp/err"

# --- files that are not to be trusted ---
mkdir -p "$tmp/open" "$tmp/fifo"
cp "$fixtures/good/echo.so" "$tmp/open/echo.so"
chmod 666 "$tmp/open/echo.so"
run -- --plugin-dir "$tmp/open" --list-effects
same "a plugin file anyone may write to is refused" \
  "bloodtrail: skipped the effect plugin $tmp/open/echo.so: everyone may write to it, so anyone on this machine could put their code into your game. Make it writable by its owner only (chmod go-w)." \
  "$tmp/err"
chmod 644 "$tmp/open/echo.so"
chmod 777 "$tmp/open"
run -- --plugin-dir "$tmp/open" --list-effects
same "a plugin in a folder anyone may write to is refused" \
  "bloodtrail: skipped the effect plugin $tmp/open/echo.so: everyone may write to the folder $tmp/open (it or one above it), so anyone on this machine could put their code into your game. Make that folder writable by its owner only (chmod go-w)." \
  "$tmp/err"
chmod 755 "$tmp/open"
mkfifo "$tmp/fifo/pipe.so"
run -- --plugin-dir "$tmp/fifo" --list-effects
same "a FIFO named *.so is refused without being opened (nothing hangs)" \
  "bloodtrail: skipped the effect plugin $tmp/fifo/pipe.so: it is not a regular file (a folder, a pipe or a device cannot be a plugin). Remove it from the plugin folder." \
  "$tmp/err"

run -- --list-effects
kinds
same "without extra folders only the built-ins are listed" "$builtin_list" "$tmp/kinds"
same "without extra folders nothing is said on stderr" "" "$tmp/err"

finish
