/* SPDX-License-Identifier: GPL-3.0-or-later */
/* repeat.c - actions that repeat until something happens: a count ("5 e",
 * "20 wait"), rest, run, travel to a remembered place, follow a blood
 * trail, explore. Each turn is a world turn as one command would be; each
 * stops at once when a monster comes into view, the hero is hurt (by a tick
 * of an effect it has only below the command's stop_life), an effect on the
 * hero begins, ends or grows, a fight begins, or the level changes. */
#include "config.h"

#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "combat/combat.h"
#include "command/command_internal.h"
#include "game/monster.h"
#include "game/travel.h"
#include "game/world.h"
#include "text/i18n.h"

/* The eight directions, for the landmarks around the hero. */
#define DIRECTIONS 8
static const int around_dx[DIRECTIONS] = { 0, 0, 1, -1, 1, -1, 1, -1 };
static const int around_dy[DIRECTIONS] = { -1, 1, 0, 0, -1, -1, 1, 1 };

/* --- what stops a repeated action --- */

typedef struct watch {
    unsigned long sightings;
    int life;
    int depth;
    uint64_t effects;
    int stop_life;               /* percent of the most life: a tick below it stops */
} watch;

/* The hero's effects as one number: which kinds, how many stacks (the
 * turns left change every turn and stop nothing). */
static uint64_t effects_of(const bt_creature *c)
{
    uint64_t sum = c->effect_count;
    for (size_t i = 0; i < c->effect_count; i++)
        sum = sum * 1000003u + (uintptr_t)c->effects[i].fx.kind * 31u +
              (uint64_t)c->effects[i].fx.stacks;
    return sum;
}

static void watch_start(watch *w, const game *g, int stop_life)
{
    w->stop_life = stop_life;
    w->sightings = g->sightings;
    w->life = g->hero.f.body->life;
    w->depth = g->level.depth;
    w->effects = effects_of(g->hero.f.body);
}

/* Whether life fell in the turn just spent in a way that matters: by
 * anything but the tick of an effect the hero already had (a new effect
 * changes the effects, and stops anyway), or by a tick that took it below
 * the share of the most life the player chose (the settings' stop-life).
 * A bleed's every tick stopped run and rest before: "run" walked a cell. */
static bool hurt_matters(watch *w, const game *g, bool same_effects)
{
    const bt_creature *b = g->hero.f.body;
    int before = w->life;
    w->life = b->life;
    if (b->life >= before)
        return false;
    if (!same_effects)
        return true;
    long line = (long)b->max_life * w->stop_life;
    return (long)b->life * 100 < line && (long)before * 100 >= line;
}

/* Whether the turn just spent brought something the player must see. */
static bool disturbed(watch *w, const game *g)
{
    uint64_t effects = effects_of(g->hero.f.body);
    bool same = effects == w->effects;
    bool hurt = hurt_matters(w, g, same);
    return g->over || g->fight || g->sightings != w->sightings || hurt ||
           g->level.depth != w->depth || !same;
}

/* --- the loop --- */

/* One turn of a repeated action: a world result, or STOP to end before it. */
#define STOP ((world_result)-1)
typedef world_result (*turn_fn)(game *g, void *state, int turn);

/* The monster a step of the hero in (dx, dy) would strike, or NULL. */
static monster *struck(const game *g, int dx, int dy)
{
    return monster_at(g, g->hero.f.x + dx, g->hero.f.y + dy);
}

/* The turn passes as after one command (a fight may begin); returns
 * whether to go on. */
static bool spend(game *g, watch *w, world_result result, monster *target)
{
    if (result == WORLD_FIGHT) {
        combat_begin(g, target);
        return false;
    }
    cmd_end_turn(g);
    return !disturbed(w, g);
}

/* Plays turns until turn says stop, something disturbs, or the limit;
 * returns how many were spent (r->turns too). A refusal at the first turn
 * is the answer (r) and spends nothing; later, it only stops. What the turns
 * said is new on the screen. */
static int repeat(game *g, const command *c, turn_fn turn, void *state,
                  monster *(*target)(game *g, void *state), cmd_result *r)
{
    size_t mark = msglog_mark(&g->log);
    watch w;
    watch_start(&w, g, c->stop_life);
    int spent = 0;
    while (spent < CMD_MAX_TURNS) {
        size_t before = msglog_mark(&g->log);
        bool lost = cmd_lost_to_stun(g);
        monster *m = lost || !target ? NULL : target(g, state);
        world_result result = lost ? WORLD_TURN : turn(g, state, spent);
        if (result == STOP)
            break;
        if (result == WORLD_REJECTED) {
            cmd_refuse_said(r, &g->log, before);
            if (spent) {                    /* it only stops */
                r->status = CMD_SPENT;
                r->msgid = NULL;
                sb_reset(&r->text);
            }
            break;
        }
        spent++;
        if (!spend(g, &w, result, m))
            break;
    }
    r->turns = spent;
    if (spent)
        msglog_keep_since(&g->log, mark);
    return spent;
}

/* --- a count: "5 e", "20 wait" --- */

typedef struct walk {
    int dx, dy;                  /* 0, 0: wait */
    int turns;                   /* how many at most */
} walk;

static world_result walk_turn(game *g, void *state, int turn)
{
    walk *wk = state;
    if (turn >= wk->turns || (turn && (wk->dx || wk->dy) && cmd_is_known_danger(g, wk->dx, wk->dy)))
        return STOP;
    return wk->dx || wk->dy ? world_step_hero(g, wk->dx, wk->dy) : WORLD_TURN;
}

static monster *walk_target(game *g, void *state)
{
    walk *wk = state;
    return wk->dx || wk->dy ? struck(g, wk->dx, wk->dy) : NULL;
}

/* The first step of a repeated walk or run onto a known trap or into a
 * fire is asked about; "yes" makes it one step, no more. True when that
 * answered c. */
static bool dangerous_start(game *g, const command *c, cmd_result *r)
{
    if (!(c->dx || c->dy) || !cmd_is_known_danger(g, c->dx, c->dy))
        return false;
    command one = *c;
    one.kind = CMD_STEP;
    cmd_do(g, &one, r);
    return true;
}

static cmd_status repeat_count(game *g, const command *c, cmd_result *r)
{
    if (c->count < 1 || c->count > CMD_MAX_TURNS) {
        tpl_arg args[] = { TPL_INT("word", c->count), TPL_INT("max", CMD_MAX_TURNS) };
        /* TRANSLATORS: a count before a command, as "5 e". */
        return cmd_refuse(r, N_("A count is a number from 1 to {max}, not \"{word}\"."), args, 2);
    }
    if (dangerous_start(g, c, r))
        return r->status;
    walk wk = { c->dx, c->dy, c->count };
    repeat(g, c, walk_turn, &wk, walk_target, r);
    return r->status;
}

/* --- rest --- */

static bool rested(const game *g)
{
    const fighter *f = &g->hero.f;
    return f->body->life >= f->body->max_life && f->mana >= f->max_mana;
}

static world_result rest_turn(game *g, void *state, int turn)
{
    (void)state;
    (void)turn;
    return rested(g) ? STOP : WORLD_TURN;
}

/* The monsters in view, counted; false when there are none. */
static bool monsters_in_view(const game *g, tally *seen)
{
    tally_init(seen);
    for (size_t i = 0; i < g->monster_count; i++) {
        const monster *m = g->monsters[i];
        if (m->in_view && cr_is_alive(m->f.body)) {
            bt_name name = cr_name(m->f.body);
            tally_add(seen, &name);
        }
    }
    return seen->count > 0;
}

/* Resting, running and travelling are for when no monster is in sight: one
 * that is would come, or wake, while the hero is not looking. Refuses so
 * and returns false then. */
static bool nobody_in_view(game *g, const char *msgid, cmd_result *r)
{
    tally seen;
    bool none = !monsters_in_view(g, &seen);
    if (!none)
        cmd_refuse(r, msgid, &TPL_LIST("list", &seen), 1);
    tally_release(&seen);
    return none;
}

static cmd_status repeat_rest(game *g, const command *c, cmd_result *r)
{
    if (rested(g))
        return cmd_refuse(r, N_("Your life and mana are full: there is nothing to rest for."),
                          NULL, 0);
    /* TRANSLATORS: {list} counts the monsters in view ("a goblin and two
       wolves"), in the form you give it; the same for running and travel. */
    if (!nobody_in_view(g, N_("You cannot rest with {list:a.acc} in view."), r))
        return r->status;
    int turns = repeat(g, c, rest_turn, NULL, NULL, r);
    if (turns > 1 && !g->over)
        ctx_say_plural(&g->log.ctx, NULL, NP_("You rest for {n} turn.", "You rest for {n} turns."),
                       (unsigned long)turns, &TPL_INT("n", turns), 1);
    return r->status;
}

/* --- run --- */

typedef struct run {
    int dx, dy;
    int sides;                   /* the open cells beside the way where it began */
    bool turned;                 /* it turned a corner: the sides are the next cell's */
    int marks[DIRECTIONS][2];  /* the landmarks next to the hero a step ago */
    int mark_count;
} run;

/* The walkable cells to the left and right of a cardinal way, as two bits:
 * when they change, a side passage or a room begins or ends. */
static int sides(const game *g, int dx, int dy)
{
    if (dx && dy)
        return 0;
    int x = g->hero.f.x, y = g->hero.f.y;
    return level_is_walkable(&g->level, x + dy, y + dx) |
           level_is_walkable(&g->level, x - dy, y - dx) << 1;
}

/* Whether a cell next to the hero is worth a stop when the hero comes next
 * to it: a door, or beside the way the stairs or something lying there
 * (one row off the run, it would be passed unseen). Straight ahead, the
 * stairs and things are where the run stops anyway, on them. */
static bool landmark(const game *g, int x, int y, bool ahead)
{
    int t = level_cell(&g->level, x, y)->terrain;
    if (t == TERRAIN_DOOR || t == TERRAIN_OPEN_DOOR)
        return true;
    return !ahead && (t == TERRAIN_STAIRS || level_item_at(&g->level, x, y) >= 0);
}

/* Notes the landmarks next to the hero; returns whether one of them was not
 * next to it a step ago (a door passed, not the one left behind). */
static bool new_landmark(const game *g, run *r)
{
    int x = g->hero.f.x, y = g->hero.f.y, marks[DIRECTIONS][2], count = 0;
    bool fresh = false;
    for (int i = 0; i < DIRECTIONS; i++) {
        int nx = x + around_dx[i], ny = y + around_dy[i];
        bool ahead = nx == x + r->dx && ny == y + r->dy;
        if (!level_contains(&g->level, nx, ny) || !landmark(g, nx, ny, ahead))
            continue;
        /* The cell just stepped from is behind, no news either. */
        bool known = nx == x - r->dx && ny == y - r->dy;
        for (int j = 0; j < r->mark_count; j++)
            known |= r->marks[j][0] == nx && r->marks[j][1] == ny;
        fresh |= !known;
        marks[count][0] = nx;
        marks[count++][1] = ny;
    }
    memcpy(r->marks, marks, sizeof marks);
    r->mark_count = count;
    return fresh;
}

/* Something worth a look where the hero stands: an item, the stairs, a
 * landmark it comes next to. */
static bool worth_a_look(const game *g, run *r)
{
    int x = g->hero.f.x, y = g->hero.f.y;
    bool near = new_landmark(g, r);
    return near || level_item_at(&g->level, x, y) >= 0 ||
           level_cell(&g->level, x, y)->terrain == TERRAIN_STAIRS;
}

/* Whether a cell is a way on for a run: walkable, or a door to open. */
static bool way_on(const game *g, int x, int y)
{
    return level_contains(&g->level, x, y) &&
           (level_is_walkable(&g->level, x, y) ||
            level_cell(&g->level, x, y)->terrain == TERRAIN_DOOR);
}

/* In a corridor (no way on but one, the way back aside), a run going
 * straight turns with it, round its corners; at a branch, in a room, or
 * running diagonally it does not. True when it turned. */
static bool follow_corridor(const game *g, run *r)
{
    static const int cdx[4] = { 0, 0, 1, -1 }, cdy[4] = { -1, 1, 0, 0 };
    if (r->dx && r->dy)
        return false;
    int x = g->hero.f.x, y = g->hero.f.y, ways = 0, ndx = 0, ndy = 0;
    for (int i = 0; i < 4; i++) {
        if (cdx[i] == -r->dx && cdy[i] == -r->dy)
            continue;                            /* the way back */
        if (way_on(g, x + cdx[i], y + cdy[i])) {
            ways++;
            ndx = cdx[i];
            ndy = cdy[i];
        }
    }
    /* A corridor's cell has nothing walkable on its diagonals but where it
     * bends: a room's floor does. */
    int open_diagonals = 0;
    for (int i = 4; i < DIRECTIONS; i++)
        open_diagonals += way_on(g, x + around_dx[i], y + around_dy[i]);
    if (ways != 1 || open_diagonals > 1 || (ndx == r->dx && ndy == r->dy))
        return false;
    r->dx = ndx;
    r->dy = ndy;
    r->turned = true;
    return true;
}

static world_result run_turn(game *g, void *state, int turn)
{
    run *r = state;
    if (!turn)
        new_landmark(g, r);            /* the landmarks where it starts are no news */
    if (turn && follow_corridor(g, r)) {
        if (worth_a_look(g, r) || monster_at(g, g->hero.f.x + r->dx, g->hero.f.y + r->dy) ||
            cmd_is_known_danger(g, r->dx, r->dy))
            return STOP;
    } else if (turn) {
        if (r->turned) {
            r->sides = sides(g, r->dx, r->dy);   /* the corridor's new stretch */
            r->turned = false;
        }
        int nx = g->hero.f.x + r->dx, ny = g->hero.f.y + r->dy;
        if (worth_a_look(g, r) || sides(g, r->dx, r->dy) != r->sides ||
            !level_is_walkable(&g->level, nx, ny) || monster_at(g, nx, ny) ||
            cmd_is_known_danger(g, r->dx, r->dy))
            return STOP;
    }
    world_result result = world_step_hero(g, r->dx, r->dy);
    if (!turn)
        r->sides = sides(g, r->dx, r->dy);
    return result;
}

static monster *run_target(game *g, void *state)
{
    run *r = state;
    return struck(g, r->dx, r->dy);
}

static cmd_status repeat_run(game *g, const command *c, cmd_result *r)
{
    if (!(c->dx || c->dy))
        return cmd_refuse(r, N_("Run which way? \"run\" and a direction: \"run e\", \"run north\"."),
                          NULL, 0);
    if (!nobody_in_view(g, N_("You cannot run with {list:a.acc} in view."), r))
        return r->status;
    if (dangerous_start(g, c, r))
        return r->status;
    run state = { .dx = c->dx, .dy = c->dy };
    repeat(g, c, run_turn, &state, run_target, r);
    return r->status;
}

/* --- travel --- */

static world_result travel_turn(game *g, void *state, int turn)
{
    int dx, dy;
    const travel_plan *plan = state;
    /* Travelling to a monster: next to it, the way is done. */
    if (travel_steps_left(plan, g) <= 1 && monster_at(g, plan->x, plan->y))
        return STOP;
    /* A thing lying where the way went is worth a stop: the player hears of
     * it where it lies. */
    if (turn && level_item_at(&g->level, g->hero.f.x, g->hero.f.y) >= 0)
        return STOP;
    if (!travel_next_step(state, g, &dx, &dy) || struck(g, dx, dy))
        return STOP;
    return world_step_hero(g, dx, dy);
}

/* Whether typed is a content name (of context), the start of it, or the
 * start of one of its words ("gallery" for "Upper gallery", "potion" for
 * "healing potion"). */
static bool name_or_word_matches(const char *context, const char *text, const char *typed)
{
    if (content_name_matches(context, text, typed))
        return true;
    bt_name name = content_name(context, text);
    strbuf bare;
    sb_init(&bare);
    name_render(&bare, &name, "bare");
    /* The words of the name in the player's language, then of the English
     * one (its text up to the first "|"), which always works too. */
    sb_addc(&bare, '|');
    sb_add(&bare, text, strcspn(text, "|"));
    bool found = false;
    size_t len = strlen(typed);
    for (const char *p = bare.buf; *p && !found; p += strcspn(p, " |"), p += strspn(p, " |"))
        found = strncasecmp(p, typed, len) == 0;
    sb_release(&bare);
    return found;
}

/* The areas of the level the hero knows a way into, counted by name. */
static void known_places(const game *g, tally *places)
{
    tally_init(places);
    const def_table *areas = &g->level.def->areas;
    for (size_t i = 0; i < areas->count; i++) {
        int x, y;
        if (travel_find_area(g, i, &x, &y)) {
            bt_name name = content_name("area", ((const area_def *)schema_at(areas, i))->name);
            tally_add(places, &name);
        }
    }
}

/* Whether typed names gold: "gold", "$", or the word of the player's
 * language for it. */
static bool names_gold(const char *typed)
{
    return strcasecmp(typed, "gold") == 0 || strcmp(typed, "$") == 0 ||
           /* TRANSLATORS: "travel gold": the word for a heap of gold. */
           strcasecmp(typed, P_("travel", "gold")) == 0;
}

/* Offers (x, y) as a place to travel to: kept when nearer than the best so
 * far (*best steps; -1: none yet). */
static void consider(const game *g, int x, int y, int *best, int *bx, int *by)
{
    travel_plan plan;
    if ((g->hero.f.x == x && g->hero.f.y == y) || !travel_plan_to(&plan, g, x, y))
        return;
    int steps = travel_steps_left(&plan, g);
    travel_release(&plan);
    if (steps >= 0 && (*best < 0 || steps < *best)) {
        *best = steps;
        *bx = x;
        *by = y;
    }
}

/* The nearest thing the hero remembers lying, or monster in view, that
 * typed names ("travel potion", "travel goblin", "travel gold"): true with
 * its cell. A monster is gone to, not into: the last step would strike it,
 * and travel stops before it. */
static bool nearest_thing(const game *g, const char *typed, int *x, int *y)
{
    const level *lv = &g->level;
    int best = -1;
    for (size_t i = 0; i < lv->item_count; i++) {
        const floor_item *it = &lv->items[i];
        bool known = it->seen || level_cell(lv, it->x, it->y)->visible;
        if (known && (it->item ? name_or_word_matches("item", it->item->name, typed)
                                  : names_gold(typed)))
            consider(g, it->x, it->y, &best, x, y);
    }
    for (size_t i = 0; i < g->monster_count; i++) {
        const monster *m = g->monsters[i];
        bt_name name = cr_name(m->f.body);
        if (m->in_view && cr_is_alive(m->f.body) &&
            (strcmp(m->def->glyph, typed) == 0 || name_matches(&name, typed) ||
             name_or_word_matches("creature", m->def->name, typed)))
            consider(g, m->f.x, m->f.y, &best, x, y);
    }
    return best >= 0;
}

/* Where "travel" goes: the stairs (place NULL), or the area place names.
 * False (and refused) when there is no such place seen. */
static bool destination(game *g, const char *place, int *x, int *y, cmd_result *r)
{
    if (!place) {
        if (travel_find_stairs(g, x, y))
            return true;
        tally places;
        known_places(g, &places);
        /* A generated level's rooms have no names: no place to offer. */
        if (!places.count)
            cmd_refuse(r, N_("You have not found the stairs down on this level yet."), NULL, 0);
        else
            /* TRANSLATORS: {list} names the areas the hero knows ("Entrance
               hall and Upper gallery"), as a list of names. */
            cmd_refuse(r, N_("You have not found the stairs down on this level yet; you may "
                             "travel to {list:bare}."),
                       &TPL_LIST("list", &places), 1);
        tally_release(&places);
        return false;
    }
    /* A thing or a monster in sight is what the player looks at: "travel
     * goblin" in the Goblin warren goes to the goblin. */
    if (nearest_thing(g, place, x, y))
        return true;
    const def_table *areas = &g->level.def->areas;
    for (size_t i = 0; i < areas->count; i++) {
        const area_def *a = schema_at(areas, i);
        if (name_or_word_matches("area", a->name, place) && travel_find_area(g, i, x, y))
            return true;
    }
    /* TRANSLATORS: "travel X" found no area, item or monster called X. */
    cmd_refuse(r, N_("You know no place, thing or creature called \"{place}\" on this level."),
               &TPL_STR("place", place), 1);
    return false;
}

static cmd_status repeat_travel(game *g, const command *c, cmd_result *r)
{
    int x, y;
    if (!destination(g, c->place, &x, &y, r))
        return r->status;
    /* Going to a monster in view is the point: others are no reason to stay. */
    monster *to = monster_at(g, x, y);
    if (!to && !nobody_in_view(g, N_("You cannot travel with {list:a.acc} in view."), r))
        return r->status;
    if (g->hero.f.x == x && g->hero.f.y == y)
        return cmd_refuse(r, N_("You are there already."), NULL, 0);
    travel_plan plan;
    if (!travel_plan_to(&plan, g, x, y))
        return cmd_refuse(r, N_("You know of no way there."), NULL, 0);
    repeat(g, c, travel_turn, &plan, NULL, r);
    travel_release(&plan);
    return r->status;
}

/* --- follow: along a blood trail --- */

typedef struct trailing {
    trail_walk walk;
    int dx, dy;                  /* the step found for this turn */
    bool looked, found;          /* the step was looked for (by the target), and found */
    bool ended;                  /* no step was left: the trail's end */
} trailing;

/* The step of this turn, looked for once: the monster it strikes, if any. */
static monster *follow_target(game *g, void *state)
{
    trailing *t = state;
    t->found = world_trail_next(g, &t->walk, &t->dx, &t->dy);
    t->looked = true;
    return t->found ? struck(g, t->dx, t->dy) : NULL;
}

static world_result follow_turn(game *g, void *state, int turn)
{
    (void)turn;
    trailing *t = state;
    if (!t->looked)
        t->found = world_trail_next(g, &t->walk, &t->dx, &t->dy);
    t->looked = false;
    if (!t->found) {
        t->ended = true;
        return STOP;
    }
    return world_step_hero(g, t->dx, t->dy);
}

static cmd_status repeat_follow(game *g, const command *c, cmd_result *r)
{
    trailing t = { .ended = false };
    trail_walk_init(&t.walk, g);
    int spent = repeat(g, c, follow_turn, &t, follow_target, r);
    trail_walk_release(&t.walk);
    if (!spent && t.ended)
        /* TRANSLATORS: "follow" where there is no blood to follow. */
        return cmd_refuse(r, N_("There is no blood trail here to follow."), NULL, 0);
    if (t.ended)
        /* TRANSLATORS: the end of a blood trail the hero followed. */
        msglog_say(&g->log, N_("The trail ends here."), NULL, 0);
    return r->status;
}

/* --- explore: to the nearest place not yet seen --- */

/* What the hero knows of the level, to tell when something new shows: the
 * things seen lying, the traps found, whether the stairs were seen. */
typedef struct known {
    size_t items;
    size_t traps;
    bool stairs;
} known;

static known what_is_known(const game *g)
{
    const level *lv = &g->level;
    known k = { 0, 0, false };
    for (size_t i = 0; i < lv->item_count; i++)
        k.items += lv->items[i].seen;
    for (int y = 0; y < lv->height; y++)
        for (int x = 0; x < lv->width; x++) {
            const cell *cl = level_cell(lv, x, y);
            k.traps += cell_trap(lv, cl) && cl->trap_known;
            k.stairs |= cl->terrain == TERRAIN_STAIRS && cl->seen;
        }
    return k;
}

typedef struct exploring {
    known start;
    bool done;                   /* nothing left to see: said, or refused */
} exploring;

static world_result explore_turn(game *g, void *state, int turn)
{
    exploring *e = state;
    if (turn) {
        known now = what_is_known(g);
        if (now.items != e->start.items || now.traps != e->start.traps ||
            now.stairs != e->start.stairs ||
            level_item_at(&g->level, g->hero.f.x, g->hero.f.y) >= 0)
            return STOP;                  /* something new to look at */
    }
    int x, y, dx, dy;
    travel_plan plan;
    if (!travel_find_frontier(g, &x, &y) || !travel_plan_to(&plan, g, x, y)) {
        e->done = true;
        return STOP;
    }
    bool step = travel_next_step(&plan, g, &dx, &dy);
    travel_release(&plan);
    if (!step || struck(g, dx, dy)) {
        e->done = true;
        return STOP;
    }
    return world_step_hero(g, dx, dy);
}

static cmd_status repeat_explore(game *g, const command *c, cmd_result *r)
{
    if (!nobody_in_view(g, N_("You cannot explore with {list:a.acc} in view."), r))
        return r->status;
    exploring e = { what_is_known(g), false };
    int spent = repeat(g, c, explore_turn, &e, NULL, r);
    if (e.done && !spent)
        /* TRANSLATORS: "explore" when every place the hero can reach is seen. */
        return cmd_refuse(r, N_("There is nothing left to explore here that you can reach."),
                          NULL, 0);
    if (e.done)
        msglog_say(&g->log, N_("You have seen all of this level that you can reach."), NULL, 0);
    return r->status;
}

cmd_status repeat_do(game *g, const command *c, cmd_result *r)
{
    switch (c->kind) {
    case CMD_REPEAT:
        return repeat_count(g, c, r);
    case CMD_REST:
        return repeat_rest(g, c, r);
    case CMD_RUN:
        return repeat_run(g, c, r);
    case CMD_TRAVEL:
        return repeat_travel(g, c, r);
    case CMD_EXPLORE:
        return repeat_explore(g, c, r);
    default:
        return repeat_follow(g, c, r);
    }
}
