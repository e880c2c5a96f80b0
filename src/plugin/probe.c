/* SPDX-License-Identifier: GPL-3.0-or-later */
/* probe.c - plugin files opened and initialised in a child process first. */
#include "config.h"

#include "plugin/probe.h"

#include <dlfcn.h>
#include <link.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "plugin/check.h"
#include "plugin/guard.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

/* --- the steps --- */

/* dlerror's "...: undefined symbol: foo" names what the plugin lacks: a
 * library it should link, or a function of the host it cannot call. */
static void refuse_unloadable(const char *error, refusal *why)
{
    static const char marker[] = "undefined symbol: ";
    const char *symbol = error ? strstr(error, marker) : NULL;
    if (symbol) {
        symbol += sizeof marker - 1;
        char *name = xstrndup(symbol, strcspn(symbol, " \n("));
        refusal_set(why, REFUSAL_UNDEFINED, NULL, name, 0);
        free(name);
        return;
    }
    refusal_set(why, REFUSAL_NOT_LOADABLE, NULL, error ? error : "?", 0);
}

/* The plugin's linker's record of the symbol at address, or NULL when it
 * cannot be known. */
static const ElfW(Sym) *symbol_entry(const void *address)
{
    Dl_info info;
    const ElfW(Sym) *symbol = NULL;
    if (!dladdr1(address, &info, (void **)&symbol, RTLD_DL_SYMENT))
        return NULL;
    return symbol;
}

/* A function under the descriptor's name (a plausible mistake: a function
 * that returns the descriptor) is refused as what it is, before its code is
 * read as a descriptor and its first bytes named as a size or a version. */
static bool is_code(const ElfW(Sym) *symbol)
{
    if (!symbol)
        return false;
    int type = ELF64_ST_TYPE(symbol->st_info);   /* the same macro for 32 bits */
    return type == STT_FUNC || type == STT_GNU_IFUNC;
}

const bt_effect_kind *probe_open(const char *path, void **handle, refusal *why)
{
    /* The crash guard's messages are ready before any code of a plugin can
     * run in this process. */
    guard_prepare();
    *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!*handle) {
        refuse_unloadable(dlerror(), why);
        return NULL;
    }
    const bt_effect_kind *kind = dlsym(*handle, BT_EFFECT_ENTRY);
    const ElfW(Sym) *symbol = kind ? symbol_entry(kind) : NULL;
    if (!kind)
        refusal_set(why, REFUSAL_NO_SYMBOL, NULL, NULL, 0);
    else if (is_code(symbol))
        refusal_set(why, REFUSAL_FUNCTION, NULL, NULL, 0);
    else if (check_size(kind, symbol ? (size_t)symbol->st_size : 0, why) &&
             check_descriptor(kind, why))
        return kind;
    dlclose(*handle);
    *handle = NULL;
    return NULL;
}

bool probe_init(const bt_effect_kind *kind, const bt_host *host, refusal *why)
{
    if (!kind->init)
        return true;
    guard_call before = guard_enter(kind, "init", NULL);
    bool ok = kind->init(host);
    guard_leave(before);
    if (!ok)
        refusal_set(why, REFUSAL_INIT_FALSE, NULL, NULL, 0);
    return ok;
}

/* --- the child --- */

static void send(int fd, const strbuf *text)
{
    const char *p = text->buf;
    size_t left = text->len;
    while (left) {
        ssize_t n = write(fd, p, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            _exit(2);
        p += n;
        left -= (size_t)n;
    }
}

static void send_line(int fd, strbuf *line, const char *text)
{
    sb_reset(line);
    sb_adds(line, text);
    send(fd, line);
}

/* Probes one file, telling the parent where it is before each step that may
 * not come back. */
static void probe_in_child(int fd, const bt_host *host, const plugin_info *info, size_t index,
                           strbuf *out)
{
    sb_reset(out);
    sb_addf(out, "begin %zu\n", index);
    send(fd, out);
    plugin_info found;
    info_init(&found, info->path, &info->key);
    void *handle;
    const bt_effect_kind *kind = probe_open(info->path, &handle, &found.verdict);
    if (kind) {
        send_line(fd, out, "stage init\n");
        if (probe_init(kind, host, &found.verdict))
            info_set_desc(&found, kind);
    }
    sb_reset(out);
    info_write(out, &found);
    send(fd, out);
    info_release(&found);
    /* Unloaded at once: glibc compares each new file's name with every
     * loaded object, so a child that kept a thousand probed plugins open
     * would spend the square of their number in dlopen. */
    if (kind)
        dlclose(handle);
}

static void run_child(int fd, const bt_host *host, plugin_info *const *infos, size_t count,
                      size_t first)
{
    /* A crash must end the child by its signal, not by a handler of the
     * game's (or a sanitizer's): the parent reads the signal. */
    static const int deadly[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
    for (size_t i = 0; i < sizeof deadly / sizeof *deadly; i++)
        signal(deadly[i], SIG_DFL);
    guard_silence();
    /* What a plugin prints while it loads is not the game's output. */
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) {
        dup2(null, STDOUT_FILENO);
        close(null);
    }
    strbuf out;
    sb_init(&out);
    for (size_t i = first; i < count; i++)
        probe_in_child(fd, host, infos[i], i, &out);
    _exit(0);
}

/* --- the parent --- */

/* How often, in milliseconds, the parent looks whether the child has ended
 * while the pipe stays open. */
#define PROBE_LOOK_MS 50
/* Reads of what is left in the pipe once the child has ended: all it wrote
 * is there by then (a pipe holds 64 KiB; a child with more to say waited
 * for the parent to read it), so this bounds only the noise of others. */
#define PROBE_DRAIN_READS 64

static void reap(pid_t child, int *status)
{
    while (waitpid(child, status, 0) < 0 && errno == EINTR)
        continue;
}

/* Reads what the child writes until the pipe closes or the child has ended,
 * and then only what is left in the pipe: a process the plugin's init
 * started inherits the pipe's write end and may hold it for as long as it
 * lives, so the end of the pipe is not the end of the child. A child that
 * says nothing for PROBE_SECONDS is killed (false). *status is the child's
 * exit status; the child is reaped either way. */
static bool read_all(int fd, pid_t child, strbuf *text, int *status)
{
    char chunk[4096];
    bool ended = false;
    int quiet_ms = 0, drained = 0;
    for (;;) {
        struct pollfd p = { .fd = fd, .events = POLLIN };
        int ready = poll(&p, 1, ended ? 0 : PROBE_LOOK_MS);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready < 0 || (ready == 0 && ended) || (ended && ++drained > PROBE_DRAIN_READS))
            break;
        if (ready == 0) {
            if (waitpid(child, status, WNOHANG) == child) {
                ended = true;
                continue;
            }
            quiet_ms += PROBE_LOOK_MS;
            if (quiet_ms >= PROBE_SECONDS * 1000) {
                kill(child, SIGKILL);
                reap(child, status);
                return false;
            }
            continue;
        }
        ssize_t n = read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        quiet_ms = 0;
        sb_add(text, chunk, (size_t)n);
    }
    if (!ended)
        reap(child, status);
    return true;
}

/* The verdict on the file a child was busy with when it ended. */
static void blame(plugin_info *info, bool init, int status, bool hung)
{
    if (hung) {
        refusal_set(&info->verdict, REFUSAL_HUNG, NULL, NULL, PROBE_SECONDS);
    } else if (WIFSIGNALED(status)) {
        char name[32];
        const char *abbrev = sigabbrev_np(WTERMSIG(status));
        snprintf(name, sizeof name, "SIG%s", abbrev ? abbrev : "?");
        refusal_set(&info->verdict, init ? REFUSAL_CRASHED_INIT : REFUSAL_CRASHED_LOADING, NULL,
                    name, WTERMSIG(status));
    } else {
        refusal_set(&info->verdict, init ? REFUSAL_EXITED_INIT : REFUSAL_EXITED_LOADING, NULL,
                    NULL, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    }
}

/* Takes what the child found from its output; returns the index after the
 * last file it finished, and sets *busy to the one it had begun (or SIZE_MAX)
 * and *init to whether that one was in init. */
static size_t take_results(char *text, plugin_info *const *infos, size_t count, size_t first,
                           size_t *busy, bool *init)
{
    size_t next = first;
    *busy = SIZE_MAX;
    *init = false;
    while (*text) {
        if (strncmp(text, "begin ", 6) == 0) {
            *busy = (size_t)strtoul(text + 6, NULL, 10);
            *init = false;
        } else if (strncmp(text, "stage init\n", 11) == 0) {
            *init = true;
        } else {
            plugin_info found;
            if (!info_read(&text, &found) || *busy >= count)
                break;
            refusal_release(&infos[*busy]->verdict);
            infos[*busy]->verdict = found.verdict;
            found.verdict = (refusal){ 0 };
            infos[*busy]->desc = found.desc;
            memset(&found.desc, 0, sizeof found.desc);
            info_release(&found);
            next = *busy + 1;
            *busy = SIZE_MAX;
            continue;
        }
        char *nl = strchr(text, '\n');
        text = nl ? nl + 1 : text + strlen(text);
    }
    return next;
}

void probe_trusted(const bt_host *host, plugin_info *info)
{
    void *handle;
    const bt_effect_kind *kind = probe_open(info->path, &handle, &info->verdict);
    if (kind && probe_init(kind, host, &info->verdict))
        info_set_desc(info, kind);
    if (kind)
        dlclose(handle);
}

/* One child from first on; returns where the next child starts. */
static size_t probe_batch(const bt_host *host, plugin_info *const *infos, size_t count,
                          size_t first)
{
    int fds[2];
    fflush(NULL);   /* the child must not write the parent's buffers again */
    pid_t child = pipe(fds) == 0 ? fork() : -1;
    if (child < 0) {
        probe_trusted(host, infos[first]);   /* where fork cannot be had */
        return first + 1;
    }
    if (child == 0) {
        close(fds[0]);
        run_child(fds[1], host, infos, count, first);
    }
    close(fds[1]);
    strbuf text;
    sb_init(&text);
    int status = 0;
    bool finished = read_all(fds[0], child, &text, &status);
    close(fds[0]);
    size_t busy;
    bool init;
    size_t next = take_results(text.buf, infos, count, first, &busy, &init);
    sb_release(&text);
    if (busy < count) {
        blame(infos[busy], init, status, !finished);
        return busy + 1;
    }
    /* A child that ended before it began a file it should have tried: that
     * file is not known to be safe. */
    if (next < count && next == first) {
        blame(infos[first], false, status, !finished);
        return first + 1;
    }
    return next;
}

void probe_files(const bt_host *host, plugin_info *const *infos, size_t count)
{
    for (size_t next = 0; next < count;)
        next = probe_batch(host, infos, count, next);
}
