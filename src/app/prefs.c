/* SPDX-License-Identifier: GPL-3.0-or-later */
/* prefs.c - the player's settings file: read line by line, each problem
 * named with its file and line and the line skipped; one setting written
 * back in place. */
#include "config.h"

#include "app/prefs.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "text/i18n.h"
#include "text/template.h"
#include "util/atomic.h"
#include "util/file.h"
#include "util/xalloc.h"

/* A settings file is a few lines; anything bigger is not one. */
#define PREFS_MAX_BYTES (64 * 1024)

void prefs_init(prefs *p)
{
    memset(p, 0, sizeof *p);
    p->colors = PREFS_COLORS_AUTO;
    p->stop_life = 50;
}

static void free_list(char **list, size_t count)
{
    for (size_t i = 0; i < count; i++)
        free(list[i]);
    free(list);
}

void prefs_release(prefs *p)
{
    free(p->path);
    for (size_t i = 0; i < p->binding_count; i++)
        free(p->bindings[i].line);
    free(p->bindings);
    free_list(p->disabled_plugins, p->disabled_plugin_count);
    free_list(p->disabled_mods, p->disabled_mod_count);
    prefs_init(p);
}

const char *prefs_binding_of(const prefs *p, int key)
{
    for (size_t i = p->binding_count; i-- > 0;)
        if (p->bindings[i].key == key)
            return p->bindings[i].line;
    return NULL;
}

/* --- reading --- */

typedef struct reader {
    prefs *p;
    const char *shown;           /* the file as messages name it */
    int line;
    char section[32];
    FILE *err;
    size_t skipped;
} reader;

/* Says what is wrong with the current line; it is skipped. */
static void problem(reader *r, const char *msgid, const tpl_arg *args, size_t nargs)
{
    tpl_arg all[6] = { TPL_STR("file", r->shown), TPL_INT("line", r->line) };
    for (size_t i = 0; i < nargs && i < 4; i++)
        all[2 + i] = args[i];
    strbuf text;
    sb_init(&text);
    tpl_render(&text, _(msgid), all, 2 + (nargs < 4 ? nargs : 4));
    if (r->err)
        fprintf(r->err, "bloodtrail: %s\n", text.buf);
    sb_release(&text);
    r->skipped++;
}

static bool parse_yes_no(reader *r, const char *key, const char *value, bool *out)
{
    if (strcasecmp(value, "yes") == 0 || strcasecmp(value, "on") == 0 ||
        strcasecmp(value, "true") == 0) {
        *out = true;
        return true;
    }
    if (strcasecmp(value, "no") == 0 || strcasecmp(value, "off") == 0 ||
        strcasecmp(value, "false") == 0) {
        *out = false;
        return true;
    }
    tpl_arg args[] = { TPL_STR("key", key), TPL_VALUE("value", value) };
    /* TRANSLATORS: a problem in the settings file; "yes" and "no" are the
       words the file takes, in English. */
    problem(r, N_("{file}:{line}: \"{key}\" is \"yes\" or \"no\", not \"{value}\"; the line is "
                  "skipped."),
            args, 2);
    return false;
}

static void parse_colors(reader *r, const char *value)
{
    bool on;
    if (strcasecmp(value, "auto") == 0) {
        r->p->colors = PREFS_COLORS_AUTO;
    } else if (strcasecmp(value, "always") == 0) {
        r->p->colors = PREFS_COLORS_ON;
    } else if (strcasecmp(value, "never") == 0) {
        r->p->colors = PREFS_COLORS_OFF;
    } else if (strcmp(value, "yes") == 0 || strcmp(value, "no") == 0) {
        parse_yes_no(r, "colors", value, &on);
        r->p->colors = on ? PREFS_COLORS_ON : PREFS_COLORS_OFF;
    } else {
        /* TRANSLATORS: a problem in the settings file; the words in quotes
           are what the file takes, in English. */
        problem(r, N_("{file}:{line}: \"colors\" is \"auto\", \"always\" or \"never\", not "
                      "\"{value}\"; the line is skipped."),
                &TPL_VALUE("value", value), 1);
    }
}

static void parse_pickup(reader *r, const char *value)
{
    static const struct { const char *word; unsigned bits; } kinds[] = {
        { "none", 0 }, { "gold", 0 }, { "potion", PREFS_PICK_POTION },
        { "potions", PREFS_PICK_POTION }, { "weapon", PREFS_PICK_WEAPON },
        { "weapons", PREFS_PICK_WEAPON }, { "armour", PREFS_PICK_ARMOUR },
        { "armor", PREFS_PICK_ARMOUR },
        { "all", PREFS_PICK_POTION | PREFS_PICK_WEAPON | PREFS_PICK_ARMOUR },
    };
    unsigned bits = 0;
    char *copy = xstrdup(value), *save = NULL;
    for (char *w = strtok_r(copy, " \t,", &save); w; w = strtok_r(NULL, " \t,", &save)) {
        size_t i = 0;
        while (i < sizeof kinds / sizeof *kinds && strcasecmp(kinds[i].word, w) != 0)
            i++;
        if (i == sizeof kinds / sizeof *kinds) {
            /* TRANSLATORS: a problem in the settings file; the words are what
               the file takes, in English. */
            problem(r, N_("{file}:{line}: \"autopickup\" takes gold, potion, weapon, armour, "
                          "all or none, not \"{value}\"; the line is skipped."),
                    &TPL_VALUE("value", w), 1);
            free(copy);
            return;
        }
        bits |= kinds[i].bits;
    }
    free(copy);
    r->p->pickup = bits;
}

static void parse_stop_life(reader *r, const char *value)
{
    char *end;
    errno = 0;
    long v = strtol(value, &end, 10);
    if (*end == '%')
        end++;
    if (errno || end == value || *end || v < 0 || v > 100) {
        /* TRANSLATORS: a problem in the settings file. */
        problem(r, N_("{file}:{line}: \"stop-life\" is a percent of life from 0 to 100, not "
                      "\"{value}\"; the line is skipped."),
                &TPL_VALUE("value", value), 1);
        return;
    }
    r->p->stop_life = (int)v;
}

static void unknown_key(reader *r, const char *key, const char *known)
{
    tpl_arg args[] = { TPL_VALUE("key", key), TPL_STR("section", r->section),
                       TPL_STR("known", known) };
    /* TRANSLATORS: a problem in the settings file; {known} lists the keys
       of the section, in English as the file takes them. */
    problem(r, N_("{file}:{line}: unknown setting \"{key}\" in [{section}] (it takes {known}); "
                  "the line is skipped."),
            args, 3);
}

static void play_setting(reader *r, const char *key, const char *value)
{
    prefs *p = r->p;
    if (strcmp(key, "speech") == 0)
        parse_yes_no(r, key, value, &p->speech);
    else if (strcmp(key, "keys") == 0)
        parse_yes_no(r, key, value, &p->keys);
    else if (strcmp(key, "colors") == 0 || strcmp(key, "colours") == 0)
        parse_colors(r, value);
    else if (strcmp(key, "autopickup") == 0)
        parse_pickup(r, value);
    else if (strcmp(key, "stop-life") == 0)
        parse_stop_life(r, value);
    else
        unknown_key(r, key, "speech, keys, colors, autopickup, stop-life");
}

/* "a", "<", "^P" (a control key), or a name: "space", "tab", "enter". */
static int parse_key(const char *name)
{
    if (name[0] && !name[1] && (unsigned char)name[0] > ' ' && (unsigned char)name[0] < 0x7f)
        return (unsigned char)name[0];
    if (name[0] == '^' && name[1] && !name[2]) {
        int c = name[1] & ~0x20;
        if (c >= '@' && c <= '_')
            return c & 0x1f;
    }
    if (strcasecmp(name, "space") == 0)
        return ' ';
    if (strcasecmp(name, "tab") == 0)
        return '\t';
    return -1;
}

static void bind_key(reader *r, const char *key, const char *value)
{
    int k = parse_key(key);
    if (k < 0) {
        /* TRANSLATORS: a problem in the settings file: a key of [keys]. */
        problem(r, N_("{file}:{line}: \"{key}\" is not a key: write one character (\"h\", "
                      "\"<\"), a control key (\"^P\"), \"space\" or \"tab\"; the line is "
                      "skipped."),
                &TPL_VALUE("key", key), 1);
        return;
    }
    prefs *p = r->p;
    p->bindings = xrealloc(p->bindings, (p->binding_count + 1) * sizeof *p->bindings);
    p->bindings[p->binding_count++] = (prefs_binding){ k, xstrdup(value) };
}

static void add_ids(char ***list, size_t *count, const char *value)
{
    char *copy = xstrdup(value), *save = NULL;
    for (char *id = strtok_r(copy, " \t,", &save); id; id = strtok_r(NULL, " \t,", &save)) {
        *list = xrealloc(*list, (*count + 1) * sizeof **list);
        (*list)[(*count)++] = xstrdup(id);
    }
    free(copy);
}

static void on_key(reader *r, const char *key, const char *value)
{
    prefs *p = r->p;
    if (strcmp(r->section, "play") == 0)
        play_setting(r, key, value);
    else if (strcmp(r->section, "keys") == 0)
        bind_key(r, key, value);
    else if (strcmp(r->section, "plugins") == 0 && strcmp(key, "disable") == 0)
        add_ids(&p->disabled_plugins, &p->disabled_plugin_count, value);
    else if (strcmp(r->section, "mods") == 0 && strcmp(key, "disable") == 0)
        add_ids(&p->disabled_mods, &p->disabled_mod_count, value);
    else if (strcmp(r->section, "plugins") == 0 || strcmp(r->section, "mods") == 0)
        unknown_key(r, key, "disable");
    else if (!r->section[0])
        /* TRANSLATORS: a problem in the settings file. */
        problem(r, N_("{file}:{line}: a setting before any [section]; the sections are [play], "
                      "[keys], [plugins] and [mods]. The line is skipped."),
                NULL, 0);
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

static void on_section(reader *r, char *line)
{
    char *end = strchr(line, ']');
    static const char *const known[] = { "play", "keys", "plugins", "mods" };
    r->section[0] = '\0';
    if (end && !*trim(end + 1)) {
        *end = '\0';
        char *name = trim(line + 1);
        for (size_t i = 0; i < sizeof known / sizeof *known; i++)
            if (strcmp(name, known[i]) == 0)
                snprintf(r->section, sizeof r->section, "%s", name);
        if (r->section[0])
            return;
        /* TRANSLATORS: a problem in the settings file. */
        problem(r, N_("{file}:{line}: unknown section [{section}]; the sections are [play], "
                      "[keys], [plugins] and [mods]. What it holds is skipped."),
                &TPL_VALUE("section", name), 1);
        snprintf(r->section, sizeof r->section, "?");
        return;
    }
    problem(r, N_("{file}:{line}: this line is neither a [section], a \"key = value\" nor a "
                  "comment; it is skipped."),
            NULL, 0);
}

static void on_line(reader *r, char *line)
{
    char *s = trim(line);
    if (!*s || *s == '#' || *s == ';')
        return;
    if (*s == '[') {
        on_section(r, s);
        return;
    }
    char *eq = strchr(s, '=');
    if (!eq || eq == s) {
        problem(r, N_("{file}:{line}: this line is neither a [section], a \"key = value\" nor a "
                      "comment; it is skipped."),
                NULL, 0);
        return;
    }
    *eq = '\0';
    if (strcmp(r->section, "?") != 0)
        on_key(r, trim(s), trim(eq + 1));
}

size_t prefs_parse(prefs *p, const char *text, const char *shown, FILE *err)
{
    reader r = { .p = p, .shown = shown, .err = err };
    char *copy = xstrdup(text), *next = NULL;
    for (char *line = copy; line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        r.line++;
        on_line(&r, line);
    }
    free(copy);
    return r.skipped;
}

size_t prefs_read(prefs *p, const char *config_dir, FILE *err)
{
    if (!config_dir)
        return 0;
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s/config", config_dir);
    free(p->path);
    p->path = sb_detach(&path);
    struct stat st;
    file_problem why;
    int fd = file_open_regular(p->path, &st, &why);
    if (fd < 0) {
        if (why == FILE_CANNOT_OPEN && errno == ENOENT)
            return 0;
        tpl_arg args[] = { TPL_STR("file", p->path) };
        strbuf text;
        sb_init(&text);
        /* TRANSLATORS: the settings file is there but cannot be read. */
        tpl_render(&text, _("cannot read the settings in {file}; the game starts without them."),
                   args, 1);
        if (err)
            fprintf(err, "bloodtrail: %s\n", text.buf);
        sb_release(&text);
        return 1;
    }
    size_t len;
    char *text = file_read_all(fd, (size_t)st.st_size, PREFS_MAX_BYTES, &len);
    close(fd);
    size_t skipped = text ? prefs_parse(p, text, p->path, err) : 1;
    free(text);
    return skipped;
}

/* --- writing one setting back --- */

/* Where [section] begins in text and where its lines end (the next section
 * or the end); false when it has none. */
static bool find_section(const char *text, const char *section, size_t *body, size_t *end)
{
    size_t len = strlen(section);
    bool in = false;
    for (const char *line = text; *line;) {
        const char *nl = strchr(line, '\n');
        size_t next = nl ? (size_t)(nl - text) + 1 : strlen(text);
        const char *s = line;
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s == '[') {
            if (in) {
                *end = (size_t)(line - text);
                return true;
            }
            const char *e = s + 1;
            while (*e == ' ')
                e++;
            if (strncmp(e, section, len) == 0 && (e[len] == ']' || e[len] == ' ')) {
                in = true;
                *body = next;
            }
        }
        line = text + next;
    }
    *end = strlen(text);
    return in;
}

/* The start of the line "key = ..." between from and to, or -1. */
static long find_key(const char *text, size_t from, size_t to, const char *key)
{
    size_t len = strlen(key);
    for (size_t at = from; at < to;) {
        const char *s = text + at;
        while (*s == ' ' || *s == '\t')
            s++;
        if (strncmp(s, key, len) == 0) {
            const char *e = s + len;
            while (*e == ' ' || *e == '\t')
                e++;
            if (*e == '=')
                return (long)at;
        }
        const char *nl = strchr(text + at, '\n');
        at = nl ? (size_t)(nl - text) + 1 : to;
    }
    return -1;
}

bool prefs_store(const char *path, const char *section, const char *key, const char *value,
                 strbuf *error)
{
    char *old = NULL;
    size_t len = 0;
    struct stat st;
    file_problem why;
    int fd = file_open_regular(path, &st, &why);
    if (fd >= 0) {
        old = file_read_all(fd, (size_t)st.st_size, PREFS_MAX_BYTES, &len);
        close(fd);
    }
    if (!old)
        old = xstrdup("");
    strbuf out;
    sb_init(&out);
    size_t body, end;
    if (!find_section(old, section, &body, &end)) {
        sb_adds(&out, old);
        if (out.len && out.buf[out.len - 1] != '\n')
            sb_addc(&out, '\n');
        sb_addf(&out, "%s[%s]\n%s = %s\n", out.len ? "\n" : "", section, key, value);
    } else {
        long at = find_key(old, body, end, key);
        size_t cut = at >= 0 ? (size_t)at : end, resume = cut;
        if (at >= 0) {
            const char *nl = strchr(old + at, '\n');
            resume = nl ? (size_t)(nl - old) + 1 : strlen(old);
        } else {
            while (cut > body && (old[cut - 1] == '\n') && cut - 1 > body &&
                   old[cut - 2] == '\n')
                cut--;                    /* before the blank lines ending the section */
            resume = cut;
        }
        sb_add(&out, old, cut);
        if (out.len && out.buf[out.len - 1] != '\n')
            sb_addc(&out, '\n');
        sb_addf(&out, "%s = %s\n", key, value);
        sb_adds(&out, old + resume);
    }
    free(old);
    /* $XDG_CONFIG_HOME/bloodtrail may not be there yet. */
    bool ok = atomic_write(path, out.buf, out.len, 0644, ATOMIC_MAKE_FOLDERS, NULL);
    if (!ok) {
        tpl_arg args[] = { TPL_STR("file", path), TPL_STR("error", strerror(errno)) };
        /* TRANSLATORS: a setting could not be written to the settings file. */
        tpl_render(error, _("cannot write the settings file {file}: {error}."), args, 2);
    }
    sb_release(&out);
    return ok;
}
