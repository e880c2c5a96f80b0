/* SPDX-License-Identifier: GPL-3.0-or-later */
/* msglog.c - the game's messages and their history. */
#include "config.h"

#include "game/msglog.h"

#include <stdlib.h>
#include <string.h>

#include "util/xalloc.h"

static void sink(void *user, const char *line)
{
    msglog_add(user, line);
}

void msglog_init(msglog *log)
{
    memset(log, 0, sizeof *log);
    ctx_init(&log->ctx, sink, log);
}

void msglog_clear(msglog *log)
{
    for (size_t i = 0; i < log->count; i++)
        free(log->lines[i]);
    log->count = 0;
    log->shown = log->added;
}

void msglog_release(msglog *log)
{
    msglog_clear(log);
    free(log->lines);
    log->lines = NULL;
    log->capacity = 0;
}

/* Forgets the oldest tenth of a full history at once, so adding stays cheap. */
static void forget_oldest(msglog *log)
{
    size_t drop = MSGLOG_HISTORY / 10;
    for (size_t i = 0; i < drop; i++)
        free(log->lines[i]);
    memmove(log->lines, log->lines + drop, (log->count - drop) * sizeof *log->lines);
    log->count -= drop;
}

void msglog_add(msglog *log, const char *line)
{
    if (log->count == MSGLOG_HISTORY)
        forget_oldest(log);
    log->lines = xgrow(log->lines, &log->capacity, log->count + 1, sizeof *log->lines);
    log->lines[log->count++] = xstrdup(line);
    log->added++;
}

/* Where the lines said since mark begin (older ones may have been
 * forgotten). */
static size_t first_since(const msglog *log, size_t mark)
{
    size_t since = mark < log->added ? log->added - mark : 0;
    return since >= log->count ? 0 : log->count - since;
}

void msglog_keep_since(msglog *log, size_t mark)
{
    log->shown = mark;
}

void msglog_show_last(msglog *log, size_t n)
{
    log->shown = n < log->added ? log->added - n : 0;
}

size_t msglog_first_shown(const msglog *log)
{
    return first_since(log, log->shown);
}

void msglog_take_since(msglog *log, size_t mark, strbuf *out)
{
    size_t first = first_since(log, mark);
    for (size_t i = first; i < log->count; i++) {
        sb_adds(out, log->lines[i]);
        sb_addc(out, '\n');
        free(log->lines[i]);
    }
    log->added -= log->count - first;
    log->count = first;
    if (log->shown > log->added)
        log->shown = log->added;
}

void msglog_say(msglog *log, const char *msgid, const tpl_arg *args, size_t nargs)
{
    ctx_say(&log->ctx, NULL, msgid, args, nargs);
}

void msglog_say_text(msglog *log, const char *text, const tpl_arg *args, size_t nargs,
                     bool english)
{
    strbuf line;
    sb_init(&line);
    if (english)
        tpl_render_source(&line, text, args, nargs);
    else
        tpl_render(&line, text, args, nargs);
    ctx_say_line(&log->ctx, line.buf);
    sb_release(&line);
}
