/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bot.c - bloodtrail-bot: plays whole games of bloodtrail through the
 * event stream (bloodtrail --events, doc/events.md), in any language: what
 * it reads are ids and numbers, the same in every one. It never looks into
 * the game's memory. With --screen it plays at the console instead, as a
 * player at a pipe would, reading the English screens; with --speech it
 * plays in speech mode, by ear, reading only what a blind player hears
 * (bot/speech.h).
 *
 *   bloodtrail-bot [--program PATH] [--data-dir DIR] [--levels DIR]
 *                  [--strategy careful|rush] [--without SKILL] [--trace]
 *                  [--lang CODE] [--screen] [--speech] [--record FILE] [--one-fight]
 *                  CLASS FIRST_SEED [LAST_SEED]
 *
 * --levels names the folder of the level maps: rushing, the bot knows them
 * (as a player who has been down before) and takes the shortest way to the
 * stairs and to the Warden; carefully, it explores as it goes. --record
 * writes the commands it typed to FILE (one game), a transcript's input;
 * --one-fight ends the game once its first fight is over. --lang plays in
 * that language (the events' texts; on the screen, English only).
 *
 * prints one line per game: class, strategy, seed, won|died|stuck, turns,
 * the hero's level at the Warden (0: never met), deepest level, and what
 * killed it. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mind.h"
#include "speech.h"
#include "stream.h"
#include "view.h"

#define HERO "Bot"
/* A game that goes on this long has the bot walking in circles. */
/* A game that has not ended after so many commands for each level of its
 * dungeon is stuck: 6,000 for the three classic levels. */
#define COMMANDS_A_LEVEL 2000
#define OUTPUT_MAX (1 << 20)

typedef struct options {
    const char *program;
    const char *data_dir;
    const char *levels;
    const char *dungeon;        /* the bot reads the classic maps: "classic" */
    strategy plan;
    const char *without;
    bool trace;
    const char *record;         /* a file that gets every command typed, or NULL */
    bool one_fight;             /* stop once the first fight is over */
    bool screen;                /* at the console, not on the event stream */
    bool speech;                /* at the console in speech mode (implies screen) */
    const char *lang;
    const char *cls;
    long first, last;
} options;

typedef struct game_process {
    pid_t pid;
    int to, from;               /* the game's stdin and stdout */
    char *out;                  /* what it printed since the last command */
    size_t len;
} game_process;

/* The game runs in a folder of its own: its save, the story of its end
 * and its score table go there (and never into the user's). */
static void start(game_process *p, const options *o, long seed, const char *home)
{
    int in[2], out[2];
    if (pipe(in) || pipe(out)) {
        perror("bloodtrail-bot: pipe");
        exit(2);
    }
    p->pid = fork();
    if (p->pid < 0) {
        perror("bloodtrail-bot: fork");
        exit(2);
    }
    if (p->pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 2);
        close(in[1]);
        close(out[0]);
        char seed_text[32];
        snprintf(seed_text, sizeof seed_text, "%ld", seed);
        char save[512];
        snprintf(save, sizeof save, "%s/save", home);
        setenv("HOME", home, 1);
        setenv("XDG_DATA_HOME", home, 1);
        unsetenv("LANGUAGE");
        unsetenv("LC_ALL");
        unsetenv("LC_MESSAGES");
        unsetenv("NO_COLOR");
        const char *argv[24];
        int n = 0;
        argv[n++] = o->program;
        argv[n++] = "--dungeon";
        argv[n++] = o->dungeon;
        argv[n++] = "--lang";
        argv[n++] = o->screen ? "en" : o->lang;
        if (!o->screen)
            argv[n++] = "--events";
        if (o->speech)
            argv[n++] = "--speech";
        argv[n++] = "--seed";
        argv[n++] = seed_text;
        argv[n++] = "--name";
        argv[n++] = HERO;
        argv[n++] = "--gender";
        argv[n++] = "male";
        argv[n++] = "--class";
        argv[n++] = o->cls;
        argv[n++] = "--save";
        argv[n++] = save;
        if (o->data_dir) {
            argv[n++] = "--data-dir";
            argv[n++] = o->data_dir;
        }
        argv[n] = NULL;
        execv(o->program, (char *const *)argv);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    p->to = in[1];
    p->from = out[0];
    p->out = malloc(OUTPUT_MAX + 1);
    p->len = 0;
}

/* Reads until the game waits at a prompt or ends; false at its end. */
static bool read_screen(game_process *p)
{
    p->len = 0;
    for (;;) {
        if (p->len == OUTPUT_MAX)
            p->len = 0;       /* a runaway screen: keep the last part */
        ssize_t n = read(p->from, p->out + p->len, OUTPUT_MAX - p->len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            p->out[p->len] = '\0';
            return false;
        }
        p->len += (size_t)n;
        p->out[p->len] = '\0';
        if (view_at_prompt(p->out, p->len))
            return true;
    }
}

static void type(game_process *p, const char *line)
{
    char buf[128];
    int n = snprintf(buf, sizeof buf, "%s\n", line);
    if (write(p->to, buf, (size_t)n) != n) {
        /* The game ended under the bot: the next read sees it. */
    }
}

static void stop(game_process *p)
{
    if (p->to >= 0)
        close(p->to);
    if (p->from >= 0)
        close(p->from);
    kill(p->pid, SIGTERM);
    waitpid(p->pid, NULL, 0);
    free(p->out);
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

static void play(const options *o, long seed)
{
    char home[] = "/tmp/bloodtrail-bot-XXXXXX";
    if (!mkdtemp(home)) {
        perror("bloodtrail-bot: mkdtemp");
        exit(2);
    }
    game_process p;
    start(&p, o, seed, home);
    mind m;
    mind_init(&m, o->cls, o->plan, o->without, HERO, o->levels);
    view *v = malloc(sizeof *v);
    FILE *record = o->record ? fopen(o->record, "w") : NULL;
    const char *result = "stuck";
    int turns = 0;
    bool fought = false;
    char cause[64] = "-";
    bot_stream st;
    bot_speech *ear = o->speech ? malloc(sizeof *ear) : NULL;
    if (ear)
        speech_init(ear, o->data_dir);
    if (!o->screen)
        stream_open(&st, p.from, p.to, o->trace);
    /* Ten levels deep, three classic ("Level 1 of N" says it on a screen). */
    long budget = (strcmp(o->dungeon, "deep") == 0 ? 10 : 3) * COMMANDS_A_LEVEL;
    while (m.commands < budget) {
        bool waiting;
        if (o->screen) {
            waiting = read_screen(&p);
            if (ear)
                speech_read(ear, p.out, v);
            else
                view_parse(v, p.out);
            if (o->trace)
                fprintf(stderr, "%s", p.out);
        } else {
            waiting = stream_next(&st, v);
        }
        if (v->levels > 0)
            budget = (long)v->levels * COMMANDS_A_LEVEL;
        if (v->kind == VIEW_END) {
            result = v->won ? "won" : "died";
            turns = v->end_turns;
            if (!v->won)
                snprintf(cause, sizeof cause, "%s", v->cause[0] ? v->cause : "other");
            /* One word of the result line, as the id is: the stream's view
             * names a "wolf leader", the id is "wolf_leader". */
            for (char *c = cause; *c; c++)
                if (*c == ' ')
                    *c = '_';
            break;
        }
        if (!waiting)
            break;
        if (o->one_fight && v->kind == VIEW_FIGHT)
            fought = true;
        if (o->one_fight && fought && v->kind == VIEW_MAP)
            break;
        const char *cmd = ear ? speech_decide(ear, &m, v) : mind_decide(&m, v);
        if (o->trace)
            fprintf(stderr, "%s\n", cmd);
        if (record)
            fprintf(record, "%s\n", cmd);
        if (o->screen)
            type(&p, cmd);
        else
            stream_type(&st, cmd);
    }
    if (!o->screen) {
        stream_close(&st);               /* it owned the descriptors */
        p.to = p.from = -1;
    }
    if (o->trace)
        map_dump(&m.map, stderr);
    if (record)
        fclose(record);
    stop(&p);
    nftw(home, remove_one, 8, FTW_DEPTH | FTW_PHYS);
    free(v);
    free(ear);
    int deepest = m.map.depth;
    printf("%s %s%s%s %ld %s %d %d %d %s\n", o->cls,
           o->plan == STRATEGY_RUSH ? "rush" : "careful", o->without ? "-" : "",
           o->without ? o->without : "", seed, result, turns, m.hero_level_at_warden, deepest,
           cause);
    fflush(stdout);
}

static void usage(void)
{
    fprintf(stderr, "usage: bloodtrail-bot [--program PATH] [--data-dir DIR] [--dungeon KIND] "
                    "[--levels DIR] [--strategy careful|rush] [--without SKILL] [--trace] "
                    "[--lang CODE] [--screen] [--speech] [--record FILE] [--one-fight] "
                    "CLASS FIRST_SEED [LAST_SEED]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    options o = { .program = "src/bloodtrail", .dungeon = "classic", .plan = STRATEGY_CAREFUL,
                  .lang = "en" };
    int i = 1;
    for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        if (strcmp(argv[i], "--program") == 0 && i + 1 < argc)
            o.program = argv[++i];
        else if (strcmp(argv[i], "--data-dir") == 0 && i + 1 < argc)
            o.data_dir = argv[++i];
        else if (strcmp(argv[i], "--levels") == 0 && i + 1 < argc)
            o.levels = argv[++i];
        else if (strcmp(argv[i], "--dungeon") == 0 && i + 1 < argc)
            o.dungeon = argv[++i];
        else if (strcmp(argv[i], "--strategy") == 0 && i + 1 < argc) {
            const char *s = argv[++i];
            if (strcmp(s, "rush") == 0)
                o.plan = STRATEGY_RUSH;
            else if (strcmp(s, "careful") != 0)
                usage();
        } else if (strcmp(argv[i], "--without") == 0 && i + 1 < argc)
            o.without = argv[++i];
        else if (strcmp(argv[i], "--trace") == 0)
            o.trace = true;
        else if (strcmp(argv[i], "--record") == 0 && i + 1 < argc)
            o.record = argv[++i];
        else if (strcmp(argv[i], "--one-fight") == 0)
            o.one_fight = true;
        else if (strcmp(argv[i], "--screen") == 0)
            o.screen = true;
        else if (strcmp(argv[i], "--speech") == 0)
            o.screen = o.speech = true;
        else if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc)
            o.lang = argv[++i];
        else
            usage();
    }
    if (argc - i < 2)
        usage();
    o.cls = argv[i];
    o.first = atol(argv[i + 1]);
    o.last = argc - i > 2 ? atol(argv[i + 2]) : o.first;
    signal(SIGPIPE, SIG_IGN);
    for (long seed = o.first; seed <= o.last; seed++)
        play(&o, seed);
    return 0;
}
