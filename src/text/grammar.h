/* SPDX-License-Identifier: GPL-3.0-or-later */
/* grammar.h - the grammar of the session's language, as its translator
 * declares it in the "grammar" and "list" messages of the host's catalog:
 * the genders a noun may carry, the patterns that give a name the forms its
 * catalog entry does not write out, how a list is joined and a group
 * counted, and how two creatures of one kind are told apart.
 *
 * Each message is looked up once per language and kept: rendering a name or
 * a list asks nothing of gettext after the first time. The English originals
 * (the msgids) are the grammar of English, used where a text stands
 * untranslated.
 */
#ifndef BT_GRAMMAR_H
#define BT_GRAMMAR_H

#include <stdbool.h>
#include <stddef.h>

/* The genders a noun of the language may carry ("g:f" in its entry), as
 * tags separated by spaces: "m f n" (the only letters there are: a
 * language with other genders uses these for them). */
const char *grammar_genders(void);
/* Whether the len bytes at tag are a gender of the language. */
bool grammar_is_gender(const char *tag, size_t len);
/* The same against a list of genders given (po-check reads a catalog's own). */
bool grammar_genders_have(const char *genders, const char *tag, size_t len);

/* The patterns of a language for names: a proper name's ("Iva"), or a
 * common noun's of a gender (gender NULL, or not one of the three: the
 * default pattern). source: the English originals. Never NULL. */
const char *grammar_pattern(bool proper, const char *gender, size_t gender_len, bool source);
/* The default pattern of common nouns, where the gender's pattern lacks a
 * form. */
const char *grammar_common_pattern(bool source);

/* Joining a list: two items, an item before the rest, the last two of
 * three or more. Templates with {a} and {b}. */
const char *grammar_list_pair(bool source);
const char *grammar_list_middle(bool source);
const char *grammar_list_last(bool source);
/* A group of n things of one name in a list (n >= 2): {n} and {name}. */
const char *grammar_counted(unsigned long n, bool source);
/* A creature told apart from others of its kind: {name} and {mark}. */
const char *grammar_mark(bool source);

#endif
