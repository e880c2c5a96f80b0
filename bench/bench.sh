#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench.sh - "make bench": bloodtrail's speed figures, side by side, in one run.
#
# The sections (BENCH_ONLY="plugins dungeon" runs some alone, in order):
#   tick     an effect tick through the dlopen'ed plugins (whose kinds say
#            what they do every turn as data), against the same kinds with a
#            turn callback instead, an engine with the same kinds compiled in
#            that dispatches with a switch, and the hand-written loop that is
#            the floor (bench/arena): instructions (callgrind) and time
#   scale    how the costs grow with what the game holds (bench/scale): world
#            turns (with the map screen, and the rules alone), loading a
#            save, effects on one creature, things on one cell, the
#            watchdog's snapshot, at 10, 100, 1,000 and 10,000; each step's
#            growth; a fight round with 10, 50 and 100 enemies
#   map      start to the first map's prompt on a pseudo-terminal
#            (bench/pty), against a program that prints a prompt and against
#            NetHack 3.6 when it is installed (Debian: nethack-console); peak
#            resident memory
#   lab      start to end of the lab, against bench/minimal: both open the
#            Bulgarian catalog and say its first line
#   plugins  start-up with 0, 100 and 1,000 more plugins ("--list-effects",
#            and the first map once the plugin cache is filled); cold (empty
#            cache) and warm, without and with a text domain a plugin
#   dungeon  the deep dungeon (bench/dungeon): making a level of the largest
#            size the generator makes, saving a game of ten visited levels, a
#            world turn on a deep level against one on a classic level, and
#            what the plugin watchdog adds to a command in that game; the
#            rules of a turn alone on each level, deep and classic
#   lookups  lookups by name at two sizes four times apart (bench/lookups.sh):
#            content sections, lab creatures, LANGUAGE lists, the score table
# Then the verdicts: each figure measured against its target.
#
# Program runs take turns, run by run (bench/spawn, bench/pty); a figure is
# the median of its runs with their min and max. Instruction counts are
# exact and do not move with the machine's load; times do, so verdicts on
# growth and on the tick use instructions. Everything lands in
# $BENCH_BUILDDIR/bench/results: bench.txt (this output), figures.txt (one
# figure a line: name median min max unit) and readme.md (the table that
# bench/readme.sh copies into doc/speed.md).
# "make bench" sets BENCH_BUILDDIR, BENCH_SRCDIR, BENCH_CC and BENCH_CFLAGS.
# Knobs: BENCH_STRICT=1 (exit 1 when a target is missed), BENCH_ARENA_RUNS,
# BENCH_START_RUNS, BENCH_SCALE_RUNS, BENCH_NETHACK=auto|no|install,
# BENCH_ONLY="SECTION..." (the figures then land in bench/results-SECTION...).
set -eu

B=${BENCH_BUILDDIR:?run me through "make bench"}
S=${BENCH_SRCDIR:?run me through "make bench"}
CC=${BENCH_CC:-cc}
CFLAGS=${BENCH_CFLAGS:--O2}
ARENA_RUNS=${BENCH_ARENA_RUNS:-5}
START_RUNS=${BENCH_START_RUNS:-100}
SCALE_RUNS=${BENCH_SCALE_RUNS:-5}
NETHACK_MODE=${BENCH_NETHACK:-auto}
# The sections, in the order they run; BENCH_ONLY="plugins dungeon" runs
# those alone, into a results folder of their own (bench/results-plugins-
# dungeon), so that a full run's bench/results and readme.md stay whole.
SECTIONS="tick scale map lab plugins dungeon lookups"
ONLY=${BENCH_ONLY:-$SECTIONS}

# The program itself, told where this build is as its wrapper src/bloodtrail
# tells it: a start measured through the wrapper would time a shell too.
BT=$B/src/.libs/bloodtrail
BLOODTRAIL_BUILD_TREE=$B BLOODTRAIL_SOURCE_TREE=$S
export BLOODTRAIL_BUILD_TREE BLOODTRAIL_SOURCE_TREE
OUT=$B/bench/results
WORK=$B/bench/work
if [ "$(echo $ONLY)" != "$SECTIONS" ]; then
    OUT=$B/bench/results-$(echo $ONLY | tr ' ' '-')
    WORK=$B/bench/work-$(echo $ONLY | tr ' ' '-')
fi
COPIES=$B/bench/copies
PLUGIN_SCALES="100 1000"
MAX_COPIES=1000
NETHACK=/usr/lib/games/nethack/nethack-console
SIZES="10 100 1000 10000"
# The game's prompt comes from readline, which turns on bracketed paste
# first; the player's own inputrc is left out of the figures (map, plugins).
BT_PROMPT='\e[?2004h> '
FIGHT_SIZES="10 50 100"

fail() {
    echo "bench: $*" >&2
    exit 1
}

# awk for arithmetic: calc 'expression'.
calc() {
    awk "BEGIN { print ($1) }"
}

# The value of KEY=value in a line of key=value words.
field() {
    printf '%s\n' "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"
}

# figure NAME MEDIAN MIN MAX UNIT: one line of figures.txt.
figure() {
    printf '%s %s %s %s %s\n' "$1" "$2" "$3" "$4" "$5" >>"$OUT/figures.txt"
}

# The median, min and max of a figure, as "m (min-max)".
spread() {
    awk -v n="$1" -v f="$2" '$1 == n { printf f " (" f "-" f ")", $2, $3, $4 }' \
        "$OUT/figures.txt"
}

# One number of a figure: value NAME [2=median|3=min|4=max].
value() {
    awk -v n="$1" -v c="${2:-2}" '$1 == n { print $c }' "$OUT/figures.txt"
}

# The instructions valgrind counted in a run: its "Collected" lines, one a
# process (a plugin probe runs in a child), summed.
collected() {
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\).*/\1/p' "$1" | awk '{ s += $1 } END { print s + 0 }'
}

for section in $ONLY; do
    case " $SECTIONS " in
    *" $section "*) ;;
    *) fail "BENCH_ONLY: there is no section \"$section\" (the sections: $SECTIONS)" ;;
    esac
done
for prog in "$BT" "$B/bench/minimal" "$B/bench/readline" "$B/bench/spawn" "$B/bench/pty" \
    "$B/bench/arena" "$B/bench/scale" "$B/bench/dungeon"; do
    [ -x "$prog" ] || fail "missing $prog: run \"make bench\", which builds it"
done
[ -d "$B/plugins/.libs" ] || fail "missing $B/plugins/.libs: run \"make\" first"
[ -f "$B/locale/bg/LC_MESSAGES/bloodtrail.mo" ] ||
    fail "missing the Bulgarian catalog in $B/locale: run \"make\" first"
have_valgrind=no
command -v valgrind >/dev/null 2>&1 && have_valgrind=yes

rm -rf "$OUT" "$WORK"
mkdir -p "$OUT" "$WORK" "$COPIES"
: >"$OUT/figures.txt"
exec 3>&1 >"$OUT/bench.txt"
# Everything below goes to bench.txt and to the terminal.
say() {
    printf '%s\n' "$*"
    printf '%s\n' "$*" >&3
}

cpu=$(sed -n 's/^model name[^:]*: *//p' /proc/cpuinfo 2>/dev/null | head -n 1)
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
say "bloodtrail benchmark, $(date '+%Y-%m-%d %H:%M')"
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
say "machine: ${cpu:-unknown CPU}, $cores cores; CFLAGS: $CFLAGS; load: $load"
say "figures: median (min-max) of interleaved runs; details in $OUT"
[ "$have_valgrind" = yes ] ||
    say "valgrind is not installed (apt-get install valgrind): no instruction counts"
say ""

# --- tick: the effect tick ----------------------------------------------------
section_tick() {
    say "[tick] an effect tick: plugins, turn callbacks, a switch engine, the hand-written floor"
    "$B/bench/arena" --plugin-dir "$B/plugins/.libs" --runs "$ARENA_RUNS" >"$OUT/arena.txt" ||
        { cat "$OUT/arena.txt" >&3; fail "bench/arena failed"; }
    head -n 1 "$OUT/arena.txt" | sed 's/^/  /' | while read -r line; do say "$line"; done
    for v in plugins callbacks switch floor; do
        r=$(grep "^RESULT variant=$v " "$OUT/arena.txt")
        figure "tick_ns_$v" "$(field "$r" median_ns)" "$(field "$r" min_ns)" "$(field "$r" max_ns)" ns
        # What the watchdog adds: one instruction a plugin call (guard_calls).
        w=$(field "$r" watched)
        figure "tick_watchdog_$v" "$w" "$w" "$w" instructions
    done
    if [ "$have_valgrind" = yes ]; then
        # A small arena, counted in the timed loop alone: instructions a tick.
        ticks=250000
        for v in plugins callbacks switch floor; do
            valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.arena.$v" \
                --toggle-collect="arena_run_$v" "$B/bench/arena" --plugin-dir "$B/plugins/.libs" \
                --creatures 1000 --turns 50 --runs 1 --no-warmup --only "$v" \
                >/dev/null 2>"$OUT/valgrind.arena.$v" || fail "callgrind of the arena failed"
            n=$(calc "$(collected "$OUT/valgrind.arena.$v") / $ticks" | awk '{ printf "%.1f", $1 }')
            figure "tick_ir_$v" "$n" "$n" "$n" instructions
        done
    fi
    for v in plugins callbacks switch floor; do
        line="  $(printf '%-9s' "$v") $(spread "tick_ns_$v" %.2f) ns a tick"
        [ "$have_valgrind" = yes ] && line="$line, $(value "tick_ir_$v") instructions"
        say "$line"
    done
    say ""
}

# --- scale: how the costs grow ----------------------------------------------
section_scale() {
    say "[scale] how the costs grow (400x400 level; sizes $SIZES)"
    "$B/bench/scale" --data "$S/data" --plugin-dir "$B/plugins/.libs" --work "$WORK/scale" \
        --runs "$SCALE_RUNS" >"$OUT/scale.txt" || fail "bench/scale failed"
    while read -r _ what size rest; do
        figure "scale_ms_${what}_$size" "$(field "$rest" median_ms)" "$(field "$rest" min_ms)" \
            "$(field "$rest" max_ms)" ms
    done <"$OUT/scale.txt"
    if [ "$have_valgrind" = yes ]; then
        for what in world load effects items turn fight watchdog; do
            sizes=$SIZES
            [ "$what" = fight ] && sizes=$FIGHT_SIZES
            for size in $sizes; do
                valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.scale.$what.$size" \
                    --toggle-collect=scale_measured "$B/bench/scale" --data "$S/data" \
                    --plugin-dir "$B/plugins/.libs" --work "$WORK/scale" --only "$what" \
                    --size "$size" --runs 1 >/dev/null 2>"$OUT/valgrind.scale.$what.$size" ||
                    fail "callgrind of bench/scale $what $size failed"
                units=$(sed -n "s/^SCALE $what $size .* units=\([0-9]*\).*/\1/p" "$OUT/scale.txt")
                n=$(calc "$(collected "$OUT/valgrind.scale.$what.$size") / ${units:-1}")
                figure "scale_ir_${what}_$size" "$n" "$n" "$n" instructions
            done
        done
    fi
    # The table: a cost a row; the growth from the size before in brackets.
    say "  $(printf '%-30s' cost)$(for s in $SIZES; do printf '%-22s' "$s"; done)"
    printf '| cost |%s\n|---|%s\n' "$(for s in $SIZES; do printf ' %s |' "$s"; done)" \
        "$(for s in $SIZES; do printf -- '---|'; done)" >"$OUT/readme.scale"
    growth_worst=0
    for what in world turn load effects items watchdog; do
        case $what in
        world) label="world turn + map screen" ;;
        turn) label="world turn, the rules alone" ;;
        load) label="loading the save" ;;
        effects) label="effects on one creature" ;;
        items) label="things on one cell" ;;
        watchdog) label="watchdog a command" ;;
        esac
        for unit in ir ms; do
            row=""
            prev=""
            for size in $SIZES; do
                v=$(value "scale_${unit}_${what}_$size")
                [ -n "$v" ] || continue
                if [ "$unit" = ir ]; then
                    cell=$(calc "$v / 1000" | awk '{ printf "%.0fk", $1 }')
                else
                    cell=$(printf '%.3fms' "$v")
                fi
                if [ -n "$prev" ]; then
                    g=$(calc "$v / $prev")
                    cell="$cell (x$(printf '%.1f' "$g"))"
                    if [ "$unit" = ir ] || [ "$have_valgrind" = no ]; then
                        growth_worst=$(calc "$g > $growth_worst ? $g : $growth_worst")
                    fi
                fi
                row="$row$(printf '%-22s' "$cell")"
                prev=$v
            done
            [ -n "$row" ] || continue
            [ "$unit" = ir ] && name=$label || name="  (time)"
            say "  $(printf '%-30s' "$name")$row"
            [ "$unit" = ir ] && md="$label, instructions" || md="$label, time"
            printf '| %s | %s |\n' "$md" "$(echo "$row" | sed 's/   */ | /g; s/ | $//')" >>"$OUT/readme.scale"
        done
    done
    figure growth_worst "$growth_worst" "$growth_worst" "$growth_worst" "x per x10"
    say "  (per turn for the world, per load, per creature, per cell, per command; linear is x10 a step)"
    say ""
}

# The measured runs of map, lab and plugins: a clean environment,
# Bulgarian, no user plugins. The plugin cache is the bench's own (the first
# run of each fills it, as a player's first start would; the warm-up runs
# take that one).
clean_env() {
    # bash warns of a locale the system lacks; bloodtrail speaks Bulgarian
    # without it (it reads LANG itself), and the warning is not a figure.
    {
        unset LC_ALL LC_MESSAGES LANGUAGE BLOODTRAIL_PLUGIN_PATH
        LANG=bg_BG.UTF-8
    } 2>/dev/null
    XDG_DATA_HOME=$WORK/home
    XDG_CACHE_HOME=$WORK/home/cache
    XDG_CONFIG_HOME=$WORK/home/config
    export LANG XDG_DATA_HOME XDG_CACHE_HOME XDG_CONFIG_HOME
    mkdir -p "$XDG_DATA_HOME"
}

# --- map: the first map on a terminal ----------------------------------------
section_map() {
    clean_env
    say "[map] start to the first map's prompt on a pseudo-terminal (TERM=xterm, LANG=$LANG)"
    case $NETHACK_MODE in
    install)
        [ -x "$NETHACK" ] || { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nethack-console \
            >"$OUT/apt.log" 2>&1 || say "  (apt-get install nethack-console failed: see $OUT/apt.log)"; } ;;
    auto | no) ;;
    *) fail "BENCH_NETHACK must be auto, no or install, not \"$NETHACK_MODE\"" ;;
    esac
    set -- -u "$BT_PROMPT" -e TERM=xterm -e INPUTRC=/dev/null "$BT" --seed 1 --name Iva --gender female --class mage \
        --save "$WORK/first-map.sav" ::: -u '\n> ' -e TERM=xterm "$B/bench/minimal" --prompt \
        ::: -u "$BT_PROMPT" -e TERM=xterm -e INPUTRC=/dev/null "$B/bench/readline"
    nethack=no
    if [ "$NETHACK_MODE" != no ] && [ -x "$NETHACK" ]; then
        nethack=yes
        mkdir -p "$WORK/nethack"
        # A new game straight to the map; after the marker the keys quit it, so
        # that it leaves no lock behind (each run ends as a game quit at once
        # in NetHack's logfile). The player's name is this run's own: a game an
        # earlier bench left saved (killed before it quit) would be restored
        # instead of a new one, and never show the marker.
        set -- "$@" ::: -u 'Dlvl:1' -k '\e\e\e#quit\ryq\r\r\r' -e TERM=xterm \
            -e HOME="$WORK/nethack" -e HACKDIR=/usr/lib/games/nethack \
            -e "NETHACKOPTIONS=name:bench$$,role:valkyrie,race:human,gender:female,align:neutral,!legacy,!autopickup,!splash_screen,!news" \
            "$NETHACK"
    fi
    "$B/bench/pty" -n "$START_RUNS" -w 5 "$@" >"$OUT/first-map.txt" 2>"$OUT/first-map.err" ||
        fail "bench/pty failed: $(tail -c 300 "$OUT/first-map.err")"
    i=0
    for who in bloodtrail prompt readline nethack; do
        i=$((i + 1))
        r=$(grep "^PTY $i " "$OUT/first-map.txt" || true)
        [ -n "$r" ] || continue
        figure "map_ms_$who" "$(field "$r" median_ms)" "$(field "$r" min_ms)" "$(field "$r" max_ms)" ms
        figure "map_rss_$who" "$(field "$r" rss_kib)" "$(field "$r" rss_kib)" "$(field "$r" rss_kib)" KiB
    done
    say "  bloodtrail, first map: $(spread map_ms_bloodtrail %.3f) ms, peak $(value map_rss_bloodtrail) KiB"
    say "  bench/minimal --prompt: $(spread map_ms_prompt %.3f) ms, peak $(value map_rss_prompt) KiB"
    say "  bench/readline (a prompt through readline): $(spread map_ms_readline %.3f) ms, peak $(value map_rss_readline) KiB"
    if [ "$nethack" = yes ]; then
        say "  NetHack 3.6 (nethack-console), first map: $(spread map_ms_nethack %.3f) ms, peak $(value map_rss_nethack) KiB"
    else
        say "  NetHack: not installed (apt-get install nethack-console, or BENCH_NETHACK=install)"
    fi
    say ""
}

# --- lab: the lab's start-up ------------------------------------------------
section_lab() {
    clean_env
    say "[lab] start to end of \"bloodtrail lab\" saying its help, vs. bench/minimal saying its first line"
    printf 'help\n' >"$WORK/help.lab"
    "$BT" lab <"$WORK/help.lab" >"$OUT/lab.out" 2>"$OUT/lab.err" || fail "bloodtrail lab failed"
    [ ! -s "$OUT/lab.err" ] || fail "bloodtrail lab complained: $(cat "$OUT/lab.err")"
    "$B/bench/minimal" >"$OUT/minimal.out" || fail "bench/minimal failed"
    [ "$(head -n 1 "$OUT/lab.out")" = "$(cat "$OUT/minimal.out")" ] ||
        fail "the lab and bench/minimal do not say the same first line: is the catalog read?"
    say "  both say: $(cat "$OUT/minimal.out")"
    "$B/bench/spawn" -n "$START_RUNS" -w 10 -i "$WORK/help.lab" "$BT" lab ::: "$B/bench/minimal" \
        >"$OUT/lab-startup.txt" || fail "bench/spawn failed"
    for who in lab minimal; do
        [ "$who" = lab ] && n=1 || n=2
        r=$(grep "^SPAWN $n " "$OUT/lab-startup.txt")
        figure "start_ms_$who" "$(field "$r" median_ms)" "$(field "$r" min_ms)" "$(field "$r" max_ms)" ms
        figure "start_rss_$who" "$(field "$r" rss_kib)" "$(field "$r" rss_kib)" "$(field "$r" rss_kib)" KiB
    done
    say "  bloodtrail lab: $(spread start_ms_lab %.3f) ms, peak $(value start_rss_lab) KiB"
    say "  bench/minimal:  $(spread start_ms_minimal %.3f) ms, peak $(value start_rss_minimal) KiB"
    say ""
}

# --- plugins: start-up against the number of plugins -------------------------
section_plugins() {
    clean_env
    say "[plugins] start-up with more plugins: \"bloodtrail --plugin-dir DIR --list-effects\""
    # The copies are cached: rebuilt only when the compiler, flags or sources change.
    key=$(cat "$S/bench/plugin-copy.c" "$S/include/bloodtrail/effect.h" | cksum | cut -d' ' -f1)
    key="$key $CC $CFLAGS"
    pool=$COPIES/pool
    if [ "$(cat "$COPIES/key" 2>/dev/null)" != "$key" ] ||
        [ "$(find "$pool" -maxdepth 1 -name 'bench-*.so' 2>/dev/null | wc -l)" -ne "$MAX_COPIES" ] ||
        [ "$(find "$pool/domain" -maxdepth 1 -name 'bench-*.so' 2>/dev/null | wc -l)" -ne "$MAX_COPIES" ]; then
        jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
        say "  compiling $MAX_COPIES copies of bench/plugin-copy.c ($jobs at a time; cached for later runs)"
        rm -rf "$pool" "$COPIES/key"
        mkdir -p "$pool/domain"
        export CC CFLAGS S pool
        # shellcheck disable=SC2016 # the inner shell expands them
        awk "BEGIN { for (i = 1; i <= $MAX_COPIES; i++) printf \"%04d\\n\", i }" |
            xargs -n 50 -P "$jobs" sh -c '
                for id; do
                    $CC $CFLAGS -fPIC -shared -I"$S/include" -DBENCH_ID="\"bench:$id\"" \
                        -o "$pool/bench-$id.so" "$S/bench/plugin-copy.c" || exit 255
                    $CC $CFLAGS -fPIC -shared -I"$S/include" -DBENCH_ID="\"bench:$id\"" \
                        -DBENCH_DOMAIN="\"bench-$id\"" \
                        -o "$pool/domain/bench-$id.so" "$S/bench/plugin-copy.c" || exit 255
                done' sh || fail "compiling the plugin copies failed"
        echo "$key" >"$COPIES/key"
    fi
    set -- "$BT" --list-effects
    # One line a kind (its metadata indented under it).
    builtin=$("$BT" --list-effects 2>/dev/null | grep -c '^[^ ]')
    for n in $PLUGIN_SCALES; do
        dir=$WORK/n$n
        rm -rf "$dir"
        mkdir -p "$dir"
        # Hard links to the first n copies (copies where links cannot be made).
        names=$(awk -v pool="$pool" -v n="$n" 'BEGIN { for (i = 1; i <= n; i++) printf "%s/bench-%04d.so\n", pool, i }')
        # shellcheck disable=SC2086
        ln -f $names "$dir/" 2>/dev/null || cp $names "$dir/"
        listed=$("$BT" --plugin-dir "$dir" --list-effects 2>"$OUT/plugins-$n.err" | grep -c '^[^ ]')
        [ ! -s "$OUT/plugins-$n.err" ] || fail "loading $n copies complained: $(head -n 3 "$OUT/plugins-$n.err")"
        [ "$listed" -eq $((n + builtin)) ] ||
            fail "with $n copies bloodtrail lists $listed effects, not $((n + builtin))"
        set -- "$@" ::: "$BT" --plugin-dir "$dir" --list-effects
    done
    "$B/bench/spawn" -n 20 -w 3 "$@" >"$OUT/plugins.txt" || fail "bench/spawn failed"
    i=0
    for n in 0 $PLUGIN_SCALES; do
        i=$((i + 1))
        r=$(grep "^SPAWN $i " "$OUT/plugins.txt")
        figure "plugins_ms_$n" "$(field "$r" median_ms)" "$(field "$r" min_ms)" "$(field "$r" max_ms)" ms
    done
    say "  the $builtin built-in plugins alone: $(spread plugins_ms_0 %.2f) ms"
    for n in $PLUGIN_SCALES; do
        say "  + $n copies: $(spread "plugins_ms_$n" %.2f) ms;" \
            "$(calc "($(value "plugins_ms_$n") - $(value plugins_ms_0)) * 1000 / $n" | awk '{ printf "%.0f", $1 }') us a plugin"
    done
    # The first map with them, once a first start has filled the plugin cache:
    # each count with a cache of its own, as a player's would be. Each run is
    # killed at the prompt, before any turn could save: the next finds no save
    # to offer to go on with (only the unlocked lock, which it takes).
    mkdir -p "$WORK/n0"
    set --
    for n in 0 $PLUGIN_SCALES; do
        cache=$WORK/cache-$n
        rm -rf "$cache"
        XDG_CACHE_HOME=$cache "$BT" --plugin-dir "$WORK/n$n" --list-effects >/dev/null 2>&1 || true
        [ $# -eq 0 ] || set -- "$@" :::
        set -- "$@" -u "$BT_PROMPT" -e TERM=xterm -e INPUTRC=/dev/null -e "XDG_CACHE_HOME=$cache" \
            "$BT" --plugin-dir "$WORK/n$n" \
            --seed 1 --name Iva --gender female --class mage --save "$WORK/plugins-map-$n.sav"
    done
    "$B/bench/pty" -n "$START_RUNS" -w 5 "$@" >"$OUT/plugins-map.txt" 2>"$OUT/plugins-map.err" ||
        fail "bench/pty failed: $(tail -c 300 "$OUT/plugins-map.err")"
    i=0
    for n in 0 $PLUGIN_SCALES; do
        i=$((i + 1))
        r=$(grep "^PTY $i " "$OUT/plugins-map.txt")
        figure "plugins_map_ms_$n" "$(field "$r" median_ms)" "$(field "$r" min_ms)" "$(field "$r" max_ms)" ms
    done
    more=$(calc "$(value plugins_map_ms_$MAX_COPIES) - $(value plugins_map_ms_0)")
    more_min=$(calc "$(value plugins_map_ms_$MAX_COPIES 3) - $(value plugins_map_ms_0 3)")
    figure plugins_map_more "$more" "$more_min" "$more" ms
    for n in 0 $PLUGIN_SCALES; do
        say "  first map, $n more plugins (cache filled): $(spread "plugins_map_ms_$n" %.3f) ms"
    done
    # --list-effects in German with an empty plugin cache (cold: every file is
    # probed) and with the cache filled (warm), for copies without and with a
    # text domain of their own: each must grow linearly with the plugins.
    for n in $PLUGIN_SCALES; do
        dir=$WORK/d$n
        rm -rf "$dir"
        mkdir -p "$dir"
        names=$(awk -v pool="$pool/domain" -v n="$n" 'BEGIN { for (i = 1; i <= n; i++) printf "%s/bench-%04d.so\n", pool, i }')
        # shellcheck disable=SC2086
        ln -f $names "$dir/" 2>/dev/null || cp $names "$dir/"
    done
    # min_ms RUNS COLD DIR: the fastest of RUNS starts, the cache removed before
    # each when COLD is 1.
    min_ms() {
        best=
        for _ in $(seq "$1"); do
            [ "$2" = 1 ] && rm -rf "$WORK/cold-cache"
            t0=$(date +%s%N)
            XDG_CACHE_HOME=$WORK/cold-cache "$BT" --lang de --plugin-dir "$3" --list-effects \
                >/dev/null 2>&1
            t=$(( ($(date +%s%N) - t0) / 1000 ))
            if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
        done
        calc "$best / 1000"
    }
    mkdir -p "$WORK/n0" "$WORK/d0"
    for kind in n d; do
        for n in 0 $PLUGIN_SCALES; do
            cold=$(min_ms 5 1 "$WORK/$kind$n")
            warm=$(min_ms 5 0 "$WORK/$kind$n")
            figure "plugins_cold_${kind}_$n" "$cold" "$cold" "$cold" ms
            figure "plugins_warm_${kind}_$n" "$warm" "$warm" "$warm" ms
            [ "$kind" = n ] && what="without" || what="with"
            line="  --list-effects, $n plugins $what text domains: cold $(printf '%.1f' "$cold") ms, warm $(printf '%.1f' "$warm") ms (fastest of 5)"
            if [ "$have_valgrind" = yes ]; then
                # Instructions, the probe's child (a fork) counted too.
                for state in cold warm; do
                    [ "$state" = cold ] && rm -rf "$WORK/cold-cache"
                    XDG_CACHE_HOME=$WORK/cold-cache valgrind --tool=callgrind \
                        --callgrind-out-file="$OUT/callgrind.plugins.$state.$kind$n.%p" \
                        "$BT" --lang de --plugin-dir "$WORK/$kind$n" --list-effects \
                        >/dev/null 2>"$OUT/valgrind.plugins.$state.$kind$n" ||
                        fail "callgrind of --list-effects with $n plugins failed"
                    ir=$(collected "$OUT/valgrind.plugins.$state.$kind$n")
                    figure "plugins_ir_${state}_${kind}_$n" "$ir" "$ir" "$ir" instructions
                done
                cold_m=$(value "plugins_ir_cold_${kind}_$n" | awk '{ printf "%.1f", $1 / 1e6 }')
                warm_m=$(value "plugins_ir_warm_${kind}_$n" | awk '{ printf "%.1f", $1 / 1e6 }')
                line="$line; $cold_m M / $warm_m M instructions"
            fi
            say "$line"
        done
    done
    say ""
}

# --- dungeon: the deep dungeon and the watchdog --------------------------------
section_dungeon() {
    say "[dungeon] the deep dungeon: the largest level, saving ten levels, a turn deep and classic; the watchdog a command"
    "$B/bench/dungeon" --data "$S/data" --plugin-dir "$B/plugins/.libs" --work "$WORK/dungeon" \
        --runs "$SCALE_RUNS" >"$OUT/dungeon.txt" || fail "bench/dungeon failed"
    while read -r _ what rest; do
        figure "dungeon_ms_$what" "$(field "$rest" median_ms)" "$(field "$rest" min_ms)" \
            "$(field "$rest" max_ms)" ms
    done <"$OUT/dungeon.txt"
    if [ "$have_valgrind" = yes ]; then
        while read -r _ what rest; do
            case $what in
            rooms | mixed) continue ;;
            rules_*) only=${what%_*}; depth="--depth ${what##*_}" ;;
            *) only=$what; depth= ;;
            esac
            # shellcheck disable=SC2086 # depth is two words or none
            valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.dungeon.$what" \
                --toggle-collect=dungeon_measured "$B/bench/dungeon" --data "$S/data" \
                --plugin-dir "$B/plugins/.libs" --work "$WORK/dungeon" --only "$only" $depth \
                --runs 1 >/dev/null 2>"$OUT/valgrind.dungeon.$what" ||
                fail "callgrind of bench/dungeon $what failed"
            n=$(calc "$(collected "$OUT/valgrind.dungeon.$what") / $(field "$rest" units)")
            figure "dungeon_ir_$what" "$n" "$n" "$n" instructions
        done <"$OUT/dungeon.txt"
    fi
    for what in rooms caves mixed save turn_deep turn_classic watchdog; do
        line="  $(printf '%-13s' "$what") $(spread "dungeon_ms_$what" %.4f) ms"
        [ -z "$(value "dungeon_ir_$what")" ] ||
            line="$line, $(value "dungeon_ir_$what" | awk '{ printf "%.0f", $1 }') instructions"
        say "$line"
    done
    say "  (a turn: per turn with the map drawn; save and watchdog: the game after visiting all ten levels)"
    # The rules of a turn alone, level by level: what the hero sees (an open
    # cave lights more cells than a room) and how many monsters are awake
    # make the difference, not the size of the level.
    unit=ir
    [ "$have_valgrind" = yes ] || unit=ms
    for kind in classic deep; do
        line=$(awk -v p="dungeon_${unit}_rules_${kind}_" 'index($1, p) == 1 {
            n = substr($1, length(p) + 1); printf "%s%s:%.0f", (c++ ? " " : ""), n, $2 * ($5 == "ms" ? 1e6 : 1) }' \
            "$OUT/figures.txt")
        mean=$(awk -v p="dungeon_${unit}_rules_${kind}_" 'index($1, p) == 1 { s += $2; c++ }
            END { print c ? s / c : 0 }' "$OUT/figures.txt")
        [ "$unit" = ir ] && what=instructions || what=ms
        figure "dungeon_${unit}_rules_${kind}_mean" "$mean" "$mean" "$mean" "$what"
        [ "$unit" = ir ] || what=ns
        say "  the rules of a turn, $kind (level:$what): $line"
    done
    say ""
}

# --- lookups: by name, at two sizes ------------------------------------------
section_lookups() {
    say "[lookups] lookups by name: whole runs at two sizes, 4x apart (CPU time, median of 5)"
    sh "$S/bench/lookups.sh" >"$OUT/lookups.txt" 2>"$OUT/lookups.err" ||
        fail "bench/lookups.sh failed: $(tail -c 300 "$OUT/lookups.err")"
    lookup_worst=0
    for what in sections lab languages scores; do
        # shellcheck disable=SC2046 # two sizes, split on purpose
        set -- $(awk -v w="$what" '$2 == w { print $3 }' "$OUT/lookups.txt")
        small=$1 large=$2
        for size in "$small" "$large"; do
            r=$(awk -v w="$what" -v n="$size" '$2 == w && $3 == n' "$OUT/lookups.txt")
            c=$(field "$r" cpu_ms)
            figure "lookup_cpu_${what}_$size" "$c" "$c" "$c" ms
        done
        g=$(calc "$(value "lookup_cpu_${what}_$large") / $(value "lookup_cpu_${what}_$small")")
        lookup_worst=$(calc "$g > $lookup_worst ? $g : $lookup_worst")
        say "  $(printf '%-10s %6s: %8.1f ms   %6s: %8.1f ms   (x%.1f)' "$what" "$small" \
            "$(value "lookup_cpu_${what}_$small")" "$large" "$(value "lookup_cpu_${what}_$large")" "$g")"
    done
    figure lookup_growth_worst "$lookup_worst" "$lookup_worst" "$lookup_worst" "x per x4"
    say "  (linear is x4; a scan for each entry would be x16)"
    say ""
}

# --- the sections asked for -------------------------------------------------
for section in $ONLY; do
    "section_$section"
done

# --- verdicts ----------------------------------------------------------------
say "[verdicts] the figures against their targets"
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
    say "$(printf '  %-50s %-26s %-16s %s' "$1" "$2" "$3" "$verdict")"
    printf '| %s | %s | %s | %s |\n' "$1" "$2" "$3" "$verdict" >>"$OUT/readme.rows"
}
# known FIGURE...: whether this run measured every one of them (a run of
# some sections leaves the others' rows out).
known() {
    for f; do
        [ -n "$(value "$f")" ] || return 1
    done
}
# ratio A B: A / B as "N.NNx".
ratio() {
    printf '%.2fx' "$(calc "$1 / $2")"
}
: >"$OUT/readme.rows"
say "$(printf '  %-50s %-26s %-16s %s' figure measured target met)"
if known tick_ir_plugins; then
    ir_p=$(value tick_ir_plugins)
    ir_s=$(value tick_ir_switch)
    ir_f=$(value tick_ir_floor)
    row "instructions a tick: plugins / switch / floor" "$ir_p / $ir_s / $ir_f" "" "-"
    row "instructions a tick, turn callbacks" "$(value tick_ir_callbacks)" "" "-"
    row "plugins / floor (instructions)" "$(ratio "$ir_p" "$ir_f")" "" "-"
    row "plugins / switch (instructions)" "$(ratio "$ir_p" "$ir_s")" "" "-"
    w_c=$(value tick_watchdog_callbacks)
    row "the watchdog a tick: plugins / turn callbacks (instructions)" \
        "$(printf '%.2f / %.2f (%.1f%% of %s)' "$(value tick_watchdog_plugins)" "$w_c" \
            "$(calc "100 * $w_c / $(value tick_ir_callbacks)")" "$(value tick_ir_callbacks)")" \
        "under 2%" "$w_c < 0.02 * $(value tick_ir_callbacks)"
fi
if known tick_ns_plugins; then
    row "time a tick, plugins (ns)" "$(spread tick_ns_plugins %.2f)" "" "-"
    row "time a tick, turn callbacks (ns)" "$(spread tick_ns_callbacks %.2f)" "" "-"
    row "time a tick, switch (ns)" "$(spread tick_ns_switch %.2f)" "" "-"
    row "time a tick, floor (ns)" "$(spread tick_ns_floor %.2f)" "" "-"
    row "plugins / switch (time, medians)" \
        "$(ratio "$(value tick_ns_plugins)" "$(value tick_ns_switch)")" "" "-"
fi
# What a player feels is the turn: one world turn, and one round of a big fight.
if known scale_ms_turn_10000; then
    for size in 10 1000; do
        row "a world turn, $size monsters (ms)" "$(spread "scale_ms_turn_$size" %.4f)" "" "-"
    done
    row "a world turn, 10000 monsters (ms)" "$(spread scale_ms_turn_10000 %.4f)" "under 1" \
        "$(value scale_ms_turn_10000) < 1"
    for size in $FIGHT_SIZES; do
        row "a fight round, $size enemies (ms)" "$(spread "scale_ms_fight_$size" %.4f)" "" "-"
    done
fi
if known scale_ir_turn_10000; then
    row "a world turn, 10000 monsters (instructions)" \
        "$(printf '%.0f' "$(value scale_ir_turn_10000)")" "" "-"
    for size in $FIGHT_SIZES; do
        row "a fight round, $size enemies (instructions)" \
            "$(printf '%.0f' "$(value "scale_ir_fight_$size")")" "" "-"
    done
    # Linear: a round with ten times the enemies costs at most 15 times as much.
    row "a fight round: 100 / 10 enemies (instructions)" \
        "$(printf 'x%.1f' "$(calc "$(value scale_ir_fight_100) / $(value scale_ir_fight_10)")")" \
        "at most x15" "$(value scale_ir_fight_100) <= 15 * $(value scale_ir_fight_10)"
fi
if known growth_worst; then
    unit=instructions
    [ "$have_valgrind" = yes ] || unit="time"
    row "worst growth of a cost a step (x10 more; $unit)" "$(printf 'x%.1f' "$(value growth_worst)")" \
        "at most x15" "$(value growth_worst) <= 15"
fi
if known dungeon_ir_turn_deep; then
    ir_deep=$(value dungeon_ir_turn_deep)
    ir_classic=$(value dungeon_ir_turn_classic)
    row "a turn: deep / classic level (instructions)" \
        "$(printf '%.0f / %.0f (%.2fx)' "$ir_deep" "$ir_classic" "$(calc "$ir_deep / $ir_classic")")" \
        "about 1x" "$ir_deep <= 1.1 * $ir_classic"
    if known dungeon_ir_rules_deep_mean; then
        ir_deep=$(value dungeon_ir_rules_deep_mean)
        ir_classic=$(value dungeon_ir_rules_classic_mean)
        row "the rules of a turn, mean of the levels: deep / classic" \
            "$(printf '%.0f / %.0f (%.2fx)' "$ir_deep" "$ir_classic" "$(calc "$ir_deep / $ir_classic")")" \
            "" "-"
    fi
    row "making the largest level, caves (instructions)" "$(value dungeon_ir_caves)" "" "-"
    row "saving ten visited levels (instructions)" "$(value dungeon_ir_save)" "" "-"
fi
if known dungeon_ms_caves; then
    row "making the largest level: rooms / caves / mixed (ms)" \
        "$(value dungeon_ms_rooms) / $(value dungeon_ms_caves) / $(value dungeon_ms_mixed)" "under 10" \
        "$(value dungeon_ms_caves) < 10 && $(value dungeon_ms_mixed) < 10"
    row "saving ten visited levels (ms)" "$(spread dungeon_ms_save %.2f)" "under 50" \
        "$(value dungeon_ms_save) < 50"
fi
# The watchdog: a tick pays one increment a plugin callback (plugin/guard.h),
# which the callbacks' instructions a tick above hold; a command pays the
# snapshot, counted here in the game of ten levels, against a turn there.
if known dungeon_ir_watchdog dungeon_ir_turn_deep; then
    ir_w=$(value dungeon_ir_watchdog)
    row "the watchdog a command, ten levels (instructions)" \
        "$(printf '%.0f (%s a deep turn)' "$ir_w" "$(ratio "$ir_w" "$(value dungeon_ir_turn_deep)")")" \
        "at most 3000000" "$ir_w <= 3000000"
fi
if known dungeon_ms_watchdog; then
    row "the watchdog a command, ten levels (ms)" "$(spread dungeon_ms_watchdog %.3f)" "under 1" \
        "$(value dungeon_ms_watchdog) < 1"
fi
if known scale_ir_watchdog_10; then
    row "the watchdog a command, 400x400 level (instructions)" \
        "$(printf '%.0f' "$(value scale_ir_watchdog_10)")" "" "-"
fi
if known lookup_growth_worst; then
    row "worst growth of a lookup by name (x4 more; CPU time)" \
        "$(printf 'x%.1f' "$(value lookup_growth_worst)")" "at most x6" "$(value lookup_growth_worst) <= 6"
fi
if known map_ms_bloodtrail; then
    row "first map on a terminal (ms)" "$(spread map_ms_bloodtrail %.3f)" "" "-"
    row "a program printing a prompt (ms)" "$(spread map_ms_prompt %.3f)" "" "-"
    row "a prompt through readline (ms)" "$(spread map_ms_readline %.3f)" "" "-"
    row "what readline adds to a prompt (medians, ms)" \
        "$(printf '+%.3f' "$(calc "$(value map_ms_readline) - $(value map_ms_prompt)")")" "" "-"
    if known map_ms_nethack; then
        row "NetHack 3.6's first map (ms)" "$(spread map_ms_nethack %.3f)" "" "-"
        row "first map / NetHack's (medians)" \
            "$(ratio "$(value map_ms_bloodtrail)" "$(value map_ms_nethack)")" \
            "at most 1.0x" "$(value map_ms_bloodtrail) <= $(value map_ms_nethack)"
        row "peak memory at the first map / NetHack's (KiB)" \
            "$(value map_rss_bloodtrail) / $(value map_rss_nethack)" "below" \
            "$(value map_rss_bloodtrail) < $(value map_rss_nethack)"
    else
        row "peak memory at the first map (KiB)" "$(value map_rss_bloodtrail)" "" "-"
    fi
fi
if known start_ms_lab; then
    row "lab start-up, catalog read (ms)" "$(spread start_ms_lab %.3f)" "" "-"
    row "bench/minimal, catalog read (ms)" "$(spread start_ms_minimal %.3f)" "" "-"
    row "lab / minimal (medians)" \
        "$(ratio "$(value start_ms_lab)" "$(value start_ms_minimal)")" "at most 2x" \
        "$(value start_ms_lab) <= 2 * $(value start_ms_minimal)"
    row "peak memory of the lab (KiB)" "$(value start_rss_lab)" "under 3072" \
        "$(value start_rss_lab) < 3072"
fi
if known plugins_map_ms_0; then
    row "first map, the built-in plugins alone (ms)" "$(spread plugins_map_ms_0 %.3f)" "" "-"
    for n in $PLUGIN_SCALES; do
        row "first map, $n more plugins, cache filled (ms)" "$(spread "plugins_map_ms_$n" %.3f)" "" "-"
    done
    row "first map: $MAX_COPIES more plugins cost (medians; mins)" \
        "$(printf '+%.2f; +%.2f ms' "$(value plugins_map_more)" "$(value plugins_map_more 3)")" \
        "at most +10 ms" "$(value plugins_map_more) <= 10"
    row "start-up, the built-in plugins (ms)" "$(spread plugins_ms_0 %.2f)" "" "-"
    for n in $PLUGIN_SCALES; do
        if [ "$n" = "$MAX_COPIES" ]; then
            row "start-up, $n more plugins (ms)" "$(spread "plugins_ms_$n" %.2f)" "under 100" \
                "$(value "plugins_ms_$n") < 100"
        else
            row "start-up, $n more plugins (ms)" "$(spread "plugins_ms_$n" %.2f)" "" "-"
        fi
    done
fi
# --list-effects in German, 0 / 100 / 1,000 plugins, the cache empty (cold)
# and filled (warm), without and with a text domain each: linear growth.
for kind in n d; do
    [ "$kind" = n ] && what="no text domains" || what="a text domain each"
    for state in cold warm; do
        known "plugins_${state}_${kind}_0" || continue
        row "--list-effects $state, 0/100/1000 plugins, $what (ms, fastest)" \
            "$(printf '%.1f / %.1f / %.1f' "$(value "plugins_${state}_${kind}_0")" \
                "$(value "plugins_${state}_${kind}_100")" "$(value "plugins_${state}_${kind}_1000")")" \
            "" "-"
        known "plugins_ir_${state}_${kind}_1000" || continue
        i100=$(value "plugins_ir_${state}_${kind}_100")
        i1000=$(value "plugins_ir_${state}_${kind}_1000")
        row "--list-effects $state, 100 -> 1000 plugins, $what (instructions)" \
            "$(printf '%.1fM -> %.1fM (x%.1f)' "$(calc "$i100 / 1e6")" "$(calc "$i1000 / 1e6")" \
                "$(calc "$i1000 / $i100")")" "at most x15" "$i1000 <= 15 * $i100"
    done
done
say ""
if [ "$(echo $ONLY)" = "$SECTIONS" ]; then
    {
        echo "Measured by \`make bench\` on $(date '+%Y-%m-%d'), ${cpu:-unknown CPU}, $cores cores," \
            "load $load at the start (median, with min-max, of runs taking turns; on a busy" \
            "machine the times move, the instructions do not):"
        echo ""
        echo "| figure | measured | target | met |"
        echo "|---|---|---|---|"
        cat "$OUT/readme.rows"
        echo ""
        echo "How each cost grows with what the game holds (instructions, exact, and time;" \
            "the growth from the size before in brackets, linear is x10):"
        echo ""
        cat "$OUT/readme.scale"
    } >"$OUT/readme.md"
fi
rm -f "$OUT/readme.rows" "$OUT/readme.scale"
if [ "$missed" -eq 0 ]; then
    say "all targets met"
else
    say "$missed target(s) missed"
fi
if [ "$(echo $ONLY)" = "$SECTIONS" ]; then
    say "\"make bench-readme\" copies this table ($OUT/readme.md) into doc/speed.md"
else
    say "(a run of some sections: $OUT has their figures; only a whole run writes readme.md)"
fi
[ "$missed" -eq 0 ] || [ "${BENCH_STRICT:-0}" != 1 ] || exit 1
exit 0
