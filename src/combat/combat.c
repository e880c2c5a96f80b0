/* combat.c - where fights begin: the map calls in here. */
#include "config.h"

#include "combat/combat.h"

#include "combat/fight.h"
#include "console/frame_fight.h"

void combat_check(game *g)
{
    combat_begin(g, NULL);
}

void combat_begin(game *g, monster *target)
{
    fight *ft = fight_new(g, target);
    if (ft)
        frame_fight_open(g, ft);
}
