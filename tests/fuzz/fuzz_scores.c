/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_scores.c - the score table (src/console/scores.c): the input is the
 * table file. --scores shows it, a game's end adds a score to it; the
 * promise is that a table the game accepts and writes is shown again, with
 * the new game in it, and keeps every line it could not read.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "console/scores.h"
#include "harness.h"
#include "util/strbuf.h"

static size_t count_lines(const char *text, const char *needle)
{
    size_t n = 0;
    for (const char *p = text; (p = strstr(p, needle)); p++)
        n++;
    return n;
}

int main(int argc, char **argv)
{
    harness h;
    harness_open(&h, true);
    char *dir = harness_temp_dir("scores");
    harness_ready();
    size_t len;
    unsigned char *input = harness_read(argc > 1 ? argv[argc - 1] : NULL, &len);
    strbuf path, out, error;
    sb_init(&path);
    sb_init(&out);
    sb_init(&error);
    sb_addf(&path, "%s/scores", dir);
    FILE *f = fopen(path.buf, "wb");
    if (!f || fwrite(input, 1, len, f) != len || fclose(f) != 0)
        abort();
    bool shown = scores_show(path.buf, &h.data, &out, &error);
    const char *marker = "Fuzzy McFuzzface";
    score s = { .points = 1234, .won = false, .female = true, .name = marker,
                .class_id = "mage", .level = 2, .depth = 1, .turns = 99, .killer = "-",
                .when = 1700000000 };
    size_t place = 0;
    sb_reset(&error);
    bool added = scores_add(path.buf, &s, &place, &error);
    if (added && place) {
        sb_reset(&out);
        sb_reset(&error);
        if (!scores_show(path.buf, &h.data, &out, &error) || !count_lines(out.buf, marker)) {
            fprintf(stderr, "fuzz-scores: a table written does not show the new game: %s\n",
                    error.buf);
            abort();
        }
    }
    if (added && !shown) {
        fprintf(stderr, "fuzz-scores: a table that cannot be shown was written over\n");
        abort();
    }
    sb_release(&error);
    sb_release(&out);
    sb_release(&path);
    free(input);
    if (!harness_under_afl())
        harness_remove_dir(dir);
    free(dir);
    harness_close(&h);
    return 0;
}
