/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame_react.c - the question of a reaction (react.h), as a frame of its
 * own: a blow waits in the fight while the player is asked "yes
 * or no", or onto which enemy to turn it. Any other answer is refused with
 * what was wrong and changes nothing: the blow, the mana and the turn wait
 * as they were; "save" keeps the question in the save. */
#include "config.h"

#include "console/frame_fight.h"

#include <errno.h>
#include <stdlib.h>

#include "combat/react.h"
#include "console/act.h"
#include "console/frames.h"
#include "console/screen.h"
#include "game/fighter.h"
#include "text/i18n.h"

/* The most enemies a turned blow is offered onto, one line each. */
#define TURN_TARGETS 16

enum { REACT_YES, REACT_NO, REACT_LOOK, REACT_HELP, REACT_SAVE, REACT_QUIT };

static const word_def react_words[] = {
    { REACT_YES, "yes|y", NC_("command", "yes"), N_("do it") },
    { REACT_NO, "no|n", NC_("command", "no"), N_("leave it: the fight goes on as it would") },
    { REACT_LOOK, "look|l", NC_("command", "look"), N_("show the fight again") },
    { REACT_HELP, "help|?", NC_("command", "help"), N_("this list") },
    { REACT_SAVE, "save", NC_("command", "save"), N_("save the game") },
    { REACT_QUIT, "quit", NC_("command", "quit"), N_("save and leave the game") },
    { -1, NULL, NULL, NULL },
};

static react_pending *pending(game *g)
{
    return g->fight ? g->fight->pending : NULL;
}


/* The enemy's number as the fight screen shows it. */
static size_t number_of(const fight *ft, const fighter *f)
{
    for (size_t i = 0; i < fight_enemy_count(ft); i++)
        if (fight_enemy(ft, i) == f)
            return i + 1;
    return 0;
}

/* The question: the reaction's own words (or the plugin's, as it asked
 * them), then how to answer. */
static void add_question(game *g, strbuf *out)
{
    const fight *ft = g->fight;
    const react_pending *p = ft->pending;
    if (!p->slot) {
        screen_wrapped(out, "", p->question ? p->question : "", "");
        screen_line(out, _("(yes or no)"));
        return;
    }
    strbuf line;
    sb_init(&line);
    react_question(ft, &line);
    screen_wrapped(out, "", line.buf, "");
    if (!react_is_turn(p)) {
        /* TRANSLATORS: how to answer a reaction's question. */
        screen_line(out, _("(yes or no)"));
        sb_release(&line);
        return;
    }
    fighter *targets[TURN_TARGETS];
    size_t n = react_turn_targets(ft, &p->b, targets, TURN_TARGETS);
    for (size_t i = 0; i < n && i < TURN_TARGETS; i++) {
        bt_name name = fighter_name(targets[i]);
        sb_reset(&line);
        sb_addf(&line, "  %zu) ", number_of(ft, targets[i]));
        name_render(&line, &name, "bare");
        screen_line(out, line.buf);
    }
    /* TRANSLATORS: how to answer the question of turning a blow. */
    screen_line(out, _("(the enemy's number, or no)"));
    sb_release(&line);
}

static void react_show(game *g, frame *f)
{
    (void)f;
    frame_fight_print(g, add_question);
}

static const char *react_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "? ";
}

/* The question is answered: it leaves, and the fight goes on. */
/* The answer, given to the rules; the question leaves and the fight plays
 * on. */
static void answer(game *g, bool yes, fighter *target)
{
    command c = cmd_make(CMD_ANSWER);
    c.yes = yes;
    for (size_t i = 0; target && i < fight_enemy_count(g->fight); i++)
        if (fight_enemy(g->fight, i) == target)
            c.target = (int)i;
    act_do(g, &c, true);
}

static bool read_number(const char *word, long *n)
{
    char *end;
    errno = 0;
    *n = strtol(word, &end, 10);
    return !errno && end != word && !*end;
}

/* The enemy a turned blow is to strike, by its number; NULL after saying
 * why it cannot be that one. */
static fighter *turn_target(game *g, const react_pending *p, const char *word)
{
    const fight *ft = g->fight;
    long n;
    size_t count = fight_enemy_count(ft);
    if (!read_number(word, &n) || n < 1 || (size_t)n > count) {
        tpl_arg args[] = { TPL_STR("word", word), TPL_INT("count", (long)count) };
        frame_reject(g, N_("There is no enemy {word}; choose a number from 1 to {count}."),
                     args, 2);
        return NULL;
    }
    fighter *target = fight_enemy(ft, (size_t)n - 1);
    bt_name name = fighter_name(target);
    if (!cr_is_alive(target->body))
        frame_reject(g, N_("{name} is already dead; choose another enemy."),
                     &TPL_NAME("name", &name), 1);
    else if (target->body == p->b.rec.source)
        /* TRANSLATORS: a blow cannot be turned onto the one who strikes it. */
        frame_reject(g, N_("{name} is the one striking; choose another enemy."),
                     &TPL_NAME("name", &name), 1);
    else if (!react_may_turn_onto(ft, &p->b, target))
        /* TRANSLATORS: a blow is turned only onto an enemy next to the hero. */
        frame_reject(g, N_("{name} is not next to you; choose another enemy."),
                     &TPL_NAME("name", &name), 1);
    else
        return target;
    return NULL;
}

/* "yes" to a turn: the only enemy it can go to, or a request for the number. */
static void yes_to_turn(game *g, const react_pending *p)
{
    fighter *targets[2];
    if (react_turn_targets(g->fight, &p->b, targets, 2) != 1) {
        /* TRANSLATORS: "yes" to turning a blow when several enemies could take it. */
        frame_reject(g, N_("Onto which enemy? Answer with its number."), NULL, 0);
        return;
    }
    answer(g, true, targets[0]);
}

static void react_handle(game *g, frame *f, char **words, size_t count)
{
    (void)f;
    react_pending *p = pending(g);
    if (count == 0 || !p)
        return;
    long n;
    if (react_is_turn(p) && count == 1 && read_number(words[0], &n)) {
        fighter *target = turn_target(g, p, words[0]);
        if (target)
            answer(g, true, target);
        return;
    }
    int cmd = words_match(react_words, words[0]);
    if (cmd < 0 || count > 1) {
        if (react_is_turn(p))
            /* TRANSLATORS: a wrong answer to the question of turning a blow. */
            frame_reject(g, N_("Answer with an enemy's number, or no."), NULL, 0);
        else
            /* TRANSLATORS: a wrong answer to a yes-or-no question. */
            frame_reject(g, N_("Answer yes or no."), NULL, 0);
        return;
    }
    switch (cmd) {
    case REACT_YES:
        if (react_is_turn(p))
            yes_to_turn(g, p);
        else
            answer(g, true, NULL);
        break;
    case REACT_NO:
        answer(g, false, NULL);
        break;
    case REACT_LOOK:
        frame_redraw(g);
        break;
    case REACT_HELP:
        frame_show_help(g, N_("Answers to the question:"), react_words, NULL);
        break;
    case REACT_SAVE:
        frames_save(g);
        break;
    case REACT_QUIT:
        frames_quit(g);
        break;
    }
}

static const frame_ops react_ops = {
    .name = "reaction",
    .show = react_show,
    .prompt = react_prompt,
    .handle = react_handle,
    .words = react_words,
};

void frame_react_push(game *g)
{
    if (pending(g) && !frame_on_stack(g, &react_ops))
        frame_push(g, &react_ops, NULL);
}
