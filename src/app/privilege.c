/* SPDX-License-Identifier: GPL-3.0-or-later */
/* privilege.c - giving up a set-user-ID or set-group-ID privilege.
 *
 * bloodtrail keeps scores, saves and settings per user, so a privilege
 * would serve nothing of the game's: it would only hand the games group (or
 * an owner) to the user's plugins, mods and saves, which are code and files
 * the user chooses. So the game gives it up before it reads anything, then
 * refuses to run (main.c says why, in the player's language): a packager
 * installs it 0755. */
#include "config.h"

#include "app/privilege.h"

#include <sys/auxv.h>
#include <unistd.h>

privilege_state privilege_drop(void)
{
    uid_t uid = getuid();
    gid_t gid = getgid();
    bool set_id = geteuid() != uid || getegid() != gid;
    if (!set_id)
        /* The kernel also marks a start secure for file capabilities, which
         * setting IDs does not take away. */
        return getauxval(AT_SECURE) ? PRIVILEGE_KEPT : PRIVILEGE_NONE;
    /* The group first: without the user ID's privilege it could not be
     * changed any more. The saved IDs go too, so nothing can take it back. */
    if (setresgid(gid, gid, gid) != 0 || setresuid(uid, uid, uid) != 0 ||
        geteuid() != uid || getegid() != gid)
        return PRIVILEGE_KEPT;
    return PRIVILEGE_DROPPED;
}
