/* game.h - the state of a game: the hero, the level being played, its
 * monsters, the message log, the quest, the statistics, the input frames. */
#ifndef BT_GAME_H
#define BT_GAME_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "content/content.h"
#include "engine/creature.h"
#include "game/msglog.h"
#include "game/rng.h"
#include "plugin/registry.h"
#include "save/slot.h"
#include "world/level.h"

typedef struct frame frame;

typedef struct skill_slot {
    const skill_def *skill;
    int cooldown;                /* turns until it can be used again */
} skill_slot;

/* What the hero and monsters share: a body, a blow, skills, a place. */
typedef struct fighter {
    bt_creature *body;           /* owned; body->owner points back here */
    attack_def attack;
    int resist[BT_DAMAGE_TYPE_COUNT];
    skill_slot *skills;          /* owned */
    size_t skill_count;
    int mana, max_mana;
    int energy;                  /* combat turn order */
    int x, y;
    bool is_hero;
} fighter;

typedef struct monster {
    fighter f;                   /* first: a fighter* is a monster* when !is_hero */
    const creature_def *def;
    bool asleep;
    bool wander;
    bool hunting;                /* has seen the hero and follows */
    bool in_view;
    bool half_life_done;
} monster;

typedef struct hero {
    fighter f;
    const class_def *cls;
    char *name;                  /* owned */
    int level;
    int xp;
    int gold;
    const item_def **items;      /* owned array; the items are content's */
    size_t item_count;
    size_t item_capacity;
    const item_def *weapon;
    const item_def *armour;
    bool dazed;                  /* stunned when its effects last ticked: the next
                                    action on the map is lost */
} hero;

typedef struct game_stats {
    long turns;
    long kills;
    long blood;
    long gold;
    int deepest;
} game_stats;

typedef struct game {
    const content *data;
    const registry *kinds;
    uint64_t seed;
    rng rng;
    hero hero;
    level level;
    monster **monsters;          /* owned */
    size_t monster_count;
    size_t monster_capacity;
    msglog log;
    bt_context quiet;            /* where monsters out of sight bleed */
    const quest_def *quest;      /* the active quest, or NULL */
    game_stats stats;
    frame *frames;               /* the input stack, top last */
    size_t frame_count;
    size_t frame_capacity;
    bool redraw;                 /* the top frame should show its screen */
    bool over;                   /* the game has ended (death, victory, quit) */
    bool won;
    bool quit;                   /* the player left; the game is saved */
    bool unsaved;                /* the game ended without the save it needed */
    save_slot save;              /* where the game is kept (save.path NULL: nowhere) */
    FILE *in, *out;
    bool interactive;            /* a person at a terminal, not a script */
} game;

/* How a new game starts; strings are borrowed. */
typedef struct game_options {
    const char *name;            /* NULL: ask (a default per language) */
    const char *class_id;        /* NULL: ask */
    uint64_t seed;
    save_slot *save;             /* an open slot the game takes over (slot_open);
                                    NULL: the game is never saved (tests) */
} game_options;

/* Sets up a new game (asking for what opt leaves open through the frames);
 * game_release frees it. */
void game_init(game *g, const content *data, const registry *kinds, const game_options *opt,
               FILE *in, FILE *out);
void game_release(game *g);

/* Whether the hero has been made (the questions of a new game answered). */
static inline bool game_started(const game *g)
{
    return g->hero.name != NULL;
}

/* Plays a whole game reading commands from in; returns the exit status: 0,
 * or 1 when the game ended without being saved where it had to be. */
int game_run(const content *data, const registry *kinds, const game_options *opt, FILE *in,
             FILE *out);

/* The stop signal (SIGHUP, SIGINT, SIGPIPE, SIGTERM) that ended the last
 * game, or 0. The game is saved; the caller cleans up and dies of it, so
 * that whoever started the game knows (a shell sees 128 + the signal). */
int game_stop_signal(void);

/* The monster a fighter is, or NULL for the hero. */
static inline monster *fighter_monster(fighter *f)
{
    return f->is_hero ? NULL : (monster *)f;
}

#endif
