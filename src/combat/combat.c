/* SPDX-License-Identifier: GPL-3.0-or-later */
/* combat.c - where fights begin and end: the map calls in here. */
#include "config.h"

#include "combat/combat.h"

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

void combat_check(game *g)
{
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
