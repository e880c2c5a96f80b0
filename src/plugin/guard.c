/* SPDX-License-Identifier: GPL-3.0-or-later */
/* guard.c - names the plugin and callback that crash the program. */
#include "config.h"

#include "plugin/guard.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "text/i18n.h"
#include "text/outside.h"

guard_call guard_current;
unsigned long guard_calls;
guard_tracer guard_trace;
void *guard_trace_user;

/* Set by guard_prepare (path_of_kind by guard_install); read by the
 * handlers, which may not allocate. */
static const char *crash_template;
static const char *exit_template;
static char advice_text[512];
static const char *(*path_of_kind)(const bt_effect_kind *kind);

/* What guard_install left for guard_prepare. */
static struct {
    guard_advisor advise;
    bool pending;        /* the messages are still to be translated */
    bool installed;      /* the handlers are in place */
} advisor;

typedef struct signal_name {
    int number;
    const char *name;      /* as the handler prints it */
    const char *msgid;
    const char *meaning;   /* msgid translated by guard_prepare */
} signal_name;

static signal_name signals[] = {
    /* TRANSLATORS: what a signal means, in "crashed in its turn callback
       (SIGSEGV, a bad memory access)". */
    { SIGSEGV, "SIGSEGV", N_("a bad memory access"), NULL },
    { SIGBUS, "SIGBUS", N_("a bad memory access"), NULL },
    /* TRANSLATORS: SIGFPE, as in a division by zero. */
    { SIGFPE, "SIGFPE", N_("an arithmetic error"), NULL },
    { SIGILL, "SIGILL", N_("an illegal instruction"), NULL },
    /* TRANSLATORS: SIGABRT, raised by abort() or a failed assert(). */
    { SIGABRT, "SIGABRT", N_("it aborted"), NULL },
};

/* Appends s to out[*at], keeping room for the final NUL. */
static void put(char *out, size_t size, size_t *at, const char *s, size_t n)
{
    while (n-- && *s && *at + 1 < size)
        out[(*at)++] = *s++;
}

/* The length of the well-formed UTF-8 character that starts with lead. */
static size_t char_length(unsigned char lead)
{
    return lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
}

/* Appends s as put does, every character a terminal would act on (an
 * escape in a folder's name) replaced as text/outside.h says. A safe
 * character is copied whole: its bytes after the first, looked at alone,
 * would each be taken for a stray byte ("ä" of a German message). */
static void put_clean(char *out, size_t size, size_t *at, const char *s)
{
    while (*s && *at + 1 < size) {
        size_t harm = outside_harm_at(s, OUTSIDE_LINE);
        char bytes[3];
        const char *from = s;
        size_t n = harm ? outside_substitute(s, harm, bytes)
                        : char_length((unsigned char)*s);
        if (harm)
            from = bytes;
        if (*at + n + 1 > size)
            break;
        memcpy(out + *at, from, n);
        *at += n;
        s += harm ? harm : n;
    }
}

/* A template renderer a signal handler may run: no allocation, no locale,
 * only the given keys; "{{" and "}}" are braces. The values (a path, an id)
 * come from outside and are cleaned; the template is a checked
 * translation. */
void guard_render(char *out, size_t size, const char *tmpl, const guard_key *kv, size_t n)
{
    size_t at = 0;
    for (const char *p = tmpl; *p && at + 1 < size;) {
        if ((p[0] == '{' && p[1] == '{') || (p[0] == '}' && p[1] == '}')) {
            out[at++] = *p;
            p += 2;
            continue;
        }
        const char *close = p[0] == '{' ? strchr(p, '}') : NULL;
        size_t i = n;
        if (close)
            for (i = 0; i < n; i++)
                if (strlen(kv[i].key) == (size_t)(close - p - 1) &&
                    memcmp(kv[i].key, p + 1, (size_t)(close - p - 1)) == 0)
                    break;
        if (i < n) {
            put_clean(out, size, &at, kv[i].value);
            p = close + 1;
        } else {
            out[at++] = *p++;
        }
    }
    out[at] = '\0';
}

const char *guard_file_of(const bt_effect_kind *kind)
{
    const char *path = path_of_kind ? path_of_kind(kind) : NULL;
    return path ? path : "?";
}

void guard_write_line(const char *text)
{
    static const char prefix[] = "bloodtrail: ";
    ssize_t ignored = write(STDERR_FILENO, prefix, sizeof prefix - 1);
    ignored = write(STDERR_FILENO, text, strlen(text));
    ignored = write(STDERR_FILENO, "\n", 1);
    (void)ignored;
}

static void say_crash(const guard_call *now, int sig)
{
    static char what[160], line[2048];
    size_t at = 0;
    const signal_name *s = NULL;
    for (size_t i = 0; i < sizeof signals / sizeof *signals; i++)
        if (signals[i].number == sig)
            s = &signals[i];
    put(what, sizeof what, &at, s ? s->name : "signal", (size_t)-1);
    put(what, sizeof what, &at, ", ", 2);
    put(what, sizeof what, &at, s && s->meaning ? s->meaning : "?", (size_t)-1);
    what[at] = '\0';
    guard_key kv[] = { { "file", guard_file_of(now->kind) }, { "id", now->kind->id },
                       { "callback", now->callback }, { "signal", what } };
    guard_render(line, sizeof line, crash_template, kv, 4);
    at = strlen(line);
    put(line, sizeof line, &at, " ", 1);
    put(line, sizeof line, &at, advice_text, (size_t)-1);
    line[at] = '\0';
    guard_write_line(line);
}

static void on_crash(int sig)
{
    /* SA_RESETHAND has put the default action back: once this returns, the
     * signal raised again ends the program as it would have. */
    guard_call now = guard_current;
    if (now.kind && crash_template) {
        /* What was said before the crash tells the modder what led to it.
         * fflush is not async-signal-safe; the program is ending anyway,
         * and glibc's stream locks are recursive, so it cannot hang here. */
        fflush(stdout);
        say_crash(&now, sig);
    }
    raise(sig);
}

/* A plugin that calls exit() inside a callback ends the game without a
 * save: say whose exit it was. */
static void on_exit_during_callback(void)
{
    guard_call now = guard_current;
    if (!now.kind || !exit_template)
        return;
    static char line[2048];
    guard_key kv[] = { { "file", guard_file_of(now.kind) }, { "id", now.kind->id },
                       { "callback", now.callback } };
    guard_render(line, sizeof line, exit_template, kv, 3);
    size_t at = strlen(line);
    put(line, sizeof line, &at, " ", 1);
    put(line, sizeof line, &at, advice_text, (size_t)-1);
    line[at] = '\0';
    guard_write_line(line);
}

const char *guard_advice(void)
{
    return advice_text;
}

void guard_silence(void)
{
    crash_template = NULL;
    exit_template = NULL;
    advisor.pending = false;
}

void guard_prepare(void)
{
    if (!advisor.pending)
        return;
    advisor.pending = false;
    strbuf advice;
    sb_init(&advice);
    if (advisor.advise)
        advisor.advise(&advice);
    size_t at = 0;
    put(advice_text, sizeof advice_text, &at, advice.buf, (size_t)-1);
    advice_text[at] = '\0';
    sb_release(&advice);
    /* TRANSLATORS: said when an effect plugin crashes the game. {signal} is
       like "SIGSEGV, a bad memory access"; {callback} is the name of the
       plugin's function ("turn", "init", "before_blow"). */
    crash_template = _("the effect plugin {file} ({id}) crashed in its {callback} callback "
                       "({signal}). The game stops without saving: the last save is as it "
                       "was.");
    /* TRANSLATORS: said when an effect plugin ends the game by calling exit(). */
    exit_template = _("the effect plugin {file} ({id}) ended the program in its {callback} "
                      "callback (it called exit). The game stops without saving: the last "
                      "save is as it was.");
    for (size_t i = 0; i < sizeof signals / sizeof *signals; i++)
        signals[i].meaning = _(signals[i].msgid);
}

void guard_install(const char *(*path_of)(const bt_effect_kind *kind), guard_advisor advise)
{
    path_of_kind = path_of;
    advisor.advise = advise;
    advisor.pending = true;
    bool first = !advisor.installed;
    advisor.installed = true;
    /* A second install (another language) while a plugin may be open
     * cannot wait for the next opening. */
    if (crash_template)
        guard_prepare();
    if (!first)
        return;
    /* A plugin that recurses without end overflows the stack: the handler
     * needs a stack of its own to say so. */
    static char alternate[64 * 1024];
    stack_t ss = { .ss_sp = alternate, .ss_size = sizeof alternate };
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_crash;
    sa.sa_flags = SA_RESETHAND | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof signals / sizeof *signals; i++)
        sigaction(signals[i].number, &sa, NULL);
    atexit(on_exit_during_callback);
}
