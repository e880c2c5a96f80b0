/* SPDX-License-Identifier: GPL-3.0-or-later */
/* items.h - using, wearing and dropping what the hero carries, on the map
 * and in a fight alike. */
#ifndef BT_ITEMS_H
#define BT_ITEMS_H

#include <stdbool.h>

#include "game/game.h"

/* Uses the item at index: a potion is drunk (used up), a weapon or armour
 * is put on. ctx is where it is said. Returns false (nothing changed) when
 * the item cannot be used so: a potion is not worn. */
bool items_use(game *g, size_t index, bt_context *ctx);
/* Whether using the item at index would do anything now. A potion that
 * only heals a hero at full life, cures nothing the hero has and brings no
 * effect of its own would not; what is worn always does (it is put on). */
bool items_would_help(const game *g, size_t index);
bool items_equip(game *g, size_t index, bt_context *ctx);
/* Whether an item of kind is worn (weapon, armour, ring, amulet), not used up. */
bool items_is_worn_kind(int kind);
bool items_drop(game *g, size_t index, bt_context *ctx);

#endif
