/* SPDX-License-Identifier: GPL-3.0-or-later */
/* console.c - a game at the console: the play loop over the frame stack,
 * saving and leaving, the end with its statistics. */
#include "config.h"

#include "console/console.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/paths.h"
#include "console/frames.h"
#include "console/input.h"
#include "console/keys.h"
#include "console/scores.h"
#include "console/screen.h"
#include "console/speech.h"
#include "console/story.h"
#include "console/term.h"
#include "game/world.h"
#include "plugin/watchdog.h"
#include "save/save.h"
#include "text/i18n.h"
#include "text/outside.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

#define MAX_WORDS 8

/* The end told on the screen, as a dump file beside the save, and in the
 * score table. */
static void end_screen(console *c)
{
    game *g = c->g;
    strbuf out, line, path, error, shown;
    sb_init(&out);
    sb_init(&line);
    sb_init(&path);
    sb_init(&error);
    sb_init(&shown);
    story_add(&out, g, STORY_SCREEN_MESSAGES);
    if (story_dump_path(g, &path)) {
        paths_add_shown(&shown, path.buf);
        bool written = story_write_dump(g, path.buf);
        /* The reason is the write's: errno read after it, not before. */
        tpl_arg args[] = { TPL_STR("file", shown.buf), TPL_STR("error", strerror(errno)) };
        if (written)
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
    if (c->scores_path && !scores_add(c->scores_path, &s, &place, &error)) {
        /* Told on the screen and on stderr, and the exit status says it:
         * a script or a tournament keeping the table must know. */
        sb_adds(&line, error.buf);
        fprintf(stderr, "bloodtrail: %s\n", error.buf);
        c->end_failed = true;
    }
    if (place) {
        sb_reset(&shown);
        paths_add_shown(&shown, c->scores_path);
        tpl_arg args[] = { TPL_INT("place", (long)place), TPL_STR("file", shown.buf) };
        /* TRANSLATORS: {place} is the game's place in the score table, 1 the best. */
        tpl_render(&line, _("This game is number {place} of the score table ({file})."), args, 2);
    }
    if (line.len)
        screen_wrapped(&out, "", line.buf, "");
    frame_write(g, out.buf);
    sb_release(&error);
    sb_release(&shown);
    sb_release(&path);
    sb_release(&line);
    sb_release(&out);
}

/* Set by SIGHUP, SIGTERM, SIGINT and SIGPIPE: the game saves and leaves at
 * the next chance. */
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
    /* The reader went away ("bloodtrail | head"): every later write fails
     * with EPIPE instead, and the game saves as for SIGTERM. */
    sigaction(SIGPIPE, &sa, NULL);
}

int console_stop_signal(void)
{
    return stop_signal;
}

/* Writes the save; says where, or why it could not (error, when not NULL,
 * receives the reason too). True when there was nothing to save. */
static bool save_game(game *g, bool say, strbuf *error)
{
    const save_slot *save = &g->console->save;
    if (!save->path || !game_started(g))
        return true;
    strbuf reason;
    sb_init(&reason);
    bool ok = save_write(g, save, &reason);
    if (!ok)
        frame_print(g, reason.buf);
    else if (say)
        frame_say(g, N_("The game is saved in {file}."), &TPL_STR("file", save->shown), 1);
    if (error)
        sb_adds(error, reason.buf);
    sb_release(&reason);
    return ok;
}

void frames_save(game *g)
{
    if (!g->console->save.path)
        frame_reject(g, N_("This game is not saved anywhere (it was started without a save "
                           "file)."),
                     NULL, 0);
    else
        save_game(g, true, NULL);
}

/* Leaving loses nothing: when the save fails, the player is asked for
 * another file instead. */
void frames_quit(game *g)
{
    if (!save_game(g, true, NULL))
        frames_push_save_elsewhere(g);
    else
        g->console->quit = true;
}

void console_keep_in(console *c, save_slot *slot)
{
    slot_move(&c->save, slot);
    c->g->save_path = c->save.path;
    sb_reset(&c->snapshot_tmp);         /* the watchdog's names follow the new file */
    sb_reset(&c->snapshot_folder);
}

/* Asks at the foot of a page whether to go on: false to stop (q, the end
 * of input, a stop signal). */
static bool page_on(console *c)
{
    /* TRANSLATORS: the prompt between the pages of a long text at a
       terminal; the player presses Enter or types the word for "q". */
    char *answer = input_read(c->in, c->out, c->interactive,
                              _("-- more: Enter goes on, q stops -- "), NULL, &stop_signal);
    if (!answer)
        return false;
    bool on = strcmp(answer, "q") != 0 &&
              /* TRANSLATORS: the answer that stops a long text between pages
                 (the English "q" always works too). */
              strcmp(answer, P_("pager", "q")) != 0;
    free(answer);
    return on;
}

void console_page(console *c, const char *text)
{
    int columns, rows;
    term_size(&columns, &rows);
    if (!c->interactive) {
        frame_write(c->g, text);
        return;
    }
    const char *p = text;
    while (*p) {
        const char *end = p;
        for (int n = 0; n < rows - 1 && *end; n++) {
            const char *nl = strchr(end, '\n');
            end = nl ? nl + 1 : end + strlen(end);
        }
        char *page = xstrndup(p, (size_t)(end - p));
        frame_write(c->g, page);
        free(page);
        p = end;
        if (*p && !page_on(c))
            break;
    }
}

/* Key mode: keys until one stands for a command line (a copy the caller
 * frees), or NULL at the end of input or on a stop signal. "?" lists the
 * keys, ":" asks for a whole line; the line a key sends is echoed after the
 * prompt, as a typed one is. */
static char *read_key_command(console *c, frame *top)
{
    bool in_fight = strcmp(top->ops->name, "fight") == 0;
    const char *prompt = top->ops->prompt(c->g, top);
    for (;;) {
        int key = keys_read(c->in, c->out, prompt, &stop_signal);
        if (key == KEYS_NONE) {
            fputc('\n', c->out);
            return NULL;
        }
        if (key == ':') {
            fputc('\r', c->out);
            return input_read(c->in, c->out, c->interactive, prompt, top->ops->words, &stop_signal);
        }
        const char *line = key == '?' ? NULL : keys_line(c->prefs, key, in_fight);
        if (line) {
            fprintf(c->out, "%s\n", line);
            return xstrdup(line);
        }
        fputc('\n', c->out);
        strbuf text, name;
        sb_init(&text);
        sb_init(&name);
        if (key == '?') {
            keys_help(c->prefs, in_fight, &text);
            console_page(c, text.buf);
        } else {
            keys_name(key, &name);
            /* TRANSLATORS: key mode: a key that stands for nothing here. */
            frame_reject(c->g, N_("The key {key} does nothing here; \"?\" lists the keys."),
                         &TPL_STR("key", name.buf), 1);
        }
        sb_release(&name);
        sb_release(&text);
    }
}

/* A person at a terminal types with editing, history and completion. */
static bool read_typed_line(console *c, frame *top, char **line, size_t *cap)
{
    struct pollfd pending = { .fd = fileno(c->in), .events = POLLIN };
    c->typed_ahead = poll(&pending, 1, 0) > 0;
    bool by_key = c->keys && (top->ops == &frame_map_ops || strcmp(top->ops->name, "fight") == 0);
    char *typed = by_key ? read_key_command(c, top)
                         : input_read(c->in, c->out, c->interactive, top->ops->prompt(c->g, top),
                                      top->ops->words, &stop_signal);
    term_forget_size();          /* the screens after a command fit the terminal as it is then */
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

/* How much of a line read from a script is echoed: a 2.8 MB line is
 * shown by its start. */
#define ECHO_MAX_BYTES 1000

/* Echoes a line read from a script, as a transcript shows it: harmless
 * (an escape typed is shown, not obeyed), a NUL byte as "\u2400". */
static void echo_line(console *c, const char *line, size_t len)
{
    strbuf echo;
    sb_init(&echo);
    if (len && line[len - 1] == '\n')
        len--;
    bool cut = len > ECHO_MAX_BYTES;
    if (cut) {
        len = ECHO_MAX_BYTES;
        while (len && ((unsigned char)line[len] & 0xC0) == 0x80)
            len--;               /* not inside a character */
    }
    for (size_t at = 0; at <= len;) {
        const char *nul = memchr(line + at, '\0', len - at);
        size_t part = nul ? (size_t)(nul - line) - at : len - at;
        char *copy = xstrndup(line + at, part);
        outside_add(&echo, copy, OUTSIDE_LINE);
        free(copy);
        if (!nul)
            break;
        sb_adds(&echo, "\xE2\x90\x80");
        at += part + 1;
    }
    if (cut)
        sb_adds(&echo, "\xE2\x80\xA6");          /* "…" */
    sb_addc(&echo, '\n');
    fputs(echo.buf, c->out);
    sb_release(&echo);
}

/* Reads one line; false at the end of input or on a stop signal. A line
 * with a NUL byte in it is refused as a whole (*refused): no key types one,
 * and what follows it would be lost unseen. */
static bool read_line(console *c, frame *top, char **line, size_t *cap, bool *refused)
{
    *refused = false;
    if (c->interactive)
        return read_typed_line(c, top, line, cap);
    c->typed_ahead = true;      /* a script does not see the screens */
    fputs(top->ops->prompt(c->g, top), c->out);
    fflush(c->out);
    ssize_t n;
    do {
        errno = 0;
        n = getline(line, cap, c->in);
    } while (n < 0 && errno == EINTR && !stop_signal);
    if (n < 0 || stop_signal)
        return false;
    echo_line(c, *line, (size_t)n);
    if (memchr(*line, '\0', (size_t)n)) {
        frame_reject(c->g, N_("That line holds a NUL byte, which no key types; it is ignored."),
                     NULL, 0);
        *refused = true;
    }
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

/* The save as it is before the command, for the watchdog to write when a
 * plugin hangs in it: only a game that is saved somewhere and has begun,
 * and only with plugins from outside bloodtrail's own folder. The built-in
 * ones are the program's own code, tested with it; rendering the save costs
 * a command about as much as saving (make bench), which a game with only
 * them does not pay. */
static const watchdog_save *take_snapshot(console *c, watchdog_save *snap)
{
    if (!c->snapshots || !c->save.path || !game_started(c->g))
        return NULL;
    sb_reset(&c->snapshot);
    save_render(c->g, &c->snapshot);
    if (c->snapshot.len > SAVE_MAX_BYTES)
        return NULL;
    if (!c->snapshot_tmp.len) {
        const char *slash = strrchr(c->save.path, '/');
        const char *name = slash ? slash + 1 : c->save.path;
        if (slash)
            sb_add(&c->snapshot_folder, c->save.path,
                   slash == c->save.path ? 1 : (size_t)(slash - c->save.path));
        else
            sb_adds(&c->snapshot_folder, ".");
        /* A name of the temporaries save_write removes when it next saves. */
        sb_addf(&c->snapshot_tmp, "%s/.%s.tmp-watchdog", c->snapshot_folder.buf, name);
    }
    *snap = (watchdog_save){ .text = c->snapshot.buf, .len = c->snapshot.len,
                             .path = c->save.path, .shown = c->save.shown,
                             .tmp_path = c->snapshot_tmp.buf,
                             .folder = c->snapshot_folder.buf,
                             .lock_path = c->save.lock_path };
    return snap;
}

/* Runs a command under the watchdog: a plugin that hangs in it, or a stop
 * signal that comes while it runs, ends the game saved as it was before. */
static void watched_dispatch(console *c, frame *top, char *line)
{
    watchdog_save snap;
    watchdog_arm(take_snapshot(c, &snap), &stop_signal);
    dispatch(c->g, top, line);
    watchdog_disarm();
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
    /* A finished game is not continued: a save that cannot be removed
     * would be offered at the next start, so the player must hear of it. */
    if (c->save.path && unlink(c->save.path) != 0 && errno != ENOENT) {
        strbuf line;
        sb_init(&line);
        tpl_arg args[] = { TPL_STR("file", c->save.shown), TPL_STR("error", strerror(errno)) };
        tpl_render(&line, _("cannot remove the save {file} of this finished game: {error}; remove "
                            "it yourself, or the next start offers a game that is over."),
                   args, 2);
        frame_print(c->g, line.buf);
        fprintf(stderr, "bloodtrail: %s\n", line.buf);
        c->end_failed = true;
        sb_release(&line);
    }
}

/* The input ended or a signal came while the game goes on: it is saved, and
 * when that fails the player (or the script) hears why, on stderr too. */
static void save_at_the_end(console *c)
{
    strbuf error;
    sb_init(&error);
    if (!save_game(c->g, true, &error)) {
        c->unsaved = true;
        fprintf(stderr, "bloodtrail: %s\n", error.buf);
    }
    sb_release(&error);
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
        bool refused;
        if (!read_line(c, top, &line, &cap, &refused))
            break;
        if (!refused)
            watched_dispatch(c, top, line);
    }
    free(line);
    if (stop_signal && c->interactive)
        frame_write(g, "\n");          /* the prompt and a half-typed line stay on theirs */
    if (g->over)
        finish(c);
    else if (!c->quit)
        save_at_the_end(c);
    fflush(c->out);
}

void console_open(console *c, game *g, const console_options *opt, FILE *in, FILE *out)
{
    memset(c, 0, sizeof *c);
    c->g = g;
    c->in = in;
    c->out = out;
    c->out_is_terminal = isatty(fileno(out));
    c->interactive = c->out_is_terminal && isatty(fileno(in));
    g->console = c;
    term_init(out, c->out_is_terminal);
    static const prefs defaults = { .colors = PREFS_COLORS_AUTO, .stop_life = 50 };
    c->prefs = opt->prefs ? opt->prefs : &defaults;
    c->speech = opt->speech;
    c->speech_memory = speech_new();
    c->keys = c->prefs->keys && c->interactive;
    if (c->prefs->colors != PREFS_COLORS_AUTO)
        term_set_colors(c->prefs->colors == PREFS_COLORS_ON);
    input_bind(INPUT_CTRL('P'), "messages");     /* as in NetHack and Crawl */
    slot_init(&c->save);
    c->snapshots = reg_has_outside(g->kinds);
    sb_init(&c->snapshot);
    sb_init(&c->snapshot_tmp);
    sb_init(&c->snapshot_folder);
    if (opt->save)
        slot_move(&c->save, opt->save);
    g->save_path = c->save.path;
    c->scores_path = opt->scores_path;
    if (c->save.path && c->save.exists)
        frames_push_continue(g, opt->name, opt->gender, opt->class_id);
    else
        frames_push_new_game(g, opt->name, opt->gender, opt->class_id);
}

void console_close(console *c)
{
    frame_clear(c->g);
    speech_free(c->speech_memory);
    c->speech_memory = NULL;
    slot_close(&c->save);
    sb_release(&c->snapshot);
    sb_release(&c->snapshot_tmp);
    sb_release(&c->snapshot_folder);
    c->g->save_path = NULL;
    c->g->console = NULL;
}

int console_run(const content *data, const registry *kinds, const console_options *opt,
                FILE *in, FILE *out)
{
    game g;
    console c;
    catch_stop_signals();
    game_init(&g, data, kinds, opt->seed);
    game_set_dungeon(&g, (dungeon_kind)opt->dungeon);
    console_open(&c, &g, opt, in, out);
    console_play(&c);
    int status = c.unsaved || c.end_failed ? 1 : 0;
    console_close(&c);
    game_release(&g);
    return status;
}
