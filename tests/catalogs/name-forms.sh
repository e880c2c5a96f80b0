#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# name-forms.sh - the game, not only po-check, names a form of a catalog's
# name whose case no pattern, required form or message uses (a typo such as
# "akk" for "acc"), in the player's language, naming the entry and the key,
# and plays on; a form that only a message asks for ("{item:gen}") is no
# typo. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$top_srcdir" || exit 1

if ! command -v msgfmt >/dev/null 2>&1; then
    echo "1..0 # SKIP msgfmt is not installed"
    exit 0
fi
echo "1..6"

# play PO: a game started with PO as the German catalog; what it says of
# names on stderr in $work/said, its exit status in $status.
play() {
    mkdir -p "$work/locale/de/LC_MESSAGES"
    msgfmt -o "$work/locale/de/LC_MESSAGES/bloodtrail.mo" "$1" || exit 1
    echo quit | env -u LANGUAGE -u LC_ALL HOME="$work" XDG_DATA_HOME="$work/data" \
        BLOODTRAIL_LOCALE_DIR="$work/locale" "$program" --lang de --dungeon classic --seed 1 \
        --name Iva --gender female --class barbarian --save "$work/game.sav" \
        >"$work/out" 2>"$work/err"
    status=$?
    grep 'bloodtrail: der Name' "$work/err" >"$work/said"
    rm -f "$work/game.sav"
}

# The shipped catalog with the axe's forms mistyped: "akk" for "acc".
sed 's/^msgstr "Axt|g:f|pl:Äxte|pl.dat:den Äxten"$/msgstr "Axt|g:f|pl:Äxte|akk:die Axt"/' \
    po/de.po >"$work/typo.po"
if cmp -s po/de.po "$work/typo.po"; then
    echo "Bail out! the axe's entry in po/de.po is not as this test expects"
    exit 1
fi
play "$work/typo.po"
# shellcheck disable=SC1111 # German quotation marks
expected='bloodtrail: der Name „Axt|g:f|pl:Äxte|akk:die Axt“ (item) im Katalog: er hat eine Form mit einem Fall, den kein Muster und keine Meldung des Katalogs benutzt (ein Tippfehler wie „akk“ für „acc“?), also zeigt sie kein Satz (akk).'
if [ "$(cat "$work/said")" = "$expected" ]; then
    echo "ok 1 - the game names the entry and its mistyped form key, in German"
else
    echo "not ok 1 - the game names the entry and its mistyped form key, in German"
    sed 's/^/# /' "$work/err"
fi
if [ "$status" -eq 0 ] && grep -q 'Iva' "$work/out"; then
    echo "ok 2 - and plays on"
else
    echo "not ok 2 - and plays on (exit $status)"
    tail -n 5 "$work/err" | sed 's/^/# /'
fi

# A form whose case only a message asks for is one a sentence shows.
cat "$work/typo.po" >"$work/asked.po"
cat >>"$work/asked.po" <<'EOF'

msgid "a test message that asks for an item in the case \"akk\""
msgstr "{item:akk}"
EOF
play "$work/asked.po"
if [ ! -s "$work/said" ]; then
    echo "ok 3 - a form a message of the catalog asks for is no typo"
else
    echo "not ok 3 - a form a message of the catalog asks for is no typo"
    sed 's/^/# /' "$work/said"
fi

# The shipped catalogs: nothing said of any name.
n=3
for lang in de bg es; do
    env -u LANGUAGE -u LC_ALL HOME="$work" XDG_DATA_HOME="$work/data" "$program" --lang "$lang" \
        --dungeon classic --seed 1 --name Iva --gender female --class barbarian \
        --save "$work/game.sav" </dev/null >/dev/null 2>"$work/err"
    rm -f "$work/game.sav"
    n=$((n + 1))
    if grep -q 'bloodtrail: ' "$work/err"; then
        echo "not ok $n - the shipped $lang catalog: nothing said of its names"
        sed 's/^/# /' "$work/err"
    else
        echo "ok $n - the shipped $lang catalog: nothing said of its names"
    fi
done
exit 0
