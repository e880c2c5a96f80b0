/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_content_cache.c - the content kept in the user's cache folder
 * (src/content/cache.c): read from there, it is the content the data files
 * give, field by field and byte by byte; a data file changed, added or
 * removed, and a cache damaged or cut short, send the game back to the
 * files. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "content/cache.h"
#include "content/content.h"
#include "content/mod.h"
#include "util/xalloc.h"

static registry *kinds;

typedef struct fixture {
    char root[64];       /* a temporary folder: data/ (a copy of the game's) and cache/ */
    char data[128], cache[128];
} fixture;

static int setup(void **state)
{
    speak_english();
    kinds = load_builtins();
    fixture *f = xmalloc(sizeof *f);
    strcpy(f->root, "/tmp/bloodtrail-cache-XXXXXX");
    assert_non_null(mkdtemp(f->root));
    snprintf(f->data, sizeof f->data, "%s/data", f->root);
    snprintf(f->cache, sizeof f->cache, "%s/cache", f->root);
    char command[512];
    snprintf(command, sizeof command, "cp -R '%s' '%s'", BT_SOURCE_DIR "/data", f->data);
    assert_int_equal(system(command), 0);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    char command[256];
    snprintf(command, sizeof command, "rm -rf '%s'", f->root);
    assert_int_equal(system(command), 0);
    free(f);
    reg_free(kinds);
    return 0;
}

/* Loads the copy as the game does, through the cache; fails the test when
 * it cannot. */
static void load(const fixture *f, content *c)
{
    mod_set mods = { 0 };
    strbuf error;
    sb_init(&error);
    if (!content_load_mods(c, f->data, &mods, kinds, true, f->cache, &error))
        fail_msg("%s", error.buf);
    sb_release(&error);
}

/* Whether the cache of the copy is there to be read (the content it gives
 * is freed). */
static bool cache_holds(const fixture *f)
{
    content c;
    content_prepare(&c);
    bool ok = content_cache_read(&c, f->cache, f->data, true, kinds);
    content_release(&c);
    return ok;
}

/* The cache's one file. */
static void cache_file(const fixture *f, char *path, size_t size)
{
    char command[256];
    snprintf(command, sizeof command, "ls '%s'/content-*", f->cache);
    FILE *p = popen(command, "r");
    assert_non_null(p);
    assert_non_null(fgets(path, (int)size, p));
    path[strcspn(path, "\n")] = '\0';
    pclose(p);
}

static void append(const fixture *f, const char *file, const char *text)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", f->data, file);
    FILE *out = fopen(path, "a");
    assert_non_null(out);
    fputs(text, out);
    fclose(out);
}

/* --- the same content, byte by byte -------------------------------------------- */

static void same_string(const char *a, const char *b, const char *what)
{
    if ((a == NULL) != (b == NULL) || (a && strcmp(a, b) != 0))
        fail_msg("%s: \"%s\" against \"%s\"", what, a ? a : "(none)", b ? b : "(none)");
}

static void same_effect(const effect_ref *a, const effect_ref *b, const char *what)
{
    same_string(a->id, b->id, what);
    assert_int_equal(a->turns, b->turns);
    assert_int_equal(a->n, b->n);
    assert_int_equal(a->chance, b->chance);
    assert_int_equal(a->line, b->line);
}

/* Blanks the pointer at offset at of a copy of a definition. */
static void blank_pointer(char *copy, size_t at)
{
    void *none = NULL;
    memcpy(copy + at, &none, sizeof none);
}

/* Blanks the pointers of a definition in copy, after comparing what they
 * point to in a and b: what is left of the two copies must be the same
 * bytes, so a member the cache did not keep would show. */
static void compare_pointers(const schema *s, const char *a, const char *b, char *copy_a,
                             char *copy_b, const char *id)
{
    for (size_t i = 0; i < s->field_count; i++) {
        const field *fd = &s->fields[i];
        size_t at = fd->offset;
        switch (fd->type) {
        case FIELD_TEXT:
        case FIELD_ID:
            same_string(*(char *const *)(a + at), *(char *const *)(b + at), fd->key);
            blank_pointer(copy_a, at);
            blank_pointer(copy_b, at);
            break;
        case FIELD_EFFECT:
            same_effect((const effect_ref *)(a + at), (const effect_ref *)(b + at), fd->key);
            blank_pointer(copy_a, at + offsetof(effect_ref, id));
            blank_pointer(copy_b, at + offsetof(effect_ref, id));
            break;
        case FIELD_EFFECTS: {
            size_t count = *(const size_t *)(a + fd->offset2);
            assert_int_equal(count, *(const size_t *)(b + fd->offset2));
            for (size_t j = 0; j < count; j++)
                same_effect(&(*(effect_ref *const *)(a + at))[j],
                            &(*(effect_ref *const *)(b + at))[j], fd->key);
            blank_pointer(copy_a, at);
            blank_pointer(copy_b, at);
            break;
        }
        case FIELD_IDS: {
            const id_list *la = (const id_list *)(a + at), *lb = (const id_list *)(b + at);
            assert_int_equal(la->count, lb->count);
            for (size_t j = 0; j < la->count; j++)
                same_string(la->ids[j], lb->ids[j], fd->key);
            blank_pointer(copy_a, at + offsetof(id_list, ids));
            blank_pointer(copy_b, at + offsetof(id_list, ids));
            break;
        }
        default:
            break;
        }
    }
    const def_header *ha = (const def_header *)a, *hb = (const def_header *)b;
    same_string(ha->id, hb->id, id);
    blank_pointer(copy_a, offsetof(def_header, id));
    blank_pointer(copy_b, offsetof(def_header, id));
    /* Where each field given was given, and by whom. */
    assert_int_equal(ha->seen, hb->seen);
    for (int m = 0; m < __builtin_popcountll(ha->seen); m++) {
        assert_int_equal(ha->marks[m].line, hb->marks[m].line);
        assert_int_equal(ha->marks[m].set_by, hb->marks[m].set_by);
    }
    blank_pointer(copy_a, offsetof(def_header, marks));
    blank_pointer(copy_b, offsetof(def_header, marks));
    /* Whose the marks and lists are (the table's block, read whole from
     * the cache): bookkeeping, not content. */
    ((def_header *)copy_a)->shared = ((def_header *)copy_b)->shared = false;
}

static void same_table(const def_table *a, const def_table *b)
{
    assert_ptr_equal(a->schema, b->schema);
    assert_int_equal(a->count, b->count);
    size_t size = a->schema->def_size;
    char *copy_a = xmalloc(size), *copy_b = xmalloc(size);
    for (size_t i = 0; i < a->count; i++) {
        const char *da = schema_at(a, i), *db = schema_at(b, i);
        memcpy(copy_a, da, size);
        memcpy(copy_b, db, size);
        compare_pointers(a->schema, da, db, copy_a, copy_b, ((const def_header *)da)->id);
        if (strcmp(a->schema->kind, "place") == 0) {
            /* The kind of trap a place names: the loader finds it again. */
            const place_def *pa = (const place_def *)da, *pb = (const place_def *)db;
            same_string(pa->trap_kind ? pa->trap_kind->h.id : NULL,
                        pb->trap_kind ? pb->trap_kind->h.id : NULL, "trap_kind");
            blank_pointer(copy_a, offsetof(place_def, trap_kind));
            blank_pointer(copy_b, offsetof(place_def, trap_kind));
        }
        if (memcmp(copy_a, copy_b, size) != 0)
            fail_msg("[%s %s] differs", a->schema->kind, ((const def_header *)da)->id);
        /* Each id is found by the index again. */
        assert_ptr_equal(schema_find(b, ((const def_header *)db)->id), db);
    }
    free(copy_a);
    free(copy_b);
}

static void same_pieces(const level_def *a, const level_def *b, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        assert_int_equal(a[i].depth, b[i].depth);
        assert_string_equal(a[i].path, b[i].path);
        assert_int_equal(a[i].width, b[i].width);
        assert_int_equal(a[i].height, b[i].height);
        for (int y = 0; y < a[i].height; y++)
            assert_string_equal(a[i].rows[y], b[i].rows[y]);
        same_table(&a[i].info, &b[i].info);
        same_table(&a[i].areas, &b[i].areas);
        same_table(&a[i].places, &b[i].places);
    }
}

static void same_content(content *a, content *b)
{
    def_table *ta[CONTENT_TABLE_COUNT], *tb[CONTENT_TABLE_COUNT];
    size_t count = content_tables(a, ta);
    assert_int_equal(content_tables(b, tb), count);
    for (size_t i = 0; i < count; i++)
        same_table(ta[i], tb[i]);
    assert_int_equal(a->level_count, b->level_count);
    same_pieces(a->levels, b->levels, a->level_count);
    assert_int_equal(a->vault_count, b->vault_count);
    same_pieces(a->vaults, b->vaults, a->vault_count);
}

static void test_the_cache_gives_what_the_files_give(void **state)
{
    fixture *f = *state;
    content from_files, from_cache;
    assert_false(cache_holds(f));
    load(f, &from_files);               /* reads the files, and keeps them */
    assert_true(cache_holds(f));
    load(f, &from_cache);
    same_content(&from_files, &from_cache);
    /* What the game sees through the loader's lookups, too. */
    const creature_def *warden = content_creature(&from_cache, "warden");
    assert_non_null(warden);
    assert_string_equal(warden->at_half_life.id, "fury");
    assert_true(from_cache.vault_count > 0);
    content_release(&from_files);
    content_release(&from_cache);
}

/* A cached table's marks are read where they lie in the mapped file, which
 * names the content folder before the tables: they begin aligned whatever
 * the length of its name. */
static void test_a_folder_of_any_name_length_is_read_from_the_cache(void **state)
{
    fixture *f = *state;
    char was[sizeof f->data];
    strcpy(was, f->data);
    for (int extra = 1; extra <= 8; extra++) {
        char now[sizeof f->data];
        snprintf(now, sizeof now, "%s%.*s", was, extra, "xxxxxxxx");
        assert_int_equal(rename(f->data, now), 0);
        strcpy(f->data, now);
        content c;
        load(f, &c);
        content_release(&c);
        assert_true(cache_holds(f));
    }
}

/* --- when the files change --------------------------------------------------- */

static void test_a_changed_file_is_read_again(void **state)
{
    fixture *f = *state;
    content c;
    load(f, &c);
    int life = content_creature(&c, "warden")->life;
    content_release(&c);
    assert_true(cache_holds(f));
    /* A mod-like change to the warden: a section given twice is refused, so
     * the change is a new creature the test can look for. */
    append(f, "creatures.ini", "\n[cache_test_rat]\nname = cache rat\nglyph = r\nlife = 7\n"
                               "speed = 100\n");
    assert_false(cache_holds(f));
    load(f, &c);
    const creature_def *rat = content_creature(&c, "cache_test_rat");
    assert_non_null(rat);
    assert_int_equal(rat->life, 7);
    assert_int_equal(content_creature(&c, "warden")->life, life);
    content_release(&c);
    assert_true(cache_holds(f));        /* kept again as the files are now */
}

/* The files of levels/ and vaults/ are stated relative to the content
 * folder: an edit in place of one there (the same file, longer) is seen as
 * surely as one of a file at the top. */
static void test_a_vault_edited_in_place_is_read_again(void **state)
{
    fixture *f = *state;
    content c;
    load(f, &c);
    content_release(&c);
    assert_true(cache_holds(f));
    char path[256];
    snprintf(path, sizeof path, "%s/vaults/camp.ini", f->data);
    struct stat before, after;
    assert_int_equal(stat(path, &before), 0);
    append(f, "vaults/camp.ini", "\n; a comment the cache must not miss\n");
    assert_int_equal(stat(path, &after), 0);
    assert_int_equal(before.st_ino, after.st_ino);          /* the same file */
    assert_false(cache_holds(f));
    load(f, &c);
    content_release(&c);
    assert_true(cache_holds(f));        /* kept again as the files are now */
}

static void test_a_new_vault_is_seen(void **state)
{
    fixture *f = *state;
    content c;
    load(f, &c);
    size_t vaults = c.vault_count;
    content_release(&c);
    char from[256], to[256], command[1400];
    snprintf(from, sizeof from, "%s/vaults/camp", f->data);
    snprintf(to, sizeof to, "%s/vaults/zz_camp", f->data);
    snprintf(command, sizeof command, "cp '%s.ini' '%s.ini' && sed -i 's/camp.map/zz_camp.map/' "
             "'%s.ini' && cp '%s.map' '%s.map'", from, to, to, from, to);
    assert_int_equal(system(command), 0);
    assert_false(cache_holds(f));
    load(f, &c);
    assert_int_equal(c.vault_count, vaults + 1);
    assert_string_equal(c.vaults[vaults].path, "vaults/zz_camp.ini");
    content_release(&c);
}

static void test_a_removed_level_is_missed(void **state)
{
    fixture *f = *state;
    content c;
    load(f, &c);
    assert_int_equal(c.level_count, 3);
    content_release(&c);
    char command[512];
    snprintf(command, sizeof command, "rm '%s/levels/3.ini' '%s/levels/3.map'", f->data, f->data);
    assert_int_equal(system(command), 0);
    assert_false(cache_holds(f));
    load(f, &c);
    assert_int_equal(c.level_count, 2);
    content_release(&c);
}

/* --- a cache that cannot be trusted ------------------------------------------ */

static void rewrite_cache(const fixture *f, long cut, long flip)
{
    char path[512];
    cache_file(f, path, sizeof path);
    FILE *in = fopen(path, "rb");
    assert_non_null(in);
    char *bytes = xmalloc(1 << 22);
    size_t len = fread(bytes, 1, 1 << 22, in);
    fclose(in);
    assert_true(len > 1000);
    if (flip >= 0)
        bytes[(size_t)flip % len] ^= 0x10;
    if (cut >= 0)
        len = (size_t)cut;
    FILE *out = fopen(path, "wb");
    assert_non_null(out);
    assert_int_equal(fwrite(bytes, 1, len, out), len);
    fclose(out);
    free(bytes);
}

static void expect_files_read_again(const fixture *f)
{
    assert_false(cache_holds(f));
    content c;
    load(f, &c);                        /* from the files, whatever the cache says */
    assert_non_null(content_creature(&c, "warden"));
    content_release(&c);
    assert_true(cache_holds(f));        /* and the cache is made again */
}

static void test_a_damaged_cache_is_passed_over(void **state)
{
    fixture *f = *state;
    content c;
    load(f, &c);
    content_release(&c);
    for (long at = 30; at < 40000; at += 997) {
        rewrite_cache(f, -1, at);
        expect_files_read_again(f);
    }
}

static void test_a_cache_cut_short_is_passed_over(void **state)
{
    fixture *f = *state;
    content c;
    load(f, &c);
    content_release(&c);
    long cuts[] = { 0, 10, 27, 40, 4000, 20000 };
    for (size_t i = 0; i < sizeof cuts / sizeof *cuts; i++) {
        rewrite_cache(f, cuts[i], -1);
        expect_files_read_again(f);
    }
}

/* The content's own checks passed when the cache was written; the effects
 * depend on the plugins of each start: one turned off since sends the start
 * back to the files, which name it as they always did. */
static void test_a_cache_naming_an_effect_turned_off_is_passed_over(void **state)
{
    fixture *f = *state;
    content c;
    load(f, &c);
    content_release(&c);
    assert_true(cache_holds(f));
    reg_entry *bleed = reg_lookup(kinds, "bleed");
    assert_non_null(bleed);
    bleed->disabled = true;
    assert_false(cache_holds(f));       /* checked against other effects */
    mod_set mods = { 0 };
    strbuf error;
    sb_init(&error);
    bool loaded = content_load_mods(&c, f->data, &mods, kinds, true, f->cache, &error);
    bleed->disabled = false;
    assert_false(loaded);
    assert_non_null(strstr(error.buf, "the effect \"bleed\" is turned off by \"disable\""));
    sb_release(&error);
    assert_true(cache_holds(f));        /* turned on again: the cache serves */
    load(f, &c);
    assert_non_null(content_creature(&c, "warden"));
    content_release(&c);
}

/* A mod read over the content from the cache changes the lists and marks
 * of a definition that shares them with its table (content/schema.h): the
 * definition gets its own, and what the mod left keeps its mark. */
static void test_a_mod_changes_the_cached_content(void **state)
{
    fixture *f = *state;
    content c;
    load(f, &c);
    int life_line = schema_line(&c.creatures, content_creature(&c, "warden"), "life");
    content_release(&c);
    assert_true(cache_holds(f));
    char dir[256], path[300];
    snprintf(dir, sizeof dir, "%s/mod", f->root);
    assert_int_equal(mkdir(dir, 0755), 0);
    snprintf(path, sizeof path, "%s/creatures.ini", dir);
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    fputs("[warden]\non_hit = poison 3 1\non_hit = bleed 2 1\nimmune = chill, burn\n", out);
    fclose(out);
    mod m = { .dir = dir, .id = "cachetest", .version = "1", .state = MOD_ON };
    mod_set mods = { &m, 1, NULL, NULL };
    strbuf error;
    sb_init(&error);
    if (!content_load_mods(&c, f->data, &mods, kinds, true, f->cache, &error))
        fail_msg("%s", error.buf);
    assert_int_equal(m.state, MOD_ON);
    const creature_def *warden = content_creature(&c, "warden");
    assert_int_equal(warden->on_hit_count, 2);
    assert_string_equal(warden->on_hit[0].id, "poison");
    assert_string_equal(warden->on_hit[1].id, "bleed");
    assert_int_equal(warden->immune.count, 2);
    assert_string_equal(warden->immune.ids[1], "burn");
    assert_int_equal(schema_line(&c.creatures, warden, "on_hit"), 3);
    assert_int_equal(schema_mark(&warden->h, schema_field_index(c.creatures.schema, "on_hit"))
                         ->set_by,
                     1);
    assert_int_equal(schema_line(&c.creatures, warden, "life"), life_line);
    /* The wolf, unchanged, still shares its table's. */
    assert_true(content_creature(&c, "wolf")->h.shared);
    assert_false(warden->h.shared);
    content_release(&c);
    sb_release(&error);
}

static void test_no_cache_is_kept_of_a_content_with_its_own_text_domain(void **state)
{
    fixture *f = *state;
    append(f, "content.ini", "[content]\ntext_domain = cachetest\nlocale_dir = .\n");
    content c;
    load(f, &c);
    content_release(&c);
    assert_false(cache_holds(f));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_the_cache_gives_what_the_files_give, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_folder_of_any_name_length_is_read_from_the_cache,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_changed_file_is_read_again, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_vault_edited_in_place_is_read_again, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_new_vault_is_seen, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_removed_level_is_missed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_damaged_cache_is_passed_over, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_cache_cut_short_is_passed_over, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_cache_naming_an_effect_turned_off_is_passed_over,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_mod_changes_the_cached_content, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_no_cache_is_kept_of_a_content_with_its_own_text_domain, setup, teardown),
    };
    return cmocka_run_group_tests_name("content cache", tests, NULL, NULL);
}
