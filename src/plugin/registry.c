/* SPDX-License-Identifier: GPL-3.0-or-later */
/* registry.c - effect kinds by id: an array in load order and a hash index. */
#include "config.h"

#include "plugin/registry.h"

#include <dlfcn.h>
#include <stdint.h>
#include <string.h>

#include "plugin/check.h"
#include "plugin/guard.h"
#include "util/xalloc.h"

/* Something borrowed texts live in, and how it is freed. */
typedef struct reg_kept {
    void *data;
    void (*release)(void *data);
} reg_kept;

struct registry {
    const bt_host *host;           /* borrowed: what each plugin's init gets */
    reg_entry *entries;
    size_t count;
    size_t capacity;
    size_t *slots;       /* open addressing: entry index + 1, 0 is empty */
    size_t slot_count;   /* a power of two, at least twice count */
    reg_opener opener;
    reg_refused *refused;
    size_t refused_count;
    reg_kept *kept;                /* owned: what borrowed texts live in, one for each
                                      folder's cache that was read */
    size_t kept_count;
    size_t kept_capacity;
};

static uint32_t hash_id(const char *id)
{
    uint32_t h = 2166136261u;   /* FNV-1a */
    for (; *id; id++)
        h = (h ^ (unsigned char)*id) * 16777619u;
    return h;
}

registry *reg_new(const bt_host *host)
{
    registry *reg = xcalloc(1, sizeof *reg);
    reg->host = host;
    reg->slot_count = 32;
    reg->slots = xcalloc(reg->slot_count, sizeof *reg->slots);
    return reg;
}

const bt_host *reg_host(const registry *reg)
{
    return reg->host;
}

void reg_set_opener(registry *reg, reg_opener opener)
{
    reg->opener = opener;
}

/* --- the copies of descriptors --- */

/* The texts of a descriptor, which the copy owns. */
#define KIND_TEXTS(X) \
    X(id) X(text_domain) X(locale_dir) X(name) X(label) X(on_text) X(more_text) X(off_text) \
    X(version) X(author) X(license) X(description) X(decoration) X(each_turn_text) \
    X(decoration_text)

static void free_texts(bt_effect_kind *k)
{
#define FREE_TEXT(field) free((char *)k->field);
    KIND_TEXTS(FREE_TEXT)
#undef FREE_TEXT
}

/* Copies kind into the entry's copy (whose own old texts are freed): the
 * fields its minor version has, the rest NULL, every text duplicated. */
static void copy_kind(reg_entry *e, const bt_effect_kind *kind)
{
    bt_effect_kind *copy = e->kind;
    if (!e->borrowed)
        free_texts(copy);
    e->borrowed = false;
    memset(copy, 0, sizeof *copy);
    memcpy(copy, kind, check_descriptor_size(kind->api_minor));
#define DUP_TEXT(field) copy->field = copy->field ? xstrdup(copy->field) : NULL;
    KIND_TEXTS(DUP_TEXT)
#undef DUP_TEXT
}

static void run_cleanup(reg_entry *e)
{
    if (!e->opened || !e->kind->cleanup)
        return;
    guard_call before = guard_enter(e->kind, "cleanup", NULL);
    e->kind->cleanup();
    guard_leave(before);
}

void reg_keep(registry *reg, void *kept, void (*release)(void *kept))
{
    reg->kept = xgrow(reg->kept, &reg->kept_capacity, reg->kept_count + 1, sizeof *reg->kept);
    reg->kept[reg->kept_count++] = (reg_kept){ kept, release };
}

void reg_free(registry *reg)
{
    if (!reg)
        return;
    for (size_t i = 0; i < reg->count; i++) {
        reg_entry *e = &reg->entries[i];
        run_cleanup(e);
        if (e->handle)
            dlclose(e->handle);
        if (!e->borrowed)
            free_texts(e->kind);
        free(e->kind);
        free(e->path);
        free(e->disabled_in);
    }
    for (size_t i = 0; i < reg->refused_count; i++) {
        free(reg->refused[i].path);
        refusal_release(&reg->refused[i].why);
    }
    for (size_t i = 0; i < reg->kept_count; i++)
        if (reg->kept[i].release)
            reg->kept[i].release(reg->kept[i].data);
    free(reg->kept);
    free(reg->refused);
    free(reg->entries);
    free(reg->slots);
    free(reg);
}

void reg_free_at_exit(registry *reg)
{
    for (size_t i = 0; reg && i < reg->count; i++)
        run_cleanup(&reg->entries[i]);
}

/* The slot holding id, or the empty slot where it would go. */
static size_t *find_slot(const registry *reg, const char *id)
{
    size_t mask = reg->slot_count - 1;
    for (size_t i = hash_id(id) & mask;; i = (i + 1) & mask) {
        size_t *slot = &reg->slots[i];
        if (!*slot || strcmp(reg->entries[*slot - 1].kind->id, id) == 0)
            return slot;
    }
}

static void rehash(registry *reg)
{
    free(reg->slots);
    reg->slot_count *= 2;
    reg->slots = xcalloc(reg->slot_count, sizeof *reg->slots);
    for (size_t i = 0; i < reg->count; i++)
        *find_slot(reg, reg->entries[i].kind->id) = i + 1;
}

static reg_entry *add(registry *reg, const bt_effect_kind *kind, const char *path, bool builtin,
                      bool borrow)
{
    if (*find_slot(reg, kind->id))
        return NULL;
    reg->entries = xgrow(reg->entries, &reg->capacity, reg->count + 1, sizeof *reg->entries);
    reg_entry *e = &reg->entries[reg->count];
    memset(e, 0, sizeof *e);
    e->kind = xcalloc(1, sizeof *e->kind);
    if (borrow) {
        memcpy(e->kind, kind, check_descriptor_size(kind->api_minor));
        e->borrowed = true;
    } else {
        copy_kind(e, kind);
    }
    e->path = xstrdup(path);
    e->builtin = builtin;
    e->api_minor = kind->api_minor;
    reg->count++;
    if (reg->count * 2 > reg->slot_count)
        rehash(reg);
    else
        *find_slot(reg, kind->id) = reg->count;
    return e;
}

bool reg_add(registry *reg, const bt_effect_kind *kind, const char *path, void *handle,
             bool builtin)
{
    reg_entry *e = add(reg, kind, path, builtin, false);
    if (!e)
        return false;
    e->handle = handle;
    e->opened = true;
    return true;
}

reg_entry *reg_add_closed(registry *reg, const bt_effect_kind *data, const char *path,
                          bool builtin, const char *disabled_in)
{
    reg_entry *e = add(reg, data, path, builtin, true);
    if (!e)
        return NULL;
    reg_strip(e);
    e->disabled = disabled_in != NULL;
    e->disabled_in = disabled_in ? xstrdup(disabled_in) : NULL;
    return e;
}

void reg_fill(reg_entry *entry, const bt_effect_kind *kind, void *handle)
{
    copy_kind(entry, kind);
    entry->handle = handle;
    entry->api_minor = kind->api_minor;
    entry->opened = true;
    entry->failed = false;
}

void reg_strip(reg_entry *entry)
{
    bt_effect_kind *k = entry->kind;
    k->init = NULL;
    k->apply = k->stacked = k->turn = k->expire = NULL;
    k->modifier = NULL;
    k->percent = NULL;
    k->before_blow = k->after_blow = NULL;
    k->cleanup = NULL;
    k->moved = NULL;
    k->died = NULL;
    k->react = NULL;
    entry->opened = false;
}

void reg_add_refused(registry *reg, const char *path, const refusal *why)
{
    reg->refused = xrealloc(reg->refused, (reg->refused_count + 1) * sizeof *reg->refused);
    reg_refused *r = &reg->refused[reg->refused_count++];
    r->path = xstrdup(path);
    refusal_copy(&r->why, why);
}

size_t reg_refused_count(const registry *reg)
{
    return reg->refused_count;
}

const reg_refused *reg_refused_at(const registry *reg, size_t i)
{
    return i < reg->refused_count ? &reg->refused[i] : NULL;
}

reg_entry *reg_lookup(const registry *reg, const char *id)
{
    size_t slot = *find_slot(reg, id);
    return slot ? &reg->entries[slot - 1] : NULL;
}

const bt_effect_kind *reg_find(const registry *reg, const char *id)
{
    reg_entry *e = reg_lookup(reg, id);
    if (!e || e->disabled || e->failed)
        return NULL;
    if (!e->opened && (!reg->opener || !reg->opener(reg, e))) {
        e->failed = true;
        return NULL;
    }
    return e->kind;
}

const reg_entry *reg_of_kind(const registry *reg, const bt_effect_kind *kind)
{
    for (size_t i = 0; reg && i < reg->count; i++)
        if (reg->entries[i].kind == kind)
            return &reg->entries[i];
    return NULL;
}

size_t reg_count(const registry *reg)
{
    return reg->count;
}

bool reg_has_outside(const registry *reg)
{
    for (size_t i = 0; i < reg->count; i++)
        if (!reg->entries[i].builtin && !reg->entries[i].disabled)
            return true;
    return false;
}

reg_entry *reg_at(const registry *reg, size_t i)
{
    return i < reg->count ? &reg->entries[i] : NULL;
}
