/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_strbuf.c - growable strings (src/util/strbuf.c): a format appended
 * whole, whatever room the buffer had left, and numbers as printf writes
 * them. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "util/strbuf.h"

static void test_a_format_is_appended_to_what_is_there(void **state)
{
    (void)state;
    strbuf sb;
    sb_init(&sb);
    sb_addf(&sb, "%d-%s", 42, "x");
    assert_string_equal(sb.buf, "42-x");
    assert_int_equal(sb.len, 4);
    sb_addf(&sb, " %05.1f|%c", 2.5, 'z');
    assert_string_equal(sb.buf, "42-x 002.5|z");
    assert_int_equal(sb.len, strlen(sb.buf));
    sb_addf(&sb, "%s", "");
    assert_string_equal(sb.buf, "42-x 002.5|z");
    sb_release(&sb);
}

/* Every length of text already there (across the first room of 64 bytes
 * and the next) and every length of what is added, against snprintf. */
static void test_a_format_past_the_room_left_is_whole(void **state)
{
    (void)state;
    char head[160], tail[300], want[460];
    memset(head, 'h', sizeof head);
    memset(tail, 't', sizeof tail);
    for (int before = 0; before < 140; before++)
        for (int added = 0; added < 280; added += 3) {
            strbuf sb;
            sb_init(&sb);
            if (before)
                sb_add(&sb, head, (size_t)before);
            sb_addf(&sb, "<%.*s>", added, tail);
            snprintf(want, sizeof want, "%.*s<%.*s>", before, head, added, tail);
            assert_int_equal(sb.len, strlen(want));
            assert_string_equal(sb.buf, want);
            sb_release(&sb);
        }
}

static void test_a_number_is_written_as_printf_writes_it(void **state)
{
    (void)state;
    static const long numbers[] = { 0, 7, -7, 10, -10, 99, 100, 123456789, -2147483648L,
                                    LONG_MAX, LONG_MIN, LONG_MIN + 1 };
    for (size_t i = 0; i < sizeof numbers / sizeof *numbers; i++) {
        char want[32];
        snprintf(want, sizeof want, "a%ldb", numbers[i]);
        strbuf sb;
        sb_init(&sb);
        sb_addc(&sb, 'a');
        sb_addint(&sb, numbers[i]);
        sb_addc(&sb, 'b');
        assert_string_equal(sb.buf, want);
        assert_int_equal(sb.len, strlen(want));
        sb_release(&sb);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_format_is_appended_to_what_is_there),
        cmocka_unit_test(test_a_format_past_the_room_left_is_whole),
        cmocka_unit_test(test_a_number_is_written_as_printf_writes_it),
    };
    return cmocka_run_group_tests_name("strbuf", tests, NULL, NULL);
}
