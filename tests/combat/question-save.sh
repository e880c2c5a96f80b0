#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# question-save.sh - a game saved while a reaction's question waits comes
# back at that question, with the blow still waiting: the barbarian's
# sneak attack on the wolf leader is answered by its lunge, and the riposte
# is asked; the game is saved there and left. Resumed, it shows the question
# again, and from the answer on goes exactly as the game played without a
# break. Its two runs are compared, in each language, with the golden
# transcript tests/combat/cases/question-save.LL. Prints TAP.
#
# "question-save.sh --show LL" prints what the two runs print now.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
cases="$top_srcdir/tests/combat/cases"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/data/levels"
cp "$top_srcdir"/data/*.ini "$work/data/"
cp "$top_srcdir"/tests/combat/data/sneak/levels/* "$work/data/levels/"

run() {  # LANG SAVE < input
    (cd "$work" && env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u HOME \
        XDG_DATA_HOME="$work/xdg-$1" "$program" --dungeon classic --lang "$1" --data-dir "$work/data" --seed 1 \
        --name Iva --gender female --class barbarian --save "$2")
}

# The lines from the first question on (the unbroken run has one).
from_question() {
    sed -n '/^? /,$p' "$1" | sed '$d'
}

play() {  # LANG: $work/LANG.first, .second, .whole
    l=$1
    rm -f "$work/$l.sav" "$work/$l.whole.sav"
    printf 'e\nsave\n' | run "$l" "$work/$l.sav" >"$work/$l.first" 2>&1
    cp "$work/$l.sav" "$work/$l.first.sav" 2>/dev/null
    printf 'yes\nyes\n1\n1\n1\n' | run "$l" "$work/$l.sav" >"$work/$l.second" 2>&1
    printf 'e\nyes\n1\n1\n1\n' | run "$l" "$work/$l.whole.sav" >"$work/$l.whole" 2>&1
    { cat "$work/$l.first"; echo "--- the same game, resumed ---"; cat "$work/$l.second"; } |
        sed "s|$work/||g" >"$work/$l.both"
}

if [ "${1:-}" = --show ]; then
    play "${2:-en}"
    cat "$work/${2:-en}.both"
    exit 0
fi

echo "1..12"
n=0
for l in en bg de es; do
    play "$l"
    n=$((n + 1))
    if grep -q '^fight.reaction riposte$' "$work/$l.first.sav" 2>/dev/null &&
            grep -q '^fight.blow ' "$work/$l.first.sav"; then
        echo "ok $n - $l: the save holds the blow that waits and its question"
    else
        echo "not ok $n - $l: the save holds no waiting question"
    fi
    n=$((n + 1))
    # The resumed run from the question on, as the unbroken one.
    sed -n '/^? yes$/,$p' "$work/$l.second" | sed '$d' >"$work/$l.resumed"
    sed -n '/^? yes$/,$p' "$work/$l.whole" | sed '$d' >"$work/$l.unbroken"
    if [ -s "$work/$l.resumed" ] && cmp -s "$work/$l.resumed" "$work/$l.unbroken"; then
        echo "ok $n - $l: answered after the resume, it goes on as the unbroken game"
    else
        echo "not ok $n - $l: the resumed answer goes differently"
        diff -u "$work/$l.unbroken" "$work/$l.resumed" | head -30 | sed 's/^/# /'
    fi
    n=$((n + 1))
    if cmp -s "$cases/question-save.$l" "$work/$l.both"; then
        echo "ok $n - $l: the two runs as the golden transcript"
    else
        echo "not ok $n - $l: the two runs differ from question-save.$l"
        diff -u "$cases/question-save.$l" "$work/$l.both" | head -40 | sed 's/^/# /'
    fi
done
