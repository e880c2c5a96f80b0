/* console.c - a game at the console: the play loop over the frame stack,
 * saving and leaving, the end with its statistics. */
#include "config.h"

#include "console/console.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "console/frames.h"
#include "console/input.h"
#include "console/scores.h"
#include "console/screen.h"
#include "console/story.h"
#include "console/term.h"
#include "game/world.h"
#include "save/save.h"
#include "text/i18n.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

#define MAX_WORDS 8

/* The end told on the screen, as a dump file beside the save, and in the
 * score table. */
static void end_screen(console *c)
{
    game *g = c->g;
    strbuf out, line, path, error;
    sb_init(&out);
    sb_init(&line);
    sb_init(&path);
    sb_init(&error);
    story_add(&out, g, STORY_SCREEN_MESSAGES);
    if (story_dump_path(g, &path)) {
        tpl_arg args[] = { TPL_STR("file", path.buf), TPL_STR("error", strerror(errno)) };
        if (story_write_dump(g, path.buf))
            /* TRANSLATORS: the character dump file of the game that ended. */
            tpl_render(&line, _("The story of this game is written in {file}."), args, 1);
        else
            tpl_render(&line, _("cannot write the story of this game to {file}: {error}."), args,
                       2);
        screen_wrapped(&out, "", line.buf, "");
    }
    size_t place = 0;
    score s;
    scores_of_game(&s, g, story_score(g));
    sb_reset(&line);
    if (c->scores_path && !scores_add(c->scores_path, &s, &place, &error))
        sb_adds(&line, error.buf);
    if (place) {
        tpl_arg args[] = { TPL_INT("place", (long)place), TPL_STR("file", c->scores_path) };
        /* TRANSLATORS: {place} is the game's place in the score table, 1 the best. */
        tpl_render(&line, _("This game is number {place} of the score table ({file})."), args, 2);
    }
    if (line.len)
        screen_wrapped(&out, "", line.buf, "");
    frame_write(g, out.buf);
    sb_release(&error);
    sb_release(&path);
    sb_release(&line);
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
    g->console->quit = true;
}

/* A person at a terminal types with editing, history and completion. */
static bool read_typed_line(console *c, frame *top, char **line, size_t *cap)
{
    char *typed = input_read(c->in, c->out, top->ops->prompt(c->g, top), top->ops->words,
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
static bool read_line(console *c, frame *top, char **line, size_t *cap)
{
    if (c->interactive)
        return read_typed_line(c, top, line, cap);
    fputs(top->ops->prompt(c->g, top), c->out);
    fflush(c->out);
    ssize_t n;
    do {
        errno = 0;
        n = getline(line, cap, c->in);
    } while (n < 0 && errno == EINTR && !stop_signal);
    if (n < 0 || stop_signal)
        return false;
    strbuf echo;                    /* a transcript shows what was typed */
    sb_init(&echo);
    words_add_safely(&echo, *line);
    if (n && (*line)[n - 1] != '\n')
        sb_addc(&echo, '\n');
    fputs(echo.buf, c->out);
    sb_release(&echo);
    return true;
}

static void dispatch(game *g, frame *top, char *line)
{
    /* Nothing typed reaches the screen raw (an escape sequence would act
     * on the terminal): such a line is refused whole, and spends nothing. */
    if (!words_are_text(line)) {
        frame_reject(g, N_("That line holds control characters or bytes that are not text; "
                           "nothing was done."),
                     NULL, 0);
        return;
    }
    char *words[MAX_WORDS];
    size_t count = words_split(line, words, MAX_WORDS);
    if (count > MAX_WORDS)
        frame_reject(g, N_("That line has too many words."), NULL, 0);
    else if (count || top->ops != &frame_map_ops)
        top->ops->handle(g, top, words, count);
}

/* The game is over by death or victory: the last screen (the map's, or the
 * fight's that ended it), the statistics, and the save goes (a finished game
 * is not continued). */
static void finish(console *c)
{
    frame *top = frame_top(c->g);
    if (top)
        top->ops->show(c->g, top);
    end_screen(c);
    if (c->g->save_path)
        unlink(c->g->save_path);
}

void console_play(console *c)
{
    game *g = c->g;
    char *line = NULL;
    size_t cap = 0;
    while (!g->over && !c->quit && !stop_signal) {
        frame *top = frame_top(g);
        if (!top)
            break;
        if (c->redraw) {
            c->redraw = false;
            top->ops->show(g, top);
        }
        if (!read_line(c, top, &line, &cap))
            break;
        dispatch(g, top, line);
    }
    free(line);
    if (stop_signal && c->interactive)
        frame_write(g, "\n");          /* the prompt and a half-typed line stay on theirs */
    if (g->over)
        finish(c);
    else if (!c->quit)
        save_game(g, true);            /* the end of input or a signal: keep the game */
    fflush(c->out);
}

void console_open(console *c, game *g, const console_options *opt, FILE *in, FILE *out)
{
    memset(c, 0, sizeof *c);
    c->g = g;
    c->in = in;
    c->out = out;
    c->interactive = isatty(fileno(in)) && isatty(fileno(out));
    g->console = c;
    term_init(out);
    input_bind(INPUT_CTRL('P'), "messages");     /* as in NetHack and Crawl */
    g->save_path = opt->save_path;
    c->scores_path = opt->scores_path;
    if (g->save_path && save_exists(g->save_path))
        frames_push_continue(g, opt->name, opt->gender, opt->class_id);
    else
        frames_push_new_game(g, opt->name, opt->gender, opt->class_id);
}

void console_close(console *c)
{
    frame_clear(c->g);
    c->g->console = NULL;
}

int console_run(const content *data, const registry *kinds, const console_options *opt,
                FILE *in, FILE *out)
{
    game g;
    console c;
    catch_stop_signals();
    game_init(&g, data, kinds, opt->seed);
    console_open(&c, &g, opt, in, out);
    console_play(&c);
    console_close(&c);
    game_release(&g);
    return 0;
}
