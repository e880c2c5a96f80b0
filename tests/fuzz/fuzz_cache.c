/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_cache.c - the plugin cache (src/plugin/cache.c, info.c): the input
 * is the cache file a start reads. Every record the reader accepts must be
 * whole: read as a probe's record is (info_read), a usable one holds a
 * descriptor the host accepts; read as the cache's (info_read_cached, which
 * trusts the text rules a probe checked before to a record whose checksum
 * holds), it is taken whenever info_read takes it, and a usable one has the
 * shape the host reads without a test (the promise a start relies on to
 * skip the child probe); and it is written back as it was read. The
 * checksum of each record is set right first, or a mutation would almost
 * never get past it.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "plugin/cache.h"
#include "plugin/check.h"
#include "plugin/info.h"
#include "util/strbuf.h"

/* The records of the input, each given its right checksum: a line "end" or
 * "end ..." closes a record, whose lines before it are checksummed as
 * info_write does (by writing them again through a record of its own is
 * not possible for a broken one, so the sum is taken here, with the
 * record's own function). */
static void resign(strbuf *out, const char *input, size_t len)
{
    size_t start = 0;             /* where the current record began in out */
    const char *end = input + len;
    for (const char *p = input; p < end;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        if (n >= 3 && memcmp(p, "end", 3) == 0 && (n == 3 || p[3] == ' ')) {
            sb_addf(out, "end %016llx\n", info_checksum(out->buf + start, out->len - start));
            start = out->len;
        } else {
            sb_add(out, p, n);
            sb_addc(out, '\n');
            if (out->len == n + 1 || strncmp(p, "bloodtrail-plugin-cache ", 24) == 0)
                start = out->len;     /* the header line is no part of a record */
        }
        p += n + 1;
    }
}

/* The record at text read as the cache reads it, on a copy: whether it
 * was taken; when it is usable, it has the shape the host relies on. */
static bool read_as_cached(const char *text)
{
    char *copy = strdup(text);
    if (!copy)
        abort();
    char *p = copy;
    plugin_info info;
    bool taken = info_read_cached(&p, &info);
    if (taken && info.verdict.code == REFUSAL_NONE &&
        (!check_descriptor_shape(&info.desc) || !info.desc.id || !info.desc.name ||
         !info.desc.label)) {
        fprintf(stderr, "fuzz-cache: a cached usable record of a bad shape: %s\n", info.path);
        abort();
    }
    if (taken)
        info_release(&info);
    free(copy);
    return taken;
}

/* Every record the reader takes from text keeps the promise; how many it
 * took. */
static size_t check_records(char *text)
{
    size_t taken = 0;
    char *p = strchr(text, '\n');
    p = p ? p + 1 : text + strlen(text);
    while (*p) {
        plugin_info info;
        char *at = p;
        bool cached = read_as_cached(p);
        if (!info_read(&p, &info)) {
            /* The rest is no record: the cache would be set aside. */
            if (p == at)
                break;
            continue;
        }
        if (!cached) {
            fprintf(stderr, "fuzz-cache: a record the cache does not take: %s\n", info.path);
            abort();
        }
        if (info.verdict.code == REFUSAL_NONE) {
            refusal why = { 0 };
            if (!check_descriptor(&info.desc, &why) || !info.desc.id || !info.desc.name) {
                fprintf(stderr, "fuzz-cache: a usable record with a bad descriptor: %s\n",
                        info.path);
                abort();
            }
            refusal_release(&why);
        }
        strbuf again;
        sb_init(&again);
        info_write(&again, &info);
        char *copy = again.buf;
        plugin_info back;
        if (!info_read(&copy, &back) || back.verdict.code != info.verdict.code ||
            strcmp(back.path, info.path) != 0 || !info_key_equal(&back.key, &info.key)) {
            fprintf(stderr, "fuzz-cache: a record written does not read back: %s\n", info.path);
            abort();
        }
        info_release(&back);
        sb_release(&again);
        info_release(&info);
        taken++;
    }
    return taken;
}

int main(int argc, char **argv)
{
    harness h;
    harness_open(&h, false);
    char *dir = harness_temp_dir("cache");
    harness_ready();
    size_t len;
    unsigned char *input = harness_read(argc > 1 ? argv[argc - 1] : NULL, &len);
    strbuf text;
    sb_init(&text);
    resign(&text, (const char *)input, len);
    /* The whole file through the cache, as a start reads it. */
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s/plugins", dir);
    FILE *f = fopen(path.buf, "wb");
    if (!f || fwrite(text.buf, 1, text.len, f) != text.len || fclose(f) != 0)
        abort();
    plugin_cache *cache = cache_read(path.buf);
    cache_free(cache);
    size_t taken = check_records(text.buf);
    if (getenv("FUZZ_SHOW"))
        printf("%zu records read\n", taken);
    sb_release(&path);
    sb_release(&text);
    free(input);
    if (!harness_under_afl())
        harness_remove_dir(dir);
    free(dir);
    harness_close(&h);
    return 0;
}
