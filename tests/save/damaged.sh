#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# damaged.sh - a save that is truncated, has a flipped bit, comes from an
# older or a newer version, or names an effect no plugin provides is refused
# with a message naming the file and the problem; the file is left exactly as
# it was, and a new game is offered. Prints TAP.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
program="$top_builddir/src/bloodtrail"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

play() {   # LANG SAVE [OPTIONS...] < input
    lang=$1 save=$2
    shift 2
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "$program" --dungeon classic --lang "$lang" --seed 4 \
        --name Iva --gender female --class mage --save "$save" "$@"
}

# A good save to break: a few steps, then the end of input saves.
printf 'e\ne\ns\n' | play en "$work/good.sav" >/dev/null 2>&1
size=$(wc -c <"$work/good.sav")

n=0
# refused NAME LANG EXPECTED-LINE: the copy $work/NAME.sav is offered, refused
# with EXPECTED-LINE, and answering "no" leaves it exactly as it was. Shown
# as a paragraph of its own, the message starts with a capital.
refused() {
    name=$1 lang=$2 want=$3
    shift 3
    cp "$work/$name.sav" "$work/$name.before"
    printf 'yes\nno\n' | play "$lang" "$work/$name.sav" "$@" >"$work/out" 2>&1
    status=$?
    n=$((n + 1))
    # The message is wrapped to the screen: read it as one line.
    if [ $status -eq 0 ] && tr '\n' ' ' <"$work/out" | grep -qF " $want "; then
        echo "ok $n - $name ($lang): refused, naming the file and the problem"
    else
        echo "not ok $n - $name ($lang): exit $status; want: $want"
        sed 's/^/# /' "$work/out" | head -12
    fi
    n=$((n + 1))
    if cmp -s "$work/$name.sav" "$work/$name.before" && ! ls "$work/$name.sav".tmp-* >/dev/null 2>&1; then
        echo "ok $n - $name ($lang): the file is left exactly as it was"
    else
        echo "not ok $n - $name ($lang): the file was changed"
    fi
}

echo "1..19"
head -c $((size / 2)) "$work/good.sav" >"$work/truncated.sav"
refused truncated en "The save $work/truncated.sav is cut short: its last line, the checksum, is missing."

# One bit flipped in the middle of the file: the lowest bit of the first digit
# of the hero's life ('4' 0x34 becomes '5' 0x35, '1' becomes '0', ...).
cp "$work/good.sav" "$work/flipped.sav"
offset=$(($(grep -b -o 'hero.body [0-9]' "$work/good.sav" | head -n 1 | cut -d: -f1) + 10))
byte=$(od -An -tu1 -j "$offset" -N1 "$work/good.sav" | tr -d ' ')
printf "$(printf '\\%03o' $((byte ^ 1)))" |
    dd of="$work/flipped.sav" bs=1 seek="$offset" conv=notrunc 2>/dev/null
refused flipped en "The save $work/flipped.sav is damaged: its checksum does not match what it holds."

sed '1s/^bloodtrail-save 2$/bloodtrail-save 0/' "$work/good.sav" >"$work/older.sav"
refused older en "The save $work/older.sav was made by an older bloodtrail (save format 0); this version reads format 2."
cp "$work/older.sav" "$work/older-bg.sav"
refused older-bg bg "Записът $work/older-bg.sav е направен от по-стар bloodtrail (формат на записа 0); тази версия чете формат 2."
sed '1s/^bloodtrail-save 2$/bloodtrail-save 3/' "$work/good.sav" >"$work/newer.sav"
refused newer en "The save $work/newer.sav was made by a newer bloodtrail (save format 3); this version reads format 2. Update bloodtrail."

printf 'hello\n' >"$work/alien.sav"
refused alien en "The save $work/alien.sav is not a bloodtrail save."

# A mod's effect on the hero: a copy of the content whose needle trap puts the
# test plugin's effect on whoever steps there, played with that plugin...
cp -r "$top_srcdir/data" "$work/data"
chmod -R u+w "$work/data"
sed -i 's/^trap = poison 3 2$/trap = test:echo 5 1/' "$work/data/levels/1.ini"
printf 'e\ne\ns\ns\nse\nse\ns\ns\ns\ns\ns\n' |
    play en "$work/modded.sav" --data-dir "$work/data" \
        --plugin-dir "$top_builddir/tests/fixtures/good" >/dev/null 2>&1
# ...then offered without it.
refused modded en "The save $work/modded.sav names the effect \"test:echo\" at line $(grep -n '^hero.effect test:echo' "$work/modded.sav" | cut -d: -f1), which no plugin provides; install its plugin to go on with this game."
# ...and with the plugin there but turned off in effects.conf: that setting
# is named, not a plugin to install.
mkdir -p "$work/config/bloodtrail"
conf=$work/config/bloodtrail/effects.conf
printf '[effects]\ndisable = test:echo\n' >"$conf"
XDG_CONFIG_HOME=$work/config
export XDG_CONFIG_HOME
cp "$work/modded.sav" "$work/disabled.sav"
refused disabled en "The save $work/disabled.sav names the effect \"test:echo\" at line $(grep -n '^hero.effect test:echo' "$work/modded.sav" | cut -d: -f1), which \"disable\" in $conf turns off; take it off that line to go on with this game." \
    --plugin-dir "$top_builddir/tests/fixtures/good"
rm -f "$conf"

# With the plugin back, the same file loads and the game goes on.
printf 'yes\nwait\n' | play en "$work/modded.sav" --plugin-dir "$top_builddir/tests/fixtures/good" \
    >"$work/out" 2>&1
n=$((n + 1))
if grep -q '^"The Bloody Trail": ' "$work/out" && ! grep -q 'no plugin provides' "$work/out"; then
    echo "ok $n - modded (en): with its plugin the save loads"
else
    echo "not ok $n - modded (en): with its plugin the save still fails"
    sed 's/^/# /' "$work/out" | head
fi

# No to going on, no to a new game: nothing is played, and the game says so.
cp "$work/good.sav" "$work/kept.sav"
printf 'no\nno\n' | play en "$work/kept.sav" >"$work/out" 2>&1
n=$((n + 1))
if cmp -s "$work/good.sav" "$work/kept.sav" && tr '\n' ' ' <"$work/out" |
        grep -q "nothing is played; the save in .*kept.sav stays as it is"; then
    echo "ok $n - no and no: nothing is played, the save stays, and the game says so"
else
    echo "not ok $n - no and no: nothing is played, the save stays, and the game says so"
    sed 's/^/# /' "$work/out" | tail -4
fi

# Answering "yes" after a refusal starts a new game that is saved in its place.
printf 'yes\nyes\nwait\n' | play en "$work/older.sav" >"$work/out" 2>&1
n=$((n + 1))
if head -n 1 "$work/older.sav" | grep -qx 'bloodtrail-save 2'; then
    echo "ok $n - older (en): a new game, once agreed, is saved in its place"
else
    echo "not ok $n - older (en): the new game was not saved"
fi
