#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# map.sh - the map at a terminal (a pseudo-terminal of a given size): it
# takes the terminal's size (40 by 13 cells at 80x24, 80 by 29 at 120x40),
# follows the hero down a hall taller than the view, and is in colour
# (the hero bold, blood red) unless NO_COLOR is set. Prints TAP.
set -u
. "$(dirname "$0")/prologue.sh"
need_pty

# The shipped content with the tall hall as its only level.
content_with_levels tests/console/data/tall

# play SIZE NAME [VAR=value...]: the hero runs down the hall and back up a
# little; the screens are in $work/NAME (colours kept) and $work/NAME.txt.
play() {
    size=$1 name=$2
    shift 2
    printf 'expect > \ntype run s\\n\nexpect > \ntype 3 n\\n\nexpect > \ntype quit\\n\nexit\n' |
        env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u NO_COLOR TERM=xterm "$@" \
            "$ptyplay" -s "$size" "$program" --dungeon classic --lang en --seed 1 --name Iva --gender female \
            --class ranger --data-dir "$work/data" --save "$work/save-$name" \
            >"$work/$name" 2>"$work/$name.err"
    # Escape sequences out, line ends as a file has them.
    sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g; s/\r$//' "$work/$name" >"$work/$name.txt"
}

# The screens as their map rows: the lines from one prompt to the hero line.
# Prints, for each screen, "rows firstrow herorow width": how many map rows,
# the level row the view starts at (the wall of the top or not), the row of
# the @ in the view, and the widest map row.
screens() {
    awk 'BEGIN { hero = -1 }
         /^> / { n = 0; hero = -1; width = 0; top = ""; next }
         /^Iva, ranger/ { print n, top, hero, width; next }
         { if (n == 0) top = ($0 ~ /^#######/) ? "top" : "below";
           if (index($0, "@")) hero = n;
           w = length($0); if (w > width) width = w; n++ }' "$1"
}

echo "1..6"
play 80x24 small NO_COLOR=1
play 120x40 large NO_COLOR=1
play 80x24 colour

# 1. 80x24: every screen has 13 map rows, no line wider than 80.
if screens "$work/small.txt" | awk '$1 != 13 { bad = 1 } END { exit bad }' &&
        [ "$(LC_ALL=C.UTF-8 wc -L <"$work/small.txt")" -le 80 ]; then
    echo "ok 1 - at 80x24 the map has 13 rows and every line fits 80 columns"
else
    echo "not ok 1 - at 80x24 the map has 13 rows and every line fits 80 columns"
    screens "$work/small.txt" | sed 's/^/# /'
fi
# 2. 80x24: the view starts at the top, and after the run the hero is far
# down the hall, still in view: the view followed.
first=$(screens "$work/small.txt" | head -1)
after=$(screens "$work/small.txt" | sed -n 2p)
case "$first/$after" in
    *" top "*/*" below "[0-9]*) echo "ok 2 - at 80x24 the view follows the hero down the hall ($after)" ;;
    *) echo "not ok 2 - at 80x24 the view follows the hero down the hall"
       echo "# first screen: $first; after the run: $after" ;;
esac
# 3. 120x40: 29 map rows; the sidebar beyond column 80.
if screens "$work/large.txt" | awk '$1 != 29 { bad = 1 } END { exit bad }' &&
        grep -q '^#######  *Tall hall$' "$work/large.txt" &&
        [ "$(grep -m1 'Tall hall' "$work/large.txt" | awk '{ print index($0, "Tall") }')" -eq 82 ]; then
    echo "ok 3 - at 120x40 the map has 29 rows and the sidebar stands at column 82"
else
    echo "not ok 3 - at 120x40 the map has 29 rows and the sidebar stands at column 82"
    screens "$work/large.txt" | sed 's/^/# /'
fi
# 4. 120x40: the view follows too.
after=$(screens "$work/large.txt" | sed -n 2p)
case "$after" in
    *" below "[0-9]*) echo "ok 4 - at 120x40 the view follows the hero ($after)" ;;
    *) echo "not ok 4 - at 120x40 the view follows the hero ($after)" ;;
esac
esc=$(printf '\033')
# 5. colours: the hero bold, the blood red.
if grep -q "${esc}\[1m@${esc}\[0m" "$work/colour" && grep -q "${esc}\[31m,${esc}\[0m" "$work/colour"; then
    echo "ok 5 - at a terminal the hero is bold and the blood red on the map"
else
    echo "not ok 5 - at a terminal the hero is bold and the blood red on the map"
    grep -m3 '@' "$work/colour" | cat -v | sed 's/^/# /'
fi
# 6. NO_COLOR: no colour at all.
if ! grep -q "${esc}\[[0-9;]*m" "$work/small"; then
    echo "ok 6 - with NO_COLOR the map has no colour"
else
    echo "not ok 6 - with NO_COLOR the map has no colour"
    grep -m3 "${esc}\[[0-9;]*m" "$work/small" | cat -v | sed 's/^/# /'
fi
exit 0
