/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rng.c - xoshiro128** (Blackman and Vigna), seeded through splitmix64. */
#include "config.h"

#include "util/rng.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

void rng_seed(rng *r, uint64_t seed)
{
    uint64_t a = splitmix64(&seed), b = splitmix64(&seed);
    r->s[0] = (uint32_t)a;
    r->s[1] = (uint32_t)(a >> 32);
    r->s[2] = (uint32_t)b;
    r->s[3] = (uint32_t)(b >> 32) | 1u;   /* never all zero */
}
