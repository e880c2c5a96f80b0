/* SPDX-License-Identifier: GPL-3.0-or-later */
/* slot.h - where a game is kept: the save file a path names, checked before
 * the game starts, and a lock that keeps a second game away from it.
 *
 * The path may not be empty, a folder, or anything but a regular file (a
 * FIFO would hang the start, and a device such as /dev/null would be
 * replaced by the first save). A symbolic link is followed to the file it
 * names, which is then the one written (the link stays a link); it must be a
 * regular file or not exist yet, in a folder that exists.
 *
 * The lock is FILE.bloodtrail-lock beside that file (a name no other tool
 * uses), made with O_EXCL, held with flock(2) while the game runs and
 * removed by that game when it ends; it holds a signature and the number of
 * the process. A game killed with SIGKILL leaves it behind, unlocked: the
 * next game takes it over. A file of that name that is not such a lock is
 * refused by name and never touched.
 */
#ifndef BT_SAVE_SLOT_H
#define BT_SAVE_SLOT_H

#include <stdbool.h>

#include "util/strbuf.h"

typedef struct save_slot {
    char *path;          /* the file written (a link's target); NULL: no save */
    char *shown;         /* the path as the player gave it, as messages show it */
    char *lock_path;     /* NULL while no lock is held */
    int lock_fd;
    bool exists;         /* a file was there when the slot was opened */
} save_slot;

typedef enum slot_status {
    SLOT_OPEN,           /* checked and locked */
    SLOT_BAD_PATH,       /* the path cannot hold a save */
    SLOT_IN_USE,         /* another game holds the lock */
    SLOT_NO_FOLDER       /* the user's folder cannot be made (a read-only home) */
} slot_status;

/* An empty slot (no save). */
void slot_init(save_slot *slot);

/* Checks path and takes its lock; shown is how messages name it (NULL: the
 * path itself). With make_folders the missing folders of the path are made
 * (the user's data folder). On failure error holds a translated reason and
 * slot is left empty. */
slot_status slot_open(save_slot *slot, const char *path, const char *shown, bool make_folders,
                      strbuf *error);

/* Whether path names the file of slot (after links, whatever its spelling). */
bool slot_is(const save_slot *slot, const char *path);

/* Releases the lock (removing its file) and empties the slot. */
void slot_close(save_slot *slot);

/* Moves the slot from into to (to is closed first); from is left empty. */
void slot_move(save_slot *to, save_slot *from);

#endif
