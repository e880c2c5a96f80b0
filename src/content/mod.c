/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mod.c - finds content mods, reads their manifests, orders and checks them. */
#include "config.h"

#include "content/mod.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "content/content.h"
#include "content/ini.h"
#include "text/i18n.h"
#include "text/template.h"
#include "util/xalloc.h"

/* --- versions and requirements --- */

int mod_version_compare(const char *a, const char *b)
{
    while (*a || *b) {
        char *ea, *eb;
        unsigned long x = strtoul(a, &ea, 10), y = strtoul(b, &eb, 10);
        if (x != y)
            return x < y ? -1 : 1;
        if ((*ea && *ea != '.') || (*eb && *eb != '.'))
            return strcmp(ea, eb);          /* words after the numbers: "1.0rc1" */
        a = *ea ? ea + 1 : ea;
        b = *eb ? eb + 1 : eb;
    }
    return 0;
}

static bool is_version(const char *s)
{
    if (!*s || strlen(s) > 32)
        return false;
    for (; *s; s++)
        if (!((*s >= '0' && *s <= '9') || *s == '.' || (*s >= 'a' && *s <= 'z')))
            return false;
    return true;
}

static bool is_mod_id(const char *s)
{
    if (!*s || strlen(s) > 64)
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_' || *s == '-' ||
              *s == ':'))
            return false;
    return true;
}

/* A text domain names catalog files: a plain word, not the game's. */
static bool is_domain(const char *name)
{
    if (!*name || strcmp(name, PACKAGE) == 0 || name[0] == '.')
        return false;
    for (const char *p = name; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '_' || *p == '-' || *p == '.'))
            return false;
    return true;
}

/* Reads "ID [>= VERSION], ..." into needs; false on a bad item. */
static bool parse_needs(const char *value, mod_need **needs, size_t *count)
{
    char *copy = xstrdup(value), *save = NULL;
    bool ok = true;
    for (char *item = strtok_r(copy, ",", &save); item && ok; item = strtok_r(NULL, ",", &save)) {
        char id[80] = "", op[4] = "", version[40] = "", extra[2] = "";
        int n = sscanf(item, " %79[^ \t>] %3s %39s %1s", id, op, version, extra);
        ok = (n == 1 || (n == 3 && strcmp(op, ">=") == 0 && is_version(version))) &&
             is_mod_id(id);
        if (ok) {
            *needs = xrealloc(*needs, (*count + 1) * sizeof **needs);
            (*needs)[(*count)++] = (mod_need){ xstrdup(id), n == 3 ? xstrdup(version) : NULL };
        }
    }
    free(copy);
    return ok;
}

/* --- the manifest --- */

typedef struct manifest_reader {
    mod *m;
} manifest_reader;

static bool set_text(ini_file *file, char **slot, const char *key, const char *value,
                     bool (*valid)(const char *))
{
    if (*slot)
        return ini_fail(file, N_("{file}:{line}: \"{key}\" is given twice in [{section}]."),
                        (tpl_arg[]){ TPL_STR("key", key), TPL_STR("section", "mod") }, 2);
    if (valid && !valid(value))
        /* TRANSLATORS: {key} is "id" or "version" in a mod's mod.ini. */
        return ini_fail(file, N_("{file}:{line}: \"{value}\" cannot be the mod's {key}: an id "
                                 "is lowercase letters, digits, '_', '-' and ':', a version "
                                 "digits and dots (\"1.2.0\")."),
                        (tpl_arg[]){ TPL_STR("key", key), TPL_VALUE("value", value) }, 2);
    *slot = xstrdup(value);
    return true;
}

static bool on_manifest_key(ini_file *file, void *user, const char *section, const char *key,
                            const char *value)
{
    mod *m = ((manifest_reader *)user)->m;
    if (strcmp(section, "mod") != 0)
        return ini_fail(file, N_("{file}:{line}: a mod.ini has one section, [mod]."), NULL, 0);
    static const struct {
        const char *key;
        size_t offset;
        bool (*valid)(const char *);
    } texts[] = {
        { "id", offsetof(mod, id), is_mod_id },
        { "name", offsetof(mod, name), NULL },
        { "version", offsetof(mod, version), is_version },
        { "author", offsetof(mod, author), NULL },
        { "licence", offsetof(mod, licence), NULL },
        { "description", offsetof(mod, description), NULL },
        { "game", offsetof(mod, game), is_version },
        { "text_domain", offsetof(mod, text_domain), NULL },
        { "locale_dir", offsetof(mod, locale_dir), NULL },
    };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++)
        if (strcmp(key, texts[i].key) == 0)
            return set_text(file, (char **)((char *)m + texts[i].offset), key, value,
                            texts[i].valid);
    bool plugins = strcmp(key, "plugins") == 0;
    if (plugins || strcmp(key, "mods") == 0) {
        if (parse_needs(value, plugins ? &m->plugins : &m->mods,
                        plugins ? &m->plugin_count : &m->mod_count))
            return true;
        return ini_fail(file, N_("{file}:{line}: \"{key}\" lists ids, each with an optional "
                                 "\">= VERSION\", separated by commas, not \"{value}\"."),
                        (tpl_arg[]){ TPL_STR("key", key), TPL_VALUE("value", value) }, 2);
    }
    return ini_unknown_key(file, section, key);
}

void mod_refuse(mod *m, const char *why)
{
    free(m->why);
    m->why = xstrdup(why);
    m->state = MOD_REFUSED;
}

static void refuse_with(mod *m, const char *msgid, const tpl_arg *args, size_t nargs)
{
    strbuf why;
    sb_init(&why);
    tpl_render(&why, _(msgid), args, nargs);
    mod_refuse(m, why.buf);
    sb_release(&why);
}

/* Reads dir/mod.ini into m; a mod whose manifest is missing or wrong is
 * refused, named by its folder. */
static void read_manifest(mod *m, const char *dir, mod_source source)
{
    memset(m, 0, sizeof *m);
    m->dir = xstrdup(dir);
    m->source = source;
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s/mod.ini", dir);
    manifest_reader r = { m };
    ini_file file;
    if (!ini_read(&file, path.buf, path.buf, on_manifest_key, &r)) {
        mod_refuse(m, file.error.buf);
    } else if (!m->id || !m->name || !m->version) {
        tpl_arg args[] = { TPL_STR("file", path.buf),
                           TPL_STR("key", !m->id ? "id" : !m->name ? "name" : "version") };
        refuse_with(m, N_("{file}: [mod] lacks the key \"{key}\"."), args, 2);
    }
    ini_release(&file);
    if (m->text_domain && !is_domain(m->text_domain)) {
        tpl_arg args[] = { TPL_STR("file", path.buf), TPL_STR("domain", m->text_domain) };
        refuse_with(m, N_("{file}: the text domain \"{domain}\" is not a plain name of letters, "
                          "digits, \"-\", \"_\" and \".\" (nor bloodtrail's own)."),
                    args, 2);
        free(m->text_domain);
        m->text_domain = NULL;
    }
    if (m->text_domain) {
        const char *locale = m->locale_dir ? m->locale_dir : "locale";
        strbuf where;
        sb_init(&where);
        if (locale[0] == '/')
            sb_adds(&where, locale);
        else
            sb_addf(&where, "%s/%s", dir, locale);
        free(m->locale_dir);
        m->locale_dir = sb_detach(&where);
        i18n_bind(m->text_domain, m->locale_dir);
        struct stat st;
        if (stat(m->locale_dir, &st) != 0 || !S_ISDIR(st.st_mode))
            content_warn_no_catalogs(path.buf, m->text_domain, m->locale_dir);
    }
    if (!m->id)
        m->id = xstrdup(strrchr(dir, '/') ? strrchr(dir, '/') + 1 : dir);
    sb_release(&path);
}

/* --- finding --- */

static mod *find_id(mod_set *set, const char *id)
{
    for (size_t i = 0; i < set->count; i++)
        if (strcmp(set->mods[i].id, id) == 0)
            return &set->mods[i];
    return NULL;
}

static void mod_release(mod *m)
{
    char *const texts[] = { m->dir, m->id, m->name, m->version, m->author, m->licence,
                            m->description, m->game, m->text_domain, m->locale_dir, m->why };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++)
        free(texts[i]);
    for (size_t i = 0; i < m->plugin_count; i++) {
        free(m->plugins[i].id);
        free(m->plugins[i].version);
    }
    for (size_t i = 0; i < m->mod_count; i++) {
        free(m->mods[i].id);
        free(m->mods[i].version);
    }
    free(m->plugins);
    free(m->mods);
}

/* Adds the mod in dir; one with the same id as a mod found before takes its
 * place (the user's over the system's, --mod over both). */
static void add_mod(mod_set *set, const char *dir, mod_source source)
{
    mod m;
    read_manifest(&m, dir, source);
    mod *before = find_id(set, m.id);
    if (before) {
        mod_release(before);
        *before = m;
        return;
    }
    set->mods = xrealloc(set->mods, (set->count + 1) * sizeof *set->mods);
    set->mods[set->count++] = m;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every folder of dir with a mod.ini, by name. */
static void add_folder(mod_set *set, const char *dir, mod_source source)
{
    DIR *d = dir ? opendir(dir) : NULL;
    if (!d)
        return;
    char **names = NULL;
    size_t count = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        strbuf path;
        sb_init(&path);
        sb_addf(&path, "%s/%s/mod.ini", dir, e->d_name);
        struct stat st;
        if (stat(path.buf, &st) == 0) {
            names = xrealloc(names, (count + 1) * sizeof *names);
            names[count++] = xstrdup(e->d_name);
        }
        sb_release(&path);
    }
    closedir(d);
    if (count)
        qsort(names, count, sizeof *names, compare_names);
    for (size_t i = 0; i < count; i++) {
        strbuf path;
        sb_init(&path);
        sb_addf(&path, "%s/%s", dir, names[i]);
        add_mod(set, path.buf, source);
        sb_release(&path);
        free(names[i]);
    }
    free(names);
}

/* mods.conf: "disable = ID ..." under [mods]. */
static bool on_config_key(ini_file *file, void *user, const char *section, const char *key,
                          const char *value)
{
    mod_set *set = user;
    if (strcmp(section, "mods") != 0 || strcmp(key, "disable") != 0) {
        strbuf line;
        sb_init(&line);
        tpl_arg args[] = { TPL_STR("file", set->config_path), TPL_INT("line", file->line),
                           TPL_STR("value", key) };
        /* TRANSLATORS: {value} is the key as written in mods.conf. */
        tpl_render(&line, _("{file}:{line}: the setting \"{value}\" is unknown; mods.conf has "
                            "\"disable = ID ...\" under [mods]. The line is skipped."),
                   args, 3);
        fprintf(stderr, "bloodtrail: %s\n", line.buf);
        sb_release(&line);
        return true;
    }
    char *copy = xstrdup(value), *save = NULL;
    for (char *id = strtok_r(copy, " \t,", &save); id; id = strtok_r(NULL, " \t,", &save)) {
        mod *m = find_id(set, id);
        if (m && m->source != MOD_ASKED && m->state == MOD_ON) {
            m->state = MOD_DISABLED;
            m->disabled_in = set->config_path;
        }
    }
    free(copy);
    return true;
}

static void read_config(mod_set *set, const char *config_dir)
{
    if (!config_dir)
        return;
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s/mods.conf", config_dir);
    set->config_path = sb_detach(&path);
    if (access(set->config_path, F_OK) != 0)
        return;
    ini_file file;
    if (!ini_read(&file, set->config_path, set->config_path, on_config_key, set))
        fprintf(stderr, "bloodtrail: %s\n", file.error.buf);
    ini_release(&file);
}

/* A mod goes after the mods it requires, whatever their folders' names. */
static void order(mod_set *set)
{
    for (size_t pass = 0; pass < set->count; pass++) {
        bool moved = false;
        for (size_t i = 0; i < set->count; i++) {
            for (size_t n = 0; n < set->mods[i].mod_count; n++) {
                mod *need = find_id(set, set->mods[i].mods[n].id);
                size_t j = need ? (size_t)(need - set->mods) : 0;
                if (!need || j < i)
                    continue;
                mod m = set->mods[i];
                memmove(&set->mods[i], &set->mods[i + 1], (j - i) * sizeof m);
                set->mods[j] = m;
                moved = true;
                break;
            }
        }
        if (!moved)
            return;
    }
}

void mod_set_find(mod_set *set, const char *system_dir, const char *user_dir,
                  const char *config_dir, const char *const *asked, size_t asked_count,
                  bool none)
{
    memset(set, 0, sizeof *set);
    if (!none) {
        add_folder(set, system_dir, MOD_SYSTEM);
        add_folder(set, user_dir, MOD_USER);
    }
    for (size_t i = 0; i < asked_count; i++)
        add_mod(set, asked[i], MOD_ASKED);
    read_config(set, config_dir);
    order(set);
}

void mod_set_disable(mod_set *set, const char *const *ids, size_t count, const char *file)
{
    for (size_t i = 0; i < count; i++) {
        mod *m = find_id(set, ids[i]);
        if (!m || m->source == MOD_ASKED || m->state != MOD_ON)
            continue;
        if (!set->settings_path)
            set->settings_path = xstrdup(file ? file : "");
        m->state = MOD_DISABLED;
        m->disabled_in = set->settings_path;
    }
}

/* --- checking --- */

static void check_plugins(mod *m, const registry *kinds)
{
    for (size_t i = 0; i < m->plugin_count && m->state == MOD_ON; i++) {
        const mod_need *n = &m->plugins[i];
        const reg_entry *e = reg_lookup(kinds, n->id);
        const char *has = e && e->kind->version ? e->kind->version : "0";
        if (!e || e->disabled || e->failed) {
            tpl_arg args[] = { TPL_STR("plugin", n->id) };
            /* TRANSLATORS: why a mod is left out. */
            refuse_with(m, N_("it needs the effect plugin {plugin}, which is not loaded "
                              "(\"bloodtrail --list-effects\" shows the loaded ones)."),
                        args, 1);
        } else if (n->version && mod_version_compare(has, n->version) < 0) {
            tpl_arg args[] = { TPL_STR("plugin", n->id), TPL_STR("version", n->version),
                               TPL_STR("has", has) };
            refuse_with(m, N_("it needs the effect plugin {plugin} {version} or newer; the "
                              "one loaded is {has}."),
                        args, 3);
        }
    }
}

static void check_mods(mod_set *set, mod *m)
{
    for (size_t i = 0; i < m->mod_count && m->state == MOD_ON; i++) {
        const mod_need *n = &m->mods[i];
        const mod *other = find_id(set, n->id);
        if (!other || other->state != MOD_ON || other > m) {
            refuse_with(m, N_("it needs the mod {mod}, which is not on (\"bloodtrail "
                              "--list-mods\" shows the mods)."),
                        &TPL_STR("mod", n->id), 1);
        } else if (n->version && mod_version_compare(other->version, n->version) < 0) {
            tpl_arg args[] = { TPL_STR("mod", n->id), TPL_STR("version", n->version),
                               TPL_STR("has", other->version) };
            refuse_with(m, N_("it needs the mod {mod} {version} or newer; the one found is "
                              "{has}."),
                        args, 3);
        }
    }
}

void mod_set_check(mod_set *set, const registry *kinds)
{
    for (size_t i = 0; i < set->count; i++) {
        mod *m = &set->mods[i];
        if (m->state != MOD_ON)
            continue;
        if (m->game && mod_version_compare(PACKAGE_VERSION, m->game) < 0) {
            tpl_arg args[] = { TPL_STR("version", m->game), TPL_STR("has", PACKAGE_VERSION) };
            refuse_with(m, N_("it needs bloodtrail {version} or newer; this is {has}."), args,
                        2);
        }
        check_plugins(m, kinds);
        check_mods(set, m);
    }
}

/* --- telling --- */

static const char *mod_text(const mod *m, const char *context, const char *text)
{
    return m->text_domain ? i18n_ptext(m->text_domain, context, text) : text;
}

void mod_set_list(strbuf *out, const mod_set *set)
{
    if (!set->count)
        sb_adds(out, _("No mods are installed.\n"));
    for (size_t i = 0; i < set->count; i++) {
        const mod *m = &set->mods[i];
        strbuf state;
        sb_init(&state);
        if (m->state == MOD_ON)
            sb_adds(&state, _("on"));
        else if (m->state == MOD_DISABLED)
            tpl_render(&state, _("disabled in {file}"), &TPL_STR("file", m->disabled_in), 1);
        else
            tpl_render(&state, _("left out: {why}"), &TPL_STR("why", m->why), 1);
        tpl_arg args[] = { TPL_INT("n", (long)i + 1), TPL_STR("id", m->id),
                           TPL_STR("version", m->version ? m->version : "?"),
                           TPL_STR("name", m->name ? mod_text(m, "mod name", m->name) : m->id),
                           TPL_STR("dir", m->dir), TPL_STR("state", state.buf) };
        /* TRANSLATORS: a line of --list-mods: "1. ashmod 1.0 (Ash and Cinders):
           /home/iva/.local/share/bloodtrail/mods/ashmod, on". */
        tpl_render(out, _("{n}. {id} {version} ({name}): {dir}, {state}"), args, 6);
        sb_addc(out, '\n');
        if (m->author || m->licence) {
            tpl_arg who[] = { TPL_STR("author", m->author ? m->author : "?"),
                              TPL_STR("licence", m->licence ? m->licence : "?") };
            sb_adds(out, "    ");
            tpl_render(out, _("author: {author}, licence: {licence}"), who, 2);
            sb_addc(out, '\n');
        }
        if (m->description)
            sb_addf(out, "    %s\n", mod_text(m, "mod description", m->description));
        sb_release(&state);
    }
}

void mod_set_warn(const mod_set *set)
{
    for (size_t i = 0; i < set->count; i++) {
        const mod *m = &set->mods[i];
        if (m->state != MOD_REFUSED)
            continue;
        strbuf line;
        sb_init(&line);
        tpl_arg args[] = { TPL_STR("id", m->id), TPL_STR("dir", m->dir),
                           TPL_STR("why", m->why) };
        /* TRANSLATORS: {why} says what is wrong with the mod. */
        tpl_render(&line, _("the mod {id} ({dir}) is left out: {why}"), args, 3);
        fprintf(stderr, "bloodtrail: %s\n", line.buf);
        sb_release(&line);
    }
}

void mod_set_release(mod_set *set)
{
    for (size_t i = 0; i < set->count; i++)
        mod_release(&set->mods[i]);
    free(set->mods);
    free(set->config_path);
    free(set->settings_path);
    memset(set, 0, sizeof *set);
}
