/* SPDX-License-Identifier: GPL-3.0-or-later */
/* world.c - the world turn on the map. */
#include "config.h"

#include "game/world.h"

#include <stdlib.h>
#include <string.h>

#include "engine/effect.h"
#include "game/fighter.h"
#include "game/fxref.h"
#include "game/hearing.h"
#include "game/hero.h"
#include "game/items.h"
#include "game/monster.h"
#include "game/pack.h"
#include "text/i18n.h"
#include "util/strbuf.h"
#include "util/xalloc.h"
#include "world/blood.h"
#include "world/fov.h"


void world_add_monster(game *g, monster *m)
{
    g->monsters = xgrow(g->monsters, &g->monster_capacity, g->monster_count + 1,
                        sizeof *g->monsters);
    m->index = (uint32_t)g->monster_count;
    g->monsters[g->monster_count++] = m;
    monster_place(g, m, m->f.x, m->f.y);
}

static void start_quest(game *g, const quest_def *q)
{
    g->quest = q;
    if (!q)
        return;
    bt_name title = content_name("quest", q->title);
    tpl_arg args[] = { TPL_NAME("title", &title),
                       TPL_STR("goal", content_text("quest goal", q->goal)) };
    /* TRANSLATORS: {title} is the quest's name (with its forms), {goal} the
       sentence that says what to do. */
    msglog_say(&g->log, N_("New quest: \"{title:bare}\". {goal}"), args, 2);
}

/* The kept text of a level left behind goes. */
static void forget_text(level_store *s)
{
    if (s->text) {
        sb_release(s->text);
        free(s->text);
        s->text = NULL;
    }
}

/* The level being played and its monsters go. */
static void release_current(game *g)
{
    /* The cells go with the level: no occupant needs taking off. */
    for (size_t i = 0; i < g->monster_count; i++)
        monster_free(g->monsters[i]);
    g->monster_count = 0;
    level_release(&g->level);
}

void world_release_level(game *g)
{
    release_current(g);
    for (int d = 0; g->away && d < g->dungeon.depth_count; d++) {
        level_store *s = &g->away[d];
        for (size_t i = 0; i < s->monster_count; i++)
            monster_free(s->monsters[i]);
        free(s->monsters);
        level_release(&s->level);
        forget_text(s);
        memset(s, 0, sizeof *s);
    }
}

void world_store_level(game *g)
{
    level_store *s = &g->away[g->level.depth - 1];
    s->level = g->level;
    s->monsters = g->monsters;
    s->monster_count = g->monster_count;
    s->monster_capacity = g->monster_capacity;
    s->text = xmalloc(sizeof *s->text);
    sb_init(s->text);
    memset(&g->level, 0, sizeof g->level);
    g->monsters = NULL;
    g->monster_count = g->monster_capacity = 0;
}

/* Takes level depth back from the store; false if it was never left. */
static bool take_back(game *g, int depth)
{
    level_store *s = &g->away[depth - 1];
    if (!s->level.cells)
        return false;
    free(g->monsters);
    g->level = s->level;
    g->monsters = s->monsters;
    g->monster_count = s->monster_count;
    g->monster_capacity = s->monster_capacity;
    forget_text(s);                    /* the level changes again from now */
    memset(s, 0, sizeof *s);
    return true;
}

/* Makes level depth from its definition, with its monsters; its quest
 * starts. */
static void build_level(game *g, int depth)
{
    const level_def *def = dungeon_level(&g->dungeon, depth);
    level_init(&g->level, def, g->data);
    const place_def *places[256];
    content_places(def, places);
    /* The name of each place's creature, translated for the first of them
     * and lent by it (its body's own copy) to the others: a pack or a kind
     * met all over the level asked the catalogs once a creature. */
    const char *names[256] = { NULL };
    for (int y = 0; y < def->height; y++) {
        /* The row and width read once, not again after each cell. */
        const char *row = def->rows[y];
        for (int x = 0, width = def->width; x < width; x++) {
            unsigned char ch = (unsigned char)row[x];
            const place_def *place = places[ch];
            if (!place || !place->creature)
                continue;
            const creature_def *creature = content_creature(g->data, place->creature);
            monster *m = monster_new_named(g, creature, names[ch], x, y, place);
            if (!names[ch])
                names[ch] = m->f.body->name;
            world_add_monster(g, m);
        }
    }
    const level_info *info = schema_at(&def->info, 0);
    if (info->quest)
        start_quest(g, content_quest(g->data, info->quest));
}

/* The hero stands on the level it came to: from above at its start, from
 * below on its stairs down. */
static void arrive(game *g, int depth, bool from_above)
{
    bool below = !from_above && g->level.down_x >= 0;
    g->hero.f.x = below ? g->level.down_x : g->level.start_x;
    g->hero.f.y = below ? g->level.down_y : g->level.start_y;
    if (depth > g->stats.deepest)
        g->stats.deepest = depth;
    for (size_t i = 0; i < g->monster_count; i++)
        g->monsters[i]->in_view = false;
    world_update_view(g);
}

void world_enter_level(game *g, int depth)
{
    world_release_level(g);
    build_level(g, depth);
    arrive(g, depth, true);
}

void world_change_level(game *g, int depth)
{
    bool from_above = depth > g->level.depth;
    world_store_level(g);
    if (!take_back(g, depth))
        build_level(g, depth);
    arrive(g, depth, from_above);
}

/* Which monsters stand in the cells the hero sees; "You see a goblin and
 * two wolves." for those that came into view. */
static void notice_monsters(game *g)
{
    tally seen;
    tally_init(&seen);
    for (size_t i = 0; i < g->monster_count; i++) {
        monster *m = g->monsters[i];
        bool now = level_in_view(&g->level, m->f.x, m->f.y);
        if (now && !m->in_view) {
            bt_name name = fighter_name(&m->f);
            tally_add(&seen, &name);
        }
        m->in_view = now;
    }
    g->sightings += seen.count;
    if (seen.count)
        /* TRANSLATORS: {list} is a counted list of monsters ("a goblin and two
           wolves"); {list:a.acc} says each with the indefinite article, in the
           accusative where a language has cases. */
        msglog_say(&g->log, N_("You see {list:a.acc}."), &TPL_LIST("list", &seen), 1);
    tally_release(&seen);
}

/* What lies where the hero sees is remembered there: the map shows it out
 * of sight, as it was. */
static void remember_floor(game *g)
{
    level *lv = &g->level;
    for (size_t i = 0; i < lv->item_count; i++)
        if (level_cell(lv, lv->items[i].x, lv->items[i].y)->visible)
            lv->items[i].seen = true;
}

/* How far the hero sees: a blinded hero only what it touches. */
static int sight(const game *g)
{
    return g->blind && cr_has_kind(g->hero.f.body, g->blind) ? 1 : WORLD_SIGHT_RADIUS;
}

void world_update_view(game *g)
{
    fov_compute(&g->level, g->hero.f.x, g->hero.f.y, sight(g));
    notice_monsters(g);
    remember_floor(g);
}

static void spring_trap(game *g, cell *cl)
{
    const place_def *trap = cell_trap(&g->level, cl);
    cl->trap_known = true;
    bt_name name = fighter_name(&g->hero.f);
    if (trap->trap_text) {
        const char *text = content_text("trap", trap->trap_text);
        msglog_say_text(&g->log, text, &TPL_NAME("name", &name), 1, text == trap->trap_text);
    }
    fxref_apply(&trap->trap, g->kinds, &g->rng, &g->log.ctx, g->hero.f.body);
}

static void say_floor(game *g)
{
    const level *lv = &g->level;
    tally here;
    tally_init(&here);
    for (long i = level_item_at(lv, g->hero.f.x, g->hero.f.y); i >= 0;
         i = level_next_item(lv, (size_t)i)) {
        const floor_item *it = &lv->items[i];
        if (!it->item)
            continue;
        bt_name name = lore_name(&g->lore, it->item);
        tally_add(&here, &name);
    }
    if (here.count)
        /* TRANSLATORS: {list} counts the items on the hero's cell ("two
           healing potions and an axe"). */
        msglog_say(&g->log, N_("You see {list:a.acc} here."), &TPL_LIST("list", &here), 1);
    tally_release(&here);
}

static bool took_gold(const floor_item *it, void *user)
{
    game *g = user;
    if (it->item)
        return false;
    /* A purse has a bottom: a save full of gold cannot overflow it. */
    long purse = (long)g->hero.gold + it->gold;
    g->hero.gold = purse > HERO_MAX_GOLD ? HERO_MAX_GOLD : (int)purse;
    g->stats.gold += it->gold;
    ctx_say_plural(&g->log.ctx, NULL,
                   NP_("You pick up {n} gold coin.", "You pick up {n} gold coins."),
                   (unsigned long)it->gold, &TPL_INT("n", it->gold), 1);
    return true;
}

/* Gold is picked up in passing, as every roguelike does. */
static void take_gold(game *g)
{
    level_take_items(&g->level, g->hero.f.x, g->hero.f.y, took_gold, g);
}

world_result world_step_hero(game *g, int dx, int dy)
{
    hero *h = &g->hero;
    int x = h->f.x + dx, y = h->f.y + dy;
    if (monster_at(g, x, y))
        return WORLD_FIGHT;
    if (!level_contains(&g->level, x, y) || level_cell(&g->level, x, y)->terrain == TERRAIN_WALL ||
        level_cell(&g->level, x, y)->terrain == TERRAIN_ROCK) {
        msglog_say(&g->log, N_("A wall is in the way."), NULL, 0);
        return WORLD_REJECTED;
    }
    cell *cl = level_cell(&g->level, x, y);
    g->noise = NOISE_MOVE;
    if (cl->terrain == TERRAIN_DOOR) {
        cl->terrain = TERRAIN_OPEN_DOOR;
        msglog_say(&g->log, N_("The door creaks open."), NULL, 0);
        return WORLD_TURN;
    }
    monster_move_fighter(g, &h->f, x, y);
    h->facing_dx = dx;
    h->facing_dy = dy;
    take_gold(g);
    say_floor(g);
    /* A shrine's light shows what every unknown thing carried is. */
    if (world_shrine(g))
        while (items_identify_one(g, &g->log.ctx,
                                  /* TRANSLATORS: at a shrine: {item} is an unknown potion
                                     or scroll by its look, {real} what it is. */
                                  N_("The shrine's light shows {item:acc} for what it is: "
                                     "{real:a}.")))
            ;
    if (cell_trap(&g->level, cl))
        spring_trap(g, cl);
    return WORLD_TURN;
}

/* What world_pick_up gathers: what goes into the pack, what stays. */
typedef struct picking {
    hero *hero;
    const lore *lore;
    tally taken, left;
} picking;

static bool took_item(const floor_item *it, void *user)
{
    picking *up = user;
    bt_name name = lore_name(up->lore, it->item);
    if (pack_add(&up->hero->pack, it->item)) {
        tally_add(&up->taken, &name);
        return true;
    }
    tally_add(&up->left, &name);           /* every letter of the pack is taken */
    return false;
}

world_result world_pick_up(game *g)
{
    hero *h = &g->hero;
    if (level_item_at(&g->level, h->f.x, h->f.y) < 0) {
        msglog_say(&g->log, N_("There is nothing here to pick up."), NULL, 0);
        return WORLD_REJECTED;
    }
    size_t mark = msglog_mark(&g->log);
    take_gold(g);
    bool took = msglog_mark(&g->log) != mark;
    /* What fits in the pack is taken, in one pass over the floor. */
    picking up = { .hero = h, .lore = &g->lore };
    tally_init(&up.taken);
    tally_init(&up.left);
    level_take_items(&g->level, h->f.x, h->f.y, took_item, &up);
    if (up.taken.count)
        /* TRANSLATORS: {list} counts what the hero picked up ("a healing
           potion and an axe"). */
        msglog_say(&g->log, N_("You pick up {list:a.acc}."), &TPL_LIST("list", &up.taken), 1);
    if (up.left.count)
        /* TRANSLATORS: {list} counts what stays on the floor; {list} has a
           number ("{list?pl:...|...}"). */
        msglog_say(&g->log, N_("Your pack is full: {list} {list?pl:stay|stays} on the floor."),
                   &TPL_LIST("list", &up.left), 1);
    took = took || up.taken.count;
    tally_release(&up.taken);
    tally_release(&up.left);
    return took ? WORLD_TURN : WORLD_REJECTED;
}

world_result world_descend(game *g)
{
    hero *h = &g->hero;
    if (level_cell(&g->level, h->f.x, h->f.y)->terrain != TERRAIN_STAIRS) {
        msglog_say(&g->log, N_("There are no stairs down here."), NULL, 0);
        return WORLD_REJECTED;
    }
    if (g->level.depth >= g->dungeon.depth_count) {
        msglog_say(&g->log, N_("The stairs end in rubble; there is no way deeper."), NULL, 0);
        return WORLD_REJECTED;
    }
    int depth = g->level.depth + 1;
    /* A level left for good leaves its quest undone; one the hero may come
     * back to keeps it. */
    if (g->quest && !dungeon_has_stairs_up(&g->dungeon)) {
        bt_name title = content_name("quest", g->quest->title);
        /* TRANSLATORS: the hero went down with the level's quest undone. */
        msglog_say(&g->log, N_("The quest \"{title:bare}\" is left undone."),
                   &TPL_NAME("title", &title), 1);
        g->quest = NULL;
    }
    msglog_say(&g->log, N_("You go down the stairs."), NULL, 0);
    world_change_level(g, depth);
    return WORLD_TURN;
}

world_result world_ascend(game *g)
{
    hero *h = &g->hero;
    if (level_cell(&g->level, h->f.x, h->f.y)->terrain != TERRAIN_STAIRS_UP) {
        msglog_say(&g->log, N_("There are no stairs up here."), NULL, 0);
        return WORLD_REJECTED;
    }
    msglog_say(&g->log, N_("You go up the stairs."), NULL, 0);
    world_change_level(g, g->level.depth - 1);
    return WORLD_TURN;
}

const place_def *world_shrine(const game *g)
{
    return cell_shrine(&g->level, level_cell(&g->level, g->hero.f.x, g->hero.f.y));
}

world_result world_buy(game *g, size_t index)
{
    const place_def *shrine = world_shrine(g);
    if (!shrine || index >= shrine->sells.count) {
        msglog_say(&g->log, N_("There is nothing to buy here."), NULL, 0);
        return WORLD_REJECTED;
    }
    hero *h = &g->hero;
    const item_def *item = content_item(g->data, shrine->sells.ids[index]);
    bt_name name = content_name("item", item->name);
    tpl_arg args[] = { TPL_NAME("item", &name), TPL_INT("n", item->price),
                       TPL_INT("gold", h->gold) };
    if (h->gold < item->price) {
        /* TRANSLATORS: {n} is the price in gold coins, {gold} the coins the
           hero has. */
        ctx_say_plural(&g->log.ctx, NULL,
                       NP_("{item} costs {n} gold coin; you have {gold}.",
                           "{item} costs {n} gold coins; you have {gold}."),
                       (unsigned long)item->price, args, 3);
        return WORLD_REJECTED;
    }
    /* The gold is left only once the thing has room in the pack. */
    if (!pack_add(&h->pack, item)) {
        /* TRANSLATORS: buying at a shrine when every letter of the pack is taken. */
        msglog_say(&g->log, N_("Your pack is full: there is no room for {item:acc}."), args, 1);
        return WORLD_REJECTED;
    }
    h->gold -= item->price;
    g->stats.spent += item->price;
    lore_learn(&g->lore, item);     /* a shrine names its wares */
    /* TRANSLATORS: buying at a shrine; {n} is the price in gold coins. */
    ctx_say_plural(&g->log.ctx, NULL,
                   NP_("You leave {n} gold coin on the shrine and take {item:acc}.",
                       "You leave {n} gold coins on the shrine and take {item:acc}."),
                   (unsigned long)item->price, args, 2);
    return WORLD_TURN;
}

static void drop_loot(game *g, monster *m)
{
    const creature_def *d = m->def;
    int gold = d->gold_max ? rng_range(&g->rng, d->gold_min, d->gold_max) : 0;
    if (gold)
        level_add_item(&g->level, m->f.x, m->f.y, NULL, gold);
    if (d->loot && rng_chance(&g->rng, d->loot_chance))
        level_add_item(&g->level, m->f.x, m->f.y, content_item(g->data, d->loot), 0);
}

/* Experience, counted for the end of the game too. */
static void gain_xp(game *g, int xp)
{
    g->stats.xp += xp;
    hero_gain_xp(&g->hero, xp, &g->log);
}

static void reward_quest(game *g, const quest_def *q)
{
    if (q->xp) {
        /* TRANSLATORS: a quest's reward; {n} is an amount of experience. */
        ctx_say_plural(&g->log.ctx, NULL,
                       NP_("Reward: {n} experience point.", "Reward: {n} experience points."),
                       (unsigned long)q->xp, &TPL_INT("n", q->xp), 1);
        gain_xp(g, q->xp);
    }
    if (!q->reward)
        return;
    const item_def *item = content_item(g->data, q->reward);
    bt_name name = content_name("item", item->name);
    if (pack_add(&g->hero.pack, item)) {
        /* TRANSLATORS: a quest's reward; {item} is the thing given. */
        msglog_say(&g->log, N_("Reward: you receive {item:a.acc}."), &TPL_NAME("item", &name), 1);
        return;
    }
    level_add_item(&g->level, g->hero.f.x, g->hero.f.y, item, 0);
    /* TRANSLATORS: a quest's reward when every letter of the pack is taken. */
    msglog_say(&g->log, N_("Reward: {item:a} lies at your feet; your pack is full."),
               &TPL_NAME("item", &name), 1);
}

static void finish_quest(game *g, const monster *m)
{
    const quest_def *q = g->quest;
    if (!q || strcmp(q->kill, m->def->h.id) != 0)
        return;
    bt_name title = content_name("quest", q->title);
    msglog_say(&g->log, N_("Quest done: \"{title:bare}\"."), &TPL_NAME("title", &title), 1);
    if (q->done_text)
        ctx_say_line(&g->log.ctx, content_text("quest text", q->done_text));
    g->stats.quests++;
    reward_quest(g, q);
    g->quest = NULL;
    start_quest(g, q->next ? content_quest(g->data, q->next) : NULL);
}

/* What a thief stole lies where it died, seen or not: the hero's gold is
 * not lost with it. */
static void drop_purse(game *g, monster *m)
{
    if (m->purse > 0)
        level_add_item(&g->level, m->f.x, m->f.y, NULL, m->purse);
    m->purse = 0;
}

void world_monster_died(game *g, monster *m, bool seen)
{
    drop_purse(g, m);
    if (!seen) {
        /* Died out of sight: no corpse, no loot, no experience; but a quest
         * that wanted it dead is done, and so is the Warden's game. */
        cr_tell_death(&g->quiet, m->f.body);
        finish_quest(g, m);
        if (m->def->boss)
            g->won = g->over = true;
        return;
    }
    bt_name name = fighter_name(&m->f);
    msglog_say(&g->log, N_("{name} dies."), &TPL_NAME("name", &name), 1);
    cr_tell_death(&g->log.ctx, m->f.body);
    level_cell(&g->level, m->f.x, m->f.y)->corpse = true;
    world_count_kills(g, m->def, 1);
    drop_loot(g, m);
    gain_xp(g, m->def->xp);
    finish_quest(g, m);
    if (m->def->boss)
        g->won = g->over = true;
}

void world_count_kills(game *g, const creature_def *def, long n)
{
    game_stats *s = &g->stats;
    s->kills += n;
    for (size_t i = 0; i < s->kind_count; i++)
        if (s->kinds[i].def == def) {
            s->kinds[i].count += n;
            return;
        }
    s->kinds = xgrow(s->kinds, &s->kind_capacity, s->kind_count + 1, sizeof *s->kinds);
    s->kinds[s->kind_count++] = (kill_tally){ def, n };
}

void world_bury_dead(game *g)
{
    size_t kept = 0;
    for (size_t i = 0; i < g->monster_count; i++) {
        monster *m = g->monsters[i];
        if (cr_is_alive(m->f.body) || m->fighting) {
            if (kept != i)
                monster_renumber(g, m, (uint32_t)kept);
            g->monsters[kept++] = m;
        } else {
            monster_unplace(g, m);
            monster_free(m);
        }
    }
    g->monster_count = kept;
}

static void tick_monsters(game *g)
{
    for (size_t i = 0; i < g->monster_count; i++) {
        monster *m = g->monsters[i];
        if (!cr_is_alive(m->f.body) || m->fighting)
            continue;
        bool seen = level_in_view(&g->level, m->f.x, m->f.y);
        fx_tick(seen ? &g->log.ctx : &g->quiet, m->f.body);
        if (!cr_is_alive(m->f.body))
            world_monster_died(g, m, seen);
    }
    world_bury_dead(g);
}

static void monsters_turn(game *g)
{
    blood_fade(&g->level, g->stats.turns);
    tick_monsters(g);
    hearing heard;
    hearing_start(&heard, g);
    for (size_t i = 0; i < g->monster_count; i++) {
        monster *m = g->monsters[i];
        if (m->fighting)
            continue;
        int x = m->f.x, y = m->f.y;
        bool asleep = m->asleep;
        monster_act(g, m);
        if (heard.listening)    /* a hero who sees has nothing to hear of */
            hearing_note(&heard, g, m, x, y, asleep);
    }
    hearing_tell(&heard, g);
}

/* The hero slowly regains life: 1 every third turn, unless bleeding or
 * poisoned; and mana as slowly. */
static void regenerate(game *g)
{
    fighter *f = &g->hero.f;
    bt_creature *body = f->body;
    if (g->stats.turns % 3 != 0)
        return;
    if (!cr_has_kind(body, g->bleed) && !cr_has_kind(body, g->poison))
        cr_heal(body, 1);
    /* Mana comes back by time too, as life does, whatever ails the hero. */
    if (f->mana < f->max_mana)
        f->mana++;
}

void world_end_turn(game *g)
{
    /* As at the start of a creature's turn in a fight: the tick takes a
     * one-turn stun away, so whether the hero was stunned is seen before it;
     * the action it costs is the hero's next. */
    g->hero.dazed = cr_has_kind(g->hero.f.body, g->stun);
    fx_tick(&g->log.ctx, g->hero.f.body);
    if (!cr_is_alive(g->hero.f.body)) {
        cr_tell_death(&g->log.ctx, g->hero.f.body);
        g->over = true;
        return;
    }
    /* Who is in sight is decided by where the hero stands now, after its
     * action (a door just opened shows the room behind it). */
    fov_compute(&g->level, g->hero.f.x, g->hero.f.y, sight(g));
    monsters_turn(g);
    g->stats.turns++;
    regenerate(g);
    /* Cooldowns pass with time on the map as in a fight. */
    fighter_tick_cooldowns(&g->hero.f);
    for (size_t i = 0; i < g->monster_count; i++)
        fighter_tick_cooldowns(&g->monsters[i]->f);
    notice_monsters(g);     /* the hero has not moved since the view above */
    remember_floor(g);
    g->noise = NOISE_QUIET;
}

void world_turn_outside(game *g)
{
    monsters_turn(g);
    notice_monsters(g);
}

/* --- following a blood trail --- */

void trail_walk_init(trail_walk *w, const game *g)
{
    memset(w, 0, sizeof *w);
    w->dx = g->hero.facing_dx;
    w->dy = g->hero.facing_dy;
}

void trail_walk_release(trail_walk *w)
{
    free(w->cells);
    memset(w, 0, sizeof *w);
}

static bool walked(void *user, int x, int y)
{
    const trail_walk *w = user;
    for (size_t i = 0; i < w->count; i++)
        if (w->cells[2 * i] == x && w->cells[2 * i + 1] == y)
            return true;
    return false;
}

static void note(trail_walk *w, int x, int y)
{
    w->cells = xgrow(w->cells, &w->capacity, 2 * w->count + 2, sizeof *w->cells);
    w->cells[2 * w->count] = x;
    w->cells[2 * w->count + 1] = y;
    w->count++;
}

static bool is_passage(const level *lv, int x, int y)
{
    if (!level_contains(lv, x, y))
        return false;
    terrain t = level_cell(lv, x, y)->terrain;
    return t == TERRAIN_DOOR || level_is_walkable(lv, x, y);
}

/* Blood never lies on a door, and a creature does not bleed at every step:
 * a trail that stops goes on one cell further ahead (a blood cell next to
 * a door or floor next to the hero, but not next to the hero itself). */
static bool gap_ahead(const game *g, trail_walk *w, int x, int y, int *dx, int *dy)
{
    const level *lv = &g->level;
    for (int sy = -1; sy <= 1; sy++) {
        for (int sx = -1; sx <= 1; sx++) {
            int ex = x + sx, ey = y + sy;
            if ((!sx && !sy) || sx * w->dx + sy * w->dy < 0 || !is_passage(lv, ex, ey) ||
                walked(w, ex, ey))
                continue;
            for (int by = -1; by <= 1; by++)
                for (int bx = -1; bx <= 1; bx++) {
                    int tx = ex + bx, ty = ey + by;
                    if (blood_at(lv, tx, ty) >= 0 && !walked(w, tx, ty) &&
                        (abs(tx - x) > 1 || abs(ty - y) > 1)) {
                        *dx = sx;
                        *dy = sy;
                        return true;
                    }
                }
        }
    }
    return false;
}

bool world_trail_next(game *g, trail_walk *w, int *dx, int *dy)
{
    int x = g->hero.f.x, y = g->hero.f.y;
    bool first = w->count == 0;
    note(w, x, y);
    /* The first step may go onto a trail beside the hero in any direction. */
    if (!blood_lead(&g->level, x, y, w->dx, w->dy, walked, w, dx, dy) &&
        !(first && blood_at(&g->level, x, y) < 0 &&
          blood_lead(&g->level, x, y, 0, 0, walked, w, dx, dy)) &&
        !gap_ahead(g, w, x, y, dx, dy))
        return false;
    w->dx = *dx;
    w->dy = *dy;
    return true;
}

long world_blood(const game *g)
{
    return g->stats.blood + g->log.ctx.blood + g->quiet.blood;
}
