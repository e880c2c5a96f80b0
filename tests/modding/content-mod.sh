#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# content-mod.sh - a content mod brings its own translations: a data folder
# whose content.ini names a text domain and a locale folder gets its names
# from its own catalogs, with their gender and forms, and nothing added to
# the game's catalogs. The thorn mod (tests/modding/thornmod: the game's
# content with a creature, an item and a level of its own, and a German
# catalog) is played in German and compared with thornmod.de. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${MSGFMT:=msgfmt}"
here="$top_srcdir/tests/modding"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The mod's folder: the game's files, the mod's sections after them, its
# content.ini, level and compiled catalog.
mod="$work/thornmod"
mkdir -p "$mod/levels" "$mod/locale/de/LC_MESSAGES"
for f in "$top_srcdir"/data/*.ini; do
    cp "$f" "$mod/"
done
cat "$here/thornmod/creatures.ini" >>"$mod/creatures.ini"
cat "$here/thornmod/items.ini" >>"$mod/items.ini"
cp "$here/thornmod/content.ini" "$mod/"
cp "$here/thornmod/levels/"* "$mod/levels/"
$MSGFMT --check -o "$mod/locale/de/LC_MESSAGES/thornmod.mo" "$here/thornmod/po/de.po"

printf 's\n1\n1\n1\n1\nquit\n' >"$work/in"
play() {  # LANG OUTPUT
    (cd "$work" && env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u BLOODTRAIL_PLUGIN_PATH \
        XDG_DATA_HOME="$work/xdg" "$program" --dungeon classic --lang "$1" --data-dir "$mod" --seed 2 \
        --name Iva --gender female --class barbarian --save "$1.sav" <"$work/in" >"$2" 2>"$2.err")
}

echo "1..4"
play de "$work/de"
if cmp -s "$here/thornmod.de" "$work/de" && [ ! -s "$work/de.err" ]; then
    echo "ok 1 - the thorn mod is played in German, its names declined from its own catalog"
else
    echo "not ok 1 - the thorn mod is played in German, its names declined from its own catalog"
    diff -u "$here/thornmod.de" "$work/de" | sed 's/^/# /'
    sed 's/^/# stderr: /' "$work/de.err"
fi
# What only the mod's catalog knows: its creature counted, in the accusative,
# and told apart; its item with the indefinite article.
if grep -q 'Dornenbestien' "$work/de" && grep -q 'Dornenbestie 2' "$work/de" &&
        grep -q 'einen Dornentrunk' "$work/de"; then
    echo "ok 2 - the mod's names carry their gender and forms"
else
    echo "not ok 2 - the mod's names carry their gender and forms"
fi
# The game's catalog has none of the mod's names: in English they stay English.
play en "$work/en"
if grep -q 'thorn beast' "$work/en" && ! grep -q 'Dornen' "$work/en"; then
    echo "ok 3 - in English the mod's names are its own English ones"
else
    echo "not ok 3 - in English the mod's names are its own English ones"
fi
# The README's recipe for the mod's own catalog: its texts extracted, then a
# template made of them, holding the mod's names.
(cd "$work" && sh "$top_srcdir/po/extract-data.sh" "$mod" >mod-strings.c &&
    ${XGETTEXT:-xgettext} --from-code=UTF-8 --keyword=NC_:1c,2 --add-comments=TRANSLATORS: \
        -o thornmod.pot mod-strings.c) >"$work/recipe" 2>&1
if grep -q '^msgid "thorn beast"$' "$work/thornmod.pot" &&
        grep -q '^msgid "thorn draught"$' "$work/thornmod.pot"; then
    echo "ok 4 - the README's recipe makes a template of the mod's names"
else
    echo "not ok 4 - the README's recipe makes a template of the mod's names"
    sed 's/^/# /' "$work/recipe"
fi
exit 0
