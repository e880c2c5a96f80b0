/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame_continue.c - at the start, with a save present: go on with it, or
 * begin anew. A save that cannot be read is named with its problem and left
 * exactly as it is; a new game is saved over it only if the player agrees. */
#include "config.h"

#include "console/frames.h"

#include "console/console.h"
#include "console/frame_fight.h"
#include "save/save.h"
#include "text/i18n.h"
#include "util/utf8.h"
#include "util/xalloc.h"

enum { ANSWER_YES, ANSWER_NO };

static const word_def answer_words[] = {
    { ANSWER_YES, "yes|y", NC_("command", "yes"), N_("yes") },
    { ANSWER_NO, "no|n", NC_("command", "no"), N_("no") },
    { -1, NULL, NULL, NULL },
};

typedef struct question {
    char *name;               /* owned copies of --name and --class, for a new game */
    char *class_id;
    int gender;               /* --gender, or GAME_GENDER_ASK */
    bool asking_new;          /* asking whether a new game may replace the save (it
                                 could not be read, or the player would not go on) */
} question;

static void continue_show(game *g, frame *f)
{
    question *q = f->data;
    if (q->asking_new)
        frame_say(g, N_("Start a new game? It will be saved in place of {file}. (yes/no)"),
                  &TPL_STR("file", g->console->save.shown), 1);
    else
        frame_say(g, N_("A saved game is in {file}. Go on with it? (yes/no)"),
                  &TPL_STR("file", g->console->save.shown), 1);
}

static const char *continue_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "> ";
}

static void begin_new(game *g, question *q)
{
    char *name = q->name, *class_id = q->class_id;
    int gender = q->gender;
    q->name = q->class_id = NULL;
    frame_pop(g);               /* frees q */
    frames_push_new_game(g, name, gender, class_id);
    free(name);
    free(class_id);
}

static void resume(game *g, question *q)
{
    strbuf error;
    sb_init(&error);
    if (save_read(g, &g->console->save, &error)) {
        frame_pop(g);
        frame_push(g, &frame_map_ops, NULL);
        frame_fight_open(g);
        sb_release(&error);
        return;
    }
    /* The reader's messages start lowercase, to follow "bloodtrail: " on
     * stderr; here the message is a paragraph of its own. */
    utf8_capitalize_at(&error, 0);
    frame_print(g, error.buf);
    frame_say(g, N_("The file is left as it is."), NULL, 0);
    sb_release(&error);
    q->asking_new = true;
    frame_redraw(g);
}

static void continue_handle(game *g, frame *f, char **words, size_t count)
{
    question *q = f->data;
    int answer = count == 1 ? words_match(answer_words, words[0]) : -1;
    if (answer < 0) {
        frame_reject(g, N_("Answer \"yes\" or \"no\"."), NULL, 0);
        return;
    }
    if (answer == ANSWER_NO && q->asking_new) {
        frame_say(g, N_("Then nothing is played; the save in {file} stays as it is."),
                  &TPL_STR("file", g->console->save.shown), 1);
        save_slot none;                /* leave the save alone */
        slot_init(&none);
        console_keep_in(g->console, &none);
        g->console->quit = true;
    } else if (answer == ANSWER_NO) {
        q->asking_new = true;          /* a new game would overwrite it: ask first */
        frame_redraw(g);
    } else if (q->asking_new) {
        begin_new(g, q);
    } else {
        resume(g, q);
    }
}

static void continue_release(void *data)
{
    question *q = data;
    free(q->name);
    free(q->class_id);
    free(q);
}

static const frame_ops continue_ops = {
    .name = "continue",
    .show = continue_show,
    .prompt = continue_prompt,
    .handle = continue_handle,
    .words = answer_words,
    .release = continue_release,
};

void frames_push_continue(game *g, const char *name, int gender, const char *class_id)
{
    question *q = xcalloc(1, sizeof *q);
    q->gender = gender;
    q->name = name ? xstrdup(name) : NULL;
    q->class_id = class_id ? xstrdup(class_id) : NULL;
    frame_push(g, &continue_ops, q);
}
