/* SPDX-License-Identifier: GPL-3.0-or-later */
/* i18n.c - the language of the session and checked translation lookups. */
#include "config.h"

#include "text/i18n.h"

#include <libintl.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/catalog.h"
#include "text/outside.h"
#include "text/template.h"
#include "util/strbuf.h"
#include "util/utf8.h"

static char language[64] = "en";
static unsigned generation;

/* The first of the variables that names a language, as gettext reads them;
 * *locale_name tells whether it is a locale's name (LC_ALL, LC_MESSAGES,
 * LANG) rather than LANGUAGE's list. */
static const char *language_from_environment(bool *locale_name)
{
    static const char *const vars[] = { "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
        const char *value = getenv(vars[i]);
        if (value && *value) {
            *locale_name = i > 0;
            return value;
        }
    }
    return NULL;
}

static bool is_plain_c(const char *name)
{
    return !name || strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0;
}

/* "bg_BG.UTF-8@x:de" -> "bg_BG": the code alone, for i18n_language(). */
static void remember_language(const char *asked)
{
    size_t n = strcspn(asked, ".@:");
    if (n == 0 || n >= sizeof language || is_plain_c(asked))
        n = 0;
    if (n)
        memcpy(language, asked, n);
    else
        strcpy(language, "en");
    language[n ? n : 2] = '\0';
}

/* A language list keeps its first entries: gettext tries every entry of
 * LANGUAGE for every lookup, and glibc keeps what it tried in a list it
 * searches with strcmp, so 20,000 entries took a start 12 seconds. Nobody
 * reads more than a few languages. */
#define MAX_LANGUAGES 16

/* The first MAX_LANGUAGES entries of list (a "de:es:en" list) into buf. */
static const char *first_languages(const char *list, char *buf, size_t size)
{
    const char *p = list;
    for (int n = 0; n < MAX_LANGUAGES && (p = strchr(p, ':')); n++)
        p++;
    if (!p)
        return list;
    size_t len = (size_t)(p - list - 1);
    if (len >= size)
        len = size - 1;
    memcpy(buf, list, len);
    buf[len] = '\0';
    return buf;
}

/* A locale's name without its codeset, "bg_BG.UTF-8" -> "bg_BG" and
 * "sr_RS.UTF-8@latin" -> "sr_RS@latin", into buf; name itself when it has
 * none, is too long, or is C's. The codeset says how the terminal writes
 * characters, not which catalog to read: gettext, given the whole name,
 * looks for a catalog under bg_BG.UTF-8, bg_BG.utf8, bg_BG, bg.UTF-8,
 * bg.utf8 and bg, an open each for every domain; without it, under bg_BG
 * and bg. (A language asked for by --lang or LANGUAGE is kept as given: a
 * language pack may name its folders with a codeset.) */
static const char *without_codeset(const char *name, char *buf, size_t size)
{
    const char *dot = strchr(name, '.');
    if (!dot || strlen(name) >= size)
        return name;
    size_t head = (size_t)(dot - name);
    memcpy(buf, name, head);
    strcpy(buf + head, dot + strcspn(dot, "@:"));
    return is_plain_c(buf) ? name : buf;
}

/* The C locale in UTF-8 for category. glibc keeps it under the name with
 * its codeset normalised, C.utf8 (2.35 and later install it so); given
 * "C.UTF-8" it first looks for a folder of that name, an open that fails,
 * before the normalised one: asked for by that name it is found at once.
 * A system that has it under "C.UTF-8" alone finds it at the second call. */
static void set_c_utf8(int category)
{
    if (!setlocale(category, "C.utf8"))
        setlocale(category, "C.UTF-8");
}

void i18n_init(const char *lang, const char *localedir)
{
    char trimmed[1024], bare[256];
    bool locale_name = false;
    const char *asked = lang && *lang ? lang : language_from_environment(&locale_name);
    /* Only the two categories bloodtrail reads are taken from the
     * environment, the characters (wcwidth, towupper) and the texts:
     * setlocale(LC_ALL, "") loaded the other ten from their files too, at
     * five system calls each, for numbers, dates and sorting that the game
     * formats by hand (effects.c reads "0.5" itself; dates are strftime's
     * digits; names are sorted by bytes). */
    const char *locale = setlocale(LC_CTYPE, "");
    if (locale)
        locale = setlocale(LC_MESSAGES, "");
    /* gettext ignores LANGUAGE under the C locale, and a named locale that is
     * not installed leaves us in C: a UTF-8 locale every system has lets
     * LANGUAGE choose the catalogs. */
    if (!locale || is_plain_c(locale)) {
        set_c_utf8(LC_CTYPE);
        set_c_utf8(LC_MESSAGES);
    }
    /* gettext would take a "/" in a language for part of a path. */
    if (asked && strchr(asked, '/'))
        asked = NULL;
    if (asked)
        asked = first_languages(asked, trimmed, sizeof trimmed);
    if (asked && !is_plain_c(asked))
        setenv("LANGUAGE", locale_name ? without_codeset(asked, bare, sizeof bare) : asked, 1);
    else
        unsetenv("LANGUAGE");
    remember_language(asked ? asked : "en");
    catalog_recheck();               /* the catalogs of the new languages */
    i18n_bind(PACKAGE, localedir);
    textdomain(PACKAGE);
    generation++;
}

bool i18n_found_catalog(void)
{
    /* The header is the translation of "": empty when no catalog was found. */
    const char *header = dgettext(PACKAGE, "");
    return header && *header;
}

unsigned i18n_generation(void)
{
    return generation;
}

const char *i18n_language(void)
{
    return language;
}

void i18n_bind(const char *domain, const char *localedir)
{
    catalog_bind(domain, localedir);
}

/* gettext's answer, or the original when the domain's catalog was refused
 * (then gettext never reads it). */
static const char *lookup(const char *domain, const char *msgid)
{
    return catalog_speaks(domain) ? dgettext(domain, msgid) : msgid;
}

static const char *lookup_plural(const char *domain, const char *msgid, const char *plural,
                                 unsigned long n)
{
    if (!catalog_speaks(domain))
        return n == 1 ? msgid : plural;
    return dngettext(domain, msgid, plural, n);
}

/* A translator should hear of every translation that was refused, once:
 * the messages already named are kept (by address: a msgid is a constant of
 * the program or of a plugin). */
static bool first_refusal(const char *msgid)
{
    static const char **named;
    static size_t count, capacity;
    for (size_t i = 0; i < count; i++)
        if (named[i] == msgid)
            return false;
    if (count == capacity) {
        size_t more = capacity ? 2 * capacity : 16;
        const char **grown = realloc(named, more * sizeof *named);
        if (!grown)
            return true;
        named = grown;
        capacity = more;
    }
    named[count++] = msgid;
    return true;
}

/* Each translation is checked once: a translation is a string of a catalog
 * that gettext keeps mapped until the language changes, so the verdict is
 * kept by its address (open addressing; cleared when the language changes). */
typedef struct verdict {
    const char *translation;
    bool usable;
    signed char clean;           /* holds nothing text/outside.h replaces; -1: unknown */
} verdict;

static struct {
    verdict *slots;
    size_t count, capacity;     /* capacity: a power of two, or 0 */
    unsigned generation;
} verdicts;

static size_t verdict_slot(const char *translation)
{
    uintptr_t h = (uintptr_t)translation;
    h ^= h >> 17;
    h *= 0x9E3779B97F4A7C15u;
    size_t mask = verdicts.capacity - 1;
    for (size_t i = (size_t)(h >> 7) & mask;; i = (i + 1) & mask)
        if (!verdicts.slots[i].translation || verdicts.slots[i].translation == translation)
            return i;
}

/* The table starts small: the first map checks some twenty translations,
 * and 256 slots were 6 KiB of heap zeroed before its prompt. */
#define VERDICTS_FIRST 32

static void verdicts_grow(void)
{
    size_t capacity = verdicts.capacity ? 2 * verdicts.capacity : VERDICTS_FIRST;
    verdict *old = verdicts.slots;
    size_t old_capacity = verdicts.capacity;
    verdict *slots = calloc(capacity, sizeof *slots);
    if (!slots)
        return;
    verdicts.slots = slots;
    verdicts.capacity = capacity;
    for (size_t i = 0; i < old_capacity; i++)
        if (old[i].translation)
            verdicts.slots[verdict_slot(old[i].translation)] = old[i];
    free(old);
}

/* The kept verdict on translation, or -1 when it was never checked. */
static int known_verdict(const char *translation)
{
    if (verdicts.generation != generation) {
        free(verdicts.slots);
        verdicts.slots = NULL;
        verdicts.count = verdicts.capacity = 0;
        verdicts.generation = generation;
    }
    if (!verdicts.capacity)
        return -1;
    const verdict *v = &verdicts.slots[verdict_slot(translation)];
    return v->translation ? v->usable : -1;
}

static bool keep_verdict(const char *translation, bool usable)
{
    if (verdicts.count * 2 >= verdicts.capacity)
        verdicts_grow();
    if (verdicts.capacity) {
        verdict *v = &verdicts.slots[verdict_slot(translation)];
        if (!v->translation)
            verdicts.count++;
        *v = (verdict){ translation, usable, -1 };
    }
    return usable;
}

static bool matches(const char *msgid, const char *translation)
{
    int known = known_verdict(translation);
    return known >= 0 ? known : keep_verdict(translation, tpl_matches(msgid, translation));
}

static bool matches_plural(const char *one, const char *many, const char *translation)
{
    int known = known_verdict(translation);
    return known >= 0 ? known
                      : keep_verdict(translation, tpl_matches_plural(one, many, translation));
}

static const char *refuse(const char *domain, const char *msgid, const char *translation)
{
    if (!first_refusal(msgid))
        return msgid;
    const char *problem = tpl_problem(translation);
    strbuf line;
    sb_init(&line);
    tpl_arg args[] = { TPL_STR("msgid", msgid), TPL_STR("domain", domain) };
    if (problem)
        /* TRANSLATORS: {problem} says what is wrong (a tag of a selection
           no gender of the catalog has, a selection without a default, an
           unbalanced brace): one of the messages of src/text/template.c. */
        tpl_render(&line,
                   _("bloodtrail: the translation of \"{msgid}\" in the catalog \"{domain}\" "
                     "cannot be used: {problem}; the original is used."),
                   (tpl_arg[]){ args[0], args[1], TPL_STR("problem", _(problem)) }, 3);
    else
        tpl_render(&line,
                   _("bloodtrail: the translation of \"{msgid}\" in the catalog \"{domain}\" "
                     "has other placeholders than the original; the original is used."),
                   args, 2);
    fprintf(stderr, "%s\n", line.buf);
    sb_release(&line);
    return msgid;
}

/* What a lookup returns, made harmless. A translation is looked at once
 * (its verdict is kept with the placeholders' one); an original every time,
 * for a plugin may build it anew (it is quick: text from outside is rarely
 * anything but printable). */
static const char *shown(const char *domain, const char *msgid, const char *text)
{
    (void)domain;
    if (text != msgid && verdicts.capacity) {
        verdict *v = &verdicts.slots[verdict_slot(text)];
        if (v->translation == text) {
            if (v->clean < 0)
                v->clean = outside_find(text, OUTSIDE_LINES) < 0;
            if (v->clean)
                return text;
        }
    }
    return outside_clean(text, OUTSIDE_LINES);
}

const char *i18n_text(const char *domain, const char *msgid)
{
    if (!domain)
        domain = PACKAGE;
    const char *text = lookup(domain, msgid);
    if (text == msgid || matches(msgid, text))
        return shown(domain, msgid, text);
    return shown(domain, msgid, refuse(domain, msgid, text));
}

const char *i18n_ntext(const char *domain, const char *msgid, const char *msgid_plural,
                       unsigned long n)
{
    if (!domain)
        domain = PACKAGE;
    const char *text = lookup_plural(domain, msgid, msgid_plural, n);
    if (text == msgid || text == msgid_plural)
        return shown(domain, text, text);
    if (matches_plural(msgid, msgid_plural, text))
        return shown(domain, msgid, text);
    const char *original = refuse(domain, n == 1 ? msgid : msgid_plural, text);
    return shown(domain, original, original);
}

/* gettext keeps a context as "context\004msgid" in the catalog. Looks up
 * msgid (with msgid_plural and n, when it is not NULL); NULL when the
 * catalog has no translation. */
static const char *context_lookup(const char *domain, const char *context, const char *msgid,
                                  const char *msgid_plural, unsigned long n)
{
    char stack[256];
    size_t clen = strlen(context), mlen = strlen(msgid);
    char *key = clen + mlen + 2 <= sizeof stack ? stack : malloc(clen + mlen + 2);
    if (!key)
        return NULL;
    memcpy(key, context, clen);
    key[clen] = '\004';
    memcpy(key + clen + 1, msgid, mlen + 1);
    const char *text = msgid_plural ? lookup_plural(domain, key, msgid_plural, n)
                                    : lookup(domain, key);
    bool untranslated = text == key || text == msgid_plural;
    if (key != stack)
        free(key);
    return untranslated ? NULL : text;
}

const char *i18n_ptext(const char *domain, const char *context, const char *msgid)
{
    if (!domain)
        domain = PACKAGE;
    const char *text = context_lookup(domain, context, msgid, NULL, 0);
    if (!text)
        return shown(domain, msgid, msgid);
    if (matches(msgid, text))
        return shown(domain, msgid, text);
    return shown(domain, msgid, refuse(domain, msgid, text));
}

const char *i18n_nptext(const char *domain, const char *context, const char *msgid,
                        const char *msgid_plural, unsigned long n)
{
    if (!domain)
        domain = PACKAGE;
    const char *text = context_lookup(domain, context, msgid, msgid_plural, n);
    const char *original = n == 1 ? msgid : msgid_plural;
    if (!text)
        return shown(domain, original, original);
    if (matches_plural(msgid, msgid_plural, text))
        return shown(domain, msgid, text);
    refuse(domain, original, text);
    return shown(domain, original, original);
}

const char *i18n_ptext_keys(const char *domain, const char *context, const char *msgid,
                            const char *const *allowed)
{
    if (!domain)
        domain = PACKAGE;
    const char *text = context_lookup(domain, context, msgid, NULL, 0);
    if (!text)
        return shown(domain, msgid, msgid);
    if (tpl_keys_within(text, allowed))
        return shown(domain, msgid, text);
    return shown(domain, msgid, refuse(domain, msgid, text));
}

const char *i18n_ptext_fit(const char *domain, const char *context, const char *msgid,
                           size_t columns)
{
    const char *text = i18n_ptext(domain, context, msgid);
    if (text == msgid || utf8_width(text) <= columns)
        return text;
    if (!first_refusal(msgid))
        return msgid;
    strbuf line;
    sb_init(&line);
    tpl_arg args[] = { TPL_STR("text", text), TPL_STR("msgid", msgid),
                       TPL_STR("domain", domain ? domain : PACKAGE),
                       TPL_INT("width", (long)utf8_width(text)), TPL_INT("max", (long)columns) };
    /* TRANSLATORS: {text} is the too-wide translation of {msgid}. */
    tpl_render(&line,
               _("bloodtrail: the translation \"{text}\" of \"{msgid}\" in the catalog "
                 "\"{domain}\" is {width} columns wide, and there is room for {max}; the "
                 "original is used."),
               args, 5);
    fprintf(stderr, "%s\n", line.buf);
    sb_release(&line);
    return msgid;
}
