/* monster.c - monsters on the map. */
#include "config.h"

#include "game/monster.h"

#include <stdlib.h>

#include "engine/effect.h"
#include "game/fighter.h"
#include "game/fxref.h"
#include "text/i18n.h"
#include "util/xalloc.h"

monster *monster_new(game *g, const creature_def *def, int x, int y, const place_def *place)
{
    monster *m = xcalloc(1, sizeof *m);
    m->def = def;
    bt_creature *body = cr_new(content_text("creature", def->name), false, def->life,
                               def->strength, def->defense, def->agility);
    body->base[BT_STAT_SPEED] = def->speed;
    body->bonus[BT_STAT_ACCURACY] = def->accuracy;
    for (size_t i = 0; i < def->immune.count; i++)
        cr_add_immunity(body, def->immune.ids[i]);
    fighter_init(&m->f, body, g->data, &def->skills);
    m->f.attack = def->attack;
    for (int t = 0; t < BT_DAMAGE_TYPE_COUNT; t++)
        m->f.resist[t] = def->resist[t];
    m->f.x = x;
    m->f.y = y;
    if (place) {
        m->asleep = place->asleep;
        m->wander = place->wander;
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

monster *monster_at(const game *g, int x, int y)
{
    if (!level_contains(&g->level, x, y))
        return NULL;
    monster *m = level_cell(&g->level, x, y)->occupant;
    return m && cr_is_alive(m->f.body) ? m : NULL;
}

bool monster_can_enter(const game *g, int x, int y)
{
    return level_is_walkable(&g->level, x, y) && !monster_at(g, x, y) &&
           !(g->hero.f.x == x && g->hero.f.y == y);
}

void monster_unplace(game *g, monster *m)
{
    if (!level_contains(&g->level, m->f.x, m->f.y))
        return;
    cell *cl = level_cell(&g->level, m->f.x, m->f.y);
    if (cl->occupant == m)
        cl->occupant = NULL;
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
    if (!cl->occupant || !cr_is_alive(cl->occupant->f.body) || cr_is_alive(m->f.body))
        cl->occupant = m;
}

void monster_move_fighter(game *g, fighter *f, int x, int y)
{
    /* The effect only knows how much blood flows; whoever moves the creature
     * knows where it was, so the drop is left here. */
    if (cr_has_kind(f->body, g->bleed))
        level_add_blood(&g->level, f->x, f->y);
    int from_x = f->x, from_y = f->y;
    monster *m = fighter_monster(f);
    if (m) {
        monster_place(g, m, x, y);
    } else {
        f->x = x;
        f->y = y;
    }
    /* The effects hear of it where the hero can see it happen. */
    bool seen = f->is_hero || level_cell(&g->level, from_x, from_y)->visible ||
                level_cell(&g->level, x, y)->visible;
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

static void wake(game *g, monster *m)
{
    m->asleep = false;
    m->hunting = true;
    if (m->in_view) {
        bt_name name = fighter_name(&m->f);
        msglog_say(&g->log, N_("{name} wakes up!"), &TPL_NAME("name", &name), 1);
    }
}

void monster_act(game *g, monster *m)
{
    const hero *h = &g->hero;
    int d = distance(m->f.x, m->f.y, h->f.x, h->f.y);
    if (m->asleep) {
        /* The closer the hero comes in sight, the likelier it wakes. */
        if (m->in_view && d <= 4 && rng_below(&g->rng, 100) < 25 * (5 - d))
            wake(g, m);
        return;
    }
    if (m->in_view)
        m->hunting = true;
    if (m->hunting && m->in_view) {
        if (d > 1)
            step_towards(g, m, h->f.x, h->f.y);
        return;
    }
    if (m->wander || m->hunting)
        wander(g, m);
}
