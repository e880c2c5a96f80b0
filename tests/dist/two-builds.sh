#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# two-builds.sh SOURCE - builds the source tree SOURCE (an unpacked tarball)
# twice, in two folders whose names and lengths differ, installs each into a
# staging folder with the same --prefix, and compares the two installations
# file by file: a distribution rebuilds packages to check they are
# reproducible, and a path of the build folder in a file is what differs.
# make distcheck runs it (distcheck-hook). Exits 1 when they differ.
set -u
[ $# -eq 1 ] && [ -f "$1/configure" ] || { echo "usage: two-builds.sh UNPACKED-SOURCE" >&2; exit 2; }
source=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
jobs=$(nproc 2>/dev/null || echo 1)
make=${MAKE:-make}

build() { # build FOLDER STAGE
    mkdir -p "$1" && cp -R "$source/." "$1/" && chmod -R u+w "$1" &&
    (cd "$1" && ./configure --quiet --prefix=/usr --disable-dependency-tracking &&
     env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL $make -j"$jobs" >/dev/null &&
     env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL $make install DESTDIR="$2" >/dev/null) \
        >"$2.log" 2>&1 || { echo "two-builds: the build in $1 failed:" >&2; tail -n 20 "$2.log" >&2; exit 1; }
}

echo "two-builds: building $source in two folders ..."
build "$work/a/bloodtrail" "$work/stage-a"
build "$work/a-much-longer-folder-name/b/bloodtrail-build" "$work/stage-b"
if diff -r "$work/stage-a" "$work/stage-b" >"$work/diff" 2>&1; then
    echo "two-builds: the two installations are the same ($(find "$work/stage-a" -type f | wc -l) files)"
else
    echo "two-builds: the two installations differ (not reproducible):" >&2
    sed 's/^/  /' "$work/diff" | head -n 20 >&2
    exit 1
fi
