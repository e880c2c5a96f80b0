/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame_map.c - the map frame: moving, waiting, looking, the pack, stairs. */
#include "config.h"

#include "console/frames.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "console/console.h"
#include "console/frame_fight.h"
#include "console/legend.h"
#include "console/look.h"
#include "console/map.h"
#include "console/repeat.h"
#include "console/messages.h"
#include "console/screen.h"
#include "game/items.h"
#include "game/monster.h"
#include "game/world.h"
#include "text/i18n.h"

enum {
    CMD_NORTH, CMD_SOUTH, CMD_EAST, CMD_WEST, CMD_NORTHEAST, CMD_NORTHWEST, CMD_SOUTHEAST,
    CMD_SOUTHWEST, CMD_WAIT, CMD_REST, CMD_RUN, CMD_TRAVEL, CMD_LOOK, CMD_SHEET, CMD_INVENTORY,
    CMD_PICKUP, CMD_USE, CMD_EQUIP, CMD_DROP, CMD_DOWN, CMD_MESSAGES, CMD_HELP, CMD_SAVE, CMD_QUIT,
    CMD_FOLLOW, CMD_BUY
};

/* TRANSLATORS: the "command" messages are the words a player may type, in
   your language, separated by "|" ("north|n"); the English words always work
   too. Use words that do not clash with each other. */
static const word_def map_words[] = {
    { CMD_NORTH, "north|n|8", NC_("command", "north"), N_("move north (also the keypad 8)") },
    { CMD_SOUTH, "south|s|2", NC_("command", "south"), N_("move south (keypad 2)") },
    { CMD_EAST, "east|e|6", NC_("command", "east"), N_("move east (keypad 6)") },
    { CMD_WEST, "west|w|4", NC_("command", "west"), N_("move west (keypad 4)") },
    { CMD_NORTHEAST, "northeast|ne|9", NC_("command", "northeast"),
      N_("move north-east (keypad 9)") },
    { CMD_NORTHWEST, "northwest|nw|7", NC_("command", "northwest"),
      N_("move north-west (keypad 7)") },
    { CMD_SOUTHEAST, "southeast|se|3", NC_("command", "southeast"),
      N_("move south-east (keypad 3)") },
    { CMD_SOUTHWEST, "southwest|sw|1", NC_("command", "southwest"),
      N_("move south-west (keypad 1)") },
    { CMD_WAIT, "wait|5|.", NC_("command", "wait"), N_("wait a turn; \"20 wait\" waits 20") },
    { CMD_REST, "rest|r", NC_("command", "rest"),
      N_("rest until healed or something comes") },
    { CMD_RUN, "run", NC_("command", "run"), N_("run DIRECTION: on until something is seen") },
    { CMD_TRAVEL, "travel|t|_", NC_("command", "travel"),
      N_("travel to the stairs, or: travel PLACE") },
    { CMD_LOOK, "look|l", NC_("command", "look"),
      N_("the map again; look THING: what it is") },
    { CMD_SHEET, "character|char|@", NC_("command", "character"),
      N_("your character: stats, chances, skills, effects") },
    { CMD_INVENTORY, "inventory|i", NC_("command", "inventory"), N_("list what you carry") },
    { CMD_PICKUP, "pickup|get|g|,", NC_("command", "pickup"), N_("pick up what lies here") },
    { CMD_USE, "use|u", NC_("command", "use"), N_("use an item: use LETTER or NAME") },
    { CMD_EQUIP, "equip|wield|wear", NC_("command", "equip"), N_("wield a weapon or wear armour") },
    { CMD_DROP, "drop", NC_("command", "drop"), N_("drop an item") },
    { CMD_DOWN, "down|>", NC_("command", "down"), N_("take the stairs down") },
    { CMD_MESSAGES, "messages|m", NC_("command", "messages"),
      N_("the last messages (Ctrl-P); \"m 50\", \"m all\"") },
    { CMD_HELP, "help|?", NC_("command", "help"), N_("this list") },
    { CMD_SAVE, "save", NC_("command", "save"), N_("save the game") },
    { CMD_QUIT, "quit", NC_("command", "quit"), N_("save and leave the game") },
    { CMD_FOLLOW, "follow|trail", NC_("command", "follow"),
      N_("follow the blood trail here to where it leads") },
    { CMD_BUY, "buy", NC_("command", "buy"),
      N_("at a shrine: its wares; buy NUMBER or NAME") },
    { -1, NULL, NULL, NULL },
};

/* Only a dungeon with stairs up (the deep one) knows the way up. */
static const word_def up_words[] = {
    { 0, "up|<", NC_("command", "up"), N_("take the stairs up") },
    { -1, NULL, NULL, NULL },
};

/* The messages on the screen are shown once: a screen shown again (look, a
 * question left) does not repeat them. They stay in the history. */
static void map_show(game *g, frame *f)
{
    (void)f;
    strbuf screen;
    sb_init(&screen);
    screen_map(g, &screen);
    screen_print(g, &screen);
    sb_release(&screen);
    msglog_unshow(&g->log);
}

/* The first line after a fight, when it was one of the fight's actions
 * ("1" attack, which is also south-west here), was meant for the fight:
 * it is answered, not walked. */
static bool meant_for_the_fight(game *g, char **words, size_t count)
{
    console *c = g->console;
    bool over = c->fight_over;
    c->fight_over = false;
    if (!over || count != 1 || !frame_fight_is_action(words[0]))
        return false;
    /* TRANSLATORS: {word} is what the player typed, e.g. "1". */
    frame_reject(g, N_("The fight is over; \"{word}\" was meant for it and was not done."),
                 &TPL_STR("word", words[0]), 1);
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

static void buy(game *g, char **words, size_t count, size_t mark)
{
    const place_def *shrine = world_shrine(g);
    if (!shrine) {
        map_after(g, world_buy(g, 0), mark, NULL);
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
    if (ware >= 0 && !map_lost_to_stun(g, mark))
        map_after(g, world_buy(g, (size_t)ware), mark, NULL);
}

static void map_handle(game *g, frame *f, char **words, size_t count)
{
    (void)f;
    if (meant_for_the_fight(g, words, count))
        return;
    if (count >= 2 && words[0][strspn(words[0], "0123456789")] == '\0') {
        repeat_count(g, words, count);            /* "5 e" */
        return;
    }
    if (count == 1 && dungeon_has_stairs_up(&g->dungeon) && words_match(up_words, words[0]) >= 0) {
        map_ascend(g);
        return;
    }
    int cmd = frame_command(g, map_words, words, count,
                            1ul << CMD_USE | 1ul << CMD_EQUIP | 1ul << CMD_DROP |
                                1ul << CMD_MESSAGES | 1ul << CMD_RUN | 1ul << CMD_TRAVEL |
                                1ul << CMD_LOOK | 1ul << CMD_BUY);
    if (cmd < 0)
        return;
    size_t mark = msglog_mark(&g->log);
    if (cmd <= CMD_SOUTHWEST) {
        map_step(g, map_dx[cmd], map_dy[cmd]);
        return;
    }
    switch (cmd) {
    case CMD_WAIT:
        if (!map_lost_to_stun(g, mark))
            map_after(g, WORLD_TURN, mark, NULL);
        break;
    case CMD_REST:
        repeat_rest(g);
        break;
    case CMD_RUN:
        repeat_run(g, words, count);
        break;
    case CMD_TRAVEL:
        repeat_travel(g, words, count);
        break;
    case CMD_LOOK:
        if (count > 1)
            look_at(g, words, count);
        else
            frame_redraw(g);
        break;
    case CMD_SHEET:
        look_sheet(g);
        break;
    case CMD_INVENTORY: {
        strbuf out;
        sb_init(&out);
        frames_list_items(g, &out);
        frame_write(g, out.buf);
        sb_release(&out);
        break;
    }
    case CMD_PICKUP:
        if (!map_lost_to_stun(g, mark))
            map_after(g, world_pick_up(g), mark, NULL);
        break;
    case CMD_USE:
        map_item_command(g, ITEM_ACTION_USE, words, count);
        break;
    case CMD_EQUIP:
        map_item_command(g, ITEM_ACTION_EQUIP, words, count);
        break;
    case CMD_DROP:
        map_item_command(g, ITEM_ACTION_DROP, words, count);
        break;
    case CMD_DOWN:
        map_descend(g);
        break;
    case CMD_MESSAGES:
        messages_command(g, words, count);
        break;
    case CMD_HELP: {
        frame_show_help(g, N_("Commands on the map:"), map_words);
        if (dungeon_has_stairs_up(&g->dungeon)) {
            strbuf up;
            sb_init(&up);
            words_help(up_words, &up);
            frame_write(g, up.buf);
            sb_release(&up);
        }
        strbuf legend;
        sb_init(&legend);
        legend_add(&legend, g);
        frame_write(g, legend.buf);
        sb_release(&legend);
        break;
    }
    case CMD_SAVE:
        frames_save(g);
        break;
    case CMD_QUIT:
        frames_quit(g);
        break;
    case CMD_FOLLOW:
        repeat_follow(g);
        break;
    case CMD_BUY:
        buy(g, words, count, mark);
        break;
    }
}

int frames_direction(const char *word)
{
    int cmd = words_match(map_words, word);
    return cmd >= 0 && cmd <= CMD_WAIT ? cmd : -1;
}

const frame_ops frame_map_ops = {
    .name = "map",
    .show = map_show,
    .prompt = map_prompt,
    .handle = map_handle,
    .words = map_words,
};
