/* SPDX-License-Identifier: GPL-3.0-or-later */
/* info.c - one plugin file's data, and its text form for the cache and the
 * probe. */
#include "config.h"

#include "plugin/info.h"

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
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

/* The eight bytes at p as a number, the first the lowest: the same sum on
 * every machine (a compiler makes it one load where it can). */
static uint64_t word_at(const unsigned char *p)
{
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
           (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 |
           (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
}

unsigned long long info_checksum(const char *text, size_t len)
{
    const unsigned char *p = (const unsigned char *)text;
    uint64_t h = 14695981039346656037ull ^ len;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        h = (h ^ word_at(p + i)) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 29;
    }
    for (; i < len; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

void info_key_write(strbuf *out, const info_key *k)
{
    sb_addf(out, "key %llu %llu %lld %lld %ld %lld %ld\n", k->device, k->inode, k->size,
            k->mtime_sec, k->mtime_nsec, k->ctime_sec, k->ctime_nsec);
}

void info_write(strbuf *out, const plugin_info *info)
{
    size_t start = out->len;
    put_text(out, "plugin", info->path);
    info_key_write(out, &info->key);
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
    info_seal(out, start);
}

void info_seal(strbuf *out, size_t start)
{
    sb_addf(out, "end %016llx\n", info_checksum(out->buf + start, out->len - start));
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

/* Splits "key value" at its first space, *key_len the key's length; value
 * "" when there is none. */
static char *split(char *line, size_t *key_len)
{
    char *p = line;
    while (*p && *p != ' ')
        p++;
    *key_len = (size_t)(p - line);
    if (!*p)
        return p;
    *p = '\0';
    return p + 1;
}

/* n whole numbers separated by single spaces, and nothing else. By hand:
 * a start-up reads fourteen of them for each of a thousand plugins. */
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
        while (*p == '0' && p[1] >= '0' && p[1] <= '9')
            p++;                      /* leading zeros */
        /* Nineteen digits at most cannot overflow: 10^19 < 2^64. */
        const char *digits = p;
        unsigned long long v = 0;
        for (; *p >= '0' && *p <= '9'; p++)
            v = v * 10 + (unsigned)(*p - '0');
        if (p - digits > 19 || v > (unsigned long long)LLONG_MAX)
            return false;
        out[i] = negative ? -(long long)v : (long long)v;
    }
    return *p == '\0';
}

bool info_key_read(const char *value, info_key *key)
{
    long long n[7];
    if (!read_numbers(value, n, 7) || n[4] < 0 || n[4] > 999999999 || n[6] < 0 ||
        n[6] > 999999999)
        return false;
    *key = (info_key){ (unsigned long long)n[0], (unsigned long long)n[1], n[2], n[3],
                       (long)n[4], n[5], (long)n[6] };
    return true;
}

/* What a line of a record gives. */
typedef enum field_kind {
    FIELD_END,                        /* "end CHECKSUM": the record is over */
    FIELD_KEY, FIELD_VERDICT, FIELD_API, FIELD_RULES,    /* numbers, each once */
    FIELD_VERDICT_FIELD, FIELD_VERDICT_VALUE,            /* the verdict's texts */
    FIELD_TEXT                        /* a text of the descriptor */
} field_kind;

typedef struct field {
    const char *word;
    size_t len;
    field_kind kind;
    size_t offset;                    /* FIELD_TEXT: in bt_effect_kind */
} field;

/* Every field but "plugin" (the first line), in the order info_write
 * writes them. */
static const field fields[] = {
    { "key", 3, FIELD_KEY, 0 },
    { "verdict", 7, FIELD_VERDICT, 0 },
    { "verdict.field", 13, FIELD_VERDICT_FIELD, 0 },
    { "verdict.value", 13, FIELD_VERDICT_VALUE, 0 },
    { "api", 3, FIELD_API, 0 },
    { "rules", 5, FIELD_RULES, 0 },
#define TEXT_FIELD(name) { #name, sizeof #name - 1, FIELD_TEXT, offsetof(bt_effect_kind, name) },
    INFO_TEXTS(TEXT_FIELD)
#undef TEXT_FIELD
    { "end", 3, FIELD_END, 0 },
};

/* The field whose word is the len bytes at word, or NULL. A record names
 * its fields in the table's order, so the search starts after the last one
 * found: one comparison a line. */
static const field *find_field(const char *word, size_t len, size_t *hint)
{
    size_t n = sizeof fields / sizeof *fields;
    for (size_t k = 0, i = *hint; k < n; k++, i = i + 1 < n ? i + 1 : 0) {
        if (fields[i].len == len && memcmp(fields[i].word, word, len) == 0) {
            *hint = i + 1 < n ? i + 1 : 0;
            return &fields[i];
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

static bool in_range(const long long *n, size_t count, long long min, long long max)
{
    for (size_t i = 0; i < count; i++)
        if (n[i] < min || n[i] > max)
            return false;
    return true;
}

/* The numbers of a record: "key", "verdict", "api" and "rules", each given
 * once (has: a bit for each kind given). */
static bool read_numbered(plugin_info *info, field_kind kind, char *value, unsigned *has)
{
    bt_effect_kind *d = &info->desc;
    long long n[7];
    if (*has & 1u << kind)
        return false;
    *has |= 1u << kind;
    switch (kind) {
    case FIELD_KEY:
        return info_key_read(value, &info->key);
    case FIELD_VERDICT: {
        size_t word_len;
        char *number = split(value, &word_len);
        if (!refusal_from_word(value, &info->verdict.code) || !read_numbers(number, n, 1) ||
            !in_range(n, 1, LONG_MIN, LONG_MAX))
            return false;
        info->verdict.number = (long)n[0];
        return true;
    }
    case FIELD_API:
        if (!read_numbers(value, n, 2) || !in_range(n, 2, 0, UINT_MAX))
            return false;
        d->api_major = (unsigned)n[0];
        d->api_minor = (unsigned)n[1];
        return true;
    case FIELD_RULES:
        if (!read_numbers(value, n, 4) || !in_range(n, 4, INT_MIN, INT_MAX))
            return false;
        d->stack_rule = (bt_stack_rule)n[0];
        d->max_stacks = (int)n[1];
        d->param = (bt_param)n[2];
        d->each_turn = (bt_turn_rule)n[3];
        return true;
    default:
        return false;
    }
}

/* One field of a record (not its end); false when the line is not one. */
static bool read_field(plugin_info *info, const field *f, char *value, unsigned *has)
{
    char **text;
    switch (f->kind) {
    case FIELD_VERDICT_FIELD:
        text = &info->verdict.field;
        break;
    case FIELD_VERDICT_VALUE:
        text = &info->verdict.value;
        break;
    case FIELD_TEXT:
        text = (char **)((char *)&info->desc + f->offset);
        break;
    default:
        return read_numbered(info, f->kind, value, has);
    }
    if (*text)
        return false;                 /* given twice */
    *text = keep_text(info, value);
    return true;
}

/* The 16 hexadecimal digits (lowercase) at hex, and nothing else before the
 * line's end; false otherwise. */
static bool read_hex16(const char *hex, unsigned long long *out)
{
    unsigned long long v = 0;
    for (int i = 0; i < 16; i++) {
        char c = hex[i];
        unsigned digit = c >= '0' && c <= '9' ? (unsigned)(c - '0')
                         : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                                                : 16;
        if (digit == 16)
            return false;
        v = v << 4 | digit;
    }
    *out = v;
    return hex[16] == '\n' || hex[16] == '\0';
}

const char *info_sealed_end(const char *text)
{
    const char *end = strncmp(text, "end ", 4) == 0 ? text : strstr(text, "\nend ");
    if (!end)
        return NULL;
    end += end != text;
    unsigned long long sum;
    return read_hex16(end + 4, &sum) && sum == info_checksum(text, (size_t)(end - text)) ? end
                                                                                         : NULL;
}

/* Whether a record read whole is one: its numbers given, and the data of a
 * usable file a descriptor the host would accept; of a cached one, a
 * descriptor of the right shape (info_read_cached says why). */
static bool complete(const plugin_info *info, unsigned has, bool cached)
{
    if (!*info->path || !(has & 1u << FIELD_KEY) || !(has & 1u << FIELD_VERDICT))
        return false;
    if (info->verdict.code != REFUSAL_NONE)
        return true;
    if (!(has & 1u << FIELD_API) || !(has & 1u << FIELD_RULES))
        return false;
    if (cached)
        return check_descriptor_shape(&info->desc);
    refusal why = { 0 };
    bool ok = check_descriptor(&info->desc, &why);
    refusal_release(&why);
    return ok;
}

/* One pass over the record's lines, each cut in place and its key looked up
 * once. A record of the cache borrows its texts from the cache's text. */
static bool read_record(char **text, plugin_info *info, bool cached)
{
    memset(info, 0, sizeof *info);
    info->borrowed = cached;
    bool checked = info_sealed_end(*text) != NULL;
    char *line = next_line(text);
    if (!checked || !line || strncmp(line, "plugin ", 7) != 0)
        return false;
    info->path = keep_text(info, line + 7);
    size_t hint = 0;
    unsigned has = 0;
    while ((line = next_line(text))) {
        size_t key_len;
        char *value = split(line, &key_len);
        const field *f = find_field(line, key_len, &hint);
        if (!f)
            break;
        if (f->kind == FIELD_END) {
            /* The line info_sealed_end found, "end " and the sum; "end" alone is
             * no field. */
            if (value > line + key_len && complete(info, has, cached))
                return true;
            break;
        }
        if (!read_field(info, f, value, &has))
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
