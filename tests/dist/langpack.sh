#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# langpack.sh - --lang takes a language whose catalog gettext's own search
# finds, not only one in the folder the game looks at: a distribution may
# move catalogs (language packs) or name their folders with a codeset. Here
# the German catalog lies only in a de_DE.UTF-8 folder,
# which gettext finds for --lang de_DE.UTF-8; the game's own look finds only
# de_DE and de folders. A locale's name (LANG, LC_ALL) is asked for
# without its codeset, which names the terminal's encoding, not a catalog:
# a catalog under the region's name or the language's is still found for
# it. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0
speaks() { # speaks FOLDER HOW WHAT: the German catalog only in FOLDER, asked for
    # as HOW: "--lang NAME" or "VARIABLE=NAME"
    n=$((n + 1))
    rm -rf "$work/locale"
    mkdir -p "$work/locale/$1/LC_MESSAGES"
    cp "$top_builddir/locale/de/LC_MESSAGES/bloodtrail.mo" "$work/locale/$1/LC_MESSAGES/"
    case $2 in
    --lang\ *)
        got=$(env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG BLOODTRAIL_LOCALE_DIR="$work/locale" \
            "$top_builddir/src/bloodtrail" --lang "${2#--lang }" --version 2>&1 | sed -n 2p) ;;
    *)
        got=$(env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG BLOODTRAIL_LOCALE_DIR="$work/locale" \
            "$2" "$top_builddir/src/bloodtrail" --version 2>&1 | sed -n 2p) ;;
    esac
    if [ "${got%% *}" = "Effekt-Plugin-API" ]; then
        echo "ok $n - $2: German, $3"
    else
        echo "not ok $n - $2: German, $3"
        echo "# got: $got"
    fi
}
echo "1..5"
speaks de_DE.UTF-8 "--lang de_DE.UTF-8" "from a folder named with the codeset"
speaks de_AT "LANG=de_AT.UTF-8" "from a folder named with the region"
speaks de "LANG=de_AT.UTF-8" "from the language's folder"
speaks de_AT "LC_ALL=de_AT.UTF-8@euro" "from the region's folder, the modifier kept"
speaks de_AT "LANGUAGE=de_AT" "from a folder named with the region"
exit 0
