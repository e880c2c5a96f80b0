/* SPDX-License-Identifier: GPL-3.0-or-later */
/* command_internal.h - what the parts of src/command share: the answers,
 * the rules of every turn on the map, and the repeated actions. */
#ifndef BT_COMMAND_INTERNAL_H
#define BT_COMMAND_INTERNAL_H

#include "command/command.h"

/* Refuses with msgid translated and filled in (the plural form for n);
 * returns CMD_REFUSED. */
cmd_status cmd_refuse(cmd_result *r, const char *msgid, const tpl_arg *args, size_t nargs);
cmd_status cmd_refuse_plural(cmd_result *r, const char *one, const char *many, unsigned long n,
                             const tpl_arg *args, size_t nargs);
/* Refuses with what was said into log since mark (the world's own words),
 * which leaves the log as it was. */
cmd_status cmd_refuse_said(cmd_result *r, msglog *log, size_t mark);

/* The world turn after the hero's action on the map: effects, monsters,
 * the view; then a fight begins if an awake monster stands next to the
 * hero. */
void cmd_end_turn(game *g);
/* A hero stunned when its effects last ticked loses the action it chose
 * (says so; the turn passes): true then. */
bool cmd_lost_to_stun(game *g);

/* The repeated actions: CMD_REPEAT, CMD_REST, CMD_RUN, CMD_TRAVEL,
 * CMD_FOLLOW (repeat.c). */
cmd_status repeat_do(game *g, const command *c, cmd_result *r);

#endif
