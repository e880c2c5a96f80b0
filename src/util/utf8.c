/* SPDX-License-Identifier: GPL-3.0-or-later */
/* utf8.c - one character at a time, widths and padding. */
#include "config.h"

#include "util/utf8.h"

#include <stdint.h>
#include <string.h>
#include <wctype.h>

size_t utf8_decode(const char *text, wint_t *out)
{
    const unsigned char *s = (const unsigned char *)text;
    if (s[0] < 0x80) {
        *out = s[0];
        return s[0] ? 1 : 0;
    }
    size_t len = (s[0] & 0xE0) == 0xC0   ? 2
                 : (s[0] & 0xF0) == 0xE0 ? 3
                 : (s[0] & 0xF8) == 0xF0 ? 4
                                         : 0;
    if (!len)
        return 0;
    wint_t c = s[0] & (0x7F >> len);
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        c = (c << 6) | (s[i] & 0x3F);
    }
    *out = c;
    return len;
}

size_t utf8_encode(wint_t c, char *out)
{
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        out[0] = (char)(0xC0 | (c >> 6));
        out[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        out[0] = (char)(0xE0 | (c >> 12));
        out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
        out[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (c >> 18));
    out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

size_t utf8_escape_length(const char *s)
{
    if (s[0] != '\033' || s[1] != '[')
        return 0;
    size_t i = 2;
    while (s[i] && !(s[i] >= 0x40 && s[i] <= 0x7E))
        i++;
    return s[i] ? i + 1 : i;
}

size_t utf8_char_width(const char *s, size_t *len)
{
    wint_t c;
    size_t n = utf8_decode(s, &c);
    *len = n ? n : 1;
    if (!n || (c >= 0x20 && c < 0x7f))
        return 1;
    int w = wcwidth((wchar_t)c);
    return w < 0 ? 1 : (size_t)w;
}

size_t utf8_width_n(const char *s, size_t len)
{
    size_t width = 0;
    for (const char *p = s; (size_t)(p - s) < len && *p;) {
        unsigned char c = (unsigned char)*p;
        if (c >= 0x20 && c < 0x7f) {
            width++;              /* printable ASCII, most of every text: no call */
            p++;
            continue;
        }
        size_t escape = utf8_escape_length(p);
        if (escape) {
            p += escape;          /* a colour takes no column */
            continue;
        }
        size_t n;
        width += utf8_char_width(p, &n);
        p += n;
    }
    return width;
}

size_t utf8_width(const char *s)
{
    return utf8_width_n(s, SIZE_MAX);
}

void utf8_add_padded(strbuf *out, const char *s, size_t width)
{
    sb_adds(out, s);
    for (size_t w = utf8_width(s); w < width; w++)
        sb_addc(out, ' ');
}

void utf8_capitalize_at(strbuf *out, size_t at)
{
    wint_t c;
    size_t len = utf8_decode(out->buf + at, &c);
    if (!len)
        return;
    wint_t upper = towupper(c);
    char bytes[4];
    if (upper == c || utf8_encode(upper, bytes) != len)
        return;
    memcpy(out->buf + at, bytes, len);
}

void utf8_fold(strbuf *out, const char *s)
{
    while (*s) {
        wint_t c;
        size_t len = utf8_decode(s, &c);
        if (!len) {
            sb_addc(out, *s++);
            continue;
        }
        char bytes[4];
        sb_add(out, bytes, utf8_encode(towlower(c), bytes));
        s += len;
    }
}
