#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# layers.sh - the layout is the architecture (doc/hacking.md, "How it is built"): the
# folders of src/ depend on each other in one direction only. The rules
# (src/game, src/combat) never include the saves or the console, the saves
# never include the console, and nothing below the rules includes them.
# Prints TAP; every offending include comes as a "# file: line" line.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
cd "$top_srcdir/src" || exit 1

# Each folder, and the folders it must not include.
checks="game:combat,command,save,console,events
combat:command,save,console,events
command:save,console,events
events:save,console
save:console
world:game,combat,save,console
engine:game,combat,save,console,world
content:game,combat,save,console,world
text:game,combat,save,console,world,engine"

# game.c frees the fight the game owns (src/combat): the one edge from the
# state of the game up to the rules of fights, made in no header.
allowed='^game/game\.c:#include "combat/fight\.h"$'

echo "1..$(echo "$checks" | wc -l)"
n=0
echo "$checks" | while IFS=: read -r folder banned; do
    n=$((n + 1))
    pattern=$(echo "$banned" | sed 's/,/|/g')
    found=$(grep -EH "^#include \"($pattern)/" "$folder"/*.c "$folder"/*.h 2>/dev/null |
        grep -Ev "$allowed")
    if [ -z "$found" ]; then
        echo "ok $n - src/$folder includes nothing of $banned"
    else
        echo "not ok $n - src/$folder includes nothing of $banned"
        echo "$found" | sed 's/^/# /'
    fi
done
exit 0
