/* SPDX-License-Identifier: GPL-3.0-or-later */
/* folder.c - the folders a file will live in. */
#include "config.h"

#include "util/folder.h"

#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "util/xalloc.h"

int folder_make_parents(const char *path, mode_t mode)
{
    char *copy = xstrdup(path);
    int error = 0;
    for (char *p = copy + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(copy, mode) == 0 || errno == EEXIST)
            error = 0;
        else
            error = errno;
        *p = '/';
    }
    free(copy);
    return error;
}
