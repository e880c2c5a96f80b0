/* SPDX-License-Identifier: GPL-3.0-or-later */
/* name.h - names that carry their grammar: a hero's, a creature's, an
 * item's, a skill's, ... in the form each sentence needs.
 *
 * A name is its catalog entry, owned by the translator:
 *
 *     BARE|g:GENDER|FORM:TEXT|FORM:TEXT...
 *
 * BARE is the name as a list shows it ("wolf leader"). "g:f" gives its
 * gender (one of the language's "grammar" genders, m f n). Each FORM:TEXT
 * writes one form out: "Schamane|g:m|acc:den Schamanen|pl:Schamanen". A
 * form is named by up to three words joined by dots:
 *   - a case: nom (the subject), acc, dat, gen, or any other a language uses;
 *   - "a" for the indefinite article, "bare" for none (a form with a case
 *     has the definite article unless it says otherwise);
 *   - "pl" for the plural, "count" for the form after a number.
 * So "acc" is "den Wolf", "a.acc" "einen Wolf", "pl" "Wölfe" (the plural
 * as a list shows it), "pl.dat" "den Wölfen", "count" what follows "zwei".
 * A form the entry lacks comes from the language's pattern for proper
 * names or for common nouns of its gender (grammar.h), with {name} for the
 * bare name: "Höhlenspinne|g:f" needs nothing more in German. A form
 * neither gives falls back step by step: to the nominative, then to no
 * article, then from "count" to "pl" and from "pl" to the singular; in the
 * end to BARE.
 */
#ifndef BT_NAME_H
#define BT_NAME_H

#include <stdbool.h>
#include <stddef.h>

#include "util/strbuf.h"

typedef struct bt_name {
    const char *forms;   /* the entry; not owned */
    bool proper;         /* Iva is proper; a wolf is a common noun */
    int mark;            /* > 0: told apart from others of its kind, as "the spider 2" */
    const char *form;    /* the form of a placeholder that names none; NULL: "nom" */
    const char *adjective; /* an adjective's entry composed with the name ("murky"
                              potion: text/adjective.h); NULL: none; not owned */
} bt_name;

/* Appends the name in form (NULL: name->form, else "nom"; "bare": the
 * list form). */
void name_render(strbuf *out, const bt_name *name, const char *form);
/* The same in an English sentence that stands untranslated (a plugin
 * without a catalog for the player's language): English patterns on the
 * bare name. */
void name_render_source(strbuf *out, const bt_name *name, const char *form);

/* The name's gender tag ("f", its length in *len), or NULL when it has none. */
const char *name_gender(const bt_name *name, size_t *len);
/* Whether the name stands for several ("num:pl" in its entry: "scissors"). */
bool name_is_plural(const bt_name *name);
/* Whether two names are the same thing to count: the same entry, both proper
 * or both not. */
bool name_same(const bt_name *a, const bt_name *b);

/* The forms to try for form, nearest first, written out as keys
 * ("a.sg.acc", "a.sg.nom", "bare.sg.acc", ...): the fallback told above.
 * Returns how many were written (at most max); none for a form that is
 * not a key. */
#define NAME_KEY_MAX 32
size_t name_form_chain(const char *form, char keys[][NAME_KEY_MAX], size_t max);
/* Whether two form keys name the same form ("acc" and "the.sg.acc"); false
 * when either is not a key. */
bool name_key_equal(const char *a, size_t a_len, const char *b, size_t b_len);
/* Whether text is a form key: words of lowercase letters joined by dots,
 * each part named once. */
bool name_is_key(const char *text, size_t len);

/* Whether text, as a player typed it, is the name in any of its forms, or
 * the start of any word of a form without an article (case does not
 * matter: "heiltrank", "den Heiltrank", "heal", "potion", "нож" for
 * "ловджийски нож"); empty text matches nothing, an article alone neither. */
bool name_matches(const bt_name *name, const char *text);

/* What is wrong with an entry, in English (for po-check), or NULL: an
 * empty name, a form without a key or text, a key that is not words of
 * lowercase letters, a gender not among genders. */
const char *name_entry_problem(const char *forms, const char *genders);

/* What a translator must know of an entry that is well formed (English, for
 * po-check and the game's check of a catalog), or NULL: it has no gender
 * where the language has genders (genders not empty), or lacks one of the
 * required forms (space-separated keys: the catalog's "required
 * forms") that neither it nor the pattern of its gender or the common
 * pattern gives. The form it lacks is copied into which (size bytes). */
const char *name_entry_lacks(const char *forms, const char *genders, const char *required,
                             const char *pattern, const char *common, char *which, size_t size);
/* An entry's form whose case is none of known (space-separated cases, "nom"
 * aside): a typo no sentence shows. The form is copied into which. */
const char *name_entry_unknown_form(const char *forms, const char *known, char *which,
                                    size_t size);
/* Appends to out (space-separated, each once) the cases of the forms of
 * items ("nom:der {name}|a.acc:einen {name}": nom acc). */
void name_form_cases(const char *items, strbuf *out);
/* The case of a form key ("a.acc": "acc", "pl": "nom"); false when it is
 * not a form key. */
bool name_form_case(const char *form, size_t len, char *kase, size_t size);

/* The same for a pattern of the "grammar" messages: FORM:TEXT items. */
const char *name_pattern_problem(const char *pattern);

/* The longest name, in terminal columns (a combining mark counts one), and
 * in bytes. */
#define NAME_MAX_WIDTH 20
#define NAME_MAX_BYTES 80

/* Whether text can be a proper name (a hero's, the lab's): valid UTF-8
 * without anything text/outside.h would replace (control characters, bidi
 * overrides), no "|" (which separates forms), at most NAME_MAX_BYTES bytes,
 * and 1 to NAME_MAX_WIDTH columns wide where every character takes at least
 * one: a name of a million combining marks is one column on a terminal, but
 * not one here. */
bool name_is_valid(const char *text);

/* The bare form's length in forms (up to the first '|'). */
size_t name_bare_length(const char *forms);

#endif
