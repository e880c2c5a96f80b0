/* SPDX-License-Identifier: GPL-3.0-or-later */
/* harness.c - what the fuzz drivers share. */
#include "config.h"

#include "harness.h"

#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "plugin/host.h"
#include "plugin/loader.h"
#include "text/i18n.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

void harness_open(harness *h, bool with_data)
{
    memset(h, 0, sizeof *h);
    const char *lang = getenv("FUZZ_LANG");
    const char *locale = getenv("BLOODTRAIL_LOCALE_DIR");
    i18n_init(lang && *lang ? lang : "en", locale && *locale ? locale : BT_BUILD_DIR "/locale");
    h->kinds = reg_new();
    host_set_registry(h->kinds);
    /* One call for both folders: the registry keeps one cache. */
    const char *plugins = getenv("FUZZ_PLUGIN_DIR");
    loader_folder folders[] = { { plugins, LOADER_ASKED },
                                { BT_BUILD_DIR "/plugins/.libs", LOADER_BUILTIN } };
    bool asked = plugins && *plugins;
    if (!loader_load_folders(h->kinds, folders + !asked, 2 - !asked, NULL)) {
        fprintf(stderr, "fuzz: no effect plugins in %s/plugins/.libs: build them first\n",
                BT_BUILD_DIR);
        exit(2);
    }
    /* Every plugin opened now: AFL++'s fork server must start after the
     * last dlopen, and plugins known from the cache are opened on first use. */
    for (size_t i = 0; i < reg_count(h->kinds); i++)
        (void)reg_find(h->kinds, reg_at(h->kinds, i)->kind->id);
    if (!with_data)
        return;
    const char *dir = getenv("FUZZ_DATA_DIR");
    strbuf error;
    sb_init(&error);
    if (!content_load(&h->data, dir && *dir ? dir : BT_SOURCE_DIR "/data", h->kinds, &error)) {
        fprintf(stderr, "fuzz: the content does not load: %s\n", error.buf);
        exit(2);
    }
    sb_release(&error);
    h->have_data = true;
}

void harness_close(harness *h)
{
    if (h->have_data)
        content_release(&h->data);
    host_set_registry(NULL);
    reg_free(h->kinds);
}

unsigned char *harness_read(const char *path, size_t *len)
{
    FILE *f = path && strcmp(path, "-") != 0 ? fopen(path, "rb") : stdin;
    if (!f) {
        fprintf(stderr, "fuzz: cannot read %s: %s\n", path, strerror(errno));
        exit(2);
    }
    size_t cap = 4096;
    unsigned char *buf = xmalloc(cap + 1);
    *len = 0;
    for (size_t n; (n = fread(buf + *len, 1, cap - *len, f)) > 0;) {
        *len += n;
        if (*len == cap)
            buf = xrealloc(buf, (cap *= 2) + 1);
    }
    buf[*len] = '\0';
    if (f != stdin)
        fclose(f);
    return buf;
}

void harness_lines_open(harness_lines *lines, int argc, char **argv)
{
    size_t len;
    lines->input = harness_read(argc > 1 ? argv[argc - 1] : NULL, &len);
    lines->in = len ? fmemopen(lines->input, len, "r") : fopen("/dev/null", "r");
    lines->out = getenv("FUZZ_SHOW") ? stdout : fopen("/dev/null", "w");
}

void harness_lines_close(harness_lines *lines)
{
    fclose(lines->in);
    if (lines->out != stdout)
        fclose(lines->out);
    free(lines->input);
}

void harness_ready(void)
{
#ifdef __AFL_HAVE_MANUAL_CONTROL
    __AFL_INIT();
#endif
}

bool harness_under_afl(void)
{
    return getenv("__AFL_SHM_ID") != NULL;
}

char *harness_temp_dir(const char *what)
{
    const char *tmp = getenv("TMPDIR");
    strbuf dir;
    sb_init(&dir);
    sb_addf(&dir, "%s/bt-fuzz-%s-XXXXXX", tmp && *tmp ? tmp : "/tmp", what);
    if (!mkdtemp(dir.buf)) {
        fprintf(stderr, "fuzz: cannot make %s: %s\n", dir.buf, strerror(errno));
        exit(2);
    }
    return sb_detach(&dir);
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

void harness_remove_dir(const char *dir)
{
    nftw(dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}
