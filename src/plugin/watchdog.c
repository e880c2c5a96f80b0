/* SPDX-License-Identifier: GPL-3.0-or-later */
/* watchdog.c - ends the program, saved, when a plugin callback hangs. */
#include "config.h"

#include "plugin/watchdog.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#include "plugin/guard.h"
#include "text/i18n.h"
#include "text/template.h"
#include "util/strbuf.h"

/* A tenth of a second between two looks. */
#define PERIOD_USEC 100000

/* What the handler reads: set outside it, before the timer runs. */
typedef struct watch {
    int limit_tenths;
    char limit_text[32];            /* the limit in seconds, as the message shows it */
    const char *hang_template;      /* translated at the first arming; NULL before */
    const char *stop_template;
    const char *saved_text;
    const char *unsaved_text;
    const char *failed_text;
    const watchdog_save *save;      /* while armed; NULL: nothing to save */
    volatile sig_atomic_t *stop;    /* while armed; NULL: stop signals take their course */
    unsigned long last_calls;       /* guard_calls at the last look */
    const bt_effect_kind *last_kind;
    int still_tenths;               /* how long the same call has been running */
    bool armed;
    bool installed;                 /* watchdog_install was called */
} watch;

static watch w = { .limit_tenths = WATCHDOG_DEFAULT_TENTHS };

/* Writes all of buf to fd, again after an interruption. */
static bool write_all(int fd, const char *buf, size_t len)
{
    while (len) {
        ssize_t n = write(fd, buf, len);
        if (n <= 0)
            return false;
        buf += n;
        len -= (size_t)n;
    }
    return true;
}

/* Writes the snapshot over the save as save_write does, with the calls a
 * signal handler may make; false when it could not. */
static bool write_snapshot(const watchdog_save *s)
{
    unlink(s->tmp_path);
    int fd = open(s->tmp_path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0)
        return false;
    bool ok = write_all(fd, s->text, s->len) && fsync(fd) == 0;
    ok = close(fd) == 0 && ok;
    if (ok && rename(s->tmp_path, s->path) != 0)
        ok = false;
    if (!ok) {
        unlink(s->tmp_path);
        return false;
    }
    int dir = open(s->folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        fsync(dir);
        close(dir);
    }
    return true;
}

/* Saves what there is to save and returns the sentence that says so. */
static const char *save_now(char *out, size_t size)
{
    const watchdog_save *s = w.save;
    if (!s) {
        guard_render(out, size, w.unsaved_text, NULL, 0);
        return out;
    }
    bool ok = write_snapshot(s);
    guard_key kv[] = { { "file", s->shown } };
    guard_render(out, size, ok ? w.saved_text : w.failed_text, kv, 1);
    if (s->lock_path)
        unlink(s->lock_path);
    return out;
}

static const char *stop_name(int sig)
{
    return sig == SIGTERM ? "SIGTERM" : sig == SIGINT ? "SIGINT" : sig == SIGHUP ? "SIGHUP"
         : sig == SIGPIPE ? "SIGPIPE" : "signal";
}

/* Says the line: the first sentence, the save's, the advice. */
static void say(const char *tmpl, const guard_key *kv, size_t n, const char *saved)
{
    static char line[4096];
    guard_render(line, sizeof line, tmpl, kv, n);
    size_t at = strlen(line);
    const char *parts[] = { " ", saved, " ", guard_advice() };
    for (size_t i = 0; i < 4; i++)
        for (const char *p = parts[i]; *p && at + 1 < sizeof line; p++)
            line[at++] = *p;
    line[at] = '\0';
    guard_write_line(line);
}

/* What was said before the hang tells the modder what led to it; fflush in
 * a handler is safe enough here, as guard.c explains. */
static void act_on_hang(const bt_effect_kind *kind, const char *callback)
{
    static char saved[1024];
    fflush(stdout);
    save_now(saved, sizeof saved);
    guard_key kv[] = { { "file", guard_file_of(kind) }, { "id", kind->id },
                       { "callback", callback ? callback : "?" }, { "limit", w.limit_text } };
    say(w.hang_template, kv, 4, saved);
    _exit(3);
}

static void act_on_stop(int sig, const bt_effect_kind *kind, const char *callback)
{
    static char saved[1024];
    fflush(stdout);
    save_now(saved, sizeof saved);
    if (kind) {
        guard_key kv[] = { { "file", guard_file_of(kind) }, { "id", kind->id },
                           { "callback", callback ? callback : "?" },
                           { "signal", stop_name(sig) } };
        say(w.stop_template, kv, 4, saved);
    } else {
        guard_write_line(saved);
    }
    signal(sig, SIG_DFL);
    raise(sig);
    /* Only if the signal is blocked where this runs: end all the same. */
    _exit(128 + sig); // cppcheck-suppress unreachableCode
}

static void on_timer(int sig)
{
    (void)sig;
    if (!w.armed)
        return;
    guard_call now = guard_current;
    if (w.stop && *w.stop) {
        act_on_stop(*w.stop, now.kind, now.callback);
        return;
    }
    unsigned long calls = guard_calls;
    if (!now.kind || calls != w.last_calls || now.kind != w.last_kind) {
        w.last_calls = calls;
        w.last_kind = now.kind;
        w.still_tenths = 0;
        return;
    }
    if (++w.still_tenths >= w.limit_tenths)
        act_on_hang(now.kind, now.callback);
}

static void set_timer(long usec)
{
    struct itimerval t = { { 0, usec }, { 0, usec } };
    setitimer(ITIMER_REAL, &t, NULL);
}

/* The limit as the message shows it: "3", or "0.5" with the language's
 * decimal mark. */
static void format_limit(char *out, size_t size, int tenths)
{
    strbuf text;
    sb_init(&text);
    tpl_arg args[] = { TPL_INT("whole", tenths / 10), TPL_INT("tenth", tenths % 10) };
    if (tenths % 10)
        /* TRANSLATORS: a number of seconds with one decimal, as in "0.5":
           write your language's decimal mark ("{whole},{tenth}"). */
        tpl_render(&text, _("{whole}.{tenth}"), args, 2);
    else
        sb_addf(&text, "%d", tenths / 10);
    snprintf(out, size, "%s", text.buf);
    sb_release(&text);
}

/* The messages in the language of the moment: a handler cannot look in a
 * catalog. */
static void translate(void)
{
    format_limit(w.limit_text, sizeof w.limit_text, w.limit_tenths);
    /* TRANSLATORS: said when an effect plugin's callback runs too long.
       {limit} is a number of seconds ("3", "0.5"); {callback} is the name of
       the plugin's function ("turn", "before_blow"). A sentence on the save
       and the advice follow. */
    w.hang_template = _("the effect plugin {file} ({id}) has run its {callback} callback for "
                        "more than {limit} seconds: it hangs.");
    /* TRANSLATORS: {signal} is SIGTERM, SIGINT (Ctrl-C) or SIGHUP, which came
       while a plugin's callback was still running. A sentence on the save
       and the advice follow. */
    w.stop_template = _("{signal} came while the effect plugin {file} ({id}) was running its "
                        "{callback} callback.");
    /* TRANSLATORS: after a plugin hung or a signal came; {file} is the save. */
    w.saved_text = _("The game stops, saved as it was before the last command, in {file}.");
    w.failed_text = _("The game stops; it could not be saved in {file}, and the last save is "
                      "as it was.");
    /* TRANSLATORS: after a plugin hung in the lab, or in a game not saved
       anywhere. */
    w.unsaved_text = _("The program stops; nothing is saved.");
}

void watchdog_install(int limit_tenths)
{
    w.limit_tenths = limit_tenths > 0 ? limit_tenths : WATCHDOG_DEFAULT_TENTHS;
    w.installed = true;
    w.hang_template = NULL;           /* translated at the next arming */
    static bool first = true;
    if (!first)
        return;
    first = false;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_timer;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGALRM, &sa, NULL);
}

int watchdog_limit(void)
{
    return w.limit_tenths;
}

void watchdog_arm(const watchdog_save *save, volatile sig_atomic_t *stop)
{
    if (!w.installed)
        return;                       /* not installed: no plugin guard either */
    if (!w.hang_template)
        translate();                  /* the first command: a start needs none of it */
    w.save = save;
    w.stop = stop;
    w.last_calls = guard_calls;
    w.last_kind = NULL;
    w.still_tenths = 0;
    w.armed = true;
    set_timer(PERIOD_USEC);
}

void watchdog_disarm(void)
{
    if (!w.armed)
        return;
    set_timer(0);
    w.armed = false;
    w.save = NULL;
    w.stop = NULL;
}
