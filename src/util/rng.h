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

/* The draws are defined here, where their callers see them: a world turn
 * draws a number or two for each wandering monster, a new level a few
 * thousand, and a call to a function in another file cost as much as the
 * draw itself. */
static inline uint32_t rng_rotl(uint32_t x, int k)
{
    return (x << k) | (x >> (32 - k));
}

static inline uint32_t rng_next(rng *r)
{
    uint32_t *s = r->s;
    uint32_t result = rng_rotl(s[1] * 5, 7) * 9;
    uint32_t t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rng_rotl(s[3], 11);
    return result;
}

/* A number in [0, bound); 0 when bound <= 1. */
static inline int rng_below(rng *r, int bound)
{
    if (bound <= 1)
        return 0;
    /* Lemire's multiply-shift; the tiny bias does not matter to a game. */
    return (int)(((uint64_t)rng_next(r) * (uint32_t)bound) >> 32);
}

/* A number in [lo, hi]. */
static inline int rng_range(rng *r, int lo, int hi)
{
    return hi <= lo ? lo : lo + rng_below(r, hi - lo + 1);
}

/* True in percent out of 100 cases. */
static inline bool rng_chance(rng *r, int percent)
{
    return rng_below(r, 100) < percent;
}

#endif
