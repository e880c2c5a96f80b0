#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# readme.sh - the complete example of the plugin guide (doc/plugin-guide.md)
# is the plugin that make check builds and plays (examples/frostbite), word
# for word. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
cd "$top_srcdir" || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
file=examples/frostbite/frostbite.c

echo "1..1"
# The fenced block after the marker line that names the file.
awk -v marker="<!-- $file:" '
    index($0, marker) == 1 { armed = 1; next }
    armed && /^```c$/ { inside = 1; armed = 0; next }
    inside && /^```$/ { exit }
    inside { print }' doc/plugin-guide.md >"$work/block"
if [ -s "$work/block" ] && cmp -s "$file" "$work/block"; then
    echo "ok 1 - the plugin guide's complete example is $file"
else
    echo "not ok 1 - the plugin guide's complete example is $file (copy the file into doc/plugin-guide.md)"
    diff -u "$file" "$work/block" | sed 's/^/# /'
fi
exit 0
