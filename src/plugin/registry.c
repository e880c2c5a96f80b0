/* registry.c - effect kinds by id: an array in load order and a hash index. */
#include "config.h"

#include "plugin/registry.h"

#include <dlfcn.h>
#include <stdint.h>
#include <string.h>

#include "util/xalloc.h"

struct registry {
    reg_entry *entries;
    size_t count;
    size_t capacity;
    size_t *slots;       /* open addressing: entry index + 1, 0 is empty */
    size_t slot_count;   /* a power of two, at least twice count */
};

static uint32_t hash_id(const char *id)
{
    uint32_t h = 2166136261u;   /* FNV-1a */
    for (; *id; id++)
        h = (h ^ (unsigned char)*id) * 16777619u;
    return h;
}

registry *reg_new(void)
{
    registry *reg = xcalloc(1, sizeof *reg);
    reg->slot_count = 32;
    reg->slots = xcalloc(reg->slot_count, sizeof *reg->slots);
    return reg;
}

static void release(registry *reg, bool unload)
{
    if (!reg)
        return;
    for (size_t i = 0; i < reg->count; i++) {
        if (unload && reg->entries[i].handle)
            dlclose(reg->entries[i].handle);
        free(reg->entries[i].path);
    }
    free(reg->entries);
    free(reg->slots);
    free(reg);
}

void reg_free(registry *reg)
{
    release(reg, true);
}

void reg_free_at_exit(registry *reg)
{
    release(reg, false);
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

bool reg_add(registry *reg, const bt_effect_kind *kind, const char *path, void *handle,
             bool builtin)
{
    if (*find_slot(reg, kind->id))
        return false;
    reg->entries = xgrow(reg->entries, &reg->capacity, reg->count + 1, sizeof *reg->entries);
    reg->entries[reg->count] = (reg_entry){ kind, xstrdup(path), handle, builtin };
    reg->count++;
    if (reg->count * 2 > reg->slot_count)
        rehash(reg);
    else
        *find_slot(reg, kind->id) = reg->count;
    return true;
}

const reg_entry *reg_lookup(const registry *reg, const char *id)
{
    size_t slot = *find_slot(reg, id);
    return slot ? &reg->entries[slot - 1] : NULL;
}

const bt_effect_kind *reg_find(const registry *reg, const char *id)
{
    const reg_entry *entry = reg_lookup(reg, id);
    return entry ? entry->kind : NULL;
}

size_t reg_count(const registry *reg)
{
    return reg->count;
}

const reg_entry *reg_at(const registry *reg, size_t i)
{
    return i < reg->count ? &reg->entries[i] : NULL;
}
