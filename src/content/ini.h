/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ini.h - reads a content file (INI, as libinih reads it) and knows which line
 * each key came from, so every problem can be reported as "file:line: ...". */
#ifndef BT_INI_H
#define BT_INI_H

#include <stdbool.h>
#include <stdio.h>

#include "text/template.h"
#include "util/strbuf.h"

typedef struct ini_file ini_file;

/* Called for every key; returns false after ini_fail() to reject the file. */
typedef bool (*ini_key_fn)(ini_file *file, void *user, const char *section, const char *key,
                           const char *value);

struct ini_file {
    const char *path;       /* as shown in messages */
    int line;               /* the line being read */
    int section_line;       /* the line of the last [section] header */
    strbuf error;           /* the first problem, translated, "file:line: ..." */
};

/* Reads path, calling fn for each key. Returns false when the file cannot be
 * read or a key was rejected; file->error then says why. The caller releases
 * file->error (ini_release). */
bool ini_read(ini_file *file, const char *path, const char *shown_as, ini_key_fn fn, void *user);
void ini_release(ini_file *file);

/* The largest content file read, in bytes: a map of 1000 by 1000 cells is
 * 1 MiB. */
#define INI_MAX_BYTES (16 << 20)

/* Reads a whole content file into memory the caller frees, NUL-terminated
 * (*len bytes before the NUL); only a regular file is read (a FIFO is not
 * waited on, a folder is named as one). NULL with the reason, naming shown,
 * in error. */
char *ini_load(const char *path, const char *shown, size_t *len, strbuf *error);

/* Records a problem at the current line (the first one wins); msgid is a
 * template translated here; {file} and {line} are filled in. Returns false. */
bool ini_fail(ini_file *file, const char *msgid, const tpl_arg *args, size_t nargs);
/* The same at a line remembered earlier. */
bool ini_fail_at(ini_file *file, int line, const char *msgid, const tpl_arg *args, size_t nargs);

/* Value parsers: false (with the problem recorded) on a bad value. */
bool ini_int(ini_file *file, const char *key, const char *value, int min, int max, int *out);
/* "3-7" or "5" */
bool ini_range(ini_file *file, const char *key, const char *value, int min, int max, int *lo,
               int *hi);
bool ini_bool(ini_file *file, const char *key, const char *value, bool *out);
/* Reports a key the section does not know. */
bool ini_unknown_key(ini_file *file, const char *section, const char *key);

#endif
