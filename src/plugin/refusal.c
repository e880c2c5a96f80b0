/* SPDX-License-Identifier: GPL-3.0-or-later */
/* refusal.c - the reasons an effect plugin is not loaded, and their words. */
#include "config.h"

#include "plugin/refusal.h"

#include <stdio.h>
#include <string.h>

#include <bloodtrail/effect.h>

#include "text/i18n.h"
#include "text/template.h"
#include "util/utf8.h"
#include "util/xalloc.h"

static const char *const words[] = {
#define REFUSAL_WORD_ITEM(code, word) word,
    REFUSAL_REASONS(REFUSAL_WORD_ITEM)
#undef REFUSAL_WORD_ITEM
};

/* The message of each reason. Every one starts with the file and ends with
 * what to do. */
static const char *message(refusal_code code)
{
    switch (code) {
    case REFUSAL_NONE:
        break;
    case REFUSAL_NOT_REGULAR:
        return N_("skipped the effect plugin {file}: it is not a regular file (a folder, a "
                  "pipe or a device cannot be a plugin). Remove it from the plugin folder.");
    case REFUSAL_WRITABLE:
        return N_("skipped the effect plugin {file}: everyone may write to it, so anyone on "
                  "this machine could put their code into your game. Make it writable by its "
                  "owner only (chmod go-w).");
    case REFUSAL_FOLDER_WRITABLE:
        return N_("skipped the effect plugin {file}: everyone may write to the folder "
                  "{folder} (it or one above it), so anyone on this machine could put their "
                  "code into your game. Make that folder writable by its owner only (chmod "
                  "go-w).");
    case REFUSAL_GROUP_WRITABLE:
        return N_("skipped the effect plugin {file}: its group may write to it, so anyone in "
                  "that group could put their code into your game. Make it writable by its "
                  "owner only (chmod g-w).");
    case REFUSAL_NOT_OWNED:
        return N_("skipped the effect plugin {file}: it belongs to the user {owner}, neither "
                  "to you nor to root, so {owner} could put their code into your game. Use a "
                  "copy of your own, or have it installed by root.");
    case REFUSAL_FOLDER_GROUP_WRITABLE:
        return N_("skipped the effect plugin {file}: the group of the folder {folder} (it or "
                  "one above it) may write to it, so anyone in that group could put their "
                  "code into your game. Make that folder writable by its owner only (chmod "
                  "g-w).");
    case REFUSAL_FOLDER_NOT_OWNED:
        return N_("skipped the effect plugin {file}: the folder {folder} (it or one above "
                  "it) belongs to the user {owner}, neither to you nor to root, so {owner} "
                  "could put their code into your game. Keep your plugins in folders of your "
                  "own.");
    case REFUSAL_FOLDER_STICKY:
        return N_("skipped the effect plugin {file}: its folder {folder} is one where everyone "
                  "may add files (as /tmp), so anyone on this machine could put a plugin "
                  "there. Keep your plugins in a folder of your own.");
    case REFUSAL_NOT_LOADABLE:
        return N_("skipped the effect plugin {file}: it is not a shared object that can be "
                  "loaded ({error}). Remove it from the plugin folder, or rebuild it as a "
                  "shared library.");
    case REFUSAL_UNDEFINED:
        /* TRANSLATORS: {value} is the name of a C function or variable. */
        return N_("skipped the effect plugin {file}: it uses the symbol \"{value}\", which "
                  "nothing loaded provides. A plugin may call what the host table hands it "
                  "and the C library; link every other library it uses (such as -lm) into it, "
                  "and rebuild it.");
    case REFUSAL_NO_SYMBOL:
        return N_("skipped the effect plugin {file}: it does not export the symbol "
                  "\"{symbol}\". Define the effect with BT_EFFECT_DEFINE from "
                  "<bloodtrail/effect.h>.");
    case REFUSAL_FUNCTION:
        /* TRANSLATORS: {symbol} is the symbol's name in C; bt_effect_kind
           and BT_EFFECT_DEFINE are names in the plugin's C source. */
        return N_("skipped the effect plugin {file}: its symbol \"{symbol}\" is a function, "
                  "not the bt_effect_kind structure the game reads. Define the effect with "
                  "BT_EFFECT_DEFINE from <bloodtrail/effect.h> (a structure, not a function "
                  "that returns one) and rebuild the plugin.");
    case REFUSAL_API_MAJOR:
        return N_("skipped the effect plugin {file}: it was built for plugin API "
                  "{plugin_api}, but this bloodtrail speaks API {host_api}. Rebuild it "
                  "against this version's <bloodtrail/effect.h>.");
    case REFUSAL_API_MINOR:
        return N_("skipped the effect plugin {file}: it needs plugin API {plugin_api}, "
                  "newer than this bloodtrail's {host_api}. Update bloodtrail, or build "
                  "the plugin against the header of this version.");
    case REFUSAL_MISSING:
        return N_("skipped the effect plugin {file}: its descriptor has no \"{field}\", "
                  "which every plugin must have. Fill it in as <bloodtrail/effect.h> "
                  "describes and rebuild the plugin.");
    case REFUSAL_ID_LONG:
        return N_("skipped the effect plugin {file}: its id \"{value}\" is {number} "
                  "characters long, and an id has at most 63. Give it a shorter id and "
                  "rebuild the plugin.");
    case REFUSAL_ID_CHAR:
        return N_("skipped the effect plugin {file}: its id \"{value}\" has the character "
                  "\"{char}\", but an id has only lowercase letters a-z, digits, \"_\" and "
                  "\"-\", and one \":\" after its namespace. Change the id and rebuild the "
                  "plugin.");
    case REFUSAL_ID_NAMESPACES:
        return N_("skipped the effect plugin {file}: its id \"{value}\" has more than one "
                  "\":\", but an id has one namespace at most, as in \"mymod:frostbite\". "
                  "Change the id and rebuild the plugin.");
    case REFUSAL_ID_EMPTY_PART:
        return N_("skipped the effect plugin {file}: its id \"{value}\" has nothing before "
                  "or after its \":\"; write it as \"namespace:name\". Change the id and "
                  "rebuild the plugin.");
    case REFUSAL_ENUM:
        return N_("skipped the effect plugin {file}: its field \"{field}\" is {number}, "
                  "which is none of the values <bloodtrail/effect.h> names for it. Set it "
                  "and rebuild the plugin.");
    case REFUSAL_MAX_STACKS:
        return N_("skipped the effect plugin {file}: its field \"max_stacks\" is {number}, "
                  "and it must be from 1 to 1000 (1 for a kind that does not stack). Set it "
                  "and rebuild the plugin.");
    case REFUSAL_DOMAIN:
        return N_("skipped the effect plugin {file}: its text domain \"{value}\" cannot name "
                  "a catalog: use letters, digits, \"-\", \"_\" and \".\" (not first), at most "
                  "64. Change it and rebuild the plugin.");
    case REFUSAL_NOT_TEXT:
        return N_("skipped the effect plugin {file}: its field \"{field}\" is not text a "
                  "player can be shown (it is empty, not UTF-8, or has control characters). "
                  "Fix it and rebuild the plugin.");
    case REFUSAL_TOO_LONG:
        return N_("skipped the effect plugin {file}: its field \"{field}\" is {number} bytes "
                  "long, longer than <bloodtrail/effect.h> allows for it. Shorten it and "
                  "rebuild the plugin.");
    case REFUSAL_PLACEHOLDER:
        return N_("skipped the effect plugin {file}: its field \"{field}\" (\"{value}\") has "
                  "a placeholder, and it can have none. Write it as plain text and rebuild "
                  "the plugin.");
    case REFUSAL_MALFORMED:
        return N_("skipped the effect plugin {file}: its field \"{field}\" (\"{value}\") is "
                  "not a well-formed template: a brace is missing or a placeholder is empty "
                  "(write \"{{{{\" for a brace). Fix it and rebuild the plugin.");
    case REFUSAL_UNKNOWN_KEY:
        return N_("skipped the effect plugin {file}: its field \"{field}\" uses the "
                  "placeholder {placeholder}, but its texts can use only {{name}} (with its "
                  "forms) and {{n}}. Fix it and rebuild the plugin.");
    case REFUSAL_UNKNOWN_FORM:
        return N_("skipped the effect plugin {file}: its field \"{field}\" asks for the form "
                  "{placeholder}, which is not made of a name's form words: nom, acc, dat, gen, "
                  "a, bare, pl and count. Fix it and rebuild the plugin.");
    case REFUSAL_LABEL_WIDE:
        return N_("skipped the effect plugin {file}: its label \"{value}\" is {number} "
                  "columns wide, and a label has at most 8 (it shares the status bar). "
                  "Shorten it and rebuild the plugin.");
    case REFUSAL_DECORATION:
        return N_("skipped the effect plugin {file}: its decoration \"{value}\" is not one "
                  "glyph of one column that the map does not use itself (not a letter, digit "
                  "or space, and none of # . + ' > , @ ~ $ ) [ ! %). Choose another and rebuild "
                  "the plugin.");
    case REFUSAL_SHORT:
        /* TRANSLATORS: {number} is a size in bytes, {value} an API version
         * such as 1.1 ("?" when the descriptor is too short to say). */
        return N_("skipped the effect plugin {file}: its descriptor is only {number} bytes "
                  "long, too short for plugin API {value}: it was built against an older "
                  "header. Rebuild it against this version's <bloodtrail/effect.h>.");
    case REFUSAL_TURN_TEXT:
        /* TRANSLATORS: each_turn, each_turn_text and the BT_TURN_ names are
         * names in the plugin's C source: keep them as they are. */
        return N_("skipped the effect plugin {file}: it has an each_turn_text, but its "
                  "each_turn is BT_TURN_NOTHING, so the text would never be said. Give it a "
                  "rule (BT_TURN_HURT, BT_TURN_BLEED or BT_TURN_HEAL) or remove the text, and "
                  "rebuild the plugin.");
    case REFUSAL_INIT_FALSE:
        return N_("skipped the effect plugin {file}: its init function refused to start. "
                  "See the plugin's documentation for what it needs.");
    case REFUSAL_CRASHED_LOADING:
        /* TRANSLATORS: {value} is a signal's name, such as SIGSEGV. */
        return N_("skipped the effect plugin {file}: it crashed while it was being loaded "
                  "({value}). Remove it, or ask its author for a fixed version.");
    case REFUSAL_CRASHED_INIT:
        return N_("skipped the effect plugin {file}: it crashed in its init function "
                  "({value}). Remove it, or ask its author for a fixed version.");
    case REFUSAL_EXITED_LOADING:
        return N_("skipped the effect plugin {file}: it ended the program while it was being "
                  "loaded (exit status {number}). Remove it, or ask its author for a fixed "
                  "version.");
    case REFUSAL_EXITED_INIT:
        return N_("skipped the effect plugin {file}: its init function ended the program "
                  "(exit status {number}). Remove it, or ask its author for a fixed version.");
    case REFUSAL_HUNG:
        return N_("skipped the effect plugin {file}: it did not finish loading in {number} "
                  "seconds. Remove it, or ask its author for a fixed version.");
    case REFUSAL_CHANGED:
        return N_("skipped the effect plugin {file}: it changed while the game was running, "
                  "and the file now provides another effect (\"{value}\"). Start the game "
                  "again to load it as it is now.");
    case REFUSAL_NAMESPACE:
        return N_("skipped the effect plugin {file}: its id \"{id}\" has no namespace, and "
                  "such ids belong to bloodtrail's built-in effects. Give it a namespaced id "
                  "such as \"mymod:{id}\".");
    case REFUSAL_DUPLICATE:
        return N_("skipped the effect plugin {file}: the effect \"{id}\" is already loaded "
                  "from {other}, which comes first in the search order. Remove one of the "
                  "two, or give this one another id.");
    case REFUSAL_CODE_COUNT:
        break;
    }
    return N_("skipped the effect plugin {file}.");
}

void refusal_set(refusal *r, refusal_code code, const char *field, const char *value,
                 long number)
{
    refusal_release(r);
    r->code = code;
    r->field = field ? xstrdup(field) : NULL;
    r->value = value ? xstrdup(value) : NULL;
    r->number = number;
}

void refusal_release(refusal *r)
{
    free(r->field);
    free(r->value);
    memset(r, 0, sizeof *r);
}

void refusal_copy(refusal *to, const refusal *from)
{
    memset(to, 0, sizeof *to);
    refusal_set(to, from->code, from->field, from->value, from->number);
}

void refusal_render(strbuf *out, const refusal *r, const char *file)
{
    char host_api[32], bad[8] = "";
    snprintf(host_api, sizeof host_api, "%d.%d", BT_EFFECT_API_MAJOR, BT_EFFECT_API_MINOR);
    const char *value = r->value ? r->value : "";
    /* The character at fault in an id starts at byte {number} of the id. */
    if (r->code == REFUSAL_ID_CHAR && r->number >= 0 && (size_t)r->number < strlen(value)) {
        wint_t c;
        size_t len = utf8_decode(value + r->number, &c);
        memcpy(bad, value + r->number, len ? len : 1);
    }
    tpl_arg lead[] = { TPL_STR("file", file) };
    tpl_arg args[] = { TPL_STR("field", r->field ? r->field : ""), TPL_STR("value", value),
                       TPL_INT("number", r->number), TPL_STR("error", value),
                       TPL_STR("plugin_api", value), TPL_STR("host_api", host_api),
                       TPL_STR("placeholder", value), TPL_STR("char", bad),
                       TPL_STR("symbol", BT_EFFECT_ENTRY), TPL_STR("id", value),
                       TPL_STR("other", r->field ? r->field : ""),
                       TPL_STR("folder", value), TPL_STR("owner", r->field ? r->field : "") };
    tpl_render_led(out, _(message(r->code)), lead, 1, args, sizeof args / sizeof *args);
}

const char *refusal_word(refusal_code code)
{
    return (unsigned)code < REFUSAL_CODE_COUNT ? words[code] : words[REFUSAL_NONE];
}

bool refusal_from_word(const char *word, refusal_code *code)
{
    for (size_t i = 0; i < REFUSAL_CODE_COUNT; i++) {
        if (strcmp(words[i], word) == 0) {
            *code = (refusal_code)i;
            return true;
        }
    }
    return false;
}
