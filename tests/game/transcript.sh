#!/bin/sh
# transcript.sh [DIR] - plays every game transcript in DIR (default: this
# folder) and compares what the game prints with the golden files, in each
# language. Prints TAP.
#
# A case NAME is:
#   NAME.args     the command-line options, one line (e.g. "--seed 7 --class mage")
#   NAME.input    the lines typed, fed on standard input
#   NAME.LANG     the expected standard output with --lang LANG (en, bg, de, es)
#   NAME.LANG.err the expected standard error (default: none)
#   NAME.status   the expected exit status (default: 0)
# Every case must have its golden output in all four languages.
# In options, @DATA@ stands for the data folder and @HERE@ for DIR; in the
# output, @WORK@ stands for the user's data folder of the run.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
here=${1:-"$top_srcdir/tests/game"}
program="$top_builddir/src/bloodtrail"
languages="en bg de es"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cases=$(cd "$here" && ls *.input | sed 's/\.input$//')
total=0
for c in $cases; do for l in $languages; do total=$((total + 1)); done; done
echo "1..$total"

n=0
for c in $cases; do
    args=$(sed -e "s|@DATA@|$top_srcdir/data|g" -e "s|@HERE@|$here|g" "$here/$c.args" 2>/dev/null)
    want_status=$(cat "$here/$c.status" 2>/dev/null || echo 0)
    for l in $languages; do
        n=$((n + 1))
        expected="$here/$c.$l"
        if [ ! -f "$expected" ]; then
            echo "not ok $n - $c ($l): no golden transcript $c.$l"
            continue
        fi
        # A fresh user folder for each run (saves go there); its path shows
        # as @WORK@ in the golden files.
        rm -rf "$work/xdg"
        # shellcheck disable=SC2086
        env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG XDG_DATA_HOME="$work/xdg" \
            "$program" --lang "$l" $args <"$here/$c.input" >"$work/raw" 2>"$work/err"
        status=$?
        sed "s|$work/xdg|@WORK@|g" "$work/raw" >"$work/out"
        if [ -f "$expected.err" ]; then cp "$expected.err" "$work/want-err"; else : >"$work/want-err"; fi
        # Every screen fits an 80-column terminal, in every language.
        width=$(LC_ALL=C.UTF-8 wc -L <"$work/out")
        if [ "$width" -gt 80 ]; then
            echo "not ok $n - $c ($l): a line is $width columns wide"
            LC_ALL=C.UTF-8 awk 'length($0) > 80' "$work/out" | head -3 | sed 's/^/# /'
        elif [ "$status" = "$want_status" ] && cmp -s "$expected" "$work/out" &&
           cmp -s "$work/want-err" "$work/err"; then
            echo "ok $n - $c ($l)"
        else
            echo "not ok $n - $c ($l): exit $status (want $want_status)"
            diff -u "$expected" "$work/out" | sed 's/^/# /' | head -60
            diff -u "$work/want-err" "$work/err" | sed 's/^/# stderr /' | head -20
        fi
    done
done
