#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# trust.sh - a plugin is loaded only when nobody but the player and root
# could have put it there (src/plugin/trust.c, as OpenSSH's StrictModes):
# the file, after its links, and every folder above it belong to the player
# or root and no one else may write to them. Each refusal names the file,
# the folder at fault, the reason and what to do. Cases that need another
# user or group are played where the test may make them (as root), and
# skipped elsewhere. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"

echo_so=$fixtures/good/echo.so
# listed WHAT DIR: DIR's plugin is loaded, nothing said.
listed() {
  run -- --lang en --plugin-dir "$2" --list-effects
  if test "$status" -eq 0 && grep -q '^test:echo (echo)' "$tmp/out" && ! test -s "$tmp/err"; then
    ok "$1"
  else
    not_ok "$1 (exit $status)"
    diag "$tmp/err"
  fi
}
# refused WHAT DIR LINE: DIR's plugin is refused with LINE on stderr, exit 1.
refused() {
  run -- --lang en --plugin-dir "$2" --list-effects
  same "$1" "bloodtrail: $3" "$tmp/err"
  if test "$status" -ne 1 || grep -q '^test:echo (echo)' "$tmp/out"; then
    not_ok "$1: not loaded, exit 1 (exit $status)"
  fi
}

# --- a folder anyone may write to, above the plugin's own ---
mkdir -p "$tmp/share/effects"
cp "$echo_so" "$tmp/share/effects/"
chmod 755 "$tmp/share" "$tmp/share/effects"
listed "a plugin in folders of the player's own is loaded" "$tmp/share/effects"
chmod 777 "$tmp/share"
refused "a folder anyone may write to above the plugin's folder: refused, naming it" \
  "$tmp/share/effects" \
  "skipped the effect plugin $tmp/share/effects/echo.so: everyone may write to the folder $tmp/share (it or one above it), so anyone on this machine could put their code into your game. Make that folder writable by its owner only (chmod go-w)."
# The same folder named through a link, or with "." in its path: judged
# where it is (the walk resolves a path with either as realpath does; one
# without, folder by folder with lstat).
ln -s "$tmp/share" "$tmp/via"
refused "the folder named through a link: the folder above it that anyone may write to is named" \
  "$tmp/via/effects" \
  "skipped the effect plugin $tmp/via/effects/echo.so: everyone may write to the folder $tmp/share (it or one above it), so anyone on this machine could put their code into your game. Make that folder writable by its owner only (chmod go-w)."
refused "the folder named with a \".\" in its path: the same" \
  "$tmp/share/./effects" \
  "skipped the effect plugin $tmp/share/./effects/echo.so: everyone may write to the folder $tmp/share (it or one above it), so anyone on this machine could put their code into your game. Make that folder writable by its owner only (chmod go-w)."
chmod 755 "$tmp/share"
listed "through the link, a folder no one else may write to is fine" "$tmp/via/effects"

# --- a sticky folder anyone may write to, as /tmp ---
mkdir "$tmp/sticky"
cp "$echo_so" "$tmp/sticky/"
chmod 1777 "$tmp/sticky"
refused "a sticky folder anyone may write to (as /tmp) is no plugin folder" "$tmp/sticky" \
  "skipped the effect plugin $tmp/sticky/echo.so: its folder $tmp/sticky is one where everyone may add files (as /tmp), so anyone on this machine could put a plugin there. Keep your plugins in a folder of your own."
# Above the plugin's own folder a sticky one is fine: nobody else may move
# or remove the player's folder in it ($tmp itself is in /tmp).
mkdir "$tmp/sticky/mine"
cp "$echo_so" "$tmp/sticky/mine/"
chmod 755 "$tmp/sticky/mine"
listed "a folder of the player's own inside a sticky one is fine" "$tmp/sticky/mine"

# --- a link to a plugin in a folder anyone may write to ---
mkdir "$tmp/open" "$tmp/links"
cp "$echo_so" "$tmp/open/"
chmod 777 "$tmp/open"
ln -s "$tmp/open/echo.so" "$tmp/links/echo.so"
refused "a link to a plugin in a folder anyone may write to: refused, naming that folder" \
  "$tmp/links" \
  "skipped the effect plugin $tmp/links/echo.so: everyone may write to the folder $tmp/open (it or one above it), so anyone on this machine could put their code into your game. Make that folder writable by its owner only (chmod go-w)."

# --- group-writable: refused, but for the player's own private group ---
mkdir "$tmp/group"
cp "$echo_so" "$tmp/group/"
chmod 775 "$tmp/group"
chmod 664 "$tmp/group/echo.so"
if test "$(id -gn)" = "$(id -un)" && test -z "$(getent group "$(id -gn)" | cut -d: -f4)"; then
  listed "group-writable in the player's private group (umask 002) is fine" "$tmp/group"
else
  ok "# SKIP the player's group is not a private one"
fi
other_group=$(getent group nogroup > /dev/null && echo nogroup)
if test -n "$other_group" && chgrp "$other_group" "$tmp/group/echo.so" 2> /dev/null; then
  refused "a plugin file its group may write to is refused" "$tmp/group" \
    "skipped the effect plugin $tmp/group/echo.so: its group may write to it, so anyone in that group could put their code into your game. Make it writable by its owner only (chmod g-w)."
  chmod 644 "$tmp/group/echo.so"
  chgrp "$other_group" "$tmp/group"
  refused "a plugin folder its group may write to is refused" "$tmp/group" \
    "skipped the effect plugin $tmp/group/echo.so: the group of the folder $tmp/group (it or one above it) may write to it, so anyone in that group could put their code into your game. Make that folder writable by its owner only (chmod g-w)."
else
  ok "# SKIP no other group to give the file to"
  ok "# SKIP no other group to give the folder to"
fi

# --- a file anyone may write to, in a folder of the player's own ---
# The file's own lstat is what judges it (src/plugin/loader.c: add_file);
# through a link, the file the link names is judged.
mkdir "$tmp/writable" "$tmp/to-writable"
cp "$echo_so" "$tmp/writable/"
chmod 755 "$tmp/writable" "$tmp/to-writable"
chmod 646 "$tmp/writable/echo.so"
refused "a plugin file anyone may write to is refused" "$tmp/writable" \
  "skipped the effect plugin $tmp/writable/echo.so: everyone may write to it, so anyone on this machine could put their code into your game. Make it writable by its owner only (chmod go-w)."
ln -s "$tmp/writable/echo.so" "$tmp/to-writable/echo.so"
refused "a link to a plugin file anyone may write to is refused" "$tmp/to-writable" \
  "skipped the effect plugin $tmp/to-writable/echo.so: everyone may write to it, so anyone on this machine could put their code into your game. Make it writable by its owner only (chmod go-w)."
chmod 644 "$tmp/writable/echo.so"
listed "a link to a plugin file of the player's own is loaded" "$tmp/to-writable"

# --- owned by another user (root only may give a file away) ---
mkdir "$tmp/theirs"
cp "$echo_so" "$tmp/theirs/"
if test "$(id -u)" -eq 0 && chown nobody "$tmp/theirs/echo.so" 2> /dev/null; then
  refused "a plugin file of another user is refused" "$tmp/theirs" \
    "skipped the effect plugin $tmp/theirs/echo.so: it belongs to the user nobody, neither to you nor to root, so nobody could put their code into your game. Use a copy of your own, or have it installed by root."
  chown 0 "$tmp/theirs/echo.so"
  chown nobody "$tmp/theirs"
  refused "a plugin folder of another user is refused" "$tmp/theirs" \
    "skipped the effect plugin $tmp/theirs/echo.so: the folder $tmp/theirs (it or one above it) belongs to the user nobody, neither to you nor to root, so nobody could put their code into your game. Keep your plugins in folders of your own."
else
  ok "# SKIP not root: no file can be given to another user"
  ok "# SKIP not root: no folder can be given to another user"
fi

finish
