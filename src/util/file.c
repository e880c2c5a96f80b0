/* SPDX-License-Identifier: GPL-3.0-or-later */
/* file.c - reading a whole regular file (see file.h). */
#include "config.h"

#include "util/file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "util/xalloc.h"

int file_open_regular(const char *path, struct stat *st, file_problem *problem)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    *problem = FILE_CANNOT_OPEN;
    if (fd < 0)
        return -1;
    if (fstat(fd, st) != 0) {
        int err = errno;
        close(fd);
        errno = err;
        return -1;
    }
    if (!S_ISREG(st->st_mode)) {
        *problem = S_ISDIR(st->st_mode) ? FILE_FOLDER : FILE_NOT_REGULAR;
        close(fd);
        return -1;
    }
    *problem = FILE_FINE;
    return fd;
}

int file_open_folder(const char *path)
{
#ifdef O_PATH
    return open(path, O_PATH | O_DIRECTORY | O_CLOEXEC);
#else
    return open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
#endif
}

bool file_settled(const struct stat *st)
{
    return time(NULL) - st->st_ctim.tv_sec >= 2;
}

char *file_read_all(int fd, size_t hint, size_t max, size_t *len)
{
    size_t limit = max + 1;              /* a byte more than max tells a larger file */
    /* One byte more than expected, so that one read sees the end; and the NUL. */
    size_t capacity = (hint < max ? hint : max) + 2;
    char *data = xmalloc(capacity);
    size_t got = 0;
    while (got < limit) {
        if (got + 1 >= capacity) {
            capacity = capacity > limit / 2 ? limit + 1 : capacity * 2;
            data = xrealloc(data, capacity);
        }
        size_t want = capacity - 1 - got;
        ssize_t n = read(fd, data + got, want);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            int err = errno;
            free(data);
            errno = err;
            return NULL;
        }
        got += (size_t)n;
        /* A regular file gives less than asked only at its end. */
        if ((size_t)n < want)
            break;
    }
    data[got] = '\0';
    *len = got;
    return data;
}
