/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catalog.h - message catalogs (.mo files) checked before gettext reads them.
 *
 * glibc trusts a .mo file: a table offset past the end, a string without its
 * NUL, a hash table that never reaches an empty slot or a plural formula that
 * divides by zero crash or hang the program inside gettext. So before a text
 * domain is bound, every catalog gettext could open for it in the session's
 * languages is read and checked: its header, the offsets and lengths of its
 * tables and strings, its hash table and its plural formula. A catalog that
 * fails is named once on standard error with its problem, and its domain
 * speaks English; the game plays on.
 *
 * The candidates are the files LOCALEDIR/F/LC_MESSAGES/DOMAIN.mo of every
 * folder F whose language (F up to its first "_", "." or "@") is one the
 * session asks for, or one a locale alias of it names: more than gettext
 * opens, never fewer.
 */
#ifndef BT_CATALOG_H
#define BT_CATALOG_H

#include <stdbool.h>
#include <stddef.h>

#include "util/strbuf.h"

/* The result of checking one catalog. */
typedef struct catalog_verdict {
    bool ok;                /* gettext may read it */
    const char *problem;    /* when !ok: an untranslated msgid, a phrase such
                               as "its hash table lies outside the file" */
    long index;             /* the string the problem is about, or -1 */
} catalog_verdict;

/* Checks the bytes of a catalog (size bytes at data). */
catalog_verdict catalog_check(const unsigned char *data, size_t size);

/* Checks the file at path: only a regular file is read (a FIFO is not
 * waited on). */
catalog_verdict catalog_check_file(const char *path);

/* Remembers the catalogs found clean in cache_dir (the file
 * "catalogs-checked"), by what stat says of each, so that a later start
 * stats a catalog that has not changed instead of reading all of it again;
 * NULL (the default): every catalog is read and checked each time. */
void catalog_remember_in(const char *cache_dir);

/* Binds domain to the catalogs under localedir (UTF-8 output) after
 * checking them as above; a broken one leaves the domain in English. The
 * languages are those LANGUAGE names when it is called. */
void catalog_bind(const char *domain, const char *localedir);

/* Checks and binds again every domain bound so far, after the languages
 * changed. */
void catalog_recheck(void);

/* Appends what tells apart the catalogs gettext may read for domain now:
 * one line "PATH DEVICE INODE SIZE MTIME" for each file of the session's
 * languages under the folder it was bound to (nothing for a domain that
 * does not speak). A changed, added or removed catalog changes it. */
void catalog_identity(const char *domain, strbuf *out);

/* Whether lookups in domain may ask gettext (false: a catalog of it was
 * refused, and its texts stay as the program wrote them). */
bool catalog_speaks(const char *domain);

/* One translation of a catalog: context is the message's context (NULL:
 * none; borrowed for the call), text one of its forms (each plural form
 * is visited apart). */
typedef void (*catalog_visit)(void *user, const char *context, const char *text);
/* Visits every translation of the catalogs of domain (NULL: the game's) in
 * the session's languages, as bound and checked before: for checks that
 * must see every message at once. It reads the files again, so it is for a
 * start, not a turn. Nothing is visited when the domain does not speak. */
void catalog_each_translation(const char *domain, catalog_visit each, void *user);

#endif
