/* SPDX-License-Identifier: GPL-3.0-or-later */
/* console.h - the console a game is played at: where it reads and writes,
 * the stack of input frames (frame.h), and the play loop that reads each line
 * and hands it to the frame on top. The rules never see it: the game only
 * carries a pointer to it (g->console) for the frames. */
#ifndef BT_CONSOLE_H
#define BT_CONSOLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "app/prefs.h"
#include "console/frame.h"
#include "game/game.h"
#include "save/slot.h"

/* How a game starts; strings are borrowed. */
typedef struct console_options {
    const char *name;            /* NULL: ask (a default per language) */
    int gender;                  /* GAME_FEMALE, GAME_MALE or GAME_GENDER_ASK */
    const char *class_id;        /* NULL: ask */
    uint64_t seed;
    save_slot *save;             /* an open slot (slot_open) the console takes
                                    over; NULL: the game is never saved (tests) */
    const char *scores_path;     /* the score table; NULL: none (tests) */
    const prefs *prefs;          /* the player's settings; NULL: the defaults */
    bool speech;                 /* --speech: speech mode from the start */
} console_options;

struct console {
    game *g;                     /* borrowed */
    FILE *in, *out;              /* borrowed */
    bool interactive;            /* a person at a terminal, not a script */
    bool out_is_terminal;        /* out is a terminal (its stream is line-buffered) */
    frame *frames;               /* the input stack, top last; owned */
    size_t frame_count;
    size_t frame_capacity;
    bool redraw;                 /* the top frame should show its screen */
    size_t fight_seen;           /* the history's mark when the fight screen was shown */
    bool fight_over;             /* a fight just left: its keys are not the map's */
    bool typed_ahead;            /* the line now read was typed before its prompt
                                    showed (always so in a script) */
    bool quit;                   /* the player left (the game saved, or abandoned) */
    bool unsaved;                /* the game ended without the save it needed */
    bool end_failed;             /* the game ended, and its score could not be written
                                    or its save not removed */
    save_slot save;              /* where the game is kept (save.path NULL: nowhere);
                                    g->save_path is its path */
    const char *scores_path;     /* borrowed; NULL: no score table */
    const prefs *prefs;          /* the player's settings; borrowed, never NULL */
    bool speech;                 /* speech mode: only what is new, in words */
    struct speech_memory *speech_memory;  /* owned: what speech mode told */
    bool keys;                   /* key mode: one key an action (a terminal only) */
};

/* Opens a console on g, which game_init set up: it asks whether to go on
 * with the save in opt->save, or the questions of a new game (what opt
 * leaves open). console_close pops every frame and releases the save's
 * lock. */
void console_open(console *c, game *g, const console_options *opt, FILE *in, FILE *out);
void console_close(console *c);

/* Writes text (whole lines); at a terminal, a screenful at a time, asking
 * to go on between them ("q" stops); a script gets it whole. */
void console_page(console *c, const char *text);

/* Plays until the game is over, the player leaves, the input ends or a stop
 * signal comes; a game left unfinished is saved. */
void console_play(console *c);

/* Plays a whole game reading commands from in; returns the exit status: 0,
 * or 1 when the game ended without the save it needed (the save failed and
 * the input ended). */
int console_run(const content *data, const registry *kinds, const console_options *opt,
                FILE *in, FILE *out);

/* The game is kept in slot from now on (the console takes it over; the
 * previous slot is closed). */
void console_keep_in(console *c, save_slot *slot);

/* The stop signal (SIGHUP, SIGINT, SIGPIPE, SIGTERM) that ended the last
 * game, or 0. The game is saved; the caller cleans up and dies of it, so
 * that whoever started the game knows (a shell sees 128 + the signal). */
int console_stop_signal(void);

#endif
