#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# build-paths.sh - no installed file names the folder it was built in: not
# the program (which would trust that folder: any user could make it again
# where a package was built, and plant plugins there), not a plugin, not a
# catalog, document or the .pc. Installs into a staging folder (make install
# DESTDIR=...) and searches every file's text for the build and source
# folders. The installed folders (--prefix) may lie below them, as in make
# distcheck: a text that names the prefix is the installation's own. And the
# program in the build tree is a wrapper that tells the installed one where
# this build is (src/wrapper.in). Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${MAKE:=make}"
if [ -z "${bt_prefix:-}" ]; then
    echo "1..0 # SKIP bt_prefix is not set: run this test through make check"
    exit 0
fi
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
build=$(cd "$top_builddir" && pwd -P)
source=$(cd "$top_srcdir" && pwd -P)

echo "1..3"
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL $MAKE -C "$top_builddir" install DESTDIR="$work/stage" \
    >"$work/install.log" 2>&1 || { echo "Bail out! make install failed"; tail -n 20 "$work/install.log" | sed 's/^/# /'; exit 0; }

: >"$work/found"
count=0
for file in $(find "$work/stage" -type f | sort); do
    count=$((count + 1))
    # The file's printable runs, one a line (as strings(1) without binutils).
    LC_ALL=C tr -c '[:print:]' '\n' <"$file" |
        grep -F -e "$build" -e "$source" -e "$top_builddir" -e "$top_srcdir" |
        grep -v -F "$bt_prefix" |
        sed "s|^|${file#"$work/stage"}: |" >>"$work/found"
done
if [ "$count" -gt 20 ] && [ ! -s "$work/found" ]; then
    echo "ok 1 - none of the $count installed files names $build or $source"
else
    echo "not ok 1 - an installed file names the build folder ($count files installed)"
    head -n 20 "$work/found" | sed 's/^/# /'
fi

# The installed program, told nothing, looks in the installed folders only
# (which do not exist yet: it was installed into a staging folder).
program=$(find "$work/stage" -type f -name bloodtrail -perm -u+x | head -n 1)
env -u BLOODTRAIL_BUILD_TREE -u BLOODTRAIL_SOURCE_TREE -u BLOODTRAIL_PLUGIN_PATH \
    HOME="$work" XDG_DATA_HOME="$work/xdg" XDG_CACHE_HOME="$work/cache" \
    "${program:-false}" --list-effects >"$work/list" 2>&1
if [ -n "$program" ] && ! grep -F -e "$build" -e "$top_builddir" "$work/list" >/dev/null; then
    echo "ok 2 - the installed program, told nothing, does not look in the build folder"
else
    echo "not ok 2 - the installed program, told nothing, does not look in the build folder"
    sed 's/^/# /' "$work/list" | head -n 5
fi

# The build tree's program is its wrapper, which says where the trees are.
if env -u BLOODTRAIL_BUILD_TREE -u BLOODTRAIL_SOURCE_TREE HOME="$work" \
        XDG_DATA_HOME="$work/xdg" XDG_CACHE_HOME="$work/cache" \
        "$top_builddir/src/bloodtrail" --list-effects >"$work/list" 2>&1 &&
        grep -F "$top_builddir/plugins/.libs/bleed.so" "$work/list" >/dev/null; then
    echo "ok 3 - src/bloodtrail in the build tree plays with this build's plugins"
else
    echo "not ok 3 - src/bloodtrail in the build tree plays with this build's plugins"
    sed 's/^/# /' "$work/list" | head -n 5
fi
exit 0
