/* SPDX-License-Identifier: GPL-3.0-or-later */
/* host.h - the services bloodtrail hands to effect plugins (bt_host), and
 * the hooks through which the game or the lab lends them a map and a player
 * to ask.
 *
 * Every service checks its arguments; a plugin's mistake (a NULL creature,
 * a text that is not a template, a stat out of range) does nothing and is
 * reported once on stderr, naming the plugin, the service and the callback.
 */
#ifndef BT_HOST_H
#define BT_HOST_H

#include <stdbool.h>

#include <bloodtrail/effect.h>

#include "plugin/registry.h"
#include "text/template.h"

/* The table given to every plugin; it lives for the whole run. */
const bt_host *host_table(void);

/* The kinds host->apply_effect looks ids up in. */
void host_set_registry(const registry *reg);

/* Where host->random draws from in the loose session; NULL restores the
 * default (rand()). */
void host_set_random(int (*random)(void *state, int bound), void *state);

/* The map behind host->position and host->decorate. Without one (NULL),
 * position is false and decorate leaves nothing. kind is the registry's
 * copy of the kind, whose decoration is set. */
typedef struct host_world {
    bool (*position)(void *user, const bt_creature *c, int *x, int *y);
    bool (*decorate)(void *user, bt_creature *owner, int x, int y, const bt_effect_kind *kind);
    void *user;
} host_world;
void host_set_world(const host_world *world);   /* copied; NULL: none */

/* --- reactions: a before_blow that asks the player (host->ask_reaction) ---
 *
 * The asker is whoever can put a question to the player: the game's fight,
 * the lab's "strike" line. Until one is set, ask_reaction returns false
 * (nobody can be asked) and nothing waits.
 *
 * The host calls the asker from within the plugin's before_blow, after it
 * has checked the call (a speaking context, from before_blow, one question
 * per blow and effect). The asker answers:
 *   HOST_ASK_NOBODY  the owner is not the hero, or no one is there to ask:
 *                    ask_reaction returns false to the plugin;
 *   HOST_ASK_YES/NO  answered at once (the lab): the answer is kept, and the
 *                    blow procedure hands it to kind->react right after the
 *                    asking hook returns (host_settle_reaction);
 *   HOST_ASK_LATER   the asker suspends the procedure after this step, asks,
 *                    and once it has the answer calls host_react, then
 *                    resumes with the next step. It copies what it needs
 *                    from the question, which lives only for the call. */
typedef enum host_answer { HOST_ASK_NOBODY, HOST_ASK_YES, HOST_ASK_NO, HOST_ASK_LATER } host_answer;

typedef struct host_question {
    bt_context *ctx;
    bt_blow *blow;
    bt_creature *owner;            /* whose effect asks */
    const bt_effect_kind *kind;    /* the registry's kind */
    const char *text;              /* the question, translated and filled in */
} host_question;

typedef host_answer (*host_asker_fn)(void *user, const host_question *question);

/* --- sessions: what one game lends the services ---
 *
 * A game (or the lab) owns a session and its contexts reach it
 * (ctx->session): the kinds apply_effect finds by id, the random stream,
 * the map, whoever can be asked, and the host's bookkeeping of a reaction
 * being asked. Two games in one process so keep apart. A service without a
 * context (API 1.0's random, 1.1's position and decorate) serves the
 * session of the plugin call in progress (guard_current.session). Contexts
 * of no game (tests, benchmarks) share the loose session that host_set_*
 * set. */
typedef struct host_pending {
    bool waiting;
    bool accepted;
    bt_creature *owner;
    const bt_effect_kind *kind;
    bt_blow *blow;
} host_pending;

typedef struct host_session {
    const registry *kinds;                    /* borrowed; NULL: none */
    int (*random)(void *state, int bound);    /* NULL: rand() */
    void *random_state;
    host_world world;
    host_asker_fn asker;                      /* NULL: nobody can be asked */
    void *asker_user;
    host_pending pending;                     /* an answer given at once, for react */
    bool asked_in_this_hook;
    int apply_depth;                          /* how deep apply_effect nests now */
    /* Hears of every creature that loses life through a context of the
     * session (NULL: nobody): a fight looks again only at those. */
    void (*wounded)(void *user, bt_creature *c);
    void *wounded_user;
} host_session;

/* A session with kinds and nothing else lent yet. */
void host_session_init(host_session *s, const registry *kinds);

/* The loose session's asker; NULL: nobody can be asked. */
void host_set_reaction_asker(host_asker_fn asker, void *user);

/* Runs kind's react on owner's effect of that kind with the answer; false
 * when the effect is gone or has no react (then the blow goes on as it is). */
bool host_react(bt_context *ctx, bt_creature *owner, const bt_effect_kind *kind, bt_blow *blow,
                bool accepted);
/* For the blow procedure, after each before_blow hook: hands an answer
 * given at once (HOST_ASK_YES/NO) to react. Does nothing otherwise. */
void host_settle_reaction(bt_context *ctx);

/* Reports a plugin's misuse of a service once per plugin, service and
 * problem: msgid is a template with {file} {service} {callback} and the
 * extra arguments. Exposed for the engine's own bounds (a recursion). */
void host_report(const bt_effect_kind *kind, const char *service, const char *msgid,
                 const tpl_arg *extra, size_t nextra);

/* The deepest host->apply_effect may nest (an apply or stacked callback
 * that applies effects that apply effects...). */
#define HOST_MAX_APPLY_DEPTH 8

#endif
