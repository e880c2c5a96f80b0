#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# statics.sh - doc/session.md names every mutable module-level object of the
# game's code with its reason, and no other: its table against what
# tools/count-statics finds in the built objects, and its count against the
# script's total. Skips where objdump is missing. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
doc=$top_srcdir/doc/session.md
if ! command -v objdump >/dev/null 2>&1; then
    echo "1..0 # SKIP objdump (binutils) is not installed"
    exit 0
fi
found=$(sh "$top_srcdir/tools/count-statics" "$top_builddir") || {
    echo "1..0 # SKIP tools/count-statics found no objects"
    exit 0
}
echo "1..2"

# "FILE OBJECT" for each object of each file of the table's rows.
listed=$(sed -n '/^## What is still module-level state/,$p' "$doc" | awk -F'|' '
    NF >= 4 && $2 !~ /^ *(file|---) *$/ {
        n = split($2, files, ",")
        rest = $3
        while (match(rest, /`[^`]*`/)) {
            object = substr(rest, RSTART + 1, RLENGTH - 2)
            for (i = 1; i <= n; i++) {
                f = files[i]
                gsub(/^ +| +$/, "", f)
                print f, object
            }
            rest = substr(rest, RSTART + RLENGTH)
        }
    }' | sort -u)
actual=$(printf '%s\n' "$found" | grep -v '^total ' | sort -u)
missing=$(printf '%s\n' "$actual" | grep -vxF "$listed")
stale=$(printf '%s\n' "$listed" | grep -vxF "$actual")
if [ -z "$missing" ] && [ -z "$stale" ]; then
    echo "ok 1 - doc/session.md lists every mutable module-level object, each with its reason"
else
    echo "not ok 1 - doc/session.md and the objects disagree"
    [ -z "$missing" ] || printf '%s\n' "$missing" | sed 's/^/# not in doc\/session.md: /'
    [ -z "$stale" ] || printf '%s\n' "$stale" | sed 's/^/# no longer in the code: /'
fi

total=$(printf '%s\n' "$found" | sed -n 's/^total \([0-9]*\) in \([0-9]*\) files$/\1 mutable objects in \2 files/p')
if grep -q "^$total of src/" "$doc"; then
    echo "ok 2 - doc/session.md gives the count: $total"
else
    echo "not ok 2 - doc/session.md does not say \"$total of src/\""
fi
