/* SPDX-License-Identifier: GPL-3.0-or-later */
/* map.c - the autoplayer's memory of a level. */
#include "config.h"

#include "map.h"

#include <stdlib.h>
#include <string.h>

#define BASE 64

void map_reset(bot_map *m, int depth)
{
    memset(m, 0, sizeof *m);
    m->depth = depth;
    m->hi_x = m->hi_y = -1;             /* nothing covered yet */
    m->boss_x = m->boss_y = -1;
}

/* What a character of a map file is, as the screen would show it. */
static char known_as(char c)
{
    switch (c) {
    case '#': case '+': case '\'': case '>': case ',': case '_':
        return c;
    case ' ':
        return 'R';
    default:
        return '.';
    }
}

/* Widens the cells covered so far to (x, y). */
static void widen(bot_map *m, int x, int y)
{
    if (m->hi_x < m->lo_x) {
        m->lo_x = m->hi_x = x;
        m->lo_y = m->hi_y = y;
        return;
    }
    m->lo_x = x < m->lo_x ? x : m->lo_x;
    m->lo_y = y < m->lo_y ? y : m->lo_y;
    m->hi_x = x > m->hi_x ? x : m->hi_x;
    m->hi_y = y > m->hi_y ? y : m->hi_y;
}

bool map_know(bot_map *m, const char *path, const view *v)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char rows[MAP_SIZE / 2][MAP_SIZE / 2 + 2];
    int count = 0, sx = -1, sy = -1;
    while (count < MAP_SIZE / 2 && fgets(rows[count], sizeof rows[count], f)) {
        char *at = strchr(rows[count], '@');
        if (at) {
            sx = (int)(at - rows[count]);
            sy = count;
        }
        count++;
    }
    fclose(f);
    int vx = -1, vy = -1;
    for (int y = 0; y < v->row_count && vx < 0; y++) {
        char *at = memchr(v->rows[y], '@', (size_t)v->width);
        if (at) {
            vx = (int)(at - v->rows[y]);
            vy = y;
        }
    }
    if (sx < 0 || vx < 0)
        return false;
    m->ox = BASE + sx - vx;
    m->oy = BASE + sy - vy;
    m->placed = true;
    for (int y = 0; y < count; y++)
        for (int x = 0; rows[y][x] && rows[y][x] != '\n'; x++) {
            m->cell[BASE + y][BASE + x] = known_as(rows[y][x]);
            widen(m, BASE + x, BASE + y);
            if (rows[y][x] == 'X') {
                m->boss_x = BASE + x;
                m->boss_y = BASE + y;
            }
        }
    return true;
}

static bool is_terrain(char c)
{
    return c && strchr("#.,+'><%_!$)[^*~", c);
}

static bool is_monster(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* A cell the level shows: on the event stream's map every sign but a
 * space (never seen), the hero and a monster is one (a scroll, a ring, a
 * trap, a shrine, a plugin's mark); on the screen, the signs above. */
static bool is_shown(const view *v, char c)
{
    if (v->absolute)
        return c > ' ' && c != '@' && !is_monster(c) && (unsigned char)c < 0x7f;
    return is_terrain(c);
}

/* How well the window fits the memory with its top left at (ox, oy): walls
 * on walls count, a wall on open ground or open ground on a wall counts
 * against. */
static int fit(const bot_map *m, const view *v, int ox, int oy)
{
    int score = 0;
    for (int y = 0; y < v->row_count; y++)
        for (int x = 0; x < v->width && x < VIEW_MAX_COLS; x++) {
            char seen = v->rows[y][x];
            int mx = ox + x, my = oy + y;
            if (mx < 0 || my < 0 || mx >= MAP_SIZE || my >= MAP_SIZE)
                return -1000000;
            char known = m->cell[my][mx];
            if (!is_terrain(seen) || !known || known == 'R')
                continue;
            bool wall = seen == '#', was = known == '#';
            score += wall == was ? (wall ? 2 : 1) : -4;
            /* A landmark where it was (stairs, a corpse, a door): in a cave
             * of floor, the one thing that says how far the window went. */
            if (!wall && seen != '.' && seen == known)
                score += 3;
        }
    return score;
}

/* The window moves by at most a cell a step: of the nine places next to the
 * last, the best fit (the last on a tie). */
static void place_window(bot_map *m, const view *v)
{
    if (!m->placed) {
        m->ox = m->oy = BASE;
        m->placed = true;
        return;
    }
    int best = fit(m, v, m->ox, m->oy), bx = m->ox, by = m->oy;
    /* In a wide cave every place fits as well as the last (floor on floor):
     * the step just taken says where the hero, and so the window, went. */
    int hx = -1, hy = -1;
    for (int y = 0; y < v->row_count && m->hint && hx < 0; y++) {
        const char *at = memchr(v->rows[y], '@', (size_t)v->width);
        if (at) {
            hx = m->hint_x - (int)(at - v->rows[y]);
            hy = m->hint_y - y;
        }
    }
    if (hx >= 0 && abs(hx - m->ox) <= 1 && abs(hy - m->oy) <= 1 && fit(m, v, hx, hy) >= best) {
        best = fit(m, v, hx, hy);
        bx = hx;
        by = hy;
    }
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int s = fit(m, v, m->ox + dx, m->oy + dy);
            if (s > best) {
                best = s;
                bx = m->ox + dx;
                by = m->oy + dy;
            }
        }
    m->ox = bx;
    m->oy = by;
}

static int chebyshev(int x1, int y1, int x2, int y2)
{
    int dx = abs(x1 - x2), dy = abs(y1 - y2);
    return dx > dy ? dx : dy;
}

/* Monsters in the window are remembered where they stand; a remembered
 * place the hero comes close to and finds empty is forgotten. */
static void remember_monsters(bot_map *m)
{
    int kept = 0;
    for (int i = 0; i < m->seen_count; i++) {
        int x = m->seen[i].x, y = m->seen[i].y;
        if (m->thing[y][x] || chebyshev(x, y, m->hero_x, m->hero_y) > 1)
            m->seen[kept++] = m->seen[i];
    }
    m->seen_count = kept;
    for (int y = m->lo_y; y <= m->hi_y; y++)
        for (int x = m->lo_x; x <= m->hi_x; x++) {
            if (!m->thing[y][x])
                continue;
            int i = 0;
            while (i < m->seen_count && (m->seen[i].x != x || m->seen[i].y != y))
                i++;
            if (i == m->seen_count && m->seen_count < 32)
                m->seen_count++;
            if (i < 32)
                m->seen[i].glyph = m->thing[y][x], m->seen[i].x = x, m->seen[i].y = y;
        }
}

bool map_last_seen(const bot_map *m, int *x, int *y)
{
    int best = -1;
    for (int i = 0; i < m->seen_count; i++) {
        int d = chebyshev(m->seen[i].x, m->seen[i].y, m->hero_x, m->hero_y);
        if (best < 0 || d < best) {
            best = d;
            *x = m->seen[i].x;
            *y = m->seen[i].y;
        }
    }
    return best >= 0;
}

/* Widens the cells covered so far by the window of v. */
static void cover(bot_map *m, const view *v)
{
    int x0 = m->ox, y0 = m->oy;
    int x1 = m->ox + (v->width < VIEW_MAX_COLS ? v->width : VIEW_MAX_COLS) - 1;
    int y1 = m->oy + v->row_count - 1;
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 >= MAP_SIZE ? MAP_SIZE - 1 : x1;
    y1 = y1 >= MAP_SIZE ? MAP_SIZE - 1 : y1;
    widen(m, x0, y0);
    widen(m, x1, y1);
}

void map_update(bot_map *m, const view *v)
{
    if (v->kind != VIEW_MAP || !v->row_count)
        return;
    if (v->absolute) {
        m->ox = m->oy = BASE;           /* the level's own coordinates */
        m->placed = true;
    } else {
        place_window(m, v);
    }
    for (int y = m->lo_y; y <= m->hi_y; y++)
        memset(&m->thing[y][m->lo_x], 0, (size_t)(m->hi_x - m->lo_x + 1));
    cover(m, v);
    for (int y = 0; y < v->row_count; y++)
        for (int x = 0; x < v->width && x < VIEW_MAX_COLS; x++) {
            char c = v->rows[y][x];
            int mx = m->ox + x, my = m->oy + y;
            if (c == '@') {
                m->hero_x = mx;
                m->hero_y = my;
                if (!m->cell[my][mx] || m->cell[my][mx] == 'R')
                    m->cell[my][mx] = '.';
            } else if (is_monster(c)) {
                m->thing[my][mx] = c;
                if (!m->cell[my][mx] || m->cell[my][mx] == 'R')
                    m->cell[my][mx] = '.';
            } else if (is_shown(v, c)) {
                m->cell[my][mx] = c;
            }
        }
    remember_monsters(m);
    /* Unknown cells next to the hero are solid rock (the hero sees its
     * neighbours). */
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            char *c = &m->cell[m->hero_y + dy][m->hero_x + dx];
            if (!*c)
                *c = 'R';
        }
}

bool map_walkable(const bot_map *m, int x, int y, bool avoid_traps)
{
    if (x < 0 || y < 0 || x >= MAP_SIZE || y >= MAP_SIZE)
        return false;
    char c = m->cell[y][x];
    if (!c || c == '#' || c == 'R')
        return false;
    if (avoid_traps && strchr("^*~", c))
        return false;
    return m->tries[y][x] < 6;
}

bool map_frontier(const bot_map *m, int x, int y)
{
    if (!map_walkable(m, x, y, true))
        return false;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int nx = x + dx, ny = y + dy;
            if (nx >= 0 && ny >= 0 && nx < MAP_SIZE && ny < MAP_SIZE && !m->cell[ny][nx])
                return true;
        }
    return false;
}

bool map_step_to(const bot_map *m, map_goal_fn goal, void *user, int *dx, int *dy, int *dist)
{
    static short from[MAP_SIZE][MAP_SIZE];
    static short depth[MAP_SIZE][MAP_SIZE];
    static int queue[MAP_SIZE * MAP_SIZE];
    for (int pass = 0; pass < 2; pass++) {
        bool avoid = pass == 0;      /* through traps only when there is no other way */
        /* Only the cells windows covered can be walked (one more round
         * them: the hero's unknown neighbours): the rest is never reached. */
        int x0 = m->lo_x > 0 ? m->lo_x - 1 : 0, x1 = m->hi_x < MAP_SIZE - 1 ? m->hi_x + 1 : m->hi_x;
        for (int y = m->lo_y > 0 ? m->lo_y - 1 : 0; y <= m->hi_y + 1 && y < MAP_SIZE; y++)
            memset(&from[y][x0], -1, (size_t)(x1 - x0 + 1) * sizeof from[0][0]);
        int head = 0, tail = 0;
        int sx = m->hero_x, sy = m->hero_y;
        from[sy][sx] = 8;
        depth[sy][sx] = 0;
        queue[tail++] = sy * MAP_SIZE + sx;
        while (head < tail) {
            int at = queue[head++], x = at % MAP_SIZE, y = at / MAP_SIZE;
            if ((x != sx || y != sy) && goal(m, x, y, user)) {
                /* Back to the first step. */
                while (depth[y][x] > 1) {
                    int d = from[y][x];
                    x -= d % 3 - 1;
                    y -= d / 3 - 1;
                }
                *dx = x - sx;
                *dy = y - sy;
                if (dist)
                    *dist = depth[at / MAP_SIZE][at % MAP_SIZE];
                return true;
            }
            /* A monster blocks the way, but may be the goal itself. */
            if ((x != sx || y != sy) && m->thing[y][x])
                continue;
            for (int d = 0; d < 9; d++) {
                int nx = x + d % 3 - 1, ny = y + d / 3 - 1;
                if (d == 4 || nx < 0 || ny < 0 || nx >= MAP_SIZE || ny >= MAP_SIZE ||
                    from[ny][nx] != -1)
                    continue;
                if (!map_walkable(m, nx, ny, avoid) && !(m->thing[ny][nx] && goal(m, nx, ny, user)))
                    continue;
                from[ny][nx] = (short)d;
                depth[ny][nx] = (short)(depth[y][x] + 1);
                queue[tail++] = ny * MAP_SIZE + nx;
            }
        }
    }
    return false;
}

void map_dump(const bot_map *m, FILE *out)
{
    int x0 = MAP_SIZE, y0 = MAP_SIZE, x1 = 0, y1 = 0;
    for (int y = 0; y < MAP_SIZE; y++)
        for (int x = 0; x < MAP_SIZE; x++)
            if (m->cell[y][x] && m->cell[y][x] != 'R') {
                x0 = x < x0 ? x : x0;
                y0 = y < y0 ? y : y0;
                x1 = x > x1 ? x : x1;
                y1 = y > y1 ? y : y1;
            }
    for (int y = y0; y <= y1; y++) {
        for (int x = x0; x <= x1; x++) {
            char c = m->cell[y][x];
            if (x == m->hero_x && y == m->hero_y)
                c = '@';
            else if (m->thing[y][x])
                c = m->thing[y][x];
            fputc(!c ? ' ' : c == 'R' ? ':' : c, out);
        }
        fputc('\n', out);
    }
}
