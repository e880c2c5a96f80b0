/* SPDX-License-Identifier: GPL-3.0-or-later */
/* folder.h - the folders a file will live in. */
#ifndef BT_FOLDER_H
#define BT_FOLDER_H

#include <sys/types.h>

/* Makes every folder above path that does not exist yet, with mode (a
 * user's data or cache folder may not exist on a first start). Returns 0,
 * or the error of the last folder that could not be made (EACCES in a
 * read-only home); a caller that does not ask leaves it to the open or
 * rename of the file itself to report, with its name. */
int folder_make_parents(const char *path, mode_t mode);

#endif
