/* SPDX-License-Identifier: GPL-3.0-or-later */
/* slot.c - where a game is kept: the save file checked, and its lock. */
#include "config.h"

#include "save/slot.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "text/i18n.h"
#include "text/template.h"
#include "util/folder.h"
#include "util/xalloc.h"

#define MAX_LINKS 40             /* as the kernel's ELOOP */

void slot_init(save_slot *slot)
{
    memset(slot, 0, sizeof *slot);
    slot->lock_fd = -1;
}

static slot_status fail(strbuf *error, const char *msgid, const char *shown,
                        const tpl_arg *extra, size_t nextra)
{
    tpl_render_led(error, _(msgid), &TPL_STR("file", shown), 1, extra, nextra);
    return SLOT_BAD_PATH;
}

static slot_status fail_errno(strbuf *error, const char *shown, int err)
{
    return fail(error, N_("cannot keep the game in {file}: {error}."), shown,
                &TPL_STR("error", strerror(err)), 1);
}

/* The folder part of path ("." when it has none); the caller frees it. */
static char *folder_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return xstrdup(".");
    if (slash == path)
        return xstrdup("/");
    return xstrndup(path, (size_t)(slash - path));
}

/* Follows symbolic links from path to what is not one (which may not exist);
 * NULL with errno set on a loop or an error. */
static char *follow_links(const char *path)
{
    char *at = xstrdup(path);
    for (int hops = 0; hops < MAX_LINKS; hops++) {
        struct stat st;
        if (lstat(at, &st) != 0)
            return errno == ENOENT ? at : (free(at), NULL);
        if (!S_ISLNK(st.st_mode))
            return at;
        char target[4096];
        ssize_t n = readlink(at, target, sizeof target - 1);
        if (n < 0) {
            free(at);
            return NULL;
        }
        target[n] = '\0';
        strbuf next;
        sb_init(&next);
        if (target[0] != '/') {
            char *folder = folder_of(at);
            sb_addf(&next, "%s/", folder);
            free(folder);
        }
        sb_adds(&next, target);
        free(at);
        at = sb_detach(&next);
    }
    free(at);
    errno = ELOOP;
    return NULL;
}

/* Whether target can be a save: a regular file, or nothing yet in a folder
 * that exists. */
static slot_status check_target(const char *target, const char *shown, bool *exists,
                                strbuf *error)
{
    struct stat st;
    *exists = stat(target, &st) == 0;
    if (*exists) {
        if (S_ISDIR(st.st_mode))
            return fail(error, N_("cannot keep the game in {file}: it is a folder, not a file."),
                        shown, NULL, 0);
        if (!S_ISREG(st.st_mode))
            return fail(error, N_("cannot keep the game in {file}: it is not a regular file, "
                                  "but a device, a FIFO or a socket."),
                        shown, NULL, 0);
        return SLOT_OPEN;
    }
    if (errno != ENOENT)
        return fail_errno(error, shown, errno);
    char *folder = folder_of(target);
    bool is_folder = stat(folder, &st) == 0 && S_ISDIR(st.st_mode);
    slot_status status = is_folder ? SLOT_OPEN
                                   : fail(error, N_("cannot keep the game in {file}: the folder "
                                                    "{folder} does not exist."),
                                          shown, &TPL_STR("folder", folder), 1);
    free(folder);
    return status;
}

/* The process that holds the lock, as it wrote itself in; 0 if unknown. */
static long holder(int fd)
{
    char text[32];
    ssize_t n = pread(fd, text, sizeof text - 1, 0);
    if (n <= 0)
        return 0;
    text[n] = '\0';
    return strtol(text, NULL, 10);
}

/* Takes FILE.lock. A folder that cannot hold it cannot hold the save either:
 * then the game goes on without a lock, and saving says why it fails. */
static slot_status take_lock(save_slot *slot, strbuf *error)
{
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s.lock", slot->path);
    for (int tries = 0; tries < 8; tries++) {
        int fd = open(path.buf, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
        if (fd < 0) {
            int err = errno;
            sb_release(&path);
            if (err == EACCES || err == EROFS || err == EPERM)
                return SLOT_OPEN;
            return fail_errno(error, slot->shown, err);
        }
        struct stat held, named;
        if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
            long pid = holder(fd);
            close(fd);
            sb_release(&path);
            fail(error, N_("the save {file} is in use by another game (process {pid}); finish "
                           "that game first, or keep this one in another file."),
                 slot->shown, &TPL_INT("pid", pid), 1);
            return SLOT_IN_USE;
        }
        /* The file may have been removed by a game that just ended, after
         * this one opened it: then the lock must be taken on a new one. */
        if (fstat(fd, &held) == 0 && stat(path.buf, &named) == 0 && held.st_ino == named.st_ino &&
            held.st_dev == named.st_dev && S_ISREG(held.st_mode)) {
            /* The number is only for the message of a second game. It is
             * written over what a game that ended without a word left
             * there, and the file cut only when that was longer: emptying
             * it first would free its block, which a file system mounted
             * with "discard" tells the disk at once, and a start waited. */
            char pid[32];
            int len = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
            if (pwrite(fd, pid, (size_t)len, 0) == len && held.st_size > len)
                (void)!ftruncate(fd, len);
            slot->lock_fd = fd;
            slot->lock_path = sb_detach(&path);
            return SLOT_OPEN;
        }
        close(fd);
    }
    sb_release(&path);
    return fail_errno(error, slot->shown, EAGAIN);
}

slot_status slot_open(save_slot *slot, const char *path, const char *shown, bool make_folders,
                      strbuf *error)
{
    slot_init(slot);
    if (!shown)
        shown = path;
    if (!*path)
        return fail(error, N_("a saved game needs a file name, not an empty one."), shown, NULL,
                    0);
    size_t len = strlen(path);
    if (path[len - 1] == '/')
        return fail(error, N_("cannot keep the game in {file}: it is a folder, not a file."),
                    shown, NULL, 0);
    if (make_folders)
        folder_make_parents(path, 0755);
    char *target = follow_links(path);
    if (!target)
        return fail_errno(error, shown, errno);
    slot_status status = check_target(target, shown, &slot->exists, error);
    if (status != SLOT_OPEN) {
        free(target);
        return status;
    }
    slot->path = target;
    slot->shown = xstrdup(shown);
    status = take_lock(slot, error);
    if (status != SLOT_OPEN)
        slot_close(slot);
    return status;
}

void slot_close(save_slot *slot)
{
    if (slot->lock_path) {
        /* Removed while still held: a game that opens it now fails to lock
         * it or finds it gone, and makes a new one. */
        unlink(slot->lock_path);
        free(slot->lock_path);
    }
    if (slot->lock_fd >= 0)
        close(slot->lock_fd);
    free(slot->path);
    free(slot->shown);
    slot_init(slot);
}

void slot_move(save_slot *to, save_slot *from)
{
    slot_close(to);
    *to = *from;
    slot_init(from);
}
