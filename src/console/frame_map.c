/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame_map.c - the map frame: moving, waiting, looking, the pack, stairs. */
#include "config.h"

#include "console/frames.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "console/act.h"
#include "console/console.h"
#include "console/frame_fight.h"
#include "console/legend.h"
#include "console/look.h"
#include "console/messages.h"
#include "console/screen.h"
#include "console/keys.h"
#include "console/speech.h"
#include "game/items.h"
#include "game/monster.h"
#include "game/world.h"
#include "text/i18n.h"

enum {
    MAP_NORTH, MAP_SOUTH, MAP_EAST, MAP_WEST, MAP_NORTHEAST, MAP_NORTHWEST, MAP_SOUTHEAST,
    MAP_SOUTHWEST, MAP_WAIT, MAP_REST, MAP_RUN, MAP_TRAVEL, MAP_LOOK, MAP_SHEET, MAP_INVENTORY,
    MAP_PICKUP, MAP_USE, MAP_EQUIP, MAP_DROP, MAP_DOWN, MAP_MESSAGES, MAP_HELP, MAP_SAVE, MAP_QUIT,
    MAP_FOLLOW, MAP_BUY
};

/* TRANSLATORS: the "command" messages are the words a player may type, in
   your language, separated by "|" ("north|n"); the English words always work
   too, but yours are tried first. Use words that do not clash with each
   other. Give every form a player types: imperative and infinitive
   ("usa|usar"), a short one ("inv"). The help lists the first three: put
   the main word first. */
static const word_def map_words[] = {
    { MAP_NORTH, "north|n|8", NC_("command", "north"), N_("move north (also the keypad 8)") },
    { MAP_SOUTH, "south|s|2", NC_("command", "south"), N_("move south (keypad 2)") },
    { MAP_EAST, "east|e|6", NC_("command", "east"), N_("move east (keypad 6)") },
    { MAP_WEST, "west|w|4", NC_("command", "west"), N_("move west (keypad 4)") },
    { MAP_NORTHEAST, "northeast|ne|9", NC_("command", "northeast"),
      N_("move north-east (keypad 9)") },
    { MAP_NORTHWEST, "northwest|nw|7", NC_("command", "northwest"),
      N_("move north-west (keypad 7)") },
    { MAP_SOUTHEAST, "southeast|se|3", NC_("command", "southeast"),
      N_("move south-east (keypad 3)") },
    { MAP_SOUTHWEST, "southwest|sw|1", NC_("command", "southwest"),
      N_("move south-west (keypad 1)") },
    { MAP_WAIT, "wait|5|.", NC_("command", "wait"), N_("wait a turn; \"20 wait\" waits 20") },
    { MAP_REST, "rest|r", NC_("command", "rest"),
      N_("rest until healed or something comes") },
    { MAP_RUN, "run", NC_("command", "run"), N_("run DIRECTION: on until something is seen") },
    { MAP_TRAVEL, "travel|t|_", NC_("command", "travel"),
      N_("travel to the stairs, or: travel PLACE") },
    { MAP_LOOK, "look|l", NC_("command", "look"),
      N_("the map again; look THING: what it is") },
    { MAP_SHEET, "character|char|@", NC_("command", "character"),
      N_("your character: stats, chances, skills, effects") },
    { MAP_INVENTORY, "inventory|i", NC_("command", "inventory"), N_("list what you carry") },
    { MAP_PICKUP, "pickup|get|g|,", NC_("command", "pickup"), N_("pick up what lies here") },
    { MAP_USE, "use|u", NC_("command", "use"), N_("use an item: use LETTER or NAME") },
    { MAP_EQUIP, "equip|wield|wear", NC_("command", "equip"), N_("wield a weapon or wear armour") },
    { MAP_DROP, "drop", NC_("command", "drop"), N_("drop an item") },
    { MAP_DOWN, "down|>", NC_("command", "down"), N_("take the stairs down") },
    { MAP_MESSAGES, "messages|m", NC_("command", "messages"),
      N_("the last messages (Ctrl-P); \"m 50\", \"m all\"") },
    { MAP_HELP, "help|?", NC_("command", "help"), N_("this list") },
    { MAP_SAVE, "save", NC_("command", "save"), N_("save the game") },
    { MAP_QUIT, "quit", NC_("command", "quit"), N_("save and leave the game") },
    { MAP_FOLLOW, "follow|trail", NC_("command", "follow"),
      N_("follow the blood trail here to where it leads") },
    { MAP_BUY, "buy", NC_("command", "buy"),
      N_("at a shrine: its wares; buy NUMBER or NAME") },
    { -1, NULL, NULL, NULL },
};

/* The messages on the screen are shown once: a screen shown again (look, a
 * question left) does not repeat them. They stay in the history. */
static void map_show(game *g, frame *f)
{
    (void)f;
    strbuf screen;
    sb_init(&screen);
    if (g->console->speech)
        speech_map_show(g, g->console->speech_memory, &screen);
    else
        screen_map(g, &screen);
    screen_print(g, &screen);
    sb_release(&screen);
    msglog_unshow(&g->log);
}

/* Lines typed ahead for a fight that has ended ("1" attack, which is also
 * south-west here; "2 w", ward, which would walk west twice) were meant for
 * the fight: they are answered, not played on the map, as long as they come
 * one after another and were typed before the map showed (in a script,
 * always). The first other line ends it. */
static bool meant_for_the_fight(game *g, char **words, size_t count)
{
    console *c = g->console;
    if (!c->fight_over)
        return false;
    if (!count || !c->typed_ahead || !frame_fight_is_action(words[0])) {
        c->fight_over = false;
        return false;
    }
    strbuf typed;
    sb_init(&typed);
    words_join(&typed, words, count);
    /* TRANSLATORS: {word} is what the player typed, e.g. "1" or "2 ward". */
    frame_reject(g, N_("The fight is over; \"{word}\" was meant for it and was not done."),
                 &TPL_STR("word", typed.buf), 1);
    sb_release(&typed);
    return true;
}

static const char *map_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "> ";
}

/* --- a shrine --- */

/* "buy" alone: what the shrine offers, and for how much. */
static void list_wares(game *g, const place_def *shrine)
{
    strbuf out, line;
    sb_init(&out);
    sb_init(&line);
    /* TRANSLATORS: the heading of what a shrine sells for gold. */
    sb_adds(&out, _("The shrine offers, for gold left on it:"));
    sb_addc(&out, '\n');
    for (size_t i = 0; i < shrine->sells.count; i++) {
        const item_def *item = content_item(g->data, shrine->sells.ids[i]);
        bt_name name = content_name("item", item->name);
        tpl_arg args[] = { TPL_INT("number", (long)i + 1), TPL_NAME("item", &name),
                           TPL_INT("n", item->price) };
        sb_reset(&line);
        /* TRANSLATORS: one line of a shrine's wares: "1) healing potion, 15 gold coins". */
        tpl_render(&line, NG_("  {number}) {item:bare}, {n} gold coin",
                              "  {number}) {item:bare}, {n} gold coins", item->price),
                   args, 3);
        sb_adds(&out, line.buf);
        sb_addc(&out, '\n');
    }
    /* TRANSLATORS: under a shrine's wares; {n} is the hero's gold. */
    tpl_render(&out, NG_("You have {n} gold coin. \"buy NUMBER\" or \"buy NAME\" takes one.",
                         "You have {n} gold coins. \"buy NUMBER\" or \"buy NAME\" takes one.",
                         g->hero.gold),
               &TPL_INT("n", g->hero.gold), 1);
    sb_addc(&out, '\n');
    frame_write(g, out.buf);
    sb_release(&line);
    sb_release(&out);
}

/* The ware a word names: its number or its name in any form; -1 after
 * saying what was wrong. */
static long find_ware(game *g, const place_def *shrine, const char *word)
{
    char *end;
    long n = strtol(word, &end, 10);
    if (end != word && !*end) {
        if (n >= 1 && (size_t)n <= shrine->sells.count)
            return n - 1;
        tpl_arg args[] = { TPL_STR("word", word), TPL_INT("count", (long)shrine->sells.count) };
        frame_reject(g, N_("The shrine has no {word}; choose a number from 1 to {count}."),
                     args, 2);
        return -1;
    }
    for (size_t i = 0; i < shrine->sells.count; i++) {
        const item_def *item = content_item(g->data, shrine->sells.ids[i]);
        if (content_name_matches("item", item->name, word))
            return (long)i;
    }
    frame_reject(g, N_("The shrine offers nothing called \"{word}\"."), &TPL_STR("word", word),
                 1);
    return -1;
}

static void buy(game *g, char **words, size_t count)
{
    command c = cmd_make(CMD_BUY);
    const place_def *shrine = world_shrine(g);
    if (!shrine) {
        act_do(g, &c, false);            /* the rules say there is nothing to buy */
        return;
    }
    if (count == 1) {
        list_wares(g, shrine);
        return;
    }
    strbuf name;
    sb_init(&name);
    for (size_t i = 1; i < count; i++)
        sb_addf(&name, "%s%s", i > 1 ? " " : "", words[i]);
    long ware = find_ware(g, shrine, name.buf);
    sb_release(&name);
    if (ware < 0)
        return;
    c.index = (int)ware;
    act_do(g, &c, false);
}

/* --- commands with words after them --- */

/* Reads a count of turns; false (and said why) if word is none. */
static bool read_count(game *g, const char *word, int *n)
{
    char *end;
    errno = 0;
    long v = strtol(word, &end, 10);
    if (errno || end == word || *end || v < 1 || v > CMD_MAX_TURNS) {
        tpl_arg args[] = { TPL_STR("word", word), TPL_INT("max", CMD_MAX_TURNS) };
        /* TRANSLATORS: a count before a command, as "5 e". */
        frame_reject(g, N_("A count is a number from 1 to {max}, not \"{word}\"."), args, 2);
        return false;
    }
    *n = (int)v;
    return true;
}

/* "N COMMAND": words[0] is the count, words[1] a direction or wait. */
static void repeat_count(game *g, char **words, size_t count)
{
    command c = cmd_make(CMD_REPEAT);
    if (!read_count(g, words[0], &c.count))
        return;
    int dir = count == 2 ? frames_direction(words[1]) : -1;
    if (dir < 0) {
        frame_reject(g, N_("A count goes before a direction or \"wait\": \"5 e\", \"20 wait\"."),
                     NULL, 0);
        return;
    }
    if (dir < ACT_DIRECTIONS) {
        c.dx = act_dx[dir];
        c.dy = act_dy[dir];
    }
    act_do(g, &c, false);
}

/* "run DIRECTION". */
static void run(game *g, char **words, size_t count)
{
    int dir = count == 2 ? frames_direction(words[1]) : -1;
    if (dir < 0 || dir >= ACT_DIRECTIONS) {
        frame_reject(g, N_("Run which way? \"run\" and a direction: \"run e\", \"run north\"."),
                     NULL, 0);
        return;
    }
    command c = cmd_make(CMD_RUN);
    c.dx = act_dx[dir];
    c.dy = act_dy[dir];
    act_do(g, &c, false);
}

/* "travel", "travel >", "travel stairs": to the stairs; "travel PLACE":
 * to an area the hero knows (the rules find it by its name). */
static void travel(game *g, char **words, size_t count)
{
    enum { TO_STAIRS };
    static const word_def stairs[] = {
        { TO_STAIRS, "stairs|>", NC_("command", "stairs"), NULL },
        { -1, NULL, NULL, NULL },
    };
    command c = cmd_make(CMD_TRAVEL);
    strbuf place;
    sb_init(&place);
    if (count > 1 && !(count == 2 && words_match(stairs, words[1]) == TO_STAIRS)) {
        words_join(&place, words + 1, count - 1);
        c.place = place.buf;
    }
    act_do(g, &c, false);
    sb_release(&place);
}

/* use, equip or drop: with a name or letter in words[1..], or the question
 * of which. */
static void item_command(game *g, cmd_kind kind, char **words, size_t count)
{
    command c = cmd_make(kind);
    if (count > 1) {
        long index = frames_find_item_words(g, words + 1, count - 1);
        if (index < 0)
            return;
        c.index = (int)index;
    }
    if (act_do(g, &c, false) == CMD_CHOOSE)
        frames_push_item_choice(g, kind);
}

static void step(game *g, int dir)
{
    command c = cmd_make(CMD_STEP);
    c.dx = act_dx[dir];
    c.dy = act_dy[dir];
    act_do(g, &c, false);
}

static void simple(game *g, cmd_kind kind)
{
    command c = cmd_make(kind);
    act_do(g, &c, false);
}

static void map_handle(game *g, frame *f, char **words, size_t count)
{
    (void)f;
    if (meant_for_the_fight(g, words, count) || speech_command(g, words, count) ||
        keys_command(g, words, count))
        return;
    if (count >= 2 && words[0][strspn(words[0], "0123456789")] == '\0') {
        repeat_count(g, words, count);            /* "5 e" */
        return;
    }
    int cmd = frame_command(g, map_words, words, count,
                            1ul << MAP_USE | 1ul << MAP_EQUIP | 1ul << MAP_DROP |
                                1ul << MAP_MESSAGES | 1ul << MAP_RUN | 1ul << MAP_TRAVEL |
                                1ul << MAP_LOOK | 1ul << MAP_BUY);
    if (cmd < 0)
        return;
    if (cmd <= MAP_SOUTHWEST) {
        step(g, cmd);
        return;
    }
    switch (cmd) {
    case MAP_WAIT:
        simple(g, CMD_WAIT);
        break;
    case MAP_REST:
        simple(g, CMD_REST);
        break;
    case MAP_RUN:
        run(g, words, count);
        break;
    case MAP_TRAVEL:
        travel(g, words, count);
        break;
    case MAP_LOOK:
        if (count > 1)
            look_at(g, words, count);
        else
            frame_redraw(g);
        break;
    case MAP_SHEET:
        look_sheet(g);
        break;
    case MAP_INVENTORY: {
        strbuf out;
        sb_init(&out);
        frames_list_items(g, &out);
        frame_write(g, out.buf);
        sb_release(&out);
        break;
    }
    case MAP_PICKUP:
        simple(g, CMD_PICKUP);
        break;
    case MAP_USE:
        item_command(g, CMD_USE, words, count);
        break;
    case MAP_EQUIP:
        item_command(g, CMD_EQUIP, words, count);
        break;
    case MAP_DROP:
        item_command(g, CMD_DROP, words, count);
        break;
    case MAP_DOWN:
        simple(g, CMD_DESCEND);
        break;
    case MAP_MESSAGES:
        messages_command(g, words, count);
        break;
    case MAP_HELP: {
        strbuf legend;
        sb_init(&legend);
        sb_adds(&legend, _("Commands for speech mode (doc/speech.md):"));
        sb_addc(&legend, '\n');
        words_help(speech_command_words(), &legend);
        legend_add(&legend, g);
        frame_show_help(g, N_("Commands on the map:"), map_words, legend.buf);
        sb_release(&legend);
        break;
    }
    case MAP_SAVE:
        frames_save(g);
        break;
    case MAP_QUIT:
        frames_quit(g);
        break;
    case MAP_FOLLOW:
        simple(g, CMD_FOLLOW);
        break;
    case MAP_BUY:
        buy(g, words, count);
        break;
    }
}

int frames_direction(const char *word)
{
    int cmd = words_match(map_words, word);
    return cmd >= 0 && cmd <= MAP_WAIT ? cmd : -1;
}

const frame_ops frame_map_ops = {
    .name = "map",
    .show = map_show,
    .prompt = map_prompt,
    .handle = map_handle,
    .words = map_words,
};
