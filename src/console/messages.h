/* SPDX-License-Identifier: GPL-3.0-or-later */
/* messages.h - the message history on screen: the "messages" command (and
 * Ctrl-P at a terminal) on the map and in a fight. */
#ifndef BT_CONSOLE_MESSAGES_H
#define BT_CONSOLE_MESSAGES_H

#include "game/game.h"

/* How many lines "messages" shows without a number. */
#define MESSAGES_DEFAULT 20

/* The command: words[0] is "messages", words[1] (if count > 1) a number of
 * lines or "all". Prints the last lines of the history, or says what was
 * wrong with the argument. */
void messages_command(game *g, char **words, size_t count);

#endif
