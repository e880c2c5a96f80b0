/* frame_choice.c - "choose an item": a frame pushed by use / equip / drop
 * without an argument. A wrong answer is named and changes nothing; "back"
 * leaves. */
#include "config.h"

#include "console/frames.h"

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
    items_list(g, &out);
    sb_adds(&out, _(action_question(c->action)));
    sb_addc(&out, '\n');
    fputs(out.buf, g->out);
    sb_release(&out);
}

static const char *choice_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "? ";
}

bool frames_item_action(game *g, item_action action, size_t index, bt_context *ctx)
{
    switch (action) {
    case ITEM_ACTION_USE:
        return items_use(g, index, ctx);
    case ITEM_ACTION_EQUIP:
        return items_equip(g, index, ctx);
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
    if (count > 1) {
        frame_reject(g, N_("Answer with one number or name."), NULL, 0);
        return;
    }
    long index = items_find(g, words[0]);
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
