#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# errors.sh - the lab rejects bad lines one by one: a translated message on
# stderr with the line number, nothing changed, the other lines still run,
# and exit status 1. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
here="$top_srcdir/tests/lab"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
languages=$(cd "$here" && ls errors.*.err | sed 's/^errors\.\(.*\)\.err$/\1/')
echo "1..$(( $(echo $languages | wc -w) * 3 ))"
n=0
for l in $languages; do
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG \
        "$program" --lang "$l" lab <"$here/errors.input" >"$work/out" 2>"$work/err"
    status=$?
    n=$((n + 1))
    if [ $status -eq 1 ]; then echo "ok $n - $l: exit status 1"; else echo "not ok $n - $l: exit status $status"; fi
    n=$((n + 1))
    if cmp -s "$here/errors.$l.err" "$work/err"; then
        echo "ok $n - $l: each bad line is named on stderr"
    else
        echo "not ok $n - $l: stderr differs"
        diff -u "$here/errors.$l.err" "$work/err" | sed 's/^/# /'
    fi
    n=$((n + 1))
    # Only the last line prints: full life and no effect, as nothing rejected changed anything.
    if [ "$(wc -l <"$work/out")" -eq 1 ] && grep -q ' 20/20$' "$work/out"; then
        echo "ok $n - $l: rejected lines changed nothing"
    else
        echo "not ok $n - $l: unexpected output"
        sed 's/^/# /' "$work/out"
    fi
done
