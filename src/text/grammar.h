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

#include "util/strbuf.h"

/* The genders a noun of the language may carry ("g:f" in its entry), as
 * tags separated by spaces: "m f n" (the only letters there are: a
 * language with other genders uses these for them). */
const char *grammar_genders(void);
/* The same against a list of genders given (po-check reads a catalog's own). */
bool grammar_genders_have(const char *genders, const char *tag, size_t len);

/* The forms every name of the language must write out (the catalog's
 * "required forms"), space-separated; "" for none. */
const char *grammar_required(void);
/* The same read from a catalog's text of that message ("none": ""). */
const char *grammar_required_forms(const char *text);
/* Into out, the forms declared (a catalog's "required forms") asks of a name
 * of context: "acc" of every one, or by context ("creature: acc; item:
 * acc"), space-separated. */
void grammar_required_in(const char *declared, const char *context, strbuf *out);

/* The patterns of a language for names: a proper name's ("Iva"), or a
 * common noun's of a gender (gender NULL, or not one of the three: the
 * default pattern). source: the English originals. Never NULL. */
const char *grammar_pattern(bool proper, const char *gender, size_t gender_len, bool source);
/* The pattern of weak nouns ("decl:weak" in an entry; {stem} is its
 * "stem:"). */
const char *grammar_weak_pattern(bool source);
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

/* The keys a translation of a message may use whatever its original shows
 * (NULL-terminated), or NULL when it must use the original's: the patterns
 * ({name}, {pl}, {count}), the list joins, the mark ({bare} beside {name})
 * and the few texts that name nothing in English but agree with a name in
 * other languages (" (ready)" with {skill}). The game's lookups and the
 * catalog check (po-check) both ask here, so they agree. */
const char *const *grammar_free_keys(const char *context, const char *msgid);

/* The context of a text that agrees with a skill: " (ready)" is "(lista)"
 * for a feminine skill in Spanish. */
#define GRAMMAR_SKILL_STATE "skill state"

#endif
