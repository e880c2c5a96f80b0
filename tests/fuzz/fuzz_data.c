/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_data.c - the content files (src/content): the input takes the place
 * of one file of a copy of data/, which is then loaded (and refused or not).
 *
 *   fuzz-data NAME FILE     NAME is the file replaced: "creatures.ini",
 *                           "levels/1.map", ...
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "util/strbuf.h"

static void copy_data(const char *dir)
{
    strbuf command;
    sb_init(&command);
    sb_addf(&command, "cp -R '%s/data/.' '%s/'", BT_SOURCE_DIR, dir);
    if (system(command.buf) != 0) {
        fprintf(stderr, "fuzz-data: cannot copy %s/data\n", BT_SOURCE_DIR);
        exit(2);
    }
    sb_release(&command);
}

int main(int argc, char **argv)
{
    if (argc < 2 || strstr(argv[1], "..")) {
        fprintf(stderr, "usage: fuzz-data NAME [FILE]  (NAME: a file of data/)\n");
        return 2;
    }
    harness h;
    harness_open(&h, false);
    char *dir = harness_temp_dir("data");
    copy_data(dir);
    harness_ready();
    size_t len;
    unsigned char *input = harness_read(argc > 2 ? argv[argc - 1] : NULL, &len);
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s/%s", dir, argv[1]);
    FILE *f = fopen(path.buf, "wb");
    if (!f || fwrite(input, 1, len, f) != len || fclose(f) != 0)
        abort();
    content data;
    strbuf error;
    sb_init(&error);
    if (content_load(&data, dir, h.kinds, &error))
        content_release(&data);
    sb_release(&error);
    sb_release(&path);
    free(input);
    if (!harness_under_afl())
        harness_remove_dir(dir);
    free(dir);
    harness_close(&h);
    return 0;
}
