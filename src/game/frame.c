/* frame.c - input as a stack of frames. */
#include "config.h"

#include "game/frame.h"

#include "game/screen.h"
#include "text/i18n.h"
#include "util/xalloc.h"

void frame_push(game *g, const frame_ops *ops, void *data)
{
    g->frames = xgrow(g->frames, &g->frame_capacity, g->frame_count + 1, sizeof *g->frames);
    g->frames[g->frame_count++] = (frame){ ops, data };
    g->redraw = true;
}

void frame_pop(game *g)
{
    if (!g->frame_count)
        return;
    frame *f = &g->frames[--g->frame_count];
    if (f->ops->release)
        f->ops->release(f->data);
    g->redraw = true;
}

frame *frame_top(game *g)
{
    return g->frame_count ? &g->frames[g->frame_count - 1] : NULL;
}

void frame_clear(game *g)
{
    while (g->frame_count)
        frame_pop(g);
    free(g->frames);
    g->frames = NULL;
    g->frame_capacity = 0;
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

void frame_show_help(game *g, const char *title, const word_def *defs)
{
    strbuf out;
    sb_init(&out);
    sb_adds(&out, _(title));
    sb_addc(&out, '\n');
    words_help(defs, &out);
    fputs(out.buf, g->out);
    sb_release(&out);
}

void frame_print(game *g, const char *text)
{
    strbuf screen;
    sb_init(&screen);
    screen_wrapped(&screen, "", text, "");
    fputs(screen.buf, g->out);
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
