#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# command-line.sh - a wrong command line stops the start with one clear
# line naming the option and the problem, translated, and what would be
# right: an unknown --lang lists the languages there are (a catalog added is
# one more), an unknown --class lists the classes, an empty --name says so.
# Nothing is played and nothing is saved. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

n=0
# refused EXPECTED-LINE ARG... : exit 2, that one line on stderr, nothing
# else (the line is a shell pattern: the fifth-language test may be staging
# a catalog at the same time, and then that language is spoken too)
refused() {
    want=$1
    shift
    n=$((n + 1))
    (cd "$work" && env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u HOME XDG_DATA_HOME="$work" \
        "$program" --data-dir "$top_srcdir/data" "$@" </dev/null >"$work/out" 2>"$work/err")
    status=$?
    # $want is a pattern on purpose (the refusal names a temporary path).
    # shellcheck disable=SC2254
    if [ $status -eq 2 ] && case "$(cat "$work/err")" in $want) true ;; *) false ;; esac && [ ! -s "$work/out" ] &&
        [ ! -e "$work/bloodtrail/save" ]; then
        echo "ok $n - $*"
    else
        echo "not ok $n - $*: exit $status"
        echo "# want: $want"
        sed 's/^/# got:  /' "$work/err" "$work/out"
    fi
}

echo "1..7"
refused 'bloodtrail: unknown language "xx"; bloodtrail speaks bg, de, en, es*.' --lang xx
refused 'bloodtrail: unknown language "klingon"; bloodtrail speaks bg, de, en, es*.' \
    --lang klingon --name Iva lab
refused 'bloodtrail: there is no class "wizard"; the classes are barbarian, ranger, mage.' \
    --lang en --class wizard
refused 'bloodtrail: es gibt keine Klasse „wizard“; die Klassen sind barbarian, ranger, mage.' \
    --lang de_DE.UTF-8 --class wizard
refused "bloodtrail: the hero's name cannot be empty; leave out --name to be asked for it." \
    --lang en --name ''
refused 'bloodtrail: el nombre del héroe no puede estar vacío; sin --name, el juego lo pregunta.' \
    --lang es --name ''
refused 'bloodtrail: the hero'"'"'s gender is "female" or "male", not "other".' \
    --lang en --gender other
exit 0
