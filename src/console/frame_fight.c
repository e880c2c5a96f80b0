/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame_fight.c - the fight frame and the questions above it. Every
 * rejected line is answered at once and changes nothing: no turn, no mana,
 * no item is spent until an action is chosen completely. */
#include "config.h"

#include "console/frame_fight.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "console/act.h"
#include "console/console.h"
#include "console/describe.h"
#include "console/frames.h"
#include "console/look.h"
#include "console/messages.h"
#include "console/screen.h"
#include "console/speech.h"
#include "game/hero.h"
#include "engine/effect.h"
#include "game/fighter.h"
#include "text/i18n.h"
#include "text/tally.h"
#include "text/template.h"
#include "util/utf8.h"
#include "util/xalloc.h"

#define ENEMY_NAME_COLUMNS 22
/* The most words of an answer read: the longest skill name has three. */
#define ANSWER_WORDS 3

/* --- the screen --- */

static void add_hero(const fight *ft, strbuf *out)
{
    const game *g = ft->g;
    strbuf line;
    sb_init(&line);
    bt_name name = fighter_name(&g->hero.f), cls = hero_class_name(&g->hero);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_NAME("class", &cls),
                       TPL_INT("level", g->hero.level) };
    /* TRANSLATORS: the hero line of the combat screen: "Iva, barbarian lvl 2";
       {class} is in the form for the hero's gender. */
    tpl_render(&line, _("{name}, {class:bare} lvl {level}"), args, 3);
    screen_line(out, line.buf);
    sb_reset(&line);
    sb_adds(&line, "  ");
    screen_bars(g, &line);
    screen_line(out, line.buf);
    if (g->hero.f.body->effect_count) {
        sb_reset(&line);
        sb_adds(&line, "  ");
        screen_label_list(&line, g->hero.f.body);
        screen_line(out, line.buf);
    }
    sb_release(&line);
}

/* "1) Wolf leader           [########] 36/36  bld:2"; one that came
 * into the fight since the hero's last turn is marked. */
static void add_enemy(strbuf *out, size_t number, const fighter *f, bool joined)
{
    strbuf line, name;
    sb_init(&line);
    sb_init(&name);
    bt_name forms = fighter_name(f);
    name_render(&name, &forms, "bare");
    utf8_capitalize_at(&name, 0);
    sb_addf(&line, "%zu) ", number);
    utf8_add_padded(&line, name.buf, ENEMY_NAME_COLUMNS - 1);
    sb_addc(&line, ' ');
    const bt_creature *body = f->body;
    screen_bar(&line, body->life, body->max_life, 8);
    sb_addf(&line, " %d/%d", body->life, body->max_life);
    if (body->effect_count) {
        sb_adds(&line, "  ");
        screen_label_list(&line, body);
    }
    if (joined) {
        sb_adds(&line, "  ");
        /* TRANSLATORS: in the list of enemies, one that has just come into the fight. */
        sb_adds(&line, _("(joined)"));
    }
    screen_line(out, line.buf);
    sb_release(&name);
    sb_release(&line);
}

/* The living enemies by their numbers (the dead keep theirs, unused); the
 * dead in one line after them, so that a long fight's menu stays short. */
static void add_enemies(const fight *ft, strbuf *out)
{
    tally dead;
    tally_init(&dead);
    for (size_t i = 0; i < fight_enemy_count(ft); i++) {
        const fighter *f = fight_enemy(ft, i);
        if (cr_is_alive(f->body)) {
            add_enemy(out, i + 1, f, ft->joined[i + 1]);
        } else {
            bt_name name = fighter_name(f);
            tally_add(&dead, &name);
        }
    }
    if (tally_total(&dead)) {
        strbuf line;
        sb_init(&line);
        /* TRANSLATORS: the fight screen: the enemies killed in this fight,
           "Dead: a goblin and two wolves." */
        tpl_render(&line, _("Dead: {list:a}."), &TPL_LIST("list", &dead), 1);
        screen_wrapped(out, "", line.buf, "  ");
        sb_release(&line);
    }
    tally_release(&dead);
}

void frame_fight_screen(const fight *ft, size_t fresh, strbuf *out)
{
    /* TRANSLATORS: the header of the combat screen. */
    screen_line(out, _("=== Fight ==="));
    add_hero(ft, out);
    add_enemies(ft, out);
    /* Every line of the round, however many: nothing said is lost. */
    const msglog *log = &ft->log;
    for (size_t i = fresh < log->count ? log->count - fresh : 0; i < log->count; i++)
        screen_wrapped(out, " ", log->lines[i], "   ");
    /* The last screen of a fight that ended the game asks nothing. */
    if (fight_outcome_now(ft) == FIGHT_ON)
        /* TRANSLATORS: the fight menu; the numbers are what the player types. */
        screen_line(out, _("1 attack  2 skill  3 item  4 flee"));
}

/* The round's lines are the last lines of the game's history: those said
 * since the fight screen was last shown are fresh. */
void frame_fight_print(game *g, void (*below)(game *g, strbuf *out))
{
    console *c = g->console;
    size_t fresh = g->log.added - c->fight_seen;
    c->fight_seen = g->log.added;
    strbuf screen;
    sb_init(&screen);
    if (c->speech)
        speech_fight_show(g, c->speech_memory, fresh, &screen);
    else
        frame_fight_screen(g->fight, fresh, &screen);
    if (below)
        below(g, &screen);
    screen_print(g, &screen);
    sb_release(&screen);
}

static void print_screen(game *g, const fight *ft)
{
    (void)ft;
    frame_fight_print(g, NULL);
}

/* --- the end of the hero's action --- */

/* The fight plays on after the hero's action. Still on, it shows again; a
 * fight that ended the game keeps its frame, for its last screen before the
 * end screen; any other leaves for the map. The fight frame is on top. */
void frame_fight_after(game *g)
{
    if (!g->fight) {
        frame_pop(g);
        g->console->fight_over = true;
        return;
    }
    if (fight_outcome_now(g->fight) == FIGHT_ASK)
        frame_react_push(g);
    else
        frame_redraw(g);
}

/* --- the questions: which skill, which enemy --- */

enum { QUESTION_BACK };

static const word_def question_words[] = {
    { QUESTION_BACK, "back|cancel", NC_("command", "back"), N_("leave this question") },
    { -1, NULL, NULL, NULL },
};

typedef struct question {
    fight *ft;                 /* borrowed: the fight frame below owns it */
    int skill;                 /* the skill being aimed; CMD_NONE: a plain blow */
} question;

static const char *question_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "? ";
}

/* Common to both questions: an empty line is ignored and "back" leaves.
 * Returns whether the line is left to the question itself. */
static bool question_filter(game *g, char **words, size_t count)
{
    if (count == 0)
        return false;
    if (count == 1 && words_match(question_words, words[0]) == QUESTION_BACK) {
        frame_pop(g);
        return false;
    }
    return true;
}

/* The words of an answer as one text: a name may have several words
 * ("frost arrow"). */
static void join_answer(strbuf *out, char **words, size_t count)
{
    for (size_t i = 0; i < count && i < ANSWER_WORDS; i++)
        sb_addf(out, "%s%s", i ? " " : "", words[i]);
}

/* Reads a whole number; false if word is not one. */
static bool read_number(const char *word, long *n)
{
    char *end;
    errno = 0;
    *n = strtol(word, &end, 10);
    return !errno && end != word && !*end;
}

static void ask_target(game *g, fight *ft, int skill);

/* Gives the rules the blow or the skill (CMD_NONE: a blow) at target
 * (CMD_NONE: the only enemy); when they need an enemy chosen, asks which.
 * leave: the question on top leaves once the action is chosen. */
static void act(game *g, fight *ft, int skill, int target, bool leave)
{
    command c = cmd_make(skill == CMD_NONE ? CMD_ATTACK : CMD_SKILL);
    c.index = skill;
    c.target = target;
    if (act_do(g, &c, leave) != CMD_CHOOSE)
        return;
    if (leave)
        frame_pop(g);
    ask_target(g, ft, skill);
}

/* The number of an enemy in the fight, from 0 (fight_enemy). */
static int enemy_index(const fight *ft, const fighter *f)
{
    for (size_t i = 0; i < fight_enemy_count(ft); i++)
        if (fight_enemy(ft, i) == f)
            return (int)i;
    return CMD_NONE;
}

/* A one-line question of speech mode, its head then its items. Wider than
 * the terminal, it breaks between items only, never inside one: a screen
 * reader that reads a line at a time says "3) thunderclap" whole
 * (doc/speech.md). */
typedef struct spoken_line {
    strbuf out;                  /* owned */
    strbuf pending;              /* owned: the last item, placed once it is known
                                  * whether another follows */
    size_t column;
    bool any;                    /* an item was placed */
} spoken_line;

static void spoken_open(spoken_line *l, const char *head)
{
    sb_init(&l->out);
    sb_init(&l->pending);
    sb_adds(&l->out, head);
    l->column = utf8_width(head);
    l->any = false;
}

/* Places an item; when more follow, room is kept for the comma the line
 * would end with should it break after this one. */
static void spoken_place(spoken_line *l, const char *item, bool more)
{
    const char *sep = l->any ? P_("list separator", ", ") : " ";
    const char *comma = P_("list separator", ", ");
    size_t keep = strlen(comma);
    while (keep && comma[keep - 1] == ' ')
        keep--;                      /* ", " at the end of a line is "," */
    size_t width = utf8_width(sep) + utf8_width(item) + (more ? utf8_width_n(comma, keep) : 0);
    if (l->any && l->column + width > (size_t)screen_width()) {
        sb_add(&l->out, comma, keep);
        sb_adds(&l->out, "\n  ");
        l->column = 2;
    } else {
        sb_adds(&l->out, sep);
        l->column += utf8_width(sep);
    }
    sb_adds(&l->out, item);
    l->column += utf8_width(item);
    l->any = true;
}

static void spoken_item(spoken_line *l, const char *item)
{
    if (l->pending.len)
        spoken_place(l, l->pending.buf, true);
    sb_reset(&l->pending);
    sb_adds(&l->pending, item);
}

/* Writes the question and releases it. */
static void spoken_close(game *g, spoken_line *l)
{
    if (l->pending.len)
        spoken_place(l, l->pending.buf, false);
    sb_addc(&l->out, '\n');
    frame_write(g, l->out.buf);
    sb_release(&l->pending);
    sb_release(&l->out);
}

/* Speech mode asks in one line with the living enemies, which the player
 * cannot glance back at. */
static void target_show_spoken(game *g, const fight *ft)
{
    spoken_line line;
    strbuf item;
    sb_init(&item);
    /* TRANSLATORS: speech mode: the short question for an enemy; the list of
       the living ones follows ("1) wolf, 2) wolf leader"). */
    spoken_open(&line, _("Which enemy?"));
    for (size_t i = 0; i < fight_enemy_count(ft); i++) {
        const fighter *f = fight_enemy(ft, i);
        if (!cr_is_alive(f->body))
            continue;
        bt_name forms = fighter_name(f);
        sb_reset(&item);
        sb_addf(&item, "%zu) ", i + 1);
        name_render(&item, &forms, "bare");
        spoken_item(&line, item.buf);
    }
    spoken_close(g, &line);
    sb_release(&item);
}

static void target_show(game *g, frame *f)
{
    const question *q = f->data;
    if (g->console->speech) {
        target_show_spoken(g, q->ft);
        return;
    }
    /* TRANSLATORS: asked when a blow or skill needs one of several enemies. */
    frame_say(g, N_("Which enemy? (a number or a name; \"back\" to leave)"), NULL, 0);
}

/* The living enemy a name (in any form) names, when exactly one does;
 * *several when more do. */
static fighter *enemy_by_name(const fight *ft, const char *word, bool *several)
{
    fighter *found = NULL;
    *several = false;
    for (size_t i = 0; i < fight_enemy_count(ft); i++) {
        fighter *f = fight_enemy(ft, i);
        const monster *m = fighter_monster(f);
        if (!m || !cr_is_alive(f->body) || !content_name_matches("creature", m->def->name, word))
            continue;
        *several |= found != NULL;
        found = f;
    }
    return *several ? NULL : found;
}

static fighter *find_target(game *g, const fight *ft, const char *word)
{
    long n;
    size_t count = fight_enemy_count(ft);
    tpl_arg args[] = { TPL_VALUE("word", word), TPL_INT("count", (long)count) };
    fighter *target = NULL;
    if (read_number(word, &n)) {
        if (n < 1 || (size_t)n > count) {
            frame_reject(g, N_("There is no enemy {word}; choose a number from 1 to {count}."),
                         args, 2);
            return NULL;
        }
        target = fight_enemy(ft, (size_t)n - 1);
    } else {
        bool several;
        target = enemy_by_name(ft, word, &several);
        if (!target) {
            frame_reject(g,
                         several
                             /* TRANSLATORS: {word} names several living enemies at once. */
                             ? N_("More than one enemy is called \"{word}\"; answer with its "
                                  "number, from 1 to {count}.")
                             : N_("No enemy is called \"{word}\"; answer with a name or a "
                                  "number from 1 to {count}."),
                         args, 2);
            return NULL;
        }
    }
    if (!cr_is_alive(target->body)) {
        bt_name name = fighter_name(target);
        frame_reject(g, N_("{name} is already dead; choose another enemy."),
                     &TPL_NAME("name", &name), 1);
        return NULL;
    }
    return target;
}

static void target_handle(game *g, frame *f, char **words, size_t count)
{
    if (!question_filter(g, words, count))
        return;
    question q = *(question *)f->data;
    strbuf answer;
    sb_init(&answer);
    join_answer(&answer, words, count);
    fighter *target = find_target(g, q.ft, answer.buf);
    sb_release(&answer);
    if (target)
        act(g, q.ft, q.skill, enemy_index(q.ft, target), true);
}

static const frame_ops target_ops = {
    .name = "target",
    .show = target_show,
    .prompt = question_prompt,
    .handle = target_handle,
    .words = question_words,
    .release = free,
};

/* Asks at which enemy to aim skill (CMD_NONE: a blow). */
static void ask_target(game *g, fight *ft, int skill)
{
    question *q = xcalloc(1, sizeof *q);
    q->ft = ft;
    q->skill = skill;
    frame_push(g, &target_ops, q);
}

/* A blow at the enemy the words name (a number or a name). */
static void attack_named(game *g, fight *ft, char **words, size_t count)
{
    strbuf answer;
    sb_init(&answer);
    join_answer(&answer, words, count);
    fighter *target = find_target(g, ft, answer.buf);
    sb_release(&answer);
    if (target)
        act(g, ft, CMD_NONE, enemy_index(ft, target), false);
}

static void skill_show(game *g, frame *f)
{
    const fighter *player = fight_hero(((question *)f->data)->ft);
    bool speech = g->console->speech;
    strbuf out, cost, item;
    sb_init(&out);
    sb_init(&cost);
    sb_init(&item);
    spoken_line line;
    if (speech)
        /* TRANSLATORS: speech mode: the short question for a skill; the list
           follows on the same line. */
        spoken_open(&line, _("Which skill?"));
    else
        /* TRANSLATORS: the heading of the list of skills in a fight. */
        sb_addf(&out, "%s\n", _("Your skills:"));
    /* Speech mode: one line, no padding (columns mean nothing to a screen
     * reader, and cost a braille display its cells). */
    for (size_t i = 0; i < player->skill_count; i++) {
        const skill_slot *slot = &player->skills[i];
        strbuf *to = speech ? &item : &out;
        sb_reset(&item);
        if (speech)
            sb_addf(to, "%zu) ", i + 1);
        else
            sb_addf(to, "  %zu) ", i + 1);
        strbuf name;
        sb_init(&name);
        bt_name skill = content_name("skill", slot->skill->name);
        name_render(&name, &skill, "bare");
        if (speech)
            sb_addf(to, "%s ", name.buf);
        else
            utf8_add_padded(to, name.buf, 14);
        sb_release(&name);
        sb_reset(&cost);
        /* TRANSLATORS: what a skill costs, in the list of skills. */
        tpl_render(&cost, _("{n} mana"), &TPL_INT("n", slot->skill->mana), 1);
        if (speech)
            sb_addf(to, "%s ", cost.buf);
        else
            utf8_add_padded(to, cost.buf, 9);
        if (slot->cooldown)
            /* TRANSLATORS: a skill that cannot be used yet, in the list. */
            tpl_render(to, NG_("wait {n} turn", "wait {n} turns", slot->cooldown),
                       &TPL_INT("n", slot->cooldown), 1);
        else
            /* TRANSLATORS: a skill that can be used now, in the list. */
            sb_adds(to, _("ready"));
        if (speech)
            spoken_item(&line, item.buf);
        else
            sb_addc(&out, '\n');
    }
    if (speech) {
        spoken_close(g, &line);
    } else {
        sb_adds(&out, _("Use which skill? (a number or a name; \"back\" to leave)"));
        sb_addc(&out, '\n');
        frame_write(g, out.buf);
    }
    sb_release(&item);
    sb_release(&cost);
    sb_release(&out);
}

static skill_slot *find_skill(game *g, fighter *player, const char *word)
{
    long n;
    if (read_number(word, &n)) {
        if (n >= 1 && (size_t)n <= player->skill_count)
            return &player->skills[n - 1];
        tpl_arg args[] = { TPL_VALUE("word", word), TPL_INT("count", (long)player->skill_count) };
        frame_reject(g, N_("There is no skill {word}; choose a number from 1 to {count}."),
                     args, 2);
        return NULL;
    }
    for (size_t i = 0; i < player->skill_count; i++) {
        const skill_def *s = player->skills[i].skill;
        /* Its name in any form, in the player's language or in English, or
         * its id. */
        if (content_name_matches("skill", s->name, word) || strcasecmp(s->h.id, word) == 0)
            return &player->skills[i];
    }
    frame_reject(g, N_("You know no skill called \"{word}\"."), &TPL_VALUE("word", word), 1);
    return NULL;
}

/* The skill words name, used; false (and said why) when it cannot be. The
 * skill question, if it is on top, leaves first. */
static bool use_named_skill(game *g, fight *ft, char **words, size_t count, bool asked)
{
    if (count > ANSWER_WORDS) {
        frame_reject(g, N_("Answer with one number or name."), NULL, 0);
        return false;
    }
    fighter *player = fight_hero(ft);
    strbuf answer;
    sb_init(&answer);
    join_answer(&answer, words, count);
    skill_slot *slot = find_skill(g, player, answer.buf);
    sb_release(&answer);
    if (!slot)
        return false;
    act(g, ft, (int)(slot - player->skills), CMD_NONE, asked);
    return true;
}

static void skill_handle(game *g, frame *f, char **words, size_t count)
{
    if (question_filter(g, words, count))
        use_named_skill(g, ((question *)f->data)->ft, words, count, true);
}

static const frame_ops skill_ops = {
    .name = "skill",
    .show = skill_show,
    .prompt = question_prompt,
    .handle = skill_handle,
    .words = question_words,
    .release = free,
};

/* "skill" alone: which one, asked once the rules say the hero has any. */
static void ask_skill(game *g, fight *ft)
{
    command c = cmd_make(CMD_SKILL);
    if (act_do(g, &c, false) != CMD_CHOOSE)
        return;
    question *q = xcalloc(1, sizeof *q);
    q->ft = ft;
    q->skill = CMD_NONE;
    frame_push(g, &skill_ops, q);
}

/* --- the fight menu --- */

enum { FIGHT_ATTACK, FIGHT_SKILL, FIGHT_ITEM, FIGHT_FLEE, FIGHT_LOOK, FIGHT_SHEET, FIGHT_MESSAGES,
       FIGHT_HELP, FIGHT_SAVE, FIGHT_QUIT };

static const word_def fight_words[] = {
    { FIGHT_ATTACK, "attack|a|1", NC_("command", "attack"),
      N_("strike with your weapon; \"1 2\" the second enemy") },
    { FIGHT_SKILL, "skill|s|2", NC_("command", "skill"),
      N_("use a skill (costs mana); \"2 rend\" at once") },
    { FIGHT_ITEM, "item|i|use|3", NC_("command", "item"),
      N_("use an item from your pack; \"3 a\" at once") },
    { FIGHT_FLEE, "flee|f|4", NC_("command", "flee"), N_("try to run away") },
    { FIGHT_LOOK, "look|l", NC_("command", "look"),
      N_("the fight again; look NUMBER or THING: what it is") },
    { FIGHT_SHEET, "character|char|@", NC_("command", "character"),
      N_("your character: stats, chances, skills, effects") },
    { FIGHT_MESSAGES, "messages|m", NC_("command", "messages"),
      N_("the last messages (Ctrl-P); \"m 50\", \"m all\"") },
    { FIGHT_HELP, "help|?", NC_("command", "help"), N_("this list") },
    { FIGHT_SAVE, "save", NC_("command", "save"), N_("save the game") },
    { FIGHT_QUIT, "quit", NC_("command", "quit"), N_("save and leave the game") },
    { -1, NULL, NULL, NULL },
};

/* "3 a", "item healing potion": the item at once, without the question (the
 * rules ask about a potion that would do nothing); "3": which item. */
static void use_item(game *g, char **words, size_t count)
{
    command c = cmd_make(CMD_USE);
    if (count) {
        long index = frames_find_item_words(g, words, count);
        if (index < 0)
            return;
        c.index = (int)index;
    }
    if (act_do(g, &c, false) == CMD_CHOOSE)
        frames_push_item_choice(g, CMD_USE);
}

/* "look": the fight again; "look 2": the second enemy; "look THING" as on
 * the map. */
static void look_in_fight(game *g, fight *ft, char **words, size_t count)
{
    long n;
    if (count == 1) {
        frame_redraw(g);
    } else if (count == 2 && read_number(words[1], &n)) {
        fighter *enemy = find_target(g, ft, words[1]);
        if (!enemy)
            return;
        strbuf out;
        sb_init(&out);
        describe_monster(&out, g, fighter_monster(enemy));
        frame_write(g, out.buf);
        sb_release(&out);
    } else {
        look_at(g, words, count);
    }
}

static void fight_show(game *g, frame *f)
{
    (void)f;
    print_screen(g, g->fight);
}

static const char *fight_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "> ";
}

static void fight_handle(game *g, frame *f, char **words, size_t count)
{
    (void)f;
    fight *ft = g->fight;
    if (count == 0)
        return;
    /* where, around, status... answer in a fight too: a player who cannot
     * see the map asks them most there. */
    if (speech_command(g, words, count))
        return;
    int cmd = frame_command(g, fight_words, words, count,
                            1ul << FIGHT_MESSAGES | 1ul << FIGHT_LOOK | 1ul << FIGHT_SKILL |
                                1ul << FIGHT_ITEM | 1ul << FIGHT_ATTACK);
    if (cmd < 0)
        return;
    switch (cmd) {
    case FIGHT_ATTACK:
        /* "1 2", "attack goblin": the blow at once, without the question. */
        if (count > 1)
            attack_named(g, ft, words + 1, count - 1);
        else
            act(g, ft, CMD_NONE, CMD_NONE, false);
        break;
    case FIGHT_SKILL:
        /* "2 rend", "skill 2": the skill at once, without the question. */
        if (count > 1)
            use_named_skill(g, ft, words + 1, count - 1, false);
        else
            ask_skill(g, ft);
        break;
    case FIGHT_ITEM:
        use_item(g, words + 1, count - 1);
        break;
    case FIGHT_FLEE: {
        command c = cmd_make(CMD_FLEE);
        act_do(g, &c, false);
        break;
    }
    case FIGHT_LOOK:
        look_in_fight(g, ft, words, count);
        break;
    case FIGHT_SHEET:
        look_sheet(g);
        break;
    case FIGHT_MESSAGES:
        messages_command(g, words, count);
        break;
    case FIGHT_HELP:
        frame_show_help(g, N_("Commands in a fight:"), fight_words, NULL);
        break;
    case FIGHT_SAVE:
        frames_save(g);
        break;
    case FIGHT_QUIT:
        frames_quit(g);
        break;
    }
}

static const frame_ops fight_ops = {
    .name = "fight",
    .show = fight_show,
    .prompt = fight_prompt,
    .handle = fight_handle,
    .words = fight_words,
};

void frame_fight_open(game *g)
{
    if (!g->fight || frame_on_stack(g, &fight_ops))
        return;
    g->console->fight_seen = 0;         /* a new fight: its whole log is fresh */
    frame_push(g, &fight_ops, NULL);
    /* A blow may wait at once (the first blow was the monster's), or a save
     * brought the question back. */
    if (fight_outcome_now(g->fight) == FIGHT_ASK)
        frame_react_push(g);
}

bool frame_fight_is_action(const char *word)
{
    int id = words_match(fight_words, word);
    return id == FIGHT_ATTACK || id == FIGHT_SKILL || id == FIGHT_ITEM || id == FIGHT_FLEE;
}
