/* stun.c - stun: the creature loses its next turn. A second stun is ignored,
 * and after a stun the next turn is sure (the engine makes the creature
 * stun-proof), so three clubs cannot lock a hero forever. The combat turn
 * says that the turn is lost; the effect itself ends silently. */
#include <bloodtrail/effect.h>

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "stun",
    .stack_rule = BT_STACK_IGNORE,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "stun"),
    .label = NC_("effect label", "stun"),
    .on_text = N_("{name} loses balance."),
};
