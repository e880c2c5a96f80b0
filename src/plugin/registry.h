/* SPDX-License-Identifier: GPL-3.0-or-later */
/* registry.h - the effect kinds of this session, by id, and where each came
 * from.
 *
 * The registry keeps its own copy of every kind's descriptor, at the full
 * size of this host's API (the fields a 1.0 plugin lacks are NULL) and with
 * its own copies of the texts: the engine reads only the copy, never past the
 * end of an older plugin's descriptor, and a reload can change a kind in
 * place while effects keep pointing at it.
 *
 * A kind may be known before its file is opened (from the plugin cache): it
 * is then opened on first use, by reg_find, through the registry's opener.
 * Listing (reg_at, reg_lookup) never opens anything.
 */
#ifndef BT_REGISTRY_H
#define BT_REGISTRY_H

#include <stdbool.h>
#include <stddef.h>

#include <bloodtrail/effect.h>

#include "plugin/info.h"
#include "plugin/refusal.h"

typedef struct reg_entry {
    bt_effect_kind *kind;  /* owned copy; callbacks set once the file is open */
    char *path;            /* owned: the file the kind came from */
    void *handle;          /* dlopen handle; NULL until opened, or built into the program */
    bool builtin;          /* came from bloodtrail's own plugin folder */
    bool opened;           /* the callbacks are there and init ran */
    bool failed;           /* opening failed (said on stderr): reg_find gives NULL */
    bool disabled;         /* turned off by the user's configuration */
    char *disabled_in;     /* owned: the settings file that turned it off, or NULL */
    bool bound;            /* its text domain is bound to its catalogs */
    bool borrowed;         /* the copy's texts are the cache's (reg_keep), not its own */
    unsigned api_minor;    /* the minor version the plugin was built for */
    unsigned reloads;      /* how often it was reloaded (its catalogs read again) */
    info_key key;          /* the file as it was when it was probed or opened */
} reg_entry;

/* A file that was refused, for listings. */
typedef struct reg_refused {
    char *path;            /* owned */
    refusal why;           /* owned */
} reg_refused;

typedef struct registry registry;

/* Opens entry's file and fills in its callbacks (reg_fill); false when it
 * cannot (after saying why). */
typedef bool (*reg_opener)(const registry *reg, reg_entry *entry);

/* A registry whose plugins get host (the table of the host's services,
 * src/engine/host.h; borrowed, it outlives the registry) at their init. */
registry *reg_new(const bt_host *host);
/* The host table the plugins of reg are given. */
const bt_host *reg_host(const registry *reg);
/* Runs every opened plugin's cleanup, closes the plugins and frees the
 * registry. */
void reg_free(registry *reg);
/* For a program about to exit: runs every opened plugin's cleanup, as the
 * API promises, and leaves the plugins loaded and the memory to the exit.
 * Each dlclose walks every loaded object, so closing 1,000 plugins one by
 * one costs about 17 ms (a quarter of loading them), and a thousand entries
 * freed one by one are work the exit does at once. */
void reg_free_at_exit(registry *reg);

void reg_set_opener(registry *reg, reg_opener opener);

/* Adds an open kind (taking path's copy and handle); false if the id is
 * taken, and then nothing is taken. */
bool reg_add(registry *reg, const bt_effect_kind *kind, const char *path, void *handle,
             bool builtin);
/* Adds a kind known from its descriptor's data alone (callbacks unset), to
 * be opened on first use; its entry, or NULL if the id is taken. The copy borrows the
 * texts of data, which must live as long as the registry (reg_keep).
 * disabled_in: NULL for a kind in use, else the settings file that turns it
 * off (copied; "" when not known), so whoever finds it off can say where. */
reg_entry *reg_add_closed(registry *reg, const bt_effect_kind *data, const char *path,
                          bool builtin, const char *disabled_in);
/* Keeps what borrowed texts live in until the registry is freed, then frees
 * it with release; each call keeps one more (a cache read for each folder). */
void reg_keep(registry *reg, void *kept, void (*release)(void *kept));
/* Replaces entry's copy with kind (an open descriptor) and its handle. */
void reg_fill(reg_entry *entry, const bt_effect_kind *kind, void *handle);
/* Clears entry's callbacks: its effects go on as inert ones (after a
 * failed reload). */
void reg_strip(reg_entry *entry);

/* Remembers a refused file for listings. */
void reg_add_refused(registry *reg, const char *path, const refusal *why);
size_t reg_refused_count(const registry *reg);
const reg_refused *reg_refused_at(const registry *reg, size_t i);

/* The entry of id, opened or not, usable or not; NULL if there is none. */
reg_entry *reg_lookup(const registry *reg, const char *id);
/* The usable kind of id, opening its file on first use; NULL if there is
 * none, it is disabled, or its file could not be opened. The registry is
 * const for its users: opening a file fills in what was there all along. */
const bt_effect_kind *reg_find(const registry *reg, const char *id);
/* The entry whose copy is kind, or NULL. Only reads memory: a signal
 * handler may call it. */
const reg_entry *reg_of_kind(const registry *reg, const bt_effect_kind *kind);
size_t reg_count(const registry *reg);
/* Whether an enabled kind comes from outside bloodtrail's own folder: code
 * the watchdog (plugin/watchdog.h) keeps a snapshot of the game for. */
bool reg_has_outside(const registry *reg);
reg_entry *reg_at(const registry *reg, size_t i);

#endif
