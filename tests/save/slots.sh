#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# slots.sh - where a game may be kept (src/save/slot.c): an empty name, a
# folder, a FIFO, a device or a missing folder is refused at the start with
# the reason (exit 2) and nothing is touched; a symbolic link is followed to
# its regular file, which is what the game writes (the link stays); a second
# game on the same save is refused (exit 1) while the first plays on; the
# temporary files a killed game left are removed at the next save. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"

# game SAVE [OPTIONS...]: a game in English kept in SAVE, with stdin from
# $tmp/in; nothing waits longer than 10 seconds.
game() {
  save=$1
  shift
  timeout 10 "$bloodtrail" --lang en --seed 3 --name Iva --gender female --class ranger --save "$save" "$@" \
    < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
  status=$?
}

# refused WHAT SAVE TEXT: the game does not start with SAVE; stderr says TEXT.
refused() {
  game "$2"
  if test "$status" -eq 2 && grep -F -e "$3" "$tmp/err" > /dev/null && ! test -s "$tmp/out"; then
    ok "$1"
  else
    not_ok "$1 (exit $status)"
    diag "$tmp/out" "$tmp/err"
  fi
}

mkdir "$tmp/dir"
input "e" "save"
refused "an empty save name is refused" "" "bloodtrail: a saved game needs a file name, not an empty one."
refused "a folder named with a slash is refused" "$tmp/dir/" \
  "cannot keep the game in $tmp/dir/: it is a folder, not a file."
refused "a folder is refused" "$tmp/dir" "cannot keep the game in $tmp/dir: it is a folder, not a file."
refused "a missing folder is refused" "$tmp/gone/game.sav" \
  "cannot keep the game in $tmp/gone/game.sav: the folder $tmp/gone does not exist."

mkfifo "$tmp/fifo"
refused "a FIFO is refused at once, not waited on" "$tmp/fifo" \
  "cannot keep the game in $tmp/fifo: it is not a regular file, but a device, a FIFO or a socket."

# A device: a null device of our own where we may make one (as root), else
# /dev/null itself (which a user cannot replace anyway).
device=/dev/null
if mknod "$tmp/null" c 1 3 2> /dev/null; then device=$tmp/null; fi
refused "a device ($device) is refused" "$device" "it is not a regular file, but a device"
if test -c "$device"; then ok "the device is still a device"; else not_ok "the device was replaced"; fi
ln -s "$device" "$tmp/to-device"
refused "a link to a device is refused" "$tmp/to-device" "it is not a regular file, but a device"
if test -c "$device"; then ok "the device is still a device after the link"; else not_ok "the device was replaced through the link"; fi

# --- a symbolic link to a regular file: followed ---
mkdir "$tmp/real"
input "e" "quit"
game "$tmp/real/game.sav"
ln -s real/game.sav "$tmp/link.sav"
cp "$tmp/real/game.sav" "$tmp/before.sav"
input "yes" "w" "quit"
game "$tmp/link.sav"
if test "$status" -eq 0 && test -L "$tmp/link.sav" && test -f "$tmp/real/game.sav" &&
    ! cmp -s "$tmp/before.sav" "$tmp/real/game.sav" &&
    grep -F "The game is saved in $tmp/link.sav." "$tmp/out" > /dev/null; then
  ok "a link to a save: the game is written into the file it names, and the link stays"
else
  not_ok "a link to a save: the game is written into the file it names, and the link stays"
  ls -la "$tmp" "$tmp/real" | sed 's/^/# /'
  diag "$tmp/err"
fi
left=$(ls -A "$tmp/real" | tr '\n' ' ')
if test "$left" = "game.sav "; then
  ok "beside the file nothing is left: no lock, no temporary file"
else
  not_ok "beside the file nothing is left: no lock, no temporary file (left: $left)"
fi

# --- two games on one save ---
rm -f "$tmp/fifo"
mkfifo "$tmp/fifo"
"$bloodtrail" --lang en --seed 3 --name Iva --gender female --class ranger --save "$tmp/two.sav" \
  < "$tmp/fifo" > "$tmp/first.out" 2>&1 &
first=$!
exec 3> "$tmp/fifo"
printf 'e\n' >&3
i=0
while test $i -lt 400 && ! grep -q '^> e$' "$tmp/first.out"; do sleep 0.05; i=$((i + 1)); done
input "e" "quit"
game "$tmp/two.sav"
if test "$status" -eq 1 && grep -F \
    "bloodtrail: the save $tmp/two.sav is in use by another game (process $first); finish that game first, or keep this one in another file." \
    "$tmp/err" > /dev/null; then
  ok "a second game on the same save is refused, naming the first one's process"
else
  not_ok "a second game on the same save is refused, naming the first one's process (exit $status)"
  diag "$tmp/out" "$tmp/err"
fi
printf 'quit\n' >&3
exec 3>&-
wait $first
first_status=$?
if test $first_status -eq 0 && test -f "$tmp/two.sav" && ! test -e "$tmp/two.sav.bloodtrail-lock"; then
  ok "the first game plays on, saves, and leaves no lock behind"
else
  not_ok "the first game plays on, saves, and leaves no lock behind (exit $first_status)"
  diag "$tmp/first.out"
fi

# --- temporary files of a game killed while saving ---
mkdir "$tmp/stale"
input "e" "quit"
game "$tmp/stale/game.sav"
: > "$tmp/stale/.game.sav.tmp-k1ll3d00"
cp "$tmp/stale/game.sav" "$tmp/stale/game.sav.tmp-4242"      # as earlier versions named them
echo "my notes" > "$tmp/stale/game.sav.tmp-notes"          # not one of ours
input "yes" "e" "save" "quit"
game "$tmp/stale/game.sav"
left=$(cd "$tmp/stale" && ls -A | tr '\n' ' ')
if test "$status" -eq 0 && test "$left" = "game.sav game.sav.tmp-notes "; then
  ok "the temporary files a killed game left are removed at the next save; other files stay"
else
  not_ok "the temporary files a killed game left are removed at the next save; other files stay"
  echo "#   left: $left"
fi

finish
