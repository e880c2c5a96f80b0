/* SPDX-License-Identifier: GPL-3.0-or-later */
/* effects.h - the session's effect kinds: the documented search order, the
 * user's plugin cache and settings, the crash guard, and listings. */
#ifndef BT_APP_EFFECTS_H
#define BT_APP_EFFECTS_H

#include <stdbool.h>
#include <stddef.h>

#include "app/paths.h"
#include "plugin/registry.h"
#include "util/strbuf.h"

/* Loads from: each of asked_dirs (--plugin-dir), BLOODTRAIL_PLUGIN_PATH
 * (colon-separated), the user's folder (user_dir/effects), then bloodtrail's
 * own folder; with safe (--safe), from bloodtrail's own folder alone. The
 * first kind with an id wins. Kinds the user disabled in
 * config_dir/effects.conf, or whose ids are in disabled (the settings file
 * disabled_file, app/prefs.h), are listed but not used; each entry names
 * the file that turned it off. Installs the crash guard (plugin/guard.h).
 * The caller owns the registry. */
registry *effects_load(const bt_paths *paths, const char *const *asked_dirs, size_t count,
                       bool safe, const char *const *disabled, size_t disabled_count,
                       const char *disabled_file);

/* Appends "id (name): file", the line --list-effects and the lab print for
 * an entry, with "(disabled ...)" for a disabled one. */
void effects_describe(strbuf *out, reg_entry *entry);
/* Appends what --list-effects prints: each entry's line and, indented, its
 * version, author and license, the languages it brings and its
 * description (wrapped to width columns); then one line for each refused
 * file. */
void effects_list(strbuf *out, const registry *reg, size_t width);

#endif
