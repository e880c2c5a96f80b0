/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cache.c - the game's content kept whole in one file of the user's cache
 * folder (content/cache.h).
 *
 * The file is this machine's own (numbers in its byte order), read only by
 * a build whose schemas are the same (a fingerprint of them is in it):
 *
 *   "bloodtrail content cache 7\n"
 *   u32 0x01020304 (the byte order)  u64 fingerprint of the schemas
 *   u64 checksum of all that follows
 *   what it stands for: name the content folder, u8 vaults read, u64 the
 *       effects the content was checked against (effects_identity), u32 N,
 *       then N stamps: name a path (relative to the folder), u64 device,
 *       inode, size, i64 modified (s, ns), changed (s, ns); a name is u32
 *       length and the bytes with a NUL after them; NULs up to an offset
 *       of the file that is a multiple of TABLES_ALIGN
 *   the tables of content_tables(), in order; u32 levels, then each level;
 *   u32 vaults, then each vault (a level: i32 depth, name path, i32 width,
 *   i32 height, the rows (each its width of bytes and a NUL, one after the
 *   other), its three tables)
 *
 * A table is u32 count; u32 effects, ids and marks: how many its
 * definitions hold in all (the effects of FIELD_EFFECTS, the ids of
 * FIELD_IDS, the marks of the fields given), which the definitions share
 * (def_header.shared), which take one block of the table (schema_room);
 * u32 length and its texts (every string of its definitions, each with a
 * NUL after it, checked once, whole, for what a data file cannot hold, and
 * as many NULs more as put the marks at an offset of the file aligned for
 * a field_mark); the marks of all its definitions, in their order, as this
 * build lays out a field_mark (its padding zero); both read where they are
 * in the mapped file; then
 * each definition: its header (str id, i32 line, u64 fields given, u8
 * layer) and each field given, in the order of its schema. A str is the
 * u32 offset of a string among the table's texts (0xFFFFFFFF: none).
 *
 * Only the fields given are kept: the others are zero as the files leave
 * them, but for the values the loader derives (content.c gives them to a
 * cached content again), and a definition gives a few of its fifty.
 */
#include "config.h"

#include "content/cache.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "content/schema.h"
#include "text/outside.h"
#include "util/atomic.h"
#include "util/file.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

/* Its number goes up when the layout above changes. */
#define CACHE_MAGIC "bloodtrail content cache 7\n"
#define CACHE_MAX_BYTES (16u << 20)
#define BYTE_ORDER_MARK 0x01020304u
#define NO_STRING 0xFFFFFFFFu
/* The magic, the byte order mark, the fingerprint and the checksum. */
#define CACHE_HEADER_BYTES (sizeof CACHE_MAGIC - 1 + sizeof(uint32_t) + 2 * sizeof(uint64_t))
/* The tables begin at an offset of the file that is a multiple of this, so
 * that where a table's marks lie does not hang on the length of the stamps
 * (of the folder's name). */
#define TABLES_ALIGN 8
_Static_assert(TABLES_ALIGN % _Alignof(field_mark) == 0, "the tables' start aligns a mark");
/* The files of a content folder the loader reads by name (content.c). */
static const char *const table_files[] = {
    "content.ini", "skills.ini",      "items.ini", "creatures.ini", "classes.ini",
    "quests.ini",  "reactions.ini", "appearances.ini", "traps.ini", "gold.ini",
    NULL
};

/* --- where the cache is, and what it stands for ---------------------------- */

/* FNV-1a of a text, to name the cache of a content folder. */
static uint64_t hash_text(uint64_t h, const char *s)
{
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

/* The checksum of the cache: eight bytes at a time, so that checking it
 * costs a small share of reading the content it saves. Not a defence
 * against a forger (the cache is the user's own file): it catches a file
 * cut short or damaged, and every value is checked again as it is read. */
uint64_t content_cache_checksum(const char *p, size_t len)
{
    uint64_t h = 0x9E3779B97F4A7C15u ^ len;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, sizeof w);
        h = (h ^ w) * 0xFF51AFD7ED558CCDu;
        h ^= h >> 29;
    }
    for (; i < len; i++)
        h = (h ^ (unsigned char)p[i]) * 1099511628211u;
    return h;
}

static uint64_t hash_number(uint64_t h, uint64_t n)
{
    return (h ^ n) * 1099511628211u;
}

/* A fingerprint of every schema the cache holds tables of: a build whose
 * definitions differ in a field, a type, a bound or a layout reads another
 * cache than this one's. c is only read (content_tables names its tables). */
static uint64_t schema_fingerprint(content *c)
{
    def_table *tables[CONTENT_TABLE_COUNT];
    size_t count = content_tables(c, tables);
    level_def level, vault;
    content_piece_init(&level, false);
    content_piece_init(&vault, true);
    const schema *all[CONTENT_TABLE_COUNT + 4];
    size_t n = 0;
    for (size_t i = 0; i < count; i++)
        all[n++] = tables[i]->schema;
    all[n++] = level.info.schema;
    all[n++] = level.areas.schema;
    all[n++] = level.places.schema;
    all[n++] = vault.info.schema;
    /* The marks are kept as this build lays them out. */
    uint64_t h = hash_number(hash_number(14695981039346656037u, sizeof(field_mark)),
                             offsetof(field_mark, set_by));
    for (size_t i = 0; i < n; i++) {
        const schema *s = all[i];
        h = hash_text(h, s->kind);
        h = hash_number(hash_number(hash_number(h, s->field_count), s->def_size), s->any_id);
        for (size_t f = 0; f < s->field_count; f++) {
            const field *fd = &s->fields[f];
            h = hash_text(h, fd->key);
            uint64_t numbers[] = { (uint64_t)fd->type, fd->offset, fd->offset2,
                                   (uint64_t)(int64_t)fd->min, (uint64_t)(int64_t)fd->max,
                                   fd->required };
            for (size_t k = 0; k < sizeof numbers / sizeof *numbers; k++)
                h = hash_number(h, numbers[k]);
            for (size_t w = 0; fd->choices && fd->choices[w]; w++)
                h = hash_text(h, fd->choices[w]);
        }
    }
    return h;
}

/* The effects the plugins provide, as the loader checks the content
 * against them (content.c's check_effect): each kind's id, and whether it
 * failed to open or is turned off. A cache whose content was checked
 * against others is passed over: the files are read and checked again. */
static uint64_t effects_identity(const registry *kinds)
{
    size_t count = kinds ? reg_count(kinds) : 0;
    uint64_t h = hash_number(14695981039346656037u, count);
    for (size_t i = 0; i < count; i++) {
        const reg_entry *e = reg_at(kinds, i);
        h = hash_text(h, e->kind->id);
        h = hash_number(h, (uint64_t)e->failed << 1 | (uint64_t)e->disabled);
    }
    return h;
}

/* The file of dir's cache: one a folder, so that the tests' folders and a
 * modder's copies do not write over each other's. */
static void cache_path(strbuf *path, const char *cache_dir, const char *dir, bool vaults)
{
    uint64_t h = hash_text(14695981039346656037u, dir);
    sb_addf(path, "%s/content-%016llx%s", cache_dir, (unsigned long long)h,
            vaults ? "" : "-classic");
}

/* What says a file is as it was: its identity, size and times. */
typedef struct stamp {
    uint64_t dev, ino, size;
    int64_t mtime_s, mtime_ns, ctime_s, ctime_ns;
} stamp;

/* The stamp of name under the folder ("" for the folder itself). The
 * content folder is opened once for its stamps (file_open_folder): each
 * file is stated relative to it, a walk of one or two names where its
 * whole path was five or six folders more (thirty files at every start). */
static bool stamp_of(int folder, const char *name, stamp *s)
{
    struct stat st;
    if (*name ? fstatat(folder, name, &st, 0) != 0 : fstat(folder, &st) != 0)
        return false;
    *s = (stamp){ (uint64_t)st.st_dev, (uint64_t)st.st_ino, (uint64_t)st.st_size,
                  (int64_t)st.st_mtim.tv_sec, (int64_t)st.st_mtim.tv_nsec,
                  (int64_t)st.st_ctim.tv_sec, (int64_t)st.st_ctim.tv_nsec };
    return true;
}

/* --- writing ------------------------------------------------------------------ */

/* The cache as it is written: what it stands for (the stamps) and the
 * numbers of the content; a table's numbers while it is put, and the texts
 * they point into. */
typedef struct writer {
    strbuf key, out, texts;
} writer;

static void put(writer *w, const void *p, size_t n)
{
    sb_add(&w->out, p, n);
}

static void put_u32(writer *w, uint32_t v)
{
    put(w, &v, sizeof v);
}

static void put_i32(writer *w, int32_t v)
{
    put(w, &v, sizeof v);
}

static void put_u64(writer *w, uint64_t v)
{
    put(w, &v, sizeof v);
}

static void put_str(writer *w, const char *s)
{
    if (!s) {
        put_u32(w, NO_STRING);
        return;
    }
    put_u32(w, (uint32_t)w->texts.len);
    sb_add(&w->texts, s, strlen(s) + 1);
}

/* A name in the stamps: the file names of a folder need not be text. */
static void put_name(writer *w, const char *name)
{
    uint32_t len = (uint32_t)strlen(name);
    sb_add(&w->key, (const char *)&len, sizeof len);
    sb_add(&w->key, name, len + 1);
}

/* The stamp of name under the folder; false when it is not there (the
 * folder's own stamp sees it come). */
static bool put_stamp(writer *w, int folder, const char *name)
{
    stamp s;
    if (!stamp_of(folder, name, &s))
        return false;
    put_name(w, name);
    sb_add(&w->key, (const char *)&s, sizeof s);
    return true;
}

/* The stamps of a folder under dir (open as folder) and of every file in
 * it the loader may read; returns how many were put. */
static uint32_t put_folder_stamps(writer *w, const char *dir, int folder, const char *sub)
{
    uint32_t count = put_stamp(w, folder, sub);
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, sub);
    DIR *d = opendir(path);
    if (!d)
        return count;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        char name[512];
        snprintf(name, sizeof name, "%s/%s", sub, e->d_name);
        count += put_stamp(w, folder, name);
    }
    closedir(d);
    return count;
}

/* The stamps of the content folder, the files it holds that the loader
 * reads by name, and its levels and vaults; their count goes first. */
static void put_stamps(writer *w, const char *dir, bool vaults)
{
    size_t count_at = w->key.len;
    sb_add(&w->key, (const char *)&(uint32_t){ 0 }, sizeof(uint32_t));
    uint32_t count = 0;
    int folder = file_open_folder(dir);
    if (folder >= 0) {
        count += put_stamp(w, folder, "");
        for (size_t i = 0; table_files[i]; i++)
            count += put_stamp(w, folder, table_files[i]);
        count += put_folder_stamps(w, dir, folder, "levels");
        if (vaults)
            count += put_folder_stamps(w, dir, folder, "vaults");
        close(folder);
    }
    memcpy(w->key.buf + count_at, &count, sizeof count);
    while ((CACHE_HEADER_BYTES + w->key.len) % TABLES_ALIGN)
        sb_addc(&w->key, '\0');
}

static void put_effect(writer *w, const effect_ref *e)
{
    put_str(w, e->id);
    int32_t numbers[] = { e->turns, e->n, e->chance, e->line };
    put(w, numbers, sizeof numbers);
}

static void put_field(writer *w, const field *f, const char *def)
{
    const char *p = def + f->offset;
    switch (f->type) {
    case FIELD_TEXT:
    case FIELD_ID:
        put_str(w, *(char *const *)p);
        return;
    case FIELD_INT:
    case FIELD_CHOICE:
    case FIELD_DAMAGE_TYPE:
        put_i32(w, *(const int *)p);
        return;
    case FIELD_RANGE:
        put_i32(w, *(const int *)p);
        put_i32(w, *(const int *)(def + f->offset2));
        return;
    case FIELD_BOOL:
        put(w, &(uint8_t){ *(const bool *)p }, 1);
        return;
    case FIELD_GLYPH:
        put(w, p, 8);
        return;
    case FIELD_EFFECT:
        put_effect(w, (const effect_ref *)p);
        return;
    case FIELD_EFFECTS: {
        const effect_ref *refs = *(effect_ref *const *)p;
        size_t count = *(const size_t *)(def + f->offset2);
        put_u32(w, (uint32_t)count);
        for (size_t i = 0; i < count; i++)
            put_effect(w, &refs[i]);
        return;
    }
    case FIELD_IDS: {
        const id_list *list = (const id_list *)p;
        put_u32(w, (uint32_t)list->count);
        for (size_t i = 0; i < list->count; i++)
            put_str(w, list->ids[i]);
        put_i32(w, list->line);
        return;
    }
    }
}

/* Adds to lists what the definition h holds: effects, ids and marks. */
static void count_lists(const schema *s, const def_header *h, uint32_t lists[3])
{
    for (uint64_t given = h->seen; given; given &= given - 1) {
        const field *f = &s->fields[__builtin_ctzll(given)];
        if (f->type == FIELD_EFFECTS)
            lists[0] += (uint32_t)*(const size_t *)((const char *)h + f->offset2);
        else if (f->type == FIELD_IDS)
            lists[1] += (uint32_t)((const id_list *)((const char *)h + f->offset))->count;
        lists[2]++;
    }
}

/* A table: its definitions are put apart, with texts of their own, then
 * after the texts. */
static void put_table(writer *w, const def_table *t)
{
    const schema *s = t->schema;
    writer table;
    sb_init(&table.out);
    sb_init(&table.texts);
    strbuf marks;
    sb_init(&marks);
    uint32_t lists[3] = { 0, 0, 0 };          /* effects, ids, marks */
    for (size_t i = 0; i < t->count; i++) {
        const def_header *h = schema_at(t, i);
        count_lists(s, h, lists);
        put_str(&table, h->id);
        put_i32(&table, h->line);
        put_u64(&table, h->seen);
        put(&table, &h->layer, 1);
        for (int m = 0; m < __builtin_popcountll(h->seen); m++) {
            field_mark mark;
            memset(&mark, 0, sizeof mark);        /* its padding too: the same bytes */
            mark.line = h->marks[m].line;
            mark.set_by = h->marks[m].set_by;
            sb_add(&marks, (const char *)&mark, sizeof mark);
        }
        for (uint64_t given = h->seen; given; given &= given - 1)
            put_field(&table, &s->fields[__builtin_ctzll(given)], (const char *)h);
    }
    put_u32(w, (uint32_t)t->count);
    put(w, lists, sizeof lists);
    /* A reader takes the marks where they lie in the file it maps; the
     * tables begin aligned (put_stamps). */
    size_t marks_at = w->out.len + sizeof(uint32_t);
    while (lists[2] && (marks_at + table.texts.len) % _Alignof(field_mark))
        sb_addc(&table.texts, '\0');
    put_u32(w, (uint32_t)table.texts.len);
    put(w, table.texts.buf, table.texts.len);
    put(w, marks.buf, marks.len);
    put(w, table.out.buf, table.out.len);
    sb_release(&marks);
    sb_release(&table.out);
    sb_release(&table.texts);
}

/* A name among the numbers (a piece's path and rows). */
static void put_inline(writer *w, const char *s)
{
    put_u32(w, (uint32_t)strlen(s));
    put(w, s, strlen(s) + 1);
}

static void put_piece(writer *w, const level_def *piece)
{
    put_i32(w, piece->depth);
    put_inline(w, piece->path);
    put_i32(w, piece->width);
    put_i32(w, piece->height);
    for (int y = 0; y < piece->height; y++)
        put(w, piece->rows[y], (size_t)piece->width + 1);
    put_table(w, &piece->info);
    put_table(w, &piece->areas);
    put_table(w, &piece->places);
}

void content_cache_write(const content *c, const char *cache_dir, const char *dir, bool vaults,
                         const registry *kinds)
{
    /* Only read here: content_tables hands out the tables to fill as well. */
    content *readable = (content *)c;
    def_table *tables[CONTENT_TABLE_COUNT];
    size_t count = content_tables(readable, tables);
    writer w;
    sb_init(&w.key);
    sb_init(&w.out);
    put_name(&w, dir);
    sb_addc(&w.key, (char)vaults);
    uint64_t effects = effects_identity(kinds);
    sb_add(&w.key, (const char *)&effects, sizeof effects);
    put_stamps(&w, dir, vaults);
    for (size_t i = 0; i < count; i++)
        put_table(&w, tables[i]);
    put_u32(&w, (uint32_t)c->level_count);
    for (size_t i = 0; i < c->level_count; i++)
        put_piece(&w, &c->levels[i]);
    put_u32(&w, (uint32_t)c->vault_count);
    for (size_t i = 0; i < c->vault_count; i++)
        put_piece(&w, &c->vaults[i]);

    strbuf file;
    sb_init(&file);
    sb_adds(&file, CACHE_MAGIC);
    uint32_t mark = BYTE_ORDER_MARK;
    uint64_t fingerprint = schema_fingerprint(readable), sum = 0;
    sb_add(&file, (const char *)&mark, sizeof mark);
    sb_add(&file, (const char *)&fingerprint, sizeof fingerprint);
    size_t sum_at = file.len;
    sb_add(&file, (const char *)&sum, sizeof sum);
    sb_add(&file, w.key.buf, w.key.len);
    sb_add(&file, w.out.buf, w.out.len);
    sum = content_cache_checksum(file.buf + sum_at + sizeof sum, file.len - sum_at - sizeof sum);
    memcpy(file.buf + sum_at, &sum, sizeof sum);
    strbuf path;
    sb_init(&path);
    cache_path(&path, cache_dir, dir, vaults);
    if (file.len <= CACHE_MAX_BYTES)
        (void)atomic_write(path.buf, file.buf, file.len, 0644, ATOMIC_MAKE_FOLDERS, NULL);
    sb_release(&path);
    sb_release(&file);
    sb_release(&w.key);
    sb_release(&w.out);
}

/* --- reading ------------------------------------------------------------------ */

/* A cursor over the cache's numbers, and its texts; once a read fails,
 * every later one does, so a reader checks at the end only. */
typedef struct reader {
    const char *at, *end;
    char *texts;             /* of the table being read, kept in it */
    size_t texts_len;
    /* The room of the table being read for the lists and marks of its
     * definitions, and how many of each are left. */
    effect_ref *effects;
    char **ids;
    field_mark *marks;
    size_t effects_left, ids_left, marks_left;
    bool bad;
} reader;

static bool take(reader *r, void *to, size_t n)
{
    if (r->bad || (size_t)(r->end - r->at) < n) {
        r->bad = true;
        memset(to, 0, n);
        return false;
    }
    memcpy(to, r->at, n);
    r->at += n;
    return true;
}

static uint32_t take_u32(reader *r)
{
    uint32_t v;
    take(r, &v, sizeof v);
    return v;
}

static int32_t take_i32(reader *r)
{
    int32_t v;
    take(r, &v, sizeof v);
    return v;
}

static uint64_t take_u64(reader *r)
{
    uint64_t v;
    take(r, &v, sizeof v);
    return v;
}

/* Whether the texts of the cache are ones the data files could give: no
 * control character but a tab, valid UTF-8, each ended by a NUL. One scan
 * checks them all. */
static bool clean_texts(const char *texts, size_t len)
{
    if (!len)
        return true;
    if (texts[len - 1] != '\0')
        return false;
    for (long at; (at = outside_find_n(texts, len, OUTSIDE_LINE)) >= 0;
         texts += at + 1, len -= (size_t)at + 1)
        if (texts[at] != '\t')
            return false;
    return true;
}

/* A string of the table's texts, or NULL for none (*none set) or on a
 * problem (r->bad set). */
static char *take_str(reader *r, bool *none)
{
    uint32_t at = take_u32(r);
    *none = !r->bad && at == NO_STRING;
    if (r->bad || *none)
        return NULL;
    if (at >= r->texts_len) {
        r->bad = true;
        return NULL;
    }
    return r->texts + at;
}

/* A string of the table, or NULL (none, or a problem in r). */
static char *take_text(reader *r)
{
    bool none;
    return take_str(r, &none);
}

/* An int field given holds what its bounds allow. */
static int take_bounded(reader *r, int min, int max)
{
    int v = take_i32(r);
    if (v < min || v > max)
        r->bad = true;
    return v;
}

static int choice_count(const field *f)
{
    int n = 0;
    const char *const *words = f->type == FIELD_CHOICE ? f->choices : schema_damage_types;
    while (words[n])
        n++;
    return n;
}

static void take_effect(reader *r, effect_ref *e)
{
    e->id = take_text(r);
    e->turns = take_i32(r);
    e->n = take_i32(r);
    e->chance = take_i32(r);
    e->line = take_i32(r);
}

static void take_field(reader *r, const field *f, char *def)
{
    char *p = def + f->offset;
    switch (f->type) {
    case FIELD_TEXT:
    case FIELD_ID:
        *(char **)p = take_text(r);
        return;
    case FIELD_INT:
        *(int *)p = take_bounded(r, f->min, f->max);
        return;
    case FIELD_CHOICE:
    case FIELD_DAMAGE_TYPE:
        *(int *)p = take_bounded(r, 0, choice_count(f) - 1);
        return;
    case FIELD_RANGE:
        *(int *)p = take_bounded(r, f->min, f->max);
        *(int *)(def + f->offset2) = take_bounded(r, f->min, f->max);
        return;
    case FIELD_BOOL: {
        uint8_t v;
        take(r, &v, 1);
        r->bad |= v > 1;
        *(bool *)p = v;
        return;
    }
    case FIELD_GLYPH:
        take(r, p, 8);
        r->bad |= !memchr(p, '\0', 8) || outside_find(p, OUTSIDE_LINE) >= 0;
        return;
    case FIELD_EFFECT:
        take_effect(r, (effect_ref *)p);
        return;
    case FIELD_EFFECTS: {
        uint32_t count = take_u32(r);
        if (r->bad || count > (size_t)(r->end - r->at) / 20) {
            r->bad = true;
            return;
        }
        if (count > r->effects_left) {
            r->bad = true;
            return;
        }
        effect_ref *refs = count ? r->effects : NULL;
        r->effects += count;
        r->effects_left -= count;
        for (uint32_t i = 0; i < count; i++)
            take_effect(r, &refs[i]);
        *(effect_ref **)p = refs;
        *(size_t *)(def + f->offset2) = count;
        return;
    }
    case FIELD_IDS: {
        id_list *list = (id_list *)p;
        uint32_t count = take_u32(r);
        if (r->bad || count > (size_t)(r->end - r->at) / 4) {
            r->bad = true;
            return;
        }
        if (count > r->ids_left) {
            r->bad = true;
            return;
        }
        list->ids = count ? r->ids : NULL;
        r->ids += count;
        r->ids_left -= count;
        list->count = count;
        for (uint32_t i = 0; i < count; i++)
            list->ids[i] = take_text(r);
        list->line = take_i32(r);
        return;
    }
    }
}

/* What a table keeps in one block of its own: the lists its definitions
 * share (effects first, then ids, each kind aligned for the next). Its
 * texts, checked once, whole, and the marks of its definitions stay where
 * they are in the mapped file, which the content keeps
 * (content_cache_read). */
static bool take_block(reader *r, def_table *t)
{
    _Static_assert(sizeof(effect_ref) % _Alignof(char *) == 0,
                   "each kind of the block is aligned for the next");
    uint32_t lists[3], len;
    take(r, lists, sizeof lists);
    len = take_u32(r);
    /* An effect takes 20 bytes of the cache, an id 4, a mark its size. */
    size_t left = (size_t)(r->end - r->at);
    if (r->bad || lists[0] > left / 20 || lists[1] > left / 4 ||
        lists[2] > left / sizeof(field_mark) || len > left || !clean_texts(r->at, len))
        return r->bad = true, false;
    size_t effects = lists[0] * sizeof(effect_ref), ids = lists[1] * sizeof(char *);
    size_t marks = lists[2] * sizeof(field_mark), size = effects + ids;
    char *block = size ? schema_room(t, size) : NULL;
    r->effects = (effect_ref *)block;
    r->ids = block ? (char **)(block + effects) : NULL;   /* no block: no lists */
    r->effects_left = lists[0];
    r->ids_left = lists[1];
    r->marks_left = lists[2];
    /* Never written through: the definitions' strings are char * for
     * those a mod's file gives, which the table owns. */
    r->texts = len ? (char *)r->at : NULL;
    r->texts_len = len;
    r->at += len;
    /* Never written through either: a mod's change owns the marks first
     * (def_header.shared). */
    if (marks > (size_t)(r->end - r->at) || (marks && (uintptr_t)r->at % _Alignof(field_mark)))
        return r->bad = true, false;
    r->marks = marks ? (field_mark *)r->at : NULL;
    r->at += marks;
    return true;
}

/* The definitions of a table (which is empty), at their size at once. */
static bool take_table(reader *r, def_table *t)
{
    const schema *s = t->schema;
    uint32_t count = take_u32(r);
    /* A definition takes 17 bytes at the least: room for them all at once. */
    if (r->bad || count > (size_t)(r->end - r->at) / 17 || !take_block(r, t))
        return r->bad = true, false;
    if (count)
        schema_reserve(t, count);
    for (uint32_t i = 0; i < count && !r->bad; i++) {
        def_header *h = schema_at(t, i);
        t->count = i + 1;
        h->shared = true;            /* its lists are the room's */
        h->id = take_text(r);
        if (!h->id) {
            r->bad = true;
            break;
        }
        idmap_put(&t->index, h->id, i);
        h->line = take_i32(r);
        uint64_t seen = take_u64(r);
        take(r, &h->layer, 1);
        r->bad |= s->field_count < 64 && (seen >> s->field_count) != 0;
        int marks = r->bad ? 0 : __builtin_popcountll(seen);
        if ((size_t)marks > r->marks_left)
            return r->bad = true, false;
        if (marks) {
            h->marks = r->marks;
            r->marks += marks;
            r->marks_left -= (size_t)marks;
            h->seen = seen;
        }
        for (uint64_t given = h->seen; given && !r->bad; given &= given - 1)
            take_field(r, &s->fields[__builtin_ctzll(given)], (char *)h);
    }
    return !r->bad;
}

/* Whether the 8 bytes at p are all printable ASCII (0x20..0x7E): no high
 * bit, no byte below a space, none that is DEL. Each test says exactly
 * whether some byte is so (a borrow may mark a byte past it, never one
 * when none is). */
static bool printable_8(const char *p)
{
    uint64_t x;
    memcpy(&x, p, sizeof x);
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    uint64_t below_space = (x - 0x20 * ones) & ~x & highs;
    uint64_t del = ((x ^ 0x7F * ones) - ones) & ~(x ^ 0x7F * ones) & highs;
    return !((x & highs) | below_space | del);
}

/* A row of a map as the loader keeps it: width printable ASCII bytes (a
 * start checks some four thousand: eight at a time). */
static bool is_map_row(const char *row, int width)
{
    int x = 0;
    while (x + 8 <= width && printable_8(row + x))
        x += 8;
    while (x < width && row[x] >= 0x20 && row[x] < 0x7F)
        x++;
    return x == width && !row[x];
}

static const char *take_name(reader *r);

static bool take_piece(reader *r, level_def *piece)
{
    piece->depth = take_i32(r);
    const char *path = take_name(r);
    piece->path = path && outside_find(path, OUTSIDE_LINE) < 0 ? xstrdup(path) : NULL;
    piece->width = take_i32(r);
    int height = take_i32(r);
    if (r->bad || !piece->path || piece->width < 1 || piece->width > CONTENT_MAX_MAP ||
        height < 1 || height > CONTENT_MAX_MAP)
        return r->bad = true, false;
    size_t row = (size_t)piece->width + 1;
    if ((size_t)height > (size_t)(r->end - r->at) / row)
        return r->bad = true, false;
    /* The rows in one piece, as a map holds them (content_map_rows). */
    piece->rows = content_map_rows(piece->width, height);
    piece->height = height;
    take(r, piece->rows[0], (size_t)height * row);
    for (int y = 0; y < height; y++)
        if (!is_map_row(piece->rows[y], piece->width))
            return r->bad = true, false;
    return take_table(r, &piece->info) && take_table(r, &piece->areas) &&
           take_table(r, &piece->places);
}

/* Levels or vaults of the cache into *pieces; false on a problem (what was
 * read is in *pieces for the caller to free). */
static bool take_pieces(reader *r, level_def **pieces, size_t *count, bool vault)
{
    uint32_t n = take_u32(r);
    if (r->bad || n > 10000)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        *pieces = xrealloc(*pieces, (*count + 1) * sizeof **pieces);
        level_def *piece = &(*pieces)[(*count)++];
        memset(piece, 0, sizeof *piece);
        content_piece_init(piece, vault);
        if (!take_piece(r, piece))
            return false;
    }
    return true;
}

/* A name of the stamps, in place, or NULL (r->bad set). */
static const char *take_name(reader *r)
{
    uint32_t len = take_u32(r);
    if (r->bad || (size_t)(r->end - r->at) <= len || r->at[len] != '\0' ||
        memchr(r->at, '\0', len)) {
        r->bad = true;
        return NULL;
    }
    const char *name = r->at;
    r->at += len + 1;
    return name;
}

/* Whether the stamps that follow are those of the files under the folder
 * (open) as they are now. */
static bool files_as_stamped(reader *r, int folder)
{
    uint32_t count = take_u32(r);
    for (uint32_t i = 0; i < count && !r->bad; i++) {
        const char *name = take_name(r);
        stamp was, now;
        take(r, &was, sizeof was);
        if (!name || r->bad)
            return false;
        if (!stamp_of(folder, name, &now) || memcmp(&was, &now, sizeof was) != 0)
            return false;
    }
    return count > 0 && !r->bad;
}

/* Whether the cache stands for dir as it is now: every file it was made
 * from is as it was then, and so are the effects. */
static bool stamps_hold(reader *r, const char *dir, bool vaults, const registry *kinds)
{
    const char *was_dir = take_name(r);
    uint8_t was_vaults = 0;
    take(r, &was_vaults, 1);
    uint64_t was_effects = take_u64(r);
    if (!was_dir || strcmp(was_dir, dir) != 0 || was_vaults != vaults ||
        was_effects != effects_identity(kinds))
        return false;
    int folder = file_open_folder(dir);
    if (folder < 0)
        return false;
    bool hold = files_as_stamped(r, folder);
    close(folder);
    /* The NULs up to where the tables begin (the map starts a page). */
    for (uint8_t pad; hold && (uintptr_t)r->at % TABLES_ALIGN && !r->bad;)
        r->bad = !take(r, &pad, 1) || pad != 0;
    return hold && !r->bad;
}

/* Reads the tables of the cache into c; false on a problem. */
static bool take_content(reader *r, content *c)
{
    def_table *tables[CONTENT_TABLE_COUNT];
    size_t count = content_tables(c, tables);
    for (size_t i = 0; i < count; i++)
        if (!take_table(r, tables[i]))
            return false;
    return take_pieces(r, &c->levels, &c->level_count, false) &&
           take_pieces(r, &c->vaults, &c->vault_count, true) && r->at == r->end;
}

bool content_cache_read(content *c, const char *cache_dir, const char *dir, bool vaults,
                        const registry *kinds)
{
    strbuf path;
    sb_init(&path);
    cache_path(&path, cache_dir, dir, vaults);
    struct stat st;
    file_problem problem;
    int fd = file_open_regular(path.buf, &st, &problem);
    sb_release(&path);
    if (fd < 0)
        return false;
    /* Mapped, not read: the file's pages are the page cache's, where a
     * copy would take as many fresh pages of the program's own, which a
     * start pays for one by one. The cache is replaced by a rename, never
     * written in place, so the mapping holds what was there; c keeps it,
     * the tables' texts with it (as gettext keeps a catalog mapped), and
     * content_release unmaps it. */
    size_t len = st.st_size > 0 && st.st_size <= CACHE_MAX_BYTES ? (size_t)st.st_size : 0;
    char *data = len ? mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
    close(fd);
    if (data == MAP_FAILED)
        data = NULL;
    c->cache_map = data;
    c->cache_map_len = data ? len : 0;
    size_t magic = sizeof CACHE_MAGIC - 1;
    reader r = { .at = data, .end = data ? data + len : NULL,
                 .bad = !data || len < magic || memcmp(data, CACHE_MAGIC, magic) != 0 };
    r.at += r.bad ? 0 : magic;
    bool ok = take_u32(&r) == BYTE_ORDER_MARK && take_u64(&r) == schema_fingerprint(c);
    uint64_t sum = take_u64(&r);
    ok = ok && !r.bad && sum == content_cache_checksum(r.at, (size_t)(r.end - r.at)) &&
         stamps_hold(&r, dir, vaults, kinds) && take_content(&r, c);
    return ok;
}
