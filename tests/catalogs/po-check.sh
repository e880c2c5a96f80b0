#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# po-check.sh - po-check names every mistake of the grammar a translator can
# make (tests/catalogs/broken.po has one of each): a selection without a
# default, a branch after it, a tag the catalog's genders lack, a placeholder
# the original does not have, a name with an unknown gender or a form key that
# is not one, an empty name, a pattern with a placeholder of its own, a label
# too wide for the status bar. Compared with broken.expected. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
checker="$top_builddir/tests/catalogs/po-check"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$top_srcdir" || exit 1

if [ ! -x "$checker" ]; then
    echo "1..0 # SKIP po-check is not built (configure found no libgettextpo)"
    exit 0
fi
echo "1..2"
"$checker" tests/catalogs/broken.po >"$work/out" 2>&1
status=$?
if [ $status -eq 1 ]; then
    echo "ok 1 - po-check fails on a catalog with mistakes"
else
    echo "not ok 1 - po-check fails on a catalog with mistakes (exit $status)"
fi
if cmp -s tests/catalogs/broken.expected "$work/out"; then
    echo "ok 2 - each mistake is named with its line and what is wrong"
else
    echo "not ok 2 - each mistake is named with its line and what is wrong"
    diff -u tests/catalogs/broken.expected "$work/out" | sed 's/^/# /'
fi
exit 0
