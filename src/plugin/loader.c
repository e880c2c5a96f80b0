/* SPDX-License-Identifier: GPL-3.0-or-later */
/* loader.c - finds effect plugins, refuses bad ones clearly, registers the
 * good ones closed and opens each on first use. */
#include "config.h"

#include "plugin/loader.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <libintl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "plugin/guard.h"
#include "plugin/probe.h"
#include "plugin/trust.h"
#include "text/i18n.h"
#include "text/template.h"
#include "util/file.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

static void complain(const refusal *why, const char *path)
{
    strbuf line;
    sb_init(&line);
    refusal_render(&line, why, path);
    fprintf(stderr, "bloodtrail: %s\n", line.buf);
    sb_release(&line);
}

static void refuse(registry *reg, const char *path, const refusal *why)
{
    complain(why, path);
    reg_add_refused(reg, path, why);
}

static void key_of(const struct stat *st, info_key *key)
{
    *key = (info_key){ (unsigned long long)st->st_dev, (unsigned long long)st->st_ino,
                       (long long)st->st_size, (long long)st->st_mtim.tv_sec,
                       st->st_mtim.tv_nsec, (long long)st->st_ctim.tv_sec,
                       st->st_ctim.tv_nsec };
}

void loader_locale_dir(const reg_entry *entry, strbuf *out)
{
    const bt_effect_kind *kind = entry->kind;
    const char *dir = kind->locale_dir ? kind->locale_dir : "locale";
    if (dir[0] == '/') {
        sb_adds(out, dir);
        return;
    }
    size_t start = out->len;
    const char *slash = strrchr(entry->path, '/');
    if (slash)
        sb_add(out, entry->path, (size_t)(slash - entry->path + 1));
    sb_adds(out, dir);
    /* Without a locale_dir, a plugin a player copied brings "locale" beside
     * it; one a distribution packaged has its catalogs in the system's
     * locale folder, where the game's own are (/usr/share/locale). */
    struct stat st;
    if (!kind->locale_dir && stat(out->buf + start, &st) != 0) {
        sb_truncate(out, start);
        sb_adds(out, bindtextdomain(PACKAGE, NULL));
    }
}

void loader_bind(reg_entry *entry)
{
    const bt_effect_kind *kind = entry->kind;
    if (entry->bound || !kind->text_domain || strcmp(kind->text_domain, PACKAGE) == 0)
        return;
    entry->bound = true;
    strbuf dir;
    sb_init(&dir);
    loader_locale_dir(entry, &dir);
    i18n_bind(kind->text_domain, dir.buf);
    sb_release(&dir);
}

/* Ids without a namespace are bloodtrail's own: a plugin from elsewhere that
 * claims one would silently change the game's rules. */
static bool may_claim(const char *id, loader_origin origin, refusal *why)
{
    if (origin == LOADER_BUILTIN || strchr(id, ':'))
        return true;
    refusal_set(why, REFUSAL_NAMESPACE, NULL, id, 0);
    return false;
}

static bool is_new(const registry *reg, const char *id, refusal *why)
{
    const reg_entry *first = reg_lookup(reg, id);
    if (!first)
        return true;
    refusal_set(why, REFUSAL_DUPLICATE, first->path, id, 0);
    return false;
}

/* --- opening in this process --- */

/* Opens and initialises path; the descriptor and handle, or NULL with why. */
static const bt_effect_kind *open_here(const registry *reg, const char *path,
                                       const char *want_id, void **handle, refusal *why)
{
    const bt_effect_kind *kind = probe_open(path, handle, why);
    if (!kind)
        return NULL;
    if (want_id && strcmp(kind->id, want_id) != 0) {
        refusal_set(why, REFUSAL_CHANGED, NULL, kind->id, 0);
    } else if (probe_init(kind, reg_host(reg), why)) {
        return kind;
    }
    dlclose(*handle);
    *handle = NULL;
    return NULL;
}

/* Whether the file is still the one the probe passed; when it changed, it
 * is probed again before this process opens it. */
static bool still_safe(const registry *reg, reg_entry *entry, refusal *why)
{
    struct stat st;
    info_key now;
    if (stat(entry->path, &st) != 0) {
        refusal_set(why, REFUSAL_NOT_LOADABLE, NULL, strerror(errno), 0);
        return false;
    }
    key_of(&st, &now);
    if (info_key_equal(&now, &entry->key))
        return true;
    plugin_info info;
    info_init(&info, entry->path, &now);
    plugin_info *list[] = { &info };
    probe_files(reg_host(reg), list, 1);
    bool ok = info.verdict.code == REFUSAL_NONE;
    if (!ok)
        refusal_copy(why, &info.verdict);
    else
        entry->key = now;
    info_release(&info);
    return ok;
}

bool loader_open(const registry *reg, reg_entry *entry)
{
    refusal why = { 0 };
    void *handle = NULL;
    const bt_effect_kind *kind = NULL;
    if (still_safe(reg, entry, &why))
        kind = open_here(reg, entry->path, entry->kind->id, &handle, &why);
    if (!kind) {
        complain(&why, entry->path);
        refusal_release(&why);
        return false;
    }
    reg_fill(entry, kind, handle);
    loader_bind(entry);
    return true;
}

bool loader_load_file(registry *reg, const char *path, loader_origin origin)
{
    refusal why = { 0 };
    void *handle = NULL;
    const bt_effect_kind *kind = probe_open(path, &handle, &why);
    bool ok = kind && may_claim(kind->id, origin, &why) && is_new(reg, kind->id, &why) &&
              probe_init(kind, reg_host(reg), &why);
    if (!ok) {
        if (kind)
            dlclose(handle);
        refuse(reg, path, &why);
        refusal_release(&why);
        return false;
    }
    reg_add(reg, kind, path, handle, origin == LOADER_BUILTIN);
    reg_entry *entry = reg_lookup(reg, kind->id);
    struct stat st;
    if (stat(path, &st) == 0)
        key_of(&st, &entry->key);
    loader_bind(entry);
    return true;
}

/* --- walking the folders --- */

/* One file found in a folder. Its record (verdict and descriptor) is in the
 * cache once the walk is over: known there already, or probed and put. */
typedef struct candidate {
    char *path;              /* owned, as the folder was named */
    loader_origin origin;
    refusal trust;           /* a refusal before any opening, or NONE */
    info_key key;
    plugin_info *probe;      /* owned: to be probed (not in the cache), or NULL */
} candidate;

typedef struct walk {
    candidate *files;
    size_t count, capacity;
    char **folders;          /* realpath of every folder walked */
    size_t folder_count;
    info_key *seen;          /* open addressing by inode: a file reached twice is one */
    size_t seen_count, seen_capacity;   /* capacity: a power of two, or 0 */
    uid_t player;            /* the effective user the files are judged against */
} walk;

/* What stat said of a folder walked and of each folder above it, the root
 * last (count 0: not known). A deeper folder goes through realpath. */
#define CHAIN_MAX 16
typedef struct folder_chain {
    struct stat at[CHAIN_MAX];
    size_t count;
} folder_chain;

static size_t seen_slot(const walk *w, const info_key *key)
{
    size_t mask = w->seen_capacity - 1;
    size_t i = (size_t)((key->inode * 0x9E3779B97F4A7C15ull) >> 20) & mask;
    for (;; i = (i + 1) & mask) {
        const info_key *k = &w->seen[i];
        if (!k->inode || (k->inode == key->inode && k->device == key->device))
            return i;
    }
}

/* Whether the file (device and inode) was met already; notes it if not. */
static bool seen_before(walk *w, const info_key *key)
{
    if ((w->seen_count + 1) * 2 > w->seen_capacity) {
        info_key *old = w->seen;
        size_t old_capacity = w->seen_capacity;
        w->seen_capacity = old_capacity ? 2 * old_capacity : 64;
        w->seen = xcalloc(w->seen_capacity, sizeof *w->seen);
        for (size_t i = 0; i < old_capacity; i++)
            if (old[i].inode)
                w->seen[seen_slot(w, &old[i])] = old[i];
        free(old);
    }
    size_t i = seen_slot(w, key);
    if (w->seen[i].inode)
        return true;
    w->seen[i] = *key;
    w->seen_count++;
    return false;
}

static candidate *add_candidate(walk *w, const char *path, loader_origin origin)
{
    w->files = xgrow(w->files, &w->capacity, w->count + 1, sizeof *w->files);
    candidate *c = &w->files[w->count++];
    memset(c, 0, sizeof *c);
    c->path = xstrdup(path);
    c->origin = origin;
    return c;
}

static int is_plugin_file(const struct dirent *entry)
{
    size_t len = strlen(entry->d_name);
    return entry->d_name[0] != '.' && len > 3 && strcmp(entry->d_name + len - 3, ".so") == 0;
}

/* Name order by bytes: the same in every locale, and far cheaper than
 * alphasort's strcoll for a folder of a thousand plugins. */
static int by_name(const struct dirent **a, const struct dirent **b)
{
    return strcmp((*a)->d_name, (*b)->d_name);
}

/* A file of a folder walked as the kernel is asked of it: by its name in
 * the folder open as folder (file_open_folder), a walk of one name where
 * its whole path walked every folder above it too (19 files at every
 * start, a thousand with a thousand plugins); or by its path from the
 * working folder (AT_FDCWD) when the folder could not be opened. */
typedef struct file_in {
    int folder;
    const char *name;
} file_in;

/* One file: trusted and new, it gets the cache's record or waits for a probe.
 * folder is the problem with its folder (REFUSAL_NONE: none), real the
 * folder resolved. */
static void add_file(walk *w, const char *path, const file_in *in, loader_origin origin,
                     const refusal *folder, const char *real, plugin_cache *cache)
{
    /* One lstat serves the key and the trust of a file that is no link
     * (for it, stat would say the same); a link is followed for its key. */
    struct stat st;
    if (fstatat(in->folder, in->name, &st, AT_SYMLINK_NOFOLLOW) != 0)
        return;                  /* gone since the folder was read */
    struct stat link = st;
    if (S_ISLNK(st.st_mode) && fstatat(in->folder, in->name, &st, 0) != 0)
        return;                  /* a link to nothing: nothing to load */
    info_key key;
    key_of(&st, &key);
    if (S_ISREG(st.st_mode) && seen_before(w, &key))
        return;
    candidate *c = add_candidate(w, path, origin);
    c->key = key;
    if (!S_ISREG(st.st_mode))
        refusal_set(&c->trust, REFUSAL_NOT_REGULAR, NULL, NULL, 0);
    else if (folder->code != REFUSAL_NONE)
        refusal_copy(&c->trust, folder);
    else
        (void)trust_file(path, &link, real, w->player, &c->trust);
    if (c->trust.code == REFUSAL_NONE && !cache_find(cache, path, &key)) {
        c->probe = xmalloc(sizeof *c->probe);
        info_init(c->probe, path, &key);
    }
}

static void cannot_read(const char *dir, int error)
{
    strbuf line;
    sb_init(&line);
    tpl_arg args[] = { TPL_STR("file", dir), TPL_STR("error", strerror(error)) };
    tpl_render(&line,
               _("cannot read the plugin folder {file}: {error}. Check the folders given with "
                 "--plugin-dir and BLOODTRAIL_PLUGIN_PATH."),
               args, 2);
    fprintf(stderr, "bloodtrail: %s\n", line.buf);
    sb_release(&line);
}

/* The plugin files of the folder dir, by name in byte order (each ended by
 * a NUL, into names): their number, or -1 with errno when it cannot be read. */
static int read_names(const char *dir, strbuf *names)
{
    struct dirent **found;
    int n = scandir(dir, &found, is_plugin_file, by_name);
    for (int i = 0; i < n; i++) {
        sb_add(names, found[i]->d_name, strlen(found[i]->d_name) + 1);
        free(found[i]);
    }
    if (n >= 0)
        free(found);
    return n;
}

/* Reading a folder is the dearest part of a walk: ext4 hashes and sorts
 * every name of a large folder at each opendir (a build tree's
 * plugins/.libs, 97 names: 30 us, where a stat is 1.5). The cache keeps the
 * plugin files found under the folder's key, which changes whenever a name
 * in it is added, removed or renamed; each file is still stated for its
 * own key, so an edit in place is seen as before. A folder changed less
 * than two seconds before it is read is not kept (file_settled). st is
 * the folder's stat (NULL: none). */
static int folder_names(const char *dir, const char *real, const struct stat *st,
                        plugin_cache *cache, strbuf *names)
{
    info_key key;
    if (st) {
        key_of(st, &key);
        const cache_folder *known = cache_find_folder(cache, real, &key);
        if (known) {
            sb_add(names, known->names, known->names_len);
            return (int)known->count;
        }
    }
    int n = read_names(dir, names);
    if (n >= 0 && st && file_settled(st))
        cache_put_folder(cache, real, &key, names->buf, names->len, (size_t)n);
    return n;
}

static void walk_folder(walk *w, const char *dir, const char *real, const folder_chain *chain,
                        loader_origin origin, plugin_cache *cache)
{
    struct stat st;
    if (chain->count)
        st = chain->at[0];
    bool stated = (chain->count || stat(real, &st) == 0) && S_ISDIR(st.st_mode);
    strbuf names;
    sb_init(&names);
    int n = folder_names(dir, real, stated ? &st : NULL, cache, &names);
    if (n < 0) {
        if (origin == LOADER_ASKED || errno != ENOENT)
            cannot_read(dir, errno);
        sb_release(&names);
        return;
    }
    /* A folder someone else may write to (or one above it) lets them put
     * code into the game: judged once for all its files. */
    refusal folder = { 0 };
    if (chain->count)
        (void)trust_folder(real, chain->at, chain->count, w->player, &folder);
    else
        (void)trust_folder(real, stated ? &st : NULL, stated, w->player, &folder);
    strbuf path;
    sb_init(&path);
    int at = n > 0 ? file_open_folder(dir) : -1;
    const char *name = names.buf;
    for (int i = 0; i < n; i++, name += strlen(name) + 1) {
        sb_reset(&path);
        sb_adds(&path, dir);
        if (path.len && path.buf[path.len - 1] != '/')
            sb_addc(&path, '/');
        sb_adds(&path, name);
        file_in in = at >= 0 ? (file_in){ at, name } : (file_in){ AT_FDCWD, path.buf };
        add_file(w, path.buf, &in, origin, &folder, real, cache);
    }
    if (at >= 0)
        close(at);
    refusal_release(&folder);
    sb_release(&path);
    sb_release(&names);
}

static bool walked(const walk *w, const char *real)
{
    for (size_t i = 0; i < w->folder_count; i++)
        if (strcmp(w->folders[i], real) == 0)
            return true;
    return false;
}

/* Whether real, the folder folders[at], is one of the folders given as
 * bloodtrail's own (itself, or another name of one). */
static bool is_builtin(const loader_folder *folders, size_t count, size_t at, const char *real)
{
    if (folders[at].origin == LOADER_BUILTIN)
        return true;
    for (size_t i = 0; i < count; i++) {
        char other[PATH_MAX];
        if (folders[i].origin == LOADER_BUILTIN && realpath(folders[i].dir, other) &&
            strcmp(other, real) == 0)
            return true;
    }
    return false;
}

/* Whether path names a folder from the root without a detour: no ".",
 * "..", empty name or "/" at the end. Such a path, if no folder on it is a
 * link, is its own realpath. */
static bool plain_path(const char *path)
{
    if (path[0] != '/' || !path[1])
        return false;
    for (const char *p = path; *p; p++) {
        if (*p != '/')
            continue;
        const char *name = p + 1;
        size_t len = strcspn(name, "/");
        if (len == 0 || (name[0] == '.' && (len == 1 || (len == 2 && name[1] == '.'))))
            return false;
    }
    return true;
}

/* real: dir resolved, and the chain of what stat says of it and of each
 * folder above it when dir is a plain path without links (one lstat a
 * folder: the stats trust_folder judges, where realpath read a link of
 * each and trust_folder stated each again); count 0 after realpath.
 * False with errno when dir cannot be reached. */
static bool resolve_folder(const char *dir, char real[PATH_MAX], folder_chain *chain)
{
    chain->count = 0;
    if (plain_path(dir) && strlen(dir) < PATH_MAX) {
        strcpy(real, dir);
        while (chain->count < CHAIN_MAX) {
            struct stat *st = &chain->at[chain->count];
            if (lstat(*real ? real : "/", st) != 0)
                return false;
            if (S_ISLNK(st->st_mode))
                break;                          /* a link: realpath follows it */
            chain->count++;
            if (!*real) {
                strcpy(real, dir);
                return true;
            }
            *strrchr(real, '/') = '\0';        /* "/a/b" -> "/a" -> "" (the root) */
        }
        chain->count = 0;
    }
    return realpath(dir, real) != NULL;
}

static void walk_all(walk *w, const loader_folder *folders, size_t count, plugin_cache *cache)
{
    folder_chain chain;
    for (size_t i = 0; i < count; i++) {
        char real[PATH_MAX];
        /* Most players have no folder of plugins of their own, and many
         * systems no folder of packaged ones: the first lstat finds that
         * out. */
        if (!resolve_folder(folders[i].dir, real, &chain)) {
            if (folders[i].origin == LOADER_ASKED || errno != ENOENT)
                cannot_read(folders[i].dir, errno);
            continue;
        }
        if (walked(w, real))
            continue;
        w->folders = xrealloc(w->folders, (w->folder_count + 1) * sizeof *w->folders);
        w->folders[w->folder_count++] = xstrdup(real);
        loader_origin origin = is_builtin(folders, count, i, real) ? LOADER_BUILTIN
                                                                   : folders[i].origin;
        walk_folder(w, folders[i].dir, real, &chain, origin, cache);
    }
}

/* Probes every file neither refused already nor known to the cache, and
 * puts the verdicts into the cache: the others' in children, bloodtrail's
 * own here (they come with the program; a fork would guard nothing). */
static void probe_unknown(const registry *reg, walk *w, plugin_cache *cache)
{
    plugin_info **list = xcalloc(w->count + 1, sizeof *list);
    size_t n = 0;
    for (size_t i = 0; i < w->count; i++) {
        plugin_info *probe = w->files[i].probe;
        if (probe && w->files[i].origin == LOADER_BUILTIN)
            probe_trusted(reg_host(reg), probe);
        else if (probe)
            list[n++] = probe;
    }
    probe_files(reg_host(reg), list, n);
    n = 0;
    for (size_t i = 0; i < w->count; i++)
        if (w->files[i].probe)
            list[n++] = w->files[i].probe;
    for (size_t i = 0; i < n; i++)
        cache_put(cache, list[i]);
    free(list);
}

/* The settings file that turns id off ("" when not known), or NULL when
 * it is in use. */
static const char *disabled_in(const loader_options *opt, const char *id)
{
    for (size_t i = 0; i < opt->disabled_count; i++)
        if (strcmp(opt->disabled[i], id) == 0)
            return opt->disabled_in && opt->disabled_in[i] ? opt->disabled_in[i] : "";
    return NULL;
}

/* Registers one file, or refuses it; returns whether it was registered.
 * The registry borrows the texts of the file's record in the cache. */
static bool enlist(registry *reg, const candidate *c, const plugin_cache *cache,
                   const loader_options *opt)
{
    refusal why = { 0 };
    const plugin_info *info = cache_find(cache, c->path, &c->key);
    const refusal *verdict = c->trust.code != REFUSAL_NONE || !info ? &c->trust : &info->verdict;
    const bt_effect_kind *d = info ? &info->desc : NULL;
    bool ok = verdict->code == REFUSAL_NONE && d;
    if (ok)
        ok = may_claim(d->id, c->origin, &why) && is_new(reg, d->id, &why);
    else
        refusal_copy(&why, verdict);
    if (!ok) {
        refuse(reg, c->path, &why);
        refusal_release(&why);
        return false;
    }
    reg_entry *entry =
        reg_add_closed(reg, d, c->path, c->origin == LOADER_BUILTIN, disabled_in(opt, d->id));
    entry->key = c->key;              /* the id is new: is_new said so */
    return true;
}

static void walk_release(walk *w)
{
    for (size_t i = 0; i < w->count; i++) {
        free(w->files[i].path);
        refusal_release(&w->files[i].trust);
        if (w->files[i].probe)
            info_release(w->files[i].probe);
        free(w->files[i].probe);
    }
    for (size_t i = 0; i < w->folder_count; i++)
        free(w->folders[i]);
    free(w->files);
    free(w->folders);
    free(w->seen);
}

static void release_cache(void *cache)
{
    cache_free(cache);
}

size_t loader_load_folders(registry *reg, const loader_folder *folders, size_t count,
                           const loader_options *opt)
{
    static const loader_options none = { 0 };
    if (!opt)
        opt = &none;
    reg_set_opener(reg, loader_open);
    /* Without a cache of the caller's, one for this run alone: the registry
     * borrows its records' texts and keeps it. */
    plugin_cache *cache = opt->cache ? opt->cache : cache_read(NULL);
    if (!opt->cache)
        reg_keep(reg, cache, release_cache);
    /* Asked of the kernel once for the walk: every file and folder is
     * judged against it (a system call a file before, a thousand with a
     * thousand plugins; and one a folder). */
    walk w = { .player = geteuid() };
    walk_all(&w, folders, count, cache);
    probe_unknown(reg, &w, cache);
    size_t added = 0;
    for (size_t i = 0; i < w.count; i++)
        added += enlist(reg, &w.files[i], cache, opt);
    walk_release(&w);
    return added;
}

size_t loader_load_dir(registry *reg, const char *dir, loader_origin origin)
{
    loader_folder folder = { dir, origin };
    return loader_load_folders(reg, &folder, 1, NULL);
}

/* --- reloading --- */

/* A file that was opened, or refused when it was opened or reloaded, and
 * has changed since: a fixed plugin is tried again. */
static bool changed(const reg_entry *entry, info_key *now)
{
    struct stat st;
    if (!(entry->opened && entry->handle) && !entry->failed)
        return false;
    if (stat(entry->path, &st) != 0)
        return false;
    key_of(&st, now);
    return !info_key_equal(now, &entry->key);
}

/* Reads the plugin's catalogs again: gettext keeps a catalog it read for as
 * long as the program runs, by its file's name, so the folder is named
 * anew ("locale/.", "locale/./.", ...) for each reload. */
static void rebind(reg_entry *entry)
{
    const bt_effect_kind *kind = entry->kind;
    if (!kind->text_domain || strcmp(kind->text_domain, PACKAGE) == 0)
        return;
    entry->reloads++;
    const char *dir = kind->locale_dir ? kind->locale_dir : "locale";
    strbuf full;
    sb_init(&full);
    const char *slash = strrchr(entry->path, '/');
    if (dir[0] != '/' && slash)
        sb_add(&full, entry->path, (size_t)(slash - entry->path + 1));
    sb_adds(&full, dir);
    for (unsigned i = 0; i < entry->reloads; i++)
        sb_adds(&full, "/.");
    i18n_bind(kind->text_domain, full.buf);
    entry->bound = true;
    sb_release(&full);
}

/* Closes entry's plugin: cleanup, then dlclose; the kind keeps its texts. */
static void close_entry(reg_entry *entry)
{
    if (!entry->handle)
        return;                   /* refused before: nothing of it is open */
    if (entry->kind->cleanup) {
        guard_call before = guard_enter(entry->kind, "cleanup", NULL);
        entry->kind->cleanup();
        guard_leave(before);
    }
    reg_strip(entry);
    dlclose(entry->handle);
    entry->handle = NULL;
}

static bool reload_entry(const registry *reg, reg_entry *entry, const info_key *now)
{
    plugin_info info;
    info_init(&info, entry->path, now);
    plugin_info *list[] = { &info };
    /* The old code goes first: while a library of that path is loaded,
     * dlopen of the path (in the probing child too) gives the old one back,
     * and the new file's init would first run here, unprobed. */
    close_entry(entry);
    probe_files(reg_host(reg), list, 1);
    refusal why = { 0 };
    refusal_copy(&why, &info.verdict);
    if (why.code == REFUSAL_NONE && strcmp(info.desc.id, entry->kind->id) != 0)
        refusal_set(&why, REFUSAL_CHANGED, NULL, info.desc.id, 0);
    info_release(&info);
    entry->key = *now;
    void *handle = NULL;
    const bt_effect_kind *kind =
        why.code == REFUSAL_NONE ? open_here(reg, entry->path, entry->kind->id, &handle, &why)
                                 : NULL;
    if (!kind) {
        complain(&why, entry->path);
        refusal_release(&why);
        entry->failed = true;
        return false;
    }
    reg_fill(entry, kind, handle);
    rebind(entry);
    return true;
}

size_t loader_reload(registry *reg, size_t *refused)
{
    size_t reloaded = 0;
    *refused = 0;
    for (size_t i = 0; i < reg_count(reg); i++) {
        reg_entry *entry = reg_at(reg, i);
        info_key now;
        if (!changed(entry, &now))
            continue;
        if (reload_entry(reg, entry, &now))
            reloaded++;
        else
            (*refused)++;
    }
    return reloaded;
}
