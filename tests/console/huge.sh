#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# huge.sh - a terminal that claims 65535x65535 cells: the screens are laid
# out for at most 1000x500 (src/console/term.h), so the first map comes at
# once instead of walking four billion cells. Prints TAP.
set -u
. "$(dirname "$0")/prologue.sh"
need_pty
content_with_levels tests/console/data/tall

echo "1..2"
printf 'expect > \ntype quit\\n\nexit\n' |
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG NO_COLOR=1 TERM=xterm \
        "$ptyplay" -s 65535x65535 -t 20000 "$program" --lang en --seed 1 --name Iva \
        --gender female --class ranger --data-dir "$work/data" --save "$work/save" \
        >"$work/out" 2>"$work/err"
status=$?
if [ $status -eq 0 ] && grep -q 'exit 0 in' "$work/err"; then
    echo "ok 1 - at 65535x65535 the first map is shown and the game ends within 20 seconds"
else
    echo "not ok 1 - at 65535x65535 the first map is shown and the game ends within 20 seconds"
    sed 's/^/# /' "$work/err" | head -5
fi
width=$(sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g; s/\r$//' "$work/out" | awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }')
if [ "$width" -le 1000 ]; then
    echo "ok 2 - no line is wider than 1000 columns ($width)"
else
    echo "not ok 2 - no line is wider than 1000 columns ($width)"
fi
