/* effects.h - loads the session's effect kinds in the documented search order. */
#ifndef BT_APP_EFFECTS_H
#define BT_APP_EFFECTS_H

#include <stddef.h>

#include "app/paths.h"
#include "plugin/registry.h"
#include "util/strbuf.h"

/* Loads from: each of asked_dirs (--plugin-dir), BLOODTRAIL_PLUGIN_PATH
 * (colon-separated), the user's folder (user_dir/effects), then bloodtrail's
 * own folder. The first kind with an id wins. The caller owns the registry. */
registry *effects_load(const bt_paths *paths, const char *const *asked_dirs, size_t count);

/* Appends "id (name): file", the line --list-effects and the lab print. */
void effects_describe(strbuf *out, const reg_entry *entry);

#endif
