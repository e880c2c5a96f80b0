/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schema.c - binds content sections to C structures through field tables. */
#include "config.h"

#include "content/schema.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/i18n.h"
#include "util/utf8.h"
#include "util/xalloc.h"

/* A block of strings; the newest block first. */
struct schema_texts {
    schema_texts *next;
    size_t used, size;
    char bytes[];
};

/* Small, as most tables are: a level's or a vault's places and areas hold
 * a few short strings each, and the thirty such tables of a start took a
 * block of 2 KiB apiece, memory a start pays for by the page. The blocks
 * double as a table grows. */
#define TEXTS_FIRST_BLOCK 256

/* A copy of s among the table's texts. */
static char *keep(def_table *t, const char *s)
{
    size_t len = strlen(s);
    schema_texts *b = t->texts;
    if (!b || b->size - b->used < len + 1) {
        size_t size = b ? b->size * 2 : TEXTS_FIRST_BLOCK;
        if (size < len + 1)
            size = len + 1;
        schema_texts *grown = xmalloc(sizeof *grown + size);
        *grown = (schema_texts){ b, 0, size };
        t->texts = b = grown;
    }
    char *copy = b->bytes + b->used;
    memcpy(copy, s, len + 1);
    b->used += len + 1;
    return copy;
}

const char *const schema_damage_types[] = { "slash", "blunt", "fire", "ice", "poison",
                                            "shock", "holy", NULL };

typedef struct read_state {
    def_table *tables;
    size_t table_count;
    bool typed;              /* sections are "[KIND ID]" */
    size_t first[8];         /* per table: the first definition from this file */
    def_table *table;        /* of the current section */
    def_header *current;
    char section[128];       /* the current section as written */
    uint64_t section_seen;   /* the fields this section gave (a change gives a few) */
    bool changing;           /* the section changes a definition read before */
    const schema_layer *layer;   /* NULL: the game's own files */
} read_state;

static void *field_ptr(void *def, size_t offset)
{
    return (char *)def + offset;
}

static bool is_id(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_' || *s == '-' ||
              *s == ':'))
            return false;
    return true;
}

static bool bad_id(ini_file *file, const char *key, const char *value)
{
    tpl_arg args[] = { TPL_STR("key", key), TPL_VALUE("value", value) };
    return ini_fail(file, N_("{file}:{line}: \"{key}\" must be an id (lowercase letters, digits, "
                             "'_', '-', ':'), not \"{value}\"."),
                    args, 2);
}

static int choice_index(const char *const *choices, const char *value)
{
    for (int i = 0; choices[i]; i++)
        if (strcmp(choices[i], value) == 0)
            return i;
    return -1;
}

static bool bad_choice(ini_file *file, const char *key, const char *value,
                       const char *const *choices)
{
    strbuf list;
    sb_init(&list);
    for (int i = 0; choices[i]; i++)
        sb_addf(&list, "%s%s", i ? ", " : "", choices[i]);
    tpl_arg args[] = { TPL_STR("key", key), TPL_VALUE("value", value), TPL_STR("choices", list.buf) };
    ini_fail(file, N_("{file}:{line}: \"{key}\" must be one of {choices}, not \"{value}\"."), args,
             3);
    sb_release(&list);
    return false;
}

/* The next word of *p (up to a space), NUL-terminated in place; NULL
 * when none is left. */
static char *next_word(char **p)
{
    char *s = *p + strspn(*p, " \t\n\v\f\r");
    if (!*s)
        return NULL;
    char *end = s + strcspn(s, " \t\n\v\f\r");
    *p = end + (*end != '\0');
    *end = '\0';
    return s;
}

/* A word that is a whole number from min to max. */
static bool number_word(const char *word, long min, long max, long *n)
{
    char *end;
    errno = 0;
    *n = word ? strtol(word, &end, 10) : 0;
    return word && !errno && end != word && !*end && *n >= min && *n <= max;
}

/* "ID TURNS N [CHANCE%]": words apart, TURNS 1 to 100000, N 0 to 100000,
 * CHANCE 1 to 100 and its sign. */
static bool parse_effect(ini_file *file, def_table *t, const char *key, const char *value,
                         effect_ref *ref)
{
    char copy[256];                   /* a line is at most 198 bytes */
    size_t len = strlen(value);
    bool ok = len < sizeof copy;
    char *p = copy, *id = NULL, *chance = NULL;
    long turns = 0, n = 0, percent = 100;
    if (ok) {
        memcpy(copy, value, len + 1);
        id = next_word(&p);
        ok = id && strlen(id) < 64 && is_id(id) && number_word(next_word(&p), 1, 100000, &turns) &&
             number_word(next_word(&p), 0, 100000, &n);
        chance = ok ? next_word(&p) : NULL;
    }
    if (ok && chance) {
        size_t clen = strlen(chance);
        ok = clen > 1 && chance[clen - 1] == '%' && (chance[clen - 1] = '\0', true) &&
             number_word(chance, 1, 100, &percent) && !next_word(&p);
    }
    if (!ok) {
        tpl_arg args[] = { TPL_STR("key", key), TPL_VALUE("value", value) };
        return ini_fail(file, N_("{file}:{line}: \"{key}\" must be \"EFFECT TURNS POWER\" with "
                                 "an optional chance such as \"35%\", not \"{value}\"."),
                        args, 2);
    }
    *ref = (effect_ref){ keep(t, id), (int)turns, (int)n, (int)percent, file->line };
    return true;
}

static bool parse_ids(ini_file *file, def_table *t, const char *key, const char *value,
                      id_list *list)
{
    char line[256];                   /* a line is at most 198 bytes */
    char *copy = strlen(value) < sizeof line ? strcpy(line, value) : xstrdup(value), *save = NULL;
    size_t capacity = list->count;
    for (char *word = strtok_r(copy, ", \t", &save); word; word = strtok_r(NULL, ", \t", &save)) {
        if (!is_id(word)) {
            bad_id(file, key, word);     /* word lives in copy: say it first */
            if (copy != line)
                free(copy);
            return false;
        }
        list->ids = xgrow(list->ids, &capacity, list->count + 1, sizeof *list->ids);
        list->ids[list->count++] = keep(t, word);
    }
    if (copy != line)
        free(copy);
    list->line = file->line;
    return true;
}

static bool parse_glyph(ini_file *file, const char *key, const char *value, char *glyph)
{
    wint_t c;
    size_t len = utf8_decode(value, &c);
    if (!len || value[len] || utf8_width(value) != 1) {
        tpl_arg args[] = { TPL_STR("key", key), TPL_VALUE("value", value) };
        return ini_fail(file,
                        N_("{file}:{line}: \"{key}\" must be one character, not \"{value}\"."),
                        args, 2);
    }
    memcpy(glyph, value, len + 1);
    return true;
}

/* A value given again (a line that continues it) takes the place of the
 * last; the last stays among the texts until the table goes. */
static bool set_field(ini_file *file, def_table *t, void *def, const field *f, const char *value)
{
    void *p = field_ptr(def, f->offset);
    switch (f->type) {
    case FIELD_TEXT:
        *(char **)p = keep(t, value);
        return true;
    case FIELD_ID:
        if (!is_id(value))
            return bad_id(file, f->key, value);
        *(char **)p = keep(t, value);
        return true;
    case FIELD_INT:
        return ini_int(file, f->key, value, f->min, f->max, p);
    case FIELD_RANGE:
        return ini_range(file, f->key, value, f->min, f->max, p, field_ptr(def, f->offset2));
    case FIELD_BOOL:
        return ini_bool(file, f->key, value, p);
    case FIELD_GLYPH:
        return parse_glyph(file, f->key, value, p);
    case FIELD_DAMAGE_TYPE:
    case FIELD_CHOICE: {
        const char *const *choices = f->type == FIELD_CHOICE ? f->choices : schema_damage_types;
        int i = choice_index(choices, value);
        if (i < 0)
            return bad_choice(file, f->key, value, choices);
        *(int *)p = i;
        return true;
    }
    case FIELD_EFFECT:
        return parse_effect(file, t, f->key, value, p);
    case FIELD_EFFECTS: {
        effect_ref **refs = p;
        size_t *count = field_ptr(def, f->offset2);
        *refs = xrealloc(*refs, (*count + 1) * sizeof **refs);
        if (!parse_effect(file, t, f->key, value, &(*refs)[*count]))
            return false;
        (*count)++;
        return true;
    }
    case FIELD_IDS:
        return parse_ids(file, t, f->key, value, p);
    }
    return false;
}

static def_header *find_def(const def_table *t, const char *id)
{
    long i = idmap_find(&t->index, id);
    return i >= 0 && (size_t)i < t->count ? schema_at(t, (size_t)i) : NULL;
}

/* The index again from the definitions (after some were dropped). */
static void reindex(def_table *t)
{
    idmap_clear(&t->index);
    for (size_t i = 0; i < t->count; i++)
        idmap_put(&t->index, ((def_header *)schema_at(t, i))->id, i);
}

static bool check_required(ini_file *file, const def_table *t, const def_header *h)
{
    for (size_t i = 0; i < t->schema->field_count; i++) {
        const field *f = &t->schema->fields[i];
        if (f->required && !(h->seen & ((uint64_t)1 << i))) {
            tpl_arg args[] = { TPL_STR("section", h->id), TPL_STR("key", f->key) };
            return ini_fail_at(file, h->line,
                               N_("{file}:{line}: [{section}] lacks the key \"{key}\"."), args, 2);
        }
    }
    return true;
}

/* A copy of count things of size at p, or NULL for none. */
static void *copy_of(const void *p, size_t count, size_t size)
{
    return count ? memcpy(xmalloc(count * size), p, count * size) : NULL;
}

/* The marks and lists of a definition its table shares, made its own: a
 * mod changes them (they grow, or are freed and read again). */
static void own_def(const schema *s, def_header *h)
{
    if (!h->shared)
        return;
    h->marks = copy_of(h->marks, (size_t)__builtin_popcountll(h->seen), sizeof *h->marks);
    for (size_t i = 0; i < s->field_count; i++) {
        const field *f = &s->fields[i];
        void *p = field_ptr(h, f->offset);
        if (f->type == FIELD_EFFECTS)
            *(effect_ref **)p = copy_of(*(effect_ref **)p, *(size_t *)field_ptr(h, f->offset2),
                                        sizeof(effect_ref));
        else if (f->type == FIELD_IDS)
            ((id_list *)p)->ids = copy_of(((id_list *)p)->ids, ((id_list *)p)->count,
                                          sizeof(char *));
    }
    h->shared = false;
}

static def_header *start_def(ini_file *file, read_state *st, def_table *t, const char *section)
{
    st->section_seen = 0;
    st->changing = false;
    if (!*section || (!t->schema->any_id && !is_id(section))) {
        /* A whole sentence of its own: "[section]" is no key to quote. */
        ini_fail(file, N_("{file}:{line}: a section's name must be an id (lowercase letters, "
                          "digits, '_', '-', ':'), not \"[{value}]\"."),
                 &TPL_VALUE("value", section), 1);
        return NULL;
    }
    def_header *before = find_def(t, section);
    if (before && st->layer && before->layer != st->layer->index) {
        st->changing = true;          /* a mod's section over one read before */
        own_def(t->schema, before);
        return before;
    }
    if (before) {
        ini_fail_at(file, file->section_line, N_("{file}:{line}: [{section}] is defined twice."),
                 &TPL_VALUE("section", section), 1);
        return NULL;
    }
    t->defs = xgrow(t->defs, &t->capacity, t->count + 1, t->schema->def_size);
    def_header *h = schema_at(t, t->count++);
    memset(h, 0, t->schema->def_size);
    h->id = keep(t, section);
    idmap_put(&t->index, h->id, t->count - 1);
    h->line = file->section_line ? file->section_line : file->line;
    h->layer = st->layer ? st->layer->index : 0;
    return h;
}

/* Finds the table and id a section names; false (reported) if none. */
static bool resolve_section(ini_file *file, read_state *st, const char *section,
                            const char **id)
{
    if (!st->typed) {
        st->table = st->tables;
        *id = section;
        return true;
    }
    const char *space = strchr(section, ' ');
    size_t kind_len = space ? (size_t)(space - section) : strlen(section);
    for (size_t i = 0; i < st->table_count; i++) {
        const char *kind = st->tables[i].schema->kind;
        if (strlen(kind) == kind_len && strncmp(kind, section, kind_len) == 0) {
            st->table = &st->tables[i];
            *id = space ? space + 1 + strspn(space + 1, " ") : kind;
            return true;
        }
    }
    strbuf kinds;
    sb_init(&kinds);
    for (size_t i = 0; i < st->table_count; i++)
        sb_addf(&kinds, "%s[%s ...]", i ? ", " : "", st->tables[i].schema->kind);
    tpl_arg args[] = { TPL_STR("section", section), TPL_STR("kinds", kinds.buf) };
    ini_fail(file, N_("{file}:{line}: [{section}] is not a kind of section this file knows "
                      "({kinds})."),
             args, 2);
    sb_release(&kinds);
    return false;
}

/* A mod changes field i of a definition read before: a field that a mod
 * other than the definition's own changed already is a conflict; a list the
 * change gives starts afresh. */
static bool change_field(ini_file *file, read_state *st, def_header *h, const field *f, int i,
                         const char *section)
{
    unsigned char by = (h->seen & ((uint64_t)1 << i)) ? schema_mark(h, i)->set_by : 0;
    if (by && by != h->layer && by != st->layer->index) {
        tpl_arg args[] = { TPL_STR("key", f->key), TPL_STR("section", section),
                           TPL_STR("other", st->layer->names[by]) };
        /* TRANSLATORS: two mods change the same field of the same entry;
           {other} is the id of the mod that changed it first. */
        return ini_fail(file, N_("{file}:{line}: \"{key}\" of [{section}] is changed by the "
                                 "mod {other} already; two mods cannot change the same field."),
                        args, 3);
    }
    void *p = field_ptr(h, f->offset);
    if (f->type == FIELD_EFFECTS) {
        free(*(effect_ref **)p);
        *(effect_ref **)p = NULL;
        *(size_t *)field_ptr(h, f->offset2) = 0;
    } else if (f->type == FIELD_IDS) {
        free(((id_list *)p)->ids);
        *(id_list *)p = (id_list){ NULL, 0, 0 };
    }
    return true;
}

static bool on_key(ini_file *file, void *user, const char *section, const char *key,
                   const char *value)
{
    read_state *st = user;
    if (!*section)
        return ini_fail(file, N_("{file}:{line}: \"{key}\" stands before the first [section]."),
                        &TPL_STR("key", key), 1);
    if (!st->current || strcmp(st->section, section) != 0) {
        const char *id;
        if (st->current && !check_required(file, st->table, st->current))
            return false;
        if (!resolve_section(file, st, section, &id))
            return false;
        size_t len = strlen(section);
        len = len < sizeof st->section ? len : sizeof st->section - 1;
        memcpy(st->section, section, len);
        st->section[len] = '\0';
        st->current = start_def(file, st, st->table, id);
        if (!st->current)
            return false;
    }
    int i = schema_field_index(st->table->schema, key);
    if (i < 0)
        return ini_unknown_key(file, section, key);
    const field *f = &st->table->schema->fields[i];
    uint64_t bit = (uint64_t)1 << i;
    if ((st->section_seen & bit) && f->type != FIELD_EFFECTS)
        return ini_fail(file, N_("{file}:{line}: \"{key}\" is given twice in [{section}]."),
                        (tpl_arg[]){ TPL_STR("key", key), TPL_STR("section", section) }, 2);
    if (st->changing && !(st->section_seen & bit) &&
        !change_field(file, st, st->current, f, i, section))
        return false;
    st->section_seen |= bit;
    schema_mark_given(st->current, i, file->line, st->layer ? st->layer->index : 0);
    return set_field(file, st->table, st->current, f, value);
}

/* Frees the arrays of a definition (its strings are the table's texts;
 * those of a definition it shares are too). */
static void release_def(const schema *s, void *def)
{
    if (((def_header *)def)->shared)
        return;
    free(((def_header *)def)->marks);
    for (size_t i = 0; i < s->field_count; i++) {
        const field *f = &s->fields[i];
        void *p = field_ptr(def, f->offset);
        if (f->type == FIELD_EFFECTS)
            free(*(effect_ref **)p);
        else if (f->type == FIELD_IDS)
            free(((id_list *)p)->ids);
    }
}

static bool read_tables(def_table *tables, size_t count, bool typed, ini_file *file,
                        const char *path, const char *shown_as, const schema_layer *layer)
{
    read_state st = { .tables = tables, .table_count = count, .typed = typed,
                      .layer = layer && layer->index ? layer : NULL };
    for (size_t i = 0; i < count && i < 8; i++)
        st.first[i] = tables[i].count;
    bool ok = ini_read(file, path, shown_as, on_key, &st);
    if (ok && st.current)
        ok = check_required(file, st.table, st.current);
    if (!ok) {
        /* Nothing half-loaded is used: drop what this file added. */
        for (size_t t = 0; t < count && t < 8; t++) {
            for (size_t i = st.first[t]; i < tables[t].count; i++)
                release_def(tables[t].schema, schema_at(&tables[t], i));
            tables[t].count = st.first[t];
            reindex(&tables[t]);
        }
    }
    return ok;
}

bool schema_read(def_table *table, ini_file *file, const char *path, const char *shown_as)
{
    return read_tables(table, 1, false, file, path, shown_as, NULL);
}

bool schema_read_layer(def_table *tables, size_t count, bool typed, ini_file *file,
                       const char *path, const char *shown_as, const schema_layer *layer)
{
    return read_tables(tables, count, typed, file, path, shown_as, layer);
}

bool schema_read_typed(def_table *tables, size_t count, ini_file *file, const char *path,
                       const char *shown_as)
{
    return read_tables(tables, count, true, file, path, shown_as, NULL);
}

void schema_release(def_table *table)
{
    for (size_t i = 0; i < table->count; i++)
        release_def(table->schema, schema_at(table, i));
    free(table->defs);
    for (schema_texts *b = table->texts, *next; b; b = next) {
        next = b->next;
        free(b);
    }
    table->defs = NULL;
    table->texts = NULL;
    table->count = table->capacity = 0;
    idmap_release(&table->index);
}

void *schema_add(def_table *table, const char *id)
{
    table->defs = xgrow(table->defs, &table->capacity, table->count + 1, table->schema->def_size);
    def_header *h = schema_at(table, table->count++);
    memset(h, 0, table->schema->def_size);
    h->id = keep(table, id);
    idmap_put(&table->index, h->id, table->count - 1);
    return h;
}

char *schema_keep(def_table *table, const char *text)
{
    return keep(table, text);
}

void *schema_room(def_table *table, size_t size)
{
    _Static_assert(offsetof(schema_texts, bytes) % _Alignof(effect_ref) == 0 &&
                       offsetof(schema_texts, bytes) % _Alignof(char *) == 0 &&
                       offsetof(schema_texts, bytes) % _Alignof(field_mark) == 0,
                   "a block's bytes hold a definition's marks and lists");
    /* Full from the start: a string kept later (a mod's) opens a block of
     * its own. */
    schema_texts *b = xmalloc(sizeof *b + size);
    *b = (schema_texts){ table->texts, size, size };
    table->texts = b;
    return b->bytes;
}

void schema_reserve(def_table *table, size_t count)
{
    free(table->defs);            /* empty: nothing of it is lost */
    table->defs = xcalloc(count, table->schema->def_size);
    table->capacity = count;
    idmap_reserve(&table->index, count);
}

void *schema_at(const def_table *table, size_t i)
{
    return (char *)table->defs + i * table->schema->def_size;
}

void *schema_find(const def_table *table, const char *id)
{
    return table->count ? find_def(table, id) : NULL;
}

int schema_field_index(const schema *s, const char *key)
{
    for (size_t i = 0; i < s->field_count; i++)
        if (s->fields[i].key[0] == key[0] && strcmp(s->fields[i].key, key) == 0)
            return (int)i;
    return -1;
}

/* Where field i's mark is among h's: the number of fields before it given. */
static int mark_index(const def_header *h, int i)
{
    return __builtin_popcountll(h->seen & (((uint64_t)1 << i) - 1));
}

field_mark *schema_mark(const def_header *h, int i)
{
    return &h->marks[mark_index(h, i)];
}

void schema_mark_given(def_header *h, int i, int line, unsigned char layer)
{
    uint64_t bit = (uint64_t)1 << i;
    int at = mark_index(h, i);
    if (!(h->seen & bit)) {
        int count = __builtin_popcountll(h->seen);
        h->marks = xrealloc(h->marks, (size_t)(count + 1) * sizeof *h->marks);
        memmove(&h->marks[at + 1], &h->marks[at], (size_t)(count - at) * sizeof *h->marks);
        h->seen |= bit;
    }
    h->marks[at] = (field_mark){ line, layer };
}

int schema_line(const def_table *table, const void *def, const char *key)
{
    const def_header *h = def;
    int i = schema_field_index(table->schema, key);
    return i >= 0 && (h->seen & ((uint64_t)1 << i)) ? schema_mark(h, i)->line : h->line;
}

bool schema_given(const def_table *table, const void *def, const char *key)
{
    const def_header *h = def;
    int i = schema_field_index(table->schema, key);
    return i >= 0 && (h->seen & ((uint64_t)1 << i));
}
