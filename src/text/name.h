/* name.h - names of creatures in the grammatical form a sentence needs.
 *
 * A name is written as forms: "BARE|form:TEXT|form:TEXT". BARE is the name as
 * it stands in a list ("wolf leader"); the forms are what a language needs in
 * sentences: "nom" (the subject), "acc", "dat", "gen". German writes
 * "Wolfsanführer|nom:der Wolfsanführer|acc:den Wolfsanführer|...", Spanish
 * "lobo|nom:el lobo|acc:al lobo|gen:del lobo". A form a name lacks comes from
 * the language's pattern for proper names or common nouns (English: "the
 * {name}" for a common noun); a form neither gives is the nominative, and a
 * nominative neither gives is the bare name.
 */
#ifndef BT_NAME_H
#define BT_NAME_H

#include <stdbool.h>

#include "util/strbuf.h"

typedef struct bt_name {
    const char *forms;   /* not owned */
    bool proper;         /* Iva is proper; a wolf is a common noun */
} bt_name;

/* Appends the form ("nom" when form is NULL, "bare" for the list form). */
void name_render(strbuf *out, const bt_name *name, const char *form);
/* The same in an English sentence that stands untranslated (a plugin without
 * a catalog for the player's language): English patterns on the bare name. */
void name_render_source(strbuf *out, const bt_name *name, const char *form);

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

/* Appends a name's bare form to a list of names ("wolf, goblin"), with the
 * language's separator. */
void name_add_to_list(strbuf *list, const bt_name *name);

/* The bare form's length in forms (up to the first '|'). */
size_t name_bare_length(const char *forms);

#endif
