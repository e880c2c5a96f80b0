/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ptyplay.c - plays a program on a pseudo-terminal of a given size, as a
 * person at a terminal would: types keys, waits for what the program shows,
 * sends signals, resizes the window, and times the program's exit.
 *
 *   ptyplay [-s COLSxROWS] [-t TIMEOUT_MS] PROGRAM [ARG...] <script
 *
 * The script has one action a line:
 *   type TEXT     types TEXT; \n Enter, \t Tab, \e Escape, \xHH any byte, \\ a backslash
 *   expect TEXT   waits until TEXT is shown (after what an earlier expect found)
 *   sleep MS      waits MS milliseconds, reading what is shown
 *   signal NAME   sends SIGNAME (TERM, INT, HUP, WINCH) to the program
 *   resize CxR    the terminal becomes C columns by R rows (the program gets SIGWINCH)
 *   exit          waits for the program to end; prints "exit STATUS in MS ms" on stderr
 * Everything the program shows is written to standard output. Exits 0 when every
 * expect was met and the program ended (1 otherwise, saying why on stderr). */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct player {
    int fd;                     /* the terminal's master side */
    pid_t pid;
    char *shown;                /* everything shown so far */
    size_t len, cap;
    size_t found;               /* where the next expect starts looking */
    long timeout_ms;
    bool ended;
    int status;
} player;

static long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

/* Reads what the program shows for up to ms milliseconds (0: what is there). */
static void pump(player *p, long ms)
{
    long end = now_ms() + ms;
    for (;;) {
        long left = end - now_ms();
        struct pollfd pfd = { .fd = p->fd, .events = POLLIN };
        int ready = poll(&pfd, 1, left > 0 ? (int)left : 0);
        if (ready <= 0)
            return;
        char buf[4096];
        ssize_t n = read(p->fd, buf, sizeof buf);
        if (n <= 0)
            return;                 /* EIO: the program closed the terminal */
        fwrite(buf, 1, (size_t)n, stdout);
        if (p->len + (size_t)n + 1 > p->cap) {
            p->cap = (p->len + (size_t)n + 1) * 2;
            p->shown = realloc(p->shown, p->cap);
            if (!p->shown)
                exit(2);
        }
        memcpy(p->shown + p->len, buf, (size_t)n);
        p->len += (size_t)n;
        p->shown[p->len] = '\0';
    }
}

static bool expect(player *p, const char *text)
{
    long end = now_ms() + p->timeout_ms;
    for (;;) {
        const char *at = p->shown ? strstr(p->shown + p->found, text) : NULL;
        if (at) {
            p->found = (size_t)(at - p->shown) + strlen(text);
            return true;
        }
        if (now_ms() >= end)
            return false;
        pump(p, 50);
    }
}

static size_t unescape(const char *text, char *out)
{
    size_t n = 0;
    for (const char *s = text; *s; s++) {
        if (*s != '\\' || !s[1]) {
            out[n++] = *s;
            continue;
        }
        s++;
        switch (*s) {
        case 'n': out[n++] = '\r'; break;      /* Enter sends a carriage return */
        case 't': out[n++] = '\t'; break;
        case 'e': out[n++] = '\033'; break;
        case 'x': {
            char hex[3] = { s[1], s[1] ? s[2] : 0, 0 };
            out[n++] = (char)strtol(hex, NULL, 16);
            s += strlen(hex);
            break;
        }
        default: out[n++] = *s; break;
        }
    }
    return n;
}

static int signal_number(const char *name)
{
    static const struct { const char *name; int sig; } table[] = {
        { "TERM", SIGTERM }, { "INT", SIGINT }, { "HUP", SIGHUP }, { "WINCH", SIGWINCH },
        { "KILL", SIGKILL },
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(table[i].name, name) == 0)
            return table[i].sig;
    return 0;
}

static bool parse_size(const char *text, struct winsize *ws)
{
    unsigned cols, rows;
    if (sscanf(text, "%ux%u", &cols, &rows) != 2 || !cols || !rows)
        return false;
    memset(ws, 0, sizeof *ws);
    ws->ws_col = (unsigned short)cols;
    ws->ws_row = (unsigned short)rows;
    return true;
}

/* Waits for the program to end; false after the timeout. */
static bool wait_exit(player *p)
{
    long start = now_ms(), end = start + p->timeout_ms;
    while (!p->ended) {
        pump(p, 20);
        pid_t done = waitpid(p->pid, &p->status, WNOHANG);
        if (done == p->pid)
            p->ended = true;
        else if (now_ms() >= end)
            return false;
    }
    pump(p, 0);
    fprintf(stderr, "exit %d in %ld ms\n",
            WIFEXITED(p->status) ? WEXITSTATUS(p->status) : 128 + WTERMSIG(p->status),
            now_ms() - start);
    return true;
}

static bool act(player *p, char *line)
{
    line[strcspn(line, "\n")] = '\0';
    char *arg = strchr(line, ' ');
    if (arg)
        *arg++ = '\0';
    else
        arg = line + strlen(line);
    if (strcmp(line, "type") == 0) {
        char keys[1024];
        size_t n = unescape(arg, keys);
        if (write(p->fd, keys, n) != (ssize_t)n)
            return false;
        pump(p, 0);
    } else if (strcmp(line, "expect") == 0) {
        if (!expect(p, arg)) {
            fprintf(stderr, "ptyplay: \"%s\" was not shown within %ld ms\n", arg, p->timeout_ms);
            return false;
        }
    } else if (strcmp(line, "sleep") == 0) {
        pump(p, atol(arg));
    } else if (strcmp(line, "signal") == 0) {
        int sig = signal_number(arg);
        if (!sig || kill(p->pid, sig) != 0)
            return false;
    } else if (strcmp(line, "resize") == 0) {
        struct winsize ws;
        if (!parse_size(arg, &ws) || ioctl(p->fd, TIOCSWINSZ, &ws) != 0)
            return false;
    } else if (strcmp(line, "exit") == 0) {
        if (!wait_exit(p)) {
            fprintf(stderr, "ptyplay: the program did not end within %ld ms\n", p->timeout_ms);
            return false;
        }
    } else if (*line && *line != '#') {
        fprintf(stderr, "ptyplay: unknown action \"%s\"\n", line);
        return false;
    }
    return true;
}

/* ptyplay -c: whether a pseudo-terminal can be opened here (a build machine
 * may have none: no /dev/pts, or /dev/ptmx is not one); says why not. */
static int can_open_pty(void)
{
    int master, slave;
    if (openpty(&master, &slave, NULL, NULL, NULL) != 0) {
        printf("%s\n", strerror(errno));
        return 1;
    }
    close(master);
    close(slave);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "-c") == 0)
        return can_open_pty();
    struct winsize ws = { .ws_col = 80, .ws_row = 24 };
    player p = { .timeout_ms = 5000 };
    int opt;
    while ((opt = getopt(argc, argv, "+s:t:")) != -1) {
        if (opt == 's' && parse_size(optarg, &ws))
            continue;
        if (opt == 't' && (p.timeout_ms = atol(optarg)) > 0)
            continue;
        fprintf(stderr, "usage: ptyplay [-s COLSxROWS] [-t TIMEOUT_MS] PROGRAM [ARG...]\n"
                        "       ptyplay -c   (whether a pseudo-terminal can be opened)\n");
        return 2;
    }
    if (optind >= argc)
        return 2;
    p.pid = forkpty(&p.fd, NULL, NULL, &ws);
    if (p.pid < 0) {
        perror("ptyplay: forkpty");
        return 2;
    }
    if (p.pid == 0) {
        execvp(argv[optind], argv + optind);
        perror("ptyplay: exec");
        _exit(127);
    }
    char line[1200];
    bool ok = true;
    while (ok && fgets(line, sizeof line, stdin))
        ok = act(&p, line);
    if (!p.ended) {
        kill(p.pid, SIGKILL);
        waitpid(p.pid, NULL, 0);
    }
    fflush(stdout);
    free(p.shown);
    close(p.fd);
    return ok ? 0 : 1;
}
