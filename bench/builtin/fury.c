/* fury.c - plugins/fury/fury.c compiled into the benchmark (see ../builtin.h).
 * The name is set before any header: effect.h reads it when first included. */
#define BT_EFFECT_STATIC_NAME bench_builtin_fury
#include "../builtin.h"
#include "../../plugins/fury/fury.c"
