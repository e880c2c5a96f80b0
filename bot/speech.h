/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speech.h - the autoplayer by ear: it plays at the console in speech mode
 * (bloodtrail --speech, doc/speech.md) and reads only what a blind player
 * hears there, in English: the news of each turn and the answers to
 * "around", "status" and "i" (never "map"). It walks as such a player does,
 * with the game's own "explore" and "travel THING"; the fights it leaves to
 * the mind (mind.h), with views made from what it heard. */
#ifndef BOT_SPEECH_H
#define BOT_SPEECH_H

#include <stdbool.h>

#include "mind.h"
#include "view.h"

#define SPEECH_MAX_SIGHTS 32
#define SPEECH_MAX_NAMES 128
#define SPEECH_MAX_IGNORED 16

/* One line of "around": something in view and where, from the hero. */
typedef struct speech_sight {
    char name[VIEW_NAME];       /* "goblin", "healing potion", "gold", "door" */
    int dx, dy;
    bool monster, asleep;
    bool item;                  /* an item or gold: worth picking up */
} speech_sight;

typedef struct bot_speech {
    /* The creatures' names (from the content's creatures.ini: the player
     * knows a wolf from a potion). */
    char creatures[SPEECH_MAX_NAMES][VIEW_NAME];
    char creature_ids[SPEECH_MAX_NAMES][VIEW_NAME];   /* "warden" of "Warden" */
    int creature_count;
    view known;                 /* the hero and the fight's enemies, as told */
    bool fighting;
    int depth, levels;
    speech_sight sights[SPEECH_MAX_SIGHTS];
    int sight_count;
    bool sights_fresh;          /* "around" answered since the last turn */
    bool status_fresh;          /* "status" answered since the last turn */
    bool pack_stale;
    bool here;                  /* "You see ... here.": something lies underfoot */
    bool picked_here;
    bool explored;              /* "You have seen all of this level ..." */
    bool explore_refused;       /* "You cannot explore with ... in view." */
    bool rest_refused;
    bool travelled_down;        /* "travel >" was the last try for the stairs */
    char last[96];              /* the last command typed */
    char last_travel[VIEW_NAME];/* what the last "travel NAME" went for */
    int last_travel_dx, last_travel_dy;
    char ignored[SPEECH_MAX_IGNORED][VIEW_NAME];   /* things travel cannot reach */
    int ignored_count;
    int waits;                  /* waits in a row for an awake monster */
    int rests;                  /* rests on this level */
    int buys;                   /* things bought at a shrine on this level */
    char command[96];
} bot_speech;

/* Reads the creatures' names from data_dir/creatures.ini (NULL: "data"). */
void speech_init(bot_speech *s, const char *data_dir);
/* Reads what the game printed since the last command into s and into the
 * view the mind reads. */
void speech_read(bot_speech *s, const char *text, view *v);
/* The command to type next. */
const char *speech_decide(bot_speech *s, mind *m, const view *v);

#endif
