/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fxref.c - effects as content names them. */
#include "config.h"

#include "game/fxref.h"

#include "engine/effect.h"

bool fxref_takes(const effect_ref *ref, rng *r)
{
    return ref->chance <= 0 || ref->chance >= 100 || rng_chance(r, ref->chance);
}

bool fxref_apply(const effect_ref *ref, const registry *kinds, rng *r, bt_context *ctx,
                 bt_creature *target)
{
    const bt_effect_kind *kind = ref->id ? reg_find(kinds, ref->id) : NULL;
    if (!kind || !fxref_takes(ref, r))
        return false;
    bt_effect fx = fx_make(kind, ref->turns, ref->n);
    return fx_apply(ctx, target, &fx);
}
