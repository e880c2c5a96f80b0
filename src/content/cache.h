/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cache.h - the game's content as it was last read, kept whole in one file
 * of the user's cache folder ($XDG_CACHE_HOME/bloodtrail/content-*), as
 * DCSS keeps its compiled maps: a start that finds every data file as it
 * was then reads that one file instead of parsing each data file again,
 * which was a third of the work before the first map.
 *
 * The file says which files it was made from (their size, times and inode,
 * and those of their folders, so a file added or removed is seen too), the
 * effects the plugins provided then (the content was checked against them)
 * and which build made it (a fingerprint of the schemas); a data file that
 * changed, a plugin added, gone or turned off, a cache of another build,
 * and a damaged or truncated cache
 * (a checksum, and every value checked against its field's bounds as it is
 * read) are passed over without a word: the data files are read as always
 * and the cache is written again. Only the game's own content is kept: a
 * content folder with a content.ini (a text domain of its own) is read
 * every time, and mods are read over the content as they always are.
 */
#ifndef BT_CONTENT_CACHE_H
#define BT_CONTENT_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "content/content.h"

/* Fills c (whose tables have their schemas, and nothing else) with the
 * content of dir as the cache in cache_dir keeps it; false when there is no
 * usable cache (what was read is in c, for content_release). The content
 * passed the loader's checks, against the same effects of kinds, when the
 * cache was written: only what the loader derives is left to the caller. */
bool content_cache_read(content *c, const char *cache_dir, const char *dir, bool vaults,
                        const registry *kinds);

/* Keeps c, just read from dir and checked against the effects of kinds,
 * in cache_dir for the next start. Best effort: a cache that cannot be
 * written is not missed. */
void content_cache_write(const content *c, const char *cache_dir, const char *dir, bool vaults,
                         const registry *kinds);

/* The checksum a cache keeps of its bytes after its header (the fuzz
 * driver of the cache sets it right on the inputs it makes). */
uint64_t content_cache_checksum(const char *bytes, size_t len);

#endif
