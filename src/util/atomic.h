/* SPDX-License-Identifier: GPL-3.0-or-later */
/* atomic.h - writing a file whole or not at all: a temporary file beside
 * it, flushed to disk, renamed over it, the folder flushed too. A crash at
 * any moment leaves the old file or the new one, never a mix. */
#ifndef BT_ATOMIC_H
#define BT_ATOMIC_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Writes len bytes of text to path with mode (0644, or 0600 for the user's
 * eyes only), making its folders first, each searchable by whoever may read
 * the file (0755, 0700); a link at the temporary's name is not followed.
 * With sync, the file and its folder are flushed to disk, so that a crash
 * keeps the new file too (a score, a story); a cache that a start can make
 * again does not wait for the disk. False with errno set (and nothing
 * changed at path) when it cannot. */
bool atomic_write(const char *path, const char *text, size_t len, mode_t mode, bool sync);

/* Writes all of buf to fd, again after a signal; false with errno set, ENOSPC
 * when the file takes nothing more. */
bool atomic_write_all(int fd, const char *buf, size_t len);

#endif
