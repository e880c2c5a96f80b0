#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# roundtrip.sh - a game saved, left and resumed goes on exactly as the same
# game played without a break: with the same seed and input, everything
# printed after the resume point is the same, byte for byte. In every
# language. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The first part steps on the spikes in the cellars (the hero bleeds), comes
# back and opens the gallery door, where a goblin sleeps; the second waits
# there until it wakes (the random stream decides when) and comes. Effects,
# healing, monsters and the random stream all carry across the break.
# "look" marks the point.
printf 'e\ne\ns\ns\nse\nse\ns\ns\ns\nn\nn\nn\nn\nne\ne\ne\ne\nne\ne\n' >"$work/first"
printf 'look\nwait\nwait\nwait\nwait\nwait\nwait\nwait\nwait\ni\nwait\nwait\n' >"$work/second"
cat "$work/first" "$work/second" >"$work/whole"
# The same game broken in the middle of the fight the goblin starts: the
# fight, its log and everyone's energy carry across the break.
printf 'e\ne\ns\ns\nse\nse\ns\ns\ns\nn\nn\nn\nn\nne\ne\ne\ne\nne\ne\nwait\nwait\nwait\nwait\n1\n' \
    >"$work/first-fight"
printf 'look\n1\n1\n1\n2\n1\n1\n1\n1\nwait\ne\ne\n' >"$work/second-fight"
cat "$work/first-fight" "$work/second-fight" >"$work/whole-fight"

run() {
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --dungeon classic --lang "$1" --seed 11 \
        --name Iva --gender female --class barbarian --save "$2" <"$3"
}

# From the first line "> look" to the end, but for the last line (it names
# the save file, which differs between the runs).
after_mark() {
    sed -n '/^> look$/,$p' "$1" | sed '$d'
}

echo "1..12"
n=0
for l in en bg de es; do
    rm -f "$work/a.sav" "$work/b.sav"
    run "$l" "$work/a.sav" "$work/whole" >"$work/a.out" 2>&1
    run "$l" "$work/b.sav" "$work/first" >"$work/b1.out" 2>&1
    n=$((n + 1))
    if [ -s "$work/b.sav" ] && tail -n 1 "$work/b1.out" | grep -q "$work/b.sav"; then
        echo "ok $n - $l: the end of input saves the game and says where"
    else
        echo "not ok $n - $l: no save after the end of input"
        tail -n 3 "$work/b1.out" | sed 's/^/# /'
    fi
    { echo yes; cat "$work/second"; } >"$work/resume"
    run "$l" "$work/b.sav" "$work/resume" >"$work/b2.out" 2>&1
    after_mark "$work/a.out" >"$work/a.tail"
    after_mark "$work/b2.out" >"$work/b.tail"
    n=$((n + 1))
    if [ -s "$work/a.tail" ] && cmp -s "$work/a.tail" "$work/b.tail"; then
        echo "ok $n - $l: the resumed game goes on as the unbroken one"
    else
        echo "not ok $n - $l: the resumed game differs"
        diff -u "$work/a.tail" "$work/b.tail" | head -40 | sed 's/^/# /'
    fi
done

for l in en bg de es; do
    rm -f "$work/a.sav" "$work/b.sav"
    run "$l" "$work/a.sav" "$work/whole-fight" >"$work/a.out" 2>&1
    run "$l" "$work/b.sav" "$work/first-fight" >/dev/null 2>&1
    in_fight=no
    grep -q '^fight ' "$work/b.sav" && in_fight=yes
    { echo yes; cat "$work/second-fight"; } >"$work/resume"
    run "$l" "$work/b.sav" "$work/resume" >"$work/b2.out" 2>&1
    after_mark "$work/a.out" >"$work/a.tail"
    after_mark "$work/b2.out" >"$work/b.tail"
    n=$((n + 1))
    if [ $in_fight = yes ] && [ -s "$work/a.tail" ] && cmp -s "$work/a.tail" "$work/b.tail"; then
        echo "ok $n - $l: a game saved in the middle of a fight goes on as the unbroken one"
    else
        echo "not ok $n - $l: the fight resumed differs (saved in a fight: $in_fight)"
        diff -u "$work/a.tail" "$work/b.tail" | head -40 | sed 's/^/# /'
    fi
done
