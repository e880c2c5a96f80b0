/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen.h - the deep dungeon's level generator: rooms joined by corridors with
 * loops, caves grown by a cellular automaton, or both on one level; vaults
 * from data/vaults; stairs; creatures, items, gold and traps drawn from the
 * content tables by depth and rarity. A level is a level_def, as a level file makes:
 * the game plays it as it plays a hand-made one.
 *
 * The same (seed, depth, vaults) gives the same level byte for byte: each
 * level draws from its own random stream, so nothing the player does changes
 * a level not yet made. */
#ifndef BT_GEN_H
#define BT_GEN_H

#include <stdint.h>

#include "content/content.h"

typedef enum gen_kind { GEN_ROOMS, GEN_CAVES, GEN_MIXED, GEN_KIND_COUNT } gen_kind;

/* The version of the generator's output. A deep save records it (line
 * "generator" of doc/save-format.md) because loading makes the levels again
 * from the seed: a level made by another version would put this version's
 * traps, gold and places under the saved terrain. So bump it by one with
 * EVERY change that makes any seed give another level (a new draw, another
 * order of draws, other tables read, another room or cave shape, a shipped
 * creature, item, trap or vault added or changed in data/), and say so in
 * NEWS (doc/dungeon.md, doc/save-format.md). Saves of other versions are
 * then refused by name, never played wrong. Deep saves from before the line
 * count as version 1. tests/world/test_dungeon.c holds a fingerprint of
 * what some seeds make, which fails until this number is raised. */
#define GEN_VERSION 2

/* The largest level the generator makes. */
#define GEN_MAX_WIDTH 120
#define GEN_MAX_HEIGHT 44

/* Where nothing awake may stand near the arrival: more than the hero sees. */
#define GEN_QUIET_RADIUS 10

typedef struct gen_request {
    const content *data;
    uint64_t seed;               /* the game's */
    int depth;                   /* 1-based */
    int last;                    /* the deepest level: it has no stairs down */
    int kind;                    /* a gen_kind, or -1: drawn from the level's stream */
    int width, height;           /* the size, or 0: drawn (the benchmark asks for the
                                    largest) */
    const level_def *const *vaults;   /* vaults that must be tried here (always = yes) */
    size_t vault_count;
} gen_request;

/* A new level (content_level_release and free it), never NULL: a vault that
 * does not fit is left out and the level made without it. *kind_out, when
 * not NULL, tells which kind it is. */
level_def *gen_level(const gen_request *req, gen_kind *kind_out);

/* The word of a kind ("rooms", "caves", "mixed"), for messages and tests. */
const char *gen_kind_word(gen_kind kind);

#endif
