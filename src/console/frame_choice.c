/* frame_choice.c - "choose an item": a frame pushed by use / equip / drop
 * without an argument. A wrong answer is named and changes nothing; "back"
 * leaves. */
#include "config.h"

#include "console/frames.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "game/items.h"
#include "text/i18n.h"
#include "util/xalloc.h"

enum { CHOICE_BACK };

static const word_def choice_words[] = {
    { CHOICE_BACK, "back|cancel", NC_("command", "back"), N_("leave this question") },
    { -1, NULL, NULL, NULL },
};

typedef struct item_choice {
    item_action action;
    bt_context *ctx;
    void (*done)(game *g);
} item_choice;

/* Appends the item's name as a list shows it. */
static void add_item_name(strbuf *out, const item_def *item)
{
    bt_name name = content_name("item", item->name);
    name_render(out, &name, "bare");
}

long frames_find_item(game *g, const char *word)
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
    /* Its name (or its start) in any form, in the player's language or in
     * English (the English words always work, as for commands), or its id. */
    for (size_t i = 0; i < h->item_count; i++)
        if (content_name_matches("item", h->items[i]->name, word) ||
            strcmp(h->items[i]->h.id, word) == 0)
            return (long)i;
    frame_reject(g, N_("You carry nothing called \"{word}\"."), &TPL_VALUE("word", word), 1);
    return -1;
}

void frames_list_items(const game *g, strbuf *out)
{
    const hero *h = &g->hero;
    bt_name weapon = content_name("item", h->weapon->name);
    if (h->armour) {
        bt_name armour = content_name("item", h->armour->name);
        tpl_arg worn[] = { TPL_NAME("weapon", &weapon), TPL_NAME("armour", &armour) };
        /* TRANSLATORS: the head of the inventory; {weapon} and {armour} are
           names with their forms. */
        tpl_render(out, _("You wield {weapon:a} and wear {armour:a}."), worn, 2);
    } else {
        tpl_render(out, _("You wield {weapon:a} and wear no armour."),
                   &TPL_NAME("weapon", &weapon), 1);
    }
    sb_addc(out, '\n');
    if (!h->item_count) {
        sb_adds(out, _("Your pack is empty."));
        sb_addc(out, '\n');
        return;
    }
    sb_adds(out, _("In your pack:"));
    sb_addc(out, '\n');
    for (size_t i = 0; i < h->item_count; i++) {
        sb_addf(out, "  %zu) ", i + 1);
        add_item_name(out, h->items[i]);
        sb_addc(out, '\n');
    }
}

static const char *action_question(item_action action)
{
    switch (action) {
    case ITEM_ACTION_USE:
        return N_("Use which item? (a number or a name; \"back\" to leave)");
    case ITEM_ACTION_EQUIP:
        return N_("Wield or wear which item? (a number or a name; \"back\" to leave)");
    default:
        return N_("Drop which item? (a number or a name; \"back\" to leave)");
    }
}

static void choice_show(game *g, frame *f)
{
    item_choice *c = f->data;
    strbuf out;
    sb_init(&out);
    frames_list_items(g, &out);
    sb_adds(&out, _(action_question(c->action)));
    sb_addc(&out, '\n');
    frame_write(g, out.buf);
    sb_release(&out);
}

static const char *choice_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "? ";
}

/* A potion is refused before the rules are asked. */
static bool wear(game *g, size_t index, bt_context *ctx)
{
    const item_def *item = g->hero.items[index];
    if (item->kind == ITEM_POTION) {
        bt_name name = content_name("item", item->name);
        /* TRANSLATORS: {item} is a potion, a name with its forms. */
        frame_reject(g, N_("{item} is not something to wield or wear."),
                     &TPL_NAME("item", &name), 1);
        return false;
    }
    return items_equip(g, index, ctx);
}

bool frames_item_action(game *g, item_action action, size_t index, bt_context *ctx)
{
    switch (action) {
    case ITEM_ACTION_USE:
        return items_use(g, index, ctx);
    case ITEM_ACTION_EQUIP:
        return wear(g, index, ctx);
    default:
        return items_drop(g, index, ctx);
    }
}

static void choice_handle(game *g, frame *f, char **words, size_t count)
{
    item_choice *c = f->data;
    if (count == 0)
        return;                 /* an empty line: words[0] is not set */
    if (words_match(choice_words, words[0]) == CHOICE_BACK && count == 1) {
        frame_pop(g);
        return;
    }
    strbuf answer;
    sb_init(&answer);
    words_join(&answer, words, count);
    long index = frames_find_item(g, answer.buf);
    sb_release(&answer);
    if (index < 0)
        return;
    item_action action = c->action;
    bt_context *ctx = c->ctx;
    void (*done)(game *) = c->done;
    size_t mark = msglog_mark(&g->log);
    if (!frames_item_action(g, action, (size_t)index, ctx))
        return;
    if (ctx == &g->log.ctx)
        msglog_keep_since(&g->log, mark);
    frame_pop(g);
    done(g);
}

const frame_ops frame_item_choice_ops = {
    .name = "item",
    .show = choice_show,
    .prompt = choice_prompt,
    .handle = choice_handle,
    .words = choice_words,
    .release = free,
};

void frames_push_item_choice(game *g, item_action action, bt_context *ctx,
                             void (*done)(game *g))
{
    if (!g->hero.item_count) {
        frame_reject(g, N_("Your pack is empty."), NULL, 0);
        return;
    }
    item_choice *c = xcalloc(1, sizeof *c);
    c->action = action;
    c->ctx = ctx;
    c->done = done;
    frame_push(g, &frame_item_choice_ops, c);
}
