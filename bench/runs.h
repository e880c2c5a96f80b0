/* SPDX-License-Identifier: GPL-3.0-or-later */
/* runs.h - what bench/scale and bench/dungeon share to time their steps:
 * the CPU time of the calling thread (on a machine shared with other work,
 * the time others take is not counted) and the median of a series of runs. */
#ifndef BT_BENCH_RUNS_H
#define BT_BENCH_RUNS_H

/* The calling thread's CPU time, in milliseconds. */
double runs_cpu_ms(void);

/* Sorts ms[0..count) (count > 0) and returns their median; the min and the
 * max are then ms[0] and ms[count - 1]. */
double runs_median(double *ms, int count);

#endif
