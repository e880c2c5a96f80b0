/* lineedit.c - the line editor module: GNU readline with history and Tab
 * completion of the commands the game offers. */
#include "config.h"

#include "lineedit/lineedit.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

static lineedit_words_fn words_fn;
static void *words_user;
static volatile sig_atomic_t *stop_flag;

/* The spellings that start with what was typed. */
typedef struct candidates {
    const char *prefix;
    size_t len;
    char **found;
    size_t count;
    size_t capacity;
} candidates;

static void collect(const char *word, void *user)
{
    candidates *c = user;
    if (strncmp(word, c->prefix, c->len) != 0)
        return;
    for (size_t i = 0; i < c->count; i++)
        if (strcmp(c->found[i], word) == 0)
            return;
    if (c->count == c->capacity) {
        size_t capacity = c->capacity ? 2 * c->capacity : 16;
        char **found = realloc(c->found, capacity * sizeof *found);
        if (!found)
            return;
        c->found = found;
        c->capacity = capacity;
    }
    char *copy = strdup(word);
    if (copy)
        c->found[c->count++] = copy;
}

/* readline calls this with state 0 first, then until it returns NULL; it
 * frees what it is given. */
static char *next_match(const char *text, int state)
{
    static candidates c;
    static size_t next;
    if (state == 0) {
        for (size_t i = next; i < c.count; i++)
            free(c.found[i]);
        free(c.found);
        memset(&c, 0, sizeof c);
        next = 0;
        c.prefix = text;
        c.len = strlen(text);
        if (words_fn)
            words_fn(collect, &c, words_user);
    }
    return next < c.count ? c.found[next++] : NULL;
}

static char **complete(const char *text, int start, int end)
{
    (void)end;
    rl_attempted_completion_over = 1;      /* never fall back to file names */
    return start == 0 ? rl_completion_matches(text, next_match) : NULL;
}

/* The signals that stop the game: while readline waits for a key they are
 * blocked but for the wait itself, so one that comes just before the wait
 * still ends it. */
static void stop_signals(sigset_t *set)
{
    sigemptyset(set);
    sigaddset(set, SIGHUP);
    sigaddset(set, SIGINT);
    sigaddset(set, SIGTERM);
}

/* readline's next key. A stop signal ends the line being typed at once
 * (readline itself would only look after the next key): EOF, again and
 * again, makes readline give up the line, and the game then saves. */
static int next_key(FILE *in)
{
    sigset_t stops, before;
    stop_signals(&stops);
    sigprocmask(SIG_BLOCK, &stops, &before);
    int key = EOF;
    for (;;) {
        if (stop_flag && *stop_flag)
            break;
        struct pollfd p = { .fd = fileno(in), .events = POLLIN };
        int ready = ppoll(&p, 1, NULL, &before);
        if (ready < 0 && errno == EINTR)
            continue;
        unsigned char c;
        ssize_t n = ready > 0 ? read(p.fd, &c, 1) : -1;
        if (n < 0 && errno == EINTR)
            continue;
        if (n == 1)
            key = c;
        break;
    }
    sigprocmask(SIG_SETMASK, &before, NULL);
    return key;
}

/* A key bound to a whole command line (Ctrl-P: the messages) types it and
 * sends it. */
static const char *bound_line[32];

static int send_bound_line(int count, int key)
{
    (void)count;
    const char *line = key >= 0 && key < 32 ? bound_line[key] : NULL;
    if (!line)
        return 0;
    rl_replace_line(line, 0);
    rl_point = rl_end;
    rl_done = 1;
    return 0;
}

static void bind_line(int key, const char *line)
{
    if (key < 0 || key >= 32)
        return;
    bound_line[key] = line;
    rl_bind_key(key, send_bound_line);
}

static char *read_line(const char *prompt, lineedit_words_fn words, void *user,
                       volatile sig_atomic_t *stop)
{
    static bool ready;
    if (!ready) {
        rl_readline_name = "bloodtrail";
        rl_attempted_completion_function = complete;
        rl_getc_function = next_key;
        rl_catch_signals = 0;
        rl_catch_sigwinch = 0;
        ready = true;
    }
    words_fn = words;
    words_user = user;
    stop_flag = stop;
    static bool started;
    if (started)
        rl_resize_terminal();       /* the terminal may have changed size since */
    started = true;
    char *line = readline(prompt);
    if (line && *stop) {
        free(line);
        return NULL;
    }
    if (line && *line)
        add_history(line);
    return line;
}

__attribute__((visibility("default"))) const lineedit bloodtrail_line_editor = {
    .version = LINEEDIT_VERSION,
    .read = read_line,
    .bind = bind_line,
};
