/* SPDX-License-Identifier: GPL-3.0-or-later */
/* xalloc.h - allocation that never returns NULL: out of memory ends the program. */
#ifndef BT_XALLOC_H
#define BT_XALLOC_H

#include <stddef.h>
#include <stdlib.h>

void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *ptr, size_t size);
/* Grows an array of count items of size bytes to at least need items. */
void *xgrow(void *ptr, size_t *capacity, size_t need, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
