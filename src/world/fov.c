/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fov.c - recursive shadow casting (Björn Bergström's formulation): each
 * octant is scanned row by row outward; walls start shadows, and a row
 * continues only in the light between them. */
#include "config.h"

#include "world/fov.h"

#include <stdlib.h>

#include "util/xalloc.h"

/* Transforms (col, row) of octant 0 into map offsets for each octant. */
static const int octants[8][4] = {
    { 1, 0, 0, 1 }, { 0, 1, 1, 0 }, { 0, -1, 1, 0 }, { -1, 0, 0, 1 },
    { -1, 0, 0, -1 }, { 0, -1, -1, 0 }, { 0, 1, -1, 0 }, { 1, 0, 0, -1 },
};

/* Lights a cell, and notes it, so that the next view darkens only what
 * this one lit. */
static void light(level *lv, int x, int y)
{
    if (!level_contains(lv, x, y))
        return;
    cell *cl = level_cell(lv, x, y);
    if (cl->visible)
        return;
    cl->visible = true;
    cl->seen = true;
    lv->lit = xgrow(lv->lit, &lv->lit_capacity, lv->lit_count + 1, sizeof *lv->lit);
    lv->lit[lv->lit_count++] = (uint32_t)(y * lv->width + x);
}

static void cast(level *lv, int ox, int oy, int radius, int row, double start, double end,
                 const int *t)
{
    if (start < end)
        return;
    double next_start = start;
    for (int i = row; i <= radius; i++) {
        bool blocked = false;
        for (int dx = -i, dy = -i; dx <= 0; dx++) {
            double left = (dx - 0.5) / (dy + 0.5);
            double right = (dx + 0.5) / (dy - 0.5);
            if (start < right)
                continue;
            if (end > left)
                break;
            int x = ox + dx * t[0] + dy * t[1];
            int y = oy + dx * t[2] + dy * t[3];
            if (dx * dx + dy * dy <= radius * radius + radius)
                light(lv, x, y);
            bool wall = level_blocks_sight(lv, x, y);
            if (blocked) {
                if (wall) {
                    next_start = right;
                } else {
                    blocked = false;
                    start = next_start;
                }
            } else if (wall && i < radius) {
                blocked = true;
                cast(lv, ox, oy, radius, i + 1, start, left, t);
                next_start = right;
            }
        }
        if (blocked)
            break;
    }
}

void fov_compute(level *lv, int x, int y, int radius)
{
    for (size_t i = 0; i < lv->lit_count; i++)
        lv->cells[lv->lit[i]].visible = false;
    lv->lit_count = 0;
    /* cast() lights no cell farther than radius on either axis, and none
     * off the level. */
    lv->view_x1 = x - radius > 0 ? x - radius : 0;
    lv->view_y1 = y - radius > 0 ? y - radius : 0;
    lv->view_x2 = x + radius < lv->width - 1 ? x + radius : lv->width - 1;
    lv->view_y2 = y + radius < lv->height - 1 ? y + radius : lv->height - 1;
    light(lv, x, y);
    for (int o = 0; o < 8; o++)
        cast(lv, x, y, radius, 1, 1.0, 0.0, octants[o]);
}

bool fov_line_clear(const level *lv, int x0, int y0, int x1, int y1,
                    bool (*stops)(void *user, int x, int y), void *user)
{
    int dx = abs(x1 - x0), dy = -abs(y1 - y0);
    int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1, err = dx + dy;
    int x = x0, y = y0;
    if (x0 == x1 && y0 == y1)
        return true;
    for (;;) {
        int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y += sy;
        }
        if (x == x1 && y == y1)
            return true;
        if (!level_contains(lv, x, y) || level_blocks_sight(lv, x, y) ||
            (stops && stops(user, x, y)))
            return false;
    }
}
