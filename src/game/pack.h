/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pack.h - what the hero carries: slots, each with a letter that stays its
 * own while the slot holds anything (as in NetHack), listed by letter;
 * identical potions stack in one slot ("3 healing potions"). */
#ifndef BT_PACK_H
#define BT_PACK_H

#include <stdbool.h>
#include <stddef.h>

#include "content/content.h"

/* Letters a-z, then A-Z. */
#define PACK_SLOTS 52
/* The most items one stack holds. */
#define PACK_MAX_STACK 999

typedef struct pack_slot {
    const item_def *item;        /* content's */
    int count;                   /* at least 1 */
    char letter;
} pack_slot;

typedef struct pack {
    pack_slot slots[PACK_SLOTS]; /* by letter */
    size_t count;
} pack;

/* Whether letter is one a slot may have. */
bool pack_is_letter(char letter);
/* Whether items of this kind stack in one slot (potions) or take a slot each. */
bool pack_stacks(const item_def *item);

/* Adds one item: onto its stack, or in a new slot with the first free
 * letter. Returns the slot, or NULL (nothing changed) when the pack is full
 * (or the stack is). */
pack_slot *pack_add(pack *p, const item_def *item);
/* Puts count items in a slot with the given letter (a save brings them
 * back so); false when the letter is not free or the pack is full. */
bool pack_put(pack *p, const item_def *item, int count, char letter);
/* Takes one item out of the slot at index; an empty slot is gone, and its
 * letter free again. */
void pack_take(pack *p, size_t index);
/* The index of the slot with letter, or -1. */
long pack_find(const pack *p, char letter);
/* The index of the slot holding item, or -1. */
long pack_find_item(const pack *p, const item_def *item);
/* How many items in all. */
size_t pack_total(const pack *p);

#endif
