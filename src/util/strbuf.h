/* SPDX-License-Identifier: GPL-3.0-or-later */
/* strbuf.h - growable byte strings, always NUL-terminated. */
#ifndef BT_STRBUF_H
#define BT_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

/* A buffer owns its bytes; sb_release frees them and leaves an empty buffer. */
typedef struct strbuf {
    char *buf;      /* never NULL once initialised */
    size_t len;
    size_t cap;
} strbuf;

void sb_init(strbuf *sb);
void sb_release(strbuf *sb);
void sb_reset(strbuf *sb);                 /* keeps the memory */
void sb_add(strbuf *sb, const char *s, size_t n);
void sb_adds(strbuf *sb, const char *s);
void sb_addc(strbuf *sb, char c);
void sb_addf(strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_addint(strbuf *sb, long long n);
/* n in decimal, with zeros before it up to width digits. */
void sb_adddigits(strbuf *sb, unsigned long long n, int width);
void sb_truncate(strbuf *sb, size_t len);
/* Hands the bytes to the caller (free them) and leaves an empty buffer. */
char *sb_detach(strbuf *sb);

#endif
