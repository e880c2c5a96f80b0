/* fuzz_game.c - the game's input: lines typed at every frame (the map, the
 * fight, the questions), anything at all in them. The game is not saved. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "console/console.h"
#include "harness.h"

int main(int argc, char **argv)
{
    harness h;
    harness_open(&h, true);
    harness_ready();
    size_t len;
    unsigned char *input = harness_read(argc > 1 ? argv[argc - 1] : NULL, &len);
    FILE *in = len ? fmemopen(input, len, "r") : fopen("/dev/null", "r");
    FILE *out = getenv("FUZZ_SHOW") ? stdout : fopen("/dev/null", "w");
    /* The hero's name, gender and class are asked: the input answers them
     * too. */
    console_options opt = { .gender = GAME_GENDER_ASK, .seed = 1 };
    console_run(&h.data, h.kinds, &opt, in, out);
    fclose(in);
    if (out != stdout)
        fclose(out);
    free(input);
    harness_close(&h);
    return 0;
}
