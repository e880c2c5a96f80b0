/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fxref.h - effects as content names them ("poison 3 2 35%"): a trap's, a
 * potion's, a skill's, a monster's bite. One place rolls the chance, finds
 * the kind among the plugins and applies it by the engine's rules. */
#ifndef BT_FXREF_H
#define BT_FXREF_H

#include <stdbool.h>

#include "content/schema.h"
#include "engine/context.h"
#include "util/rng.h"
#include "plugin/registry.h"

/* Whether the effect's chance comes up; a sure effect (100%) draws no number,
 * so the random stream is left as it was. */
bool fxref_takes(const effect_ref *ref, rng *r);

/* Puts the effect on target if its chance comes up and a plugin provides it;
 * returns whether anything changed. */
bool fxref_apply(const effect_ref *ref, const registry *kinds, rng *r, bt_context *ctx,
                 bt_creature *target);

#endif
