#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# all-messages.sh - every message of a whole game reaches the screen: the
# bot plays a game at the console (--screen) and records its commands; played again, each line of the
# history ("messages all" at the end) was printed in the game's output at
# least as many times as it was said (a turn with many lines, a fight's
# last round, is not cut). Prints TAP.
set -u
. "$(dirname "$0")/prologue.sh"
bot="$top_builddir/bot/bloodtrail-bot"

echo "1..1"
if ! "$bot" --program "$program" --data-dir "$top_srcdir/data" \
    --levels "$top_srcdir/data/levels" --screen --record "$work/cmds" mage 11 >"$work/bot" 2>&1; then
    echo "not ok 1 - the bot played a game to record"
    exit 0
fi
# All but the last commands (the game goes on), then the whole history.
keep=$(awk -v end="$(($(wc -l <"$work/cmds") - 10))" \
    'NR < end && /^(n|s|e|w|ne|nw|se|sw|wait|rest|run .*|travel.*)$/ { last = NR }
     END { print last + 0 }' "$work/cmds")
{ head -n "$keep" "$work/cmds"; printf 'messages all\nquit\n'; } >"$work/in"
LC_ALL=C.UTF-8 LANGUAGE=en "$program" --lang en --seed 11 --name Bot --gender male \
    --class mage --data-dir "$top_srcdir/data" --save "$work/save" <"$work/in" >"$work/out" 2>&1
missing=$(awk '
    /^> messages all$/ { history = 1; next }
    !history { game = game " " $0; next }
    /messages so far:$/ { next }
    /^> / { history = 0; next }
    /^  [^ ]/ { if (msg != "") said[++n] = msg; msg = $0; next }
    /^    / { msg = msg " " $0; next }
    END {
        if (msg != "") said[++n] = msg
        gsub(/[ \t]+/, " ", game)
        for (i = 1; i <= n; i++) {
            m = said[i]; gsub(/[ \t]+/, " ", m); sub(/^ /, "", m)
            want[m]++
        }
        for (m in want) {
            have = 0; rest = game
            while ((at = index(rest, m)) > 0) { have++; rest = substr(rest, at + length(m)) }
            if (have < want[m]) print want[m] - have " of " want[m] ": " m
        }
    }' "$work/out")
if [ -n "$missing" ]; then
    echo "not ok 1 - every message of a whole game is shown"
    printf '%s\n' "$missing" | head -20 | sed 's/^/# not shown: /'
else
    echo "ok 1 - every message of a whole game is shown ($(grep -c '' "$work/out") lines)"
fi
exit 0
