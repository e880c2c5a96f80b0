/* SPDX-License-Identifier: GPL-3.0-or-later */
/* echo.c - a test effect "test:echo" with its own text domain
 * ("bloodtrail-test-echo") and catalogs in Bulgarian and German beside it
 * (locale/LL/LC_MESSAGES/bloodtrail-test-echo.mo, staged by the test
 * makefile). It shows a third-party plugin speaking the player's language
 * without touching the host's catalogs. Like every plugin it never calls
 * setlocale() or textdomain(): the host chooses the language.
 *
 * Each turn it says how many echoes the owner hears ({n} = power), a
 * sentence with plural forms. The German catalog deliberately carries two
 * broken translations (the off text uses {wrong} instead of {name}, the
 * description has a placeholder); the host must refuse each and use the
 * English original. */
#include <bloodtrail/effect.h>

static const bt_host *host;

static bool echo_init(const bt_host *h)
{
    host = h;
    return true;
}

static void echo_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    host->say_plural(ctx, fx->kind, N_("{name} hears {n} echo."), N_("{name} hears {n} echoes."),
                     owner, fx->power);
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "test:echo",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .text_domain = "bloodtrail-test-echo",
    .name = NC_("effect name", "echo"),
    .label = NC_("effect label", "ech"),
    .on_text = N_("{name} hears an echo."),
    .off_text = N_("{name} no longer hears the echo."),
    .init = echo_init,
    .turn = echo_turn,
    .description = NC_("effect description", "An echo for the tests."),
};
