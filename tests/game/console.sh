#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# console.sh - a person at a terminal gets colours (unless NO_COLOR is set),
# line editing and tab completion of the commands; a script or a pipe gets
# plain text. Runs the game on a pseudo-terminal through script(1). Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
esc=$(printf '\033')

if ! command -v script >/dev/null 2>&1; then
    echo "1..0 # SKIP script(1) is not installed"
    exit 0
fi
# A build machine may have no pseudo-terminals (no /dev/pts).
if ! why=$(script -qec true /dev/null </dev/null 2>&1 >/dev/null); then
    echo "1..0 # SKIP script(1) cannot open a pseudo-terminal here (${why:-it failed})"
    exit 0
fi

# on_terminal [ENV...] -- run the game with its output (and input) on a terminal
on_terminal() {
    rm -rf "$work/xdg"
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG XDG_DATA_HOME="$work/xdg" "$@" \
        script -qec "'$program' --lang en --seed 1 --name Iva --gender female --class mage" /dev/null
}

echo "1..6"
printf 'wait\nquit\n' >"$work/input"
on_terminal <"$work/input" >"$work/color" 2>&1
if grep -q "HP \[${esc}\[32m#" "$work/color" && grep -q "MP \[${esc}\[34m#" "$work/color"; then
    echo "ok 1 - on a terminal the bars are in colour"
else
    echo "not ok 1 - no colours on a terminal"
    head -c 400 "$work/color" | cat -v | sed 's/^/# /'
fi
on_terminal NO_COLOR=1 <"$work/input" >"$work/plain" 2>&1
if grep -q "HP \[####" "$work/plain" && ! grep -q "${esc}\[3" "$work/plain"; then
    echo "ok 2 - NO_COLOR turns the colours off"
else
    echo "not ok 2 - colours despite NO_COLOR"
fi
rm -rf "$work/xdg"
XDG_DATA_HOME="$work/xdg" "$program" --lang en --seed 1 --name Iva --gender female --class mage \
    <"$work/input" >"$work/piped" 2>&1
if grep -q "HP \[####" "$work/piped" && ! grep -q "$esc" "$work/piped"; then
    echo "ok 3 - a pipe gets plain text"
else
    echo "not ok 3 - escape codes in a pipe"
fi

# Typed at the terminal: "hel" and Tab completes to "help", "inv" to
# "inventory"; the edited line is the command. Help is longer than a
# terminal: "q" leaves its pager.
{ sleep 0.5; printf 'hel\t\n'; sleep 0.4; printf 'q\n'; sleep 0.4; printf 'inv\t\n'; sleep 0.4; printf 'quit\n'; sleep 0.4; } |
    on_terminal >"$work/typed" 2>&1
if grep -q 'Commands on the map:' "$work/typed"; then
    echo "ok 4 - Tab completes \"hel\" to the command help"
else
    echo "not ok 4 - no completion of \"hel\""
    cat -v "$work/typed" | tail -5 | sed 's/^/# /'
fi
if grep -q 'You wield an oak staff' "$work/typed"; then
    echo "ok 5 - Tab completes \"inv\" to the command inventory"
else
    echo "not ok 5 - no completion of \"inv\""
fi

# The amounts in the messages: what is lost in red. The hero walks onto the
# spikes of the cellars and bleeds.
printf 'e\ne\ns\ns\nse\nse\ns\ns\ns\nquit\n' >"$work/spikes"
on_terminal <"$work/spikes" >"$work/bleeding" 2>&1
if grep -q "loses blood (${esc}\[31m1${esc}\[0m)" "$work/bleeding"; then
    echo "ok 6 - on a terminal the blood lost is in red"
else
    echo "not ok 6 - the amount lost is not coloured"
    grep 'loses blood' "$work/bleeding" | cat -v | sed 's/^/# /'
fi
