#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# header-first.sh - the template and every catalog open with their header
# entry (msgid ""), as translation platforms built on translate-toolkit
# (Weblate, Pootle) expect: a header further down is not seen, and with it
# the language and the plural forms. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
cd "$top_srcdir" || exit 1
set -- po/bloodtrail.pot po/*.po examples/frostbite/po/*.pot examples/frostbite/po/*.po
echo "1..$#"
n=0
for file in "$@"; do
    n=$((n + 1))
    # The first msgid, and whether the header's first field follows it.
    first=$(awk '/^msgid / { print; getline; getline; print; exit }' "$file")
    case $first in
        'msgid ""'*'"Project-Id-Version:'*) echo "ok $n - $file opens with its header" ;;
        *) echo "not ok $n - $file opens with its header (line $(grep -n -m 1 Project-Id-Version "$file" | cut -d: -f1))" ;;
    esac
done
exit 0
