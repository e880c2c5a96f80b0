/* SPDX-License-Identifier: GPL-3.0-or-later */
/* legend.c - the signs of the map and the effect labels, explained. */
#include "config.h"

#include "console/legend.h"

#include <string.h>

#include "console/screen.h"
#include "engine/effect.h"
#include "text/i18n.h"
#include "util/utf8.h"

/* The signs every level may show, and what each is. */
static const struct {
    const char *sign;
    const char *meaning;
} signs[] = {
    /* TRANSLATORS: the legend of the map signs in the help: short words. */
    { "@", NC_("map sign", "you") },
    { "#", NC_("map sign", "wall") },
    { ".", NC_("map sign", "floor") },
    { ",", NC_("map sign", "blood") },
    { "+", NC_("map sign", "door") },
    { "'", NC_("map sign", "open door") },
    { ">", NC_("map sign", "stairs down") },
    { "%", NC_("map sign", "corpse") },
    { "!", NC_("map sign", "potion") },
    { ")", NC_("map sign", "weapon") },
    { "[", NC_("map sign", "armour") },
    { "$", NC_("map sign", "gold") },
};

/* "sign meaning" pairs flow on lines of the screen's width after a title. */
typedef struct flow {
    strbuf *out;
    strbuf line;
} flow;

static void flow_add(flow *f, const char *sign, const char *meaning)
{
    strbuf item;
    sb_init(&item);
    sb_addf(&item, meaning ? "%s %s" : "%s", sign, meaning);
    if (f->line.len > 2 && utf8_width(f->line.buf) + 2 + utf8_width(item.buf) >
                               (size_t)screen_width()) {
        screen_line(f->out, f->line.buf);
        sb_reset(&f->line);
        sb_adds(&f->line, "  ");
    } else if (f->line.len > 2) {
        sb_adds(&f->line, "  ");
    }
    sb_add(&f->line, item.buf, item.len);
    sb_release(&item);
}

static void flow_begin(flow *f, strbuf *out, const char *title)
{
    f->out = out;
    screen_line(out, title);
    sb_init(&f->line);
    sb_adds(&f->line, "  ");
}

static void flow_end(flow *f)
{
    if (f->line.len > 2)
        screen_line(f->out, f->line.buf);
    sb_release(&f->line);
}

/* Whether the hero knows of a trap of this place: a generated level's
 * traps are hidden until found, and the legend does not give them away. */
static bool trap_found(const game *g, const place_def *p)
{
    const level *lv = &g->level;
    for (int i = 0; i < lv->width * lv->height; i++)
        if (cell_trap(lv, &lv->cells[i]) == p && lv->cells[i].trap_known)
            return true;
    return false;
}

/* A trap of a kind from traps.ini: its name, once found. */
static void add_trap_kind(flow *f, const game *g, const place_def *p)
{
    if (!trap_found(g, p))
        return;
    bt_name name = content_name("trap name", p->trap_kind->name);
    tpl_arg arg = TPL_NAME("trap", &name);
    strbuf meaning;
    sb_init(&meaning);
    if (p->visible)
        name_render(&meaning, &name, "bare");    /* seen by all: its name says it */
    else
        /* TRANSLATORS: in the map legend: a trap the hero found, by its
           name ("a trap you found: poison needle"). */
        tpl_render(&meaning, P_("map sign", "a trap you found: {trap:bare}"), &arg, 1);
    flow_add(f, place_trap_sign(p), meaning.buf);
    sb_release(&meaning);
}

/* The traps, fires and shrines this level has, by their signs, each once. */
static void add_traps(flow *f, const game *g)
{
    const def_table *places = &g->level.def->places;
    for (size_t i = 0; i < places->count; i++) {
        const place_def *p = schema_at(places, i);
        bool first = true;
        for (size_t j = 0; j < i && first; j++) {
            const place_def *q = schema_at(places, j);
            first = !((q->trap.id || q->sells.count) && strcmp(q->h.id, p->h.id) == 0);
        }
        if (p->trap_kind) {
            add_trap_kind(f, g, p);
        } else if (p->trap.id && first && p->visible) {
            flow_add(f, p->h.id, P_("map sign", "fire"));
        } else if (p->trap.id && first) {
            /* Two traps of a level are told apart by what they do. */
            const bt_effect_kind *kind = reg_find(g->kinds, p->trap.id);
            bt_name effect = { kind ? fx_kind_name(kind) : p->trap.id, false, 0, NULL };
            strbuf meaning;
            sb_init(&meaning);
            /* TRANSLATORS: in the map legend: a trap the hero found, and the
               effect it puts on whoever steps there ("a trap you found:
               poison"). */
            tpl_render(&meaning, P_("map sign", "a trap you found: {effect:bare}"),
                       &TPL_NAME("effect", &effect), 1);
            flow_add(f, p->h.id, meaning.buf);
            sb_release(&meaning);
        }
        if (p->sells.count && first)
            /* TRANSLATORS: in the map legend: a shrine where "buy" works. */
            flow_add(f, p->h.id, P_("map sign", "a shrine (buy)"));
    }
}

/* An effect's name carries its grammar ("Blutung|g:f"): the bare form. */
static bt_name kind_name(const bt_effect_kind *kind)
{
    return (bt_name){ fx_kind_name(kind), false, 0, NULL };
}

/* The decorations effects have left on this level, each kind once: what
 * its plugin says it is, or else the effect's name. */
static void add_marks(flow *f, const game *g)
{
    strbuf meaning;
    sb_init(&meaning);
    for (size_t i = 0; i < g->level.mark_kind_count; i++) {
        const bt_effect_kind *kind = g->level.mark_kinds[i];
        if (!kind || !kind->decoration)
            continue;
        sb_reset(&meaning);
        const char *text = fx_kind_decoration_text(kind);
        if (text) {
            sb_adds(&meaning, text);
        } else {
            bt_name name = kind_name(kind);
            name_render(&meaning, &name, "bare");
        }
        flow_add(f, kind->decoration, meaning.buf);
    }
    sb_release(&meaning);
}

/* Whether a and b are the same words, whatever the case of their letters. */
static bool same_words(const char *a, const char *b)
{
    strbuf fa, fb;
    sb_init(&fa);
    sb_init(&fb);
    utf8_fold(&fa, a);
    utf8_fold(&fb, b);
    bool same = strcmp(fa.buf, fb.buf) == 0;
    sb_release(&fa);
    sb_release(&fb);
    return same;
}

static void add_labels(flow *f, const game *g)
{
    const bt_effect_kind *stacking = NULL;
    strbuf name;
    sb_init(&name);
    for (size_t i = 0; i < reg_count(g->kinds); i++) {
        const bt_effect_kind *kind = reg_at(g->kinds, i)->kind;
        bt_name forms = kind_name(kind);
        sb_reset(&name);
        name_render(&name, &forms, "bare");
        /* A label that is the name itself is said once ("veneno", not
         * "veneno veneno"). */
        const char *label = fx_kind_label(kind);
        flow_add(f, label, same_words(label, name.buf) ? NULL : name.buf);
        if (!stacking && kind->max_stacks > 1)
            stacking = kind;
    }
    sb_release(&name);
    flow_end(f);
    if (!stacking)
        return;
    strbuf example;
    sb_init(&example);
    sb_addf(&example, "%sx2:3", fx_kind_label(stacking));
    bt_name forms = kind_name(stacking);
    tpl_arg args[] = { TPL_STR("label", example.buf), TPL_NAME("name", &forms) };
    strbuf line;
    sb_init(&line);
    /* TRANSLATORS: explains an effect label of the status lines; {name} is
       the effect's name, with its forms. */
    tpl_render(&line, _("{label} is {name:bare} with 2 stacks (wounds, layers), 3 turns left."),
               args, 2);
    screen_wrapped(f->out, "  ", line.buf, "    ");
    sb_release(&line);
    sb_release(&example);
}

void legend_add(strbuf *out, const game *g)
{
    flow f;
    /* TRANSLATORS: the heading of the map legend in the help. */
    flow_begin(&f, out, _("The signs of the map:"));
    for (size_t i = 0; i < sizeof signs / sizeof *signs; i++)
        flow_add(&f, signs[i].sign, i18n_ptext(NULL, "map sign", signs[i].meaning));
    if (dungeon_has_stairs_up(&g->dungeon))
        flow_add(&f, "<", P_("map sign", "stairs up"));
    add_traps(&f, g);
    add_marks(&f, g);
    flow_end(&f);
    /* TRANSLATORS: in the legend, after the signs. */
    screen_wrapped(out, "  ", _("Letters are monsters: \"Around you\" beside the map names them."),
                   "    ");
    /* TRANSLATORS: the heading of the effect labels in the help. */
    flow_begin(&f, out, _("The labels of effects, beside life bars:"));
    add_labels(&f, g);
}
