/* SPDX-License-Identifier: GPL-3.0-or-later */
/* command.h - what the hero does, as commands the rules carry out and
 * answer (as Angband's command queue): a front end (the console, the event
 * stream, a bot, a test) fills in a command and reads the answer; the rules
 * never ask the front end anything. Every rule of a turn is here or below:
 * a stunned hero loses the action, the world turn that follows, a fight
 * that begins, the repeated actions (a count, rest, run, travel, follow)
 * and what stops them. A refused command changes nothing: no turn, no item,
 * no mana is spent (doc/commands.md). */
#ifndef BT_COMMAND_H
#define BT_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

#include "game/game.h"
#include "util/strbuf.h"

/* The most turns one repeated action takes. */
#define CMD_MAX_TURNS 500

/* "Not given": the front end is to ask (which item, which enemy), or for
 * CMD_ATTACK and CMD_SKILL the only living enemy when there is one. */
#define CMD_NONE (-1)

typedef enum cmd_kind {
    /* on the map */
    CMD_STEP,        /* (dx, dy): a step, a door opened, or the monster there attacked */
    CMD_WAIT,        /* a turn passes */
    CMD_REPEAT,      /* count turns of (dx, dy), or of waiting when both are 0 */
    CMD_REST,        /* until life and mana are full */
    CMD_RUN,         /* (dx, dy) until something is worth a look */
    CMD_TRAVEL,      /* to place (an area's name as typed), or the stairs when NULL */
    CMD_FOLLOW,      /* along the blood trail here */
    CMD_EXPLORE,     /* to the nearest place not yet seen, until something new shows */
    CMD_PICKUP,      /* what lies here */
    CMD_USE,         /* the pack's item index (a potion drunk, gear put on) */
    CMD_EQUIP,       /* the pack's item index, wielded or worn */
    CMD_DROP,        /* the pack's item index */
    CMD_DESCEND,     /* the stairs down */
    CMD_ASCEND,      /* the stairs up (the deep dungeon's) */
    CMD_BUY,         /* the shrine's ware index */
    /* in a fight (g->fight) */
    CMD_ATTACK,      /* a blow at enemy target */
    CMD_SKILL,       /* skill slot index, at enemy target when it aims at one */
    CMD_FLEE,        /* try to get away */
    CMD_ANSWER       /* the reaction asked about: yes or no, target the enemy a
                        turned blow strikes */
} cmd_kind;

typedef struct command {
    cmd_kind kind;
    int dx, dy;                  /* a direction: each -1, 0 or 1 */
    int count;                   /* CMD_REPEAT: how many turns, 1..CMD_MAX_TURNS */
    int index;                   /* an item, ware or skill; CMD_NONE: ask */
    int target;                  /* an enemy of the fight (fight_enemy); CMD_NONE */
    bool yes;                    /* CMD_ANSWER */
    bool confirmed;              /* the player said yes to the question asked before */
    const char *place;           /* CMD_TRAVEL; borrowed for the call only */
    int stop_life;               /* repeated actions: the tick of an effect stops them
                                    only when it takes life below this percent of the
                                    most (or adds an effect); CMD_STOP_LIFE by default */
} command;

/* The share of the most life below which a tick stops rest, run, counts. */
#define CMD_STOP_LIFE 50

/* The answer to a command. */
typedef enum cmd_status {
    CMD_SPENT,       /* carried out: turns passed (none when a repeated action
                        stopped before its first); a fight may have begun
                        (g->fight), the game may be over (g->over) */
    CMD_REFUSED,     /* nothing changed; text says why */
    CMD_ASKED,       /* a question comes first (text): give the command again
                        with confirmed set to go on, or drop it */
    CMD_CHOOSE       /* the command needs what the player is to choose: an item
                        of the pack (index) or an enemy (target) */
} cmd_status;

typedef struct cmd_result {
    cmd_status status;
    int turns;                   /* CMD_SPENT: world turns, or fight actions */
    const char *msgid;           /* the catalog id of text (the English original),
                                    NULL when text is what the world said */
    strbuf text;                 /* owned: the refusal or the question, in the
                                    player's language, one line a line */
} cmd_result;

void cmd_result_init(cmd_result *r);
void cmd_result_release(cmd_result *r);

/* A command of kind with nothing else given. */
static inline command cmd_make(cmd_kind kind)
{
    return (command){ .kind = kind, .index = CMD_NONE, .target = CMD_NONE,
                      .stop_life = CMD_STOP_LIFE };
}

/* The game begins (g from game_init): the hero of class cls, called name
 * (copied), is made and steps onto the first level. */
void cmd_begin(game *g, const class_def *cls, const char *name, bool female);

/* Carries out c for the hero of g (a game started, not over) and fills r
 * (cmd_result_init'ed; its text is reset). On the map, what the action
 * says goes to the message log and is new on the screen; in a fight, to the
 * fight's log, and the fight plays on until the hero is to choose again. */
cmd_status cmd_do(game *g, const command *c, cmd_result *r);

/* Whether the cell next to the hero in (dx, dy) holds a trap the hero
 * knows of or a fire, with no monster on it: a step there is asked about. */
bool cmd_is_known_danger(const game *g, int dx, int dy);

#endif
