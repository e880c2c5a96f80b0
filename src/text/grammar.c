/* SPDX-License-Identifier: GPL-3.0-or-later */
/* grammar.c - the grammar of the session's language, from its catalog. */
#include "config.h"

#include "text/grammar.h"

#include <string.h>

#include "text/i18n.h"

/* The English originals. Each is a message of the host's catalog; the
 * translator comments teach the notation (see also doc/translating.md). */

/* TRANSLATORS: the genders a noun of your language can have, as the tags
   that names carry ("Höhlenspinne|g:f") and selections choose by
   ("{name?f:aturdida|aturdido}"). Only m, f and n exist: list those your
   language uses, e.g. "m f" for Spanish, "m f n" for German. */
static const char GENDERS[] = NC_("grammar", "m f n");

/* TRANSLATORS: how a proper name (the hero's, a name typed in the lab)
   takes its forms in sentences: "FORM:TEXT" items separated by "|", with
   {name} for the name. A form is named by a case (nom, acc, dat, gen, ...),
   after "a." for the indefinite or "pl." for the plural. Give the forms your
   sentences use, e.g. German "nom:{name}|acc:{name}|dat:{name}|gen:{name}s". */
static const char PROPER[] = NC_("grammar: proper name", "nom:{name}|gen:{name}'s");

/* TRANSLATORS: how a common noun (a monster, an item, a skill, ...) takes
   the forms its own entry does not write out, when it has no gender tag.
   {name} is its list form, {pl} its plural ("pl:" in its entry, else this
   pattern's "pl"), {count} its form after a number ("count:", else {pl}).
   Forms: "nom" (the subject, with the definite article), "acc", "dat",
   "gen"; "a.nom", "a.acc", ... with the indefinite article ("a" alone is
   "a.nom"); "pl" (the plural, as a list shows it), "pl.nom", "pl.acc", ...
   with the article; "count" (after a number). */
static const char COMMON[] = NC_("grammar: common noun",
                                 "nom:the {name}|gen:the {name}'s|a:a {name}|a.gen:a {name}'s|"
                                 "pl:{name}s|pl.nom:the {pl}|pl.gen:the {pl}'");
/* TRANSLATORS: the same for a masculine noun (its entry says "g:m").
   German: "nom:der {name}|acc:den {name}|dat:dem {name}|gen:des {name}s|
   a:ein {name}|a.acc:einen {name}|...". */
static const char MASCULINE[] = NC_("grammar: masculine noun",
                                    "nom:the {name}|gen:the {name}'s|a:a {name}|a.gen:a {name}'s|"
                                    "pl:{name}s|pl.nom:the {pl}|pl.gen:the {pl}'");
/* TRANSLATORS: the same for a feminine noun (its entry says "g:f"). */
static const char FEMININE[] = NC_("grammar: feminine noun",
                                   "nom:the {name}|gen:the {name}'s|a:a {name}|a.gen:a {name}'s|"
                                   "pl:{name}s|pl.nom:the {pl}|pl.gen:the {pl}'");
/* TRANSLATORS: the same for a neuter noun (its entry says "g:n"). */
static const char NEUTER[] = NC_("grammar: neuter noun",
                                 "nom:the {name}|gen:the {name}'s|a:a {name}|a.gen:a {name}'s|"
                                 "pl:{name}s|pl.nom:the {pl}|pl.gen:the {pl}'");

/* TRANSLATORS: the same for a weak noun (its entry says "decl:weak"):
   the pattern of a declension whose forms share a stem other than the name,
   {stem} ("stem:" in the entry). German weak masculines: "nom:der {name}|
   acc:den {stem}|dat:dem {stem}|gen:des {stem}|a:ein {name}|a.acc:einen
   {stem}|...|pl:{stem}", so "Bär|g:m|decl:weak|stem:Bären" needs nothing
   more. A language without such nouns copies the masculine pattern. */
static const char WEAK[] = NC_("grammar: weak noun",
                               "nom:the {name}|gen:the {name}'s|a:a {name}|a.gen:a {name}'s|"
                               "pl:{name}s|pl.nom:the {pl}|pl.gen:the {pl}'");

/* TRANSLATORS: the forms every name of your language (a creature, an item,
   a skill, ...) must write out in its entry because no pattern above can
   build them, separated by spaces: "acc". To ask them only of the names of
   some contexts, give "CONTEXT: FORMS" items separated by ";": Bulgarian
   "creature: acc; item: acc; effect name: acc" (the article is a suffix no
   pattern makes; areas carry theirs in the name). "none" when your
   patterns build every form a sentence asks for. The game and po-check
   name an entry that lacks one. */
static const char REQUIRED[] = NC_("required forms", "none");

/* TRANSLATORS: a list of two: "a goblin and two wolves". {a} and {b} are
   the items, already in the form the sentence needs. */
static const char LIST_PAIR[] = NC_("list", "{a} and {b}");
/* TRANSLATORS: an item of a list of three or more before the rest:
   "a goblin, {b}". */
static const char LIST_MIDDLE[] = NC_("list", "{a}, {b}");
/* TRANSLATORS: the last two items of a list of three or more: "a goblin,
   a wolf, and two spiders" in English; German "{a} und {b}". */
static const char LIST_LAST[] = NC_("list", "{a}, and {b}");
static const char *const COUNTED[] = {
    /* TRANSLATORS: several things of one name in a list: "two wolves". {n} is
       how many (always 2 or more here; in languages with several plural forms
       each form is chosen by the catalog's plural rule); {name} is the name in
       its "count" form, in the case of the list (give it another form as
       {name:pl.acc} if your language wants). Numbers can be words by a
       selection on {n}: "{n?2:zwei|3:drei|{n}} {name}". */
    NCP_("list", "{n} {name}",
         "{n?2:two|3:three|4:four|5:five|6:six|7:seven|8:eight|9:nine|10:ten|{n}} {name}")
};
/* TRANSLATORS: a creature told apart from others of its kind in a fight:
   {name} is its name in the form the sentence needs, {mark} its number in
   the list of enemies ("the spider 2"); {bare} is its name as a list shows
   it, for a language that puts the number elsewhere. Do not put the number
   in parentheses: those are kept for amounts of life. */
static const char MARK[] = NC_("grammar", "{name} {mark}");

static const char *const pattern_keys[] = { "name", "pl", "count", "stem", NULL };
static const char *const list_keys[] = { "a", "b", NULL };
static const char *const mark_keys[] = { "name", "mark", "bare", NULL };
static const char *const skill_keys[] = { "skill", NULL };
static const char *const no_keys[] = { NULL };

const char *const *grammar_free_keys(const char *context, const char *msgid)
{
    if (!context)
        return NULL;
    if (strcmp(context, "required forms") == 0)
        return no_keys;
    /* The adjectives' patterns and phrases keep keys of their own
     * (text/adjective.h). */
    if (strncmp(context, "grammar: adjective", 18) == 0)
        return NULL;
    if (strncmp(context, "grammar: ", 9) == 0)
        return pattern_keys;
    if (strcmp(context, "list") == 0 && strcmp(msgid, COUNTED[0]) != 0)
        return list_keys;
    if (strcmp(context, "grammar") == 0 && strcmp(msgid, MARK) == 0)
        return mark_keys;
    if (strcmp(context, GRAMMAR_SKILL_STATE) == 0)
        return skill_keys;
    return NULL;
}

/* The translations, each looked up once for the language of
 * i18n_generation (NULL: not yet). */
static struct {
    unsigned generation;
    const char *genders, *proper, *common, *gendered[3], *pair, *middle, *last, *mark, *required,
        *weak;
} cache;

static const char *look_up(const char *context, const char *msgid, const char *const *keys)
{
    return i18n_ptext_keys(NULL, context, msgid, keys);
}

/* Forgets the translations of another language. */
static void renew(void)
{
    if (cache.generation != i18n_generation()) {
        memset(&cache, 0, sizeof cache);
        cache.generation = i18n_generation();
    }
}

/* The translation kept in *slot, looked up the first time it is asked for
 * (a game may show its first screen without a list). The lookup checks
 * the translation, and the check may ask the grammar, the genders first:
 * while a text is being looked up, its English stands. */
static const char *kept(const char **slot, const char *context, const char *msgid,
                        const char *const *keys)
{
    renew();
    if (!*slot) {
        *slot = msgid;
        const char *found = keys ? look_up(context, msgid, keys) : i18n_ptext(NULL, context, msgid);
        renew();
        *slot = found;
    }
    return *slot;
}

bool grammar_genders_have(const char *genders, const char *tag, size_t len)
{
    for (const char *p = genders; *p;) {
        size_t word = strcspn(p, " ");
        if (word == len && memcmp(p, tag, len) == 0)
            return true;
        p += word;
        p += strspn(p, " ");
    }
    return false;
}

const char *grammar_required_forms(const char *text)
{
    return strcmp(text, REQUIRED) == 0 ? "" : text;
}

void grammar_required_in(const char *declared, const char *context, strbuf *out)
{
    sb_reset(out);
    declared = grammar_required_forms(declared);
    if (!strchr(declared, ':')) {
        sb_adds(out, declared);
        return;
    }
    for (const char *p = declared; *p;) {
        p += strspn(p, " ");
        size_t len = strcspn(p, ";");
        const char *colon = memchr(p, ':', len);
        if (colon && (size_t)(colon - p) == strlen(context) && memcmp(p, context, colon - p) == 0)
            sb_add(out, colon + 1 + strspn(colon + 1, " "), len - (size_t)(colon + 1 - p) -
                                                            strspn(colon + 1, " "));
        p += len + (p[len] == ';');
    }
}

const char *grammar_required(void)
{
    return grammar_required_forms(kept(&cache.required, "required forms", REQUIRED,
                                       no_keys));
}

const char *grammar_genders(void)
{
    return kept(&cache.genders, "grammar", GENDERS, NULL);
}

/* 0, 1, 2 for m, f, n; -1 for anything else. */
static int gender_index(const char *gender, size_t len)
{
    if (!gender || len != 1)
        return -1;
    const char *at = strchr("mfn", gender[0]);
    return at && *at ? (int)(at - "mfn") : -1;
}

const char *grammar_pattern(bool proper, const char *gender, size_t gender_len, bool source)
{
    static const char *const english[] = { MASCULINE, FEMININE, NEUTER };
    int i = gender_index(gender, gender_len);
    static const char *const contexts[] = { "grammar: masculine noun", "grammar: feminine noun",
                                            "grammar: neuter noun" };
    if (source)
        return proper ? PROPER : i >= 0 ? english[i] : COMMON;
    if (proper)
        return kept(&cache.proper, "grammar: proper name", PROPER, pattern_keys);
    if (i >= 0)
        return kept(&cache.gendered[i], contexts[i], english[i], pattern_keys);
    return kept(&cache.common, "grammar: common noun", COMMON, pattern_keys);
}

const char *grammar_weak_pattern(bool source)
{
    if (source)
        return WEAK;
    return kept(&cache.weak, "grammar: weak noun", WEAK, pattern_keys);
}

const char *grammar_common_pattern(bool source)
{
    if (source)
        return COMMON;
    return kept(&cache.common, "grammar: common noun", COMMON, pattern_keys);
}

const char *grammar_list_pair(bool source)
{
    if (source)
        return LIST_PAIR;
    return kept(&cache.pair, "list", LIST_PAIR, list_keys);
}

const char *grammar_list_middle(bool source)
{
    if (source)
        return LIST_MIDDLE;
    return kept(&cache.middle, "list", LIST_MIDDLE, list_keys);
}

const char *grammar_list_last(bool source)
{
    if (source)
        return LIST_LAST;
    return kept(&cache.last, "list", LIST_LAST, list_keys);
}

const char *grammar_counted(unsigned long n, bool source)
{
    if (source)
        return COUNTED[n == 1 ? 0 : 1];
    /* A plural lookup depends on n: not kept. */
    return i18n_nptext(NULL, "list", COUNTED[0], COUNTED[1], n);
}

const char *grammar_mark(bool source)
{
    if (source)
        return MARK;
    return kept(&cache.mark, "grammar", MARK, grammar_free_keys("grammar", MARK));
}
