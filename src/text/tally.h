/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tally.h - things counted by name, for a list that a sentence says in the
 * language's way: "a goblin and two wolves", "гоблин и два вълка".
 *
 * Names are grouped by their entry in the order they first came; the
 * template placeholder {list:FORM} says each group in FORM (one thing) or
 * counted (several), and joins them with the language's "list" messages.
 */
#ifndef BT_TALLY_H
#define BT_TALLY_H

#include <stddef.h>

#include "text/name.h"

typedef struct tally_group {
    bt_name name;            /* the entry is borrowed: it must outlive the tally */
    size_t count;
} tally_group;

typedef struct tally {
    tally_group *groups;     /* owned */
    size_t count;
    size_t capacity;
} tally;

void tally_init(tally *t);
void tally_release(tally *t);
/* Counts one more of name (a copy of the struct is kept, not of its entry;
 * its mark is dropped: counted things are not told apart). */
void tally_add(tally *t, const bt_name *name);
/* How many things in all. */
size_t tally_total(const tally *t);

#endif
