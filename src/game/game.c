/* game.c - a whole game: set up, the input loop over the frame stack, the
 * end with its statistics. */
#include "config.h"

#include "game/game.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game/frames.h"
#include "game/hero.h"
#include "game/world.h"
#include "plugin/host.h"
#include "text/i18n.h"
#include "util/strbuf.h"

#define MAX_WORDS 8

static void end_screen(game *g)
{
    strbuf out;
    sb_init(&out);
    if (g->won)
        sb_adds(&out, _("The Warden is dead. You have won!"));
    else
        sb_adds(&out, _("You have died."));
    sb_addc(&out, '\n');
    tpl_arg args[] = { TPL_INT("turns", g->stats.turns), TPL_INT("kills", g->stats.kills),
                       TPL_INT("blood", world_blood(g)), TPL_INT("gold", g->stats.gold),
                       TPL_INT("depth", g->stats.deepest) };
    tpl_render(&out, _("Turns: {turns}  Kills: {kills}  Blood spilled: {blood}\n"
                       "Gold found: {gold}  Deepest level: {depth}"),
               args, 5);
    sb_addc(&out, '\n');
    fputs(out.buf, g->out);
    sb_release(&out);
}

void frames_save(game *g)
{
    frame_reject(g, N_("Saving is not available yet."), NULL, 0);
}

void frames_quit(game *g)
{
    g->over = true;
}

/* Reads one line; false at the end of input. */
static bool read_line(game *g, char **line, size_t *cap)
{
    ssize_t n = getline(line, cap, g->in);
    if (n < 0)
        return false;
    if (!g->interactive)
        fputs(*line, g->out);       /* a transcript shows what was typed */
    if (n && (*line)[n - 1] != '\n' && !g->interactive)
        fputc('\n', g->out);
    return true;
}

static void play(game *g)
{
    char *line = NULL;
    size_t cap = 0;
    while (!g->over) {
        frame *top = frame_top(g);
        if (!top)
            break;
        if (g->redraw) {
            g->redraw = false;
            top->ops->show(g, top);
        }
        fputs(top->ops->prompt(g, top), g->out);
        fflush(g->out);
        if (!read_line(g, &line, &cap))
            break;
        char *words[MAX_WORDS];
        size_t count = words_split(line, words, MAX_WORDS);
        if (count == 0 && top->ops != &frame_map_ops) {
            top->ops->handle(g, top, words, 0);
            continue;
        }
        if (count > MAX_WORDS)
            frame_reject(g, N_("That line has too many words."), NULL, 0);
        else if (count)
            top->ops->handle(g, top, words, count);
    }
    free(line);
    if (g->over && !g->frame_count)
        return;
    if (g->over && cr_is_alive(g->hero.f.body) && !g->won)
        return;     /* quit */
    if (g->over) {
        g->redraw = false;
        frame *top = frame_top(g);
        if (top && top->ops == &frame_map_ops)
            top->ops->show(g, top);
        end_screen(g);
    }
}

static int random_for_plugins(void *state, int bound)
{
    return rng_below(state, bound);
}

void game_init(game *g, const content *data, const registry *kinds, const game_options *opt,
               FILE *in, FILE *out)
{
    memset(g, 0, sizeof *g);
    g->data = data;
    g->kinds = kinds;
    g->in = in;
    g->out = out;
    g->interactive = isatty(fileno(in)) && isatty(fileno(out));
    g->seed = opt->seed;
    rng_seed(&g->rng, opt->seed);
    host_set_random(random_for_plugins, &g->rng);
    msglog_init(&g->log);
    ctx_init_quiet(&g->quiet);
    frames_push_new_game(g, opt->name, opt->class_id);
}

void game_release(game *g)
{
    frame_clear(g);
    world_release_level(g);
    if (g->hero.name)
        hero_release(&g->hero);
    free(g->monsters);
    msglog_release(&g->log);
    host_set_random(NULL, NULL);
}

int game_run(const content *data, const registry *kinds, const game_options *opt, FILE *in,
             FILE *out)
{
    game g;
    game_init(&g, data, kinds, opt, in, out);
    play(&g);
    game_release(&g);
    return 0;
}
