/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tally.c - things counted by name. */
#include "config.h"

#include "text/tally.h"

#include <stdlib.h>

#include "util/xalloc.h"

void tally_init(tally *t)
{
    t->groups = NULL;
    t->count = t->capacity = 0;
}

void tally_release(tally *t)
{
    free(t->groups);
    tally_init(t);
}

void tally_add(tally *t, const bt_name *name)
{
    for (size_t i = 0; i < t->count; i++) {
        if (name_same(&t->groups[i].name, name)) {
            t->groups[i].count++;
            return;
        }
    }
    t->groups = xgrow(t->groups, &t->capacity, t->count + 1, sizeof *t->groups);
    t->groups[t->count] = (tally_group){ *name, 1 };
    t->groups[t->count].name.mark = 0;
    t->groups[t->count].name.form = NULL;
    t->count++;
}

size_t tally_total(const tally *t)
{
    size_t total = 0;
    for (size_t i = 0; i < t->count; i++)
        total += t->groups[i].count;
    return total;
}
