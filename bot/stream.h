/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stream.h - the autoplayer on the event stream (bloodtrail --events,
 * doc/events.md): what the game tells becomes the views the mind reads (from
 * ids and numbers, the same in every language), and the commands the mind
 * types as at the console ("e", "1", "use", a letter) become the stream's
 * ("step 1 0", "attack", "use 0"). A question the console would ask (which
 * item, which skill, which enemy) is asked here, as a view, without the game. */
#ifndef BOT_STREAM_H
#define BOT_STREAM_H

#include <stdbool.h>
#include <stdio.h>

#include "view.h"

#define STREAM_MAX_KINDS 128

typedef enum stream_asking {
    ASKING_NOTHING,
    ASKING_ITEM,          /* which item to use (the map's "use", the fight's "3") */
    ASKING_SKILL,         /* which skill (the fight's "2") */
    ASKING_TARGET         /* which enemy, for a blow (skill -1) or the skill */
} stream_asking;

typedef struct bot_stream {
    FILE *from;                  /* the game's events; owned */
    FILE *to;                    /* the game's commands; owned */
    view *last;                  /* owned: the last map or fight, as it stood */
    view *asked;                 /* owned: a question asked without the game */
    bool have_asked;
    stream_asking asking;
    int skill;                   /* the skill chosen, for ASKING_TARGET */
    bool fighting;
    bool reaction;               /* the last question was a reaction's */
    /* What the game said since the last command: catalog ids. */
    char log[VIEW_MAX_LOG][160];
    int log_count;
    /* The pack as the last hero event told it. */
    view_item pack[VIEW_MAX_ITEMS];
    int pack_count;
    view_skill skills[VIEW_MAX_SKILLS];
    int skill_count;
    bool trace;
    int levels;                  /* the dungeon's levels: the stream does not tell them */
    char effect[VIEW_NAME];      /* the first effect on the hero, as the last hero event told */
    /* The kinds the game met so far: monsters seen, items carried (ids). */
    char monster_kinds[STREAM_MAX_KINDS][VIEW_NAME];
    int monster_kind_count;
    char item_kinds[STREAM_MAX_KINDS][VIEW_NAME];
    int item_kind_count;
} bot_stream;

/* Takes the game's output and input (file descriptors), of a game of that
 * many levels. */
void stream_open(bot_stream *s, int from, int to, int levels, bool trace);
void stream_close(bot_stream *s);
/* The next view: a question asked here, or what the game tells until it
 * waits for a command. False when the game's output ended. */
bool stream_next(bot_stream *s, view *v);
/* Gives the mind's command (the console's words) to the game, or answers
 * it here. */
void stream_type(bot_stream *s, const char *command);

#endif
