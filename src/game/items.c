/* items.c - using, wearing and dropping what the hero carries. */
#include "config.h"

#include "game/items.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine/effect.h"
#include "game/frame.h"
#include "game/fxref.h"
#include "game/hero.h"
#include "text/i18n.h"

static const char *item_name(const item_def *item)
{
    return content_text("item", item->name);
}

long items_find(game *g, const char *word)
{
    const hero *h = &g->hero;
    char *end;
    errno = 0;
    long n = strtol(word, &end, 10);
    if (!errno && end != word && !*end) {
        if (n >= 1 && (size_t)n <= h->item_count)
            return n - 1;
        tpl_arg args[] = { TPL_VALUE("word", word), TPL_INT("count", (long)h->item_count) };
        if (h->item_count == 0)
            frame_reject(g, N_("Your pack is empty."), NULL, 0);
        else
            frame_reject(g, N_("There is no item {word}; choose a number from 1 to {count}."),
                         args, 2);
        return -1;
    }
    /* The start of its name in the player's language, or in English (the
     * English words always work, as for commands), or its id. */
    size_t len = strlen(word);
    for (size_t i = 0; i < h->item_count; i++)
        if (strncasecmp(item_name(h->items[i]), word, len) == 0)
            return (long)i;
    for (size_t i = 0; i < h->item_count; i++)
        if (strncasecmp(h->items[i]->name, word, len) == 0 ||
            strcmp(h->items[i]->h.id, word) == 0)
            return (long)i;
    frame_reject(g, N_("You carry nothing called \"{word}\"."), &TPL_VALUE("word", word), 1);
    return -1;
}

static void say_item(bt_context *ctx, const game *g, const char *msgid, const item_def *item)
{
    bt_name name = cr_name(g->hero.f.body);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_STR("item", item_name(item)) };
    ctx_say(ctx, NULL, msgid, args, 2);
}

static void drink(game *g, const item_def *item, bt_context *ctx)
{
    bt_creature *body = g->hero.f.body;
    say_item(ctx, g, N_("{name} uses the {item}."), item);
    if (item->heal) {
        int healed = cr_heal(body, item->heal);
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

bool items_use(game *g, size_t index, bt_context *ctx)
{
    hero *h = &g->hero;
    const item_def *item = h->items[index];
    if (item->kind != ITEM_POTION)
        return items_equip(g, index, ctx);
    hero_remove_item(h, index);
    drink(g, item, ctx);
    return true;
}

bool items_equip(game *g, size_t index, bt_context *ctx)
{
    hero *h = &g->hero;
    const item_def *item = h->items[index];
    if (item->kind == ITEM_POTION) {
        frame_reject(g, N_("The {item} is not something to wield or wear."),
                     &TPL_STR("item", item_name(item)), 1);
        return false;
    }
    hero_equip(h, index);
    say_item(ctx, g,
             item->kind == ITEM_WEAPON ? N_("{name} takes up the {item}.")
                                       : N_("{name} puts on the {item}."),
             item);
    return true;
}

bool items_drop(game *g, size_t index, bt_context *ctx)
{
    hero *h = &g->hero;
    const item_def *item = h->items[index];
    hero_remove_item(h, index);
    level_add_item(&g->level, h->f.x, h->f.y, item, 0);
    say_item(ctx, g, N_("{name} drops the {item}."), item);
    return true;
}

void items_list(const game *g, strbuf *out)
{
    const hero *h = &g->hero;
    tpl_arg worn[] = { TPL_STR("weapon", item_name(h->weapon)),
                       TPL_STR("armour", h->armour ? item_name(h->armour) : "-") };
    tpl_render(out, _("In hand: {weapon}. Worn: {armour}."), worn, 2);
    sb_addc(out, '\n');
    if (!h->item_count) {
        sb_adds(out, _("Your pack is empty."));
        sb_addc(out, '\n');
        return;
    }
    sb_adds(out, _("In your pack:"));
    sb_addc(out, '\n');
    for (size_t i = 0; i < h->item_count; i++)
        sb_addf(out, "  %zu) %s\n", i + 1, item_name(h->items[i]));
}
