/* SPDX-License-Identifier: GPL-3.0-or-later */
/* path.c - a breadth-first search in a window around the start. */
#include "config.h"

#include "world/path.h"

#include <stdlib.h>

#include "util/xalloc.h"

typedef struct window {
    int x0, y0, side;            /* the top left cell and the width of the square */
} window;

static bool inside(const window *w, int x, int y)
{
    return x >= w->x0 && y >= w->y0 && x < w->x0 + w->side && y < w->y0 + w->side;
}

static int index_of(const window *w, int x, int y)
{
    return (y - w->y0) * w->side + (x - w->x0);
}

bool path_step(const level *lv, int fx, int fy, int tx, int ty, int radius, path_open_fn open,
               void *user, int *dx, int *dy)
{
    window w = { fx - radius, fy - radius, 2 * radius + 1 };
    if ((fx == tx && fy == ty) || !inside(&w, tx, ty))
        return false;
    size_t cells = (size_t)w.side * (size_t)w.side;
    /* from[i]: the cell a search step came from, +1 (0: not reached). */
    int *from = xcalloc(cells, sizeof *from), *queue = xcalloc(cells, sizeof *queue);
    size_t head = 0, tail = 0;
    int start = index_of(&w, fx, fy), goal = index_of(&w, tx, ty);
    from[start] = start + 1;
    queue[tail++] = start;
    bool found = false;
    while (head < tail && !found) {
        int at = queue[head++], x = w.x0 + at % w.side, y = w.y0 + at / w.side;
        for (int sy = -1; sy <= 1 && !found; sy++) {
            for (int sx = -1; sx <= 1 && !found; sx++) {
                int nx = x + sx, ny = y + sy;
                if (!inside(&w, nx, ny) || !level_contains(lv, nx, ny))
                    continue;
                int next = index_of(&w, nx, ny);
                if (from[next])
                    continue;
                found = next == goal;
                if (!found && !open(user, nx, ny))
                    continue;
                from[next] = at + 1;
                queue[tail++] = next;
            }
        }
    }
    if (found) {
        /* Back from the goal to the cell whose search step came from the start. */
        int at = goal;
        while (from[at] - 1 != start)
            at = from[at] - 1;
        *dx = w.x0 + at % w.side - fx;
        *dy = w.y0 + at / w.side - fy;
    }
    free(from);
    free(queue);
    return found;
}
