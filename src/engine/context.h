/* SPDX-License-Identifier: GPL-3.0-or-later */
/* context.h - where effects speak: a sink for lines and a blood counter.
 *
 * In combat the sink is the combat log, on the map the message log, in the
 * lab standard output. A quiet context (no sink) says nothing but still counts
 * blood: monsters off screen bleed in one. An effect never knows which it has.
 */
#ifndef BT_CONTEXT_H
#define BT_CONTEXT_H

#include <stdbool.h>
#include <stddef.h>

#include <bloodtrail/effect.h>

#include "text/template.h"

typedef struct host_session host_session;   /* engine/host.h */

typedef void (*ctx_sink_fn)(void *user, const char *line);
/* Who hears each line a context says, with what it was made of: msgid (the
 * catalog id, the English original; NULL for a line already in the
 * player's language, as a content text) and its arguments. The event
 * stream (doc/events.md) listens so. */
typedef void (*ctx_tell_fn)(void *user, const char *msgid, const tpl_arg *args, size_t nargs,
                            const char *line);

struct bt_context {
    ctx_sink_fn sink;   /* NULL: quiet */
    void *user;
    long blood;         /* blood spilled while this context was in use */
    ctx_tell_fn tell;   /* NULL: nobody listens */
    void *tell_user;
    host_session *session;  /* the game's (borrowed); NULL: the loose one, of no game */
    long deaths;        /* creatures that died while this context was in use */
};

void ctx_init(bt_context *ctx, ctx_sink_fn sink, void *user);
void ctx_init_quiet(bt_context *ctx);
/* From now on tell hears what ctx says (NULL: nobody). */
void ctx_tell_to(bt_context *ctx, ctx_tell_fn tell, void *user);

static inline bool ctx_speaks(const bt_context *ctx)
{
    return ctx->sink != NULL;
}

/* Translates msgid in domain (NULL: the host's), fills in args and says the
 * line; does nothing at all in a quiet context. */
void ctx_say(bt_context *ctx, const char *domain, const char *msgid, const tpl_arg *args,
             size_t nargs);
/* The same with the plural form that fits n. */
void ctx_say_plural(bt_context *ctx, const char *domain, const char *msgid,
                    const char *msgid_plural, unsigned long n, const tpl_arg *args,
                    size_t nargs);
/* Says a line that is already in the player's language. */
void ctx_say_line(bt_context *ctx, const char *line);
/* Says text, a content text (data/) as the catalog translated it from
 * source, its English, with args filled in; who listens hears source as the
 * message's id, as for ctx_say. */
void ctx_say_content(bt_context *ctx, const char *source, const char *text, const tpl_arg *args,
                     size_t nargs);

static inline void ctx_add_blood(bt_context *ctx, int amount)
{
    ctx->blood += amount;
}

#endif
