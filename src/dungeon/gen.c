/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen.c - the deep dungeon's level generator. */
#include "config.h"

#include "dungeon/gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/rng.h"
#include "util/xalloc.h"

/* What the generator knows of a cell beside its map character. */
enum {
    TAG_FREE,        /* rock nobody claimed */
    TAG_ROOM,        /* inside a room */
    TAG_RING,        /* a room's wall */
    TAG_VAULT,       /* a vault's: nothing else is dug or put there */
    TAG_CAVE,        /* grown by the automaton */
    TAG_CORRIDOR
};

#define MAX_ROOMS 48
#define MAX_VAULTS 4
#define MAX_SPECS 80

/* The characters a generated map gives its places: none is terrain. */
static const char place_chars[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                  "0123456789!$%&*=?^_~-:;/|()[]{}\"`\\";

typedef struct room {
    int x1, y1, x2, y2;          /* the floor inside */
} room;

typedef struct vault_spot {
    const level_def *v;
    int x, y;                    /* the fragment's top left on the level */
    int door_x, door_y;          /* the cell outside its entrance */
} vault_spot;

/* A place of the level being made: what it puts, by its map character. */
typedef struct spec {
    const creature_def *creature;
    const item_def *item;
    const trap_def *trap;
    int gold;
    bool asleep;
    const place_def *copied;     /* a vault's place */
    char ch;
} spec;

/* A distance or a cell's index on a level fits in 16 bits: the search's
 * arrays are half as large, and a start pays for fresh memory by the page. */
_Static_assert(GEN_MAX_WIDTH * GEN_MAX_HEIGHT <= INT16_MAX, "a cell's index fits in 16 bits");

typedef struct gen {
    const gen_request *req;
    rng r;
    int w, h;
    char *map;
    unsigned char *tag;
    int16_t *dist;               /* from the arrival; below 0: not reached */
    int16_t *queue;              /* cells, by their index */
    room rooms[MAX_ROOMS];
    int room_count;
    vault_spot vaults[MAX_VAULTS];
    int vault_count;
    int cave_x, cave_y;          /* a cell of the cave, or -1 */
    int ax, ay;                  /* the arrival */
    spec specs[MAX_SPECS];
    int spec_count;
    bool char_used[256];         /* the characters of the specs */
    const def_table *sum_table;  /* draw_kind's last sum of weights: of the */
    int sum_depth;               /* kinds of this table this depth allows */
    long sum;
    level_def *out;
} gen;

static int at(const gen *g, int x, int y)
{
    return y * g->w + x;
}

static bool inside(const gen *g, int x, int y)
{
    return x > 0 && y > 0 && x < g->w - 1 && y < g->h - 1;
}

/* Cells the hero may stand on or open: everything but rock and walls. */
static bool passable(char c)
{
    return c != ' ' && c != '#';
}

const char *gen_kind_word(gen_kind kind)
{
    static const char *const words[] = { "rooms", "caves", "mixed" };
    return kind < GEN_KIND_COUNT ? words[kind] : "?";
}

/* --- vaults --- */

/* A fragment fits where it and a border of one cell round it are unclaimed. */
static bool vault_fits(const gen *g, const level_def *v, int x, int y)
{
    if (x < 2 || y < 2 || x + v->width > g->w - 2 || y + v->height > g->h - 2)
        return false;
    for (int cy = y - 1; cy <= y + v->height; cy++)
        for (int cx = x - 1; cx <= x + v->width; cx++)
            if (g->tag[at(g, cx, cy)] != TAG_FREE)
                return false;
    return true;
}

/* The entrance: a door or floor on the fragment's edge, and the free cell
 * outside it. */
static bool vault_entrance(const level_def *v, int *ex, int *ey, int *ox, int *oy)
{
    for (int y = 0; y < v->height; y++) {
        for (int x = 0; x < v->width; x++) {
            char c = v->rows[y][x];
            bool edge = x == 0 || y == 0 || x == v->width - 1 || y == v->height - 1;
            if (!edge || c == '#' || c == ' ')
                continue;
            *ex = x;
            *ey = y;
            *ox = x == 0 ? -1 : x == v->width - 1 ? 1 : 0;
            *oy = *ox ? 0 : y == 0 ? -1 : 1;
            return true;
        }
    }
    return false;
}

static void stamp_vault(gen *g, const level_def *v, int x, int y, int ex, int ey, int ox, int oy)
{
    for (int cy = 0; cy < v->height; cy++)
        for (int cx = 0; cx < v->width; cx++) {
            int i = at(g, x + cx, y + cy);
            g->tag[i] = TAG_VAULT;
            char c = v->rows[cy][cx];
            g->map[i] = c == ',' ? ',' : c;
        }
    vault_spot *s = &g->vaults[g->vault_count++];
    *s = (vault_spot){ v, x, y, x + ex + ox, y + ey + oy };
    /* The cell before its entrance is dug now: the way in is straight
     * through the door, not round a corner of rock. */
    int door = at(g, s->door_x, s->door_y);
    g->tag[door] = TAG_CORRIDOR;
    g->map[door] = '.';
}

static bool try_vault(gen *g, const level_def *v)
{
    int ex, ey, ox, oy;
    if (g->vault_count == MAX_VAULTS || !vault_entrance(v, &ex, &ey, &ox, &oy))
        return false;
    for (int i = 0; i < g->vault_count; i++)
        if (g->vaults[i].v == v)
            return false;
    for (int tries = 0; tries < 40; tries++) {
        int x = rng_range(&g->r, 2, g->w - v->width - 2);
        int y = rng_range(&g->r, 2, g->h - v->height - 2);
        if (vault_fits(g, v, x, y)) {
            stamp_vault(g, v, x, y, ex, ey, ox, oy);
            return true;
        }
    }
    return false;
}

static bool suits(const vault_info *info, gen_kind kind)
{
    return info->where == VAULT_ANY || (info->where == VAULT_ROOMS && kind != GEN_CAVES) ||
           (info->where == VAULT_CAVES && kind != GEN_ROOMS);
}

/* The vaults the dungeon gives this level first, then at most one drawn by
 * rarity among those of its depth. */
static void place_vaults(gen *g, gen_kind kind)
{
    const gen_request *req = g->req;
    for (size_t i = 0; i < req->vault_count; i++)
        try_vault(g, req->vaults[i]);
    if (!rng_chance(&g->r, 45))
        return;
    long total = 0;
    const content *c = req->data;
    for (size_t i = 0; i < c->vault_count; i++) {
        const vault_info *info = schema_at(&c->vaults[i].info, 0);
        if (!info->always && draw_allows(&info->draw, req->depth) && suits(info, kind))
            total += draw_weight(&info->draw);
    }
    if (!total)
        return;
    long pick = rng_below(&g->r, (int)total);
    for (size_t i = 0; i < c->vault_count; i++) {
        const vault_info *info = schema_at(&c->vaults[i].info, 0);
        if (info->always || !draw_allows(&info->draw, req->depth) || !suits(info, kind))
            continue;
        pick -= draw_weight(&info->draw);
        if (pick < 0) {
            try_vault(g, &c->vaults[i]);
            return;
        }
    }
}

/* --- rooms and caves --- */

/* A row of rock nobody claimed (TAG_FREE is 0), to compare tags with. */
static const unsigned char free_row[GEN_MAX_WIDTH];

static bool room_fits(const gen *g, int x1, int y1, int x2, int y2)
{
    if (x1 < 2 || y1 < 2 || x2 > g->w - 3 || y2 > g->h - 3)
        return false;
    /* Most tries are refused: a row at a time, not a cell. */
    for (int y = y1 - 2; y <= y2 + 2; y++)
        if (memcmp(&g->tag[at(g, x1 - 2, y)], free_row, (size_t)(x2 - x1 + 5)) != 0)
            return false;
    return true;
}

static void dig_room(gen *g, int x1, int y1, int x2, int y2)
{
    /* Row by row: the first and last are wall, the others floor between
     * two cells of wall. */
    size_t n = (size_t)(x2 - x1 + 3);
    for (int y = y1 - 1; y <= y2 + 1; y++) {
        int i = at(g, x1 - 1, y), last = at(g, x2 + 1, y);
        bool ring = y < y1 || y > y2;
        memset(&g->tag[i], ring ? TAG_RING : TAG_ROOM, n);
        memset(&g->map[i], ring ? '#' : '.', n);
        g->tag[i] = g->tag[last] = TAG_RING;
        g->map[i] = g->map[last] = '#';
    }
    g->rooms[g->room_count++] = (room){ x1, y1, x2, y2 };
}

/* Rooms between columns from and to. */
static void place_rooms(gen *g, int from, int to)
{
    int want = (to - from) * g->h / 110 + 2;
    for (int tries = 0; tries < want * 12 && g->room_count < want && g->room_count < MAX_ROOMS;
         tries++) {
        int rw = rng_range(&g->r, 3, 11), rh = rng_range(&g->r, 2, 6);
        int x1 = rng_range(&g->r, from + 2, to - rw - 2), y1 = rng_range(&g->r, 2, g->h - rh - 3);
        if (room_fits(g, x1, y1, x1 + rw - 1, y1 + rh - 1))
            dig_room(g, x1, y1, x1 + rw - 1, y1 + rh - 1);
    }
}

/* How many of the eight cells round cell i of m (w wide) are not floor:
 * those of the three rows round it, less the cell itself. */
static int wall_neighbours(const char *m, int w, int i)
{
    int n = 0;
    for (int dy = -1; dy <= 1; dy++) {
        const char *row = &m[i + dy * w - 1];
        n += (row[0] != '.') + (row[1] != '.') + (row[2] != '.');
    }
    return n - (m[i] != '.');
}

/* The cave keeps its largest piece; the others are rock again. */
static void keep_largest_cave(gen *g)
{
    /* Locals, not g's: the stores to mark and queue could alias them. */
    int w = g->w, n = g->w * g->h, best = -1, best_size = 0;
    unsigned char *tag = g->tag;
    int16_t *queue = g->queue;
    int *mark = xcalloc((size_t)n, sizeof *mark);
    /* Right, left, down, up; a cave cell is inside, so they are on the grid. */
    const int step[4] = { 1, -1, w, -w };
    for (int i = 0, piece = 0; i < n; i++) {
        if (tag[i] != TAG_CAVE || mark[i])
            continue;
        piece++;
        int head = 0, tail = 0;
        queue[tail++] = i;
        mark[i] = piece;
        while (head < tail) {
            int c = queue[head++];
            for (int k = 0; k < 4; k++) {
                int next = c + step[k];
                if (tag[next] == TAG_CAVE && !mark[next]) {
                    mark[next] = piece;
                    queue[tail++] = next;
                }
            }
        }
        if (tail > best_size) {
            best_size = tail;
            best = piece;
        }
    }
    g->cave_x = -1;
    for (int i = 0; i < n; i++) {
        if (tag[i] != TAG_CAVE)
            continue;
        if (mark[i] != best) {
            tag[i] = TAG_FREE;
            g->map[i] = ' ';
        } else if (g->cave_x < 0 || rng_chance(&g->r, 2)) {
            g->cave_x = i % w;
            g->cave_y = i / w;
        }
    }
    free(mark);
}

/* A cave between columns from and to: random floor, then four rounds of
 * "a cell with five or more walls round it is a wall". */
static void grow_cave(gen *g, int from, int to)
{
    int w = g->w, h = g->h;
    unsigned char *tag = g->tag;
    size_t n = (size_t)(w * h);
    char *m = xmalloc(n), *next = xmalloc(n);
    memset(m, '#', n);
    for (int y = 1; y < h - 1; y++)
        for (int x = from + 1; x < to - 1; x++)
            if (tag[at(g, x, y)] == TAG_FREE && x > 1 && y > 1 && x < w - 2 && y < h - 2 &&
                rng_chance(&g->r, 55))
                m[at(g, x, y)] = '.';
    /* The rounds change the free cells two from the edge (one from the
     * split) and look at the cells round them. */
    int x_end = to - 1 < w - 2 ? to - 1 : w - 2;
    for (int round = 0; round < 4; round++) {
        memcpy(next, m, n);
        for (int y = 2; y < h - 2; y++)
            for (int x = from + 1; x < x_end; x++) {
                int i = y * w + x;
                if (tag[i] == TAG_FREE)
                    next[i] = wall_neighbours(m, w, i) >= 5 ? '#' : '.';
            }
        char *done = next;       /* the round's map is the next one's to read */
        next = m;
        m = done;
    }
    for (size_t i = 0; i < n; i++)
        if (m[i] == '.' && tag[i] == TAG_FREE) {
            tag[i] = TAG_CAVE;
            g->map[i] = '.';
        }
    free(m);
    free(next);
    keep_largest_cave(g);
}

/* --- corridors --- */

/* Whether a corridor may pass (x, y): not through a vault but at its door. */
static bool may_dig(const gen *g, int x, int y, int end_x, int end_y)
{
    return inside(g, x, y) &&
           (g->tag[at(g, x, y)] != TAG_VAULT || (x == end_x && y == end_y));
}

/* Whether cell i is of a room's wall that a corridor went through. */
static bool crossed_ring(const gen *g, int i)
{
    return g->tag[i] == TAG_RING && passable(g->map[i]);
}

/* A room's wall crossed: a door, with wall on both sides along the wall,
 * or an opening (one time in four, at a corner, or beside another way
 * through the wall, which then is an opening too: never a door beside an
 * opening or a row of doors). */
static void cross_ring(gen *g, int i)
{
    int w = g->w;
    bool corner = (g->tag[i - 1] == TAG_RING || g->tag[i + 1] == TAG_RING) &&
                  (g->tag[i - w] == TAG_RING || g->tag[i + w] == TAG_RING);
    /* Right, left, down, up. */
    const int step[4] = { 1, -1, w, -w };
    bool beside = false;
    for (int k = 0; k < 4; k++) {
        if (crossed_ring(g, i + step[k])) {
            beside = true;
            g->map[i + step[k]] = '.';
        }
    }
    g->map[i] = corner || beside || rng_chance(&g->r, 25) ? '.' : '+';
}

static void dig_cell(gen *g, int i)
{
    switch (g->tag[i]) {
    case TAG_FREE:
        g->tag[i] = TAG_CORRIDOR;
        g->map[i] = '.';
        break;
    case TAG_RING:
        if (g->map[i] == '#')
            cross_ring(g, i);
        break;
    default:
        break;
    }
}

/* Walks the L from (x1, y1) to (x2, y2), first along x or along y; digs
 * only when dig is set, else says whether every cell may be dug. An L that
 * would run along a room's wall (two of its cells in a row) may not: it
 * would leave a row of doors where the wall was. Both ends are inside, so
 * every cell of the L is: it goes by steps of the index. */
static bool walk_l(gen *g, int x1, int y1, int x2, int y2, bool x_first, bool dig)
{
    int i = at(g, x1, y1), end = at(g, x2, y2);
    bool in_wall = false;
    for (int leg = 0; leg < 2; leg++) {
        bool along_x = (leg == 0) == x_first;
        int d = along_x ? x2 - x1 : y2 - y1, step = along_x ? 1 : g->w;
        if (d < 0)
            step = -step;
        for (int k = abs(d); k > 0; k--) {
            i += step;
            bool wall = g->tag[i] == TAG_RING;
            /* Not through a vault but at its door, the end. */
            if (!dig && ((g->tag[i] == TAG_VAULT && i != end) || (wall && in_wall)))
                return false;
            in_wall = wall;
            if (dig)
                dig_cell(g, i);
        }
    }
    return true;
}

/* A corridor from (x1, y1) to (x2, y2): one of the two Ls, else two Ls by
 * a bend drawn a few times near the way (round a room whose wall both Ls
 * would run along). */
static bool corridor(gen *g, int x1, int y1, int x2, int y2)
{
    bool x_first = rng_chance(&g->r, 50);
    for (int k = 0; k < 2; k++, x_first = !x_first)
        if (walk_l(g, x1, y1, x2, y2, x_first, false)) {
            dig_cell(g, at(g, x1, y1));
            walk_l(g, x1, y1, x2, y2, x_first, true);
            return true;
        }
    for (int tries = 0; tries < 16; tries++) {
        int lo_x = (x1 < x2 ? x1 : x2) - 4, hi_x = (x1 > x2 ? x1 : x2) + 4;
        int lo_y = (y1 < y2 ? y1 : y2) - 3, hi_y = (y1 > y2 ? y1 : y2) + 3;
        int mx = rng_range(&g->r, lo_x, hi_x), my = rng_range(&g->r, lo_y, hi_y);
        bool first = rng_chance(&g->r, 50), second = rng_chance(&g->r, 50);
        if (!inside(g, mx, my) || g->tag[at(g, mx, my)] == TAG_RING ||
            !may_dig(g, mx, my, x2, y2) || !walk_l(g, x1, y1, mx, my, first, false) ||
            !walk_l(g, mx, my, x2, y2, second, false))
            continue;
        dig_cell(g, at(g, x1, y1));
        walk_l(g, x1, y1, mx, my, first, true);
        walk_l(g, mx, my, x2, y2, second, true);
        return true;
    }
    return false;
}

typedef struct node {
    int x, y;
} node;

/* Every room, vault door and the cave joined to the nearest one joined
 * before it, then a few more corridors between rooms: loops, more than one
 * way round a fight. */
static void join_all(gen *g, bool loops)
{
    node nodes[MAX_ROOMS + MAX_VAULTS + 1];
    int count = 0;
    for (int i = 0; i < g->room_count; i++) {
        const room *r = &g->rooms[i];
        nodes[count++] = (node){ rng_range(&g->r, r->x1, r->x2), rng_range(&g->r, r->y1, r->y2) };
    }
    if (g->cave_x >= 0)
        nodes[count++] = (node){ g->cave_x, g->cave_y };
    for (int i = 0; i < g->vault_count; i++)
        nodes[count++] = (node){ g->vaults[i].door_x, g->vaults[i].door_y };
    for (int i = 1; i < count; i++) {
        int best = 0, best_d = -1;
        for (int j = 0; j < i; j++) {
            int d = abs(nodes[i].x - nodes[j].x) + abs(nodes[i].y - nodes[j].y);
            if (best_d < 0 || d < best_d) {
                best_d = d;
                best = j;
            }
        }
        corridor(g, nodes[i].x, nodes[i].y, nodes[best].x, nodes[best].y);
    }
    int extra = loops ? g->room_count / 3 + 1 : 0;
    for (int k = 0; k < extra && g->room_count > 2; k++) {
        int a = rng_below(&g->r, g->room_count), b = rng_below(&g->r, g->room_count);
        if (a != b)
            corridor(g, nodes[a].x, nodes[a].y, nodes[b].x, nodes[b].y);
    }
}

/* --- connected, walled --- */

/* What dist holds of a cell flood has not reached: passable, so it may be,
 * or blocked (rock, a wall), never. Both are below 0, as the rest of the
 * generator asks; the search itself then reads dist alone, not the map as
 * well, for each of the eight cells round every cell it reaches. */
enum { DIST_UNREACHED = -1, DIST_BLOCKED = -2 };

/* Queues cell next, d steps from the arrival, when it is passable and not
 * reached yet (and inside, as every passable cell is). */
static inline void reach(const gen *g, int16_t *dist, int16_t *queue, int *tail, int next,
                         int d)
{
    if (dist[next] == DIST_UNREACHED && inside(g, next % g->w, next / g->w)) {
        dist[next] = d;
        queue[(*tail)++] = next;
    }
}

/* Distances from the arrival over passable cells (doors too). Returns how
 * many passable cells it did not reach: when none, nobody needs to look
 * for them. */
static int flood(gen *g)
{
    /* Locals, not g's: the stores to dist and queue could alias them. */
    int w = g->w, n = g->w * g->h, unreached = 0;
    int16_t *dist = g->dist, *queue = g->queue;
    const char *map = g->map;
    for (int i = 0; i < n; i++) {
        bool open = passable(map[i]);
        dist[i] = open ? DIST_UNREACHED : DIST_BLOCKED;
        unreached += open;
    }
    int tail = 0;
    queue[tail++] = at(g, g->ax, g->ay);
    unreached -= dist[queue[0]] == DIST_UNREACHED;
    dist[queue[0]] = 0;
    /* A cell queued is inside, so its neighbours are on the grid. They are
     * written out, in the order of the rows, rather than looped over: the
     * search is most of the generator's time, and most of it is spent on
     * cells reached already. */
    for (int head = 0; head < tail; head++) {
        int c = queue[head], d = dist[c] + 1;
        reach(g, dist, queue, &tail, c - w - 1, d);
        reach(g, dist, queue, &tail, c - w, d);
        reach(g, dist, queue, &tail, c - w + 1, d);
        reach(g, dist, queue, &tail, c - 1, d);
        reach(g, dist, queue, &tail, c + 1, d);
        reach(g, dist, queue, &tail, c + w - 1, d);
        reach(g, dist, queue, &tail, c + w, d);
        reach(g, dist, queue, &tail, c + w + 1, d);
    }
    /* Every cell queued after the arrival was passable and not reached. */
    return unreached - (tail - 1);
}

/* A piece not reached is joined by the shortest way dug through anything
 * but a vault; a piece that cannot be is rock. */
static void join_piece(gen *g, int start)
{
    int *from = xmalloc((size_t)(g->w * g->h) * sizeof *from);
    for (int i = 0; i < g->w * g->h; i++)
        from[i] = -2;
    int head = 0, tail = 0, found = -1;
    g->queue[tail++] = start;
    from[start] = -1;
    while (head < tail && found < 0) {
        int c = g->queue[head++], x = c % g->w, y = c / g->w;
        static const int d[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
        for (int k = 0; k < 4 && found < 0; k++) {
            int nx = x + d[k][0], ny = y + d[k][1], n = at(g, nx, ny);
            if (!inside(g, nx, ny) || from[n] != -2)
                continue;
            bool own = passable(g->map[n]) && g->dist[n] < 0;
            if (g->tag[n] == TAG_VAULT && !own)
                continue;
            from[n] = c;
            if (g->dist[n] >= 0)
                found = n;
            else
                g->queue[tail++] = n;
        }
    }
    for (int c = found >= 0 ? from[found] : -1; c >= 0; c = from[c])
        if (!passable(g->map[c]))
            dig_cell(g, c);
    free(from);
}

static void connect_all(gen *g)
{
    for (int rounds = 0; rounds < 8; rounds++) {
        if (flood(g) == 0)
            return;
        int lost = -1;
        for (int i = 0; i < g->w * g->h && lost < 0; i++)
            if (passable(g->map[i]) && g->dist[i] < 0)
                lost = i;
        if (lost < 0)
            return;
        join_piece(g, lost);
    }
    if (flood(g) == 0)
        return;
    for (int i = 0; i < g->w * g->h; i++)
        if (passable(g->map[i]) && g->dist[i] < 0)
            g->map[i] = ' ';
}

/* A cell of the level's edge is never passable. */
static void seal(char *c)
{
    if (passable(*c))
        *c = '#';
}

/* Rock beside anything passable is a wall; a wall beside nothing passable
 * is rock; the edge of the level is never passable. */
static void build_walls(gen *g)
{
    /* Locals, not g's: a store to the map may alias anything. */
    int w = g->w, h = g->h;
    char *map = g->map;
    for (int x = 0; x < w; x++) {
        seal(&map[x]);
        seal(&map[(h - 1) * w + x]);
    }
    for (int y = 0; y < h; y++) {
        seal(&map[y * w]);
        seal(&map[y * w + w - 1]);
    }
    /* Nothing below makes a cell passable or not: every rock and wall is
     * rock first, then the rock round each run of passable cells of a row
     * is wall (the edge is sealed: a run ends inside, and what is round
     * it is on the grid). */
    for (int i = 0; i < w * h; i++)
        if (map[i] == '#')
            map[i] = ' ';
    for (int y = 1; y < h - 1; y++) {
        int x = 1;
        while (x < w - 1) {
            if (!passable(map[y * w + x])) {
                x++;
                continue;
            }
            int end = x;                 /* the run's last cell */
            while (passable(map[y * w + end + 1]))
                end++;
            /* The rows above and below, and of the run's own row its two
             * ends: the cells between are the run. */
            for (int ny = y - 1; ny <= y + 1; ny += 2)
                for (int nx = x - 1; nx <= end + 1; nx++)
                    if (map[ny * w + nx] == ' ')
                        map[ny * w + nx] = '#';
            map[y * w + x - 1] = '#';
            map[y * w + end + 1] = '#';
            x = end + 2;                 /* end + 1 is rock */
        }
    }
}

/* --- the arrival, the stairs --- */

static int vault_distance(const gen *g, int x, int y)
{
    int best = 1 << 20;
    for (int i = 0; i < g->vault_count; i++) {
        const vault_spot *s = &g->vaults[i];
        int dx = x < s->x ? s->x - x : x >= s->x + s->v->width ? x - s->x - s->v->width + 1 : 0;
        int dy = y < s->y ? s->y - y : y >= s->y + s->v->height ? y - s->y - s->v->height + 1 : 0;
        int d = dx > dy ? dx : dy;
        if (d < best)
            best = d;
    }
    return best;
}

/* Plain floor of the level's own (not a vault's, not a corridor's). */
static bool open_floor(const gen *g, int i)
{
    return g->map[i] == '.' && (g->tag[i] == TAG_ROOM || g->tag[i] == TAG_CAVE);
}

/* The arrival: a cell of a room or the cave far from every vault (its
 * sleepers and its guards). */
static void choose_arrival(gen *g)
{
    int best = -1, best_d = -1;
    for (int tries = 0; tries < 200; tries++) {
        int i = rng_below(&g->r, g->w * g->h);
        if (!open_floor(g, i))
            continue;
        int d = vault_distance(g, i % g->w, i / g->w);
        if (d > best_d) {
            best_d = d;
            best = i;
        }
        if (d > GEN_QUIET_RADIUS + 4)
            break;
    }
    for (int i = 0; best < 0 && i < g->w * g->h; i++)
        if (passable(g->map[i]) && g->tag[i] != TAG_VAULT)
            best = i;
    if (best < 0) {
        /* Nothing was dug: a room of its own in the middle. */
        dig_room(g, g->w / 2 - 2, g->h / 2 - 1, g->w / 2 + 2, g->h / 2 + 1);
        best = at(g, g->w / 2, g->h / 2);
    }
    g->ax = best % g->w;
    g->ay = best / g->w;
}

/* The stairs down, when the level has them, on the plain floor farthest
 * from the arrival; returns how many cells of floor ('.') are left. One
 * pass over the level for both. */
static int place_stairs(gen *g, bool stairs)
{
    const char *map = g->map;
    int best = -1, floor = 0;
    for (int i = 0, n = g->w * g->h; i < n; i++) {
        if (map[i] != '.')
            continue;
        floor++;
        if (g->tag[i] != TAG_VAULT && g->dist[i] > 0 && (best < 0 || g->dist[i] > g->dist[best]))
            best = i;
    }
    if (stairs && best >= 0) {
        g->map[best] = '>';
        floor--;
    }
    return floor;
}

/* --- what the level holds --- */


/* The map character of a place: a vault's trap or shrine keeps its own (it
 * is the sign the map shows), the others take the first one free. */
static char spec_char(gen *g, const spec *want)
{
    for (int i = 0; i < g->spec_count; i++) {
        const spec *s = &g->specs[i];
        if (s->creature == want->creature && s->item == want->item && s->gold == want->gold &&
            s->asleep == want->asleep && s->copied == want->copied && s->trap == want->trap)
            return s->ch;
    }
    if (g->spec_count == MAX_SPECS)
        return 0;
    char c = 0;
    if (want->copied && !g->char_used[(unsigned char)want->copied->h.id[0]])
        c = want->copied->h.id[0];
    for (const char *p = place_chars; !c && *p; p++)
        if (!g->char_used[(unsigned char)*p])
            c = *p;
    if (!c)
        return 0;
    spec *s = &g->specs[g->spec_count++];
    *s = *want;
    s->ch = c;
    g->char_used[(unsigned char)c] = true;
    return c;
}

/* A kind drawn by weight among those the depth allows (n of them at most in
 * table); NULL when none. */
static const void *draw_kind(gen *g, const def_table *table, size_t offset, int depth)
{
    /* The sum of the weights is kept for the next draw from the same table
     * at the same depth: a level draws its creatures, items, gold and
     * traps a kind after another. */
    if (g->sum_table != table || g->sum_depth != depth) {
        long sum = 0;
        for (size_t i = 0; i < table->count; i++) {
            const draw_rule *d = (const draw_rule *)((const char *)schema_at(table, i) + offset);
            if (draw_allows(d, depth))
                sum += draw_weight(d);
        }
        g->sum_table = table;
        g->sum_depth = depth;
        g->sum = sum;
    }
    long total = g->sum;
    if (!total)
        return NULL;
    long pick = rng_below(&g->r, (int)total);
    for (size_t i = 0; i < table->count; i++) {
        const void *def = schema_at(table, i);
        const draw_rule *d = (const draw_rule *)((const char *)def + offset);
        if (!draw_allows(d, depth))
            continue;
        pick -= draw_weight(d);
        if (pick < 0)
            return def;
    }
    return NULL;
}

/* A plain floor cell for something, away from the arrival when quiet. */
static int free_cell(gen *g, bool quiet)
{
    for (int tries = 0; tries < 60; tries++) {
        int i = rng_below(&g->r, g->w * g->h);
        int x = i % g->w, y = i / g->w;
        bool far = abs(x - g->ax) > GEN_QUIET_RADIUS || abs(y - g->ay) > GEN_QUIET_RADIUS;
        if (g->map[i] == '.' && g->tag[i] != TAG_VAULT && g->dist[i] > 0 && (far || !quiet))
            return i;
    }
    return -1;
}

/* A free cell next to i for a pack's next member, or -1. */
static int cell_beside(gen *g, int i)
{
    for (int k = 0; k < 8; k++) {
        int dx = k % 3 - 1, dy = k / 3 - 1, x = i % g->w + dx, y = i / g->w + dy;
        int n = at(g, x, y);
        if ((dx || dy) && inside(g, x, y) && g->map[n] == '.' && g->tag[n] != TAG_VAULT &&
            g->dist[n] > 0)
            return n;
    }
    return -1;
}

static void put(gen *g, int i, const spec *want)
{
    char c = spec_char(g, want);
    if (c)
        g->map[i] = c;
}

/* Creatures: some asleep, some wandering, a pack together; now and then one
 * from two levels deeper. */
static void populate_creatures(gen *g, int floor)
{
    const content *c = g->req->data;
    int depth = g->req->depth, count = floor / 70 + depth / 2 + 2;
    for (int n = 0; n < count; n++) {
        int d = rng_chance(&g->r, 6) && depth + 2 <= g->req->last ? depth + 2 : depth;
        const creature_def *kind =
            draw_kind(g, &c->creatures, offsetof(creature_def, draw), d);
        int i = kind ? free_cell(g, true) : -1;
        if (i < 0)
            continue;
        spec want = { .creature = kind, .asleep = rng_chance(&g->r, 60) };
        put(g, i, &want);
        int members = kind->pack_min ? rng_range(&g->r, kind->pack_min, kind->pack_max) : 1;
        for (int m = 1; m < members; m++) {
            i = cell_beside(g, i);
            if (i < 0)
                break;
            put(g, i, &want);
        }
    }
}

static void populate_things(gen *g, int floor)
{
    const content *c = g->req->data;
    int depth = g->req->depth;
    for (int n = floor / 150 + 1; n > 0; n--) {
        const item_def *kind = draw_kind(g, &c->items, offsetof(item_def, draw), depth);
        int i = kind ? free_cell(g, false) : -1;
        if (i >= 0)
            put(g, i, &(spec){ .item = kind });
    }
    for (int n = g->room_count / 3 + 1; n > 0; n--) {
        const gold_def *heap = draw_kind(g, &c->gold, offsetof(gold_def, draw), depth);
        int i = heap ? free_cell(g, false) : -1;
        if (i >= 0)
            put(g, i, &(spec){ .gold = rng_range(&g->r, heap->amount_min, heap->amount_max) });
    }
}

/* Traps, drawn last so that they change nothing else of the level: more on
 * larger and deeper levels, none within sight of the arrival. */
static void populate_traps(gen *g, int floor)
{
    const content *c = g->req->data;
    int depth = g->req->depth;
    for (int n = floor / 400 + depth / 3 + 1; n > 0; n--) {
        const trap_def *kind = draw_kind(g, &c->traps, offsetof(trap_def, draw), depth);
        int i = kind ? free_cell(g, true) : -1;
        if (i >= 0)
            put(g, i, &(spec){ .trap = kind });
    }
}

/* The blood of the Bloody Trail: drops along the way from the arrival to
 * the vault's area it names. */
static void lay_trail(gen *g, const vault_spot *s, const area_def *area)
{
    int target = -1;
    for (int y = s->y + area->y1; y <= s->y + area->y2 && target < 0; y++)
        for (int x = s->x + area->x1; x <= s->x + area->x2 && target < 0; x++)
            if (inside(g, x, y) && g->dist[at(g, x, y)] > 0)
                target = at(g, x, y);
    /* Unbroken from the arrival, where the hero picks it up, to the den:
     * "follow" walks a trail drop by drop (and through doors). */
    while (target >= 0 && g->dist[target] > 0) {
        if (g->map[target] == '.')
            g->map[target] = ',';
        int x = target % g->w, y = target / g->w, next = -1;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int n = at(g, x + dx, y + dy);
                if ((dx || dy) && g->dist[n] >= 0 && g->dist[n] < g->dist[target] &&
                    (next < 0 || g->dist[n] < g->dist[next]))
                    next = n;
            }
        target = next;
    }
}

/* --- the level_def --- */

static void copy_vault_places(gen *g, const vault_spot *s)
{
    const place_def *table[256];
    content_places(s->v, table);
    for (int y = 0; y < s->v->height; y++)
        for (int x = 0; x < s->v->width; x++) {
            const place_def *p = table[(unsigned char)s->v->rows[y][x]];
            if (p && g->dist[at(g, s->x + x, s->y + y)] >= 0)
                put(g, at(g, s->x + x, s->y + y), &(spec){ .copied = p });
        }
}

static void add_vault_areas(gen *g, const vault_spot *s, level_info *info)
{
    for (size_t i = 0; i < s->v->areas.count; i++) {
        const area_def *a = schema_at(&s->v->areas, i);
        area_def *copy = schema_add(&g->out->areas, a->h.id);
        copy->name = a->name;              /* the content's text: it outlives the level */
        copy->x1 = s->x + a->x1;
        copy->y1 = s->y + a->y1;
        copy->x2 = s->x + a->x2;
        copy->y2 = s->y + a->y2;
    }
    const vault_info *vi = schema_at(&s->v->info, 0);
    if (vi->quest && !info->quest)
        info->quest = vi->quest;
    if (vi->trail)
        lay_trail(g, s, schema_find(&s->v->areas, vi->trail));
}

static void write_places(gen *g)
{
    /* At their size at once: a table grown by doubling leaves the arrays
     * it outgrew behind, heap pages a start pays for. */
    if (g->spec_count && !g->out->places.count)
        schema_reserve(&g->out->places, (size_t)g->spec_count);
    for (int i = 0; i < g->spec_count; i++) {
        const spec *s = &g->specs[i];
        char id[2] = { s->ch, '\0' };
        place_def *p = schema_add(&g->out->places, id);
        if (s->copied) {
            def_header h = p->h;
            *p = *s->copied;
            p->h = h;
            /* The list is the level's own; its ids are the content's. */
            if (p->sells.count) {
                p->sells.ids = xmalloc(p->sells.count * sizeof *p->sells.ids);
                memcpy(p->sells.ids, s->copied->sells.ids, p->sells.count * sizeof *p->sells.ids);
            }
            continue;
        }
        p->creature = s->creature ? s->creature->h.id : NULL;
        p->asleep = s->asleep;
        p->wander = s->creature && !s->asleep;
        p->item = s->item ? s->item->h.id : NULL;
        p->gold = s->gold;
        if (s->trap) {
            p->trap = s->trap->effect;
            p->trap_text = s->trap->text;
            p->visible = s->trap->visible;
            p->trap_kind = s->trap;
        }
    }
}

static void write_level(gen *g)
{
    level_def *out = g->out;
    out->width = g->w;
    out->height = g->h;
    out->rows = content_map_rows(g->w, g->h);
    for (int y = 0; y < g->h; y++) {
        memcpy(out->rows[y], g->map + (size_t)y * (size_t)g->w, (size_t)g->w);
        out->rows[y][g->w] = '\0';
    }
    write_places(g);
}

static gen_kind choose_kind(gen *g)
{
    const gen_request *req = g->req;
    if (req->kind >= 0)
        return (gen_kind)req->kind;
    if (req->depth == 1 || req->depth == req->last)
        return GEN_ROOMS;
    int roll = rng_below(&g->r, 100);
    return roll < 45 ? GEN_ROOMS : roll < 70 ? GEN_CAVES : GEN_MIXED;
}

static void make_map(gen *g, gen_kind kind)
{
    place_vaults(g, kind);
    if (kind == GEN_ROOMS) {
        place_rooms(g, 0, g->w);
    } else if (kind == GEN_CAVES) {
        grow_cave(g, 0, g->w);
    } else {
        int split = g->w / 2 + rng_range(&g->r, -8, 8);
        grow_cave(g, 0, split);
        place_rooms(g, split, g->w);
    }
    join_all(g, kind != GEN_CAVES);
    choose_arrival(g);
    connect_all(g);
    build_walls(g);
}

level_def *gen_level(const gen_request *req, gen_kind *kind_out)
{
    gen g = { .req = req, .cave_x = -1 };
    /* The level's own stream: the seed and the depth, nothing else. */
    rng_seed(&g.r, req->seed ^ (0xD1B54A32D192ED03u * (uint64_t)req->depth));
    gen_kind kind = choose_kind(&g);
    g.w = rng_range(&g.r, kind == GEN_CAVES ? 50 : 60, GEN_MAX_WIDTH);
    g.h = rng_range(&g.r, 22, GEN_MAX_HEIGHT);
    if (req->width && req->height) {
        g.w = req->width < 40 ? 40 : req->width < GEN_MAX_WIDTH ? req->width : GEN_MAX_WIDTH;
        g.h = req->height < 20 ? 20 : req->height < GEN_MAX_HEIGHT ? req->height : GEN_MAX_HEIGHT;
    }
    size_t n = (size_t)(g.w * g.h);
    g.map = xmalloc(n);
    memset(g.map, ' ', n);
    g.tag = xcalloc(n, 1);
    g.dist = xmalloc(n * sizeof *g.dist);
    g.queue = xmalloc(n * sizeof *g.queue);
    /* make_map leaves g.dist filled: connect_all's last flood, which
     * build_walls does not change (it turns rock into walls, and edges the
     * flood never enters). */
    make_map(&g, kind);

    g.out = xcalloc(1, sizeof *g.out);
    content_level_init(g.out);
    char path[64];
    snprintf(path, sizeof path, "deep/%d", req->depth);
    g.out->path = xstrdup(path);
    g.out->depth = req->depth;
    level_info *info = schema_add(&g.out->info, "level");
    info->map = schema_keep(&g.out->info, path);
    for (int i = 0; i < g.vault_count; i++) {
        /* A vault the level could not join is rock again: left out. */
        if (g.dist[at(&g, g.vaults[i].door_x, g.vaults[i].door_y)] < 0)
            continue;
        copy_vault_places(&g, &g.vaults[i]);
        add_vault_areas(&g, &g.vaults[i], info);
    }
    int floor = place_stairs(&g, req->depth < req->last);
    populate_creatures(&g, floor);
    populate_things(&g, floor);
    populate_traps(&g, floor);
    g.map[at(&g, g.ax, g.ay)] = req->depth > 1 ? '<' : '@';
    write_level(&g);
    free(g.map);
    free(g.tag);
    free(g.dist);
    free(g.queue);
    if (kind_out)
        *kind_out = kind;
    return g.out;
}
