/* SPDX-License-Identifier: GPL-3.0-or-later */
/* monster.c - monsters on the map. */
#include "config.h"

#include "game/monster.h"

#include <stdlib.h>

#include "engine/effect.h"
#include "game/fighter.h"
#include "game/fxref.h"
#include "text/i18n.h"
#include "util/xalloc.h"
#include "world/blood.h"
#include "world/fov.h"
#include "world/path.h"

/* How far a monster looks for the way to its den. */
#define MONSTER_HOMING 40

/* The walkable cell of the area nearest to its middle: a den. */
static void den_of(const level *lv, const area_def *a, int *x, int *y)
{
    int mx = (a->x1 + a->x2) / 2, my = (a->y1 + a->y2) / 2, best = -1;
    for (int cy = a->y1; cy <= a->y2; cy++) {
        for (int cx = a->x1; cx <= a->x2; cx++) {
            int d = abs(cx - mx) + abs(cy - my);
            if (level_is_walkable(lv, cx, cy) && (best < 0 || d < best)) {
                best = d;
                *x = cx;
                *y = cy;
            }
        }
    }
}

monster *monster_new(game *g, const creature_def *def, int x, int y, const place_def *place)
{
    return monster_new_named(g, def, NULL, x, y, place);
}

monster *monster_new_named(game *g, const creature_def *def, const char *name, int x, int y,
                           const place_def *place)
{
    monster *m = xcalloc(1, sizeof *m);
    m->def = def;
    bt_creature *body = cr_new(name ? name : content_text("creature", def->name), false,
                               def->life, def->strength, def->defense, def->agility);
    body->base[BT_STAT_SPEED] = def->speed;
    body->bonus[BT_STAT_ACCURACY] = def->accuracy;
    for (size_t i = 0; i < def->immune.count; i++)
        cr_add_immunity(body, def->immune.ids[i]);
    fighter_init(&m->f, body, g->data, &def->skills);
    m->f.attack = def->attack;
    for (int t = 0; t < BT_DAMAGE_TYPE_COUNT; t++)
        m->f.resist[t] = def->resist[t];
    m->f.x = m->home_x = x;
    m->f.y = m->home_y = y;
    if (place) {
        m->asleep = place->asleep;
        m->wander = place->wander;
        m->fleeing = place->fleeing;
        if (place->life) {
            int life = def->life * place->life / 100;
            body->life = life < 1 ? 1 : life;
        }
        const area_def *den = place->den && g->level.def
                                  ? schema_find(&g->level.def->areas, place->den)
                                  : NULL;
        if (den)
            den_of(&g->level, den, &m->home_x, &m->home_y);
        fxref_apply(&place->effect, g->kinds, &g->rng, &g->quiet, body);
    }
    return m;
}

void monster_free(monster *m)
{
    if (!m)
        return;
    fighter_release(&m->f);
    free(m);
}

/* The monster a cell names as its occupant, or NULL. */
static monster *occupant(const game *g, const cell *cl)
{
    return cl->occupant ? g->monsters[cl->occupant - 1] : NULL;
}

monster *monster_at(const game *g, int x, int y)
{
    if (!level_contains(&g->level, x, y))
        return NULL;
    monster *m = occupant(g, level_cell(&g->level, x, y));
    return m && cr_is_alive(m->f.body) ? m : NULL;
}

bool monster_can_enter(const game *g, int x, int y)
{
    if (!level_is_walkable(&g->level, x, y) || (g->hero.f.x == x && g->hero.f.y == y))
        return false;
    /* As monster_at, on a cell known to be on the level. */
    const monster *m = occupant(g, level_cell(&g->level, x, y));
    return !m || !cr_is_alive(m->f.body);
}

void monster_unplace(game *g, monster *m)
{
    if (!level_contains(&g->level, m->f.x, m->f.y))
        return;
    cell *cl = level_cell(&g->level, m->f.x, m->f.y);
    if (cl->occupant == m->index + 1)
        cl->occupant = 0;
}

void monster_renumber(game *g, monster *m, uint32_t index)
{
    /* Only its own cell can name it: a monster is placed where it stands. */
    if (level_contains(&g->level, m->f.x, m->f.y)) {
        cell *cl = level_cell(&g->level, m->f.x, m->f.y);
        if (cl->occupant == m->index + 1)
            cl->occupant = index + 1;
    }
    m->index = index;
}

void monster_place(game *g, monster *m, int x, int y)
{
    monster_unplace(g, m);
    m->f.x = x;
    m->f.y = y;
    if (!level_contains(&g->level, x, y))
        return;
    /* A living monster has a cell to itself; a dead one only lingers. */
    cell *cl = level_cell(&g->level, x, y);
    const monster *there = occupant(g, cl);
    if (!there || !cr_is_alive(there->f.body) || cr_is_alive(m->f.body))
        cl->occupant = m->index + 1;
}

void monster_move_fighter(game *g, fighter *f, int x, int y)
{
    /* The effect only knows how much blood flows; whoever moves the creature
     * knows where it was, so the drop is left here. A monster fleeing
     * wounded drips all the way to its den. */
    monster *m = fighter_monster(f);
    if (cr_has_kind(f->body, g->bleed) || (m && m->fleeing))
        blood_spill(&g->level, f->x, f->y, g->stats.turns);
    int from_x = f->x, from_y = f->y;
    if (m) {
        monster_place(g, m, x, y);
    } else {
        f->x = x;
        f->y = y;
    }
    /* The effects hear of it where the hero can see it happen. */
    bool seen = f->is_hero || level_in_view(&g->level, from_x, from_y) ||
                level_in_view(&g->level, x, y);
    fx_moved(seen ? &g->log.ctx : &g->quiet, f->body, from_x, from_y, x, y);
}

static int distance(int x1, int y1, int x2, int y2)
{
    int dx = abs(x1 - x2), dy = abs(y1 - y2);
    return dx > dy ? dx : dy;
}

/* Steps to the free neighbour closest to (tx, ty) (away from it when flee). */
static bool step_towards(game *g, monster *m, int tx, int ty)
{
    int best = distance(m->f.x, m->f.y, tx, ty), bx = 0, by = 0;
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            int x = m->f.x + dx, y = m->f.y + dy;
            if ((dx || dy) && monster_can_enter(g, x, y)) {
                int d = distance(x, y, tx, ty);
                if (d < best) {
                    best = d;
                    bx = dx;
                    by = dy;
                }
            }
        }
    }
    if (!bx && !by)
        return false;
    monster_move_fighter(g, &m->f, m->f.x + bx, m->f.y + by);
    return true;
}

bool monster_can_get_away(const game *g, const monster *m)
{
    const hero *h = &g->hero;
    int d = distance(m->f.x, m->f.y, h->f.x, h->f.y);
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if (monster_can_enter(g, m->f.x + dx, m->f.y + dy) &&
                distance(m->f.x + dx, m->f.y + dy, h->f.x, h->f.y) > d)
                return true;
    return false;
}

static bool open_to(void *user, int x, int y)
{
    return monster_can_enter(user, x, y);
}

/* One step of a way it cannot see to its end (its den, a smell). */
static bool step_by_path(game *g, monster *m, int tx, int ty, int radius)
{
    int dx, dy;
    if (!path_step(&g->level, m->f.x, m->f.y, tx, ty, radius, open_to, g, &dx, &dy) ||
        !monster_can_enter(g, m->f.x + dx, m->f.y + dy))
        return false;
    monster_move_fighter(g, &m->f, m->f.x + dx, m->f.y + dy);
    return true;
}

/* Home, or as far as it gets: there it stops fleeing and stands. */
static void run_home(game *g, monster *m)
{
    if (m->f.x == m->home_x && m->f.y == m->home_y) {
        m->fleeing = false;
        m->wander = false;
        m->hunting = false;
        return;
    }
    if (!step_by_path(g, m, m->home_x, m->home_y, MONSTER_HOMING) &&
        !step_towards(g, m, m->home_x, m->home_y))
        m->fleeing = false;
}

/* A nose for blood: a bleeding hero near enough is smelled through walls,
 * and a fresh trail is followed the way it was left. */
static bool follow_nose(game *g, monster *m, int d)
{
    const hero *h = &g->hero;
    if (!m->def->scent)
        return false;
    if (cr_has_kind(h->f.body, g->bleed) && d <= m->def->scent) {
        m->hunting = true;
        return step_by_path(g, m, h->f.x, h->f.y, m->def->scent + 4);
    }
    int dx, dy;
    if (!blood_lead(&g->level, m->f.x, m->f.y, 0, 0, NULL, NULL, &dx, &dy) ||
        blood_at(&g->level, m->f.x + dx, m->f.y + dy) <= 0 ||
        !monster_can_enter(g, m->f.x + dx, m->f.y + dy))
        return false;
    monster_move_fighter(g, &m->f, m->f.x + dx, m->f.y + dy);
    return true;
}

static void wander(game *g, monster *m)
{
    if (rng_below(&g->rng, 2))
        return;
    int dir = rng_below(&g->rng, 8);
    static const int dx[] = { -1, 0, 1, -1, 1, -1, 0, 1 }, dy[] = { -1, -1, -1, 0, 0, 1, 1, 1 };
    int x = m->f.x + dx[dir], y = m->f.y + dy[dir];
    if (monster_can_enter(g, x, y))
        monster_move_fighter(g, &m->f, x, y);
}

static void wake_up(game *g, monster *m)
{
    m->asleep = false;
    m->hunting = true;
    if (m->in_view) {
        bt_name name = fighter_name(&m->f);
        msglog_say(&g->log, N_("{name} wakes up!"), &TPL_NAME("name", &name), 1);
    }
}

/* A monster with an alarm cries out as it wakes, and the sleepers around
 * it wake too (they raise no alarm of their own: one cry, not a chain). */
static void wake(game *g, monster *m)
{
    wake_up(g, m);
    int alarm = m->def->alarm;
    if (!alarm)
        return;
    bt_name name = fighter_name(&m->f);
    if (m->in_view)
        /* TRANSLATORS: a monster that wakes its kind; the sleepers around
           it wake next. */
        msglog_say(&g->log, N_("{name} cries out an alarm!"), &TPL_NAME("name", &name), 1);
    else
        /* TRANSLATORS: the same, out of sight. */
        msglog_say(&g->log, N_("Something cries out an alarm in the dark."), NULL, 0);
    for (size_t i = 0; i < g->monster_count; i++) {
        monster *other = g->monsters[i];
        if (other != m && other->asleep && cr_is_alive(other->f.body) &&
            distance(m->f.x, m->f.y, other->f.x, other->f.y) <= alarm)
            wake_up(g, other);
    }
}

/* How loud each of the hero's doings is, in percent at arm's length. */
static const int noise_level[] = { [NOISE_QUIET] = 6, [NOISE_MOVE] = 16, [NOISE_FIGHT] = 40 };
/* A bleeding hero is heard (and smelled) this much more. */
#define NOISE_BLEEDING 10

int monster_wake_chance(const game *g, const monster *m)
{
    const hero *h = &g->hero;
    int d = distance(m->f.x, m->f.y, h->f.x, h->f.y);
    if (!m->asleep || d > MONSTER_HEARING)
        return 0;
    int noise = noise_level[g->noise];
    if (cr_has_kind(h->f.body, g->bleed))
        noise += NOISE_BLEEDING;
    int chance = noise * (MONSTER_HEARING + 1 - d) / MONSTER_HEARING;
    if (!m->in_view)
        chance /= 2;
    /* Agility 10 is the mean: each point above it is 5% quieter. */
    int agility = cr_stat(h->f.body, BT_STAT_AGILITY);
    agility = agility > 25 ? 25 : agility;
    chance = chance * (30 - agility) / 20;
    return chance > 95 ? 95 : chance;
}

static bool stands_in_way(const void *user, int x, int y)
{
    return monster_at(user, x, y) != NULL;
}

bool monster_can_shoot(const game *g, const monster *m)
{
    const hero *h = &g->hero;
    int d = distance(m->f.x, m->f.y, h->f.x, h->f.y);
    /* Another monster in the line takes the shot's way. */
    return m->def->ranged && d >= 2 && d <= m->def->ranged &&
           fov_line_clear(&g->level, m->f.x, m->f.y, h->f.x, h->f.y, stands_in_way, g);
}

void monster_act(game *g, monster *m)
{
    const hero *h = &g->hero;
    int d = distance(m->f.x, m->f.y, h->f.x, h->f.y);
    if (m->asleep) {
        int chance = monster_wake_chance(g, m);
        if (chance && rng_chance(&g->rng, chance))
            wake(g, m);
        return;
    }
    if (m->fleeing) {
        run_home(g, m);
        return;
    }
    /* Once fled, it stands at bay in its den. */
    if (m->cornered && m->f.x == m->home_x && m->f.y == m->home_y)
        return;
    if (m->in_view)
        m->hunting = true;
    if (m->hunting && m->in_view) {
        /* An archer keeps its distance and shoots; the shot flies once every
         * monster has moved (the blow is the fight rules', combat/volley.h). */
        if (monster_can_shoot(g, m))
            m->aiming = true;
        else if (d > 1)
            step_towards(g, m, h->f.x, h->f.y);
        return;
    }
    if (follow_nose(g, m, d))
        return;
    if (m->wander || m->hunting)
        wander(g, m);
}
