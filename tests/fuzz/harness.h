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
