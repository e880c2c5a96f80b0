#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# settings.sh - the settings file acts on the game: "autopickup = potion"
# picks up the potion travel stops on; "speech = yes" is speech mode; a bad
# line is named with its file and line, in the player's language, and the
# game still starts. Prints TAP.
set -u
. "$(dirname "$0")/prologue.sh"
content_with_levels tests/console/data/corridor
mkdir -p "$work/config/bloodtrail"

play() { # LANG < input: the game with the settings in $work/config
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG XDG_CONFIG_HOME="$work/config" \
        "$program" --lang "$1" --seed 1 --name Iva --gender female --class ranger --dungeon classic \
        --data-dir "$work/data" --save "$work/save" >"$work/out" 2>"$work/err"
    rm -f "$work/save"
}

echo "1..4"
printf '[play]\nautopickup = potion\n' >"$work/config/bloodtrail/config"
printf 'e\nrun e\nrun s\ntravel potion\ninventory\n' | play en
if grep -q '^You pick up a healing potion.$' "$work/out" &&
        grep -q '^  a) two healing potions$' "$work/out"; then
    echo "ok 1 - autopickup = potion picks up the potion travel reaches"
else
    echo "not ok 1 - autopickup = potion picks up the potion travel reaches"
    tail -8 "$work/out" | sed 's/^/# /'
fi
printf '[play]\nautopickup = none\n' >"$work/config/bloodtrail/config"
printf 'e\nrun e\nrun s\ntravel potion\ninventory\n' | play en
if ! grep -q '^You pick up a healing potion.$' "$work/out"; then
    echo "ok 2 - without it, the potion stays where it lies"
else
    echo "not ok 2 - without it, the potion stays where it lies"
fi
printf '[play]\nspeech = yes\n' >"$work/config/bloodtrail/config"
printf 'wait\n' | play en
if grep -q '^Level 1 of 1.$' "$work/out" && ! grep -q 'HP \[' "$work/out"; then
    echo "ok 3 - speech = yes is speech mode: words, no bars"
else
    echo "not ok 3 - speech = yes is speech mode: words, no bars"
fi
printf '[play]\nspeech = maybe\n' >"$work/config/bloodtrail/config"
printf 'wait\n' | play de
# shellcheck disable=SC1111 # the German quotes are what the player reads
if grep -q "config:2: „speech“ ist „yes“ oder „no“, nicht „maybe“" "$work/err" &&
        grep -q 'Iva' "$work/out"; then
    echo "ok 4 - a bad line is named by file and line, in German, and the game starts"
else
    echo "not ok 4 - a bad line is named by file and line, in German, and the game starts"
    sed 's/^/# /' "$work/err"
fi
exit 0
