/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lab_harness.c - the lab's commands that make it a test harness: creatures
 * of the content, every effect's numbers, a trace of each hook call. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "content/mod.h"
#include "engine/effect.h"
#include "lab/lab_internal.h"
#include "plugin/guard.h"
#include "text/i18n.h"
#include "util/xalloc.h"

/* --- the content, read the first time a line needs it --- */

const content *lab_content(lab *l)
{
    if (l->data_loaded)
        return &l->data;
    strbuf error;
    sb_init(&error);
    l->data_loaded = l->mods ? content_load_mods(&l->data, l->data_dir, l->mods, l->kinds, true,
                                                 NULL, &error)
                             : content_load(&l->data, l->data_dir, l->kinds, &error);
    if (!l->data_loaded) {
        tpl_arg args[] = { TPL_STR("problem", error.buf), TPL_STR("dir", l->data_dir) };
        lab_reject(l, N_("line {line}: the content cannot be read: {problem} (the content "
                         "files are in {dir})"),
                   args, 2);
    }
    sb_release(&error);
    return l->data_loaded ? &l->data : NULL;
}

/* "new NAME from CREATURE-ID": a creature of the content (the game's or a
 * mod's) as the game makes it, with its name and grammar in the player's
 * language; the lab calls it NAME. */
bt_creature *lab_creature_from(lab *l, const char *id)
{
    const content *data = lab_content(l);
    if (!data)
        return NULL;
    const creature_def *def = content_creature(data, id);
    if (!def) {
        lab_reject(l, N_("line {line}: the content has no creature \"{id}\"; creatures.ini (and "
                         "the mods') list them."),
                   &TPL_VALUE("id", id), 1);
        return NULL;
    }
    bt_creature *c = cr_new(content_text("creature", def->name), false, def->life,
                            def->strength, def->defense, def->agility);
    c->base[BT_STAT_SPEED] = def->speed;
    c->bonus[BT_STAT_ACCURACY] = def->accuracy;
    for (size_t i = 0; i < def->immune.count; i++)
        cr_add_immunity(c, def->immune.ids[i]);
    return c;
}

/* --- show --- */

static void show_effect(lab *l, const bt_effect *fx)
{
    sb_reset(&l->scratch);
    bt_name name = { fx_kind_name(fx->kind), false, 0, NULL };
    tpl_arg args[] = { TPL_STR("id", fx->kind->id), TPL_NAME("effect", &name),
                       TPL_INT("power", fx->power), TPL_INT("stacks", fx->stacks),
                       TPL_INT("turns", fx->turns) };
    /* TRANSLATORS: one effect in the lab's "show": "bleed (bleeding): power
       2, stacks 3, turns 4, state 0 0 0 0". */
    tpl_render(&l->scratch, _("{id} ({effect:bare}): power {power}, stacks {stacks}, turns "
                              "{turns}, state"),
               args, 5);
    for (int i = 0; i < BT_EFFECT_STATE_SLOTS; i++)
        sb_addf(&l->scratch, " %d", fx->state[i]);
    lab_say_line(l, l->scratch.buf);
}

bool lab_cmd_show(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    if (!c)
        return false;
    const char *only = line->count == 3 ? line->words[2] : NULL;
    size_t shown = 0;
    for (size_t i = 0; i < c->effect_count; i++) {
        const bt_effect *fx = &c->effects[i].fx;
        if (fx->kind == &cr_gone || (only && strcmp(fx->kind->id, only) != 0))
            continue;
        show_effect(l, fx);
        shown++;
    }
    if (!shown) {
        bt_name name = cr_name(c);
        tpl_arg args[] = { TPL_NAME("name", &name), TPL_STR("effect", only ? only : "") };
        if (only)
            return lab_reject(l, N_("line {line}: {name} has no effect \"{effect}\"."), args, 2);
        lab_say(l, N_("{name} has no effects."), args, 1);
    }
    return true;
}

/* --- trace --- */

static void trace_call(void *user, const bt_effect_kind *kind, const char *callback,
                       bt_creature *owner)
{
    lab *l = user;
    strbuf line;
    sb_init(&line);
    if (owner) {
        bt_name name = cr_name(owner);
        tpl_arg args[] = { TPL_STR("callback", callback), TPL_STR("id", kind->id),
                           TPL_NAME("name", &name) };
        /* TRANSLATORS: the lab's trace of a plugin callback about to run:
           "[trace] before_blow of test:thorns on Iva". */
        tpl_render(&line, _("[trace] {callback} of {id} on {name}"), args, 3);
    } else {
        tpl_arg args[] = { TPL_STR("callback", callback), TPL_STR("id", kind->id) };
        tpl_render(&line, _("[trace] {callback} of {id}"), args, 2);
    }
    lab_say_line(l, line.buf);
    sb_release(&line);
}

bool lab_cmd_trace(lab *l, const lab_line *line)
{
    const char *w = line->words[1];
    if (strcmp(w, "on") != 0 && strcmp(w, "off") != 0)
        return lab_reject(l, N_("line {line}: \"trace\" takes on or off, not \"{value}\"."),
                          &TPL_VALUE("value", w), 1);
    bool on = strcmp(w, "on") == 0;
    guard_trace = on ? trace_call : NULL;
    guard_trace_user = on ? l : NULL;
    return true;
}
