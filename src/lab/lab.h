/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lab.h - the workbench where a modder tries effects without playing.
 *
 * One command per line; keywords are English in every language; the output is
 * what the engine says plus the outputs the commands name. A bad line gets one
 * translated message on stderr with its line number and changes nothing.
 */
#ifndef BT_LAB_H
#define BT_LAB_H

#include <stdio.h>

#include "plugin/registry.h"

/* Runs the commands read from in, writing to out and errors to err; returns
 * the exit status: 1 if any line was rejected, else 0. The skills "strike"
 * may use are read from data_dir when the first one is asked for. "reload"
 * may change kinds' callbacks. */
int lab_run(FILE *in, FILE *out, FILE *err, registry *kinds, const char *data_dir);

#endif
