/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.h - the state of a game: the hero, the level being played, its
 * monsters, the fight going on, the message log, the quest, the statistics.
 * The rules (src/game, src/combat) change it, saves (src/save) write and
 * read it; what the player sees and types is the console's (src/console). */
#ifndef BT_GAME_H
#define BT_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "content/content.h"
#include "dungeon/dungeon.h"
#include "engine/creature.h"
#include "engine/host.h"
#include "game/lore.h"
#include "game/msglog.h"
#include "game/pack.h"
#include "util/rng.h"
#include "util/strbuf.h"
#include "plugin/registry.h"
#include "world/level.h"

typedef struct fight fight;         /* src/combat/fight.h */
typedef struct console console;     /* src/console/console.h */

typedef struct skill_slot {
    const skill_def *skill;
    int cooldown;                /* turns until it can be used again */
} skill_slot;

/* A reaction the player may be asked about, and when it can be again. */
typedef struct reaction_slot {
    const reaction_def *reaction;
    int cooldown;                /* turns until it can be asked about again */
} reaction_slot;

/* What the hero and monsters share: a body, a blow, skills, a place. */
/* The hero's gender as the player gives it: asked, or given on the command
 * line. */
enum { GAME_GENDER_ASK = -1, GAME_MALE = 0, GAME_FEMALE = 1 };

typedef struct fighter {
    bt_creature *body;           /* owned; body->owner points back here */
    attack_def attack;
    int resist[BT_DAMAGE_TYPE_COUNT];
    skill_slot *skills;          /* owned */
    size_t skill_count;
    reaction_slot *reactions;    /* owned; the hero's (monsters have none) */
    size_t reaction_count;
    int mana, max_mana;
    int energy;                  /* combat turn order */
    int x, y;
    bool is_hero;
    size_t fight_slot;           /* where it stands in the fight's list while it fights */
} fighter;

typedef struct monster {
    fighter f;                   /* first: a fighter* is a monster* when !is_hero */
    const creature_def *def;
    bool asleep;
    bool wander;
    bool hunting;                /* has seen the hero and follows */
    bool in_view;
    bool half_life_done;
    bool fighting;               /* takes part in the fight going on */
    bool fleeing;                /* wounded, it runs for its den */
    bool cornered;               /* it fled once: at its den it fights to the end */
    bool aiming;                 /* it stood to shoot this turn: the shot is loosed once
                                    the monsters have moved (combat/volley.h) */
    int home_x, home_y;          /* its den */
    int purse;                   /* gold it stole from the hero: dropped where it dies */
    /* Its index in the game's monsters (world_add_monster, world_bury_dead):
     * a cell names its occupant so (world/level.h). */
    uint32_t index;
} monster;

typedef struct hero {
    fighter f;
    const class_def *cls;
    char *name;                  /* owned: as the player typed it */
    bool female;                 /* the hero's gender: sentences agree with it */
    bt_name named;               /* the hero as sentences name it ({hero}); borrows
                                    the body's name */
    int level;
    int xp;
    int gold;
    pack pack;                   /* what is carried, by letter */
    const item_def *weapon;
    const item_def *armour;
    const item_def *ring;        /* NULL: none worn */
    const item_def *amulet;
    bool dazed;                  /* stunned when its effects last ticked: the next
                                    action on the map is lost */
    int facing_dx, facing_dy;    /* its last step on the map */
} hero;

/* What the hero did this turn, as the monsters around hear it. */
typedef enum hero_noise {
    NOISE_QUIET,                 /* waiting, looking at the pack */
    NOISE_MOVE,                  /* walking, opening a door */
    NOISE_FIGHT                  /* fighting */
} hero_noise;

/* How many of one kind of creature the hero killed. */
typedef struct kill_tally {
    const creature_def *def;     /* content's */
    long count;
} kill_tally;

typedef struct game_stats {
    long turns;
    long kills;
    kill_tally *kinds;           /* owned: the kills by kind, in the order of the first */
    size_t kind_count;
    size_t kind_capacity;
    long blood;
    long gold;
    int deepest;
    long quests;                 /* quests done */
    long xp;                     /* experience earned: kills and quests */
    long spent;                  /* gold left at shrines */
} game_stats;

/* A level the hero has left: kept as it was, its monsters still (they do
 * not act while the hero is elsewhere). */
typedef struct level_store {
    level level;                 /* cells NULL: never visited */
    monster **monsters;          /* owned */
    size_t monster_count;
    size_t monster_capacity;
    /* owned: the text a save gives of this level and its monsters, made by
     * the first snapshot after the hero left it (save_render in
     * save/save.h) and kept, as a level left behind does not change; empty
     * until then. */
    strbuf *text;
} level_store;

typedef struct game {
    const content *data;
    const registry *kinds;
    /* The kinds the world asks about itself (a bleeding creature leaves
     * blood, ...), looked up once; NULL where one is not loaded. */
    const bt_effect_kind *bleed, *poison, *stun, *blind;
    uint64_t seed;
    rng rng;
    host_session session;        /* what the game lends the plugins' services: its
                                    kinds, random stream, map and asker; every
                                    context of the game reaches it */
    /* The language the game speaks and where its catalogs are (borrowed);
     * NULL: the process's, as i18n_init chose it. gettext's language is the
     * process's: a game with its own makes it current when it plays a
     * command (game_speak), so two games in one process each speak theirs. */
    const char *language;
    const char *locale_dir;
    hero hero;
    dungeon dungeon;             /* the levels the game is played in */
    level_store *away;           /* owned, by depth - 1: the levels left behind */
    level level;
    monster **monsters;          /* owned */
    size_t monster_count;
    size_t monster_capacity;
    msglog log;
    bt_context quiet;            /* where monsters out of sight bleed */
    hero_noise noise;            /* what the hero did this turn */
    const quest_def *quest;      /* the active quest, or NULL */
    game_stats stats;
    lore lore;                   /* what the hero knows of potions and scrolls */
    fight *fight;                /* the fight going on, or NULL; owned. One that
                                    ended the game stays for the last screen */
    void (*free_fight)(fight *ft);  /* frees it: the rules of fights (src/combat)
                                       set it with the fight, so the state of the
                                       game needs nothing of the layer above */
    const creature_def *killer;  /* the hero died by its blow; NULL: by its effects */
    unsigned long sightings;     /* monsters that came into view, ever: what
                                    repeated actions (rest, run) watch */
    bool over;                   /* the game has ended (death or victory) */
    bool won;
    const char *save_path;       /* the file the game is saved in (a link's target; the
                                    console's slot holds it), NULL: nowhere; borrowed */
    console *console;            /* the console playing the game, for its frames;
                                    borrowed, and opaque to the rules */
} game;

/* Sets up a game with no hero yet (the console asks for one, or a save
 * brings one); game_release frees it. */
void game_init(game *g, const content *data, const registry *kinds, uint64_t seed);
void game_release(game *g);
/* The dungeon the game is played in (classic when never set); a level the
 * game holds is dropped. */
void game_set_dungeon(game *g, dungeon_kind kind);

/* Makes the game the one that speaks: its language the process's (if it
 * has one of its own and another is current), its hero the one every
 * message may name as {hero}. */
void game_speak(const game *g);

/* Whether the hero has been made (the questions of a new game answered). */
static inline bool game_started(const game *g)
{
    return g->hero.name != NULL;
}

/* The monster a fighter is, or NULL for the hero. */
static inline monster *fighter_monster(fighter *f)
{
    return f->is_hero ? NULL : (monster *)f;
}

#endif
