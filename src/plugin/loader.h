/* SPDX-License-Identifier: GPL-3.0-or-later */
/* loader.h - finds effect plugins in folders and registers them, refusing bad
 * ones clearly and never letting one take the program down.
 *
 * A start-up walks the folders in order and stats each "*.so" in them. A file
 * the plugin cache knows (same device, inode, size, modification and change
 * times) costs nothing more; a new or changed one is probed in a child process
 * (plugin/probe.h; bloodtrail's own, which come with the program, in this
 * one) and its verdict cached. A usable kind is registered
 * closed, and opened in this process only when something uses it (reg_find).
 *
 * A file that cannot be used (not a regular file, writable by everyone, not
 * a shared object, no entry symbol, another API version, a field that breaks
 * a rule, an init that refuses, crashes, exits or hangs, an id already
 * loaded or one that is not its to claim) is skipped with one translated line
 * on stderr that names the file, the reason and what to do, and is kept in
 * the registry's list of refused files.
 */
#ifndef BT_LOADER_H
#define BT_LOADER_H

#include <stdbool.h>
#include <stddef.h>

#include "plugin/cache.h"
#include "plugin/registry.h"
#include "util/strbuf.h"

typedef enum loader_origin {
    LOADER_ASKED,     /* named by --plugin-dir or BLOODTRAIL_PLUGIN_PATH: must exist */
    LOADER_USER,      /* the user's data folder: may be missing */
    LOADER_BUILTIN,   /* bloodtrail's own folder: the only source of ids without a namespace */
    LOADER_SYSTEM     /* the system's folder of third-party plugins (a distribution's
                         packages): may be missing, searched after bloodtrail's own */
} loader_origin;

typedef struct loader_folder {
    const char *dir;
    loader_origin origin;
} loader_folder;

typedef struct loader_options {
    /* Borrowed, and it must outlive the registry, which borrows its texts
     * (reg_keep). NULL: probe everything, keep nothing. */
    plugin_cache *cache;
    const char *const *disabled;    /* ids the user turned off */
    const char *const *disabled_in; /* for each, the file that says so; NULL: not known */
    size_t disabled_count;
} loader_options;

/* Appends the folder of entry's catalogs: its locale_dir (absolute, or
 * beside the plugin); without one, "locale" beside the plugin when it is
 * there, else the folder of the game's own catalogs. */
void loader_locale_dir(const reg_entry *entry, strbuf *out);

/* Registers the plugins of folders, in order, each folder's files in name
 * order; a folder named twice (or the same file reached twice) counts once,
 * and a folder that is bloodtrail's own counts as such wherever it is named.
 * Sets reg's opener. Returns how many kinds it registered. */
size_t loader_load_folders(registry *reg, const loader_folder *folders, size_t count,
                           const loader_options *opt);

/* The same for one folder, without a cache. */
size_t loader_load_dir(registry *reg, const char *dir, loader_origin origin);

/* Opens one file in this process at once, without a probe (for programs that
 * trust it: the tests, the benchmark); false (after saying why) if it was
 * skipped. */
bool loader_load_file(registry *reg, const char *path, loader_origin origin);

/* Opens entry's file in this process (the registry's opener). */
bool loader_open(const registry *reg, reg_entry *entry);

/* Closes every opened plugin whose file changed since it was opened (or
 * since it was refused) and opens it again, keeping the kind's place:
 * effects on creatures keep their kind and state, now with the new code,
 * and its catalogs are read again. The new file is first probed in a child
 * process (plugin/probe.h): one that crashes, exits or hangs in its loading
 * or init is refused there. Returns how many were reloaded; *refused counts
 * the files that failed, each said on stderr, whose kinds go on without
 * callbacks until a changed file is reloaded. */
size_t loader_reload(registry *reg, size_t *refused);

/* Binds entry's text domain to its catalogs (once); listing a kind's name
 * needs it even when the file is not open. */
void loader_bind(reg_entry *entry);

#endif
