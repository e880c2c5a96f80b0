/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frames.h - the frames of the game and the helpers they share. */
#ifndef BT_FRAMES_H
#define BT_FRAMES_H

#include "command/command.h"
#include "console/frame.h"

extern const frame_ops frame_map_ops;
/* The direction a word names on the map, 0..7 in the order of act_dx
 * (north, south, east, west, north-east, north-west, south-east,
 * south-west), 8 for wait, or -1. */
int frames_direction(const char *word);

/* What a yes/no question runs on "yes" (frames_confirm). */
#define FRAMES_CONFIRM_DATA 64
typedef void (*confirm_fn)(game *g, const void *data);

/* Pushes "choose an item" for action (CMD_USE, CMD_EQUIP or CMD_DROP),
 * after the rules answered CMD_CHOOSE: the item chosen is given to them,
 * on the map or in the fight alike. */
void frames_push_item_choice(game *g, cmd_kind action);

/* Finds an item of the pack by its letter or the start of its name (in the
 * player's language or in English); -1 (and a message said) when none fits. */
long frames_find_item(game *g, const char *word);
/* The same for a name typed as words ("healing potion"). */
long frames_find_item_words(game *g, char **words, size_t count);
/* Appends what is worn and the pack, by letter. */
void frames_list_items(const game *g, strbuf *out);

/* Pushes the questions of a new game: the hero's name, then the class. */
void frames_push_new_game(game *g, const char *name, int gender, const char *class_id);

/* Asks whether to go on with the saved game (g->save); a save that
 * cannot be read is named with its problem and left as it is. */
void frames_push_continue(game *g, const char *name, int gender, const char *class_id);

/* A yes/no question before an action a player may regret: "yes" pops it
 * and runs yes(g, data) with a copy of data (size bytes, at most
 * FRAMES_CONFIRM_DATA); "no" pops it and spends nothing. question is a
 * line in the player's language (copied); frames_confirm_say renders
 * msgid, translated, with args. */
void frames_confirm(game *g, const char *question, confirm_fn yes, const void *data,
                    size_t size);
void frames_confirm_say(game *g, const char *msgid, const tpl_arg *args, size_t nargs,
                        confirm_fn yes, const void *data, size_t size);

/* "save" writes the game; "quit" saves it and leaves. */
void frames_save(game *g);
void frames_quit(game *g);

/* The game could not be saved as the player left: asks for another file,
 * or whether to leave without saving (frame_save.c). */
void frames_push_save_elsewhere(game *g);

#endif
