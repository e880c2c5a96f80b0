/* SPDX-License-Identifier: GPL-3.0-or-later */
/* paths.h - where bloodtrail finds its plugins, catalogs and data: in the
 * build tree when its wrapper there runs it (BLOODTRAIL_BUILD_TREE and
 * BLOODTRAIL_SOURCE_TREE), else where "make install" put them. */
#ifndef BT_PATHS_H
#define BT_PATHS_H

#include <stdbool.h>

#include "util/strbuf.h"

typedef struct bt_paths {
    char *plugin_dir;   /* bloodtrail's own effect plugins */
    char *extra_plugin_dir; /* third-party plugins the system installed (never
                               built-in, searched after plugin_dir); NULL: none */
    char *locale_dir;   /* its message catalogs */
    char *data_dir;     /* its content files */
    char *user_dir;     /* $XDG_DATA_HOME/bloodtrail: saves, the user's plugins;
                           NULL when neither it nor $HOME is an absolute path */
    char *cache_dir;    /* $XDG_CACHE_HOME/bloodtrail: the plugin cache; NULL: none */
    char *config_dir;   /* $XDG_CONFIG_HOME/bloodtrail: the user's settings; NULL: none */
    bool build_tree;    /* told by the build tree's wrapper */
} bt_paths;

/* Fills paths (all strings owned; paths_release frees them).
 * BLOODTRAIL_LOCALE_DIR, when set, is the folder of the catalogs. */
void paths_init(bt_paths *paths);
void paths_release(bt_paths *paths);

/* How many columns of a path a message shows; the rest is "…". */
#define PATHS_SHOWN_COLUMNS 200

/* Appends path as a player reads it: "~/..." under $HOME, cleaned (as
 * text/outside.h does), and no longer than PATHS_SHOWN_COLUMNS. */
void paths_add_shown(strbuf *out, const char *path);

#endif
