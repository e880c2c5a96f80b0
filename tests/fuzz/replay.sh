#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# replay.sh - every file of the fuzz corpus (tests/fuzz/corpus) through its
# driver, built with AddressSanitizer and UBSan: no crash, no hang, no
# sanitizer report, no broken promise (a save written that does not read
# back the same, a catalog accepted that gettext cannot read). One TAP line
# per driver. The corpus holds inputs that once broke the game and the seeds
# a fuzzing run starts from; tests/fuzz/README.md says how to fuzz longer.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
corpus="$top_srcdir/tests/fuzz/corpus"
drivers="$top_builddir/tests/fuzz"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A report is a failure (exit 1 from the sanitizers, abort from a driver).
ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=0:detect_leaks=1}
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
TMPDIR=$work
export ASAN_OPTIONS UBSAN_OPTIONS TMPDIR
unset LANGUAGE LC_ALL LC_MESSAGES LANG

n=0
# replay NAME DRIVER [ARGS...]: every file of corpus/NAME.
replay() {
    name=$1 driver=$2
    shift 2
    n=$((n + 1))
    count=0 bad=0
    for input in "$corpus/$name"/*; do
        [ -f "$input" ] || continue
        count=$((count + 1))
        timeout 20 "$drivers/$driver" "$@" "$input" >"$work/out" 2>"$work/err"
        status=$?
        if [ $status -ne 0 ] || grep -q -e 'ERROR: AddressSanitizer' -e 'runtime error:' \
                -e 'ERROR: LeakSanitizer' "$work/err"; then
            bad=$((bad + 1))
            echo "# $name/$(basename "$input"): exit $status"
            sed 's/^/#   /' "$work/err" | head -30
        fi
    done
    if [ $count -gt 0 ] && [ $bad -eq 0 ]; then
        echo "ok $n - $driver: the $count inputs of corpus/$name"
    else
        echo "not ok $n - $driver: $bad of the $count inputs of corpus/$name"
    fi
}

echo "1..12"
replay lab fuzz-lab
replay game fuzz-game
replay save fuzz-save
replay catalog fuzz-catalog
replay cache fuzz-cache
replay scores fuzz-scores
replay config fuzz-config
replay content-cache fuzz-content-cache
for dir in "$corpus"/data/*; do
    file=$(basename "$dir" | tr + /)
    replay "data/$(basename "$dir")" fuzz-data "$file"
done
