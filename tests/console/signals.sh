#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# signals.sh - at the interactive prompt (readline, on a terminal), SIGTERM,
# SIGINT (Ctrl-C) and SIGHUP act at once: the game is saved, says so, and
# ends within a second, even with a half-typed line and no key pressed
# after the signal. A shutdown that sends TERM and then KILL loses nothing.
# Prints TAP.
set -u
. "$(dirname "$0")/prologue.sh"
need_pty

echo "1..6"
n=0
for sig in TERM INT HUP; do
    save="$work/save-$sig"
    rm -f "$save"
    # Ctrl-C at a terminal is the key; TERM and HUP come from outside.
    if [ "$sig" = INT ]; then send='type \x03'; else send="signal $sig"; fi
    printf 'expect > \ntype e\\n\nexpect > \ntype wes\nsleep 200\n%s\nexit\n' "$send" |
        env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG NO_COLOR=1 \
            "$ptyplay" -t 3000 "$program" --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger \
            --save "$save" >"$work/out-$sig" 2>"$work/err-$sig"
    ms=$(sed -n 's/^exit [0-9]* in \([0-9]*\) ms$/\1/p' "$work/err-$sig")
    n=$((n + 1))
    if [ -n "$ms" ] && [ "$ms" -lt 1000 ] && [ -s "$save" ]; then
        echo "ok $n - SIG$sig at the prompt saves and ends in $ms ms"
    else
        echo "not ok $n - SIG$sig at the prompt: ended in ${ms:-no} ms, save ${save##*/} $( [ -s "$save" ] && echo made || echo missing)"
        sed 's/^/# /' "$work/err-$sig"
        tail -c 300 "$work/out-$sig" | cat -v | sed 's/^/# /'
    fi
    n=$((n + 1))
    if grep -q "The game is saved in $save\." "$work/out-$sig"; then
        echo "ok $n - after SIG$sig the game says where it is saved"
    else
        echo "not ok $n - after SIG$sig the game does not say it saved"
        tail -c 300 "$work/out-$sig" | cat -v | sed 's/^/# /'
    fi
done
exit 0
