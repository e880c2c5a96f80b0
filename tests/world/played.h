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

#endif
