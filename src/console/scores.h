/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scores.h - the local high-score table: a text file in the user's folder,
 * one game a line, best first, the SCORES_KEPT best kept; written whole or
 * not at all. A line that cannot be read is kept as it is, after the rest,
 * and named when the table is shown. */
#ifndef BT_CONSOLE_SCORES_H
#define BT_CONSOLE_SCORES_H

#include <stdbool.h>
#include <stddef.h>

#include "content/content.h"
#include "game/game.h"
#include "util/strbuf.h"

#define SCORES_KEPT 100

/* One game in the table; the strings are borrowed (from the game, or from
 * the table's lines). */
typedef struct score {
    long points;
    bool won;
    bool female;
    const char *name;
    const char *class_id;
    int level;
    int depth;
    long turns;
    const char *killer;          /* the creature id whose blow killed, or "-" */
    long long when;              /* seconds since 1970 */
} score;

/* The game as the table keeps it. */
void scores_of_game(score *s, const game *g, long points);

/* Adds s to the table at path; *place is its place (1 the best), 0 when it
 * did not make the table. False with a translated reason in error. */
bool scores_add(const char *path, const score *s, size_t *place, strbuf *error);

/* Appends the table, in the player's language (names from data); an
 * absent table says there is none yet. False with a translated reason in
 * error when it cannot be read. */
bool scores_show(const char *path, const content *data, strbuf *out, strbuf *error);

#endif
