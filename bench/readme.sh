#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# readme.sh - "make bench-readme": copies the figures of the last "make
# bench" (bench/results/readme.md) into README.md, between the lines
# "<!-- bench: begin -->" and "<!-- bench: end -->", so that every figure the
# README quotes is one the benchmark printed.
#   bench/readme.sh RESULTS_MD README_MD
set -eu
results=${1:?usage: bench/readme.sh RESULTS_MD README_MD}
readme=${2:?usage: bench/readme.sh RESULTS_MD README_MD}
[ -s "$results" ] || { echo "bench/readme.sh: no $results: run \"make bench\" first" >&2; exit 1; }
grep -q '^<!-- bench: begin -->$' "$readme" && grep -q '^<!-- bench: end -->$' "$readme" ||
    { echo "bench/readme.sh: $readme has no <!-- bench: begin --> ... <!-- bench: end --> block" >&2; exit 1; }
tmp=$readme.tmp.$$
awk -v results="$results" '
    $0 == "<!-- bench: begin -->" { print; while ((getline line < results) > 0) print line; skip = 1; next }
    $0 == "<!-- bench: end -->" { skip = 0 }
    !skip { print }' "$readme" >"$tmp"
mv "$tmp" "$readme"
echo "bench/readme.sh: $readme now quotes $results"
