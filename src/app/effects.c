/* SPDX-License-Identifier: GPL-3.0-or-later */
/* effects.c - loads the session's effect kinds in the documented search
 * order, with the user's cache and settings. */
#include "config.h"

#include "app/effects.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "content/ini.h"
#include "engine/effect.h"
#include "engine/host.h"
#include "plugin/cache.h"
#include "plugin/guard.h"
#include "plugin/loader.h"
#include "plugin/watchdog.h"
#include "text/i18n.h"
#include "text/template.h"
#include "text/wrap.h"
#include "util/xalloc.h"

/* The user's settings: the ids turned off. */
typedef struct settings {
    char *path;          /* owned, or NULL */
    char *other_path;    /* owned: the settings file (app/prefs.h) that turns some off, or NULL */
    char **disabled;     /* owned */
    const char **disabled_in;  /* for each: path or other_path (borrowed) */
    size_t disabled_count;
    int time_limit;      /* tenths of a second a callback may run; 0: the default */
} settings;

static settings user_settings;
static const registry *guarded;    /* the registry the crash guard names files from */

static void settings_warn(const char *msgid, const char *file, int line, const char *value)
{
    strbuf text;
    sb_init(&text);
    tpl_arg args[] = { TPL_STR("file", file), TPL_INT("line", line), TPL_STR("value", value) };
    tpl_render(&text, _(msgid), args, 3);
    fprintf(stderr, "bloodtrail: %s\n", text.buf);
    sb_release(&text);
}

/* Turns off the ids of value, as the file at where (borrowed) says. */
static void disable_ids(settings *s, const char *value, const char *where)
{
    char *copy = xstrdup(value), *save = NULL;
    for (char *id = strtok_r(copy, " \t,", &save); id; id = strtok_r(NULL, " \t,", &save)) {
        s->disabled = xrealloc(s->disabled, (s->disabled_count + 1) * sizeof *s->disabled);
        s->disabled_in =
            xrealloc(s->disabled_in, (s->disabled_count + 1) * sizeof *s->disabled_in);
        s->disabled_in[s->disabled_count] = where;
        s->disabled[s->disabled_count++] = xstrdup(id);
    }
    free(copy);
}

/* time_limit = SECONDS: how long a plugin callback may run before the
 * watchdog ends the game; tenths of a second, from 0.1 to 600. */
static void read_time_limit(settings *s, int line, const char *value)
{
    /* Read by hand: strtod would take "0,5" in a German locale and not "0.5". */
    long tenths = 0;
    const char *p = value;
    while (*p >= '0' && *p <= '9' && tenths <= 6000)
        tenths = tenths * 10 + (*p++ - '0');
    tenths *= 10;
    if (*p == '.' && p[1] >= '0' && p[1] <= '9' && !p[2]) {
        tenths += p[1] - '0';
        p += 2;
    }
    if (p == value || *p || tenths < 1 || tenths > 6000) {
        /* TRANSLATORS: {value} is what the file gives for time_limit. */
        settings_warn(N_("{file}:{line}: \"time_limit = {value}\" is not a number of seconds "
                         "from 0.1 to 600; a plugin callback may run for 3 seconds."),
                      s->path, line, value);
        return;
    }
    s->time_limit = (int)tenths;
}

static bool on_setting(ini_file *file, void *user, const char *section, const char *key,
                       const char *value)
{
    settings *s = user;
    if (strcmp(section, "effects") == 0 && strcmp(key, "disable") == 0)
        disable_ids(s, value, s->path);
    else if (strcmp(section, "effects") == 0 && strcmp(key, "time_limit") == 0)
        read_time_limit(s, file->line, value);
    else
        /* TRANSLATORS: {value} is the key as written in the file. */
        settings_warn(N_("{file}:{line}: the setting \"{value}\" is unknown; the plugin "
                         "settings are \"disable = ID ...\" and \"time_limit = SECONDS\" "
                         "under [effects]. The line is skipped."),
                      s->path, file->line, key);
    return true;
}

/* Reads config_dir/effects.conf when it is there; a missing file is no
 * settings at all. */
static void settings_read(settings *s, const char *config_dir)
{
    memset(s, 0, sizeof *s);
    if (!config_dir)
        return;
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s/effects.conf", config_dir);
    s->path = sb_detach(&path);
    struct stat st;
    if (stat(s->path, &st) != 0)
        return;
    if (!S_ISREG(st.st_mode)) {
        settings_warn(N_("{file} is not a regular file; the plugin settings in it are not "
                         "read."),
                      s->path, 0, "");
        return;
    }
    ini_file file;
    if (!ini_read(&file, s->path, s->path, on_setting, s))
        fprintf(stderr, "bloodtrail: %s\n", file.error.buf);
    ini_release(&file);
}

/* The file of a kind: the registry's copy, or the descriptor of a file
 * being opened (its init runs before the copy has its callbacks). */
static const char *path_of_kind(const bt_effect_kind *kind)
{
    const reg_entry *entry = reg_of_kind(guarded, kind);
    if (!entry && guarded && kind->id)
        entry = reg_lookup(guarded, kind->id);
    return entry ? entry->path : NULL;
}

/* The advice at the end of the crash guard's messages; the guard asks for
 * it when the first plugin file is opened. */
static void write_advice(strbuf *out)
{
    /* TRANSLATORS: ends the message about a plugin that crashed the game. */
    tpl_render(out,
               _("Start with --safe to play with the built-in effects only, or disable the "
                 "plugin: \"disable = ID\" under [effects] in {file}."),
               &TPL_STR("file", user_settings.path ? user_settings.path
                                                   : "$XDG_CONFIG_HOME/bloodtrail/effects.conf"),
               1);
}

static void install_guard(const registry *reg)
{
    guarded = reg;
    guard_install(path_of_kind, write_advice);
    watchdog_install(user_settings.time_limit);
}

static void release_cache(void *cache)
{
    cache_free(cache);
}

/* The folders to search, in order; the strings are borrowed or in owned. */
static size_t search_order(loader_folder *folders, char **owned, const bt_paths *paths,
                           const char *const *asked, size_t count, bool safe, char **path_copy)
{
    size_t n = 0;
    if (!safe) {
        for (size_t i = 0; i < count; i++)
            folders[n++] = (loader_folder){ asked[i], LOADER_ASKED };
        const char *env = getenv("BLOODTRAIL_PLUGIN_PATH");
        *path_copy = env && *env ? xstrdup(env) : NULL;
        char *save = NULL;
        for (char *dir = *path_copy ? strtok_r(*path_copy, ":", &save) : NULL; dir;
             dir = strtok_r(NULL, ":", &save))
            folders[n++] = (loader_folder){ dir, LOADER_ASKED };
        if (paths->user_dir) {
            strbuf user;
            sb_init(&user);
            sb_addf(&user, "%s/effects", paths->user_dir);
            *owned = sb_detach(&user);
            folders[n++] = (loader_folder){ *owned, LOADER_USER };
        }
    }
    folders[n++] = (loader_folder){ paths->plugin_dir, LOADER_BUILTIN };
    /* A distribution's packages of third-party plugins: after the game's
     * own, so none can shadow them, and like the user's, namespaced. */
    if (!safe && paths->extra_plugin_dir)
        folders[n++] = (loader_folder){ paths->extra_plugin_dir, LOADER_SYSTEM };
    return n;
}

static size_t count_path_folders(void)
{
    const char *env = getenv("BLOODTRAIL_PLUGIN_PATH");
    size_t n = 1;
    for (const char *p = env; p && *p; p++)
        n += *p == ':';
    return n;
}

registry *effects_load(const bt_paths *paths, const char *const *asked_dirs, size_t count,
                       bool safe, const char *const *disabled, size_t disabled_count,
                       const char *disabled_file)
{
    settings_read(&user_settings, paths->config_dir);
    user_settings.other_path = disabled_file ? xstrdup(disabled_file) : NULL;
    for (size_t i = 0; i < disabled_count; i++)
        disable_ids(&user_settings, disabled[i], user_settings.other_path);
    registry *reg = reg_new(host_table());
    host_set_registry(reg);
    install_guard(reg);
    loader_folder *folders = xcalloc(count + count_path_folders() + 3, sizeof *folders);
    char *user = NULL, *path_copy = NULL;
    size_t n = search_order(folders, &user, paths, asked_dirs, count, safe, &path_copy);
    strbuf cache_path;
    sb_init(&cache_path);
    if (paths->cache_dir)
        sb_addf(&cache_path, "%s/plugins", paths->cache_dir);
    plugin_cache *cache = cache_read(paths->cache_dir ? cache_path.buf : NULL);
    loader_options opt = { cache, (const char *const *)user_settings.disabled,
                           user_settings.disabled_in, user_settings.disabled_count };
    loader_load_folders(reg, folders, n, &opt);
    if (cache_changed(cache))
        cache_write(cache);
    /* The registry's kinds borrow the cache's texts. */
    reg_keep(reg, cache, release_cache);
    sb_release(&cache_path);
    free(user);
    free(path_copy);
    free(folders);
    return reg;
}

void effects_describe(strbuf *out, reg_entry *entry)
{
    loader_bind(entry);
    bt_name name = { fx_kind_name(entry->kind), false, 0, NULL };
    tpl_arg args[] = { TPL_STR("id", entry->kind->id), TPL_NAME("name", &name),
                       TPL_STR("file", entry->path),
                       TPL_STR("config", entry->disabled_in ? entry->disabled_in : "") };
    if (entry->disabled)
        /* TRANSLATORS: one effect kind the user turned off, in --list-effects. */
        tpl_render(out, _("{id} ({name:bare}): {file} (disabled in {config})"), args, 4);
    else
        /* TRANSLATORS: one loaded effect kind, as --list-effects and the lab's
           "effects" show it. */
        tpl_render(out, _("{id} ({name:bare}): {file}"), args, 3);
}

/* TRANSLATORS: the author of the plugins that come with the game, in
   --list-effects ("author: the bloodtrail authors"). A plugin's author is
   looked up in its own catalog under the context "plugin author". */
static const char BUILT_IN_AUTHOR[] = NC_("plugin author", "the bloodtrail authors");

/* "version 1.2, author: Iva, GPL-3.0-or-later": what of it the plugin gives. */
static void describe_origin(strbuf *out, const bt_effect_kind *kind)
{
    size_t start = out->len;
    if (kind->version)
        /* TRANSLATORS: a plugin's version in --list-effects. */
        tpl_render(out, _("version {version}"), &TPL_STR("version", kind->version), 1);
    if (kind->author) {
        if (out->len > start)
            sb_adds(out, ", ");
        /* TRANSLATORS: a plugin's author in --list-effects; {author} is
           what the plugin says, in any language ("the bloodtrail authors"),
           so it stands as a label's value. */
        const char *author = strcmp(kind->author, BUILT_IN_AUTHOR) == 0
                                 ? P_("plugin author", BUILT_IN_AUTHOR)
                                 : i18n_ptext(kind->text_domain, "plugin author", kind->author);
        tpl_render(out, _("author: {author}"), &TPL_STR("author", author), 1);
    }
    if (kind->license) {
        if (out->len > start)
            sb_adds(out, ", ");
        sb_adds(out, kind->license);
    }
}

/* The languages whose catalog of the plugin's domain is in its folder. */
static void describe_languages(strbuf *out, const reg_entry *entry)
{
    const bt_effect_kind *kind = entry->kind;
    if (!kind->text_domain || strcmp(kind->text_domain, PACKAGE) == 0)
        return;
    strbuf dir;
    sb_init(&dir);
    loader_locale_dir(entry, &dir);
    struct dirent **names;
    int n = scandir(dir.buf, &names, NULL, alphasort);
    strbuf list;
    sb_init(&list);
    for (int i = 0; i < n; i++) {
        strbuf mo;
        sb_init(&mo);
        sb_addf(&mo, "%s/%s/LC_MESSAGES/%s.mo", dir.buf, names[i]->d_name, kind->text_domain);
        struct stat st;
        if (names[i]->d_name[0] != '.' && stat(mo.buf, &st) == 0 && S_ISREG(st.st_mode)) {
            if (list.len)
                sb_adds(&list, ", ");
            sb_adds(&list, names[i]->d_name);
        }
        sb_release(&mo);
        free(names[i]);
    }
    if (n >= 0)
        free(names);
    /* TRANSLATORS: the catalogs a plugin brings, as in "languages: bg, de". */
    tpl_render(out, _("languages: {list}"),
               &TPL_STR("list", list.len ? list.buf : _("none (it speaks English)")), 1);
    sb_release(&list);
    sb_release(&dir);
}

void effects_list(strbuf *out, const registry *reg, size_t width)
{
    for (size_t i = 0; i < reg_count(reg); i++) {
        reg_entry *entry = reg_at(reg, i);
        effects_describe(out, entry);
        sb_addc(out, '\n');
        size_t start = out->len;
        sb_adds(out, "    ");
        describe_origin(out, entry->kind);
        if (out->len == start + 4)
            sb_truncate(out, start);
        else
            sb_addc(out, '\n');
        start = out->len;
        sb_adds(out, "    ");
        describe_languages(out, entry);
        if (out->len == start + 4)
            sb_truncate(out, start);
        else
            sb_addc(out, '\n');
        const char *description = fx_kind_description(entry->kind);
        if (description)
            wrap_text(out, "    ", description, "    ", width, NULL);
    }
    for (size_t i = 0; i < reg_refused_count(reg); i++)
        /* TRANSLATORS: a plugin file that was not loaded, in --list-effects;
           the reason was said on standard error. */
        tpl_render(out, _("{file}: refused (the reason is on standard error)\n"),
                   &TPL_STR("file", reg_refused_at(reg, i)->path), 1);
}
