#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# po-check.sh - po-check names every mistake of the grammar a translator can
# make (tests/catalogs/broken.po has one of each): a selection without a
# default, a branch after it, a tag the catalog's genders lack, a placeholder
# the original does not have, a name with an unknown gender or a form key that
# is not one, an empty name, a pattern with a placeholder of its own, an
# adjective pattern or phrase with a key the other lacks, a label
# too wide for the status bar. Compared with broken.expected. And what a
# catalog's grammar asks of its names (tests/catalogs/grammar.po, one mistake
# each, and grammar-fixed.po, each corrected): a name without a gender, a
# form whose case nothing uses, a required form no pattern builds, the mark
# and a text that agrees with a skill with a key they may not use. The game
# names such names at every start until they are mended; a clean check is
# remembered in the cache folder until a catalog or the names change. Prints
# TAP.
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
echo "1..11"
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
"$checker" tests/catalogs/grammar.po >"$work/grammar" 2>&1
status=$?
if [ $status -eq 1 ] && cmp -s tests/catalogs/grammar.expected "$work/grammar"; then
    echo "ok 3 - each mistake of a name's grammar is named"
else
    echo "not ok 3 - each mistake of a name's grammar is named (exit $status)"
    diff -u tests/catalogs/grammar.expected "$work/grammar" | sed 's/^/# /'
fi
"$checker" tests/catalogs/grammar-fixed.po >"$work/fixed" 2>&1
status=$?
if [ $status -eq 0 ] && [ ! -s "$work/fixed" ]; then
    echo "ok 4 - the same catalog corrected passes"
else
    echo "not ok 4 - the same catalog corrected passes (exit $status)"
    sed 's/^/# /' "$work/fixed"
fi
# The game says the same of the names it loads, and plays on; the corrected
# catalog gives no such line.
program="$top_builddir/src/bloodtrail"
names_said() {
    mkdir -p "$work/locale/de/LC_MESSAGES"
    msgfmt -o "$work/locale/de/LC_MESSAGES/bloodtrail.mo" "$1" &&
        env -u LANGUAGE -u LC_ALL HOME="$work" XDG_DATA_HOME="$work/data" \
            XDG_CACHE_HOME="$work/cache" \
            BLOODTRAIL_LOCALE_DIR="$work/locale" "$program" --lang de --seed 1 --name Iva \
            --gender female --class barbarian </dev/null 2>&1 >/dev/null |
        grep 'bloodtrail: the name' >"$work/said"
}
names_said tests/catalogs/grammar.po
if grep -q '"Wolf|acc:den Wolf" (creature) of the catalog: it has no gender' "$work/said" &&
        grep -q '"Höhlenspinne|g:f" (creature) of the catalog: it lacks a form .* (acc)' "$work/said"; then
    echo "ok 5 - the game names a name without a gender and one without a required form"
else
    echo "not ok 5 - the game names a name without a gender and one without a required form"
    sed 's/^/# /' "$work/said"
fi
names_said tests/catalogs/grammar-fixed.po
if [ ! -s "$work/said" ]; then
    echo "ok 6 - the game says nothing of the corrected catalog's names"
else
    echo "not ok 6 - the game says nothing of the corrected catalog's names"
    sed 's/^/# /' "$work/said"
fi
stamp="$work/cache/bloodtrail/names-checked"
names_said tests/catalogs/grammar-fixed.po
if [ ! -s "$work/said" ] && [ -s "$stamp" ]; then
    echo "ok 7 - a clean check is remembered, and the next start says nothing"
else
    echo "not ok 7 - a clean check is remembered, and the next start says nothing"
    sed 's/^/# /' "$work/said"
fi
cp "$stamp" "$work/stamp-before"
names_said tests/catalogs/grammar.po
if grep -q '"Wolf|acc:den Wolf" (creature) of the catalog: it has no gender' "$work/said" &&
        cmp -s "$stamp" "$work/stamp-before"; then
    echo "ok 8 - a changed catalog is checked again, and its names are named"
else
    echo "not ok 8 - a changed catalog is checked again, and its names are named"
    sed 's/^/# /' "$work/said"
fi
names_said tests/catalogs/grammar.po
if grep -q '"Wolf|acc:den Wolf" (creature) of the catalog: it has no gender' "$work/said"; then
    echo "ok 9 - names that lack something are named at every start"
else
    echo "not ok 9 - names that lack something are named at every start"
fi
# Every name of the shipped catalogs has what its language declares.
"$checker" po/bg.po po/de.po po/es.po >"$work/shipped" 2>&1
if [ $? -eq 0 ]; then
    echo "ok 10 - the shipped catalogs give every name its gender and required forms"
else
    echo "not ok 10 - the shipped catalogs give every name its gender and required forms"
    sed 's/^/# /' "$work/shipped"
fi
# The guide's table of forms is po-check's own output.
"$checker" --forms po/bg.po po/de.po po/es.po >"$work/forms" 2>&1
sed -n '/<!-- forms: begin -->/,/<!-- forms: end -->/p' doc/translating.md | sed '1d;$d' >"$work/doc-forms"
if cmp -s "$work/forms" "$work/doc-forms"; then
    echo "ok 11 - doc/translating.md lists the forms each catalog asks for, as po-check --forms does"
else
    echo "not ok 11 - doc/translating.md lists the forms each catalog asks for, as po-check --forms does"
    diff -u "$work/doc-forms" "$work/forms" | sed 's/^/# /'
fi
exit 0
