/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_catalog.c - message catalogs (src/text/catalog.c): the input is a .mo
 * file of a plugin's domain, checked as the game checks it; when it is
 * accepted, gettext must then look up every text it holds (and some it does
 * not), in every plural form, without a crash or a hang. That is the promise
 * of the check: whatever it lets through, glibc can read. */
#include "config.h"

#include <libintl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "harness.h"
#include "text/catalog.h"
#include "text/i18n.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

#define DOMAIN "bt-fuzz"

static const unsigned long counts[] = { 0, 1, 2, 3, 5, 11, 21, 101, 1000000, 4294967295ul };

/* A word of the (accepted, so whole) catalog in its byte order. */
static uint32_t word_at(const unsigned char *d, size_t at, bool big)
{
    const unsigned char *p = d + at;
    return big ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
               : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

/* Looks one original up as the game would, and as glibc is asked directly. */
static void look_up(const char *id, size_t len)
{
    const char *plural = strlen(id) < len ? id + strlen(id) + 1 : NULL;
    const char *context_end = strchr(id, '\004');
    (void)dgettext(DOMAIN, id);
    if (!plural)
        (void)i18n_text(DOMAIN, id);
    if (context_end && !plural) {
        char *context = xstrndup(id, (size_t)(context_end - id));
        (void)i18n_ptext(DOMAIN, context, context_end + 1);
        free(context);
    }
    for (size_t i = 0; plural && i < sizeof counts / sizeof *counts; i++) {
        (void)dngettext(DOMAIN, id, plural, counts[i]);
        (void)i18n_ntext(DOMAIN, id, plural, counts[i]);
    }
}

static void look_up_all(const unsigned char *d)
{
    bool big = word_at(d, 0, false) != 0x950412deu;
    uint32_t count = word_at(d, 8, big), originals = word_at(d, 12, big);
    for (uint32_t i = 0; i < count; i++) {
        uint32_t len = word_at(d, originals + (size_t)i * 8, big);
        uint32_t offset = word_at(d, originals + (size_t)i * 8 + 4, big);
        look_up((const char *)d + offset, len);
    }
    /* Texts it does not hold: a search runs until an empty slot. */
    static const char *const absent[] = { "", "x", "absent text", "{name} hears an echo.",
                                          "Hello\004" };
    for (size_t i = 0; i < sizeof absent / sizeof *absent; i++) {
        (void)dgettext(DOMAIN, absent[i]);
        for (size_t j = 0; j < sizeof counts / sizeof *counts; j++)
            (void)dngettext(DOMAIN, absent[i], "plural", counts[j]);
    }
}

int main(int argc, char **argv)
{
    harness h;
    harness_open(&h, false);
    i18n_init("de", BT_BUILD_DIR "/locale");      /* LANGUAGE=de chooses the folder below */
    char *dir = harness_temp_dir("catalog");
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s/de", dir);
    mkdir(path.buf, 0700);
    sb_adds(&path, "/LC_MESSAGES");
    mkdir(path.buf, 0700);
    sb_adds(&path, "/" DOMAIN ".mo");
    harness_ready();
    size_t len;
    unsigned char *input = harness_read(argc > 1 ? argv[argc - 1] : NULL, &len);
    FILE *f = fopen(path.buf, "wb");
    if (!f || fwrite(input, 1, len, f) != len || fclose(f) != 0)
        abort();
    catalog_verdict v = catalog_check(input, len);
    if (catalog_check_file(path.buf).ok != v.ok) {
        fprintf(stderr, "fuzz-catalog: the bytes and the file get different verdicts\n");
        abort();
    }
    catalog_bind(DOMAIN, dir);
    if (catalog_speaks(DOMAIN) != v.ok) {
        fprintf(stderr, "fuzz-catalog: the check and the binding disagree\n");
        abort();
    }
    if (v.ok)
        look_up_all(input);
    free(input);
    sb_release(&path);
    if (!harness_under_afl())
        harness_remove_dir(dir);
    free(dir);
    harness_close(&h);
    return 0;
}
