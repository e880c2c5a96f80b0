/* SPDX-License-Identifier: GPL-3.0-or-later */
/* adjective.h - adjectives a translator owns, and the phrase an adjective
 * makes with a noun ("a murky potion", "den trüben Trank", "мътната отвара",
 * "las pociones turbias").
 *
 * An adjective is a catalog entry, as a name is (name.h):
 *
 *     BASE|stem:STEM|KEY:TEXT|KEY:TEXT...
 *
 * BASE is the adjective as a dictionary gives it ("trüb", "мътен",
 * "turbio"). Its forms are named by keys the language chooses, words of
 * lowercase letters joined by dots: German by its endings ("e", "en",
 * "er", "es", "em"), Bulgarian by gender, number and article ("f",
 * "m.def", "pl.def"), Spanish by gender and number ("f", "pl.m"). A form
 * the entry does not write out comes from the language's adjective
 * pattern (the message "grammar: adjective"), which builds every form
 * from {name}, the base, and {stem}, the entry's "stem:" or else the base:
 * German "e:{stem}e|en:{stem}en|...", so "trüb" needs nothing more and
 * "dunkel|stem:dunkl" one item. An irregular adjective writes out what the
 * pattern would get wrong ("hoch|stem:hoh", "lila|e:lila|en:lila|...").
 *
 * Where the adjective goes and which of its forms goes with which form of
 * the noun is the language's phrase pattern, one for each gender of the
 * noun (the messages "grammar: adjective phrase, masculine noun", ... and
 * "grammar: adjective phrase" for a noun without a gender): FORM:TEXT
 * items as a noun's pattern has, whose text says {adj:KEY} for the
 * adjective's form KEY ({adj} for its base) and {noun:FORM} for the noun in
 * one of its forms ({noun} for the form being asked). German declines the
 * adjective by the article before it ("der trübe Trank", "ein trüber
 * Trank", "trüber Trank": weak, mixed, strong) and writes the article in
 * the phrase; Bulgarian puts the article on the adjective, the first word
 * ("мътната отвара"); Spanish puts the adjective after the noun in every
 * form ("sg:{noun} {adj:f}"). A form the phrase pattern lacks falls back as
 * a name's does (name.h): to the nominative, then no article, then from
 * "count" to "pl" to the singular.
 *
 * A phrase is a bt_name whose adjective is set: its gender and number are
 * the noun's, so selections agree with it as with the noun alone.
 */
#ifndef BT_ADJECTIVE_H
#define BT_ADJECTIVE_H

#include <stdbool.h>
#include <stddef.h>

#include "text/name.h"
#include "util/strbuf.h"

/* Appends the form key (len bytes) of the adjective entry: the entry's
 * own, else the language's pattern's, else the base. source: in English
 * (the adjective pattern of the msgid). */
void adj_render(strbuf *out, const char *entry, const char *key, size_t len, bool source);

/* Appends the phrase name->adjective + name in form (name.h's forms);
 * name_render does this for a name with an adjective. */
void adj_render_phrase(strbuf *out, const bt_name *name, const char *form, bool source);

/* Whether text, as a player typed it, is the start of the phrase in one of
 * its forms, of the noun alone or of the adjective's base. */
bool adj_phrase_matches(const bt_name *name, const char *text);

/* The patterns of the session's language (source: the English ones):
 * the adjective's, and the phrase's for a noun of a gender (gender NULL or
 * not one of m f n: the phrase pattern of a noun without one). Never NULL. */
const char *adj_pattern(bool source);
const char *adj_phrase_pattern(const char *gender, size_t gender_len, bool source);

/* What is wrong, in English (for po-check), or NULL:
 * - with an adjective entry, against the catalog's adjective pattern: an
 *   empty base, an item that is not KEY:TEXT, a key that is not words of
 *   lowercase letters, a key the pattern does not give (a typo: "akk");
 * - with an adjective pattern: an item that is not KEY:TEXT, a key that is
 *   not words, a placeholder other than {name} and {stem};
 * - with a phrase pattern: an item that is not FORM:TEXT, a form that is no
 *   form of a name, a placeholder other than {adj} and {noun}, an
 *   {adj:KEY} whose key the adjective pattern does not give (a regular
 *   adjective would lack it), a {noun:FORM} that is not a form. */
const char *adj_entry_problem(const char *entry, const char *pattern);
const char *adj_pattern_problem(const char *pattern);
const char *adj_phrase_problem(const char *phrase, const char *pattern);

#endif
