/* builtin.h - the effect plugins compiled into the benchmark.
 *
 * Each file in bench/builtin/ includes one plugin source unchanged, with
 * BT_EFFECT_STATIC_NAME set to bench_builtin_<id>, so the very code that is
 * built into plugins/<id>.so is also linked into bench/arena under its own
 * symbol. BENCH_BUILTINS(X) lists them, in the order of plugins/.
 */
#ifndef BT_BENCH_BUILTIN_H
#define BT_BENCH_BUILTIN_H

#include <bloodtrail/effect.h>

#define BENCH_BUILTINS(X) \
    X(bleed) X(burn) X(chill) X(dodge) X(fury) X(poison) \
    X(rage) X(regen) X(shield) X(stun) X(weak)

#define BENCH_DECLARE_BUILTIN(id) extern const bt_effect_kind bench_builtin_##id;
BENCH_BUILTINS(BENCH_DECLARE_BUILTIN)
#undef BENCH_DECLARE_BUILTIN

#endif
