/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cache.c - the plugin cache: one text file of records, read at start-up. */
#include "config.h"

#include "plugin/cache.h"

#include <langinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "text/grammar.h"
#include "util/atomic.h"
#include "util/file.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

/* Bumped whenever a record's form or the checks of a probe change: the
 * first line also names the version and API of the program that wrote it.
 * 4: the first line names the encoding and the genders; a usable record's
 * descriptor is no longer checked again in full when it is read. 5: the
 * checksum takes eight bytes at a time (info_checksum). */
#define CACHE_FORMAT 5
#define CACHE_MAX_BYTES (64 << 20)

struct plugin_cache {
    char *path;              /* owned, or NULL: nowhere to keep it */
    plugin_info *records;    /* owned */
    size_t count, capacity;
    char *text;              /* owned: the file as read; read records borrow from it */
    size_t *slots;           /* by path: record index + 1, 0 is empty */
    size_t slot_count;       /* a power of two, at least twice count */
    bool changed;
};

/* The first line: the format, the version and API of the program, and what
 * else a probe's verdict depends on, so that the verdicts of the records
 * hold wherever the line is the same (a usable record's descriptor is not
 * checked again in full: plugin/info.h). That is the encoding of the
 * characters (the width of a label, wcwidth's) and the genders of the
 * language (a template's selection may choose by them; Spanish has two,
 * the others three). A start in a language of other genders probes every
 * plugin again, and keeps the cache in its own. */
static void header(strbuf *out)
{
    sb_addf(out, "bloodtrail-plugin-cache %d %s %d.%d %s %s\n", CACHE_FORMAT, PACKAGE_VERSION,
            BT_EFFECT_API_MAJOR, BT_EFFECT_API_MINOR, nl_langinfo(CODESET), grammar_genders());
}

static uint32_t hash_path(const char *path)
{
    /* The records' checksum mixes eight bytes at a time: a folder's path
     * is long, and a start hashes each file's three times. */
    return (uint32_t)info_checksum(path, strlen(path));
}

static size_t *find_slot(const plugin_cache *c, const char *path)
{
    size_t mask = c->slot_count - 1;
    for (size_t i = hash_path(path) & mask;; i = (i + 1) & mask) {
        size_t *slot = &c->slots[i];
        if (!*slot || strcmp(c->records[*slot - 1].path, path) == 0)
            return slot;
    }
}

static void rehash(plugin_cache *c)
{
    free(c->slots);
    c->slot_count *= 2;
    c->slots = xcalloc(c->slot_count, sizeof *c->slots);
    for (size_t i = 0; i < c->count; i++)
        *find_slot(c, c->records[i].path) = i + 1;
}

/* Adds a record (taking its memory) or replaces the one of its path. */
static void keep(plugin_cache *c, plugin_info *info)
{
    size_t *slot = find_slot(c, info->path);
    if (*slot) {
        info_release(&c->records[*slot - 1]);
        c->records[*slot - 1] = *info;
        return;
    }
    c->records = xgrow(c->records, &c->capacity, c->count + 1, sizeof *c->records);
    c->records[c->count++] = *info;
    if (c->count * 2 > c->slot_count)
        rehash(c);
    else
        *slot = c->count;
}

/* The cache as a text, or NULL: only a regular file of a sane size (a FIFO
 * would hang the start). */
static char *slurp(const char *path)
{
    struct stat st;
    file_problem problem;
    int fd = file_open_regular(path, &st, &problem);
    if (fd < 0)
        return NULL;
    size_t len = 0;
    char *text = st.st_size <= CACHE_MAX_BYTES
                     ? file_read_all(fd, (size_t)st.st_size, CACHE_MAX_BYTES, &len)
                     : NULL;
    close(fd);
    if (text && len > CACHE_MAX_BYTES) {
        free(text);
        return NULL;
    }
    return text;
}

/* Reads every record, or none: a record that does not parse means the file
 * is not what this program wrote. */
static void parse(plugin_cache *c, char *text)
{
    strbuf want;
    sb_init(&want);
    header(&want);
    bool ours = strncmp(text, want.buf, want.len) == 0;
    char *p = text + (ours ? want.len : 0);
    sb_release(&want);
    while (ours && *p) {
        plugin_info info;
        if (!info_read_cached(&p, &info)) {
            ours = false;
            break;
        }
        keep(c, &info);
    }
    if (ours)
        return;
    for (size_t i = 0; i < c->count; i++)
        info_release(&c->records[i]);
    c->count = 0;
    memset(c->slots, 0, c->slot_count * sizeof *c->slots);
    c->changed = true;    /* rewrite it in this program's form */
}

plugin_cache *cache_read(const char *path)
{
    plugin_cache *c = xcalloc(1, sizeof *c);
    c->path = path ? xstrdup(path) : NULL;
    c->slot_count = 64;
    c->slots = xcalloc(c->slot_count, sizeof *c->slots);
    c->text = path ? slurp(path) : NULL;
    if (c->text)
        parse(c, c->text);
    return c;
}

void cache_free(plugin_cache *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->count; i++)
        info_release(&c->records[i]);
    free(c->records);
    free(c->slots);
    free(c->path);
    free(c->text);
    free(c);
}

const plugin_info *cache_find(const plugin_cache *c, const char *path, const info_key *key)
{
    size_t slot = *find_slot(c, path);
    if (!slot || !info_key_equal(&c->records[slot - 1].key, key))
        return NULL;
    return &c->records[slot - 1];
}

void cache_put(plugin_cache *c, const plugin_info *info)
{
    plugin_info copy;
    info_copy(&copy, info);
    keep(c, &copy);
    c->changed = true;
}

bool cache_changed(const plugin_cache *c)
{
    return c->changed;
}

bool cache_write(plugin_cache *c)
{
    if (!c->path)
        return false;
    strbuf text;
    sb_init(&text);
    header(&text);
    for (size_t i = 0; i < c->count; i++) {
        struct stat st;
        if (stat(c->records[i].path, &st) == 0)
            info_write(&text, &c->records[i]);
    }
    /* The cache is the user's alone; the rename replaces the old one whole,
     * so a reader sees one or the other. */
    bool ok = atomic_write(c->path, text.buf, text.len, 0600, ATOMIC_MAKE_FOLDERS, NULL);
    sb_release(&text);
    if (ok)
        c->changed = false;
    return ok;
}
