#!/bin/sh
# kill9.sh - a game killed with SIGKILL at any moment, again and again while it
# saves, never leaves a save that cannot be loaded: writing is a temporary
# file, flushed to disk, renamed over the old save. Also: SIGTERM, SIGHUP and
# SIGINT (Ctrl-C) save the game before it ends. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rounds=${KILL_ROUNDS:-100}
save="$work/game.sav"

# "no" declines to go on with an earlier save (a new game, saved over it);
# then the game saves after every step.
{
    echo no
    i=0
    while [ $i -lt 400 ]; do echo save; echo wait; i=$((i + 1)); done
} >"$work/input"

loads() {
    printf 'yes\n' | env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --lang en \
        --save "$save" --name Iva --gender female --class ranger >"$work/check" 2>&1
    grep -q '^"The Bloody Trail": ' "$work/check"
}

echo "1..4"
bad=0
saves=0
round=0
while [ $round -lt "$rounds" ]; do
    round=$((round + 1))
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --lang en --seed $round \
        --save "$save" --name Iva --gender female --class ranger <"$work/input" >/dev/null 2>&1 &
    pid=$!
    # A pause of 0 to 39 ms, so the kill lands at a different moment each time.
    pause=$(od -An -N1 -tu1 /dev/urandom | tr -d ' ')
    sleep "0.0$((pause % 40 / 10))$((pause % 10))"
    kill -9 $pid 2>/dev/null
    wait $pid 2>/dev/null
    [ -f "$save" ] || continue
    saves=$((saves + 1))
    if ! loads; then
        bad=$((bad + 1))
        cp "$save" "$work/unloadable-$round.sav"
        sed 's/^/# /' "$work/check" | head -5
    fi
done
if [ $bad -eq 0 ] && [ $saves -gt 0 ]; then
    echo "ok 1 - killed $rounds times while saving: every one of $saves saves loads"
else
    echo "not ok 1 - $bad of $saves saves left after SIGKILL do not load"
fi

n=1
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
done
