/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame_start.c - the questions of a new game: the hero's name, whether a
 * woman or a man, then the class; then the first level. */
#include "config.h"

#include "console/frames.h"

#include <string.h>
#include <strings.h>
#include <stdlib.h>

#include "game/hero.h"
#include "game/world.h"
#include "text/i18n.h"
#include "util/utf8.h"
#include "util/xalloc.h"

typedef struct new_game {
    char *name;               /* owned; NULL until answered */
    int gender;               /* GAME_FEMALE, GAME_MALE; GAME_GENDER_ASK until answered */
    const class_def *cls;     /* NULL until answered */
} new_game;

/* TRANSLATORS: the hero's default name in your language, with its gender:
   "g:f" for a woman's name, "g:m" for a man's. */
#define DEFAULT_NAME P_("hero name", "Iva|g:f")

/* The default name as the player types it, without its gender. */
static void default_name(strbuf *out)
{
    const char *entry = DEFAULT_NAME;
    sb_add(out, entry, name_bare_length(entry));
}

static bool default_is_female(void)
{
    bt_name name = { DEFAULT_NAME, true, 0, NULL };
    size_t len;
    const char *gender = name_gender(&name, &len);
    return !gender || len != 1 || *gender != 'm';
}


static void start_playing(game *g, new_game *ng)
{
    cmd_begin(g, ng->cls, ng->name, ng->gender == GAME_FEMALE);
    frame_pop(g);
    frame_push(g, &frame_map_ops, NULL);
}

static void class_bare(strbuf *out, const class_def *c, bool female)
{
    bt_name name = content_class_name(c, female);
    sb_reset(out);
    name_render(out, &name, "bare");
}

static void show_classes(game *g, const new_game *ng)
{
    strbuf out;
    sb_init(&out);
    sb_adds(&out, _("Choose a class:"));
    sb_addc(&out, '\n');
    size_t column = 0;          /* the widest name, and two spaces */
    bool female = ng->gender != GAME_MALE;
    strbuf name;
    sb_init(&name);
    for (size_t i = 0; i < g->data->classes.count; i++) {
        class_bare(&name, schema_at(&g->data->classes, i), female);
        size_t width = utf8_width(name.buf) + 2;
        column = width > column ? width : column;
    }
    for (size_t i = 0; i < g->data->classes.count; i++) {
        const class_def *c = schema_at(&g->data->classes, i);
        tpl_arg args[] = { TPL_INT("life", c->life), TPL_INT("mana", c->mana),
                           TPL_INT("strength", c->strength), TPL_INT("defense", c->defense),
                           TPL_INT("agility", c->agility) };
        sb_addf(&out, "  %zu) ", i + 1);
        class_bare(&name, c, female);
        utf8_add_padded(&out, name.buf, column);
        tpl_render(&out, _("life {life}, mana {mana}, strength {strength}, defense {defense}, "
                           "agility {agility}"),
                   args, 5);
        sb_addc(&out, '\n');
    }
    frame_write(g, out.buf);
    sb_release(&name);
    sb_release(&out);
}

static void new_game_show(game *g, frame *f)
{
    new_game *ng = f->data;
    if (!ng->name) {
        strbuf name;
        sb_init(&name);
        default_name(&name);
        frame_say(g, N_("What is your hero's name? (Enter: {name})"), &TPL_STR("name", name.buf),
                  1);
        sb_release(&name);
    } else if (ng->gender == GAME_GENDER_ASK) {
        bt_name name = { ng->name, true, 0, NULL };
        tpl_arg args[] = { TPL_NAME("name", &name),
                           TPL_INT("female", default_is_female()) };
        /* TRANSLATORS: asked after the name; the answers are the "command"
           words "female" and "male" (English "woman", "man", "f", "m" work
           too). {female} is 1 when Enter means a woman. */
        frame_say(g, N_("Is {name} a woman or a man? (woman/man; Enter: "
                        "{female?1:woman|man})"),
                  args, 2);
    } else {
        show_classes(g, ng);
    }
}

static const char *new_game_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "> ";
}

/* A class by its number, its id or any form of its name, for either gender. */
static const class_def *find_class(const game *g, const char *word)
{
    char *end;
    long n = strtol(word, &end, 10);
    if (end != word && !*end)
        return n >= 1 && (size_t)n <= g->data->classes.count
                   ? schema_at(&g->data->classes, (size_t)n - 1)
                   : NULL;
    for (size_t i = 0; i < g->data->classes.count; i++) {
        const class_def *c = schema_at(&g->data->classes, i);
        if (strcmp(c->h.id, word) == 0 || content_name_matches("class", c->name, word) ||
            content_name_matches("class (female hero)", c->name, word))
            return c;
    }
    return NULL;
}

/* A name is what the line says, spaces kept single; it must fit the hero line. */
static bool take_name(game *g, new_game *ng, char **words, size_t count)
{
    if (count == 0) {
        strbuf name;
        sb_init(&name);
        default_name(&name);
        ng->name = sb_detach(&name);
        if (ng->gender == GAME_GENDER_ASK)
            ng->gender = default_is_female() ? GAME_FEMALE : GAME_MALE;
        return true;
    }
    strbuf name;
    sb_init(&name);
    for (size_t i = 0; i < count; i++)
        sb_addf(&name, "%s%s", i ? " " : "", words[i]);
    if (!name_is_valid(name.buf)) {
        frame_reject(g, N_("A name is at most {max} letters, without \"|\" or control "
                           "characters."),
                     &TPL_INT("max", NAME_MAX_WIDTH), 1);
        sb_release(&name);
        return false;
    }
    ng->name = sb_detach(&name);
    return true;
}

static bool take_gender(game *g, new_game *ng, char **words, size_t count)
{
    int answer = count == 0 ? (default_is_female() ? WORDS_FEMALE : WORDS_MALE)
                 : count == 1 ? words_gender(words[0])
                              : -1;
    if (answer < 0) {
        frame_reject(g, N_("Answer \"woman\" or \"man\" (or Enter)."), NULL, 0);
        return false;
    }
    ng->gender = answer == WORDS_FEMALE ? GAME_FEMALE : GAME_MALE;
    return true;
}

static void new_game_handle(game *g, frame *f, char **words, size_t count)
{
    new_game *ng = f->data;
    if (!ng->name) {
        if (take_name(g, ng, words, count) && !ng->cls)
            frame_redraw(g);
    } else if (ng->gender == GAME_GENDER_ASK) {
        if (take_gender(g, ng, words, count) && !ng->cls)
            frame_redraw(g);
    } else {
        strbuf answer;
        sb_init(&answer);
        for (size_t i = 0; i < count; i++)
            sb_addf(&answer, "%s%s", i ? " " : "", words[i]);
        ng->cls = count ? find_class(g, answer.buf) : NULL;
        sb_release(&answer);
        if (!ng->cls) {
            frame_reject(g, N_("There is no such class; answer with its number or its name."),
                         NULL, 0);
            return;
        }
    }
    if (ng->name && ng->gender != GAME_GENDER_ASK && ng->cls)
        start_playing(g, ng);
}

static void new_game_release(void *data)
{
    new_game *ng = data;
    free(ng->name);
    free(ng);
}

static const frame_ops new_game_ops = {
    .name = "new game",
    .show = new_game_show,
    .prompt = new_game_prompt,
    .handle = new_game_handle,
    .release = new_game_release,
};

void frames_push_new_game(game *g, const char *name, int gender, const char *class_id)
{
    new_game *ng = xcalloc(1, sizeof *ng);
    ng->name = name ? xstrdup(name) : NULL;
    ng->gender = gender;
    ng->cls = class_id ? content_class(g->data, class_id) : NULL;
    frame_push(g, &new_game_ops, ng);
    if (ng->name && ng->gender != GAME_GENDER_ASK && ng->cls)
        start_playing(g, ng);
}
