/* SPDX-License-Identifier: GPL-3.0-or-later */
/* volley.c - shots from afar at the hero. */
#include "config.h"

#include "combat/volley.h"

#include "combat/blow.h"
#include "game/fighter.h"
#include "text/i18n.h"

/* The shooter's line: its own (data/creatures.ini "ranged_text") or the
 * game's. */
static void say_shot(bt_context *ctx, const monster *m, const hero *h)
{
    bt_name name = fighter_name(&m->f), victim = fighter_name(&h->f);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_NAME("victim", &victim) };
    const char *own = m->def->ranged_text;
    if (own)
        ctx_say_content(ctx, own, content_text("creature message", own), args, 2);
    else
        /* TRANSLATORS: a monster shoots at the hero ({victim}) from afar;
           what the shot does comes next ("The goblin archer hits you (3)."). */
        ctx_say(ctx, NULL, N_("{name} shoots at {victim:acc}!"), args, 2);
}

static void shoot(game *g, bt_context *ctx, monster *m)
{
    hero *h = &g->hero;
    say_shot(ctx, m, h);
    blow b;
    blow_init(&b, ctx, &g->rng, g->kinds, m->f.body, h->f.body, &m->def->shot, "shoot");
    blow_strike(&b, 0);
}

monster *volley_loose(game *g, bt_context *ctx)
{
    monster *killer = NULL;
    for (size_t i = 0; i < g->monster_count; i++) {
        monster *m = g->monsters[i];
        if (!m->aiming)
            continue;
        m->aiming = false;
        if (killer || !cr_is_alive(m->f.body) || !cr_is_alive(g->hero.f.body))
            continue;
        shoot(g, ctx, m);
        if (!cr_is_alive(g->hero.f.body))
            killer = m;
    }
    return killer;
}
