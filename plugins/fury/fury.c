/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fury.c - fury: the Warden's second phase. Strength + power and speed + 20
 * while it lasts; the Warden takes it for 999 turns, to the end of the fight.
 * Its blows hit harder still: +1 damage on every blow its owner deals. */
#include <bloodtrail/effect.h>

static int fury_modifier(const bt_effect *fx, bt_stat stat)
{
    if (stat == BT_STAT_STRENGTH)
        return fx->power;
    if (stat == BT_STAT_SPEED)
        return 20;
    return 0;
}

static void fury_before_blow(bt_effect *fx, bt_creature *owner, bt_blow *blow, bt_context *ctx)
{
    (void)fx;
    (void)ctx;
    if (blow->source == owner && !blow->cancelled)
        blow->amount += 1;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "fury",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "fury"),
    .label = NC_("effect label", "fury"),
    .on_text = N_("{name} turns to fury!"),
    .off_text = N_("{name:gen} fury fades."),
    .modifier = fury_modifier,
    .before_blow = fury_before_blow,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "The Warden's second phase: strength rises by its power, speed by 20, "
                       "and every blow deals 1 more."),
};
