#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# mods.sh - content mods as layers. The ash mod (tests/modding/mods/ashmod)
# adds a creature and an item, puts the creature on a place of the game's
# first level and the item in the ranger's pack, and adds a vault that holds
# the creature on the first level of the deep dungeon, and a kind of trap
# (traps.ini) the generator hides on the first levels, without a copy of
# data/;
# the ghoul fix changes two fields of the ash mod's creature. Both bring
# their own catalogs and are played in German; the save names both, and
# loading it without one names the missing mod and loads nothing. Conflicts,
# missing requirements and broken files leave the offending mod out, named,
# and the game starts. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"
: "${MSGFMT:=msgfmt}"

# The mods as a modder ships them: their folders with compiled catalogs.
for m in ashmod ghoulfix; do
  cp -R "$top_srcdir/tests/modding/mods/$m" "$tmp/$m"
  chmod -R u+w "$tmp/$m"
  for l in bg de es; do
    mkdir -p "$tmp/$m/locale/$l/LC_MESSAGES"
    $MSGFMT --check -o "$tmp/$m/locale/$l/LC_MESSAGES/$m.mo" "$tmp/$m/po/$l.po"
  done
done
hero="--dungeon classic --seed 2 --name Iva --gender female --class ranger"

# --- listing, in the order a mod's requirements give ---
run -- --lang de --mod "$tmp/ghoulfix" --mod "$tmp/ashmod" --list-mods
status_is "--list-mods exits with 0 when every mod is on" 0
same "--list-mods shows each mod in German, the required one first" \
"1. ashmod 1.0 (Asche und Glut): $tmp/ashmod, an
    Autor: The Test Suite <tests@bloodtrail.invalid>, Lizenz: CC0-1.0
    Ein Aschenghul spukt in der ersten Halle; Waldläuferinnen und Waldläufer tragen Aschensalbe bei sich.
2. ghoulfix 0.2 (Verkohlte Ghule): $tmp/ghoulfix, an
    Autor: The Test Suite <tests@bloodtrail.invalid>, Lizenz: CC0-1.0
    Die Ghule der Aschen-Mod sind verkohlt und zäher." "$tmp/out"

# --- played in German ---
input i e e e e e e e se "look G" quit
run -- --lang de $hero --save "$tmp/game.sav" --mod "$tmp/ashmod" --mod "$tmp/ghoulfix"
status_is "the game with both mods plays and saves" 0
same "nothing is said on stderr" "" "$tmp/err"
has "the ash mod's item is in the ranger's pack, in German" "  c) Aschensalbe" "$tmp/out"
has "the ash mod's creature stands on the game's first level, named by the ghoul fix" \
  "Du siehst einen verkohlten Ghul." "$tmp/out"
has "the ghoul fix changed its life, the rest is the ash mod's (fire damage)" \
  "Der verkohlte Ghul ist unverletzt (22/22 Leben)." "$tmp/out"
has "its blow is the ash mod's" "Sein Schlag: 2-4 Feuerschaden" "$tmp/out"
if test "$(grep '^mod ' "$tmp/game.sav")" = "mod ashmod 1.0
mod ghoulfix 0.2"; then
  ok "the save names both mods with their versions, in order"
else
  not_ok "the save names both mods with their versions, in order"
  grep '^mod ' "$tmp/game.sav" | sed 's/^/# /'
fi

# --- the ash mod's vault in the deep dungeon ---
input save quit
run -- --lang de --seed 5 --name Iva --gender female --class ranger \
  --save "$tmp/deep.sav" --mod "$tmp/ashmod" --mod "$tmp/ghoulfix"
status_is "the deep dungeon with both mods plays and saves" 0
if grep -q '^monster ashmod:ash_ghoul ' "$tmp/deep.sav"; then
  ok "the ash mod's vault stands on the first deep level, with its ghoul"
else
  not_ok "the ash mod's vault stands on the first deep level, with its ghoul"
  grep '^monster ' "$tmp/deep.sav" | sed 's/^/# /'
fi

# --- the ash mod's trap (its traps.ini) in the deep dungeon ---
# On seed 7837 the way east of the start crosses an ash pit.
input "3 n" "1 nw" "43 w" "1 w" "look ^" quit
run -- --lang de --seed 7837 --name Iva --gender female --class ranger \
  --save "$tmp/pit.sav" --mod "$tmp/ashmod" --mod "$tmp/ghoulfix"
status_is "the deep dungeon with the ash mod's trap plays" 0
has "the ash mod's trap springs, in the German of its catalog" \
  "Heiße Asche verschluckt Iva bis zu den Knien." "$tmp/out"
has "found, the legend names it from the mod's catalog" \
  "^ entdeckte Falle: Aschengrube" "$tmp/out"

# --- the save without one of them ---
cp "$tmp/game.sav" "$tmp/game.before"
input yes nein
run -- --lang de --save "$tmp/game.sav" --mod "$tmp/ashmod"
has "loading without the ghoul fix names it and its version, in German" \
  "jetzt nicht an sind: ghoulfix 0.2. Installiere sie" "$tmp/out"
# Shown as a paragraph of its own, the message opens like a sentence.
if grep -q "^Der Spielstand $tmp/game.sav wurde mit Mods gespielt" "$tmp/out"; then
  ok "the message, a paragraph of its own, starts with a capital"
else
  not_ok "the message, a paragraph of its own, starts with a capital"
fi
if cmp -s "$tmp/game.sav" "$tmp/game.before" && ! grep -q "verkohlt" "$tmp/out"; then
  ok "nothing of the game was loaded, and the save is as it was"
else
  not_ok "nothing of the game was loaded, and the save is as it was"
fi
input yes quit
run -- --lang de --save "$tmp/game.sav" --mod "$tmp/ashmod" --mod "$tmp/ghoulfix"
has "with both mods the save loads" "Iva, Waldläuferin, Stufe 1" "$tmp/out"

# --- installed mods, mods.conf, --no-mods ---
mods=$XDG_DATA_HOME/bloodtrail/mods
mkdir -p "$mods"
cp -R "$tmp/ashmod" "$mods/ashmod"
run -- --lang en --list-mods
has "a mod in the user's mods folder is on without --mod" "1. ashmod 1.0 (Ash and Cinders): $mods/ashmod, on" "$tmp/out"
mkdir -p "$XDG_CONFIG_HOME/bloodtrail"
printf '[mods]\ndisable = ashmod\n' > "$XDG_CONFIG_HOME/bloodtrail/mods.conf"
run -- --lang en --list-mods
has "mods.conf turns an installed mod off" \
  "1. ashmod 1.0 (Ash and Cinders): $mods/ashmod, disabled in $XDG_CONFIG_HOME/bloodtrail/mods.conf" "$tmp/out"
rm -f "$XDG_CONFIG_HOME/bloodtrail/mods.conf"
input i quit
run -- --lang en $hero --save "$tmp/settings-on.sav"
has "the installed mod is played (its item in the ranger's pack)" "c) ash salve" "$tmp/out"
printf '[mods]\ndisable = nosuchmod, ashmod\n' > "$XDG_CONFIG_HOME/bloodtrail/config"
run -- --lang en --list-mods
has "the settings file's [mods] disable turns an installed mod off, naming the file" \
  "1. ashmod 1.0 (Ash and Cinders): $mods/ashmod, disabled in $XDG_CONFIG_HOME/bloodtrail/config" "$tmp/out"
input i quit
run -- --lang en $hero --save "$tmp/settings-off.sav"
if grep -q "ash salve" "$tmp/out" || grep -q '^mod ' "$tmp/settings-off.sav"; then
  not_ok "a mod the settings file turns off is not played, nor named in the save"
else
  ok "a mod the settings file turns off is not played, nor named in the save"
fi
same "an id of no installed mod in the settings is no error" "" "$tmp/err"
run -- --lang en --mod "$mods/ashmod" --list-mods
has "--mod plays a mod the settings file turns off" \
  "1. ashmod 1.0 (Ash and Cinders): $mods/ashmod, on" "$tmp/out"
rm -f "$XDG_CONFIG_HOME/bloodtrail/config"
run -- --lang en --no-mods --list-mods
same "--no-mods starts without the installed mods" "No mods are installed." "$tmp/out"

# --- conflicts, requirements, broken files: left out, named; the game starts ---
for m in tougher sturdier; do
  mkdir -p "$mods/$m"
  printf '[mod]\nid = %s\nname = %s goblins\nversion = 1\n' "$m" "$m" > "$mods/$m/mod.ini"
done
printf '[goblin]\nlife = 20\n' > "$mods/tougher/creatures.ini"
printf '[goblin]\nlife = 30\n' > "$mods/sturdier/creatures.ini"
mkdir -p "$mods/needy" "$mods/broken"
printf '[mod]\nid = needy\nname = Needy\nversion = 1\ngame = 99.0\n' > "$mods/needy/mod.ini"
printf '[mod]\nid = broken\nname = Broken\nversion = 1\nplugins = no:such >= 2\n' \
  > "$mods/broken/mod.ini"
mkdir -p "$mods/typo"
printf '[mod]\nid = typo\nname = Typo\nversion = 1\n' > "$mods/typo/mod.ini"
printf '[typo:rat]\nname = rat\nglyph = r\nlife = many\n' > "$mods/typo/creatures.ini"
run -- --lang en --list-mods
status_is "--list-mods exits with 1 when a mod is left out" 1
has "a field two mods change is a conflict, named with both mods" \
  "tougher 1 (tougher goblins): $mods/tougher, left out: $mods/tougher/creatures.ini:2: \"life\" of [goblin] is changed by the mod sturdier already; two mods cannot change the same field." \
  "$tmp/out"
has "a mod that needs a newer game is left out" \
  "left out: it needs bloodtrail 99.0 or newer; this is" "$tmp/out"
has "a mod that needs a missing plugin is left out" \
  "left out: it needs the effect plugin no:such, which is not loaded" "$tmp/out"
has "a broken file of a mod is named with its line" \
  "left out: $mods/typo/creatures.ini:4: \"life\" must be" "$tmp/out"
has "the other mods stay on" "1. ashmod 1.0 (Ash and Cinders): $mods/ashmod, on" "$tmp/out"
mkdir -p "$mods/edgy"
printf '[mod]\nid = edgy\nname = Edgy\nversion = 1\n' > "$mods/edgy/mod.ini"
printf '[edgy:frost_blade]\nname = frost blade\nkind = weapon\ndamage = 2-5\neffect = chill 3 1\n' \
  > "$mods/edgy/items.ini"
run -- --lang en --list-mods
has "an effect on a weapon is refused, saying why and what to do" \
  "left out: items.ini:5: a weapon's \"effect\" would never act:" "$tmp/out"
input e quit
run -- --lang de $hero --save "$tmp/conflict.sav"
status_is "the game starts without the offending mods" 0
has "each one left out is said on stderr, in German" \
  "bloodtrail: die Mod needy ($mods/needy) bleibt außen vor:" "$tmp/err"

# --- a text domain whose catalogs are not where locale_dir says ---
rm -rf "${mods:?}"/*
mkdir -p "$mods/mute"
printf '[mod]\nid = mute\nname = Mute\nversion = 1\ntext_domain = mute\nlocale_dir = po\n' \
  > "$mods/mute/mod.ini"
run -- --lang en --list-mods
has "a locale_dir that is not a folder is named; the mod stays on" \
  "bloodtrail: $mods/mute/mod.ini: the catalogs of the text domain \"mute\" should be in $mods/mute/po, which is not a folder" \
  "$tmp/err"
has "the mod is on all the same" "1. mute 1 (Mute): $mods/mute, on" "$tmp/out"
finish
