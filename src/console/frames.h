/* frames.h - the frames of the game and the helpers they share. */
#ifndef BT_FRAMES_H
#define BT_FRAMES_H

#include "console/frame.h"

extern const frame_ops frame_map_ops;

typedef enum item_action { ITEM_ACTION_USE, ITEM_ACTION_EQUIP, ITEM_ACTION_DROP } item_action;

/* Pushes "choose an item" for action. Once an item was used, the frame pops
 * and done runs (on the map: the turn is spent); ctx is where it is said. */
void frames_push_item_choice(game *g, item_action action, bt_context *ctx,
                             void (*done)(game *g));
/* The world turn after an action on the map; a fight may begin. */
void frames_spend_turn(game *g);
/* Does action with the pack's item at index; false if it was refused (and
 * said why). */
bool frames_item_action(game *g, item_action action, size_t index, bt_context *ctx);

/* Finds an item of the pack by its number (1-based) or the start of its
 * name; -1 (and a message said) when none fits. */
long frames_find_item(game *g, const char *word);
/* Appends the pack, numbered, and what is worn. */
void frames_list_items(const game *g, strbuf *out);

/* Pushes the questions of a new game: the hero's name, then the class. */
void frames_push_new_game(game *g, const char *name, int gender, const char *class_id);

/* Asks whether to go on with the saved game (g->save); a save that
 * cannot be read is named with its problem and left as it is. */
void frames_push_continue(game *g, const char *name, int gender, const char *class_id);

/* "save" writes the game; "quit" saves it and leaves. */
void frames_save(game *g);
void frames_quit(game *g);

/* The game could not be saved as the player left: asks for another file,
 * or whether to leave without saving (frame_save.c). */
void frames_push_save_elsewhere(game *g);

/* The game could not be saved as the player left: asks for another file,
 * or whether to leave without saving (src/save/frame_save.c). */
void frames_push_save_elsewhere(game *g);

#endif
