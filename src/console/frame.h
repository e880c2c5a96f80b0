/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame.h - input as a stack of frames (doc/hacking.md, "How a command
 * flows"): the frame on top (the map, the fight, "choose an item", ...)
 * reads each line, and either acts or says precisely what was wrong; a
 * rejected line changes nothing. */
#ifndef BT_FRAME_H
#define BT_FRAME_H

#include <stdbool.h>

#include "game/game.h"
#include "console/words.h"

typedef struct frame frame;

typedef struct frame_ops {
    const char *name;
    /* Prints the frame's screen (after something changed). */
    void (*show)(game *g, frame *f);
    /* The prompt, translated. */
    const char *(*prompt)(game *g, frame *f);
    /* Acts on one line (words already split, count may exceed the array). */
    void (*handle)(game *g, frame *f, char **words, size_t count);
    /* The commands of this frame, for help and completion; may be NULL. */
    const word_def *words;
    /* Frees data. */
    void (*release)(void *data);
} frame_ops;

struct frame {
    const frame_ops *ops;
    void *data;              /* owned by the frame */
};

/* The stack is the console's (g->console). */
void frame_push(game *g, const frame_ops *ops, void *data);
/* Pops the top frame and frees its data; the frame below shows again. */
void frame_pop(game *g);
frame *frame_top(game *g);
/* Whether a frame of ops is on the stack. */
bool frame_on_stack(const game *g, const frame_ops *ops);
void frame_clear(game *g);
/* The top frame shows its screen again before the next line is read. */
void frame_redraw(game *g);
/* Writes text to the console as it is. */
void frame_write(game *g, const char *text);

/* Says a translated message about a rejected line, right away. */
void frame_reject(game *g, const char *msgid, const tpl_arg *args, size_t nargs);
/* The command a line starts with, among the frame's words; -1 after saying
 * what was wrong: an unknown word, or more words after a command that takes
 * none (bit id of takes_argument set: the command may have words after it). */
int frame_command(game *g, const word_def *defs, char **words, size_t count,
                  unsigned long takes_argument);
/* Prints the frame's commands under a translated title, then after (may be
 * NULL), a page at a time at a terminal (console_page). */
void frame_show_help(game *g, const char *title, const word_def *defs, const char *after);

/* Prints a text in the player's language, wrapped to the screen. */
void frame_print(game *g, const char *text);
/* Prints a translated line of the frame's dialogue. */
void frame_say(game *g, const char *msgid, const tpl_arg *args, size_t nargs);

#endif
