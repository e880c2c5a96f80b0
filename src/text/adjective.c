/* SPDX-License-Identifier: GPL-3.0-or-later */
/* adjective.c - adjectives a translator owns, composed with a noun. */
#include "config.h"

#include "text/adjective.h"

#include <stdio.h>
#include <string.h>

#include "text/i18n.h"
#include "text/template.h"
#include "util/utf8.h"

/* The English originals: English adjectives do not change, but the
 * indefinite article before them does ("an oily potion": the entry says
 * "oily|a:an oily"). */

/* TRANSLATORS: how an adjective (an appearance: "murky", "oily") takes the
   forms its own entry does not write out: "KEY:TEXT" items separated by
   "|"; {name} is the adjective as its entry gives it, {stem} its "stem:"
   (else the same). The keys are yours: name the forms your phrases
   ("grammar: adjective phrase ...") ask for, e.g. German by ending
   "e:{stem}e|en:{stem}en|er:{stem}er|es:{stem}es|em:{stem}em", Spanish
   "m:{name}|f:{stem}a|pl.m:{name}s|pl.f:{stem}as". (doc/translating.md) */
static const char ADJECTIVE[] = NC_("grammar: adjective", "a:a {name}");

/* TRANSLATORS: where an adjective goes beside a noun of no gender and
   which of its forms goes with each form of the noun: "FORM:TEXT" items
   as in the noun patterns, with {adj:KEY} for the adjective's form KEY
   ({adj} alone: as its entry gives it) and {noun:FORM} for the noun in a
   form ({noun} alone: the form being asked for). German writes the
   article and the ending it asks for: "nom:der {adj:e} {noun:bare}|
   a:ein {adj:er} {noun:bare}|..."; Spanish "sg:{noun} {adj:m}|pl:{noun}
   {adj:pl.m}". (doc/translating.md) */
static const char PHRASE[] = NC_("grammar: adjective phrase",
                                 "bare:{adj} {noun:bare}|nom:the {adj} {noun:bare}|"
                                 "a:{adj:a} {noun:bare}|gen:the {adj} {noun:bare}'s|"
                                 "pl:{adj} {noun:pl}|pl.nom:the {adj} {noun:pl}|"
                                 "count:{adj} {noun:count}");
/* TRANSLATORS: the same for a masculine noun (its entry says "g:m"). */
static const char PHRASE_M[] = NC_("grammar: adjective phrase, masculine noun",
                                   "bare:{adj} {noun:bare}|nom:the {adj} {noun:bare}|"
                                   "a:{adj:a} {noun:bare}|gen:the {adj} {noun:bare}'s|"
                                   "pl:{adj} {noun:pl}|pl.nom:the {adj} {noun:pl}|"
                                   "count:{adj} {noun:count}");
/* TRANSLATORS: the same for a feminine noun (its entry says "g:f"). */
static const char PHRASE_F[] = NC_("grammar: adjective phrase, feminine noun",
                                   "bare:{adj} {noun:bare}|nom:the {adj} {noun:bare}|"
                                   "a:{adj:a} {noun:bare}|gen:the {adj} {noun:bare}'s|"
                                   "pl:{adj} {noun:pl}|pl.nom:the {adj} {noun:pl}|"
                                   "count:{adj} {noun:count}");
/* TRANSLATORS: the same for a neuter noun (its entry says "g:n"). */
static const char PHRASE_N[] = NC_("grammar: adjective phrase, neuter noun",
                                   "bare:{adj} {noun:bare}|nom:the {adj} {noun:bare}|"
                                   "a:{adj:a} {noun:bare}|gen:the {adj} {noun:bare}'s|"
                                   "pl:{adj} {noun:pl}|pl.nom:the {adj} {noun:pl}|"
                                   "count:{adj} {noun:count}");

static const char *const adjective_keys[] = { "name", "stem", NULL };
static const char *const phrase_keys[] = { "adj", "noun", NULL };

/* --- the translations, each looked up once a language --- */

static struct {
    unsigned generation;
    const char *adjective, *phrase[4];
} cache;

static const char *kept(const char **slot, const char *context, const char *msgid,
                        const char *const *keys)
{
    if (cache.generation != i18n_generation()) {
        memset(&cache, 0, sizeof cache);
        cache.generation = i18n_generation();
    }
    if (!*slot)
        *slot = i18n_ptext_keys(NULL, context, msgid, keys);
    return *slot;
}

const char *adj_pattern(bool source)
{
    if (source)
        return ADJECTIVE;
    return kept(&cache.adjective, "grammar: adjective", ADJECTIVE, adjective_keys);
}

/* 0, 1, 2 for m, f, n; 3 for anything else. */
static int gender_index(const char *gender, size_t len)
{
    if (!gender || len != 1 || !gender[0] || !strchr("mfn", gender[0]))
        return 3;
    return (int)(strchr("mfn", gender[0]) - "mfn");
}

const char *adj_phrase_pattern(const char *gender, size_t gender_len, bool source)
{
    static const char *const english[] = { PHRASE_M, PHRASE_F, PHRASE_N, PHRASE };
    static const char *const contexts[] = {
        "grammar: adjective phrase, masculine noun", "grammar: adjective phrase, feminine noun",
        "grammar: adjective phrase, neuter noun", "grammar: adjective phrase"
    };
    int i = gender_index(gender, gender_len);
    if (source)
        return english[i];
    return kept(&cache.phrase[i], contexts[i], english[i], phrase_keys);
}

/* --- items: "KEY:TEXT" between bars (name_next_item) --- */

typedef name_item item;

static bool is_word(const char *w, size_t len, const char *word)
{
    return strlen(word) == len && memcmp(w, word, len) == 0;
}

/* The items after an entry's base (NULL: none). */
static const char *entry_items(const char *entry)
{
    const char *bar = strchr(entry, '|');
    return bar ? bar + 1 : NULL;
}

/* The item of items whose key is key, exactly. */
static bool find_item(const char *items, const char *key, size_t len, item *found)
{
    const char *p = items;
    while (name_next_item(&p, found))
        if (found->key_len && found->key_len == len && memcmp(found->key, key, len) == 0)
            return true;
    return false;
}

/* Whether text is words of lowercase letters joined by dots. */
static bool is_key(const char *text, size_t len)
{
    bool word = false;
    for (size_t i = 0; i < len; i++) {
        if (text[i] >= 'a' && text[i] <= 'z')
            word = true;
        else if (text[i] == '.' && word && i + 1 < len)
            word = false;
        else
            return false;
    }
    return word;
}

/* --- an adjective's forms --- */

/* An adjective pattern's text with {name} and {stem} filled in. */
static void expand_adjective(strbuf *out, const char *entry, const item *it)
{
    size_t base_len = name_bare_length(entry);
    item stem;
    if (!find_item(entry_items(entry), "stem", 4, &stem)) {
        stem.text = entry;
        stem.text_len = base_len;
    }
    const char *p = it->text, *end = it->text + it->text_len;
    while (p < end) {
        const char *brace = memchr(p, '{', (size_t)(end - p));
        const char *close = brace ? memchr(brace, '}', (size_t)(end - brace)) : NULL;
        if (!close) {
            sb_add(out, p, (size_t)(end - p));
            return;
        }
        sb_add(out, p, (size_t)(brace - p));
        size_t len = (size_t)(close - brace - 1);
        if (is_word(brace + 1, len, "name"))
            sb_add(out, entry, base_len);
        else if (is_word(brace + 1, len, "stem"))
            sb_add(out, stem.text, stem.text_len);
        else
            sb_add(out, brace, (size_t)(close + 1 - brace));
        p = close + 1;
    }
}

void adj_render(strbuf *out, const char *entry, const char *key, size_t len, bool source)
{
    /* An English sentence in another language takes the English pattern on
     * the base: the entry's forms are that language's. */
    bool own = !source || strncmp(i18n_language(), "en", 2) == 0;
    item it;
    if (len && !is_word(key, len, "stem") && own && find_item(entry_items(entry), key, len, &it))
        sb_add(out, it.text, it.text_len);
    else if (len && find_item(adj_pattern(source), key, len, &it))
        expand_adjective(out, entry, &it);
    else
        sb_add(out, entry, name_bare_length(entry));
}

/* --- phrases --- */

/* The noun of a phrase: the name without its adjective or mark. */
static bt_name noun_of(const bt_name *name)
{
    bt_name noun = *name;
    noun.adjective = NULL;
    noun.mark = 0;
    noun.form = NULL;
    return noun;
}

/* A phrase pattern's text with {adj...} and {noun...} filled in. */
static void expand_phrase(strbuf *out, const bt_name *name, const char *form, const item *it,
                          bool source)
{
    bt_name noun = noun_of(name);
    const char *p = it->text, *end = it->text + it->text_len;
    while (p < end) {
        const char *brace = memchr(p, '{', (size_t)(end - p));
        const char *close = brace ? memchr(brace, '}', (size_t)(end - brace)) : NULL;
        if (!close) {
            sb_add(out, p, (size_t)(end - p));
            return;
        }
        sb_add(out, p, (size_t)(brace - p));
        const char *inner = brace + 1, *colon = memchr(inner, ':', (size_t)(close - inner));
        size_t word = (size_t)((colon ? colon : close) - inner);
        const char *arg = colon ? colon + 1 : NULL;
        size_t arg_len = colon ? (size_t)(close - arg) : 0;
        if (is_word(inner, word, "adj")) {
            adj_render(out, name->adjective, arg, arg_len, source);
        } else if (is_word(inner, word, "noun")) {
            char key[NAME_KEY_MAX];
            snprintf(key, sizeof key, "%.*s", (int)arg_len, arg ? arg : "");
            const char *asked = arg && arg_len < sizeof key ? key : form;
            if (source)
                name_render_source(out, &noun, asked);
            else
                name_render(out, &noun, asked);
        } else {
            sb_add(out, brace, (size_t)(close + 1 - brace));
        }
        p = close + 1;
    }
}

/* The item of a phrase pattern for a form key, exactly. */
static bool find_form(const char *pattern, const char *key, item *found)
{
    const char *p = pattern;
    while (name_next_item(&p, found))
        if (found->key_len && name_key_equal(found->key, found->key_len, key, strlen(key)))
            return true;
    return false;
}

void adj_render_phrase(strbuf *out, const bt_name *name, const char *form, bool source)
{
    enum { CHAIN = 12 };
    char chain[CHAIN][NAME_KEY_MAX];
    size_t n = name_form_chain(form, chain, CHAIN);
    if (!n)
        n = name_form_chain("nom", chain, CHAIN);
    size_t gender_len = 0;
    const char *gender = name_gender(name, &gender_len);
    const char *own = adj_phrase_pattern(gender, gender_len, source);
    const char *common = adj_phrase_pattern(NULL, 0, source);
    item it;
    for (size_t i = 0; i < n; i++) {
        if (find_form(own, chain[i], &it) || (common != own && find_form(common, chain[i], &it))) {
            expand_phrase(out, name, form, &it, source);
            return;
        }
    }
    /* No pattern has the form: the adjective before the noun, as a list
     * would show it. */
    bt_name noun = noun_of(name);
    adj_render(out, name->adjective, NULL, 0, source);
    sb_addc(out, ' ');
    name_render(out, &noun, form);
}

/* Whether typed starts at the start of a word of text (both folded): a
 * player types "trüben Trank" for "den trüben Trank". */
static bool starts_a_word(const char *text, const char *typed, size_t len)
{
    for (const char *p = text; *p; p++)
        if ((p == text || p[-1] == ' ') && strncmp(p, typed, len) == 0)
            return true;
    return false;
}

bool adj_phrase_matches(const bt_name *name, const char *text)
{
    static const char *const forms[] = { "bare", "nom", "acc", "a", "a.acc", "pl", "count" };
    bt_name noun = noun_of(name);
    if (name_matches(&noun, text))
        return true;
    strbuf form, folded, typed;
    sb_init(&form);
    sb_init(&folded);
    sb_init(&typed);
    utf8_fold(&typed, text);
    bool match = false;
    for (size_t i = 0; !match && typed.len && i < sizeof forms / sizeof *forms; i++) {
        sb_reset(&form);
        sb_reset(&folded);
        adj_render_phrase(&form, name, forms[i], false);
        utf8_fold(&folded, form.buf);
        match = starts_a_word(folded.buf, typed.buf, typed.len);
    }
    sb_release(&form);
    sb_release(&folded);
    sb_release(&typed);
    return match;
}

/* --- checks --- */

/* Whether the text's placeholders are only those allowed (by name). */
static bool placeholders_within(const char *text, size_t len, const char *const *allowed)
{
    const char *p = text, *end = text + len;
    while ((p = memchr(p, '{', (size_t)(end - p)))) {
        const char *close = memchr(p, '}', (size_t)(end - p));
        if (!close)
            return false;
        const char *colon = memchr(p, ':', (size_t)(close - p));
        size_t word = (size_t)((colon ? colon : close) - p - 1);
        bool known = false;
        for (size_t i = 0; allowed[i]; i++)
            known |= is_word(p + 1, word, allowed[i]);
        if (!known)
            return false;
        p = close + 1;
    }
    return true;
}

const char *adj_entry_problem(const char *entry, const char *pattern)
{
    if (name_bare_length(entry) == 0)
        return "the adjective before the first \"|\" is empty";
    const char *p = entry_items(entry);
    item it, given;
    while (name_next_item(&p, &it)) {
        if (!it.key_len || !it.text_len)
            return "an item is not KEY:TEXT";
        if (!is_key(it.key, it.key_len))
            return "a form's key is not words of lowercase letters joined by dots";
        if (!is_word(it.key, it.key_len, "stem") &&
            !find_item(pattern, it.key, it.key_len, &given))
            return "a form's key is none the \"grammar: adjective\" pattern gives, so no "
                   "phrase asks for it";
    }
    return NULL;
}

const char *adj_pattern_problem(const char *pattern)
{
    const char *p = pattern;
    item it;
    while (name_next_item(&p, &it)) {
        if (!it.key_len || !it.text_len)
            return "an item is not KEY:TEXT";
        if (!is_key(it.key, it.key_len) || is_word(it.key, it.key_len, "stem"))
            return "a form's key is not words of lowercase letters joined by dots (or is "
                   "\"stem\", which an entry gives)";
        if (!placeholders_within(it.text, it.text_len, adjective_keys))
            return "an adjective pattern may use only {name} and {stem}";
    }
    return NULL;
}

/* What is wrong with the {adj:KEY} and {noun:FORM} of one phrase item. */
static const char *phrase_item_problem(const item *it, const char *pattern)
{
    const char *p = it->text, *end = it->text + it->text_len;
    while ((p = memchr(p, '{', (size_t)(end - p)))) {
        const char *close = memchr(p, '}', (size_t)(end - p));
        const char *colon = close ? memchr(p, ':', (size_t)(close - p)) : NULL;
        item given;
        if (colon && is_word(p + 1, (size_t)(colon - p - 1), "adj") &&
            !find_item(pattern, colon + 1, (size_t)(close - colon - 1), &given))
            return "an {adj:KEY} asks for a form the \"grammar: adjective\" pattern does not "
                   "give";
        if (colon && is_word(p + 1, (size_t)(colon - p - 1), "noun") &&
            !name_is_key(colon + 1, (size_t)(close - colon - 1)))
            return "a {noun:FORM} names no form of a name";
        p = close ? close + 1 : end;
    }
    return NULL;
}

const char *adj_phrase_problem(const char *phrase, const char *pattern)
{
    if (!tpl_keys_within(phrase, phrase_keys))
        return "a phrase pattern may use only {adj} and {noun}";
    const char *p = phrase;
    item it;
    while (name_next_item(&p, &it)) {
        if (!it.key_len || !it.text_len)
            return "an item is not FORM:TEXT";
        if (!name_is_key(it.key, it.key_len))
            return "a form's name is not words of lowercase letters joined by dots";
        const char *wrong = phrase_item_problem(&it, pattern);
        if (wrong)
            return wrong;
    }
    return NULL;
}
