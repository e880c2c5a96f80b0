#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# frostbite.sh - the modder's path, end to end. Installs bloodtrail into a
# staging folder (make install DESTDIR=...), builds examples/frostbite with its
# own Makefile against the installed header found through pkg-config, drops it
# into $XDG_DATA_HOME/bloodtrail/effects, into a BLOODTRAIL_PLUGIN_PATH
# folder and into pkg-config's effectsdir, and checks what a player sees: the
# effect is listed, speaks in the lab and in the game in English, German,
# Bulgarian and Spanish, and a copy with a built-in id is refused. The SDK is
# installed whole: header, .pc (whose effectsdir holds the game's plugins),
# the plugin guide and the example under share/doc, the man page pointing
# there. Prints TAP.
#
# The game that loads the plugin is the one in the build tree: an installed
# program looks for its own plugins and catalogs where it was configured to
# live, not in a staging folder. With BT_INSTALLED=1 ("make installcheck")
# the script uses the real installation instead of staging one.
#
# Environment (from the Makefile): top_srcdir, top_builddir, MAKE, PKG_CONFIG,
# CC, and bt_bindir, bt_effectsdir, bt_localedir, bt_man6dir,
# bt_pkgincludedir, bt_pkgconfigdir: the configured install folders.
set -u
: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${MAKE:=make}" "${PKG_CONFIG:=pkg-config}" "${CC:=cc}" "${BT_INSTALLED:=}"
for var in bt_bindir bt_effectsdir bt_localedir bt_man6dir bt_pkgincludedir bt_pkgconfigdir bt_docdir; do
    eval "value=\${$var:-}"
    if [ -z "$value" ]; then
        echo "1..0 # SKIP $var is not set: run this test through make check"
        exit 0
    fi
done

work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
n=0

ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $1"; }
# Shows a file as TAP diagnostics.
show() { [ -s "$1" ] && sed "s/^/# $2/" "$1"; return 0; }
# Runs the program with nothing of the caller's language or plugin settings.
run() {
    env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG -u BLOODTRAIL_PLUGIN_PATH \
        XDG_DATA_HOME="$xdg" "$@"
}
# A make run from here must not join the jobs of the make that runs the tests.
nested_make="env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL $MAKE"

echo "1..30"

# 1. the installation lays everything out where it was configured to go.
if [ -n "$BT_INSTALLED" ]; then
    stage=""
    program="$bt_bindir/bloodtrail"
    : >"$work/install.log"
else
    stage="$work/stage"
    program="$top_builddir/src/bloodtrail"
    $nested_make -C "$top_builddir" install DESTDIR="$stage" >"$work/install.log" 2>&1 ||
        echo "make install failed" >>"$work/missing"
fi
for path in "$bt_bindir/bloodtrail" "$bt_pkgincludedir/effect.h" \
        "$bt_pkgconfigdir/bloodtrail-effect.pc" "$bt_man6dir/bloodtrail.6" \
        "$bt_docdir/README.md" "$bt_docdir/plugin-guide.md" \
        "$bt_docdir/examples/frostbite/frostbite.c" "$bt_docdir/examples/frostbite/Makefile" \
        "$bt_docdir/examples/frostbite/README.md" "$bt_docdir/examples/frostbite/po/es.po"; do
    [ -f "$stage$path" ] || echo "missing: $path" >>"$work/missing"
done
for plugin in bleed burn chill dodge fury poison rage regen shield stun weak; do
    [ -f "$stage$bt_effectsdir/$plugin.so" ] || echo "missing: $bt_effectsdir/$plugin.so" >>"$work/missing"
done
for lang in $(cat "$top_srcdir/po/LINGUAS"); do
    mo="$bt_localedir/$lang/LC_MESSAGES/bloodtrail.mo"
    [ -f "$stage$mo" ] || echo "missing: $mo" >>"$work/missing"
done
if [ ! -s "$work/missing" ]; then
    ok "make install lays out the program, plugins, catalogs, header, .pc, man page, guide and example"
else
    not_ok "make install lays out the program, plugins, catalogs, header, .pc, man page, guide and example"
    show "$work/missing" ""
    tail -n 20 "$work/install.log" | sed 's/^/# install: /'
fi

# 2. the installed program runs.
xdg="$work/xdg"
mkdir -p "$xdg"
if run "$stage$bt_bindir/bloodtrail" --version >"$work/version" 2>&1 &&
        grep -q '^bloodtrail [0-9]' "$work/version"; then
    ok "the installed program runs ($(head -n 1 "$work/version"))"
else
    not_ok "the installed program runs"
    show "$work/version" ""
fi

# 3. pkg-config finds the installed header (and only it).
pc() {
    if [ -n "$stage" ]; then
        PKG_CONFIG_LIBDIR="$stage$bt_pkgconfigdir" PKG_CONFIG_PATH='' \
        PKG_CONFIG_SYSROOT_DIR="$stage" PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 "$@"
    else
        PKG_CONFIG_PATH="$bt_pkgconfigdir${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
        PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 "$@"
    fi
}
cflags=$(pc $PKG_CONFIG --cflags bloodtrail-effect 2>"$work/pc.err")
case " $cflags " in
    *" -I$stage$bt_pkgincludedir/.. "* | *" -I$stage${bt_pkgincludedir%/bloodtrail} "*)
        ok "pkg-config --cflags bloodtrail-effect points at the installed header: $cflags" ;;
    *)
        not_ok "pkg-config --cflags bloodtrail-effect points at the installed header"
        echo "# got: '$cflags', want -I$stage${bt_pkgincludedir%/bloodtrail}"
        show "$work/pc.err" "" ;;
esac

# 3b. the .pc file's effectsdir is where the game's own plugins are, and its
# guidedir where the guide is (a default configure leaves exec_prefix in
# libdir: the .pc must define it).
effectsdir=$(pc $PKG_CONFIG --variable=effectsdir bloodtrail-effect 2>/dev/null)
if [ "$effectsdir" = "$stage$bt_effectsdir" ] && [ -f "$effectsdir/bleed.so" ]; then
    ok "pkg-config --variable=effectsdir bloodtrail-effect is the installed plugin folder: $effectsdir"
else
    not_ok "pkg-config --variable=effectsdir bloodtrail-effect is the installed plugin folder"
    echo "# got: '$effectsdir', want $stage$bt_effectsdir"
fi
guidedir=$(pc $PKG_CONFIG --variable=guidedir bloodtrail-effect 2>/dev/null)
if [ "$guidedir" = "$stage$bt_docdir" ] && grep -q '^# Write an effect plugin for bloodtrail$' "$guidedir/plugin-guide.md" &&
        grep -q 'BT_EFFECT_DEFINE' "$guidedir/plugin-guide.md"; then
    ok "pkg-config --variable=guidedir bloodtrail-effect holds the plugin guide"
else
    not_ok "pkg-config --variable=guidedir bloodtrail-effect holds the plugin guide"
    echo "# got: '$guidedir', want $stage$bt_docdir"
fi
if grep -q "$bt_docdir/plugin" "$stage$bt_man6dir/bloodtrail.6"; then
    ok "the installed man page points at the installed plugin guide"
else
    not_ok "the installed man page points at the installed plugin guide"
fi

# 4. the example builds with its own Makefile, from the installed copy
# alone, and installs into the player's folder. The folder is copied, as a
# modder would (and the installed copy is not theirs to write into).
cp -R "$stage$bt_docdir/examples/frostbite" "$work/frostbite"
chmod -R u+w "$work/frostbite"
rm -rf "$work/frostbite/locale" "$work/frostbite/frostbite.so"
user_effects="$xdg/bloodtrail/effects"
if pc env XDG_DATA_HOME="$xdg" $nested_make -C "$work/frostbite" PKG_CONFIG="$PKG_CONFIG" CC="$CC" \
        all install >"$work/build.log" 2>&1 &&
        grep -q -- "-I$stage" "$work/build.log" &&
        [ -f "$user_effects/frostbite.so" ] &&
        [ -f "$user_effects/locale/de/LC_MESSAGES/mymod-frostbite.mo" ] &&
        [ -f "$user_effects/locale/bg/LC_MESSAGES/mymod-frostbite.mo" ] &&
        [ -f "$user_effects/locale/es/LC_MESSAGES/mymod-frostbite.mo" ]; then
    ok "examples/frostbite builds against the installed SDK and installs into \$XDG_DATA_HOME/bloodtrail/effects"
else
    not_ok "examples/frostbite builds against the installed SDK and installs into \$XDG_DATA_HOME/bloodtrail/effects"
    show "$work/build.log" "build: "
    (cd "$xdg" && find . | sed 's/^/# xdg: /')
fi

# 4b. the example is a template project: its "make check" plays its lab
# scripts in every language against the expected files, and "make dist"
# packs what a player needs into a tarball that builds on its own.
if pc env XDG_DATA_HOME="$xdg" XDG_CACHE_HOME="$work/cache" $nested_make -C "$work/frostbite" \
        PKG_CONFIG="$PKG_CONFIG" CC="$CC" BLOODTRAIL="$program" check >"$work/check.log" 2>&1 &&
        [ "$(grep -c '^PASS: tests/frostbite.lab' "$work/check.log")" -eq 4 ]; then
    ok "the example's make check plays its lab script in en, bg, de and es"
else
    not_ok "the example's make check plays its lab script in en, bg, de and es"
    show "$work/check.log" "check: "
fi
mkdir -p "$work/unpacked"
if pc $nested_make -C "$work/frostbite" PKG_CONFIG="$PKG_CONFIG" CC="$CC" dist >"$work/dist.log" 2>&1 &&
        tar -xzf "$work/frostbite/mymod-frostbite-1.2.tar.gz" -C "$work/unpacked" &&
        pc $nested_make -C "$work/unpacked/mymod-frostbite-1.2" PKG_CONFIG="$PKG_CONFIG" CC="$CC" \
            >>"$work/dist.log" 2>&1 &&
        [ -f "$work/unpacked/mymod-frostbite-1.2/frostbite.so" ] &&
        [ -f "$work/unpacked/mymod-frostbite-1.2/tests/frostbite.de" ]; then
    ok "the example's make dist gives a tarball that builds on its own"
else
    not_ok "the example's make dist gives a tarball that builds on its own"
    show "$work/dist.log" "dist: "
fi

# 5. it is listed, from the player's folder, beside the built-in effects
# (from the build tree, or from the installed plugin folder).
if [ -n "$BT_INSTALLED" ]; then builtin="$bt_effectsdir"; else builtin="$top_builddir/plugins/.libs"; fi
run "$program" --list-effects >"$work/list" 2>"$work/list.err"
if grep -q "^mymod:frostbite (frostbite): $user_effects/frostbite.so\$" "$work/list" &&
        grep -q "^bleed (bleeding): $builtin/bleed.so\$" "$work/list" && [ ! -s "$work/list.err" ]; then
    ok "bloodtrail --list-effects lists mymod:frostbite from the player's folder"
else
    not_ok "bloodtrail --list-effects lists mymod:frostbite from the player's folder"
    show "$work/list" "stdout: "
    show "$work/list.err" "stderr: "
fi
# The version a player reads is the one the tarball of "make dist" is named
# with: the Makefile's VERSION, in one place.
if grep -A1 "^mymod:frostbite (frostbite): $user_effects/frostbite.so\$" "$work/list" |
        grep -q '^    version 1\.2, ' && [ -f "$work/frostbite/mymod-frostbite-1.2.tar.gz" ]; then
    ok "--list-effects gives the version of the example's Makefile, which names its tarball"
else
    not_ok "--list-effects gives the version of the example's Makefile, which names its tarball"
    show "$work/list" "stdout: "
fi
# The licence a player reads is the one the installed file carries.
spdx=$(sed -n 's|^/\* SPDX-License-Identifier: \(.*\) \*/$|\1|p' "$work/frostbite/frostbite.c")
if [ -n "$spdx" ] && grep -A1 "^mymod:frostbite (frostbite): $user_effects/frostbite.so\$" "$work/list" |
        grep -q "^    version .*, $spdx\$"; then
    ok "--list-effects gives the licence of the example's SPDX line ($spdx)"
else
    not_ok "--list-effects gives the licence of the example's SPDX line ($spdx)"
    show "$work/list" "stdout: "
fi

# The lab scripts: the whole story in English (the host's own lines too), and
# in the other languages only the plugin's lines, whose catalogs are its own.
cat >"$work/full.lab" <<'EOF'
new Iva 100 10 4 10
report Iva
apply Iva mymod:frostbite 3 2
apply Iva mymod:frostbite 3 2
apply Iva mymod:frostbite 3 2
report Iva
tick Iva
tick Iva
tick Iva
report Iva
EOF
cat >"$work/full.en" <<'EOF'
Life 100/100  accuracy 95
Frost creeps over Iva.
Frost thickens on Iva (2 layers).
Frost thickens on Iva (3 layers).
Iva is frozen through!
Life 100/100 [frostx3:3]  accuracy 89
The frost bites Iva (2).
The frost bites Iva (2).
The frost bites Iva (2).
The frost on Iva thaws.
Life 94/100  accuracy 95
EOF
cat >"$work/effect.lab" <<'EOF'
new Iva 100 10 4 10
apply Iva mymod:frostbite 3 2
apply Iva mymod:frostbite 3 2
apply Iva mymod:frostbite 3 2
status Iva
tick Iva
tick Iva
tick Iva
EOF
cat >"$work/effect.de" <<'EOF'
Frost kriecht über Iva.
Der Frost auf Iva wird dicker (2 Schichten).
Der Frost auf Iva wird dicker (3 Schichten).
Iva ist durchgefroren!
Der Frost beißt Iva (2).
Der Frost beißt Iva (2).
Der Frost beißt Iva (2).
Der Frost auf Iva taut.
EOF
cat >"$work/effect.bg" <<'EOF'
Скреж пълзи по Iva.
Скрежът по Iva се сгъстява (2 слоя).
Скрежът по Iva се сгъстява (3 слоя).
Iva замръзва до кости!
Мразът хапе Iva (2).
Мразът хапе Iva (2).
Мразът хапе Iva (2).
Действието на „измръзване“ върху Iva отминава.
EOF
cat >"$work/effect.es" <<'EOF'
La escarcha trepa por Iva.
La escarcha se espesa sobre Iva (2 capas).
La escarcha se espesa sobre Iva (3 capas).
¡Iva se congela hasta los huesos!
La escarcha muerde a Iva (2).
La escarcha muerde a Iva (2).
La escarcha muerde a Iva (2).
La escarcha de Iva se derrite.
EOF

# Runs a lab script; passes when stdout equals the expected file, stderr is
# empty and the exit status is 0.
lab_case() {  # description lang script expected [env...]
    desc=$1 lang=$2 script=$3 expected=$4
    shift 4
    run env "$@" "$program" --lang "$lang" lab <"$script" >"$work/out" 2>"$work/err"
    status=$?
    if [ $status -eq 0 ] && [ ! -s "$work/err" ] && cmp -s "$expected" "$work/out"; then
        ok "$desc"
    else
        not_ok "$desc (exit $status)"
        diff -u "$expected" "$work/out" | sed 's/^/# /'
        show "$work/err" "stderr: "
    fi
}
# The plugin's lines of a run with effect.lab: all but the host's status line
# (the one with a "["), whose label alone is checked (when one is given).
effect_case() {  # description lang expected label [env...]
    desc=$1 lang=$2 expected=$3 label=$4
    shift 4
    run env "$@" "$program" --lang "$lang" lab <"$work/effect.lab" >"$work/raw" 2>"$work/err"
    status=$?
    grep -v '\[' "$work/raw" >"$work/out"
    last=$(grep '\[' "$work/raw")
    if [ $status -eq 0 ] && [ ! -s "$work/err" ] && cmp -s "$expected" "$work/out"; then
        ok "$desc"
    else
        not_ok "$desc (exit $status)"
        diff -u "$expected" "$work/out" | sed 's/^/# /'
        show "$work/err" "stderr: "
    fi
    [ -n "$label" ] || return 0
    case $last in
        *"[$label]") ok "$desc: the status bar shows [$label]" ;;
        *) not_ok "$desc: the status bar shows [$label]"; echo "# got: $last" ;;
    esac
}

# 6. English.
lab_case "the lab: frostbite stacks, slows and bites (en)" en "$work/full.lab" "$work/full.en"
# 7, 8. German.
effect_case "the lab speaks the plugin's German catalog (de)" de "$work/effect.de" "Frostx3:3"
# 9, 10. Bulgarian.
effect_case "the lab speaks the plugin's Bulgarian catalog (bg)" bg "$work/effect.bg" "мразx3:3"
# 11, 12. Spanish.
effect_case "the lab speaks the plugin's Spanish catalog (es)" es "$work/effect.es" "hielox3:3"

# 12. found through BLOODTRAIL_PLUGIN_PATH (and the player's folder empty).
mods="$work/mods"
rm -rf "$xdg"
mkdir -p "$xdg"
if pc $nested_make -s -C "$work/frostbite" PKG_CONFIG="$PKG_CONFIG" CC="$CC" install \
        EFFECTSDIR="$mods" >"$work/install2.log" 2>&1; then
    run env BLOODTRAIL_PLUGIN_PATH="$work/nowhere-else:$mods" "$program" --list-effects \
        >"$work/list" 2>/dev/null
    run env BLOODTRAIL_PLUGIN_PATH="$mods" "$program" --lang de lab <"$work/effect.lab" \
        >"$work/raw" 2>"$work/err"
    grep -v '\[' "$work/raw" >"$work/out"
    if grep -q "^mymod:frostbite (frostbite): $mods/frostbite.so\$" "$work/list" &&
            cmp -s "$work/effect.de" "$work/out" && [ ! -s "$work/err" ]; then
        ok "found through BLOODTRAIL_PLUGIN_PATH, with its German catalog"
    else
        not_ok "found through BLOODTRAIL_PLUGIN_PATH, with its German catalog"
        show "$work/list" "list: "
        diff -u "$work/effect.de" "$work/out" | sed 's/^/# /'
        show "$work/err" "stderr: "
    fi
else
    not_ok "found through BLOODTRAIL_PLUGIN_PATH, with its German catalog"
    show "$work/install2.log" "install: "
fi

# 13. a copy that claims a built-in id is refused, and the built-in stays.
rm -rf "$xdg"
mkdir -p "$user_effects"
impostor="$user_effects/poison-copy.so"
pc sh -c 'flags=$('"$PKG_CONFIG"' --cflags bloodtrail-effect) &&
    '"$CC"' $flags -DFROSTBITE_ID=\"poison\" -shared -fPIC -o "$1" "$2"' \
    sh "$impostor" "$work/frostbite/frostbite.c" >"$work/cc.log" 2>&1
run "$program" --list-effects >"$work/list" 2>"$work/err"
if grep -q "^bloodtrail: skipped the effect plugin $impostor: its id \"poison\" has no namespace, and such ids belong to bloodtrail's built-in effects\." "$work/err" &&
        grep -q '^poison (poison): ' "$work/list" && ! grep -q "^poison (poison): .*poison-copy" "$work/list"; then
    ok "a plugin from the player's folder with the built-in id \"poison\" is refused: ids without a namespace belong to built-in effects"
else
    not_ok "a plugin from the player's folder with the built-in id \"poison\" is refused: ids without a namespace belong to built-in effects"
    show "$work/cc.log" "cc: "
    show "$work/err" "stderr: "
    show "$work/list" "list: "
fi
# 14-17. from a data file: one line of content brings the plugin into play.
# A copy of the content whose needle trap puts frostbite on whoever steps
# there; the hero walks onto it, and the plugin speaks each language in the
# game too, its label on the status bar.
rm -rf "$xdg" "$work/data"
mkdir -p "$xdg"
cp -r "$top_srcdir/data" "$work/data"
chmod -R u+w "$work/data"
sed -i 's/^trap = poison 3 2$/trap = mymod:frostbite 3 1/' "$work/data/levels/1.ini"
printf 'e\ne\ns\ns\nse\nse\ns\ns\ns\ns\ns\n' >"$work/walk"
for game in "en|Frost creeps over Iva.|frost:2" "de|Frost kriecht über Iva.|Frost:2" \
        "bg|Скреж пълзи по Iva.|мраз:2" "es|La escarcha trepa por Iva.|hielo:2"; do
    lang=${game%%|*}
    rest=${game#*|}
    text=${rest%|*}
    label=${rest#*|}
    rm -f "$work/walk.sav"
    run env BLOODTRAIL_PLUGIN_PATH="$mods" "$program" --dungeon classic --lang "$lang" --seed 1 --name Iva \
        --gender female --class ranger --data-dir "$work/data" --save "$work/walk.sav" <"$work/walk" \
        >"$work/out" 2>"$work/err"
    if grep -qx "$text" "$work/out" && grep -q "^$label" "$work/out" && [ ! -s "$work/err" ]; then
        ok "named in a data file (a trap), the plugin comes into play and speaks $lang in the game"
    else
        not_ok "named in a data file (a trap), the plugin comes into play and speaks $lang in the game"
        grep -i -e 'frost' -e 'escarcha' -e 'скреж' "$work/out" | head -5 | sed 's/^/# /'
        show "$work/err" "stderr: "
    fi
done

# 18-22. installed into pkg-config's effectsdir, beside the game's own
# plugins: the installed game finds it there (with "make installcheck",
# where the program is really installed; a staged program would look in the
# configured prefix, so there the file's place alone is checked).
if pc $nested_make -s -C "$work/frostbite" PKG_CONFIG="$PKG_CONFIG" CC="$CC" install \
        EFFECTSDIR="$effectsdir" >"$work/install3.log" 2>&1 &&
        [ -f "$effectsdir/frostbite.so" ] && [ -f "$effectsdir/locale/es/LC_MESSAGES/mymod-frostbite.mo" ]; then
    ok "make install EFFECTSDIR=\$(pkg-config --variable=effectsdir bloodtrail-effect) puts it beside the game's plugins"
else
    not_ok "make install EFFECTSDIR=\$(pkg-config --variable=effectsdir bloodtrail-effect) puts it beside the game's plugins"
    show "$work/install3.log" "install: "
fi
rm -rf "$xdg"
mkdir -p "$xdg"
for case in "en|$work/full.en" "de|$work/effect.de" "bg|$work/effect.bg" "es|$work/effect.es"; do
    lang=${case%%|*}
    expected=${case#*|}
    if [ -z "$BT_INSTALLED" ]; then
        echo "ok $((n += 1)) # SKIP the staged program does not look in the staging folder ($lang)"
        continue
    fi
    script=$work/effect.lab
    [ "$lang" = en ] && script=$work/full.lab
    run "$program" --lang "$lang" lab <"$script" >"$work/raw" 2>"$work/err"
    if [ "$lang" = en ]; then cp "$work/raw" "$work/out"; else grep -v '\[' "$work/raw" >"$work/out"; fi
    if cmp -s "$expected" "$work/out" && [ ! -s "$work/err" ]; then
        ok "from the game's own plugin folder the plugin plays in the lab ($lang)"
    else
        not_ok "from the game's own plugin folder the plugin plays in the lab ($lang)"
        diff -u "$expected" "$work/out" | sed 's/^/# /'
        show "$work/err" "stderr: "
    fi
done
if [ -n "$BT_INSTALLED" ]; then
    rm -f "$effectsdir/frostbite.so"
    rm -rf "$effectsdir/locale"
fi
exit 0
