#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# pager.sh - at a terminal of 24 rows, "help" (some 40 lines) shows a page
# and asks to go on: Enter shows the rest, "q" stops. Prints TAP.
set -u
. "$(dirname "$0")/prologue.sh"
need_pty

printf '%s\n' 'expect > ' 'type help\n' 'expect -- more' 'type \n' 'expect The labels of effects' \
    'expect > ' 'type help\n' 'expect -- more' 'type q\n' 'expect > ' 'type quit\n' 'exit' |
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG NO_COLOR=1 TERM=xterm \
        "$ptyplay" -s 80x24 -t 3000 "$program" --lang en --seed 1 --name Iva --gender female \
        --class ranger --save "$work/save" >"$work/out" 2>"$work/err"
status=$?
plain() { sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g' "$work/out" | tr -d '\r'; }
echo "1..2"
if [ $status -eq 0 ] && [ "$(plain | grep -c 'The labels of effects')" -eq 1 ]; then
    echo "ok 1 - help pages: Enter shows the rest, q stops before it"
else
    echo "not ok 1 - help pages: Enter shows the rest, q stops before it"
    sed 's/^/# /' "$work/err"
fi
# No page is longer than the terminal: from the command to the first "more".
rows=$(plain | awk '/-- more/ { exit } on { n++ } /> help/ { on = 1 } END { print n + 0 }')
if [ "$rows" -le 23 ] && [ "$rows" -ge 20 ]; then
    echo "ok 2 - a page fills the terminal ($rows lines and the question)"
else
    echo "not ok 2 - a page fills the terminal ($rows lines and the question)"
fi
exit 0
