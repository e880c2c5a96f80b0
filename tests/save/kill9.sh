#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# kill9.sh - a game killed with SIGKILL at any moment, again and again (300
# times) while it saves, never leaves a save that cannot be loaded: writing
# is a temporary file, flushed to disk, renamed over the old save. The
# temporary files the kills leave are removed by the next save, so in the end
# nothing but the save is left. Also: SIGTERM, SIGHUP and SIGINT (Ctrl-C) save
# the game before it ends, and the game then dies of the signal (a shell sees
# 128 + its number). Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
# In memory where it can be: the kills test the rename, not the disk, and a
# disk's fsync would make each round slower.
work=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
trap 'rm -rf "$work"' EXIT
kills=${KILL_ROUNDS:-300}
save="$work/game.sav"

# "no" declines to go on with an earlier save, "yes" agrees to a new game in
# its place; then the game saves after every step.
{
    echo no
    echo yes
    i=0
    while [ $i -lt 400 ]; do echo save; echo wait; i=$((i + 1)); done
} >"$work/input"

loads() {
    printf 'yes\n' | env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --lang en \
        --save "$save" --name Iva --gender female --class ranger >"$work/check" 2>&1
    grep -q '^"The Bloody Trail": ' "$work/check"
}

# How long the game takes to its first save here (a build with the
# sanitizers starts several times slower): the kills land from then on, in
# the next 22 ms, while it saves every millisecond or two.
rm -f "$save"
start=$(date +%s%N)
env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --lang en --seed 1 \
    --save "$save" --name Iva --gender female --class ranger <"$work/input" >/dev/null 2>&1 &
pid=$!
while [ ! -f "$save" ] && kill -0 $pid 2>/dev/null; do sleep 0.002; done
first=$((($(date +%s%N) - start) / 1000000))
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
# 64 pauses, drawn once, in milliseconds.
pauses=$(od -An -N64 -tu1 /dev/urandom | tr -s ' ' '\n' | sed '/^$/d' |
    awk -v first="$first" '{ printf "%d ", first + $1 % 22 }')

# The game's reader in one process, to read many saves quickly.
checker="$top_builddir/tests/fuzz/fuzz-save"
mkdir "$work/saves"

echo "1..8"
bad=0
saves=0
round=0
strays=0
during=0
# Until $kills kills have landed while the game was saving (it had saved at
# least once in that round, or was writing a temporary file).
while [ $during -lt "$kills" ] && [ $round -lt $((kills * 3)) ]; do
    round=$((round + 1))
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --lang en --seed $round \
        --save "$save" --name Iva --gender female --class ranger <"$work/input" >/dev/null 2>&1 &
    pid=$!
    # A different pause each time, so the kill lands at a different moment.
    set -- $pauses
    shift $(((round - 1) % 64))
    sleep "$(printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)))"
    kill -9 $pid 2>/dev/null
    wait $pid 2>/dev/null
    [ -f "$save" ] || continue
    # A temporary file of the killed save, if the kill left one, goes at the
    # next save (the one "loads" makes at the end of its input, or the next
    # round's first).
    stray=0
    for f in "$work"/.game.sav.tmp-*; do [ -e "$f" ] && stray=1; done
    strays=$((strays + stray))
    # A kill before the first save leaves the save "loads" already read.
    now=$(stat -c %i:%y:%s "$save")
    if [ "$now" = "${checked:-}" ]; then
        during=$((during + stray))
        continue
    fi
    during=$((during + 1))
    saves=$((saves + 1))
    # Each save left is kept to be read at the end, by the game's reader in
    # one process (the fuzz driver, when it is built) and by the game itself
    # for every tenth; the next round's game then starts from it.
    cp "$save" "$work/saves/$round.sav"
    if [ ! -x "$checker" ] || [ $((saves % 10)) -eq 0 ]; then
        if ! loads; then
            bad=$((bad + 1))
            cp "$save" "$work/unloadable-$round.sav"
            sed 's/^/# /' "$work/check" | head -5
        fi
    fi
    checked=$(stat -c %i:%y:%s "$save")
done
if [ -x "$checker" ] && ! "$checker" --check "$work"/saves/*.sav >"$work/check" 2>&1; then
    bad=$((bad + $(grep -c . "$work/check")))
    sed 's/^/# /' "$work/check" | head -5
fi
loads || bad=$((bad + 1))
if [ $bad -eq 0 ] && [ $during -ge "$kills" ]; then
    echo "ok 1 - killed $during times while saving ($round rounds): every one of $saves saves loads"
else
    echo "not ok 1 - $bad of $saves saves left after SIGKILL do not load ($during kills while saving)"
fi
# The names are the game's own temporary files: plain letters and digits.
# shellcheck disable=SC2010
left=$(cd "$work" && ls -A | grep -v -e '^input$' -e '^check$' -e '^unloadable-' -e '^saves$' |
    tr '\n' ' ')
if [ "$left" = "game.sav " ]; then
    echo "ok 2 - after the kills nothing is left beside the save ($strays temporary files cleaned)"
else
    echo "not ok 2 - after the kills these are left: $left"
fi

n=2
for sig in TERM HUP INT; do
    n=$((n + 1))
    rm -f "$save"
    mkfifo "$work/fifo-$sig"
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --lang en --seed 1 \
        --save "$save" --name Iva --gender female --class ranger <"$work/fifo-$sig" >"$work/out-$sig" 2>&1 &
    pid=$!
    exec 3>"$work/fifo-$sig"
    printf 'e\ne\n' >&3
    sleep 0.3
    kill -$sig $pid
    wait $pid
    status=$?
    exec 3>&-
    if [ -f "$save" ] && loads; then
        echo "ok $n - SIG$sig saves the game"
    else
        echo "not ok $n - SIG$sig did not save the game (exit $status)"
        sed 's/^/# /' "$work/out-$sig" | tail -5
    fi
    n=$((n + 1))
    case $sig in TERM) want=143 ;; HUP) want=129 ;; INT) want=130 ;; esac
    if [ $status -eq $want ]; then
        echo "ok $n - after saving, the game dies of SIG$sig (exit $status)"
    else
        echo "not ok $n - after saving, the game should die of SIG$sig: exit $status, not $want"
    fi
done
