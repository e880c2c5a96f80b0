/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pty.c - times programs from start to their first prompt on a
 * pseudo-terminal, as a person at a terminal meets them: the first map of
 * bloodtrail, of NetHack, or a program that prints a prompt.
 *
 *   bench/pty [-n RUNS] [-w WARMUP] [-t SECONDS] SPEC [::: SPEC]...
 *   SPEC = [-e NAME=VALUE]... -u MARKER [-k KEYS] CMD [ARG]...
 *
 * Each run opens a pseudo-terminal of 80x24, starts CMD on it as its
 * controlling terminal and reads what it writes until MARKER (bytes, C
 * escapes allowed: "\n> ") has appeared: that is the time of the run. Then
 * a program without KEYS is killed; one with KEYS is typed them once it has
 * been quiet for QUIET_MS (they should make it leave, as NetHack's "#quit"
 * does, so that it leaves no lock behind), and read on until the terminal
 * closes; a program still there after SECONDS (default 5) is killed and the
 * run fails. wait4's rusage gives the peak
 * resident memory of the whole run. The commands take turns, run by run, the
 * first of each round rotating, so the noise of the machine falls on all
 * alike. One line per command:
 *   PTY <n> median_ms=<ms> min_ms=<ms> max_ms=<ms> rss_kib=<peak of all runs>
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdbool.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#define MAX_ENV 16
/* How long a program must be quiet after the marker before KEYS are typed. */
#define QUIET_MS 30

typedef struct spec {
    char **argv;
    char *marker;
    size_t marker_len;
    char *keys;
    size_t keys_len;
    char *env[MAX_ENV];
    size_t env_count;
    double *ms;
    long rss_kib;
} spec;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void usage(void)
{
    fputs("usage: bench/pty [-n RUNS] [-w WARMUP] [-t SECONDS] "
          "[-e NAME=VALUE]... -u MARKER [-k KEYS] CMD [ARG]... [::: ...]\n",
          stderr);
    exit(2);
}

static void die(const char *what, const char *subject)
{
    fprintf(stderr, "bench/pty: %s%s%s\n", what, subject ? ": " : "", subject ? subject : "");
    exit(1);
}

/* Turns the C escapes \n \r \t \e \\ \xHH of text into bytes, in place. */
static size_t unescape(char *text)
{
    char *out = text;
    for (const char *p = text; *p; p++) {
        if (*p != '\\' || !p[1]) {
            *out++ = *p;
            continue;
        }
        switch (*++p) {
        case 'n': *out++ = '\n'; break;
        case 'r': *out++ = '\r'; break;
        case 't': *out++ = '\t'; break;
        case 'e': *out++ = '\033'; break;
        case 'x': {
            char hex[3] = { p[1], p[1] ? p[2] : 0, 0 };
            *out++ = (char)strtol(hex, NULL, 16);
            p += strlen(hex);
            break;
        }
        default: *out++ = *p; break;
        }
    }
    *out = '\0';
    return (size_t)(out - text);
}

/* Reads the options of one SPEC from argv[*i]; the command runs to ":::". */
static void parse_spec(spec *s, int argc, char **argv, int *i)
{
    while (*i < argc && argv[*i][0] == '-' && argv[*i][1] && !argv[*i][2] && *i + 1 < argc) {
        char opt = argv[*i][1];
        char *value = argv[*i + 1];
        if (opt == 'u') {
            s->marker = value;
            s->marker_len = unescape(value);
        } else if (opt == 'k') {
            s->keys = value;
            s->keys_len = unescape(value);
        } else if (opt == 'e' && s->env_count < MAX_ENV) {
            s->env[s->env_count++] = value;
        } else {
            usage();
        }
        *i += 2;
    }
    if (!s->marker || !s->marker_len || *i >= argc)
        usage();
    s->argv = &argv[*i];
    while (*i < argc && strcmp(argv[*i], ":::") != 0)
        (*i)++;
    if (*i < argc)
        argv[(*i)++] = NULL;
}

static void child(const spec *s, int slave)
{
    for (size_t e = 0; e < s->env_count; e++)
        putenv(s->env[e]);
    setsid();
    if (ioctl(slave, TIOCSCTTY, 0) < 0)
        _exit(126);
    dup2(slave, 0);
    dup2(slave, 1);
    dup2(slave, 2);
    if (slave > 2)
        close(slave);
    execvp(s->argv[0], s->argv);
    _exit(127);
}

/* Whether needle is in the last bytes of haystack that may hold it. */
static bool seen(const char *buf, size_t len, const spec *s)
{
    return len >= s->marker_len && memmem(buf, len, s->marker, s->marker_len) != NULL;
}

/* One run: the ms to the marker; the peak memory raises s->rss_kib. */
static double run_once(spec *s, double timeout_ms)
{
    static char buf[1 << 20];
    struct winsize ws = { .ws_row = 24, .ws_col = 80 };
    int master, slave;
    if (openpty(&master, &slave, NULL, NULL, &ws) < 0)
        die("openpty", strerror(errno));
    double start = now_ms();
    pid_t pid = fork();
    if (pid < 0)
        die("fork", strerror(errno));
    if (pid == 0) {
        close(master);
        child(s, slave);
    }
    close(slave);
    size_t len = 0;
    double found = -1;
    bool typed = false;
    for (;;) {
        double left = start + timeout_ms - now_ms();
        if (left <= 0) {
            kill(pid, SIGKILL);
            waitpid(pid, NULL, 0);
            fwrite(buf, 1, len > 2000 ? 2000 : len, stderr);
            die(found < 0 ? "the marker never appeared" : "it did not leave after the keys",
                s->argv[0]);
        }
        /* After the marker, the keys go once the program has been quiet for
         * QUIET_MS: one that is still drawing may throw typed keys away. */
        bool waiting = found >= 0 && !typed && s->keys_len;
        struct pollfd p = { .fd = master, .events = POLLIN };
        int ready = poll(&p, 1, waiting ? QUIET_MS : (int)left + 1);
        if (ready == 0 && waiting) {
            if (write(master, s->keys, s->keys_len) < 0)
                die("write", strerror(errno));
            typed = true;
        }
        if (ready <= 0)
            continue;
        char *at = buf + (len < sizeof buf / 2 ? len : 0);
        ssize_t n = read(master, at, sizeof buf / 2);
        if (n <= 0)
            break;                        /* EIO: the program closed the terminal */
        len = (size_t)(at - buf) + (size_t)n;
        if (found < 0 && seen(buf, len, s)) {
            found = now_ms() - start;
            if (!s->keys_len)
                kill(pid, SIGKILL);
        }
    }
    close(master);
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) != pid)
        die("wait4", strerror(errno));
    if (found < 0) {
        fwrite(buf, 1, len > 2000 ? 2000 : len, stderr);
        die("the marker never appeared", s->argv[0]);
    }
    if (usage.ru_maxrss > s->rss_kib)
        s->rss_kib = usage.ru_maxrss;
    return found;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    int runs = 30, warmup = 3, i = 1;
    double timeout = 5;
    for (; i + 1 < argc && argv[i][0] == '-' && strchr("nwt", argv[i][1]) && !argv[i][2]; i += 2) {
        if (argv[i][1] == 'n')
            runs = atoi(argv[i + 1]);
        else if (argv[i][1] == 'w')
            warmup = atoi(argv[i + 1]);
        else
            timeout = atof(argv[i + 1]);
    }
    if (i >= argc || runs < 1 || warmup < 0 || timeout <= 0)
        usage();
    spec *specs = calloc((size_t)argc, sizeof *specs);
    if (!specs)
        return 1;
    int count = 0;
    while (i < argc)
        parse_spec(&specs[count++], argc, argv, &i);
    for (int c = 0; c < count; c++)
        if (!(specs[c].ms = calloc((size_t)runs, sizeof *specs[c].ms)))
            return 1;
    signal(SIGPIPE, SIG_IGN);
    for (int round = -warmup; round < runs; round++) {
        for (int k = 0; k < count; k++) {
            spec *s = &specs[((round + warmup) + k) % count];
            double ms = run_once(s, timeout * 1e3);
            if (round >= 0)
                s->ms[round] = ms;
        }
    }
    for (int c = 0; c < count; c++) {
        double *ms = specs[c].ms;
        qsort(ms, (size_t)runs, sizeof *ms, compare_doubles);
        double median = runs % 2 ? ms[runs / 2] : (ms[runs / 2 - 1] + ms[runs / 2]) / 2;
        printf("PTY %d median_ms=%.4f min_ms=%.4f max_ms=%.4f rss_kib=%ld\n", c + 1, median,
               ms[0], ms[runs - 1], specs[c].rss_kib);
        free(ms);
    }
    free(specs);
    return 0;
}
