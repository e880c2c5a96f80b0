/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dice.c - a test effect that rolls a die every turn from the host's random
 * stream and says the roll: "test:dice" built against this header (API 1.2:
 * random_in, heal_in, with the context) and "test:dice10" built against the
 * kept 1.0 header (tests/plugins/api-1.0: random with no context). Two games
 * in one process each roll from their own stream (tests/command). */
#include <bloodtrail/effect.h>

static const bt_host *host;

static bool dice_init(const bt_host *h)
{
    host = h;
    return true;
}

static void dice_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    (void)fx;
#if BT_EFFECT_API_MINOR >= 2
    int roll = host->random_in(ctx, 6) + 1;
    host->heal_in(ctx, owner, roll);
#else
    int roll = host->random(6) + 1;
    host->heal(owner, roll);
#endif
    host->say(ctx, NULL, "{name} rolls {n}.", owner, roll);
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
#if BT_EFFECT_API_MINOR >= 2
    .id = "test:dice",
#else
    .id = "test:dice10",
#endif
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = "dice",
    .label = "dic",
    .init = dice_init,
    .turn = dice_turn,
};
