/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame.c - input as a stack of frames. */
#include "config.h"

#include "console/frame.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "console/console.h"
#include "console/screen.h"
#include "text/i18n.h"
#include "util/xalloc.h"

void frame_push(game *g, const frame_ops *ops, void *data)
{
    console *c = g->console;
    c->frames = xgrow(c->frames, &c->frame_capacity, c->frame_count + 1, sizeof *c->frames);
    c->frames[c->frame_count++] = (frame){ ops, data };
    c->redraw = true;
}

void frame_pop(game *g)
{
    console *c = g->console;
    if (!c->frame_count)
        return;
    frame *f = &c->frames[--c->frame_count];
    if (f->ops->release)
        f->ops->release(f->data);
    c->redraw = true;
}

frame *frame_top(game *g)
{
    const console *c = g->console;
    return c->frame_count ? &c->frames[c->frame_count - 1] : NULL;
}

bool frame_on_stack(const game *g, const frame_ops *ops)
{
    const console *c = g->console;
    for (size_t i = 0; i < c->frame_count; i++)
        if (c->frames[i].ops == ops)
            return true;
    return false;
}

void frame_clear(game *g)
{
    console *c = g->console;
    while (c->frame_count)
        frame_pop(g);
    free(c->frames);
    c->frames = NULL;
    c->frame_capacity = 0;
}

void frame_redraw(game *g)
{
    g->console->redraw = true;
}

/* On a terminal, stdio writes a line-buffered stream a line at a time; a
 * screen goes out in one write instead (after what stdio holds, so the order
 * stays), and the terminal has it all at once. */
void frame_write(game *g, const char *text)
{
    const console *c = g->console;
    if (!c->out_is_terminal) {
        fputs(text, c->out);
        return;
    }
    fflush(c->out);
    int fd = fileno(c->out);
    for (size_t left = strlen(text); left;) {
        ssize_t n = write(fd, text, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;              /* the terminal is gone: SIGPIPE or the next read says so */
        text += n;
        left -= (size_t)n;
    }
}

int frame_command(game *g, const word_def *defs, char **words, size_t count,
                  unsigned long takes_argument)
{
    int cmd = words_match(defs, words[0]);
    if (cmd < 0) {
        frame_reject(g, N_("Unknown command \"{word}\"; \"help\" lists the commands."),
                     &TPL_VALUE("word", words[0]), 1);
        return -1;
    }
    if (count > 1 && !(takes_argument & (1ul << cmd))) {
        frame_reject(g, N_("\"{command}\" takes nothing after it."), &TPL_VALUE("command", words[0]),
                     1);
        return -1;
    }
    return cmd;
}

void frame_show_help(game *g, const char *title, const word_def *defs, const char *after)
{
    strbuf out;
    sb_init(&out);
    sb_adds(&out, _(title));
    sb_addc(&out, '\n');
    words_help(defs, &out);
    if (after)
        sb_adds(&out, after);
    console_page(g->console, out.buf);
    sb_release(&out);
}

void frame_print(game *g, const char *text)
{
    strbuf screen;
    sb_init(&screen);
    screen_wrapped(&screen, "", text, "");
    frame_write(g, screen.buf);
    sb_release(&screen);
}

void frame_say(game *g, const char *msgid, const tpl_arg *args, size_t nargs)
{
    strbuf line;
    sb_init(&line);
    tpl_render(&line, _(msgid), args, nargs);
    frame_print(g, line.buf);
    sb_release(&line);
}

void frame_reject(game *g, const char *msgid, const tpl_arg *args, size_t nargs)
{
    frame_say(g, msgid, args, nargs);
}
