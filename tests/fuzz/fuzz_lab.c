/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_lab.c - the lab's input (src/lab): one command per line, anything at
 * all in them. */
#include "config.h"

#include "harness.h"
#include "lab/lab.h"

int main(int argc, char **argv)
{
    harness h;
    harness_open(&h, false);
    harness_ready();
    harness_lines lines;
    harness_lines_open(&lines, argc, argv);
    lab_run(lines.in, lines.out, lines.out, h.kinds, BT_SOURCE_DIR "/data");
    harness_lines_close(&lines);
    harness_close(&h);
    return 0;
}
