#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# golden.sh - runs every lab script (*.lab) in each language and compares the
# output with the golden transcript beside it (<case>.<lang>), line for line.
# Prints TAP. A case passes when stdout matches, stderr is empty and the
# exit status is 0.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
here="$top_srcdir/tests/lab"
program="$top_builddir/src/bloodtrail"
languages="bg en de es"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cases=$(cd "$here" && ls *.lab | sed 's/\.lab$//')
count=0
for c in $cases; do for l in $languages; do count=$((count + 1)); done; done
echo "1..$count"

n=0
for c in $cases; do
    for l in $languages; do
        n=$((n + 1))
        expected="$here/$c.$l"
        if [ ! -f "$expected" ]; then
            echo "not ok $n - $c ($l): no golden transcript $c.$l"
            continue
        fi
        # Unset the environment's language so only --lang decides.
        env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG \
            "$program" --lang "$l" lab <"$here/$c.lab" >"$work/out" 2>"$work/err"
        status=$?
        if [ $status -eq 0 ] && [ ! -s "$work/err" ] && cmp -s "$expected" "$work/out"; then
            echo "ok $n - $c ($l)"
        else
            echo "not ok $n - $c ($l): exit $status"
            diff -u "$expected" "$work/out" | sed 's/^/# /'
            sed 's/^/# stderr: /' "$work/err"
        fi
    done
done
