/* SPDX-License-Identifier: GPL-3.0-or-later */
/* support.c - what the unit tests share. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "plugin/host.h"
#include "plugin/loader.h"
#include "support.h"
#include "text/i18n.h"
#include "util/xalloc.h"

void said_init(said *s)
{
    sb_init(&s->text);
    s->lines = 0;
}

void said_release(said *s)
{
    sb_release(&s->text);
    s->lines = 0;
}

void said_sink(void *user, const char *line)
{
    said *s = user;
    sb_adds(&s->text, line);
    sb_addc(&s->text, '\n');
    s->lines++;
}

void said_reset(said *s)
{
    sb_reset(&s->text);
    s->lines = 0;
}

void said_context(bt_context *ctx, said *s)
{
    ctx_init(ctx, said_sink, s);
}

void capture_begin(capture *cap)
{
    fflush(stderr);
    cap->file = tmpfile();
    assert_non_null(cap->file);
    cap->saved_fd = dup(STDERR_FILENO);
    assert_true(cap->saved_fd >= 0);
    assert_true(dup2(fileno(cap->file), STDERR_FILENO) >= 0);
}

char *capture_end(capture *cap)
{
    fflush(stderr);
    assert_true(dup2(cap->saved_fd, STDERR_FILENO) >= 0);
    close(cap->saved_fd);
    long size = ftell(cap->file);
    if (size < 0)
        size = 0;
    rewind(cap->file);
    char *text = xmalloc((size_t)size + 1);
    size_t got = fread(text, 1, (size_t)size, cap->file);
    text[got] = '\0';
    fclose(cap->file);
    return text;
}

const char *build_path(const char *relative)
{
    static char path[4096];
    snprintf(path, sizeof path, "%s/%s", BT_BUILD_DIR, relative);
    return path;
}

void speak_english(void)
{
    i18n_init("en", build_path("locale"));
    assert_string_equal(i18n_language(), "en");
}

registry *load_builtins(void)
{
    registry *reg = reg_new();
    size_t added = loader_load_dir(reg, build_path("plugins/.libs"), LOADER_BUILTIN);
    /* The eleven kinds of SPEC §1. */
    assert_int_equal(added, 11);
    host_set_registry(reg);
    return reg;
}
