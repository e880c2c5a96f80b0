/* SPDX-License-Identifier: GPL-3.0-or-later */
/* trust.c - whether a plugin file may be loaded at all (see trust.h). */
#include "config.h"

#include "plugin/trust.h"

#include <errno.h>
#include <grp.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/xalloc.h"

/* The name of user uid, or its number, into buf. */
static const char *user_name(uid_t uid, char *buf, size_t size)
{
    struct passwd *pw = getpwuid(uid);
    if (pw && pw->pw_name)
        snprintf(buf, size, "%s", pw->pw_name);
    else
        snprintf(buf, size, "%lu", (unsigned long)uid);
    return buf;
}

static bool owned_well(const struct stat *st, uid_t player)
{
    return st->st_uid == player || st->st_uid == 0;
}

/* Whether the group of st is its owner's private group: of the owner's name,
 * with no member but the owner (OpenSSH's test). */
static bool private_group(const struct stat *st)
{
    struct passwd *pw = getpwuid(st->st_uid);
    if (!pw || !pw->pw_name)
        return false;
    char owner[256];
    snprintf(owner, sizeof owner, "%s", pw->pw_name);
    struct group *gr = getgrgid(st->st_gid);
    if (!gr || !gr->gr_name || strcmp(gr->gr_name, owner) != 0)
        return false;
    for (char **m = gr->gr_mem; m && *m; m++)
        if (strcmp(*m, owner) != 0)
            return false;
    return true;
}

/* The problem with st (the file or folder at path), or false. The plugin's
 * own folder (own) may not be sticky and writable by others. */
static bool judge(const char *path, const struct stat *st, bool folder, bool own, uid_t player,
                  refusal *why)
{
    char name[256];
    if (!owned_well(st, player)) {
        refusal_set(why, folder ? REFUSAL_FOLDER_NOT_OWNED : REFUSAL_NOT_OWNED,
                    user_name(st->st_uid, name, sizeof name), folder ? path : NULL, 0);
        return false;
    }
    if (st->st_mode & S_IWOTH) {
        bool sticky = folder && (st->st_mode & S_ISVTX);
        if (!folder)
            refusal_set(why, REFUSAL_WRITABLE, NULL, NULL, 0);
        else if (!sticky)
            refusal_set(why, REFUSAL_FOLDER_WRITABLE, NULL, path, 0);
        else if (own)
            refusal_set(why, REFUSAL_FOLDER_STICKY, NULL, path, 0);
        if (!sticky || own)
            return false;
    }
    if ((st->st_mode & S_IWGRP) && !private_group(st)) {
        refusal_set(why, folder ? REFUSAL_FOLDER_GROUP_WRITABLE : REFUSAL_GROUP_WRITABLE, NULL,
                    folder ? path : NULL, 0);
        return false;
    }
    return true;
}

bool trust_folder(const char *real, const struct stat *known, size_t known_count, uid_t player,
                  refusal *why)
{
    char *at = xstrdup(real);
    bool ok = true;
    for (size_t level = 0; ok; level++) {
        bool own = level == 0;
        struct stat st;
        if (level < known_count)
            st = known[level];
        else if (stat(*at ? at : "/", &st) != 0) {
            refusal_set(why, REFUSAL_NOT_LOADABLE, NULL, strerror(errno), 0);
            ok = false;
            break;
        }
        ok = judge(*at ? at : "/", &st, true, own, player, why);
        char *slash = strrchr(at, '/');
        if (!*at || !slash)
            break;
        *slash = '\0';              /* "/a/b" -> "/a" -> "" (the root) */
    }
    free(at);
    return ok;
}

bool trust_file(const char *path, const struct stat *lst, const char *folder_real, uid_t player,
                refusal *why)
{
    char real[PATH_MAX];
    struct stat st;
    /* A file that is no link is in the folder already judged: the caller's
     * lstat says all, no realpath (a thousand plugins are stated at every
     * start). */
    if (folder_real && !S_ISLNK(lst->st_mode))
        return judge(path, lst, false, false, player, why);
    if (!realpath(path, real) || stat(real, &st) != 0) {
        refusal_set(why, REFUSAL_NOT_LOADABLE, NULL, strerror(errno), 0);
        return false;
    }
    if (!judge(path, &st, false, false, player, why))
        return false;
    /* A link may lead elsewhere: the folders of what it names count. */
    char *slash = strrchr(real, '/');
    *slash = '\0';
    if (folder_real && strcmp(real, folder_real) == 0)
        return true;
    return trust_folder(*real ? real : "/", NULL, 0, player, why);
}
