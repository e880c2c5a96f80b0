/* SPDX-License-Identifier: GPL-3.0-or-later */
/* repeat.c - actions that repeat until something happens. */
#include "config.h"

#include "console/repeat.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "combat/combat.h"
#include "console/frame_fight.h"
#include "console/map.h"
#include "game/monster.h"
#include "game/travel.h"
#include "game/world.h"
#include "text/i18n.h"

/* --- what stops a repeated action --- */

typedef struct watch {
    unsigned long sightings;
    int life;
    int depth;
    uint64_t effects;
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

static void watch_start(watch *w, const game *g)
{
    w->sightings = g->sightings;
    w->life = g->hero.f.body->life;
    w->depth = g->level.depth;
    w->effects = effects_of(g->hero.f.body);
}

/* Whether the turn just spent brought something the player must see. */
static bool disturbed(const watch *w, const game *g)
{
    return g->over || g->fight || g->sightings != w->sightings ||
           g->hero.f.body->life < w->life || g->level.depth != w->depth ||
           effects_of(g->hero.f.body) != w->effects;
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
static bool spend(game *g, const watch *w, world_result result, monster *target)
{
    if (result == WORLD_FIGHT) {
        combat_begin(g, target);
        return false;
    }
    world_end_turn(g);
    if (!g->over)
        combat_check(g);
    return !disturbed(w, g);
}

/* A stunned hero loses the turn, as with one command. */
static bool dazed(game *g)
{
    if (!g->hero.dazed)
        return false;
    g->hero.dazed = false;
    bt_name name = cr_name(g->hero.f.body);
    ctx_say(&g->log.ctx, NULL, N_("{name} is stunned and loses the turn."),
            &TPL_NAME("name", &name), 1);
    return true;
}

/* Plays turns until turn says stop, something disturbs, or the limit;
 * returns how many were spent. A refusal at the first turn is said at once
 * and spends nothing; later, it only stops. */
static int repeat(game *g, turn_fn turn, void *state, monster *(*target)(game *g, void *state))
{
    size_t mark = msglog_mark(&g->log);
    watch w;
    watch_start(&w, g);
    int spent = 0;
    while (spent < REPEAT_MAX_TURNS) {
        size_t before = msglog_mark(&g->log);
        bool lost = dazed(g);
        monster *m = lost || !target ? NULL : target(g, state);
        world_result result = lost ? WORLD_TURN : turn(g, state, spent);
        if (result == STOP)
            break;
        if (result == WORLD_REJECTED) {
            strbuf why;
            sb_init(&why);
            msglog_take_since(&g->log, before, &why);
            if (!spent)
                frame_write(g, why.buf);
            sb_release(&why);
            break;
        }
        spent++;
        if (!spend(g, &w, result, m))
            break;
    }
    if (!spent)
        return 0;
    msglog_keep_since(&g->log, mark);
    frame_fight_open(g);
    frame_redraw(g);
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
    if (turn >= wk->turns || (turn && (wk->dx || wk->dy) && map_is_known_danger(g, wk->dx, wk->dy)))
        return STOP;
    return wk->dx || wk->dy ? world_step_hero(g, wk->dx, wk->dy) : WORLD_TURN;
}

static monster *walk_target(game *g, void *state)
{
    walk *wk = state;
    return wk->dx || wk->dy ? struck(g, wk->dx, wk->dy) : NULL;
}

/* Reads a count of turns; false (and said why) if word is none. */
static bool read_count(game *g, const char *word, int *n)
{
    char *end;
    errno = 0;
    long v = strtol(word, &end, 10);
    if (errno || end == word || *end || v < 1 || v > REPEAT_MAX_TURNS) {
        tpl_arg args[] = { TPL_STR("word", word), TPL_INT("max", REPEAT_MAX_TURNS) };
        /* TRANSLATORS: a count before a command, as "5 e". */
        frame_reject(g, N_("A count is a number from 1 to {max}, not \"{word}\"."), args, 2);
        return false;
    }
    *n = (int)v;
    return true;
}

void repeat_count(game *g, char **words, size_t count)
{
    walk wk = { 0, 0, 0 };
    if (!read_count(g, words[0], &wk.turns))
        return;
    int dir = count == 2 ? frames_direction(words[1]) : -1;
    if (dir < 0) {
        frame_reject(g, N_("A count goes before a direction or \"wait\": \"5 e\", \"20 wait\"."),
                     NULL, 0);
        return;
    }
    if (dir < MAP_DIRECTIONS) {
        wk.dx = map_dx[dir];
        wk.dy = map_dy[dir];
        if (map_is_known_danger(g, wk.dx, wk.dy)) {
            map_step(g, wk.dx, wk.dy);  /* asked about; one step at most */
            return;
        }
    }
    repeat(g, walk_turn, &wk, walk_target);
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
 * that is would come, or wake, while the hero is not looking. Says so and
 * returns false then. */
static bool nobody_in_view(game *g, const char *msgid)
{
    tally seen;
    bool none = !monsters_in_view(g, &seen);
    if (!none)
        frame_reject(g, msgid, &TPL_LIST("list", &seen), 1);
    tally_release(&seen);
    return none;
}

void repeat_rest(game *g)
{
    if (rested(g)) {
        frame_reject(g, N_("Your life and mana are full: there is nothing to rest for."), NULL,
                     0);
        return;
    }
    /* TRANSLATORS: {list} counts the monsters in view ("a goblin and two
       wolves"), in the form you give it; the same for running and travel. */
    if (!nobody_in_view(g, N_("You cannot rest with {list:a.acc} in view.")))
        return;
    int turns = repeat(g, rest_turn, NULL, NULL);
    if (turns > 1 && !g->over)
        ctx_say_plural(&g->log.ctx, NULL, NP_("You rest for {n} turn.", "You rest for {n} turns."),
                       (unsigned long)turns, &TPL_INT("n", turns), 1);
}

/* --- run --- */

typedef struct run {
    int dx, dy;
    int sides;                   /* the open cells beside the way where it began */
    int marks[MAP_DIRECTIONS][2];  /* the landmarks next to the hero a step ago */
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
    int x = g->hero.f.x, y = g->hero.f.y, marks[MAP_DIRECTIONS][2], count = 0;
    bool fresh = false;
    for (int i = 0; i < MAP_DIRECTIONS; i++) {
        int nx = x + map_dx[i], ny = y + map_dy[i];
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

static world_result run_turn(game *g, void *state, int turn)
{
    run *r = state;
    if (!turn)
        new_landmark(g, r);            /* the landmarks where it starts are no news */
    if (turn) {
        int nx = g->hero.f.x + r->dx, ny = g->hero.f.y + r->dy;
        if (worth_a_look(g, r) || sides(g, r->dx, r->dy) != r->sides ||
            !level_is_walkable(&g->level, nx, ny) || monster_at(g, nx, ny) ||
            map_is_known_danger(g, r->dx, r->dy))
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

void repeat_run(game *g, char **words, size_t count)
{
    int dir = count == 2 ? frames_direction(words[1]) : -1;
    if (dir < 0 || dir >= MAP_DIRECTIONS) {
        frame_reject(g, N_("Run which way? \"run\" and a direction: \"run e\", \"run north\"."),
                     NULL, 0);
        return;
    }
    if (!nobody_in_view(g, N_("You cannot run with {list:a.acc} in view.")))
        return;
    run r = { .dx = map_dx[dir], .dy = map_dy[dir] };
    if (map_is_known_danger(g, r.dx, r.dy)) {
        map_step(g, r.dx, r.dy);
        return;
    }
    repeat(g, run_turn, &r, run_target);
}

/* --- travel --- */

static world_result travel_turn(game *g, void *state, int turn)
{
    int dx, dy;
    /* A thing lying where the way went is worth a stop: the player hears of
     * it where it lies. */
    if (turn && level_item_at(&g->level, g->hero.f.x, g->hero.f.y) >= 0)
        return STOP;
    if (!travel_next_step(state, g, &dx, &dy) || struck(g, dx, dy))
        return STOP;
    return world_step_hero(g, dx, dy);
}

/* Whether typed is an area's name, the start of it, or the start of one of
 * its words ("gallery" for "Upper gallery"). */
static bool area_matches(const area_def *a, const char *typed)
{
    if (content_name_matches("area", a->name, typed))
        return true;
    bt_name name = content_name("area", a->name);
    strbuf bare;
    sb_init(&bare);
    name_render(&bare, &name, "bare");
    bool found = false;
    size_t len = strlen(typed);
    for (const char *p = bare.buf; *p && !found; p += strcspn(p, " "), p += strspn(p, " "))
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

/* Where "travel" goes: the stairs (no words, ">" or "stairs"), or the area
 * the words name. False (and said why) when there is no such place seen. */
static bool destination(game *g, char **words, size_t count, int *x, int *y)
{
    enum { TO_STAIRS };
    static const word_def stairs[] = {
        { TO_STAIRS, "stairs|>", NC_("command", "stairs"), NULL },
        { -1, NULL, NULL, NULL },
    };
    if (count == 1 || (count == 2 && words_match(stairs, words[1]) == TO_STAIRS)) {
        if (travel_find_stairs(g, x, y))
            return true;
        tally places;
        known_places(g, &places);
        /* A generated level's rooms have no names: no place to offer. */
        if (!places.count)
            frame_reject(g, N_("You have not found the stairs down on this level yet."), NULL, 0);
        else
            /* TRANSLATORS: {list} names the areas the hero knows ("Entrance
               hall and Upper gallery"), as a list of names. */
            frame_reject(g, N_("You have not found the stairs down on this level yet; you may "
                               "travel to {list:bare}."),
                         &TPL_LIST("list", &places), 1);
        tally_release(&places);
        return false;
    }
    strbuf name;
    sb_init(&name);
    words_join(&name, words + 1, count - 1);
    const def_table *areas = &g->level.def->areas;
    for (size_t i = 0; i < areas->count; i++) {
        const area_def *a = schema_at(areas, i);
        if (area_matches(a, name.buf) && travel_find_area(g, i, x, y)) {
            sb_release(&name);
            return true;
        }
    }
    frame_reject(g, N_("You know no place called \"{place}\" on this level."),
                 &TPL_STR("place", name.buf), 1);
    sb_release(&name);
    return false;
}

void repeat_travel(game *g, char **words, size_t count)
{
    int x, y;
    if (!nobody_in_view(g, N_("You cannot travel with {list:a.acc} in view.")))
        return;
    if (!destination(g, words, count, &x, &y))
        return;
    if (g->hero.f.x == x && g->hero.f.y == y) {
        frame_reject(g, N_("You are there already."), NULL, 0);
        return;
    }
    travel_plan plan;
    if (!travel_plan_to(&plan, g, x, y)) {
        frame_reject(g, N_("You know of no way there."), NULL, 0);
        return;
    }
    repeat(g, travel_turn, &plan, NULL);
    travel_release(&plan);
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

void repeat_follow(game *g)
{
    trailing t = { .ended = false };
    trail_walk_init(&t.walk, g);
    int spent = repeat(g, follow_turn, &t, follow_target);
    trail_walk_release(&t.walk);
    if (!spent && t.ended) {
        /* TRANSLATORS: "follow" where there is no blood to follow. */
        frame_reject(g, N_("There is no blood trail here to follow."), NULL, 0);
        return;
    }
    if (t.ended)
        /* TRANSLATORS: the end of a blood trail the hero followed. */
        msglog_say(&g->log, N_("The trail ends here."), NULL, 0);
}
