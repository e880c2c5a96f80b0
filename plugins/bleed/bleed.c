/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bleed.c - bleeding: wounds that stack (up to 5); each wound loses 1 life a
 * turn. Created as (turns, wounds): "bleed 3 2" is two wounds for three turns.
 * The blood it spills is counted; the trail on the map is left by whoever
 * moves a bleeding creature, not by the effect. */
#include <bloodtrail/effect.h>

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "bleed",
    .stack_rule = BT_STACK_STACK,
    .max_stacks = 5,
    .param = BT_PARAM_STACKS,
    .name = NC_("effect name", "bleeding"),
    .label = NC_("effect label", "bld"),
    .on_text = N_("{name} bleeds."),
    /* TRANSLATORS: {n} is the number of wounds after the new one. */
    .more_text = N_("{name} bleeds harder (wounds: {n})."),
    .off_text = N_("{name:gen} wounds stop bleeding."),
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Open wounds: each loses 1 life a turn, and they stack up to five. A "
                       "bleeding creature that moves leaves a trail of blood."),
    .each_turn = BT_TURN_BLEED,
    .each_turn_text = N_("{name} loses blood ({n})."),
};
