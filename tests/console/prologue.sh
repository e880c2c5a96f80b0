# SPDX-License-Identifier: GPL-3.0-or-later
# tests/console/prologue.sh - sourced by the console's shell tests: the
# program, the pseudo-terminal player, and a work folder removed at the end.
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
# Used by the scripts that source this one.
# shellcheck disable=SC2034
program="$top_builddir/src/bloodtrail"
ptyplay="$top_builddir/tests/console/ptyplay"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# need_pty: a test at a terminal ends here, skipped, where none can be had:
# forkpty was not found, or (on a build machine without /dev/pts, say) a
# pseudo-terminal cannot be opened now.
need_pty() {
    if [ ! -x "$ptyplay" ]; then
        echo "1..0 # SKIP no pseudo-terminals here (forkpty was not found)"
        exit 0
    fi
    if ! why=$("$ptyplay" -c 2>&1); then
        echo "1..0 # SKIP no pseudo-terminal can be opened here ($why)"
        exit 0
    fi
}

# content_with_levels DIR: the shipped content in $work/data, with the
# levels of DIR (a test's own set) as its only ones.
content_with_levels() {
    mkdir -p "$work/data/levels"
    cp "$top_srcdir"/data/*.ini "$work/data/"
    cp "$top_srcdir/$1"/levels/* "$work/data/levels/"
}
