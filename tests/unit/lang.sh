#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# lang.sh - which language the real program speaks (src/text/i18n.c): --lang
# beats LANGUAGE beats LC_ALL beats LC_MESSAGES beats LANG, and a language is
# spoken even where the system has no locale for it (this machine may only
# have C and C.UTF-8). The plugin "test:echo" (whose catalogs the tests own)
# tells which language was chosen; the host's own "Life 20/20" line shows
# the host's catalog (po/) follows the same choice.
. "$top_srcdir/tests/unit/tap.sh"

input "new Ива 20 1 1 1" "status Ива" "apply Ива test:echo 2 1" "status Ива"
bg="Ива чува ехо."
de="Ива hört ein Echo."
en="Ива hears an echo."

# speaks WHAT EXPECTED-ECHO-LINE [VAR=value...] -- ARGS...
speaks() {
  what=$1 want=$2
  shift 2
  run "$@"
  if test "$status" -eq 0 && test "x$(sed -n 2p "$tmp/out")" = "x$want"; then
    ok "$what"
  else
    not_ok "$what"
    echo "#   exit status $status; expected line 2: $want"
    diag "$tmp/out" "$tmp/err"
  fi
}

g="--plugin-dir $fixtures/good"
speaks "--lang beats LANGUAGE" "$bg" LANGUAGE=de LC_ALL=de_DE.UTF-8 -- $g --lang bg lab
speaks "--lang=CODE works too" "$de" LANGUAGE=bg -- $g --lang=de lab
speaks "LANGUAGE beats LC_ALL" "$de" LANGUAGE=de LC_ALL=bg_BG.UTF-8 -- $g lab
speaks "LC_ALL beats LC_MESSAGES and LANG" "$de" \
  LC_ALL=de_DE.UTF-8 LC_MESSAGES=bg_BG.UTF-8 LANG=bg_BG.UTF-8 -- $g lab
speaks "LC_MESSAGES beats LANG" "$bg" LC_MESSAGES=bg_BG.UTF-8 LANG=de_DE.UTF-8 -- $g lab
speaks "LANG alone" "$bg" LANG=bg_BG.UTF-8 -- $g lab
speaks "an empty LANGUAGE does not count" "$de" LANGUAGE= LANG=de_DE.UTF-8 -- $g lab
speaks "LANGUAGE lists fall through to a language with a catalog" "$de" LANGUAGE=es:de -- $g lab
speaks "LC_ALL=C beats LANG: English" "$en" LC_ALL=C LANG=bg_BG.UTF-8 -- $g lab
speaks "no language anywhere: English" "$en" -- $g lab
speaks "LANG=POSIX: English" "$en" LANG=POSIX -- $g lab
# gettext itself ignores LANGUAGE under the C locale; bloodtrail does not.
speaks "--lang bg under LC_ALL=C" "$bg" LC_ALL=C -- $g --lang bg lab
speaks "LANGUAGE=bg beats LC_ALL=C" "$bg" LANGUAGE=bg LC_ALL=C -- $g lab
speaks "--lang with a whole locale name" "$bg" -- $g --lang bg_BG.UTF-8 lab
speaks "LANGUAGE with a territory only the language has a catalog for" "$de" LANGUAGE=de_AT -- $g lab

# An unknown language asked for by --lang: refused, naming those there are
# (a language only the environment names falls back to English quietly, as
# gettext does).
run -- $g --lang xx lab
status_is "--lang xx exits with 2" 2
same "--lang xx plays nothing" "" "$tmp/out"
# (the fifth-language test may stage a catalog meanwhile: one more language)
case $(sed -n 1p "$tmp/err") in
  'bloodtrail: unknown language "xx"; bloodtrail speaks bg, de, en, es'*.) ok "--lang xx names the languages there are" ;;
  *) not_ok "--lang xx names the languages there are"; diag "$tmp/err" ;;
esac
speaks "LANGUAGE=xx: English, quietly" "$en" LANGUAGE=xx -- $g lab

# The host's own catalog follows the same choice (po/bg.po, po/de.po: these
# fail while the catalogs lack "Life {life}/{max}").
run LANG=bg_BG.UTF-8 -- lab
line "LANG=bg_BG.UTF-8 (no such locale installed): the host speaks Bulgarian" 1 \
  "Живот 20/20" "$tmp/out"
run LC_ALL=de_DE.UTF-8 -- lab
line "LC_ALL=de_DE.UTF-8: the host speaks German" 1 "Leben 20/20" "$tmp/out"
run -- --lang bg lab
line "--lang bg: the host speaks Bulgarian" 1 "Живот 20/20" "$tmp/out"
run LANG=bg_BG.UTF-8 -- --lang de lab
line "--lang de beats LANG=bg_BG.UTF-8 for the host too" 1 "Leben 20/20" "$tmp/out"

finish
