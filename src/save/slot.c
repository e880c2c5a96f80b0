/* SPDX-License-Identifier: GPL-3.0-or-later */
/* slot.c - where a game is kept: the save file checked, and its lock. */
#include "config.h"

#include "save/slot.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
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
 * NULL with errno set on a loop or an error. *found says whether it
 * exists, and *st then what lstat said of it: for what is no link, what
 * stat would say. */
static char *follow_links(const char *path, struct stat *st, bool *found)
{
    char *at = xstrdup(path);
    for (int hops = 0; hops < MAX_LINKS; hops++) {
        *found = lstat(at, st) == 0;
        if (!*found)
            return errno == ENOENT ? at : (free(at), NULL);
        if (!S_ISLNK(st->st_mode))
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
 * that exists. found says whether follow_links found it, st what it is. */
static slot_status check_target(const char *target, const char *shown, bool found,
                                const struct stat *st, bool *exists, strbuf *error)
{
    *exists = found;
    if (*exists) {
        if (S_ISDIR(st->st_mode))
            return fail(error, N_("cannot keep the game in {file}: it is a folder, not a file."),
                        shown, NULL, 0);
        if (!S_ISREG(st->st_mode))
            return fail(error, N_("cannot keep the game in {file}: it is not a regular file, "
                                  "but a device, a FIFO or a socket."),
                        shown, NULL, 0);
        return SLOT_OPEN;
    }
    char *folder = folder_of(target);
    struct stat folder_st;
    bool is_folder = stat(folder, &folder_st) == 0 && S_ISDIR(folder_st.st_mode);
    slot_status status = is_folder ? SLOT_OPEN
                                   : fail(error, N_("cannot keep the game in {file}: the folder "
                                                    "{folder} does not exist."),
                                          shown, &TPL_STR("folder", folder), 1);
    free(folder);
    return status;
}

/* The first line of every lock this game makes: a file without it (and not
 * empty) is somebody else's, and never written over nor removed. */
#define LOCK_SIGNATURE "bloodtrail save lock\n"

/* What a lock file holds: nothing yet (a game made it a moment ago, or was
 * killed at that moment), our signature and the number of the process that
 * made it, or anything else. */
typedef enum lock_kind { LOCK_EMPTY, LOCK_OURS, LOCK_FOREIGN } lock_kind;

/* How much of a lock is read: the signature and a process number fit. */
#define LOCK_TEXT_MAX 63

/* What the lock at fd holds; *bytes how much of it was read (-1: none). */
static lock_kind read_lock(int fd, long *pid, ssize_t *bytes)
{
    char text[LOCK_TEXT_MAX + 1];
    ssize_t n = pread(fd, text, LOCK_TEXT_MAX, 0);
    *bytes = n;
    *pid = 0;
    if (n == 0)
        return LOCK_EMPTY;
    if (n < 0)
        return LOCK_FOREIGN;
    text[n] = '\0';
    size_t sig = strlen(LOCK_SIGNATURE);
    if ((size_t)n < sig || memcmp(text, LOCK_SIGNATURE, sig) != 0)
        return LOCK_FOREIGN;
    *pid = strtol(text + sig, NULL, 10);
    return LOCK_OURS;
}

/* Whether the process pid still runs (one of another user's does too). */
static bool process_runs(long pid)
{
    return pid > 0 && (kill((pid_t)pid, 0) == 0 || errno == EPERM);
}

static slot_status in_use(save_slot *slot, long pid, strbuf *error)
{
    if (pid == (long)getpid())
        /* At "file>", the player typed the save the game could not be
         * written to. */
        fail(error, N_("{file} is where this game is kept already, and it could not be saved "
                       "there; name another file."),
             slot->shown, NULL, 0);
    else
        fail(error, N_("the save {file} is in use by another game (process {pid}); finish "
                       "that game first, or keep this one in another file."),
             slot->shown, &TPL_INT("pid", pid), 1);
    return SLOT_IN_USE;
}

static slot_status foreign(save_slot *slot, const char *lock, strbuf *error)
{
    return fail(error, N_("cannot keep the game in {file}: {lock} is in the way, and it is not "
                          "a lock of bloodtrail; it is left as it is. Move it away, or keep "
                          "the game in another file."),
                slot->shown, &TPL_STR("lock", lock), 1);
}

/* Opens the lock at path: made anew (*made), or the one there. -1 with
 * errno set when neither can be. */
static int open_lock(const char *path, bool *made)
{
    int fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    *made = fd >= 0;
    if (fd < 0 && errno == EEXIST)
        fd = open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    return fd;
}

/* Whether the file open as held (its fstat) is still the file named path
 * (a game that ended may have removed it after this one opened it). */
static bool still_named(const struct stat *held, const char *path)
{
    struct stat named;
    return stat(path, &named) == 0 && held->st_ino == named.st_ino &&
           held->st_dev == named.st_dev;
}

/* Writes the signature and this process's number into the lock. It is
 * written over what a killed game left there, and the file cut only when
 * that was longer: emptying it first would free its block, which a file
 * system mounted with "discard" tells the disk at once, and a start waited.
 * held is how much read_lock read of it: fewer bytes than it asked for are
 * the whole file (none, of a lock just made), and a file no longer than
 * what is written needs no fstat to tell. */
static void sign_lock(int fd, ssize_t held)
{
    char text[64];
    int len = snprintf(text, sizeof text, LOCK_SIGNATURE "%ld\n", (long)getpid());
    bool maybe_longer = held < 0 || held >= LOCK_TEXT_MAX || held > len;
    struct stat st;
    if (pwrite(fd, text, (size_t)len, 0) == len && maybe_longer && fstat(fd, &st) == 0 &&
        st.st_size > len)
        (void)!ftruncate(fd, len);
}

/* Takes NAME.bloodtrail-lock beside the save: made with O_EXCL and held with
 * flock(2) while the game runs. One that a killed game left (ours, not
 * held) is taken over; a file of that name that is not ours is refused and
 * left alone. Where flock does not work (NFS without lockd), the lock's
 * process number tells whether its game still runs. A folder that cannot
 * hold the lock cannot hold the save either: then the game goes on without
 * one, and saving says why it fails. */
static slot_status take_lock(save_slot *slot, strbuf *error)
{
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s.bloodtrail-lock", slot->path);
    slot_status status = SLOT_OPEN;
    for (int tries = 0;; tries++) {
        bool made;
        int fd = tries < 8 ? open_lock(path.buf, &made) : (errno = EAGAIN, -1);
        if (fd < 0) {
            int err = errno;
            if (err == ENOENT)                     /* removed between the two opens */
                continue;
            if (err == ELOOP)
                status = foreign(slot, path.buf, error);
            else if (err != EACCES && err != EROFS && err != EPERM)
                status = fail_errno(error, slot->shown, err);
            break;
        }
        struct stat st;
        if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            close(fd);
            status = foreign(slot, path.buf, error);
            break;
        }
        bool locked = flock(fd, LOCK_EX | LOCK_NB) == 0;
        bool held_elsewhere = !locked && (errno == EWOULDBLOCK || errno == EINTR);
        long pid;
        ssize_t bytes;
        lock_kind kind = read_lock(fd, &pid, &bytes);
        if (kind == LOCK_FOREIGN) {
            close(fd);
            status = foreign(slot, path.buf, error);
            break;
        }
        if (held_elsewhere || (!locked && !made && kind == LOCK_OURS && process_runs(pid))) {
            close(fd);
            status = in_use(slot, kind == LOCK_OURS ? pid : 0, error);
            break;
        }
        if (!still_named(&st, path.buf)) {
            close(fd);
            continue;
        }
        sign_lock(fd, bytes);
        slot->lock_fd = fd;
        slot->lock_path = sb_detach(&path);
        return SLOT_OPEN;
    }
    sb_release(&path);
    return status;
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
    int made = make_folders ? folder_make_parents(path, 0755) : 0;
    if (made) {
        char *folder = folder_of(path);
        tpl_arg args[] = { TPL_STR("folder", folder), TPL_STR("error", strerror(made)) };
        /* TRANSLATORS: the user's data folder (a read-only home); --save is
           the command-line option. */
        fail(error, N_("cannot keep the game in {file}: its folder {folder} cannot be made: "
                       "{error}. Name a file to keep it in with --save FILE."),
             shown, args, 2);
        free(folder);
        return SLOT_NO_FOLDER;
    }
    struct stat st;
    bool found;
    char *target = follow_links(path, &st, &found);
    if (!target)
        return fail_errno(error, shown, errno);
    slot_status status = check_target(target, shown, found, &st, &slot->exists, error);
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

bool slot_is(const save_slot *slot, const char *path)
{
    if (!slot->path || !*path)
        return false;
    struct stat st;
    bool found;
    char *target = follow_links(path, &st, &found);
    if (!target)
        return false;
    const char *a = strrchr(target, '/'), *b = strrchr(slot->path, '/');
    a = a ? a + 1 : target;
    b = b ? b + 1 : slot->path;
    char *fa = folder_of(target), *fb = folder_of(slot->path);
    struct stat sa, sb;
    bool same = strcmp(a, b) == 0 && stat(fa, &sa) == 0 && stat(fb, &sb) == 0 &&
                sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    free(fa);
    free(fb);
    free(target);
    return same;
}

void slot_close(save_slot *slot)
{
    if (slot->lock_path) {
        /* Only the game that holds the lock removes it, while still held: a
         * game that opens it now fails to lock it or finds it gone, and
         * makes a new one. */
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
