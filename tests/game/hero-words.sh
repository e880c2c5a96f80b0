#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# hero-words.sh - --gender and --class take the words of the player's
# language, as the questions of a new game do: "mujer", "Frau", "жена", a
# class by its name for a heroine or a hero ("варварка", "Waldläuferin").
# A word of no language is refused, and names the value. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# starts LANG GENDER CLASS EXPECTED: the first status line names the hero so.
n=0
starts() {
    n=$((n + 1))
    (cd "$work" && env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG HOME="$work" \
        XDG_DATA_HOME="$work/data" "$program" --lang "$1" --seed 1 --name Iva \
        --gender "$2" --class "$3" --save "$work/save.$n" </dev/null) >"$work/out" 2>&1
    if grep -q "$4" "$work/out"; then
        echo "ok $n - $1: --gender $2 --class $3 plays $4"
    else
        echo "not ok $n - $1: --gender $2 --class $3 plays $4"
        sed -n '1,20s/^/# /p' "$work/out"
    fi
}

echo "1..6"
starts es mujer bárbaro "Iva, bárbara de nivel 1"
starts es m barbarian "Iva, bárbara de nivel 1"
starts de Frau Waldläuferin "Iva, Waldläuferin, Stufe 1"
starts bg жена варварка "Iva, варварка ур.1"
starts en man mage "Iva, mage lvl 1"
n=$((n + 1))
env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG HOME="$work" "$program" --lang de \
    --gender mujerx --name Iva </dev/null >"$work/out" 2>&1
if [ $? -eq 2 ] && grep -q 'mujerx' "$work/out"; then
    echo "ok $n - a gender of no language is refused, and named"
else
    echo "not ok $n - a gender of no language is refused, and named"
    sed 's/^/# /' "$work/out"
fi
