/* effects.c - loads the session's effect kinds in the documented search order. */
#include "config.h"

#include "app/effects.h"

#include <stdlib.h>
#include <string.h>

#include "engine/effect.h"
#include "plugin/host.h"
#include "plugin/loader.h"
#include "text/i18n.h"
#include "text/template.h"
#include "util/xalloc.h"

static void load_path_variable(registry *reg, const char *value)
{
    char *copy = xstrdup(value);
    char *save = NULL;
    for (char *dir = strtok_r(copy, ":", &save); dir; dir = strtok_r(NULL, ":", &save))
        loader_load_dir(reg, dir, LOADER_ASKED);
    free(copy);
}

registry *effects_load(const bt_paths *paths, const char *const *asked_dirs, size_t count)
{
    registry *reg = reg_new();
    host_set_registry(reg);
    for (size_t i = 0; i < count; i++)
        loader_load_dir(reg, asked_dirs[i], LOADER_ASKED);
    const char *path = getenv("BLOODTRAIL_PLUGIN_PATH");
    if (path && *path)
        load_path_variable(reg, path);
    if (paths->user_dir) {
        strbuf user;
        sb_init(&user);
        sb_addf(&user, "%s/effects", paths->user_dir);
        loader_load_dir(reg, user.buf, LOADER_USER);
        sb_release(&user);
    }
    loader_load_dir(reg, paths->plugin_dir, LOADER_BUILTIN);
    return reg;
}

void effects_describe(strbuf *out, const reg_entry *entry)
{
    bt_name name = { fx_kind_name(entry->kind), false, 0, NULL };
    tpl_arg args[] = { TPL_STR("id", entry->kind->id), TPL_NAME("name", &name),
                       TPL_STR("file", entry->path) };
    /* TRANSLATORS: one loaded effect kind, as --list-effects and the lab's
       "effects" show it. */
    tpl_render(out, _("{id} ({name:bare}): {file}"), args, 3);
}
