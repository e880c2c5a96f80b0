#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# broken-mo.sh - a broken catalog never takes the game down. The game's own
# catalog of each language (en, bg, de, es) and the catalog of a plugin
# ("test:echo") are cut short, bit-flipped in the header and the hash
# table, given a plural formula that divides by zero, or replaced by a FIFO;
# the game and the lab are played with each, under AddressSanitizer and UBSan
# (the fuzz drivers of tests/fuzz, built with them), and must name the file
# and its problem once on stderr, speak English for that catalog's texts and
# play on. Prints TAP.
. "$top_srcdir/tests/unit/tap.sh"

game=$top_builddir/tests/fuzz/fuzz-game
lab=$top_builddir/tests/fuzz/fuzz-lab
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export ASAN_OPTIONS

# patch FILE OFFSET BYTES: writes BYTES (octal escapes for printf) at OFFSET.
patch() {
  printf "$3" | dd of="$1" bs=1 seek="$2" conv=notrunc 2> /dev/null
}

# broken_copy KIND GOOD N0 OUT: OUT is GOOD broken in the way KIND says (N0
# is the catalog with a plural formula that divides by zero).
broken_copy() {
  rm -f "$4"
  case $1 in
    cut) head -c $(($(wc -c < "$2") / 2)) "$2" > "$4" ;;
    hash) cp "$2" "$4" && patch "$4" 24 '\360\377\377\177' ;;   # the hash table's offset
    count) cp "$2" "$4" && patch "$4" 11 '\100' ;;               # strings: 2^30 more
    plural) cp "$3" "$4" ;;
    fifo) mkfifo "$4" ;;
  esac
}

# with_n0 PO MO: MO is PO compiled with "plural=n/0" (msgfmt takes it).
with_n0() {
  sed 's|^"Plural-Forms: .*$|"Plural-Forms: nplurals=2; plural=n/0;\\n"|' "$1" > "$tmp/n0.po"
  msgfmt -o "$2" "$tmp/n0.po"
}
with_n0 "$top_srcdir/po/de.po" "$tmp/game-n0.mo"
with_n0 "$top_srcdir/tests/plugins/echo.de.po" "$tmp/echo-n0.mo"
good=$top_builddir/locale/de/LC_MESSAGES/bloodtrail.mo

# named_once WHAT FILE DOMAIN: stderr is one line naming FILE and DOMAIN
# (in the language the host speaks then), and nothing of a sanitizer.
named_once() {
  if test "$(wc -l < "$tmp/err")" -eq 1 && grep -F -e " $2 " "$tmp/err" > /dev/null &&
      grep -F -e "$3" "$tmp/err" > /dev/null; then
    ok "$1: named once on stderr, with its problem"
  else
    not_ok "$1: named once on stderr, with its problem"
    diag "$tmp/err"
  fi
}

# --- the game's own catalog, in each language ---
printf 'Iva\nf\n1\ne\ne\ns\nlook\nquit\n' > "$tmp/in"
for lang in en bg de es; do
  kinds="cut hash plural fifo"
  test $lang = de && kinds="$kinds count"
  for kind in $kinds; do
    rm -rf "$tmp/locale"
    cp -R "$top_builddir/locale" "$tmp/locale"
    mkdir -p "$tmp/locale/$lang/LC_MESSAGES"
    mo=$tmp/locale/$lang/LC_MESSAGES/bloodtrail.mo
    from=$top_builddir/locale/$lang/LC_MESSAGES/bloodtrail.mo
    test -f "$from" || from=$good
    broken_copy $kind "$from" "$tmp/game-n0.mo" "$mo"
    run_env="FUZZ_LANG=$lang BLOODTRAIL_LOCALE_DIR=$tmp/locale FUZZ_SHOW=1"
    # shellcheck disable=SC2086
    env $run_env timeout 20 "$game" "$tmp/in" > "$tmp/out" 2> "$tmp/err"
    status=$?
    what="the game's $lang catalog ($kind)"
    status_is "$what: the game plays to the end" 0
    named_once "$what" "$mo" '"bloodtrail" stay in English.'
    has "$what: the game speaks English" '"The Bloody Trail": Follow the blood to the lair.' "$tmp/out"
  done
done

# --- a plugin's catalog: the host speaks its language, the plugin English ---
printf 'new Iva 10 1 1 1\napply Iva test:echo 2 3\nstatus Iva\ntick Iva\ntick Iva\n' > "$tmp/lab"
for lang in en bg de es; do
  for kind in cut hash plural fifo; do
    rm -rf "$tmp/plugin"
    mkdir -p "$tmp/plugin/locale/$lang/LC_MESSAGES"
    cp "$fixtures/good/echo.so" "$tmp/plugin/"
    cp -R "$fixtures/good/locale/." "$tmp/plugin/locale/"
    mo=$tmp/plugin/locale/$lang/LC_MESSAGES/bloodtrail-test-echo.mo
    from=$fixtures/good/locale/$lang/LC_MESSAGES/bloodtrail-test-echo.mo
    test -f "$from" || from=$fixtures/good/locale/de/LC_MESSAGES/bloodtrail-test-echo.mo
    broken_copy $kind "$from" "$tmp/echo-n0.mo" "$mo"
    run_env="FUZZ_LANG=$lang FUZZ_PLUGIN_DIR=$tmp/plugin FUZZ_SHOW=1"
    # shellcheck disable=SC2086
    env $run_env timeout 20 "$lab" "$tmp/lab" > "$tmp/out" 2> "$tmp/err"
    status=$?
    what="the plugin's $lang catalog ($kind)"
    status_is "$what: the lab runs to the end" 0
    named_once "$what" "$mo" bloodtrail-test-echo
    has "$what: the plugin speaks English" "Iva hears 3 echoes." "$tmp/out"
  done
done

finish
