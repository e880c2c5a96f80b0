/* SPDX-License-Identifier: GPL-3.0-or-later */
/* template.c - messages with named placeholders, forms and selections. */
#include "config.h"

#include "text/template.h"

#include <stdio.h>
#include <string.h>
#include <wctype.h>

#include "text/grammar.h"
#include "text/i18n.h"
#include "text/outside.h"
#include "util/utf8.h"
#include "util/xalloc.h"

#define MAX_KEY 32
#define MAX_KEYS 16

static const bt_name *hero;

void tpl_set_hero(const bt_name *name)
{
    hero = name;
}

/* The arguments of a rendering: two lists, so a caller can put its own
 * (a file and a line) before those it was given without copying them. */
typedef struct arg_lists {
    const tpl_arg *lead;
    size_t nlead;
    const tpl_arg *args;
    size_t nargs;
} arg_lists;

/* The keys of a template, each once. */
typedef struct key_set {
    size_t count;
    char keys[MAX_KEYS][MAX_KEY];
} key_set;

/* One walk through a template: rendering it (out), collecting its keys
 * (keys), checking its selections (genders), or all at once. */
typedef struct walker {
    strbuf *out;                 /* NULL: nothing is written */
    const arg_lists *args;       /* NULL when only checking */
    bool source;                 /* an untranslated English original */
    size_t start;                /* where the message begins in out */
    key_set *keys;               /* NULL: keys are not collected */
    const char *genders;         /* NULL: tags are not checked */
    const char *problem;         /* the first thing found wrong */
    bool widest;                 /* every selection writes its widest branch */
    const char *const *keys_allowed;   /* tpl_check: NULL, or the keys it may use */
    const char *const *forms_allowed;  /* tpl_check: NULL, or the words of its forms */
    tpl_fault fault;                   /* tpl_check: what it found */
    char *fault_text;                  /* tpl_check: the placeholder at fault */
    size_t fault_size;
    int depth;                         /* selections open around the walk */
} walker;

static bool is_key_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_';
}

/* Notes the first thing found wrong; returns NULL, for the walk to stop.
 * The problems are said to translators (po-check, and the game's notice of
 * a refused translation, which says them in the player's language). */
static const char *stop(walker *w, const char *problem)
{
    if (!w->problem)
        w->problem = problem;
    return NULL;
}

/* --- arguments --- */

static bool key_is(const char *key, const char *span, size_t len)
{
    return strlen(key) == len && memcmp(key, span, len) == 0;
}

static const tpl_arg *find_in(const tpl_arg *args, size_t nargs, const char *key, size_t len)
{
    for (size_t i = 0; i < nargs; i++)
        if (key_is(args[i].key, key, len))
            return &args[i];
    return NULL;
}

/* The argument for key; the hero stands ready for {hero}. */
static const tpl_arg *find_arg(const walker *w, const char *key, size_t len, tpl_arg *spare)
{
    if (!w->args)
        return NULL;
    const tpl_arg *arg = find_in(w->args->lead, w->args->nlead, key, len);
    if (!arg)
        arg = find_in(w->args->args, w->args->nargs, key, len);
    if (!arg && hero && key_is("hero", key, len)) {
        *spare = TPL_NAME("hero", hero);
        arg = spare;
    }
    return arg;
}

static bool add_key(walker *w, const char *key, size_t len)
{
    if (!w->keys)
        return true;
    key_set *set = w->keys;
    for (size_t i = 0; i < set->count; i++)
        if (key_is(set->keys[i], key, len))
            return true;
    if (set->count == MAX_KEYS) {
        stop(w, N_("more than 16 different placeholders"));
        return false;
    }
    memcpy(set->keys[set->count], key, len);
    set->keys[set->count++][len] = '\0';
    return true;
}

/* --- lists: "a goblin and two wolves" --- */

static void render_group(strbuf *out, const tally_group *g, const char *form, bool source)
{
    if (g->count == 1) {
        name_render(out, &g->name, form);
        return;
    }
    /* Several: counted, the name in its "count" form in the list's case. */
    const char *dot = form ? strrchr(form, '.') : NULL;
    const char *kase = dot ? dot + 1 : form;
    char counted[48] = "count";
    if (kase && strcmp(kase, "a") != 0 && strcmp(kase, "the") != 0 &&
        strcmp(kase, "bare") != 0 && strcmp(kase, "pl") != 0 && strcmp(kase, "count") != 0 &&
        strlen(kase) < sizeof counted - 6) {
        strcat(counted, ".");
        strcat(counted, kase);
    }
    bt_name name = g->name;
    name.form = counted;
    tpl_arg args[] = { TPL_INT("n", (long)g->count), TPL_NAME("name", &name) };
    const char *tmpl = grammar_counted(g->count, source);
    if (source)
        tpl_render_source(out, tmpl, args, 2);
    else
        tpl_render(out, tmpl, args, 2);
}

/* Joins the groups from the last: "{a} and {b}", then "{a}, {b}" before. */
static void render_list(strbuf *out, const tally *t, const char *form, bool source)
{
    if (t->count == 0)
        return;
    strbuf tail, item, joined;
    sb_init(&tail);
    sb_init(&item);
    sb_init(&joined);
    render_group(&tail, &t->groups[t->count - 1], form, source);
    for (size_t i = t->count - 1; i-- > 0;) {
        sb_reset(&item);
        render_group(&item, &t->groups[i], form, source);
        const char *join = t->count == 2        ? grammar_list_pair(source)
                           : i == t->count - 2 ? grammar_list_last(source)
                                               : grammar_list_middle(source);
        tpl_arg args[] = { TPL_STR("a", item.buf), TPL_STR("b", tail.buf) };
        sb_reset(&joined);
        tpl_render(&joined, join, args, 2);
        sb_reset(&tail);
        sb_add(&tail, joined.buf, joined.len);
    }
    sb_add(out, tail.buf, tail.len);
    sb_release(&joined);
    sb_release(&item);
    sb_release(&tail);
}

/* --- values --- */

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

static void render_value(walker *w, const tpl_arg *arg, const char *form, size_t form_len)
{
    strbuf *out = w->out;
    size_t start = out->len;
    bool at_start = !has_letter(out->buf + w->start);
    char f[MAX_KEY];
    memcpy(f, form, form_len);
    f[form_len] = '\0';
    switch (arg->type) {
    case TPL_INT:
        sb_addint(out, arg->v.i);
        return;
    case TPL_STR:
        outside_add(out, arg->v.s, OUTSIDE_LINE);
        return;
    case TPL_VALUE:
        outside_add_quoted(out, arg->v.s, OUTSIDE_QUOTE_COLUMNS);
        return;
    case TPL_NAME:
        if (w->source)
            name_render_source(out, arg->v.name, form_len ? f : NULL);
        else
            name_render(out, arg->v.name, form_len ? f : NULL);
        clean_tail(out, start);
        break;
    case TPL_LIST:
        render_list(out, arg->v.list, form_len ? f : "nom", w->source);
        break;
    }
    if (at_start)
        utf8_capitalize_at(out, start);
}

/* --- selections --- */

static bool tally_plural(const tally *t)
{
    return tally_total(t) > 1 || (t->count == 1 && name_is_plural(&t->groups[0].name));
}

/* The gender every name of the list shares, or NULL. */
static const char *tally_gender(const tally *t, size_t *len)
{
    const char *gender = NULL;
    for (size_t i = 0; i < t->count; i++) {
        size_t l = 0;
        const char *g = name_gender(&t->groups[i].name, &l);
        if (!g || (gender && (l != *len || memcmp(g, gender, l) != 0)))
            return NULL;
        gender = g;
        *len = l;
    }
    return gender;
}

static bool is_number(const char *tag, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (tag[i] < '0' || tag[i] > '9')
            return false;
    return len > 0 && len < 10;
}

/* Whether arg has the tag. */
static bool has_tag(const tpl_arg *arg, const char *tag, size_t len)
{
    if (!arg)
        return false;
    bool plural = false;
    const char *gender = NULL;
    size_t gender_len = 0;
    switch (arg->type) {
    case TPL_INT: {
        if (!is_number(tag, len))
            return false;
        long n = 0;
        for (size_t i = 0; i < len; i++)
            n = n * 10 + (tag[i] - '0');
        return n == arg->v.i;
    }
    case TPL_STR:
    case TPL_VALUE:
        return false;
    case TPL_NAME:
        plural = name_is_plural(arg->v.name);
        gender = name_gender(arg->v.name, &gender_len);
        break;
    case TPL_LIST:
        plural = tally_plural(arg->v.list);
        gender = tally_gender(arg->v.list, &gender_len);
        break;
    }
    if (key_is("pl", tag, len))
        return plural;
    if (key_is("sg", tag, len))
        return !plural;
    return gender && gender_len == len && memcmp(gender, tag, len) == 0;
}

static bool known_tag(const walker *w, const char *tag, size_t len)
{
    return !w->genders || key_is("pl", tag, len) || key_is("sg", tag, len) ||
           is_number(tag, len) || grammar_genders_have(w->genders, tag, len);
}

/* Reads the tags of a branch ("f,n:"); returns what follows the ':', or p
 * itself for a branch without tags. *chosen tells whether arg has one. */
static const char *read_tags(walker *w, const char *p, const tpl_arg *arg, bool *tagged,
                             bool *chosen)
{
    const char *q = p;
    while ((*q >= 'a' && *q <= 'z') || (*q >= '0' && *q <= '9') || *q == ',')
        q++;
    *tagged = q > p && *q == ':';
    *chosen = false;
    if (!*tagged)
        return p;
    for (const char *tag = p; tag < q;) {
        size_t len = strcspn(tag, ",:");
        if (!len)
            return stop(w, N_("an empty tag in a selection"));
        if (!known_tag(w, tag, len))
            return stop(w, N_("a selection chooses by a tag that is no gender of the catalog's "
                           "\"grammar\" genders, nor pl, sg or a number"));
        *chosen |= has_tag(arg, tag, len);
        tag += len + (tag[len] == ',');
    }
    return q + 1;
}

static const char *walk(walker *w, const char *p, bool in_branch);

/* A selection, from just after its '?'; returns what follows its '}'. */
static const char *walk_selection(walker *w, const char *p, const tpl_arg *arg)
{
    /* A language needs two or three levels (a gender in a number); the walk
     * recurses once a level, so a catalog nested thousands deep would
     * overflow the stack. */
    if (w->depth >= TPL_MAX_DEPTH)
        /* TRANSLATORS: a selection is {key?TAGS:TEXT|TEXT} (see the
           translator section of the README). */
        return stop(w, N_("selections nested more than 32 deep"));
    bool done = false, defaulted = false;
    strbuf best;              /* the widest branch so far, when w->widest */
    sb_init(&best);
    for (;;) {
        if (defaulted) {
            sb_release(&best);
            return stop(w, N_("a branch after the default of a selection (the default, "
                           "without a tag, comes last)"));
        }
        bool tagged, chosen;
        p = read_tags(w, p, arg, &tagged, &chosen);
        if (!p) {
            sb_release(&best);
            return NULL;
        }
        defaulted = !tagged;
        bool take = !done && (chosen || !tagged);
        done |= take;
        walker branch = *w;
        branch.depth = w->depth + 1;
        strbuf alone;
        sb_init(&alone);
        if (w->widest && w->out)
            branch.out = &alone;
        else if (!take)
            branch.out = NULL;
        p = walk(&branch, p, true);
        w->problem = branch.problem;
        w->fault = branch.fault;
        if (branch.out == &alone && (!best.len || utf8_width(alone.buf) > utf8_width(best.buf))) {
            sb_reset(&best);
            sb_add(&best, alone.buf, alone.len);
        }
        sb_release(&alone);
        if (!p) {
            sb_release(&best);
            return NULL;
        }
        if (*p == '}') {
            if (w->widest && w->out)
                sb_add(w->out, best.buf, best.len);
            sb_release(&best);
            if (!defaulted)
                return stop(w, N_("a selection without a default (a last branch without a tag)"));
            return p + 1;
        }
        p++;              /* the '|' before the next branch */
    }
}

static bool in_list(const char *const *list, const char *s, size_t len)
{
    for (size_t i = 0; list && list[i]; i++)
        if (strlen(list[i]) == len && memcmp(list[i], s, len) == 0)
            return true;
    return false;
}

/* Whether every dot-separated word of a form is one of words. */
static bool form_allowed(const char *const *words, const char *form, size_t len)
{
    for (const char *p = form, *end = form + len; p < end;) {
        const char *dot = memchr(p, '.', (size_t)(end - p));
        size_t word = (size_t)((dot ? dot : end) - p);
        if (!in_list(words, p, word))
            return false;
        p += word + 1;
    }
    return true;
}

/* Notes what tpl_check found at the placeholder that starts at slot ('{'),
 * as written up to its '}'; returns NULL, for the walk to stop. */
static const char *fault(walker *w, tpl_fault what, const char *slot)
{
    w->fault = what;
    if (w->fault_size) {
        size_t len = strcspn(slot, "}");
        snprintf(w->fault_text, w->fault_size, "%.*s%s", (int)len, slot, slot[len] ? "}" : "");
    }
    return stop(w, N_("a placeholder it may not use"));
}

/* A placeholder or a selection, from just after its '{'. */
static const char *walk_slot(walker *w, const char *p)
{
    const char *key = p;
    while (is_key_char(*p))
        p++;
    size_t key_len = (size_t)(p - key);
    if (key_len == 0 || key_len >= MAX_KEY)
        return stop(w, N_("a placeholder without a name, or with a name too long"));
    if (!add_key(w, key, key_len))
        return NULL;
    if (w->keys_allowed && !in_list(w->keys_allowed, key, key_len))
        return fault(w, TPL_UNKNOWN_KEY, key - 1);
    tpl_arg spare;
    const tpl_arg *arg = find_arg(w, key, key_len, &spare);
    if (*p == '?')
        return walk_selection(w, p + 1, arg);
    const char *form = p;
    size_t form_len = 0;
    if (*p == ':') {
        form = ++p;
        while (is_key_char(*p) || *p == '.')
            p++;
        form_len = (size_t)(p - form);
        if (form_len == 0 || form_len >= MAX_KEY)
            return stop(w, N_("a placeholder with an empty or too long form"));
        if (w->forms_allowed && !form_allowed(w->forms_allowed, form, form_len))
            return fault(w, TPL_UNKNOWN_FORM, key - 1);
    }
    if (*p != '}')
        return stop(w, N_("an unbalanced brace, or a placeholder with a space or other "
                       "character in its name"));
    if (w->out) {
        if (arg)
            render_value(w, arg, form, form_len);
        else
            sb_add(w->out, key - 1, (size_t)(p + 1 - (key - 1)));
    }
    return p + 1;
}

/* Walks text until its end, or inside a branch until the '|' or '}' that
 * ends the branch; returns where it stopped, NULL when malformed. */
static const char *walk(walker *w, const char *p, bool in_branch)
{
    const char *stops = in_branch ? "{}|" : "{}";
    for (;;) {
        const char *special = strpbrk(p, stops);
        if (!special) {
            if (in_branch)
                return stop(w, N_("a selection without its closing brace"));
            if (w->out)
                sb_adds(w->out, p);
            return p + strlen(p);
        }
        if (w->out)
            sb_add(w->out, p, (size_t)(special - p));
        char c = *special;
        if (special[1] == c) {            /* "{{", "}}", "||" */
            if (w->out)
                sb_addc(w->out, c);
            p = special + 2;
            continue;
        }
        if (c == '{') {
            p = walk_slot(w, special + 1);
            if (!p)
                return NULL;
            continue;
        }
        if (in_branch)
            return special;               /* '|' or '}' */
        return stop(w, N_("an unbalanced brace (write {{ and }} for braces)"));
    }
}

static void render(strbuf *out, const char *tmpl, const arg_lists *a, bool source)
{
    walker w = { out, a, source, out->len, NULL, NULL, NULL, false };
    if (walk(&w, tmpl, false))
        return;
    /* A malformed template (a broken original; translations are checked
     * before use) shows as it stands. */
    sb_truncate(out, w.start);
    sb_adds(out, tmpl);
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

/* --- checks --- */

static bool collect_keys(const char *text, key_set *set)
{
    set->count = 0;
    walker w = { NULL, NULL, false, 0, set, NULL, NULL, false };
    return walk(&w, text, false) != NULL;
}

bool tpl_is_valid(const char *text)
{
    key_set set;
    return collect_keys(text, &set);
}

const char *tpl_problem_in(const char *text, const char *genders)
{
    walker w = { NULL, NULL, false, 0, NULL, genders, NULL, false };
    return walk(&w, text, false) ? NULL : w.problem;
}

void tpl_widest(strbuf *out, const char *text)
{
    walker w = { out, NULL, false, out->len, NULL, NULL, NULL, true };
    if (!walk(&w, text, false)) {
        sb_truncate(out, w.start);
        sb_adds(out, text);
    }
}

const char *tpl_problem(const char *text)
{
    return tpl_problem_in(text, grammar_genders());
}

static bool key_set_has(const key_set *set, const char *key)
{
    for (size_t i = 0; i < set->count; i++)
        if (strcmp(set->keys[i], key) == 0)
            return true;
    return false;
}

/* Whether every key of a is in b, leaving out skip and {hero} (when
 * hero_free). */
static bool keys_within(const key_set *a, const key_set *b, const char *skip, bool hero_free)
{
    for (size_t i = 0; i < a->count; i++) {
        const char *key = a->keys[i];
        if ((skip && strcmp(key, skip) == 0) || (hero_free && strcmp(key, "hero") == 0))
            continue;
        if (!key_set_has(b, key))
            return false;
    }
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

tpl_fault tpl_check(const char *text, const char *const *keys, const char *const *forms,
                    char *what, size_t size)
{
    static const char *const none[] = { NULL };
    walker w = { .genders = grammar_genders(), .keys_allowed = keys ? keys : none,
                 .forms_allowed = forms, .fault = TPL_FINE, .fault_text = what,
                 .fault_size = size };
    if (walk(&w, text, false))
        return TPL_FINE;
    return w.fault != TPL_FINE ? w.fault : TPL_MALFORMED;
}

/* Collects the keys of a translation and checks its selections' tags
 * against the catalog's genders in one walk (what collect_keys and
 * tpl_problem find apart): false when either finds it wrong. */
static bool collect_checked_keys(const char *translation, key_set *set)
{
    set->count = 0;
    walker w = { NULL, NULL, false, 0, set, grammar_genders(), NULL, false };
    return walk(&w, translation, false) != NULL;
}

bool tpl_matches(const char *original, const char *translation)
{
    key_set want, got;
    return collect_keys(original, &want) && collect_checked_keys(translation, &got) &&
           keys_within(&want, &got, NULL, false) && keys_within(&got, &want, NULL, true);
}

bool tpl_matches_plural(const char *singular, const char *plural, const char *translation)
{
    key_set one, many, got;
    if (!collect_keys(singular, &one) || !collect_keys(plural, &many) ||
        !collect_checked_keys(translation, &got))
        return false;
    for (size_t i = 0; i < one.count; i++)
        if (!key_set_has(&many, one.keys[i]) && many.count < MAX_KEYS)
            strcpy(many.keys[many.count++], one.keys[i]);
    return keys_within(&got, &many, NULL, true) && keys_within(&many, &got, "n", false);
}

void tpl_form_cases(const char *text, strbuf *out)
{
    for (const char *p = strchr(text, '{'); p; p = strchr(p + 1, '{')) {
        const char *q = p + 1;
        while (is_key_char(*q))
            q++;
        if (q == p + 1 || *q != ':')
            continue;
        const char *form = ++q;
        while ((*q >= 'a' && *q <= 'z') || *q == '.')
            q++;
        char kase[MAX_KEY];
        if (*q != '}' || !name_form_case(form, (size_t)(q - form), kase, sizeof kase) ||
            grammar_genders_have(out->buf, kase, strlen(kase)))
            continue;
        sb_addf(out, "%s%s", out->len ? " " : "", kase);
    }
}
