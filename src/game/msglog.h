/* SPDX-License-Identifier: GPL-3.0-or-later */
/* msglog.h - the game's messages: what effects, combat and the world say,
 * kept as the history of the whole game (saved with it), and which of them
 * are new on the screen (what the last action said). */
#ifndef BT_MSGLOG_H
#define BT_MSGLOG_H

#include <stddef.h>

#include "engine/context.h"
#include "util/strbuf.h"

/* The history keeps this many lines; older ones are forgotten, a tenth at a
 * time. A whole game says about as many. */
#define MSGLOG_HISTORY 4000

typedef struct msglog {
    char **lines;                /* owned, oldest first */
    size_t count;
    size_t capacity;
    size_t added;                /* lines ever added: marks count in these */
    size_t shown;                /* the mark where the screen's new lines begin */
    bt_context ctx;              /* says into this log */
} msglog;

void msglog_init(msglog *log);
void msglog_release(msglog *log);
/* Forgets every line. */
void msglog_clear(msglog *log);
void msglog_add(msglog *log, const char *line);

/* A point in the log, before an action: what is said after it is the
 * action's. */
static inline size_t msglog_mark(const msglog *log)
{
    return log->added;
}
/* A turn was spent: only what was said since mark is new on the screen
 * (the older lines stay in the history). */
void msglog_keep_since(msglog *log, size_t mark);
/* Nothing is new on the screen any more. */
static inline void msglog_unshow(msglog *log)
{
    log->shown = log->added;
}
/* The last n lines are new on the screen (a save restores it so). */
void msglog_show_last(msglog *log, size_t n);
/* The index in lines of the first line new on the screen (count: none). */
size_t msglog_first_shown(const msglog *log);
/* The action was refused: what was said since mark (why) leaves the log,
 * which is as it was before, for out (a line each) to print at once. */
void msglog_take_since(msglog *log, size_t mark, strbuf *out);
/* Translates msgid and fills in args (a template) before adding it. */
void msglog_say(msglog *log, const char *msgid, const tpl_arg *args, size_t nargs);

/* Fills in a content text and adds it: a template in the player's language,
 * or (english) its English original, left untranslated by the catalogs,
 * whose names then take English forms ("wraps Iva", not "wraps a Iva"). */
void msglog_say_text(msglog *log, const char *text, const tpl_arg *args, size_t nargs,
                     bool english);

#endif
