/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schema.h - binds the sections of a content file to C structures through a
 * table of fields, so each kind of content is declared once: its keys, their
 * types, bounds and whether they are required.
 *
 * Each section is one definition; its name is the definition's id. Every
 * definition struct starts with a def_header.
 */
#ifndef BT_SCHEMA_H
#define BT_SCHEMA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <bloodtrail/effect.h>

#include "content/ini.h"
#include "util/idmap.h"

#define SCHEMA_MAX_FIELDS 64

/* Where a field of a definition was given, and by whom. */
typedef struct field_mark {
    int line;
    unsigned char set_by;         /* the layer that last set it: 0 the game, N the Nth mod */
} field_mark;

typedef struct def_header {
    char *id;          /* the section name (the table's texts hold it) */
    int line;          /* where the [section] header is */
    uint64_t seen;     /* bit i: field i was given */
    /* Owned: a mark for each field given, in the order of the schema's
     * fields (a definition gives a few of its fifty; a mark for each field
     * made every definition 320 bytes larger, memory a start pays for by
     * the page). */
    field_mark *marks;
    unsigned char layer;          /* who defined it: 0 the game, N the Nth mod */
    /* Its marks and lists (of FIELD_EFFECTS and FIELD_IDS) lie in a block
     * of its table, not each in an allocation of its own: a table read
     * whole (content/cache.h) takes them all at once. A mod's change makes
     * them the definition's own first; the table frees the block. */
    bool shared;
} def_header;

/* The mark of field i of h, which h gave. */
field_mark *schema_mark(const def_header *h, int i);
/* Field i of h was given at line by layer: its mark, made if it had none. */
void schema_mark_given(def_header *h, int i, int line, unsigned char layer);

/* The mods read over the game's content (content/mod.h): the layer a file
 * belongs to and every layer's name, for messages. */
typedef struct schema_layer {
    unsigned char index;          /* 0: the game's own files */
    const char *const *names;     /* names[i]: the id of layer i (names[0] unused) */
} schema_layer;

/* An effect as content names it: "bleed 3 1" or "poison 3 2 35%". */
typedef struct effect_ref {
    char *id;          /* in the table's texts; NULL when none is given */
    int turns;
    int n;             /* power, or stacks for kinds that stack by wounds */
    int chance;        /* percent */
    int line;
} effect_ref;

/* A comma-separated list of ids. */
typedef struct id_list {
    char **ids;        /* owned array; the ids are in the table's texts */
    size_t count;
    int line;
} id_list;

typedef enum field_type {
    FIELD_TEXT,          /* a text the player reads: translated through its context */
    FIELD_ID,            /* another definition's id */
    FIELD_INT,
    FIELD_RANGE,         /* "LOW-HIGH" into two ints (offset, offset2) */
    FIELD_BOOL,
    FIELD_GLYPH,         /* one character, stored as a UTF-8 string in char[8] */
    FIELD_DAMAGE_TYPE,
    FIELD_EFFECT,        /* effect_ref */
    FIELD_EFFECTS,       /* repeatable key: effect_ref array (offset) and count (offset2) */
    FIELD_IDS,           /* id_list */
    FIELD_CHOICE         /* one of the words in choices, stored as its index (int) */
} field_type;

typedef struct field {
    const char *key;
    field_type type;
    size_t offset;
    size_t offset2;
    int min, max;
    bool required;
    const char *const *choices;   /* FIELD_CHOICE: NULL-terminated */
} field;

typedef struct schema {
    const char *kind;             /* "creature": for messages */
    const field *fields;
    size_t field_count;
    size_t def_size;              /* sizeof the definition struct */
    bool any_id;                  /* ids are not restricted to id characters */
} schema;

typedef struct schema_texts schema_texts;

/* A growing array of definitions of one schema. Every string of the
 * definitions (ids, texts, the ids of effects and lists) lives in texts,
 * a few blocks the table owns: a file's hundreds of strings cost a few
 * allocations, not one each. (A table read from the content cache has its
 * strings in the cache's mapped file, which the content keeps.) */
typedef struct def_table {
    const schema *schema;
    void *defs;
    size_t count;
    size_t capacity;
    schema_texts *texts;          /* owned */
    idmap index;                  /* by id: a file of 80,000 sections is read in linear time */
} def_table;

/* Reads a mod's file over the tables (layer->index > 0): a section whose id
 * a table already has changes the fields it gives and keeps the others; a
 * field another mod changed already is a conflict, named in file->error.
 * A new id adds a definition, as schema_read does. */
bool schema_read_layer(def_table *tables, size_t count, bool typed, ini_file *file,
                       const char *path, const char *shown_as, const schema_layer *layer);

/* Reads path into table (definitions are appended). false and file->error
 * on the first problem; then the table holds nothing from this file. */
bool schema_read(def_table *table, ini_file *file, const char *path, const char *shown_as);
/* The same for a file whose sections are "[KIND ID]" (or just "[KIND]", whose
 * id is then KIND): each goes to the table whose schema has that kind. */
bool schema_read_typed(def_table *tables, size_t count, ini_file *file, const char *path,
                       const char *shown_as);
void schema_release(def_table *table);
/* Appends a definition of the given id, zeroed but for its header, as a
 * program builds a table (a generated level's places); its line is 0. */
void *schema_add(def_table *table, const char *id);
/* A copy of text among the table's texts: lives as long as the table. */
char *schema_keep(def_table *table, const char *text);
/* Room for count definitions in an empty table, zeroed, and for their ids
 * in its index: a table read whole knows its size (schema_add grows it). */
void schema_reserve(def_table *table, size_t count);
/* size bytes (aligned for any of a definition's members) among the
 * table's texts, in one block, for a table read whole (content/cache.h):
 * the marks and lists of the definitions that share them
 * (def_header.shared). They live as long as the table. */
void *schema_room(def_table *table, size_t size);
void *schema_at(const def_table *table, size_t i);
/* The index of key among the fields of s, or -1. */
int schema_field_index(const schema *s, const char *key);
/* Whether def gave key. */
bool schema_given(const def_table *table, const void *def, const char *key);
/* Whether def gave field i of its schema: i is found once by
 * schema_field_index for a whole table (-1, a key the schema does not
 * have, is never given), as a lookup by key costs hundreds of
 * instructions in a schema of fifty fields. */
static inline bool schema_given_at(const void *def, int i)
{
    return i >= 0 && ((((const def_header *)def)->seen >> i) & 1);
}
/* The line where def gave key (for messages about its value), else the
 * section's line. */
int schema_line(const def_table *table, const void *def, const char *key);
void *schema_find(const def_table *table, const char *id);

/* The words of FIELD_DAMAGE_TYPE, in bt_damage_type order. */
extern const char *const schema_damage_types[];

#endif
