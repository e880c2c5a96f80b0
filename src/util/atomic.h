/* SPDX-License-Identifier: GPL-3.0-or-later */
/* atomic.h - writing a file whole or not at all: a temporary file beside
 * it, flushed to disk, renamed over it, the folder flushed too. A crash at
 * any moment leaves the old file or the new one, never a mix.
 *
 * Every file the game writes goes through here (saves, scores, stories, the
 * plugin cache). The temporary is ".NAME.tmp-PID-RANDOM" beside NAME: a
 * name nobody can guess or plant beforehand, created with O_EXCL|O_NOFOLLOW
 * (which fails on anything already there, a symbolic link included). The
 * temporaries a killed game left behind are removed at the next write of
 * the same file: those of a process that no longer runs, and, when the
 * caller holds a lock that keeps every other writer of the file away
 * (ATOMIC_LOCKED), all of them. Only regular files of the user's are
 * removed, and of the names earlier versions used ("NAME.tmp-PID") only
 * those that are empty or open as the new text does (they may be somebody
 * else's file).
 */
#ifndef BT_ATOMIC_H
#define BT_ATOMIC_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

enum {
    /* The file and its folder are flushed to disk, so that a crash keeps the
     * new file too (a save, a score, a story); a cache that a start can make
     * again does not wait for the disk. */
    ATOMIC_SYNC = 1,
    /* The caller holds a lock that keeps every other writer of the file
     * away: every temporary of it is stale. */
    ATOMIC_LOCKED = 2,
    /* The missing folders above the file are made, each searchable by
     * whoever may read the file (0755, 0700): the user's data or cache
     * folder may not exist on a first start. A save is not: a folder
     * removed under a game is told, not made again behind the player. */
    ATOMIC_MAKE_FOLDERS = 4
};

/* Where a write failed: the temporary file (the old file is untouched), or
 * the rename over the old file. */
typedef enum atomic_step { ATOMIC_WRITING, ATOMIC_REPLACING } atomic_step;

/* Writes len bytes of text to path with mode (0644, or 0600 for the user's
 * eyes only). False with errno set (and nothing changed at path)
 * when it cannot; *step (when not NULL) then says where it failed. */
bool atomic_write(const char *path, const char *text, size_t len, mode_t mode, unsigned flags,
                  atomic_step *step);

/* Writes all of buf to fd, again after a signal; false with errno set, ENOSPC
 * when the file takes nothing more. */
bool atomic_write_all(int fd, const char *buf, size_t len);

#endif
