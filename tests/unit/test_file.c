/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_file.c - reading a whole regular file (src/util/file.c), as the
 * save, the content files, the catalogs and the plugin cache do: what is
 * refused before a byte is read, and where the limit falls. */
#include "config.h"

#include <errno.h>
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

#include "util/file.h"

static char dir[] = "/tmp/bloodtrail-file-XXXXXX";

static int group_setup(void **state)
{
    (void)state;
    return mkdtemp(dir) ? 0 : -1;
}

static int group_teardown(void **state)
{
    (void)state;
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    return system(command) == 0 ? 0 : -1;
}

/* A file of n bytes "abc..." in the test's folder; its path is static. */
static const char *file_of(const char *name, size_t n)
{
    static char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    for (size_t i = 0; i < n; i++)
        fputc('a' + (int)(i % 26), f);
    assert_int_equal(fclose(f), 0);
    return path;
}

/* Reads path whole with the limit max; the length, or -1 if refused. */
static long read_with(const char *path, size_t hint, size_t max, char **text)
{
    struct stat st;
    file_problem problem;
    int fd = file_open_regular(path, &st, &problem);
    if (fd < 0)
        return -1;
    assert_int_equal(problem, FILE_FINE);
    size_t len;
    *text = file_read_all(fd, hint, max, &len);
    close(fd);
    assert_non_null(*text);
    assert_int_equal((*text)[len], '\0');
    return (long)len;
}

static void test_a_file_is_read_whole_with_a_nul_after(void **state)
{
    (void)state;
    char *text;
    assert_int_equal(read_with(file_of("small", 5), 5, 100, &text), 5);
    assert_string_equal(text, "abcde");
    free(text);
    /* A wrong size hint, too small or too large, changes nothing. */
    assert_int_equal(read_with(file_of("grown", 3000), 10, 100000, &text), 3000);
    assert_int_equal(text[2999], 'a' + 2999 % 26);
    free(text);
    assert_int_equal(read_with(file_of("empty", 0), 0, 100, &text), 0);
    assert_string_equal(text, "");
    free(text);
}

/* Up to max bytes the file is read; one more tells that it holds more. */
static void test_the_limit_reads_one_byte_more(void **state)
{
    (void)state;
    char *text;
    assert_int_equal(read_with(file_of("max", 64), 64, 64, &text), 64);
    free(text);
    assert_int_equal(read_with(file_of("over", 65), 65, 64, &text), 65);
    free(text);
    assert_int_equal(read_with(file_of("far-over", 5000), 5000, 64, &text), 65);
    free(text);
    assert_int_equal(read_with(file_of("far-over-unhinted", 5000), 0, 64, &text), 65);
    free(text);
}

static void test_what_is_not_a_regular_file_is_refused_at_once(void **state)
{
    (void)state;
    struct stat st;
    file_problem problem;
    char path[256];
    snprintf(path, sizeof path, "%s/missing", dir);
    errno = 0;
    assert_int_equal(file_open_regular(path, &st, &problem), -1);
    assert_int_equal(problem, FILE_CANNOT_OPEN);
    assert_int_equal(errno, ENOENT);
    assert_int_equal(file_open_regular(dir, &st, &problem), -1);
    assert_int_equal(problem, FILE_FOLDER);
    /* A FIFO with no writer would block an open without O_NONBLOCK. */
    snprintf(path, sizeof path, "%s/fifo", dir);
    assert_int_equal(mkfifo(path, 0600), 0);
    assert_int_equal(file_open_regular(path, &st, &problem), -1);
    assert_int_equal(problem, FILE_NOT_REGULAR);
    assert_int_equal(file_open_regular("/dev/null", &st, &problem), -1);
    assert_int_equal(problem, FILE_NOT_REGULAR);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_file_is_read_whole_with_a_nul_after),
        cmocka_unit_test(test_the_limit_reads_one_byte_more),
        cmocka_unit_test(test_what_is_not_a_regular_file_is_refused_at_once),
    };
    return cmocka_run_group_tests_name("file", tests, group_setup, group_teardown);
}
