#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# story.sh - the end of a game, written down: the character dump beside the
# save (the cause of death, the hero, the kills by kind, the last messages)
# and the score table that --scores shows, best first, in the four
# languages; a line of the table that cannot be read is kept, and named.
# The golden files are tests/console/cases/story.LL.dump and scores.LL (the
# dates are masked as DATE). Prints TAP.
#
# "story.sh --show LL" prints what the dump and the table are now.
set -u
. "$(dirname "$0")/prologue.sh"
cases="$top_srcdir/tests/console/cases"

# The Warden next to the start (the combat tests' set).
content_with_levels tests/combat/data/warden

# run LANG ARGS... < input: the program in a fresh user folder $work/LANG
run() {
    lang=$1
    shift
    (cd "$work/$lang" && env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u HOME \
        XDG_DATA_HOME="$work/$lang" "$program" --lang "$lang" --data-dir "$work/data" "$@")
}

masked() {
    sed 's/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]\( [0-9][0-9]:[0-9][0-9]\)\{0,1\}/DATE/g' "$1"
}

# Two games in LANG: the barbarian wins against the Warden, the mage dies;
# then a line no game wrote is put in the table.
play() {
    lang=$1
    rm -rf "${work:?}/$lang"
    mkdir -p "$work/$lang"
    sed 1d "$top_srcdir/tests/combat/cases/warden.in" |
        run "$lang" --seed 2 --class barbarian --name Iva --gender female >/dev/null 2>&1
    sed 1d "$top_srcdir/tests/combat/cases/death.in" |
        run "$lang" --seed 3 --class mage --name Ivo --gender male >"$work/$lang.out" 2>&1
    printf 'this line is no game\n' >>"$work/$lang/bloodtrail/scores"
    run "$lang" --scores >"$work/$lang.scores" 2>&1
    masked "$work/$lang/bloodtrail/morgue-Ivo-3.txt" >"$work/$lang.dump" 2>/dev/null
    masked "$work/$lang.scores" | sed "s|$work/$lang/|HOME/|g" >"$work/$lang.table"
}

if [ "${1:-}" = --show ]; then
    play "${2:-en}"
    cat "$work/${2:-en}.dump" "$work/${2:-en}.table"
    exit 0
fi

echo "1..9"
n=0
for lang in en bg de es; do
    play "$lang"
    n=$((n + 1))
    if [ -s "$work/$lang.dump" ] && cmp -s "$cases/story.$lang.dump" "$work/$lang.dump"; then
        echo "ok $n - $lang: the dump of the mage's death"
    else
        echo "not ok $n - $lang: the dump of the mage's death"
        diff -u "$cases/story.$lang.dump" "$work/$lang.dump" | sed 's/^/# /' | head -40
    fi
    n=$((n + 1))
    if cmp -s "$cases/scores.$lang" "$work/$lang.table"; then
        echo "ok $n - $lang: --scores shows both games, the victory first, and the damaged line"
    else
        echo "not ok $n - $lang: --scores shows both games, the victory first, and the damaged line"
        diff -u "$cases/scores.$lang" "$work/$lang.table" | sed 's/^/# /' | head -20
    fi
done
# The same hero on the same seed again: the first story stays, the second
# gets the next number.
cp "$work/en/bloodtrail/morgue-Ivo-3.txt" "$work/first"
sed 1d "$top_srcdir/tests/combat/cases/death.in" |
    run en --seed 3 --class mage --name Ivo --gender male >"$work/again.out" 2>&1
n=$((n + 1))
if cmp -s "$work/first" "$work/en/bloodtrail/morgue-Ivo-3.txt" &&
        [ -s "$work/en/bloodtrail/morgue-Ivo-3-2.txt" ] &&
        grep -q 'morgue-Ivo-3-2.txt' "$work/again.out"; then
    echo "ok $n - a second game on the same seed keeps the first story and writes its own"
else
    echo "not ok $n - a second game on the same seed keeps the first story and writes its own"
    ls "$work/en/bloodtrail" | sed 's/^/# /'
fi
exit 0
