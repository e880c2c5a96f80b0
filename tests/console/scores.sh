#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# scores.sh - the score table loses nothing and waits on nothing: sixteen
# games ending at once on one table find sixteen entries (each told its
# place), a folder, a FIFO or an oversized file in the table's place is
# refused by name at once, and a game whose score cannot be written says so
# and exits 1. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"
work=$tmp
program=$bloodtrail

# The Warden next to the start (the combat tests' set); the mage dies.
mkdir -p "$work/data/levels"
cp "$top_srcdir"/data/*.ini "$work/data/"
cp "$top_srcdir"/tests/combat/data/warden/levels/* "$work/data/levels/"
sed 1d "$top_srcdir/tests/combat/cases/death.in" > "$work/death.in"

# die N: a game that ends in death, with its own save, in the user folder
# $work/home; stdout in $work/N.out, stderr in $work/N.err, exit status in
# $work/N.status.
die() {
  (cd "$work" && env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u HOME \
    XDG_DATA_HOME="$work/home" timeout 60 "$program" --lang en --data-dir "$work/data" \
    --seed 3 --class mage --name "Ivo$1" --gender male --save "$work/$1.sav" \
    < "$work/death.in" > "$work/$1.out" 2> "$work/$1.err"
   echo $? > "$work/$1.status")
}
table=$work/home/bloodtrail/scores

# --- sixteen games at once ---
mkdir -p "$work/home/bloodtrail"
n=1
while test $n -le 16; do
  die $n &
  n=$((n + 1))
done
wait
entries=$(grep -c '^[0-9]' "$table")
if test "$entries" -eq 16; then
  ok "sixteen games ending at once: sixteen entries in the table"
else
  not_ok "sixteen games ending at once: sixteen entries in the table (found $entries)"
fi
told=$(cat "$work"/*.out | grep -c 'This game is number [0-9]* of the score table')
statuses=$(cat "$work"/*.status | sort -u | tr '\n' ' ')
if test "$told" -eq 16 && test "$statuses" = "0 "; then
  ok "each game is told its place and exits 0"
else
  not_ok "each game is told its place and exits 0 (told $told, statuses $statuses)"
fi
cut -f 10 "$table" | grep '^Ivo' | sort -u | wc -l | tr -d ' ' > "$work/c"
same "each game's own hero is in the table" "16" "$work/c"
# The lock stays beside the table; no temporary is left.
(cd "$work/home/bloodtrail" && ls -A) > "$work/c"
same "the folder holds the table and its lock, no temporary" "scores
scores.lock" "$work/c"

# refused KIND TEXT: --scores and a game's end with KIND as the table.
refused() {
  printf 'x\n' | env -u LANGUAGE -u LC_ALL -u LANG -u HOME XDG_DATA_HOME="$work/home" \
    timeout 10 "$program" --lang en --data-dir "$work/data" --scores > "$work/s.out" 2> "$work/s.err"
  status=$?
  if test $status -eq 1 && grep -F -e "$table" "$work/s.err" > /dev/null &&
      grep -F -e "$2" "$work/s.err" > /dev/null; then
    ok "$1 as the table: --scores refuses it by name at once"
  else
    not_ok "$1 as the table: --scores refuses it by name at once (exit $status)"
    diag "$work/s.err"
  fi
  rm -f "$work/17.sav"
  die 17
  if test "$(cat "$work/17.status")" -eq 1 && grep -F -e "$2" "$work/17.err" > /dev/null &&
      grep -q "^the score table" "$work/17.out" && ! grep -q 'This game is number' "$work/17.out"; then
    ok "$1 as the table: the game's end says its score is not written, and exits 1"
  else
    not_ok "$1 as the table: the game's end says its score is not written, and exits 1"
    diag "$work/17.status" "$work/17.err"
  fi
}
rm -f "$table"
mkdir "$table"
refused "a folder" "is a folder, not a file; it is left as it is."
rmdir "$table"
mkfifo "$table"
refused "a FIFO" "is not a regular file (a FIFO, a device or a socket)"
rm -f "$table"
{ echo '# bloodtrail scores 1'; head -c 2000000 /dev/zero | tr '\0' 'x'; } > "$table"
refused "a file of 2 MB" "is over 1 MiB, which no table of bloodtrail is"
wc -c < "$table" | tr -d ' ' > "$work/c"
same "the oversized file is left as it is" "2000022" "$work/c"

finish
