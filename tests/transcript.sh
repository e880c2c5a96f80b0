#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# transcript.sh SUITE - plays every game transcript of a suite (the cases/*.in
# of tests/SUITE) in the four languages and compares the whole output, line
# for line, with the golden transcript beside it (<case>.en, .bg, .de, .es).
# Every line must also fit 80 columns (TRANSCRIPT_WIDTH, 0: no limit, for
# output that is for programs, as the event stream's). Prints TAP.
#
# The first line of a case names its arguments: "#! --seed 3 --class mage
# --set warden". --set NAME plays on the content in data/ with the levels of
# tests/SUITE/data/NAME/levels/ instead of the shipped ones (a monster right
# next to the start); without it the shipped content is played. The rest of
# the file is the input, one command per line. A case may go on in a second
# run of the program in the same folder (its save continued): the input of
# <case>.then, its first line the arguments of that run; its output follows.
#
# "transcript.sh SUITE --show CASE [LANG]" prints what a case plays now.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
here="$top_srcdir/tests/$1"
shift
program="$top_builddir/src/bloodtrail"
languages="en bg de es"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Builds $work/data-$1: the shipped content with the set's levels.
make_data() {
    dir="$work/data-$1"
    [ -d "$dir" ] && return 0
    mkdir -p "$dir/levels"
    cp "$top_srcdir"/data/*.ini "$dir/"
    cp "$here/data/$1/levels/"* "$dir/levels/"
}

# Runs case $1 in language $2 into $work/out and $work/err; sets status.
play() {
    args=$(sed -n '1s/^#! *//p' "$here/cases/$1.in")
    data="$top_srcdir/data"
    set -- $args "$1" "$2"
    opts=""
    while [ $# -gt 2 ]; do
        case "$1" in
            --set) make_data "$2"; data="$work/data-$2"; shift 2 ;;
            *) opts="$opts $1"; shift ;;
        esac
    done
    # A fresh, empty home and user folder in it (no save to continue, no
    # user plugins; the save at the end of input is shown as
    # ~/.local/share/bloodtrail/save in every run). Only --lang decides the
    # language.
    rm -rf "${work:?}/home"
    mkdir -p "$work/home"
    sed 1d "$here/cases/$1.in" >"$work/in"
    (cd "$work/home" &&
        env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG HOME="$work/home" \
            XDG_DATA_HOME="$work/home/.local/share" XDG_CONFIG_HOME="$work/home/.config" \
            "$program" --lang "$2" --data-dir "$data" $opts <"$work/in") >"$work/out" 2>"$work/err"
    status=$?
    [ -f "$here/cases/$1.then" ] || return 0
    then_opts=$(sed -n '1s/^#! *//p' "$here/cases/$1.then")
    sed 1d "$here/cases/$1.then" >"$work/in"
    # shellcheck disable=SC2086
    (cd "$work/home" &&
        env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG HOME="$work/home" \
            XDG_DATA_HOME="$work/home/.local/share" XDG_CONFIG_HOME="$work/home/.config" \
            "$program" --lang "$2" --data-dir "$data" $then_opts <"$work/in") \
        >>"$work/out" 2>>"$work/err"
    then_status=$?
    [ "$status" -ne 0 ] || status=$then_status
}

if [ "${1:-}" = --show ]; then
    play "$2" "${3:-en}"
    cat "$work/out" "$work/err"
    exit $status
fi

cases=$(cd "$here/cases" && ls *.in | sed 's/\.in$//')
count=0
for c in $cases; do for l in $languages; do count=$((count + 1)); done; done
echo "1..$count"

n=0
for c in $cases; do
    for l in $languages; do
        n=$((n + 1))
        expected="$here/cases/$c.$l"
        if [ ! -f "$expected" ]; then
            echo "not ok $n - $c ($l): no golden transcript $c.$l"
            continue
        fi
        play "$c" "$l"
        # Every screen fits an 80-column terminal, in every language.
        width=$(LC_ALL=C.UTF-8 wc -L <"$work/out")
        if [ "${TRANSCRIPT_WIDTH:-80}" -gt 0 ] && [ "$width" -gt "${TRANSCRIPT_WIDTH:-80}" ]; then
            echo "not ok $n - $c ($l): a line is $width columns wide"
            LC_ALL=C.UTF-8 awk 'length($0) > 80' "$work/out" | head -3 | sed 's/^/# /'
        elif [ $status -eq 0 ] && [ ! -s "$work/err" ] && cmp -s "$expected" "$work/out"; then
            echo "ok $n - $c ($l)"
        else
            echo "not ok $n - $c ($l): exit $status"
            diff -u "$expected" "$work/out" | sed 's/^/# /' | head -80
            sed 's/^/# stderr: /' "$work/err" | head -20
        fi
    done
done
