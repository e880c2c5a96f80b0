/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame_choice.c - "choose an item": a frame pushed by use / equip / drop
 * without an argument. A wrong answer is named and changes nothing; "back"
 * leaves. */
#include "config.h"

#include "console/frames.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "console/act.h"
#include "text/i18n.h"
#include "util/xalloc.h"

enum { CHOICE_BACK, CHOICE_HELP };

static const word_def choice_words[] = {
    { CHOICE_BACK, "back|cancel", NC_("command", "back"), N_("leave this question") },
    { CHOICE_HELP, "help|?", NC_("command", "help"), N_("the list and the question again") },
    { -1, NULL, NULL, NULL },
};

typedef struct item_choice {
    cmd_kind action;             /* CMD_USE, CMD_EQUIP or CMD_DROP */
} item_choice;

/* Appends a slot as the pack's list shows it: "  a) healing potion",
 * "  b) three bandages". */
static void add_slot(strbuf *out, const pack_slot *slot)
{
    bt_name name = content_name("item", slot->item->name);
    tally stack;
    tally_init(&stack);
    for (int i = 0; i < slot->count; i++)
        tally_add(&stack, &name);
    char letter[2] = { slot->letter, '\0' };
    tpl_arg args[] = { TPL_STR("letter", letter), TPL_LIST("list", &stack) };
    tpl_render(out, "  {letter}) {list:bare}", args, 2);
    sb_addc(out, '\n');
    tally_release(&stack);
}

/* The letters of the pack, as "a, b, d". */
static void add_letters(strbuf *out, const pack *p)
{
    for (size_t i = 0; i < p->count; i++) {
        if (i)
            sb_adds(out, P_("list separator", ", "));
        sb_addc(out, p->slots[i].letter);
    }
}

static long find_by_letter(game *g, char letter)
{
    const pack *p = &g->hero.pack;
    long i = pack_find(p, letter);
    if (i < 0) {
        strbuf letters;
        sb_init(&letters);
        add_letters(&letters, p);
        char word[2] = { letter, '\0' };
        tpl_arg args[] = { TPL_STR("letter", word), TPL_STR("letters", letters.buf) };
        /* TRANSLATORS: {letters} lists the letters of the pack: "a, b, d". */
        frame_reject(g, N_("No item of your pack has the letter {letter}; its letters are "
                           "{letters}."),
                     args, 2);
        sb_release(&letters);
    }
    return i;
}

/* What the hero wields or wears is not in the pack: said so, when word
 * names it; false when it does not. */
static bool refuse_worn(game *g, const char *word)
{
    const hero *h = &g->hero;
    const item_def *worn = content_name_matches("item", h->weapon->name, word) ? h->weapon
                           : h->armour && content_name_matches("item", h->armour->name, word)
                               ? h->armour
                               : NULL;
    if (!worn)
        return false;
    bt_name name = content_name("item", worn->name);
    frame_reject(g,
                 worn == h->weapon
                     /* TRANSLATORS: {item} names the weapon in the hero's hand. */
                     ? N_("You hold {item} in your hand; it is not in your pack.")
                     /* TRANSLATORS: {item} names the armour the hero wears. */
                     : N_("You wear {item}; it is not in your pack."),
                 &TPL_NAME("item", &name), 1);
    return true;
}

long frames_find_item(game *g, const char *word)
{
    const pack *p = &g->hero.pack;
    if (!p->count) {
        frame_reject(g, N_("Your pack is empty."), NULL, 0);
        return -1;
    }
    if (pack_is_letter(word[0]) && !word[1])
        return find_by_letter(g, word[0]);
    /* Its name (or its start) in any form, in the player's language or in
     * English (the English words always work, as for commands), or its id. */
    for (size_t i = 0; i < p->count; i++)
        if (content_name_matches("item", p->slots[i].item->name, word) ||
            strcmp(p->slots[i].item->h.id, word) == 0)
            return (long)i;
    if (!refuse_worn(g, word))
        frame_reject(g, N_("You carry nothing called \"{word}\"."), &TPL_VALUE("word", word),
                     1);
    return -1;
}

long frames_find_item_words(game *g, char **words, size_t count)
{
    strbuf name;
    sb_init(&name);
    words_join(&name, words, count);
    long index = frames_find_item(g, name.buf);
    sb_release(&name);
    return index;
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
    if (!h->pack.count) {
        sb_adds(out, _("Your pack is empty."));
        sb_addc(out, '\n');
        return;
    }
    sb_adds(out, _("In your pack:"));
    sb_addc(out, '\n');
    for (size_t i = 0; i < h->pack.count; i++)
        add_slot(out, &h->pack.slots[i]);
}

static const char *action_question(cmd_kind action)
{
    switch (action) {
    case CMD_USE:
        return N_("Use which item? (a letter or a name; \"back\" to leave)");
    case CMD_EQUIP:
        return N_("Wield or wear which item? (a letter or a name; \"back\" to leave)");
    default:
        return N_("Drop which item? (a letter or a name; \"back\" to leave)");
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

static void choice_handle(game *g, frame *f, char **words, size_t count)
{
    item_choice *c = f->data;
    if (count == 0) {
        frame_reject(g, N_("Answer with the letter or the name of what you carry, or \"back\"."),
                     NULL, 0);
        return;
    }
    int word = count == 1 ? words_match(choice_words, words[0]) : -1;
    if (word == CHOICE_BACK) {
        frame_pop(g);
        return;
    }
    if (word == CHOICE_HELP) {
        choice_show(g, f);
        return;
    }
    long index = frames_find_item_words(g, words, count);
    if (index < 0)
        return;
    /* Carried out, the question leaves (after a yes/no question about the
     * item, if one was asked), and the turn passes. */
    command cmd = cmd_make(c->action);
    cmd.index = (int)index;
    act_do(g, &cmd, true);
}

const frame_ops frame_item_choice_ops = {
    .name = "item",
    .show = choice_show,
    .prompt = choice_prompt,
    .handle = choice_handle,
    .words = choice_words,
    .release = free,
};

void frames_push_item_choice(game *g, cmd_kind action)
{
    item_choice *c = xcalloc(1, sizeof *c);
    c->action = action;
    frame_push(g, &frame_item_choice_ops, c);
}
