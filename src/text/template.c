/* template.c - messages with named placeholders. */
#include "config.h"

#include "text/template.h"

#include <string.h>
#include <wctype.h>

#include "text/outside.h"
#include "util/utf8.h"
#include "util/xalloc.h"

#define MAX_KEY 32
#define MAX_KEYS 16

/* One placeholder: the key and the optional form, as spans of the template. */
typedef struct slot {
    const char *key;
    size_t key_len;
    const char *form;
    size_t form_len;
} slot;

static bool is_key_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_';
}

/* Parses the placeholder that starts at p (just after '{'); returns the
 * character after its '}', or NULL when it is malformed. */
static const char *parse_slot(const char *p, slot *s)
{
    s->key = p;
    while (is_key_char(*p))
        p++;
    s->key_len = (size_t)(p - s->key);
    s->form = NULL;
    s->form_len = 0;
    if (*p == ':') {
        s->form = ++p;
        while (is_key_char(*p))
            p++;
        s->form_len = (size_t)(p - s->form);
        if (s->form_len == 0)
            return NULL;
    }
    if (*p != '}' || s->key_len == 0 || s->key_len >= MAX_KEY || s->form_len >= MAX_KEY)
        return NULL;
    return p + 1;
}

static const tpl_arg *find_arg(const slot *s, const tpl_arg *args, size_t nargs)
{
    for (size_t i = 0; i < nargs; i++)
        if (strlen(args[i].key) == s->key_len && memcmp(args[i].key, s->key, s->key_len) == 0)
            return &args[i];
    return NULL;
}

/* Cleans what was appended to out from start on (a name's form, which came
 * from a data file, a save or a plugin); clean text is left in place. */
static void clean_tail(strbuf *out, size_t start)
{
    if (outside_find(out->buf + start, OUTSIDE_LINE) < 0)
        return;
    char *raw = xstrdup(out->buf + start);
    sb_truncate(out, start);
    outside_add(out, raw, OUTSIDE_LINE);
    free(raw);
}

static void render_slot(strbuf *out, const slot *s, const tpl_arg *arg, bool at_start,
                        bool source)
{
    size_t start = out->len;
    switch (arg->type) {
    case TPL_INT:
        sb_addint(out, arg->v.i);
        break;
    case TPL_STR:
        outside_add(out, arg->v.s, OUTSIDE_LINE);
        break;
    case TPL_VALUE:
        outside_add_quoted(out, arg->v.s, OUTSIDE_QUOTE_COLUMNS);
        break;
    case TPL_NAME: {
        char form[MAX_KEY];
        memcpy(form, s->form ? s->form : "nom", s->form ? s->form_len : 3);
        form[s->form ? s->form_len : 3] = '\0';
        if (source)
            name_render_source(out, arg->v.name, form);
        else
            name_render(out, arg->v.name, form);
        clean_tail(out, start);
        if (at_start)
            utf8_capitalize_at(out, start);
        break;
    }
    }
}

/* Whether text holds a letter or digit: before the first one, a name opens
 * the sentence ("¡{name}...!", "„{name}“ ..."). */
static bool has_letter(const char *text)
{
    while (*text) {
        wint_t c;
        size_t len = utf8_decode(text, &c);
        if (!len)
            return true;
        if (iswalnum(c))
            return true;
        text += len;
    }
    return false;
}

/* The arguments of a rendering: two lists, so a caller can put its own
 * (a file and a line) before those it was given without copying them. */
typedef struct arg_lists {
    const tpl_arg *lead;
    size_t nlead;
    const tpl_arg *args;
    size_t nargs;
} arg_lists;

static void render(strbuf *out, const char *tmpl, const arg_lists *a, bool source)
{
    size_t start = out->len;
    const char *p = tmpl;
    while (*p) {
        const char *brace = strpbrk(p, "{}");
        if (!brace) {
            sb_adds(out, p);
            return;
        }
        sb_add(out, p, (size_t)(brace - p));
        if (brace[0] == brace[1]) {         /* "{{" or "}}" */
            sb_addc(out, brace[0]);
            p = brace + 2;
            continue;
        }
        slot s;
        const char *next = brace[0] == '{' ? parse_slot(brace + 1, &s) : NULL;
        const tpl_arg *arg = NULL;
        if (next && !(arg = find_arg(&s, a->lead, a->nlead)))
            arg = find_arg(&s, a->args, a->nargs);
        if (!arg) {
            sb_addc(out, brace[0]);
            p = brace + 1;
            continue;
        }
        render_slot(out, &s, arg, !has_letter(out->buf + start), source);
        p = next;
    }
}

void tpl_render(strbuf *out, const char *tmpl, const tpl_arg *args, size_t nargs)
{
    render(out, tmpl, &(arg_lists){ NULL, 0, args, nargs }, false);
}

void tpl_render_source(strbuf *out, const char *tmpl, const tpl_arg *args, size_t nargs)
{
    render(out, tmpl, &(arg_lists){ NULL, 0, args, nargs }, true);
}

void tpl_render_led(strbuf *out, const char *tmpl, const tpl_arg *lead, size_t nlead,
                    const tpl_arg *args, size_t nargs)
{
    render(out, tmpl, &(arg_lists){ lead, nlead, args, nargs }, false);
}

/* The keys of a template, each once; false when it is malformed. */
typedef struct key_set {
    size_t count;
    char keys[MAX_KEYS][MAX_KEY];
} key_set;

static bool key_set_has(const key_set *set, const char *key)
{
    for (size_t i = 0; i < set->count; i++)
        if (strcmp(set->keys[i], key) == 0)
            return true;
    return false;
}

static bool collect_keys(const char *text, key_set *set)
{
    set->count = 0;
    const char *p = text;
    while ((p = strpbrk(p, "{}"))) {
        if (p[0] == p[1]) {
            p += 2;
            continue;
        }
        slot s;
        const char *next = p[0] == '{' ? parse_slot(p + 1, &s) : NULL;
        if (!next)
            return false;
        char key[MAX_KEY];
        memcpy(key, s.key, s.key_len);
        key[s.key_len] = '\0';
        if (!key_set_has(set, key)) {
            if (set->count == MAX_KEYS)
                return false;
            strcpy(set->keys[set->count++], key);
        }
        p = next;
    }
    return true;
}

bool tpl_is_valid(const char *text)
{
    key_set set;
    return collect_keys(text, &set);
}

/* Whether every key of a is in b, leaving out skip (may be NULL). */
static bool keys_within(const key_set *a, const key_set *b, const char *skip)
{
    for (size_t i = 0; i < a->count; i++)
        if (!(skip && strcmp(a->keys[i], skip) == 0) && !key_set_has(b, a->keys[i]))
            return false;
    return true;
}

bool tpl_keys_within(const char *text, const char *const *allowed)
{
    key_set set;
    if (!collect_keys(text, &set))
        return false;
    for (size_t i = 0; i < set.count; i++) {
        bool known = false;
        for (size_t j = 0; allowed && allowed[j]; j++)
            known |= strcmp(set.keys[i], allowed[j]) == 0;
        if (!known)
            return false;
    }
    return true;
}

bool tpl_matches(const char *original, const char *translation)
{
    key_set want, got;
    return collect_keys(original, &want) && collect_keys(translation, &got) &&
           keys_within(&want, &got, NULL) && keys_within(&got, &want, NULL);
}

bool tpl_matches_plural(const char *singular, const char *plural, const char *translation)
{
    key_set one, many, got;
    if (!collect_keys(singular, &one) || !collect_keys(plural, &many) ||
        !collect_keys(translation, &got))
        return false;
    for (size_t i = 0; i < one.count; i++)
        if (!key_set_has(&many, one.keys[i]) && many.count < MAX_KEYS)
            strcpy(many.keys[many.count++], one.keys[i]);
    return keys_within(&got, &many, NULL) && keys_within(&many, &got, "n");
}
