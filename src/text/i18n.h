/* SPDX-License-Identifier: GPL-3.0-or-later */
/* i18n.h - the language of the session and checked translation lookups.
 *
 * bloodtrail speaks the language the player asks for even where the system
 * has no locale for it (a machine with only C and C.UTF-8): the choice comes
 * from --lang, else LANGUAGE, LC_ALL, LC_MESSAGES, LANG, and gettext is
 * steered to it through LANGUAGE under a UTF-8 locale.
 *
 * Every lookup is checked: a translation whose placeholders differ from its
 * original (a broken catalog dropped in) is not used; the original is, and
 * stderr names each refused message once.
 */
#ifndef BT_I18N_H
#define BT_I18N_H

#include <stdbool.h>
#include <stddef.h>

/* Chooses the language (lang may be NULL) and binds the host's text domain
 * to localedir. */
void i18n_init(const char *lang, const char *localedir);

/* The language code asked for ("bg", "de_AT", ...), "en" when none was. */
const char *i18n_language(void);

/* Binds a plugin's text domain to its catalogs (UTF-8 output). */
void i18n_bind(const char *domain, const char *localedir);

/* Lookups; domain NULL is the host's domain. The result is never NULL and
 * lives as long as the catalog: do not free it. */
const char *i18n_text(const char *domain, const char *msgid);
const char *i18n_ntext(const char *domain, const char *msgid, const char *msgid_plural,
                       unsigned long n);
const char *i18n_ptext(const char *domain, const char *context, const char *msgid);
/* The same for a text with a place of a few columns (a status-bar label): a
 * translation wider than columns is refused like a broken one. */
const char *i18n_ptext_fit(const char *domain, const char *context, const char *msgid,
                           size_t columns);
/* A message with a context and a plural. */
const char *i18n_nptext(const char *domain, const char *context, const char *msgid,
                        const char *msgid_plural, unsigned long n);
/* A message with a context that is not a sentence (a grammar pattern): its
 * translation may use any of the keys allowed (NULL-terminated), whatever
 * the original shows. */
const char *i18n_ptext_keys(const char *domain, const char *context, const char *msgid,
                            const char *const *allowed);

/* Counts the languages chosen so far: what is kept from a catalog (the
 * grammar) is looked up again when it changes. */
unsigned i18n_generation(void);

/* Whether gettext found a catalog of the game's for the session's language,
 * wherever its own search led it (a distribution may move catalogs, as
 * language packs do). */
bool i18n_found_catalog(void);

#define _(text) i18n_text(NULL, (text))
#define P_(context, text) i18n_ptext(NULL, (context), (text))
#define NG_(one, many, n) i18n_ntext(NULL, (one), (many), (n))
#ifndef N_
#define N_(text) text
#endif
#ifndef NC_
#define NC_(context, text) text
#endif
/* A sentence with a count and its plural, as two arguments (ctx_say_plural). */
#ifndef NP_
#define NP_(one, many) one, many
#endif
/* The same with a message context. */
#ifndef NCP_
#define NCP_(context, one, many) one, many
#endif

#endif
