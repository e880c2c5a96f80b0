/* SPDX-License-Identifier: GPL-3.0-or-later */
/* folder.c - the folders a file will live in. */
#include "config.h"

#include "util/folder.h"

#include <stdlib.h>
#include <sys/stat.h>

#include "util/xalloc.h"

void folder_make_parents(const char *path, mode_t mode)
{
    char *copy = xstrdup(path);
    for (char *p = copy + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        mkdir(copy, mode);
        *p = '/';
    }
    free(copy);
}
