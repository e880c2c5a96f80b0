/* fuzz_lab.c - the lab's input (src/lab): one command per line, anything at
 * all in them. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "harness.h"
#include "lab/lab.h"

int main(int argc, char **argv)
{
    harness h;
    harness_open(&h, false);
    harness_ready();
    size_t len;
    unsigned char *input = harness_read(argc > 1 ? argv[argc - 1] : NULL, &len);
    FILE *in = len ? fmemopen(input, len, "r") : fopen("/dev/null", "r");
    FILE *out = getenv("FUZZ_SHOW") ? stdout : fopen("/dev/null", "w");
    lab_run(in, out, out, h.kinds, BT_SOURCE_DIR "/data");
    fclose(in);
    if (out != stdout)
        fclose(out);
    free(input);
    harness_close(&h);
    return 0;
}
