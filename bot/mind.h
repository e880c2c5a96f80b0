/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mind.h - how the autoplayer plays: what it knows of the game so far and
 * the command it types next, by class and strategy. */
#ifndef BOT_MIND_H
#define BOT_MIND_H

#include <stdbool.h>

#include "map.h"
#include "view.h"

typedef enum strategy {
    STRATEGY_CAREFUL,     /* rests, drinks in time, uses every skill, sneaks up on sleepers */
    STRATEGY_RUSH         /* straight down the stairs, no rest, to the Warden */
} strategy;

#define MIND_MAX_PACK 32

typedef struct mind {
    const char *cls;            /* barbarian, ranger, mage */
    strategy plan;
    const char *without;        /* a skill or reaction id the bot never uses, or NULL */
    const char *hero;           /* its name */
    const char *levels;         /* the level files it knows (rushing), or NULL */
    bot_map map;
    view last;                  /* the last screen that was a map or a fight */
    /* The pack as last listed, and whether a listing is due. */
    char pack[MIND_MAX_PACK][VIEW_NAME];
    int pack_counts[MIND_MAX_PACK];
    int pack_count;
    bool pack_stale;
    /* What the next question is to be answered with. */
    char want_skill[VIEW_NAME];
    char want_item[VIEW_NAME];
    bool skill_refused;         /* the skill wanted this turn was not ready */
    int step_x, step_y;         /* the cell the last step on the map went for */
    bool last_was_step;
    int rests;                  /* waits in a row */
    int last_life;
    bool picked_here;           /* what lies here was picked up (or tried) */
    /* Where the last pickups were tried, and how often in a row: a thing
     * on a trap that stuns (the pickup lost) is given up after three. */
    int pickup_x, pickup_y, pickups;
    bool travelled;             /* "travel" (to the stairs) was the last way tried */
    int at_x, at_y;             /* where the hero stood on the last map */
    int before_x, before_y;     /* where it stood before it came there */
    int to_and_fro;             /* steps back to where it stood before, in a row */
    int lost;                   /* waits with nothing left to explore */
    int deepest_level_seen;
    int hero_level;             /* as the map last showed it */
    int hero_level_at_warden;   /* the hero's level when it first met the Warden */
    long commands;
    /* Skills that did an enemy no harm: "skill|enemy" pairs, not tried again. */
    char futile[16][2 * VIEW_NAME];
    int futile_count;
    char used_skill[VIEW_NAME];  /* the skill chosen last, until the next fight screen */
    bool idle;                  /* the last command passed no turn (look, i): old messages */
    /* Turns spent going for (or waiting on) monsters awake in view since
     * the last fight: one that flees for ever, or stands where it cannot
     * be reached, is given up until the next fight. */
    int awake_turns;
    bool ignore_awake;
} mind;

void mind_init(mind *m, const char *cls, strategy plan, const char *without, const char *hero,
               const char *levels);
/* The item (its name, "healing potion") the hero should use now, or NULL:
 * for a front end that walks the map its own way (bot/speech.c). */
const char *mind_item_to_use(const mind *m, const view *v, bool fighting);

/* The command to type for what the game printed last (v). */
const char *mind_decide(mind *m, const view *v);

#endif
