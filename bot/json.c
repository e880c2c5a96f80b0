/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json.c - reading one line of the event stream. */
#include "config.h"

#include "json.h"

#include <stdlib.h>
#include <string.h>

typedef struct reader {
    const char *p;
} reader;

static void skip_space(reader *r)
{
    while (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')
        r->p++;
}

/* Appends the UTF-8 of code point c. */
static size_t put_utf8(char *out, unsigned c)
{
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        out[0] = (char)(0xc0 | c >> 6);
        out[1] = (char)(0x80 | (c & 0x3f));
        return 2;
    }
    out[0] = (char)(0xe0 | c >> 12);
    out[1] = (char)(0x80 | ((c >> 6) & 0x3f));
    out[2] = (char)(0x80 | (c & 0x3f));
    return 3;
}

/* A string after its opening quote; NULL when it does not end. */
static char *read_string(reader *r)
{
    char *out = malloc(strlen(r->p) + 1), *o = out;
    while (*r->p && *r->p != '"') {
        if (*r->p != '\\') {
            *o++ = *r->p++;
            continue;
        }
        r->p++;
        char c = *r->p ? *r->p++ : '\0';
        switch (c) {
        case 'n': *o++ = '\n'; break;
        case 't': *o++ = '\t'; break;
        case 'r': *o++ = '\r'; break;
        case 'b': *o++ = '\b'; break;
        case 'f': *o++ = '\f'; break;
        case 'u': {
            unsigned v = 0;
            for (int i = 0; i < 4 && *r->p; i++, r->p++)
                v = v * 16 + (unsigned)(*r->p <= '9' ? *r->p - '0' : (*r->p | 0x20) - 'a' + 10);
            o += put_utf8(o, v);
            break;
        }
        default: *o++ = c;
        }
    }
    *o = '\0';
    if (*r->p != '"') {
        free(out);
        return NULL;
    }
    r->p++;
    return out;
}

static bool read_value(reader *r, json *j);

/* The items of an array or the members of an object, up to close. */
static bool read_list(reader *r, json *j, char close, bool keyed)
{
    size_t capacity = 0;
    skip_space(r);
    if (*r->p == close) {
        r->p++;
        return true;
    }
    for (;;) {
        if (j->count == capacity) {
            capacity = capacity ? 2 * capacity : 8;
            j->items = realloc(j->items, capacity * sizeof *j->items);
        }
        json *item = &j->items[j->count];
        memset(item, 0, sizeof *item);
        skip_space(r);
        if (keyed) {
            if (*r->p != '"')
                return false;
            r->p++;
            if (!(item->key = read_string(r)))
                return false;
            skip_space(r);
            if (*r->p++ != ':')
                return false;
        }
        j->count++;
        if (!read_value(r, item))
            return false;
        skip_space(r);
        if (*r->p == ',') {
            r->p++;
            continue;
        }
        if (*r->p != close)
            return false;
        r->p++;
        return true;
    }
}

static bool read_value(reader *r, json *j)
{
    skip_space(r);
    char c = *r->p;
    if (c == '{' || c == '[') {
        r->p++;
        j->type = c == '{' ? JSON_OBJECT : JSON_ARRAY;
        return read_list(r, j, c == '{' ? '}' : ']', c == '{');
    }
    if (c == '"') {
        r->p++;
        j->type = JSON_STRING;
        return (j->string = read_string(r)) != NULL;
    }
    if (strncmp(r->p, "true", 4) == 0 || strncmp(r->p, "false", 5) == 0) {
        j->type = JSON_BOOL;
        j->number = c == 't';
        r->p += c == 't' ? 4 : 5;
        return true;
    }
    if (strncmp(r->p, "null", 4) == 0) {
        j->type = JSON_NULL;
        r->p += 4;
        return true;
    }
    char *end;
    j->type = JSON_NUMBER;
    j->number = strtol(r->p, &end, 10);
    if (end == r->p)
        return false;
    r->p = end;
    return true;
}

bool json_parse(json *root, const char *text)
{
    memset(root, 0, sizeof *root);
    reader r = { text };
    if (read_value(&r, root))
        return true;
    json_free(root);
    return false;
}

void json_free(json *j)
{
    for (size_t i = 0; i < j->count; i++)
        json_free(&j->items[i]);
    free(j->items);
    free(j->key);
    free(j->string);
    memset(j, 0, sizeof *j);
}

const json *json_get(const json *object, const char *key)
{
    for (size_t i = 0; object && object->type == JSON_OBJECT && i < object->count; i++)
        if (strcmp(object->items[i].key, key) == 0)
            return &object->items[i];
    return NULL;
}

const char *json_str(const json *object, const char *key, const char *fallback)
{
    const json *v = json_get(object, key);
    return v && v->type == JSON_STRING ? v->string : fallback;
}

long json_num(const json *object, const char *key, long fallback)
{
    const json *v = json_get(object, key);
    return v && (v->type == JSON_NUMBER || v->type == JSON_BOOL) ? v->number : fallback;
}
