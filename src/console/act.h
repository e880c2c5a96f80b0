/* SPDX-License-Identifier: GPL-3.0-or-later */
/* act.h - the console's side of the hero's commands (src/command): it hands
 * the rules what the player typed, parsed, and shows their answer. */
#ifndef BT_CONSOLE_ACT_H
#define BT_CONSOLE_ACT_H

#include <stdbool.h>

#include "command/command.h"

/* The eight directions, in the order of the map's commands (frames_direction). */
#define ACT_DIRECTIONS 8
extern const int act_dx[ACT_DIRECTIONS], act_dy[ACT_DIRECTIONS];

/* Gives the rules c and shows their answer: a refusal at once, a question
 * as yes/no ("yes" gives c again, confirmed), after a turn the map or the
 * fight (a question the fight asks pushed on it). leave: the question on
 * top (which item, which skill) is popped once c is carried out. Returns
 * the status; CMD_CHOOSE is left to the caller (the map asks which item). */
cmd_status act_do(game *g, const command *c, bool leave);

#endif
