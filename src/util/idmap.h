/* SPDX-License-Identifier: GPL-3.0-or-later */
/* idmap.h - finding an entry of an array by its name at once: an open
 * addressing table of (name, index) pairs beside the array, which keeps
 * the entries. The names are borrowed from the entries and must not move
 * while they are in the map. Content sections, lab creatures and language
 * lists are looked up here: a scan of each for each costs n², and modders
 * and scripts do write 80,000 sections or 40,000 creatures. */
#ifndef BT_IDMAP_H
#define BT_IDMAP_H

#include <stdbool.h>
#include <stddef.h>

typedef struct idmap_slot {
    const char *name;            /* borrowed; NULL: empty */
    size_t index;
} idmap_slot;

typedef struct idmap {
    idmap_slot *slots;           /* owned; capacity a power of two, or 0 */
    size_t capacity, count;
} idmap;

void idmap_init(idmap *m);
void idmap_release(idmap *m);
/* Forgets every name (the array was cut or reordered). */
void idmap_clear(idmap *m);

/* Room for count names without growing: a table read whole (the content
 * cache) knows how many it holds, and each growth hashes every name again. */
void idmap_reserve(idmap *m, size_t count);

/* The index of name, or -1. */
long idmap_find(const idmap *m, const char *name);
/* Maps name (borrowed) to index; a name already there is mapped anew. */
void idmap_put(idmap *m, const char *name, size_t index);

#endif
