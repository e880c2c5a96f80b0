/* SPDX-License-Identifier: GPL-3.0-or-later */
/* content.h - the game's content as read from data/: classes, creatures,
 * items, skills, quests and levels. Texts are kept in English and translated
 * when shown, each in its own message context ("creature", "item", ...).
 */
#ifndef BT_CONTENT_H
#define BT_CONTENT_H

#include <stdbool.h>
#include <stddef.h>

#include "content/schema.h"
#include "plugin/registry.h"
#include "text/name.h"
#include "util/strbuf.h"

typedef enum target_kind { TARGET_ENEMY, TARGET_SELF, TARGET_ALL_ENEMIES } target_kind;
/* Potions and scrolls are used up; rings and amulets are worn beside the
 * weapon and armour, one of each. */
typedef enum item_kind {
    ITEM_POTION, ITEM_WEAPON, ITEM_ARMOUR, ITEM_SCROLL, ITEM_RING, ITEM_AMULET
} item_kind;

/* Where the deep dungeon's generator may draw a kind, and how often. A kind
 * without a depth is never drawn: only a level or a vault places it. */
typedef struct draw_rule {
    int depth_min, depth_max; /* levels of the deep dungeon, 1-based; 0: none */
    int rarity;               /* 1 common .. 100 rare: drawn with weight 1/rarity */
} draw_rule;

/* The weight of a kind in the generator's draws: DRAW_WEIGHT_SCALE / rarity,
 * so rarity 1 comes ten times as often as rarity 10. */
#define DRAW_WEIGHT_SCALE 10000
int draw_weight(const draw_rule *rule);
/* Whether the rule lets the kind be drawn on the given level. */
bool draw_allows(const draw_rule *rule, int depth);

/* What a blow does: damage range and type, and how it wounds or stuns. */
typedef struct attack_def {
    int damage_min, damage_max;
    int damage_type;          /* bt_damage_type */
    bool edged;               /* wounds on a critical hit or in 35% of hits */
    int stun_chance;          /* percent: a blunt blow that stuns */
} attack_def;

typedef struct skill_def {
    def_header h;
    char *name;               /* translated in the context "skill" */
    char *description;        /* what it does (context "skill description"), or NULL */
    char *text;               /* said when used: "{user} ..." template, may be NULL */
    int mana, cooldown;
    int target;               /* target_kind */
    attack_def attack;        /* damage_max 0: no blow */
    int accuracy;             /* bonus for the blow */
    int heal;                 /* heals the user */
    effect_ref effect;        /* on the target(s), after the blow lands */
    effect_ref self_effect;   /* on the user */
} skill_def;

/* What a reaction does to the blow it answers. */
typedef enum reaction_kind {
    REACTION_TURN,            /* the blow strikes another enemy next to the hero */
    REACTION_BRACE,           /* the blow is cut to a share of itself, before armour */
    REACTION_RIPOSTE          /* once it landed, the hero strikes back at once */
} reaction_kind;

/* A hero's answer to a blow: the game stops the blow and asks the player. */
typedef struct reaction_def {
    def_header h;
    char *name;               /* translated in the context "reaction" */
    char *question;           /* "{attacker} ... {n} ... {mana}?" (context "reaction question") */
    char *text;               /* said on yes: "{user} ... {attacker} ... {target}" */
    int does;                 /* reaction_kind */
    int mana, cooldown;
    int min_damage;           /* asked only about a blow of at least this much */
    int share;                /* brace: percent of the blow that gets through */
} reaction_def;

typedef struct item_def {
    def_header h;
    char *name;
    char *description;        /* what it does (context "item description"), or NULL */
    int kind;                 /* item_kind */
    attack_def attack;        /* weapons */
    int accuracy;
    int defense;              /* armour */
    int strength, agility, speed;   /* worn things: flat */
    int percent[BT_STAT_COUNT];     /* worn things: percent, by bt_stat */
    int heal;                 /* potions */
    id_list cures;            /* effect ids a potion removes */
    effect_ref effect;        /* a potion's effect on whoever uses it */
    bool known;               /* a potion or scroll the hero knows by name from
                                 the start (a bandage); else it has an appearance */
    bool identify;            /* a scroll that makes an unknown kind known */
    int price;                /* gold at a shrine that sells it */
    draw_rule draw;           /* where the deep dungeon's generator puts it */
} item_def;

typedef struct creature_def {
    def_header h;
    char *name;
    char *description;        /* what it is, for "look" (context "creature
                                 description"), or NULL */
    char glyph[8];
    int life, strength, defense, agility, speed, accuracy;
    attack_def attack;
    effect_ref *on_hit;       /* effects a hit may put on the victim */
    size_t on_hit_count;
    id_list immune;
    int resist[7];            /* percent, by bt_damage_type */
    id_list skills;
    effect_ref at_half_life;  /* taken once when life falls to half: the Warden's fury */
    char *half_life_text;     /* said then */
    int xp;
    int gold_min, gold_max;
    char *loot;               /* an item id */
    int loot_chance;
    bool boss;                /* killing it wins the game */
    int scent;                /* smells a bleeding hero this many cells away; 0: no nose */
    int flee;                 /* flees a fight to its den under this percent of life */
    int steal;                /* percent of its turns it snatches gold from the hero
                                 instead of a blow, and runs with it; 0: never */
    int alarm;                /* woken, it cries out and wakes the sleepers this many
                                 cells around; 0: it wakes alone */
    draw_rule draw;           /* where the deep dungeon's generator puts it */
    int pack_min, pack_max;   /* drawn, it comes in a group of so many (0: alone) */
    int ranged;               /* it shoots a hero in its line of sight at most this
                                 many cells away (2 or more); 0: it only strikes */
    attack_def shot;          /* what it shoots: its blow's damage unless given */
    char *ranged_text;        /* said as it shoots: "{name} ... {victim}" (context
                                 "creature message"), or NULL: the game's own line */
} creature_def;

typedef struct class_def {
    def_header h;
    char *name;
    int life, mana, strength, defense, agility, speed;
    char *weapon, *armour;
    id_list items;
    id_list skills;
    id_list reactions;        /* reaction ids (reactions.ini) the player is asked about */
} class_def;

typedef struct quest_def {
    def_header h;
    char *title;
    char *goal;
    char *done_text;
    char *kill;               /* the creature whose death completes it */
    char *next;               /* the quest that follows */
    int xp;                   /* experience it gives when done */
    char *reward;             /* an item id it gives when done, or NULL */
} quest_def;

typedef struct area_def {
    def_header h;
    char *name;
    int x1, y1, x2, y2;
} area_def;

/* A kind of trap the deep dungeon's generator scatters (traps.ini); a
 * generated level's place points at its kind. */
typedef struct trap_def {
    def_header h;
    char *name;               /* translated in the context "trap name", with its grammar */
    char glyph[8];            /* its sign on the map once found */
    effect_ref effect;        /* put on whoever steps there */
    char *text;               /* said then: "{name}" is the victim (context "trap") */
    bool visible;             /* seen by everyone from the start (burning pitch) */
    draw_rule draw;           /* where the generator puts it */
} trap_def;

/* A heap of gold the deep dungeon's generator scatters (gold.ini). */
typedef struct gold_def {
    def_header h;
    int amount_min, amount_max;   /* coins in a heap, drawn in the range */
    draw_rule draw;
} gold_def;

typedef struct place_def {
    def_header h;             /* id: the map character */
    char *creature;
    bool asleep;
    bool wander;
    effect_ref effect;        /* on the creature from the start (a wounded wolf) */
    char *item;
    int gold;
    effect_ref trap;          /* a trap (hidden) or a fire (seen) on this cell */
    char *trap_text;
    bool visible;             /* a fire everyone sees, not a hidden trap */
    char *den;                /* the area the creature calls home (default: where it is) */
    bool fleeing;             /* it runs for its den from the start */
    id_list sells;            /* a shrine: the items it gives for their price in gold */
    int life;                 /* the creature starts with this percent of its life (0: all) */
    char *trap_kind_id;       /* a kind of traps.ini ("trap_kind"): its effect, text and
                                 visibility where the place gives none of its own */
    const trap_def *trap_kind; /* that kind, or the one a generated trap was drawn from
                                  (its name and sign), else NULL; set by the loader */
} place_def;

/* The sign of a place's trap on the map: its kind's, else its map character. */
static inline const char *place_trap_sign(const place_def *p)
{
    return p->trap_kind ? p->trap_kind->glyph : p->h.id;
}

typedef struct level_info {
    def_header h;             /* the [level] section */
    char *map;                /* the map file, beside the level file */
    char *quest;              /* the quest that starts on arrival, may be NULL */
} level_info;

/* Where a vault may be put. */
typedef enum vault_where { VAULT_ANY, VAULT_ROOMS, VAULT_CAVES } vault_where;

/* A hand-made piece of the deep dungeon (data/vaults/NAME.ini and its map):
 * the [vault] section of its file. */
typedef struct vault_info {
    def_header h;             /* the [vault] section */
    char *map;                /* the map fragment, beside the file */
    draw_rule draw;           /* the levels it may be put on, how often */
    int where;                /* vault_where: the kind of level it suits */
    bool always;              /* every dungeon has it once, on a level of its depth */
    char *quest;              /* a quest that starts when the hero enters its level */
    char *trail;              /* an area of it: a trail of blood leads there from
                                 the arrival */
} vault_info;

/* The largest map, in either direction. A level keeps 24 bytes a cell:
 * 24 MB at the largest. */
#define CONTENT_MAX_MAP 1000

typedef struct level_def {
    int depth;
    char *path;               /* owned: "levels/1.ini", for messages */
    char **rows;              /* owned: the map, one string per row, all in the
                                 one allocation of content_map_rows */
    int width, height;
    def_table info;           /* exactly one level_info */
    def_table areas;          /* area_def */
    def_table places;         /* place_def, id = the map character */
} level_def;

/* What a content folder says about itself (content.ini, optional): a mod
 * names the text domain of its own catalogs, so its names are translated
 * and carry their grammar without anything added to the game's catalogs. */
typedef struct content_info {
    def_header h;             /* the [content] section */
    char *text_domain;        /* NULL: the game's */
    char *locale_dir;         /* the catalogs: relative to the folder; NULL: "locale" */
} content_info;

/* How an unknown potion or scroll looks (appearances.ini): an adjective
 * composed with the kind's noun ("a murky potion"), given to one unknown
 * kind of each game. */
typedef struct appearance_def {
    def_header h;
    int kind;                 /* 0: potions, 1: scrolls (appearance_item_kind) */
    char *adjective;          /* context "adjective" (text/adjective.h) */
} appearance_def;

/* The item_kind an appearance disguises. */
static inline int appearance_item_kind(const appearance_def *a)
{
    return a->kind == 0 ? ITEM_POTION : ITEM_SCROLL;
}

/* A mod read over the content, as a save records it. */
typedef struct content_mod {
    char *id, *version;       /* owned */
} content_mod;

typedef struct content {
    def_table info;           /* at most one content_info */
    content_mod *mods;        /* owned: the mods read over it, in order */
    size_t mod_count;
    char **domains;           /* owned: the text domains of the mods, in order */
    size_t domain_count;
    def_table classes, creatures, items, skills, quests, reactions;
    def_table appearances;    /* appearance_def; none without appearances.ini */
    def_table traps;          /* trap_def; none without traps.ini */
    def_table gold;           /* gold_def; none without gold.ini */
    level_def *levels;        /* depth 1..level_count */
    size_t level_count;
    level_def *vaults;        /* vaults/NAME.ini: info holds one vault_info; sorted by
                                 file name */
    size_t vault_count;
    /* The cache file it was read from, mapped for as long as it lives
     * (content/cache.c): the texts of its tables are there, not copied. */
    void *cache_map;
    size_t cache_map_len;
} content;

/* Loads every file under dir and checks every reference (effects against
 * kinds). On a problem returns false with "file:line: problem" in error;
 * then content holds nothing. */
bool content_load(content *c, const char *dir, const registry *kinds, strbuf *error);
void content_release(content *c);
/* Says on stderr (once a session) each name whose translation lacks what the
 * language's grammar declares: a gender, a required form. The game plays on:
 * a missing form falls back to the bare name. A check that found nothing is
 * remembered in cache_dir (NULL: none) with what it depends on (the
 * language, the catalogs' files, the names): the next start with the same
 * skips it, which is a third of the work before the first map. */
void content_check_names(const content *c, const char *cache_dir);

/* Says on stderr that file's text domain has no catalog folder at folder:
 * its texts stay in English. */
void content_warn_no_catalogs(const char *file, const char *domain, const char *folder);

struct mod_set;
/* Loads dir as content_load does, then each mod of mods that is on, in
 * order, over it (content/mod.h). A mod whose files are wrong, or that
 * breaks a reference or changes a field another mod changed, is refused
 * with the reason and the content is read again without it: the game starts
 * with the others. false only when dir itself cannot be loaded. Without
 * vaults, no vaults/ folder is read (the game's or a mod's): the classic
 * dungeon has no use for them, and a start reads less. With a cache_dir
 * (NULL: none), the game's own content is read from its cache there when
 * no file of dir changed, and kept there when it was read from the files
 * (content/cache.h). */
bool content_load_mods(content *c, const char *dir, struct mod_set *mods,
                       const registry *kinds, bool vaults, const char *cache_dir,
                       strbuf *error);

/* Makes c an empty content whose tables know their schemas: what the
 * content cache fills (content/cache.h). */
void content_prepare(content *c);

/* The tables of content that the content cache keeps, in a fixed order:
 * fills tables and returns how many (at most CONTENT_TABLE_COUNT). */
#define CONTENT_TABLE_COUNT 10
size_t content_tables(content *c, def_table *tables[CONTENT_TABLE_COUNT]);

const class_def *content_class(const content *c, const char *id);
const creature_def *content_creature(const content *c, const char *id);
const item_def *content_item(const content *c, const char *id);
const skill_def *content_skill(const content *c, const char *id);
const quest_def *content_quest(const content *c, const char *id);
const reaction_def *content_reaction(const content *c, const char *id);

/* A content text in the player's language: from the catalogs of the
 * content's own text domain (content.ini) if it has one and they translate
 * it, else from the game's; else the text of the data file. */
const char *content_text(const char *context, const char *text);

/* A name of the content (a creature's, an item's, a skill's, an area's, a
 * quest's title; contexts "creature", "item", ...) with its grammar, in the
 * player's language. The entry lives as long as the catalogs. */
bt_name content_name(const char *context, const char *text);
/* A class's name as the hero's: its feminine entry (context "class (female
 * hero)") for a heroine. */
bt_name content_class_name(const class_def *cls, bool female);
/* Whether word, as a player typed it, names the content name in any of its
 * forms, in the player's language or in English. */
bool content_name_matches(const char *context, const char *text, const char *word);

/* Prepares an empty level for a program to fill (the deep dungeon's
 * generator): its tables have the schemas of a level file's. */
void content_level_init(level_def *level);
/* The same for a level or a vault the content cache reads (content/cache.h):
 * a vault's info is a [vault] section. */
void content_piece_init(level_def *piece, bool vault);
/* Frees what a level owns (not the level_def itself). */
void content_level_release(level_def *level);
/* The rows of a map of width by height: one allocation holds the pointers
 * and the rows they point to (width bytes each, then room for a NUL), so
 * a map costs one chunk of the heap, not one a row; free(rows) frees it. */
char **content_map_rows(int width, int height);

/* Fills table with the level's places by their map character (NULL: none),
 * for looking up the cells of a map in constant time. */
void content_places(const level_def *level, const place_def *table[256]);

#endif
