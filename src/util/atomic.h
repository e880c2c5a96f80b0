/* atomic.h - writing a file whole or not at all: a temporary file beside
 * it, flushed to disk, renamed over it, the folder flushed too. A crash at
 * any moment leaves the old file or the new one, never a mix. */
#ifndef BT_ATOMIC_H
#define BT_ATOMIC_H

#include <stdbool.h>
#include <stddef.h>

/* Writes len bytes of text to path, making its folders first; false with
 * errno set (and nothing changed at path) when it cannot. */
bool atomic_write(const char *path, const char *text, size_t len);

#endif
