/* SPDX-License-Identifier: MIT-0 */
/* bloodtrail/effect.h, API 1.0 as it was released: kept unchanged so the tests
 * build a plugin against it and see it load and play in this host (see
 * tests/plugins/Makefile.inc). Do not edit.
 *
 * The original first line:
 * bloodtrail/effect.h - the one header an effect plugin needs: the plugin ABI.
 *
 * An effect kind (bleeding, poison, ...) lives in its own shared object. The
 * object exports one symbol, BT_EFFECT_ENTRY ("bloodtrail_effect_kind"), a
 * constant bt_effect_kind that describes the kind and points at its callbacks.
 * The host hands every service a plugin may use as function pointers in a
 * bt_host table, so a plugin links against nothing of the host.
 *
 * Versioning: the descriptor starts with the API version the plugin was built
 * against. The host refuses a plugin whose major differs from its own, and a
 * plugin whose minor is newer than the host's. Fields are only ever appended,
 * and each minor version says which fields it added.
 */
#ifndef BLOODTRAIL_EFFECT_H
#define BLOODTRAIL_EFFECT_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BT_EFFECT_API_MAJOR 1
#define BT_EFFECT_API_MINOR 0

/* The name of the exported descriptor symbol. */
#define BT_EFFECT_ENTRY "bloodtrail_effect_kind"

/* Marks a string for extraction by xgettext without translating it; the host
 * translates it in the kind's text domain when it is said. */
#ifndef N_
#define N_(text) text
#endif
/* Marks a sentence with a count and its plural for say_plural: it stands for
 * the two arguments, as in host->say_plural(ctx, kind, NP_("{name} has {n}
 * wound.", "{name} has {n} wounds."), who, n). */
#ifndef NP_
#define NP_(one, many) one, many
#endif
/* The same for a string the host looks up with a context: a kind's name
 * ("effect name") and its label ("effect label"). */
#ifndef NC_
#define NC_(context, text) text
#endif

/* The host's creatures and message contexts are opaque to plugins. */
typedef struct bt_creature bt_creature;
typedef struct bt_context bt_context;

typedef struct bt_effect_kind bt_effect_kind;

/* The stats an effect can modify. Appended to, never reordered. */
typedef enum bt_stat {
    BT_STAT_STRENGTH,
    BT_STAT_DEFENSE,
    BT_STAT_AGILITY,
    BT_STAT_ACCURACY,   /* a bonus on top of 75 + 2 x agility */
    BT_STAT_SPEED,      /* energy gained per combat tick, base 100 */
    BT_STAT_COUNT
} bt_stat;

/* What happens when a kind is applied to a creature that already has it. */
typedef enum bt_stack_rule {
    BT_STACK_REFRESH,   /* turns = max, power = max; no message */
    BT_STACK_STACK,     /* stacks += incoming (up to max_stacks), "more" text, then refresh */
    BT_STACK_IGNORE     /* nothing changes */
} bt_stack_rule;

/* How the second number of "EFFECT TURNS N" is read. */
typedef enum bt_param {
    BT_PARAM_POWER,     /* N is the power; stacks start at 1 */
    BT_PARAM_STACKS     /* N is the number of stacks (bleeding: wounds); power is 1 */
} bt_param;

/* Damage types of a blow, one resistance each. Appended to, never reordered. */
typedef enum bt_damage_type {
    BT_DAMAGE_SLASH,
    BT_DAMAGE_BLUNT,
    BT_DAMAGE_FIRE,
    BT_DAMAGE_ICE,
    BT_DAMAGE_POISON,
    BT_DAMAGE_SHOCK,
    BT_DAMAGE_HOLY,
    BT_DAMAGE_TYPE_COUNT
} bt_damage_type;

/* One effect on one creature. The host owns it; callbacks may change turns,
 * power and stacks of the instance they are handed, which stays valid for the
 * whole call even when the callback applies or removes other effects. */
typedef struct bt_effect {
    const bt_effect_kind *kind;
    int turns;    /* effect turns left; the effect expires when it reaches 0 */
    int power;
    int stacks;   /* wounds, layers; 1 unless the kind stacks */
} bt_effect;

/* A blow on its way through the damage procedure (before-steps, applied,
 * after-steps). A before-hook may change amount or type, or cancel the blow:
 * a cancelled blow skips the remaining steps and its amount is lost as plain
 * life (hurt), without armour, resistances or on-hit effects. */
typedef struct bt_blow {
    bt_creature *source;
    bt_creature *victim;
    const char *action;       /* "attack", a skill id, ... */
    bt_damage_type type;
    int amount;
    bool critical;
    bool edged;               /* a cutting weapon: may wound */
    bool evaded;              /* set by a before-hook: the blow misses, nothing happens */
    bool cancelled;
} bt_blow;

/* Services of the host. Every pointer is set; none may be stored beyond the
 * call of init unless the plugin keeps the table itself (it lives as long as
 * the plugin is loaded). */
typedef struct bt_host {
    unsigned api_major;
    unsigned api_minor;

    /* Messages. say() translates msgid in the kind's text domain, fills in
     * {name} (who's name; {name:acc} and other forms where a language needs
     * them) and {n}, and writes it to the context. A quiet context skips all
     * of that, so saying is cheap where nobody listens. */
    void (*say)(bt_context *ctx, const bt_effect_kind *kind, const char *msgid,
                const bt_creature *who, int n);
    /* The same for a sentence with a count: the plural form fits n. */
    void (*say_plural)(bt_context *ctx, const bt_effect_kind *kind, const char *msgid,
                       const char *msgid_plural, const bt_creature *who, int n);
    bool (*speaks)(const bt_context *ctx);
    /* Counts spilled blood for the statistics; also in a quiet context. */
    void (*add_blood)(bt_context *ctx, int amount);

    /* Creatures. */
    int (*life)(const bt_creature *c);
    int (*max_life)(const bt_creature *c);
    bool (*is_alive)(const bt_creature *c);
    int (*stat)(const bt_creature *c, bt_stat stat);
    /* Damage outside a blow: never below 0; says the heavy-wound line once
     * per crossing. */
    void (*hurt)(bt_context *ctx, bt_creature *c, int amount);
    /* Heals up to max life; returns how much was healed. */
    int (*heal)(bt_creature *c, int amount);
    bt_effect *(*find_effect)(bt_creature *c, const char *id);
    /* Applies another kind by id (as the engine's apply rule); returns
     * whether anything changed. An unknown id changes nothing. */
    bool (*apply_effect)(bt_context *ctx, bt_creature *c, const char *id, int turns, int n);
    /* Removes an effect without its expire moment. */
    void (*remove_effect)(bt_creature *c, const char *id);

    /* A number in [0, bound) from the game's random stream (reproducible). */
    int (*random)(int bound);
} bt_host;

/* Callbacks. Every one is optional: NULL means the default of the engine.
 * apply:    when the kind first lands; default says on_text.
 * stacked:  after a stack-rule kind gained stacks; default says more_text with
 *           {n} = the new stack count.
 * turn:     once per effect turn; default does nothing.
 * expire:   when turns run out and the effect was removed; default says off_text.
 * modifier: what the effect adds to a stat while present; default 0.
 * before_blow / after_blow: steps in the damage procedure of a blow that the
 *           effect's owner deals (owner == blow->source) or takes
 *           (owner == blow->victim). */
typedef void (*bt_moment_fn)(bt_effect *effect, bt_creature *owner, bt_context *ctx);
typedef int (*bt_modifier_fn)(const bt_effect *effect, bt_stat stat);
typedef void (*bt_blow_fn)(bt_effect *effect, bt_creature *owner, bt_blow *blow,
                           bt_context *ctx);

struct bt_effect_kind {
    /* API 1.0 */
    unsigned api_major;          /* BT_EFFECT_API_MAJOR */
    unsigned api_minor;          /* BT_EFFECT_API_MINOR */
    const char *id;              /* "bleed"; third-party kinds: "mymod:frostbite" */
    bt_stack_rule stack_rule;
    int max_stacks;              /* >= 1; used by BT_STACK_STACK */
    bt_param param;
    const char *text_domain;     /* gettext domain of the texts; NULL: the host's */
    const char *locale_dir;      /* catalogs: absolute, or relative to the plugin's
                                    folder; NULL: "locale" beside the plugin */
    const char *name;            /* NC_("effect name", "bleeding"): in lists */
    const char *label;           /* NC_("effect label", "bld"): on status bars,
                                    at most 8 columns */
    /* The texts may use {name} (the creature, also as {name:acc} and other
     * forms) and {n} (the stacks, or what a callback passes). */
    const char *on_text;         /* N_("{name} bleeds."); NULL: silent */
    const char *more_text;       /* N_("{name} bleeds harder (wounds: {n}).") */
    const char *off_text;        /* N_("{name}'s wounds stop bleeding.") */

    /* Called once after loading, before any other callback; false refuses the
     * plugin. The table stays valid while the plugin is loaded. */
    bool (*init)(const bt_host *host);
    bt_moment_fn apply;
    bt_moment_fn stacked;
    bt_moment_fn turn;
    bt_moment_fn expire;
    bt_modifier_fn modifier;
    bt_blow_fn before_blow;
    bt_blow_fn after_blow;
};

/* Defines the exported descriptor. A plugin built into the host (the
 * benchmark does this) defines BT_EFFECT_STATIC_NAME to give each kind its own
 * symbol instead. */
#ifdef BT_EFFECT_STATIC_NAME
#define BT_EFFECT_DEFINE const bt_effect_kind BT_EFFECT_STATIC_NAME
#else
#define BT_EFFECT_DEFINE \
    __attribute__((visibility("default"))) const bt_effect_kind bloodtrail_effect_kind
#endif

#ifdef __cplusplus
}
#endif

#endif /* BLOODTRAIL_EFFECT_H */
