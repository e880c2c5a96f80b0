/* SPDX-License-Identifier: GPL-3.0-or-later */
/* file.h - reading a whole file the game was given a path to (a save, a
 * content file, a catalog, the plugin cache): only a regular file, never
 * waiting on a FIFO or a device, and never more than a limit. */
#ifndef BT_FILE_H
#define BT_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>

/* Why a path could not be opened as a regular file. */
typedef enum file_problem {
    FILE_FINE,
    FILE_CANNOT_OPEN,    /* open or fstat failed: errno says why */
    FILE_FOLDER,         /* a folder where a file should be */
    FILE_NOT_REGULAR     /* a FIFO, a device or a socket */
} file_problem;

/* Opens path for reading without waiting (a FIFO opens at once, and is then
 * refused), never as a controlling terminal, closed on exec; *st is what
 * fstat says. The descriptor, or -1 with *problem set (and errno for
 * FILE_CANNOT_OPEN). */
int file_open_regular(const char *path, struct stat *st, file_problem *problem);

/* A descriptor of the folder at path to state the files in it by their
 * names (fstatat): a walk of one name, not of every folder above it, for
 * each. Not for reading (O_PATH where there is one); -1 with errno. */
int file_open_folder(const char *path);

/* Whether what stat saw of a file or folder (st) last changed two seconds
 * ago or more, so that a cache may stamp it: a file system that counts
 * coarse times could leave a second change in the same tick with the same
 * stamp. */
bool file_settled(const struct stat *st);

/* Reads a regular file from fd's offset to its end, but no more than
 * max + 1 bytes (*len == max + 1: it holds more than max), into memory the
 * caller frees, with a NUL after what was read. hint is the size expected
 * (st_size): a file of that size is read in one call. NULL (errno set)
 * when a read fails. */
char *file_read_all(int fd, size_t hint, size_t max, size_t *len);

#endif
