/* SPDX-License-Identifier: GPL-3.0-or-later */
/* messages.c - the message history on screen. */
#include "config.h"

#include "console/messages.h"

#include <errno.h>
#include <stdlib.h>

#include "console/frame.h"
#include "console/screen.h"
#include "text/i18n.h"

enum { MESSAGES_ALL };

static const word_def all_words[] = {
    /* TRANSLATORS: typed after "messages": every line of the history. */
    { MESSAGES_ALL, "all", NC_("command", "all"), NULL },
    { -1, NULL, NULL, NULL },
};

/* How many lines the argument asks for; false (and said why) if it is
 * neither a positive number nor "all". */
static bool lines_asked(game *g, const char *word, size_t *n)
{
    if (words_match(all_words, word) == MESSAGES_ALL) {
        *n = g->log.count;
        return true;
    }
    char *end;
    errno = 0;
    long v = strtol(word, &end, 10);
    if (errno || end == word || *end || v < 1) {
        frame_reject(g, N_("\"messages\" takes a number of lines or \"all\", not \"{word}\"."),
                     &TPL_STR("word", word), 1);
        return false;
    }
    *n = (size_t)v;
    return true;
}

void messages_command(game *g, char **words, size_t count)
{
    size_t n = MESSAGES_DEFAULT;
    if (count > 2) {
        frame_reject(g, N_("\"messages\" takes a number of lines or \"all\", not \"{word}\"."),
                     &TPL_STR("word", words[2]), 1);
        return;
    }
    if (count == 2 && !lines_asked(g, words[1], &n))
        return;
    const msglog *log = &g->log;
    if (!log->count) {
        frame_say(g, N_("Nothing has been said yet."), NULL, 0);
        return;
    }
    if (n > log->count)
        n = log->count;
    strbuf out;
    sb_init(&out);
    tpl_arg args[] = { TPL_INT("n", (long)n), TPL_INT("count", (long)log->count) };
    if (n == log->count)
        /* TRANSLATORS: the heading of the message history, all of it. */
        tpl_render(&out, NG_("The message so far:", "The {n} messages so far:", n), args, 2);
    else
        /* TRANSLATORS: the heading of the message history: {n} of {count} lines. */
        tpl_render(&out, NG_("The last message of {count} (\"messages all\" shows every one):",
                             "The last {n} messages of {count} (\"messages all\" shows every "
                             "one):",
                             n),
                   args, 2);
    strbuf lines;
    sb_init(&lines);
    screen_wrapped(&lines, "", out.buf, "  ");
    for (size_t i = log->count - n; i < log->count; i++)
        screen_wrapped(&lines, "  ", log->lines[i], "    ");
    frame_write(g, lines.buf);
    sb_release(&lines);
    sb_release(&out);
}
