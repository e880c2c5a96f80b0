#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# pc.sh - the pkg-config file says the effect plugin API the header defines
# (api_major, api_minor: a distribution's plugin packages depend on them) and
# where third-party plugins and their catalogs go. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${PKG_CONFIG:=pkg-config}"
if ! command -v "$PKG_CONFIG" >/dev/null 2>&1; then
    echo "1..0 # SKIP no pkg-config"
    exit 0
fi
header="$top_srcdir/include/bloodtrail/effect.h"
pc() { PKG_CONFIG_PATH="$top_builddir" "$PKG_CONFIG" --variable="$1" bloodtrail-effect; }
echo "1..3"
major=$(sed -n 's/^#define BT_EFFECT_API_MAJOR \([0-9]*\)$/\1/p' "$header")
minor=$(sed -n 's/^#define BT_EFFECT_API_MINOR \([0-9]*\)$/\1/p' "$header")
if [ -n "$major" ] && [ "$(pc api_major)" = "$major" ] && [ "$(pc api_minor)" = "$minor" ] &&
        [ "$(pc api_version)" = "$major.$minor" ]; then
    echo "ok 1 - api_major, api_minor and api_version are the header's $major.$minor"
else
    echo "not ok 1 - api_major, api_minor and api_version are the header's $major.$minor"
    echo "# .pc: $(pc api_major) $(pc api_minor) $(pc api_version)"
fi
effects=$(pc effectsdir) extra=$(pc extraeffectsdir)
if [ -n "$extra" ] && [ "$extra" != "$effects" ] && [ "${extra%/*}" = "${effects%/*}" ]; then
    echo "ok 2 - third-party plugins have their own folder: $extra"
else
    echo "not ok 2 - third-party plugins have their own folder: '$extra' beside '$effects'"
fi
case $(pc guidedir) in
    */doc/*) echo "ok 3 - guidedir follows docdir: $(pc guidedir)" ;;
    *) echo "not ok 3 - guidedir follows docdir: '$(pc guidedir)'" ;;
esac
exit 0
