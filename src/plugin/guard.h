/* SPDX-License-Identifier: GPL-3.0-or-later */
/* guard.h - which plugin callback is running, so a crash inside one names it.
 *
 * Every call into a plugin (its init, cleanup, moments, hooks and modifier)
 * is bracketed by guard_enter/guard_leave; the tick's quick loop (fx_tick)
 * names "turn" once per creature and stores only the kind before each call,
 * so its own few instructions between two calls count as the last plugin's.
 * When the process then dies of a signal (SIGSEGV, SIGBUS, SIGFPE, SIGILL,
 * SIGABRT) or the plugin calls exit(), a handler writes one translated line
 * to stderr that names the plugin's file, its id and the callback, and the
 * process ends as the signal says (or with the plugin's exit status).
 * Nothing is saved on the way out: the save on disk is the one written at
 * the last turn boundary that saved, whole.
 *
 * A crash outside a plugin callback is the program's own: the handler steps
 * aside and the signal takes its default course.
 */
#ifndef BT_GUARD_H
#define BT_GUARD_H

#include <bloodtrail/effect.h>

/* The callback running now; saved and restored around nested calls. */
typedef struct guard_call {
    const bt_effect_kind *kind;   /* NULL: no plugin code is running */
    const char *callback;         /* "turn", "init", ... (static strings) */
    bt_creature *owner;           /* the effect's owner, or NULL (init, modifier) */
} guard_call;

extern guard_call guard_current;

/* Marks that kind's callback is about to run; returns what ran before, for
 * guard_leave. Cheap: three stores. */
static inline guard_call guard_enter(const bt_effect_kind *kind, const char *callback,
                                     bt_creature *owner)
{
    guard_call before = guard_current;
    guard_current.kind = kind;
    guard_current.callback = callback;
    guard_current.owner = owner;
    return before;
}

static inline void guard_leave(guard_call before)
{
    guard_current = before;
}

/* Installs the handlers (after the language is chosen: the message is
 * translated now, since a signal handler cannot look in a catalog).
 * path_of(kind) gives a kind's file for the message (it runs in the signal
 * handler: it must only read memory). advice is a line appended to the
 * message (how to start without the plugin), already translated; copied. */
void guard_install(const char *(*path_of)(const bt_effect_kind *kind), const char *advice);

/* Stops the handlers from speaking: for a child process that tries plugins,
 * whose end its parent reports. */
void guard_silence(void);

#endif
