/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dodge.c - dodge: light on the feet. Agility + power while it lasts, and a
 * blow aimed at the owner misses in 10% x power of cases (at most half). */
#include <bloodtrail/effect.h>

static const bt_host *host;

static bool dodge_init(const bt_host *h)
{
    host = h;
    return true;
}

static int dodge_modifier(const bt_effect *fx, bt_stat stat)
{
    return stat == BT_STAT_AGILITY ? fx->power : 0;
}

static void dodge_before_blow(bt_effect *fx, bt_creature *owner, bt_blow *blow, bt_context *ctx)
{
    int chance = fx->power * 10 > 50 ? 50 : fx->power * 10;
    if (blow->victim != owner || blow->cancelled || host->random(100) >= chance)
        return;
    blow->evaded = true;
    host->say(ctx, fx->kind, N_("{name} dodges the blow."), owner, 0);
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "dodge",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "dodge"),
    .label = NC_("effect label", "dodge"),
    .on_text = N_("{name} gets ready to dodge."),
    .off_text = N_("{name} stops dodging."),
    .init = dodge_init,
    .modifier = dodge_modifier,
    .before_blow = dodge_before_blow,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Light on the feet: agility rises by its power, and a blow aimed at its "
                       "owner misses one time in ten per point of power, at most every other "
                       "time."),
};
