/* SPDX-License-Identifier: GPL-3.0-or-later */
/* combat.c - where fights begin and end: the map calls in here. */
#include "config.h"

#include "combat/combat.h"

#include "combat/volley.h"
#include "game/fighter.h"
#include "text/i18n.h"

/* A fight over is finished; one that did not end the game leaves. */
static fight_outcome settle(game *g, fight_outcome outcome)
{
    if (outcome == FIGHT_ON || outcome == FIGHT_ASK)
        return outcome;
    fight_finish(g->fight);
    if (!g->over) {
        fight_free(g->fight);
        g->fight = NULL;
    }
    return outcome;
}

/* The shots of the monsters that took aim on the map; one that kills ends
 * the game as a blow in a fight does. */
static void shots_on_map(game *g)
{
    monster *killer = volley_loose(g, &g->log.ctx);
    if (!killer)
        return;
    bt_name name = fighter_name(&g->hero.f);
    msglog_say(&g->log, N_("{name} dies."), &TPL_NAME("name", &name), 1);
    cr_tell_death(&g->log.ctx, g->hero.f.body);
    g->killer = killer->def;
    g->over = true;
}

void combat_check(game *g)
{
    if (!g->fight)
        shots_on_map(g);
    if (!g->over)
        combat_begin(g, NULL);
}

void combat_begin(game *g, monster *target)
{
    if (g->fight)
        return;
    g->fight = fight_new(g, target);
    if (g->fight)
        settle(g, fight_run(g->fight));
}

fight_outcome combat_proceed(game *g)
{
    return settle(g, fight_continue(g->fight));
}

fight_outcome combat_answer(game *g, bool yes, fighter *target)
{
    return settle(g, fight_answer(g->fight, yes, target));
}
