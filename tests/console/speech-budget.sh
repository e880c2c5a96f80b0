#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# speech-budget.sh - speech mode over whole games: the bot plays a game per
# class and records its commands; played again with --speech, an ordinary
# step (a move or a wait) says at most 60 characters (the median), a fight
# round at most 250 (what the round said: from the last line typed for it,
# a command or the answer to its question, to the next prompt), and every line of the history ("messages all" at the
# end) was said exactly as many times as it was logged: none lost, none
# repeated. Prints TAP. "speech-budget.sh --figures" prints the medians.
set -u
. "$(dirname "$0")/prologue.sh"
bot="$top_builddir/bot/bloodtrail-bot"

# play CLASS SEED: $work/out, the game in speech mode, and its commands.
play() {
    "$bot" --program "$program" --data-dir "$top_srcdir/data" \
        --levels "$top_srcdir/data/levels" --screen --record "$work/cmds" "$1" "$2" >/dev/null 2>&1 ||
        return 1
    # Up to the last step on the map some lines before the end: the game
    # still goes on there, at a prompt that takes "messages all".
    keep=$(awk -v end="$(($(wc -l <"$work/cmds") - 5))" \
        'NR < end && /^(n|s|e|w|ne|nw|se|sw|wait|rest|run .*|travel.*)$/ { last = NR }
         END { print last + 0 }' "$work/cmds")
    { head -n "$keep" "$work/cmds"; printf 'messages all\nquit\n'; } >"$work/in"
    LC_ALL=C.UTF-8 "$program" --lang en --speech --seed "$2" --name Bot --gender male \
        --class "$1" --dungeon classic --data-dir "$top_srcdir/data" --save "$work/save-$1" \
        <"$work/in" >"$work/out" 2>&1
    rm -f "$work/save-$1"
}

# The median characters a command said, by kind: "step" (a move or wait on
# the map) and "fight" (an action in a fight), as "step N fight M".
medians() {
    awk '
        function flush() {
            if (kind != "") { n[kind]++; size[kind, n[kind]] = chars }
            kind = ""; chars = 0
        }
        /^> messages all$/ { flush(); exit }
        /^> / {
            flush()
            c = substr($0, 3)
            if (c ~ /^(n|s|e|w|ne|nw|se|sw|wait|north|south|east|west)$/) kind = "step"
            else if (c ~ /^[1-4]( .*)?$/) kind = "fight"
            next
        }
        /^\? / { chars = 0; next }        # a question answered: the round starts after it
        kind != "" { chars += length($0) + 1 }
        END {
            for (k in n) {
                m = n[k]
                for (i = 1; i <= m; i++) v[i] = size[k, i]
                for (i = 2; i <= m; i++) { x = v[i]; j = i - 1
                    while (j >= 1 && v[j] > x) { v[j + 1] = v[j]; j-- } v[j + 1] = x }
                med[k] = m % 2 ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2
                cnt[k] = m
            }
            printf "step %d %d fight %d %d\n", med["step"], cnt["step"], med["fight"], cnt["fight"]
        }' "$work/out"
}

# Lines of the history said a number of times other than logged.
unequal() {
    awk '
        /^> messages all$/ { said[cur]++; history = 1; next }
        !history && /^  / { sub(/^ +/, ""); cur = cur " " $0; next }
        !history { said[cur]++; cur = $0; next }
        /messages so far:$/ { next }
        /^> / { history = 0; next }
        /^  [^ ]/ { if (msg != "") want[msg]++; msg = substr($0, 3); next }
        /^    / { sub(/^ +/, ""); msg = msg " " $0; next }
        END {
            if (msg != "") want[msg]++
            for (m in want) if (said[m] != want[m]) print said[m] + 0 " of " want[m] ": " m
        }' "$work/out"
}

if [ "${1:-}" = --figures ]; then
    for class in barbarian ranger mage; do play "$class" 11 && echo "$class: $(medians)"; done
    exit 0
fi

echo "1..6"
n=0
for class in barbarian ranger mage; do
    n=$((n + 1))
    if ! play "$class" 11; then
        echo "not ok $n - $class: the bot played a game to record"
        n=$((n + 1))
        echo "not ok $n - $class: no game"
        continue
    fi
    # shellcheck disable=SC2046 # medians prints numbers, split on purpose
    set -- $(medians)
    if [ "$2" -le 60 ] && [ "$3" -gt 50 ] && [ "$5" -le 250 ] && [ "$6" -gt 5 ]; then
        echo "ok $n - $class: an ordinary step says $2 characters (median of $3), a fight round $5 (of $6)"
    else
        echo "not ok $n - $class: an ordinary step says $2 characters (median of $3), a fight round $5 (of $6)"
    fi
    n=$((n + 1))
    bad=$(unequal)
    if [ -z "$bad" ] && grep -q 'messages so far:' "$work/out"; then
        echo "ok $n - $class: every logged message was said exactly once"
    else
        echo "not ok $n - $class: every logged message was said exactly once"
        printf '%s\n' "$bad" | head -10 | sed 's/^/# said /'
    fi
done
exit 0
