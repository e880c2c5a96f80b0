#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# config.sh - the example settings file of doc/config.md is one the game
# reads without a word: copied as it stands into $XDG_CONFIG_HOME, a game
# starts and quits with nothing on its standard error; and a line the
# game cannot read is named with the file and its line. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/config/bloodtrail"
sed -n '/^```ini$/,/^```$/p' "$top_srcdir/doc/config.md" | sed '1d;$d' \
    >"$work/config/bloodtrail/config"

play() {
    printf 'quit\ny\n' | (cd "$work" &&
        env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG HOME="$work" \
            XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
            "$program" --dungeon classic --name Iva --gender female --class mage \
            --seed 1) >/dev/null 2>"$work/err"
}

echo "1..3"
if [ -s "$work/config/bloodtrail/config" ]; then
    echo "ok 1 - doc/config.md has an example settings file"
else
    echo "not ok 1 - doc/config.md has no \`\`\`ini example"
fi
play
if [ ! -s "$work/err" ]; then
    echo "ok 2 - the example is read without a word"
else
    echo "not ok 2 - the example is not read as it stands"
    sed 's/^/# /' "$work/err"
fi
printf '[play]\nstop-life = 300\n' >"$work/config/bloodtrail/config"
play
if grep -q 'config:2: "stop-life"' "$work/err"; then
    echo "ok 3 - a bad line is named with its file and line"
else
    echo "not ok 3 - a bad line was not named with its file and line"
    sed 's/^/# /' "$work/err"
fi
