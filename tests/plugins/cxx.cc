// SPDX-License-Identifier: GPL-3.0-or-later
// cxx.cc - "test:cxx", an effect plugin written in C++: BT_EFFECT_DEFINE
// gives the descriptor C linkage, so the host finds it as it finds a C
// plugin's. Designated initializers follow the order of the fields (C++20).
#include <string>

#include <bloodtrail/effect.h>

namespace {

const bt_host *host;

bool cxx_init(const bt_host *h)
{
    host = h;
    return true;
}

// A little of the language, to show it is C++ that runs.
void cxx_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    const std::string sound(static_cast<std::string::size_type>(fx->power), '!');
    host->say(ctx, fx->kind, N_("{name} hears C++ ({n})."), owner,
              static_cast<int>(sound.size()));
}

} // namespace

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "test:cxx",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "c++"),
    .label = NC_("effect label", "cxx"),
    .on_text = N_("{name} is written in C++."),
    .init = cxx_init,
    .turn = cxx_turn,
    .version = "1.0",
    .license = "MIT",
};
