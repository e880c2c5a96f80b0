/* SPDX-License-Identifier: GPL-3.0-or-later */
/* spawn.c - times whole program runs, start to end, and reads their peak
 * memory: the start-up figures of bench/bench.sh, and its timer when
 * hyperfine is not installed.
 *
 *   bench/spawn [-n RUNS] [-w WARMUP] [-i INPUT] CMD [ARG]... [::: CMD [ARG]...]...
 *
 * Each run is posix_spawn() to wait4(), timed with CLOCK_MONOTONIC, with
 * standard input from INPUT (default /dev/null), output and error on
 * /dev/null; wait4's rusage gives the
 * child's own peak resident set (ru_maxrss). The commands take turns, run by
 * run, each round starting with the next command, so a noisy moment of the
 * machine falls on all of them alike. A run that fails stops everything.
 * One line per command:
 *   SPAWN <n> median_ms=<ms> min_ms=<ms> max_ms=<ms> rss_kib=<peak of all runs> cpu_ms=<ms>
 * (cpu_ms: the median of the child's own user + system time, which a busy
 * machine moves much less than the wall time).
 */
#include "config.h"

#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

typedef struct command {
    char **argv;
    double *ms;          /* each timed run */
    double *cpu_ms;      /* its user + system time */
    long rss_kib;        /* the highest ru_maxrss seen */
} command;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void usage(void)
{
    fputs("usage: bench/spawn [-n RUNS] [-w WARMUP] [-i INPUT] CMD [ARG]... [::: CMD [ARG]...]...\n",
          stderr);
    exit(2);
}

/* Runs argv once; returns its wall time in ms, sets *cpu_ms and raises
 * *rss_kib. */
static double run_once(char **argv, const posix_spawn_file_actions_t *quiet, long *rss_kib,
                       double *cpu_ms)
{
    pid_t pid;
    double start = now_ms();
    int err = posix_spawnp(&pid, argv[0], quiet, NULL, argv, environ);
    if (err) {
        fprintf(stderr, "bench/spawn: cannot start %s: %s\n", argv[0], strerror(err));
        exit(1);
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) != pid) {
        perror("bench/spawn: wait4");
        exit(1);
    }
    double elapsed = now_ms() - start;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "bench/spawn: %s failed (status %d)\n", argv[0], status);
        exit(1);
    }
    if (usage.ru_maxrss > *rss_kib)
        *rss_kib = usage.ru_maxrss;
    *cpu_ms = (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 +
              (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
    return elapsed;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    int runs = 30, warmup = 3, opt;
    const char *input = "/dev/null";
    while ((opt = getopt(argc, argv, "+n:w:i:")) != -1) {
        if (opt == 'n')
            runs = atoi(optarg);
        else if (opt == 'w')
            warmup = atoi(optarg);
        else if (opt == 'i')
            input = optarg;
        else
            usage();
    }
    if (optind >= argc || runs < 1 || warmup < 0)
        usage();

    /* Split the rest at ":::" into commands. */
    command *cmds = calloc((size_t)argc, sizeof *cmds);
    if (!cmds)
        return 1;
    int count = 0;
    for (int i = optind; i < argc; i++) {
        if (strcmp(argv[i], ":::") == 0) {
            argv[i] = NULL;
            continue;
        }
        if (i == optind || argv[i - 1] == NULL)
            cmds[count++].argv = &argv[i];
    }
    if (count == 0)
        usage();

    posix_spawn_file_actions_t quiet;
    posix_spawn_file_actions_init(&quiet);
    posix_spawn_file_actions_addopen(&quiet, 0, input, O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&quiet, 2, "/dev/null", O_WRONLY, 0);

    for (int c = 0; c < count; c++)
        if (!(cmds[c].ms = calloc((size_t)runs, sizeof *cmds[c].ms)) ||
            !(cmds[c].cpu_ms = calloc((size_t)runs, sizeof *cmds[c].cpu_ms)))
            return 1;
    for (int round = -warmup; round < runs; round++) {
        for (int k = 0; k < count; k++) {
            command *cmd = &cmds[((round + warmup) + k) % count];
            double cpu;
            double ms = run_once(cmd->argv, &quiet, &cmd->rss_kib, &cpu);
            if (round >= 0) {
                cmd->ms[round] = ms;
                cmd->cpu_ms[round] = cpu;
            }
        }
    }
    for (int c = 0; c < count; c++) {
        double *ms = cmds[c].ms;
        qsort(ms, (size_t)runs, sizeof *ms, compare_doubles);
        double *cpu = cmds[c].cpu_ms;
        qsort(cpu, (size_t)runs, sizeof *cpu, compare_doubles);
        double median = runs % 2 ? ms[runs / 2] : (ms[runs / 2 - 1] + ms[runs / 2]) / 2;
        double cpu_median = runs % 2 ? cpu[runs / 2] : (cpu[runs / 2 - 1] + cpu[runs / 2]) / 2;
        printf("SPAWN %d median_ms=%.4f min_ms=%.4f max_ms=%.4f rss_kib=%ld cpu_ms=%.3f\n", c + 1,
               median, ms[0], ms[runs - 1], cmds[c].rss_kib, cpu_median);
        free(ms);
        free(cpu);
    }
    posix_spawn_file_actions_destroy(&quiet);
    free(cmds);
    return 0;
}
