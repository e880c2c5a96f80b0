/* SPDX-License-Identifier: GPL-3.0-or-later */
/* po-check.c - checks translation catalogs with the game's own template rules.
 *
 *   po-check [--pot TEMPLATE] CATALOG.po...
 *   po-check --forms CATALOG.po...     (the forms each catalog asks of names)
 *
 * For every message of a catalog: it must be translated (every plural form),
 * not fuzzy, with the same placeholders as the original (the very check the
 * game makes before it uses a translation: tpl_matches and
 * tpl_matches_plural from src/text/template.c), and, when every line of the
 * original fits an 80-column screen, so must every line of the translation.
 * An effect's label ("effect label") must fit its 8 columns of the status
 * bar. The header must declare UTF-8. With --pot, a message of the template that
 * the catalog lacks is reported too (the catalog needs "make -C po update-po"),
 * with the place of its text in the sources when the template gives it.
 *
 * Each problem is one line on stdout: FILE:LINE: msgid "TEXT": PROBLEM.
 * Exit status: 0 when nothing was found, 1 when something was, 2 when a file
 * could not be read.
 */
#include "config.h"

#include <errno.h>
#include <gettext-po.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/effect.h"
#include "text/grammar.h"
#include "text/name.h"
#include "text/adjective.h"
#include "text/template.h"
#include "util/strbuf.h"
#include "util/utf8.h"
#include "util/xalloc.h"

#define SCREEN_COLUMNS 80
#define SHOWN_COLUMNS 60

/* The catalog being checked: its name, the line of each entry, counts. */
typedef struct catalog {
    const char *path;
    size_t *lines;        /* line of the n-th entry (msgctxt or msgid) */
    size_t line_count;
    bool lines_usable;    /* the entries matched the messages one to one */
    size_t problems;
    bool unreadable;
    char *genders;        /* the catalog's own "grammar" genders ("m f n") */
    char *required;       /* its "required forms" ("acc"; "" for none) */
    char *patterns[5];    /* its patterns: proper, common, m, f, n (NULL: none) */
    strbuf known;         /* every case its patterns and messages use */
    bool host;            /* it declares a grammar (a plugin's catalog does not) */
    char *adjective;      /* its "grammar: adjective" pattern (the English one
                             when it has none) */
} catalog;

static catalog *reading;  /* for the libgettextpo error handlers */

/* libgettextpo keeps some of what po_file_read allocates until the process
 * ends; under LeakSanitizer (configure --enable-sanitizers) that is not ours
 * to report. Without the sanitizer these functions are never called. */
const char *__lsan_default_suppressions(void);
const char *__lsan_default_options(void);
const char *__lsan_default_suppressions(void)
{
    return "leak:libgettextpo\n";
}
const char *__lsan_default_options(void)
{
    return "print_suppressions=0";
}

/* ------------------------------------------------------------------ */
/* Reading */

static void report_read_error(int severity, po_message_t message, const char *filename,
                              size_t lineno, size_t column, int multiline,
                              const char *text)
{
    (void)message;
    (void)column;
    (void)multiline;
    if (filename && lineno != (size_t)-1)
        printf("%s:%zu: %s", filename, lineno, text);
    else
        printf("%s: %s", filename ? filename : reading->path, text);
    if (!*text || text[strlen(text) - 1] != '\n')
        putchar('\n');
    if (severity != PO_SEVERITY_WARNING) {
        reading->problems++;
        reading->unreadable = true;
    }
    if (severity == PO_SEVERITY_FATAL_ERROR)
        exit(2);
}

static void report_read_error2(int severity, po_message_t message1, const char *filename1,
                               size_t lineno1, size_t column1, int multiline1,
                               const char *text1, po_message_t message2,
                               const char *filename2, size_t lineno2, size_t column2,
                               int multiline2, const char *text2)
{
    int first = severity == PO_SEVERITY_FATAL_ERROR ? PO_SEVERITY_ERROR : severity;
    report_read_error(first, message1, filename1, lineno1, column1, multiline1, text1);
    report_read_error(severity, message2, filename2, lineno2, column2, multiline2, text2);
}

static const struct po_xerror_handler read_handler = {
    .xerror = report_read_error,
    .xerror2 = report_read_error2,
};

/* libgettextpo does not tell where a message stands in the file, so the
 * entries are found by reading it: each starts at its msgctxt or msgid
 * (obsolete ones behind "#~ "). */
static void find_entry_lines(catalog *cat)
{
    FILE *f = fopen(cat->path, "r");
    if (!f)
        return;
    size_t cap = 0, number = 0;
    char *text = NULL;
    size_t text_cap = 0;
    bool after_msgctxt = false;
    while (getline(&text, &text_cap, f) >= 0) {
        number++;
        const char *p = strncmp(text, "#~ ", 3) == 0 ? text + 3 : text;
        bool ctxt = strncmp(p, "msgctxt ", 8) == 0;
        bool id = strncmp(p, "msgid ", 6) == 0;
        if (id && after_msgctxt) {
            after_msgctxt = false;
            continue;
        }
        if (!ctxt && !id)
            continue;
        after_msgctxt = ctxt;
        cat->lines = xgrow(cat->lines, &cap, cat->line_count + 1, sizeof *cat->lines);
        cat->lines[cat->line_count++] = number;
    }
    free(text);
    fclose(f);
}

static po_file_t read_catalog(catalog *cat)
{
    reading = cat;
    FILE *probe = fopen(cat->path, "r");
    if (!probe) {
        printf("%s: cannot open the catalog: %s\n", cat->path, strerror(errno));
        cat->problems++;
        cat->unreadable = true;
        return NULL;
    }
    fclose(probe);
    po_file_t file = po_file_read(cat->path, &read_handler);
    if (file)
        find_entry_lines(cat);
    return file;
}

/* ------------------------------------------------------------------ */
/* Reporting */

/* Appends text as a C string would show it, cut after SHOWN_COLUMNS. */
static void add_shown(strbuf *out, const char *text)
{
    size_t columns = 0;
    for (const char *p = text; *p; p++) {
        if (columns >= SHOWN_COLUMNS) {
            sb_adds(out, "...");
            return;
        }
        if (*p == '\n') {
            sb_adds(out, "\\n");
            columns += 2;
        } else if (*p == '"' || *p == '\\') {
            sb_addc(out, '\\');
            sb_addc(out, *p);
            columns += 2;
        } else {
            sb_addc(out, *p);
            if ((*p & 0xC0) != 0x80)
                columns++;
        }
    }
}

static void problem(catalog *cat, size_t line, po_message_t msg, const char *text)
{
    strbuf out;
    sb_init(&out);
    sb_adds(&out, cat->path);
    if (line)
        sb_addf(&out, ":%zu", line);
    sb_adds(&out, ": msgid \"");
    add_shown(&out, po_message_msgid(msg));
    sb_addc(&out, '"');
    const char *context = po_message_msgctxt(msg);
    if (context) {
        sb_adds(&out, " (context \"");
        add_shown(&out, context);
        sb_adds(&out, "\")");
    }
    sb_adds(&out, ": ");
    sb_adds(&out, text);
    puts(out.buf);
    sb_release(&out);
    cat->problems++;
}

/* "{name} {n}": the placeholder keys of a template, for the message only
 * (the verdict is tpl_matches'). */
static void add_keys(strbuf *out, const char *text)
{
    size_t start = out->len;
    for (const char *p = text; (p = strchr(p, '{')); ) {
        if (p[1] == '{') {
            p += 2;
            continue;
        }
        size_t n = strcspn(p + 1, ":}");
        if (p[1 + n] != ':' && p[1 + n] != '}')
            break;
        strbuf key;
        sb_init(&key);
        sb_addc(&key, '{');
        sb_add(&key, p + 1, n);
        sb_addc(&key, '}');
        if (!strstr(out->buf + start, key.buf)) {
            if (out->len > start)
                sb_addc(out, ' ');
            sb_adds(out, key.buf);
        }
        sb_release(&key);
        p += 1 + n;
    }
    if (out->len == start)
        sb_adds(out, "none");
}

/* ------------------------------------------------------------------ */
/* The checks of one message */

static size_t widest_line(const char *text)
{
    size_t widest = 0;
    char *copy = xstrdup(text);
    char *save = NULL;
    for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        size_t w = utf8_width(line);
        if (w > widest)
            widest = w;
    }
    free(copy);
    return widest;
}

/* The first line of text wider than the screen (1-based), or 0; lines end
 * at any of the characters in breaks. */
static size_t first_wide_line(const char *text, const char *breaks, size_t *width)
{
    size_t number = 0;
    const char *p = text;
    for (;;) {
        number++;
        size_t len = strcspn(p, breaks);
        char *line = xmalloc(len + 1);
        memcpy(line, p, len);
        line[len] = '\0';
        *width = utf8_width(line);
        free(line);
        if (*width > SCREEN_COLUMNS)
            return number;
        if (!p[len])
            return 0;
        p += len + 1;
    }
}

/* Names and patterns are items between "|", shown one at a time. */
static bool is_name_context(const char *context)
{
    static const char *const names[] = { "creature", "item", "skill", "class",
                                         "class (female hero)", "area", "quest",
                                         "effect name", "trap name", NULL };
    for (size_t i = 0; context && names[i]; i++)
        if (strcmp(context, names[i]) == 0)
            return true;
    return false;
}

static bool is_pattern_context(const char *context)
{
    return context && strncmp(context, "grammar: ", 9) == 0;
}

/* Adjectives (appearances) and their patterns have a grammar of their own
 * (text/adjective.h). */
static bool is_adjective_context(const char *context)
{
    return context && (strcmp(context, "adjective") == 0 ||
                       strncmp(context, "grammar: adjective", 18) == 0);
}

static void check_width(catalog *cat, size_t line, po_message_t msg, const char *original,
                        const char *translation, const char *form)
{
    /* An effect's description is word-wrapped where it is shown. */
    const char *wrapped = po_message_msgctxt(msg);
    if (wrapped && strcmp(wrapped, "effect description") == 0)
        return;
    /* A selection shows one branch: the widest is measured. */
    strbuf widest;
    sb_init(&widest);
    tpl_widest(&widest, original);
    size_t original_width = widest_line(widest.buf);
    sb_reset(&widest);
    tpl_widest(&widest, translation);
    const char *context = po_message_msgctxt(msg);
    bool forms = is_name_context(context) || is_pattern_context(context) ||
                 is_adjective_context(context);
    size_t width;
    size_t number = original_width > SCREEN_COLUMNS
                        ? 0   /* the original leaves the wrapping to the terminal too */
                        : first_wide_line(forms ? translation : widest.buf,
                                          forms ? "\n|" : "\n", &width);
    sb_release(&widest);
    if (!number)
        return;
    strbuf text;
    sb_init(&text);
    sb_addf(&text, "%sline %zu of the translation is %zu columns wide; it must fit an "
            "80-column screen, as the original does (break the line with \\n or say it "
            "shorter)", form, number, width);
    problem(cat, line, msg, text.buf);
    sb_release(&text);
}

/* The pattern of a name's gender in the catalog (NULL: none). */
static const char *gender_pattern(const catalog *cat, const char *forms)
{
    bt_name name = { forms, false, 0, NULL };
    size_t len = 0;
    const char *g = name_gender(&name, &len);
    const char *at = g && len == 1 ? strchr("mfn", g[0]) : NULL;
    return at && *at ? cat->patterns[2 + (at - "mfn")] : cat->patterns[1];
}

/* What a well-formed name lacks for the catalog's sentences, or NULL: a
 * gender, a required form, a case anything uses. */
static const char *name_lack(const catalog *cat, const char *context, const char *str)
{
    static char said[512];
    char which[64];
    strbuf required;
    sb_init(&required);
    grammar_required_in(cat->required, context, &required);
    const char *lack = name_entry_lacks(str, cat->genders, required.buf,
                                        gender_pattern(cat, str), cat->patterns[1], which,
                                        sizeof which);
    sb_release(&required);
    if (!lack && cat->host)
        lack = name_entry_unknown_form(str, cat->known.buf, which, sizeof which);
    if (!lack)
        return NULL;
    if (strstr(lack, "gender"))
        snprintf(said, sizeof said, "%s; the catalog's genders are \"%s\"", lack, cat->genders);
    else
        snprintf(said, sizeof said, "%s: \"%s\"", lack, which);
    return said;
}

/* What the grammar of names says is wrong with a name, a pattern or a
 * label, or NULL. */
static const char *grammar_problem(const catalog *cat, const char *context, const char *str)
{
    static const char *const pattern_keys[] = { "name", "pl", "count", "stem", NULL };
    if (context && strcmp(context, "adjective") == 0)
        return adj_entry_problem(str, cat->adjective);
    if (context && strcmp(context, "grammar: adjective") == 0)
        return adj_pattern_problem(str);
    if (context && strncmp(context, "grammar: adjective phrase", 25) == 0)
        return adj_phrase_problem(str, cat->adjective);
    if (is_pattern_context(context)) {
        if (!tpl_keys_within(str, pattern_keys))
            return "a pattern may use only {name}, {pl}, {count} and {stem}";
        return name_pattern_problem(str);
    }
    if (is_name_context(context)) {
        const char *broken = name_entry_problem(str, cat->genders);
        return broken ? broken : name_lack(cat, context, str);
    }
    const char *broken = tpl_problem_in(str, cat->genders);
    /* A message the game would refuse says so, as a placeholder mismatch does. */
    if (broken) {
        static char said[256];
        snprintf(said, sizeof said, "%s; the game would refuse the translation and show the "
                 "original", broken);
        return said;
    }
    return NULL;
}

static void grammar_check(catalog *cat, size_t line, po_message_t msg, const char *str,
                          const char *form)
{
    const char *found = grammar_problem(cat, po_message_msgctxt(msg), str);
    if (!found)
        return;
    strbuf text;
    sb_init(&text);
    sb_addf(&text, "%s%s", form, found);
    problem(cat, line, msg, text.buf);
    sb_release(&text);
}

static void placeholder_problem(catalog *cat, size_t line, po_message_t msg,
                                const char *original, const char *translation,
                                const char *form)
{
    strbuf text;
    sb_init(&text);
    const char *broken = tpl_problem_in(translation, cat->genders);
    if (broken) {
        sb_addf(&text, "%sthe translation is not a valid template: %s; the game would show "
                "the original", form, broken);
    } else {
        sb_addf(&text, "%sthe placeholders differ from the original's (original: ", form);
        add_keys(&text, original);
        sb_adds(&text, "; translation: ");
        add_keys(&text, translation);
        sb_adds(&text, "); the game would refuse the translation and show the original");
    }
    problem(cat, line, msg, text.buf);
    sb_release(&text);
}

/* A message whose translation may use keys its original does not show
 * (grammar_free_keys) used another. */
static void free_keys_problem(catalog *cat, size_t line, po_message_t msg, const char *translation,
                              const char *const *keys)
{
    strbuf text;
    sb_init(&text);
    const char *broken = tpl_problem_in(translation, cat->genders);
    if (broken) {
        sb_addf(&text, "the translation is not a valid template: %s; the game would show the "
                "original", broken);
    } else {
        sb_adds(&text, "the translation may use only ");
        for (size_t i = 0; keys[i]; i++)
            sb_addf(&text, "%s{%s}", i ? (keys[i + 1] ? ", " : " and ") : "", keys[i]);
        sb_adds(&text, " (translation: ");
        add_keys(&text, translation);
        sb_adds(&text, "); the game would refuse it and show the original");
    }
    problem(cat, line, msg, text.buf);
    sb_release(&text);
}

/* An effect's label shares the status bar: the game refuses a translation
 * wider than its room, as it refuses a plugin whose own label is. */
static void check_label(catalog *cat, size_t line, po_message_t msg, const char *translation)
{
    const char *context = po_message_msgctxt(msg);
    size_t width = utf8_width(translation);
    if (!context || strcmp(context, "effect label") != 0 || width <= FX_LABEL_COLUMNS)
        return;
    strbuf text;
    sb_init(&text);
    sb_addf(&text, "the label is %zu columns wide, and an effect's label has at most %d on the "
            "status bar; the game would refuse the translation and show the original",
            width, FX_LABEL_COLUMNS);
    problem(cat, line, msg, text.buf);
    sb_release(&text);
}

static void check_singular(catalog *cat, size_t line, po_message_t msg)
{
    const char *id = po_message_msgid(msg);
    const char *str = po_message_msgstr(msg);
    if (!*str) {
        problem(cat, line, msg, "not translated yet");
        return;
    }
    const char *const *free_keys = grammar_free_keys(po_message_msgctxt(msg), id);
    if (is_pattern_context(po_message_msgctxt(msg)) || is_name_context(po_message_msgctxt(msg)) ||
        is_adjective_context(po_message_msgctxt(msg)))
        grammar_check(cat, line, msg, str, "");
    else if (free_keys && !tpl_keys_within(str, free_keys))
        free_keys_problem(cat, line, msg, str, free_keys);
    else if (free_keys)
        grammar_check(cat, line, msg, str, "");
    else if (!tpl_matches(id, str))
        placeholder_problem(cat, line, msg, id, str, "");
    else
        grammar_check(cat, line, msg, str, "");
    check_width(cat, line, msg, id, str, "");
    check_label(cat, line, msg, str);
}

static void check_plural(catalog *cat, size_t line, po_message_t msg)
{
    const char *id = po_message_msgid(msg);
    const char *plural = po_message_msgid_plural(msg);
    const char *original = strlen(plural) > strlen(id) ? plural : id;
    for (int i = 0; po_message_msgstr_plural(msg, i); i++) {
        const char *str = po_message_msgstr_plural(msg, i);
        char form[48];
        snprintf(form, sizeof form, "plural form [%d]: ", i);
        if (!*str) {
            strbuf text;
            sb_init(&text);
            sb_addf(&text, "%snot translated yet", form);
            problem(cat, line, msg, text.buf);
            sb_release(&text);
            continue;
        }
        if (!tpl_matches_plural(id, plural, str))
            placeholder_problem(cat, line, msg, original, str, form);
        else
            grammar_check(cat, line, msg, str, form);
        check_width(cat, line, msg, original, str, form);
    }
}

static void check_message(catalog *cat, size_t line, po_message_t msg)
{
    if (po_message_is_fuzzy(msg))
        problem(cat, line, msg, "marked fuzzy: check the translation against the original, "
                "then remove the \"fuzzy\" flag");
    if (po_message_msgid_plural(msg))
        check_plural(cat, line, msg);
    else
        check_singular(cat, line, msg);
}

/* Notes a message of the catalog's grammar: its genders, required forms,
 * patterns, and the cases its messages ask for. */
static void read_grammar_message(catalog *cat, po_message_t msg, const char **genders,
                                 const char **required)
{
    static const char *const pattern_contexts[] = {
        "grammar: proper name", "grammar: common noun", "grammar: masculine noun",
        "grammar: feminine noun", "grammar: neuter noun"
    };
    const char *context = po_message_msgctxt(msg), *str = po_message_msgstr(msg);
    if (!*str)
        return;
    if (context && strcmp(context, "grammar") == 0 && strcmp(po_message_msgid(msg), "m f n") == 0) {
        *genders = str;
        cat->host = true;
    } else if (context && strcmp(context, "required forms") == 0) {
        *required = str;
    } else if (is_pattern_context(context)) {
        for (size_t i = 0; i < 5; i++)
            if (strcmp(context, pattern_contexts[i]) == 0)
                cat->patterns[i] = xstrdup(str);
        name_form_cases(str, &cat->known);
    } else if (!is_name_context(context)) {
        tpl_form_cases(str, &cat->known);
        for (int i = 0; po_message_msgid_plural(msg) && po_message_msgstr_plural(msg, i); i++)
            tpl_form_cases(po_message_msgstr_plural(msg, i), &cat->known);
    }
}

/* The grammar the catalog declares: its genders (its "grammar" message "m
 * f n"; a plugin's catalog, which has none, is held to all three), its
 * required forms and patterns, the cases its messages use, and its
 * adjective pattern, which adjectives' entries and phrases are held to. */
static void read_genders(catalog *cat, po_file_t file)
{
    const char *genders = "m f n", *required = "";
    sb_init(&cat->known);
    po_message_iterator_t it = po_message_iterator(file, NULL);
    for (po_message_t msg; (msg = po_next_message(it));)
        if (!po_message_is_obsolete(msg))
            read_grammar_message(cat, msg, &genders, &required);
    cat->genders = xstrdup(genders);
    cat->required = xstrdup(required);
    po_message_iterator_free(it);
    /* The adjective pattern an entry's keys are checked against. */
    const char *adjective = adj_pattern(true);
    it = po_message_iterator(file, NULL);
    for (po_message_t msg; (msg = po_next_message(it));) {
        const char *context = po_message_msgctxt(msg);
        if (!po_message_is_obsolete(msg) && context &&
            strcmp(context, "grammar: adjective") == 0 && *po_message_msgstr(msg))
            adjective = po_message_msgstr(msg);
    }
    cat->adjective = xstrdup(adjective);
    po_message_iterator_free(it);
}

static void check_header(catalog *cat, po_file_t file)
{
    const char *header = po_file_domain_header(file, NULL);
    char *type = header ? po_header_field(header, "Content-Type") : NULL;
    const char *charset = type ? strstr(type, "charset=") : NULL;
    if (!charset || strncmp(charset + 8, "UTF-8", 5) != 0)
        printf("%s: the header says \"Content-Type: %s\"; it must be "
               "\"text/plain; charset=UTF-8\" (msginit writes ASCII on a machine "
               "without the language's locale: correct it by hand)\n",
               cat->path, type ? type : "(none)");
    cat->problems += !charset || strncmp(charset + 8, "UTF-8", 5) != 0;
    free(type);
}

/* ------------------------------------------------------------------ */
/* Catalogs */

static bool same_key(po_message_t a, po_message_t b)
{
    const char *ca = po_message_msgctxt(a), *cb = po_message_msgctxt(b);
    if ((ca == NULL) != (cb == NULL) || (ca && strcmp(ca, cb) != 0))
        return false;
    return strcmp(po_message_msgid(a), po_message_msgid(b)) == 0;
}

static bool has_message(po_file_t file, po_message_t wanted)
{
    po_message_iterator_t it = po_message_iterator(file, NULL);
    bool found = false;
    for (po_message_t msg; !found && (msg = po_next_message(it)); )
        found = !po_message_is_obsolete(msg) && same_key(msg, wanted);
    po_message_iterator_free(it);
    return found;
}

static size_t count_messages(po_file_t file)
{
    size_t n = 0;
    po_message_iterator_t it = po_message_iterator(file, NULL);
    while (po_next_message(it))
        n++;
    po_message_iterator_free(it);
    return n;
}

/* Messages of the template that the catalog lacks. */
static void check_against_template(catalog *cat, po_file_t file, const char *pot_path)
{
    catalog pot = { .path = pot_path };
    po_file_t template = read_catalog(&pot);
    reading = cat;
    if (!template) {
        cat->problems += pot.problems;
        cat->unreadable = true;
        return;
    }
    bool lines_usable = pot.line_count == count_messages(template);
    po_message_iterator_t it = po_message_iterator(template, NULL);
    size_t index = 0;
    for (po_message_t msg; (msg = po_next_message(it)); index++) {
        if (po_message_is_obsolete(msg) || !*po_message_msgid(msg) || has_message(file, msg))
            continue;
        strbuf text;
        sb_init(&text);
        po_filepos_t pos = po_message_filepos(msg, 0);
        if (pos)
            sb_addf(&text, "missing from the catalog (the text is at %s:%zu)",
                    po_filepos_file(pos), po_filepos_start_line(pos));
        else if (lines_usable)
            sb_addf(&text, "missing from the catalog (it is at %s:%zu)", pot_path,
                    pot.lines[index]);
        else
            sb_addf(&text, "missing from the catalog (it is in %s)", pot_path);
        sb_adds(&text, "; bring the catalog up to date with \"make -C po update-po\"");
        problem(cat, 0, msg, text.buf);
        sb_release(&text);
    }
    po_message_iterator_free(it);
    po_file_free(template);
    free(pot.lines);
}

static size_t check_catalog(const char *path, const char *pot_path, bool *unreadable)
{
    catalog cat = { .path = path };
    po_file_t file = read_catalog(&cat);
    if (!file || cat.unreadable) {
        *unreadable = true;
        if (file)
            po_file_free(file);
        free(cat.lines);
        return cat.problems ? cat.problems : 1;
    }
    cat.lines_usable = count_messages(file) == cat.line_count;
    check_header(&cat, file);
    read_genders(&cat, file);
    po_message_iterator_t it = po_message_iterator(file, NULL);
    size_t index = 0;
    for (po_message_t msg; (msg = po_next_message(it)); index++) {
        if (po_message_is_obsolete(msg))
            continue;
        if (!*po_message_msgid(msg)) {
            if (po_message_is_fuzzy(msg))
                printf("%s: the header entry is marked fuzzy, so msgfmt ignores it (and "
                       "its charset and plural forms): remove the \"fuzzy\" flag\n", path);
            cat.problems += po_message_is_fuzzy(msg) != 0;
            continue;
        }
        check_message(&cat, cat.lines_usable ? cat.lines[index] : 0, msg);
    }
    po_message_iterator_free(it);
    if (pot_path)
        check_against_template(&cat, file, pot_path);
    po_file_free(file);
    free(cat.lines);
    free(cat.genders);
    free(cat.required);
    for (size_t i = 0; i < 5; i++)
        free(cat.patterns[i]);
    sb_release(&cat.known);
    free(cat.adjective);
    return cat.problems;
}

/* --- --forms: which forms each catalog's messages ask of names --- */

/* Appends to forms (space-separated, each once) the forms text's
 * placeholders ask for: {victim:acc} "acc", {list:a.dat} "a.dat". */
static void add_forms(strbuf *forms, const char *text)
{
    for (const char *p = strchr(text, '{'); p; p = strchr(p + 1, '{')) {
        const char *colon = p + 1 + strspn(p + 1, "abcdefghijklmnopqrstuvwxyz_0123456789");
        size_t len = *colon == ':' ? strspn(colon + 1, "abcdefghijklmnopqrstuvwxyz.") : 0;
        if (!len || colon[1 + len] != '}')
            continue;
        if (!grammar_genders_have(forms->buf, colon + 1, len))
            sb_addf(forms, "%s%.*s", forms->len ? " " : "", (int)len, colon + 1);
    }
}

static int compare_words(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Prints a Markdown table: a row per form any catalog's messages ask for, a
 * column per catalog (its file name without ".po"). */
static int print_forms(int count, char **paths)
{
    strbuf *forms = xcalloc((size_t)count, sizeof *forms);
    strbuf all;
    sb_init(&all);
    for (int i = 0; i < count; i++) {
        catalog cat = { .path = paths[i] };
        po_file_t file = read_catalog(&cat);
        if (!file)
            return 2;
        sb_init(&forms[i]);
        po_message_iterator_t it = po_message_iterator(file, NULL);
        for (po_message_t msg; (msg = po_next_message(it));) {
            const char *context = po_message_msgctxt(msg);
            if (po_message_is_obsolete(msg) || is_name_context(context) ||
                is_pattern_context(context))
                continue;
            add_forms(&forms[i], po_message_msgstr(msg));
            for (int k = 0; po_message_msgid_plural(msg) && po_message_msgstr_plural(msg, k); k++)
                add_forms(&forms[i], po_message_msgstr_plural(msg, k));
        }
        po_message_iterator_free(it);
        po_file_free(file);
        free(cat.lines);
        for (char *p = forms[i].buf; *p;) {
            size_t len = strcspn(p, " ");
            if (!grammar_genders_have(all.buf, p, len))
                sb_addf(&all, "%s%.*s", all.len ? " " : "", (int)len, p);
            p += len + (p[len] == ' ');
        }
    }
    char *words[256];
    size_t n = 0;
    for (char *w = strtok(all.buf, " "); w && n < 256; w = strtok(NULL, " "))
        words[n++] = w;
    qsort(words, n, sizeof *words, compare_words);
    printf("| form |");
    for (int i = 0; i < count; i++) {
        const char *base = strrchr(paths[i], '/') ? strrchr(paths[i], '/') + 1 : paths[i];
        printf(" %.*s |", (int)strcspn(base, "."), base);
    }
    printf("\n|---|");
    for (int i = 0; i < count; i++)
        printf("---|");
    printf("\n");
    for (size_t w = 0; w < n; w++) {
        printf("| `%s` |", words[w]);
        for (int i = 0; i < count; i++)
            printf(" %s |", grammar_genders_have(forms[i].buf, words[w], strlen(words[w]))
                                ? "yes" : "");
        printf("\n");
    }
    for (int i = 0; i < count; i++)
        sb_release(&forms[i]);
    free(forms);
    sb_release(&all);
    return 0;
}

static void usage(FILE *to)
{
    fputs("Usage: po-check [--pot TEMPLATE.pot] CATALOG.po...\n"
          "       po-check --forms CATALOG.po...\n"
          "Checks that every message is translated, not fuzzy, has the placeholders\n"
          "of its original and fits an 80-column screen where the original does;\n"
          "with --pot, also that no message of the template is missing.\n"
          "--forms prints a table of the forms each catalog's messages ask of names.\n",
          to);
}

int main(int argc, char **argv)
{
    /* Widths are measured as a UTF-8 terminal shows them. */
    setlocale(LC_ALL, "");
    if (MB_CUR_MAX == 1)
        setlocale(LC_CTYPE, "C.UTF-8");
    const char *pot = NULL;
    int first = 1;
    if (argc > 1 && strcmp(argv[1], "--help") == 0) {
        usage(stdout);
        return 0;
    }
    if (argc > 2 && strcmp(argv[1], "--forms") == 0)
        return print_forms(argc - 2, argv + 2);
    if (argc > 2 && strcmp(argv[1], "--pot") == 0) {
        pot = argv[2];
        first = 3;
    }
    if (first >= argc) {
        usage(stderr);
        return 2;
    }
    bool unreadable = false;
    size_t problems = 0;
    for (int i = first; i < argc; i++) {
        size_t found = check_catalog(argv[i], pot, &unreadable);
        if (found)
            printf("%s: %zu problem%s\n", argv[i], found, found == 1 ? "" : "s");
        problems += found;
    }
    return unreadable ? 2 : problems ? 1 : 0;
}
