/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json.c - writing JSON a piece at a time. */
#include "config.h"

#include "events/json.h"


void json_string(strbuf *out, const char *s)
{
    if (!s) {
        sb_adds(out, "null");
        return;
    }
    sb_addc(out, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"':
            sb_adds(out, "\\\"");
            break;
        case '\\':
            sb_adds(out, "\\\\");
            break;
        case '\n':
            sb_adds(out, "\\n");
            break;
        case '\t':
            sb_adds(out, "\\t");
            break;
        default:
            if (*p < 0x20 || *p == 0x7f)
                sb_addf(out, "\\u%04x", *p);
            else
                sb_addc(out, (char)*p);
        }
    }
    sb_addc(out, '"');
}

void json_key(strbuf *out, const char *key, bool first)
{
    if (!first)
        sb_addc(out, ',');
    json_string(out, key);
    sb_addc(out, ':');
}

void json_member_string(strbuf *out, const char *key, const char *value, bool first)
{
    json_key(out, key, first);
    json_string(out, value);
}

void json_member_int(strbuf *out, const char *key, long value, bool first)
{
    json_key(out, key, first);
    sb_addint(out, value);
}

void json_member_bool(strbuf *out, const char *key, bool value, bool first)
{
    json_key(out, key, first);
    sb_adds(out, value ? "true" : "false");
}
