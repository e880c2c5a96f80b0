/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lore.c - what the hero knows of potions and scrolls. */
#include "config.h"

#include "game/lore.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/rng.h"
#include "text/i18n.h"
#include "util/xalloc.h"

/* The nouns an appearance is composed with. */
static const char *const nouns[] = {
    /* TRANSLATORS: an unknown potion, as a name with its gender and forms
       ("Trank|g:m|pl:Tränke|pl.dat:den Tränken|count.dat:Tränken"): its
       appearance, an adjective, goes with it ("a murky potion"). */
    [ITEM_POTION] = NC_("item", "potion"),
    /* TRANSLATORS: an unknown scroll, as a name with its gender and forms:
       "a dusty scroll". */
    [ITEM_SCROLL] = NC_("item", "scroll"),
};

static bool disguised_kind(int kind)
{
    return kind == ITEM_POTION || kind == ITEM_SCROLL;
}

size_t lore_index(const lore *l, const item_def *item)
{
    for (size_t i = 0; i < l->count; i++)
        if (schema_at(&l->data->items, i) == item)
            return i;
    return 0;
}

/* Gives the appearances of one kind, shuffled, to its unknown items; an
 * item left without one (more kinds than appearances) is known by name. */
static void deal(lore *l, int kind, rng *r)
{
    const def_table *looks = &l->data->appearances;
    int *pool = xmalloc((looks->count + 1) * sizeof *pool);
    size_t n = 0;
    for (size_t i = 0; i < looks->count; i++)
        if (appearance_item_kind(schema_at(looks, i)) == kind)
            pool[n++] = (int)i;
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)rng_below(r, (int)i);
        int t = pool[i - 1];
        pool[i - 1] = pool[j];
        pool[j] = t;
    }
    size_t next = 0;
    for (size_t i = 0; i < l->count; i++) {
        const item_def *item = schema_at(&l->data->items, i);
        if (item->kind != kind || item->known)
            continue;
        if (next < n)
            l->look[i] = pool[next++];
        else
            l->known[i] = true;
    }
    free(pool);
}

void lore_init(lore *l, const content *data, uint64_t seed)
{
    l->data = data;
    l->count = data->items.count;
    l->look = xmalloc((l->count + 1) * sizeof *l->look);
    l->known = xcalloc(l->count + 1, sizeof *l->known);
    l->called = xcalloc(l->count + 1, sizeof *l->called);
    for (size_t i = 0; i < l->count; i++) {
        const item_def *item = schema_at(&data->items, i);
        l->look[i] = -1;
        l->known[i] = !disguised_kind(item->kind) || item->known;
    }
    /* A stream of its own: the game's dice stay as they were. */
    rng r;
    rng_seed(&r, seed ^ 0x9e3779b97f4a7c15u);
    deal(l, ITEM_POTION, &r);
    deal(l, ITEM_SCROLL, &r);
}

void lore_release(lore *l)
{
    for (size_t i = 0; i < l->count; i++)
        free(l->called[i]);
    free(l->called);
    free(l->look);
    free(l->known);
    memset(l, 0, sizeof *l);
}

bool lore_knows(const lore *l, const item_def *item)
{
    if (!l->count)
        return true;
    size_t i = lore_index(l, item);
    return l->known[i] || l->look[i] < 0;
}

bt_name lore_name(const lore *l, const item_def *item)
{
    if (lore_knows(l, item))
        return content_name("item", item->name);
    const appearance_def *a = schema_at(&l->data->appearances, (size_t)l->look[lore_index(l, item)]);
    bt_name name = content_name("item", nouns[item->kind]);
    name.adjective = content_text("adjective", a->adjective);
    return name;
}

bool lore_matches(const lore *l, const item_def *item, const char *word)
{
    if (lore_knows(l, item))
        return content_name_matches("item", item->name, word) || strcmp(item->h.id, word) == 0;
    bt_name local = lore_name(l, item);
    const appearance_def *a = schema_at(&l->data->appearances, (size_t)l->look[lore_index(l, item)]);
    bt_name english = { nouns[item->kind], false, 0, NULL, a->adjective };
    const char *called = lore_called(l, item);
    return name_matches(&local, word) || name_matches(&english, word) ||
           (called && strncasecmp(called, word, strlen(word)) == 0 && *word);
}

const char *lore_called(const lore *l, const item_def *item)
{
    return l->count && !lore_knows(l, item) ? l->called[lore_index(l, item)] : NULL;
}

bool lore_learn(lore *l, const item_def *item)
{
    if (lore_knows(l, item))
        return false;
    size_t i = lore_index(l, item);
    l->known[i] = true;
    free(l->called[i]);
    l->called[i] = NULL;
    return true;
}

void lore_call(lore *l, const item_def *item, const char *text)
{
    if (!l->count)
        return;
    size_t i = lore_index(l, item);
    free(l->called[i]);
    l->called[i] = text && *text ? xstrdup(text) : NULL;
}

int lore_look(const lore *l, const item_def *item)
{
    return l->count ? l->look[lore_index(l, item)] : -1;
}

bool lore_set_look(lore *l, const item_def *item, long look, bool known)
{
    const def_table *looks = &l->data->appearances;
    if (!l->count || look < 0 || (size_t)look >= looks->count ||
        appearance_item_kind(schema_at(looks, (size_t)look)) != item->kind)
        return false;
    size_t i = lore_index(l, item);
    l->look[i] = (int)look;
    l->known[i] = known;
    return true;
}
