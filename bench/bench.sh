#!/bin/sh
# bench.sh - "make bench": bloodtrail's speed figures, side by side, in one run.
#
#   1. effect ticks/s through the dlopen'ed plugins, and the same plugin
#      sources compiled into the host (bench/arena)
#   2. start to end of "bloodtrail lab < /dev/null" in Bulgarian, against a
#      minimal gettext program run the same way (bench/minimal)
#   3. peak resident memory of that run
#   4. start-up with 10, 100 and 1,000 more plugins under namespaced ids:
#      "--list-effects", and the game to its first map on a terminal
#      (bench/pty) with 0, 100 and 1,000 more, once the first start has
#      filled the plugin cache (each count its own cache, as a user's)
#
# Times are medians of many runs; on a noisy machine, run it twice. The
# program runs are timed with hyperfine where it is installed (Debian package
# "hyperfine"), else with bench/spawn, which also reads the peak memory.
# "make bench" sets BENCH_BUILDDIR, BENCH_SRCDIR, BENCH_CC and BENCH_CFLAGS.
# Knobs: BENCH_TIMER=auto|hyperfine|spawn, BENCH_STRICT=1 (exit 1 when a
# target is missed), BENCH_ARENA_RUNS, BENCH_START_RUNS, BENCH_SCALE_RUNS.
set -eu

B=${BENCH_BUILDDIR:?run me through "make bench"}
S=${BENCH_SRCDIR:?run me through "make bench"}
CC=${BENCH_CC:-cc}
CFLAGS=${BENCH_CFLAGS:--O2}
ARENA_RUNS=${BENCH_ARENA_RUNS:-5}
START_RUNS=${BENCH_START_RUNS:-200}
SCALE_RUNS=${BENCH_SCALE_RUNS:-20}
TIMER=${BENCH_TIMER:-auto}

BT=$B/src/bloodtrail
MIN=$B/bench/minimal
SPAWN=$B/bench/spawn
OUT=$B/bench/results
COPIES=$B/bench/copies
SCALES="10 100 1000"
MAX_COPIES=1000
LOG=$OUT/bench.log

fail() {
    echo "bench: $*" >&2
    exit 1
}

# The value of KEY=value in a line of key=value words.
field() {
    printf '%s\n' "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"
}

# awk for arithmetic and comparisons: calc 'expression'.
calc() {
    awk "BEGIN { print $1 }"
}

# The medians of a hyperfine JSON export, one a line, in command order (ms).
hyperfine_medians() {
    sed -n 's/^ *"median": *\([-+0-9.eE]*\).*/\1/p' "$1" | awk '{ printf "%.4f\n", $1 * 1000 }'
}

# The median of the numbers on standard input.
median() {
    sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2];
                                         else printf "%.4f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

for prog in "$BT" "$MIN" "$SPAWN" "$B/bench/arena"; do
    [ -x "$prog" ] || fail "missing $prog: run \"make bench\", which builds it"
done
[ -d "$B/plugins/.libs" ] || fail "missing $B/plugins/.libs: run \"make\" first"
[ -f "$B/locale/bg/LC_MESSAGES/bloodtrail.mo" ] ||
    fail "missing the Bulgarian catalog in $B/locale: run \"make\" first"

case $TIMER in
auto) if command -v hyperfine >/dev/null 2>&1; then TIMER=hyperfine; else TIMER=spawn; fi ;;
hyperfine) command -v hyperfine >/dev/null 2>&1 ||
    fail "BENCH_TIMER=hyperfine, but hyperfine is not installed (apt-get install hyperfine)" ;;
spawn) ;;
*) fail "BENCH_TIMER must be auto, hyperfine or spawn, not \"$TIMER\"" ;;
esac

mkdir -p "$OUT" "$COPIES"
: >"$LOG"

cpu=$(sed -n 's/^model name[^:]*: *//p' /proc/cpuinfo 2>/dev/null | head -n 1)
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
if [ "$TIMER" = hyperfine ]; then
    timer_text="hyperfine $(hyperfine --version | sed 's/^hyperfine //') (--shell=none)"
else
    why="hyperfine is not installed: apt-get install hyperfine"
    command -v hyperfine >/dev/null 2>&1 && why="BENCH_TIMER=spawn"
    timer_text="bench/spawn (posix_spawn + wait4; $why)"
fi
echo "bloodtrail benchmark, $(date '+%Y-%m-%d %H:%M')"
echo "machine: ${cpu:-unknown CPU}, $cores cores; CFLAGS: $CFLAGS"
echo "program runs timed with $timer_text; details in $OUT"
echo

# --- 1. effect ticks per second -------------------------------------------
echo "[1/4] effect ticks: plugins vs. compiled in (about $((ARENA_RUNS * 2 + 1)) s)"
"$B/bench/arena" --plugin-dir "$B/plugins/.libs" --runs "$ARENA_RUNS" >"$OUT/arena.txt" ||
    { cat "$OUT/arena.txt"; fail "bench/arena failed"; }
sed '/^RESULT/d' "$OUT/arena.txt"
result=$(grep '^RESULT' "$OUT/arena.txt")
tick_plugin=$(field "$result" plugin)
tick_builtin=$(field "$result" builtin)
tick_ratio=$(field "$result" ratio)
echo

# The measured runs: a clean environment, Bulgarian, no user plugins.
unset LC_ALL LC_MESSAGES LANGUAGE BLOODTRAIL_PLUGIN_PATH
LANG=bg_BG.UTF-8
XDG_DATA_HOME=$B/bench/home
XDG_CACHE_HOME=$B/bench/home/cache
XDG_CONFIG_HOME=$B/bench/home/config
export LANG XDG_DATA_HOME XDG_CACHE_HOME XDG_CONFIG_HOME
mkdir -p "$XDG_DATA_HOME"

# --- 2. and 3. start-up and memory ----------------------------------------
echo "[2-3/4] start-up and peak memory of \"bloodtrail lab < /dev/null\" (LANG=$LANG) vs. bench/minimal"
# Both must work, silently, before they are timed.
"$BT" lab </dev/null >"$OUT/lab.out" 2>"$OUT/lab.err" || fail "bloodtrail lab failed: $(cat "$OUT/lab.err")"
[ ! -s "$OUT/lab.err" ] || fail "bloodtrail lab complained: $(cat "$OUT/lab.err")"
"$MIN" >"$OUT/minimal.out" || fail "bench/minimal failed"
echo "  bench/minimal says: $(cat "$OUT/minimal.out")"
echo "  (with no input the lab says nothing, so bloodtrail binds its catalog but never reads it)"
# The listing gives each effect on a line of its own, its metadata indented.
loaded=$("$BT" --list-effects 2>/dev/null | grep -c '^[^ ]')
[ "$loaded" -eq 11 ] || fail "bloodtrail loads $loaded effect plugins, not 11"

# bench/spawn always runs: peak memory, and the times when it is the timer.
"$SPAWN" -n "$START_RUNS" -w 20 "$BT" lab ::: "$MIN" >"$OUT/spawn-startup.txt" ||
    fail "bench/spawn failed"
s_bt=$(grep '^SPAWN 1 ' "$OUT/spawn-startup.txt")
s_min=$(grep '^SPAWN 2 ' "$OUT/spawn-startup.txt")
rss_bt=$(field "$s_bt" rss_kib)
rss_min=$(field "$s_min" rss_kib)
if [ "$TIMER" = hyperfine ]; then
    # Three rounds, the order swapped each round; the median of the rounds.
    : >"$OUT/startup-bt.txt"
    : >"$OUT/startup-min.txt"
    for round in 1 2 3; do
        json=$OUT/startup-$round.json
        if [ $((round % 2)) -eq 1 ]; then
            hyperfine -N --style basic --warmup 20 --runs "$START_RUNS" --export-json "$json" \
                "'$BT' lab" "'$MIN'" >>"$LOG" 2>&1 || fail "hyperfine failed, see $LOG"
            hyperfine_medians "$json" | sed -n 1p >>"$OUT/startup-bt.txt"
            hyperfine_medians "$json" | sed -n 2p >>"$OUT/startup-min.txt"
        else
            hyperfine -N --style basic --warmup 20 --runs "$START_RUNS" --export-json "$json" \
                "'$MIN'" "'$BT' lab" >>"$LOG" 2>&1 || fail "hyperfine failed, see $LOG"
            hyperfine_medians "$json" | sed -n 1p >>"$OUT/startup-min.txt"
            hyperfine_medians "$json" | sed -n 2p >>"$OUT/startup-bt.txt"
        fi
    done
    start_bt=$(median <"$OUT/startup-bt.txt")
    start_min=$(median <"$OUT/startup-min.txt")
    echo "  hyperfine, 3 rounds x $START_RUNS runs: bloodtrail $(tr '\n' ' ' <"$OUT/startup-bt.txt")ms;" \
        "minimal $(tr '\n' ' ' <"$OUT/startup-min.txt")ms"
    echo "  bench/spawn, $START_RUNS runs: bloodtrail $(field "$s_bt" median_ms) ms;" \
        "minimal $(field "$s_min" median_ms) ms (for comparison)"
else
    start_bt=$(field "$s_bt" median_ms)
    start_min=$(field "$s_min" median_ms)
    echo "  bench/spawn, $START_RUNS runs interleaved: bloodtrail $start_bt ms; minimal $start_min ms"
fi
start_ratio=$(calc "$start_bt / $start_min")
echo "  peak RSS (wait4 ru_maxrss, the highest of all runs): bloodtrail $rss_bt KiB;" \
    "minimal $rss_min KiB"
if [ -x /usr/bin/time ]; then
    gnu_rss=$(/usr/bin/time -f %M "$BT" lab </dev/null 2>&1 >/dev/null | tail -n 1)
    echo "  peak RSS (/usr/bin/time -f %M, one run): bloodtrail $gnu_rss KiB"
fi
echo

# --- 4. start-up against the number of plugins -----------------------------
echo "[4/4] start-up with more plugins: \"bloodtrail --plugin-dir DIR --list-effects\""
# The copies are cached: rebuilt only when the compiler, flags or sources change.
key=$(cat "$S/bench/plugin-copy.c" "$S/include/bloodtrail/effect.h" | cksum | cut -d' ' -f1)
key="$key $CC $CFLAGS"
pool=$COPIES/pool
if [ "$(cat "$COPIES/key" 2>/dev/null)" != "$key" ] ||
    [ "$(find "$pool" -name 'bench-*.so' 2>/dev/null | wc -l)" -ne "$MAX_COPIES" ]; then
    jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
    echo "  compiling $MAX_COPIES copies of bench/plugin-copy.c ($jobs at a time; cached for later runs)"
    rm -rf "$pool" "$COPIES/key"
    mkdir -p "$pool"
    export CC CFLAGS S pool
    # shellcheck disable=SC2016 # the inner shell expands them
    awk "BEGIN { for (i = 1; i <= $MAX_COPIES; i++) printf \"%04d\\n\", i }" |
        xargs -n 50 -P "$jobs" sh -c '
            for id; do
                $CC $CFLAGS -fPIC -shared -I"$S/include" -DBENCH_ID="\"bench:$id\"" \
                    -o "$pool/bench-$id.so" "$S/bench/plugin-copy.c" || exit 255
            done' sh || fail "compiling the plugin copies failed"
    echo "$key" >"$COPIES/key"
fi
# copy_names N: the paths of the first N copies.
copy_names() {
    awk -v pool="$pool" -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) printf "%s/bench-%04d.so\n", pool, i }'
}
for n in $SCALES; do
    dir=$COPIES/n$n
    rm -rf "$dir"
    mkdir -p "$dir"
    # Hard links to the first n copies (copies where links cannot be made).
    # shellcheck disable=SC2046
    ln -f $(copy_names "$n") "$dir/" 2>/dev/null || cp $(copy_names "$n") "$dir/"
    listed=$("$BT" --plugin-dir "$dir" --list-effects 2>"$OUT/scale-$n.err" | grep -c '^[^ ]')
    [ ! -s "$OUT/scale-$n.err" ] || fail "loading $n copies complained: $(head -n 3 "$OUT/scale-$n.err")"
    [ "$listed" -eq $((n + 11)) ] || fail "with $n copies bloodtrail lists $listed effects, not $((n + 11))"
done
# The median of each, in $OUT/scale.txt as "N ms": N = 0 is the 11 built-in
# plugins alone.
if [ "$TIMER" = hyperfine ]; then
    set -- "'$BT' --list-effects"
    for n in $SCALES; do
        set -- "$@" "'$BT' --plugin-dir '$COPIES/n$n' --list-effects"
    done
    hyperfine -N --style basic --warmup 3 --runs "$SCALE_RUNS" --export-json "$OUT/scale.json" \
        "$@" >>"$LOG" 2>&1 || fail "hyperfine failed, see $LOG"
    hyperfine_medians "$OUT/scale.json" >"$OUT/scale-medians.txt"
else
    set -- "$BT" --list-effects
    for n in $SCALES; do
        set -- "$@" ::: "$BT" --plugin-dir "$COPIES/n$n" --list-effects
    done
    "$SPAWN" -n "$SCALE_RUNS" -w 3 "$@" >"$OUT/spawn-scale.txt" || fail "bench/spawn failed"
    sed -n 's/^SPAWN [0-9]* median_ms=\([0-9.]*\).*/\1/p' "$OUT/spawn-scale.txt" \
        >"$OUT/scale-medians.txt"
fi
# shellcheck disable=SC2086
printf '%s\n' 0 $SCALES | paste -d ' ' - "$OUT/scale-medians.txt" >"$OUT/scale.txt"
scale_ms() {
    awk -v n="$1" '$1 == n { print $2 }' "$OUT/scale.txt"
}
scale_base=$(scale_ms 0)
echo "  the 11 built-in plugins alone: $scale_base ms ($SCALE_RUNS runs)"
for n in $SCALES; do
    t=$(scale_ms "$n")
    echo "  + $n copies (ids bench:0001 ...): $t ms; $(calc "($t - $scale_base) * 1000 / $n") us a plugin"
done
echo

# --- 4b. the first map against the number of plugins -----------------------
echo "[4/4] the first map with more plugins: the game to its first prompt on a terminal"
PTY=$B/bench/pty
[ -x "$PTY" ] || fail "missing $PTY: run \"make bench\", which builds it"
mkdir -p "$COPIES/n0"
: >"$OUT/notadir"      # --save under a file: nothing is saved, each run starts anew
set --
for n in 0 100 $MAX_COPIES; do
    # The first start fills this count's own cache; the timed ones read it.
    XDG_CACHE_HOME=$B/bench/home/cache-$n "$BT" --plugin-dir "$COPIES/n$n" --list-effects \
        >/dev/null 2>&1 || true
    [ $# -eq 0 ] || set -- "$@" :::
    set -- "$@" -e "XDG_CACHE_HOME=$B/bench/home/cache-$n" -u '\e[?2004h> ' -k 'quit\n' \
        "$BT" --plugin-dir "$COPIES/n$n" --name Iva --gender female --class ranger --seed 1 \
        --save "$OUT/notadir/save"
done
"$PTY" -n "$SCALE_RUNS" -w 3 "$@" >"$OUT/pty-scale.txt" 2>>"$LOG" || fail "bench/pty failed, see $LOG"
map_ms() {  # map_ms INDEX FIELD
    sed -n "s/^PTY $1 .*$2=\([0-9.]*\).*/\1/p" "$OUT/pty-scale.txt"
}
map_0=$(map_ms 1 median_ms)
map_100=$(map_ms 2 median_ms)
map_1000=$(map_ms 3 median_ms)
map_more=$(calc "$map_1000 - $map_0")
echo "  first map, medians of $SCALE_RUNS runs interleaved: $map_0 ms with none more," \
    "$map_100 ms with 100, $map_1000 ms with $MAX_COPIES" \
    "(fastest: $(map_ms 1 min_ms), $(map_ms 2 min_ms), $(map_ms 3 min_ms) ms)"
echo

# --- the table --------------------------------------------------------------
missed=0
# row FIGURE MEASURED TARGET CONDITION: CONDITION is an awk expression, or "-".
row() {
    if [ "$4" = "-" ]; then
        verdict="-"
    elif [ "$(calc "($4) ? 1 : 0")" = 1 ]; then
        verdict="yes"
    else
        verdict="NO"
        missed=$((missed + 1))
    fi
    printf '%-44s %-14s %-12s %s\n' "$1" "$2" "$3" "$verdict"
}
rss_mib=$(calc "$rss_bt / 1024")
printf '%-44s %-14s %-12s %s\n' "figure" "measured" "target" "met"
printf '%-44s %-14s %-12s %s\n' "------" "--------" "------" "---"
row "effect ticks/s, plugins (dlopen)" "$(printf '%.1f M/s' "$tick_plugin")" ">= 50 M/s" "$tick_plugin >= 50"
row "effect ticks/s, same code compiled in" "$(printf '%.1f M/s' "$tick_builtin")" "(reference)" "-"
row "plugins / compiled in" "$(printf '%.3f' "$tick_ratio")" ">= 0.85" "$tick_ratio >= 0.85"
row "start-up, bloodtrail lab </dev/null (bg)" "$(printf '%.3f ms' "$start_bt")" "(measured)" "-"
row "start-up, bench/minimal (bg)" "$(printf '%.3f ms' "$start_min")" "(reference)" "-"
row "start-up ratio, bloodtrail / minimal" "$(printf '%.2fx' "$start_ratio")" "<= 2x" "$start_ratio <= 2"
row "peak RSS, bloodtrail lab </dev/null" "$(printf '%.2f MiB' "$rss_mib")" "< 3 MiB" "$rss_mib < 3"
row "first map, no more plugins" "$(printf '%.2f ms' "$map_0")" "(reference)" "-"
row "first map, 100 more plugins (cache filled)" "$(printf '%.2f ms' "$map_100")" "(measured)" "-"
row "first map, $MAX_COPIES more, beyond no more" "$(printf '+%.2f ms' "$map_more")" "<= +10 ms" "$map_more <= 10"
row "start-up, the 11 built-in plugins alone" "$(printf '%.2f ms' "$scale_base")" "(reference)" "-"
for n in $SCALES; do
    t=$(scale_ms "$n")
    if [ "$n" = "$MAX_COPIES" ]; then
        row "start-up, $n more plugins ($((n + 11)) in all)" "$(printf '%.2f ms' "$t")" "< 100 ms" "$t < 100"
    else
        row "start-up, $n more plugins ($((n + 11)) in all)" "$(printf '%.2f ms' "$t")" "(measured)" "-"
    fi
done
echo
if [ "$missed" -eq 0 ]; then
    echo "all targets met"
else
    echo "$missed target(s) missed"
    [ "${BENCH_STRICT:-0}" = 1 ] && exit 1
fi
exit 0
