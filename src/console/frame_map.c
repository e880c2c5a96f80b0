/* frame_map.c - the map frame: moving, waiting, looking, the pack, stairs. */
#include "config.h"

#include "console/frames.h"

#include <string.h>

#include "combat/combat.h"
#include "console/frame_fight.h"
#include "console/screen.h"
#include "game/items.h"
#include "game/monster.h"
#include "game/world.h"
#include "text/i18n.h"

enum {
    CMD_NORTH, CMD_SOUTH, CMD_EAST, CMD_WEST, CMD_NORTHEAST, CMD_NORTHWEST, CMD_SOUTHEAST,
    CMD_SOUTHWEST, CMD_WAIT, CMD_LOOK, CMD_INVENTORY, CMD_PICKUP, CMD_USE, CMD_EQUIP, CMD_DROP,
    CMD_DOWN, CMD_HELP, CMD_SAVE, CMD_QUIT
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
    { CMD_WAIT, "wait|5|.", NC_("command", "wait"), N_("wait a turn") },
    { CMD_LOOK, "look|l", NC_("command", "look"), N_("show the map again") },
    { CMD_INVENTORY, "inventory|i", NC_("command", "inventory"), N_("list what you carry") },
    { CMD_PICKUP, "pickup|get|g|,", NC_("command", "pickup"), N_("pick up what lies here") },
    { CMD_USE, "use|u", NC_("command", "use"), N_("use an item: use NUMBER or NAME") },
    { CMD_EQUIP, "equip|wield|wear", NC_("command", "equip"), N_("wield a weapon or wear armour") },
    { CMD_DROP, "drop", NC_("command", "drop"), N_("drop an item") },
    { CMD_DOWN, "down|>", NC_("command", "down"), N_("take the stairs down") },
    { CMD_HELP, "help|?", NC_("command", "help"), N_("this list") },
    { CMD_SAVE, "save", NC_("command", "save"), N_("save the game") },
    { CMD_QUIT, "quit", NC_("command", "quit"), N_("save and leave the game") },
    { -1, NULL, NULL, NULL },
};

static const int dir_dx[] = { 0, 0, 1, -1, 1, -1, 1, -1 };
static const int dir_dy[] = { -1, 1, 0, 0, -1, -1, 1, 1 };

static void map_show(game *g, frame *f)
{
    (void)f;
    strbuf screen;
    sb_init(&screen);
    screen_map(g, &screen);
    screen_print(g, &screen);
    sb_release(&screen);
}

static const char *map_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "> ";
}

void frames_spend_turn(game *g)
{
    world_end_turn(g);
    if (!g->over)
        combat_check(g);
    frame_fight_open(g);
    frame_redraw(g);
}

/* After the hero's action: a refused one says why at once and leaves the
 * screen's messages as they were; a spent turn starts new ones. */
static void after(game *g, world_result result, size_t mark, monster *target)
{
    if (result == WORLD_REJECTED) {
        strbuf why;
        sb_init(&why);
        msglog_take_since(&g->log, mark, &why);
        frame_write(g, why.buf);
        sb_release(&why);
        return;
    }
    msglog_keep_since(&g->log, mark);
    if (result == WORLD_FIGHT) {
        combat_begin(g, target);
        frame_fight_open(g);
        frame_redraw(g);
    } else {
        frames_spend_turn(g);
    }
}

/* A stunned hero loses the action it chose, on the map as in a fight; the
 * turn passes (and takes the stun away). */
static bool lost_to_stun(game *g, size_t mark)
{
    bt_creature *body = g->hero.f.body;
    if (!g->hero.dazed)
        return false;
    g->hero.dazed = false;
    bt_name name = cr_name(body);
    ctx_say(&g->log.ctx, NULL, N_("{name} is stunned and loses the turn."),
            &TPL_NAME("name", &name), 1);
    after(g, WORLD_TURN, mark, NULL);
    return true;
}

static void item_command(game *g, int cmd, char **words, size_t count)
{
    item_action action = cmd == CMD_USE ? ITEM_ACTION_USE
                         : cmd == CMD_EQUIP ? ITEM_ACTION_EQUIP
                                            : ITEM_ACTION_DROP;
    if (count == 1) {
        if (!lost_to_stun(g, msglog_mark(&g->log)))
            frames_push_item_choice(g, action, &g->log.ctx, frames_spend_turn);
        return;
    }
    strbuf name;
    sb_init(&name);
    words_join(&name, words + 1, count - 1);
    long index = frames_find_item(g, name.buf);
    sb_release(&name);
    size_t mark = msglog_mark(&g->log);
    if (index < 0 || lost_to_stun(g, mark))
        return;
    if (frames_item_action(g, action, (size_t)index, &g->log.ctx))
        after(g, WORLD_TURN, mark, NULL);
}

static void map_handle(game *g, frame *f, char **words, size_t count)
{
    (void)f;
    int cmd = frame_command(g, map_words, words, count,
                            1ul << CMD_USE | 1ul << CMD_EQUIP | 1ul << CMD_DROP);
    if (cmd < 0)
        return;
    size_t mark = msglog_mark(&g->log);
    bool acts = cmd <= CMD_WAIT || cmd == CMD_PICKUP || cmd == CMD_DOWN;
    if (acts && lost_to_stun(g, mark))
        return;
    if (cmd <= CMD_SOUTHWEST) {
        int dx = dir_dx[cmd], dy = dir_dy[cmd];
        monster *target = monster_at(g, g->hero.f.x + dx, g->hero.f.y + dy);
        after(g, world_step_hero(g, dx, dy), mark, target);
        return;
    }
    switch (cmd) {
    case CMD_WAIT:
        after(g, WORLD_TURN, mark, NULL);
        break;
    case CMD_LOOK:
        frame_redraw(g);
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
        after(g, world_pick_up(g), mark, NULL);
        break;
    case CMD_USE:
    case CMD_EQUIP:
    case CMD_DROP:
        item_command(g, cmd, words, count);
        break;
    case CMD_DOWN:
        after(g, world_descend(g), mark, NULL);
        break;
    case CMD_HELP:
        frame_show_help(g, N_("Commands on the map:"), map_words);
        break;
    case CMD_SAVE:
        frames_save(g);
        break;
    case CMD_QUIT:
        frames_quit(g);
        break;
    }
}

const frame_ops frame_map_ops = {
    .name = "map",
    .show = map_show,
    .prompt = map_prompt,
    .handle = map_handle,
    .words = map_words,
};
