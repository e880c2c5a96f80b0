/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chill.c - chill: layers of cold that stack up to 3; each takes 2 agility
 * (so the modifier multiplies by the stacks, as bleeding multiplies its
 * damage). */
#include <bloodtrail/effect.h>

static int chill_modifier(const bt_effect *fx, bt_stat stat)
{
    return stat == BT_STAT_AGILITY ? -2 * fx->stacks : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "chill",
    .stack_rule = BT_STACK_STACK,
    .max_stacks = 3,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "chill"),
    .label = NC_("effect label", "chill"),
    .on_text = N_("Cold bites into {name:acc}."),
    /* TRANSLATORS: {n} is the number of layers of cold. */
    .more_text = N_("{name} grows colder (layers: {n})."),
    .off_text = N_("{name} warms up again."),
    .modifier = chill_modifier,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Cold in the limbs: each layer takes 2 agility, up to three layers."),
};
