#!/bin/sh
# broken-data.sh - a broken content file stops the start with one clear
# line, "file:line: problem", translated; nothing is played. Each case breaks
# a copy of data/ in one way. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

n=0
# check LANG FILE SED-SCRIPT EXPECTED-FIRST-LINE
check() {
    lang=$1 file=$2 edit=$3 want=$4
    n=$((n + 1))
    rm -rf "$work/data"
    cp -r "$top_srcdir/data" "$work/data"
    chmod -R u+w "$work/data"
    sed -i "$edit" "$work/data/$file"
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG \
        "$program" --lang "$lang" --data-dir "$work/data" --name Iva --gender female --class barbarian \
        </dev/null >"$work/out" 2>"$work/err"
    status=$?
    got=$(head -n 1 "$work/err")
    if [ $status -eq 1 ] && [ "$got" = "$want" ] && [ ! -s "$work/out" ]; then
        echo "ok $n - $lang: $file: $want"
    else
        echo "not ok $n - $lang: $file: exit $status"
        echo "# want: $want"
        sed 's/^/# got:  /' "$work/err"
        sed 's/^/# out:  /' "$work/out" | head -5
    fi
}

echo "1..9"
check en creatures.ini 's/^life = 15$/life = fifteen/' \
    'bloodtrail: cannot start: creatures.ini:38: "life" must be a whole number from 1 to 9999, not "fifteen".'
check en creatures.ini 's/^glyph = w$/colour = grey/' \
    'bloodtrail: cannot start: creatures.ini:37: unknown key "colour" in [wolf]; the guide at the top of the file lists the keys.'
check en creatures.ini 's/^on_hit = poison 3 2 50%$/on_hit = frostbite 3 2 50%/' \
    'bloodtrail: cannot start: creatures.ini:127: no plugin provides the effect "frostbite"; install its plugin or change the line ("bloodtrail --list-effects" shows what is loaded).'
check en items.ini 's/^kind = armour$/kind = hat/' \
    'bloodtrail: cannot start: items.ini:78: "kind" must be one of potion, weapon, armour, not "hat".'
check en classes.ini 's/^weapon = axe$/weapon = sword/' \
    'bloodtrail: cannot start: classes.ini:22: there is no item "sword" in items.ini.'
check en quests.ini 's/^kill = warden$//' \
    'bloodtrail: cannot start: quests.ini:29: [warden] lacks the key "kill".'
check en levels/1.ini 's/^\[place g\]$/[place q]/' \
    'bloodtrail: cannot start: levels/1.map:5: the character "g" in column 13 is neither terrain nor a [place g] of the level file.'
check en skills.ini '1i garbage line' \
    'bloodtrail: cannot start: skills.ini:1: this line is neither a [section] nor a "key = value" pair.'
check bg creatures.ini 's/^life = 15$/life = fifteen/' \
    'bloodtrail: играта не може да започне: creatures.ini:38: „life“ трябва да е цяло число от 1 до 9999, а не „fifteen“.'
