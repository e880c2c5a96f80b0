/* SPDX-License-Identifier: GPL-3.0-or-later */
/* played.h - a game being played, for tests of the world and of fights: the
 * built-in plugins, the shipped content, and Iva the barbarian (seed 42) on
 * the first level, with the opening messages cleared. */
#ifndef BT_TEST_PLAYED_H
#define BT_TEST_PLAYED_H

#include <stdio.h>

#include "console/console.h"
#include "content/content.h"
#include "game/game.h"
#include "plugin/registry.h"

typedef struct played {
    registry *kinds;
    content data;
    game g;
    console c;                   /* where it is played */
    FILE *in, *out;
} played;

/* Starts the game; it prints to out, which played_close closes. */
void played_open(played *p, FILE *out);
void played_close(played *p);

/* cmocka fixtures: *state is a played game printing nowhere. */
int played_setup(void **state);
int played_teardown(void **state);

/* The first monster of the level made from the creature id, or NULL. */
monster *played_find_monster(game *g, const char *id);

/* Takes every monster off the level (and out of its cells), for a test that
 * places its own around the hero at (1, 1) in the first room. */
void played_clear_monsters(played *p);

#endif
