/* SPDX-License-Identifier: GPL-3.0-or-later */
/* name.c - names that carry their grammar, in the form a sentence needs. */
#include "config.h"

#include "text/name.h"

#include <stdio.h>
#include <string.h>

#include "text/adjective.h"
#include "text/grammar.h"
#include "text/i18n.h"
#include "text/outside.h"
#include "text/template.h"
#include "util/utf8.h"

/* --- form keys: "acc", "a.acc", "pl", "pl.dat", "count" --- */

typedef enum article { ARTICLE_THE, ARTICLE_A, ARTICLE_BARE } article;
typedef enum number { NUMBER_SG, NUMBER_PL, NUMBER_COUNT } number;

#define CASE_MAX 16

typedef struct form_key {
    article art;
    number num;
    char kase[CASE_MAX];     /* "nom", "acc", ... */
} form_key;

static bool is_word(const char *w, size_t len, const char *word)
{
    return strlen(word) == len && memcmp(w, word, len) == 0;
}

/* Reads one word of a key into k; false when it repeats what is set. */
static bool read_key_word(const char *w, size_t len, form_key *k, bool *art, bool *num,
                          bool *kase)
{
    bool is_art = is_word(w, len, "a") || is_word(w, len, "the") || is_word(w, len, "bare");
    bool is_num = is_word(w, len, "sg") || is_word(w, len, "pl") || is_word(w, len, "count");
    if ((is_art && *art) || (is_num && *num) || (!is_art && !is_num && *kase))
        return false;
    if (is_art) {
        *art = true;
        k->art = w[0] == 'a' ? ARTICLE_A : w[0] == 't' ? ARTICLE_THE : ARTICLE_BARE;
    } else if (is_num) {
        *num = true;
        k->num = w[0] == 's' ? NUMBER_SG : w[0] == 'p' ? NUMBER_PL : NUMBER_COUNT;
    } else {
        if (len >= CASE_MAX)
            return false;
        *kase = true;
        memcpy(k->kase, w, len);
        k->kase[len] = '\0';
    }
    return true;
}

/* Parses a form key; false when it is not words of lowercase letters joined
 * by dots, or names a part twice. A key without a case is the nominative;
 * without an article word it has the definite article when it names a case,
 * else none ("pl" is the plural as a list shows it); "count" never has one. */
static bool parse_key(const char *key, size_t len, form_key *k)
{
    bool art = false, num = false, kase = false;
    k->art = ARTICLE_BARE;
    k->num = NUMBER_SG;
    strcpy(k->kase, "nom");
    size_t i = 0;
    while (i < len) {
        size_t start = i;
        while (i < len && key[i] >= 'a' && key[i] <= 'z')
            i++;
        if (i == start || !read_key_word(key + start, i - start, k, &art, &num, &kase))
            return false;
        if (i < len && (key[i] != '.' || i + 1 == len))
            return false;
        i += i < len;
    }
    if (len == 0)
        return false;
    if (!art && kase && k->num != NUMBER_COUNT)
        k->art = ARTICLE_THE;
    if (k->num == NUMBER_COUNT)
        k->art = ARTICLE_BARE;
    return true;
}

static bool key_equal(const form_key *a, const form_key *b)
{
    return a->art == b->art && a->num == b->num && strcmp(a->kase, b->kase) == 0;
}

/* --- the items of an entry or a pattern: "KEY:TEXT" between bars --- */

typedef name_item item;

bool name_next_item(const char **p, name_item *it)
{
    if (!*p)
        return false;
    const char *start = *p, *end = strchr(start, '|');
    if (!end)
        end = start + strlen(start);
    const char *colon = memchr(start, ':', (size_t)(end - start));
    it->key = start;
    it->key_len = colon ? (size_t)(colon - start) : 0;
    it->text = colon ? colon + 1 : start;
    it->text_len = (size_t)(end - it->text);
    *p = *end ? end + 1 : NULL;
    return true;
}

/* The items after the bare name of an entry (NULL when there are none). */
static const char *entry_items(const char *forms)
{
    const char *bar = strchr(forms, '|');
    return bar ? bar + 1 : NULL;
}

/* Tags are items too ("g:f", "num:pl", "decl:weak", "stem:Bären"), but no
 * form. */
static bool is_tag_key(const item *it)
{
    return is_word(it->key, it->key_len, "g") || is_word(it->key, it->key_len, "num") ||
           is_word(it->key, it->key_len, "decl") || is_word(it->key, it->key_len, "stem");
}

static bool find_tag(const char *forms, const char *tag, const char **value, size_t *len)
{
    const char *p = entry_items(forms);
    item it;
    while (name_next_item(&p, &it)) {
        if (is_word(it.key, it.key_len, tag)) {
            *value = it.text;
            *len = it.text_len;
            return true;
        }
    }
    return false;
}

/* The forms of an entry or a pattern with their keys read: a name is
 * rendered trying several keys, each against every form. */
#define FORMS_MAX 32

typedef struct form_set {
    size_t count;
    form_key keys[FORMS_MAX];
    item items[FORMS_MAX];
} form_set;

static void parse_forms(const char *items, form_set *set)
{
    set->count = 0;
    const char *p = items;
    item it;
    while (set->count < FORMS_MAX && name_next_item(&p, &it)) {
        if (it.key_len && !is_tag_key(&it) && parse_key(it.key, it.key_len, &set->keys[set->count]))
            set->items[set->count++] = it;
    }
}

/* A pattern's forms, read once: patterns are the strings of a catalog,
 * which stay where they are until the language changes. */
static const form_set *pattern_forms(const char *pattern)
{
    enum { KEPT = 8 };
    static struct {
        const char *pattern;
        unsigned generation;
        form_set set;
    } kept[KEPT];
    static size_t next;
    for (size_t i = 0; i < KEPT; i++)
        if (kept[i].pattern == pattern && kept[i].generation == i18n_generation())
            return &kept[i].set;
    size_t i = next++ % KEPT;
    kept[i].pattern = pattern;
    kept[i].generation = i18n_generation();
    parse_forms(pattern, &kept[i].set);
    return &kept[i].set;
}

static const item *find_form(const form_set *set, const form_key *k)
{
    for (size_t i = 0; i < set->count; i++)
        if (key_equal(&set->keys[i], k))
            return &set->items[i];
    return NULL;
}

/* --- rendering --- */

typedef struct lookup {
    const bt_name *name;
    const char *stem;            /* {stem} of a pattern: the entry's stem: tag, or bare */
    size_t stem_len;
    const char *bare;
    size_t bare_len;
    bool source;                 /* the English patterns, not the catalog's */
    const char *pattern;         /* of the name's gender (or proper); NULL: not chosen yet */
    const char *common;          /* the default pattern of common nouns (NULL for a
                                    proper name, which takes no other) */
    bool entry_forms;            /* the entry's own forms count */
    form_set entry;              /* the entry's own forms, read */
    bool from_entry;             /* set when a form of the entry was written */
} lookup;

static void resolve(strbuf *out, lookup *l, const form_key *want, int depth);

/* The patterns that build the forms the entry lacks: its gender's, or the
 * weak nouns' ("decl:weak", with {stem} its "stem:"), and the default.
 * Chosen at the first form the entry does not write out: most names a
 * screen shows are bare ("{class:bare}", a proper name in the nominative)
 * and need no pattern, and a pattern is a lookup the first time. */
static void choose_patterns(lookup *l)
{
    if (l->pattern)
        return;
    const bt_name *name = l->name;
    size_t gender_len = 0, len = 0;
    const char *gender = name_gender(name, &gender_len), *decl;
    bool weak = find_tag(name->forms, "decl", &decl, &len) && is_word(decl, len, "weak");
    l->pattern = weak ? grammar_weak_pattern(l->source)
                      : grammar_pattern(name->proper, gender, gender_len, l->source);
    l->common = name->proper ? NULL : grammar_common_pattern(l->source);
}

/* {stem} of the patterns: the entry's "stem:" tag, else the bare name. */
static void find_stem(lookup *l)
{
    if (!find_tag(l->name->forms, "stem", &l->stem, &l->stem_len))
        l->stem = NULL;
}

/* A pattern's text with {name}, {pl} and {count} filled in. */
static void expand(strbuf *out, lookup *l, const item *it, int depth)
{
    const char *p = it->text, *end = it->text + it->text_len;
    while (p < end) {
        const char *brace = memchr(p, '{', (size_t)(end - p));
        if (!brace) {
            sb_add(out, p, (size_t)(end - p));
            return;
        }
        sb_add(out, p, (size_t)(brace - p));
        const char *close = memchr(brace, '}', (size_t)(end - brace));
        size_t len = close ? (size_t)(close - brace - 1) : 0;
        form_key k = { ARTICLE_BARE, NUMBER_SG, "nom" };
        if (close && is_word(brace + 1, len, "name")) {
            sb_add(out, l->bare, l->bare_len);
        } else if (close && is_word(brace + 1, len, "stem")) {
            sb_add(out, l->stem ? l->stem : l->bare, l->stem ? l->stem_len : l->bare_len);
        } else if (close && (is_word(brace + 1, len, "pl") || is_word(brace + 1, len, "count"))) {
            k.num = brace[1] == 'p' ? NUMBER_PL : NUMBER_COUNT;
            resolve(out, l, &k, depth + 1);
        } else {
            sb_addc(out, '{');
            p = brace + 1;
            continue;
        }
        p = close + 1;
    }
}

/* Writes the form k if the entry or a pattern has it. */
static bool try_form(strbuf *out, lookup *l, const form_key *k, int depth)
{
    if (k->art == ARTICLE_BARE && k->num == NUMBER_SG && strcmp(k->kase, "nom") == 0) {
        sb_add(out, l->bare, l->bare_len);
        return true;
    }
    const item *it = l->entry_forms ? find_form(&l->entry, k) : NULL;
    if (it) {
        sb_add(out, it->text, it->text_len);
        l->from_entry |= depth == 0;
        return true;
    }
    /* A pattern that refers to the form it gives ({pl} in "pl") would not
     * end: below the first level only the entry counts. */
    if (depth > 1)
        return false;
    choose_patterns(l);
    it = find_form(pattern_forms(l->pattern), k);
    if (!it && !l->name->proper && l->common != l->pattern)
        it = find_form(pattern_forms(l->common), k);
    if (!it)
        return false;
    expand(out, l, it, depth);
    return true;
}

/* A counted form with a case that the entry does not write ("count.dat",
 * what follows "mit zwei"), from the entry's plural of that case without
 * what the pattern puts around the plural: "pl.dat:den Wölfen" in the
 * pattern's shape "den {pl}" gives "Wölfen". So a translator writes the
 * dative plural once. False when the entry's form is not in that shape. */
static bool count_from_plural(strbuf *out, lookup *l, const form_key *want)
{
    if (want->num != NUMBER_COUNT || strcmp(want->kase, "nom") == 0 || !l->entry_forms)
        return false;
    form_key k = *want;
    k.num = NUMBER_PL;
    k.art = ARTICLE_THE;
    const item *own = find_form(&l->entry, &k);
    if (!own)
        return false;
    choose_patterns(l);
    const item *shape = find_form(pattern_forms(l->pattern), &k);
    if (!shape && !l->name->proper && l->common != l->pattern)
        shape = find_form(pattern_forms(l->common), &k);
    if (!shape)
        return false;
    const char *pl = memmem(shape->text, shape->text_len, "{pl}", 4);
    if (!pl)
        return false;
    size_t before = (size_t)(pl - shape->text), after = shape->text_len - before - 4;
    if (memchr(shape->text, '{', before) || memchr(pl + 4, '{', after) ||
        own->text_len <= before + after || memcmp(own->text, shape->text, before) != 0 ||
        memcmp(own->text + own->text_len - after, pl + 4, after) != 0)
        return false;
    sb_add(out, own->text + before, own->text_len - before - after);
    return true;
}

/* The form wanted, or the nearest there is: the nominative for a case,
 * no article for an article, "pl" for "count", the singular for "pl". */
static void resolve(strbuf *out, lookup *l, const form_key *want, int depth)
{
    if (want->num == NUMBER_COUNT && strcmp(want->kase, "nom") != 0 &&
        (try_form(out, l, want, depth) || count_from_plural(out, l, want)))
        return;
    static const number numbers[][3] = { { NUMBER_SG }, { NUMBER_PL, NUMBER_SG },
                                         { NUMBER_COUNT, NUMBER_PL, NUMBER_SG } };
    static const size_t number_steps[] = { 1, 2, 3 };
    for (size_t n = 0; n < number_steps[want->num]; n++) {
        for (int a = 0; a < (want->art == ARTICLE_BARE ? 1 : 2); a++) {
            for (int c = 0; c < (strcmp(want->kase, "nom") == 0 ? 1 : 2); c++) {
                form_key k = *want;
                k.num = numbers[want->num][n];
                if (a)
                    k.art = ARTICLE_BARE;
                if (c)
                    strcpy(k.kase, "nom");
                if (try_form(out, l, &k, depth))
                    return;
            }
        }
    }
    sb_add(out, l->bare, l->bare_len);
}

static void render(strbuf *out, const bt_name *name, const char *form, bool source)
{
    if (!form)
        form = name->form ? name->form : "nom";
    if (name->adjective) {
        adj_render_phrase(out, name, form, source);
        return;
    }
    /* An English sentence in another language's session takes the English
     * patterns on the bare name: the entry's forms are that language's. */
    bool english = strncmp(i18n_language(), "en", 2) == 0;
    lookup l = { name, NULL, 0, name->forms, name_bare_length(name->forms), source, NULL, NULL,
                 !source || english, { 0 } };
    const char *items = entry_items(name->forms);
    if (items && l.entry_forms)
        parse_forms(items, &l.entry);
    find_stem(&l);
    form_key want;
    if (!parse_key(form, strlen(form), &want))
        parse_key("nom", 3, &want);
    if (!name->mark) {
        resolve(out, &l, &want, 0);
        return;
    }
    /* A creature told apart: its mark goes with the name itself, where a
     * pattern builds the form around it ("the wolf 2's"), or after a form
     * its entry writes out whole ("den Schamanen 2"). */
    /* {bare} is given as text: a name the template opens with would be
     * capitalized as if it opened the sentence ("на Вълк 1"). */
    strbuf marked, plain, bare;
    sb_init(&marked);
    sb_init(&plain);
    sb_init(&bare);
    sb_add(&bare, l.bare, l.bare_len);
    tpl_arg args[] = { TPL_STR("name", bare.buf), TPL_INT("mark", name->mark),
                       TPL_STR("bare", bare.buf) };
    tpl_render(&marked, grammar_mark(source), args, 3);
    l.bare = marked.buf;
    l.bare_len = marked.len;
    /* A weak noun's stem is marked as its bare name is ("den Goblinschamanen 2"). */
    strbuf stem;
    sb_init(&stem);
    if (l.stem) {
        strbuf plain_stem;
        sb_init(&plain_stem);
        sb_add(&plain_stem, l.stem, l.stem_len);
        tpl_arg stem_args[] = { TPL_STR("name", plain_stem.buf), TPL_INT("mark", name->mark),
                                TPL_STR("bare", plain_stem.buf) };
        tpl_render(&stem, grammar_mark(source), stem_args, 3);
        sb_release(&plain_stem);
        l.stem = stem.buf;
        l.stem_len = stem.len;
    }
    sb_reset(&plain);
    resolve(&plain, &l, &want, 0);
    if (l.from_entry) {
        /* {bare} is then the form without its article, which an entry may
         * write out with what goes before it ("bare.loc:във вълк": a
         * numbered label takes no article, but keeps its preposition). */
        lookup plain_l = l;
        plain_l.bare = bare.buf;
        plain_l.bare_len = bare.len;
        form_key bare_key = want;
        bare_key.art = ARTICLE_BARE;
        strbuf bare_form;
        sb_init(&bare_form);
        resolve(&bare_form, &plain_l, &bare_key, 0);
        args[0].v.s = plain.buf;
        args[2].v.s = bare_form.buf;
        tpl_render(out, grammar_mark(source), args, 3);
        sb_release(&bare_form);
    } else {
        sb_add(out, plain.buf, plain.len);
    }
    sb_release(&stem);
    sb_release(&bare);
    sb_release(&plain);
    sb_release(&marked);
}

void name_render(strbuf *out, const bt_name *name, const char *form)
{
    render(out, name, form, false);
}

void name_render_source(strbuf *out, const bt_name *name, const char *form)
{
    render(out, name, form, true);
}

/* --- what a name is --- */

const char *name_gender(const bt_name *name, size_t *len)
{
    const char *value;
    if (!find_tag(name->forms, "g", &value, len))
        return NULL;
    return value;
}

bool name_is_plural(const bt_name *name)
{
    const char *value;
    size_t len;
    return find_tag(name->forms, "num", &value, &len) && is_word(value, len, "pl");
}

bool name_same(const bt_name *a, const bt_name *b)
{
    if (!a->adjective != !b->adjective ||
        (a->adjective && strcmp(a->adjective, b->adjective) != 0))
        return false;
    return a->proper == b->proper && strcmp(a->forms, b->forms) == 0;
}

/* --- form keys for other modules --- */

static void write_key(char *out, const form_key *k)
{
    static const char *const arts[] = { "the", "a", "bare" };
    static const char *const nums[] = { "sg", "pl", "count" };
    snprintf(out, NAME_KEY_MAX, "%s.%s.%s", arts[k->art], nums[k->num], k->kase);
}

size_t name_form_chain(const char *form, char keys[][NAME_KEY_MAX], size_t max)
{
    static const number numbers[][3] = { { NUMBER_SG }, { NUMBER_PL, NUMBER_SG },
                                         { NUMBER_COUNT, NUMBER_PL, NUMBER_SG } };
    static const size_t number_steps[] = { 1, 2, 3 };
    form_key want;
    size_t n = 0;
    if (!parse_key(form, strlen(form), &want))
        return 0;
    for (size_t i = 0; i < number_steps[want.num]; i++)
        for (int a = 0; a < (want.art == ARTICLE_BARE ? 1 : 2); a++)
            for (int c = 0; c < (strcmp(want.kase, "nom") == 0 ? 1 : 2) && n < max; c++) {
                form_key k = want;
                k.num = numbers[want.num][i];
                if (a)
                    k.art = ARTICLE_BARE;
                if (c)
                    strcpy(k.kase, "nom");
                write_key(keys[n++], &k);
            }
    return n;
}

bool name_key_equal(const char *a, size_t a_len, const char *b, size_t b_len)
{
    form_key ka, kb;
    return parse_key(a, a_len, &ka) && parse_key(b, b_len, &kb) && key_equal(&ka, &kb);
}

bool name_is_key(const char *text, size_t len)
{
    form_key k;
    return parse_key(text, len, &k);
}

size_t name_bare_length(const char *forms)
{
    const char *bar = strchr(forms, '|');
    return bar ? (size_t)(bar - forms) : strlen(forms);
}

/* --- typed names --- */

/* How typed text may match a candidate form. */
typedef enum match_mode {
    MATCH_WHOLE,        /* the whole form ("the" alone must not match "the wolf") */
    MATCH_WORD_START    /* the start of any of its words: a Bulgarian name opens
                           with its adjective, and "нож" is what a player types
                           for "ловджийски нож" */
} match_mode;

/* Whether folded s starts with folded prefix. */
static bool starts_with(const char *s, const char *prefix, size_t len)
{
    return strncmp(s, prefix, len) == 0;
}

/* Whether typed matches candidate (len bytes), both compared folded. */
static bool folded_match(const char *candidate, size_t len, const char *typed, match_mode mode)
{
    strbuf a, b;
    sb_init(&a);
    sb_init(&b);
    sb_add(&b, candidate, len);
    utf8_fold(&a, b.buf);
    sb_reset(&b);
    utf8_fold(&b, typed);
    bool match = false;
    if (b.len && mode == MATCH_WHOLE) {
        match = strcmp(a.buf, b.buf) == 0;
    } else if (b.len) {
        for (const char *w = a.buf; w && !match; w = strchr(w, ' ')) {
            w += *w == ' ';
            match = starts_with(w, b.buf, b.len);
        }
    }
    sb_release(&a);
    sb_release(&b);
    return match;
}

/* Every form a pattern gives the name, compared whole (a form with an
 * article: "the" alone must not match every item). */
static bool pattern_matches(lookup *l, const char *pattern, const char *typed)
{
    const char *p = pattern;
    item it;
    strbuf form;
    sb_init(&form);
    bool match = false;
    while (!match && name_next_item(&p, &it)) {
        sb_reset(&form);
        expand(&form, l, &it, 1);
        match = folded_match(form.buf, form.len, typed, MATCH_WHOLE);
    }
    sb_release(&form);
    return match;
}

bool name_matches(const bt_name *name, const char *text)
{
    if (name->adjective)
        return adj_phrase_matches(name, text);
    lookup l = { name, NULL, 0, name->forms, name_bare_length(name->forms), false, NULL, NULL,
                 true, { 0 } };
    if (entry_items(name->forms))
        parse_forms(entry_items(name->forms), &l.entry);
    if (folded_match(l.bare, l.bare_len, text, MATCH_WORD_START))
        return true;
    const char *p = entry_items(name->forms);
    item it;
    while (name_next_item(&p, &it)) {
        form_key k;
        if (!it.key_len || is_tag_key(&it) || !parse_key(it.key, it.key_len, &k))
            continue;
        if (folded_match(it.text, it.text_len, text,
                         k.art != ARTICLE_BARE ? MATCH_WHOLE : MATCH_WORD_START))
            return true;
    }
    find_stem(&l);
    choose_patterns(&l);
    return pattern_matches(&l, l.pattern, text) ||
           (!name->proper && pattern_matches(&l, l.common, text));
}

/* --- checks --- */

const char *name_entry_problem(const char *forms, const char *genders)
{
    if (name_bare_length(forms) == 0)
        return "the name before the first \"|\" is empty";
    const char *p = entry_items(forms);
    item it;
    while (name_next_item(&p, &it)) {
        form_key k;
        if (!it.key_len || !it.text_len)
            return "an item is not FORM:TEXT";
        if (is_word(it.key, it.key_len, "g")) {
            if (!grammar_genders_have(genders, it.text, it.text_len))
                return "its gender is not one of the catalog's \"grammar\" genders";
        } else if (is_word(it.key, it.key_len, "num")) {
            if (!is_word(it.text, it.text_len, "pl") && !is_word(it.text, it.text_len, "sg"))
                return "\"num:\" is neither \"pl\" nor \"sg\"";
        } else if (is_word(it.key, it.key_len, "decl")) {
            if (!is_word(it.text, it.text_len, "weak"))
                return "\"decl:\" is not \"weak\"";
        } else if (is_word(it.key, it.key_len, "stem")) {
            continue;
        } else if (!parse_key(it.key, it.key_len, &k)) {
            return "a form's name is not words of lowercase letters joined by dots";
        }
    }
    return NULL;
}

/* Whether the forms of set give exactly k. */
static bool gives(const char *items, const form_key *k)
{
    if (!items)
        return false;
    form_set set;
    parse_forms(items, &set);
    return find_form(&set, k) != NULL;
}

const char *name_entry_lacks(const char *forms, const char *genders, const char *required,
                             const char *pattern, const char *common, char *which, size_t size)
{
    size_t gender_len = 0;
    bt_name name = { forms, false, 0, NULL };
    const char *gender = name_gender(&name, &gender_len);
    if (!gender && genders && *genders)
        return N_("it has no gender (\"g:\" and one of the catalog's \"grammar\" genders), "
                  "so no sentence can agree with it");
    for (const char *p = required ? required : ""; *p;) {
        size_t len = strcspn(p, " ");
        form_key k;
        if (len && parse_key(p, len, &k) && !gives(entry_items(forms), &k) &&
            !gives(pattern, &k) && !gives(common, &k)) {
            snprintf(which, size, "%.*s", (int)len, p);
            return N_("it lacks a form that the catalog's \"required forms\" asks of it and "
                      "no pattern builds");
        }
        p += len;
        p += strspn(p, " ");
    }
    return NULL;
}

const char *name_entry_unknown_form(const char *forms, const char *known, char *which,
                                    size_t size)
{
    const char *p = entry_items(forms);
    item it;
    while (name_next_item(&p, &it)) {
        form_key k;
        if (!it.key_len || is_tag_key(&it) || !parse_key(it.key, it.key_len, &k) ||
            strcmp(k.kase, "nom") == 0 || grammar_genders_have(known, k.kase, strlen(k.kase)))
            continue;
        snprintf(which, size, "%.*s", (int)it.key_len, it.key);
        return N_("it has a form whose case no pattern and no message of the catalog uses (a "
                  "typo such as \"akk\" for \"acc\"?), so no sentence ever shows it");
    }
    return NULL;
}

void name_form_cases(const char *items, strbuf *out)
{
    const char *p = items;
    item it;
    while (name_next_item(&p, &it)) {
        form_key k;
        if (it.key_len && !is_tag_key(&it) && parse_key(it.key, it.key_len, &k) &&
            !grammar_genders_have(out->buf, k.kase, strlen(k.kase)))
            sb_addf(out, "%s%s", out->len ? " " : "", k.kase);
    }
}

bool name_form_case(const char *form, size_t len, char *kase, size_t size)
{
    form_key k;
    if (!parse_key(form, len, &k))
        return false;
    snprintf(kase, size, "%s", k.kase);
    return true;
}

const char *name_pattern_problem(const char *pattern)
{
    const char *p = pattern;
    item it;
    while (name_next_item(&p, &it)) {
        form_key k;
        if (!it.key_len || !it.text_len)
            return "an item is not FORM:TEXT";
        if (!parse_key(it.key, it.key_len, &k))
            return "a form's name is not words of lowercase letters joined by dots";
    }
    return NULL;
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
