/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame_confirm.c - "are you sure?": a yes/no question pushed before an
 * action a player may regret (stepping onto a known trap, a potion that
 * would do nothing, leaving a quest behind). "no" spends nothing. */
#include "config.h"

#include "console/frames.h"

#include <stdlib.h>
#include <string.h>

#include "text/i18n.h"
#include "util/xalloc.h"

enum { CONFIRM_YES, CONFIRM_NO };

static const word_def confirm_words[] = {
    { CONFIRM_YES, "yes|y", NC_("command", "yes"), N_("yes") },
    { CONFIRM_NO, "no|n|back|cancel", NC_("command", "no"), N_("no") },
    { -1, NULL, NULL, NULL },
};

typedef struct confirm {
    char *question;                      /* owned, in the player's language */
    confirm_fn yes;
    unsigned char data[FRAMES_CONFIRM_DATA];
} confirm;

static void confirm_show(game *g, frame *f)
{
    frame_print(g, ((confirm *)f->data)->question);
}

static const char *confirm_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "? ";
}

static void confirm_handle(game *g, frame *f, char **words, size_t count)
{
    int answer = count == 1 ? words_match(confirm_words, words[0]) : -1;
    if (answer < 0) {
        frame_reject(g, N_("Answer \"yes\" or \"no\"."), NULL, 0);
        return;
    }
    confirm asked = *(confirm *)f->data;
    asked.question = NULL;               /* freed with the frame */
    frame_pop(g);
    if (answer == CONFIRM_YES)
        asked.yes(g, asked.data);
    else
        /* TRANSLATORS: the answer "no" to a question: nothing was spent. */
        frame_say(g, N_("Nothing done."), NULL, 0);
}

static void confirm_release(void *data)
{
    confirm *c = data;
    free(c->question);
    free(c);
}

static const frame_ops confirm_ops = {
    .name = "confirm",
    .show = confirm_show,
    .prompt = confirm_prompt,
    .handle = confirm_handle,
    .words = confirm_words,
    .release = confirm_release,
};

void frames_confirm(game *g, const char *question, confirm_fn yes, const void *data,
                    size_t size)
{
    confirm *c = xcalloc(1, sizeof *c);
    c->question = xstrdup(question);
    c->yes = yes;
    if (data && size)       /* memcpy may not be handed NULL, even for 0 bytes */
        memcpy(c->data, data, size < sizeof c->data ? size : sizeof c->data);
    frame_push(g, &confirm_ops, c);
}

void frames_confirm_say(game *g, const char *msgid, const tpl_arg *args, size_t nargs,
                        confirm_fn yes, const void *data, size_t size)
{
    strbuf question;
    sb_init(&question);
    tpl_render(&question, _(msgid), args, nargs);
    frames_confirm(g, question.buf, yes, data, size);
    sb_release(&question);
}
