/* SPDX-License-Identifier: GPL-3.0-or-later */
/* watchdog.h - a plugin callback that hangs cannot freeze the program.
 *
 * While a command runs (a game command, a lab line), a timer signal comes
 * every tenth of a second. Its handler looks at the guard (plugin/guard.h):
 * when the same plugin callback has been running, with no other call into a
 * plugin since, for longer than the limit (README, "No plugin takes the game
 * down": 3 seconds unless "time_limit" in effects.conf says otherwise), the plugin hangs.
 * The handler then writes the snapshot of the game taken before the
 * command (the game as it was at the last turn boundary) over the save, the
 * way save/save.h writes one (a temporary file, flushed, renamed), names
 * the plugin, its id and the callback in one translated line, and ends the
 * program with status 3.
 *
 * A stop signal (SIGTERM, SIGINT, SIGHUP) sets the console's stop flag; the
 * console saves and ends at its next read. When the command is still
 * running at the next timer signal (a callback that loops), the handler
 * writes the snapshot instead and the program dies of the stop signal, as
 * after a save at the prompt. Between commands the timer is off: a game
 * waiting for its player costs nothing.
 *
 * What it costs a tick is one increment (guard_calls) a callback; a
 * command, two setitimer calls and rendering the snapshot (make bench).
 * The state lives in the handler's statics, as a signal handler needs.
 */
#ifndef BT_WATCHDOG_H
#define BT_WATCHDOG_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

/* The longest a callback may run, in tenths of a second, when effects.conf
 * does not say: 3 seconds. */
#define WATCHDOG_DEFAULT_TENTHS 30

/* Where the snapshot goes when the watchdog acts; every string is borrowed
 * and must stay while the watchdog is armed with it. */
typedef struct watchdog_save {
    const char *text;       /* the save's whole text, as save_render gives it */
    size_t len;
    const char *path;       /* the save file (a link's target) */
    const char *shown;      /* the path as messages show it */
    const char *tmp_path;   /* a temporary name beside it (".NAME.tmp-...") */
    const char *folder;     /* the folder of path, flushed after the rename */
    const char *lock_path;  /* the slot's lock file, removed at the end; or NULL */
} watchdog_save;

/* Sets the limit (tenths of a second, at least 1). The messages are
 * translated at the next watchdog_arm, as a handler cannot look in a
 * catalog (a start that is not yet playing needs none of them). Call after
 * guard_install; again after a change of language. */
void watchdog_install(int limit_tenths);

/* The limit in tenths of a second. */
int watchdog_limit(void);

/* Starts watching a command. save: what to write when the watchdog acts
 * (NULL: nothing, as in the lab). stop: the flag a stop signal sets (NULL:
 * no stop handling, the signal's own course). */
void watchdog_arm(const watchdog_save *save, volatile sig_atomic_t *stop);

/* The command is over: the timer stops. */
void watchdog_disarm(void);

#endif
