/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hearing.c - the sounds a blinded hero hears around it. */
#include "config.h"

#include "game/hearing.h"

#include <stdlib.h>

#include "game/monster.h"
#include "text/i18n.h"

/* TRANSLATORS: where a sound comes from, the eight directions as a place
   in a sentence ("You hear something move to the east."): bg "на изток",
   de "im Osten", es "al este". */
static const char *const where_heard[COMPASS_COUNT] = {
    [COMPASS_N] = NC_("direction, where a sound comes from", "to the north"),
    [COMPASS_NE] = NC_("direction, where a sound comes from", "to the north-east"),
    [COMPASS_E] = NC_("direction, where a sound comes from", "to the east"),
    [COMPASS_SE] = NC_("direction, where a sound comes from", "to the south-east"),
    [COMPASS_S] = NC_("direction, where a sound comes from", "to the south"),
    [COMPASS_SW] = NC_("direction, where a sound comes from", "to the south-west"),
    [COMPASS_W] = NC_("direction, where a sound comes from", "to the west"),
    [COMPASS_NW] = NC_("direction, where a sound comes from", "to the north-west"),
};

void hearing_start(hearing *h, const game *g)
{
    h->listening = g->blind && cr_has_kind(g->hero.f.body, g->blind);
    h->moved = h->stirred = 0;
}

void hearing_note(hearing *h, const game *g, const monster *m, int x, int y, bool asleep)
{
    const hero *hr = &g->hero;
    int dx = m->f.x - hr->f.x, dy = m->f.y - hr->f.y;
    if (!h->listening || !cr_is_alive(m->f.body) || abs(dx) > MONSTER_HEARING ||
        abs(dy) > MONSTER_HEARING || level_cell(&g->level, m->f.x, m->f.y)->visible)
        return;
    unsigned bit = 1u << compass_of(dx, dy);
    if (asleep && !m->asleep)
        h->stirred |= bit;
    else if (m->f.x != x || m->f.y != y)
        h->moved |= bit;
}

static void say_each(game *g, unsigned directions, const char *msgid)
{
    for (int d = 0; d < COMPASS_COUNT; d++)
        if (directions & (1u << d)) {
            const char *where = P_("direction, where a sound comes from", where_heard[d]);
            msglog_say(&g->log, msgid, &TPL_STR("where", where), 1);
        }
}

void hearing_tell(const hearing *h, game *g)
{
    /* TRANSLATORS: a blinded hero hears a monster it cannot see wake up;
       {where} is a direction ("to the east"). */
    say_each(g, h->stirred, N_("You hear something stir {where}."));
    /* TRANSLATORS: a blinded hero hears a monster it cannot see move;
       {where} is a direction ("to the east"). */
    say_each(g, h->moved, N_("You hear something move {where}."));
}
