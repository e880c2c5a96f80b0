/* dodge.c - plugins/dodge/dodge.c compiled into the benchmark (see ../builtin.h).
 * The name is set before any header: effect.h reads it when first included. */
#define BT_EFFECT_STATIC_NAME bench_builtin_dodge
#include "../builtin.h"
#include "../../plugins/dodge/dodge.c"
