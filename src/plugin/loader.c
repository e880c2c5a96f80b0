/* loader.c - finds effect plugins and loads them, refusing bad ones clearly. */
#include "config.h"

#include "plugin/loader.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "plugin/host.h"
#include "text/i18n.h"
#include "text/template.h"
#include "util/strbuf.h"
#include "util/utf8.h"
#include "util/xalloc.h"

/* Writes one message about a plugin file to stderr. */
static void complain(const char *msgid, const char *path, const tpl_arg *extra, size_t nextra)
{
    strbuf line;
    sb_init(&line);
    tpl_render_led(&line, _(msgid), &TPL_STR("file", path), 1, extra, nextra);
    fprintf(stderr, "bloodtrail: %s\n", line.buf);
    sb_release(&line);
}

static bool is_id_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

/* "bleed" or "mymod:frostbite": lowercase words, at most one namespace. */
static bool is_valid_id(const char *id)
{
    size_t colons = 0, run = 0;
    for (const char *p = id; *p; p++) {
        if (*p == ':') {
            if (run == 0 || ++colons > 1)
                return false;
            run = 0;
        } else if (is_id_char(*p)) {
            run++;
        } else {
            return false;
        }
    }
    return run > 0 && strlen(id) < 64;
}

/* A kind's texts are said with {name} (the creature) and {n} (a number). */
static bool is_text(const char *text, bool required)
{
    static const char *const keys[] = { "name", "n", NULL };
    return text ? *text && tpl_keys_within(text, keys) : !required;
}

/* A label shares the status bar with others: a few columns, no placeholder. */
static bool is_label(const char *text)
{
    return text && *text && tpl_keys_within(text, NULL) && utf8_width(text) <= 8;
}

/* The first descriptor field that is missing or wrong, or NULL. */
static const char *incomplete_field(const bt_effect_kind *kind)
{
    if (!kind->id || !is_valid_id(kind->id))
        return "id";
    if ((unsigned)kind->stack_rule > BT_STACK_IGNORE)
        return "stack_rule";
    if (kind->max_stacks < 1 || kind->max_stacks > 1000)
        return "max_stacks";
    if ((unsigned)kind->param > BT_PARAM_STACKS)
        return "param";
    if (kind->text_domain && !*kind->text_domain)
        return "text_domain";
    if (!kind->name || !*kind->name || !tpl_keys_within(kind->name, NULL))
        return "name";
    if (!is_label(kind->label))
        return "label";
    if (!is_text(kind->on_text, false))
        return "on_text";
    if (!is_text(kind->more_text, false))
        return "more_text";
    if (!is_text(kind->off_text, false))
        return "off_text";
    return NULL;
}

static bool check_version(const bt_effect_kind *kind, const char *path)
{
    if (kind->api_major == BT_EFFECT_API_MAJOR && kind->api_minor <= BT_EFFECT_API_MINOR)
        return true;
    char theirs[32], ours[32];
    snprintf(theirs, sizeof theirs, "%u.%u", kind->api_major, kind->api_minor);
    snprintf(ours, sizeof ours, "%u.%u", BT_EFFECT_API_MAJOR, BT_EFFECT_API_MINOR);
    tpl_arg args[] = { TPL_STR("plugin_api", theirs), TPL_STR("host_api", ours) };
    if (kind->api_major != BT_EFFECT_API_MAJOR)
        complain(N_("skipped the effect plugin {file}: it was built for plugin API "
                    "{plugin_api}, but this bloodtrail speaks API {host_api}. Rebuild it "
                    "against this version's <bloodtrail/effect.h>."),
                 path, args, 2);
    else
        complain(N_("skipped the effect plugin {file}: it needs plugin API {plugin_api}, "
                    "newer than this bloodtrail's {host_api}. Update bloodtrail, or build "
                    "the plugin against the header of this version."),
                 path, args, 2);
    return false;
}

static bool check_descriptor(const bt_effect_kind *kind, const char *path)
{
    const char *field = incomplete_field(kind);
    if (!field)
        return true;
    complain(N_("skipped the effect plugin {file}: its descriptor is incomplete: the field "
                "\"{field}\" is missing or invalid. Fill it in as <bloodtrail/effect.h> "
                "describes and rebuild the plugin."),
             path, &TPL_STR("field", field), 1);
    return false;
}

/* Ids without a namespace are bloodtrail's own: a plugin from elsewhere that
 * claims one would silently change the game's rules. */
static bool check_namespace(const bt_effect_kind *kind, const char *path, loader_origin origin)
{
    if (origin == LOADER_BUILTIN || strchr(kind->id, ':'))
        return true;
    complain(N_("skipped the effect plugin {file}: its id \"{id}\" has no namespace, and "
                "such ids belong to bloodtrail's built-in effects. Give it a namespaced id "
                "such as \"mymod:{id}\"."),
             path, &TPL_STR("id", kind->id), 1);
    return false;
}

static bool check_unique(const registry *reg, const bt_effect_kind *kind, const char *path)
{
    const reg_entry *first = reg_lookup(reg, kind->id);
    if (!first)
        return true;
    tpl_arg args[] = { TPL_STR("id", kind->id), TPL_STR("other", first->path) };
    complain(N_("skipped the effect plugin {file}: the effect \"{id}\" is already loaded "
                "from {other}, which comes first in the search order. Remove one of the "
                "two, or give this one another id."),
             path, args, 2);
    return false;
}

/* Binds a kind's own text domain to the catalogs beside its file. */
static void bind_domain(const bt_effect_kind *kind, const char *path)
{
    if (!kind->text_domain || strcmp(kind->text_domain, PACKAGE) == 0)
        return;
    const char *dir = kind->locale_dir ? kind->locale_dir : "locale";
    if (dir[0] == '/') {
        i18n_bind(kind->text_domain, dir);
        return;
    }
    strbuf full;
    sb_init(&full);
    const char *slash = strrchr(path, '/');
    if (slash)
        sb_add(&full, path, (size_t)(slash - path + 1));
    sb_adds(&full, dir);
    i18n_bind(kind->text_domain, full.buf);
    sb_release(&full);
}

static const bt_effect_kind *open_plugin(const char *path, void **handle)
{
    *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!*handle) {
        complain(N_("skipped the effect plugin {file}: it is not a shared object that can be "
                    "loaded ({error}). Remove it from the plugin folder, or rebuild it as a "
                    "shared library."),
                 path, &TPL_STR("error", dlerror()), 1);
        return NULL;
    }
    const bt_effect_kind *kind = dlsym(*handle, BT_EFFECT_ENTRY);
    if (!kind) {
        complain(N_("skipped the effect plugin {file}: it does not export the symbol "
                    "\"{symbol}\". Define the effect with BT_EFFECT_DEFINE from "
                    "<bloodtrail/effect.h>."),
                 path, &TPL_STR("symbol", BT_EFFECT_ENTRY), 1);
        dlclose(*handle);
        return NULL;
    }
    return kind;
}

bool loader_load_file(registry *reg, const char *path, loader_origin origin)
{
    void *handle;
    const bt_effect_kind *kind = open_plugin(path, &handle);
    if (!kind)
        return false;
    bool ok = check_version(kind, path) && check_descriptor(kind, path) &&
              check_namespace(kind, path, origin) && check_unique(reg, kind, path);
    if (ok && kind->init && !kind->init(host_table())) {
        complain(N_("skipped the effect plugin {file}: its init function refused to start. "
                    "See the plugin's documentation for what it needs."),
                 path, NULL, 0);
        ok = false;
    }
    if (!ok) {
        dlclose(handle);
        return false;
    }
    bind_domain(kind, path);
    reg_add(reg, kind, path, handle, origin == LOADER_BUILTIN);
    return true;
}

static int is_plugin_file(const struct dirent *entry)
{
    size_t len = strlen(entry->d_name);
    return entry->d_name[0] != '.' && len > 3 && strcmp(entry->d_name + len - 3, ".so") == 0;
}

size_t loader_load_dir(registry *reg, const char *dir, loader_origin origin)
{
    struct dirent **names;
    int n = scandir(dir, &names, is_plugin_file, alphasort);
    if (n < 0) {
        if (origin == LOADER_ASKED || errno != ENOENT)
            complain(N_("cannot read the plugin folder {file}: {error}. Check the folders "
                        "given with --plugin-dir and BLOODTRAIL_PLUGIN_PATH."),
                     dir, &TPL_STR("error", strerror(errno)), 1);
        return 0;
    }
    size_t added = 0;
    strbuf path;
    sb_init(&path);
    for (int i = 0; i < n; i++) {
        sb_reset(&path);
        sb_adds(&path, dir);
        if (path.len && path.buf[path.len - 1] != '/')
            sb_addc(&path, '/');
        sb_adds(&path, names[i]->d_name);
        added += loader_load_file(reg, path.buf, origin);
        free(names[i]);
    }
    free(names);
    sb_release(&path);
    return added;
}
