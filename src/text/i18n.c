/* i18n.c - the language of the session and checked translation lookups. */
#include "config.h"

#include "text/i18n.h"

#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/template.h"
#include "util/strbuf.h"
#include "util/utf8.h"

static char language[64] = "en";

/* "domain\004msgid" of every refusal said so far: each is said once. */
static char **refused;
static size_t refused_count;

/* The first of the variables that names a language, as gettext reads them. */
static const char *language_from_environment(void)
{
    static const char *const vars[] = { "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
        const char *value = getenv(vars[i]);
        if (value && *value)
            return value;
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

void i18n_init(const char *lang, const char *localedir)
{
    const char *asked = lang && *lang ? lang : language_from_environment();
    const char *locale = setlocale(LC_ALL, "");
    /* gettext ignores LANGUAGE under the C locale, and a named locale that is
     * not installed leaves us in C: a UTF-8 locale every system has lets
     * LANGUAGE choose the catalogs. */
    if (!locale || is_plain_c(setlocale(LC_MESSAGES, NULL)))
        setlocale(LC_ALL, "C.UTF-8");
    if (asked && !is_plain_c(asked))
        setenv("LANGUAGE", asked, 1);
    else
        unsetenv("LANGUAGE");
    remember_language(asked ? asked : "en");
    i18n_bind(PACKAGE, localedir);
    textdomain(PACKAGE);
}

const char *i18n_language(void)
{
    return language;
}

void i18n_bind(const char *domain, const char *localedir)
{
    bindtextdomain(domain, localedir);
    bind_textdomain_codeset(domain, "UTF-8");
}

/* Whether this message of this catalog was refused before (and now is). */
static bool refused_before(const char *domain, const char *msgid)
{
    strbuf key;
    sb_init(&key);
    sb_addf(&key, "%s\004%s", domain, msgid);
    for (size_t i = 0; i < refused_count; i++) {
        if (strcmp(refused[i], key.buf) == 0) {
            sb_release(&key);
            return true;
        }
    }
    char **grown = realloc(refused, (refused_count + 1) * sizeof *refused);
    if (grown) {
        refused = grown;
        refused[refused_count++] = sb_detach(&key);
    }
    sb_release(&key);
    return false;
}

/* A translator should hear of every message of a catalog that is refused,
 * each once. */
static const char *refuse(const char *domain, const char *msgid)
{
    if (refused_before(domain, msgid))
        return msgid;
    strbuf line;
    sb_init(&line);
    tpl_render(&line,
               _("bloodtrail: the translation of \"{msgid}\" in the catalog \"{domain}\" has "
                 "other placeholders than the original; the original is used."),
               (tpl_arg[]){ TPL_STR("msgid", msgid), TPL_STR("domain", domain) }, 2);
    fprintf(stderr, "%s\n", line.buf);
    sb_release(&line);
    return msgid;
}

const char *i18n_text(const char *domain, const char *msgid)
{
    if (!domain)
        domain = PACKAGE;
    const char *text = dgettext(domain, msgid);
    if (text == msgid || tpl_matches(msgid, text))
        return text;
    return refuse(domain, msgid);
}

const char *i18n_ntext(const char *domain, const char *msgid, const char *msgid_plural,
                       unsigned long n)
{
    if (!domain)
        domain = PACKAGE;
    const char *text = dngettext(domain, msgid, msgid_plural, n);
    if (text == msgid || text == msgid_plural || tpl_matches_plural(msgid, msgid_plural, text))
        return text;
    return refuse(domain, n == 1 ? msgid : msgid_plural);
}

/* gettext keeps a context as "context\004msgid" in the catalog. */
const char *i18n_ptext(const char *domain, const char *context, const char *msgid)
{
    if (!domain)
        domain = PACKAGE;
    char stack[256];
    size_t clen = strlen(context), mlen = strlen(msgid);
    char *key = clen + mlen + 2 <= sizeof stack ? stack : malloc(clen + mlen + 2);
    if (!key)
        return msgid;
    memcpy(key, context, clen);
    key[clen] = '\004';
    memcpy(key + clen + 1, msgid, mlen + 1);
    const char *text = dgettext(domain, key);
    bool untranslated = text == key;
    if (key != stack)
        free(key);
    if (untranslated)
        return msgid;
    return tpl_matches(msgid, text) ? text : refuse(domain, msgid);
}

const char *i18n_ptext_fit(const char *domain, const char *context, const char *msgid,
                           size_t columns)
{
    const char *text = i18n_ptext(domain, context, msgid);
    if (text == msgid || utf8_width(text) <= columns)
        return text;
    if (refused_before(domain ? domain : PACKAGE, msgid))
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
