#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# langpack.sh - --lang takes a language whose catalog gettext's own search
# finds, not only one in the folder the game looks at: a distribution may
# move catalogs (language packs) or name their folders with a codeset. Here
# the German catalog lies only in a de_DE.UTF-8 folder,
# which gettext finds for --lang de_DE.UTF-8; the game's own look finds only
# de_DE and de folders. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0
speaks() { # speaks FOLDER LANG WHAT: the German catalog only in FOLDER
    n=$((n + 1))
    rm -rf "$work/locale"
    mkdir -p "$work/locale/$1/LC_MESSAGES"
    cp "$top_builddir/locale/de/LC_MESSAGES/bloodtrail.mo" "$work/locale/$1/LC_MESSAGES/"
    shift
    got=$(env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG BLOODTRAIL_LOCALE_DIR="$work/locale" \
        "$top_builddir/src/bloodtrail" --lang "$1" --version 2>&1 | sed -n 2p)
    if [ "${got%% *}" = "Effekt-Plugin-API" ]; then
        echo "ok $n - --lang $1: German, $2"
    else
        echo "not ok $n - --lang $1: German, $2"
        echo "# got: $got"
    fi
}
echo "1..1"
speaks de_DE.UTF-8 de_DE.UTF-8 "from a folder named with the codeset"
exit 0
