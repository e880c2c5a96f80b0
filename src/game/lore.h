/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lore.h - what the hero knows of potions and scrolls: each kind it does
 * not know by name looks like an appearance of appearances.ini ("a murky
 * potion", "a dusty scroll"), shuffled for each game from its seed and kept
 * in its save; it becomes known by use or a scroll of identify, and the
 * player may call an unknown kind by a name of their own. */
#ifndef BT_LORE_H
#define BT_LORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "content/content.h"
#include "text/name.h"

#define LORE_MAX_CALLED 40   /* bytes of a name the player gives */

typedef struct lore {
    const content *data;     /* borrowed */
    size_t count;            /* the content's items */
    int *look;               /* owned, per item: its appearance, -1 none */
    bool *known;             /* owned, per item */
    char **called;           /* owned, per item: the player's name, or NULL */
} lore;

/* Shuffles the appearances of potions and scrolls among the kinds that
 * are not known from the start, by a stream of its own from seed (the
 * game's own random stream is left as it was). */
void lore_init(lore *l, const content *data, uint64_t seed);
void lore_release(lore *l);

/* Whether the hero knows item by its name (weapons and armour always). */
bool lore_knows(const lore *l, const item_def *item);
/* The item as the hero knows it: its name, or its appearance with the
 * noun of its kind (the name's adjective set). The texts are the
 * catalog's. */
bt_name lore_name(const lore *l, const item_def *item);
/* Whether word, as a player typed it, names item as the hero knows it: an
 * unknown kind by its appearance (in the player's language or English) or
 * by the player's name for it, never by what it is. */
bool lore_matches(const lore *l, const item_def *item, const char *word);
/* The player's name for an unknown kind, or NULL. */
const char *lore_called(const lore *l, const item_def *item);

/* Makes item known; false when it was. */
bool lore_learn(lore *l, const item_def *item);
/* Gives an unknown kind the player's name (NULL or "" forgets it). */
void lore_call(lore *l, const item_def *item, const char *text);
/* The appearance of item (its index in appearances.ini), -1 for none; and
 * sets it, for a save being read (false: not an appearance of its kind). */
int lore_look(const lore *l, const item_def *item);
bool lore_set_look(lore *l, const item_def *item, long look, bool known);

/* The index of item among the content's items. */
size_t lore_index(const lore *l, const item_def *item);

#endif
