#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# guard.sh - no plugin takes the game down. Plugins whose loading or init
# crashes, aborts or exits, dropped into the user's folder, are probed in a
# child process, named and skipped; the game starts and plays. The verdicts
# and every plugin's descriptor are kept in the user's plugin cache, so the
# next start opens nothing it does not use, and a changed file is probed
# again. A crash inside a plugin's callback during play names the plugin and
# the callback, and the save from the last turn boundary that saved loads.
# --safe starts with the built-in effects only; effects.conf disables a
# plugin by id.
. "$top_srcdir/tests/unit/tap.sh"

user=$XDG_DATA_HOME/bloodtrail/effects
cache=$XDG_CACHE_HOME/bloodtrail/plugins
mkdir -p "$user"
cp "$fixtures"/crash/*.so "$user/"

# --- a game starts with four crashing plugins in the user's folder ---
input "e" "quit"
run -- --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger --save "$tmp/game.sav"
status_is "the game starts and ends normally with crashing plugins installed" 0
has "the game plays: the hero walked and the game was saved" "The game is saved in $tmp/game.sav." "$tmp/out"
sed 's/(SIG[A-Z]*)/(SIG)/' "$tmp/err" > "$tmp/err.cooked"
same "each crashing plugin is named once, with the stage and what it did" \
  "bloodtrail: skipped the effect plugin $user/init-abort.so: it crashed in its init function (SIG). Remove it, or ask its author for a fixed version.
bloodtrail: skipped the effect plugin $user/init-exit.so: its init function ended the program (exit status 3). Remove it, or ask its author for a fixed version.
bloodtrail: skipped the effect plugin $user/init-segv.so: it crashed in its init function (SIG). Remove it, or ask its author for a fixed version.
bloodtrail: skipped the effect plugin $user/load-segv.so: it crashed while it was being loaded (SIG). Remove it, or ask its author for a fixed version." \
  "$tmp/err.cooked"
has "the abort is told as SIGABRT" "init-abort.so: it crashed in its init function (SIGABRT)" "$tmp/err"
has "the null pointer is told as SIGSEGV" "init-segv.so: it crashed in its init function (SIGSEGV)" "$tmp/err"
cp "$tmp/err" "$tmp/first.err"

# --- the cache: one file, read at the next start ---
if test -f "$cache" && grep -q "^verdict crashed-init 11$" "$cache" &&
   grep -q "^verdict exited-init 3$" "$cache" && grep -q "^id bleed$" "$cache"; then
  ok "the user's cache keeps each file's verdict and the descriptors of the good ones"
else
  not_ok "the user's cache keeps each file's verdict and the descriptors of the good ones"
  test -f "$cache" && diag "$cache"
fi
cp "$cache" "$tmp/cache.before"
touch -d '2001-01-01 00:00' "$cache"
rm -f "$tmp/in"
run -- --dungeon classic --lang en --list-effects
status_is "--list-effects exits with 1 when it refused plugins" 1
for f in init-abort init-exit init-segv load-segv; do
  has "--list-effects lists $f.so as refused" "$user/$f.so: refused (the reason is on standard error)" "$tmp/out"
done
same "a start with the cache says the same of each plugin, without probing it" \
  "$(cat "$tmp/first.err")" "$tmp/err"
if test "$(find "$cache" -newer "$tmp/cache.before" | wc -l)" -eq 0 && cmp -s "$cache" "$tmp/cache.before"; then
  ok "a start that finds every file in the cache does not write the cache"
else
  not_ok "a start that finds every file in the cache does not write the cache"
fi

# --- a changed file is probed again ---
cp "$fixtures/good/echo.so" "$user/init-segv.so"
run -- --dungeon classic --lang en --list-effects
has "a plugin file that changed is probed again: the new one is listed" \
  "test:echo (echo): $user/init-segv.so" "$tmp/out"
if grep -q "init-segv.so: it crashed" "$tmp/err"; then
  not_ok "the old verdict on the changed file is forgotten"
else
  ok "the old verdict on the changed file is forgotten"
fi
rm -f "$user"/*.so

# --- an init that leaves a process behind, holding the probe's pipe ---
# The child that probes the plugin ends; the process its init started lives
# on for 20 s with the pipe's write end. The start must not wait for it (it
# did, 10 s, and then refused the plugin as hung).
begin=$(date +%s)
run "INIT_FORK_PIDS=$tmp/forked" -- --lang en --plugin-dir "$fixtures/forking" --list-effects
took=$(($(date +%s) - begin))
status_is "an init that leaves a process behind: nothing refused" 0
line "an init that leaves a process behind: its plugin loads" 1 \
  "test:init-fork (misbehaviour): $fixtures/forking/init-fork.so" "$tmp/out"
same "an init that leaves a process behind: nothing said of it" "" "$tmp/err"
if test "$took" -lt 8; then
  ok "the start does not wait for the process the init left (took ${took}s, the probe's limit is 10)"
else
  not_ok "the start does not wait for the process the init left (took ${took}s, the probe's limit is 10)"
fi
# shellcheck disable=SC2046
test -s "$tmp/forked" && kill $(cat "$tmp/forked") 2>/dev/null

# --- the metadata of API 1.1 in the listing ---
run -- --dungeon classic --lang en --plugin-dir "$fixtures/play" --list-effects
has "--list-effects gives a plugin's version, author and license" \
  "    version 1.0, author: The Test Suite <tests@bloodtrail.invalid>, MIT" "$tmp/out"
has "--list-effects gives the languages a plugin brings" "    languages: bg, de, es" "$tmp/out"
has "--list-effects gives a plugin's description" \
  "    Thorns that prick whoever strikes their bearer." "$tmp/out"
has "--list-effects gives a built-in plugin's version, author and license" \
  "    version $(sed -n 's/^bloodtrail-plugin-cache [0-9]* \([^ ]*\) .*/\1/p' "$cache"), author: the bloodtrail authors," "$tmp/out"
run -- --dungeon classic --lang bg --plugin-dir "$fixtures/play" --list-effects
has "the description is in the player's language (bg)" \
  "    Тръни, които бодат всеки, който удари носителя им." "$tmp/out"

# --- a crash in a callback during play ---
cp -R "$top_srcdir/data" "$tmp/data"
chmod -R u+w "$tmp/data"
sed -i 's/^trap = poison 3 2$/trap = test:turn-segv 3 1/' "$tmp/data/levels/1.ini"
input e e s s save se se s s s s s
run -- --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger --data-dir "$tmp/data" \
  --plugin-dir "$fixtures/play" --save "$tmp/crash.sav"
status_is "a plugin that crashes in its turn ends the game by its signal (SIGSEGV)" 139
line "the crash names the plugin's file, its id and the callback" 1 \
  "bloodtrail: the effect plugin $fixtures/play/turn-segv.so (test:turn-segv) crashed in its turn callback (SIGSEGV, a bad memory access). The game stops without saving: the last save is as it was. Start with --safe to play with the built-in effects only, or disable the plugin: \"disable = ID\" under [effects] in $XDG_CONFIG_HOME/bloodtrail/effects.conf." \
  "$tmp/err"
line "what the game said up to the crash reached the terminal" "$(wc -l < "$tmp/out")" "> s" \
  "$tmp/out"
cp "$tmp/crash.sav" "$tmp/crash.before"
input yes quit
run -- --dungeon classic --lang en --data-dir "$tmp/data" --plugin-dir "$fixtures/play" --save "$tmp/crash.sav"
has "the save of the last turn boundary that saved loads" "Iva, ranger lvl 1" "$tmp/out"
same "the save loads without a word on stderr" "" "$tmp/err"

# --- a callback that hangs during play: the watchdog ---
sed -i 's/^trap = test:turn-segv 3 1$/trap = test:turn-hang 3 1/' "$tmp/data/levels/1.ini"
mkdir -p "$XDG_CONFIG_HOME/bloodtrail"
printf '[effects]\ntime_limit = 0.5\n' > "$XDG_CONFIG_HOME/bloodtrail/effects.conf"
input e e s s save se se s s s s s
start=$(date +%s)
run -- --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger --data-dir "$tmp/data" \
  --plugin-dir "$fixtures/play" --save "$tmp/hang.sav"
took=$(($(date +%s) - start))
status_is "a plugin whose turn loops forever ends the game with status 3" 3
if test "$took" -le 5; then
  ok "the game ends soon after the limit (0.5 s), here in $took s"
else
  not_ok "the game ends soon after the limit (0.5 s), here in $took s"
fi
same "the hang names the plugin's file, its id, the callback and the limit, and the save" \
  "bloodtrail: the effect plugin $fixtures/play/turn-hang.so (test:turn-hang) has run its turn callback for more than 0.5 seconds: it hangs. The game stops, saved as it was before the last command, in $tmp/hang.sav. Start with --safe to play with the built-in effects only, or disable the plugin: \"disable = ID\" under [effects] in $XDG_CONFIG_HOME/bloodtrail/effects.conf." \
  "$tmp/err"
# The player saved after four steps; the watchdog's save holds all ten steps
# before the one that hung.
if grep -q '^stats 10 ' "$tmp/hang.sav"; then
  ok "the save is the game at the last turn boundary (ten turns), not the last explicit save"
else
  not_ok "the save is the game at the last turn boundary (ten turns), not the last explicit save"
  grep '^stats ' "$tmp/hang.sav" | sed 's/^/# /'
fi
set -- "$tmp"/.hang.sav.tmp*
if test -e "$tmp/hang.sav.lock" || test -e "$1"; then
  not_ok "no lock and no temporary file are left behind"
else
  ok "no lock and no temporary file are left behind"
fi
input yes quit
run -- --lang en --data-dir "$tmp/data" --plugin-dir "$fixtures/play" --save "$tmp/hang.sav"
has "the watchdog's save loads" "Iva, ranger lvl 1" "$tmp/out"
same "it loads without a word on stderr" "" "$tmp/err"

# SIGTERM while the callback loops: saved at once, the game dies of it.
printf '[effects]\ntime_limit = 600\n' > "$XDG_CONFIG_HOME/bloodtrail/effects.conf"
rm -f "$tmp/hang.sav"
input e e s s save se se s s s s s
"$bloodtrail" --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger --data-dir "$tmp/data" \
  --plugin-dir "$fixtures/play" --save "$tmp/hang.sav" < "$tmp/in" > "$tmp/out" 2> "$tmp/err" &
pid=$!
# Waits until the game has spent a third of a second of CPU: it is in the loop.
tries=0
while test $tries -lt 200; do
  ticks=$(awk '{ print $14 + $15 }' "/proc/$pid/stat" 2>/dev/null || echo 0)
  test "${ticks:-0}" -ge 33 && break
  sleep 0.1
  tries=$((tries + 1))
done
kill -TERM "$pid"
wait "$pid"
status=$?
status_is "SIGTERM during the hang ends the game by SIGTERM" 143
same "it says which plugin was running, and where the game is saved" \
  "bloodtrail: SIGTERM came while the effect plugin $fixtures/play/turn-hang.so (test:turn-hang) was running its turn callback. The game stops, saved as it was before the last command, in $tmp/hang.sav. Start with --safe to play with the built-in effects only, or disable the plugin: \"disable = ID\" under [effects] in $XDG_CONFIG_HOME/bloodtrail/effects.conf." \
  "$tmp/err"
input yes quit
run -- --lang en --data-dir "$tmp/data" --plugin-dir "$fixtures/play" --save "$tmp/hang.sav"
has "the save SIGTERM left loads" "Iva, ranger lvl 1" "$tmp/out"

# The lab: named, nothing to save.
printf '[effects]\ntime_limit = 0.3\n' > "$XDG_CONFIG_HOME/bloodtrail/effects.conf"
input "new Iva 10 1 1 1" "apply Iva test:turn-hang 3 1" "tick Iva" "echo never"
run -- --lang de --plugin-dir "$fixtures/play" lab
status_is "a hang in the lab ends it with status 3" 3
has "the lab names the hanging plugin, in the player's language" \
  "(test:turn-hang) führt seine Funktion turn schon länger als 0,3 Sekunden aus: es hängt." "$tmp/err"
# A crash in the lab, in German: the guard's messages are translated when
# the plugin is first opened (the cache knew it: nothing was opened at start).
rm -f "$XDG_CONFIG_HOME/bloodtrail/effects.conf"
input "new Iva 10 1 1 1" "apply Iva test:turn-segv 3 1" "tick Iva" "echo never"
run -- --lang de --plugin-dir "$fixtures/play" lab
status_is "a crash in the lab ends it by its signal (SIGSEGV)" 139
# shellcheck disable=SC1111 # the German quotes are what the player reads
line "the crash in the lab is told in the player's language, with the advice" 1 \
  "bloodtrail: das Effekt-Plugin $fixtures/play/turn-segv.so (test:turn-segv) ist in seiner Funktion turn abgestürzt (SIGSEGV, ein unzulässiger Speicherzugriff). Das Spiel endet ohne zu speichern: der letzte Spielstand ist unverändert. Starte mit --safe, um nur mit den eingebauten Effekten zu spielen, oder schalte das Plugin ab: „disable = ID“ unter [effects] in $XDG_CONFIG_HOME/bloodtrail/effects.conf." \
  "$tmp/err"
# The event stream (--events): named too, nothing to save.
printf '[effects]\ntime_limit = 0.3\n' > "$XDG_CONFIG_HOME/bloodtrail/effects.conf"
input "step 1 0" "step 1 0" "step 0 1" "step 0 1" "step 1 1" "step 1 1" "step 0 1" "step 0 1" \
  "step 0 1" "step 0 1" "step 0 1"
run -- --events --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger \
  --data-dir "$tmp/data" --plugin-dir "$fixtures/play"
status_is "a hang in the event stream ends it with status 3" 3
has "the event stream names the hanging plugin" \
  "(test:turn-hang) has run its turn callback for more than 0.3 seconds: it hangs. The program stops; nothing is saved." \
  "$tmp/err"
rm -f "$XDG_CONFIG_HOME/bloodtrail/effects.conf"

# --- --safe ---
mkdir -p "$user"
cp "$fixtures/good/echo.so" "$user/echo.so"
rm -f "$tmp/in"
run "BLOODTRAIL_PLUGIN_PATH=$fixtures/play" -- --safe --plugin-dir "$fixtures/crash" --list-effects
status_is "--safe: nothing refused" 0
same "--safe: nothing said about the user's plugins" "" "$tmp/err"
if grep -q "test:" "$tmp/out"; then
  not_ok "--safe: only the built-in effects are listed"
  diag "$tmp/out"
else
  ok "--safe: only the built-in effects are listed"
fi

# --- a plugin disabled by its id ---
mkdir -p "$XDG_CONFIG_HOME/bloodtrail"
conf=$XDG_CONFIG_HOME/bloodtrail/effects.conf
printf '# my plugins\n[effects]\ndisable = test:echo, test:none\ncolour = red\n' > "$conf"
run -- --dungeon classic --lang en --list-effects
has "--list-effects shows a disabled plugin as disabled, naming the settings file" \
  "test:echo (echo): $user/echo.so (disabled in $conf)" "$tmp/out"
same "an unknown setting is named with its file and line" \
  "bloodtrail: $conf:4: the setting \"colour\" is unknown; the plugin settings are \"disable = ID ...\" and \"time_limit = SECONDS\" under [effects]. The line is skipped." \
  "$tmp/err"
input "new Iva 10 1 1 1" "apply Iva test:echo 2 3"
run -- --dungeon classic --lang en lab
same "a disabled effect cannot be used, and the lab names the setting" \
  "line 2: the effect \"test:echo\" is turned off by \"disable\" in $conf." "$(
  grep -v 'the setting' "$tmp/err" > "$tmp/err2"; echo "$tmp/err2")"

# --- a built-in effect the content uses, turned off ---
# Its plugin is installed: the player is told which settings line turns it
# off, not to install it.
printf '[effects]\ndisable = poison\n' > "$conf"
input quit
run -- --dungeon classic --lang en --seed 1 --name Iva --gender female --class ranger \
  --save "$tmp/off.sav"
status_is "content using a disabled effect: the game does not start" 1
has "content using a disabled built-in names the settings file that turns it off" \
  "the effect \"poison\" is turned off by \"disable\" in $conf; take it off that line, or change this one." \
  "$tmp/err"
rm -f "$conf"
settings=$XDG_CONFIG_HOME/bloodtrail/config
printf '[plugins]\ndisable = poison\n' > "$settings"
run -- --dungeon classic --lang de --seed 1 --name Iva --gender female --class ranger \
  --save "$tmp/off.sav"
# shellcheck disable=SC1111
has "turned off in the settings file: that file is named, in German" \
  "Der Effekt „poison“ ist in $settings durch „disable“ abgeschaltet; nimm ihn dort aus der Zeile oder ändere diese Zeile." \
  "$tmp/err"
rm -f "$tmp/in"
run -- --dungeon classic --lang en --list-effects
has "--list-effects names the settings file that turned the plugin off" \
  "poison (poison): $builtins/poison.so (disabled in $settings)" "$tmp/out"
rm -f "$conf" "$settings"

# --- no home: no cache folder, no settings, nothing written anywhere ---
mkdir "$tmp/cwd"
rm -f "$tmp/in"
(cd "$tmp/cwd" && env -u HOME XDG_CACHE_HOME=relative XDG_CONFIG_HOME=relative \
   XDG_DATA_HOME="$XDG_DATA_HOME" "$bloodtrail" --plugin-dir "$fixtures/good" --list-effects \
   > "$tmp/out" 2> "$tmp/err")
has "without a home the plugins still load" "test:echo (echo): $fixtures/good/echo.so" "$tmp/out"
if test -z "$(ls -A "$tmp/cwd")"; then
  ok "without a home (and relative XDG folders) no cache is written anywhere"
else
  not_ok "without a home (and relative XDG folders) no cache is written anywhere"
  ls -laR "$tmp/cwd" | sed 's/^/# /'
fi

finish
