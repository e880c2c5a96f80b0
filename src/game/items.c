/* SPDX-License-Identifier: GPL-3.0-or-later */
/* items.c - using, wearing and dropping what the hero carries. */
#include "config.h"

#include "game/items.h"

#include "engine/effect.h"
#include "game/fxref.h"
#include "game/hero.h"
#include "text/i18n.h"

/* Says msgid with {name}, the hero, and {item}, the item's name. */
static void say_item(bt_context *ctx, const game *g, const char *msgid, const item_def *item)
{
    if (!ctx_speaks(ctx))
        return;
    bt_name name = cr_name(g->hero.f.body), thing = content_name("item", item->name);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_NAME("item", &thing) };
    ctx_say(ctx, NULL, msgid, args, 2);
}

static void drink(game *g, const item_def *item, bt_context *ctx)
{
    bt_creature *body = g->hero.f.body;
    /* TRANSLATORS: {item} is the item used, a name with its forms
       ({item:acc} where your language declines it). */
    say_item(ctx, g, N_("{name} uses {item}."), item);
    /* At full life nothing is healed, and "(+0)" is not said (the potion
     * was used anyway, as the player confirmed). */
    int healed = item->heal ? cr_heal(body, item->heal) : 0;
    if (healed) {
        bt_name name = cr_name(body);
        tpl_arg args[] = { TPL_NAME("name", &name), TPL_INT("n", healed) };
        ctx_say(ctx, NULL, N_("{name} feels better (+{n})."), args, 2);
    }
    for (size_t i = 0; i < item->cures.count; i++) {
        const char *id = item->cures.ids[i];
        const bt_effect_kind *kind = reg_find(g->kinds, id);
        /* A cure ends the effect as if it had run out: its "off" text says so. */
        if (kind && cr_remove_effect(body, id))
            fx_say(ctx, kind, kind->off_text, body, 0);
    }
    fxref_apply(&item->effect, g->kinds, &g->rng, ctx, body);
}

bool items_is_worn_kind(int kind)
{
    return kind == ITEM_WEAPON || kind == ITEM_ARMOUR || kind == ITEM_RING || kind == ITEM_AMULET;
}

bool items_would_help(const game *g, size_t index)
{
    const item_def *item = g->hero.pack.slots[index].item;
    const bt_creature *body = g->hero.f.body;
    if ((item->kind != ITEM_POTION && item->kind != ITEM_SCROLL) || item->effect.id)
        return true;
    if (item->heal && body->life < body->max_life)
        return true;
    for (size_t i = 0; i < item->cures.count; i++)
        if (cr_has_effect(body, item->cures.ids[i]))
            return true;
    return false;
}

bool items_use(game *g, size_t index, bt_context *ctx)
{
    hero *h = &g->hero;
    const item_def *item = h->pack.slots[index].item;
    if (item->kind != ITEM_POTION && item->kind != ITEM_SCROLL)
        return items_equip(g, index, ctx);
    pack_take(&h->pack, index);
    drink(g, item, ctx);
    return true;
}

bool items_equip(game *g, size_t index, bt_context *ctx)
{
    hero *h = &g->hero;
    const item_def *item = h->pack.slots[index].item;
    if (!items_is_worn_kind(item->kind))
        return false;
    hero_equip(h, index);
    say_item(ctx, g,
             item->kind == ITEM_WEAPON ? N_("{name} wields {item}.") : N_("{name} puts on {item}."),
             item);
    return true;
}

bool items_drop(game *g, size_t index, bt_context *ctx)
{
    hero *h = &g->hero;
    const item_def *item = h->pack.slots[index].item;
    pack_take(&h->pack, index);
    level_add_item(&g->level, h->f.x, h->f.y, item, 0);
    say_item(ctx, g, N_("{name} drops {item}."), item);
    return true;
}
