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
 * checksum takes eight bytes at a time (info_checksum). 6: the plugin files
 * of each folder walked are kept too ("folder" records). */
#define CACHE_FORMAT 6
#define CACHE_MAX_BYTES (64 << 20)

struct plugin_cache {
    char *path;              /* owned, or NULL: nowhere to keep it */
    plugin_info *records;    /* owned */
    size_t count, capacity;
    char *text;              /* owned: the file as read; read records borrow from it */
    size_t *slots;           /* by path: record index + 1, 0 is empty */
    size_t slot_count;       /* a power of two, at least twice count */
    cache_folder *folders;   /* owned; a start walks two or three */
    size_t folder_count, folder_capacity;
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

/* --- the plugin files of each folder walked ---
 * A record "folder PATH", "key ..." (the folder's, as a file's), "files
 * A.so/B.so/..." (escaped as a record's texts; "/" cannot be in a name),
 * "end CHECKSUM" (of the lines before it, as a plugin record's). */

static void folder_release(cache_folder *f)
{
    free(f->own);
    memset(f, 0, sizeof *f);
}

static void forget_folders(plugin_cache *c)
{
    for (size_t i = 0; i < c->folder_count; i++)
        folder_release(&c->folders[i]);
    c->folder_count = 0;
}

static cache_folder *folder_of(const plugin_cache *c, const char *path)
{
    for (size_t i = 0; i < c->folder_count; i++)
        if (strcmp(c->folders[i].path, path) == 0)
            return &c->folders[i];
    return NULL;
}

/* A new entry for path, or the one it had (emptied). */
static cache_folder *folder_entry(plugin_cache *c, const char *path)
{
    cache_folder *f = folder_of(c, path);
    if (f) {
        folder_release(f);
        return f;
    }
    c->folders = xgrow(c->folders, &c->folder_capacity, c->folder_count + 1, sizeof *c->folders);
    f = &c->folders[c->folder_count++];
    memset(f, 0, sizeof *f);
    return f;
}

/* The next line of a folder record, cut in place, if it starts with word
 * and a space: the rest of it; NULL otherwise. */
static char *folder_line(char **text, const char *word)
{
    size_t len = strlen(word);
    char *line = *text, *nl = strchr(line, '\n');
    if (!nl || strncmp(line, word, len) != 0 || line[len] != ' ')
        return NULL;
    *nl = '\0';
    *text = nl + 1;
    return line + len + 1;
}

/* The names of a "files" line, in place: each "/" becomes the NUL that ends
 * a name; false when a name is empty or no plugin file's. */
static bool split_names(char *names, size_t *len, size_t *count)
{
    *len = strlen(names);
    *count = 0;
    if (!*len)
        return true;
    for (char *name = names;; name++) {
        char *end = name + strcspn(name, "/");
        bool last = !*end;
        *end = '\0';
        size_t n = (size_t)(end - name);
        if (n <= 3 || name[0] == '.' || strcmp(end - 3, ".so") != 0)
            return false;
        (*count)++;
        if (last)
            return true;
        name = end;
    }
}

/* Reads the folder record at *text into the cache, advancing past it;
 * false when it is not one. Its texts stay in the cache's text. */
static bool read_folder(plugin_cache *c, char **text)
{
    char *end = (char *)info_sealed_end(*text);
    if (!end || end == *text)
        return false;
    char *path = folder_line(text, "folder"), *key = path ? folder_line(text, "key") : NULL;
    char *names = key ? folder_line(text, "files") : NULL;
    info_key k;
    size_t len, count;
    if (!names || *text != end || !*path || !info_key_read(key, &k))
        return false;
    info_unescape(path);
    info_unescape(names);
    if (!split_names(names, &len, &count))
        return false;
    *text = end + 20 + (end[20] == '\n');
    cache_folder *f = folder_entry(c, path);
    *f = (cache_folder){ path, k, names, len, count, NULL };
    return true;
}

static void write_folder(strbuf *out, const cache_folder *f)
{
    size_t start = out->len;
    sb_adds(out, "folder ");
    info_escape(out, f->path);
    sb_addc(out, '\n');
    info_key_write(out, &f->key);
    sb_adds(out, "files ");
    for (size_t at = 0; at < f->names_len; at += strlen(f->names + at) + 1) {
        if (at)
            sb_addc(out, '/');
        info_escape(out, f->names + at);
    }
    sb_addc(out, '\n');
    info_seal(out, start);
}

const cache_folder *cache_find_folder(const plugin_cache *c, const char *path,
                                      const info_key *key)
{
    const cache_folder *f = folder_of(c, path);
    return f && info_key_equal(&f->key, key) ? f : NULL;
}

void cache_put_folder(plugin_cache *c, const char *path, const info_key *key, const char *names,
                      size_t names_len, size_t count)
{
    size_t path_len = strlen(path);
    char *own = xmalloc(path_len + 1 + names_len + 1);
    memcpy(own, path, path_len + 1);
    memcpy(own + path_len + 1, names, names_len);
    own[path_len + 1 + names_len] = '\0';
    cache_folder *f = folder_entry(c, path);
    *f = (cache_folder){ own, *key, own + path_len + 1, names_len, count, own };
    c->changed = true;
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
        if (strncmp(p, "folder ", 7) == 0) {
            ours = read_folder(c, &p);
        } else if (info_read_cached(&p, &info)) {
            keep(c, &info);
        } else {
            ours = false;
        }
    }
    if (ours)
        return;
    for (size_t i = 0; i < c->count; i++)
        info_release(&c->records[i]);
    c->count = 0;
    forget_folders(c);
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
    forget_folders(c);
    free(c->folders);
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
    for (size_t i = 0; i < c->folder_count; i++) {
        struct stat st;
        if (stat(c->folders[i].path, &st) == 0)
            write_folder(&text, &c->folders[i]);
    }
    /* The cache is the user's alone; the rename replaces the old one whole,
     * so a reader sees one or the other. */
    bool ok = atomic_write(c->path, text.buf, text.len, 0600, ATOMIC_MAKE_FOLDERS, NULL);
    sb_release(&text);
    if (ok)
        c->changed = false;
    return ok;
}
