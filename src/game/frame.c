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
