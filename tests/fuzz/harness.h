/* SPDX-License-Identifier: GPL-3.0-or-later */
/* harness.h - what the fuzz drivers share: the session they run in (the
 * build tree's plugins, catalogs and content), reading the input, and the
 * point where AFL++'s fork server starts.
 *
 * A driver takes its input from the file named by its last argument, or from
 * standard input; it returns 0 whatever the input holds, and aborts (a crash
 * to the fuzzer) only when the program breaks a promise: a save it wrote that
 * it cannot read back, a catalog it accepted that gettext cannot use.
 */
#ifndef BT_FUZZ_HARNESS_H
#define BT_FUZZ_HARNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "content/content.h"
#include "plugin/registry.h"

typedef struct harness {
    registry *kinds;             /* the built-in effects */
    content data;                /* the shipped content, when asked for */
    bool have_data;
} harness;

/* English (or $FUZZ_LANG, with the catalogs of $BLOODTRAIL_LOCALE_DIR),
 * the build tree's plugins (and those of $FUZZ_PLUGIN_DIR first), and with
 * with_data the content of data/ (or $FUZZ_DATA_DIR). Leaves the program if
 * that fails. */
void harness_open(harness *h, bool with_data);
void harness_close(harness *h);

/* The input: the whole file path (or standard input when path is NULL or
 * "-"); the caller frees it. Never NULL; *len may be 0. */
unsigned char *harness_read(const char *path, size_t *len);

/* A driver of typed lines: the input as a stream to read them from, and
 * where the program says its answers (standard output with $FUZZ_SHOW,
 * else nowhere). */
typedef struct harness_lines {
    unsigned char *input;        /* owned */
    FILE *in, *out;
} harness_lines;

/* The input of this run (the file named last on the command line, or
 * standard input) as lines. */
void harness_lines_open(harness_lines *lines, int argc, char **argv);
void harness_lines_close(harness_lines *lines);

/* From here on each run of AFL++ starts as a copy of this process: the slow
 * setup above is done once. Nothing without AFL++. */
void harness_ready(void);

/* Whether the driver runs under afl-fuzz (which never lets the first process
 * end, so what it sets up stays). */
bool harness_under_afl(void);

/* A new folder of its own under $TMPDIR; the caller frees the name. */
char *harness_temp_dir(const char *what);
/* Removes a folder made by harness_temp_dir, with what it holds. */
void harness_remove_dir(const char *dir);

#endif
