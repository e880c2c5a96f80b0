/* SPDX-License-Identifier: GPL-3.0-or-later */
/* words.c - the words a player types, in English and in the player's language. */
#include "config.h"

#include "console/words.h"

#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "text/i18n.h"
#include "util/utf8.h"

/* Whether folded (a typed word, folded) is one of the '|'-separated
 * spellings, whatever the case of their letters ("Север" is "север"). The
 * spellings are folded whole into scratch: a bar stays a bar. */
static bool is_spelling(const char *spellings, const char *folded, strbuf *scratch)
{
    sb_reset(scratch);
    utf8_fold(scratch, spellings);
    size_t n = strlen(folded);
    const char *p = scratch->buf;
    while (*p) {
        size_t len = strcspn(p, "|");
        if (len == n && memcmp(p, folded, n) == 0)
            return true;
        if (!p[len])
            break;
        p += len + 1;
    }
    return false;
}

static const char *local_spellings(const word_def *d)
{
    return d->local ? i18n_ptext(NULL, "command", d->local) : "";
}

/* The id of the first of defs that folded is a spelling of, in the player's
 * language (local) or in English; -1 when none. */
static int first_spelled(const word_def *defs, const char *folded, bool local, strbuf *scratch)
{
    for (const word_def *d = defs; d->id >= 0; d++)
        if (is_spelling(local ? local_spellings(d) : d->english, folded, scratch))
            return d->id;
    return -1;
}

int words_match(const word_def *defs, const char *word)
{
    strbuf folded, scratch;
    sb_init(&folded);
    sb_init(&scratch);
    utf8_fold(&folded, word);
    /* The player's language first: a Spanish "m" is "mujer", not English
     * "male"; English words work where the language has no such word. */
    int id = first_spelled(defs, folded.buf, true, &scratch);
    if (id < 0)
        id = first_spelled(defs, folded.buf, false, &scratch);
    sb_release(&scratch);
    sb_release(&folded);
    return id;
}

static const word_def gender_words[] = {
    { WORDS_FEMALE, "female|woman|f|w", NC_("command", "female"), NULL },
    { WORDS_MALE, "male|man|m", NC_("command", "male"), NULL },
    { -1, NULL, NULL, NULL },
};

int words_gender(const char *word)
{
    return words_match(gender_words, word);
}

/* Whether the n bytes at word are one of the spellings listed so far in
 * shown ("north, n, ..." after the two leading spaces). */
static bool already_shown(const char *shown, const char *word, size_t n)
{
    for (const char *p = shown + strspn(shown, " "); *p;) {
        size_t len = strcspn(p, ",");
        if (len == n && strncasecmp(p, word, n) == 0)
            return true;
        p += len;
        p += strspn(p, ", ");
    }
    return false;
}

/* Appends the first max spellings, each once: a translated word that is
 * also English ("ne") is listed once. */
static void add_spellings(strbuf *out, const char *spellings, size_t max, bool *first)
{
    const char *p = spellings;
    for (size_t listed = 0; *p && listed < max; listed++) {
        const char *end = strchr(p, '|');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n && !already_shown(out->buf, p, n)) {
            sb_adds(out, *first ? "" : ", ");
            sb_add(out, p, n);
            *first = false;
        }
        if (!end)
            break;
        p = end + 1;
    }
}

#define HELP_COLUMN 26

void words_help(const word_def *defs, strbuf *out)
{
    strbuf line;
    sb_init(&line);
    for (const word_def *d = defs; d->id >= 0; d++) {
        if (!d->usage)
            continue;
        sb_reset(&line);
        bool first = true;
        sb_adds(&line, "  ");
        const char *local = local_spellings(d);
        /* Three of the player's words (a translation may give many forms:
         * "recoge|recoger|coge|coger") and every English one, which is
         * short. */
        if (strcmp(local, d->local ? d->local : "") != 0)
            add_spellings(&line, local, 3, &first);
        add_spellings(&line, d->english, SIZE_MAX, &first);
        /* The description stands in a column; after spellings too wide for
         * it, on a line of its own. */
        if (utf8_width(line.buf) + 2 > HELP_COLUMN) {
            sb_adds(out, line.buf);
            sb_addc(out, '\n');
            sb_reset(&line);
        }
        utf8_add_padded(out, line.buf, HELP_COLUMN);
        sb_adds(out, _(d->usage));
        sb_addc(out, '\n');
    }
    sb_release(&line);
}

static void each_spelling(const char *spellings, void (*fn)(const char *, void *), void *user)
{
    char word[64];
    const char *p = spellings;
    while (*p) {
        const char *end = strchr(p, '|');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n && n < sizeof word) {
            memcpy(word, p, n);
            word[n] = '\0';
            fn(word, user);
        }
        if (!end)
            break;
        p = end + 1;
    }
}

void words_each(const word_def *defs, void (*fn)(const char *word, void *user), void *user)
{
    for (const word_def *d = defs; d->id >= 0; d++) {
        each_spelling(d->english, fn, user);
        each_spelling(local_spellings(d), fn, user);
    }
}

/* A control character of C0, DEL or C1. */
static bool is_control(wint_t c)
{
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0);
}

bool words_are_text(const char *line)
{
    for (const char *p = line; *p;) {
        wint_t c;
        size_t len = utf8_decode(p, &c);
        if (!len || (is_control(c) && c != '\t' && c != '\n' && c != '\r'))
            return false;
        p += len;
    }
    return true;
}

void words_join(strbuf *out, char *const *words, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        if (i)
            sb_addc(out, ' ');
        sb_adds(out, words[i]);
    }
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

size_t words_split(char *line, char **words, size_t max)
{
    size_t count = 0;
    char *p = line;
    for (;;) {
        while (is_blank(*p))
            p++;
        if (!*p)
            return count;
        if (count < max)
            words[count] = p;
        count++;
        while (*p && !is_blank(*p))
            p++;
        if (*p)
            *p++ = '\0';
    }
}
