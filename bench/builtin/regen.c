/* regen.c - plugins/regen/regen.c compiled into the benchmark (see ../builtin.h).
 * The name is set before any header: effect.h reads it when first included. */
#define BT_EFFECT_STATIC_NAME bench_builtin_regen
#include "../builtin.h"
#include "../../plugins/regen/regen.c"
