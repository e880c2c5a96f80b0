/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json.h - writing JSON (RFC 8259) a piece at a time into a buffer: the
 * event stream's lines. Text is UTF-8 (the game's
 * own, or passed through text/outside.h). */
#ifndef BT_EVENTS_JSON_H
#define BT_EVENTS_JSON_H

#include <stdbool.h>

#include "util/strbuf.h"

/* A string, quoted and escaped; NULL is written as null. */
void json_string(strbuf *out, const char *s);
/* "key": and the value of each kind; a comma goes before every member but
 * the first of an object (first says whether this is it). */
void json_key(strbuf *out, const char *key, bool first);
void json_member_string(strbuf *out, const char *key, const char *value, bool first);
void json_member_int(strbuf *out, const char *key, long value, bool first);
void json_member_bool(strbuf *out, const char *key, bool value, bool first);

#endif
