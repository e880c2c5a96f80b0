/* SPDX-License-Identifier: GPL-3.0-or-later */
/* atomic.c - writing a file whole or not at all. */
#include "config.h"

#include "util/atomic.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/folder.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

/* Flushes the folder entry of path to disk, so the rename survives a crash. */
static void sync_folder(const char *path)
{
    char *dir = xstrdup(path);
    char *slash = strrchr(dir, '/');
    const char *name = ".";
    if (slash == dir) {
        name = "/";
    } else if (slash) {
        *slash = '\0';
        name = dir;
    }
    int fd = open(name, O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
    free(dir);
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

bool atomic_write(const char *path, const char *text, size_t len, mode_t mode, bool sync)
{
    folder_make_parents(path, mode | (mode & 0444) >> 2);
    strbuf tmp;
    sb_init(&tmp);
    sb_addf(&tmp, "%s.tmp-%ld", path, (long)getpid());
    int fd = open(tmp.buf, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, mode);
    bool ok = fd >= 0 && atomic_write_all(fd, text, len) && (!sync || fsync(fd) == 0);
    int saved = errno;
    if (fd >= 0 && close(fd) != 0 && ok) {
        ok = false;
        saved = errno;
    }
    if (ok && rename(tmp.buf, path) != 0) {
        ok = false;
        saved = errno;
    }
    if (!ok && fd >= 0)
        unlink(tmp.buf);
    else if (ok && sync)
        sync_folder(path);
    sb_release(&tmp);
    errno = ok ? 0 : saved;
    return ok;
}
