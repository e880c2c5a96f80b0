/* input.c - lines typed at a terminal, through GNU readline. */
#include "config.h"

#include "game/input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "util/xalloc.h"

static const word_def *completing;          /* the words of the frame being read for */
static volatile sig_atomic_t *stop_flag;

/* The spellings that start with what was typed, collected for readline. */
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
    c->found = xgrow(c->found, &c->capacity, c->count + 1, sizeof *c->found);
    c->found[c->count++] = xstrdup(word);
}

/* readline calls this with state 0 first, then until it returns NULL. */
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
        if (completing)
            words_each(completing, collect, &c);
    }
    return next < c.count ? c.found[next++] : NULL;   /* readline frees it */
}

static char **complete(const char *text, int start, int end)
{
    (void)end;
    rl_attempted_completion_over = 1;      /* never fall back to file names */
    return start == 0 ? rl_completion_matches(text, next_match) : NULL;
}

/* A stop signal ends the line being typed; the game then saves. */
static int check_stop(void)
{
    if (stop_flag && *stop_flag)
        rl_done = 1;
    return 0;
}

char *input_read(const char *prompt, const word_def *words, volatile sig_atomic_t *stop)
{
    static bool ready;
    if (!ready) {
        rl_readline_name = "bloodtrail";
        rl_attempted_completion_function = complete;
        rl_signal_event_hook = check_stop;
        rl_catch_signals = 0;
        ready = true;
    }
    completing = words;
    stop_flag = stop;
    char *line = readline(prompt);
    if (line && *stop) {
        free(line);
        return NULL;
    }
    if (line && *line)
        add_history(line);
    return line;
}
