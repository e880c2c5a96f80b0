#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# lookups.sh - how finding a thing by its name grows with the number of
# things: whole program runs at two sizes, four times apart, for each table
# the game looks names up in (util/idmap.h). Linear growth is x4; a scan of
# the table for each new entry would be x16.
#
#   sections   "bloodtrail --data-dir D --scores" with N more creatures in
#              D/creatures.ini: each section's id is checked against those
#              before it as the content is read
#   lab        "bloodtrail lab" making N creatures ("new"), each name checked
#              against those before, then one "status" of the first
#   languages  "bloodtrail --version" with LANGUAGE naming N languages
#              (none of them known; 4-letter names, so the largest list stays
#              within the kernel's limit of 128 KiB for one variable)
#   scores     "bloodtrail --scores" with a table of N lines (read, sorted,
#              the best shown); the table may weigh 1 MiB, so N is smaller
#
# "make bench-lookups" runs it alone; "make bench" runs it too.
# Each figure is the median of BENCH_LOOKUP_RUNS runs (default 5) with its min
# and max, and the median CPU time (user + system) of the run, which a busy
# machine moves less (bench/spawn). One line a cost and size on standard
# output:
#   LOOKUP <what> <size> median_ms=<ms> min_ms=<ms> max_ms=<ms> cpu_ms=<ms>
set -eu

B=${BENCH_BUILDDIR:?run me through "make bench-lookups"}
S=${BENCH_SRCDIR:?run me through "make bench-lookups"}
RUNS=${BENCH_LOOKUP_RUNS:-5}
BT=$B/src/.libs/bloodtrail
SPAWN=$B/bench/spawn
BLOODTRAIL_BUILD_TREE=$B BLOODTRAIL_SOURCE_TREE=$S
export BLOODTRAIL_BUILD_TREE BLOODTRAIL_SOURCE_TREE
WORK=$B/bench/work/lookups
for prog in "$BT" "$SPAWN"; do
    [ -x "$prog" ] || { echo "bench/lookups: missing $prog: run \"make bench-lookups\"" >&2; exit 1; }
done
rm -rf "$WORK"
mkdir -p "$WORK/home"
unset LC_ALL LC_MESSAGES LANGUAGE LANG BLOODTRAIL_PLUGIN_PATH
XDG_DATA_HOME=$WORK/home XDG_CACHE_HOME=$WORK/home/cache XDG_CONFIG_HOME=$WORK/home/config
HOME=$WORK/home
export XDG_DATA_HOME XDG_CACHE_HOME XDG_CONFIG_HOME HOME

# measure WHAT SIZE [-i INPUT] CMD...: one LOOKUP line. The run must succeed
# (bench/spawn stops at a failed one).
measure() {
    what=$1 size=$2
    shift 2
    r=$("$SPAWN" -n "$RUNS" -w 1 "$@") || { echo "bench/lookups: $what $size failed" >&2; exit 1; }
    echo "LOOKUP $what $size $(echo "$r" | sed 's/^SPAWN 1 //; s/ rss_kib=[0-9]*//')"
}

# The names of n languages, four letters each: "aaaa:aaab:...".
languages() {
    awk -v n="$1" 'BEGIN { a = "abcdefghijklmnopqrstuvwxyz"
        for (i = 0; i < n; i++) {
            k = i; s = ""
            for (j = 0; j < 4; j++) { s = substr(a, k % 26 + 1, 1) s; k = int(k / 26) }
            printf "%s%s", (i ? ":" : ""), s
        } }'
}

for n in 10000 40000; do
    d=$WORK/data-$n
    cp -R "$S/data" "$d"
    chmod -R u+w "$d"
    awk -v n="$n" 'BEGIN { for (i = 1; i <= n; i++)
        printf "\n[bench%d]\nname = goblin\nglyph = g\nlife = 5\nstrength = 1\ndefense = 1\nagility = 1\nspeed = 100\ndamage = 1-2\ndamage_type = blunt\nxp = 1\ngold = 1-2\n", i }' \
        >>"$d/creatures.ini"
    measure sections "$n" "$BT" --data-dir "$d" --scores
    rm -rf "$d"
done
for n in 10000 40000; do
    awk -v n="$n" 'BEGIN { for (i = 1; i <= n; i++) printf "new c%d 10 1 1 1\n", i
        print "status c1" }' >"$WORK/lab-$n"
    measure lab "$n" -i "$WORK/lab-$n" "$BT" lab
done
for n in 5000 20000; do
    measure languages "$n" env LC_ALL=C.UTF-8 "LANGUAGE=$(languages "$n"):de" "$BT" --version
done
mkdir -p "$WORK/home/bloodtrail"
for n in 5000 20000; do
    awk -v n="$n" 'BEGIN { print "# bloodtrail scores 1"; for (i = 1; i <= n; i++)
        printf "%d\tdied\tf\tmage\t1\t1\t%d\tgoblin\t1700000000\tIva\n", (i * 7919) % 100000, i }' \
        >"$WORK/home/bloodtrail/scores"
    measure scores "$n" "$BT" --scores
done
rm -rf "$WORK"
