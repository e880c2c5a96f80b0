/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json.h - reading one line of the event stream (doc/events.md): a small
 * JSON reader, enough for the game's own events (objects, arrays, strings,
 * whole numbers, true, false, null). */
#ifndef BOT_JSON_H
#define BOT_JSON_H

#include <stdbool.h>
#include <stddef.h>

typedef enum json_type { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY,
                         JSON_OBJECT } json_type;

typedef struct json {
    json_type type;
    char *key;                   /* owned: the member's name in an object, or NULL */
    char *string;                /* owned: JSON_STRING */
    long number;                 /* JSON_NUMBER, JSON_BOOL */
    struct json *items;          /* owned: an array's items, an object's members */
    size_t count;
} json;

/* Reads text into root; false (root empty) when it is not JSON. json_free
 * frees what was read. */
bool json_parse(json *root, const char *text);
void json_free(json *j);

/* The member key of an object, or NULL. */
const json *json_get(const json *object, const char *key);
/* A member's value, or the fallback when it is missing or of another type. */
const char *json_str(const json *object, const char *key, const char *fallback);
long json_num(const json *object, const char *key, long fallback);

#endif
