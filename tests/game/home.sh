#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# home.sh - the user's folder is $XDG_DATA_HOME/bloodtrail, else
# $HOME/.local/share/bloodtrail, and only an absolute path counts: with HOME
# unset, empty or relative, nothing is taken from the current folder (no
# plugin of ./bloodtrail/effects is loaded, no save is written there), and
# the player is told so once. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"

# A current folder that holds what an unset HOME once made the game use.
mkdir -p "$tmp/cwd/bloodtrail/effects" "$tmp/home"
cp "$fixtures/good/echo.so" "$tmp/cwd/bloodtrail/effects/"
notice="bloodtrail: neither XDG_DATA_HOME nor HOME names a folder (an absolute path), so there is no user folder: no plugins are loaded from it, and a game is saved only in the file --save names."

# in_cwd [VAR=value|-u VAR...] -- ARGS: runs the game in $tmp/cwd.
in_cwd() {
  run_env=
  while test "x$1" != x--; do run_env="$run_env $1"; shift; done
  shift
  # shellcheck disable=SC2086
  (cd "$tmp/cwd" && env -u XDG_DATA_HOME $run_env "$bloodtrail" "$@") \
    < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
  status=$?
}

input ""
for how in "-u HOME" "HOME=" "HOME=relative/home"; do
  in_cwd $how -- --list-effects
  what="$(echo "$how" | sed 's/^-u HOME$/HOME unset/; s/^HOME=$/HOME empty/; s/^HOME=relative.*/HOME relative/')"
  same "$what: said once" "$notice" "$tmp/err"
  if grep -q '^bleed ' "$tmp/out" && ! grep -q 'test:echo' "$tmp/out"; then
    ok "$what: no plugin from ./bloodtrail/effects"
  else
    not_ok "$what: no plugin from ./bloodtrail/effects"
    diag "$tmp/out"
  fi
done

input "e" "save" "quit"
in_cwd -u HOME -- --lang en --name Iva --gender female --class mage
status_is "HOME unset: the game plays" 0
has "HOME unset: a game without --save is not saved anywhere" \
  "This game is not saved anywhere (it was started without a save file)." "$tmp/out"
if test "$(cd "$tmp/cwd" && find . -type f | sort | tr '\n' ' ')" = "./bloodtrail/effects/echo.so "; then
  ok "HOME unset: nothing is written in the current folder"
else
  not_ok "HOME unset: nothing is written in the current folder"
  (cd "$tmp/cwd" && find . | sed 's/^/#   /')
fi

input ""
in_cwd HOME="$tmp/home" XDG_DATA_HOME=relative -- --list-effects
same "a relative XDG_DATA_HOME is passed over for HOME, silently" "" "$tmp/err"
in_cwd -u HOME -- --help
same "--help says nothing of it" "" "$tmp/err"

finish
