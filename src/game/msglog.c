/* msglog.c - the game's message log. */
#include "config.h"

#include "game/msglog.h"

#include <string.h>

#include "util/strbuf.h"
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
}

void msglog_release(msglog *log)
{
    msglog_clear(log);
}

void msglog_add(msglog *log, const char *line)
{
    if (log->count == MSGLOG_LINES) {
        free(log->lines[0]);
        memmove(log->lines, log->lines + 1, (MSGLOG_LINES - 1) * sizeof *log->lines);
        log->count--;
    }
    log->lines[log->count++] = xstrdup(line);
    log->added++;
}

/* Where the lines said since mark begin (older ones may have scrolled out). */
static size_t first_since(const msglog *log, size_t mark)
{
    size_t since = log->added - mark;
    return since >= log->count ? 0 : log->count - since;
}

void msglog_keep_since(msglog *log, size_t mark)
{
    size_t first = first_since(log, mark);
    for (size_t i = 0; i < first; i++)
        free(log->lines[i]);
    memmove(log->lines, log->lines + first, (log->count - first) * sizeof *log->lines);
    log->count -= first;
}

void msglog_take_since(msglog *log, size_t mark, strbuf *out)
{
    size_t first = first_since(log, mark);
    for (size_t i = first; i < log->count; i++) {
        sb_adds(out, log->lines[i]);
        sb_addc(out, '\n');
        free(log->lines[i]);
    }
    log->count = first;
}

void msglog_say(msglog *log, const char *msgid, const tpl_arg *args, size_t nargs)
{
    ctx_say(&log->ctx, NULL, msgid, args, nargs);
}

void msglog_say_text(msglog *log, const char *text, const tpl_arg *args, size_t nargs)
{
    strbuf line;
    sb_init(&line);
    tpl_render(&line, text, args, nargs);
    msglog_add(log, line.buf);
    sb_release(&line);
}
