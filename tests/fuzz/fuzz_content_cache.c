/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_content_cache.c - the content cache (src/content/cache.c): the input
 * is what a cache holds after the stamps of the files it was made from
 * (its texts and tables). Only this machine's files can give stamps that
 * hold, so the driver writes a real cache of the content first, keeps its
 * header and stamps, puts the input after them and sets the checksum right
 * (or a mutation would almost never get past it). Then the content is
 * loaded as a start loads it. The promise: the load succeeds whatever the
 * cache holds (one that does not hold sends it back to the files), and the
 * sanitizers say nothing while the cache is read and what depends on more
 * than the cache (the effects, the kinds of traps) is checked.
 */
#include "config.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "content/cache.h"
#include "content/mod.h"
#include "harness.h"
#include "util/strbuf.h"

#define MAGIC "bloodtrail content cache 7\n"

/* The one file of the cache folder (content-*), into path. */
static void cache_file(const char *dir, strbuf *path)
{
    DIR *d = opendir(dir);
    if (!d)
        abort();
    for (struct dirent *e; (e = readdir(d));)
        if (strncmp(e->d_name, "content-", 8) == 0)
            sb_addf(path, "%s/%s", dir, e->d_name);
    closedir(d);
    if (!path->len)
        abort();
}

static char *read_whole(const char *path, size_t *len)
{
    return (char *)harness_read(path, len);
}

/* Where the stamps of a cache end: past the header (magic, byte order,
 * fingerprint, checksum), the folder's name, the vaults byte, the effects'
 * identity and the stamps, each a name and 56 bytes, and the NULs up to an
 * offset that is a multiple of 8, where the tables begin (so an input lies
 * as it did in whichever folder it was made). */
static size_t after_stamps(const char *cache, size_t len)
{
    size_t at = sizeof MAGIC - 1 + 4 + 8 + 8;
    uint32_t n;
    memcpy(&n, cache + at, 4);
    at += 4 + n + 1 + 1 + 8;
    uint32_t count;
    memcpy(&count, cache + at, 4);
    at += 4;
    for (uint32_t i = 0; i < count; i++) {
        memcpy(&n, cache + at, 4);
        at += 4 + n + 1 + 56;
    }
    at = (at + 7) / 8 * 8;
    if (at > len)
        abort();
    return at;
}

int main(int argc, char **argv)
{
    harness h;
    harness_open(&h, true);
    const char *data_dir = getenv("FUZZ_DATA_DIR");
    data_dir = data_dir && *data_dir ? data_dir : BT_SOURCE_DIR "/data";
    char *cache_dir = harness_temp_dir("content-cache");
    content_cache_write(&h.data, cache_dir, data_dir, true, h.kinds);
    strbuf path;
    sb_init(&path);
    cache_file(cache_dir, &path);
    size_t real_len;
    char *real = read_whole(path.buf, &real_len);
    size_t keep = after_stamps(real, real_len);
    harness_ready();

    size_t len;
    unsigned char *input = harness_read(argc > 1 ? argv[argc - 1] : NULL, &len);
    strbuf cache;
    sb_init(&cache);
    sb_add(&cache, real, keep);
    sb_add(&cache, (const char *)input, len);
    size_t sum_at = sizeof MAGIC - 1 + 4 + 8;
    uint64_t sum = content_cache_checksum(cache.buf + sum_at + 8, cache.len - sum_at - 8);
    memcpy(cache.buf + sum_at, &sum, sizeof sum);
    FILE *f = fopen(path.buf, "wb");
    if (!f || fwrite(cache.buf, 1, cache.len, f) != cache.len || fclose(f) != 0)
        abort();

    content c;
    mod_set mods = { 0 };
    strbuf error;
    sb_init(&error);
    if (!content_load_mods(&c, data_dir, &mods, h.kinds, true, cache_dir, &error)) {
        fprintf(stderr, "fuzz-content-cache: the content did not load: %s\n", error.buf);
        abort();
    }
    content_release(&c);
    sb_release(&error);
    sb_release(&cache);
    sb_release(&path);
    free(input);
    free(real);
    harness_remove_dir(cache_dir);
    free(cache_dir);
    harness_close(&h);
    return 0;
}
