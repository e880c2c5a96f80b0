#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# render.sh - "bloodtrail --render-catalog LANG FILE.po" renders every message
# of a catalog with every branch of its selections (the heroine and the hero,
# counts 1, 2, 5, 21, a name of each gender, lists of one, two and three
# kinds): po/de.po and a fixture catalog (tests/catalogs/grammar-fixed.po)
# are compared whole with their golden renderings (render.de,
# render.fixture), read line by line when they change; a catalog that
# cannot be read is named. "render.sh --show de|fixture" prints a rendering
# as it is now. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$top_srcdir" || exit 1

render() {
    case "$1" in
        de) po=po/de.po ;;
        *) po=tests/catalogs/grammar-fixed.po ;;
    esac
    env -u LANGUAGE -u LC_ALL HOME="$work" "$program" --render-catalog de "$po"
}

if [ "${1:-}" = --show ]; then
    render "${2:-de}"
    exit $?
fi
if ! command -v msgfmt >/dev/null 2>&1; then
    echo "1..0 # SKIP msgfmt is not installed"
    exit 0
fi
echo "1..3"
n=0
for which in de fixture; do
    n=$((n + 1))
    render "$which" >"$work/$which" 2>"$work/$which.err"
    status=$?
    if [ $status -eq 0 ] && cmp -s "tests/catalogs/render.$which" "$work/$which"; then
        echo "ok $n - the rendering of the $which catalog is its golden file"
    else
        echo "not ok $n - the rendering of the $which catalog is its golden file (exit $status)"
        diff -u "tests/catalogs/render.$which" "$work/$which" | head -40 | sed 's/^/# /'
        sed 's/^/# /' "$work/$which.err"
    fi
done
"$program" --render-catalog de "$work/none.po" >"$work/none" 2>"$work/none.err"
status=$?
if [ $status -eq 2 ] && [ ! -s "$work/none" ] && grep -q "none.po" "$work/none.err"; then
    echo "ok 3 - a catalog that cannot be read is named, and nothing is rendered"
else
    echo "not ok 3 - a catalog that cannot be read is named, and nothing is rendered (exit $status)"
    sed 's/^/# /' "$work/none.err"
fi
exit 0
