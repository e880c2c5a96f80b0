/* game.c - a whole game: set up, the input loop over the frame stack, the
 * end with its statistics. */
#include "config.h"

#include "game/game.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game/frames.h"
#include "game/hero.h"
#include "game/input.h"
#include "game/term.h"
#include "game/world.h"
#include "plugin/host.h"
#include "save/save.h"
#include "text/i18n.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

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

/* Set by SIGHUP, SIGTERM and SIGINT: the game saves and leaves at the next
 * chance. */
static volatile sig_atomic_t stop_signal;

static void on_stop_signal(int sig)
{
    stop_signal = sig;
}

/* Without SA_RESTART, a signal also interrupts a read waiting for input. */
static void catch_stop_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGHUP, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    /* Ctrl-C too: a player who breaks off loses nothing. */
    sigaction(SIGINT, &sa, NULL);
}

/* Writes the save; says where, or why it could not. */
static bool save_game(game *g, bool say)
{
    if (!g->save_path || !game_started(g))
        return false;
    strbuf error;
    sb_init(&error);
    bool ok = save_write(g, g->save_path, &error);
    if (!ok)
        frame_print(g, error.buf);
    else if (say)
        frame_say(g, N_("The game is saved in {file}."), &TPL_STR("file", g->save_path), 1);
    sb_release(&error);
    return ok;
}

void frames_save(game *g)
{
    if (!g->save_path)
        frame_reject(g, N_("This game is not saved anywhere (it was started without a save "
                           "file)."),
                     NULL, 0);
    else
        save_game(g, true);
}

void frames_quit(game *g)
{
    save_game(g, true);
    g->quit = true;
    g->over = true;
}

/* A person at a terminal types with editing, history and completion. */
static bool read_typed_line(game *g, frame *top, char **line, size_t *cap)
{
    char *typed = input_read(g->in, g->out, top->ops->prompt(g, top), top->ops->words,
                             &stop_signal);
    if (!typed)
        return false;
    size_t len = strlen(typed);
    if (len + 1 > *cap) {
        *line = xrealloc(*line, len + 1);
        *cap = len + 1;
    }
    memcpy(*line, typed, len + 1);
    free(typed);
    return true;
}

/* Reads one line; false at the end of input or on a stop signal. */
static bool read_line(game *g, frame *top, char **line, size_t *cap)
{
    if (g->interactive)
        return read_typed_line(g, top, line, cap);
    fputs(top->ops->prompt(g, top), g->out);
    fflush(g->out);
    ssize_t n;
    do {
        errno = 0;
        n = getline(line, cap, g->in);
    } while (n < 0 && errno == EINTR && !stop_signal);
    if (n < 0 || stop_signal)
        return false;
    fputs(*line, g->out);           /* a transcript shows what was typed */
    if (n && (*line)[n - 1] != '\n')
        fputc('\n', g->out);
    return true;
}

static void dispatch(game *g, frame *top, char *line)
{
    char *words[MAX_WORDS];
    size_t count = words_split(line, words, MAX_WORDS);
    if (count > MAX_WORDS)
        frame_reject(g, N_("That line has too many words."), NULL, 0);
    else if (count || top->ops != &frame_map_ops)
        top->ops->handle(g, top, words, count);
}

/* The game is over by death or victory: the last screen, the statistics, and
 * the save goes (a finished game is not continued). */
static void finish(game *g)
{
    frame *top = frame_top(g);
    if (top && top->ops == &frame_map_ops)
        top->ops->show(g, top);
    end_screen(g);
    if (g->save_path)
        unlink(g->save_path);
}

static void play(game *g)
{
    char *line = NULL;
    size_t cap = 0;
    while (!g->over && !stop_signal) {
        frame *top = frame_top(g);
        if (!top)
            break;
        if (g->redraw) {
            g->redraw = false;
            top->ops->show(g, top);
        }
        if (!read_line(g, top, &line, &cap))
            break;
        dispatch(g, top, line);
    }
    free(line);
    if (g->over && !g->quit)
        finish(g);
    else if (!g->over)
        save_game(g, !stop_signal);    /* the end of input or a signal: keep the game */
    fflush(g->out);
}

static int random_for_plugins(void *state, int bound)
{
    return rng_below(state, bound);
}

/* Where a creature of the game stands: its fighter's cell. */
static bool position_for_plugins(void *user, const bt_creature *c, int *x, int *y)
{
    (void)user;
    const fighter *f = c->owner;
    if (!f)
        return false;
    *x = f->x;
    *y = f->y;
    return true;
}

/* A plugin's mark on the level being played, which is every creature's. */
static bool decorate_for_plugins(void *user, bt_creature *owner, int x, int y,
                                 const bt_effect_kind *kind)
{
    game *g = user;
    (void)owner;
    if (!g->level.cells)
        return false;
    return level_add_mark(&g->level, x, y, kind);
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
    term_init(out);
    g->seed = opt->seed;
    rng_seed(&g->rng, opt->seed);
    host_set_random(random_for_plugins, &g->rng);
    host_world world = { position_for_plugins, decorate_for_plugins, g };
    host_set_world(&world);
    msglog_init(&g->log);
    ctx_init_quiet(&g->quiet);
    g->save_path = opt->save_path;
    if (g->save_path && save_exists(g->save_path))
        frames_push_continue(g, opt->name, opt->class_id);
    else
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
    host_set_world(NULL);
}

int game_run(const content *data, const registry *kinds, const game_options *opt, FILE *in,
             FILE *out)
{
    game g;
    catch_stop_signals();
    game_init(&g, data, kinds, opt, in, out);
    play(&g);
    game_release(&g);
    return 0;
}
