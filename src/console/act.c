/* SPDX-License-Identifier: GPL-3.0-or-later */
/* act.c - the console's side of the hero's commands: hand them to the
 * rules, show the answer. */
#include "config.h"

#include "console/act.h"

#include <string.h>

#include "console/console.h"
#include "console/frame_fight.h"
#include "console/frames.h"
#include "game/items.h"
#include "game/monster.h"

const int act_dx[ACT_DIRECTIONS] = { 0, 0, 1, -1, 1, -1, 1, -1 };
const int act_dy[ACT_DIRECTIONS] = { -1, 1, 0, 0, -1, -1, 1, 1 };

/* A command waiting for the player's yes (frames_confirm keeps a copy). */
typedef struct asked {
    command c;                   /* its place is not kept: travel asks nothing */
    bool leave;
} asked;
_Static_assert(sizeof(asked) <= FRAMES_CONFIRM_DATA, "a command fits a question's data");

static void yes_do(game *g, const void *data)
{
    const asked *a = data;
    command c = a->c;
    c.confirmed = true;
    act_do(g, &c, a->leave);
}

/* Prints the rules' words, a line at a time, wrapped to the screen. */
static void print_lines(game *g, const strbuf *text)
{
    strbuf line;
    sb_init(&line);
    for (const char *p = text->buf; *p;) {
        size_t len = strcspn(p, "\n");
        sb_reset(&line);
        sb_add(&line, p, len);
        frame_print(g, line.buf);
        p += len + (p[len] == '\n');
    }
    sb_release(&line);
}

/* What the settings pick up on their own lies where the hero stopped (gold
 * the rules pick up themselves): a pick up is done, as if typed. */
static bool wanted_here(const game *g)
{
    unsigned kinds = g->console->prefs->pickup;
    const level *lv = &g->level;
    for (long i = level_item_at(lv, g->hero.f.x, g->hero.f.y); kinds && i >= 0;
         i = level_next_item(lv, (size_t)i)) {
        const item_def *item = lv->items[i].item;
        if (!item)
            continue;
        /* Rings, amulets and scrolls come with "all" only. */
        unsigned all = PREFS_PICK_POTION | PREFS_PICK_WEAPON | PREFS_PICK_ARMOUR;
        unsigned kind = item->kind == ITEM_WEAPON   ? PREFS_PICK_WEAPON
                        : item->kind == ITEM_ARMOUR ? PREFS_PICK_ARMOUR
                        : item->kind == ITEM_POTION ? PREFS_PICK_POTION
                                                    : all;
        if ((kinds & kind) == kind)
            return true;
    }
    return false;
}

static bool moves(cmd_kind kind)
{
    return kind == CMD_STEP || kind == CMD_REPEAT || kind == CMD_RUN || kind == CMD_TRAVEL ||
           kind == CMD_FOLLOW || kind == CMD_EXPLORE;
}

cmd_status act_do(game *g, const command *given, bool leave)
{
    bool fighting = g->fight != NULL;
    /* The player's settings say when a tick stops a repeated action. */
    command mine = *given;
    const command *c = &mine;
    mine.stop_life = g->console->prefs->stop_life;
    /* A step into a monster begins a fight that may end with that blow (a
     * sleeper killed): what was typed ahead for it is still the fight's. */
    bool attacking = !fighting && c->kind == CMD_STEP &&
                     monster_at(g, g->hero.f.x + c->dx, g->hero.f.y + c->dy);
    cmd_result r;
    cmd_result_init(&r);
    cmd_status status = cmd_do(g, c, &r);
    if (attacking && status == CMD_SPENT && !g->fight)
        g->console->fight_over = true;
    if (status == CMD_SPENT && r.turns && moves(c->kind) && !g->fight && !g->over &&
        wanted_here(g)) {
        command pick = cmd_make(CMD_PICKUP);
        cmd_result more;
        cmd_result_init(&more);
        cmd_do(g, &pick, &more);            /* said in the log like the steps */
        cmd_result_release(&more);
    }
    switch (status) {
    case CMD_REFUSED:
        print_lines(g, &r.text);
        break;
    case CMD_ASKED: {
        asked a = { *c, leave };
        a.c.place = NULL;
        frames_confirm(g, r.text.buf, yes_do, &a, sizeof a);
        break;
    }
    case CMD_CHOOSE:
        break;
    case CMD_SPENT:
        if (!r.turns)
            break;
        if (leave)
            frame_pop(g);
        if (fighting) {
            frame_fight_after(g);
        } else {
            frame_fight_open(g);
            frame_redraw(g);
        }
        break;
    }
    cmd_result_release(&r);
    return status;
}
