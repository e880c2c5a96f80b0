/* SPDX-License-Identifier: GPL-3.0-or-later */
/* look.c - what a thing is, and the character sheet. */
#include "config.h"

#include "console/look.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "combat/blow.h"
#include "console/describe.h"
#include "console/frame.h"
#include "console/legend.h"
#include "console/screen.h"
#include "engine/effect.h"
#include "game/hero.h"
#include "text/i18n.h"
#include "text/tally.h"
#include "text/template.h"

/* --- look at --- */

/* How well what was typed names a monster: its sign exactly ("W" is the
 * blood wolf's, not the wolf's), its name exactly, the start of a name in
 * any form, or not at all. */
enum { MATCH_NONE, MATCH_PREFIX, MATCH_NAME, MATCH_SIGN };

static int monster_match(const monster *m, const char *typed)
{
    if (strcmp(m->def->glyph, typed) == 0)
        return MATCH_SIGN;
    bt_name name = cr_name(m->f.body);
    if (!name_matches(&name, typed) && !content_name_matches("creature", m->def->name, typed))
        return MATCH_NONE;
    strbuf bare;
    sb_init(&bare);
    tpl_render(&bare, "{name:bare}", &TPL_NAME("name", &name), 1);
    bool exact = strcasecmp(bare.buf, typed) == 0 || strcasecmp(m->def->name, typed) == 0;
    sb_release(&bare);
    return exact ? MATCH_NAME : MATCH_PREFIX;
}

static int distance_to_hero(const game *g, const monster *m)
{
    int dx = abs(m->f.x - g->hero.f.x), dy = abs(m->f.y - g->hero.f.y);
    return dx > dy ? dx : dy;
}

/* The monster in view that what was typed names best (the nearest of the
 * best), told; when a name fits other kinds too, a line first says which
 * one this is and what the others are. Returns whether one was told. */
static bool look_monsters(const game *g, const char *typed, strbuf *out)
{
    const monster *best = NULL;
    int best_match = MATCH_NONE;
    for (size_t i = 0; i < g->monster_count; i++) {
        const monster *m = g->monsters[i];
        if (!m->in_view || !cr_is_alive(m->f.body))
            continue;
        int match = monster_match(m, typed);
        if (match > best_match ||
            (match && match == best_match && distance_to_hero(g, m) < distance_to_hero(g, best))) {
            best = m;
            best_match = match;
        }
    }
    if (!best)
        return false;
    tally others;
    tally_init(&others);
    /* A sign names one kind: the sidebar gives it, nothing is to be told. */
    for (size_t i = 0; i < g->monster_count && best_match != MATCH_SIGN; i++) {
        const monster *m = g->monsters[i];
        if (m->in_view && cr_is_alive(m->f.body) && m->def != best->def &&
            monster_match(m, typed)) {
            bt_name name = cr_name(m->f.body);
            tally_add(&others, &name);
        }
    }
    if (tally_total(&others)) {
        bt_name name = cr_name(best->f.body);
        tpl_arg args[] = { TPL_STR("word", typed), TPL_NAME("name", &name),
                           TPL_LIST("others", &others) };
        strbuf line;
        sb_init(&line);
        /* TRANSLATORS: "look W" when W fits several monsters in view: which
           one is described, and the others ("look" with a full name tells
           them). */
        tpl_render(&line, _("\"{word}\" fits more than one in view: this is {name}; also "
                            "{others}."),
                   args, 3);
        screen_wrapped(out, "", line.buf, "    ");
        sb_release(&line);
    }
    tally_release(&others);
    describe_monster(out, g, best);
    return true;
}

static bool look_pack(const game *g, const char *typed, strbuf *out)
{
    const pack *p = &g->hero.pack;
    for (size_t i = 0; i < p->count; i++) {
        const item_def *item = p->slots[i].item;
        if ((pack_is_letter(typed[0]) && !typed[1] && p->slots[i].letter == typed[0]) ||
            content_name_matches("item", item->name, typed)) {
            describe_item(out, item);
            return true;
        }
    }
    const item_def *worn[] = { g->hero.weapon, g->hero.armour, g->hero.ring, g->hero.amulet };
    for (size_t i = 0; i < sizeof worn / sizeof *worn; i++)
        if (worn[i] && content_name_matches("item", worn[i]->name, typed)) {
            describe_item(out, worn[i]);
            return true;
        }
    return false;
}

static bool look_skill(const game *g, const char *typed, strbuf *out)
{
    const fighter *f = &g->hero.f;
    for (size_t i = 0; i < f->skill_count; i++) {
        const skill_def *s = f->skills[i].skill;
        if (content_name_matches("skill", s->name, typed) || strcasecmp(s->h.id, typed) == 0) {
            describe_skill(out, s, &f->skills[i]);
            return true;
        }
    }
    return false;
}

/* An effect by its name or label; and who in view has it. */
static bool look_effect(const game *g, const char *typed, strbuf *out)
{
    for (size_t i = 0; i < reg_count(g->kinds); i++) {
        const bt_effect_kind *kind = reg_at(g->kinds, i)->kind;
        /* Its label, name or id, in the player's language or in English. */
        bt_name name = { fx_kind_name(kind), false, 0, NULL },
                english = { kind->name ? kind->name : kind->id, false, 0, NULL };
        if (strcasecmp(fx_kind_label(kind), typed) != 0 &&
            !(kind->label && strcasecmp(kind->label, typed) == 0) &&
            strcasecmp(kind->id, typed) != 0 && !name_matches(&name, typed) &&
            !name_matches(&english, typed))
            continue;
        describe_kind(out, kind);
        return true;
    }
    return false;
}

/* A sign of the map the legend explains: the same words. */
static bool look_sign(const game *g, const char *typed, strbuf *out)
{
    strbuf legend;
    sb_init(&legend);
    legend_add(&legend, g);
    bool found = false;
    for (const char *line = legend.buf; *line && !found;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        /* Items of the legend are "sign meaning", two spaces apart. */
        for (const char *p = line; p < line + len && !found; p++) {
            bool starts = p == line + 2 || (p > line + 1 && p[-1] == ' ' && p[-2] == ' ');
            size_t n = strlen(typed);
            if (starts && strncmp(p, typed, n) == 0 && p[n] == ' ') {
                const char *stop = strstr(p, "  ");
                if (!stop || stop > line + len)
                    stop = line + len;
                sb_add(out, p, (size_t)(stop - p));
                sb_addc(out, '\n');
                found = true;
            }
        }
        line += len + (end ? 1 : 0);
    }
    sb_release(&legend);
    return found;
}

void look_at(game *g, char **words, size_t count)
{
    strbuf typed, out;
    sb_init(&typed);
    sb_init(&out);
    words_join(&typed, words + 1, count - 1);
    if (!look_monsters(g, typed.buf, &out) && !look_pack(g, typed.buf, &out) &&
        !look_skill(g, typed.buf, &out) && !look_effect(g, typed.buf, &out) &&
        !look_sign(g, typed.buf, &out))
        /* TRANSLATORS: "look" found nothing by that name. */
        frame_reject(g, N_("Nothing called \"{word}\" is in view, in your pack, among your "
                           "skills or effects, or on the map."),
                     &TPL_STR("word", typed.buf), 1);
    frame_write(g, out.buf);
    sb_release(&out);
    sb_release(&typed);
}

/* --- the character sheet --- */

/* What one worn thing adds to stat: ", leather armour +2", ", amulet of
 * warding +1 +10%". */
static void add_worn(strbuf *line, const item_def *item, bt_stat stat)
{
    const int flat[BT_STAT_COUNT] = { [BT_STAT_STRENGTH] = item->strength,
                                      [BT_STAT_DEFENSE] = item->defense,
                                      [BT_STAT_AGILITY] = item->agility,
                                      [BT_STAT_SPEED] = item->speed };
    if (!flat[stat] && !item->percent[stat])
        return;
    bt_name name = content_name("item", item->name);
    sb_adds(line, P_("list separator", ", "));
    name_render(line, &name, "bare");
    for (int pct = 0; pct < 2; pct++) {
        int n = pct ? item->percent[stat] : flat[stat];
        if (!n)
            continue;
        sb_addc(line, ' ');
        describe_amount(line, n, pct);
    }
}

/* "Strength 16: base 12, ring of might +15%, rage +4". */
static void add_stat(strbuf *out, const hero *h, bt_stat stat)
{
    const bt_creature *b = h->f.body;
    strbuf line;
    sb_init(&line);
    tpl_arg args[] = { TPL_STR("stat", describe_stat_name(stat)),
                       TPL_INT("total", cr_stat(b, stat)), TPL_INT("base", b->base[stat]) };
    /* TRANSLATORS: a stat of the sheet and where it comes from; what the
       equipment and each effect add follows. */
    tpl_render(&line, _("{stat} {total}: base {base}"), args, 3);
    /* Each thing worn and each effect, flat and in percent: the sheet
     * shows every source of the total. */
    const item_def *worn[] = { h->weapon, h->armour, h->ring, h->amulet };
    for (size_t i = 0; i < sizeof worn / sizeof *worn; i++)
        if (worn[i])
            add_worn(&line, worn[i], stat);
    for (size_t i = 0; i < b->effect_count; i++) {
        const bt_effect *fx = &b->effects[i].fx;
        for (int pct = 0; pct < 2; pct++) {
            int add = pct ? fx_percent(fx, stat) : fx_modifier(fx, stat);
            if (!add)
                continue;
            sb_addf(&line, "%s%s ", P_("list separator", ", "), fx_kind_label(fx->kind));
            describe_amount(&line, add, pct);
        }
    }
    screen_wrapped(out, "", line.buf, "    ");
    sb_release(&line);
}

static void add_fighting(strbuf *out, const hero *h)
{
    const bt_creature *b = h->f.body;
    tpl_arg chances[] = { TPL_INT("accuracy", cr_accuracy(b)),
                          TPL_INT("agility", 2 * cr_stat(b, BT_STAT_AGILITY)),
                          TPL_INT("weapon", b->bonus[BT_STAT_ACCURACY]),
                          TPL_INT("crit", blow_crit_chance(b)) };
    strbuf line;
    sb_init(&line);
    /* TRANSLATORS: accuracy is 75 + 2 x agility + the weapon's bonus (- 15
       while heavily wounded); a foe's agility takes 2 x its agility off. */
    /* xgettext:no-c-format */
    tpl_render(&line, _("Accuracy {accuracy} (75, agility +{agility}, weapon {weapon}); a "
                        "critical hit (double damage) {crit}% of hits"),
               chances, 4);
    if (cr_is_heavily_wounded(b))
        sb_adds(&line, _("; heavily wounded: -15"));
    screen_wrapped(out, "", line.buf, "    ");
    /* TRANSLATORS: what accuracy means, under it on the character sheet. */
    screen_wrapped(out, "",
                   _("Accuracy is not a chance: a blow hits as often as your accuracy less "
                     "twice the foe's agility, in percent (never below 5 or above 95); "
                     "\"look\" at a monster tells your chance against it."),
                   "    ");
    sb_reset(&line);
    describe_attack(&line, &h->f.attack);
    bt_name weapon = content_name("item", h->weapon->name);
    tpl_arg strikes[] = { TPL_NAME("weapon", &weapon), TPL_STR("blow", line.buf),
                       TPL_INT("strength", cr_stat(b, BT_STAT_STRENGTH) / 3) };
    strbuf said;
    sb_init(&said);
    /* TRANSLATORS: the hero's blow on the sheet: {blow} is its damage. */
    tpl_render(&said, _("Blow: {weapon:bare}, {blow}, +{strength} from strength."), strikes, 3);
    screen_wrapped(out, "", said.buf, "    ");
    sb_reset(&line);
    sb_reset(&said);
    if (!describe_resistances(&line, h->f.resist))
        sb_adds(&line, _("none"));
    tpl_render(&said, _("Resistances: {list}."), &TPL_STR("list", line.buf), 1);
    screen_wrapped(out, "", said.buf, "    ");
    sb_release(&said);
    sb_release(&line);
}

void look_sheet(game *g)
{
    const hero *h = &g->hero;
    strbuf out, line;
    sb_init(&out);
    sb_init(&line);
    screen_hero_line(g, &line);
    screen_line(&out, line.buf);
    sb_reset(&line);
    screen_bars(g, &line);
    screen_line(&out, line.buf);
    for (bt_stat s = BT_STAT_STRENGTH; s <= BT_STAT_SPEED; s++)
        if (s != BT_STAT_ACCURACY)
            add_stat(&out, h, s);
    add_fighting(&out, h);
    if (h->f.skill_count)
        screen_line(&out, _("Skills:"));
    for (size_t i = 0; i < h->f.skill_count; i++)
        describe_skill_in(&out, h->f.skills[i].skill, &h->f.skills[i]);
    if (h->f.body->effect_count) {
        screen_line(&out, _("Effects:"));
        describe_effects(&out, h->f.body);
    }
    tpl_arg xp[] = { TPL_INT("xp", h->xp), TPL_INT("next", hero_xp_needed(h)),
                     TPL_INT("level", h->level + 1) };
    sb_reset(&line);
    /* TRANSLATORS: the experience on the sheet. */
    tpl_render(&line, _("Experience {xp} of {next} for level {level}."), xp, 3);
    screen_wrapped(&out, "", line.buf, "    ");
    frame_write(g, out.buf);
    sb_release(&line);
    sb_release(&out);
}
