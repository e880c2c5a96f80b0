# SPDX-License-Identifier: GPL-3.0-or-later
# tests/unit/tap.sh - sourced by the shell tests of tests/unit: runs the real
# program in a clean environment and reports in TAP ("ok N - what").
#
# The environment names no language, no extra plugin folder, an empty
# user folder, a plugin cache and settings of the test's own, so only what a
# test sets counts.

: "${top_builddir:?run me from make check}" "${top_srcdir:?run me from make check}"

# Used by the scripts that source this one.
# shellcheck disable=SC2034
bloodtrail=$top_builddir/src/bloodtrail
# shellcheck disable=SC2034
fixtures=$top_builddir/tests/fixtures
# shellcheck disable=SC2034
builtins=$top_builddir/plugins/.libs

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bloodtrail-test.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
unset LANGUAGE LC_ALL LC_MESSAGES LC_CTYPE LANG BLOODTRAIL_PLUGIN_PATH
XDG_DATA_HOME=$tmp/xdg
XDG_CACHE_HOME=$tmp/cache
XDG_CONFIG_HOME=$tmp/config
export XDG_DATA_HOME XDG_CACHE_HOME XDG_CONFIG_HOME

tap_count=0
tap_failures=0

# run [VAR=value...] -- ARGS...: runs bloodtrail with stdin from $tmp/in (or
# nothing); stdout in $tmp/out, stderr in $tmp/err, exit status in $status.
run() {
  run_env=
  while test $# -gt 0 && test "x$1" != x--; do
    run_env="$run_env $1"
    shift
  done
  shift
  test -f "$tmp/in" || : > "$tmp/in"
  # shellcheck disable=SC2086
  env $run_env "$bloodtrail" "$@" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
  status=$?
}

# input LINE...: the lines the next runs read.
input() {
  printf '%s\n' "$@" > "$tmp/in"
}

ok() {
  tap_count=$((tap_count + 1))
  echo "ok $tap_count - $1"
}

not_ok() {
  tap_count=$((tap_count + 1))
  tap_failures=$((tap_failures + 1))
  echo "not ok $tap_count - $1"
}

# diag FILE...: shows files as TAP comments.
diag() {
  for f in "$@"; do
    echo "# --- $(basename "$f"):"
    sed 's/^/#   /' "$f"
  done
}

# same WHAT EXPECTED ACTUAL-FILE: the file holds exactly the text EXPECTED
# (each line ends with a newline).
same() {
  printf '%s\n' "$2" > "$tmp/expected"
  if test -z "$2"; then : > "$tmp/expected"; fi
  if cmp -s "$tmp/expected" "$3"; then
    ok "$1"
  else
    not_ok "$1"
    diff -u "$tmp/expected" "$3" | sed 's/^/# /'
  fi
}

# line WHAT N EXPECTED FILE: line N of the file is EXPECTED.
line() {
  actual=$(sed -n "$2p" "$4")
  if test "x$actual" = "x$3"; then
    ok "$1"
  else
    not_ok "$1"
    echo "#   expected: $3"
    echo "#   got:      $actual"
    diag "$4"
  fi
}

# has WHAT TEXT FILE: some line of the file holds TEXT.
has() {
  if grep -F -e "$2" "$3" > /dev/null; then
    ok "$1"
  else
    not_ok "$1"
    echo "#   no line holds: $2"
    diag "$3"
  fi
}

# status_is WHAT N: the last run exited with N.
status_is() {
  if test "$status" -eq "$2"; then
    ok "$1"
  else
    not_ok "$1"
    echo "#   exit status $status, expected $2"
    diag "$tmp/err"
  fi
}

finish() {
  echo "1..$tap_count"
  test "$tap_failures" -eq 0
}
