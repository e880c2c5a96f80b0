#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# faults.sh - the right words on faults around the save: the story and the
# score of a finished game that cannot be written name the write's own
# error and the game exits 1; the save typed again at "file>" (also as
# "~/NAME") is named as this game's own; a user folder that cannot be made
# (a home under a file, as a read-only one) is told with what to do, exit 1;
# the crash message written from the signal handler shows a path's escape
# sequences as text. Writes fail here by a file size limit of 0 (ulimit -f),
# with SIGXFSZ ignored: each write then fails with EFBIG. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"

mkdir -p "$tmp/data/levels"
cp "$top_srcdir"/data/*.ini "$tmp/data/"
cp "$top_srcdir"/tests/combat/data/warden/levels/* "$tmp/data/levels/"
sed 1d "$top_srcdir/tests/combat/cases/death.in" > "$tmp/death.in"

# limited ARGS...: the game with no file able to grow, in $tmp/home. Its
# stdout and stderr go through pipes (a file would not grow either).
rm -f "$tmp/err.fifo"
mkfifo "$tmp/err.fifo"
limited() {
  cat "$tmp/err.fifo" > "$tmp/err" &
  reader=$!
  status=$( (cd "$tmp" && HOME=$tmp XDG_DATA_HOME=$tmp/home timeout 20 sh -c \
      'trap "" XFSZ; ulimit -f 0; exec "$@"' sh "$bloodtrail" --dungeon classic --lang en \
      --data-dir "$tmp/data" "$@" < "$tmp/in" 2> "$tmp/err.fifo"; echo $? > "$tmp/status") |
    cat > "$tmp/out"; cat "$tmp/status")
  wait $reader
}

# --- a finished game whose story and score cannot be written ---
mkdir -p "$tmp/home/bloodtrail"
cp "$tmp/death.in" "$tmp/in"
limited --seed 3 --class mage --name Ivo --gender male --save "$tmp/ivo.sav"
status_is "a finished game whose score cannot be written exits 1" 1
tr '\n' ' ' < "$tmp/out" | sed 's/  */ /g' > "$tmp/flat"
has "the story's failure names the write's own error" \
  "cannot write the story of this game to ~/morgue-Ivo-3.txt: File too large." "$tmp/flat"
has "the score's failure is told on stderr, with the error" \
  "bloodtrail: cannot write the scores $tmp/home/bloodtrail/scores: File too large." "$tmp/err"
if grep -q 'This game is number' "$tmp/out"; then
  not_ok "no place is said for a score the table does not hold"
else
  ok "no place is said for a score the table does not hold"
fi

# --- a finished game whose save cannot be removed ---
# The game dies on the last line of death.in; before it, a folder takes the
# save's place (unlink fails with EISDIR).
rm -f "$tmp/feed"
mkfifo "$tmp/feed"
(cd "$tmp" && XDG_DATA_HOME=$tmp/home2 timeout 20 "$bloodtrail" --dungeon classic --lang en --data-dir "$tmp/data" \
  --seed 3 --class mage --name Ivo --gender male --save "$tmp/dead.sav" \
  < "$tmp/feed" > "$tmp/dead.out" 2> "$tmp/dead.err"; echo $? > "$tmp/dead.status") &
game=$!
exec 4> "$tmp/feed"
sed '$d' "$tmp/death.in" >&4
i=0
while test $i -lt 400 && ! grep -q '^? 1$' "$tmp/dead.out"; do sleep 0.05; i=$((i + 1)); done
sleep 0.2
rm -f "$tmp/dead.sav"
mkdir "$tmp/dead.sav"
tail -n 1 "$tmp/death.in" >&4
exec 4>&-
wait $game
if test "$(cat "$tmp/dead.status")" -eq 1 && grep -q "^bloodtrail: cannot remove the save $tmp/dead.sav of this finished game: Is a directory; remove it yourself, or the next start offers a game that is over.$" "$tmp/dead.err"; then
  ok "a finished game whose save cannot be removed says so, and exits 1"
else
  not_ok "a finished game whose save cannot be removed says so, and exits 1"
  diag "$tmp/dead.status" "$tmp/dead.err"
fi

# --- the same save typed again at file> ---
# shellcheck disable=SC2088 # the player types the tilde; the game expands it
input "e" "quit" "$tmp/game.sav" "~/game.sav" "abandon"
limited --seed 3 --class ranger --name Iva --gender female --save "$tmp/game.sav"
count=$(tr '\n' ' ' < "$tmp/out" | sed 's/  */ /g' |
  grep -o "is where this game is kept already, and it could not be saved there; name another file." |
  wc -l)
if test "$count" -eq 2 && ! grep -q "in use by another game" "$tmp/out"; then
  ok "the save typed again at file>, as it is and as ~/NAME, is named as this game's own"
else
  not_ok "the save typed again at file>, as it is and as ~/NAME, is named as this game's own ($count)"
  diag "$tmp/out"
fi
status_is "abandoned after that, the game exits 0" 0

# --- a signal after a save that failed ---
rm -f "$tmp/feed" "$tmp/pid"
mkfifo "$tmp/feed"
( (cd "$tmp" && HOME=$tmp XDG_DATA_HOME=$tmp/home timeout 20 sh -c \
    'echo $$ > "$0"; trap "" XFSZ; ulimit -f 0; exec "$@"' "$tmp/pid" "$bloodtrail" --lang en \
    --data-dir "$tmp/data" --seed 3 --class ranger --name Iva --gender female \
    --save "$tmp/term.sav" < "$tmp/feed" 2>&1; echo $? > "$tmp/term.status") |
  cat > "$tmp/term.out") &
game=$!
exec 4> "$tmp/feed"
echo e >&4
i=0
while test $i -lt 400 && ! grep -q '^> e$' "$tmp/term.out"; do sleep 0.05; i=$((i + 1)); done
kill -TERM "$(cat "$tmp/pid")"
wait $game
exec 4>&-
if test "$(cat "$tmp/term.status")" -eq 1 &&
    grep -q "bloodtrail: cannot write the save ~/term.sav: File too large.$" "$tmp/term.out"; then
  ok "a signal after a save that failed: told on stderr, exit 1 (not 143)"
else
  not_ok "a signal after a save that failed: told on stderr, exit 1 (not 143)"
  diag "$tmp/term.status" "$tmp/term.out"
fi

# --- a user folder that cannot be made ---
: > "$tmp/afile"
input "e" "quit"
(cd "$tmp" && env -u HOME XDG_DATA_HOME="$tmp/afile/xdg" timeout 20 "$bloodtrail" --dungeon classic --lang en \
  --seed 3 --class ranger --name Iva --gender female < "$tmp/in" > "$tmp/out" 2> "$tmp/err")
status=$?
status_is "a user folder that cannot be made: exit 1, not a bad command line" 1
has "a user folder that cannot be made: the reason and what to do" \
  "bloodtrail: cannot keep the game in $tmp/afile/xdg/bloodtrail/save: its folder $tmp/afile/xdg/bloodtrail cannot be made: Not a directory. Name a file to keep it in with --save FILE." \
  "$tmp/err"

# --- a path and a typed line far too long are quoted by their start ---
long=$(awk 'BEGIN { for (i = 0; i < 12000; i++) printf "/abcdefghi" }')
input "e" "quit"
run -- --lang en --seed 3 --name Iva --gender female --class ranger --save "$tmp$long"
widest=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$tmp/err")
if test "$status" -ne 0 && test "$widest" -gt 0 && test "$widest" -lt 400 &&
    grep -q '…' "$tmp/err"; then
  ok "a save path of 120 KB is named by its first 200 columns ($widest)"
else
  not_ok "a save path of 120 KB is named by its first 200 columns ($widest, exit $status)"
fi
awk 'BEGIN { printf "e\n"; for (i = 0; i < 300000; i++) printf "northwest "; printf "\nquit\n" }' > "$tmp/in"
run -- --lang en --seed 3 --name Iva --gender female --class ranger --save "$tmp/long.sav"
widest=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$tmp/out")
if test "$status" -eq 0 && test "$widest" -lt 2000; then
  ok "a typed line of 3 MB is echoed by its start ($widest)"
else
  not_ok "a typed line of 3 MB is echoed by its start ($widest, exit $status)"
fi

# --- the crash message of a plugin in a folder named with escapes ---
esc=$(printf '\033')
bel=$(printf '\007')
dir="$tmp/evil${esc}]0;owned${bel}${esc}[2J"
mkdir "$dir"
cp "$fixtures/play/turn-segv.so" "$dir/"
cp -R "$top_srcdir/data" "$tmp/crashdata"
chmod -R u+w "$tmp/crashdata"
sed -i 's/^trap = poison 3 2$/trap = test:turn-segv 3 1/' "$tmp/crashdata/levels/1.ini"
input e e s s save se se s s s s s
run -- --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger --data-dir "$tmp/crashdata" \
  --plugin-dir "$dir" --save "$tmp/crash.sav"
status_is "the plugin crashes the game by its signal" 139
if grep -q "$esc" "$tmp/err"; then
  not_ok "the crash message holds no escape byte"
else
  ok "the crash message holds no escape byte"
fi
has "the crash message shows the folder's escapes as text" \
  "the effect plugin $tmp/evil␛]0;owned␇␛[2J/turn-segv.so (test:turn-segv) crashed" "$tmp/err"

finish
