#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# keys.sh - at a terminal, Ctrl-P shows the messages so far (as "messages"
# does), on the map and in a fight. Prints TAP.
set -u
. "$(dirname "$0")/prologue.sh"
need_pty
content_with_levels tests/combat/data/wolf

echo "1..2"
# The map: Ctrl-P at once; then a turn passes, the wolf is fought, Ctrl-P
# in the fight.
printf 'expect > \ntype \\x10\nexpect The 2 messages so far:\nexpect > \ntype wait\\n\nexpect 1 attack\ntype \\x10\nexpect messages so far:\nexpect > \ntype quit\\n\nexit\n' |
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG NO_COLOR=1 TERM=xterm \
        "$ptyplay" -t 3000 "$program" --dungeon classic --lang en --seed 1 --name Iva --gender female \
        --class barbarian --data-dir "$work/data" --save "$work/save" >"$work/out" 2>"$work/err"
status=$?
if grep -q "The 2 messages so far:" "$work/out"; then
    echo "ok 1 - Ctrl-P on the map shows the messages so far"
else
    echo "not ok 1 - Ctrl-P on the map shows the messages so far"
    sed 's/^/# /' "$work/err"
fi
if [ $status -eq 0 ] && [ "$(grep -c 'messages so far:' "$work/out")" -ge 2 ]; then
    echo "ok 2 - Ctrl-P in a fight shows them too"
else
    echo "not ok 2 - Ctrl-P in a fight shows them too"
    sed 's/^/# /' "$work/err"
    tail -c 400 "$work/out" | sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g' | sed 's/^/# /'
fi
exit 0
