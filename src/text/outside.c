/* SPDX-License-Identifier: GPL-3.0-or-later */
/* outside.c - text from outside the program, made harmless for a terminal. */
#include "config.h"

#include "text/outside.h"

#include <stdint.h>
#include <string.h>
#include <wchar.h>

#include "util/xalloc.h"

static const char REPLACEMENT[] = "\xEF\xBF\xBD";       /* U+FFFD */
static const char ELLIPSIS[] = "\xE2\x80\xA6";          /* U+2026 */

/* Decodes one character of strict UTF-8 (RFC 3629): no overlong forms, no
 * surrogates, nothing above U+10FFFF. Returns its length, 0 when the bytes
 * at s are not one. */
static size_t decode(const unsigned char *s, uint32_t *cp)
{
    if (s[0] < 0x80) {
        *cp = s[0];
        return 1;
    }
    size_t len;
    uint32_t min;
    if (s[0] >= 0xC2 && s[0] <= 0xDF)
        len = 2, min = 0x80, *cp = s[0] & 0x1F;
    else if (s[0] >= 0xE0 && s[0] <= 0xEF)
        len = 3, min = 0x800, *cp = s[0] & 0x0F;
    else if (s[0] >= 0xF0 && s[0] <= 0xF4)
        len = 4, min = 0x10000, *cp = s[0] & 0x07;
    else
        return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        *cp = (*cp << 6) | (s[i] & 0x3F);
    }
    if (*cp < min || *cp > 0x10FFFF || (*cp >= 0xD800 && *cp <= 0xDFFF))
        return 0;
    return len;
}

/* Characters a terminal acts on, or that turn the text around it. */
static bool is_harmful(uint32_t cp, outside_mode mode)
{
    if (cp == '\n')
        return mode == OUTSIDE_LINE;
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x061C || cp == 0x200E ||
           cp == 0x200F || (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

size_t outside_harm_at(const char *s, outside_mode mode)
{
    const unsigned char *u = (const unsigned char *)s;
    if (!*u)
        return 0;
    uint32_t cp;
    size_t len = decode(u, &cp);
    if (!len)
        return 1;
    return is_harmful(cp, mode) ? len : 0;
}

/* The length of the character at s, harmful or not (1 for a stray byte). */
static size_t char_length(const char *s)
{
    uint32_t cp;
    size_t len = decode((const unsigned char *)s, &cp);
    return len ? len : 1;
}

/* Whether the 8 bytes at p are all printable ASCII (0x20..0x7E), NUL
 * bytes (between the strings of a catalog or a cache), or newlines where
 * lines may hold them: most text goes through here, 8 bytes at a time. Each
 * mask below is exact byte by byte: a byte's low seven bits plus at most
 * 0x7F never carry into the next byte. */
static bool plain_ascii(const char *p, outside_mode mode)
{
    uint64_t x;
    memcpy(&x, p, sizeof x);
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u,
                   lows = 0x7F7F7F7F7F7F7F7Fu;
    if (mode == OUTSIDE_LINES) {
        /* The high bit of each byte that is exactly '\n', moved to 0x20:
         * a newline looks like a printable byte below. */
        uint64_t t = x ^ ('\n' * ones);
        uint64_t newlines = ~(((t & lows) + lows) | t | lows);
        x |= newlines >> 2;
    }
    uint64_t below_space = ~((x & lows) + 0x60 * ones) & ~x & highs;   /* below 0x20 */
    uint64_t nul = ~(((x & lows) + lows) | x) & highs;
    uint64_t t = x ^ 0x7F * ones;
    uint64_t del = ~(((t & lows) + lows) | t) & highs;
    return !((x & highs) | (below_space & ~nul) | del);
}

/* Whether the 8 bytes at p are four letters from U+0400 to U+05FF
 * (Cyrillic, Armenian, Hebrew): each a lead byte D0..D7 and a continuation
 * byte, none of them harmful. The masks are laid out byte by byte, so they
 * hold whatever the machine's byte order. */
static bool four_letters(const char *p)
{
    static const unsigned char mask_bytes[8] = { 0xF8, 0xC0, 0xF8, 0xC0, 0xF8, 0xC0, 0xF8, 0xC0 };
    static const unsigned char want_bytes[8] = { 0xD0, 0x80, 0xD0, 0x80, 0xD0, 0x80, 0xD0, 0x80 };
    uint64_t x, mask, want;
    memcpy(&x, p, sizeof x);
    memcpy(&mask, mask_bytes, sizeof mask);
    memcpy(&want, want_bytes, sizeof want);
    return (x & mask) == want;
}

/* Whether the character at s (i of len bytes) is harmless, and how long it
 * is (0: harmful, or not one: the long way decides). Printable ASCII, a NUL
 * between two strings and a newline where lines may hold them are one
 * byte. Two bytes from U+00C0 to U+07FF (Latin letters, Cyrillic) are
 * always safe but for U+0600..U+063F, where U+061C (the Arabic letter mark)
 * lives; C2 (the C1 controls) and the rest take the long way. */
static size_t quick_safe(const char *s, size_t i, size_t len, outside_mode mode)
{
    unsigned char c = (unsigned char)s[i];
    if ((c >= 0x20 && c < 0x7F) || c == '\0' || (c == '\n' && mode == OUTSIDE_LINES))
        return 1;
    if (c >= 0xC3 && c <= 0xDF && c != 0xD8 && i + 1 < len &&
        ((unsigned char)s[i + 1] & 0xC0) == 0x80)
        return 2;
    return 0;
}

long outside_find_n(const char *s, size_t len, outside_mode mode)
{
    for (size_t i = 0; i < len;) {
        /* Eight at a time from an ASCII byte: in a run of Cyrillic (two
         * bytes a letter, each above 0x7F) the test of eight would fail at
         * every letter. */
        while (len - i >= 8 && (unsigned char)s[i] < 0x80 && plain_ascii(s + i, mode))
            i += 8;
        /* Then the eight bytes that failed it one character at a time, and
         * the test of eight again past them, or where a letter of two
         * bytes is followed by ASCII: in a name that mixes such letters
         * with ASCII ("вълк|g:m|acc:вълка") it was tried at every ASCII
         * byte. */
        for (size_t end = len - i > 8 ? i + 8 : len; i < end;) {
            size_t quick = quick_safe(s, i, len, mode);
            if (quick) {
                /* A Cyrillic word goes four letters at a time. */
                if (quick == 2 && ((unsigned char)s[i] & 0xF8) == 0xD0 && len - i >= 8 &&
                    four_letters(s + i))
                    quick = 8;
                i += quick;
                if (quick > 1 && i < len && (unsigned char)s[i] < 0x80)
                    break;
                continue;
            }
            if (outside_harm_at(s + i, mode))
                return (long)i;
            i += char_length(s + i);
        }
    }
    return -1;
}

long outside_find(const char *s, outside_mode mode)
{
    return outside_find_n(s, strlen(s), mode);
}

size_t outside_substitute(const char *s, size_t len, char out[3])
{
    unsigned char c = (unsigned char)s[0];
    if (len == 1 && (c < 0x20 || c == 0x7F)) {
        /* U+2400 + c: the control pictures (U+2421 for DEL). */
        unsigned picture = c == 0x7F ? 0x2421 : 0x2400u + c;
        out[0] = (char)(0xE0 | (picture >> 12));
        out[1] = (char)(0x80 | ((picture >> 6) & 0x3F));
        out[2] = (char)(0x80 | (picture & 0x3F));
        return 3;
    }
    memcpy(out, REPLACEMENT, 3);
    return 3;
}

/* What stands for the harmful character at s (of length len). */
static void add_substitute(strbuf *out, const char *s, size_t len)
{
    char bytes[3];
    sb_add(out, bytes, outside_substitute(s, len, bytes));
}

void outside_add(strbuf *out, const char *s, outside_mode mode)
{
    const char *clean = s;             /* the start of the run not yet added */
    for (const char *p = s; *p;) {
        size_t harm = outside_harm_at(p, mode);
        if (!harm) {
            p += char_length(p);
            continue;
        }
        sb_add(out, clean, (size_t)(p - clean));
        add_substitute(out, p, harm);
        p += harm;
        clean = p;
    }
    sb_adds(out, clean);
}

/* Columns of the character at s (after cleaning), at least one. */
static size_t columns_of(const char *s, size_t len)
{
    uint32_t cp;
    if (len == 1 || !decode((const unsigned char *)s, &cp))
        return 1;
    int w = wcwidth((wchar_t)cp);
    return w > 1 ? (size_t)w : 1;
}

void outside_add_quoted(strbuf *out, const char *s, size_t max_columns)
{
    size_t used = 0;
    for (const char *p = s; *p;) {
        size_t harm = outside_harm_at(p, OUTSIDE_LINE);
        size_t len = harm ? harm : char_length(p);
        size_t w = columns_of(p, len);
        if (used + w > max_columns) {
            sb_add(out, ELLIPSIS, 3);
            return;
        }
        used += w;
        if (harm)
            add_substitute(out, p, harm);
        else
            sb_add(out, p, len);
        p += len;
    }
}

void outside_add_code_point(strbuf *out, const char *s)
{
    uint32_t cp;
    size_t len = decode((const unsigned char *)s, &cp);
    if (len)
        sb_addf(out, "U+%04X", (unsigned)cp);
    else
        sb_addf(out, "0x%02X", (unsigned)(unsigned char)s[0]);
}

/* --- cleaned copies of texts kept by pointer ---
 * Unclean texts are rare (a broken translation, a careless plugin), so a
 * short list searched from the newest is enough. The copies stay reachable
 * from here until the program ends. */

typedef struct copy {
    char *original;
    char *cleaned;
    outside_mode mode;
} copy;

static copy *copies;
static size_t copy_count, copy_capacity;

const char *outside_clean(const char *s, outside_mode mode)
{
    if (outside_find(s, mode) < 0)
        return s;
    for (size_t i = copy_count; i-- > 0;)
        if (copies[i].mode == mode && strcmp(copies[i].original, s) == 0)
            return copies[i].cleaned;
    strbuf cleaned;
    sb_init(&cleaned);
    outside_add(&cleaned, s, mode);
    copies = xgrow(copies, &copy_capacity, copy_count + 1, sizeof *copies);
    copies[copy_count++] = (copy){ xstrdup(s), sb_detach(&cleaned), mode };
    return copies[copy_count - 1].cleaned;
}
