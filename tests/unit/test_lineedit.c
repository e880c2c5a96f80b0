/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_lineedit.c - the line editor on a pseudo-terminal: what is typed
 * (keys, escape sequences, UTF-8) gives the line it should, the history
 * comes back, Tab completes and lists, and the end of input and a stop end
 * the line. The keys are typed before the editor reads them. */
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
#include <pty.h>
#include <termios.h>

#include "lineedit/lineedit.h"
#include "util/strbuf.h"

typedef struct terminal {
    int master, slave;
} terminal;

static int setup(void **state)
{
    terminal *t = test_calloc(1, sizeof *t);
    struct winsize ws = { .ws_row = 24, .ws_col = 40 };
    assert_int_equal(openpty(&t->master, &t->slave, NULL, NULL, &ws), 0);
    /* Raw from the start: keys typed before the editor reads them must not
     * meet the terminal's own line editing (its erase, kill and echo). */
    struct termios raw;
    tcgetattr(t->slave, &raw);
    cfmakeraw(&raw);
    tcsetattr(t->slave, TCSANOW, &raw);
    lineedit_forget();
    alarm(10);                 /* an editor that waits for ever fails the test */
    *state = t;
    return 0;
}

static int teardown(void **state)
{
    terminal *t = *state;
    close(t->master);
    close(t->slave);
    test_free(t);
    lineedit_forget();
    return 0;
}

static volatile sig_atomic_t no_stop;

static void words(void (*fn)(const char *word, void *fn_user), void *fn_user, void *user)
{
    (void)user;
    static const char *const all[] = { "help", "hello", "inventory", "inventar", "изток",
                                       "wait" };
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        fn(all[i], fn_user);
}

/* Types keys, reads one line; returns it (static) or NULL. */
static const char *typed(terminal *t, const char *keys)
{
    static char line[256];
    assert_int_equal(write(t->master, keys, strlen(keys)), (ssize_t)strlen(keys));
    char *got = lineedit_read(t->slave, t->slave, "> ", words, NULL, &no_stop);
    if (!got)
        return NULL;
    snprintf(line, sizeof line, "%s", got);
    free(got);
    return line;
}

/* What the editor drew so far. */
static const char *drawn(terminal *t)
{
    static char out[8192];
    size_t len = 0;
    for (;;) {
        fd_set fds;
        FD_ZERO(&fds);
        FD_SET(t->master, &fds);
        struct timeval none = { 0, 0 };
        if (select(t->master + 1, &fds, NULL, NULL, &none) <= 0 || len + 1 >= sizeof out)
            break;
        ssize_t n = read(t->master, out + len, sizeof out - 1 - len);
        if (n <= 0)
            break;
        len += (size_t)n;
    }
    out[len] = '\0';
    return out;
}

static void test_typing_and_moving_edit_the_line(void **state)
{
    terminal *t = *state;
    assert_string_equal(typed(t, "hlp\033[D\033[De\r"), "help");
    /* Home and End, in both spellings; Ctrl-A and Ctrl-E. */
    assert_string_equal(typed(t, "ait\033[Hw\033[Fs\r"), "waits");
    assert_string_equal(typed(t, "ait\001w\005!\r"), "wait!");
    /* Delete under the cursor, Backspace before it. */
    assert_string_equal(typed(t, "waxit\033[D\033[D\033[D\033[3~\r"), "wait");
    assert_string_equal(typed(t, "waitt\177\r"), "wait");
}

static void test_utf8_characters_are_edited_whole(void **state)
{
    terminal *t = *state;
    assert_string_equal(typed(t, "изтокк\177\r"), "изток");
    assert_string_equal(typed(t, "зток\001и\r"), "изток");
    assert_string_equal(typed(t, "изток\033[D\033[D\033[3~\r"), "изтк");
    /* A stray continuation byte is dropped. */
    assert_string_equal(typed(t, "a\x80" "b\r"), "ab");
}

static void test_cutting_and_putting_back(void **state)
{
    terminal *t = *state;
    assert_string_equal(typed(t, "go north now\027\r"), "go north ");
    assert_string_equal(typed(t, "go north\001\033f\013\r"), "go");
    assert_string_equal(typed(t, "go north\033b\025\031\031\r"), "go go north");
    assert_string_equal(typed(t, "use potion\033b\033b\013\031\r"), "use potion");
}

static void test_the_history_comes_back(void **state)
{
    terminal *t = *state;
    assert_string_equal(typed(t, "one\r"), "one");
    assert_string_equal(typed(t, "two\r"), "two");
    assert_string_equal(typed(t, "two\r"), "two");       /* kept once */
    assert_string_equal(typed(t, "\033[A\033[A\r"), "one");
    /* Up to the last, edited, then down to what was being written. */
    assert_string_equal(typed(t, "thr\033[A\033[B\r"), "thr");
    /* one two one thr now: Ctrl-P three times (two), Ctrl-N once. */
    assert_string_equal(typed(t, "\020\020\020\016\r"), "one");
}

static void test_tab_completes_the_first_word(void **state)
{
    terminal *t = *state;
    assert_string_equal(typed(t, "wa\t\r"), "wait ");
    assert_string_equal(typed(t, "изт\t\r"), "изток ");
    /* Several fit: as far as they agree; a second Tab lists them. */
    assert_string_equal(typed(t, "inv\t\r"), "invent");
    drawn(t);
    assert_string_equal(typed(t, "hel\t\tp\r"), "help");
    const char *out = drawn(t);
    assert_non_null(strstr(out, "hello  help"));
    /* Nothing completes after the first word. */
    assert_string_equal(typed(t, "use he\t\r"), "use he");
}

static void test_a_bound_key_sends_its_line(void **state)
{
    terminal *t = *state;
    lineedit_bind(16, "messages");                 /* Ctrl-P */
    assert_string_equal(typed(t, "wa\020"), "messages");
    assert_string_equal(typed(t, "\033[A\r"), "messages");   /* and it is in the history */
    lineedit_bind(16, NULL);
    assert_string_equal(typed(t, "\020\r"), "messages");     /* Ctrl-P is the history again */
}

static void test_escape_sequences_it_does_not_know_are_ignored(void **state)
{
    terminal *t = *state;
    assert_string_equal(typed(t, "wa\033[15~\033[1;5Cit\033\r"), "wait");
}

static void test_the_end_of_input_and_a_stop_end_the_line(void **state)
{
    terminal *t = *state;
    assert_null(typed(t, "\004"));
    assert_string_equal(typed(t, "wxait\001\033[C\004\r"), "wait");   /* Ctrl-D deletes */
    static volatile sig_atomic_t stop = 1;
    assert_int_equal(write(t->master, "wait\r", 5), 5);
    assert_null(lineedit_read(t->slave, t->slave, "> ", words, NULL, &stop));
}

static void test_the_terminal_is_left_as_it_was(void **state)
{
    terminal *t = *state;
    struct termios before, after;
    tcgetattr(t->slave, &before);
    assert_string_equal(typed(t, "wait\r"), "wait");
    tcgetattr(t->slave, &after);
    assert_int_equal(before.c_lflag, after.c_lflag);
    assert_int_equal(before.c_iflag, after.c_iflag);
    /* What was drawn: the prompt and the line, no colour codes. */
    const char *out = drawn(t);
    assert_non_null(strstr(out, "> wait"));
    assert_null(strstr(out, "\033[3"));
}

static void test_a_long_line_scrolls_sideways(void **state)
{
    terminal *t = *state;
    char keys[128];
    memset(keys, 'x', 60);
    strcpy(keys + 60, "\001y\r");
    const char *line = typed(t, keys);
    assert_int_equal(strlen(line), 61);
    assert_int_equal(line[0], 'y');
}

#define TEST(name) cmocka_unit_test_setup_teardown(name, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        TEST(test_typing_and_moving_edit_the_line),
        TEST(test_utf8_characters_are_edited_whole),
        TEST(test_cutting_and_putting_back),
        TEST(test_the_history_comes_back),
        TEST(test_tab_completes_the_first_word),
        TEST(test_a_bound_key_sends_its_line),
        TEST(test_escape_sequences_it_does_not_know_are_ignored),
        TEST(test_the_end_of_input_and_a_stop_end_the_line),
        TEST(test_the_terminal_is_left_as_it_was),
        TEST(test_a_long_line_scrolls_sideways),
    };
    return cmocka_run_group_tests_name("lineedit", tests, NULL, NULL);
}
