/* loader.h - finds effect plugins in folders and loads them into a registry.
 *
 * A file that cannot be used (not a shared object, no entry symbol, another
 * API version, an incomplete descriptor, an id already loaded) is skipped with
 * one translated line on stderr that names the file, the reason and what to
 * do; everything else goes on.
 */
#ifndef BT_LOADER_H
#define BT_LOADER_H

#include <stdbool.h>
#include <stddef.h>

#include "plugin/registry.h"

typedef enum loader_origin {
    LOADER_ASKED,     /* named by --plugin-dir or BLOODTRAIL_PLUGIN_PATH: must exist */
    LOADER_USER,      /* the user's data folder: may be missing */
    LOADER_BUILTIN    /* bloodtrail's own folder: the only source of ids without a namespace */
} loader_origin;

/* Loads every "*.so" in dir, in name order; returns how many kinds it added. */
size_t loader_load_dir(registry *reg, const char *dir, loader_origin origin);

/* Loads one file; false (after saying why) if it was skipped. */
bool loader_load_file(registry *reg, const char *path, loader_origin origin);

#endif
