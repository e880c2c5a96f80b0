/* SPDX-License-Identifier: GPL-3.0-or-later */
/* info.c - one plugin file's data, and its text form for the cache and the
 * probe. */
#include "config.h"

#include "plugin/info.h"

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "plugin/check.h"
#include "util/xalloc.h"

/* The descriptor's texts, by the word that names them in a record. */
#define INFO_TEXTS(X) \
    X(id) X(text_domain) X(locale_dir) X(name) X(label) X(on_text) X(more_text) X(off_text) \
    X(version) X(author) X(license) X(description) X(decoration) X(each_turn_text) \
    X(decoration_text)

void info_init(plugin_info *info, const char *path, const info_key *key)
{
    memset(info, 0, sizeof *info);
    info->path = xstrdup(path);
    if (key)
        info->key = *key;
}

static void free_desc(bt_effect_kind *d)
{
#define FREE_TEXT(field) free((char *)d->field);
    INFO_TEXTS(FREE_TEXT)
#undef FREE_TEXT
    memset(d, 0, sizeof *d);
}

void info_release(plugin_info *info)
{
    if (!info->borrowed) {
        free(info->path);
        refusal_release(&info->verdict);
        free_desc(&info->desc);
    }
    memset(info, 0, sizeof *info);
}

void info_copy(plugin_info *to, const plugin_info *from)
{
    info_init(to, from->path, &from->key);
    refusal_copy(&to->verdict, &from->verdict);
    if (from->verdict.code == REFUSAL_NONE)
        info_set_desc(to, &from->desc);
}

void info_set_desc(plugin_info *info, const bt_effect_kind *kind)
{
    bt_effect_kind *d = &info->desc;
    free_desc(d);
    d->api_major = kind->api_major;
    d->api_minor = kind->api_minor;
    d->stack_rule = kind->stack_rule;
    d->max_stacks = kind->max_stacks;
    d->param = kind->param;
#define DUP_1_0(field) d->field = kind->field ? xstrdup(kind->field) : NULL;
    DUP_1_0(id) DUP_1_0(text_domain) DUP_1_0(locale_dir) DUP_1_0(name) DUP_1_0(label)
    DUP_1_0(on_text) DUP_1_0(more_text) DUP_1_0(off_text)
    /* A 1.0 descriptor ends before these. */
    if (kind->api_minor >= 1) {
        DUP_1_0(version) DUP_1_0(author) DUP_1_0(license) DUP_1_0(description)
        DUP_1_0(decoration) DUP_1_0(each_turn_text)
        d->each_turn = kind->each_turn;
    }
    if (kind->api_minor >= 2) {
        DUP_1_0(decoration_text)
    }
#undef DUP_1_0
}

bool info_key_equal(const info_key *a, const info_key *b)
{
    return a->device == b->device && a->inode == b->inode && a->size == b->size &&
           a->mtime_sec == b->mtime_sec && a->mtime_nsec == b->mtime_nsec &&
           a->ctime_sec == b->ctime_sec && a->ctime_nsec == b->ctime_nsec;
}

/* --- the text form --- */

void info_escape(strbuf *out, const char *text)
{
    for (const char *p = text; *p; p++) {
        if (*p == '\\')
            sb_adds(out, "\\\\");
        else if (*p == '\n')
            sb_adds(out, "\\n");
        else
            sb_addc(out, *p);
    }
}

void info_unescape(char *text)
{
    text = strchr(text, '\\');     /* most texts have nothing to unescape */
    if (!text)
        return;
    char *to = text;
    for (const char *p = text; *p; p++) {
        if (*p == '\\' && (p[1] == '\\' || p[1] == 'n')) {
            *to++ = p[1] == 'n' ? '\n' : '\\';
            p++;
        } else {
            *to++ = *p;
        }
    }
    *to = '\0';
}

static void put_text(strbuf *out, const char *key, const char *text)
{
    if (!text)
        return;
    sb_adds(out, key);
    sb_addc(out, ' ');
    info_escape(out, text);
    sb_addc(out, '\n');
}

/* FNV-1a over len bytes: a record's checksum. Not against forgery (the cache
 * is the player's own file), but a line cut, copied or changed by a crash,
 * a disk or a hand shows. */
static unsigned long long checksum(const char *text, size_t len)
{
    unsigned long long h = 14695981039346656037ull;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)text[i]) * 1099511628211ull;
    return h;
}

void info_write(strbuf *out, const plugin_info *info)
{
    size_t start = out->len;
    put_text(out, "plugin", info->path);
    const info_key *k = &info->key;
    sb_addf(out, "key %llu %llu %lld %lld %ld %lld %ld\n", k->device, k->inode, k->size,
            k->mtime_sec, k->mtime_nsec, k->ctime_sec, k->ctime_nsec);
    sb_addf(out, "verdict %s %ld\n", refusal_word(info->verdict.code), info->verdict.number);
    put_text(out, "verdict.field", info->verdict.field);
    put_text(out, "verdict.value", info->verdict.value);
    if (info->verdict.code == REFUSAL_NONE) {
        const bt_effect_kind *d = &info->desc;
        sb_addf(out, "api %u %u\n", d->api_major, d->api_minor);
        sb_addf(out, "rules %d %d %d %d\n", (int)d->stack_rule, d->max_stacks, (int)d->param,
                (int)d->each_turn);
#define PUT_TEXT(field) put_text(out, #field, d->field);
        INFO_TEXTS(PUT_TEXT)
#undef PUT_TEXT
    }
    sb_addf(out, "end %016llx\n", checksum(out->buf + start, out->len - start));
}

/* Cuts the next line off *text; NULL at the end of the text. */
static char *next_line(char **text)
{
    if (!**text)
        return NULL;
    char *line = *text, *nl = strchr(line, '\n');
    if (nl) {
        *nl = '\0';
        *text = nl + 1;
    } else {
        *text = line + strlen(line);
    }
    return line;
}

/* Splits "key value" at its first space; value "" when there is none. */
static char *split(char *line)
{
    char *space = strchr(line, ' ');
    if (!space)
        return line + strlen(line);
    *space = '\0';
    return space + 1;
}

/* n whole numbers separated by single spaces, and nothing else. By hand:
 * a start-up reads ten of them for each of a thousand plugins. */
static bool read_numbers(const char *value, long long *out, size_t n)
{
    const char *p = value;
    for (size_t i = 0; i < n; i++) {
        if (i && *p++ != ' ')
            return false;
        bool negative = *p == '-';
        p += negative;
        if (*p < '0' || *p > '9')
            return false;
        unsigned long long v = 0;
        for (; *p >= '0' && *p <= '9'; p++) {
            if (v > (ULLONG_MAX - 9) / 10)
                return false;
            v = v * 10 + (unsigned)(*p - '0');
        }
        if (v > (unsigned long long)LLONG_MAX)
            return false;
        out[i] = negative ? -(long long)v : (long long)v;
    }
    return *p == '\0';
}

typedef struct text_field {
    const char *key;
    size_t offset;       /* in bt_effect_kind */
} text_field;

static const text_field text_fields[] = {
#define TEXT_FIELD(field) { #field, offsetof(bt_effect_kind, field) },
    INFO_TEXTS(TEXT_FIELD)
#undef TEXT_FIELD
};

/* The text field called key; the records name them in this order, so the
 * search starts after the last one found. */
static const char **find_text(bt_effect_kind *d, const char *key, size_t *hint)
{
    size_t n = sizeof text_fields / sizeof *text_fields;
    for (size_t k = 0; k < n; k++) {
        size_t i = (*hint + k) % n;
        if (strcmp(text_fields[i].key, key) == 0) {
            *hint = i + 1;
            return (const char **)((char *)d + text_fields[i].offset);
        }
    }
    return NULL;
}

/* A text of a record: its own copy, or the text itself when borrowed. */
static char *keep_text(const plugin_info *info, char *value)
{
    info_unescape(value);
    return info->borrowed ? value : xstrdup(value);
}

/* One field of a record; false when the line is not one. */
/* The numbered fields a record has given, each once. */
enum { HAS_KEY = 1, HAS_VERDICT = 2, HAS_API = 4, HAS_RULES = 8 };

static bool in_range(const long long *n, size_t count, long long min, long long max)
{
    for (size_t i = 0; i < count; i++)
        if (n[i] < min || n[i] > max)
            return false;
    return true;
}

/* The numbers of a record: "key", "verdict", "api" and "rules". */
static bool read_numbered(plugin_info *info, const char *key, char *value, unsigned *has)
{
    bt_effect_kind *d = &info->desc;
    long long n[7];
    unsigned bit = key[0] == 'k' ? HAS_KEY : key[0] == 'v' ? HAS_VERDICT
                   : key[0] == 'a' ? HAS_API : HAS_RULES;
    if (*has & bit)
        return false;
    *has |= bit;
    if (bit == HAS_KEY && read_numbers(value, n, 7) && in_range(n + 4, 1, 0, 999999999) &&
        in_range(n + 6, 1, 0, 999999999)) {
        info->key = (info_key){ (unsigned long long)n[0], (unsigned long long)n[1], n[2], n[3],
                                (long)n[4], n[5], (long)n[6] };
        return true;
    }
    if (bit == HAS_VERDICT) {
        char *number = split(value);
        if (!refusal_from_word(value, &info->verdict.code) || !read_numbers(number, n, 1) ||
            !in_range(n, 1, LONG_MIN, LONG_MAX))
            return false;
        info->verdict.number = (long)n[0];
        return true;
    }
    if (bit == HAS_API && read_numbers(value, n, 2) && in_range(n, 2, 0, UINT_MAX)) {
        d->api_major = (unsigned)n[0];
        d->api_minor = (unsigned)n[1];
        return true;
    }
    if (bit == HAS_RULES && read_numbers(value, n, 4) && in_range(n, 4, INT_MIN, INT_MAX)) {
        d->stack_rule = (bt_stack_rule)n[0];
        d->max_stacks = (int)n[1];
        d->param = (bt_param)n[2];
        d->each_turn = (bt_turn_rule)n[3];
        return true;
    }
    return false;
}

/* Whether key names one of the numbers of a record. Its first letter
 * settles most keys without a comparison. */
static bool is_numbered(const char *key)
{
    switch (key[0]) {
    case 'k':
        return strcmp(key, "key") == 0;
    case 'v':
        return strcmp(key, "verdict") == 0;
    case 'a':
        return strcmp(key, "api") == 0;
    case 'r':
        return strcmp(key, "rules") == 0;
    default:
        return false;
    }
}

/* One field of a record; false when the line is not one. */
static bool read_field(plugin_info *info, const char *key, char *value, size_t *hint,
                       unsigned *has)
{
    if (is_numbered(key))
        return read_numbered(info, key, value, has);
    char **text = strncmp(key, "verdict.", 8) != 0 ? (char **)find_text(&info->desc, key, hint)
                  : strcmp(key + 8, "field") == 0 ? &info->verdict.field
                  : strcmp(key + 8, "value") == 0 ? &info->verdict.value
                                                  : NULL;
    if (!text || *text)
        return false;
    *text = keep_text(info, value);
    return true;
}

/* Whether the record at text ends with a line "end CHECKSUM" that matches
 * its lines (read before they are cut in place). */
static bool sound(const char *text)
{
    const char *end = strncmp(text, "end ", 4) == 0 ? text : strstr(text, "\nend ");
    if (!end)
        return false;
    end += end != text;
    const char *hex = end + 4;
    size_t digits = strspn(hex, "0123456789abcdef");
    if (digits != 16 || (hex[16] != '\n' && hex[16] != '\0'))
        return false;
    return strtoull(hex, NULL, 16) == checksum(text, (size_t)(end - text));
}

/* Whether a record read whole is one: its numbers given, and the data of a
 * usable file a descriptor the host would accept; of a cached one, a
 * descriptor of the right shape (info_read_cached says why). */
static bool complete(const plugin_info *info, unsigned has, bool cached)
{
    if (!*info->path || !(has & HAS_KEY) || !(has & HAS_VERDICT))
        return false;
    if (info->verdict.code != REFUSAL_NONE)
        return true;
    if (!(has & HAS_API) || !(has & HAS_RULES))
        return false;
    if (cached)
        return check_descriptor_shape(&info->desc);
    refusal why = { 0 };
    bool ok = check_descriptor(&info->desc, &why);
    refusal_release(&why);
    return ok;
}

/* A record of the cache borrows its texts from the cache's text. */
static bool read_record(char **text, plugin_info *info, bool cached)
{
    memset(info, 0, sizeof *info);
    info->borrowed = cached;
    bool checked = sound(*text);
    char *line = next_line(text);
    if (!checked || !line || strncmp(line, "plugin ", 7) != 0)
        return false;
    info->path = keep_text(info, line + 7);
    size_t hint = 0;
    unsigned has = 0;
    while ((line = next_line(text))) {
        if (strncmp(line, "end ", 4) == 0) {
            if (complete(info, has, cached))
                return true;
            break;
        }
        char *value = split(line);
        if (!read_field(info, line, value, &hint, &has))
            break;
    }
    info_release(info);
    return false;
}

bool info_read(char **text, plugin_info *info)
{
    return read_record(text, info, false);
}

bool info_read_cached(char **text, plugin_info *info)
{
    return read_record(text, info, true);
}
