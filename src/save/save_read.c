/* SPDX-License-Identifier: GPL-3.0-or-later */
/* save_read.c - reads a saved game back, checking every field and bound; a
 * file that fails any check is refused whole. */
#include "config.h"

#include "save/save.h"
#include "save/save_read.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "combat/blow.h"
#include "combat/fight.h"
#include "combat/react.h"
#include "dungeon/gen.h"
#include "engine/effect.h"
#include "game/fighter.h"
#include "game/hero.h"
#include "game/monster.h"
#include "game/world.h"
#include "text/i18n.h"
#include "text/outside.h"
#include "util/file.h"
#include "util/utf8.h"
#include "util/xalloc.h"
#include "world/blood.h"
#include "world/fov.h"

#define MAX_TOKENS 16

static const char terrain_chars[] = { '~', '#', '.', '+', '\'', '>', '<' };   /* by terrain */

char save_terrain_char(int kind)
{
    return terrain_chars[kind];
}

char save_flags_char(const cell *cl)
{
    return "0123456789abcdef"[(cl->seen ? 1 : 0) | (cl->corpse ? 2 : 0) | (cl->trap_known ? 4 : 0)];
}

uint32_t save_checksum(const char *text, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)text[i]) * 16777619u;
    return h;
}

/* --- the reader: one line at a time, each split into words --- */

typedef struct reader {
    const char *path;         /* as messages show it */
    strbuf *error;
    game *g;
    char *next;               /* the rest of the text */
    int line;
    char *words[MAX_TOKENS];  /* the line's words, in split */
    size_t count;
    char *rest;               /* the line after its key (messages, names) */
    char split[4096];         /* a copy of rest, cut into words */
} reader;

static bool refuse(reader *r, const char *msgid, const tpl_arg *extra, size_t nextra)
{
    tpl_arg where[] = { TPL_STR("file", r->path), TPL_INT("line", r->line) };
    if (!r->error->len)
        tpl_render_led(r->error, _(msgid), where, 2, extra, nextra);
    return false;
}

static bool bad_value(reader *r, const char *what)
{
    return refuse(r,
                  N_("the save {file} is damaged at line {line}: the value of \"{what}\" is "
                     "missing or out of bounds."),
                  &TPL_STR("what", what), 1);
}

/* Steps over comment lines ("# ..."). */
static void skip_comments(reader *r)
{
    while (*r->next == '#') {
        char *nl = strchr(r->next, '\n');
        r->next = nl ? nl + 1 : r->next + strlen(r->next);
        r->line++;
    }
}

/* Reads the next line; it must start with key and have words words after it
 * (-1: any number). */
static bool expect(reader *r, const char *key, int words)
{
    skip_comments(r);
    if (!*r->next)
        return refuse(r, N_("the save {file} is cut short: it ends before \"{key}\"."),
                      &TPL_STR("key", key), 1);
    char *line = r->next;
    char *nl = strchr(line, '\n');
    r->next = nl ? nl + 1 : line + strlen(line);
    if (nl)
        *nl = '\0';
    r->line++;
    size_t klen = strlen(key);
    if (strncmp(line, key, klen) != 0 || (line[klen] != ' ' && line[klen] != '\0'))
        return refuse(r, N_("the save {file} is damaged at line {line}: \"{key}\" was expected "
                            "there."),
                      &TPL_STR("key", key), 1);
    r->rest = line[klen] ? line + klen + 1 : line + klen;
    char *copy = r->rest, *save = NULL;
    r->count = 0;
    if (words != 0 || *copy) {
        /* Words are split in a copy (rest keeps the line whole); a line too
         * long for it is cut, and then fails its checks. */
        snprintf(r->split, sizeof r->split, "%s", r->rest);
        for (char *w = strtok_r(r->split, " ", &save); w && r->count < MAX_TOKENS;
             w = strtok_r(NULL, " ", &save))
            r->words[r->count++] = w;
    }
    if (words >= 0 && r->count != (size_t)words)
        return refuse(r, N_("the save {file} is damaged at line {line}: \"{key}\" has the wrong "
                            "number of values."),
                      &TPL_STR("key", key), 1);
    return true;
}

/* Whether the next line starts with key (without reading it). */
static bool peek(reader *r, const char *key)
{
    skip_comments(r);
    size_t klen = strlen(key);
    return strncmp(r->next, key, klen) == 0 && (r->next[klen] == ' ' || r->next[klen] == '\n');
}

static bool number(reader *r, size_t i, long min, long max, const char *what, long *out)
{
    char *end;
    errno = 0;
    long v = i < r->count ? strtol(r->words[i], &end, 10) : 0;
    if (i >= r->count || errno || end == r->words[i] || *end || v < min || v > max)
        return bad_value(r, what);
    *out = v;
    return true;
}

static bool integer(reader *r, size_t i, int min, int max, const char *what, int *out)
{
    long v;
    if (!number(r, i, min, max, what, &v))
        return false;
    *out = (int)v;
    return true;
}

static bool flag(reader *r, size_t i, const char *what, bool *out)
{
    int v;
    if (!integer(r, i, 0, 1, what, &v))
        return false;
    *out = v;
    return true;
}

static bool unknown_id(reader *r, const char *id)
{
    return refuse(r, N_("the save {file} names \"{id}\" at line {line}, which the content files "
                        "do not have; it was made with other content."),
                  &TPL_VALUE("id", id), 1);
}

/* --- the parts of a game --- */

static bool read_header(reader *r)
{
    long format;
    char *end;
    if (strncmp(r->next, "bloodtrail-save ", 16) != 0)
        return refuse(r, N_("the save {file} is not a bloodtrail save."), NULL, 0);
    format = strtol(r->next + 16, &end, 10);
    if (*end != '\n' || format < 0)
        return refuse(r, N_("the save {file} is not a bloodtrail save."), NULL, 0);
    tpl_arg args[] = { TPL_INT("found", format), TPL_INT("want", SAVE_FORMAT) };
    if (format < SAVE_FORMAT_OLDEST)
        return refuse(r, N_("the save {file} was made by an older bloodtrail (save format "
                            "{found}); this version reads format {want}."),
                      args, 2);
    if (format > SAVE_FORMAT)
        return refuse(r, N_("the save {file} was made by a newer bloodtrail (save format "
                            "{found}); this version reads format {want}. Update bloodtrail."),
                      args, 2);
    return true;
}

/* The checksum on the last line covers every byte before it. */
static bool check_sum(reader *r, char *text, size_t len)
{
    char *last = len ? text + len - 1 : text;
    if (len && *last == '\n')
        last--;
    while (last > text && last[-1] != '\n')
        last--;
    unsigned long want;
    char *end;
    if (strncmp(last, "checksum ", 9) != 0)
        return refuse(r, N_("the save {file} is cut short: its last line, the checksum, is "
                            "missing."),
                      NULL, 0);
    want = strtoul(last + 9, &end, 16);
    if ((*end != '\n' && *end) || save_checksum(text, (size_t)(last - text)) != want)
        return refuse(r, N_("the save {file} is damaged: its checksum does not match what it "
                            "holds."),
                      NULL, 0);
    *last = '\0';
    return true;
}

/* "kill ID N": the kills by kind (a save of before them has none; the
 * total of "stats" stands as it was). */
static bool read_kills(reader *r)
{
    game_stats *s = &r->g->stats;
    long total = 0;
    while (peek(r, "kill")) {
        long n;
        const creature_def *def;
        if (!expect(r, "kill", 2))
            return false;
        if (!(def = content_creature(r->g->data, r->words[0])))
            return unknown_id(r, r->words[0]);
        if (!number(r, 1, 1, s->kills, "kill", &n) || (total += n) > s->kills)
            return bad_value(r, "kill");
        s->kinds = xgrow(s->kinds, &s->kind_capacity, s->kind_count + 1, sizeof *s->kinds);
        s->kinds[s->kind_count++] = (kill_tally){ def, n };
    }
    return true;
}

/* The mods the game was played with ("mod ID VERSION", none in older
 * saves): each must be read over the content now, else the save is refused
 * whole, naming every missing one. */
static bool read_mods(reader *r)
{
    strbuf missing;
    sb_init(&missing);
    while (peek(r, "mod")) {
        if (!expect(r, "mod", 2)) {
            sb_release(&missing);
            return false;
        }
        bool loaded = false;
        for (size_t i = 0; i < r->g->data->mod_count; i++)
            loaded |= strcmp(r->g->data->mods[i].id, r->words[0]) == 0;
        if (!loaded)
            sb_addf(&missing, "%s%s %s", missing.len ? ", " : "", r->words[0], r->words[1]);
    }
    bool ok = !missing.len;
    if (!ok) {
        tpl_arg args[] = { TPL_STR("file", r->path), TPL_VALUE("mods", missing.buf) };
        /* TRANSLATORS: {mods} lists ids and versions: "ashmod 1.0, ghoulfix 0.2". */
        tpl_render(r->error,
                   _("the save {file} was played with mods that are not on now: {mods}. "
                     "Install them or turn them on (\"bloodtrail --list-mods\" shows the "
                     "mods), or name another save with --save; nothing was loaded."),
                   args, 2);
    }
    sb_release(&missing);
    return ok;
}

/* "generator N" after "dungeon deep": the levels are made again from the
 * seed, so only the generator that made them can go on with them (see
 * GEN_VERSION). A deep save without the line was made by version 1. */
static bool read_generator(reader *r)
{
    long version = 1;
    if (peek(r, "generator") &&
        (!expect(r, "generator", 1) || !number(r, 0, 1, INT_MAX, "generator", &version)))
        return false;
    tpl_arg args[] = { TPL_INT("found", version), TPL_INT("want", GEN_VERSION) };
    if (version < GEN_VERSION)
        return refuse(r, N_("the save {file} was made by an older dungeon generator (version "
                            "{found}); this bloodtrail makes version {want} and cannot go on "
                            "with it: its levels would not be the ones you played."),
                      args, 2);
    if (version > GEN_VERSION)
        return refuse(r, N_("the save {file} was made by a newer dungeon generator (version "
                            "{found}); this bloodtrail makes version {want} and cannot go on "
                            "with it. Update bloodtrail."),
                      args, 2);
    return true;
}

static bool read_globals(reader *r)
{
    game *g = r->g;
    char *end;
    if (!expect(r, "seed", 1))
        return false;
    errno = 0;
    g->seed = strtoull(r->words[0], &end, 10);
    if (errno || *end)
        return bad_value(r, "seed");
    /* A save of format 1 was played in the classic dungeon. */
    dungeon_kind kind = DUNGEON_CLASSIC;
    if (peek(r, "dungeon") &&
        (!expect(r, "dungeon", 1) || !dungeon_kind_parse(r->words[0], &kind)))
        return r->count == 1 ? bad_value(r, "dungeon") : false;
    game_set_dungeon(g, kind);
    if (kind == DUNGEON_DEEP && !read_generator(r))
        return false;
    if (!expect(r, "rng", 4))
        return false;
    for (int i = 0; i < 4; i++) {
        long v;
        if (!number(r, (size_t)i, 0, UINT32_MAX, "rng", &v))
            return false;
        g->rng.s[i] = (uint32_t)v;
    }
    if (!(g->rng.s[0] | g->rng.s[1] | g->rng.s[2] | g->rng.s[3]))
        return bad_value(r, "rng");
    if (!expect(r, "stats", 5) || !number(r, 0, 0, LONG_MAX / 2, "stats", &g->stats.turns) ||
        !number(r, 1, 0, LONG_MAX / 2, "stats", &g->stats.kills) ||
        !number(r, 2, 0, LONG_MAX / 2, "stats", &g->stats.blood) ||
        !number(r, 3, 0, LONG_MAX / 2, "stats", &g->stats.gold) ||
        !integer(r, 4, 1, g->dungeon.depth_count, "stats", &g->stats.deepest))
        return false;
    if (!read_kills(r))
        return false;
    /* Saves from before rewards have none of them to count. */
    if (peek(r, "stats.rewards") &&
        (!expect(r, "stats.rewards", 3) ||
         !number(r, 0, 0, LONG_MAX / 2, "stats.rewards", &g->stats.quests) ||
         !number(r, 1, 0, LONG_MAX / 2, "stats.rewards", &g->stats.xp) ||
         !number(r, 2, 0, LONG_MAX / 2, "stats.rewards", &g->stats.spent)))
        return false;
    if (!expect(r, "quest", 1))
        return false;
    if (strcmp(r->words[0], "-") != 0 && !(g->quest = content_quest(g->data, r->words[0])))
        return unknown_id(r, r->words[0]);
    return true;
}

static bool read_row(reader *r, level *lv, int y)
{
    int at;
    if (!expect(r, "row", 4) || !integer(r, 0, y, y, "row", &at))
        return false;
    const char *ground = r->words[1], *decor = r->words[2], *flags = r->words[3];
    if ((int)strlen(ground) != lv->width || (int)strlen(decor) != lv->width ||
        (int)strlen(flags) != lv->width)
        return bad_value(r, "row");
    for (int x = 0; x < lv->width; x++) {
        const char *t = memchr(terrain_chars, ground[x], sizeof terrain_chars);
        const char *hex = "0123456789abcdef";
        const char *f = strchr(hex, flags[x]);
        if (!t || (decor[x] != ',' && decor[x] != '.') || !f || !flags[x] || f - hex > 7)
            return bad_value(r, "row");
        cell *cl = level_cell(lv, x, y);
        cl->terrain = (unsigned char)(t - terrain_chars);
        cl->decor = decor[x] == ',' ? ',' : 0;
        cl->seen = (f - hex) & 1;
        cl->corpse = (f - hex) & 2;
        cl->trap_known = ((f - hex) & 4) && cell_trap(lv, cl);
    }
    return true;
}

static bool read_floor(reader *r, level *lv)
{
    while (peek(r, "floor") || peek(r, "gold")) {
        int x, y, gold = 0;
        bool is_gold = peek(r, "gold"), seen = false;
        const char *key = is_gold ? "gold" : "floor";
        if (!expect(r, key, -1))
            return false;
        /* The fourth value (seen) is newer than the format: without it the
         * hero remembers nothing lying there. */
        if ((r->count != 3 && r->count != 4) || !integer(r, 0, 0, lv->width - 1, key, &x) ||
            !integer(r, 1, 0, lv->height - 1, key, &y) || (r->count == 4 && !flag(r, 3, key, &seen)))
            return r->count == 3 || r->count == 4 ? false : bad_value(r, key);
        const item_def *item = NULL;
        if (is_gold ? !integer(r, 2, 1, 1000000, "gold", &gold)
                    : !(item = content_item(r->g->data, r->words[2])))
            return is_gold ? false : unknown_id(r, r->words[2]);
        level_add_item(lv, x, y, item, gold);
        lv->items[lv->item_count - 1].seen = seen;
    }
    return true;
}

/* The effect id names cannot be had: no plugin provides it, or the user
 * turned it off (then installing would change nothing: the setting is
 * named). */
static bool missing_plugin(reader *r, const char *id)
{
    const reg_entry *entry = reg_lookup(r->g->kinds, id);
    if (entry && entry->disabled) {
        tpl_arg args[] = { TPL_VALUE("effect", id),
                           TPL_STR("config", entry->disabled_in && *entry->disabled_in
                                                 ? entry->disabled_in
                                                 : "effects.conf") };
        /* TRANSLATORS: {config} is the settings file whose "disable = ..."
           line names the effect. */
        return refuse(r, N_("the save {file} names the effect \"{effect}\" at line {line}, "
                            "which \"disable\" in {config} turns off; take it off that line to "
                            "go on with this game."),
                      args, 2);
    }
    return refuse(r, N_("the save {file} names the effect \"{effect}\" at line {line}, which no "
                        "plugin provides; install its plugin to go on with this game."),
                  &TPL_VALUE("effect", id), 1);
}

/* The decorations effects left (API 1.1): each by its kind's id, on a cell
 * where it can lie. */
static bool read_marks(reader *r, level *lv)
{
    while (peek(r, "mark")) {
        int x, y;
        if (!expect(r, "mark", 3) || !integer(r, 0, 0, lv->width - 1, "mark", &x) ||
            !integer(r, 1, 0, lv->height - 1, "mark", &y))
            return false;
        const bt_effect_kind *kind = reg_find(r->g->kinds, r->words[2]);
        if (!kind)
            return missing_plugin(r, r->words[2]);
        if (!level_add_mark(lv, x, y, kind))
            return bad_value(r, "mark");
    }
    return true;
}

/* The drops that fade, oldest first, each on blood its row shows. */
static bool read_blood(reader *r, level *lv)
{
    long last = 0, turn;
    while (peek(r, "blood")) {
        int x, y;
        if (!expect(r, "blood", 3) || !integer(r, 0, 0, lv->width - 1, "blood", &x) ||
            !integer(r, 1, 0, lv->height - 1, "blood", &y) ||
            !number(r, 2, last, r->g->stats.turns, "blood", &turn) ||
            !blood_restore(lv, x, y, turn))
            return bad_value(r, "blood");
        last = turn;
    }
    return true;
}

static bool read_level(reader *r)
{
    game *g = r->g;
    int depth, width, height;
    if (!expect(r, "level", 3) ||
        !integer(r, 0, 1, g->dungeon.depth_count, "level", &depth) ||
        !integer(r, 1, 1, CONTENT_MAX_MAP, "level", &width) ||
        !integer(r, 2, 1, CONTENT_MAX_MAP, "level", &height))
        return false;
    if (g->away[depth - 1].level.cells)
        return bad_value(r, "level");
    const level_def *def = dungeon_level(&g->dungeon, depth);
    if (def->width != width || def->height != height)
        return refuse(r, N_("the save {file} does not fit the content files: its level has "
                            "another size there; it was made with other content."),
                      NULL, 0);
    level_init(&g->level, def, g->data);
    level_clear_items(&g->level);   /* what lies on the floor now is in the save */
    for (int y = 0; y < height; y++)
        if (!read_row(r, &g->level, y))
            return false;
    return read_floor(r, &g->level) && read_marks(r, &g->level) && read_blood(r, &g->level);
}

static bool read_monster(reader *r);

/* The levels the hero left ("left DEPTH", the level, its monsters), each
 * read as the level being played, then put among those left behind. */
static bool read_left(reader *r)
{
    game *g = r->g;
    int depth;
    while (peek(r, "left")) {
        if (!expect(r, "left", 1) || !integer(r, 0, 1, g->dungeon.depth_count, "left", &depth) ||
            !read_level(r))
            return false;
        if (g->level.depth != depth)
            return bad_value(r, "level");
        /* No hero stands on a level left behind. */
        g->hero.f.x = g->hero.f.y = -1;
        while (peek(r, "monster"))
            if (!read_monster(r))
                return false;
        world_store_level(g);
    }
    return true;
}

static bool read_effects(reader *r, const char *key, bt_creature *c)
{
    cr_clear_effects(c);
    while (peek(r, key)) {
        bt_effect fx = { 0 };
        /* Four numbers, or eight with the plugin's own state (API 1.1). */
        if (!expect(r, key, -1))
            return false;
        if (r->count != 4 && r->count != 4 + BT_EFFECT_STATE_SLOTS)
            return refuse(r, N_("the save {file} is damaged at line {line}: \"{key}\" has the "
                                "wrong number of values."),
                          &TPL_STR("key", key), 1);
        const bt_effect_kind *kind = reg_find(r->g->kinds, r->words[0]);
        if (!kind)
            return missing_plugin(r, r->words[0]);
        if (!integer(r, 1, 1, BT_EFFECT_MAX_TURNS, "effect", &fx.turns) ||
            !integer(r, 2, 0, BT_EFFECT_MAX_POWER, "effect", &fx.power) ||
            !integer(r, 3, 1, kind->max_stacks, "effect", &fx.stacks) ||
            cr_has_kind(c, kind))
            return bad_value(r, "effect");
        for (size_t s = 4; s < r->count; s++)
            if (!integer(r, s, -BT_EFFECT_STATE_LIMIT, BT_EFFECT_STATE_LIMIT, "effect",
                         &fx.state[s - 4]))
                return false;
        fx.kind = kind;
        cr_add_effect(c, &fx);
    }
    return true;
}

static bool read_skills(reader *r, const char *key, fighter *f)
{
    for (size_t i = 0; i < f->skill_count; i++) {
        if (!expect(r, key, 2))
            return false;
        if (strcmp(r->words[0], f->skills[i].skill->h.id) != 0)
            return bad_value(r, key);
        if (!integer(r, 1, 0, 999, key, &f->skills[i].cooldown))
            return false;
    }
    return true;
}

static bool read_name(reader *r, char **name)
{
    if (!expect(r, "hero.name", -1))
        return false;
    if (!name_is_valid(r->rest))
        return bad_value(r, "hero.name");
    *name = xstrdup(r->rest);
    return true;
}

static const item_def *item_of_kind(reader *r, int kind)
{
    const item_def *item = content_item(r->g->data, r->words[0]);
    if (!item) {
        unknown_id(r, r->words[0]);
        return NULL;
    }
    if (item->kind != kind) {
        bad_value(r, "hero.item");
        return NULL;
    }
    return item;
}

/* "hero.item ID COUNT LETTER"; a save of before the letters has the id
 * alone, and its items take letters in order, potions stacked. */
static bool read_item(reader *r, hero *h)
{
    const item_def *item;
    int count;
    if (!expect(r, "hero.item", -1))
        return false;
    if (r->count != 1 && r->count != 3)
        return bad_value(r, "hero.item");
    if (!(item = content_item(r->g->data, r->words[0])))
        return unknown_id(r, r->words[0]);
    if (r->count == 1)
        return pack_add(&h->pack, item) || bad_value(r, "hero.item");
    if (!integer(r, 1, 1, PACK_MAX_STACK, "hero.item", &count))
        return false;
    /* A letter taken twice, or a potion in two slots, is a damaged save. */
    bool one_letter = strlen(r->words[2]) == 1;
    return (one_letter && pack_put(&h->pack, item, count, r->words[2][0])) ||
           bad_value(r, "hero.item");
}

/* A ring or an amulet, if the save has its line (they came later: a save
 * without them wears none). */
static bool read_worn(reader *r, hero *h, const char *key, int kind)
{
    const item_def *item;
    if (!peek(r, key))
        return true;
    if (!expect(r, key, 1) || !(item = item_of_kind(r, kind)))
        return false;
    hero_wear(h, item);
    return true;
}

static bool read_equipment(reader *r, hero *h)
{
    const item_def *item;
    if (!expect(r, "hero.weapon", 1) || !(item = item_of_kind(r, ITEM_WEAPON)))
        return false;
    hero_wear(h, item);
    if (!expect(r, "hero.armour", 1))
        return false;
    if (strcmp(r->words[0], "-") == 0) {
        hero_take_off(h, ITEM_ARMOUR);
    } else if ((item = item_of_kind(r, ITEM_ARMOUR))) {
        hero_wear(h, item);
    } else {
        return false;
    }
    if (!read_worn(r, h, "hero.ring", ITEM_RING) || !read_worn(r, h, "hero.amulet", ITEM_AMULET))
        return false;
    memset(&h->pack, 0, sizeof h->pack);
    while (peek(r, "hero.item"))
        if (!read_item(r, h))
            return false;
    return true;
}

/* The cooldowns of the class's reactions (a save from before reactions has
 * none: they are all ready). */
static bool read_reactions(reader *r, fighter *f)
{
    while (peek(r, "hero.reaction")) {
        if (!expect(r, "hero.reaction", 2))
            return false;
        reaction_slot *slot = NULL;
        for (size_t i = 0; i < f->reaction_count; i++)
            if (strcmp(f->reactions[i].reaction->h.id, r->words[0]) == 0)
                slot = &f->reactions[i];
        if (!slot)
            return unknown_id(r, r->words[0]);
        if (!integer(r, 1, 0, 999, "hero.reaction", &slot->cooldown))
            return false;
    }
    return true;
}

/* Which way the hero last stepped (a trail it follows goes on that way). */
static bool read_facing(reader *r, hero *h)
{
    if (!peek(r, "hero.facing"))
        return true;
    return expect(r, "hero.facing", 2) &&
           integer(r, 0, -1, 1, "hero.facing", &h->facing_dx) &&
           integer(r, 1, -1, 1, "hero.facing", &h->facing_dy);
}

static bool read_hero(reader *r)
{
    game *g = r->g;
    char *name = NULL;
    if (!read_name(r, &name) || !expect(r, "hero.class", 1)) {
        free(name);
        return false;
    }
    const class_def *cls = content_class(g->data, r->words[0]);
    if (!cls) {
        free(name);
        return unknown_id(r, r->words[0]);
    }
    /* Saves from before heroes had a gender hold none: the game's default
     * heroine. */
    bool female = true;
    if (peek(r, "hero.gender")) {
        if (!expect(r, "hero.gender", 1))
            return false;
        female = strcmp(r->words[0], "female") == 0;
        if (!female && strcmp(r->words[0], "male") != 0) {
            free(name);
            return bad_value(r, "hero.gender");
        }
    }
    hero *h = &g->hero;
    hero_init(h, g->data, cls, name, female);
    free(name);
    bt_creature *b = h->f.body;
    int stun_proof, dazed;
    if (!expect(r, "hero.progress", 3) || !integer(r, 0, 1, HERO_MAX_LEVEL, "hero.progress", &h->level) ||
        !integer(r, 1, 0, HERO_MAX_XP, "hero.progress", &h->xp) ||
        !integer(r, 2, 0, HERO_MAX_GOLD, "hero.progress", &h->gold))
        return false;
    if (!expect(r, "hero.body", 8) || !integer(r, 1, 1, HERO_MAX_LIFE, "hero.body", &b->max_life) ||
        !integer(r, 0, 1, b->max_life, "hero.body", &b->life) ||
        !integer(r, 2, 0, HERO_MAX_STAT, "hero.body", &b->base[BT_STAT_STRENGTH]) ||
        !integer(r, 3, 0, HERO_MAX_STAT, "hero.body", &b->base[BT_STAT_DEFENSE]) ||
        !integer(r, 4, 0, HERO_MAX_STAT, "hero.body", &b->base[BT_STAT_AGILITY]) ||
        !integer(r, 5, 10, 1000, "hero.body", &b->base[BT_STAT_SPEED]) ||
        !integer(r, 6, 0, 1, "hero.body", &stun_proof) ||
        !integer(r, 7, 0, 1, "hero.body", &dazed))
        return false;
    b->stun_proof = stun_proof;
    h->dazed = dazed;
    if (!expect(r, "hero.fight", 5) || !integer(r, 1, 0, HERO_MAX_MANA, "hero.fight", &h->f.max_mana) ||
        !integer(r, 0, 0, h->f.max_mana, "hero.fight", &h->f.mana) ||
        !integer(r, 2, -10000, 10000, "hero.fight", &h->f.energy) ||
        !integer(r, 3, 0, g->level.width - 1, "hero.fight", &h->f.x) ||
        !integer(r, 4, 0, g->level.height - 1, "hero.fight", &h->f.y))
        return false;
    if (!level_is_walkable(&g->level, h->f.x, h->f.y))
        return bad_value(r, "hero.fight");
    return read_equipment(r, h) && read_skills(r, "hero.skill", &h->f) &&
           read_reactions(r, &h->f) && read_facing(r, h) && read_effects(r, "hero.effect", b);
}

/* Where a monster flees to, and whether it runs there now or has fled
 * already (a save from before dens: where it stands, neither). */
static bool read_den(reader *r, monster *m)
{
    const level *lv = &r->g->level;
    if (!peek(r, "monster.den"))
        return true;
    if (!expect(r, "monster.den", 4) ||
        !integer(r, 0, 0, lv->width - 1, "monster.den", &m->home_x) ||
        !integer(r, 1, 0, lv->height - 1, "monster.den", &m->home_y) ||
        !flag(r, 2, "monster.den", &m->fleeing) || !flag(r, 3, "monster.den", &m->cornered))
        return false;
    return level_is_walkable(lv, m->home_x, m->home_y) || bad_value(r, "monster.den");
}

/* The gold a thief carries (none when the line is missing). */
static bool read_purse(reader *r, monster *m)
{
    if (!peek(r, "monster.purse"))
        return true;
    return expect(r, "monster.purse", 1) &&
           integer(r, 0, 1, HERO_MAX_GOLD, "monster.purse", &m->purse);
}

static bool read_monster(reader *r)
{
    game *g = r->g;
    int x, y, life, energy, stun_proof, mana;
    bool asleep, wander, hunting, in_view, half;
    if (!expect(r, "monster", 12))
        return false;
    const creature_def *def = content_creature(g->data, r->words[0]);
    if (!def)
        return unknown_id(r, r->words[0]);
    if (!integer(r, 1, 0, g->level.width - 1, "monster", &x) ||
        !integer(r, 2, 0, g->level.height - 1, "monster", &y) ||
        !integer(r, 3, 0, def->life, "monster", &life) ||
        !integer(r, 4, -10000, 10000, "monster", &energy) || !flag(r, 5, "monster", &asleep) ||
        !flag(r, 6, "monster", &wander) || !flag(r, 7, "monster", &hunting) ||
        !flag(r, 8, "monster", &in_view) || !flag(r, 9, "monster", &half) ||
        !integer(r, 10, 0, 1, "monster", &stun_proof) || !integer(r, 11, 0, 9999, "monster", &mana))
        return false;
    if (!level_is_walkable(&g->level, x, y) || monster_at(g, x, y) ||
        (g->hero.f.x == x && g->hero.f.y == y))
        return bad_value(r, "monster");
    monster *m = monster_new(g, def, x, y, NULL);
    m->f.body->life = life;         /* first: a dead one does not stand on its cell */
    world_add_monster(g, m);
    m->f.energy = energy;
    m->f.mana = mana;
    m->asleep = asleep;
    m->wander = wander;
    m->hunting = hunting;
    m->in_view = in_view;
    m->half_life_done = half;
    m->f.body->stun_proof = stun_proof;
    return read_den(r, m) && read_purse(r, m) && read_skills(r, "monster.skill", &m->f) &&
           read_effects(r, "monster.effect", m->f.body);
}

/* A living enemy of a fight is awake (joining wakes it) and within the
 * hero's sight: a fight is fought face to face. */
static bool can_fight(reader *r, const monster *m)
{
    if (!cr_is_alive(m->f.body))
        return true;
    if (m->asleep)
        return refuse(r, N_("the save {file} is damaged at line {line}: an enemy of its fight "
                            "is asleep."),
                      NULL, 0);
    int dx = abs(m->f.x - r->g->hero.f.x), dy = abs(m->f.y - r->g->hero.f.y);
    int distance = dx > dy ? dx : dy;
    if (distance > WORLD_SIGHT_RADIUS)
        return refuse(r, N_("the save {file} is damaged at line {line}: an enemy of its fight "
                            "is {n} cells away from the hero, out of sight."),
                      &TPL_INT("n", distance), 1);
    return true;
}

/* The fighters of a fight in the order they take part: the hero, then
 * monsters by their place on the level; each once. */
static bool read_members(reader *r, fighter **members, bool *told, bool *joined,
                         size_t *count)
{
    game *g = r->g;
    members[0] = &g->hero.f;
    told[0] = false;
    *count = 1;
    while (peek(r, "fight.enemy")) {
        int index;
        bool dead_told, came = false;
        /* Whether it joined this round came later: two values or three. */
        if (!expect(r, "fight.enemy", -1))
            return false;
        if ((r->count != 2 && r->count != 3) ||
            !integer(r, 0, 0, (int)g->monster_count - 1, "fight.enemy", &index) ||
            !flag(r, 1, "fight.enemy", &dead_told) ||
            (r->count == 3 && !flag(r, 2, "fight.enemy", &came)))
            return bad_value(r, "fight.enemy");
        fighter *f = &g->monsters[index]->f;
        for (size_t i = 0; i < *count; i++)
            if (members[i] == f)
                return bad_value(r, "fight.enemy");
        /* At the hero's choice every death has been told. */
        if (dead_told == cr_is_alive(f->body))
            return bad_value(r, "fight.enemy");
        if (!can_fight(r, fighter_monster(f)))
            return false;
        members[*count] = f;
        joined[*count] = came;
        told[(*count)++] = dead_told;
    }
    for (size_t i = 1; i < *count; i++)
        if (cr_is_alive(members[i]->body))
            return true;
    return refuse(r, N_("the save {file} is damaged at line {line}: its fight has no living "
                        "enemy, so it could never end."),
                  NULL, 0);
}

/* A line of a log as the screen will show it: a save written by an earlier
 * version may hold what a plugin said raw. */
static void add_line(msglog *log, const char *line)
{
    strbuf clean;
    sb_init(&clean);
    outside_add(&clean, line, OUTSIDE_LINE);
    msglog_add(log, clean.buf);
    sb_release(&clean);
}

/* A fighter by its place in the fight (-1: none, where allowed). */
static bool member(reader *r, size_t i, const fight *ft, bool may_be_none, fighter **out)
{
    int at;
    if (!integer(r, i, may_be_none ? -1 : 0, (int)ft->count - 1, "fight.blow", &at))
        return false;
    *out = at >= 0 ? ft->all[at] : NULL;
    return true;
}

/* What struck the waiting blow: the fighter's own attack, or its skill's. */
static bool blow_attack(reader *r, fighter *source, blow *b)
{
    const char *action = r->words[3];
    if (strcmp(action, "attack") == 0) {
        monster *m = fighter_monster(source);
        b->attack = &source->attack;
        b->rec.action = "attack";
        b->on_hit = m ? m->def->on_hit : NULL;
        b->on_hit_count = m ? m->def->on_hit_count : 0;
        return true;
    }
    const skill_def *skill = content_skill(r->g->data, action);
    if (!skill)
        return unknown_id(r, action);
    if (!skill->attack.damage_max)
        return bad_value(r, "fight.blow");
    b->attack = &skill->attack;
    b->rec.action = skill->h.id;
    b->effect = &skill->effect;
    return true;
}

/* The blow a reaction's question holds up, if one does. */
static bool read_pending(reader *r, fight *ft)
{
    if (!peek(r, "fight.blow"))
        return true;
    fighter *source, *victim, *first;
    int type, amount, bonus;
    bool flags[6];
    if (!expect(r, "fight.blow", 13) || !member(r, 0, ft, false, &source) ||
        !member(r, 1, ft, false, &victim) || !member(r, 2, ft, true, &first) ||
        !integer(r, 4, 0, BT_DAMAGE_TYPE_COUNT - 1, "fight.blow", &type) ||
        !integer(r, 5, -100000, 100000, "fight.blow", &amount) ||
        !integer(r, 12, 0, 100, "fight.blow", &bonus))
        return false;
    for (size_t i = 0; i < 6; i++)
        if (!flag(r, 6 + i, "fight.blow", &flags[i]))
            return false;
    if (source == victim)
        return bad_value(r, "fight.blow");
    blow b;
    blow_init(&b, &ft->ctx, &r->g->rng, r->g->kinds, source->body, victim->body,
              &source->attack, "attack");
    if (!blow_attack(r, source, &b))
        return false;
    b.rec.type = (bt_damage_type)type;
    b.rec.amount = amount;
    b.rec.critical = flags[0];
    b.rec.edged = flags[1];
    b.rec.evaded = flags[2];
    b.rec.cancelled = flags[3];
    b.applied = flags[4];
    b.sure = flags[5];
    b.crit_bonus = bonus;
    b.turned_from = first ? first->body : NULL;
    blow_place place;
    if (!expect(r, "fight.step", 5) || !integer(r, 0, 0, 99, "fight.step", &place.next) ||
        !integer(r, 1, 0, 100000, "fight.step", &place.hook_next) ||
        !flag(r, 2, "fight.step", &place.in_hooks) ||
        !integer(r, 3, 0, 100000, "fight.step", &place.source_limit) ||
        !integer(r, 4, 0, 100000, "fight.step", &place.victim_limit))
        return false;
    if (!blow_place_set(&b, &place))
        return bad_value(r, "fight.step");
    if (peek(r, "fight.plugin")) {
        if (!expect(r, "fight.plugin", 1))
            return false;
        const bt_effect_kind *kind = reg_find(r->g->kinds, r->words[0]);
        if (!kind)
            return missing_plugin(r, r->words[0]);
        if (!expect(r, "fight.question", -1))
            return false;
        return react_restore_plugin(ft, &b, kind, r->rest);
    }
    if (!expect(r, "fight.reaction", 1))
        return false;
    return react_restore(ft, &b, r->words[0]) || unknown_id(r, r->words[0]);
}

static bool read_fight(reader *r, fight **resumed)
{
    game *g = r->g;
    int opening;
    if (!peek(r, "fight"))
        return true;
    if (!expect(r, "fight", 1) ||
        !integer(r, 0, -1, (int)g->monster_count - 1, "fight", &opening))
        return false;
    fighter **members = xcalloc(g->monster_count + 1, sizeof *members);
    bool *told = xcalloc(g->monster_count + 1, sizeof *told);
    bool *joined = xcalloc(g->monster_count + 1, sizeof *joined);
    size_t count;
    bool ok = read_members(r, members, told, joined, &count);
    if (ok) {
        *resumed = fight_restore(g, members, told, count,
                                 opening >= 0 ? g->monsters[opening] : NULL);
        for (size_t i = 0; i < count; i++)
            (*resumed)->joined[i] = joined[i];
        ok = read_pending(r, *resumed);
        /* A question comes in the middle of a round: its lines stay. */
        (*resumed)->new_round = !(*resumed)->pending;
    }
    free(members);
    free(told);
    free(joined);
    while (ok && peek(r, "fight.log") && (ok = expect(r, "fight.log", -1)))
        add_line(&(*resumed)->log, r->rest);
    return ok;
}

/* A dead monster stays on the level only while its fight goes on. */
static bool check_the_dead(reader *r, const fight *ft)
{
    for (size_t i = 0; i < r->g->monster_count; i++) {
        const fighter *f = &r->g->monsters[i]->f;
        bool member = false;
        for (size_t j = 0; ft && j < ft->count; j++)
            member |= ft->all[j] == f;
        if (!cr_is_alive(f->body) && !member)
            return bad_value(r, "monster");
    }
    return true;
}

/* "lore.look ID APPEARANCE KNOWN" and "lore.called ID NAME"; a save of
 * before them keeps the appearances its seed deals. */
static bool read_lore(reader *r)
{
    lore *l = &r->g->lore;
    const item_def *item;
    int look, known;
    while (peek(r, "lore.look")) {
        if (!expect(r, "lore.look", 3))
            return false;
        if (!(item = content_item(r->g->data, r->words[0])))
            return unknown_id(r, r->words[0]);
        if (!integer(r, 1, 0, 1 << 20, "lore.look", &look) ||
            !integer(r, 2, 0, 1, "lore.look", &known))
            return false;
        if (!lore_set_look(l, item, look, known))
            return bad_value(r, "lore.look");
    }
    while (peek(r, "lore.called")) {
        if (!expect(r, "lore.called", -1))
            return false;
        char *space = strchr(r->rest, ' ');
        if (!space)
            return bad_value(r, "lore.called");
        *space = '\0';
        if (!(item = content_item(r->g->data, r->rest)))
            return unknown_id(r, r->rest);
        if (!name_is_valid(space + 1))
            return bad_value(r, "lore.called");
        lore_call(l, item, space + 1);
    }
    return true;
}

static bool read_rest(reader *r, fight **resumed)
{
    while (peek(r, "monster"))
        if (!read_monster(r))
            return false;
    if (!read_fight(r, resumed) || !check_the_dead(r, *resumed))
        return false;
    msglog_clear(&r->g->log);
    while (peek(r, "message")) {
        if (!expect(r, "message", -1))
            return false;
        add_line(&r->g->log, r->rest);
    }
    int shown = (int)r->g->log.count;
    if (peek(r, "messages.new") &&
        (!expect(r, "messages.new", 1) ||
         !integer(r, 0, 0, (int)r->g->log.count, "messages.new", &shown)))
        return false;
    msglog_show_last(&r->g->log, (size_t)shown);
    if (!expect(r, "end", 0))
        return false;
    if (*r->next)
        return refuse(r, N_("the save {file} is damaged at line {line}: there is more after "
                            "its end."),
                      NULL, 0);
    return true;
}

static char *cannot_read(reader *r, int err)
{
    tpl_arg args[] = { TPL_STR("file", r->path), TPL_STR("error", strerror(err)) };
    tpl_render(r->error, _("cannot read the save {file}: {error}."), args, 2);
    return NULL;
}

/* Reads the whole file; NULL (refused) when it cannot, when it is not a
 * regular file (a FIFO is not waited on) or when it is too large. */
static char *slurp(reader *r, const char *path, size_t *len)
{
    struct stat st;
    file_problem problem;
    int fd = file_open_regular(path, &st, &problem);
    if (fd < 0 && problem == FILE_CANNOT_OPEN)
        return cannot_read(r, errno);
    if (fd < 0) {
        refuse(r, N_("the save {file} is not a regular file."), NULL, 0);
        return NULL;
    }
    char *text = file_read_all(fd, (size_t)st.st_size, SAVE_MAX_BYTES, len);
    int err = errno;
    close(fd);
    if (!text)
        return cannot_read(r, err);
    if (*len > SAVE_MAX_BYTES || memchr(text, '\0', *len)) {
        free(text);
        refuse(r, N_("the save {file} is not a bloodtrail save."), NULL, 0);
        return NULL;
    }
    return text;
}

/* A text editor leaves its marks: Windows line ends or a byte-order mark.
 * Named so, not as "not a save". */
static bool check_edited(reader *r, const char *text)
{
    bool bom = strncmp(text, "\xEF\xBB\xBF", 3) == 0;
    if (!bom && !strstr(text, "\r\n"))
        return true;
    return refuse(r, N_("the save {file} was changed by a text editor (it has Windows line ends "
                        "or a byte-order mark); an edited save is refused."),
                  NULL, 0);
}

static void forget(game *g)
{
    world_release_level(g);
    if (g->hero.name)
        hero_release(&g->hero);
    msglog_clear(&g->log);
    g->quest = NULL;
    free(g->stats.kinds);
    memset(&g->stats, 0, sizeof g->stats);
}

bool save_read(game *g, const save_slot *slot, strbuf *error)
{
    fight *resumed = NULL;
    reader r = { .path = slot->shown, .error = error, .g = g };
    size_t len = 0;
    char *text = slurp(&r, slot->path, &len);
    if (!text)
        return false;
    r.next = text;
    /* What reading may change before it fails, kept to put back. */
    game_stats stats = g->stats;
    g->stats.kinds = NULL;              /* read afresh; the old ones are put back on failure */
    g->stats.kind_count = g->stats.kind_capacity = 0;
    uint64_t seed = g->seed;
    rng stream = g->rng;
    dungeon_kind kind = g->dungeon.kind;
    /* The checksum is checked first, over the bytes as they were read. */
    bool ok = check_edited(&r, text) && read_header(&r) && check_sum(&r, text, len) &&
              expect(&r, "bloodtrail-save", 1) && read_mods(&r) && read_globals(&r) &&
              read_left(&r) && read_level(&r) && read_hero(&r) && read_lore(&r) &&
              read_rest(&r, &resumed);
    free(text);
    if (!ok) {
        fight_free(resumed);
        forget(g);
        g->stats = stats;
        g->seed = seed;
        g->rng = stream;
        game_set_dungeon(g, kind);
        return false;
    }
    free(stats.kinds);                  /* the save's kills by kind replace them */
    fight_free(g->fight);
    g->fight = resumed;
    ctx_init(&g->log.ctx, g->log.ctx.sink, g->log.ctx.user);
    ctx_init_quiet(&g->quiet);
    fov_compute(&g->level, g->hero.f.x, g->hero.f.y, WORLD_SIGHT_RADIUS);
    return true;
}
