/* msglog.h - the game's message log: what effects, combat and the world say
 * on the map, shown under the map until the next turn. */
#ifndef BT_MSGLOG_H
#define BT_MSGLOG_H

#include <stddef.h>

#include "engine/context.h"
#include "util/strbuf.h"

#define MSGLOG_LINES 64

typedef struct msglog {
    char *lines[MSGLOG_LINES];   /* owned, oldest first */
    size_t count;
    size_t added;                /* lines ever added: marks count in these */
    bt_context ctx;              /* says into this log */
} msglog;

void msglog_init(msglog *log);
void msglog_release(msglog *log);
/* Forgets what was shown; the next screen starts a new list. */
void msglog_clear(msglog *log);
void msglog_add(msglog *log, const char *line);

/* A point in the log, before an action: what is said after it is the
 * action's. */
static inline size_t msglog_mark(const msglog *log)
{
    return log->added;
}
/* A turn was spent: only what was said since mark stays on the screen. */
void msglog_keep_since(msglog *log, size_t mark);
/* The action was refused: what was said since mark (why) leaves the log,
 * which is as it was before, for out (a line each) to print at once. */
void msglog_take_since(msglog *log, size_t mark, strbuf *out);
/* Translates msgid and fills in args (a template) before adding it. */
void msglog_say(msglog *log, const char *msgid, const tpl_arg *args, size_t nargs);

/* Fills in a template already in the player's language (a content text)
 * and adds it. */
void msglog_say_text(msglog *log, const char *text, const tpl_arg *args, size_t nargs);

#endif
