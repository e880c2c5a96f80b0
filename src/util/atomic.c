/* SPDX-License-Identifier: GPL-3.0-or-later */
/* atomic.c - writing a file whole or not at all. */
#include "config.h"

#include "util/atomic.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "util/folder.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

#define RANDOM_LETTERS 8
/* Of the old text a legacy temporary must share to be taken for ours. */
#define HEAD_BYTES 16

/* The folder and the file name of path (the folder "." when it has none);
 * the caller frees *folder. */
static void split_path(const char *path, char **folder, const char **name)
{
    const char *slash = strrchr(path, '/');
    *name = slash ? slash + 1 : path;
    *folder = slash == path ? xstrdup("/") : slash ? xstrndup(path, (size_t)(slash - path))
                                                   : xstrdup(".");
}

/* Flushes the folder's entries to disk, so the rename survives a crash. */
static void sync_folder(const char *folder)
{
    int fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

bool atomic_write_all(int fd, const char *buf, size_t len)
{
    while (len) {
        ssize_t n = write(fd, buf, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return false;
        if (n == 0) {
            errno = ENOSPC;
            return false;
        }
        buf += n;
        len -= (size_t)n;
    }
    return true;
}

/* --- stale temporaries --- */

/* Reads a process number of digits only from s up to end; 0 when it is not. */
static long read_pid(const char *s, const char *end)
{
    size_t n = s < end ? (size_t)(end - s) : 0;
    if (n == 0 || n > 9 || strspn(s, "0123456789") < n)
        return 0;
    long pid = 0;
    for (; s < end; s++)
        pid = pid * 10 + (*s - '0');
    return pid;
}

/* Whether the process pid is gone (a process of another user still runs). */
static bool process_gone(long pid)
{
    return pid > 0 && kill((pid_t)pid, 0) != 0 && errno == ESRCH;
}

static bool all_random(const char *s)
{
    return strlen(s) == RANDOM_LETTERS &&
           strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789") == RANDOM_LETTERS;
}

/* Whether entry, a file beside name, is a temporary of this writer that
 * nobody writes any more. *legacy: named as earlier versions did. */
static bool is_stale(const char *entry, const char *name, unsigned flags, bool *legacy)
{
    size_t len = strlen(name);
    bool locked = flags & ATOMIC_LOCKED;
    *legacy = false;
    if (entry[0] == '.' && strncmp(entry + 1, name, len) == 0 &&
        strncmp(entry + 1 + len, ".tmp-", 5) == 0) {
        const char *rest = entry + 1 + len + 5;
        const char *dash = strchr(rest, '-');
        if (!dash)                     /* ".NAME.tmp-RANDOM": the save writer's, once */
            return locked && all_random(rest);
        long pid = read_pid(rest, dash);
        return pid && all_random(dash + 1) && pid != (long)getpid() &&
               (locked || process_gone(pid));
    }
    if (strncmp(entry, name, len) != 0 || strncmp(entry + len, ".tmp-", 5) != 0)
        return false;
    const char *digits = entry + len + 5;
    long pid = read_pid(digits, digits + strlen(digits));
    *legacy = true;
    return pid && pid != (long)getpid() && (locked || process_gone(pid));
}

/* Whether a legacy-named file is empty or opens as text does. */
static bool opens_like(int dir, const char *entry, const char *text, size_t len)
{
    int fd = openat(dir, entry, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return false;
    char head[HEAD_BYTES];
    size_t want = len < sizeof head ? len : sizeof head;
    ssize_t n = read(fd, head, want);
    close(fd);
    return n == 0 || (want && n == (ssize_t)want && memcmp(head, text, want) == 0);
}

static void remove_stale(const char *folder, const char *name, const char *text, size_t len,
                         unsigned flags)
{
    DIR *d = opendir(folder);
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d));) {
        bool legacy;
        struct stat st;
        if (!is_stale(e->d_name, name, flags, &legacy) ||
            fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
            !S_ISREG(st.st_mode) || st.st_uid != geteuid() ||
            (legacy && !opens_like(dirfd(d), e->d_name, text, len)))
            continue;
        unlinkat(dirfd(d), e->d_name, 0);
    }
    closedir(d);
}

/* --- the write --- */

/* Creates ".NAME.tmp-PID-RANDOM" in folder; its path in tmp. */
static int create_temporary(const char *folder, const char *name, mode_t mode, strbuf *tmp)
{
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    uint64_t x;
    if (getrandom(&x, sizeof x, GRND_NONBLOCK) != (ssize_t)sizeof x) {
        struct timespec now;
        clock_gettime(CLOCK_REALTIME, &now);
        x = (uint64_t)now.tv_nsec ^ ((uint64_t)getpid() << 32) ^ (uint64_t)(uintptr_t)tmp;
    }
    for (int tries = 0; tries < 100; tries++) {
        sb_reset(tmp);
        sb_addf(tmp, "%s/.%s.tmp-%ld-", folder, name, (long)getpid());
        for (int i = 0; i < RANDOM_LETTERS; i++) {
            x = x * 6364136223846793005u + 1442695040888963407u;
            sb_addc(tmp, letters[(x >> 33) % (sizeof letters - 1)]);
        }
        int fd = open(tmp->buf, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1;
}

bool atomic_write(const char *path, const char *text, size_t len, mode_t mode, unsigned flags,
                  atomic_step *step)
{
    bool sync = flags & ATOMIC_SYNC;
    if (flags & ATOMIC_MAKE_FOLDERS)
        folder_make_parents(path, mode | (mode & 0444) >> 2);
    char *folder;
    const char *name;
    split_path(path, &folder, &name);
    remove_stale(folder, name, text, len, flags);
    strbuf tmp;
    sb_init(&tmp);
    int fd = create_temporary(folder, name, mode, &tmp);
    bool ok = fd >= 0 && atomic_write_all(fd, text, len) && (!sync || fsync(fd) == 0);
    int saved = errno;
    if (fd >= 0 && close(fd) != 0 && ok) {
        ok = false;
        saved = errno;
    }
    atomic_step at = ATOMIC_WRITING;
    /* Until this rename the old file is whole; after it the new one is. */
    if (ok && rename(tmp.buf, path) != 0) {
        ok = false;
        saved = errno;
        at = ATOMIC_REPLACING;
    }
    if (!ok && fd >= 0)
        unlink(tmp.buf);
    else if (ok && sync)
        sync_folder(folder);
    sb_release(&tmp);
    free(folder);
    if (step)
        *step = at;
    errno = ok ? 0 : saved;
    return ok;
}
