/* SPDX-License-Identifier: GPL-3.0-or-later */
/* paths.c - where bloodtrail finds its plugins, catalogs and data. */
#include "config.h"

#include "app/paths.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "text/outside.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

/* Whether this program is the one built in the build tree (not installed):
 * then it uses the build tree's plugins and catalogs and the source's data. */
static bool running_from_build_tree(void)
{
    char exe[PATH_MAX], built[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return false;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return false;
    *slash = '\0';
    /* The kernel names the program without links: the build folder as
     * configured is compared first, resolved only when it differs. */
    return strcmp(exe, BT_BUILD_DIR "/src") == 0 ||
           (realpath(BT_BUILD_DIR "/src", built) && strcmp(exe, built) == 0);
}

/* $VAR/bloodtrail when VAR is an absolute path, else $HOME/fallback/bloodtrail;
 * NULL when neither is there: without a home there is no user folder, and
 * a relative one would put files wherever the program was started. */
static char *xdg_dir(const char *var, const char *fallback)
{
    const char *xdg = getenv(var);
    const char *home = getenv("HOME");
    if (!(xdg && xdg[0] == '/') && !(home && home[0] == '/'))
        return NULL;
    strbuf dir;
    sb_init(&dir);
    if (xdg && xdg[0] == '/')
        sb_addf(&dir, "%s/bloodtrail", xdg);
    else
        sb_addf(&dir, "%s/%s/bloodtrail", home, fallback);
    return sb_detach(&dir);
}

void paths_init(bt_paths *paths)
{
    paths->build_tree = running_from_build_tree();
    if (paths->build_tree) {
        paths->plugin_dir = xstrdup(BT_BUILD_DIR "/plugins/.libs");
        paths->locale_dir = xstrdup(BT_BUILD_DIR "/locale");
        paths->data_dir = xstrdup(BT_SOURCE_DIR "/data");
    } else {
        paths->plugin_dir = xstrdup(BT_PLUGIN_DIR);
        paths->locale_dir = xstrdup(BT_LOCALE_DIR);
        paths->data_dir = xstrdup(BT_DATA_DIR);
    }
    /* A translator tries a catalog without installing it. */
    const char *locale = getenv("BLOODTRAIL_LOCALE_DIR");
    if (locale && *locale) {
        free(paths->locale_dir);
        paths->locale_dir = xstrdup(locale);
    }
    paths->user_dir = xdg_dir("XDG_DATA_HOME", ".local/share");
    paths->cache_dir = xdg_dir("XDG_CACHE_HOME", ".cache");
    paths->config_dir = xdg_dir("XDG_CONFIG_HOME", ".config");
}

void paths_add_shown(strbuf *out, const char *path)
{
    const char *home = getenv("HOME");
    size_t len = home ? strlen(home) : 0;
    while (len > 1 && home[len - 1] == '/')
        len--;
    if (len > 1 && home[0] == '/' && strncmp(path, home, len) == 0 && path[len] == '/') {
        sb_addc(out, '~');
        path += len;
    }
    /* A path is a name to read, not a file to page through: one of 120 KB
     * given to --save is quoted by its start. */
    outside_add_quoted(out, path, PATHS_SHOWN_COLUMNS);
}

void paths_release(bt_paths *paths)
{
    free(paths->plugin_dir);
    free(paths->locale_dir);
    free(paths->data_dir);
    free(paths->user_dir);
    free(paths->cache_dir);
    free(paths->config_dir);
    memset(paths, 0, sizeof *paths);
}
