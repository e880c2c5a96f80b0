/* name.c - names of creatures in the grammatical form a sentence needs. */
#include "config.h"

#include "text/name.h"

#include <string.h>

#include "text/i18n.h"
#include "text/outside.h"
#include "util/utf8.h"

/* A form key is a short lowercase word before ':'. */
static size_t form_key_length(const char *item, const char *end)
{
    size_t n = 0;
    while (item + n < end && n <= 8 && item[n] >= 'a' && item[n] <= 'z')
        n++;
    return (n > 0 && item + n < end && item[n] == ':') ? n : 0;
}

/* Finds the item "form:TEXT" in spec; sets *text and returns its length, or
 * returns -1. */
static long find_form(const char *spec, const char *form, const char **text)
{
    size_t want = strlen(form);
    const char *item = spec;
    for (;;) {
        const char *end = strchr(item, '|');
        if (!end)
            end = item + strlen(item);
        size_t key = form_key_length(item, end);
        if (key == want && memcmp(item, form, key) == 0) {
            *text = item + key + 1;
            return end - *text;
        }
        if (!*end)
            return -1;
        item = end + 1;
    }
}

bool name_is_valid(const char *text)
{
    if (strlen(text) > NAME_MAX_BYTES || strchr(text, '|') ||
        outside_find(text, OUTSIDE_LINE) >= 0)
        return false;
    size_t counted = 0;
    for (const char *p = text; *p;) {
        wint_t c;
        size_t len = utf8_decode(p, &c);
        int w = wcwidth((wchar_t)c);
        counted += w > 0 ? (size_t)w : 1;
        p += len;
    }
    return utf8_width(text) >= 1 && counted <= NAME_MAX_WIDTH;
}

void name_add_to_list(strbuf *list, const bt_name *name)
{
    if (list->len)
        /* TRANSLATORS: between the names of a list, as in "You see: wolf,
           goblin." */
        sb_adds(list, P_("list separator", ", "));
    name_render(list, name, "bare");
}

size_t name_bare_length(const char *forms)
{
    const char *bar = strchr(forms, '|');
    return bar ? (size_t)(bar - forms) : strlen(forms);
}

/* Writes a pattern's form with {name} replaced by the bare name. */
static void add_from_pattern(strbuf *out, const char *text, long len, const char *bare,
                             size_t bare_len)
{
    static const char slot[] = "{name}";
    const char *end = text + len;
    while (text < end) {
        const char *hit = memmem(text, (size_t)(end - text), slot, sizeof slot - 1);
        if (!hit) {
            sb_add(out, text, (size_t)(end - text));
            return;
        }
        sb_add(out, text, (size_t)(hit - text));
        sb_add(out, bare, bare_len);
        text = hit + sizeof slot - 1;
    }
}

/* The English patterns, the originals of the "grammar" messages. */
/* TRANSLATORS: how a proper name (the hero's, a name typed in the lab)
 * appears in sentences: forms "nom" (subject), "acc", "dat", "gen",
 * separated by "|", with {name} for the name. Add the forms your language's
 * sentences use, e.g. German "nom:{name}|gen:{name}s". */
static const char PROPER_SOURCE[] = NC_("grammar", "nom:{name}|gen:{name}'s");
/* TRANSLATORS: how a common noun (a monster's name as the catalog gives it,
 * e.g. "wolf") appears in sentences unless its own translation lists the
 * form: English puts "the" before it. Same notation as the proper name
 * pattern. */
static const char COMMON_SOURCE[] = NC_("grammar", "nom:the {name}|gen:the {name}'s");

static const char *language_pattern(bool proper)
{
    return i18n_ptext(NULL, "grammar", proper ? PROPER_SOURCE : COMMON_SOURCE);
}

void name_render_source(strbuf *out, const bt_name *name, const char *form)
{
    const char *bare = name->forms, *text;
    size_t bare_len = name_bare_length(bare);
    long len = form && strcmp(form, "bare") != 0
                   ? find_form(name->proper ? PROPER_SOURCE : COMMON_SOURCE, form, &text)
                   : -1;
    if (len < 0 && !(form && strcmp(form, "bare") == 0))
        len = find_form(name->proper ? PROPER_SOURCE : COMMON_SOURCE, "nom", &text);
    if (len >= 0)
        add_from_pattern(out, text, len, bare, bare_len);
    else
        sb_add(out, bare, bare_len);
}

void name_render(strbuf *out, const bt_name *name, const char *form)
{
    const char *bare = name->forms;
    size_t bare_len = name_bare_length(bare);
    if (!form)
        form = "nom";
    if (strcmp(form, "bare") == 0) {
        sb_add(out, bare, bare_len);
        return;
    }
    const char *text;
    long len = bare[bare_len] ? find_form(bare + bare_len + 1, form, &text) : -1;
    if (len >= 0) {
        sb_add(out, text, (size_t)len);
        return;
    }
    len = find_form(language_pattern(name->proper), form, &text);
    if (len >= 0) {
        add_from_pattern(out, text, len, bare, bare_len);
        return;
    }
    if (strcmp(form, "nom") != 0)
        name_render(out, name, "nom");
    else
        sb_add(out, bare, bare_len);
}
