#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# failures.sh - saving never loses a game. When the save cannot be written
# (a full disk, a read-only folder, its folder removed, a folder in its
# place) the player is told why, "quit" does not end the game but asks for
# another file (or "back", or "abandon"), the end of input then exits with 1,
# and the previous save is left byte for byte. A reader that goes away
# (SIGPIPE) saves the game like SIGTERM. Prints TAP.
#
# The full disk and the read-only folder are small tmpfs mounts in a mount
# namespace of their own (unshare); where none can be made, they are skipped.
. "$top_srcdir/tests/unit/tap.sh"

# A save to start from: a few steps of a game.
input "e" "e" "quit"
"$bloodtrail" --dungeon classic --lang en --seed 3 --name Iva --gender female --class ranger --save "$tmp/prev.sav" \
  < "$tmp/in" > /dev/null 2>&1
mkdir "$tmp/disk"

# A namespace where mount works: as root "unshare -m", else a user namespace.
namespace=""
if unshare -m true 2> /dev/null; then
  namespace="unshare -m"
elif unshare -rm true 2> /dev/null; then
  namespace="unshare -rm"
fi

# on_tmpfs SETUP: in a namespace, mounts a tmpfs on $tmp/disk with the
# previous save as disk/game.sav, runs SETUP (shell commands) there, then the
# game with $tmp/in; leaves the exit status in $status, the save as it is
# afterwards in $tmp/after.sav and the folder's listing in $tmp/listing.
on_tmpfs() {
  rm -f "$tmp/after.sav" "$tmp/listing"
  # shellcheck disable=SC2016
  $namespace sh -c '
    tmp=$1 bloodtrail=$2 setup=$3
    mount -t tmpfs -o size=64k none "$tmp/disk" || exit 99
    cp "$tmp/prev.sav" "$tmp/disk/game.sav"
    cd "$tmp/disk" && eval "$setup"
    timeout 10 "$bloodtrail" --dungeon classic --lang en --seed 3 --name Iva --gender female --class ranger \
      --save "$tmp/disk/game.sav" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
    echo $? > "$tmp/status"
    cp "$tmp/disk/game.sav" "$tmp/after.sav"
    ls -A "$tmp/disk" > "$tmp/listing"
  ' sh "$tmp" "$bloodtrail" "$1"
  status=$(cat "$tmp/status" 2> /dev/null || echo 99)
}

# unchanged WHAT: the previous save is byte for byte what it was.
unchanged() {
  if cmp -s "$tmp/prev.sav" "$tmp/after.sav"; then
    ok "$1: the previous save is untouched"
  else
    not_ok "$1: the previous save is untouched"
  fi
}

# said WHAT TEXT: stdout holds TEXT, read as one line (messages are wrapped
# to the screen).
said() {
  tr '\n' ' ' < "$tmp/out" | sed 's/  */ /g' > "$tmp/out.joined"
  has "$1" "$2" "$tmp/out.joined"
}

# the_game_asks WHAT REASON: stdout says why and asks for another file.
the_game_asks() {
  said "$1: the player is told why" "$2"
  said "$1: the game asks for another file" \
    'The game is not saved. Type the name of another file to keep it in, "back" to go on playing, or "abandon" to leave without saving it.'
}

skip_all() {
  for what in "$@"; do
    tap_count=$((tap_count + 1))
    echo "ok $tap_count - $what # SKIP no mount namespace here (unshare -m or -rm)"
  done
}

# --- a full disk ---
if test -n "$namespace"; then
  # "back" and "look": the game goes on after the failed quit; then the end
  # of input: exit 1, said on stderr too.
  input "yes" "e" "quit" "back" "look"
  on_tmpfs 'dd if=/dev/zero of=filler bs=4k 2> /dev/null; true'
  the_game_asks "full disk" "cannot write the save $tmp/disk/game.sav: No space left on device."
  has "full disk: after \"back\", the game goes on (\"look\" shows the map)" "Level 1 of 3" "$tmp/out"
  status_is "full disk: the end of input exits with 1" 1
  has "full disk: stderr says the game is not saved" \
    "bloodtrail: cannot write the save $tmp/disk/game.sav: No space left on device." "$tmp/err"
  unchanged "full disk"
  if test "$(cat "$tmp/listing")" = "filler
game.sav"; then
    ok "full disk: no temporary file is left, and the lock goes when the game ends"
  else
    not_ok "full disk: no temporary file is left"
    diag "$tmp/listing"
  fi
  # Another file: saved there, and the game ends with 0.
  input "yes" "e" "quit" "$tmp/elsewhere.sav"
  on_tmpfs 'dd if=/dev/zero of=filler bs=4k 2> /dev/null; true'
  status_is "full disk, then another file: exit 0" 0
  has "full disk, then another file: saved there" "The game is saved in $tmp/elsewhere.sav." "$tmp/out"
  unchanged "full disk, then another file"
  input "yes" "quit"
  run -- --lang en --save "$tmp/elsewhere.sav"
  has "full disk, then another file: that save loads" '"The Bloody Trail": ' "$tmp/out"
  # "abandon": the player leaves without saving, by choice: exit 0.
  input "yes" "e" "quit" "abandon"
  on_tmpfs 'dd if=/dev/zero of=filler bs=4k 2> /dev/null; true'
  status_is "full disk, then \"abandon\": exit 0" 0
  unchanged "full disk, then \"abandon\""
else
  skip_all "full disk" "full disk" "full disk" "full disk" "full disk" "full disk" "full disk" \
    "full disk" "full disk, then another file" "full disk, then another file" \
    "full disk, then another file" "full disk, then another file" \
    "full disk, then \"abandon\"" "full disk, then \"abandon\""
fi

# --- a read-only folder ---
if test -n "$namespace"; then
  input "yes" "e" "quit"
  on_tmpfs 'mount -o remount,ro "$tmp/disk"'
  the_game_asks "read-only folder" "cannot write the save $tmp/disk/game.sav: Read-only file system."
  status_is "read-only folder: the end of input exits with 1" 1
  unchanged "read-only folder"
else
  skip_all "read-only folder" "read-only folder" "read-only folder" "read-only folder"
fi

# --- the folder removed, or a folder put in the save's place, mid-game ---
# play_then ACTION: starts a game on $tmp/mid/game.sav fed through a FIFO,
# waits for its first screen, runs ACTION, then types "quit".
play_then() {
  trap '' PIPE                 # a game that ended early fails a check, not the script
  rm -rf "$tmp/mid" "$tmp/feed"
  mkdir "$tmp/mid"
  mkfifo "$tmp/feed"
  # The game opens its output only once the FIFO has a writer: emptied here,
  # the last game's screen cannot pass for this one's.
  : > "$tmp/out"
  "$bloodtrail" --dungeon classic --lang en --seed 3 --name Iva --gender female --class ranger --save "$tmp/mid/game.sav" \
    < "$tmp/feed" > "$tmp/out" 2> "$tmp/err" &
  pid=$!
  exec 3> "$tmp/feed"
  printf 'save\n' >&3
  i=0
  while test $i -lt 400 && ! grep -q 'The game is saved in' "$tmp/out"; do sleep 0.05; i=$((i + 1)); done
  eval "$1"
  printf 'quit\n' >&3
  i=0
  while test $i -lt 400 && ! grep -q 'The game is not saved' "$tmp/out"; do sleep 0.05; i=$((i + 1)); done
  printf '%s\n' "$tmp/rescued.sav" >&3
  exec 3>&-
  wait $pid
  status=$?
}
rm -f "$tmp/rescued.sav"
play_then 'rm -rf "$tmp/mid"'
the_game_asks "the folder removed" "cannot write the save $tmp/mid/game.sav: No such file or directory."
status_is "the folder removed, then another file: exit 0" 0
if test -f "$tmp/rescued.sav"; then ok "the folder removed: the game is kept in the other file"; else not_ok "the folder removed: the game is kept in the other file"; fi
rm -f "$tmp/rescued.sav"
play_then 'rm "$tmp/mid/game.sav"; mkdir "$tmp/mid/game.sav"; touch "$tmp/mid/game.sav/x"'
the_game_asks "a folder in the save's place" "cannot replace the save $tmp/mid/game.sav:"
status_is "a folder in the save's place, then another file: exit 0" 0

# --- SIGPIPE: the reader goes away ---
rm -f "$tmp/pipe.sav"
{ echo e; i=0; while test $i -lt 300; do echo look; i=$((i + 1)); done; } > "$tmp/in"
( "$bloodtrail" --dungeon classic --lang en --seed 3 --name Iva --gender female --class ranger --save "$tmp/pipe.sav" < "$tmp/in" \
    2> "$tmp/err"; echo $? > "$tmp/status" ) | head -c 100 > /dev/null
status=$(cat "$tmp/status")
status_is "SIGPIPE: the game dies of it (128 + 13)" 141
input "yes" "quit"
run -- --lang en --save "$tmp/pipe.sav"
has "SIGPIPE: the game was saved, and the save loads" '"The Bloody Trail": ' "$tmp/out"

finish
