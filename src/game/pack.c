/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pack.c - what the hero carries, by letter. */
#include "config.h"

#include "game/pack.h"

#include <string.h>

static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/* The order of a letter among the slots, or -1. */
static int rank(char letter)
{
    const char *at = letter ? strchr(letters, letter) : NULL;
    return at ? (int)(at - letters) : -1;
}

bool pack_is_letter(char letter)
{
    return rank(letter) >= 0;
}

bool pack_stacks(const item_def *item)
{
    return item->kind == ITEM_POTION || item->kind == ITEM_SCROLL;
}

long pack_find(const pack *p, char letter)
{
    for (size_t i = 0; i < p->count; i++)
        if (p->slots[i].letter == letter)
            return (long)i;
    return -1;
}

long pack_find_item(const pack *p, const item_def *item)
{
    for (size_t i = 0; i < p->count; i++)
        if (p->slots[i].item == item)
            return (long)i;
    return -1;
}

/* Inserts a slot where its letter keeps the list in order. */
static pack_slot *insert(pack *p, const item_def *item, int count, char letter)
{
    size_t at = 0;
    while (at < p->count && rank(p->slots[at].letter) < rank(letter))
        at++;
    memmove(&p->slots[at + 1], &p->slots[at], (p->count - at) * sizeof *p->slots);
    p->count++;
    p->slots[at] = (pack_slot){ item, count, letter };
    return &p->slots[at];
}

pack_slot *pack_add(pack *p, const item_def *item)
{
    long stack = pack_stacks(item) ? pack_find_item(p, item) : -1;
    if (stack >= 0) {
        if (p->slots[stack].count >= PACK_MAX_STACK)
            return NULL;
        p->slots[stack].count++;
        return &p->slots[stack];
    }
    if (p->count == PACK_SLOTS)
        return NULL;
    for (const char *l = letters; *l; l++)
        if (pack_find(p, *l) < 0)
            return insert(p, item, 1, *l);
    return NULL;
}

bool pack_put(pack *p, const item_def *item, int count, char letter)
{
    if (count < 1 || count > PACK_MAX_STACK || !pack_is_letter(letter) || pack_find(p, letter) >= 0 ||
        p->count == PACK_SLOTS || (count > 1 && !pack_stacks(item)) ||
        (pack_stacks(item) && pack_find_item(p, item) >= 0))
        return false;
    insert(p, item, count, letter);
    return true;
}

size_t pack_total(const pack *p)
{
    size_t n = 0;
    for (size_t i = 0; i < p->count; i++)
        n += (size_t)p->slots[i].count;
    return n;
}

void pack_take(pack *p, size_t index)
{
    if (--p->slots[index].count > 0)
        return;
    memmove(&p->slots[index], &p->slots[index + 1],
            (p->count - index - 1) * sizeof *p->slots);
    p->count--;
}
