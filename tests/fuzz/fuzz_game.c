/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_game.c - the game's input: lines typed at every frame (the map, the
 * fight, the questions), anything at all in them. The game is not saved. */
#include "config.h"

#include "console/console.h"
#include "harness.h"

int main(int argc, char **argv)
{
    harness h;
    harness_open(&h, true);
    harness_ready();
    harness_lines lines;
    harness_lines_open(&lines, argc, argv);
    /* The hero's name, gender and class are asked: the input answers them
     * too. */
    console_options opt = { .gender = GAME_GENDER_ASK, .seed = 1 };
    console_run(&h.data, h.kinds, &opt, lines.in, lines.out);
    harness_lines_close(&lines);
    harness_close(&h);
    return 0;
}
