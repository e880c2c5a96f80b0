/* SPDX-License-Identifier: GPL-3.0-or-later */
/* confusion.c - confusion: agility -50% and accuracy -20 while it lasts; the
 * confused neither dodge nor aim. */
#include <bloodtrail/effect.h>

static int confusion_percent(const bt_effect *fx, bt_stat stat)
{
    (void)fx;
    return stat == BT_STAT_AGILITY ? -50 : 0;
}

static int confusion_modifier(const bt_effect *fx, bt_stat stat)
{
    (void)fx;
    return stat == BT_STAT_ACCURACY ? -20 : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "confusion",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "confusion"),
    .label = NC_("effect label", "conf"),
    .on_text = N_("{name} reels, confused."),
    .off_text = N_("{name}'s head clears."),
    .modifier = confusion_modifier,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "A spinning head: agility falls by half, accuracy by 20."),
    .percent = confusion_percent,
};
