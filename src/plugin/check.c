/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check.c - the rules of a plugin's descriptor, each refusal precise. */
#include "config.h"

#include "plugin/check.h"

#include <stdio.h>
#include <string.h>

#include "text/template.h"
#include "util/utf8.h"

bool check_is_clean_text(const char *text)
{
    for (const char *p = text; *p;) {
        /* Printable ASCII, most of any text, is clean without decoding: a
         * start checks the texts of every cached plugin record. */
        if (*p >= 0x20 && *p < 0x7f) {
            p++;
            continue;
        }
        wint_t c;
        size_t len = utf8_decode(p, &c);
        if (!len || c < 0x20 || (c >= 0x7f && c < 0xa0) || (c >= 0x202a && c <= 0x202e) ||
            (c >= 0x2066 && c <= 0x2069))
            return false;
        p += len;
    }
    return true;
}

static bool refuse(refusal *why, refusal_code code, const char *field, const char *value,
                   long number)
{
    refusal_set(why, code, field, value, number);
    return false;
}

static bool check_version(const bt_effect_kind *kind, refusal *why)
{
    if (kind->api_major == BT_EFFECT_API_MAJOR && kind->api_minor <= BT_EFFECT_API_MINOR)
        return true;
    /* The version is written out only for the refusal that names it. */
    char theirs[32];
    snprintf(theirs, sizeof theirs, "%u.%u", kind->api_major, kind->api_minor);
    return refuse(why,
                  kind->api_major != BT_EFFECT_API_MAJOR ? REFUSAL_API_MAJOR : REFUSAL_API_MINOR,
                  NULL, theirs, 0);
}

static bool is_id_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

/* "bleed" or "mymod:frostbite": lowercase words, at most one namespace. */
static bool check_id(const char *id, refusal *why)
{
    if (!id)
        return refuse(why, REFUSAL_MISSING, "id", NULL, 0);
    size_t colons = 0, run = 0, len = strlen(id);
    if (!check_is_clean_text(id))
        return refuse(why, REFUSAL_NOT_TEXT, "id", NULL, 0);
    for (const char *p = id; *p; p++) {
        if (*p == ':') {
            if (++colons > 1)
                return refuse(why, REFUSAL_ID_NAMESPACES, "id", id, 0);
            if (run == 0)
                return refuse(why, REFUSAL_ID_EMPTY_PART, "id", id, 0);
            run = 0;
        } else if (is_id_char(*p)) {
            run++;
        } else {
            return refuse(why, REFUSAL_ID_CHAR, "id", id, p - id);
        }
    }
    if (run == 0)
        return refuse(why, len ? REFUSAL_ID_EMPTY_PART : REFUSAL_NOT_TEXT, "id", id, 0);
    if (len > CHECK_ID_MAX)
        return refuse(why, REFUSAL_ID_LONG, "id", id, (long)len);
    return true;
}

/* A gettext domain becomes part of a file name: no "/" and no ".." there. */
static bool check_domain(const char *domain, refusal *why)
{
    if (!domain)
        return true;
    size_t len = strlen(domain);
    bool ok = len > 0 && len <= 64 && domain[0] != '.';
    for (const char *p = domain; ok && *p; p++)
        ok = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
             *p == '-' || *p == '_' || *p == '.';
    return ok || refuse(why, REFUSAL_DOMAIN, "text_domain", check_is_clean_text(domain) ? domain
                                                                                       : "?",
                        0);
}

/* Plain text (a name, a version): present when required, clean, short
 * enough, without placeholders when it is shown as it is. */
static bool check_plain(const char *field, const char *text, bool required, size_t max,
                        bool templated, refusal *why)
{
    if (!text)
        return !required || refuse(why, REFUSAL_MISSING, field, NULL, 0);
    if (!*text || !check_is_clean_text(text))
        return refuse(why, REFUSAL_NOT_TEXT, field, NULL, 0);
    if (strlen(text) > max)
        return refuse(why, REFUSAL_TOO_LONG, field, NULL, (long)strlen(text));
    if (templated && tpl_check(text, NULL, NULL, NULL, 0) != TPL_FINE)
        return refuse(why, REFUSAL_PLACEHOLDER, field, text, 0);
    return true;
}

static bool check_label(const char *label, refusal *why)
{
    if (!check_plain("label", label, true, 64, true, why))
        return false;
    size_t width = utf8_width(label);
    return width <= 8 || refuse(why, REFUSAL_LABEL_WIDE, "label", label, (long)width);
}

/* A text said about a creature: {name} with its forms, and {n}. */
static bool check_said(const char *field, const char *text, refusal *why)
{
    static const char *const keys[] = { "name", "n", NULL };
    /* The words of a name's forms (text/name.h): {name:acc}, {name:a.acc}. */
    static const char *const forms[] = { "nom", "acc", "dat", "gen", "a", "bare", "pl", "count",
                                         NULL };
    if (!text)
        return true;
    if (!*text || !check_is_clean_text(text))
        return refuse(why, REFUSAL_NOT_TEXT, field, NULL, 0);
    if (strlen(text) > 400)
        return refuse(why, REFUSAL_TOO_LONG, field, NULL, (long)strlen(text));
    char what[64];
    switch (tpl_check(text, keys, forms, what, sizeof what)) {
    case TPL_FINE:
        return true;
    case TPL_MALFORMED:
        return refuse(why, REFUSAL_MALFORMED, field, text, 0);
    case TPL_UNKNOWN_KEY:
        return refuse(why, REFUSAL_UNKNOWN_KEY, field, what, 0);
    case TPL_UNKNOWN_FORM:
        return refuse(why, REFUSAL_UNKNOWN_FORM, field, what, 0);
    }
    return true;
}

/* One glyph of one column that cannot be taken for one of the map's own
 * (terrain, blood, the hero, items, corpses; letters are monsters). */
static bool check_decoration(const char *glyph, refusal *why)
{
    if (!glyph)
        return true;
    wint_t c = 0;
    size_t len = check_is_clean_text(glyph) ? utf8_decode(glyph, &c) : 0;
    bool ok = len && !glyph[len] && utf8_width(glyph) == 1 && c != ' ' &&
              !strchr("#.+'>,@~$)[!%", (int)c) && !(c < 0x80 && ((c | 0x20) >= 'a' && (c | 0x20) <= 'z')) &&
              !(c >= '0' && c <= '9');
    return ok || refuse(why, REFUSAL_DECORATION, "decoration",
                        check_is_clean_text(glyph) ? glyph : "?", 0);
}

static bool check_enums(const bt_effect_kind *kind, refusal *why)
{
    if ((unsigned)kind->stack_rule > BT_STACK_IGNORE)
        return refuse(why, REFUSAL_ENUM, "stack_rule", NULL, (long)(int)kind->stack_rule);
    if (kind->max_stacks < 1 || kind->max_stacks > 1000)
        return refuse(why, REFUSAL_MAX_STACKS, "max_stacks", NULL, kind->max_stacks);
    if ((unsigned)kind->param > BT_PARAM_STACKS)
        return refuse(why, REFUSAL_ENUM, "param", NULL, (long)(int)kind->param);
    return true;
}

/* The rule a kind follows every turn, and its text: a text for no rule
 * would never be said, which is surely not what its author meant. */
static bool check_each_turn(const bt_effect_kind *kind, refusal *why)
{
    if ((unsigned)kind->each_turn > BT_TURN_HEAL)
        return refuse(why, REFUSAL_ENUM, "each_turn", NULL, (long)(int)kind->each_turn);
    if (kind->each_turn == BT_TURN_NOTHING && kind->each_turn_text)
        return refuse(why, REFUSAL_TURN_TEXT, "each_turn_text", NULL, 0);
    return check_said("each_turn_text", kind->each_turn_text, why);
}

/* The fields of API 1.1; a 1.0 descriptor has none of them. */
static bool check_metadata(const bt_effect_kind *kind, refusal *why)
{
    return kind->api_minor < 1 ||
           (check_plain("version", kind->version, false, 32, false, why) &&
            check_plain("author", kind->author, false, 100, false, why) &&
            check_plain("license", kind->license, false, 64, false, why) &&
            check_plain("description", kind->description, false, 400, true, why) &&
            check_decoration(kind->decoration, why) && check_each_turn(kind, why) &&
            (kind->api_minor < 2 ||
             check_plain("decoration_text", kind->decoration_text, false, 100, true, why)));
}

size_t check_descriptor_size(unsigned minor)
{
    return minor >= 2   ? sizeof(bt_effect_kind)
           : minor == 1 ? offsetof(bt_effect_kind, percent)
                        : offsetof(bt_effect_kind, version);
}

bool check_size(const bt_effect_kind *kind, size_t size, refusal *why)
{
    /* The two numbers of the version come first in every descriptor. */
    if (!size)
        return true;
    if (size < 2 * sizeof(unsigned))
        return refuse(why, REFUSAL_SHORT, NULL, "?", (long)size);
    if (kind->api_major != BT_EFFECT_API_MAJOR || kind->api_minor > BT_EFFECT_API_MINOR ||
        size >= check_descriptor_size(kind->api_minor))
        return true;
    char version[32];
    snprintf(version, sizeof version, "%u.%u", kind->api_major, kind->api_minor);
    return refuse(why, REFUSAL_SHORT, NULL, version, (long)size);
}

bool check_descriptor(const bt_effect_kind *kind, refusal *why)
{
    return check_version(kind, why) && check_id(kind->id, why) && check_enums(kind, why) &&
           check_domain(kind->text_domain, why) &&
           (!kind->locale_dir || check_plain("locale_dir", kind->locale_dir, false, 1024,
                                             false, why)) &&
           check_plain("name", kind->name, true, 64, true, why) && check_label(kind->label, why) &&
           check_said("on_text", kind->on_text, why) &&
           check_said("more_text", kind->more_text, why) &&
           check_said("off_text", kind->off_text, why) && check_metadata(kind, why);
}

bool check_descriptor_shape(const bt_effect_kind *kind)
{
    refusal why = { 0 };
    bool ok = check_version(kind, &why) && check_id(kind->id, &why) && check_enums(kind, &why) &&
              (kind->api_minor < 1 || (unsigned)kind->each_turn <= BT_TURN_HEAL) &&
              check_domain(kind->text_domain, &why) && kind->name && kind->label;
    refusal_release(&why);
    return ok;
}
