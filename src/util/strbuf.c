/* SPDX-License-Identifier: GPL-3.0-or-later */
/* strbuf.c - growable byte strings. */
#include "config.h"

#include "util/strbuf.h"

#include <stdio.h>
#include <string.h>

#include "util/xalloc.h"

static char empty_string[1];

void sb_init(strbuf *sb)
{
    sb->buf = empty_string;
    sb->len = 0;
    sb->cap = 0;
}

void sb_release(strbuf *sb)
{
    if (sb->cap)
        free(sb->buf);
    sb_init(sb);
}

void sb_reset(strbuf *sb)
{
    sb_truncate(sb, 0);
}

static void sb_grow(strbuf *sb, size_t extra)
{
    size_t need = sb->len + extra + 1;
    if (need <= sb->cap)
        return;
    size_t cap = sb->cap ? sb->cap : 64;
    while (cap < need)
        cap *= 2;
    char *buf = sb->cap ? xrealloc(sb->buf, cap) : xmalloc(cap);
    if (!sb->cap)
        buf[0] = '\0';
    sb->buf = buf;
    sb->cap = cap;
}

void sb_add(strbuf *sb, const char *s, size_t n)
{
    sb_grow(sb, n);
    memcpy(sb->buf + sb->len, s, n);
    sb->len += n;
    sb->buf[sb->len] = '\0';
}

void sb_adds(strbuf *sb, const char *s)
{
    sb_add(sb, s, strlen(s));
}

void sb_addc(strbuf *sb, char c)
{
    sb_add(sb, &c, 1);
}

void sb_addf(strbuf *sb, const char *fmt, ...)
{
    /* Formatted straight into the room the buffer has (a new one gets its
     * first 64 bytes), and a second time only when that was too little:
     * vsnprintf is most of what a format costs, and measuring first made
     * every format two. */
    sb_grow(sb, 0);
    size_t room = sb->cap - sb->len;
    va_list ap;
    va_start(ap, fmt);
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(sb->buf + sb->len, room, fmt, copy);
    va_end(copy);
    if (n < 0) {
        sb->buf[sb->len] = '\0';            /* nothing of a failed format is kept */
    } else {
        if ((size_t)n >= room) {
            sb_grow(sb, (size_t)n);
            vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
        }
        sb->len += (size_t)n;
    }
    va_end(ap);
}

void sb_addint(strbuf *sb, long long n)
{
    /* As "%lld" writes it: a number in a template (a level, gold, life) did
     * not need snprintf's machinery. */
    if (n < 0)
        sb_addc(sb, '-');
    sb_adddigits(sb, n < 0 ? 0ull - (unsigned long long)n : (unsigned long long)n, 1);
}

void sb_adddigits(strbuf *sb, unsigned long long n, int width)
{
    /* The digits written from the last. */
    char digits[24], *p = digits + sizeof digits;
    do
        *--p = (char)('0' + n % 10);
    while ((n /= 10) || digits + sizeof digits - p < width);
    sb_add(sb, p, (size_t)(digits + sizeof digits - p));
}

void sb_truncate(strbuf *sb, size_t len)
{
    if (len >= sb->len)
        return;
    sb->len = len;
    sb->buf[len] = '\0';
}

char *sb_detach(strbuf *sb)
{
    char *s = sb->cap ? sb->buf : xstrdup("");
    sb_init(sb);
    return s;
}
