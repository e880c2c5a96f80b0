/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speech.c - speech mode: what is new after a command, in words, with places
 * told from the hero; the questions a player who cannot see the map asks. */
#include "config.h"

#include "console/speech.h"

#include <stdlib.h>
#include <string.h>

#include "app/prefs.h"
#include "combat/combat.h"
#include "console/console.h"
#include "console/frame.h"
#include "console/screen.h"
#include "console/words.h"
#include "engine/effect.h"
#include "game/fighter.h"
#include "game/hero.h"
#include "game/monster.h"
#include "text/i18n.h"
#include "text/template.h"
#include "util/xalloc.h"
#include "world/compass.h"

/* A monster as it was last told. */
typedef struct told_monster {
    const monster *m;            /* borrowed; compared, never followed once gone */
    int x, y;
    bool asleep;
} told_monster;

/* A thing on the floor already told on this level. */
typedef struct told_item {
    int x, y;
    const item_def *item;        /* NULL: gold */
} told_item;

struct speech_memory {
    told_monster *monsters;      /* owned: those in view when last told */
    size_t monster_count, monster_capacity;
    told_item *items;            /* owned */
    size_t item_count, item_capacity;
    const level_def *level;      /* the level what was told belongs to; NULL: none yet */
    const char *area;            /* the area the hero was in (content's) */
    bool stairs_told;
    bool shrine_told;
    int life, max_life;
    strbuf effects;              /* the hero's effects as last told */
    const fight *fight;          /* the fight whose enemies were told (compared only) */
    int *enemy_life;             /* owned: each enemy's life as last told, -1: never */
    size_t enemy_count;
    int fight_life, fight_mana;  /* the hero's, in the fight, as last told */
};

speech_memory *speech_new(void)
{
    speech_memory *m = xcalloc(1, sizeof *m);
    sb_init(&m->effects);
    speech_forget(m);
    return m;
}

void speech_free(speech_memory *m)
{
    if (!m)
        return;
    free(m->monsters);
    free(m->items);
    free(m->enemy_life);
    sb_release(&m->effects);
    free(m);
}

void speech_forget(speech_memory *m)
{
    m->monster_count = 0;
    m->item_count = 0;
    m->level = NULL;
    m->area = NULL;
    m->stairs_told = false;
    m->shrine_told = false;
    m->life = m->max_life = -1;
    sb_reset(&m->effects);
    m->fight = NULL;
}

/* --- places in words --- */

/* The directions are the compass's (world/compass.h), in its order. */
enum { DIR_N = COMPASS_N, DIR_NE, DIR_E, DIR_SE, DIR_S, DIR_SW, DIR_W, DIR_NW };

/* TRANSLATORS: how far and which way something is from the hero, in steps
   (one axis or an exact diagonal); {n} is the number of steps: "4 east" /
   bg "на 4 крачки на изток" / de "4 Schritte östlich" / es "a 4 pasos al
   este". */
static const char *const offset_one[8][2] = {
    [DIR_N] = { NP_("{n} north", "{n} north") },
    [DIR_NE] = { NP_("{n} north-east", "{n} north-east") },
    [DIR_E] = { NP_("{n} east", "{n} east") },
    [DIR_SE] = { NP_("{n} south-east", "{n} south-east") },
    [DIR_S] = { NP_("{n} south", "{n} south") },
    [DIR_SW] = { NP_("{n} south-west", "{n} south-west") },
    [DIR_W] = { NP_("{n} west", "{n} west") },
    [DIR_NW] = { NP_("{n} north-west", "{n} north-west") },
};

static const char *const direction_names[8] = {
    /* TRANSLATORS: the eight directions, as "near" names the cells around
       the hero ("north: wall"). */
    [DIR_N] = NC_("direction", "north"), [DIR_NE] = NC_("direction", "north-east"),
    [DIR_E] = NC_("direction", "east"), [DIR_SE] = NC_("direction", "south-east"),
    [DIR_S] = NC_("direction", "south"), [DIR_SW] = NC_("direction", "south-west"),
    [DIR_W] = NC_("direction", "west"), [DIR_NW] = NC_("direction", "north-west"),
};

static void render_steps(strbuf *out, const char *const *forms, int n)
{
    tpl_render(out, NG_(forms[0], forms[1], (unsigned long)n), &TPL_INT("n", n), 1);
}

void speech_offset(strbuf *out, int dx, int dy)
{
    int ax = abs(dx), ay = abs(dy);
    if (!ax && !ay) {
        /* TRANSLATORS: where something is: on the hero's own cell. */
        sb_adds(out, _("here"));
        return;
    }
    if (!ax || !ay || ax == ay) {
        render_steps(out, offset_one[compass_of(dx, dy)], ax > ay ? ax : ay);
        return;
    }
    strbuf first, second;
    sb_init(&first);
    sb_init(&second);
    render_steps(&first, offset_one[dx > 0 ? DIR_E : DIR_W], ax);
    /* TRANSLATORS: the second part of a place off the axes, after "4 east
       and": bg "3 на юг", de "3 südlich", es "3 al sur". */
    const char *sn = i18n_nptext(NULL, "offset, second", NCP_("offset, second", "{n} south",
                                                              "{n} south"),
                                 (unsigned long)ay);
    const char *nn = i18n_nptext(NULL, "offset, second", NCP_("offset, second", "{n} north",
                                                              "{n} north"),
                                 (unsigned long)ay);
    tpl_render(&second, dy > 0 ? sn : nn, &TPL_INT("n", ay), 1);
    tpl_arg args[] = { TPL_STR("first", first.buf), TPL_STR("second", second.buf) };
    /* TRANSLATORS: a place off the axes: "4 east and 3 south". */
    tpl_render(out, _("{first} and {second}"), args, 2);
    sb_release(&second);
    sb_release(&first);
}

/* Renders msgid with the place of (x, y) as {where} and the other args, as
 * a line of its own. */
static void say_at(strbuf *out, const game *g, int x, int y, const char *msgid,
                   const tpl_arg *args, size_t nargs)
{
    strbuf where;
    sb_init(&where);
    speech_offset(&where, x - g->hero.f.x, y - g->hero.f.y);
    tpl_arg all[4];
    size_t n = 0;
    for (; n < nargs && n < 3; n++)
        all[n] = args[n];
    all[n++] = TPL_STR("where", where.buf);
    tpl_render(out, _(msgid), all, n);
    sb_addc(out, '\n');
    sb_release(&where);
}

static void say_line(strbuf *out, const char *msgid, const tpl_arg *args, size_t nargs)
{
    tpl_render(out, _(msgid), args, nargs);
    sb_addc(out, '\n');
}

/* Appends the lines of raw to out, each wrapped to the terminal (the rest
 * of a long line indented two columns, as the map's messages are). */
static void emit(strbuf *out, const strbuf *raw)
{
    const char *p = raw->buf;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        char *line = xstrndup(p, len);
        screen_wrapped(out, "", line, "  ");
        free(line);
        p += len + (nl ? 1 : 0);
    }
}

/* Writes raw lines to the player, wrapped. */
static void write_lines(game *g, const strbuf *raw)
{
    strbuf out;
    sb_init(&out);
    emit(&out, raw);
    frame_write(g, out.buf);
    sb_release(&out);
}

/* --- what changed on the map --- */

static int distance(int dx, int dy)
{
    dx = abs(dx);
    dy = abs(dy);
    return dx > dy ? dx : dy;
}

static const told_monster *told_of(const speech_memory *m, const monster *mon)
{
    for (size_t i = 0; i < m->monster_count; i++)
        if (m->monsters[i].m == mon)
            return &m->monsters[i];
    return NULL;
}

/* One monster in view, told as new, woken, nearer, farther or moved. */
static void tell_monster(strbuf *out, const game *g, const monster *mon, const told_monster *was)
{
    bt_name name = cr_name(mon->f.body);
    tpl_arg arg = TPL_NAME("name", &name);
    int hx = g->hero.f.x, hy = g->hero.f.y, x = mon->f.x, y = mon->f.y;
    if (!was) {
        /* TRANSLATORS: speech mode: a monster comes into view; {where} is
           "4 east and 3 south". */
        say_at(out, g, x, y, mon->asleep ? N_("{name:a}, asleep, {where}.") : N_("{name:a}, {where}."),
               &arg, 1);
    } else if (was->asleep && !mon->asleep) {
        say_at(out, g, x, y, N_("{name} wakes up, {where}."), &arg, 1);
    } else if (was->x != x || was->y != y) {
        int before = distance(was->x - hx, was->y - hy), now = distance(x - hx, y - hy);
        /* TRANSLATORS: speech mode: a monster in view moved. */
        say_at(out, g, x, y,
               now < before   ? N_("{name} comes closer, {where}.")
               : now > before ? N_("{name} moves away, {where}.")
                              : N_("{name} moves, {where}."),
               &arg, 1);
    }
}

static void tell_monsters(strbuf *out, const game *g, speech_memory *m)
{
    size_t in_view = 0;
    for (size_t i = 0; i < g->monster_count; i++) {
        const monster *mon = g->monsters[i];
        if (mon->in_view && cr_is_alive(mon->f.body)) {
            tell_monster(out, g, mon, told_of(m, mon));
            in_view++;
        }
    }
    /* Those told before that are no longer in view, though alive. */
    for (size_t i = 0; i < m->monster_count; i++) {
        const told_monster *was = &m->monsters[i];
        for (size_t j = 0; j < g->monster_count; j++) {
            const monster *mon = g->monsters[j];
            if (mon == was->m && !mon->in_view && cr_is_alive(mon->f.body)) {
                bt_name name = cr_name(mon->f.body);
                /* TRANSLATORS: speech mode: a monster told before left the view. */
                say_line(out, N_("{name} is out of sight."), &TPL_NAME("name", &name), 1);
            }
        }
    }
    if (in_view > m->monster_capacity) {
        m->monster_capacity = in_view * 2;
        m->monsters = xrealloc(m->monsters, m->monster_capacity * sizeof *m->monsters);
    }
    m->monster_count = 0;
    for (size_t i = 0; i < g->monster_count; i++) {
        const monster *mon = g->monsters[i];
        if (mon->in_view && cr_is_alive(mon->f.body))
            m->monsters[m->monster_count++] =
                (told_monster){ mon, mon->f.x, mon->f.y, mon->asleep };
    }
}

static bool item_told(const speech_memory *m, const floor_item *it)
{
    for (size_t i = 0; i < m->item_count; i++)
        if (m->items[i].x == it->x && m->items[i].y == it->y && m->items[i].item == it->item)
            return true;
    return false;
}

/* "A healing potion, 2 east." / "Gold, 3 north." */
static void say_item(strbuf *out, const game *g, const floor_item *it)
{
    if (!it->item) {
        /* TRANSLATORS: speech mode: a heap of gold in view. */
        say_at(out, g, it->x, it->y, N_("Gold, {where}."), NULL, 0);
        return;
    }
    bt_name name = content_name("item", it->item->name);
    /* TRANSLATORS: speech mode: an item in view. */
    say_at(out, g, it->x, it->y, N_("{item:a}, {where}."), &TPL_NAME("item", &name), 1);
}

static void tell_items(strbuf *out, const game *g, speech_memory *m)
{
    const level *lv = &g->level;
    for (size_t i = 0; i < lv->item_count; i++) {
        const floor_item *it = &lv->items[i];
        if (!level_cell(lv, it->x, it->y)->visible || item_told(m, it))
            continue;
        if (it->x != g->hero.f.x || it->y != g->hero.f.y)     /* "here" has its message */
            say_item(out, g, it);
        if (m->item_count == m->item_capacity) {
            m->item_capacity = m->item_capacity ? m->item_capacity * 2 : 16;
            m->items = xrealloc(m->items, m->item_capacity * sizeof *m->items);
        }
        m->items[m->item_count++] = (told_item){ it->x, it->y, it->item };
    }
}

static void tell_stairs(strbuf *out, const game *g, speech_memory *m)
{
    const level *lv = &g->level;
    for (int y = 0; y < lv->height && !m->stairs_told; y++)
        for (int x = 0; x < lv->width && !m->stairs_told; x++)
            if (level_cell(lv, x, y)->terrain == TERRAIN_STAIRS &&
                level_cell(lv, x, y)->visible) {
                /* TRANSLATORS: speech mode: the stairs down come into view. */
                say_at(out, g, x, y, N_("Stairs down, {where}."), NULL, 0);
                m->stairs_told = true;
            }
    /* A shrine is a place to go back to with gold: told once, as the stairs. */
    for (int y = 0; y < lv->height && !m->shrine_told; y++)
        for (int x = 0; x < lv->width && !m->shrine_told; x++)
            if (cell_shrine(lv, level_cell(lv, x, y)) && level_cell(lv, x, y)->visible) {
                /* TRANSLATORS: speech mode: a shrine (that sells for gold, "buy")
                   comes into view; "around" and "exits" say it so too. */
                say_at(out, g, x, y, N_("A shrine, {where}."), NULL, 0);
                m->shrine_told = true;
            }
}

/* The hero's effects in words: "bleeding (2 stacks, 3 turns), poison (4
 * turns)". The name is not capitalized: it is inside a sentence. */
static void effects_in_words(strbuf *out, const bt_creature *c)
{
    for (size_t i = 0; i < c->effect_count; i++) {
        const bt_effect *fx = &c->effects[i].fx;
        bt_name name = { fx_kind_name(fx->kind), false, 0, NULL };
        if (i)
            sb_adds(out, P_("list separator", ", "));
        name_render(out, &name, "bare");
        sb_addc(out, ' ');
        tpl_arg args[] = { TPL_INT("stacks", fx->stacks), TPL_INT("turns", fx->turns) };
        /* TRANSLATORS: after an effect's name in speech mode: its turns left;
           the second with its stacks (wounds, layers). */
        tpl_render(out,
                   fx->stacks > 1 ? NG_("({stacks} stacks, {turns} turn)",
                                        "({stacks} stacks, {turns} turns)", (unsigned long)fx->turns)
                                  : NG_("({turns} turn)", "({turns} turns)",
                                        (unsigned long)fx->turns),
                   args, 2);
    }
}

/* Whether the hero's effects changed since they were last told (their
 * turns left aside: a tick is no news); remembers them as told. */
static bool effects_changed(const bt_creature *b, speech_memory *m)
{
    strbuf now;
    sb_init(&now);
    for (size_t i = 0; i < b->effect_count; i++)
        sb_addf(&now, "%s:%d ", b->effects[i].fx.kind->id, b->effects[i].fx.stacks);
    bool changed = strcmp(now.buf, m->effects.buf) != 0;
    if (changed) {
        sb_reset(&m->effects);
        sb_adds(&m->effects, now.buf);
    }
    sb_release(&now);
    return changed;
}

/* The hero's effects in one line, with the mana when mana is not NULL. */
static void say_effects(strbuf *out, const bt_creature *b, const fighter *mana)
{
    strbuf list;
    sb_init(&list);
    effects_in_words(&list, b);
    tpl_arg args[] = { TPL_STR("list", list.buf), TPL_INT("mana", mana ? mana->mana : 0),
                       TPL_INT("max_mana", mana ? mana->max_mana : 0) };
    if (mana && b->effect_count)
        /* TRANSLATORS: speech mode, a fight: the hero's mana and effects
           changed, the life did not; {list} as in "On you: {list}." */
        say_line(out, N_("Mana {mana} of {max_mana}; on you: {list}."), args, 3);
    else if (mana)
        /* TRANSLATORS: speech mode, a fight: the hero's mana changed and the
           last effect on the hero ended; the life did not change. */
        say_line(out, N_("Mana {mana} of {max_mana}; no effects on you any more."), args, 3);
    else if (b->effect_count)
        /* TRANSLATORS: speech mode: the effects on the hero changed. */
        say_line(out, N_("On you: {list}."), args, 1);
    else
        say_line(out, N_("No effects on you any more."), NULL, 0);
    sb_release(&list);
}

/* Life when it changed; the effects when they changed. */
static void tell_hero(strbuf *out, const game *g, speech_memory *m)
{
    const bt_creature *b = g->hero.f.body;
    if (b->life != m->life || b->max_life != m->max_life) {
        tpl_arg args[] = { TPL_INT("life", b->life), TPL_INT("max", b->max_life) };
        if (m->life >= 0)
            /* TRANSLATORS: speech mode: the hero's life changed. */
            say_line(out, N_("Life {life} of {max}."), args, 2);
        m->life = b->life;
        m->max_life = b->max_life;
    }
    if (effects_changed(b, m))
        say_effects(out, b, NULL);
}

static void tell_place(strbuf *out, const game *g, speech_memory *m)
{
    if (m->level != g->level.def) {
        speech_forget(m);
        m->level = g->level.def;
        m->life = g->hero.f.body->life;
        m->max_life = g->hero.f.body->max_life;
        tpl_arg args[] = { TPL_INT("depth", g->level.depth),
                           TPL_INT("levels", (long)g->dungeon.depth_count) };
        /* TRANSLATORS: speech mode: the hero is on a new level. */
        say_line(out, N_("Level {depth} of {levels}."), args, 2);
    }
    const char *area = level_area_name(&g->level, g->hero.f.x, g->hero.f.y);
    if (area && area != m->area) {
        bt_name name = { area, false, 0, NULL };
        /* TRANSLATORS: speech mode: the hero entered a named area. */
        say_line(out, N_("Area: {area:bare}."), &TPL_NAME("area", &name), 1);
    }
    if (area)
        m->area = area;
}

void speech_map_show(game *g, speech_memory *m, strbuf *screen)
{
    strbuf raw, *out = &raw;
    sb_init(&raw);
    if (!g->fight)
        m->fight = NULL;         /* the next fight is new, wherever it lies in memory */
    for (size_t i = msglog_first_shown(&g->log); i < g->log.count; i++) {
        sb_adds(out, g->log.lines[i]);
        sb_addc(out, '\n');
    }
    tell_place(out, g, m);
    tell_monsters(out, g, m);
    tell_items(out, g, m);
    tell_stairs(out, g, m);
    tell_hero(out, g, m);
    emit(screen, &raw);
    sb_release(&raw);
}

/* --- the fight --- */

void speech_fight_show(game *g, speech_memory *m, size_t fresh, strbuf *screen)
{
    strbuf raw, *out = &raw;
    sb_init(&raw);
    const fight *ft = g->fight;
    const msglog *log = &ft->log;
    for (size_t i = fresh < log->count ? log->count - fresh : 0; i < log->count; i++) {
        sb_adds(out, log->lines[i]);
        sb_addc(out, '\n');
    }
    bool first = m->fight != ft;
    size_t n = fight_enemy_count(ft);
    if (first || n > m->enemy_count) {
        m->enemy_life = xrealloc(m->enemy_life, (n ? n : 1) * sizeof *m->enemy_life);
        for (size_t i = first ? 0 : m->enemy_count; i < n; i++)
            m->enemy_life[i] = -1;
        m->enemy_count = n;
    }
    if (first) {
        m->fight = ft;
        m->fight_life = m->fight_mana = -1;
    }
    for (size_t i = 0; i < n; i++) {
        const fighter *f = fight_enemy(ft, i);
        if (!cr_is_alive(f->body) || f->body->life == m->enemy_life[i])
            continue;
        m->enemy_life[i] = f->body->life;
        bt_name name = fighter_name(f);
        tpl_arg args[] = { TPL_INT("number", (long)i + 1), TPL_NAME("name", &name),
                           TPL_INT("life", f->body->life), TPL_INT("max", f->body->max_life) };
        /* TRANSLATORS: speech mode, a fight: an enemy by the number the
           player types, and its life. The name is a list item: bare, with
           no article, as in the question "Which enemy?" ("1: wolf"). */
        say_line(out, N_("{number}: {name:bare}, life {life} of {max}."), args, 4);
    }
    const fighter *h = &g->hero.f;
    /* Mana is told with life; when only mana or the effects changed, one
     * short line says what did, so nobody has to ask "status" each round. */
    bool fx = effects_changed(h->body, m);
    bool mana = h->mana != m->fight_mana;
    if (h->body->life != m->fight_life) {
        tpl_arg args[] = { TPL_INT("life", h->body->life), TPL_INT("max", h->body->max_life),
                           TPL_INT("mana", h->mana), TPL_INT("max_mana", h->max_mana) };
        /* TRANSLATORS: speech mode, a fight: the hero's life and mana. */
        say_line(out, N_("You: life {life} of {max}, mana {mana} of {max_mana}."), args, 4);
        m->fight_life = h->body->life;
        m->life = h->body->life;
        if (fx)
            say_effects(out, h->body, NULL);
    } else if (fx) {
        say_effects(out, h->body, mana ? h : NULL);
    } else if (mana) {
        tpl_arg args[] = { TPL_INT("mana", h->mana), TPL_INT("max_mana", h->max_mana) };
        /* TRANSLATORS: speech mode, a fight: only the hero's mana changed. */
        say_line(out, N_("Mana {mana} of {max_mana}."), args, 2);
    }
    m->fight_mana = h->mana;
    if (first && fight_outcome_now(ft) == FIGHT_ON) {
        sb_adds(out, _("1 attack  2 skill  3 item  4 flee"));
        sb_addc(out, '\n');
    }
    emit(screen, &raw);
    sb_release(&raw);
}

/* --- the questions --- */

void speech_status(const game *g, strbuf *out)
{
    const fighter *f = &g->hero.f;
    tpl_arg args[] = { TPL_INT("life", f->body->life), TPL_INT("max", f->body->max_life),
                       TPL_INT("mana", f->mana), TPL_INT("max_mana", f->max_mana),
                       TPL_INT("xp", g->hero.xp), TPL_INT("next", hero_xp_needed(&g->hero)),
                       TPL_INT("gold", g->hero.gold), TPL_INT("level", g->hero.level) };
    /* TRANSLATORS: speech mode: the hero's state in one line, no bars. */
    tpl_render(out,
               _("Life {life} of {max}, mana {mana} of {max_mana}; level {level}, experience "
                 "{xp} of {next}; gold {gold}."),
               args, 8);
    if (f->body->effect_count) {
        strbuf list;
        sb_init(&list);
        effects_in_words(&list, f->body);
        sb_addc(out, ' ');
        tpl_render(out, _("On you: {list}."), &TPL_STR("list", list.buf), 1);
        sb_release(&list);
    }
    sb_addc(out, '\n');
}

/* Something in view or known, with its distance, for "around" and
 * "exits": sorted nearest first. */
typedef struct sight {
    int dist;
    size_t order;
    strbuf line;
} sight;

static int by_distance(const void *a, const void *b)
{
    const sight *x = a, *y = b;
    if (x->dist != y->dist)
        return x->dist < y->dist ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

typedef struct sights {
    sight *list;
    size_t count, capacity;
} sights;

static strbuf *add_sight(sights *s, const game *g, int x, int y)
{
    if (s->count == s->capacity) {
        s->capacity = s->capacity ? s->capacity * 2 : 16;
        s->list = xrealloc(s->list, s->capacity * sizeof *s->list);
    }
    sight *it = &s->list[s->count];
    it->dist = distance(x - g->hero.f.x, y - g->hero.f.y);
    it->order = s->count++;
    sb_init(&it->line);
    return &it->line;
}

static void add_doors(sights *s, const game *g, bool remembered)
{
    const level *lv = &g->level;
    for (int y = 0; y < lv->height; y++)
        for (int x = 0; x < lv->width; x++) {
            const cell *cl = level_cell(lv, x, y);
            if (!(remembered ? cl->seen : cl->visible))
                continue;
            if (cl->terrain == TERRAIN_DOOR)
                /* TRANSLATORS: speech mode: "around" and "exits". */
                say_at(add_sight(s, g, x, y), g, x, y, N_("A door, {where}."), NULL, 0);
            else if (cl->terrain == TERRAIN_OPEN_DOOR)
                say_at(add_sight(s, g, x, y), g, x, y, N_("An open door, {where}."), NULL, 0);
            else if (cl->terrain == TERRAIN_STAIRS)
                say_at(add_sight(s, g, x, y), g, x, y, N_("Stairs down, {where}."), NULL, 0);
            else if (cl->terrain == TERRAIN_STAIRS_UP)
                /* TRANSLATORS: speech mode: "around" and "exits": the stairs up
                   of the deep dungeon. */
                say_at(add_sight(s, g, x, y), g, x, y, N_("Stairs up, {where}."), NULL, 0);
            if (cell_shrine(&g->level, cl))
                say_at(add_sight(s, g, x, y), g, x, y, N_("A shrine, {where}."), NULL, 0);
        }
}

static void print_sights(game *g, sights *s, const char *none)
{
    if (s->count)                /* an empty list has no array to sort */
        qsort(s->list, s->count, sizeof *s->list, by_distance);
    strbuf out;
    sb_init(&out);
    for (size_t i = 0; i < s->count; i++) {
        sb_adds(&out, s->list[i].line.buf);
        sb_release(&s->list[i].line);
    }
    if (!s->count)
        say_line(&out, none, NULL, 0);
    write_lines(g, &out);
    sb_release(&out);
    free(s->list);
}

static void around(game *g)
{
    sights s = { 0 };
    for (size_t i = 0; i < g->monster_count; i++) {
        const monster *mon = g->monsters[i];
        if (mon->in_view && cr_is_alive(mon->f.body))
            tell_monster(add_sight(&s, g, mon->f.x, mon->f.y), g, mon, NULL);
    }
    const level *lv = &g->level;
    for (size_t i = 0; i < lv->item_count; i++) {
        const floor_item *it = &lv->items[i];
        if (level_cell(lv, it->x, it->y)->visible)
            say_item(add_sight(&s, g, it->x, it->y), g, it);
    }
    add_doors(&s, g, false);
    /* TRANSLATORS: speech mode: "around" found nothing but walls and floor. */
    print_sights(g, &s, N_("Nothing in view but walls and floor."));
}

static void exits(game *g)
{
    sights s = { 0 };
    add_doors(&s, g, true);
    /* TRANSLATORS: speech mode: "exits" knows no door or stairs yet. */
    print_sights(g, &s, N_("No door or stairs seen on this level yet."));
}

static void where(game *g)
{
    strbuf out;
    sb_init(&out);
    const char *area = level_area_name(&g->level, g->hero.f.x, g->hero.f.y);
    tpl_arg args[] = { TPL_INT("depth", g->level.depth),
                       TPL_INT("levels", (long)g->dungeon.depth_count) };
    say_line(&out, N_("Level {depth} of {levels}."), args, 2);
    if (area) {
        bt_name name = { area, false, 0, NULL };
        say_line(&out, N_("Area: {area:bare}."), &TPL_NAME("area", &name), 1);
    }
    const level *lv = &g->level;
    bool stairs = false;
    for (int y = 0; y < lv->height && !stairs; y++)
        for (int x = 0; x < lv->width && !stairs; x++)
            if (level_cell(lv, x, y)->terrain == TERRAIN_STAIRS && level_cell(lv, x, y)->seen) {
                say_at(&out, g, x, y, N_("Stairs down, {where}."), NULL, 0);
                stairs = true;
            }
    if (!stairs)
        /* TRANSLATORS: speech mode: "where", before the stairs were seen. */
        say_line(&out, N_("The stairs down are not found yet."), NULL, 0);
    write_lines(g, &out);
    sb_release(&out);
}

/* What one cell next to the hero holds, in a word or a name. */
static void cell_in_words(strbuf *out, const game *g, int x, int y)
{
    const level *lv = &g->level;
    if (!level_contains(lv, x, y) || !level_cell(lv, x, y)->seen) {
        /* TRANSLATORS: speech mode: "near": what a cell holds. */
        sb_adds(out, P_("cell", "unknown"));
        return;
    }
    const cell *cl = level_cell(lv, x, y);
    const monster *mon = cl->visible ? monster_at(g, x, y) : NULL;
    if (mon) {
        bt_name name = cr_name(mon->f.body);
        name_render(out, &name, "a");      /* inside a line: no capital */
        return;
    }
    long i = cl->visible ? level_item_at(lv, x, y) : -1;
    if (i >= 0 && lv->items[i].item) {
        bt_name name = content_name("item", lv->items[i].item->name);
        name_render(out, &name, "a");
        return;
    }
    static const char *const words[] = {
        [TERRAIN_ROCK] = NC_("cell", "rock"),       [TERRAIN_WALL] = NC_("cell", "wall"),
        [TERRAIN_FLOOR] = NC_("cell", "floor"),     [TERRAIN_DOOR] = NC_("cell", "door"),
        [TERRAIN_OPEN_DOOR] = NC_("cell", "open door"), [TERRAIN_STAIRS] = NC_("cell", "stairs down"),
        [TERRAIN_STAIRS_UP] = NC_("cell", "stairs up"),
    };
    if (i >= 0)
        sb_adds(out, P_("cell", "gold"));
    else if (cell_trap(&g->level, cl) && cl->trap_known && cell_trap(&g->level, cl)->trap_kind) {
        bt_name name = content_name("trap name", cell_trap(&g->level, cl)->trap_kind->name);
        name_render(out, &name, "a");
    } else if (cell_trap(&g->level, cl) && cl->trap_known)
        sb_adds(out, P_("cell", "a trap"));
    else if (cell_shrine(&g->level, cl))
        sb_adds(out, P_("cell", "a shrine"));
    else if (cl->decor == ',' && cl->terrain == TERRAIN_FLOOR)
        sb_adds(out, P_("cell", "blood"));
    else
        sb_adds(out, P_("cell", words[cl->terrain]));
}

static void near(game *g)
{
    strbuf out, what;
    sb_init(&out);
    sb_init(&what);
    for (int d = 0; d < 8; d++) {
        sb_reset(&what);
        cell_in_words(&what, g, g->hero.f.x + compass_dx[d], g->hero.f.y + compass_dy[d]);
        tpl_arg args[] = { TPL_STR("direction", P_("direction", direction_names[d])),
                           TPL_STR("what", what.buf) };
        /* TRANSLATORS: speech mode: "near", one cell a line: "north: wall". */
        say_line(&out, N_("{direction}: {what}"), args, 2);
    }
    write_lines(g, &out);
    sb_release(&what);
    sb_release(&out);
}

static void speech_switch(game *g, char **words, size_t count);

enum { SAY_AROUND, SAY_EXITS, SAY_WHERE, SAY_NEAR, SAY_STATUS, SAY_MAP, SAY_SPEECH };

/* TRANSLATORS: speech mode's commands (on the map, in every mode). */
static const word_def speech_words[] = {
    { SAY_AROUND, "around", NC_("command", "around"),
      N_("what is in view, nearest first, and where") },
    { SAY_EXITS, "exits", NC_("command", "exits"), N_("the doors and stairs seen on this level") },
    { SAY_WHERE, "where", NC_("command", "where"), N_("the level, the area and the stairs") },
    { SAY_NEAR, "near", NC_("command", "near"), N_("the eight cells around you") },
    { SAY_STATUS, "status", NC_("command", "status"), N_("life, mana, effects in one line") },
    { SAY_MAP, "map", NC_("command", "map"), N_("the map, once") },
    { SAY_SPEECH, "speech", NC_("command", "speech"),
      N_("speech on|off: only the news, in words") },
    { -1, NULL, NULL, NULL },
};

const word_def *speech_command_words(void)
{
    return speech_words;
}

bool speech_command(game *g, char **words, size_t count)
{
    int id = count ? words_match(speech_words, words[0]) : -1;
    if (id < 0)
        return false;
    if (id != SAY_SPEECH && count > 1)
        return false;                  /* "map 3" is no speech command: the map frame says */
    strbuf out;
    sb_init(&out);
    switch (id) {
    case SAY_AROUND:
        around(g);
        break;
    case SAY_EXITS:
        exits(g);
        break;
    case SAY_WHERE:
        where(g);
        break;
    case SAY_NEAR:
        near(g);
        break;
    case SAY_STATUS:
        speech_status(g, &out);
        write_lines(g, &out);
        break;
    case SAY_MAP:
        screen_map(g, &out);
        frame_write(g, out.buf);
        break;
    default:
        speech_switch(g, words, count);
        break;
    }
    sb_release(&out);
    return true;
}

enum { SWITCH_ON, SWITCH_OFF };

static const word_def switch_words[] = {
    /* TRANSLATORS: the answers of "speech on|off" and "keys on|off". */
    { SWITCH_ON, "on|yes", NC_("command", "on"), NULL },
    { SWITCH_OFF, "off|no", NC_("command", "off"), NULL },
    { -1, NULL, NULL, NULL },
};

static void speech_switch(game *g, char **words, size_t count)
{
    console *c = g->console;
    int to = count == 2 ? words_match(switch_words, words[1]) : -1;
    if (to < 0) {
        /* TRANSLATORS: "speech" takes "on" or "off" (your words for them). */
        frame_reject(g, N_("\"speech\" takes \"on\" or \"off\"; speech mode is now {state}."),
                     &TPL_STR("state", c->speech ? P_("state", "on") : P_("state", "off")), 1);
        return;
    }
    c->speech = to == SWITCH_ON;
    speech_forget(c->speech_memory);
    strbuf error;
    sb_init(&error);
    if (c->prefs->path &&
        !prefs_store(c->prefs->path, "play", "speech", c->speech ? "yes" : "no", &error))
        frame_print(g, error.buf);
    sb_release(&error);
    frame_say(g, c->speech ? N_("Speech mode is on: only what is new, in words.")
                           : N_("Speech mode is off: the map is shown after each command."),
              NULL, 0);
    if (c->speech)
        frame_redraw(g);
}
