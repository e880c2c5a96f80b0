/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cache.h - what earlier runs learnt of each plugin file, kept in one file.
 *
 * The plugin cache ($XDG_CACHE_HOME/bloodtrail/plugins) holds one record per
 * file: the file's key (device, inode, size, modification and change times), the verdict
 * of its probe and its descriptor's data; and one per folder walked: its key
 * and the plugin files it held. A start-up reads this one file
 * instead of opening every plugin; a file whose key changed is probed again.
 * A cache written by another version of bloodtrail, in a language of other
 * genders (a plugin's template may choose by them), or damaged, is ignored
 * whole (everything is probed again) and rewritten.
 */
#ifndef BT_CACHE_H
#define BT_CACHE_H

#include <stdbool.h>
#include <stddef.h>

#include "plugin/info.h"

typedef struct plugin_cache plugin_cache;

/* Reads the cache at path (NULL or a missing file: an empty cache). */
plugin_cache *cache_read(const char *path);
void cache_free(plugin_cache *cache);

/* The record of path, if its key is still key; NULL otherwise. The texts
 * of a record stay where they are as long as the cache lives (and its path
 * is not put again): a registry may borrow them. */
const plugin_info *cache_find(const plugin_cache *cache, const char *path, const info_key *key);
/* Keeps info (copied) for path, replacing an older record. */
void cache_put(plugin_cache *cache, const plugin_info *info);
/* The plugin files a walk found in a folder (plugin/loader.c), kept by the
 * folder's key: its times change whenever a name in it is added, removed or
 * renamed, so while the key is the same the folder holds the same names. */
typedef struct cache_folder {
    const char *path;        /* the folder, resolved */
    info_key key;
    const char *names;       /* each ended by a NUL, in the walk's order */
    size_t names_len, count; /* the bytes of names (with their NULs), and their number */
    char *own;               /* owned memory of the texts, or NULL: the cache's text */
} cache_folder;

/* The folder's record at path if its key is still key; NULL otherwise. */
const cache_folder *cache_find_folder(const plugin_cache *cache, const char *path,
                                      const info_key *key);
/* Keeps the count names (each ended by a NUL, names_len bytes in all) of
 * the folder at path (copied), replacing an older record. */
void cache_put_folder(plugin_cache *cache, const char *path, const info_key *key,
                      const char *names, size_t names_len, size_t count);
/* Whether anything was put since it was read. */
bool cache_changed(const plugin_cache *cache);

/* Writes the records whose files still exist to the cache's path (making
 * its folders), atomically; false when it cannot (then the game goes on,
 * and the next start probes again). */
bool cache_write(plugin_cache *cache);

#endif
