/* frame_map.c - the map frame: moving, waiting, looking, the pack, stairs. */
#include "config.h"

#include "console/frames.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "combat/combat.h"
#include "console/frame_fight.h"
#include "console/screen.h"
#include "game/items.h"
#include "game/monster.h"
#include "game/world.h"
#include "text/i18n.h"
#include "util/xalloc.h"

enum {
    CMD_NORTH, CMD_SOUTH, CMD_EAST, CMD_WEST, CMD_NORTHEAST, CMD_NORTHWEST, CMD_SOUTHEAST,
    CMD_SOUTHWEST, CMD_WAIT, CMD_LOOK, CMD_INVENTORY, CMD_PICKUP, CMD_USE, CMD_EQUIP, CMD_DROP,
    CMD_DOWN, CMD_HELP, CMD_SAVE, CMD_QUIT, CMD_FOLLOW, CMD_BUY
};

/* The most steps one "follow" takes before it stops to let the player look. */
#define FOLLOW_STEPS 40

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
    { CMD_FOLLOW, "follow|trail", NC_("command", "follow"),
      N_("follow the blood trail you stand on, to where it leads") },
    { CMD_BUY, "buy", NC_("command", "buy"),
      N_("at a shrine: what it offers; buy NUMBER or NAME leaves the gold for it") },
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
    if (count > 2) {
        frame_reject(g, N_("Name one item: \"{command} NUMBER\" or \"{command} NAME\"."),
                     &TPL_STR("command", words[0]), 1);
        return;
    }
    item_action action = cmd == CMD_USE ? ITEM_ACTION_USE
                         : cmd == CMD_EQUIP ? ITEM_ACTION_EQUIP
                                            : ITEM_ACTION_DROP;
    if (count == 1) {
        if (!lost_to_stun(g, msglog_mark(&g->log)))
            frames_push_item_choice(g, action, &g->log.ctx, frames_spend_turn);
        return;
    }
    long index = frames_find_item(g, words[1]);
    size_t mark = msglog_mark(&g->log);
    if (index < 0 || lost_to_stun(g, mark))
        return;
    if (frames_item_action(g, action, (size_t)index, &g->log.ctx))
        after(g, WORLD_TURN, mark, NULL);
}

/* --- following a blood trail --- */

/* Whether a monster the hero did not see when the walk began is in view. */
static bool someone_came(const game *g, const bool *seen)
{
    for (size_t i = 0; i < g->monster_count; i++)
        if (g->monsters[i]->in_view && !seen[i])
            return true;
    return false;
}

/* Steps along the trail, a world turn each, until it ends, the hero is
 * hurt, a monster comes into view or a fight begins. */
static void follow(game *g, size_t mark)
{
    trail_walk walk;
    trail_walk_init(&walk, g);
    bool *seen = xcalloc(g->monster_count + 1, sizeof *seen);
    for (size_t i = 0; i < g->monster_count; i++)
        seen[i] = g->monsters[i]->in_view;
    int life = g->hero.f.body->life, steps = 0, dx, dy;
    bool stopped = false;
    while (steps < FOLLOW_STEPS && world_trail_next(g, &walk, &dx, &dy)) {
        monster *target = monster_at(g, g->hero.f.x + dx, g->hero.f.y + dy);
        world_result result = world_step_hero(g, dx, dy);
        steps++;
        if (result != WORLD_TURN) {
            after(g, result, mark, target);
            stopped = true;
            break;
        }
        world_end_turn(g);
        if (g->over || (combat_check(g), g->fight) || g->hero.f.body->life < life ||
            g->hero.dazed || someone_came(g, seen)) {
            stopped = true;
            break;
        }
    }
    free(seen);
    trail_walk_release(&walk);
    if (!steps) {
        /* TRANSLATORS: "follow" where there is no blood to follow. */
        frame_reject(g, N_("There is no blood trail here to follow."), NULL, 0);
        return;
    }
    if (!stopped && steps < FOLLOW_STEPS)
        /* TRANSLATORS: the end of a blood trail the hero followed. */
        msglog_say(&g->log, N_("The trail ends here."), NULL, 0);
    msglog_keep_since(&g->log, mark);
    frame_fight_open(g);
    frame_redraw(g);
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
        sb_reset(&line);
        tpl_arg args[] = { TPL_INT("number", (long)i + 1),
                           TPL_STR("item", content_text("item", item->name)),
                           TPL_INT("price", item->price) };
        /* TRANSLATORS: one line of a shrine's wares: "1) healing potion, 15 gold". */
        tpl_render(&line, _("  {number}) {item}, {price} gold"), args, 3);
        sb_adds(&out, line.buf);
        sb_addc(&out, '\n');
    }
    tpl_render(&out, _("You have {gold} gold. \"buy NUMBER\" or \"buy NAME\" takes one."),
               &TPL_INT("gold", g->hero.gold), 1);
    sb_addc(&out, '\n');
    frame_write(g, out.buf);
    sb_release(&line);
    sb_release(&out);
}

/* The ware a word names: its number or the start of its name; -1 after
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
    size_t len = strlen(word);
    for (size_t i = 0; i < shrine->sells.count; i++) {
        const item_def *item = content_item(g->data, shrine->sells.ids[i]);
        if (strncasecmp(content_text("item", item->name), word, len) == 0 ||
            strncasecmp(item->name, word, len) == 0)
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
        after(g, world_buy(g, 0), mark, NULL);
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
    if (ware >= 0 && !lost_to_stun(g, mark))
        after(g, world_buy(g, (size_t)ware), mark, NULL);
}

static void map_handle(game *g, frame *f, char **words, size_t count)
{
    (void)f;
    int cmd = frame_command(g, map_words, words, count,
                            1ul << CMD_USE | 1ul << CMD_EQUIP | 1ul << CMD_DROP | 1ul << CMD_BUY);
    if (cmd < 0)
        return;
    size_t mark = msglog_mark(&g->log);
    bool acts = cmd <= CMD_WAIT || cmd == CMD_PICKUP || cmd == CMD_DOWN || cmd == CMD_FOLLOW;
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
    case CMD_FOLLOW:
        follow(g, mark);
        break;
    case CMD_BUY:
        buy(g, words, count, mark);
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
