/* SPDX-License-Identifier: GPL-3.0-or-later */
/* effect.h - the effect rules: applying by stack rule, ticking,
 * labels. The kinds themselves come from plugins (plugin/registry.h). */
#ifndef BT_ENGINE_EFFECT_H
#define BT_ENGINE_EFFECT_H

#include <stdbool.h>

#include <bloodtrail/effect.h>

#include "engine/context.h"
#include "engine/creature.h"
#include "util/strbuf.h"

/* A new instance of kind, reading n as power or stacks as the kind says,
 * within the bounds of fx_bound. */
bt_effect fx_make(const bt_effect_kind *kind, int turns, int n);

/* Puts turns, power, stacks and state back within what the host promises
 * and a save holds (BT_EFFECT_MAX_TURNS and the rest, <bloodtrail/effect.h>):
 * done after every callback. */
void fx_bound(bt_effect *fx);

/* Applies an effect by its kind's stack rule; returns whether anything
 * changed. Dead or immune targets, and a stun on a stun-proof target, change
 * nothing. */
bool fx_apply(bt_context *ctx, bt_creature *target, const bt_effect *incoming);

/* Says one of a kind's texts (on_text, off_text, ...) about c, {n} = n. */
void fx_say(bt_context *ctx, const bt_effect_kind *kind, const char *msgid, const bt_creature *c,
            int n);

/* Runs the blow hook of owner's effect at index i, on a copy written back
 * afterwards, as the engine runs every callback (a hook may apply or remove
 * effects). Returns the index of the next effect to visit. */
size_t fx_run_blow_hook(bt_context *ctx, bt_creature *owner, size_t i, bt_blow_fn hook,
                        bt_blow *blow);

/* API 1.1's moments, for every effect of c that has the callback: c moved
 * from one cell to another; c died (killer NULL when no blow killed it). */
void fx_moved(bt_context *ctx, bt_creature *c, int from_x, int from_y, int to_x, int to_y);
void fx_died(bt_context *ctx, bt_creature *c, bt_creature *killer);
/* Runs the react callback of owner's effect of kind with the player's
 * answer; false when the effect is gone or has none. */
bool fx_react(bt_context *ctx, bt_creature *owner, const bt_effect_kind *kind, bt_blow *blow,
              bool accepted);

/* One effect turn: each effect present when the tick began acts, loses a
 * turn and at 0 is removed and expires. Stops when the creature dies. */
void fx_tick(bt_context *ctx, bt_creature *c);

/* Appends the status-bar label: "psn:2", or "bldx3:2" with stacks. */
void fx_label(strbuf *out, const bt_effect *fx);
/* What the effect adds to stat now (0 for a kind without a modifier),
 * within +-BT_EFFECT_MAX_MODIFIER as the header promises, the plugin's
 * callback under the guard. The stats and the sheet both count this one
 * value, so what the sheet lists adds up to the total it shows. */
int fx_modifier(const bt_effect *fx, bt_stat stat);
/* What it adds to a stat in percent (API 1.2), or 0; bounded the same way. */
int fx_percent(const bt_effect *fx, bt_stat stat);
/* Appends the labels of every effect, separated by spaces. */
void fx_labels(strbuf *out, const bt_creature *c);

/* A label's room on a status bar, in columns. */
#define FX_LABEL_COLUMNS 8

/* The kind's name and label in the player's language (a translated label
 * wider than FX_LABEL_COLUMNS is refused for the original). */
/* What the kind's decoration is, in the player's language (API 1.2), or
 * NULL when the plugin does not say. */
const char *fx_kind_decoration_text(const bt_effect_kind *kind);
const char *fx_kind_name(const bt_effect_kind *kind);
/* The kind's description in the player's language (API 1.1), or NULL. */
const char *fx_kind_description(const bt_effect_kind *kind);
const char *fx_kind_label(const bt_effect_kind *kind);

#endif
