#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# count.sh - a careful game of the classic dungeon is won in at most 150
# typed lines: the transcript case careful-win (explore, travel, run, fights
# by number) ends in victory, and tools/count-commands counts its input.
# Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
cases="$top_srcdir/tests/console/cases"
echo "1..2"
line=$(sh "$top_srcdir/tools/count-commands" "$cases/careful-win.in")
n=$(printf '%s\n' "$line" | sed -n 's/.*: \([0-9]*\) typed lines.*/\1/p')
if [ -n "$n" ] && [ "$n" -le 150 ]; then
    echo "ok 1 - $line"
else
    echo "not ok 1 - at most 150 typed lines: $line"
fi
if grep -q '^The Warden is dead. You have won!$' "$cases/careful-win.en"; then
    echo "ok 2 - that game is won"
else
    echo "not ok 2 - that game is won"
fi
exit 0
