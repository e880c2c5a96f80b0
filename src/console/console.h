/* console.h - the console a game is played at: where it reads and writes,
 * the stack of input frames (SPEC 6), and the play loop that reads each line
 * and hands it to the frame on top. The rules never see it: the game only
 * carries a pointer to it (g->console) for the frames. */
#ifndef BT_CONSOLE_H
#define BT_CONSOLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "console/frame.h"
#include "game/game.h"

/* How a game starts; strings are borrowed. */
typedef struct console_options {
    const char *name;            /* NULL: ask (a default per language) */
    int gender;                  /* GAME_FEMALE, GAME_MALE or GAME_GENDER_ASK */
    const char *class_id;        /* NULL: ask */
    uint64_t seed;
    const char *save_path;       /* NULL: the game is never saved (tests) */
    const char *scores_path;     /* the score table; NULL: none (tests) */
} console_options;

struct console {
    game *g;                     /* borrowed */
    FILE *in, *out;              /* borrowed */
    bool interactive;            /* a person at a terminal, not a script */
    frame *frames;               /* the input stack, top last; owned */
    size_t frame_count;
    size_t frame_capacity;
    bool redraw;                 /* the top frame should show its screen */
    size_t fight_seen;           /* the history's mark when the fight screen was shown */
    bool fight_over;             /* a fight just left: its keys are not the map's */
    bool quit;                   /* the player left; the game is saved */
    const char *scores_path;     /* borrowed; NULL: no score table */
};

/* Opens a console on g, which game_init set up: it asks whether to go on
 * with the save at opt->save_path, or the questions of a new game (what opt
 * leaves open). console_close pops every frame. */
void console_open(console *c, game *g, const console_options *opt, FILE *in, FILE *out);
void console_close(console *c);

/* Plays until the game is over, the player leaves, the input ends or a stop
 * signal comes; a game left unfinished is saved. */
void console_play(console *c);

/* Plays a whole game reading commands from in; returns the exit status. */
int console_run(const content *data, const registry *kinds, const console_options *opt,
                FILE *in, FILE *out);

#endif
