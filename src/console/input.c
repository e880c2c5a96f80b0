/* SPDX-License-Identifier: GPL-3.0-or-later */
/* input.c - lines typed by a person at a terminal, through GNU readline's
 * callback interface; plain lines where it cannot edit. */
#include "config.h"

#include "console/input.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

/* readline is one per process and its callbacks carry no pointer of ours:
 * what the current read needs is reached from here, set only while
 * input_read waits (one read at a time). */
typedef struct reading {
    const word_def *words;      /* completed as the first word, may be NULL */
    char *line;                 /* the line handed over (readline's malloc) */
    bool done;                  /* a line came, or the end of input */
} reading;

static reading *current;

/* The control keys bound to lines (input_bind), by key: borrowed. */
static const char *bound_lines[32];

/* terminals: whether in and out are both terminals (the console asked once). */
static bool can_edit(bool terminals)
{
    const char *term = getenv("TERM");
    return terminals && !(term && strcmp(term, "dumb") == 0);
}

/* Without the editor: the prompt and a plain line. */
static char *read_plain(FILE *in, FILE *out, const char *prompt, volatile sig_atomic_t *stop)
{
    fputs(prompt, out);
    fflush(out);
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    do {
        errno = 0;
        n = getline(&line, &cap, in);
    } while (n < 0 && errno == EINTR && !*stop);
    if (n < 0 || *stop) {
        free(line);
        return NULL;
    }
    if (n && line[n - 1] == '\n')
        line[n - 1] = '\0';
    return line;
}

/* --- completion of the first word from the frame's words --- */

typedef struct candidates {
    const char *prefix;
    size_t prefix_len;
    char **list;                /* owned until readline takes them */
    size_t count, cap;
} candidates;

static void add_candidate(const char *word, void *user)
{
    candidates *c = user;
    if (strncmp(word, c->prefix, c->prefix_len) != 0)
        return;
    for (size_t i = 0; i < c->count; i++)
        if (strcmp(c->list[i], word) == 0)
            return;                         /* "n" is north's and no one else's twice */
    if (c->count + 2 > c->cap) {
        c->cap = c->cap ? c->cap * 2 : 16;
        char **grown = realloc(c->list, c->cap * sizeof *grown);
        if (!grown)
            return;
        c->list = grown;
    }
    char *copy = strdup(word);
    if (copy)
        c->list[c->count++] = copy;
}

/* readline's list of matches: the common prefix first, then each match;
 * readline frees them all. */
static char **complete_command(const char *text, int start, int end)
{
    (void)end;
    rl_attempted_completion_over = 1;       /* never file names */
    if (start != 0 || !current || !current->words)
        return NULL;
    candidates c = { .prefix = text, .prefix_len = strlen(text) };
    words_each(current->words, add_candidate, &c);
    if (!c.count) {
        free(c.list);
        return NULL;
    }
    memmove(c.list + 1, c.list, c.count * sizeof *c.list);
    size_t common = strlen(c.list[1]);
    for (size_t i = 2; i <= c.count; i++) {
        size_t k = 0;
        while (k < common && c.list[i][k] == c.list[1][k])
            k++;
        common = k;
    }
    c.list[0] = strndup(c.list[1], common);
    c.list[c.count + 1] = NULL;
    if (c.count == 1) {                    /* one match: it alone, as readline wants */
        free(c.list[0]);
        c.list[0] = c.list[1];
        c.list[1] = NULL;
    }
    return c.list;
}

/* --- keys bound to lines (Ctrl-P: "messages") --- */

/* Types the line bound to the key and sends it, whatever was typed. */
static int send_bound_line(int count, int key)
{
    (void)count;
    const char *line = key >= 0 && key < 32 ? bound_lines[key] : NULL;
    if (!line)
        return rl_ding();
    rl_replace_line(line, 0);
    rl_point = rl_end;
    return rl_newline(1, key);
}

static void on_line(char *line)
{
    if (!current)
        return;
    current->line = line;
    current->done = true;
    rl_callback_handler_remove();           /* the next prompt is the next read's */
}

/* readline is told once who we are: its conditionals ("$if bloodtrail"),
 * completion, and no signal handling of its own, for the game's stop
 * signals act while it waits (console.c). */
static void setup_readline(FILE *in, FILE *out)
{
    static bool ready;
    rl_instream = in;
    rl_outstream = out;
    if (ready)
        return;
    ready = true;
    rl_readline_name = "bloodtrail";
    rl_catch_signals = 0;
    rl_attempted_completion_function = complete_command;
    rl_completer_word_break_characters = " \t";
    using_history();
}

void input_bind(int key, const char *line)
{
    if (key <= 0 || key >= 32)
        return;
    bound_lines[key] = line;
    /* Bound before readline reads the player's inputrc, which may bind
     * the key again; the name lets it ("Control-p: bloodtrail-line"). */
    rl_add_defun("bloodtrail-line", send_bound_line, -1);
    /* The maps by name, not by readline's variables: a program that names
     * those has the loader copy all three (12 KB) into its own memory at
     * every start. */
    static const char *const maps[] = { "emacs-standard", "vi-insert", "vi-command" };
    for (size_t i = 0; i < sizeof maps / sizeof *maps; i++) {
        Keymap map = rl_get_keymap_by_name(maps[i]);
        if (map)
            rl_bind_key_in_map(key, send_bound_line, map);
    }
}

/* Waits for the next key and hands it to readline. The stop signals are
 * blocked but for the wait itself (ppoll): one that comes after the look at
 * *stop and before the wait still ends it at once. False on a stop. */
static bool feed_readline(FILE *in, volatile sig_atomic_t *stop)
{
    sigset_t stops, before;
    sigemptyset(&stops);
    sigaddset(&stops, SIGHUP);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    sigprocmask(SIG_BLOCK, &stops, &before);
    bool ok = false;
    while (!*stop) {
        struct pollfd p = { .fd = fileno(in), .events = POLLIN };
        int ready = ppoll(&p, 1, NULL, &before);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready > 0) {
            ok = true;
            break;
        }
        if (ready < 0)
            break;
    }
    sigprocmask(SIG_SETMASK, &before, NULL);
    if (ok)
        rl_callback_read_char();
    return ok;
}

/* A line typed again is not kept twice in a row, nor an empty one. */
static void remember(const char *line)
{
    if (!*line)
        return;
    HIST_ENTRY *last = history_length ? history_get(history_base + history_length - 1) : NULL;
    if (!last || strcmp(last->line, line) != 0)
        add_history(line);
}

char *input_read(FILE *in, FILE *out, bool terminals, const char *prompt, const word_def *words,
                 volatile sig_atomic_t *stop)
{
    if (!can_edit(terminals))
        return read_plain(in, out, prompt, stop);
    fflush(out);              /* what the game printed comes before the prompt */
    setup_readline(in, out);
    reading r = { .words = words };
    current = &r;
    rl_callback_handler_install(prompt, on_line);
    bool stopped = false;
    while (!r.done)
        if (!feed_readline(in, stop)) {
            stopped = true;
            break;
        }
    if (stopped) {
        rl_callback_sigcleanup();
        rl_callback_handler_remove();       /* the terminal as it was */
    }
    current = NULL;
    if (stopped) {
        free(r.line);
        return NULL;
    }
    if (r.line)
        remember(r.line);
    return r.line;
}
