/* SPDX-License-Identifier: GPL-3.0-or-later */
/* runs.c - the clock and the median of bench/scale and bench/dungeon. */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "runs.h"

double runs_cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double runs_median(double *ms, int count)
{
    qsort(ms, (size_t)count, sizeof *ms, compare_doubles);
    return count % 2 ? ms[count / 2] : (ms[count / 2 - 1] + ms[count / 2]) / 2;
}
