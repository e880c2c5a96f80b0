#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# catalogs.sh - every translation catalog must be complete and correct: for
# each po/LL.po of po/LINGUAS and each catalog of examples/frostbite, msgfmt
# --check must accept it, and po-check (the game's own template check, built
# from tests/catalogs/po-check.c) must find no untranslated or fuzzy message,
# no placeholder mismatch, no line too wide for an 80-column screen and no
# message of the template missing. Prints TAP; the problems come as
# "# FILE:LINE: msgid "...": problem" lines under the failing test.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${MSGFMT:=msgfmt}" "${XGETTEXT:=xgettext}" "${MSGCMP:=msgcmp}"
checker="$top_builddir/tests/catalogs/po-check"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Paths in the messages are relative to the source tree, as a translator
# sees them.
cd "$top_srcdir" || exit 1

example=examples/frostbite
example_pot=$example/po/mymod-frostbite.pot

# The game's template, extracted afresh from the files of po/POTFILES.in with
# the options of po/Makevars (as "make -C po update-po" does), so that a text
# added to the code and not yet merged into a catalog shows as missing.
options=$(awk '/^XGETTEXT_OPTIONS[ \t]*=/ { on = 1 }
    on { line = $0; more = sub(/\\$/, "", line); printf "%s ", line; if (!more) exit }' po/Makevars |
    sed 's/^XGETTEXT_OPTIONS[[:space:]]*=//')
# shellcheck disable=SC2086
if $XGETTEXT --default-domain=bloodtrail --add-comments=TRANSLATORS: \
        --files-from=po/POTFILES.in $options -o "$work/bloodtrail.pot" >"$work/xgettext" 2>&1; then
    game_pot="$work/bloodtrail.pot"
else
    game_pot=po/bloodtrail.pot
    sed 's/^/# xgettext: /' "$work/xgettext"
    echo "# (could not extract the texts afresh: comparing with po/bloodtrail.pot)"
fi

catalogs=""
for lang in $(cat po/LINGUAS); do
    catalogs="$catalogs po/$lang.po:$game_pot"
done
for po in "$example"/po/*.po; do
    catalogs="$catalogs $po:$example_pot"
done

count=1
for c in $catalogs; do count=$((count + 2)); done
echo "1..$count"

# The example's template must hold the texts of frostbite.c as they are now
# (its Makefile's "make pot" extracts them with the same keywords).
n=1
$XGETTEXT --from-code=UTF-8 --add-comments=TRANSLATORS: --keyword=N_ --keyword=NC_:1c,2 \
    --keyword=NP_:1,2 -o "$work/fresh.pot" "$example/frostbite.c" >"$work/pot.err" 2>&1 &&
$MSGCMP --use-untranslated "$example_pot" "$work/fresh.pot" >>"$work/pot.err" 2>&1 &&
$MSGCMP --use-untranslated "$work/fresh.pot" "$example_pot" >>"$work/pot.err" 2>&1
if [ $? -eq 0 ]; then
    echo "ok $n - $example_pot holds the texts of frostbite.c"
else
    echo "not ok $n - $example_pot holds the texts of frostbite.c (run \"make pot update-po\" in $example)"
    sed "s|$work/fresh.pot|frostbite.c (extracted)|; s/^/# /" "$work/pot.err"
fi

for c in $catalogs; do
    po=${c%%:*}
    pot=${c#*:}
    n=$((n + 1))
    if $MSGFMT --check -o /dev/null "$po" >"$work/msgfmt" 2>&1; then
        echo "ok $n - msgfmt --check $po"
    else
        echo "not ok $n - msgfmt --check $po"
        sed 's/^/# /' "$work/msgfmt"
    fi
    n=$((n + 1))
    if [ ! -x "$checker" ]; then
        echo "ok $n # SKIP $po: po-check was not built (libgettextpo-dev missing at configure time)"
        continue
    fi
    "$checker" --pot "$pot" "$po" >"$work/problems" 2>"$work/stderr"
    status=$?
    if [ $status -eq 0 ]; then
        echo "ok $n - $po: complete, placeholders match, fits 80 columns"
    else
        summary=$(tail -n 1 "$work/problems")
        echo "not ok $n - $po: ${summary#"$po: "}"
        sed -e '$d' -e 's/^/# /' "$work/problems"
        sed -e 's/^/# stderr: /' "$work/stderr"
    fi
done
exit 0
