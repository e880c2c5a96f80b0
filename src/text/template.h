/* template.h - messages with named placeholders: "{name} loses blood ({n})."
 *
 * Every translated message of bloodtrail is a template. A placeholder is
 * {key} or {key:form}; the form picks a grammatical form of a name ({victim:acc}),
 * so a translator can put a name in the case the sentence needs. "{{" and "}}"
 * stand for literal braces. A name at the very start of a message is written
 * with a capital, whatever the language's script.
 */
#ifndef BT_TEMPLATE_H
#define BT_TEMPLATE_H

#include <stdbool.h>
#include <stddef.h>

#include "text/name.h"
#include "util/strbuf.h"

/* A string argument comes from anywhere (a name typed, a file, a plugin), so
 * it is shown through text/outside.h: harmful characters become visible
 * substitutes. A TPL_VALUE is a value being refused: a message quotes only
 * its first OUTSIDE_QUOTE_COLUMNS columns. */
typedef enum tpl_type { TPL_INT, TPL_STR, TPL_NAME, TPL_VALUE } tpl_type;

typedef struct tpl_arg {
    const char *key;
    tpl_type type;
    union {
        long i;
        const char *s;
        const bt_name *name;
    } v;
} tpl_arg;

#define TPL_INT(k, x) ((tpl_arg){ .key = (k), .type = TPL_INT, .v.i = (x) })
#define TPL_STR(k, x) ((tpl_arg){ .key = (k), .type = TPL_STR, .v.s = (x) })
#define TPL_VALUE(k, x) ((tpl_arg){ .key = (k), .type = TPL_VALUE, .v.s = (x) })
#define TPL_NAME(k, x) ((tpl_arg){ .key = (k), .type = TPL_NAME, .v.name = (x) })

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

/* Whether text is a well-formed template (balanced braces, sane keys). */
bool tpl_is_valid(const char *text);

/* Whether text is well formed and uses no key outside allowed (a
 * NULL-terminated list; NULL allows none). */
bool tpl_keys_within(const char *text, const char *const *allowed);

/* Whether a translation may stand for its original: both well formed and
 * with the same placeholder keys (forms may differ). */
bool tpl_matches(const char *original, const char *translation);

/* The same for one plural form of a message with a count: the translation
 * uses no key the originals lack, and every key but {n} (a singular may say
 * "one wound" without a number). */
bool tpl_matches_plural(const char *singular, const char *plural, const char *translation);

#endif
