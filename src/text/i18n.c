/* i18n.c - the language of the session and checked translation lookups. */
#include "config.h"

#include "text/i18n.h"

#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/catalog.h"
#include "text/outside.h"
#include "text/template.h"
#include "util/strbuf.h"

static char language[64] = "en";
static bool mismatch_reported;

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
    /* gettext would take a "/" in a language for part of a path. */
    if (asked && strchr(asked, '/'))
        asked = NULL;
    if (asked && !is_plain_c(asked))
        setenv("LANGUAGE", asked, 1);
    else
        unsetenv("LANGUAGE");
    remember_language(asked ? asked : "en");
    catalog_recheck();               /* the catalogs of the new languages */
    i18n_bind(PACKAGE, localedir);
    textdomain(PACKAGE);
}

const char *i18n_language(void)
{
    return language;
}

void i18n_bind(const char *domain, const char *localedir)
{
    catalog_bind(domain, localedir);
}

/* What gettext returns, or the original when the domain's catalog was
 * refused; made harmless unless it is a translation of a clean catalog
 * (an original may be a plugin's or a data file's text). */
static const char *shown(const char *domain, const char *msgid, const char *text)
{
    if (text != msgid && catalog_clean(domain))
        return text;
    return outside_clean(text, OUTSIDE_LINES);
}

/* A translator should hear that a catalog was refused; once is enough. */
static const char *refuse(const char *domain, const char *msgid)
{
    if (!mismatch_reported) {
        mismatch_reported = true;
        strbuf line;
        sb_init(&line);
        tpl_render(&line,
                   _("bloodtrail: the translation of \"{msgid}\" in the catalog "
                     "\"{domain}\" has other placeholders than the original; the "
                     "original is used (further mismatches are not reported)."),
                   (tpl_arg[]){ TPL_STR("msgid", msgid), TPL_STR("domain", domain) }, 2);
        fprintf(stderr, "%s\n", line.buf);
        sb_release(&line);
    }
    return msgid;
}

const char *i18n_text(const char *domain, const char *msgid)
{
    if (!domain)
        domain = PACKAGE;
    const char *text = catalog_speaks(domain) ? dgettext(domain, msgid) : msgid;
    if (text == msgid || tpl_matches(msgid, text))
        return shown(domain, msgid, text);
    return shown(domain, msgid, refuse(domain, msgid));
}

const char *i18n_ntext(const char *domain, const char *msgid, const char *msgid_plural,
                       unsigned long n)
{
    if (!domain)
        domain = PACKAGE;
    const char *text = catalog_speaks(domain) ? dngettext(domain, msgid, msgid_plural, n)
                                              : n == 1 ? msgid : msgid_plural;
    if (text == msgid || text == msgid_plural)
        return shown(domain, text, text);
    if (tpl_matches_plural(msgid, msgid_plural, text))
        return shown(domain, msgid, text);
    const char *original = refuse(domain, n == 1 ? msgid : msgid_plural);
    return shown(domain, original, original);
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
    const char *text = catalog_speaks(domain) ? dgettext(domain, key) : key;
    bool untranslated = text == key;
    if (key != stack)
        free(key);
    if (untranslated || !tpl_matches(msgid, text))
        return shown(domain, msgid, untranslated ? msgid : refuse(domain, msgid));
    return shown(domain, msgid, text);
}
