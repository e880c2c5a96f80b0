/* SPDX-License-Identifier: GPL-3.0-or-later */
/* xalloc.c - allocation that never returns NULL. */
#include "config.h"

#include "util/xalloc.h"

#include <stdio.h>
#include <string.h>

static void *checked(void *ptr)
{
    if (!ptr) {
        /* No translation here: gettext itself may need memory. */
        fputs("bloodtrail: out of memory\n", stderr);
        abort();
    }
    return ptr;
}

void *xmalloc(size_t size)
{
    return checked(malloc(size ? size : 1));
}

void *xcalloc(size_t count, size_t size)
{
    return checked(calloc(count ? count : 1, size ? size : 1));
}

void *xrealloc(void *ptr, size_t size)
{
    return checked(realloc(ptr, size ? size : 1));
}

void *xgrow(void *ptr, size_t *capacity, size_t need, size_t size)
{
    if (need <= *capacity)
        return ptr;
    size_t cap = *capacity ? *capacity : 4;
    while (cap < need)
        cap *= 2;
    *capacity = cap;
    return xrealloc(ptr, cap * size);
}

char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
    char *copy = xmalloc(n + 1);
    memcpy(copy, s, n);
    copy[n] = '\0';
    return copy;
}
