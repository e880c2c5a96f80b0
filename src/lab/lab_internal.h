/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lab_internal.h - what the lab's files share: the lab itself, a parsed
 * line, and the helpers that read arguments and reject a line. */
#ifndef BT_LAB_INTERNAL_H
#define BT_LAB_INTERNAL_H

#include <stdbool.h>
#include <stdio.h>

#include "util/idmap.h"
#include "content/content.h"
#include "engine/context.h"
#include "engine/creature.h"
#include "engine/host.h"
#include "util/rng.h"
#include "plugin/registry.h"
#include "text/template.h"
#include "util/strbuf.h"

#define LAB_MAX_WORDS 8

/* A mark a plugin left on a cell of the lab's floor (host->decorate). */
typedef struct lab_mark {
    int x, y;
    const bt_effect_kind *kind;
} lab_mark;

typedef struct lab {
    FILE *out;
    FILE *err;
    registry *kinds;
    const char *data_dir;        /* content for the skills of "strike"; borrowed */
    struct mod_set *mods;        /* the mods read over it; borrowed, may be NULL */
    content data;                /* read on the first "strike" with a skill */
    bool data_loaded;
    bt_context ctx;
    /* What the lab lends the plugins' services (its floor, its asker, its
     * random stream): its own, as a game has its own. ctx reaches it. */
    host_session session;
    bool quiet;
    rng rng;                     /* the lab's random stream: the same every run */
    bt_creature **creatures;     /* owned */
    char **handles;              /* owned: what the lab calls each creature */
    int *x, *y;                  /* where each creature stands on the lab's floor */
    size_t creature_count;
    size_t creature_capacity;
    idmap by_name;               /* creatures by name (borrowed from them) */
    lab_mark *marks;             /* owned */
    size_t mark_count;
    const char *const *answers;  /* the answers of the "strike" being run */
    size_t answer_count;
    long line_number;
    bool rejected;
    strbuf scratch;
} lab;

/* One parsed line: the command word and its arguments. */
typedef struct lab_line {
    const char *words[LAB_MAX_WORDS];
    size_t count;
} lab_line;

void lab_say_line(void *user, const char *text);
/* Says msgid (a host template) in the lab's output. */
void lab_say(lab *l, const char *msgid, const tpl_arg *args, size_t nargs);
/* Reports a rejected line on stderr; the message template gets {line}.
 * Returns false. */
bool lab_reject(lab *l, const char *msgid, const tpl_arg *args, size_t nargs);
bt_creature *lab_need_creature(lab *l, const char *name);
/* The index of a creature, or -1. */
long lab_index_of(const lab *l, const bt_creature *c);
/* Reads a whole number within [min, max] for the argument called what. */
bool lab_need_number(lab *l, const char *text, const char *what, long min, long max, int *out);

/* Lends the lab's floor and answers to the host (position, decorate,
 * ask_reaction) for the run; lab_play_end takes them back. */
void lab_play_begin(lab *l);
void lab_play_end(lab *l);

/* The commands of lab_play.c. */
bool lab_cmd_strike(lab *l, const lab_line *line);
bool lab_cmd_move(lab *l, const lab_line *line);
bool lab_cmd_kill(lab *l, const lab_line *line);
bool lab_cmd_marks(lab *l, const lab_line *line);
bool lab_cmd_reload(lab *l, const lab_line *line);
bool lab_cmd_stats(lab *l, const lab_line *line);

/* lab_harness.c: the content (read on first use; NULL after rejecting the
 * line), a content creature, show and trace. */
const content *lab_content(lab *l);
bt_creature *lab_creature_from(lab *l, const char *id);
bool lab_cmd_show(lab *l, const lab_line *line);
bool lab_cmd_trace(lab *l, const lab_line *line);

#endif
