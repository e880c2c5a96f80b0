/* SPDX-License-Identifier: GPL-3.0-or-later */
/* paths.c - where bloodtrail finds its plugins, catalogs and data. */
#include "config.h"

#include "app/paths.h"

#include <stdlib.h>
#include <string.h>

#include "text/outside.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

/* The folder in a variable when it is an absolute path, else NULL. */
static const char *absolute_env(const char *var)
{
    const char *dir = getenv(var);
    return dir && dir[0] == '/' ? dir : NULL;
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

/* dir with tail appended (owned). */
static char *join(const char *dir, const char *tail)
{
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s%s", dir, tail);
    return sb_detach(&path);
}

void paths_init(bt_paths *paths)
{
    /* The build tree's own wrapper (src/bloodtrail there, written by make;
     * the program is src/.libs/bloodtrail, as libtool does it) says where
     * the trees are. Nothing of the build folder is compiled in: a folder
     * the program trusted because of its name could be made again, by any
     * user, where a package was built. The variables are the choice of the
     * user who runs the program, as --plugin-dir is. */
    const char *build = absolute_env("BLOODTRAIL_BUILD_TREE");
    const char *source = absolute_env("BLOODTRAIL_SOURCE_TREE");
    paths->build_tree = build && source;
    if (paths->build_tree) {
        paths->plugin_dir = join(build, "/plugins/.libs");
        paths->locale_dir = join(build, "/locale");
        paths->data_dir = join(source, "/data");
        paths->extra_plugin_dir = NULL;
    } else {
        paths->plugin_dir = xstrdup(BT_PLUGIN_DIR);
        paths->extra_plugin_dir = xstrdup(BT_EXTRA_PLUGIN_DIR);
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
    free(paths->extra_plugin_dir);
    free(paths->locale_dir);
    free(paths->data_dir);
    free(paths->user_dir);
    free(paths->cache_dir);
    free(paths->config_dir);
    memset(paths, 0, sizeof *paths);
}
