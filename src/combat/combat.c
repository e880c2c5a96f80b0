/* combat.c - fights (to be written: the combat issue). */
#include "config.h"

#include "combat/combat.h"

void combat_check(game *g)
{
    (void)g;
}

void combat_begin(game *g, monster *target)
{
    (void)g;
    (void)target;
}
