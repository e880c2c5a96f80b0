/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_catalog.c - message catalogs checked before gettext reads them
 * (src/text/catalog.c): the real catalogs pass; truncated, bit-flipped and
 * crafted ones are refused with their problem; a refused catalog leaves its
 * domain in English, named once on stderr. Catalogs are built here byte by
 * byte, as msgfmt writes them, so each rule is tried alone. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "support.h"
#include "text/catalog.h"
#include "text/i18n.h"
#include "util/xalloc.h"

/* A UTF-8 locale, under which LANGUAGE chooses the catalogs; the host's
 * own catalog is bound to a folder that does not exist, so its reports are
 * the English msgids in every language the tests set. */
static int group_setup(void **state)
{
    (void)state;
    i18n_init("en", build_path("tests/fixtures/no-host-catalog"));
    return 0;
}

/* --- building catalogs --- */

typedef struct entry {
    const char *id;               /* "one\0many" for a plural: give the lengths */
    size_t id_len;
    const char *str;
    size_t str_len;
} entry;

#define E(id, str) { id, sizeof id - 1, str, sizeof str - 1 }

typedef struct built {
    unsigned char *data;
    size_t size;
} built;

static void put_word(unsigned char *p, uint32_t v, bool big)
{
    for (int i = 0; i < 4; i++)
        p[big ? 3 - i : i] = (unsigned char)(v >> (8 * i));
}

/* gettext's hash of a msgid (hash-string.c). */
static uint32_t hash_of(const char *s)
{
    uint32_t h = 0;
    for (; *s; s++) {
        h = (h << 4) + (unsigned char)*s;
        uint32_t g = h & 0xF0000000u;
        if (g)
            h ^= (g >> 24) ^ g;
    }
    return h;
}

/* A catalog of the entries (sorted by msgid, as msgfmt sorts them) with a
 * hash table of hash_size slots (0: none), in either byte order. */
static built build(const entry *entries, uint32_t n, uint32_t hash_size, bool big)
{
    uint32_t originals = 28, translations = originals + 8 * n;
    uint32_t hash = translations + 8 * n, strings = hash + 4 * hash_size;
    size_t size = strings;
    for (uint32_t i = 0; i < n; i++)
        size += entries[i].id_len + 1 + entries[i].str_len + 1;
    built b = { xcalloc(1, size), size };
    uint32_t header[] = { 0x950412de, 0, n, originals, translations, hash_size, hash };
    for (int i = 0; i < 7; i++)
        put_word(b.data + 4 * i, header[i], big);
    uint32_t at = strings;
    for (uint32_t i = 0; i < n; i++) {
        const entry *e = &entries[i];
        put_word(b.data + originals + 8 * i, (uint32_t)e->id_len, big);
        put_word(b.data + originals + 8 * i + 4, at, big);
        memcpy(b.data + at, e->id, e->id_len);
        at += (uint32_t)e->id_len + 1;
        put_word(b.data + translations + 8 * i, (uint32_t)e->str_len, big);
        put_word(b.data + translations + 8 * i + 4, at, big);
        memcpy(b.data + at, e->str, e->str_len);
        at += (uint32_t)e->str_len + 1;
        if (hash_size > 2) {
            uint32_t h = hash_of(e->id), idx = h % hash_size, incr = 1 + h % (hash_size - 2);
            while (b.data[hash + 4 * idx] || b.data[hash + 4 * idx + 3])
                idx = (idx + incr) % hash_size;
            put_word(b.data + hash + 4 * idx, i + 1, big);
        }
    }
    return b;
}

#define HEADER(plural) \
    "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=" plural ";\n"

static const entry good[] = {
    E("", HEADER("(n != 1)")),
    E("Hello", "Hallo"),
    { "one wolf\0{n} wolves", 19, "ein Wolf\0{n} W\xC3\xB6lfe", 19 },
    E("The wolf bites.", "Der Wolf bei\xC3\x9Ft."),
};
#define GOOD_COUNT 4

static catalog_verdict check(built b)
{
    catalog_verdict v = catalog_check(b.data, b.size);
    free(b.data);
    return v;
}

static void assert_refused(catalog_verdict v, const char *problem_start)
{
    assert_false(v.ok);
    assert_non_null(v.problem);
    assert_memory_equal(v.problem, problem_start, strlen(problem_start));
}

/* --- what passes --- */

static void test_a_catalog_as_msgfmt_writes_it_passes(void **state)
{
    (void)state;
    catalog_verdict v = check(build(good, GOOD_COUNT, 7, false));
    assert_true(v.ok);
    v = check(build(good, GOOD_COUNT, 0, false));        /* no hash table */
    assert_true(v.ok);
    v = check(build(good, GOOD_COUNT, 7, true));         /* big-endian */
    assert_true(v.ok);
}

static void test_the_game_and_plugin_catalogs_pass(void **state)
{
    (void)state;
    static const char *const files[] = {
        "locale/bg/LC_MESSAGES/bloodtrail.mo",
        "locale/de/LC_MESSAGES/bloodtrail.mo",
        "locale/es/LC_MESSAGES/bloodtrail.mo",
        "tests/fixtures/good/locale/bg/LC_MESSAGES/bloodtrail-test-echo.mo",
        "tests/fixtures/good/locale/de/LC_MESSAGES/bloodtrail-test-echo.mo",
    };
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        catalog_verdict v = catalog_check_file(build_path(files[i]));
        if (!v.ok)
            fail_msg("%s: %s (%ld)", files[i], v.problem, v.index);
    }
}

static void test_the_plural_formulas_of_real_languages_pass(void **state)
{
    (void)state;
    static const char *const formulas[] = {
        "(n != 1)", "0", "n>1",
        "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",
        "(n==1 ? 0 : n==0 || ( n%100>1 && n%100<11) ? 1 : (n%100>10 && n%100<20 ) ? 2 : 3)",
        "n == 1 ? 0 : n % (3 + 4) == 2 ? 1 : 2",
    };
    for (size_t i = 0; i < sizeof formulas / sizeof *formulas; i++) {
        char header[512];
        snprintf(header, sizeof header, "charset=UTF-8\nPlural-Forms: nplurals=3; plural=%s;\n",
                 formulas[i]);
        entry e[] = { { "", 0, header, strlen(header) } };
        catalog_verdict v = check(build(e, 1, 0, false));
        if (!v.ok)
            fail_msg("%s: %s", formulas[i], v.problem);
    }
}

/* --- what is refused --- */

static void test_every_truncation_of_a_catalog_is_refused(void **state)
{
    (void)state;
    built b = build(good, GOOD_COUNT, 7, false);
    for (size_t size = 0; size < b.size; size++) {
        catalog_verdict v = catalog_check(b.data, size);
        if (v.ok)
            fail_msg("a catalog cut to %zu of %zu bytes passed", size, b.size);
    }
    free(b.data);
}

static void test_the_game_catalog_cut_short_is_refused(void **state)
{
    (void)state;
    FILE *f = fopen(build_path("locale/de/LC_MESSAGES/bloodtrail.mo"), "rb");
    assert_non_null(f);
    unsigned char *data = xmalloc(1 << 20);
    size_t size = fread(data, 1, 1 << 20, f);
    fclose(f);
    /* The reviewer's case (the first 1000 bytes), and a cut every few
     * hundred bytes through the tables and the strings. */
    assert_false(catalog_check(data, 1000).ok);
    for (size_t cut = 0; cut < size; cut += 211)
        if (catalog_check(data, cut).ok)
            fail_msg("de.mo cut to %zu of %zu bytes passed", cut, size);
    assert_true(catalog_check(data, size).ok);
    free(data);
}

static void test_a_bad_header_is_refused(void **state)
{
    (void)state;
    built b = build(good, GOOD_COUNT, 7, false);
    b.data[0] ^= 1;                                       /* the magic number */
    assert_refused(check(b), "it does not begin");
    b = build(good, GOOD_COUNT, 7, false);
    b.data[6] = 2;                                        /* major revision 2 */
    assert_refused(check(b), "its format revision");
    b = build(good, GOOD_COUNT, 7, false);
    b.data[11] ^= 0x40;                                   /* nstrings, high bits */
    assert_refused(check(b), "its table of original texts");
    b = build(good, GOOD_COUNT, 7, false);
    b.data[19] ^= 0x10;                                   /* the translations' offset */
    assert_refused(check(b), "its table of translations");
    b = build(good, GOOD_COUNT, 7, false);
    b.data[27] ^= 0x20;                                   /* the hash table's offset */
    assert_refused(check(b), "its hash table lies outside");
}

/* Flips each bit of the header and of the tables: whatever passes must
 * still keep every offset inside (checked again by the refusal of a
 * further cut), and nothing crashes under the sanitizers. */
static void test_every_bit_flip_of_the_tables_is_refused_or_harmless(void **state)
{
    (void)state;
    built b = build(good, GOOD_COUNT, 7, false);
    size_t tables = 28 + 2 * 8 * GOOD_COUNT + 4 * 7;
    size_t refused = 0;
    for (size_t bit = 0; bit < tables * 8; bit++) {
        b.data[bit / 8] ^= (unsigned char)(1u << (bit % 8));
        refused += !catalog_check(b.data, b.size).ok;
        b.data[bit / 8] ^= (unsigned char)(1u << (bit % 8));
    }
    /* Most flips break an offset or a length; some only change a length
     * within its string, or a hash slot to another string. */
    assert_true(refused > tables * 8 / 2);
    free(b.data);
}

static void test_a_string_without_its_nul_is_refused(void **state)
{
    (void)state;
    built b = build(good, GOOD_COUNT, 7, false);
    size_t at = b.size - 1;                               /* the last translation's NUL */
    assert_int_equal(b.data[at], 0);
    b.data[at] = 'x';
    catalog_verdict v = check(b);
    assert_refused(v, "its translation number {n}");
    assert_int_equal(v.index, 4);
    b = build(good, GOOD_COUNT, 7, false);
    b.data[28 + 8 * 1] += 1;                              /* an original one byte longer */
    v = check(b);
    assert_refused(v, "its original text number {n}");
    assert_int_equal(v.index, 2);
}

static void test_a_hash_table_that_could_loop_or_point_outside_is_refused(void **state)
{
    (void)state;
    built b = build(good, GOOD_COUNT, 5, false);          /* 4 strings in 5 slots */
    size_t hash = 28 + 2 * 8 * GOOD_COUNT;
    for (int i = 0; i < 5; i++)                           /* fill the empty slot */
        if (!b.data[hash + 4 * i])
            b.data[hash + 4 * i] = 1;
    assert_refused(check(b), "its hash table has no empty slot");
    b = build(good, GOOD_COUNT, 8, false);                /* 8 is not prime */
    assert_refused(check(b), "its hash table's size is not a prime");
    b = build(good, GOOD_COUNT, 7, false);
    b.data[hash] = GOOD_COUNT + 1;                        /* a string past the last */
    assert_refused(check(b), "its hash table names a text");
}

static void test_a_plural_formula_that_may_divide_by_zero_is_refused(void **state)
{
    (void)state;
    static const char *const formulas[] = {
        "n/0", "n%0", "n%(n-1)", "(n%10==1 ? 0 : n/(n%10))", "n % (2 - 2)", "n%",
        "n + + 1", "((((n)))", "n $ 2",
    };
    for (size_t i = 0; i < sizeof formulas / sizeof *formulas; i++) {
        char header[256];
        snprintf(header, sizeof header, "charset=UTF-8\nPlural-Forms: nplurals=2; plural=%s;\n",
                 formulas[i]);
        entry e[] = { { "", 0, header, strlen(header) } };
        catalog_verdict v = check(build(e, 1, 0, false));
        if (v.ok)
            fail_msg("the formula %s passed", formulas[i]);
        assert_refused(v, "its plural formula");
    }
}

/* A second header (an entry whose original is empty) could be the one
 * gettext finds: its formula is checked too. */
static void test_a_second_header_with_a_bad_formula_is_refused(void **state)
{
    (void)state;
    entry e[] = { E("", HEADER("n/0")), E("", HEADER("(n != 1)")), E("Hello", "Hallo") };
    assert_refused(check(build(e, 3, 0, false)), "its plural formula");
    entry f[] = { E("", HEADER("(n != 1)")), { "\0x", 2, HEADER("n%0"), sizeof HEADER("n%0") - 1 } };
    assert_refused(check(build(f, 2, 0, false)), "its plural formula");
}

static void test_system_dependent_strings_are_refused(void **state)
{
    (void)state;
    built b = build(good, GOOD_COUNT, 7, false);
    size_t size = b.size + 20;
    unsigned char *data = xcalloc(1, size);
    memcpy(data, b.data, b.size);
    data[4] = 1;                                          /* minor revision 1 */
    /* Word 9 (n_sysdep_strings) lies in the originals' table here: not 0. */
    catalog_verdict v = catalog_check(data, size);
    assert_refused(v, "it holds system-dependent strings");
    free(data);
    free(b.data);
}

/* --- files --- */

static char dir[64];

static int files_setup(void **state)
{
    (void)state;
    strcpy(dir, "/tmp/bt-catalog-XXXXXX");
    assert_non_null(mkdtemp(dir));
    return 0;
}

static int files_teardown(void **state)
{
    (void)state;
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    assert_int_equal(system(command), 0);
    return 0;
}

static void write_catalog(const char *lang, const char *domain, built b)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, lang);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES", dir, lang);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", dir, lang, domain);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(b.data, 1, b.size, f), b.size);
    fclose(f);
    free(b.data);
}

static void test_a_fifo_or_a_folder_is_refused_without_waiting(void **state)
{
    (void)state;
    char path[256];
    snprintf(path, sizeof path, "%s/fifo.mo", dir);
    assert_int_equal(mkfifo(path, 0644), 0);
    assert_refused(catalog_check_file(path), "it is not a regular file");
    assert_refused(catalog_check_file(dir), "it is not a regular file");
}

static void test_a_broken_catalog_leaves_its_domain_in_english(void **state)
{
    (void)state;
    built b = build(good, GOOD_COUNT, 7, false);
    b.data[27] ^= 0x20;                                   /* the hash table's offset */
    write_catalog("de", "bt-broken", b);
    write_catalog("de", "bt-good", build(good, GOOD_COUNT, 7, false));
    setenv("LANGUAGE", "de", 1);
    capture cap;
    capture_begin(&cap);
    catalog_bind("bt-broken", dir);
    catalog_bind("bt-good", dir);
    catalog_bind("bt-broken", dir);                       /* named once only */
    char *err = capture_end(&cap);
    unsetenv("LANGUAGE");
    char expected[512];
    snprintf(expected, sizeof expected,
             "bloodtrail: the catalog %s/de/LC_MESSAGES/bt-broken.mo cannot be used: its hash "
             "table lies outside the file. The texts of \"bt-broken\" stay in English.\n",
             dir);
    assert_string_equal(err, expected);
    free(err);
    assert_false(catalog_speaks("bt-broken"));
    assert_true(catalog_speaks("bt-good"));
    setenv("LANGUAGE", "de", 1);
    assert_string_equal(i18n_text("bt-broken", "Hello"), "Hello");
    assert_string_equal(i18n_text("bt-good", "Hello"), "Hallo");
    assert_string_equal(i18n_ntext("bt-good", "one wolf", "{n} wolves", 3), "{n} W\xC3\xB6lfe");
    unsetenv("LANGUAGE");
}

static void test_only_the_languages_asked_for_are_checked(void **state)
{
    (void)state;
    built b = build(good, GOOD_COUNT, 7, false);
    b.data[0] = 0;
    write_catalog("fr", "bt-other", b);
    write_catalog("de_AT", "bt-other", build(good, GOOD_COUNT, 7, false));
    setenv("LANGUAGE", "de_AT.UTF-8:de", 1);
    capture cap;
    capture_begin(&cap);
    catalog_bind("bt-other", dir);
    char *err = capture_end(&cap);
    assert_string_equal(err, "");
    free(err);
    assert_true(catalog_speaks("bt-other"));
    /* A language whose folder holds the broken one: refused. */
    setenv("LANGUAGE", "fr_CA:de", 1);
    capture_begin(&cap);
    catalog_bind("bt-other", dir);
    err = capture_end(&cap);
    assert_non_null(strstr(err, "/fr/LC_MESSAGES/bt-other.mo cannot be used"));
    free(err);
    assert_false(catalog_speaks("bt-other"));
    unsetenv("LANGUAGE");
}

static void test_a_translation_with_an_escape_is_shown_harmless(void **state)
{
    (void)state;
    entry e[] = { E("", HEADER("(n != 1)")), E("Hello", "\x1b[2JHallo") };
    write_catalog("de", "bt-escape", build(e, 2, 0, false));
    setenv("LANGUAGE", "de", 1);
    catalog_bind("bt-escape", dir);
    assert_true(catalog_speaks("bt-escape"));
    assert_string_equal(i18n_text("bt-escape", "Hello"), "\xE2\x90\x9B[2JHallo");
    /* Asked again: the same harmless copy. */
    assert_ptr_equal(i18n_text("bt-escape", "Hello"), i18n_text("bt-escape", "Hello"));
    /* An original of a plugin with an escape, untranslated. */
    assert_string_equal(i18n_text("bt-escape", "Bye\x1b]0;x\x07"),
                        "Bye\xE2\x90\x9B]0;x\xE2\x90\x87");
    unsetenv("LANGUAGE");
}

/* What the names check keys on: the catalogs of the languages asked for,
 * as they were when bound; a catalog rebound after a change, or languages
 * changed since the binding, give other lines. */
static void test_the_identity_names_the_catalogs_of_the_languages(void **state)
{
    (void)state;
    write_catalog("de", "bt-ident", build(good, GOOD_COUNT, 7, false));
    setenv("LANGUAGE", "de", 1);
    catalog_bind("bt-ident", dir);
    strbuf first, again, rebound, other;
    sb_init(&first);
    sb_init(&again);
    sb_init(&rebound);
    sb_init(&other);
    catalog_identity("bt-ident", &first);
    char path[256];
    snprintf(path, sizeof path, "%s/de/LC_MESSAGES/bt-ident.mo ", dir);
    assert_non_null(strstr(first.buf, path));
    assert_int_equal(strchr(first.buf, '\n') - first.buf + 1, (long)first.len);
    catalog_identity("bt-ident", &again);
    assert_string_equal(first.buf, again.buf);
    /* Another catalog in its place (a new size), bound again. */
    write_catalog("de", "bt-ident", build(good, 2, 7, false));
    catalog_bind("bt-ident", dir);
    catalog_identity("bt-ident", &rebound);
    assert_string_not_equal(first.buf, rebound.buf);
    /* Another language asked for since the binding: its catalog counts. */
    write_catalog("fr", "bt-ident", build(good, GOOD_COUNT, 7, false));
    setenv("LANGUAGE", "fr:de", 1);
    catalog_identity("bt-ident", &other);
    snprintf(path, sizeof path, "%s/fr/LC_MESSAGES/bt-ident.mo ", dir);
    assert_non_null(strstr(other.buf, path));
    unsetenv("LANGUAGE");
    sb_release(&first);
    sb_release(&again);
    sb_release(&rebound);
    sb_release(&other);
}

static void test_a_domain_never_bound_does_not_speak(void **state)
{
    (void)state;
    assert_false(catalog_speaks("bt-never-bound"));
    assert_string_equal(i18n_text("bt-never-bound", "Hello"), "Hello");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_catalog_as_msgfmt_writes_it_passes),
        cmocka_unit_test(test_the_game_and_plugin_catalogs_pass),
        cmocka_unit_test(test_the_plural_formulas_of_real_languages_pass),
        cmocka_unit_test(test_every_truncation_of_a_catalog_is_refused),
        cmocka_unit_test(test_the_game_catalog_cut_short_is_refused),
        cmocka_unit_test(test_a_bad_header_is_refused),
        cmocka_unit_test(test_every_bit_flip_of_the_tables_is_refused_or_harmless),
        cmocka_unit_test(test_a_string_without_its_nul_is_refused),
        cmocka_unit_test(test_a_hash_table_that_could_loop_or_point_outside_is_refused),
        cmocka_unit_test(test_a_plural_formula_that_may_divide_by_zero_is_refused),
        cmocka_unit_test(test_a_second_header_with_a_bad_formula_is_refused),
        cmocka_unit_test(test_system_dependent_strings_are_refused),
        cmocka_unit_test_setup_teardown(test_a_fifo_or_a_folder_is_refused_without_waiting,
                                        files_setup, files_teardown),
        cmocka_unit_test_setup_teardown(test_a_broken_catalog_leaves_its_domain_in_english,
                                        files_setup, files_teardown),
        cmocka_unit_test_setup_teardown(test_only_the_languages_asked_for_are_checked,
                                        files_setup, files_teardown),
        cmocka_unit_test_setup_teardown(test_a_translation_with_an_escape_is_shown_harmless,
                                        files_setup, files_teardown),
        cmocka_unit_test_setup_teardown(test_the_identity_names_the_catalogs_of_the_languages,
                                        files_setup, files_teardown),
        cmocka_unit_test(test_a_domain_never_bound_does_not_speak),
    };
    return cmocka_run_group_tests_name("catalog", tests, group_setup, NULL);
}
