/* items.h - using, wearing and dropping what the hero carries, on the map
 * and in a fight alike. */
#ifndef BT_ITEMS_H
#define BT_ITEMS_H

#include <stdbool.h>

#include "game/game.h"

/* Finds an item of the pack by its number (1-based) or the start of its
 * name; -1 (and a message said) when none fits. */
long items_find(game *g, const char *word);

/* Uses the item at index: a potion is drunk (used up), a weapon or armour
 * is put on. ctx is where it is said. Returns false (nothing changed, a
 * message said why) when the item cannot be used so. */
bool items_use(game *g, size_t index, bt_context *ctx);
bool items_equip(game *g, size_t index, bt_context *ctx);
bool items_drop(game *g, size_t index, bt_context *ctx);

/* Appends the pack, numbered, and what is worn. */
void items_list(const game *g, strbuf *out);

#endif
