/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame_save.c - the player left, but the game could not be saved (a full
 * disk, a read-only or missing folder, a folder in the way). Nothing is lost
 * without being asked: the player names another file to keep the game in,
 * goes back to the game, or leaves without saving it. The previous save, if
 * any, is as it was. */
#include "config.h"

#include "console/frames.h"

#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "save/save.h"
#include "text/i18n.h"
#include "util/utf8.h"

enum { ANSWER_ABANDON, ANSWER_BACK };

static const word_def answer_words[] = {
    { ANSWER_ABANDON, "abandon", NC_("command", "abandon"),
      N_("leave the game without saving it") },
    { ANSWER_BACK, "back", NC_("command", "back"), N_("go back to the game") },
    { -1, NULL, NULL, NULL },
};

static void elsewhere_show(game *g, frame *f)
{
    (void)f;
    frame_say(g, N_("The game is not saved. Type the name of another file to keep it in, "
                    "\"back\" to go on playing, or \"abandon\" to leave without saving it."),
              NULL, 0);
}

static const char *elsewhere_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    /* TRANSLATORS: the prompt when the player is asked for a file to save
       the game in. */
    return _("file> ");
}

/* Keeps the game in the file named, and leaves; or says why it cannot. A
 * name that starts with "~/" is in the home folder, as the game shows
 * paths. */
static void save_in(game *g, const char *typed)
{
    strbuf error, path;
    sb_init(&error);
    sb_init(&path);
    const char *home = getenv("HOME");
    if (strncmp(typed, "~/", 2) == 0 && home && home[0] == '/')
        sb_addf(&path, "%s/%s", home, typed + 2);
    else
        sb_adds(&path, typed);
    save_slot slot;
    slot_init(&slot);
    if (slot_is(&g->console->save, path.buf)) {
        frame_say(g, N_("{file} is where this game is kept already, and it could not be saved "
                        "there; name another file."),
                  &TPL_STR("file", g->console->save.shown), 1);
    } else if (slot_open(&slot, path.buf, typed, false, &error) == SLOT_OPEN &&
        save_write(g, &slot, &error)) {
        console_keep_in(g->console, &slot);
        frame_say(g, N_("The game is saved in {file}."),
                  &TPL_STR("file", g->console->save.shown), 1);
        g->console->quit = true;
    } else {
        slot_close(&slot);
        utf8_capitalize_at(&error, 0);      /* a paragraph of its own */
        frame_print(g, error.buf);
    }
    sb_release(&path);
    sb_release(&error);
}

static void elsewhere_handle(game *g, frame *f, char **words, size_t count)
{
    (void)f;
    int answer = count == 1 ? words_match(answer_words, words[0]) : -1;
    if (count == 0) {
        frame_redraw(g);
    } else if (answer == ANSWER_ABANDON) {
        save_slot none;                    /* the previous save, if any, stays as it was */
        slot_init(&none);
        console_keep_in(g->console, &none);
        g->console->quit = true;
    } else if (answer == ANSWER_BACK) {
        frame_pop(g);
    } else {
        strbuf path;
        sb_init(&path);
        words_join(&path, words, count);     /* a file name may hold spaces */
        save_in(g, path.buf);
        sb_release(&path);
    }
}

static const frame_ops elsewhere_ops = {
    .name = "save elsewhere",
    .show = elsewhere_show,
    .prompt = elsewhere_prompt,
    .handle = elsewhere_handle,
    .words = answer_words,
    .release = NULL,
};

void frames_push_save_elsewhere(game *g)
{
    frame_push(g, &elsewhere_ops, NULL);
}
