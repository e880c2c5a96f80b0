/* SPDX-License-Identifier: GPL-3.0-or-later */
/* template.h - messages with named placeholders: "{name} loses blood ({n})."
 *
 * Every translated message of bloodtrail is a template:
 *   {key}           the argument key: a number, a text, a name in its
 *                   nominative, a list;
 *   {key:FORM}      a name or a list in another form: {victim:acc},
 *                   {item:a.acc}, {list:a.acc} (name.h tells the forms);
 *   {key?TAGS:TEXT|TAGS:TEXT|TEXT}
 *                   a selection: the first branch whose tags the argument
 *                   has, else the last branch, which has no tags (the
 *                   default; there must be one). Tags are a name's gender
 *                   (m, f, n: "{name?f:aturdida|aturdido}"), "pl" or "sg"
 *                   (a list of several, a plural name), or a number
 *                   ("{n?1:one|2:two|{n}}"); several tags for one branch
 *                   are joined by commas ("f,n:..."). A branch may hold
 *                   placeholders and selections of its own.
 * "{{" and "}}" stand for literal braces, "||" for a bar inside a branch.
 * Selections nest at most TPL_MAX_DEPTH deep; a deeper text is malformed.
 * {hero} is the hero in every message, even where the original does not
 * name it, so a translation can agree with the player's hero ("Estás
 * aturdida"). A name or list at the very start of a message is written with
 * a capital, whatever the language's script.
 */
#ifndef BT_TEMPLATE_H
#define BT_TEMPLATE_H

#include <stdbool.h>
#include <stddef.h>

#include "text/name.h"
#include "text/tally.h"
#include "util/strbuf.h"

/* A string argument comes from anywhere (a name typed, a file, a plugin), so
 * it is shown through text/outside.h: harmful characters become visible
 * substitutes. A TPL_VALUE is a value being refused: a message quotes only
 * its first OUTSIDE_QUOTE_COLUMNS columns. */
#define TPL_MAX_DEPTH 32

typedef enum tpl_type { TPL_INT, TPL_STR, TPL_NAME, TPL_LIST, TPL_VALUE } tpl_type;

typedef struct tpl_arg {
    const char *key;
    tpl_type type;
    union {
        long i;
        const char *s;
        const bt_name *name;
        const tally *list;
    } v;
} tpl_arg;

#define TPL_INT(k, x) ((tpl_arg){ .key = (k), .type = TPL_INT, .v.i = (x) })
#define TPL_STR(k, x) ((tpl_arg){ .key = (k), .type = TPL_STR, .v.s = (x) })
#define TPL_VALUE(k, x) ((tpl_arg){ .key = (k), .type = TPL_VALUE, .v.s = (x) })
#define TPL_NAME(k, x) ((tpl_arg){ .key = (k), .type = TPL_NAME, .v.name = (x) })
#define TPL_LIST(k, x) ((tpl_arg){ .key = (k), .type = TPL_LIST, .v.list = (x) })

/* Appends tmpl to out with its placeholders filled from args. A placeholder
 * without an argument is copied as it stands, so a mistake shows. */
void tpl_render(strbuf *out, const char *tmpl, const tpl_arg *args, size_t nargs);
/* The same with two lists of arguments: lead (what the caller adds, as the
 * file and line of a message) and args (what it was given). */
void tpl_render_led(strbuf *out, const char *tmpl, const tpl_arg *lead, size_t nlead,
                    const tpl_arg *args, size_t nargs);
/* The same for an English original that stands untranslated: names take
 * their English forms, whatever language the session speaks. */
void tpl_render_source(strbuf *out, const char *tmpl, const tpl_arg *args, size_t nargs);

/* The hero every message may name as {hero} (borrowed; NULL: none). */
void tpl_set_hero(const bt_name *hero);

/* Whether text is a well-formed template (balanced braces, sane keys, every
 * selection with a default). */
bool tpl_is_valid(const char *text);
/* What is wrong with text as a template, in English, or NULL: a malformed
 * placeholder, a selection without a default, a branch after the default,
 * a tag that is no gender of genders (a list "m f n"), "pl", "sg" or a
 * number. tpl_problem uses the genders of the session's language. */
const char *tpl_problem_in(const char *text, const char *genders);
const char *tpl_problem(const char *text);

/* Appends text with every selection as its widest branch and every
 * placeholder as it is written: the widest line a message can give, for
 * checking that it fits a screen. */
void tpl_widest(strbuf *out, const char *text);

/* Whether text is well formed and uses no key outside allowed (a
 * NULL-terminated list; NULL allows none). */
bool tpl_keys_within(const char *text, const char *const *allowed);

/* What tpl_check finds wrong with a text, for a precise message. */
typedef enum tpl_fault {
    TPL_FINE,
    TPL_MALFORMED,      /* not a well-formed template (tpl_problem says how) */
    TPL_UNKNOWN_KEY,    /* a placeholder outside the allowed keys */
    TPL_UNKNOWN_FORM    /* a form ({name:xyz}) with a word outside the allowed ones */
} tpl_fault;

/* Checks text against allowed keys and form words (NULL-terminated lists;
 * keys NULL allows none, forms NULL allows any): every word of a form
 * ("a.acc": "a" and "acc") must be allowed. On a problem with a key or
 * form, copies that placeholder as written ("{nmae}") into what (size
 * bytes). Selections are checked with the session's genders. */
tpl_fault tpl_check(const char *text, const char *const *keys, const char *const *forms,
                    char *what, size_t size);

/* Appends to out (space-separated, each once) the cases the forms of text's
 * placeholders ask for ({victim:acc}, {list:a.dat}: acc dat). */
void tpl_form_cases(const char *text, strbuf *out);

/* Whether a translation may stand for its original: both well formed
 * (tpl_problem), with the same placeholder keys (forms may differ), but for
 * {hero}, which a translation may name anywhere. */
bool tpl_matches(const char *original, const char *translation);

/* The same for one plural form of a message with a count: the translation
 * uses no key the originals lack, and every key but {n} (a singular may say
 * "one wound" without a number). */
bool tpl_matches_plural(const char *singular, const char *plural, const char *translation);

#endif
