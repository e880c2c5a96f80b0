#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# setgid.sh - bloodtrail installed set-group-ID (as nethack is, games group)
# gives the privilege up before it reads anything of the player's, then
# refuses to run, saying why in the player's language: scores and saves are
# per player, so the group would only serve the player's plugins. The proof
# that it was given up first: a catalog only the games group may read is not
# read (the refusal stays English), one everybody may read is (German). And
# nothing of the player's is loaded: no plugin is even looked for.
#
# Needs root (to give a copy of the program to the games group and run it as
# another user) and a folder not mounted nosuid: else it skips, saying so.
# Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/.libs/bloodtrail"
if [ "$(id -u)" != 0 ]; then
    echo "1..0 # SKIP not root: cannot make a set-group-ID copy for another user"
    exit 0
fi
if ! command -v setpriv >/dev/null 2>&1; then
    echo "1..0 # SKIP setpriv (util-linux) is missing: cannot run as another user"
    exit 0
fi
group=$(getent group games | cut -d: -f3)
player=$(id -u nobody 2>/dev/null)
player_group=$(getent group nogroup | cut -d: -f3)
if [ -z "$group" ] || [ -z "$player" ] || [ -z "$player_group" ]; then
    echo "1..0 # SKIP no games group, nobody user or nogroup group here"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"
mkdir "$work/bin"
cp "$program" "$work/bin/bloodtrail"
cp "$(command -v id)" "$work/bin/id"
chgrp "$group" "$work/bin/bloodtrail" "$work/bin/id"
chmod 2755 "$work/bin/bloodtrail" "$work/bin/id"
as_player() {
    setpriv --reuid="$player" --regid="$player_group" --clear-groups \
        env -i PATH=/usr/bin:/bin HOME="$work/home" "$@"
}
if ! as_player "$work/bin/id" | grep -q "egid=$group"; then
    echo "1..0 # SKIP $work is on a file system mounted nosuid: the set-group-ID bit does nothing"
    exit 0
fi

echo "1..3"
# Catalogs: German readable by all; Spanish only by the games group.
for lang in de es; do
    mkdir -p "$work/locale/$lang/LC_MESSAGES"
    cp "$top_builddir/locale/$lang/LC_MESSAGES/bloodtrail.mo" "$work/locale/$lang/LC_MESSAGES/"
done
chmod -R a+rX "$work/locale"
chgrp -R "$group" "$work/locale/es"
chmod -R o-rwx "$work/locale/es"
mkdir -p "$work/home/plugins"
chmod -R a+rwX "$work/home"

run() { # run LANG: the refusal's status and first line
    as_player LANGUAGE="$1" LC_ALL=C.UTF-8 BLOODTRAIL_LOCALE_DIR="$work/locale" \
        BLOODTRAIL_PLUGIN_PATH="$work/home/plugins" "$work/bin/bloodtrail" --list-effects \
        >"$work/out" 2>"$work/err" </dev/null
    echo "status $?: $(head -n 1 "$work/err")"
}
check() { # check N WHAT EXPECTED GOT
    if [ "$3" = "$4" ]; then
        echo "ok $1 - $2"
    else
        echo "not ok $1 - $2"
        echo "# want: $3"
        echo "# got:  $4"
    fi
}
en="status 1: bloodtrail: refusing to run set-user-ID or set-group-ID: scores, saves and plugins are each player's own, and a privilege would only serve the player's plugins. Install bloodtrail without it (chmod ug-s)."
de_prefix="status 1: bloodtrail: "
got=$(run de)
case $got in
    "$en") check 1 "German, in a catalog all may read: refused in German" "(German)" "$got" ;;
    "$de_prefix"*) echo "ok 1 - German, in a catalog all may read: refused in German ($got)" ;;
    *) check 1 "German, in a catalog all may read: refused in German" "(German)" "$got" ;;
esac
check 2 "Spanish, in a catalog only the games group may read: not read, refused in English" \
    "$en" "$(run es)"
if [ ! -s "$work/out" ]; then
    echo "ok 3 - nothing is listed: no plugin was looked for"
else
    echo "not ok 3 - nothing is listed: no plugin was looked for"
    sed 's/^/# /' "$work/out" | head -n 5
fi
exit 0
