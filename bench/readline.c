/* SPDX-License-Identifier: GPL-3.0-or-later */
/* readline.c - the yardstick of what GNU readline costs a start: a program
 * that shows a prompt through readline's callback interface, as the
 * console does, and waits for a line. Against bench/minimal --prompt (a
 * prompt of stdio's) it is what linking and starting readline adds to the
 * first map (bench/bench.sh, section map).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/select.h>

#include <readline/readline.h>

static void on_line(char *line)
{
    free(line);
    exit(0);
}

int main(void)
{
    rl_callback_handler_install("> ", on_line);
    for (;;) {
        fd_set ready;
        FD_ZERO(&ready);
        FD_SET(fileno(rl_instream ? rl_instream : stdin), &ready);
        if (select(FD_SETSIZE, &ready, NULL, NULL, NULL) > 0)
            rl_callback_read_char();
    }
}
