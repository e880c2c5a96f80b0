#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# keymode.sh - key mode on a pseudo-terminal, keys and not lines: with
# "keys = yes" in the settings file a key is a command ("l" east, the Right
# arrow east, "?" the list of keys), a key bound under [keys] sends its line
# ("t = character"), an unbound key is named and does nothing, ":" types a
# whole line and "keys off" goes back to line mode (and is written to the
# settings file). Skipped where no pseudo-terminal can be had. Prints TAP.
set -u
. "$(dirname "$0")/prologue.sh"
need_pty

mkdir -p "$work/config/bloodtrail"
printf '[play]\nkeys = yes\n\n[keys]\nt = character\n' >"$work/config/bloodtrail/config"
printf '%s\n' 'expect > ' 'type l' 'expect east' 'expect > ' 'type ?' 'expect Keys on the map:' \
    'expect > ' 'type t' 'expect Strength' 'expect > ' 'type Z' 'expect does nothing here' \
    'expect > ' 'type \e[C' 'expect east' 'expect > ' 'type :' 'type keys off\n' \
    'expect Key mode is off' 'expect > ' 'type character\n' 'expect Strength' 'expect > ' \
    'type quit\n' 'exit' |
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG NO_COLOR=1 TERM=xterm \
        XDG_CONFIG_HOME="$work/config" INPUTRC=/dev/null \
        "$ptyplay" -s 80x24 -t 3000 "$program" --lang en --seed 1 --name Iva --gender female \
        --class barbarian --save "$work/save" >"$work/out" 2>"$work/err"
status=$?
plain() { sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g' "$work/out" | tr -d '\r'; }
echo "1..4"
if [ $status -eq 0 ]; then
    echo "ok 1 - keys act at once: l and the Right arrow go east, ? lists the keys"
else
    echo "not ok 1 - keys act at once: l and the Right arrow go east, ? lists the keys"
    sed 's/^/# /' "$work/err"
    plain | tail -15 | sed 's/^/# /'
fi
if [ "$(plain | grep -c '^Strength')" -eq 2 ]; then
    echo "ok 2 - a key bound in the settings file sends its line"
else
    echo "not ok 2 - a key bound in the settings file sends its line"
fi
if plain | grep -q 'The key Z does nothing here'; then
    echo "ok 3 - an unbound key is named and does nothing"
else
    echo "not ok 3 - an unbound key is named and does nothing"
fi
if grep -q '^keys = no$' "$work/config/bloodtrail/config" &&
        grep -q '^t = character$' "$work/config/bloodtrail/config"; then
    echo "ok 4 - \"keys off\" is kept in the settings file, its other lines too"
else
    echo "not ok 4 - \"keys off\" is kept in the settings file, its other lines too"
    sed 's/^/# /' "$work/config/bloodtrail/config"
fi
exit 0
