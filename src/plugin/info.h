/* SPDX-License-Identifier: GPL-3.0-or-later */
/* info.h - what is known of one plugin file without opening it: which file
 * it is (path, device, inode, size, modification and change times), whether
 * it can be used, and its descriptor's data. A probe in a child process
 * finds it; the plugin cache keeps it between runs; both write it in the
 * same text form.
 *
 * A record is read as a descriptor is checked: it ends with a checksum of
 * its lines, every line must be one of its fields, given once, and a record
 * that says the file can be used must hold a descriptor that passes
 * check_descriptor (plugin/check.h); one of the plugin cache, its shape
 * (check_descriptor_shape), as info_read_cached says. Anything else is no
 * record, and the file is probed again.
 */
#ifndef BT_INFO_H
#define BT_INFO_H

#include <stdbool.h>

#include <bloodtrail/effect.h>

#include "plugin/refusal.h"
#include "util/strbuf.h"

/* Identifies one version of a file: a change to any of these is a new file.
 * The change time (ctime) is set by the kernel at every write, rename or
 * chmod and cannot be set back by hand, as the modification time can. */
typedef struct info_key {
    unsigned long long device, inode;
    long long size;
    long long mtime_sec;
    long mtime_nsec;
    long long ctime_sec;
    long ctime_nsec;
} info_key;

typedef struct plugin_info {
    char *path;              /* owned, unless borrowed */
    info_key key;
    refusal verdict;         /* REFUSAL_NONE: the file can be used */
    /* The descriptor's data (its texts owned, every callback NULL), as far
     * as its minor version has fields; only when the verdict is NONE. */
    bt_effect_kind desc;
    /* The texts (path, verdict, descriptor) point into the text the record
     * was read from (info_read_cached): info_release leaves them. */
    bool borrowed;
} plugin_info;

void info_init(plugin_info *info, const char *path, const info_key *key);
void info_release(plugin_info *info);
/* Makes to a deep copy of from. */
void info_copy(plugin_info *to, const plugin_info *from);
/* Copies the data of an open descriptor (not its callbacks). */
void info_set_desc(plugin_info *info, const bt_effect_kind *kind);

/* Whether two keys name the same version of a file. */
bool info_key_equal(const info_key *a, const info_key *b);

/* A key's line, "key DEVICE INODE SIZE MTIME NS CTIME NS", as a record
 * writes it; and its numbers (the text after "key ") read back, false when
 * they are not seven whole numbers in range. The plugin cache's folders
 * keep a key each too. */
void info_key_write(strbuf *out, const info_key *key);
bool info_key_read(const char *value, info_key *key);

/* Appends the record "plugin PATH" ... "end" (one field a line). */
void info_write(strbuf *out, const plugin_info *info);
/* Reads one record at *text, which it advances past the record's "end"
 * line; false (info released) when the text is not one. Modifies the text
 * in place. */
bool info_read(char **text, plugin_info *info);
/* The same for a record of the plugin cache, which this program wrote
 * from a probe's record. Its texts stay in the text (which must outlive
 * it): a cache of a thousand records reads without a malloc for each. And
 * the descriptor of a usable file is checked only for its shape
 * (check_descriptor_shape): it passed check_descriptor when it was probed,
 * and whether it does is a function of the record and of what the cache's
 * first line names (plugin/cache.c), so with the record's checksum holding
 * it would pass again. The shape is checked still, so that a record made by
 * hand with a right checksum cannot crash a start. */
bool info_read_cached(char **text, plugin_info *info);

/* A record's checksum, of the len bytes at text: 64 bits, mixed in eight
 * bytes at a time. Not against forgery (the cache is the player's own file),
 * but a line cut, copied, swapped or changed by a crash, a disk or a hand
 * shows: each step is a one-to-one function of the sum so far, so two texts
 * of the same length that differ in one place never have the same sum. */
unsigned long long info_checksum(const char *text, size_t len);

/* Ends the record written into out from start with its line "end
 * CHECKSUM" (of the record's lines). */
void info_seal(strbuf *out, size_t start);

/* The line "end CHECKSUM" that closes the record at text when it matches
 * the record's lines; NULL when there is none or it does not match. */
const char *info_sealed_end(const char *text);

/* Escapes a text for one line of a record ("\\" and "\n"), and back in
 * place. */
void info_escape(strbuf *out, const char *text);
void info_unescape(char *text);

#endif
