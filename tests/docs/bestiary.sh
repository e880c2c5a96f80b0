#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bestiary.sh - doc/bestiary.md is what tools/bestiary makes of data/ now:
# a creature or item added or changed without "make bestiary" fails here.
# Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
echo "1..2"
out=$(sh "$top_srcdir/tools/bestiary" "$top_srcdir/data" | diff "$top_srcdir/doc/bestiary.md" - 2>&1)
if [ -z "$out" ]; then
    echo "ok 1 - doc/bestiary.md is up to date with data/"
else
    echo "not ok 1 - doc/bestiary.md differs from what tools/bestiary makes of data/ (make bestiary)"
    echo "$out" | head -20 | sed 's/^/# /'
fi
creatures=$(grep -c '^\[' "$top_srcdir/data/creatures.ini")
items=$(grep -c '^\[' "$top_srcdir/data/items.ini")
rows=$(awk '/^\| / && !/^\| (Creature|Item) \|/ { n++ } END { print n + 0 }' "$top_srcdir/doc/bestiary.md")
if [ "$rows" -eq $((creatures + items)) ]; then
    echo "ok 2 - every creature and item has its row ($creatures + $items)"
else
    echo "not ok 2 - $rows rows for $creatures creatures and $items items"
fi
