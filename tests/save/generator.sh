#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# generator.sh - a deep save names the generator that made its levels: the
# game's own loads; one of an older or a newer generator, or one of before
# the record, is refused with a message naming the file and the version (in
# English and Bulgarian), and the file is left exactly as it was. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

play() {   # LANG SAVE < input
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --dungeon deep --lang "$1" \
        --seed 4 --name Iva --gender female --class mage --save "$2"
}

# Sets the last line, the checksum (FNV-1a, 32 bits, doc/save-format.md),
# right again, as whoever edits a save on purpose would.
resign() {   # FILE
    sed '$d' "$1" >"$1.body"
    h=$(od -An -v -tu1 "$1.body" | tr -s ' ' '\n' | grep . | {
        h=2166136261
        while read -r b; do h=$(( ((h ^ b) * 16777619) & 4294967295 )); done
        echo "$h"
    })
    { cat "$1.body"; printf 'checksum %08x\n' "$h"; } >"$1"
    rm -f "$1.body"
}

printf 'e\ne\ns\n' | play en "$work/good.sav" >/dev/null 2>&1
version=$(sed -n 's/^generator \([0-9]*\)$/\1/p' "$work/good.sav")

echo "1..10"
n=1
if [ -n "$version" ] && sed -n '5,6p' "$work/good.sav" | tr '\n' ' ' |
        grep -qx "dungeon deep generator $version "; then
    echo "ok $n - a deep save names its generator after its dungeon"
else
    echo "not ok $n - a deep save names its generator after its dungeon"
fi
n=$((n + 1))
printf 'yes\nwait\n' | play en "$work/good.sav" >"$work/out" 2>&1
if grep -q '^"The Bloody Trail": ' "$work/out" && ! grep -q 'left as it is' "$work/out"; then
    echo "ok $n - a save of this generator loads"
else
    echo "not ok $n - a save of this generator loads"
    sed 's/^/# /' "$work/out" | head
fi

# refused NAME LANG EXPECTED: $work/NAME.sav is offered, refused with
# EXPECTED (shown alone, so starting with a capital), and answering "no" to a new game leaves it exactly as it was.
refused() {
    name=$1 lang=$2 want=$3
    resign "$work/$name.sav"
    cp "$work/$name.sav" "$work/$name.before"
    printf 'yes\nno\n' | play "$lang" "$work/$name.sav" >"$work/out" 2>&1
    status=$?
    n=$((n + 1))
    # The message is wrapped to the screen: read it as one line.
    if [ $status -eq 0 ] && tr '\n' ' ' <"$work/out" | grep -qF " $want "; then
        echo "ok $n - $name ($lang): refused, naming the file and the version"
    else
        echo "not ok $n - $name ($lang): exit $status; want: $want"
        sed 's/^/# /' "$work/out" | head -12
    fi
    n=$((n + 1))
    if cmp -s "$work/$name.sav" "$work/$name.before"; then
        echo "ok $n - $name ($lang): the file is left exactly as it was"
    else
        echo "not ok $n - $name ($lang): the file was changed"
    fi
}

older=$((version - 1)) newer=$((version + 1))
sed "s/^generator $version\$/generator $older/" "$work/good.sav" >"$work/older.sav"
refused older en "The save $work/older.sav was made by an older dungeon generator (version $older); this bloodtrail makes version $version and cannot go on with it: its levels would not be the ones you played."
sed "s/^generator $version\$/generator $newer/" "$work/good.sav" >"$work/newer.sav"
refused newer en "The save $work/newer.sav was made by a newer dungeon generator (version $newer); this bloodtrail makes version $version and cannot go on with it. Update bloodtrail."
# A deep save of before the record counts as version 1.
sed '/^generator /d' "$work/good.sav" >"$work/unnamed.sav"
refused unnamed en "The save $work/unnamed.sav was made by an older dungeon generator (version 1); this bloodtrail makes version $version and cannot go on with it: its levels would not be the ones you played."
cp "$work/unnamed.sav" "$work/unnamed-bg.sav"
refused unnamed-bg bg "Записът $work/unnamed-bg.sav е направен от по-стар генератор на подземието (версия 1); този bloodtrail прави версия $version и не може да го продължи: нивата му вече нямаше да са същите."
