/* SPDX-License-Identifier: GPL-3.0-or-later */
/* command.c - the hero's commands carried out: on the map one action and
 * the world turn after it, in a fight one choice and the fight played on. */
#include "config.h"

#include "command/command.h"

#include "combat/combat.h"
#include "combat/skill.h"
#include "command/command_internal.h"
#include "game/fighter.h"
#include "game/hero.h"
#include "game/items.h"
#include "game/monster.h"
#include "game/world.h"
#include "text/i18n.h"

void cmd_result_init(cmd_result *r)
{
    r->status = CMD_SPENT;
    r->turns = 0;
    r->msgid = NULL;
    sb_init(&r->text);
}

void cmd_result_release(cmd_result *r)
{
    sb_release(&r->text);
}

/* --- answers --- */

cmd_status cmd_refuse(cmd_result *r, const char *msgid, const tpl_arg *args, size_t nargs)
{
    sb_reset(&r->text);
    tpl_render(&r->text, _(msgid), args, nargs);
    r->msgid = msgid;
    return r->status = CMD_REFUSED;
}

cmd_status cmd_refuse_plural(cmd_result *r, const char *one, const char *many, unsigned long n,
                             const tpl_arg *args, size_t nargs)
{
    sb_reset(&r->text);
    tpl_render(&r->text, NG_(one, many, n), args, nargs);
    r->msgid = one;
    return r->status = CMD_REFUSED;
}

cmd_status cmd_refuse_said(cmd_result *r, msglog *log, size_t mark)
{
    sb_reset(&r->text);
    msglog_take_since(log, mark, &r->text);
    if (r->text.len && r->text.buf[r->text.len - 1] == '\n')
        sb_truncate(&r->text, r->text.len - 1);
    r->msgid = NULL;
    return r->status = CMD_REFUSED;
}

/* A question before the command, unless the player said yes already;
 * returns whether it was asked. */
static bool ask(const command *c, cmd_result *r, const char *msgid, const tpl_arg *args,
                size_t nargs)
{
    if (c->confirmed)
        return false;
    cmd_refuse(r, msgid, args, nargs);
    r->status = CMD_ASKED;
    return true;
}

static cmd_status choose(cmd_result *r)
{
    return r->status = CMD_CHOOSE;
}

/* --- the map: one action, then the world turn --- */

void cmd_end_turn(game *g)
{
    world_end_turn(g);
    if (!g->over)
        combat_check(g);
}

bool cmd_lost_to_stun(game *g)
{
    if (!g->hero.dazed)
        return false;
    g->hero.dazed = false;
    bt_name name = cr_name(g->hero.f.body);
    ctx_say(&g->log.ctx, NULL, N_("{name} is stunned and loses the turn."),
            &TPL_NAME("name", &name), 1);
    return true;
}

bool cmd_is_known_danger(const game *g, int dx, int dy)
{
    int x = g->hero.f.x + dx, y = g->hero.f.y + dy;
    if (!level_contains(&g->level, x, y) || monster_at(g, x, y))
        return false;
    const cell *cl = level_cell(&g->level, x, y);
    return cell_trap(&g->level, cl) && (cl->trap_known || cell_trap(&g->level, cl)->visible);
}

/* The action's outcome, from mark on in the log: refused, what was said is
 * the refusal and leaves the log; else it is new on the screen and the
 * world turn passes, or the fight with target (the monster walked into)
 * begins. */
static cmd_status after(game *g, world_result result, size_t mark, monster *target,
                        cmd_result *r)
{
    if (result == WORLD_REJECTED) {
        return cmd_refuse_said(r, &g->log, mark);
    }
    msglog_keep_since(&g->log, mark);
    if (result == WORLD_FIGHT)
        combat_begin(g, target);
    else
        cmd_end_turn(g);
    r->turns = 1;
    return r->status = CMD_SPENT;
}

/* The action when the hero is stunned: lost, and the turn passes. */
static bool lost_to_stun(game *g, size_t mark, cmd_result *r)
{
    if (!cmd_lost_to_stun(g))
        return false;
    after(g, WORLD_TURN, mark, NULL, r);
    return true;
}

static cmd_status step(game *g, const command *c, cmd_result *r)
{
    if (cmd_is_known_danger(g, c->dx, c->dy)) {
        const cell *cl = level_cell(&g->level, g->hero.f.x + c->dx, g->hero.f.y + c->dy);
        const trap_def *kind = cell_trap(&g->level, cl)->trap_kind;
        bt_name name = content_name("trap name", kind ? kind->name : NULL);
        /* TRANSLATORS: the hero is about to step on a trap of the deep
           dungeon found before (or one everyone sees, as burning pitch);
           {trap} is its name with its forms ("a poison needle"). */
        if (kind && ask(c, r, N_("There is {trap:a} there. Step on it? (yes/no)"),
                        &TPL_NAME("trap", &name), 1))
            return r->status;
        if (!kind && ask(c, r,
                cell_trap(&g->level, cl)->visible
                    /* TRANSLATORS: the hero is about to walk into a fire. */
                    ? N_("That floor is on fire. Walk into it? (yes/no)")
                    /* TRANSLATORS: the hero is about to step on a trap found before. */
                    : N_("You know of a trap there. Step on it? (yes/no)"),
                NULL, 0))
            return r->status;
    }
    size_t mark = msglog_mark(&g->log);
    if (lost_to_stun(g, mark, r))
        return r->status;
    monster *target = monster_at(g, g->hero.f.x + c->dx, g->hero.f.y + c->dy);
    return after(g, world_step_hero(g, c->dx, c->dy), mark, target, r);
}

/* An action that is the world's (world_result) after the stun rule. */
static cmd_status world_action(game *g, world_result (*act)(game *g), cmd_result *r)
{
    size_t mark = msglog_mark(&g->log);
    if (lost_to_stun(g, mark, r))
        return r->status;
    return after(g, act(g), mark, NULL, r);
}

static world_result no_action(game *g)
{
    (void)g;
    return WORLD_TURN;
}

static cmd_status buy(game *g, const command *c, cmd_result *r)
{
    size_t mark = msglog_mark(&g->log);
    const place_def *shrine = world_shrine(g);
    if (shrine && c->index >= 0 && (size_t)c->index < shrine->sells.count &&
        lost_to_stun(g, mark, r))
        return r->status;
    return after(g, world_buy(g, c->index < 0 ? SIZE_MAX : (size_t)c->index), mark, NULL, r);
}

static cmd_status descend(game *g, const command *c, cmd_result *r)
{
    const cell *here = level_cell(&g->level, g->hero.f.x, g->hero.f.y);
    bool deeper = here->terrain == TERRAIN_STAIRS && g->level.depth < g->dungeon.depth_count;
    /* Only a level left for good (the classic dungeon only goes down)
     * leaves its quest behind. */
    if (deeper && g->quest && !dungeon_has_stairs_up(&g->dungeon)) {
        bt_name title = content_name("quest", g->quest->title);
        /* TRANSLATORS: {title} is the quest's title, a name with its forms. */
        if (ask(c, r, N_("The quest \"{title:bare}\" is not done; going down leaves it "
                         "behind for good. Go down? (yes/no)"),
                &TPL_NAME("title", &title), 1))
            return r->status;
    }
    return world_action(g, world_descend, r);
}

/* --- the pack, on the map and in a fight --- */

/* Before using an item in a way that would do nothing (a potion that heals
 * nobody hurt, cures nothing): the question; true when it was asked. */
static bool ask_if_useless(game *g, const command *c, cmd_result *r)
{
    if (c->kind != CMD_USE || items_would_help(g, (size_t)c->index))
        return false;
    const item_def *def = g->hero.pack.slots[c->index].item;
    bt_name item = lore_name(&g->lore, def);
    /* TRANSLATORS: the three questions before a potion that would do
       nothing; {item} is the potion, a name with its forms ({item:acc}
       where your language declines it). */
    const char *question =
        def->heal && !def->cures.count ? N_("{item} would do nothing now: your life is full. "
                                            "Use it anyway? (yes/no)")
        : !def->heal && def->cures.count ? N_("{item} would do nothing now: nothing it cures "
                                              "ails you. Use it anyway? (yes/no)")
                                         : N_("{item} would do nothing now. Use it anyway? "
                                              "(yes/no)");
    return ask(c, r, question, &TPL_NAME("item", &item), 1);
}

/* Does the item action; false after refusing it. */
static bool item_action(game *g, const command *c, bt_context *ctx, cmd_result *r)
{
    size_t index = (size_t)c->index;
    const item_def *item = g->hero.pack.slots[index].item;
    switch (c->kind) {
    case CMD_USE:
        return items_use(g, index, ctx);
    case CMD_EQUIP:
        if (!items_is_worn_kind(item->kind)) {
            bt_name name = lore_name(&g->lore, item);
            /* TRANSLATORS: {item} is a potion, a name with its forms. */
            cmd_refuse(r, N_("{item} is not something to wield or wear."),
                       &TPL_NAME("item", &name), 1);
            return false;
        }
        return items_equip(g, index, ctx);
    default:
        return items_drop(g, index, ctx);
    }
}

static cmd_status fight_acted(game *g, cmd_result *r);

static cmd_status item(game *g, const command *c, cmd_result *r)
{
    size_t mark = msglog_mark(&g->log);
    if (c->index == CMD_NONE) {
        if (!g->fight && lost_to_stun(g, mark, r))
            return r->status;
        if (!g->hero.pack.count)
            return cmd_refuse(r, N_("Your pack is empty."), NULL, 0);
        return choose(r);
    }
    if (c->index < 0 || (size_t)c->index >= g->hero.pack.count)
        return cmd_refuse(r, N_("You carry nothing by that letter."), NULL, 0);
    if (ask_if_useless(g, c, r))
        return r->status;
    if (g->fight)
        return item_action(g, c, &g->fight->ctx, r) ? fight_acted(g, r) : r->status;
    if (lost_to_stun(g, mark, r))
        return r->status;
    if (!item_action(g, c, &g->log.ctx, r))
        return r->status;
    return after(g, WORLD_TURN, mark, NULL, r);
}

/* --- a fight --- */

/* The hero has acted: the fight plays on until the hero is to choose or
 * answer again, or it is over. */
static cmd_status fight_acted(game *g, cmd_result *r)
{
    combat_proceed(g);
    r->turns = 1;
    return r->status = CMD_SPENT;
}

/* The enemy c aims at: given, or the only one living; NULL after refusing
 * or asking to choose. */
static fighter *enemy(game *g, const command *c, cmd_result *r)
{
    fight *ft = g->fight;
    size_t count = fight_enemy_count(ft);
    if (c->target == CMD_NONE) {
        fighter *only = fight_only_enemy(ft);
        if (!only)
            choose(r);
        return only;
    }
    if (c->target < 0 || (size_t)c->target >= count) {
        tpl_arg args[] = { TPL_INT("word", (long)c->target + 1), TPL_INT("count", (long)count) };
        cmd_refuse(r, N_("There is no enemy {word}; choose a number from 1 to {count}."), args,
                   2);
        return NULL;
    }
    fighter *target = fight_enemy(ft, (size_t)c->target);
    if (!cr_is_alive(target->body)) {
        bt_name name = fighter_name(target);
        cmd_refuse(r, N_("{name} is already dead; choose another enemy."),
                   &TPL_NAME("name", &name), 1);
        return NULL;
    }
    return target;
}

static cmd_status attack(game *g, const command *c, cmd_result *r)
{
    fighter *target = enemy(g, c, r);
    if (!target)
        return r->status;
    fight_attack(g->fight, fight_hero(g->fight), target);
    return fight_acted(g, r);
}

/* Why the skill cannot be used now (refused), or false when it can. */
static bool refuse_skill(const fighter *player, const skill_slot *slot, cmd_result *r)
{
    const skill_def *s = slot->skill;
    bt_name name = content_name("skill", s->name);
    if (slot->cooldown) {
        tpl_arg args[] = { TPL_NAME("skill", &name), TPL_INT("n", slot->cooldown) };
        /* TRANSLATORS: {skill} is a skill's name, with its gender ("{skill?f:
           lista|listo}"); {n} the turns of its cooldown. */
        cmd_refuse_plural(r, NP_("\"{skill:bare}\" is not ready yet: {n} more turn.",
                                 "\"{skill:bare}\" is not ready yet: {n} more turns."),
                          (unsigned long)slot->cooldown, args, 2);
        return true;
    }
    if (player->mana < s->mana) {
        tpl_arg args[] = { TPL_NAME("skill", &name), TPL_INT("cost", s->mana),
                           TPL_INT("mana", player->mana) };
        /* TRANSLATORS: {skill} is a skill's name; {cost} and {mana} are numbers. */
        cmd_refuse(r, N_("Not enough mana: \"{skill:bare}\" costs {cost}, you have {mana}."),
                   args, 3);
        return true;
    }
    return false;
}

static cmd_status skill(game *g, const command *c, cmd_result *r)
{
    fighter *player = fight_hero(g->fight);
    if (!player->skill_count)
        return cmd_refuse(r, N_("You know no skills."), NULL, 0);
    if (c->index == CMD_NONE)
        return choose(r);
    if (c->index < 0 || (size_t)c->index >= player->skill_count) {
        tpl_arg args[] = { TPL_INT("word", (long)c->index + 1),
                           TPL_INT("count", (long)player->skill_count) };
        return cmd_refuse(r, N_("There is no skill {word}; choose a number from 1 to {count}."),
                          args, 2);
    }
    skill_slot *slot = &player->skills[c->index];
    if (refuse_skill(player, slot, r))
        return r->status;
    fighter *target = skill_targets_one(slot->skill) ? enemy(g, c, r) : player;
    if (!target)
        return r->status;
    skill_use(g->fight, player, slot, target);
    return fight_acted(g, r);
}

static cmd_status in_fight(game *g, const command *c, cmd_result *r)
{
    bool asked = fight_outcome_now(g->fight) == FIGHT_ASK;
    if (asked != (c->kind == CMD_ANSWER))
        return asked
                   /* TRANSLATORS: a command given while the fight waits for the
                      answer to a reaction's question ("Riposte? (yes or no)"). */
                   ? cmd_refuse(r, N_("The fight waits for your answer: yes or no."), NULL, 0)
                   /* TRANSLATORS: an answer given when nothing was asked. */
                   : cmd_refuse(r, N_("Nothing was asked."), NULL, 0);
    switch (c->kind) {
    case CMD_ATTACK:
        return attack(g, c, r);
    case CMD_SKILL:
        return skill(g, c, r);
    case CMD_USE:
        return item(g, c, r);
    case CMD_FLEE:
        fight_flee(g->fight);
        return fight_acted(g, r);
    case CMD_ANSWER: {
        fighter *target = NULL;
        if (c->yes && c->target != CMD_NONE && !(target = enemy(g, c, r)))
            return r->status;
        combat_answer(g, c->yes, target);
        r->turns = 1;
        return r->status = CMD_SPENT;
    }
    default:
        /* TRANSLATORS: a command of the map given while the hero fights. */
        return cmd_refuse(r, N_("You are in a fight: its commands are attack, skill, item and "
                                "flee."),
                          NULL, 0);
    }
}

static cmd_status on_map(game *g, const command *c, cmd_result *r)
{
    switch (c->kind) {
    case CMD_STEP:
        return step(g, c, r);
    case CMD_WAIT:
        return world_action(g, no_action, r);
    case CMD_PICKUP:
        return world_action(g, world_pick_up, r);
    case CMD_USE:
    case CMD_EQUIP:
    case CMD_DROP:
        return item(g, c, r);
    case CMD_DESCEND:
        return descend(g, c, r);
    case CMD_ASCEND:
        return world_action(g, world_ascend, r);
    case CMD_BUY:
        return buy(g, c, r);
    case CMD_REPEAT:
    case CMD_REST:
    case CMD_RUN:
    case CMD_TRAVEL:
    case CMD_FOLLOW:
        return repeat_do(g, c, r);
    case CMD_EXPLORE:
        return repeat_do(g, c, r);
    default:
        /* TRANSLATORS: a fight's command given on the map. */
        return cmd_refuse(r, N_("There is no fight going on."), NULL, 0);
    }
}

void cmd_begin(game *g, const class_def *cls, const char *name, bool female)
{
    hero_init(&g->hero, g->data, cls, name, female);
    bt_name who = cr_name(g->hero.f.body), class_name = hero_class_name(&g->hero);
    tpl_arg args[] = { TPL_NAME("name", &who), TPL_NAME("class", &class_name) };
    /* TRANSLATORS: the first line of a game; {class} is the hero's class in
       the form for the hero's gender ("Barbarin" for a heroine). */
    msglog_say(&g->log, N_("{name} the {class:bare} steps into the dark."), args, 2);
    world_enter_level(g, 1);
}

cmd_status cmd_do(game *g, const command *c, cmd_result *r)
{
    r->status = CMD_SPENT;
    r->turns = 0;
    r->msgid = NULL;
    sb_reset(&r->text);
    game_speak(g);
    if (g->over)
        /* TRANSLATORS: a command given after the game ended. */
        return cmd_refuse(r, N_("The game is over."), NULL, 0);
    return g->fight ? in_fight(g, c, r) : on_map(g, c, r);
}
