/* registry.h - the effect kinds of this session, by id, and where each came from. */
#ifndef BT_REGISTRY_H
#define BT_REGISTRY_H

#include <stdbool.h>
#include <stddef.h>

#include <bloodtrail/effect.h>

typedef struct reg_entry {
    const bt_effect_kind *kind;
    char *path;          /* owned: the file the kind came from */
    void *handle;        /* dlopen handle, NULL for a kind built into the program */
    bool builtin;        /* came from bloodtrail's own plugin folder */
} reg_entry;

typedef struct registry registry;

registry *reg_new(void);
/* Frees the registry and closes every plugin it loaded. */
void reg_free(registry *reg);
/* The same, but leaves the plugins loaded: for a program about to exit,
 * which unloads them anyway. Each dlclose walks every loaded object, so
 * closing 1,000 plugins one by one costs about 17 ms (a quarter of loading
 * them). */
void reg_free_at_exit(registry *reg);

/* Adds a kind (taking path and handle); false if the id is taken, and then
 * nothing is taken. */
bool reg_add(registry *reg, const bt_effect_kind *kind, const char *path, void *handle,
             bool builtin);
const reg_entry *reg_lookup(const registry *reg, const char *id);
const bt_effect_kind *reg_find(const registry *reg, const char *id);
size_t reg_count(const registry *reg);
const reg_entry *reg_at(const registry *reg, size_t i);

#endif
