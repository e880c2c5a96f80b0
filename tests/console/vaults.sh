#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# vaults.sh - the vaults are read only where they may be used: a new game of
# the classic dungeon starts without reading data/vaults (a broken vault
# does not stop it), the deep dungeon reads them (the same vault is named
# with its line), and so does a classic start with a save to continue,
# which may be a deep game. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"

cp -R "$top_srcdir/data" "$tmp/data"
chmod -R u+w "$tmp/data"
printf '[vault]\nthis line is broken\n' > "$tmp/data/vaults/zz.ini"
hero="--lang en --seed 1 --name Iva --gender female --class mage --data-dir $tmp/data"

# shellcheck disable=SC2086
run -- $hero --dungeon classic --save "$tmp/classic.sav"
status_is "a new classic game starts beside a broken vault" 0
has "and shows its first map" "Iva" "$tmp/out"

# shellcheck disable=SC2086
run -- $hero --dungeon deep --save "$tmp/deep.sav"
status_is "the deep dungeon reads the vaults: it does not start" 1
has "the broken vault is named with its line" "vaults/zz.ini:2:" "$tmp/err"

: > "$tmp/kept.sav"
# shellcheck disable=SC2086
run -- $hero --dungeon classic --save "$tmp/kept.sav"
status_is "a classic start with a save to continue reads them too" 1
has "and names the vault" "vaults/zz.ini:2:" "$tmp/err"

finish
