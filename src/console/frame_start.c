/* frame_start.c - the questions of a new game: the hero's name, then the
 * class; then the first level. */
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
    const class_def *cls;     /* NULL until answered */
} new_game;

static const char *default_name(void)
{
    /* TRANSLATORS: the hero's default name in your language. */
    return P_("hero name", "Iva");
}

static void start_playing(game *g, new_game *ng)
{
    hero_init(&g->hero, g->data, ng->cls, ng->name);
    bt_name name = cr_name(g->hero.f.body);
    tpl_arg args[] = { TPL_NAME("name", &name),
                       TPL_STR("class", content_text("class", ng->cls->name)) };
    msglog_say(&g->log, N_("{name} the {class} steps into the dark."), args, 2);
    world_enter_level(g, 1);
    frame_pop(g);
    frame_push(g, &frame_map_ops, NULL);
}

static void show_classes(game *g)
{
    strbuf out;
    sb_init(&out);
    sb_adds(&out, _("Choose a class:"));
    sb_addc(&out, '\n');
    size_t column = 0;          /* the widest name, and two spaces */
    for (size_t i = 0; i < g->data->classes.count; i++) {
        const class_def *c = schema_at(&g->data->classes, i);
        size_t width = utf8_width(content_text("class", c->name)) + 2;
        column = width > column ? width : column;
    }
    for (size_t i = 0; i < g->data->classes.count; i++) {
        const class_def *c = schema_at(&g->data->classes, i);
        tpl_arg args[] = { TPL_INT("life", c->life), TPL_INT("mana", c->mana),
                           TPL_INT("strength", c->strength), TPL_INT("defense", c->defense),
                           TPL_INT("agility", c->agility) };
        sb_addf(&out, "  %zu) ", i + 1);
        utf8_add_padded(&out, content_text("class", c->name), column);
        tpl_render(&out, _("life {life}, mana {mana}, strength {strength}, defense {defense}, "
                           "agility {agility}"),
                   args, 5);
        sb_addc(&out, '\n');
    }
    frame_write(g, out.buf);
    sb_release(&out);
}

static void new_game_show(game *g, frame *f)
{
    new_game *ng = f->data;
    if (!ng->name)
        frame_say(g, N_("What is your hero's name? (Enter: {name})"),
                  &TPL_STR("name", default_name()), 1);
    else
        show_classes(g);
}

static const char *new_game_prompt(game *g, frame *f)
{
    (void)g;
    (void)f;
    return "> ";
}

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
        if (strcmp(c->h.id, word) == 0 || strcasecmp(content_text("class", c->name), word) == 0)
            return c;
    }
    return NULL;
}

/* A name is what the line says, spaces kept single; it must fit the hero line. */
static bool take_name(game *g, new_game *ng, char **words, size_t count)
{
    if (count == 0) {
        ng->name = xstrdup(default_name());
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

static void new_game_handle(game *g, frame *f, char **words, size_t count)
{
    new_game *ng = f->data;
    if (!ng->name) {
        if (take_name(g, ng, words, count) && !ng->cls)
            frame_redraw(g);
    } else if (count != 1 || !(ng->cls = find_class(g, words[0]))) {
        frame_reject(g, N_("There is no such class; answer with its number or its name."), NULL,
                     0);
        return;
    }
    if (ng->name && ng->cls)
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

void frames_push_new_game(game *g, const char *name, const char *class_id)
{
    new_game *ng = xcalloc(1, sizeof *ng);
    ng->name = name ? xstrdup(name) : NULL;
    ng->cls = class_id ? content_class(g->data, class_id) : NULL;
    frame_push(g, &new_game_ops, ng);
    if (ng->name && ng->cls)
        start_playing(g, ng);
}
