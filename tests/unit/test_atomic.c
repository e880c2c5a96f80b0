/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_atomic.c - the one writer of every file the game makes
 * (src/util/atomic.c): the new text whole, nothing left beside it, the
 * temporaries a killed writer left removed at the next write, and nothing
 * else touched. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "util/atomic.h"

static char dir[] = "/tmp/bloodtrail-atomic-XXXXXX";

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

/* dir/name, in a static buffer of its own per slot (0 or 1). */
static const char *in_dir(int slot, const char *name)
{
    static char path[2][512];
    snprintf(path[slot], sizeof path[slot], "%s/%s", dir, name);
    return path[slot];
}

static void put(const char *name, const char *text)
{
    FILE *f = fopen(in_dir(1, name), "w");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

static bool exists(const char *name)
{
    struct stat st;
    return lstat(in_dir(1, name), &st) == 0;
}

/* The names in the test's folder, sorted, joined by spaces. */
static const char *listing(void)
{
    static char out[4096];
    struct dirent **names;
    int n = scandir(dir, &names, NULL, alphasort);
    assert_true(n >= 0);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (strcmp(names[i]->d_name, ".") != 0 && strcmp(names[i]->d_name, "..") != 0) {
            strcat(out, names[i]->d_name);
            strcat(out, " ");
        }
        free(names[i]);
    }
    free(names);
    return out;
}

/* A process number nobody has now: a child that has ended. */
static long dead_pid(void)
{
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0)
        _exit(0);
    waitpid(child, NULL, 0);
    return (long)child;
}

static void clear(void)
{
    char command[256];
    snprintf(command, sizeof command, "rm -rf '%s'/* '%s'/.[!.]*", dir, dir);
    assert_int_equal(system(command), 0);
}

static void test_the_new_text_whole_and_nothing_beside(void **state)
{
    (void)state;
    clear();
    const char *text = "# bloodtrail scores 1\n10\tdied\n";
    assert_true(atomic_write(in_dir(0, "scores"), text, strlen(text), 0644, ATOMIC_SYNC, NULL));
    assert_true(atomic_write(in_dir(0, "scores"), "x\n", 2, 0644, 0, NULL));
    assert_string_equal(listing(), "scores ");
    FILE *f = fopen(in_dir(0, "scores"), "r");
    char buf[64] = "";
    assert_non_null(fgets(buf, sizeof buf, f));
    fclose(f);
    assert_string_equal(buf, "x\n");
}

/* The temporaries of a writer that was killed go at the next write of the
 * same file; those of a writer that still runs stay, unless the caller
 * holds the file's lock. */
static void test_stale_temporaries_are_removed(void **state)
{
    (void)state;
    clear();
    char dead[64], alive[64], legacy[64], notes[64];
    snprintf(dead, sizeof dead, ".cache.tmp-%ld-k1ll3d00", dead_pid());
    snprintf(alive, sizeof alive, ".cache.tmp-%ld-w0rk1ng0", (long)getppid());
    snprintf(legacy, sizeof legacy, "cache.tmp-%ld", dead_pid());
    snprintf(notes, sizeof notes, "cache.tmp-%ld", dead_pid() + 0);
    put(dead, "half a cach");
    put(alive, "being written");
    put(legacy, "# bloodtrail plugin cache, half");
    put("cache.tmp-notes", "my notes");
    put("other.tmp-1", "");
    symlink("/etc/passwd", in_dir(1, ".cache.tmp-1-l1nk0000"));
    const char *text = "# bloodtrail plugin cache 3\n";
    assert_true(atomic_write(in_dir(0, "cache"), text, strlen(text), 0600, 0, NULL));
    assert_false(exists(dead));
    assert_true(exists(alive));
    assert_false(exists(legacy));
    assert_true(exists("cache.tmp-notes"));
    assert_true(exists("other.tmp-1"));
    assert_true(exists(".cache.tmp-1-l1nk0000"));
    /* Somebody's file under an old temporary name: it opens otherwise. */
    put(notes, "my notes");
    assert_true(atomic_write(in_dir(0, "cache"), text, strlen(text), 0600, 0, NULL));
    assert_true(exists(notes));
    /* Under the lock every temporary of the file is stale. */
    assert_true(atomic_write(in_dir(0, "cache"), text, strlen(text), 0600, ATOMIC_LOCKED, NULL));
    assert_false(exists(alive));
    unlink(in_dir(1, notes));
    assert_string_equal(listing(), ".cache.tmp-1-l1nk0000 cache cache.tmp-notes other.tmp-1 ");
}

static void test_a_failure_says_where_and_changes_nothing(void **state)
{
    (void)state;
    clear();
    atomic_step step = ATOMIC_REPLACING;
    put("file", "a file");
    errno = 0;
    assert_false(atomic_write(in_dir(0, "file/below"), "x", 1, 0644, 0, &step));
    assert_int_equal(errno, ENOTDIR);
    assert_int_equal(step, ATOMIC_WRITING);
    /* A folder in the way: the rename fails, the temporary goes. */
    assert_int_equal(mkdir(in_dir(1, "folder"), 0755), 0);
    put("folder/inside", "");
    assert_false(atomic_write(in_dir(0, "folder"), "x", 1, 0644, 0, &step));
    assert_int_equal(step, ATOMIC_REPLACING);
    assert_string_equal(listing(), "file folder ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_new_text_whole_and_nothing_beside),
        cmocka_unit_test(test_stale_temporaries_are_removed),
        cmocka_unit_test(test_a_failure_says_where_and_changes_nothing),
    };
    return cmocka_run_group_tests_name("atomic", tests, group_setup, group_teardown);
}
