/* burn.c - plugins/burn/burn.c compiled into the benchmark (see ../builtin.h).
 * The name is set before any header: effect.h reads it when first included. */
#define BT_EFFECT_STATIC_NAME bench_builtin_burn
#include "../builtin.h"
#include "../../plugins/burn/burn.c"
