#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fifth-language.sh - a fifth language needs no change to the program: a
# French catalog (the fixture tests/catalogs/fr.po, a few messages) compiled
# with msgfmt and put where the program looks for its catalogs makes
# "bloodtrail --lang fr" speak French, name forms included, and the
# messages the catalog lacks stay English. Prints TAP.
#
# The program built in the build tree reads its catalogs from
# $top_builddir/locale/LL/LC_MESSAGES (where "make" puts po/LL.gmo for each
# language of po/LINGUAS), and nothing tells it to look elsewhere; so the
# test puts the French catalog there for the time of the test and removes it
# afterwards. French must not be one of bloodtrail's real languages then.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${MSGFMT:=msgfmt}" "${MSGCMP:=msgcmp}"
here="$top_srcdir/tests/catalogs"
program="$top_builddir/src/bloodtrail"
lang=fr
target="$top_builddir/locale/$lang"
work=$(mktemp -d)
created=""
cleanup() {
    [ -n "$created" ] && rm -rf "$target"
    rm -rf "$work"
}
trap cleanup EXIT

echo "1..5"
if grep -qx "$lang" "$top_srcdir/po/LINGUAS" || [ -e "$target" ]; then
    for i in 1 2 3 4 5; do
        echo "ok $i # SKIP $lang is a real language of bloodtrail now: pick another fixture language"
    done
    exit 0
fi
speak() {  # lang output
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u BLOODTRAIL_PLUGIN_PATH \
        XDG_DATA_HOME="$work/xdg" "$program" --lang "$1" lab \
        <"$here/fifth-language.lab" >"$2" 2>"$2.err"
}

# 1. before: French is asked for but there is no catalog: refused, and the
# languages there are named; LANGUAGE=fr falls back to English.
speak en "$work/en"
speak "$lang" "$work/before"
env -u LC_ALL -u LC_MESSAGES -u LANG -u BLOODTRAIL_PLUGIN_PATH LANGUAGE=$lang \
    XDG_DATA_HOME="$work/xdg" "$program" lab \
    <"$here/fifth-language.lab" >"$work/quiet" 2>"$work/quiet.err"
if [ ! -s "$work/before" ] && grep -q "^bloodtrail: unknown language \"$lang\"; bloodtrail speaks bg, de, en, es\.$" "$work/before.err" &&
        cmp -s "$work/en" "$work/quiet" && [ ! -s "$work/quiet.err" ] &&
        grep -q '^Life 14/40 \[psn:3\]  accuracy 95$' "$work/quiet"; then
    echo "ok 1 - without a French catalog, --lang $lang is refused and LANGUAGE=$lang speaks English"
else
    echo "not ok 1 - without a French catalog, --lang $lang is refused and LANGUAGE=$lang speaks English"
    sed 's/^/# /' "$work/before.err" "$work/quiet.err"
    diff -u "$work/en" "$work/quiet" | sed 's/^/# /'
fi

# 2. the catalog compiles, and its messages are messages of the program.
if $MSGFMT --check -o "$work/bloodtrail.mo" "$here/$lang.po" >"$work/msgfmt" 2>&1; then
    echo "ok 2 - msgfmt --check compiles the $lang catalog"
else
    echo "not ok 2 - msgfmt --check compiles the $lang catalog"
    sed 's/^/# /' "$work/msgfmt"
fi

# 3. with the catalog where the program looks: French, with no code change.
mkdir -p "$target/LC_MESSAGES" && created=1
cp "$work/bloodtrail.mo" "$target/LC_MESSAGES/bloodtrail.mo"
speak "$lang" "$work/after"
status=$?
if [ $status -eq 0 ] && [ ! -s "$work/after.err" ] &&
        cmp -s "$here/fifth-language.$lang" "$work/after"; then
    echo "ok 3 - with locale/$lang/LC_MESSAGES/bloodtrail.mo, --lang $lang speaks French"
else
    echo "not ok 3 - with locale/$lang/LC_MESSAGES/bloodtrail.mo, --lang $lang speaks French (exit $status)"
    diff -u "$here/fifth-language.$lang" "$work/after" | sed 's/^/# /'
    sed 's/^/# stderr: /' "$work/after.err"
    # A message of the fixture that the program no longer has shows here.
    $MSGCMP --use-untranslated "$top_srcdir/po/bloodtrail.pot" "$here/$lang.po" 2>&1 |
        grep -v 'warning:' | sed 's/^/# /'
fi

# 4. the grammar of a new language, from the catalog alone: a heroine agrees
# with a gender branch, and two skeletons are counted in words.
data="$work/data"
mkdir -p "$data/levels"
cp "$top_srcdir"/data/*.ini "$data/"
cp "$top_srcdir"/tests/combat/data/skeletons/levels/* "$data/levels/"
printf 'wait\nquit\n' >"$work/game.in"
(cd "$work" && env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u BLOODTRAIL_PLUGIN_PATH \
    XDG_DATA_HOME="$work/xdg" "$program" --dungeon classic --lang "$lang" --data-dir "$data" --seed 1 --name Iva \
    --gender female --class barbarian --save game.sav <"$work/game.in" >"$work/game.out" 2>"$work/game.err")
if cmp -s "$here/fifth-language.game.$lang" "$work/game.out" && [ ! -s "$work/game.err" ]; then
    echo "ok 4 - the $lang catalog brings its grammar: a gender branch and a counted list"
else
    echo "not ok 4 - the $lang catalog brings its grammar: a gender branch and a counted list"
    diff -u "$here/fifth-language.game.$lang" "$work/game.out" | sed 's/^/# /'
    sed 's/^/# stderr: /' "$work/game.err"
fi

# 5. what the catalog lacks (bleeding, here) stays English.
printf 'new Iva 30 10 4 10\napply Iva bleed 2 1\n' >"$work/lacking.lab"
env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --lang "$lang" lab \
    <"$work/lacking.lab" >"$work/lacking" 2>&1
env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --lang en lab \
    <"$work/lacking.lab" >"$work/lacking.en" 2>&1
if cmp -s "$work/lacking.en" "$work/lacking" && [ -s "$work/lacking" ]; then
    echo "ok 5 - a message the $lang catalog lacks is said in English"
else
    echo "not ok 5 - a message the $lang catalog lacks is said in English"
    diff -u "$work/lacking.en" "$work/lacking" | sed 's/^/# /'
fi
exit 0
