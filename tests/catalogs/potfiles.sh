#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# potfiles.sh - "make -C po update-po" extracts texts only from the files in
# po/POTFILES.in, so a new file with translatable texts must be listed there
# or its texts silently stay English. Checks that every .c file under src/
# and plugins/ that uses a gettext keyword (those of XGETTEXT_OPTIONS in
# po/Makevars, and gettext's own) is listed, and that every listed file
# exists. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
cd "$top_srcdir" || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The listed files, without comments and blank lines.
sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' po/POTFILES.in | sort >"$work/listed"

# The keywords: --keyword=NAME[:args] in po/Makevars, and gettext's own.
keywords=$(grep -o -- '--keyword=[A-Za-z_][A-Za-z0-9_]*' po/Makevars | sed 's/--keyword=//')
keywords=$(printf '%s\n' $keywords gettext dgettext dcgettext ngettext dngettext \
    dcngettext pgettext dpgettext npgettext dnpgettext | sort -u | tr '\n' '|')
keywords=${keywords%|}
pattern="(^|[^A-Za-z0-9_])($keywords)[[:space:]]*\\("

find src plugins -name '*.c' | sort | while read -r file; do
    grep -Eq "$pattern" "$file" && echo "$file"
done >"$work/marked"

echo "1..2"
comm -23 "$work/marked" "$work/listed" >"$work/forgotten"
if [ ! -s "$work/forgotten" ]; then
    echo "ok 1 - po/POTFILES.in lists every file under src/ and plugins/ with translatable texts"
else
    echo "not ok 1 - po/POTFILES.in lacks files with translatable texts: add them, then run make -C po update-po"
    sed 's/^/# not listed: /' "$work/forgotten"
fi

: >"$work/gone"
while read -r file; do
    [ -f "$file" ] || echo "$file" >>"$work/gone"
done <"$work/listed"
if [ ! -s "$work/gone" ]; then
    echo "ok 2 - every file listed in po/POTFILES.in exists"
else
    echo "not ok 2 - po/POTFILES.in lists files that do not exist (xgettext would stop)"
    sed 's/^/# missing: /' "$work/gone"
fi
exit 0
