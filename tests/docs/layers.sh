#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# layers.sh - the layout is the architecture (doc/hacking.md, "How it is
# built"): the folders of src/ stand in one order, each on the ones before
# it, and no folder includes one after it. So no two folders include each
# other, and no cycle runs through several; within a folder, its files are
# one module's parts and may include each other. Every folder of src/ must
# have its place in the list (a new one is placed here). Prints TAP; every
# offending include comes as a "# file: line" line.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
cd "$top_srcdir/src" || exit 1

# From the bottom up: the tools, texts and languages, the plugin loader,
# the effect engine and its services to plugins, the content, the map, the
# game's state, fights, the commands the rules answer, saves, the program's
# folders and plugin set-up, then the front ends and the lab.
order="util text lineedit plugin engine content dungeon world game combat command save app events
console lab"

position() {
    i=0
    for f in $order; do
        i=$((i + 1))
        [ "$f" = "$1" ] && { echo "$i"; return; }
    done
    echo 0
}

folders=$(for d in */; do echo "${d%/}"; done)
echo "1..$(($(echo "$folders" | wc -l) + 1))"
n=0
for folder in $folders; do
    n=$((n + 1))
    mine=$(position "$folder")
    if [ "$mine" -eq 0 ]; then
        echo "not ok $n - src/$folder has no place in the order of layers.sh"
        continue
    fi
    # Every include of another folder of src/, with the folder's place.
    found=$(grep -H '^#include "[a-z]*/' "$folder"/*.c "$folder"/*.h 2>/dev/null |
        while IFS= read -r line; do
            other=$(echo "$line" | sed 's/.*#include "\([a-z]*\)\/.*/\1/')
            [ "$other" = "$folder" ] && continue
            [ "$(position "$other")" -gt "$mine" ] && echo "$line"
        done)
    if [ -z "$found" ]; then
        echo "ok $n - src/$folder includes no folder above it"
    else
        echo "not ok $n - src/$folder includes a folder above it"
        echo "$found" | sed 's/^/# /'
    fi
done

# The same in other words: no two folders include each other.
n=$((n + 1))
pairs=""
for a in $folders; do
    for b in $folders; do
        # shellcheck disable=SC3012 # dash and bash both compare strings so
        [ "$a" \< "$b" ] || continue
        if grep -qs "^#include \"$b/" "$a"/*.c "$a"/*.h &&
            grep -qs "^#include \"$a/" "$b"/*.c "$b"/*.h; then
            pairs="$pairs $a<->$b"
        fi
    done
done
if [ -z "$pairs" ]; then
    echo "ok $n - no two folders include each other"
else
    echo "not ok $n - folders include each other:$pairs"
fi
exit 0
