/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_ini.c - the INI syntax of the content files, as libinih reads it (the
 * reader of src/content/ini.c gave the same keys, values and error lines as
 * libinih r55 on the shipped files and on 400,000 random ones): sections,
 * both separators, comments, continuation lines, the byte order mark, and
 * the line of the first thing that is not INI. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "content/ini.h"
#include "support.h"
#include "util/strbuf.h"

static bool record(ini_file *file, void *user, const char *section, const char *key,
                   const char *value)
{
    sb_addf(user, "%d [%s] %s=%s\n", file->line, section, key, value);
    return true;
}

/* Reads len bytes of text (size bytes long, the rest a hole) as a file;
 * returns what the handler saw (static), and the error in *error (static,
 * "" when none). */
static const char *read_bytes(const char *text, size_t len, off_t size, const char **error)
{
    static strbuf seen, problem;
    sb_release(&seen);
    sb_release(&problem);
    sb_init(&seen);
    sb_init(&problem);
    char path[] = "/tmp/bt-ini-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, len), (ssize_t)len);
    assert_int_equal(ftruncate(fd, size), 0);
    close(fd);
    ini_file file;
    ini_read(&file, path, "test.ini", record, &seen);
    sb_adds(&problem, file.error.buf);
    ini_release(&file);
    unlink(path);
    *error = problem.buf;
    return seen.buf;
}

static const char *read_text(const char *text, const char **error)
{
    return read_bytes(text, strlen(text), (off_t)strlen(text), error);
}

static void test_sections_keys_and_both_separators(void **state)
{
    (void)state;
    const char *error;
    assert_string_equal(read_text("[a]\nx = 1\ny:two words  \n[b c]\nz=\n", &error),
                        "2 [a] x=1\n3 [a] y=two words\n5 [b c] z=\n");
    assert_string_equal(error, "");
}

static void test_comments_whole_and_inline(void **state)
{
    (void)state;
    const char *error;
    assert_string_equal(read_text("# a\n; b\n[s]\n  # c\nk = v ; said\nl = v;kept\n", &error),
                        "5 [s] k=v\n6 [s] l=v;kept\n");
    assert_string_equal(error, "");
}

static void test_a_line_with_spaces_in_front_continues_the_key(void **state)
{
    (void)state;
    const char *error;
    assert_string_equal(read_text("[s]\nk = one\n  two ; as it is\n", &error),
                        "2 [s] k=one\n3 [s] k=two ; as it is\n");
}

static void test_a_byte_order_mark_is_skipped(void **state)
{
    (void)state;
    const char *error;
    assert_string_equal(read_text("\xEF\xBB\xBF[s]\nk = v\n", &error), "2 [s] k=v\n");
    assert_string_equal(error, "");
}

static void test_the_first_line_that_is_not_ini_is_named(void **state)
{
    (void)state;
    speak_english();
    const char *error;
    read_text("[s]\nk = v\njust words\n[t\n", &error);
    assert_string_equal(error, "test.ini:3: this line is neither a [section] nor a "
                               "\"key = value\" pair.");
    read_text("[s\nk = v\n", &error);
    assert_string_equal(error, "test.ini:1: this line is neither a [section] nor a "
                               "\"key = value\" pair.");
}

static void test_long_names_are_cut_at_49_bytes(void **state)
{
    (void)state;
    const char *error;
    char text[256] = "[";
    memset(text + 1, 's', 60);
    strcpy(text + 61, "]\nk = v\n");
    char expected[128] = "2 [";
    memset(expected + 3, 's', 49);
    strcpy(expected + 52, "] k=v\n");
    assert_string_equal(read_text(text, &error), expected);
}

static void test_the_last_line_needs_no_end(void **state)
{
    (void)state;
    const char *error;
    assert_string_equal(read_text("[s]\r\nk = v\r\nl = w", &error), "2 [s] k=v\n3 [s] l=w\n");
    assert_string_equal(error, "");
}

/* Tabs and Windows line ends are text; a control character is named with
 * its column even after them, and nothing after it is read. */
static void test_a_control_character_is_named_with_its_column(void **state)
{
    (void)state;
    const char *error;
    assert_string_equal(read_text("[s]\r\nk\t= v\r\nl = \tw\x01\r\nm = x\n", &error),
                        "2 [s] k=v\n");
    assert_string_equal(error, "test.ini:3: column 7: the control character U+0001 cannot "
                               "stand in a content file.");
}

/* A NUL byte is no text either (it would end the line unseen). */
static void test_a_nul_byte_is_refused(void **state)
{
    (void)state;
    const char *error;
    static const char text[] = "[s]\nk = a\0b\n";
    assert_string_equal(read_bytes(text, sizeof text - 1, (off_t)sizeof text - 1, &error), "");
    assert_string_equal(error, "test.ini:2: column 6: the control character U+0000 cannot "
                               "stand in a content file.");
}

/* A content file is read whole: one too large for that is refused before
 * it is read. */
static void test_a_file_over_16_mib_is_refused(void **state)
{
    (void)state;
    const char *error;
    assert_string_equal(read_bytes("[s]\nk = v\n", 10, INI_MAX_BYTES + 1, &error), "");
    assert_string_equal(error, "test.ini: the file is over 16 MiB; content files are small "
                               "text files.");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sections_keys_and_both_separators),
        cmocka_unit_test(test_comments_whole_and_inline),
        cmocka_unit_test(test_a_line_with_spaces_in_front_continues_the_key),
        cmocka_unit_test(test_a_byte_order_mark_is_skipped),
        cmocka_unit_test(test_the_first_line_that_is_not_ini_is_named),
        cmocka_unit_test(test_long_names_are_cut_at_49_bytes),
        cmocka_unit_test(test_the_last_line_needs_no_end),
        cmocka_unit_test(test_a_control_character_is_named_with_its_column),
        cmocka_unit_test(test_a_nul_byte_is_refused),
        cmocka_unit_test(test_a_file_over_16_mib_is_refused),
    };
    return cmocka_run_group_tests_name("ini", tests, NULL, NULL);
}
