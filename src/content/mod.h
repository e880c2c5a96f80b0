/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mod.h - content mods: folders read over the game's content, each with a
 * manifest (mod.ini), found in the user's and the system's mods folders or
 * named with --mod, turned off in mods.conf, put in order, and checked
 * against the game, the plugins and each other before the game starts.
 *
 * A mod's files (creatures.ini, items.ini, ..., levels/N.ini after the
 * game's last level) add entries and change named fields of entries read
 * before it (content/schema.h); the mod is then one more layer of the
 * content (content_load_mods). What a modder writes is in doc/modding.md.
 */
#ifndef BT_MOD_H
#define BT_MOD_H

#include <stdbool.h>
#include <stddef.h>

#include "plugin/registry.h"
#include "util/strbuf.h"

/* "ID" or "ID >= VERSION" in the manifest's plugins and mods. */
typedef struct mod_need {
    char *id;                 /* owned */
    char *version;            /* owned; NULL: any version */
} mod_need;

typedef enum mod_state {
    MOD_ON,                   /* read over the content */
    MOD_DISABLED,             /* turned off in mods.conf or the settings file */
    MOD_REFUSED               /* why says why; the game starts without it */
} mod_state;

typedef enum mod_source { MOD_SYSTEM, MOD_USER, MOD_ASKED } mod_source;

typedef struct mod {
    char *dir;                /* owned: the folder */
    char *id, *name, *version, *author, *licence, *description, *game;   /* owned */
    char *text_domain;        /* owned; NULL: the mod's texts use the game's catalogs */
    char *locale_dir;         /* owned: where its catalogs are (absolute) */
    mod_need *plugins, *mods; /* owned */
    size_t plugin_count, mod_count;
    mod_source source;
    mod_state state;
    char *why;                /* owned, translated: why it is refused */
    const char *disabled_in;  /* borrowed from the set: the file that turned it off */
} mod;

typedef struct mod_set {
    mod *mods;                /* owned, in the order they are read */
    size_t count;
    char *config_path;        /* owned: mods.conf, for messages; NULL: none */
    char *settings_path;      /* owned: the settings file that turned mods off; NULL: none */
} mod_set;

/* Finds the mods: each folder of system_dir, then of user_dir (either may
 * be NULL), then asked[] (--mod), in that order; a later one with an id
 * seen before takes its place. Reads their manifests (a bad one refuses the
 * mod), turns off those config_dir/mods.conf disables, and moves a mod after
 * the mods it requires. With none (--no-mods) only the asked ones are read. */
void mod_set_find(mod_set *set, const char *system_dir, const char *user_dir,
                  const char *config_dir, const char *const *asked, size_t asked_count,
                  bool none);

/* Turns off the mods of the ids (the settings file's "disable" under
 * [mods], doc/config.md), as mods.conf does: not those asked for with
 * --mod, and an id of no mod found is no error (it may be installed later).
 * file names the settings file in --list-mods. Call before mod_set_check,
 * so that a mod needing one turned off is left out. */
void mod_set_disable(mod_set *set, const char *const *ids, size_t count, const char *file);

/* Refuses, with a translated reason, each mod that needs a newer game, a
 * plugin (or a version of one) that is not loaded, or a mod that is not on. */
void mod_set_check(mod_set *set, const registry *kinds);

/* Refuses mod i with why (copied). */
void mod_refuse(mod *m, const char *why);

/* Appends the --list-mods listing: each mod with its state, version,
 * author, licence and description. */
void mod_set_list(strbuf *out, const mod_set *set);

/* Says on stderr, one line each, why each refused mod is left out. */
void mod_set_warn(const mod_set *set);

void mod_set_release(mod_set *set);

/* Compares two dotted versions ("1.10.2" > "1.9"): <0, 0, >0. */
int mod_version_compare(const char *a, const char *b);

#endif
