#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# broken-data.sh - a broken content file stops the start with one clear
# line, "file:line: problem", translated; nothing is played. Each case breaks
# a copy of data/ in one way: a bad value, a folder or a FIFO where a file
# should be, a level missing in the middle, a character a map cannot hold, a
# control character or bytes that are not UTF-8. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

n=0
# broken LANG WHAT SHELL-SETUP EXPECTED-FIRST-LINE [DATA-DIR]: the setup runs
# in a copy of data/; the game must refuse to start with the line (in time:
# nothing waits on a FIFO).
broken() {
    lang=$1 what=$2 setup=$3 want=$4 dir=${5:-$work/data}
    n=$((n + 1))
    rm -rf "$work/data"
    cp -r "$top_srcdir/data" "$work/data"
    chmod -R u+w "$work/data"
    (cd "$work/data" && eval "$setup")
    rm -rf "$work/xdg"
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG XDG_DATA_HOME="$work/xdg" timeout 10 \
        "$program" --lang "$lang" --data-dir "$dir" --name Iva --gender female --class barbarian \
        </dev/null >"$work/out" 2>"$work/err"
    status=$?
    got=$(head -n 1 "$work/err")
    if [ $status -eq 1 ] && [ "$got" = "$want" ] && [ ! -s "$work/out" ]; then
        echo "ok $n - $lang: $what: $want"
    else
        echo "not ok $n - $lang: $what: exit $status"
        echo "# want: $want"
        sed 's/^/# got:  /' "$work/err"
        sed 's/^/# out:  /' "$work/out" | head -5
    fi
}

# check LANG FILE SED-SCRIPT EXPECTED-FIRST-LINE: FILE edited with sed.
check() {
    broken "$1" "$2" "sed -i '$3' '$2'" "$4"
}

echo "1..30"
check en creatures.ini 's/^life = 15$/life = fifteen/' \
    'bloodtrail: cannot start: creatures.ini:66: "life" must be a whole number from 1 to 9999, not "fifteen".'
check en creatures.ini 's/^glyph = w$/colour = grey/' \
    'bloodtrail: cannot start: creatures.ini:65: unknown key "colour" in [wolf]; the guide at the top of the file lists the keys.'
check en creatures.ini 's/^on_hit = poison 3 2 50%$/on_hit = frostbite 3 2 50%/' \
    'bloodtrail: cannot start: creatures.ini:173: no plugin provides the effect "frostbite"; install its plugin or change the line ("bloodtrail --list-effects" shows what is loaded).'
check en items.ini 's/^kind = armour$/kind = hat/' \
    'bloodtrail: cannot start: items.ini:122: "kind" must be one of potion, weapon, armour, scroll, ring, amulet, not "hat".'
check en classes.ini 's/^weapon = axe$/weapon = sword/' \
    'bloodtrail: cannot start: classes.ini:23: there is no item "sword" in items.ini.'
check en quests.ini 's/^kill = warden$//' \
    'bloodtrail: cannot start: quests.ini:30: [warden] lacks the key "kill".'
check en levels/1.ini 's/^\[place g\]$/[place q]/' \
    'bloodtrail: cannot start: levels/1.map:5: the character "g" in column 13 is neither terrain nor a [place g] of the level file.'
check en creatures.ini 's/^depth = 1-4$/depth = 4-1/' \
    'bloodtrail: cannot start: creatures.ini:77: "depth" is a range "LOW-HIGH" with LOW not above HIGH, not "4-1".'
check en items.ini 's/^rarity = 15$/rarity = 0/' \
    'bloodtrail: cannot start: items.ini:134: "rarity" must be a whole number from 1 to 100, not "0".'
check en creatures.ini '/^depth = 2-4$/d' \
    'bloodtrail: cannot start: creatures.ini:98: [blood_wolf] gives "rarity" but no "depth": only a kind with a depth ("depth = 1-3") is drawn by the generator.'
check de creatures.ini '/^depth = 2-4$/d' \
    'bloodtrail: Start nicht möglich: creatures.ini:98: [blood_wolf] gibt „rarity“ an, aber keine „depth“: Nur eine Art mit einer Tiefe („depth = 1-3“) zieht der Generator.'
check en gold.ini '/^depth = 1-4$/d' \
    'bloodtrail: cannot start: gold.ini:15: [coins] lacks the key "depth": the levels of the deep dungeon it may be put on ("depth = 1-3").'
check es gold.ini '/^depth = 1-4$/d' \
    'bloodtrail: no se puede iniciar: gold.ini:15: a [coins] le falta la clave «depth»: los niveles de la mazmorra profunda en los que puede aparecer («depth = 1-3»).'
check en traps.ini 's/^effect = chill 3 1$/effect = frostbite 3 1/' \
    'bloodtrail: cannot start: traps.ini:74: no plugin provides the effect "frostbite"; install its plugin or change the line ("bloodtrail --list-effects" shows what is loaded).'
check en vaults/hall.ini 's/^trap_kind = loose_stone$/trap_kind = pit/' \
    'bloodtrail: cannot start: vaults/hall.ini:59: there is no trap "pit" in traps.ini.'
check en skills.ini '1i garbage line' \
    'bloodtrail: cannot start: skills.ini:1: this line is neither a [section] nor a "key = value" pair.'
check bg creatures.ini 's/^life = 15$/life = fifteen/' \
    'bloodtrail: играта не може да започне: creatures.ini:66: „life“ трябва да е цяло число от 1 до 9999, а не „fifteen“.'

# --- what is not a content file, or not where it should be ---
broken en "a folder as items.ini" 'rm items.ini && mkdir items.ini' \
    'bloodtrail: cannot start: items.ini: this is a folder, where a file should be.'
broken en "a folder as a map" 'rm levels/1.map && mkdir levels/1.map' \
    'bloodtrail: cannot start: levels/1.map: this is a folder, where a file should be.'
broken en "a FIFO as skills.ini" 'rm skills.ini && mkfifo skills.ini' \
    'bloodtrail: cannot start: skills.ini: this is not a regular file (a FIFO, a device or a socket), where a file should be.'
broken en "level 2 missing, level 3 there" 'rm levels/2.ini levels/2.map' \
    'bloodtrail: cannot start: levels/3.ini: there is no level 2 before it (levels/2.ini); levels are numbered from 1, without a gap.'
broken de "level 2 missing, level 3 there" 'rm levels/2.ini levels/2.map' \
    'bloodtrail: Start nicht möglich: levels/3.ini: Davor fehlt Ebene 2 (levels/2.ini); Ebenen werden ab 1 ohne Lücke nummeriert.'
broken en "the content folder missing" ':' \
    "bloodtrail: cannot start: $work/none: the content folder cannot be read: No such file or directory." \
    "$work/none"

# --- characters ---
broken en "an é in a map" "sed -i '2s/\\./é/' levels/1.map" \
    'bloodtrail: cannot start: levels/1.map:2: column 3: the character "é" (U+00E9) cannot be on a map; maps are drawn with the ASCII characters the level file'"'"'s guide lists.'
broken bg "a Cyrillic letter in a map" "sed -i '3s/\\./ж/' levels/1.map" \
    'bloodtrail: играта не може да започне: levels/1.map:3: колона 2: знакът „ж“ (U+0436) не може да е на карта; картите се рисуват със знаците ASCII, изброени в ръководството на файла на нивото.'
broken en "a tab in a map" "sed -i '2s/\\./\\t/' levels/1.map" \
    'bloodtrail: cannot start: levels/1.map:2: column 3: the character "␉" (U+0009) cannot be on a map; maps are drawn with the ASCII characters the level file'"'"'s guide lists.'
broken en "an escape sequence in a creature's name" \
    "sed -i 's/^name = wolf|/name = wo\\x1b[2Jlf|/' creatures.ini" \
    'bloodtrail: cannot start: creatures.ini:63: column 10: the control character U+001B cannot stand in a content file.'
broken en "a CSI (U+009B) in a quest" "sed -i 's/^\\[warden\\]\$/[warden]\\xc2\\x9b2J/' quests.ini" \
    'bloodtrail: cannot start: quests.ini:30: column 9: the control character U+009B cannot stand in a content file.'
broken en "bytes that are not UTF-8" "sed -i '1s/^/caf\\xc3 /' skills.ini" \
    'bloodtrail: cannot start: skills.ini:1: column 4: these bytes are not UTF-8; content files are UTF-8 text.'
broken en "a bidi override in an item's name" "sed -i 's/^name = axe|/name = \\xe2\\x80\\xaeaxe|/' items.ini" \
    'bloodtrail: cannot start: items.ini:75: column 8: the control character U+202E cannot stand in a content file.'
