#!/bin/sh
# loader.sh - the real program with broken effect plugins (SPEC §8): each bad
# file is skipped with one clear line on stderr naming the file, the reason
# and what to do; the good ones and the built-ins still load; exit status 0.
. "$top_srcdir/tests/unit/tap.sh"

builtin_list="bleed (bleeding): $builtins/bleed.so
burn (burning): $builtins/burn.so
chill (chill): $builtins/chill.so
dodge (dodge): $builtins/dodge.so
fury (fury): $builtins/fury.so
poison (poison): $builtins/poison.so
rage (rage): $builtins/rage.so
regen (regeneration): $builtins/regen.so
shield (shield): $builtins/shield.so
stun (stun): $builtins/stun.so
weak (weakness): $builtins/weak.so"

# --- a folder of broken plugins ---
run -- --lang en --plugin-dir "$fixtures/broken" --list-effects
status_is "--list-effects with broken plugins exits with 0" 0
same "the good plugin among the broken ones and every built-in are listed" \
  "test:echo (echo): $fixtures/broken/echo.so
$builtin_list" "$tmp/out"

b=$fixtures/broken
# dlerror()'s words differ between systems: keep the parentheses only.
sed 's/it is not a shared object that can be loaded (.*)\. Remove/it is not a shared object that can be loaded (...). Remove/' \
  "$tmp/err" > "$tmp/err.cooked"
same "one line on stderr for each broken plugin: file, reason, what to do" \
  "bloodtrail: skipped the effect plugin $b/badtext.so: its descriptor is incomplete: the field \"on_text\" is missing or invalid. Fill it in as <bloodtrail/effect.h> describes and rebuild the plugin.
bloodtrail: skipped the effect plugin $b/claim-poison.so: its id \"poison\" has no namespace, and such ids belong to bloodtrail's built-in effects. Give it a namespaced id such as \"mymod:poison\".
bloodtrail: skipped the effect plugin $b/garbage.so: it is not a shared object that can be loaded (...). Remove it from the plugin folder, or rebuild it as a shared library.
bloodtrail: skipped the effect plugin $b/initfail.so: its init function refused to start. See the plugin's documentation for what it needs.
bloodtrail: skipped the effect plugin $b/major99.so: it was built for plugin API 99.0, but this bloodtrail speaks API 1.0. Rebuild it against this version's <bloodtrail/effect.h>.
bloodtrail: skipped the effect plugin $b/minor-new.so: it needs plugin API 1.1, newer than this bloodtrail's 1.0. Update bloodtrail, or build the plugin against the header of this version.
bloodtrail: skipped the effect plugin $b/nolabel.so: its descriptor is incomplete: the field \"label\" is missing or invalid. Fill it in as <bloodtrail/effect.h> describes and rebuild the plugin.
bloodtrail: skipped the effect plugin $b/nostacks.so: its descriptor is incomplete: the field \"max_stacks\" is missing or invalid. Fill it in as <bloodtrail/effect.h> describes and rebuild the plugin.
bloodtrail: skipped the effect plugin $b/nosym.so: it does not export the symbol \"bloodtrail_effect_kind\". Define the effect with BT_EFFECT_DEFINE from <bloodtrail/effect.h>." \
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
status_is "--list-effects with a duplicate id exits with 0" 0
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
same "a plugin in the user's folder that claims \"poison\" is refused" \
  "bloodtrail: skipped the effect plugin $u/claim-poison.so: its id \"poison\" has no namespace, and such ids belong to bloodtrail's built-in effects. Give it a namespaced id such as \"mymod:poison\"." \
  "$tmp/err"
same "the user's good plugin comes before the built-ins" \
  "test:echo (echo): $u/echo.so
$builtin_list" "$tmp/out"
rm -rf "$XDG_DATA_HOME"

# --- BLOODTRAIL_PLUGIN_PATH and folders that do not exist ---
run "BLOODTRAIL_PLUGIN_PATH=$tmp/none:$fixtures/good" -- --list-effects
same "BLOODTRAIL_PLUGIN_PATH: a missing folder is named, the next one is read" \
  "bloodtrail: cannot read the plugin folder $tmp/none: No such file or directory. Check the folders given with --plugin-dir and BLOODTRAIL_PLUGIN_PATH." \
  "$tmp/err"
line "BLOODTRAIL_PLUGIN_PATH: its plugins are listed first" 1 \
  "test:echo (echo): $fixtures/good/echo.so" "$tmp/out"
status_is "a missing plugin folder is not fatal" 0

run -- --list-effects
same "without extra folders only the built-ins are listed" "$builtin_list" "$tmp/out"
same "without extra folders nothing is said on stderr" "" "$tmp/err"

finish
