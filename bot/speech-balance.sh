#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# speech-balance.sh [SEEDS] - plays SEEDS games (default 100) of the classic
# dungeon per class, carefully, twice on the same seeds: through the event
# stream (the bot's normal self) and by ear in speech mode (bot --speech:
# only what a blind player hears, no map), and prints both win rates. The
# target of doc/speech.md: the bot by ear wins within 10 points of its
# normal self, in every class. Exits 1 when a class misses it
# (BALANCE_STRICT=0: always 0).
#   BALANCE_BOT, BALANCE_PROGRAM, BALANCE_DATA: the bot, the game, the content.
set -u
seeds=${1:-100}
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
bot=${BALANCE_BOT:-$top_builddir/bot/bloodtrail-bot}
program=${BALANCE_PROGRAM:-$top_builddir/src/bloodtrail}
data=${BALANCE_DATA:-$top_srcdir/data}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Both ways of each class at once, two games at a time.
for class in barbarian ranger mage; do
    "$bot" --program "$program" --data-dir "$data" --dungeon classic \
        "$class" 1 "$seeds" >"$work/events-$class" 2>/dev/null &
    "$bot" --speech --program "$program" --data-dir "$data" --dungeon classic \
        "$class" 1 "$seeds" >"$work/speech-$class" 2>/dev/null
    wait
done

missed=0
printf '%-10s %8s %8s %6s %s\n' class events speech gap "speech: died / stuck"
for class in barbarian ranger mage; do
    e=$(grep -c ' won ' "$work/events-$class")
    s=$(grep -c ' won ' "$work/speech-$class")
    died=$(grep -c ' died ' "$work/speech-$class")
    stuck=$(grep -c ' stuck ' "$work/speech-$class")
    ep=$((e * 100 / seeds))
    sp=$((s * 100 / seeds))
    gap=$((ep - sp))
    printf '%-10s %7s%% %7s%% %6s %s / %s\n' "$class" "$ep" "$sp" "$gap" "$died" "$stuck"
    if [ "$gap" -gt 10 ]; then
        missed=1
    fi
done
if [ "$missed" -eq 1 ]; then
    echo "target missed: a class wins more than 10 points less by ear"
    [ "${BALANCE_STRICT:-1}" = 0 ] || exit 1
else
    echo "target met: every class by ear within 10 points of its normal self"
fi
exit 0
