/* SPDX-License-Identifier: GPL-3.0-or-later */
/* plugin-copy.c - one more effect plugin, for the start-up scaling figure:
 * bench.sh compiles it many times, each with its own -DBENCH_ID="bench:NNNN",
 * into a folder that bloodtrail loads with --plugin-dir. It is poison under
 * another id: a turn callback, an init that keeps the host table, texts. */
#include <bloodtrail/effect.h>

#ifndef BENCH_ID
#error "compile with -DBENCH_ID='\"bench:0001\"'"
#endif

static const bt_host *host;

static bool copy_init(const bt_host *h)
{
    host = h;
    return true;
}

static void copy_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    host->say(ctx, fx->kind, N_("The poison burns {name:acc} ({n})."), owner, fx->power);
    host->hurt(ctx, owner, fx->power);
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = BENCH_ID,
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "poison"),
    .label = NC_("effect label", "psn"),
    .on_text = N_("Poison enters {name:gen} blood."),
    .off_text = N_("{name} is no longer poisoned."),
    .init = copy_init,
    .turn = copy_turn,
};
