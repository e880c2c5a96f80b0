/* SPDX-License-Identifier: GPL-3.0-or-later */
/* host.c - the services bloodtrail hands to effect plugins, each checking
 * what it is given. */
#include "config.h"

#include "plugin/host.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/creature.h"
#include "engine/effect.h"
#include "plugin/guard.h"
#include "text/i18n.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

static const registry *kinds;
static int (*random_fn)(void *state, int bound);
static void *random_state;
static host_world world;
static host_asker_fn asker;
static void *asker_user;

void host_set_registry(const registry *reg)
{
    kinds = reg;
}

void host_set_random(int (*random)(void *state, int bound), void *state)
{
    random_fn = random;
    random_state = state;
}

void host_set_world(const host_world *w)
{
    if (w)
        world = *w;
    else
        memset(&world, 0, sizeof world);
}

void host_set_reaction_asker(host_asker_fn fn, void *user)
{
    asker = fn;
    asker_user = user;
}

/* --- reporting a plugin's mistakes, once each --- */

static char **reported;      /* every report said so far, as it was said */
static size_t reported_count;

/* Whether this very line was said before (and now is); takes line's text. */
static bool already_reported(strbuf *line)
{
    for (size_t i = 0; i < reported_count; i++)
        if (strcmp(reported[i], line->buf) == 0)
            return true;
    reported = xrealloc(reported, (reported_count + 1) * sizeof *reported);
    reported[reported_count++] = sb_detach(line);
    return false;
}

void host_report(const bt_effect_kind *kind, const char *service, const char *msgid,
                 const tpl_arg *extra, size_t nextra)
{
    /* The plugin whose code runs is the one that called; the kind it names
     * is only a guess when none runs (the engine's own tests). */
    if (guard_current.kind)
        kind = guard_current.kind;
    const char *id = kind && kind->id ? kind->id : "?";
    const reg_entry *entry = kinds && kind && kind->id ? reg_lookup(kinds, kind->id) : NULL;
    tpl_arg lead[] = { TPL_STR("file", entry ? entry->path : id), TPL_STR("service", service),
                       TPL_STR("callback", guard_current.callback ? guard_current.callback
                                                                  : "-") };
    strbuf line;
    sb_init(&line);
    tpl_render_led(&line, _(msgid), lead, 3, extra, nextra);
    /* A plugin that errs every turn is told once per mistake, not every turn. */
    if (!already_reported(&line))
        fprintf(stderr, "bloodtrail: %s\n", reported[reported_count - 1]);
    sb_release(&line);
}

/* Reports an argument a plugin gave as NULL; out of line, so that the
 * services' checks are a test each. */
__attribute__((noinline, cold)) static void report_absent(const bt_effect_kind *kind,
                                                          const char *service,
                                                          const char *argument)
{
    /* TRANSLATORS: a plugin called a service of the game wrongly. {service}
       and {argument} are C names ("say", "who"); {callback} is the
       plugin's function that was running ("turn"). */
    host_report(kind, service,
                N_("the effect plugin {file} called {service}() with {argument} NULL in its "
                   "{callback} callback; the call did nothing."),
                &TPL_STR("argument", argument), 1);
}

/* An argument that must be there; reports its absence. */
static inline bool present(const void *value, const bt_effect_kind *kind, const char *service,
                           const char *argument)
{
    if (__builtin_expect(value != NULL, 1))
        return true;
    report_absent(kind, service, argument);
    return false;
}

static bool in_range(long value, long min, long max, const bt_effect_kind *kind,
                     const char *service, const char *argument)
{
    if (value >= min && value <= max)
        return true;
    tpl_arg args[] = { TPL_STR("argument", argument), TPL_INT("value", value),
                       TPL_INT("min", min), TPL_INT("max", max) };
    host_report(kind, service,
                N_("the effect plugin {file} called {service}() with {argument} = {value}, "
                   "outside {min} to {max}, in its {callback} callback; the call did "
                   "nothing."),
                args, 4);
    return false;
}

/* --- messages --- */

/* The words a form of a name may be made of, in an English original:
 * {name:acc}, {name:a.acc}, {name:pl} (see text/name.h). */
static const char *const name_forms[] = { "nom", "acc", "dat", "gen", "a",
                                          "bare", "pl", "count", NULL };

/* Whether text may be said with these keys; reports what is wrong. */
static bool sayable(const bt_effect_kind *kind, const char *service, const char *text,
                    const char *const *keys)
{
    char what[64];
    tpl_fault problem = tpl_check(text, keys, name_forms, what, sizeof what);
    if (problem == TPL_FINE)
        return true;
    if (problem == TPL_MALFORMED) {
        host_report(kind, service,
                    N_("the effect plugin {file} called {service}() with the text \"{text}\", "
                       "which is not a well-formed template (a brace is missing or a "
                       "placeholder is empty), in its {callback} callback; nothing was said."),
                    &TPL_STR("text", text), 1);
    } else {
        tpl_arg args[] = { TPL_STR("text", text), TPL_STR("placeholder", what) };
        host_report(kind, service,
                    N_("the effect plugin {file} called {service}() with the text \"{text}\", "
                       "whose placeholder {placeholder} it cannot fill there (a creature "
                       "given as NULL, or a name or form it does not know), in its "
                       "{callback} callback; nothing was said."),
                    args, 2);
    }
    return false;
}

/* The keys a text may use: {n}, and {name} and {other} when they are given. */
static void keys_for(const char **keys, const bt_creature *who, const bt_creature *other)
{
    size_t k = 0;
    keys[k++] = "n";
    if (who)
        keys[k++] = "name";
    if (other)
        keys[k++] = "other";
    keys[k] = NULL;
}

/* The name arguments of a text: {name}, {other} when given, {n}. */
static size_t say_args(tpl_arg *args, bt_name *names, const bt_creature *who,
                       const bt_creature *other, int n)
{
    size_t count = 0;
    args[count++] = TPL_INT("n", n);
    if (who) {
        names[0] = cr_name(who);
        args[count++] = TPL_NAME("name", &names[0]);
    }
    if (other) {
        names[1] = cr_name(other);
        args[count++] = TPL_NAME("other", &names[1]);
    }
    return count;
}

/* What a say names besides its first five arguments. */
typedef struct say_extra {
    const char *service;
    const char *msgid_plural;      /* NULL: no plural */
    const bt_creature *other;      /* NULL: no {other} */
} say_extra;

/* Checks and says; out of line, and taking say's own five arguments first,
 * so that a say in a quiet context is two tests and a return. */
__attribute__((noinline)) static void say_checked(bt_context *ctx, const bt_effect_kind *kind,
                                                  const char *msgid, const bt_creature *who,
                                                  int n, const say_extra *x)
{
    const char *service = x->service;
    if (!present(ctx, kind, service, "ctx") || !ctx_speaks(ctx) ||
        !present(msgid, kind, service, "msgid"))
        return;
    const char *keys[4];
    keys_for(keys, who, x->other);
    if (!sayable(kind, service, msgid, keys) ||
        (x->msgid_plural && !sayable(kind, service, x->msgid_plural, keys)))
        return;
    tpl_arg args[3];
    bt_name names[2];
    size_t count = say_args(args, names, who, x->other, n);
    const char *domain = kind ? kind->text_domain : NULL;
    if (x->msgid_plural)
        ctx_say_plural(ctx, domain, msgid, x->msgid_plural,
                       (unsigned long)(n < 0 ? -(long)n : n), args, count);
    else
        ctx_say(ctx, domain, msgid, args, count);
}

static void host_say(bt_context *ctx, const bt_effect_kind *kind, const char *msgid,
                     const bt_creature *who, int n)
{
    static const say_extra plain = { "say", NULL, NULL };
    if (__builtin_expect(ctx && !ctx_speaks(ctx), 1))
        return;
    say_checked(ctx, kind, msgid, who, n, &plain);
}

static void host_say_plural(bt_context *ctx, const bt_effect_kind *kind, const char *msgid,
                            const char *msgid_plural, const bt_creature *who, int n)
{
    if (present(msgid_plural, kind, "say_plural", "msgid_plural"))
        say_checked(ctx, kind, msgid, who, n,
                    &(say_extra){ "say_plural", msgid_plural, NULL });
}

static void host_say_to(bt_context *ctx, const bt_effect_kind *kind, const char *msgid,
                        const bt_creature *who, const bt_creature *other, int n)
{
    say_checked(ctx, kind, msgid, who, n, &(say_extra){ "say_to", NULL, other });
}

static bool host_speaks(const bt_context *ctx)
{
    return present(ctx, NULL, "speaks", "ctx") && ctx_speaks(ctx);
}

static void host_add_blood(bt_context *ctx, int amount)
{
    if (present(ctx, NULL, "add_blood", "ctx") && amount > 0)
        ctx_add_blood(ctx, amount);
}

/* --- creatures --- */

static int host_life(const bt_creature *c)
{
    return present(c, NULL, "life", "c") ? c->life : 0;
}

static int host_max_life(const bt_creature *c)
{
    return present(c, NULL, "max_life", "c") ? c->max_life : 0;
}

static bool host_is_alive(const bt_creature *c)
{
    return present(c, NULL, "is_alive", "c") && cr_is_alive(c);
}

static int host_stat(const bt_creature *c, bt_stat stat)
{
    if (!present(c, NULL, "stat", "c") ||
        !in_range((long)(int)stat, 0, BT_STAT_COUNT - 1, NULL, "stat", "stat"))
        return 0;
    return cr_stat(c, stat);
}

static void host_hurt(bt_context *ctx, bt_creature *c, int amount)
{
    if (present(ctx, NULL, "hurt", "ctx") && present(c, NULL, "hurt", "c"))
        cr_hurt(ctx, c, amount);
}

static int host_heal(bt_creature *c, int amount)
{
    return present(c, NULL, "heal", "c") ? cr_heal(c, amount) : 0;
}

static bt_effect *host_find_effect(bt_creature *c, const char *id)
{
    if (!present(c, NULL, "find_effect", "c") || !present(id, NULL, "find_effect", "id"))
        return NULL;
    return cr_find_effect(c, id);
}

/* How deep apply_effect calls nest now: a stacked callback that applies its
 * own kind would otherwise recurse until the stack runs out. */
static int apply_depth;

static bool host_apply_effect(bt_context *ctx, bt_creature *c, const char *id, int turns, int n)
{
    if (!present(ctx, NULL, "apply_effect", "ctx") || !present(c, NULL, "apply_effect", "c") ||
        !present(id, NULL, "apply_effect", "id") ||
        !in_range(turns, 1, BT_EFFECT_MAX_TURNS, NULL, "apply_effect", "turns") ||
        !in_range(n, 0, BT_EFFECT_MAX_POWER, NULL, "apply_effect", "n"))
        return false;
    const bt_effect_kind *kind = kinds ? reg_find(kinds, id) : NULL;
    if (!kind)
        return false;
    if (apply_depth >= HOST_MAX_APPLY_DEPTH) {
        tpl_arg args[] = { TPL_INT("depth", HOST_MAX_APPLY_DEPTH), TPL_STR("effect", id) };
        host_report(NULL, "apply_effect",
                    N_("the effect plugin {file} applies effects from within effects more than "
                       "{depth} deep (in its {callback} callback, \"{effect}\" again); the "
                       "application was refused, so it cannot go on without end."),
                    args, 2);
        return false;
    }
    bt_effect fx = fx_make(kind, turns, n);
    apply_depth++;
    bool changed = fx_apply(ctx, c, &fx);
    apply_depth--;
    return changed;
}

static void host_remove_effect(bt_creature *c, const char *id)
{
    if (present(c, NULL, "remove_effect", "c") && present(id, NULL, "remove_effect", "id"))
        cr_remove_effect(c, id);
}

static int host_random(int bound)
{
    if (bound <= 1)
        return 0;
    if (random_fn)
        return random_fn(random_state, bound);
    return rand() % bound;
}

/* --- the map --- */

static bool host_position(const bt_creature *c, int *x, int *y)
{
    if (!present(c, NULL, "position", "c") || !present(x, NULL, "position", "x") ||
        !present(y, NULL, "position", "y") || !world.position)
        return false;
    return world.position(world.user, c, x, y);
}

/* The registry's copy of a kind a plugin hands back: 1.0 plugins' own
 * descriptors lack the 1.1 fields. */
static const bt_effect_kind *registered(const bt_effect_kind *kind)
{
    const bt_effect_kind *known = kinds && kind->id ? reg_find(kinds, kind->id) : NULL;
    return known ? known : kind->api_minor >= 1 ? kind : NULL;
}

static bool host_decorate(bt_creature *owner, int x, int y, const bt_effect_kind *kind)
{
    if (!present(owner, kind, "decorate", "owner") || !present(kind, NULL, "decorate", "kind"))
        return false;
    const bt_effect_kind *known = registered(kind);
    if (!known || !known->decoration) {
        host_report(kind, "decorate",
                    N_("the effect plugin {file} called {service}() for a kind without a "
                       "decoration (set the descriptor's \"decoration\" field), in its "
                       "{callback} callback; nothing was left."),
                    NULL, 0);
        return false;
    }
    return world.decorate && world.decorate(world.user, owner, x, y, known);
}

/* --- reactions --- */

typedef struct pending_answer {
    bool waiting;
    bool accepted;
    bt_creature *owner;
    const bt_effect_kind *kind;
    bt_blow *blow;
} pending_answer;

static pending_answer pending;
static bool asked_in_this_hook;

static void render_question(strbuf *out, const bt_effect_kind *kind, const char *msgid,
                            const bt_creature *owner, const bt_blow *blow)
{
    const bt_creature *other = blow->source == owner ? blow->victim : blow->source;
    tpl_arg args[3];
    bt_name names[2];
    size_t count = say_args(args, names, owner, other, blow->amount);
    tpl_render(out, i18n_text(kind->text_domain, msgid), args, count);
}

static bool host_ask_reaction(bt_context *ctx, bt_blow *blow, const bt_effect_kind *kind,
                              const char *question)
{
    static const char *const keys[] = { "name", "other", "n", NULL };
    if (!present(ctx, kind, "ask_reaction", "ctx") ||
        !present(blow, kind, "ask_reaction", "blow") ||
        !present(kind, NULL, "ask_reaction", "kind") ||
        !present(question, kind, "ask_reaction", "question_msgid") ||
        !sayable(kind, "ask_reaction", question, keys))
        return false;
    bt_creature *owner = guard_current.owner;
    if (!guard_current.callback || strcmp(guard_current.callback, "before_blow") != 0 || !owner) {
        host_report(kind, "ask_reaction",
                    N_("the effect plugin {file} called {service}() in its {callback} "
                       "callback; a reaction can be asked only from before_blow."),
                    NULL, 0);
        return false;
    }
    const bt_effect_kind *known = registered(kind);
    if (!asker || !ctx_speaks(ctx) || asked_in_this_hook || !known)
        return false;
    strbuf text;
    sb_init(&text);
    render_question(&text, known, question, owner, blow);
    host_question q = { ctx, blow, owner, known, text.buf };
    host_answer answer = asker(asker_user, &q);
    sb_release(&text);
    if (answer == HOST_ASK_NOBODY)
        return false;
    asked_in_this_hook = true;
    if (answer != HOST_ASK_LATER)
        pending = (pending_answer){ true, answer == HOST_ASK_YES, owner, known, blow };
    return true;
}

bool host_react(bt_context *ctx, bt_creature *owner, const bt_effect_kind *kind, bt_blow *blow,
                bool accepted)
{
    return fx_react(ctx, owner, kind, blow, accepted);
}

void host_settle_reaction(bt_context *ctx)
{
    asked_in_this_hook = false;
    if (!pending.waiting)
        return;
    pending_answer answer = pending;
    pending.waiting = false;
    host_react(ctx, answer.owner, answer.kind, answer.blow, answer.accepted);
}

static const bt_host table = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .say = host_say,
    .say_plural = host_say_plural,
    .speaks = host_speaks,
    .add_blood = host_add_blood,
    .life = host_life,
    .max_life = host_max_life,
    .is_alive = host_is_alive,
    .stat = host_stat,
    .hurt = host_hurt,
    .heal = host_heal,
    .find_effect = host_find_effect,
    .apply_effect = host_apply_effect,
    .remove_effect = host_remove_effect,
    .random = host_random,
    .say_to = host_say_to,
    .position = host_position,
    .decorate = host_decorate,
    .ask_reaction = host_ask_reaction,
};

const bt_host *host_table(void)
{
    return &table;
}
