/* SPDX-License-Identifier: GPL-3.0-or-later */
/* support.h - what the unit tests share: a sink that keeps what a context
 * said, stderr capture, and the built-in effect plugins of the build tree. */
#ifndef BT_TEST_SUPPORT_H
#define BT_TEST_SUPPORT_H

#include <stddef.h>
#include <stdio.h>

#include "engine/context.h"
#include "plugin/registry.h"
#include "util/strbuf.h"

/* Lines said to a context, each followed by "\n". */
typedef struct said {
    strbuf text;
    size_t lines;
} said;

void said_init(said *s);
void said_release(said *s);
/* A ctx_sink_fn: user is a said. */
void said_sink(void *user, const char *line);
/* Forgets what was said so far. */
void said_reset(said *s);
/* A context that speaks into s. */
void said_context(bt_context *ctx, said *s);

/* Redirects stderr into a temporary file until capture_end, which returns
 * everything written meanwhile (the caller frees it). */
typedef struct capture {
    int saved_fd;
    FILE *file;
} capture;

void capture_begin(capture *cap);
char *capture_end(capture *cap);

/* The build tree: BT_BUILD_DIR with a path appended (static buffer, one
 * at a time). */
const char *build_path(const char *relative);

/* Chooses English (the msgids) for the test, whatever the environment says. */
void speak_english(void);

/* Loads the built-in effect plugins (plugins/.libs) into a new registry and
 * hands it to the host (host->apply_effect finds kinds there). */
registry *load_builtins(void);

#endif
