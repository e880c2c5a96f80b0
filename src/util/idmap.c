/* SPDX-License-Identifier: GPL-3.0-or-later */
/* idmap.c - finding an entry of an array by its name at once. */
#include "config.h"

#include "util/idmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util/xalloc.h"

void idmap_init(idmap *m)
{
    memset(m, 0, sizeof *m);
}

void idmap_release(idmap *m)
{
    free(m->slots);
    idmap_init(m);
}

void idmap_clear(idmap *m)
{
    if (m->slots)
        memset(m->slots, 0, m->capacity * sizeof *m->slots);
    m->count = 0;
}

static size_t hash(const char *name)
{
    uint64_t h = 14695981039346656037u;          /* FNV-1a */
    for (; *name; name++)
        h = (h ^ (unsigned char)*name) * 1099511628211u;
    return (size_t)(h ^ (h >> 29));
}

static idmap_slot *slot_of(const idmap *m, const char *name)
{
    size_t mask = m->capacity - 1;
    for (size_t i = hash(name) & mask;; i = (i + 1) & mask) {
        idmap_slot *s = &m->slots[i];
        if (!s->name || strcmp(s->name, name) == 0)
            return s;
    }
}

long idmap_find(const idmap *m, const char *name)
{
    if (!m->capacity)
        return -1;
    const idmap_slot *s = slot_of(m, name);
    return s->name ? (long)s->index : -1;
}

/* The slots again, capacity of them (a power of two). */
static void rehash(idmap *m, size_t capacity)
{
    idmap old = *m;
    m->capacity = capacity;
    m->slots = xcalloc(m->capacity, sizeof *m->slots);
    m->count = 0;
    for (size_t i = 0; i < old.capacity; i++)
        if (old.slots[i].name)
            idmap_put(m, old.slots[i].name, old.slots[i].index);
    free(old.slots);
}

/* At most half the slots are taken, so that a search ends soon. */
void idmap_reserve(idmap *m, size_t count)
{
    size_t capacity = m->capacity ? m->capacity : 8;
    while (count * 2 > capacity)
        capacity *= 2;
    if (capacity > m->capacity)
        rehash(m, capacity);
}

void idmap_put(idmap *m, const char *name, size_t index)
{
    if ((m->count + 1) * 2 > m->capacity)
        rehash(m, m->capacity ? 2 * m->capacity : 8);
    idmap_slot *s = slot_of(m, name);
    if (!s->name)
        m->count++;
    *s = (idmap_slot){ name, index };
}
