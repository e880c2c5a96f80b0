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

#include "util/strbuf.h"

/* The callback running now; saved and restored around nested calls. */
typedef struct guard_call {
    const bt_effect_kind *kind;   /* NULL: no plugin code is running */
    const char *callback;         /* "turn", "init", ... (static strings) */
    bt_creature *owner;           /* the effect's owner, or NULL (init, modifier) */
    void *session;                /* the host session of the game that called
                                     (engine/host.h), for the services that take
                                     no context; NULL: none */
} guard_call;

extern guard_call guard_current;

/* Counts the calls into plugins: the watchdog (plugin/watchdog.h) takes a
 * callback that keeps the same count for too long for one that hangs. One
 * increment a call; it may wrap. */
extern unsigned long guard_calls;

/* The lab's "trace on": called before each callback (modifiers aside) with
 * what is about to run; NULL (the usual case) costs one test a call. */
typedef void (*guard_tracer)(void *user, const bt_effect_kind *kind, const char *callback,
                             bt_creature *owner);
extern guard_tracer guard_trace;
extern void *guard_trace_user;

/* Marks that kind's callback is about to run; returns what ran before, for
 * guard_leave. Cheap: three stores. */
static inline guard_call guard_enter(const bt_effect_kind *kind, const char *callback,
                                     bt_creature *owner)
{
    guard_call before = guard_current;
    guard_calls++;
    guard_current.kind = kind;
    guard_current.callback = callback;
    guard_current.owner = owner;
    /* "modifier" runs at every look at a stat: too often to trace. */
    if (__builtin_expect(guard_trace != NULL, 0) && !(callback[0] == 'm' && callback[2] == 'd'))
        guard_trace(guard_trace_user, kind, callback, owner);
    return before;
}

/* The same for a call made in a game's session (the engine's callbacks with
 * a context). */
static inline guard_call guard_enter_in(const bt_effect_kind *kind, const char *callback,
                                        bt_creature *owner, void *session)
{
    guard_call before = guard_enter(kind, callback, owner);
    guard_current.session = session;
    return before;
}

static inline void guard_leave(guard_call before)
{
    guard_current = before;
}

/* Writes the line appended to each message (how to start without the
 * plugin), translated. */
typedef void (*guard_advisor)(strbuf *out);

/* Installs the handlers (after the language is chosen). Their messages are
 * translated by guard_prepare, before the first plugin file is opened in
 * this process: a signal handler cannot look in a catalog, and a start that
 * opens no plugin (every kind known to the plugin cache and none used yet)
 * has no need of them. path_of(kind) gives a kind's file for the message
 * (it runs in the signal handler: it must only read memory). advise (or
 * NULL: no advice) writes the advice when the messages are prepared.
 * Installed again (another language), the messages are prepared again at
 * once if they were before. */
void guard_install(const char *(*path_of)(const bt_effect_kind *kind), guard_advisor advise);

/* Translates the messages of guard_install, in the language of the moment,
 * the first time it is called after it; nothing after guard_silence. Every
 * opening of a plugin file in this process calls it first (probe_open):
 * plugin code runs only in a file that was opened. */
void guard_prepare(void);

/* Stops the handlers from speaking: for a child process that tries plugins,
 * whose end its parent reports. */
void guard_silence(void);

/* A key and its value for guard_render. */
typedef struct guard_key {
    const char *key;
    const char *value;
} guard_key;

/* Renders tmpl into out (size bytes, always terminated), putting each
 * "{key}" of kv in; "{{" and "}}" are braces. A signal handler may call it:
 * it neither allocates nor looks at the locale. */
void guard_render(char *out, size_t size, const char *tmpl, const guard_key *kv, size_t n);

/* Writes "bloodtrail: " text and a newline to stderr, as a signal handler
 * may. */
void guard_write_line(const char *text);

/* The advice (how to start without the plugin), once guard_prepare wrote
 * it; "" before. */
const char *guard_advice(void);

/* The file of a kind, for messages ("?" when unknown); a handler may ask. */
const char *guard_file_of(const bt_effect_kind *kind);

#endif
