/* SPDX-License-Identifier: GPL-3.0-or-later */
/* broken.c - effect plugins that the loader must refuse, one per way a
 * plugin can be wrong. The makefile builds this file once per variant with
 * -DBROKEN_<VARIANT>; every variant but NOSYM exports a descriptor that is
 * wrong in exactly one respect, so the loader's message can name it.
 *
 *   NOSYM     exports no "bloodtrail_effect_kind" symbol
 *   MAJOR99   built for API 99.0
 *   MINORNEW  built for a minor API newer than the host's
 *   SHORT     a descriptor that says API 1.1 and is 8 bytes long: the host
 *             must not read the fields it lacks (as one built against an
 *             older header of the same version would lack the last ones)
 *   NOLABEL   label NULL
 *   NOSTACKS  max_stacks 0
 *   BADTEXT   on_text is not a well-formed template ("{name")
 *   NEUTER    on_text chooses by the neuter gender ("{name?n:...}"): good
 *             in a language that has one, refused in one that has not
 *             (Spanish)
 *   CLAIM     claims the built-in id "poison" without a namespace
 *   INITFAIL  init() returns false
 *   FUNCTION  exports a function as "bloodtrail_effect_kind" (one that
 *             returns a good descriptor): the host must not read its code
 *             as the descriptor
 */
#include <bloodtrail/effect.h>

#if defined BROKEN_SHORT
__attribute__((visibility("default"))) const struct {
    unsigned api_major, api_minor;
} bloodtrail_effect_kind = { BT_EFFECT_API_MAJOR, 1 };
#elif defined BROKEN_FUNCTION
static const bt_effect_kind good = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "test:function",
    .max_stacks = 1,
    .name = "function",
    .label = "fn",
};
/* A plausible mistake: a getter where the structure should be. */
__attribute__((visibility("default"))) const bt_effect_kind *bloodtrail_effect_kind(void);
const bt_effect_kind *bloodtrail_effect_kind(void)
{
    return &good;
}
#elif defined BROKEN_NOSYM
/* A plausible mistake: the right type under another name. */
__attribute__((visibility("default"))) const bt_effect_kind bloodtrail_effect = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "test:nosym",
    .max_stacks = 1,
    .name = "nosym",
    .label = "nosym",
};
#else

#if defined BROKEN_MAJOR99
#define API_MAJOR 99
#define API_MINOR 0
#elif defined BROKEN_MINORNEW
#define API_MAJOR BT_EFFECT_API_MAJOR
#define API_MINOR (BT_EFFECT_API_MINOR + 1)
#else
#define API_MAJOR BT_EFFECT_API_MAJOR
#define API_MINOR BT_EFFECT_API_MINOR
#endif

#if defined BROKEN_CLAIM
#define ID "poison"
#elif defined BROKEN_INITFAIL
#define ID "test:initfail"
#elif defined BROKEN_NEUTER
#define ID "test:neuter"
#else
#define ID "test:broken"
#endif

#if defined BROKEN_NOLABEL
#define LABEL NULL
#else
#define LABEL "brk"
#endif

#if defined BROKEN_NOSTACKS
#define MAX_STACKS 0
#else
#define MAX_STACKS 1
#endif

#if defined BROKEN_BADTEXT
#define ON_TEXT "{name breaks."
#elif defined BROKEN_NEUTER
#define ON_TEXT "{name?n:It|{name}} breaks."
#else
#define ON_TEXT "{name} breaks."
#endif

#if defined BROKEN_INITFAIL
static bool refuse_init(const bt_host *host)
{
    (void)host;
    return false;
}
#define INIT refuse_init
#else
#define INIT NULL
#endif

BT_EFFECT_DEFINE = {
    .api_major = API_MAJOR,
    .api_minor = API_MINOR,
    .id = ID,
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = MAX_STACKS,
    .param = BT_PARAM_POWER,
    .name = "broken",
    .label = LABEL,
    .on_text = ON_TEXT,
    .init = INIT,
};
#endif
