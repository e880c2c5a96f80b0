/* SPDX-License-Identifier: GPL-3.0-or-later */
/* played.c - a game being played, for tests. */
#include "config.h"

#include "played.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "game/monster.h"
#include "util/xalloc.h"

void played_open(played *p, FILE *out)
{
    speak_english();
    p->kinds = load_builtins();
    strbuf error;
    sb_init(&error);
    assert_true(content_load(&p->data, BT_SOURCE_DIR "/data", p->kinds, &error));
    sb_release(&error);
    p->in = fopen("/dev/null", "r");
    p->out = out;
    console_options opt = { .name = "Iva", .class_id = "barbarian", .seed = 42 };
    game_init(&p->g, &p->data, p->kinds, opt.seed);
    console_open(&p->c, &p->g, &opt, p->in, p->out);
    msglog_clear(&p->g.log);
}

void played_close(played *p)
{
    console_close(&p->c);
    game_release(&p->g);
    content_release(&p->data);
    reg_free(p->kinds);
    fclose(p->in);
    fclose(p->out);
}

void played_clear_monsters(played *p)
{
    for (size_t i = 0; i < p->g.monster_count; i++) {
        monster_unplace(&p->g, p->g.monsters[i]);
        monster_free(p->g.monsters[i]);
    }
    p->g.monster_count = 0;
}

int played_setup(void **state)
{
    played *p = xcalloc(1, sizeof *p);
    played_open(p, fopen("/dev/null", "w"));
    *state = p;
    return 0;
}

int played_teardown(void **state)
{
    played_close(*state);
    free(*state);
    return 0;
}

monster *played_find_monster(game *g, const char *id)
{
    for (size_t i = 0; i < g->monster_count; i++)
        if (strcmp(g->monsters[i]->def->h.id, id) == 0)
            return g->monsters[i];
    return NULL;
}
