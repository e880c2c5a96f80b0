#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# smoke.sh - the autoplayer still plays (make balance is the real run): a
# whole game per class and strategy comes to an end through the event
# stream, won or lost, never stuck; the same game in Bulgarian is the same
# game; one game at the console's screen ends too, and one by ear in
# speech mode (bot --speech, reading no map); a game of the deep dungeon
# (ten generated levels) ends through the event stream, careful and
# diving; and bot/balance.sh prints its tables and targets for a seed
# each. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
bot="$top_builddir/bot/bloodtrail-bot"
program="$top_builddir/src/bloodtrail"
levels="$top_srcdir/data/levels"

echo "1..14"
n=0
for class in barbarian ranger mage; do
    for plan in careful rush; do
        n=$((n + 1))
        line=$("$bot" --program "$program" --data-dir "$top_srcdir/data" --levels "$levels" \
            --strategy "$plan" "$class" 1 2>/dev/null)
        case $line in
            *" won "*|*" died "*) echo "ok $n - $class $plan: $line" ;;
            *) echo "not ok $n - $class $plan: the game did not end: $line" ;;
        esac
    done
done
for plan in careful rush; do
    n=$((n + 1))
    line=$("$bot" --program "$program" --data-dir "$top_srcdir/data" --dungeon deep \
        --strategy "$plan" mage 4 2>/dev/null)
    case $line in
        *" won "*|*" died "*) echo "ok $n - the deep dungeon, $plan: $line" ;;
        *) echo "not ok $n - the deep dungeon, $plan: the game did not end: $line" ;;
    esac
done
export top_srcdir
n=$((n + 1))
en=$("$bot" --program "$program" --data-dir "$top_srcdir/data" --levels "$levels" mage 2 \
    2>/dev/null)
bg=$("$bot" --lang bg --program "$program" --data-dir "$top_srcdir/data" --levels "$levels" \
    mage 2 2>/dev/null)
if [ -n "$en" ] && [ "$en" = "$bg" ]; then
    echo "ok $n - the same seed plays the same game in Bulgarian: $bg"
else
    echo "not ok $n - the same seed played otherwise in Bulgarian: \"$en\" and \"$bg\""
fi
n=$((n + 1))
line=$("$bot" --screen --program "$program" --data-dir "$top_srcdir/data" --levels "$levels" \
    barbarian 1 2>/dev/null)
case $line in
    *" won "*|*" died "*) echo "ok $n - a game at the console's screen: $line" ;;
    *) echo "not ok $n - the game at the console's screen did not end: $line" ;;
esac
n=$((n + 1))
# Seed 9 dies to the Warden by ear; the result names it by its id, as the
# event stream does, so that the balance tables of both agree.
line=$("$bot" --speech --program "$program" --data-dir "$top_srcdir/data" mage 9 2>/dev/null)
case $line in
    *" won "*|*" died "*) echo "ok $n - a game by ear, in speech mode: $line" ;;
    *) echo "not ok $n - the game in speech mode did not end: $line" ;;
esac
n=$((n + 1))
case $line in
    *" died "*" warden "*) echo "ok $n - by ear, the killer is named by its id: $line" ;;
    *) echo "not ok $n - by ear, the killer is not named \"warden\": $line" ;;
esac
out=$(BALANCE_STRICT=0 BALANCE_BOT="$bot" BALANCE_PROGRAM="$program" \
    BALANCE_DATA="$top_srcdir/data" sh "$top_srcdir/bot/balance.sh" 1)
n=$((n + 1))
if printf '%s\n' "$out" | grep -q '^mage  *careful-mana_shield  *1 '; then
    echo "ok $n - balance.sh plays every class and strategy"
else
    echo "not ok $n - balance.sh printed no line for every strategy"
    printf '%s\n' "$out" | sed 's/^/# /' | head -20
fi
n=$((n + 1))
if printf '%s\n' "$out" | grep -q 'the classes lie .* points apart' &&
    printf '%s\n' "$out" | grep -q 'careful deaths on levels 7-10' &&
    printf '%s\n' "$out" | grep -q '^The deep dungeon'; then
    echo "ok $n - balance.sh plays both dungeons and checks the targets"
else
    echo "not ok $n - balance.sh printed no targets, or no deep table"
    printf '%s\n' "$out" | sed 's/^/# /' | tail -20
fi
