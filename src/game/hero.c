/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hero.c - the player's hero. */
#include "config.h"

#include "game/hero.h"

#include <string.h>

#include "game/fighter.h"
#include "text/i18n.h"
#include "text/template.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

const item_def **hero_slot(hero *h, int kind)
{
    switch (kind) {
    case ITEM_WEAPON:
        return &h->weapon;
    case ITEM_ARMOUR:
        return &h->armour;
    case ITEM_RING:
        return &h->ring;
    case ITEM_AMULET:
        return &h->amulet;
    default:
        return NULL;
    }
}

/* What everything worn adds, flat and in percent, summed again from the
 * slots: a stat is read through cr_stat, which applies the percent once. */
static void add_up_worn(hero *h)
{
    bt_creature *body = h->f.body;
    memset(body->bonus, 0, sizeof body->bonus);
    memset(body->bonus_percent, 0, sizeof body->bonus_percent);
    const item_def *worn[] = { h->weapon, h->armour, h->ring, h->amulet };
    for (size_t i = 0; i < sizeof worn / sizeof *worn; i++) {
        const item_def *it = worn[i];
        if (!it)
            continue;
        body->bonus[BT_STAT_ACCURACY] += it->accuracy;
        body->bonus[BT_STAT_DEFENSE] += it->defense;
        body->bonus[BT_STAT_STRENGTH] += it->strength;
        body->bonus[BT_STAT_AGILITY] += it->agility;
        body->bonus[BT_STAT_SPEED] += it->speed;
        for (int s = 0; s < BT_STAT_COUNT; s++)
            body->bonus_percent[s] += it->percent[s];
    }
}

void hero_wear(hero *h, const item_def *item)
{
    const item_def **slot = hero_slot(h, item->kind);
    if (!slot)
        return;
    *slot = item;
    if (item->kind == ITEM_WEAPON)
        h->f.attack = item->attack;
    add_up_worn(h);
}

void hero_take_off(hero *h, int kind)
{
    const item_def **slot = hero_slot(h, kind);
    if (slot && kind != ITEM_WEAPON)
        *slot = NULL;
    add_up_worn(h);
}

void hero_init(hero *h, const content *data, const class_def *cls, const char *name,
               bool female)
{
    memset(h, 0, sizeof *h);
    h->cls = cls;
    h->name = xstrdup(name);
    h->female = female;
    h->level = 1;
    /* A valid name has no "|": the gender tag makes it a name with grammar. */
    strbuf entry;
    sb_init(&entry);
    sb_addf(&entry, "%s|g:%s", name, female ? "f" : "m");
    bt_creature *body = cr_new(entry.buf, true, cls->life, cls->strength, cls->defense,
                               cls->agility);
    sb_release(&entry);
    h->named = cr_name(body);
    tpl_set_hero(&h->named);
    body->base[BT_STAT_SPEED] = cls->speed;
    fighter_init(&h->f, body, data, &cls->skills);
    fighter_add_reactions(&h->f, data, &cls->reactions);
    h->f.is_hero = true;
    h->f.mana = h->f.max_mana = cls->mana;
    hero_wear(h, content_item(data, cls->weapon));
    if (cls->armour)
        hero_wear(h, content_item(data, cls->armour));
    for (size_t i = 0; i < cls->items.count; i++)
        pack_add(&h->pack, content_item(data, cls->items.ids[i]));
}

bt_name hero_class_name(const hero *h)
{
    return content_class_name(h->cls, h->female);
}

void hero_release(hero *h)
{
    tpl_set_hero(NULL);
    fighter_release(&h->f);
    free(h->name);
    memset(h, 0, sizeof *h);
}

void hero_equip(hero *h, size_t index)
{
    const item_def *item = h->pack.slots[index].item;
    const item_def *old = *hero_slot(h, item->kind);
    pack_take(&h->pack, index);
    if (old)
        pack_add(&h->pack, old);     /* the slot just emptied has room for it */
    hero_wear(h, item);
}

int hero_xp_needed(const hero *h)
{
    return 20 * h->level;
}

/* Adds by to *value, up to max. */
static void raise_to(int *value, int by, int max)
{
    *value = *value > max - by ? max : *value + by;
}

static void level_up(hero *h, msglog *log)
{
    bt_creature *body = h->f.body;
    h->level++;
    raise_to(&body->max_life, 8, HERO_MAX_LIFE);
    raise_to(&body->life, 8, body->max_life);
    raise_to(&body->base[BT_STAT_STRENGTH], 2, HERO_MAX_STAT);
    raise_to(&body->base[BT_STAT_AGILITY], 1, HERO_MAX_STAT);
    if (h->level % 2)
        raise_to(&body->base[BT_STAT_DEFENSE], 1, HERO_MAX_STAT);
    raise_to(&h->f.max_mana, 2, HERO_MAX_MANA);
    h->f.mana = h->f.max_mana;
    bt_name name = cr_name(body);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_INT("level", h->level) };
    msglog_say(log, N_("{name} reaches level {level}: stronger, quicker, tougher."), args, 2);
}

void hero_gain_xp(hero *h, int xp, msglog *log)
{
    if (xp > 0)
        raise_to(&h->xp, xp, HERO_MAX_XP);
    while (h->level < HERO_MAX_LEVEL && h->xp >= hero_xp_needed(h)) {
        h->xp -= hero_xp_needed(h);
        level_up(h, log);
    }
}
