/* SPDX-License-Identifier: GPL-3.0-or-later */
/* thorns.c - "test:thorns", an effect of API 1.1 for the tests: it uses what
 * 1.1 adds to a plugin's reach. A blow against its owner asks the player
 * whether the thorns should prick the striker (and pricks anyway when nobody
 * can be asked); it counts the blows its owner took in its own state, leaves
 * thorns on the cell its owner leaves, speaks of two creatures at once and
 * says a last word when its owner dies. Its catalogs (bg, de, es) are beside
 * it; the German one gives the label a translation too wide for the status
 * bar on purpose, which the host must refuse.
 *
 * Built twice: -DTHORNS_SHARPER gives a second version whose thorns prick
 * harder, to see the lab's "reload" take the new code. With
 * THORNS_CLEANUP_LOG set, cleanup appends a line to that file. */
#include <stdio.h>
#include <stdlib.h>

#include <bloodtrail/effect.h>

static const bt_host *host;

static bool thorns_init(const bt_host *h)
{
    host = h;
    return h->api_minor >= 1;   /* it needs say_to, decorate and ask_reaction */
}

static void thorns_cleanup(void)
{
    const char *log = getenv("THORNS_CLEANUP_LOG");
    FILE *f = log ? fopen(log, "a") : NULL;
    if (f) {
        fputs("test:thorns cleanup\n", f);
        fclose(f);
    }
}

static void prick(bt_effect *fx, bt_creature *owner, bt_creature *striker, bt_context *ctx)
{
#ifdef THORNS_SHARPER
    int damage = 2 * fx->power;
    host->say_to(ctx, fx->kind, N_("{name:gen} sharper thorns prick {other:acc} ({n})."), owner,
                 striker, damage);
#else
    int damage = fx->power;
    /* TRANSLATORS: {name} has the thorns, {other} struck them; {n} is the damage. */
    host->say_to(ctx, fx->kind, N_("{name:gen} thorns prick {other:acc} ({n})."), owner, striker,
                 damage);
#endif
    host->hurt(ctx, striker, damage);
}

static void thorns_before_blow(bt_effect *fx, bt_creature *owner, bt_blow *blow, bt_context *ctx)
{
    if (blow->victim != owner)
        return;
    if (!host->ask_reaction(ctx, blow, fx->kind, N_("Let the thorns prick {other:acc}?")))
        prick(fx, owner, blow->source, ctx);
}

static void thorns_react(bt_effect *fx, bt_creature *owner, bt_blow *blow, bool accepted,
                         bt_context *ctx)
{
    if (accepted)
        prick(fx, owner, blow->source, ctx);
    else
        host->say(ctx, fx->kind, N_("{name} holds the thorns back."), owner, 0);
}

/* state[0]: the blows the owner took while the thorns were on it. */
static void thorns_after_blow(bt_effect *fx, bt_creature *owner, bt_blow *blow, bt_context *ctx)
{
    (void)ctx;
    if (blow->victim == owner)
        fx->state[0]++;
}

static void thorns_moved(bt_effect *fx, bt_creature *owner, int from_x, int from_y, int to_x,
                         int to_y, bt_context *ctx)
{
    (void)to_x;
    (void)to_y;
    if (host->decorate(owner, from_x, from_y, fx->kind))
        host->say(ctx, fx->kind, N_("{name} leaves thorns behind."), owner, 0);
}

static void thorns_died(bt_effect *fx, bt_creature *owner, bt_creature *killer, bt_context *ctx)
{
    if (killer)
        host->say_to(ctx, fx->kind, N_("{name} falls, and the thorns catch {other:acc}."), owner,
                     killer, fx->state[0]);
    else
        host->say(ctx, fx->kind, N_("{name} falls among the thorns."), owner, 0);
}

static void thorns_expire(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    host->say_plural(ctx, fx->kind,
                     /* TRANSLATORS: {n} is the number of blows taken. */
                     NP_("The thorns on {name} wither after {n} blow.",
                         "The thorns on {name} wither after {n} blows."),
                     owner, fx->state[0]);
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "test:thorns",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .text_domain = "bloodtrail-test-thorns",
    .name = NC_("effect name", "thorns"),
    .label = NC_("effect label", "thorn"),
    .on_text = N_("Thorns sprout on {name}."),
    .init = thorns_init,
    .expire = thorns_expire,
    .before_blow = thorns_before_blow,
    .after_blow = thorns_after_blow,
#ifdef THORNS_SHARPER
    .version = "2.0",
#else
    .version = "1.0",
#endif
    .author = "The Test Suite <tests@bloodtrail.invalid>",
    .license = "MIT",
    .description = NC_("effect description", "Thorns that prick whoever strikes their bearer."),
    .decoration = ";",
    .cleanup = thorns_cleanup,
    .moved = thorns_moved,
    .died = thorns_died,
    .react = thorns_react,
};
