/* SPDX-License-Identifier: GPL-3.0-or-later */
/* save.c - saved games: writing atomically, reading with every field checked. */
#include "config.h"

#include "save/save.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "combat/fight.h"
#include "combat/react.h"
#include "dungeon/gen.h"
#include "engine/effect.h"
#include "game/world.h"
#include "save/save_read.h"
#include "world/blood.h"
#include "text/i18n.h"
#include "text/outside.h"
#include "util/atomic.h"
#include "util/xalloc.h"

/* --- writing --- */

/* An effect's state (API 1.1) is written only when a plugin has set it, so
 * the saves of games without such plugins read as before. Each effect is
 * written within the bounds the reader holds it to: the engine bounds what a
 * callback writes to the effect it is handed, but a plugin may also write
 * to another effect through find_effect. */
static void put_effects(strbuf *out, const char *key, const bt_creature *c)
{
    for (size_t i = 0; i < c->effect_count; i++) {
        bt_effect fx = c->effects[i].fx;
        fx_bound(&fx);
        sb_addf(out, "%s %s %d %d %d", key, fx.kind->id, fx.turns, fx.power, fx.stacks);
        bool state = false;
        for (int s = 0; s < BT_EFFECT_STATE_SLOTS; s++)
            state |= fx.state[s] != 0;
        for (int s = 0; state && s < BT_EFFECT_STATE_SLOTS; s++)
            sb_addf(out, " %d", fx.state[s]);
        sb_addc(out, '\n');
    }
}

static void put_skills(strbuf *out, const char *key, const fighter *f)
{
    for (size_t i = 0; i < f->skill_count; i++)
        sb_addf(out, "%s %s %d\n", key, f->skills[i].skill->h.id, f->skills[i].cooldown);
}

static void put_hero(strbuf *out, const hero *h)
{
    const bt_creature *b = h->f.body;
    sb_addf(out, "hero.name %s\n", h->name);
    sb_addf(out, "hero.class %s\n", h->cls->h.id);
    sb_addf(out, "hero.gender %s\n", h->female ? "female" : "male");
    sb_addf(out, "hero.progress %d %d %d\n", h->level, h->xp, h->gold);
    sb_addf(out, "hero.body %d %d %d %d %d %d %d %d\n", b->life, b->max_life,
            b->base[BT_STAT_STRENGTH], b->base[BT_STAT_DEFENSE], b->base[BT_STAT_AGILITY],
            b->base[BT_STAT_SPEED], b->stun_proof, h->dazed);
    sb_addf(out, "hero.fight %d %d %d %d %d\n", h->f.mana, h->f.max_mana, h->f.energy, h->f.x,
            h->f.y);
    sb_addf(out, "hero.weapon %s\n", h->weapon->h.id);
    sb_addf(out, "hero.armour %s\n", h->armour ? h->armour->h.id : "-");
    if (h->ring)
        sb_addf(out, "hero.ring %s\n", h->ring->h.id);
    if (h->amulet)
        sb_addf(out, "hero.amulet %s\n", h->amulet->h.id);
    for (size_t i = 0; i < h->pack.count; i++) {
        const pack_slot *s = &h->pack.slots[i];
        sb_addf(out, "hero.item %s %d %c\n", s->item->h.id, s->count, s->letter);
    }
    put_skills(out, "hero.skill", &h->f);
    for (size_t i = 0; i < h->f.reaction_count; i++)
        sb_addf(out, "hero.reaction %s %d\n", h->f.reactions[i].reaction->h.id,
                h->f.reactions[i].cooldown);
    sb_addf(out, "hero.facing %d %d\n", h->facing_dx, h->facing_dy);
    put_effects(out, "hero.effect", b);
}

/* Each row of the level as three strings of one character a cell. */
/* How each unknown kind looks, whether it is known yet, what the player
 * called it. */
static void put_lore(strbuf *out, const game *g)
{
    const lore *l = &g->lore;
    for (size_t i = 0; i < l->count; i++)
        if (l->look[i] >= 0)
            sb_addf(out, "lore.look %s %d %d\n",
                    ((const item_def *)schema_at(&g->data->items, i))->h.id, l->look[i],
                    l->known[i]);
    for (size_t i = 0; i < l->count; i++)
        if (l->called[i])
            sb_addf(out, "lore.called %s %s\n",
                    ((const item_def *)schema_at(&g->data->items, i))->h.id, l->called[i]);
}

/* Row y of the map: its terrain, decor and flags, one character a cell
 * each, made in line (3 x (width + 1) bytes) and added whole: added a
 * character at a time, the rows cost most of a save (make bench, "saving
 * ten visited levels"). */
static void put_row(strbuf *out, const level *lv, int y, char *line)
{
    size_t w = (size_t)lv->width;
    char *ground = line, *decor = line + w + 1, *flags = line + 2 * (w + 1);
    for (size_t x = 0; x < w; x++) {
        const cell *cl = level_cell(lv, (int)x, y);
        ground[x] = save_terrain_char(cl->terrain);
        decor[x] = cl->decor ? ',' : '.';
        flags[x] = save_flags_char(cl);
    }
    ground[w] = ' ';
    decor[w] = ' ';
    flags[w] = '\n';
    sb_addf(out, "row %d ", y);
    sb_add(out, line, 3 * (w + 1));
}

static void put_level(strbuf *out, const level *lv)
{
    sb_addf(out, "level %d %d %d\n", lv->depth, lv->width, lv->height);
    char *line = xmalloc(3 * ((size_t)lv->width + 1));
    for (int y = 0; y < lv->height; y++)
        put_row(out, lv, y, line);
    free(line);
    for (size_t i = 0; i < lv->item_count; i++) {
        const floor_item *it = &lv->items[i];
        if (it->item)
            sb_addf(out, "floor %d %d %s %d\n", it->x, it->y, it->item->h.id, it->seen);
        else
            sb_addf(out, "gold %d %d %d %d\n", it->x, it->y, it->gold, it->seen);
    }
    for (int y = 0; y < lv->height; y++)
        for (int x = 0; x < lv->width; x++) {
            const bt_effect_kind *mark = level_mark(lv, level_cell(lv, x, y));
            if (mark)
                sb_addf(out, "mark %d %d %s\n", x, y, mark->id);
        }
    for (size_t i = 0; i < blood_fresh_count(lv); i++) {
        int x, y;
        long turn;
        if (blood_fresh_drop(lv, i, &x, &y, &turn))
            sb_addf(out, "blood %d %d %ld\n", x, y, turn);
    }
}

static void put_monsters(strbuf *out, monster *const *monsters, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        const monster *m = monsters[i];
        const bt_creature *b = m->f.body;
        sb_addf(out, "monster %s %d %d %d %d %d %d %d %d %d %d %d\n", m->def->h.id, m->f.x,
                m->f.y, b->life, m->f.energy, m->asleep, m->wander, m->hunting, m->in_view,
                m->half_life_done, b->stun_proof, m->f.mana);
        sb_addf(out, "monster.den %d %d %d %d\n", m->home_x, m->home_y, m->fleeing, m->cornered);
        if (m->purse)
            sb_addf(out, "monster.purse %d\n", m->purse);
        put_skills(out, "monster.skill", &m->f);
        put_effects(out, "monster.effect", b);
    }
}

/* A line of a log, kept one line: a newline or a control character in it
 * (a plugin's text) is written as the reader would show it. */
static void put_line(strbuf *out, const char *key, const char *line)
{
    sb_adds(out, key);
    outside_add(out, line, OUTSIDE_LINE);
    sb_addc(out, '\n');
}

static long monster_index(const game *g, const fighter *f)
{
    for (size_t i = 0; i < g->monster_count; i++)
        if (&g->monsters[i]->f == f)
            return (long)i;
    return -1;
}

/* A fighter by its place in the fight: 0 the hero, then the enemies. */
static long member_index(const fight *ft, const bt_creature *c)
{
    for (size_t i = 0; c && i < ft->count; i++)
        if (ft->all[i]->body == c)
            return (long)i;
    return -1;
}

/* The blow that waits for the player's answer, where it stands and the
 * reaction asked about. */
static void put_pending(strbuf *out, const fight *ft)
{
    const react_pending *p = ft->pending;
    if (!p || (!p->slot && !p->kind))
        return;
    const blow *b = &p->b;
    const bt_blow *rec = &b->rec;
    sb_addf(out, "fight.blow %ld %ld %ld %s %d %d %d %d %d %d %d %d %d\n",
            member_index(ft, rec->source), member_index(ft, rec->victim),
            member_index(ft, b->turned_from), rec->action, (int)rec->type, rec->amount,
            rec->critical, rec->edged, rec->evaded, rec->cancelled, b->applied, b->sure,
            b->crit_bonus);
    blow_place place;
    blow_place_get(b, &place);
    sb_addf(out, "fight.step %d %d %d %d %d\n", place.next, place.hook_next, place.in_hooks,
            place.source_limit, place.victim_limit);
    if (p->slot) {
        sb_addf(out, "fight.reaction %s\n", p->slot->reaction->h.id);
        return;
    }
    /* A plugin's question, as the player read it: a save keeps one line. */
    sb_addf(out, "fight.plugin %s\n", p->kind->id);
    sb_adds(out, "fight.question ");
    for (const char *c = p->question; c && *c; c++)
        sb_addc(out, *c == '\n' ? ' ' : *c);
    sb_addc(out, '\n');
}

/* A fight going on: who takes part (by their place among the monsters) and
 * its log; everything else (energy, effects, cooldowns) is the fighters'. */
static void put_fight(strbuf *out, const game *g)
{
    const fight *ft = g->fight;
    if (!ft)
        return;
    sb_addf(out, "fight %ld\n", ft->opening ? monster_index(g, &ft->opening->f) : -1L);
    for (size_t i = 1; i < ft->count; i++)
        sb_addf(out, "fight.enemy %ld %d %d\n", monster_index(g, ft->all[i]), ft->told_dead[i],
                ft->joined[i]);
    put_pending(out, ft);
    for (size_t i = 0; i < ft->log.count; i++)
        put_line(out, "fight.log ", ft->log.lines[i]);
}

/* A level left behind and its monsters; kept: the text the level keeps
 * (made the first time) instead of writing it again. */
static void put_left(strbuf *out, const level_store *s, bool kept)
{
    if (!kept || !s->text) {
        put_level(out, &s->level);
        put_monsters(out, s->monsters, s->monster_count);
        return;
    }
    if (!s->text->len) {
        put_level(s->text, &s->level);
        put_monsters(s->text, s->monsters, s->monster_count);
    }
    sb_add(out, s->text->buf, s->text->len);
}

static void put_game(strbuf *out, const game *g, bool kept)
{
    sb_addf(out, "bloodtrail-save %d\n", SAVE_FORMAT);
    sb_adds(out, "# A saved game of bloodtrail (see doc/save-format.md). The last line is a\n"
                 "# checksum of everything above it: an edited file is refused.\n");
    for (size_t i = 0; i < g->data->mod_count; i++)
        sb_addf(out, "mod %s %s\n", g->data->mods[i].id, g->data->mods[i].version);
    sb_addf(out, "seed %llu\n", (unsigned long long)g->seed);
    sb_addf(out, "dungeon %s\n", dungeon_kind_word(g->dungeon.kind));
    /* Its levels are made again from the seed when read: by this generator. */
    if (g->dungeon.kind == DUNGEON_DEEP)
        sb_addf(out, "generator %d\n", GEN_VERSION);
    sb_addf(out, "rng %u %u %u %u\n", g->rng.s[0], g->rng.s[1], g->rng.s[2], g->rng.s[3]);
    sb_addf(out, "stats %ld %ld %ld %ld %d\n", g->stats.turns, g->stats.kills, world_blood(g),
            g->stats.gold, g->stats.deepest);
    for (size_t i = 0; i < g->stats.kind_count; i++)
        sb_addf(out, "kill %s %ld\n", g->stats.kinds[i].def->h.id, g->stats.kinds[i].count);
    sb_addf(out, "stats.rewards %ld %ld %ld\n", g->stats.quests, g->stats.xp, g->stats.spent);
    sb_addf(out, "quest %s\n", g->quest ? g->quest->h.id : "-");
    /* The levels left behind, each with its monsters as they were. */
    for (int d = 0; d < g->dungeon.depth_count; d++) {
        const level_store *s = &g->away[d];
        if (!s->level.cells)
            continue;
        sb_addf(out, "left %d\n", d + 1);
        put_left(out, s, kept);
    }
    put_level(out, &g->level);
    put_hero(out, &g->hero);
    put_lore(out, g);
    put_monsters(out, g->monsters, g->monster_count);
    put_fight(out, g);
    for (size_t i = 0; i < g->log.count; i++)
        put_line(out, "message ", g->log.lines[i]);
    sb_addf(out, "messages.new %zu\n", g->log.count - msglog_first_shown(&g->log));
    sb_adds(out, "end\n");
    sb_addf(out, "checksum %08x\n", save_checksum(out->buf, out->len));
}

static bool fail_io(strbuf *error, const save_slot *slot, const char *msgid, int err)
{
    tpl_arg args[] = { TPL_STR("file", slot->shown), TPL_STR("error", strerror(err)) };
    tpl_render(error, _(msgid), args, 2);
    return false;
}

/* Writes text into a new temporary file and renames it over the save; the
 * slot's lock keeps every other game away from it (util/atomic.h). */
static bool replace_save(const save_slot *slot, const strbuf *text, strbuf *error)
{
    atomic_step step;
    if (atomic_write(slot->path, text->buf, text->len, 0644, ATOMIC_SYNC | ATOMIC_LOCKED, &step))
        return true;
    return fail_io(error, slot,
                   step == ATOMIC_REPLACING ? N_("cannot replace the save {file}: {error}.")
                                            : N_("cannot write the save {file}: {error}."),
                   errno);
}

void save_render(const game *g, strbuf *out)
{
    put_game(out, g, true);
}

bool save_write(const game *g, const save_slot *slot, strbuf *error)
{
    strbuf text;
    sb_init(&text);
    put_game(&text, g, false);
    bool ok = text.len <= SAVE_MAX_BYTES;
    if (!ok)
        tpl_render(error, _("cannot write the save {file}: the game would take {size} bytes, "
                            "more than a save may hold ({max})."),
                   (tpl_arg[]){ TPL_STR("file", slot->shown), TPL_INT("size", (long)text.len),
                                TPL_INT("max", SAVE_MAX_BYTES) },
                   3);
    else
        ok = replace_save(slot, &text, error);
    sb_release(&text);
    return ok;
}
