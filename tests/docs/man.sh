#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# man.sh - the manual page bloodtrail(6) is well-formed roff and keeps up
# with the program: every option of "bloodtrail --help" and every command of
# the lab's "help" is documented in it. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
page="$top_builddir/man/bloodtrail.6"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
english() { env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$@"; }

echo "1..3"
if ! command -v groff >/dev/null 2>&1; then
    for i in 1 2 3; do echo "ok $i # SKIP groff is not installed"; done
    exit 0
fi

# 1. groff reads it without a warning (overfull lines aside: paths depend on the prefix).
groff -man -ww -Wbreak -z -Tutf8 "$page" >"$work/lint" 2>&1
if [ ! -s "$work/lint" ]; then
    echo "ok 1 - groff reads man/bloodtrail.6 without warnings"
else
    echo "not ok 1 - groff reads man/bloodtrail.6 without warnings"
    sed 's/^/# /' "$work/lint"
fi

# The page as a reader sees it, without hyphenation or adjusting.
sed '1i\
.nh\
.na' "$page" | groff -man -Tascii -P-cbou 2>/dev/null >"$work/raw"
sed 's/^[[:space:]]*//' "$work/raw" >"$work/page"
sed -n '/^OPTIONS/,/^[A-Z]/p' "$work/raw" >"$work/options-section"

# 2. every option of --help is documented.
english "$program" --help | grep -o -- '--[a-z][a-z-]*' | sort -u >"$work/options"
: >"$work/undocumented"
while read -r option; do
    grep -q -- "$option" "$work/page" || echo "$option" >>"$work/undocumented"
done <"$work/options"
if [ -s "$work/options" ] && [ ! -s "$work/undocumented" ]; then
    echo "ok 2 - the page documents every option of bloodtrail --help"
else
    echo "not ok 2 - the page documents every option of bloodtrail --help"
    sed 's/^/# undocumented: /' "$work/undocumented"
fi
# Options the page documents that the program does not offer (yet).
grep -o -- '--[a-z][a-z-]*' "$work/options-section" | sort -u | comm -23 - "$work/options" |
    sed 's/^/# documented, not in --help: /'

# 3. every lab command is documented, with its arguments as the lab's help
# gives them ("new NAME MAXHP STRENGTH DEFENSE AGILITY").
echo help | english "$program" lab 2>/dev/null | sed -n 's/^  \([a-z].*\)/\1/p' >"$work/commands"
: >"$work/missing"
while read -r usage; do
    awk -v u="$usage" 'index($0, u) == 1 && (length($0) == length(u) ||
        substr($0, length(u) + 1, 1) == " ") { found = 1 } END { exit !found }' \
        "$work/page" || echo "$usage" >>"$work/missing"
done <"$work/commands"
if [ -s "$work/commands" ] && [ ! -s "$work/missing" ]; then
    echo "ok 3 - the page documents every lab command"
else
    echo "not ok 3 - the page documents every lab command"
    sed 's/^/# undocumented: /' "$work/missing"
fi
exit 0
