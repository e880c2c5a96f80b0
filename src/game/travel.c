/* SPDX-License-Identifier: GPL-3.0-or-later */
/* travel.c - the way to a remembered place. */
#include "config.h"

#include "game/travel.h"

#include <stdlib.h>
#include <string.h>

#include "util/xalloc.h"

/* Whether the way may lead over the cell: seen, walkable or a door to open,
 * and no trap the hero knows of or fire on it. */
static bool passable(const level *lv, int x, int y)
{
    if (!level_contains(lv, x, y))
        return false;
    const cell *cl = level_cell(lv, x, y);
    if (!cl->seen || (cell_trap(lv, cl) && (cl->trap_known || cell_trap(lv, cl)->visible)))
        return false;
    return level_is_walkable(lv, x, y) || cl->terrain == TERRAIN_DOOR;
}

bool travel_plan_to(travel_plan *p, const game *g, int x, int y)
{
    const level *lv = &g->level;
    memset(p, 0, sizeof *p);
    if (!passable(lv, x, y))
        return false;
    size_t cells = (size_t)lv->width * (size_t)lv->height;
    p->distance = xmalloc(cells * sizeof *p->distance);
    for (size_t i = 0; i < cells; i++)
        p->distance[i] = -1;
    p->width = lv->width;
    p->height = lv->height;
    p->x = x;
    p->y = y;
    /* Breadth first from the target: every known cell learns its distance. */
    int *queue = xmalloc(cells * sizeof *queue);
    size_t head = 0, tail = 0;
    p->distance[(size_t)y * (size_t)lv->width + (size_t)x] = 0;
    queue[tail++] = y * lv->width + x;
    while (head < tail) {
        int at = queue[head++], cx = at % lv->width, cy = at / lv->width;
        int d = p->distance[at];
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int nx = cx + dx, ny = cy + dy;
                if ((!dx && !dy) || !passable(lv, nx, ny))
                    continue;
                int next = ny * lv->width + nx;
                if (p->distance[next] >= 0)
                    continue;
                p->distance[next] = d + 1;
                queue[tail++] = next;
            }
    }
    free(queue);
    int here = g->hero.f.y * lv->width + g->hero.f.x;
    /* The hero's own cell needs no passing: it may stand on a trap. */
    bool reached = p->distance[here] >= 0;
    for (int dy = -1; !reached && dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int nx = g->hero.f.x + dx, ny = g->hero.f.y + dy;
            if (level_contains(lv, nx, ny) && p->distance[ny * lv->width + nx] >= 0)
                reached = true;
        }
    if (!reached)
        travel_release(p);
    return reached;
}

void travel_release(travel_plan *p)
{
    free(p->distance);
    memset(p, 0, sizeof *p);
}

static int distance_at(const travel_plan *p, int x, int y)
{
    if (x < 0 || y < 0 || x >= p->width || y >= p->height)
        return -1;
    return p->distance[y * p->width + x];
}

int travel_steps_left(const travel_plan *p, const game *g)
{
    return p->distance ? distance_at(p, g->hero.f.x, g->hero.f.y) : -1;
}

bool travel_next_step(const travel_plan *p, const game *g, int *dx, int *dy)
{
    int hx = g->hero.f.x, hy = g->hero.f.y;
    if (!p->distance || (hx == p->x && hy == p->y))
        return false;
    int here = distance_at(p, hx, hy), best = -1;
    /* Straight steps first among equals: the way looks like a person's. */
    static const int order[8][2] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 },
                                     { 1, -1 }, { 1, 1 }, { -1, 1 }, { -1, -1 } };
    for (int i = 0; i < 8; i++) {
        int d = distance_at(p, hx + order[i][0], hy + order[i][1]);
        if (d < 0 || (here >= 0 && d >= here) || (best >= 0 && d >= best))
            continue;
        best = d;
        *dx = order[i][0];
        *dy = order[i][1];
    }
    return best >= 0;
}

bool travel_find_stairs(const game *g, int *x, int *y)
{
    const level *lv = &g->level;
    for (int cy = 0; cy < lv->height; cy++)
        for (int cx = 0; cx < lv->width; cx++) {
            const cell *cl = level_cell(lv, cx, cy);
            if (cl->seen && cl->terrain == TERRAIN_STAIRS) {
                *x = cx;
                *y = cy;
                return true;
            }
        }
    return false;
}

bool travel_find_area(const game *g, size_t index, int *x, int *y)
{
    const level *lv = &g->level;
    const area_def *a = schema_at(&lv->def->areas, index);
    int mx = (a->x1 + a->x2) / 2, my = (a->y1 + a->y2) / 2, best = -1;
    for (int cy = a->y1; cy <= a->y2; cy++)
        for (int cx = a->x1; cx <= a->x2; cx++) {
            if (!level_is_walkable(lv, cx, cy) || !level_cell(lv, cx, cy)->seen ||
                !passable(lv, cx, cy))
                continue;
            int d = abs(cx - mx) + abs(cy - my);
            if (best < 0 || d < best) {
                best = d;
                *x = cx;
                *y = cy;
            }
        }
    return best >= 0;
}

/* Whether a known cell one could walk to has a neighbour never seen. */
static bool borders_unseen(const level *lv, int x, int y)
{
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if ((dx || dy) && level_contains(lv, x + dx, y + dy) &&
                !level_cell(lv, x + dx, y + dy)->seen)
                return true;
    return false;
}

bool travel_find_frontier(const game *g, int *x, int *y)
{
    const level *lv = &g->level;
    size_t cells = (size_t)lv->width * (size_t)lv->height;
    int *distance = xmalloc(cells * sizeof *distance);
    int *queue = xmalloc(cells * sizeof *queue);
    for (size_t i = 0; i < cells; i++)
        distance[i] = -1;
    size_t head = 0, tail = 0;
    int start = g->hero.f.y * lv->width + g->hero.f.x;
    distance[start] = 0;
    queue[tail++] = start;
    bool found = false;
    /* Breadth first from the hero: the first cell found is the nearest. Its
     * own cell is explored as far as sight goes. */
    while (head < tail && !found) {
        int at = queue[head++], cx = at % lv->width, cy = at / lv->width;
        if (distance[at] >= 1 && borders_unseen(lv, cx, cy)) {
            *x = cx;
            *y = cy;
            found = true;
            break;
        }
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int nx = cx + dx, ny = cy + dy;
                if ((!dx && !dy) || !passable(lv, nx, ny))
                    continue;
                int next = ny * lv->width + nx;
                if (distance[next] < 0) {
                    distance[next] = distance[at] + 1;
                    queue[tail++] = next;
                }
            }
    }
    free(queue);
    free(distance);
    return found;
}
