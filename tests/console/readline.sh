#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# readline.sh - at a terminal, lines are edited by GNU readline: Tab
# completes a command, Up brings the last line back, Ctrl-R finds an older
# one, the player's inputrc is read (a macro of its own). Prints TAP.
set -u
. "$(dirname "$0")/prologue.sh"
need_pty

cat >"$work/inputrc" <<'RC'
$if bloodtrail
"\C-xc": "character\n"
$endif
RC
# inven<Tab> completes; Up sends it again; Ctrl-R finds "inventory" after
# "wait"; Ctrl-X c is the inputrc's macro.
printf '%s\n' 'expect > ' 'type inven\t\n' 'expect In your pack:' 'expect > ' \
    'type \e[A\n' 'expect In your pack:' 'expect > ' 'type wait\n' 'expect > ' \
    'type \x12invent\n' 'expect In your pack:' 'expect > ' 'type \x18c' \
    'expect Strength' 'expect > ' 'type quit\n' 'exit' |
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG NO_COLOR=1 TERM=xterm \
        INPUTRC="$work/inputrc" \
        "$ptyplay" -t 3000 "$program" --lang en --seed 1 --name Iva --gender female \
        --class barbarian --save "$work/save" >"$work/out" 2>"$work/err"
status=$?
plain() { sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g' "$work/out"; }
echo "1..4"
check() { # N WHAT COUNT: "In your pack:" shown at least COUNT times
    if [ "$(plain | grep -c 'In your pack:')" -ge "$3" ]; then
        echo "ok $1 - $2"
    else
        echo "not ok $1 - $2"
        sed 's/^/# /' "$work/err"
    fi
}
check 1 "Tab completes \"inven\" to \"inventory\"" 1
check 2 "Up brings back the last line" 2
check 3 "Ctrl-R finds an earlier line" 3
if [ $status -eq 0 ] && plain | grep -q 'Strength'; then
    echo "ok 4 - the player's inputrc is read (\$if bloodtrail)"
else
    echo "not ok 4 - the player's inputrc is read (\$if bloodtrail)"
    sed 's/^/# /' "$work/err"
    plain | tail -20 | sed 's/^/# /'
fi
exit 0
