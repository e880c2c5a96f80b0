/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rng.h - the game's random numbers: one reproducible stream (xoshiro128**
 * seeded through splitmix64), whose whole state fits in a save file. */
#ifndef BT_RNG_H
#define BT_RNG_H

#include <stdbool.h>
#include <stdint.h>

typedef struct rng {
    uint32_t s[4];
} rng;

void rng_seed(rng *r, uint64_t seed);
uint32_t rng_next(rng *r);
/* A number in [0, bound); 0 when bound <= 1. */
int rng_below(rng *r, int bound);
/* A number in [lo, hi]. */
int rng_range(rng *r, int lo, int hi);
/* True in percent out of 100 cases. */
bool rng_chance(rng *r, int percent);

#endif
