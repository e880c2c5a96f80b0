/* SPDX-License-Identifier: GPL-3.0-or-later */
/* render.c - a catalog rendered whole, every branch of every selection. */
#include "config.h"

#include "text/render.h"

#include <spawn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "text/catalog.h"
#include "text/grammar.h"
#include "text/i18n.h"
#include "text/name.h"
#include "text/tally.h"
#include "text/template.h"
#include "util/file.h"
#include "util/xalloc.h"

extern char **environ;

/* --- the messages of a .mo file --- */

/* One message: its context (NULL: none), original, plural original (NULL:
 * none) and translation (the plural forms joined by NULs). Points into the
 * file's bytes. */
typedef struct message {
    char *context;
    const char *id, *plural, *str;
} message;

typedef struct catalog_file {
    unsigned char *bytes;
    size_t size;
    message *messages;
    size_t count;
} catalog_file;

static uint32_t word_at(const catalog_file *c, size_t at, bool swapped)
{
    uint32_t w;
    memcpy(&w, c->bytes + at, 4);
    return swapped ? __builtin_bswap32(w) : w;
}

/* Reads the messages of a .mo file catalog_check_file has passed, in the
 * order of its originals (sorted, as msgfmt writes them). */
static void read_messages(catalog_file *c)
{
    bool swapped = word_at(c, 0, false) != 0x950412deu;
    uint32_t n = word_at(c, 8, swapped), orig = word_at(c, 12, swapped),
             trans = word_at(c, 16, swapped);
    c->messages = xcalloc(n ? n : 1, sizeof *c->messages);
    for (uint32_t i = 0; i < n; i++) {
        char *id = (char *)c->bytes + word_at(c, orig + 8 * i + 4, swapped);
        uint32_t id_len = word_at(c, orig + 8 * i, swapped);
        message *m = &c->messages[c->count];
        m->str = (const char *)c->bytes + word_at(c, trans + 8 * i + 4, swapped);
        m->plural = strlen(id) < id_len ? id + strlen(id) + 1 : NULL;
        char *eot = strchr(id, '\004');
        m->context = eot ? xstrndup(id, (size_t)(eot - id)) : NULL;
        m->id = eot ? eot + 1 : id;
        if (*m->id)
            c->count++;
        else
            free(m->context);
    }
}

static void release_messages(catalog_file *c)
{
    for (size_t i = 0; i < c->count; i++)
        free(c->messages[i].context);
    free(c->messages);
    free(c->bytes);
}

/* --- the sample names --- */

enum { SAMPLES = 6 };

/* The names a placeholder takes by turns; the first stands while another
 * placeholder varies. */
typedef struct samples {
    bt_name names[SAMPLES];
    size_t count;
} samples;

typedef struct render {
    const catalog_file *file;
    FILE *out;
    samples heroes, creatures, items, skills, effects, titles, classes, areas, traps;
    char *forms;                 /* the forms the catalog's messages ask for */
    char *owned[2 * SAMPLES];    /* sample entries built here */
    size_t owned_count;
} render;

static const char *const name_contexts[] = { "creature", "item", "skill", "class",
                                             "class (female hero)", "area", "quest",
                                             "effect name", "hero name", "trap name", NULL };

static bool in(const char *const *list, const char *s)
{
    for (size_t i = 0; s && list[i]; i++)
        if (strcmp(list[i], s) == 0)
            return true;
    return false;
}

/* Adds the translation of m as a sample when its gender is not there yet. */
static void add_sample(samples *s, const message *m)
{
    bt_name name = { m->str, false, 0, NULL };
    size_t len = 0, other = 0;
    const char *g = name_gender(&name, &len);
    for (size_t i = 0; i < s->count; i++) {
        const char *h = name_gender(&s->names[i], &other);
        if ((!g && !h) || (g && h && len == other && memcmp(g, h, len) == 0))
            return;
    }
    if (s->count < SAMPLES)
        s->names[s->count++] = name;
}

static void take_samples(render *r)
{
    struct { const char *context; samples *s; } kinds[] = {
        { "creature", &r->creatures }, { "item", &r->items }, { "skill", &r->skills },
        { "effect name", &r->effects }, { "quest", &r->titles }, { "area", &r->areas },
        { "class (female hero)", &r->classes }, { "class", &r->classes },
        { "trap name", &r->traps },
    };
    for (size_t i = 0; i < r->file->count; i++) {
        const message *m = &r->file->messages[i];
        for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
            if (m->context && strcmp(m->context, kinds[k].context) == 0)
                add_sample(kinds[k].s, m);
        /* The heroine as the catalog names her, and a hero of the same name. */
        if (m->context && strcmp(m->context, "hero name") == 0 && !r->heroes.count) {
            size_t bare = name_bare_length(m->str);
            strbuf f, h;
            sb_init(&f);
            sb_init(&h);
            sb_addf(&f, "%.*s|g:f", (int)bare, m->str);
            sb_addf(&h, "%.*s|g:m", (int)bare, m->str);
            r->owned[r->owned_count++] = sb_detach(&f);
            r->owned[r->owned_count++] = sb_detach(&h);
            r->heroes.names[0] = (bt_name){ r->owned[r->owned_count - 2], true, 0, NULL };
            r->heroes.names[1] = (bt_name){ r->owned[r->owned_count - 1], true, 0, NULL };
            r->heroes.count = 2;
        }
    }
}

/* --- placeholders and what they stand for --- */

typedef enum kind { KIND_TEXT, KIND_NUMBER, KIND_NAME, KIND_LIST } kind;

static kind kind_of(const char *key, const samples **names)
{
    static const char *const persons[] = { "name", "user", "attacker", "victim", "target",
                                           "killer", "who", "hero", "bare", NULL };
    static const char *const numbers[] = {
        "n", "count", "mana", "cost", "chance", "depth", "turns", "level", "line", "xp",
        "next", "gold", "max", "min", "strength", "defense", "agility", "accuracy", "speed",
        "number", "size", "width", "stun", "cooldown", "mark", "power", "amount", "damage",
        "life", "hp", "points", "score", "column", "rounds", "heal", NULL };
    *names = NULL;
    if (strcmp(key, "list") == 0)
        return KIND_LIST;
    if (in(numbers, key))
        return KIND_NUMBER;
    if (in(persons, key))
        return KIND_NAME;
    return KIND_TEXT;
}

static const samples *samples_for(const render *r, const char *key)
{
    if (strcmp(key, "item") == 0)
        return &r->items;
    if (strcmp(key, "skill") == 0)
        return &r->skills;
    if (strcmp(key, "effect") == 0)
        return &r->effects;
    if (strcmp(key, "title") == 0)
        return &r->titles;
    if (strcmp(key, "class") == 0)
        return &r->classes;
    if (strcmp(key, "area") == 0)
        return &r->areas;
    if (strcmp(key, "trap") == 0)
        return &r->traps;
    return NULL;
}

/* The keys of a template, in order, each once (at most max). */
static size_t keys_of(const char *text, char keys[][32], size_t max)
{
    size_t n = 0;
    for (const char *p = strchr(text, '{'); p && n < max; p = strchr(p + 1, '{')) {
        if (p[1] == '{') {
            p++;
            continue;
        }
        size_t len = strspn(p + 1, "abcdefghijklmnopqrstuvwxyz_0123456789");
        if (!len || len >= 32)
            continue;
        bool seen = false;
        for (size_t i = 0; i < n; i++)
            seen |= strncmp(keys[i], p + 1, len) == 0 && !keys[i][len];
        if (!seen) {
            memcpy(keys[n], p + 1, len);
            keys[n++][len] = '\0';
        }
    }
    return n;
}

/* --- rendering one message --- */

typedef struct variant {
    tpl_arg args[16];
    size_t count;
    tally lists[3];
} variant;

static const long counts[] = { 1, 2, 5, 21 };

/* How many samples the key takes by turns. */
static size_t choices(const render *r, const char *key)
{
    const samples *names;
    switch (kind_of(key, &names)) {
    case KIND_NUMBER:
        /* A count changes the words; another number only its digits. */
        return strcmp(key, "n") == 0 || strcmp(key, "count") == 0 ? 4 : 1;
    case KIND_LIST:
        return 3;
    case KIND_NAME:
        return (r->heroes.count + r->creatures.count) ? r->heroes.count + r->creatures.count : 1;
    case KIND_TEXT:
        return samples_for(r, key) && samples_for(r, key)->count ? samples_for(r, key)->count
                                                                 : 1;
    }
    return 1;
}

/* The argument for key in its choice-th sample. */
static bool argument(const render *r, variant *v, const char *key, size_t choice, tpl_arg *arg)
{
    const samples *names;
    kind k = kind_of(key, &names);
    const samples *own = samples_for(r, key);
    if (k == KIND_NUMBER) {
        bool counts_words = strcmp(key, "n") == 0 || strcmp(key, "count") == 0;
        *arg = TPL_INT(key, counts_words ? counts[choice % 4] : 3);
    } else if (k == KIND_LIST) {
        tally *t = &v->lists[choice % 3];
        const samples *c = &r->creatures;
        if (!c->count)
            return false;
        tally_add(t, &c->names[0]);
        for (size_t i = 0; choice >= 1 && i < 2; i++)
            tally_add(t, &c->names[c->count > 1 ? 1 : 0]);
        if (choice == 2 && c->count > 2)
            tally_add(t, &c->names[2]);
        *arg = TPL_LIST(key, t);
    } else if (k == KIND_NAME) {
        if (!r->heroes.count && !r->creatures.count)
            return false;
        const bt_name *name = choice < r->heroes.count
                                  ? &r->heroes.names[choice]
                                  : &r->creatures.names[choice - r->heroes.count];
        *arg = TPL_NAME(key, name);
    } else if (own && own->count) {
        *arg = TPL_NAME(key, &own->names[choice % own->count]);
    } else {
        return false;           /* a text: shown as the template writes it */
    }
    return true;
}

/* The translation of m for n (the count of a plural message). */
static const char *translation(const message *m, unsigned long n)
{
    const char *const *free_keys = grammar_free_keys(m->context, m->id);
    if (m->plural)
        return m->context ? i18n_nptext(NULL, m->context, m->id, m->plural, n)
                          : i18n_ntext(NULL, m->id, m->plural, n);
    if (free_keys)
        return i18n_ptext_keys(NULL, m->context, m->id, free_keys);
    return m->context ? i18n_ptext(NULL, m->context, m->id) : i18n_text(NULL, m->id);
}

/* Writes the line once: a variant that reads as the one before it is left
 * out (lines is what was written for this message). */
static void say(render *r, strbuf *lines, const char *line)
{
    /* Each line of a message indented, so the next original stands out. */
    strbuf marked;
    sb_init(&marked);
    sb_adds(&marked, "\n  ");
    for (const char *p = line; *p; p++) {
        if (*p == '\n')
            sb_adds(&marked, "\n  ");
        else
            sb_addc(&marked, *p);
    }
    sb_addc(&marked, '\n');
    if (!strstr(lines->buf, marked.buf)) {
        fputs(marked.buf + 1, r->out);
        sb_add(lines, marked.buf + 1, marked.len - 1);
    }
    sb_release(&marked);
}

static void render_variants(render *r, const message *m)
{
    char keys[16][32];
    size_t n = keys_of(m->plural ? m->plural : m->id, keys, 16);
    /* A translation may name what its original does not ({skill} of
     * " (ready)", {hero}): its keys take samples too. */
    char more[16][32];
    size_t extra = keys_of(m->str, more, 16);
    for (size_t i = 0; i < extra && n < 16; i++) {
        bool seen = strcmp(more[i], "hero") == 0;
        for (size_t k = 0; k < n; k++)
            seen |= strcmp(keys[k], more[i]) == 0;
        if (!seen)
            strcpy(keys[n++], more[i]);
    }
    strbuf lines;
    sb_init(&lines);
    sb_adds(&lines, "\n");
    size_t plurals = m->plural ? 4 : 1;
    for (size_t p = 0; p < plurals; p++) {
        /* Each key in turn takes each of its samples, the others their
         * first; the hero is a placeholder every message may name. */
        for (size_t vary = 0; vary <= n; vary++) {
            /* A plural message's {n} is its count, set below. */
            bool counted = vary < n && m->plural && strcmp(keys[vary], "n") == 0;
            size_t heroes = r->heroes.count ? r->heroes.count : 1;
            size_t turns = counted ? 0 : vary < n ? choices(r, keys[vary]) : heroes;
            for (size_t c = 0; c < turns; c++) {
                variant v = { .count = 0 };
                for (size_t i = 0; i < 3; i++)
                    tally_init(&v.lists[i]);
                for (size_t k = 0; k < n; k++)
                    if (argument(r, &v, keys[k], k == vary ? c : 0, &v.args[v.count]))
                        v.count++;
                for (size_t k = 0; m->plural && k < v.count; k++)
                    if (strcmp(v.args[k].key, "n") == 0)
                        v.args[k].v.i = counts[p];
                tpl_set_hero(r->heroes.count ? &r->heroes.names[vary == n ? c : 0] : NULL);
                if (vary == n && !r->heroes.count && n)
                    continue;      /* without heroes, the last turn adds nothing */
                strbuf line;
                sb_init(&line);
                tpl_render(&line, translation(m, m->plural ? (unsigned long)counts[p] : 1),
                           v.args, v.count);
                say(r, &lines, line.buf);
                sb_release(&line);
                for (size_t i = 0; i < 3; i++)
                    tally_release(&v.lists[i]);
            }
        }
    }
    tpl_set_hero(NULL);
    sb_release(&lines);
}

/* A name of the catalog in every form the messages ask for. */
static void render_name(render *r, const message *m)
{
    bt_name name = { translation(m, 1), strcmp(m->context, "hero name") == 0, 0, NULL };
    strbuf line;
    sb_init(&line);
    for (const char *p = r->forms; *p;) {
        size_t len = strcspn(p, " ");
        char form[32];
        snprintf(form, sizeof form, "%.*s", (int)len, p);
        sb_reset(&line);
        sb_addf(&line, "%-10s ", form);
        name_render(&line, &name, form);
        fprintf(r->out, "  %s\n", line.buf);
        p += len + strspn(p + len, " ");
    }
    sb_release(&line);
}

/* The forms the translations ask of names ({victim:acc}: "acc"), and the
 * plain form, space-separated. */
static char *forms_asked(const catalog_file *c)
{
    strbuf forms;
    sb_init(&forms);
    sb_adds(&forms, "nom bare pl count");
    for (size_t i = 0; i < c->count; i++) {
        const char *context = c->messages[i].context;
        /* The patterns' own forms (an adjective's endings) are not asked
         * of names. */
        if (context && (strncmp(context, "grammar", 7) == 0 || strcmp(context, "adjective") == 0))
            continue;
        const char *s = c->messages[i].str;
        for (const char *p = strchr(s, '{'); p; p = strchr(p + 1, '{')) {
            const char *colon = p + 1 + strspn(p + 1, "abcdefghijklmnopqrstuvwxyz_0123456789");
            if (*colon != ':')
                continue;
            size_t len = strspn(colon + 1, "abcdefghijklmnopqrstuvwxyz.");
            if (!len || colon[1 + len] != '}' || len >= 32)
                continue;
            char form[32];
            snprintf(form, sizeof form, "%.*s", (int)len, colon + 1);
            if (!grammar_genders_have(forms.buf, form, len))
                sb_addf(&forms, " %s", form);
        }
    }
    return sb_detach(&forms);
}

/* Writes "KEYWORD "TEXT"" as a .po file would, on one line. */
static void po_line(FILE *out, const char *keyword, const char *text)
{
    fprintf(out, "%s \"", keyword);
    for (const char *p = text; *p; p++) {
        if (*p == '\n')
            fputs("\\n", out);
        else if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else
            fputc(*p, out);
    }
    fputs("\"\n", out);
}

static void render_message(render *r, const message *m)
{
    fprintf(r->out, "\n");
    if (m->context)
        po_line(r->out, "msgctxt", m->context);
    po_line(r->out, "msgid", m->id);
    if (m->plural)
        po_line(r->out, "msgid_plural", m->plural);
    if (in(name_contexts, m->context))
        render_name(r, m);
    else if (m->context && (strncmp(m->context, "grammar", 7) == 0 ||
                            strcmp(m->context, "adjective") == 0 ||
                            strcmp(m->context, "command") == 0 ||
                            strcmp(m->context, "required forms") == 0))
        fprintf(r->out, "  %s\n", m->str);     /* the grammar, as written */
    else
        render_variants(r, m);
}

/* --- the catalog --- */

/* The bytes of the .mo file at path (checked before by catalog_check_file). */
static bool read_file(const char *path, catalog_file *c)
{
    struct stat st;
    file_problem problem;
    int fd = file_open_regular(path, &st, &problem);
    if (fd < 0)
        return false;
    size_t len = 0;
    c->bytes = (unsigned char *)file_read_all(fd, (size_t)st.st_size, 64u << 20, &len);
    close(fd);
    c->size = len;
    return c->bytes != NULL;
}

/* Compiles po_path with msgfmt into dir/lang/LC_MESSAGES/bloodtrail.mo. */
static bool compile(const char *po_path, const char *dir, const char *lang, strbuf *mo)
{
    sb_addf(mo, "%s/%s", dir, lang);
    mkdir(mo->buf, 0700);
    sb_adds(mo, "/LC_MESSAGES");
    mkdir(mo->buf, 0700);
    sb_adds(mo, "/" PACKAGE ".mo");
    char *argv[] = { "msgfmt", "-o", mo->buf, (char *)po_path, NULL };
    pid_t pid;
    int status = 0;
    return posix_spawnp(&pid, "msgfmt", NULL, NULL, argv, environ) == 0 &&
           waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

bool render_catalog(const char *lang, const char *po_path, const char *localedir, FILE *out,
                    strbuf *error)
{
    char dir[] = "/tmp/bloodtrail-render-XXXXXX";
    bool made = po_path && mkdtemp(dir);
    strbuf mo;
    sb_init(&mo);
    if (po_path && (!made || !compile(po_path, dir, lang, &mo))) {
        tpl_render(error, _("msgfmt could not compile {file} (is gettext installed?)."),
                   &TPL_STR("file", po_path), 1);
    } else if (!po_path) {
        sb_addf(&mo, "%s/%s/LC_MESSAGES/" PACKAGE ".mo", localedir, lang);
    }
    catalog_file c = { 0 };
    bool ok = !error->len && catalog_check_file(mo.buf).ok && read_file(mo.buf, &c);
    if (!ok && !error->len)
        tpl_render(error, _("there is no usable catalog {file}."), &TPL_STR("file", mo.buf), 1);
    if (ok) {
        i18n_init(lang, made ? dir : localedir);
        read_messages(&c);
        render r = { .file = &c, .out = out };
        take_samples(&r);
        r.forms = forms_asked(&c);
        fprintf(out, "# bloodtrail: the catalog of \"%s\" rendered, %zu messages\n", lang,
                c.count);
        for (size_t i = 0; i < c.count; i++)
            render_message(&r, &c.messages[i]);
        free(r.forms);
        for (size_t i = 0; i < r.owned_count; i++)
            free(r.owned[i]);
        release_messages(&c);
    }
    if (made) {
        unlink(mo.buf);
        strbuf sub;
        sb_init(&sub);
        sb_addf(&sub, "%s/%s/LC_MESSAGES", dir, lang);
        rmdir(sub.buf);
        sb_reset(&sub);
        sb_addf(&sub, "%s/%s", dir, lang);
        rmdir(sub.buf);
        sb_release(&sub);
        rmdir(dir);
    }
    sb_release(&mo);
    return ok;
}
