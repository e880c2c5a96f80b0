/* SPDX-License-Identifier: GPL-3.0-or-later */
/* content.c - the game's content: schemas of the data files, loading, and the
 * check that every reference (item, skill, creature, effect) exists. */
#include "config.h"

#include "content/content.h"

#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "content/cache.h"
#include "content/mod.h"
#include "text/catalog.h"
#include "text/grammar.h"
#include "text/i18n.h"
#include "text/name.h"
#include "text/outside.h"
#include "text/template.h"
#include "util/atomic.h"
#include "util/file.h"
#include "util/utf8.h"
#include "util/xalloc.h"

#define OFF(type, member) offsetof(type, member)
/* The deepest level a data file may name: the deep dungeon has ten, mods
 * may add more. */
#define DRAW_MAX_DEPTH 99
#define DRAW_FIELDS(type)                                                                    \
    { "depth", FIELD_RANGE, OFF(type, draw.depth_min), OFF(type, draw.depth_max), 1,         \
      DRAW_MAX_DEPTH, false, NULL },                                                         \
    { "rarity", FIELD_INT, OFF(type, draw.rarity), 0, 1, 100, false, NULL }
#define ATTACK_FIELDS(type, member)                                                          \
    { "damage", FIELD_RANGE, OFF(type, member.damage_min), OFF(type, member.damage_max), 0,  \
      999, false, NULL },                                                                    \
    { "damage_type", FIELD_DAMAGE_TYPE, OFF(type, member.damage_type), 0, 0, 0, false, NULL }, \
    { "edged", FIELD_BOOL, OFF(type, member.edged), 0, 0, 0, false, NULL },                  \
    { "stun", FIELD_INT, OFF(type, member.stun_chance), 0, 0, 100, false, NULL }

static const char *const target_words[] = { "enemy", "self", "all_enemies", NULL };
static const char *const item_kind_words[] = { "potion", "weapon", "armour", "scroll", "ring",
                                                "amulet", NULL };

static const field skill_fields[] = {
    { "name", FIELD_TEXT, OFF(skill_def, name), 0, 0, 0, true, NULL },
    { "description", FIELD_TEXT, OFF(skill_def, description), 0, 0, 0, false, NULL },
    { "text", FIELD_TEXT, OFF(skill_def, text), 0, 0, 0, false, NULL },
    { "mana", FIELD_INT, OFF(skill_def, mana), 0, 0, 99, false, NULL },
    { "cooldown", FIELD_INT, OFF(skill_def, cooldown), 0, 0, 99, false, NULL },
    { "target", FIELD_CHOICE, OFF(skill_def, target), 0, 0, 0, true, target_words },
    ATTACK_FIELDS(skill_def, attack),
    { "accuracy", FIELD_INT, OFF(skill_def, accuracy), 0, -100, 100, false, NULL },
    { "heal", FIELD_INT, OFF(skill_def, heal), 0, 0, 999, false, NULL },
    { "effect", FIELD_EFFECT, OFF(skill_def, effect), 0, 0, 0, false, NULL },
    { "self_effect", FIELD_EFFECT, OFF(skill_def, self_effect), 0, 0, 0, false, NULL },
};

static const char *const appearance_kind_words[] = { "potion", "scroll", NULL };

static const field appearance_fields[] = {
    { "for", FIELD_CHOICE, OFF(appearance_def, kind), 0, 0, 0, true, appearance_kind_words },
    { "adjective", FIELD_TEXT, OFF(appearance_def, adjective), 0, 0, 0, true, NULL },
};

static const char *const reaction_words[] = { "turn", "brace", "riposte", NULL };

static const field reaction_fields[] = {
    { "name", FIELD_TEXT, OFF(reaction_def, name), 0, 0, 0, true, NULL },
    { "question", FIELD_TEXT, OFF(reaction_def, question), 0, 0, 0, true, NULL },
    { "text", FIELD_TEXT, OFF(reaction_def, text), 0, 0, 0, false, NULL },
    { "does", FIELD_CHOICE, OFF(reaction_def, does), 0, 0, 0, true, reaction_words },
    { "mana", FIELD_INT, OFF(reaction_def, mana), 0, 0, 99, false, NULL },
    { "cooldown", FIELD_INT, OFF(reaction_def, cooldown), 0, 0, 99, false, NULL },
    { "min_damage", FIELD_INT, OFF(reaction_def, min_damage), 0, 0, 999, false, NULL },
    { "share", FIELD_INT, OFF(reaction_def, share), 0, 0, 100, false, NULL },
};

static const field item_fields[] = {
    { "name", FIELD_TEXT, OFF(item_def, name), 0, 0, 0, true, NULL },
    { "description", FIELD_TEXT, OFF(item_def, description), 0, 0, 0, false, NULL },
    { "kind", FIELD_CHOICE, OFF(item_def, kind), 0, 0, 0, true, item_kind_words },
    ATTACK_FIELDS(item_def, attack),
    { "accuracy", FIELD_INT, OFF(item_def, accuracy), 0, -100, 100, false, NULL },
    { "defense", FIELD_INT, OFF(item_def, defense), 0, 0, 99, false, NULL },
    { "strength", FIELD_INT, OFF(item_def, strength), 0, -99, 99, false, NULL },
    { "agility", FIELD_INT, OFF(item_def, agility), 0, -99, 99, false, NULL },
    { "speed", FIELD_INT, OFF(item_def, speed), 0, -99, 99, false, NULL },
    { "strength_percent", FIELD_INT, OFF(item_def, percent[BT_STAT_STRENGTH]), 0, -100, 500,
      false, NULL },
    { "defense_percent", FIELD_INT, OFF(item_def, percent[BT_STAT_DEFENSE]), 0, -100, 500,
      false, NULL },
    { "agility_percent", FIELD_INT, OFF(item_def, percent[BT_STAT_AGILITY]), 0, -100, 500,
      false, NULL },
    { "accuracy_percent", FIELD_INT, OFF(item_def, percent[BT_STAT_ACCURACY]), 0, -100, 500,
      false, NULL },
    { "speed_percent", FIELD_INT, OFF(item_def, percent[BT_STAT_SPEED]), 0, -100, 500,
      false, NULL },
    { "heal", FIELD_INT, OFF(item_def, heal), 0, 0, 999, false, NULL },
    { "cures", FIELD_IDS, OFF(item_def, cures), 0, 0, 0, false, NULL },
    { "effect", FIELD_EFFECT, OFF(item_def, effect), 0, 0, 0, false, NULL },
    { "known", FIELD_BOOL, OFF(item_def, known), 0, 0, 0, false, NULL },
    { "identify", FIELD_BOOL, OFF(item_def, identify), 0, 0, 0, false, NULL },
    { "price", FIELD_INT, OFF(item_def, price), 0, 1, 9999, false, NULL },
    DRAW_FIELDS(item_def),
};

#define RESIST(word, index) \
    { "resist_" word, FIELD_INT, OFF(creature_def, resist) + (index) * sizeof(int), 0, -100, 100, \
      false, NULL }

static const field creature_fields[] = {
    { "name", FIELD_TEXT, OFF(creature_def, name), 0, 0, 0, true, NULL },
    { "description", FIELD_TEXT, OFF(creature_def, description), 0, 0, 0, false, NULL },
    { "glyph", FIELD_GLYPH, OFF(creature_def, glyph), 0, 0, 0, true, NULL },
    { "life", FIELD_INT, OFF(creature_def, life), 0, 1, 9999, true, NULL },
    { "strength", FIELD_INT, OFF(creature_def, strength), 0, 0, 99, false, NULL },
    { "defense", FIELD_INT, OFF(creature_def, defense), 0, 0, 99, false, NULL },
    { "agility", FIELD_INT, OFF(creature_def, agility), 0, 0, 99, false, NULL },
    { "speed", FIELD_INT, OFF(creature_def, speed), 0, 10, 400, true, NULL },
    { "accuracy", FIELD_INT, OFF(creature_def, accuracy), 0, -100, 100, false, NULL },
    ATTACK_FIELDS(creature_def, attack),
    { "on_hit", FIELD_EFFECTS, OFF(creature_def, on_hit), OFF(creature_def, on_hit_count), 0, 0,
      false, NULL },
    { "immune", FIELD_IDS, OFF(creature_def, immune), 0, 0, 0, false, NULL },
    RESIST("slash", 0), RESIST("blunt", 1), RESIST("fire", 2), RESIST("ice", 3),
    RESIST("poison", 4), RESIST("shock", 5), RESIST("holy", 6),
    { "skills", FIELD_IDS, OFF(creature_def, skills), 0, 0, 0, false, NULL },
    { "at_half_life", FIELD_EFFECT, OFF(creature_def, at_half_life), 0, 0, 0, false, NULL },
    { "half_life_text", FIELD_TEXT, OFF(creature_def, half_life_text), 0, 0, 0, false, NULL },
    { "xp", FIELD_INT, OFF(creature_def, xp), 0, 0, 9999, false, NULL },
    { "gold", FIELD_RANGE, OFF(creature_def, gold_min), OFF(creature_def, gold_max), 0, 9999,
      false, NULL },
    { "loot", FIELD_ID, OFF(creature_def, loot), 0, 0, 0, false, NULL },
    { "loot_chance", FIELD_INT, OFF(creature_def, loot_chance), 0, 0, 100, false, NULL },
    { "boss", FIELD_BOOL, OFF(creature_def, boss), 0, 0, 0, false, NULL },
    { "scent", FIELD_INT, OFF(creature_def, scent), 0, 0, 50, false, NULL },
    { "flee", FIELD_INT, OFF(creature_def, flee), 0, 0, 100, false, NULL },
    { "alarm", FIELD_INT, OFF(creature_def, alarm), 0, 0, 50, false, NULL },
    { "steal", FIELD_INT, OFF(creature_def, steal), 0, 0, 100, false, NULL },
    DRAW_FIELDS(creature_def),
    { "pack", FIELD_RANGE, OFF(creature_def, pack_min), OFF(creature_def, pack_max), 1, 20, false,
      NULL },
    { "ranged", FIELD_INT, OFF(creature_def, ranged), 0, 2, 12, false, NULL },
    { "ranged_damage", FIELD_RANGE, OFF(creature_def, shot.damage_min),
      OFF(creature_def, shot.damage_max), 0, 999, false, NULL },
    { "ranged_damage_type", FIELD_DAMAGE_TYPE, OFF(creature_def, shot.damage_type), 0, 0, 0, false,
      NULL },
    { "ranged_edged", FIELD_BOOL, OFF(creature_def, shot.edged), 0, 0, 0, false, NULL },
    { "ranged_text", FIELD_TEXT, OFF(creature_def, ranged_text), 0, 0, 0, false, NULL },
};

static const field trap_fields[] = {
    { "name", FIELD_TEXT, OFF(trap_def, name), 0, 0, 0, true, NULL },
    { "glyph", FIELD_GLYPH, OFF(trap_def, glyph), 0, 0, 0, true, NULL },
    { "effect", FIELD_EFFECT, OFF(trap_def, effect), 0, 0, 0, true, NULL },
    { "text", FIELD_TEXT, OFF(trap_def, text), 0, 0, 0, false, NULL },
    { "visible", FIELD_BOOL, OFF(trap_def, visible), 0, 0, 0, false, NULL },
    DRAW_FIELDS(trap_def),
};

static const field gold_fields[] = {
    { "amount", FIELD_RANGE, OFF(gold_def, amount_min), OFF(gold_def, amount_max), 1, 9999, true,
      NULL },
    DRAW_FIELDS(gold_def),
};

static const field class_fields[] = {
    { "name", FIELD_TEXT, OFF(class_def, name), 0, 0, 0, true, NULL },
    { "life", FIELD_INT, OFF(class_def, life), 0, 1, 999, true, NULL },
    { "mana", FIELD_INT, OFF(class_def, mana), 0, 0, 999, true, NULL },
    { "strength", FIELD_INT, OFF(class_def, strength), 0, 0, 99, true, NULL },
    { "defense", FIELD_INT, OFF(class_def, defense), 0, 0, 99, true, NULL },
    { "agility", FIELD_INT, OFF(class_def, agility), 0, 0, 99, true, NULL },
    { "speed", FIELD_INT, OFF(class_def, speed), 0, 10, 400, true, NULL },
    { "weapon", FIELD_ID, OFF(class_def, weapon), 0, 0, 0, true, NULL },
    { "armour", FIELD_ID, OFF(class_def, armour), 0, 0, 0, false, NULL },
    { "items", FIELD_IDS, OFF(class_def, items), 0, 0, 0, false, NULL },
    { "skills", FIELD_IDS, OFF(class_def, skills), 0, 0, 0, false, NULL },
    { "reactions", FIELD_IDS, OFF(class_def, reactions), 0, 0, 0, false, NULL },
};

static const field quest_fields[] = {
    { "title", FIELD_TEXT, OFF(quest_def, title), 0, 0, 0, true, NULL },
    { "goal", FIELD_TEXT, OFF(quest_def, goal), 0, 0, 0, true, NULL },
    { "done_text", FIELD_TEXT, OFF(quest_def, done_text), 0, 0, 0, false, NULL },
    { "kill", FIELD_ID, OFF(quest_def, kill), 0, 0, 0, true, NULL },
    { "next", FIELD_ID, OFF(quest_def, next), 0, 0, 0, false, NULL },
    { "xp", FIELD_INT, OFF(quest_def, xp), 0, 0, 9999, false, NULL },
    { "reward", FIELD_ID, OFF(quest_def, reward), 0, 0, 0, false, NULL },
};

static const field content_info_fields[] = {
    { "text_domain", FIELD_TEXT, OFF(content_info, text_domain), 0, 0, 0, false, NULL },
    { "locale_dir", FIELD_TEXT, OFF(content_info, locale_dir), 0, 0, 0, false, NULL },
};

static const field level_info_fields[] = {
    { "map", FIELD_TEXT, OFF(level_info, map), 0, 0, 0, true, NULL },
    { "quest", FIELD_ID, OFF(level_info, quest), 0, 0, 0, false, NULL },
};

static const char *const vault_where_words[] = { "any", "rooms", "caves", NULL };

static const field vault_info_fields[] = {
    { "map", FIELD_TEXT, OFF(vault_info, map), 0, 0, 0, true, NULL },
    DRAW_FIELDS(vault_info),
    { "where", FIELD_CHOICE, OFF(vault_info, where), 0, 0, 0, false, vault_where_words },
    { "always", FIELD_BOOL, OFF(vault_info, always), 0, 0, 0, false, NULL },
    { "quest", FIELD_ID, OFF(vault_info, quest), 0, 0, 0, false, NULL },
    { "trail", FIELD_ID, OFF(vault_info, trail), 0, 0, 0, false, NULL },
};

static const field area_fields[] = {
    { "name", FIELD_TEXT, OFF(area_def, name), 0, 0, 0, true, NULL },
    { "left", FIELD_INT, OFF(area_def, x1), 0, 0, 255, true, NULL },
    { "top", FIELD_INT, OFF(area_def, y1), 0, 0, 255, true, NULL },
    { "right", FIELD_INT, OFF(area_def, x2), 0, 0, 255, true, NULL },
    { "bottom", FIELD_INT, OFF(area_def, y2), 0, 0, 255, true, NULL },
};

static const field place_fields[] = {
    { "creature", FIELD_ID, OFF(place_def, creature), 0, 0, 0, false, NULL },
    { "asleep", FIELD_BOOL, OFF(place_def, asleep), 0, 0, 0, false, NULL },
    { "wander", FIELD_BOOL, OFF(place_def, wander), 0, 0, 0, false, NULL },
    { "effect", FIELD_EFFECT, OFF(place_def, effect), 0, 0, 0, false, NULL },
    { "item", FIELD_ID, OFF(place_def, item), 0, 0, 0, false, NULL },
    { "gold", FIELD_INT, OFF(place_def, gold), 0, 1, 9999, false, NULL },
    { "trap", FIELD_EFFECT, OFF(place_def, trap), 0, 0, 0, false, NULL },
    { "trap_text", FIELD_TEXT, OFF(place_def, trap_text), 0, 0, 0, false, NULL },
    { "trap_kind", FIELD_ID, OFF(place_def, trap_kind_id), 0, 0, 0, false, NULL },
    { "visible", FIELD_BOOL, OFF(place_def, visible), 0, 0, 0, false, NULL },
    { "den", FIELD_ID, OFF(place_def, den), 0, 0, 0, false, NULL },
    { "fleeing", FIELD_BOOL, OFF(place_def, fleeing), 0, 0, 0, false, NULL },
    { "sells", FIELD_IDS, OFF(place_def, sells), 0, 0, 0, false, NULL },
    { "life", FIELD_INT, OFF(place_def, life), 0, 1, 100, false, NULL },
};

/* A schema, and the compiler's word that its fields fit the bit set of
 * def_header.seen. */
#define SCHEMA(kind, fields, type)                                                          \
    _Static_assert(sizeof fields / sizeof *fields <= SCHEMA_MAX_FIELDS, #kind ": too many " \
                                                                        "fields");          \
    static const schema kind##_schema = { #kind, fields, sizeof fields / sizeof *fields,   \
                                          sizeof(type) }

SCHEMA(skill, skill_fields, skill_def);
SCHEMA(item, item_fields, item_def);
SCHEMA(creature, creature_fields, creature_def);
SCHEMA(class, class_fields, class_def);
SCHEMA(quest, quest_fields, quest_def);
SCHEMA(reaction, reaction_fields, reaction_def);
SCHEMA(level, level_info_fields, level_info);
SCHEMA(content, content_info_fields, content_info);
SCHEMA(vault, vault_info_fields, vault_info);
SCHEMA(area, area_fields, area_def);
SCHEMA(appearance, appearance_fields, appearance_def);
SCHEMA(trap, trap_fields, trap_def);
SCHEMA(gold, gold_fields, gold_def);
/* A place is named by its map character, which may be any character. */
_Static_assert(sizeof place_fields / sizeof *place_fields <= SCHEMA_MAX_FIELDS, "place");
static const schema place_schema = { "place", place_fields,
                                     sizeof place_fields / sizeof *place_fields, sizeof(place_def),
                                     true };

/* The text domain of the content being played (content.ini), or NULL; and
 * those of the mods read over it (the last mod's first). Module state, as
 * content_text has no content to ask: one content is played at a time. */
static const char *content_domain;
static char *const *mod_domains;
static size_t mod_domain_count;

const char *content_text(const char *context, const char *text)
{
    if (!text)
        return NULL;
    for (size_t i = mod_domain_count; i-- > 0;) {
        const char *own = i18n_ptext(mod_domains[i], context, text);
        if (own != text)
            return own;
    }
    if (content_domain) {
        const char *own = i18n_ptext(content_domain, context, text);
        if (own != text)
            return own;
    }
    return i18n_ptext(NULL, context, text);
}

bt_name content_name(const char *context, const char *text)
{
    return (bt_name){ content_text(context, text), false, 0, NULL };
}

bt_name content_class_name(const class_def *cls, bool female)
{
    return content_name(female ? "class (female hero)" : "class", cls->name);
}

bool content_name_matches(const char *context, const char *text, const char *word)
{
    bt_name local = content_name(context, text), english = { text, false, 0, NULL };
    return name_matches(&local, word) || name_matches(&english, word);
}

/* --- the names' grammar --- */

/* The cases a name's forms may have that some sentence shows: those the
 * patterns give and the required forms name ("quick", known at once), and
 * when a name has another, also those the catalog's messages ask for
 * ({victim:acc}), found by reading every message once. */
typedef struct known_cases {
    strbuf quick, full;
    bool read;               /* full is filled in */
} known_cases;

static const char *const name_contexts[] = { "creature", "item", "skill", "class",
                                             "class (female hero)", "area", "quest",
                                             "effect name", NULL };

static bool is_name_context(const char *context)
{
    for (size_t i = 0; context && name_contexts[i]; i++)
        if (strcmp(context, name_contexts[i]) == 0)
            return true;
    return false;
}

static void add_required_cases(strbuf *out, const char *context)
{
    strbuf keys;
    sb_init(&keys);
    grammar_required_in(grammar_required(), context, &keys);
    for (const char *p = keys.buf; *p;) {
        size_t len = strcspn(p, " ");
        char kase[32];
        if (len && name_form_case(p, len, kase, sizeof kase) &&
            !grammar_genders_have(out->buf, kase, strlen(kase)))
            sb_addf(out, "%s%s", out->len ? " " : "", kase);
        p += len;
        p += strspn(p, " ");
    }
    sb_release(&keys);
}

static void known_init(known_cases *k, bool fill)
{
    sb_init(&k->quick);
    sb_init(&k->full);
    k->read = false;
    if (!fill)
        return;
    name_form_cases(grammar_pattern(true, NULL, 0, false), &k->quick);
    name_form_cases(grammar_common_pattern(false), &k->quick);
    name_form_cases(grammar_weak_pattern(false), &k->quick);
    for (const char *g = "m\0f\0n\0"; *g; g += 2)
        name_form_cases(grammar_pattern(false, g, 1, false), &k->quick);
    for (size_t i = 0; name_contexts[i]; i++)
        add_required_cases(&k->quick, name_contexts[i]);
}

static void known_release(known_cases *k)
{
    sb_release(&k->quick);
    sb_release(&k->full);
}

/* The cases one message of the catalog asks names for. */
static void note_cases(void *user, const char *context, const char *text)
{
    strbuf *out = user;
    if (context && strncmp(context, "grammar: ", 9) == 0) {
        if (strncmp(context, "grammar: adjective", 18) != 0)
            name_form_cases(text, out);          /* a pattern's own forms */
    } else if (!is_name_context(context) && !(context && strcmp(context, "adjective") == 0)) {
        tpl_form_cases(text, out);
    }
}

/* A form of the entry whose case no pattern, required form or message of
 * the catalog uses (a typo: "akk" for "acc"), or NULL; its key into which.
 * The messages are read only for a name the quick set does not explain. */
static const char *unknown_form(known_cases *k, const char *forms, char *which, size_t size)
{
    if (!name_entry_unknown_form(forms, k->quick.buf, which, size))
        return NULL;
    if (!k->read) {
        k->read = true;
        sb_adds(&k->full, k->quick.buf);
        catalog_each_translation(NULL, note_cases, &k->full);
    }
    return name_entry_unknown_form(forms, k->full.buf, which, size);
}

/* Says on stderr, in the player's language, what the translation of a name
 * lacks for the language's sentences (a gender, a required form), or which
 * of its forms no sentence shows, once; true when it lacks something. */
static bool check_name(known_cases *known, const char *context, const char *text)
{
    if (!text)
        return false;
    bt_name name = content_name(context, text);
    if (name.forms == text)
        return false;            /* untranslated: English needs nothing */
    strbuf required;
    sb_init(&required);
    grammar_required_in(grammar_required(), context, &required);
    size_t len = 0;
    const char *gender = name_gender(&name, &len);
    char which[64] = "";
    const char *lack = name_entry_problem(name.forms, grammar_genders());
    if (!lack)
        lack = name_entry_lacks(name.forms, grammar_genders(), required.buf,
                                grammar_pattern(false, gender, len, false),
                                grammar_common_pattern(false), which, sizeof which);
    if (!lack)
        lack = unknown_form(known, name.forms, which, sizeof which);
    sb_release(&required);
    if (!lack)
        return false;
    tpl_arg args[] = { TPL_STR("name", name.forms), TPL_STR("context", context),
                       TPL_STR("problem", _(lack)), TPL_STR("form", which) };
    strbuf line;
    sb_init(&line);
    /* TRANSLATORS: a name of the catalog that sentences cannot use as they
       should; {problem} says why, {form} is the form it lacks (or empty). */
    tpl_render(&line, _("bloodtrail: the name \"{name}\" ({context}) of the catalog: {problem}"),
               args, 4);
    if (*which)
        sb_addf(&line, " (%s)", which);
    fprintf(stderr, "%s.\n", line.buf);
    sb_release(&line);
    return true;
}

/* Checks the names of a table (hash NULL), or adds them to a hash (FNV-1a);
 * true when one lacks something. */
static bool check_names(known_cases *known, const def_table *table, size_t name_offset,
                        const char *context, uint64_t *hash)
{
    bool lacks = false;
    for (size_t i = 0; i < table->count; i++) {
        const char *const *name = (const char *const *)((const char *)schema_at(table, i) +
                                                        name_offset);
        if (!hash) {
            lacks |= check_name(known, context, *name);
            continue;
        }
        for (const char *p = *name ? *name : ""; *p; p++)
            *hash = (*hash ^ (unsigned char)*p) * 1099511628211u;
        *hash = (*hash ^ '\n') * 1099511628211u;
    }
    return lacks;
}

static bool check_all_names(const content *c, uint64_t *hash)
{
    known_cases known;               /* only a check reads the catalog's cases */
    known_init(&known, hash == NULL);
    bool lacks = check_names(&known, &c->creatures, offsetof(creature_def, name), "creature",
                             hash);
    lacks |= check_names(&known, &c->items, offsetof(item_def, name), "item", hash);
    lacks |= check_names(&known, &c->skills, offsetof(skill_def, name), "skill", hash);
    lacks |= check_names(&known, &c->classes, offsetof(class_def, name), "class", hash);
    lacks |= check_names(&known, &c->classes, offsetof(class_def, name), "class (female hero)",
                         hash);
    lacks |= check_names(&known, &c->traps, offsetof(trap_def, name), "trap name", hash);
    for (size_t i = 0; i < c->level_count; i++)
        lacks |= check_names(&known, &c->levels[i].areas, offsetof(area_def, name), "area", hash);
    known_release(&known);
    return lacks;
}

/* What the check of the names depends on: the language, the catalogs that
 * translate them (the game's, the content's, the mods') and the names. */
static void names_key(const content *c, strbuf *key)
{
    uint64_t hash = 14695981039346656037u;
    check_all_names(c, &hash);
    sb_addf(key, "bloodtrail names checked 1\n%s\n%016jx\n", i18n_language(),
            (uintmax_t)hash);
    catalog_identity(PACKAGE, key);
    if (content_domain)
        catalog_identity(content_domain, key);
    for (size_t i = 0; i < mod_domain_count; i++)
        catalog_identity(mod_domains[i], key);
}

void content_check_names(const content *c, const char *cache_dir)
{
    strbuf key, stamp;
    sb_init(&key);
    sb_init(&stamp);
    names_key(c, &key);
    if (cache_dir)
        sb_addf(&stamp, "%s/names-checked", cache_dir);
    size_t size = 0;
    char *was = NULL;
    struct stat st;
    file_problem problem;
    int fd = stamp.len ? file_open_regular(stamp.buf, &st, &problem) : -1;
    if (fd >= 0) {
        was = file_read_all(fd, (size_t)st.st_size, 1 << 16, &size);
        close(fd);
    }
    bool checked = was && size == key.len && memcmp(was, key.buf, size) == 0;
    /* A clean check is remembered; names that lack something are said at
     * every start until their catalog is mended. */
    if (!checked && !check_all_names(c, NULL) && stamp.len)
        (void)atomic_write(stamp.buf, key.buf, key.len, 0644, ATOMIC_MAKE_FOLDERS, NULL);
    free(was);
    sb_release(&stamp);
    sb_release(&key);
}

/* --- reading --- */

typedef struct loader {
    content *c;
    const char *dir;
    const registry *kinds;
    strbuf *error;
    const schema_layer *layer;   /* a mod's files; NULL: the game's */
    bool vaults;                 /* read vaults/ (only the deep dungeon uses them) */
} loader;

static bool fail(loader *l, const char *path, int line, const char *msgid, const tpl_arg *args,
                 size_t nargs)
{
    tpl_arg where[] = { TPL_STR("file", path), TPL_INT("line", line) };
    tpl_render_led(l->error, _(msgid), where, 2, args, nargs);
    return false;
}

static bool read_table(loader *l, def_table *table, const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", l->dir, name);
    /* Reactions, appearances, traps and gold came later: a content folder
     * without them has none. A mod brings only the files it adds to or
     * changes. */
    if ((table->schema == &reaction_schema || table->schema == &appearance_schema ||
         table->schema == &trap_schema || table->schema == &gold_schema || l->layer) &&
        access(path, F_OK) != 0)
        return true;
    ini_file file;
    bool ok = l->layer ? schema_read_layer(table, 1, false, &file, path, path, l->layer)
                       : schema_read(table, &file, path, name);
    if (!ok)
        sb_adds(l->error, file.error.buf);
    ini_release(&file);
    return ok;
}

/* A map is drawn with printable ASCII characters, one byte a cell; what else
 * a row holds is named whole, with its column. */
static bool check_row(loader *l, const char *shown, int y, const char *row, size_t len)
{
    for (const char *p = row; p < row + len; p++) {
        if ((unsigned char)*p >= 0x20 && (unsigned char)*p < 0x7f)
            continue;
        wint_t c;
        size_t bytes = *p ? utf8_decode(p, &c) : 1;
        char one[8] = { 0 };
        memcpy(one, p, bytes ? bytes : 1);
        strbuf code;
        sb_init(&code);
        outside_add_code_point(&code, p);
        tpl_arg args[] = { TPL_INT("column", (long)(p - row) + 1), TPL_STR("char", one),
                           TPL_STR("code", code.buf) };
        fail(l, shown, y + 1,
             N_("{file}:{line}: column {column}: the character \"{char}\" ({code}) cannot be "
                "on a map; maps are drawn with the ASCII characters the level file's guide "
                "lists."),
             args, 3);
        sb_release(&code);
        return false;
    }
    return true;
}

/* Reads the map file of a level: rows of equal width after padding. The
 * rows are found in the file as read, then copied once at their width. */
static bool read_map(loader *l, level_def *level, const char *folder, const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/%s", l->dir, folder, name);
    char shown[256];
    snprintf(shown, sizeof shown, "%s/%s", folder, name);
    size_t size;
    char *text = ini_load(path, shown, &size, l->error);
    if (!text)
        return false;
    char **found = NULL;              /* rows in text, NUL-terminated there */
    size_t capacity = 0;
    int height = 0, width = 0;
    bool ok = true;
    for (char *line = text, *end = text + size; line < end;) {
        char *nl = memchr(line, '\n', (size_t)(end - line));
        size_t len = (size_t)((nl ? nl : end) - line);
        char *next = nl ? nl + 1 : end;
        while (len && line[len - 1] == '\r')
            len--;
        if (len > CONTENT_MAX_MAP || height >= CONTENT_MAX_MAP) {
            /* TRANSLATORS: {max} is the largest width and height of a map. */
            ok = fail(l, shown, height + 1,
                      N_("{file}:{line}: maps are at most {max} by {max} cells."),
                      &TPL_INT("max", CONTENT_MAX_MAP), 1);
            break;
        }
        if (!(ok = check_row(l, shown, height, line, len)))
            break;
        line[len] = '\0';
        found = xgrow(found, &capacity, (size_t)height + 1, sizeof *found);
        found[height++] = line;
        if ((int)len > width)
            width = (int)len;
        line = next;
    }
    if (ok && height) {
        level->rows = content_map_rows(width, height);
        for (int y = 0; y < height; y++) {
            size_t len = strlen(found[y]);
            char *row = level->rows[y];
            memcpy(row, found[y], len);
            memset(row + len, ' ', (size_t)width - len);
            row[width] = '\0';
        }
        level->height = height;
        level->width = width;
    }
    free(found);
    free(text);
    if (!ok)
        return false;
    return level->height > 0 ||
           fail(l, shown, 1, N_("{file}:{line}: the map is empty."), NULL, 0);
}

/* Reads a level file or a vault file (name, under the content folder) into
 * piece: its one [level] or [vault] section, areas, places, and the map it
 * names in the same folder. */
static bool read_piece(loader *l, level_def *piece, const char *folder, const char *name,
                       const schema *info_schema)
{
    char shown[300], path[4096];
    snprintf(shown, sizeof shown, "%s/%s", folder, name);
    snprintf(path, sizeof path, "%s/%s", l->dir, shown);
    memset(piece, 0, sizeof *piece);
    piece->path = xstrdup(shown);
    content_level_init(piece);
    piece->info.schema = info_schema;
    def_table tables[] = { piece->info, piece->areas, piece->places };
    ini_file file;
    bool ok = schema_read_typed(tables, 3, &file, path, shown);
    piece->info = tables[0];
    piece->areas = tables[1];
    piece->places = tables[2];
    if (!ok)
        sb_adds(l->error, file.error.buf);
    ini_release(&file);
    if (ok && piece->info.count != 1)
        return info_schema == &level_schema
                   ? fail(l, shown, 1, N_("{file}:{line}: a level file needs one [level] section."),
                          NULL, 0)
                   : fail(l, shown, 1, N_("{file}:{line}: a vault file needs one [vault] section."),
                          NULL, 0);
    if (!ok)
        return false;
    const void *info = schema_at(&piece->info, 0);
    const char *map = info_schema == &level_schema ? ((const level_info *)info)->map
                                                   : ((const vault_info *)info)->map;
    return read_map(l, piece, folder, map);
}

static bool read_level(loader *l, int depth, bool *exists)
{
    char name[64], path[4096];
    snprintf(name, sizeof name, "%d.ini", depth);
    snprintf(path, sizeof path, "%s/levels/%s", l->dir, name);
    struct stat st;
    *exists = lstat(path, &st) == 0;      /* whatever is there is read, or named */
    if (!*exists)
        return true;
    content *c = l->c;
    c->levels = xrealloc(c->levels, (c->level_count + 1) * sizeof *c->levels);
    level_def *level = &c->levels[c->level_count++];
    bool ok = read_piece(l, level, "levels", name, &level_schema);
    level->depth = depth;
    return ok;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every vaults/NAME.ini, in the order of their names (the same dungeon on
 * every machine whatever order the folder lists them in). A content folder
 * without vaults has none. */
static bool read_vaults(loader *l)
{
    char folder[4096];
    snprintf(folder, sizeof folder, "%s/vaults", l->dir);
    DIR *d = opendir(folder);
    if (!d)
        return true;
    char **names = NULL;
    size_t count = 0, capacity = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len < 5 || strcmp(e->d_name + len - 4, ".ini") != 0)
            continue;
        names = xgrow(names, &capacity, count + 1, sizeof *names);
        names[count++] = xstrdup(e->d_name);
    }
    closedir(d);
    if (count)
        qsort(names, count, sizeof *names, by_name);
    bool ok = true;
    content *c = l->c;
    for (size_t i = 0; i < count; i++) {
        if (ok) {
            c->vaults = xrealloc(c->vaults, (c->vault_count + 1) * sizeof *c->vaults);
            ok = read_piece(l, &c->vaults[c->vault_count++], "vaults", names[i], &vault_schema);
        }
        free(names[i]);
    }
    free(names);
    return ok;
}

/* --- checking references --- */

static bool check_effect(loader *l, const char *file, const effect_ref *ref)
{
    /* Whether a plugin provides it; it is opened when it is first used, not
     * here: the first map opens only the plugins it needs. */
    const reg_entry *entry = ref->id ? reg_lookup(l->kinds, ref->id) : NULL;
    if (!ref->id || (entry && !entry->failed && !entry->disabled))
        return true;
    if (entry && entry->disabled) {
        /* There is a plugin: the user turned it off. Installing it again
         * would change nothing; the settings line would. */
        tpl_arg args[] = { TPL_VALUE("effect", ref->id),
                           TPL_STR("config", entry->disabled_in && *entry->disabled_in
                                                 ? entry->disabled_in
                                                 : "effects.conf") };
        return fail(l, file, ref->line,
                    /* TRANSLATORS: {config} is the settings file whose
                       "disable = ..." line names the effect. */
                    N_("{file}:{line}: the effect \"{effect}\" is turned off by \"disable\" in "
                       "{config}; take it off that line, or change this one."),
                    args, 2);
    }
    return fail(l, file, ref->line,
                N_("{file}:{line}: no plugin provides the effect \"{effect}\"; install its plugin "
                   "or change the line (\"bloodtrail --list-effects\" shows what is loaded)."),
                &TPL_VALUE("effect", ref->id), 1);
}

/* One whole sentence per kind of content, so each language can say it its
 * own way. */
static const char *missing_message(const char *kind)
{
    if (strcmp(kind, "skill") == 0)
        return N_("{file}:{line}: there is no skill \"{id}\" in skills.ini.");
    if (strcmp(kind, "item") == 0)
        return N_("{file}:{line}: there is no item \"{id}\" in items.ini.");
    if (strcmp(kind, "creature") == 0)
        return N_("{file}:{line}: there is no creature \"{id}\" in creatures.ini.");
    if (strcmp(kind, "reaction") == 0)
        return N_("{file}:{line}: there is no reaction \"{id}\" in reactions.ini.");
    if (strcmp(kind, "trap") == 0)
        return N_("{file}:{line}: there is no trap \"{id}\" in traps.ini.");
    return N_("{file}:{line}: there is no quest \"{id}\" in quests.ini.");
}

static bool check_id(loader *l, const char *file, int line, const def_table *table,
                     const char *id)
{
    if (!id || schema_find(table, id))
        return true;
    return fail(l, file, line, missing_message(table->schema->kind), &TPL_VALUE("id", id), 1);
}

static bool check_ids(loader *l, const char *file, const def_table *table, const id_list *list)
{
    for (size_t i = 0; i < list->count; i++)
        if (!check_id(l, file, list->line, table, list->ids[i]))
            return false;
    return true;
}

static bool check_skills(loader *l)
{
    for (size_t i = 0; i < l->c->skills.count; i++) {
        const skill_def *s = schema_at(&l->c->skills, i);
        if (!check_effect(l, "skills.ini", &s->effect) ||
            !check_effect(l, "skills.ini", &s->self_effect))
            return false;
    }
    return true;
}

/* A brace lets half the blow through unless the file says otherwise. */
static void default_reactions(loader *l)
{
    int share = schema_field_index(l->c->reactions.schema, "share");
    for (size_t i = 0; i < l->c->reactions.count; i++) {
        reaction_def *r = schema_at(&l->c->reactions, i);
        if (!schema_given_at(r, share))
            r->share = 50;
    }
}

int draw_weight(const draw_rule *rule)
{
    return rule->depth_min && rule->rarity ? DRAW_WEIGHT_SCALE / rule->rarity : 0;
}

bool draw_allows(const draw_rule *rule, int depth)
{
    return rule->depth_min && depth >= rule->depth_min && depth <= rule->depth_max;
}

/* The fields of a draw rule in a table's schema, found once for the table. */
typedef struct draw_keys {
    int depth, rarity;
} draw_keys;

static draw_keys draw_keys_of(const def_table *table)
{
    return (draw_keys){ schema_field_index(table->schema, "depth"),
                        schema_field_index(table->schema, "rarity") };
}

/* A depth without a rarity is common (1). */
static void draw_default(draw_rule *rule)
{
    if (rule->depth_min && !rule->rarity)
        rule->rarity = 1;
}

/* A rarity says how often a kind is drawn among those of its depth: without
 * a depth it is never drawn, so the rarity would be a mistake that nothing
 * shows. A depth without a rarity is common (1). */
static bool check_draw(loader *l, const char *file, const def_table *table, void *def,
                       draw_rule *rule, draw_keys keys)
{
    if (schema_given_at(def, keys.rarity) && !schema_given_at(def, keys.depth)) {
        const def_header *h = def;
        return fail(l, file, schema_line(table, def, "rarity"),
                    N_("{file}:{line}: [{section}] gives \"rarity\" but no \"depth\": only a "
                       "kind with a depth (\"depth = 1-3\") is drawn by the generator."),
                    &TPL_STR("section", h->id), 1);
    }
    draw_default(rule);
    return true;
}

static bool check_items(loader *l)
{
    draw_keys keys = draw_keys_of(&l->c->items);
    for (size_t i = 0; i < l->c->items.count; i++) {
        item_def *it = schema_at(&l->c->items, i);
        if (!check_draw(l, "items.ini", &l->c->items, it, &it->draw, keys))
            return false;
        if (!check_effect(l, "items.ini", &it->effect))
            return false;
        if (it->kind == ITEM_WEAPON && it->effect.id)
            /* A weapon's blows put nothing on their victim: the line would
             * be accepted and do nothing. */
            return fail(l, "items.ini", it->effect.line,
                        N_("{file}:{line}: a weapon's \"effect\" would never act: an item's "
                           "effect is taken when a potion is used, and blows give effects "
                           "through a creature's \"on_hit\". Remove the line, or make the "
                           "item a potion."),
                        NULL, 0);
        for (size_t j = 0; j < it->cures.count; j++)
            if (!check_effect(l, "items.ini",
                              &(effect_ref){ it->cures.ids[j], 1, 0, 100, it->cures.line }))
                return false;
    }
    return true;
}

/* Traps and heaps of gold are there to be drawn: each needs a depth. */
static bool check_drawn(loader *l, const char *file, def_table *table, size_t draw_offset)
{
    draw_keys keys = draw_keys_of(table);
    for (size_t i = 0; i < table->count; i++) {
        void *def = schema_at(table, i);
        draw_rule *rule = (draw_rule *)((char *)def + draw_offset);
        if (!check_draw(l, file, table, def, rule, keys))
            return false;
        if (!rule->depth_min)
            return fail(l, file, ((const def_header *)def)->line,
                        N_("{file}:{line}: [{section}] lacks the key \"depth\": the levels of "
                           "the deep dungeon it may be put on (\"depth = 1-3\")."),
                        &TPL_STR("section", ((const def_header *)def)->id), 1);
    }
    return true;
}

static bool check_traps(loader *l)
{
    def_table *traps = &l->c->traps;
    if (!check_drawn(l, "traps.ini", traps, offsetof(trap_def, draw)) ||
        !check_drawn(l, "gold.ini", &l->c->gold, offsetof(gold_def, draw)))
        return false;
    for (size_t i = 0; i < traps->count; i++) {
        const trap_def *t = schema_at(traps, i);
        if (!check_effect(l, "traps.ini", &t->effect))
            return false;
    }
    return true;
}

/* The fields of creatures.ini whose absence gives a default, found once. */
typedef struct creature_keys {
    draw_keys draw;
    int loot_chance, ranged_damage, ranged_damage_type;
} creature_keys;

/* A shot is its blow flown from afar unless its own keys say otherwise:
 * the damage and its type of the blow; edged only when said. */
static void shot_defaults(const creature_keys *keys, creature_def *d)
{
    if (!schema_given_at(d, keys->ranged_damage)) {
        d->shot.damage_min = d->attack.damage_min;
        d->shot.damage_max = d->attack.damage_max;
    }
    if (!schema_given_at(d, keys->ranged_damage_type))
        d->shot.damage_type = d->attack.damage_type;
}

/* What a creature that does not say has: loot without a chance always
 * drops ("loot_chance = 0" never does), and its shot. */
static void creature_defaults(const creature_keys *keys, creature_def *d)
{
    if (!schema_given_at(d, keys->loot_chance))
        d->loot_chance = 100;
    shot_defaults(keys, d);
}

static creature_keys creature_keys_of(const def_table *creatures)
{
    const schema *s = creatures->schema;
    return (creature_keys){ draw_keys_of(creatures), schema_field_index(s, "loot_chance"),
                            schema_field_index(s, "ranged_damage"),
                            schema_field_index(s, "ranged_damage_type") };
}

static bool check_creatures(loader *l)
{
    const content *c = l->c;
    creature_keys keys = creature_keys_of(&c->creatures);
    for (size_t i = 0; i < c->creatures.count; i++) {
        creature_def *d = schema_at(&c->creatures, i);
        if (!check_draw(l, "creatures.ini", &c->creatures, d, &d->draw, keys.draw))
            return false;
        creature_defaults(&keys, d);
        for (size_t j = 0; j < d->on_hit_count; j++)
            if (!check_effect(l, "creatures.ini", &d->on_hit[j]))
                return false;
        for (size_t j = 0; j < d->immune.count; j++)
            if (!check_effect(l, "creatures.ini",
                              &(effect_ref){ d->immune.ids[j], 1, 0, 100, d->immune.line }))
                return false;
        if (!check_effect(l, "creatures.ini", &d->at_half_life) ||
            !check_ids(l, "creatures.ini", &c->skills, &d->skills) ||
            !check_id(l, "creatures.ini", schema_line(&c->creatures, d, "loot"), &c->items,
                      d->loot))
            return false;
    }
    return true;
}

/* The item id names an item of the given kind (or is NULL). */
static bool check_kind(loader *l, const char *file, int line, const char *id, int kind)
{
    const item_def *item = id ? content_item(l->c, id) : NULL;
    if (!item || item->kind == kind)
        return true;
    return fail(l, file, line,
                kind == ITEM_WEAPON
                    ? N_("{file}:{line}: \"{id}\" is not a weapon (its kind in items.ini).")
                    : N_("{file}:{line}: \"{id}\" is not armour (its kind in items.ini)."),
                &TPL_VALUE("id", id), 1);
}

static bool check_classes(loader *l)
{
    const content *c = l->c;
    if (c->classes.count == 0)
        return fail(l, "classes.ini", 1, N_("{file}:{line}: there is no class to play."), NULL, 0);
    for (size_t i = 0; i < c->classes.count; i++) {
        const class_def *d = schema_at(&c->classes, i);
        int weapon_line = schema_line(&c->classes, d, "weapon");
        int armour_line = schema_line(&c->classes, d, "armour");
        if (!check_id(l, "classes.ini", weapon_line, &c->items, d->weapon) ||
            !check_kind(l, "classes.ini", weapon_line, d->weapon, ITEM_WEAPON) ||
            !check_id(l, "classes.ini", armour_line, &c->items, d->armour) ||
            !check_kind(l, "classes.ini", armour_line, d->armour, ITEM_ARMOUR) ||
            !check_ids(l, "classes.ini", &c->items, &d->items) ||
            !check_ids(l, "classes.ini", &c->skills, &d->skills) ||
            !check_ids(l, "classes.ini", &c->reactions, &d->reactions))
            return false;
    }
    return true;
}

static bool check_quests(loader *l)
{
    const content *c = l->c;
    for (size_t i = 0; i < c->quests.count; i++) {
        const quest_def *q = schema_at(&c->quests, i);
        if (!check_id(l, "quests.ini", schema_line(&c->quests, q, "kill"), &c->creatures,
                      q->kill) ||
            !check_id(l, "quests.ini", schema_line(&c->quests, q, "next"), &c->quests, q->next) ||
            !check_id(l, "quests.ini", schema_line(&c->quests, q, "reward"), &c->items,
                      q->reward))
            return false;
    }
    return true;
}

/* A place that names a kind of traps.ini takes the kind's effect, text and
 * visibility where it gives none of its own. Done again after each mod, as
 * a mod may change the kind or add to the table (which moves it). */
static bool resolve_trap_kinds(loader *l, level_def *level)
{
    for (size_t i = 0; i < level->places.count; i++) {
        place_def *p = schema_at(&level->places, i);
        p->trap_kind = NULL;
        if (!p->trap_kind_id)
            continue;
        if (!check_id(l, level->path, schema_line(&level->places, p, "trap_kind"), &l->c->traps,
                      p->trap_kind_id))
            return false;
        const trap_def *kind = schema_find(&l->c->traps, p->trap_kind_id);
        p->trap_kind = kind;
        if (!schema_given(&level->places, p, "trap"))
            p->trap = kind->effect;
        if (!schema_given(&level->places, p, "trap_text"))
            p->trap_text = kind->text;
        if (!schema_given(&level->places, p, "visible"))
            p->visible = kind->visible;
    }
    return true;
}

/* Every map character is terrain or a place the level file describes. */
/* The map characters that are terrain, not places. */
#define TERRAIN_CHARS "#.,+'><@ "

void content_places(const level_def *level, const place_def *table[256])
{
    memset(table, 0, 256 * sizeof *table);
    for (size_t i = 0; i < level->places.count; i++) {
        const place_def *place = schema_at(&level->places, i);
        /* A place is named by one map character (check_level makes sure). */
        unsigned char ch = (unsigned char)place->h.id[0];
        if (place->h.id[0] && !place->h.id[1] && !table[ch])
            table[ch] = place;
    }
}

/* The places of a level or a vault: each names what exists. */
static bool check_places(loader *l, const level_def *level)
{
    const content *c = l->c;
    for (size_t i = 0; i < level->places.count; i++) {
        const place_def *p = schema_at(&level->places, i);
        if (strlen(p->h.id) != 1 || strchr(TERRAIN_CHARS, p->h.id[0]))
            return fail(l, level->path, p->h.line,
                        N_("{file}:{line}: a place is named by one map character that is not "
                           "terrain, as in [place w], not \"{id}\"."),
                        &TPL_STR("id", p->h.id), 1);
        if (!check_id(l, level->path, schema_line(&level->places, p, "creature"), &c->creatures,
                      p->creature) ||
            !check_id(l, level->path, schema_line(&level->places, p, "item"), &c->items,
                      p->item) ||
            !check_effect(l, level->path, &p->effect) || !check_effect(l, level->path, &p->trap))
            return false;
        if (!check_ids(l, level->path, &c->items, &p->sells))
            return false;
        for (size_t j = 0; j < p->sells.count; j++)
            if (!content_item(c, p->sells.ids[j])->price)
                return fail(l, level->path, p->sells.line,
                            N_("{file}:{line}: the shrine sells \"{id}\", which has no price in "
                               "items.ini."),
                            &TPL_STR("id", p->sells.ids[j]), 1);
        if (p->den && !schema_find(&level->areas, p->den))
            return fail(l, level->path, schema_line(&level->places, p, "den"),
                        N_("{file}:{line}: there is no [area {id}] in this level for a den."),
                        &TPL_STR("id", p->den), 1);
    }
    return true;
}

/* Each cell of a map is terrain or a place; returns the number of starts
 * ("@"). The map is named as the level's or vault's file names it. */
static bool check_cells(loader *l, const level_def *level, const char *map_path, int *starts)
{
    /* Each cell through tables: a map may have a million of them. */
    bool terrain[256] = { false };
    for (const char *t = TERRAIN_CHARS; *t; t++)
        terrain[(unsigned char)*t] = true;
    const place_def *places[256];
    content_places(level, places);
    *starts = 0;
    for (int y = 0; y < level->height; y++) {
        for (int x = 0; x < level->width; x++) {
            unsigned char ch = (unsigned char)level->rows[y][x];
            if (ch == '@')
                (*starts)++;
            if (terrain[ch])
                continue;
            char id[2] = { (char)ch, '\0' };
            if (!places[ch]) {
                tpl_arg args[] = { TPL_STR("char", id), TPL_INT("column", x + 1) };
                return fail(l, map_path, y + 1,
                            N_("{file}:{line}: the character \"{char}\" in column {column} is "
                               "neither terrain nor a [place {char}] of the level file."),
                            args, 2);
            }
        }
    }
    return true;
}

static bool check_level(loader *l, const level_def *level)
{
    const content *c = l->c;
    const level_info *info = schema_at(&level->info, 0);
    char map[300];
    snprintf(map, sizeof map, "levels/%s", info->map);
    int starts;
    if (!check_id(l, level->path, schema_line(&level->info, info, "quest"), &c->quests,
                  info->quest) ||
        !check_places(l, level) || !check_cells(l, level, map, &starts))
        return false;
    if (starts != 1)
        return fail(l, level->path, 1,
                    N_("{file}:{line}: the map must show the hero's start \"@\" exactly once."),
                    NULL, 0);
    return true;
}

/* A vault: what a level's places may hold, no start of its own (the
 * generator chooses where the hero arrives), and a trail that leads to one
 * of its areas. */
static bool check_vault(loader *l, level_def *vault)
{
    const content *c = l->c;
    vault_info *info = schema_at(&vault->info, 0);
    char map[300];
    snprintf(map, sizeof map, "vaults/%s", info->map);
    int starts;
    if (!check_draw(l, vault->path, &vault->info, info, &info->draw, draw_keys_of(&vault->info)) ||
        !check_id(l, vault->path, schema_line(&vault->info, info, "quest"), &c->quests,
                  info->quest) ||
        !check_places(l, vault) || !check_cells(l, vault, map, &starts))
        return false;
    if (starts)
        return fail(l, map, 1,
                    N_("{file}:{line}: a vault has no start \"@\"; the generator chooses where "
                       "the hero arrives."),
                    NULL, 0);
    if (!info->draw.depth_min)
        return fail(l, vault->path, info->h.line,
                    N_("{file}:{line}: [vault] lacks the key \"depth\": the levels it may be "
                       "put on."),
                    NULL, 0);
    if (info->trail && !schema_find(&vault->areas, info->trail))
        return fail(l, vault->path, schema_line(&vault->info, info, "trail"),
                    N_("{file}:{line}: there is no [area {id}] in this vault for the trail to "
                       "lead to."),
                    &TPL_STR("id", info->trail), 1);
    return true;
}

/* The placeholders each kind of content text may use. */
static const char *const no_keys[] = { NULL };
static const char *const victim_keys[] = { "name", NULL };
static const char *const skill_keys[] = { "user", "target", NULL };
static const char *const shooter_keys[] = { "name", "victim", NULL };

typedef struct text_rule {
    const char *key;
    const char *const *allowed;
    const char *allowed_list;     /* as a modder reads it */
} text_rule;

static const text_rule skill_texts[] = { { "name", no_keys, "-" },
                                         { "text", skill_keys, "{user} {target}" },
                                         { NULL, NULL, NULL } };
static const text_rule creature_texts[] = { { "name", no_keys, "-" },
                                            { "description", no_keys, "-" },
                                            { "half_life_text", victim_keys, "{name}" },
                                            { "ranged_text", shooter_keys, "{name} {victim}" },
                                            { NULL, NULL, NULL } };
static const char *const question_keys[] = { "attacker", "n", "mana", NULL };
static const char *const reaction_keys[] = { "user", "attacker", "target", NULL };
static const text_rule reaction_texts[] = { { "name", no_keys, "-" },
                                            { "question", question_keys,
                                              "{attacker} {n} {mana}" },
                                            { "text", reaction_keys,
                                              "{user} {attacker} {target}" },
                                            { NULL, NULL, NULL } };
static const text_rule plain_name[] = { { "name", no_keys, "-" }, { NULL, NULL, NULL } };
static const text_rule quest_texts[] = { { "title", no_keys, "-" },
                                         { "goal", no_keys, "-" },
                                         { "done_text", no_keys, "-" },
                                         { NULL, NULL, NULL } };
static const text_rule trap_texts[] = { { "name", no_keys, "-" },
                                        { "text", victim_keys, "{name}" },
                                        { NULL, NULL, NULL } };
static const text_rule place_texts[] = { { "trap_text", victim_keys, "{name}" },
                                         { NULL, NULL, NULL } };

/* Where the text field key is in the definitions of t (found once for
 * the table), or SIZE_MAX when t has no such text. */
static size_t text_offset(const def_table *t, const char *key)
{
    int i = schema_field_index(t->schema, key);
    const field *f = i >= 0 ? &t->schema->fields[i] : NULL;
    return f && f->type == FIELD_TEXT ? f->offset : SIZE_MAX;
}

/* The text at offset of a definition, or NULL. */
static const char *text_at(const void *def, size_t offset)
{
    return offset == SIZE_MAX ? NULL : *(const char *const *)((const char *)def + offset);
}

/* The most text rules a table has (creatures have four). */
#define TEXT_RULES_MAX 8

/* Every text of every definition in t uses only the placeholders its rule
 * allows (a mistyped {nmae} would show as it stands). */
static bool check_texts(loader *l, const char *file, const def_table *t, const text_rule *rules)
{
    size_t offsets[TEXT_RULES_MAX], count = 0;
    for (; count < TEXT_RULES_MAX && rules[count].key; count++)
        offsets[count] = text_offset(t, rules[count].key);
    for (size_t i = 0; i < t->count; i++) {
        const void *def = schema_at(t, i);
        for (const text_rule *r = rules; r < rules + count; r++) {
            const char *text = text_at(def, offsets[r - rules]);
            if (!text || tpl_keys_within(text, r->allowed))
                continue;
            tpl_arg args[] = { TPL_STR("key", r->key), TPL_STR("allowed", r->allowed_list) };
            return fail(l, file, schema_line(t, def, r->key),
                        N_("{file}:{line}: \"{key}\" uses a placeholder it cannot have, or an "
                           "unbalanced brace; it may use: {allowed} (write {{{{ and }}}} for "
                           "braces)."),
                        args, 2);
        }
    }
    return true;
}

static bool check_all_texts(loader *l)
{
    const content *c = l->c;
    if (!check_texts(l, "skills.ini", &c->skills, skill_texts) ||
        !check_texts(l, "items.ini", &c->items, plain_name) ||
        !check_texts(l, "creatures.ini", &c->creatures, creature_texts) ||
        !check_texts(l, "classes.ini", &c->classes, plain_name) ||
        !check_texts(l, "quests.ini", &c->quests, quest_texts) ||
        !check_texts(l, "reactions.ini", &c->reactions, reaction_texts) ||
        !check_texts(l, "traps.ini", &c->traps, trap_texts))
        return false;
    for (size_t i = 0; i < c->level_count; i++)
        if (!check_texts(l, c->levels[i].path, &c->levels[i].areas, plain_name) ||
            !check_texts(l, c->levels[i].path, &c->levels[i].places, place_texts))
            return false;
    return true;
}

static bool check_all(loader *l)
{
    default_reactions(l);
    if (!check_skills(l) || !check_items(l) || !check_creatures(l) || !check_classes(l) ||
        !check_quests(l) || !check_traps(l) || !check_all_texts(l))
        return false;
    for (size_t i = 0; i < l->c->level_count; i++)
        if (!resolve_trap_kinds(l, &l->c->levels[i]) || !check_level(l, &l->c->levels[i]))
            return false;
    for (size_t i = 0; i < l->c->vault_count; i++)
        if (!resolve_trap_kinds(l, &l->c->vaults[i]) ||
            !check_texts(l, l->c->vaults[i].path, &l->c->vaults[i].areas, plain_name) ||
            !check_texts(l, l->c->vaults[i].path, &l->c->vaults[i].places, place_texts) ||
            !check_vault(l, &l->c->vaults[i]))
            return false;
    return l->c->level_count > 0 ||
           fail(l, "levels/1.ini", 0, N_("{file}: there is no first level."), NULL, 0);
}

/* Whether a level's map is the file name (a map may be named by a number). */
static bool is_a_map(const content *c, const char *name)
{
    for (size_t i = 0; i < c->level_count; i++) {
        const level_info *info = schema_at(&c->levels[i].info, 0);
        if (info && info->map && strcmp(info->map, name) == 0)
            return true;
    }
    return false;
}

/* Levels are read from 1 until one is missing: a level file or a numbered
 * map past that gap would be silently left out, so it is named. */
static bool check_no_gap(loader *l)
{
    char folder[4096];
    snprintf(folder, sizeof folder, "%s/levels", l->dir);
    DIR *d = opendir(folder);
    if (!d)
        return true;
    long missing = (long)l->c->level_count + 1, first = 0;
    char first_name[300] = "";
    for (struct dirent *e; (e = readdir(d));) {
        char *end;
        long n = strtol(e->d_name, &end, 10);
        if (end == e->d_name || e->d_name[0] < '0' || e->d_name[0] > '9' || n < missing ||
            (strcmp(end, ".ini") != 0 && strcmp(end, ".map") != 0) ||
            (strcmp(end, ".map") == 0 && is_a_map(l->c, e->d_name)))
            continue;
        if (!first || n < first || (n == first && strcmp(e->d_name, first_name) < 0)) {
            first = n;
            snprintf(first_name, sizeof first_name, "levels/%s", e->d_name);
        }
    }
    closedir(d);
    if (!first)
        return true;
    return fail(l, first_name, 0,
                N_("{file}: there is no level {missing} before it (levels/{missing}.ini); levels "
                    "are numbered from 1, without a gap."),
                &TPL_INT("missing", missing), 1);
}

/* The content folder itself, named when it is not one. */
static bool check_folder(loader *l)
{
    struct stat st;
    int err = stat(l->dir, &st) != 0 ? errno : S_ISDIR(st.st_mode) ? 0 : ENOTDIR;
    if (!err)
        return true;
    return fail(l, l->dir, 0, N_("{file}: the content folder cannot be read: {error}."),
                &TPL_STR("error", strerror(err)), 1);
}

/* A text domain names catalog files: a plain word, no path. */
static bool is_domain_name(const char *name)
{
    if (!*name || strcmp(name, PACKAGE) == 0 || name[0] == '.')
        return false;
    for (const char *p = name; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '_' || *p == '-' || *p == '.'))
            return false;
    return true;
}

/* A text domain whose catalog folder is not there leaves the content's
 * texts in English without a word: it is named (the game still starts). */
void content_warn_no_catalogs(const char *file, const char *domain, const char *folder)
{
    strbuf line;
    sb_init(&line);
    tpl_arg args[] = { TPL_STR("file", file), TPL_STR("domain", domain),
                       TPL_STR("folder", folder) };
    /* TRANSLATORS: locale_dir of a content.ini or mod.ini names no folder. */
    tpl_render(&line, _("{file}: the catalogs of the text domain \"{domain}\" should be in "
                        "{folder}, which is not a folder; its texts stay in English "
                        "(\"locale_dir\" is relative to the content's folder)."),
               args, 3);
    fprintf(stderr, "bloodtrail: %s\n", line.buf);
    sb_release(&line);
}

/* content.ini, when the folder has one: its text domain is bound to its
 * catalogs, so the names it brings are translated. */
static bool read_info(loader *l)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/content.ini", l->dir);
    if (access(path, F_OK) != 0)
        return true;
    if (!read_table(l, &l->c->info, "content.ini"))
        return false;
    const content_info *info = l->c->info.count ? schema_at(&l->c->info, 0) : NULL;
    if (l->c->info.count > 1 || (l->c->info.count && strcmp(info->h.id, "content") != 0))
        return fail(l, "content.ini", 1,
                    N_("{file}:{line}: content.ini has one section, [content]."), NULL, 0);
    if (!info || !info->text_domain)
        return true;
    if (!is_domain_name(info->text_domain))
        return fail(l, "content.ini", schema_line(&l->c->info, info, "text_domain"),
                    N_("{file}:{line}: the text domain \"{domain}\" is not a plain name of "
                       "letters, digits, \"-\", \"_\" and \".\" (nor bloodtrail's own)."),
                    &TPL_STR("domain", info->text_domain), 1);
    const char *locale = info->locale_dir ? info->locale_dir : "locale";
    char catalogs[4096];
    if (locale[0] == '/')
        snprintf(catalogs, sizeof catalogs, "%s", locale);
    else
        snprintf(catalogs, sizeof catalogs, "%s/%s", l->dir, locale);
    i18n_bind(info->text_domain, catalogs);
    content_domain = info->text_domain;
    struct stat st;
    if (stat(catalogs, &st) != 0 || !S_ISDIR(st.st_mode))
        content_warn_no_catalogs(path, info->text_domain, catalogs);
    return true;
}

void content_prepare(content *c)
{
    memset(c, 0, sizeof *c);
    c->info.schema = &content_schema;
    c->classes.schema = &class_schema;
    c->creatures.schema = &creature_schema;
    c->items.schema = &item_schema;
    c->skills.schema = &skill_schema;
    c->quests.schema = &quest_schema;
    c->reactions.schema = &reaction_schema;
    c->appearances.schema = &appearance_schema;
    c->traps.schema = &trap_schema;
    c->gold.schema = &gold_schema;
}

size_t content_tables(content *c, def_table *tables[CONTENT_TABLE_COUNT])
{
    def_table *all[] = { &c->info,      &c->skills,    &c->items,     &c->creatures,
                         &c->classes,   &c->quests,    &c->reactions, &c->appearances,
                         &c->traps,     &c->gold };
    _Static_assert(sizeof all / sizeof *all == CONTENT_TABLE_COUNT, "content tables");
    memcpy(tables, all, sizeof all);
    return CONTENT_TABLE_COUNT;
}

/* --- the content from its cache --- */

/* The values check_all gives what the files leave unsaid (a brace's share,
 * a depth's rarity, a creature's loot chance and shot), given again to a
 * content from the cache. */
static void draw_defaults(def_table *t, size_t draw_offset)
{
    for (size_t i = 0; i < t->count; i++)
        draw_default((draw_rule *)((char *)schema_at(t, i) + draw_offset));
}

static void derive_defaults(loader *l)
{
    content *c = l->c;
    default_reactions(l);
    draw_defaults(&c->items, offsetof(item_def, draw));
    draw_defaults(&c->traps, offsetof(trap_def, draw));
    draw_defaults(&c->gold, offsetof(gold_def, draw));
    draw_defaults(&c->creatures, offsetof(creature_def, draw));
    creature_keys keys = creature_keys_of(&c->creatures);
    for (size_t i = 0; i < c->creatures.count; i++)
        creature_defaults(&keys, schema_at(&c->creatures, i));
    for (size_t i = 0; i < c->vault_count; i++)
        draw_defaults(&c->vaults[i].info, offsetof(vault_info, draw));
}

/* A content from the cache passed check_all when the cache was written,
 * against the same effects (a cache made under other plugins is passed
 * over), and the cache is that content (its checksum, its stamps, the
 * bounds of each value): it holds still, and checking it again was a
 * quarter of reading the content. What the loader derives is derived
 * again: the defaults, and the kinds of traps the places point at. false
 * sends the start back to the files. */
static bool check_cached(loader *l)
{
    derive_defaults(l);
    for (size_t i = 0; i < l->c->level_count; i++)
        if (!resolve_trap_kinds(l, &l->c->levels[i]))
            return false;
    for (size_t i = 0; i < l->c->vault_count; i++)
        if (!resolve_trap_kinds(l, &l->c->vaults[i]))
            return false;
    return l->c->level_count > 0;
}

/* The game's content from its cache; false when there is no such cache, or
 * it does not hold (c is then empty again). */
static bool load_cached_content(loader *l, const char *cache_dir)
{
    if (content_cache_read(l->c, cache_dir, l->dir, l->vaults, l->kinds) && check_cached(l))
        return true;
    content_release(l->c);
    content_prepare(l->c);
    sb_reset(l->error);
    return false;
}

static bool load_game_content(content *c, const char *dir, const registry *kinds, bool vaults,
                              const char *cache_dir, strbuf *error)
{
    content_prepare(c);
    loader l = { c, dir, kinds, error, NULL, vaults };
    content_domain = NULL;
    if (cache_dir && load_cached_content(&l, cache_dir))
        return true;
    bool ok = check_folder(&l) && read_info(&l) && read_table(&l, &c->skills, "skills.ini") &&
              read_table(&l, &c->items, "items.ini") &&
              read_table(&l, &c->creatures, "creatures.ini") &&
              read_table(&l, &c->classes, "classes.ini") &&
              read_table(&l, &c->quests, "quests.ini") &&
              read_table(&l, &c->reactions, "reactions.ini") &&
              read_table(&l, &c->appearances, "appearances.ini") &&
              read_table(&l, &c->traps, "traps.ini") && read_table(&l, &c->gold, "gold.ini");
    for (int depth = 1; ok; depth++) {
        bool exists;
        ok = read_level(&l, depth, &exists);
        if (!exists)
            break;
    }
    ok = ok && check_no_gap(&l) && (!vaults || read_vaults(&l)) && check_all(&l);
    if (!ok)
        content_release(c);
    else if (cache_dir && !c->info.count)
        content_cache_write(c, cache_dir, dir, vaults, kinds);
    return ok;
}

bool content_load(content *c, const char *dir, const registry *kinds, strbuf *error)
{
    return load_game_content(c, dir, kinds, true, NULL, error);
}

/* --- mods --- */

/* A mod's levels/N.ini over a level of the game: its sections change the
 * level's places and areas or add new ones; a new "map" is read from the
 * mod's folder. */
static bool change_level(loader *l, level_def *level, const char *path)
{
    def_table tables[] = { level->info, level->areas, level->places };
    ini_file file;
    bool ok = schema_read_layer(tables, 3, true, &file, path, path, l->layer);
    level->info = tables[0];
    level->areas = tables[1];
    level->places = tables[2];
    if (!ok)
        sb_adds(l->error, file.error.buf);
    ini_release(&file);
    if (!ok)
        return false;
    if (level->info.count != 1)
        return fail(l, path, 1, N_("{file}:{line}: a level file needs one [level] section."),
                    NULL, 0);
    level_info *info = schema_at(&level->info, 0);
    int map = schema_field_index(&level_schema, "map");
    if (!schema_given_at(info, map) || schema_mark(&info->h, map)->set_by != l->layer->index)
        return true;
    free(level->rows);
    level->rows = NULL;
    level->height = level->width = 0;
    return read_map(l, level, "levels", info->map);
}

/* A mod's levels: levels/N.ini changes the game's level N, or adds one
 * after the last (numbered on, without a gap). */
static bool read_mod_levels(loader *l)
{
    for (size_t depth = 1; depth <= l->c->level_count; depth++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/levels/%zu.ini", l->dir, depth);
        if (access(path, F_OK) == 0 && !change_level(l, &l->c->levels[depth - 1], path))
            return false;
    }
    for (int depth = (int)l->c->level_count + 1;; depth++) {
        bool exists;
        if (!read_level(l, depth, &exists))
            return false;
        if (!exists)
            return true;
    }
}

/* Reads one mod's files over the content and checks the whole again. */
static bool add_layer(loader *l, const mod *m)
{
    content *c = l->c;
    l->dir = m->dir;
    bool ok = read_table(l, &c->skills, "skills.ini") && read_table(l, &c->items, "items.ini") &&
              read_table(l, &c->creatures, "creatures.ini") &&
              read_table(l, &c->classes, "classes.ini") &&
              read_table(l, &c->quests, "quests.ini") &&
              read_table(l, &c->reactions, "reactions.ini") &&
              read_table(l, &c->traps, "traps.ini") && read_table(l, &c->gold, "gold.ini") &&
              read_mod_levels(l) && (!l->vaults || read_vaults(l));
    c->mods = xrealloc(c->mods, (c->mod_count + 1) * sizeof *c->mods);
    c->mods[c->mod_count++] = (content_mod){ xstrdup(m->id), xstrdup(m->version) };
    if (m->text_domain) {
        c->domains = xrealloc(c->domains, (c->domain_count + 1) * sizeof *c->domains);
        c->domains[c->domain_count++] = xstrdup(m->text_domain);
        mod_domains = c->domains;
        mod_domain_count = c->domain_count;
    }
    return ok && check_all(l);
}

/* Reads the game and the mods that are on; false (error set) at the first
 * that fails, whose index is *failed (SIZE_MAX: the game's own). */
static bool load_layers(content *c, const char *dir, mod_set *mods, const registry *kinds,
                        bool vaults, const char *cache_dir, strbuf *error, size_t *failed)
{
    *failed = SIZE_MAX;
    if (!load_game_content(c, dir, kinds, vaults, cache_dir, error))
        return false;
    const char *names[256] = { NULL };
    unsigned char index = 0;
    for (size_t i = 0; i < mods->count; i++) {
        mod *m = &mods->mods[i];
        if (m->state != MOD_ON)
            continue;
        if (index == 255) {
            mod_refuse(m, _("more than 255 mods are on; this one is left out."));
            continue;
        }
        names[++index] = m->id;
        schema_layer layer = { index, names };
        loader l = { c, m->dir, kinds, error, &layer, vaults };
        if (!add_layer(&l, m)) {
            *failed = i;
            return false;
        }
    }
    return true;
}

bool content_load_mods(content *c, const char *dir, mod_set *mods, const registry *kinds,
                       bool vaults, const char *cache_dir, strbuf *error)
{
    for (;;) {
        size_t failed;
        if (load_layers(c, dir, mods, kinds, vaults, cache_dir, error, &failed))
            return true;
        if (failed == SIZE_MAX)
            return false;
        /* The content is read again without it: what it changed is undone. */
        content_release(c);
        mod_refuse(&mods->mods[failed], error->buf);
        sb_reset(error);
    }
}

void content_level_init(level_def *level)
{
    level->info.schema = &level_schema;
    level->areas.schema = &area_schema;
    level->places.schema = &place_schema;
}

void content_piece_init(level_def *piece, bool vault)
{
    content_level_init(piece);
    if (vault)
        piece->info.schema = &vault_schema;
}

char **content_map_rows(int width, int height)
{
    size_t row = (size_t)width + 1, count = (size_t)height;
    char **rows = xmalloc(count * (sizeof *rows + row));
    char *bytes = (char *)(rows + count);
    for (size_t y = 0; y < count; y++)
        rows[y] = bytes + y * row;
    return rows;
}

void content_level_release(level_def *level)
{
    free(level->rows);
    free(level->path);
    schema_release(&level->info);
    schema_release(&level->areas);
    schema_release(&level->places);
}

void content_release(content *c)
{
    if (c->info.count && content_domain == ((content_info *)schema_at(&c->info, 0))->text_domain)
        content_domain = NULL;
    if (mod_domains == c->domains) {
        mod_domains = NULL;
        mod_domain_count = 0;
    }
    for (size_t i = 0; i < c->mod_count; i++) {
        free(c->mods[i].id);
        free(c->mods[i].version);
    }
    free(c->mods);
    for (size_t i = 0; i < c->domain_count; i++)
        free(c->domains[i]);
    free(c->domains);
    schema_release(&c->info);
    schema_release(&c->classes);
    schema_release(&c->creatures);
    schema_release(&c->items);
    schema_release(&c->skills);
    schema_release(&c->quests);
    schema_release(&c->reactions);
    schema_release(&c->appearances);
    schema_release(&c->traps);
    schema_release(&c->gold);
    for (size_t i = 0; i < c->level_count; i++)
        content_level_release(&c->levels[i]);
    free(c->levels);
    for (size_t i = 0; i < c->vault_count; i++)
        content_level_release(&c->vaults[i]);
    free(c->vaults);
    if (c->cache_map)
        munmap(c->cache_map, c->cache_map_len);
    memset(c, 0, sizeof *c);
}

const class_def *content_class(const content *c, const char *id)
{
    return schema_find(&c->classes, id);
}

const creature_def *content_creature(const content *c, const char *id)
{
    return schema_find(&c->creatures, id);
}

const item_def *content_item(const content *c, const char *id)
{
    return schema_find(&c->items, id);
}

const skill_def *content_skill(const content *c, const char *id)
{
    return schema_find(&c->skills, id);
}

const quest_def *content_quest(const content *c, const char *id)
{
    return schema_find(&c->quests, id);
}

const reaction_def *content_reaction(const content *c, const char *id)
{
    return schema_find(&c->reactions, id);
}
