/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_strbuf.c - growable strings (src/util/strbuf.c): a format appended
 * whole, whatever room the buffer had left. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_format_is_appended_to_what_is_there),
        cmocka_unit_test(test_a_format_past_the_room_left_is_whole),
    };
    return cmocka_run_group_tests_name("strbuf", tests, NULL, NULL);
}
