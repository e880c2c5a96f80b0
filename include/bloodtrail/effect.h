/* SPDX-License-Identifier: MIT-0 */
/* bloodtrail/effect.h - the one header an effect plugin needs: the plugin ABI.
 *
 * An effect kind (bleeding, poison, ...) lives in its own shared object. The
 * object exports one symbol, BT_EFFECT_ENTRY ("bloodtrail_effect_kind"), a
 * constant bt_effect_kind that describes the kind and points at its callbacks.
 * The host hands every service a plugin may use as function pointers in a
 * bt_host table, so a plugin links against nothing of the host.
 *
 * Licence: this header is MIT-0 (LICENSES/MIT-0.txt), not the game's
 * GPL-3.0-or-later, so that a plugin under any licence may include it.
 *
 * Versioning: the descriptor starts with the API version the plugin was built
 * against. The host refuses a plugin whose major differs from its own, and a
 * plugin whose minor is newer than the host's. Fields are only ever appended,
 * and each minor version says which fields it added:
 *   1.0  the descriptor up to after_blow; the host table up to random.
 *   1.1  bt_effect.state; bt_blow.redirect; the descriptor's version, author,
 *        license, description, decoration, cleanup, moved, died, react,
 *        each_turn and each_turn_text; the host's say_to, position, decorate
 *        and ask_reaction.
 *   1.2  the descriptor's percent (a modifier in percent).
 * A plugin built against 1.0 keeps loading: the host never reads a field its
 * descriptor does not have. (each_turn came last to 1.1: a descriptor that
 * says 1.1 but ends before it, as the symbol's size shows, is refused.)
 */
#ifndef BLOODTRAIL_EFFECT_H
#define BLOODTRAIL_EFFECT_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BT_EFFECT_API_MAJOR 1
#define BT_EFFECT_API_MINOR 2

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
 * ("effect name"), its label ("effect label") and its description ("effect
 * description"). */
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

/* API 1.1: what an effect does every turn, said as data (the descriptor's
 * each_turn) that the host carries out itself: no call into the plugin, so
 * such a kind ticks as fast as one compiled into the game, and cannot crash
 * there. The amount is the effect's power times its stacks (stacks are 1
 * unless the kind stacks). A turn callback, if the kind has one too, runs
 * after the rule, while the owner lives. */
typedef enum bt_turn_rule {
    BT_TURN_NOTHING,    /* only the turn callback, if any */
    BT_TURN_HURT,       /* the owner loses the amount (as host->hurt) */
    BT_TURN_BLEED,      /* the same, and the amount is counted as spilled blood */
    BT_TURN_HEAL        /* the owner heals up to the amount (as host->heal) */
} bt_turn_rule;

/* API 1.1: integers of its own that every effect instance carries. */
#define BT_EFFECT_STATE_SLOTS 4
#define BT_EFFECT_STATE_LIMIT 1000000

/* What the host keeps every effect within, whatever a callback writes back:
 * turns 1..BT_EFFECT_MAX_TURNS (a callback that sets 0 ends the effect at
 * its next tick), power 0..BT_EFFECT_MAX_POWER, stacks 1..max_stacks, each
 * state slot -BT_EFFECT_STATE_LIMIT..BT_EFFECT_STATE_LIMIT. So a buggy
 * plugin can never make the game write a save it would then refuse. */
#define BT_EFFECT_MAX_TURNS 100000
#define BT_EFFECT_MAX_POWER 100000
/* A modifier's answer counts within +-BT_EFFECT_MAX_MODIFIER. */
#define BT_EFFECT_MAX_MODIFIER 100000

/* One effect on one creature. The host owns it; callbacks may change turns,
 * power, stacks and state of the instance they are handed, which stays valid
 * for the whole call even when the callback applies or removes other
 * effects. What they write is bounded by the host after every callback. */
typedef struct bt_effect {
    const bt_effect_kind *kind;
    int turns;    /* effect turns left; the effect expires when it reaches 0 */
    int power;
    int stacks;   /* wounds, layers; 1 unless the kind stacks */
    /* API 1.1: the plugin's own numbers, 0 when the effect is applied,
     * kept in saved games (and checked when one is read). */
    int state[BT_EFFECT_STATE_SLOTS];
} bt_effect;

/* A blow on its way through the damage procedure (before-steps, applied,
 * after-steps). A before-hook may change amount or type, or cancel the blow:
 * a cancelled blow skips the remaining steps and its amount is lost as plain
 * life (hurt), without armour, resistances or on-hit effects.
 *
 * The steps, in order: the effects' before_blow (the source's effects, then
 * the victim's); armour (half the victim's defense off, at least 1 left);
 * the victim's resistance to the type; the blow lands (amount > 0 hurts);
 * the blow's own wound and stun, on-hit effects, a skill's effect; the
 * effects' after_blow (the source's, then the victim's).
 *
 * A blow that misses its to-hit roll never reaches the procedure: no hook
 * runs. A blow a before-hook evades or cancels runs no later step, and so no
 * after_blow. after_blow runs only for a blow that landed and did harm:
 * amount is then what the victim lost, after armour and resistance.
 * An effect that arrives during a blow (a wound, an on-hit effect) does not
 * take part in that blow: its hooks run from the next blow on. */
typedef struct bt_blow {
    bt_creature *source;      /* never NULL */
    bt_creature *victim;      /* never NULL */
    const char *action;       /* "attack", a skill id, ... */
    bt_damage_type type;
    int amount;
    bool critical;
    bool edged;               /* a cutting weapon: may wound */
    bool evaded;              /* set by a before-hook: the blow misses, nothing happens */
    bool cancelled;
    /* API 1.1: set by a before-hook or by react: this blow ends, and a new
     * blow with the same source, type and amount strikes redirect through
     * all of its own steps. NULL: the blow goes on. */
    bt_creature *redirect;
} bt_blow;

/* Services of the host. Every pointer is set; none may be stored beyond the
 * call of init unless the plugin keeps the table itself (it lives as long as
 * the plugin is loaded). Every service checks its arguments: a NULL
 * creature, context or text, or a number out of range does nothing (or
 * returns 0, false, NULL) and is reported once on standard error, naming the
 * plugin and the service; no service crashes or overflows. */
typedef struct bt_host {
    unsigned api_major;
    unsigned api_minor;

    /* Messages. say() translates msgid in the kind's text domain, fills in
     * {name} (who's name; {name:acc} and other forms where a language needs
     * them) and {n}, and writes it to the context. A quiet context skips all
     * of that, so saying is cheap where nobody listens. who may be NULL for
     * a text without {name}. A text that is not a well-formed template, or
     * uses another placeholder, is not said (and is reported). kind NULL
     * means the host's own text domain. */
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

    /* API 1.1 (check api_minor >= 1 before using these). */

    /* say() with a second creature: {name} is who, {other} is other (both
     * with their forms, {other:acc}); either may be NULL when the text does
     * not name it: "{name:gen} thorns prick {other:acc} ({n})." */
    void (*say_to)(bt_context *ctx, const bt_effect_kind *kind, const char *msgid,
                   const bt_creature *who, const bt_creature *other, int n);
    /* Where c stands on its level; false (and *x, *y untouched) when it is
     * on no map (a fight's log, the lab without "move"). */
    bool (*position)(const bt_creature *c, int *x, int *y);
    /* Leaves kind's decoration (its one glyph) on the cell (x, y) of owner's
     * level, kept with the level in saved games. Only on clean walkable
     * floor: not on walls, blood, corpses or items (the blood trail stays the
     * game's own). Returns whether it was left. */
    bool (*decorate)(bt_creature *owner, int x, int y, const bt_effect_kind *kind);
    /* From before_blow only: asks the player a yes/no question about this
     * blow, when owner is the hero and somebody can be asked. The procedure
     * then stops after this step, asks question_msgid (translated in the
     * kind's domain; {name} is the owner, {other} the other fighter of the
     * blow, {n} its amount), runs kind's react with the answer, and goes on
     * with the next step. Returns false when nobody can be asked (a script,
     * a monster's effect, the quiet context): then nothing waits, and the
     * hook decides alone. At most one question per blow and effect. */
    bool (*ask_reaction)(bt_context *ctx, bt_blow *blow, const bt_effect_kind *kind,
                         const char *question_msgid);
} bt_host;

/* Callbacks. Every one is optional: NULL means the default of the engine.
 * apply:    when the kind first lands; default says on_text.
 * stacked:  after a stack-rule kind gained stacks; default says more_text with
 *           {n} = the new stack count.
 * turn:     once per effect turn, after the kind's each_turn rule (and not
 *           once that rule killed the owner); default does nothing.
 * expire:   when turns run out and the effect was removed; default says off_text.
 * modifier: what the effect adds to a stat while present; default 0.
 * percent:  (API 1.2) what the effect adds to a stat in percent while
 *           present (10 is +10%); default 0. A stat is
 *           (base + every flat modifier) x (1 + every percent / 100),
 *           rounded once, never below 0 (the percents together never
 *           below -100).
 * before_blow / after_blow: steps in the damage procedure of a blow that the
 *           effect's owner deals (owner == blow->source) or takes
 *           (owner == blow->victim); see bt_blow for exactly when.
 * API 1.1:
 * moved:    the owner moved on the map from (from_x, from_y) to (to_x, to_y);
 *           after the move, before anything else happens there.
 * died:     the owner's life reached 0; called once its death is told ("Gob
 *           dies."), after the blow that killed it and all of that blow's
 *           steps. killer is who dealt the blow, or NULL (an effect's
 *           damage, a trap). The owner is dead: apply_effect on
 *           it changes nothing, but its effects are still there to read.
 * react:    the player's answer to a question asked by ask_reaction from this
 *           effect's before_blow; accepted is the yes. The blow may be
 *           changed as in before_blow (redirect, cancel, amount).
 * cleanup:  once before the plugin is unloaded (at exit, or a reload in the
 *           lab); no other callback runs after it. */
typedef void (*bt_moment_fn)(bt_effect *effect, bt_creature *owner, bt_context *ctx);
typedef int (*bt_modifier_fn)(const bt_effect *effect, bt_stat stat);
typedef void (*bt_blow_fn)(bt_effect *effect, bt_creature *owner, bt_blow *blow,
                           bt_context *ctx);
typedef void (*bt_moved_fn)(bt_effect *effect, bt_creature *owner, int from_x, int from_y,
                            int to_x, int to_y, bt_context *ctx);
typedef void (*bt_died_fn)(bt_effect *effect, bt_creature *owner, bt_creature *killer,
                           bt_context *ctx);
typedef void (*bt_react_fn)(bt_effect *effect, bt_creature *owner, bt_blow *blow,
                            bool accepted, bt_context *ctx);

struct bt_effect_kind {
    /* API 1.0 */
    unsigned api_major;          /* BT_EFFECT_API_MAJOR */
    unsigned api_minor;          /* BT_EFFECT_API_MINOR */
    /* "bleed"; third-party kinds "mymod:frostbite": lowercase ASCII letters,
     * digits, '_' and '-', with at most one "namespace:" in front, each part
     * non-empty; under 64 characters in all. */
    const char *id;
    bt_stack_rule stack_rule;
    int max_stacks;              /* >= 1; used by BT_STACK_STACK */
    bt_param param;
    const char *text_domain;     /* gettext domain of the texts; NULL: the host's */
    const char *locale_dir;      /* catalogs: absolute, or relative to the plugin's
                                    folder; NULL: "locale" beside the plugin
                                    when it is there, else the system's locale
                                    folder (where the game's catalogs are) */
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

    /* API 1.1. Every field is optional (NULL). Texts are UTF-8 without
     * control characters. */
    const char *version;         /* the plugin's own version, "1.2.0"; at most 32 bytes */
    const char *author;          /* "Iva Petrova <iva@example.org>"; at most 100 bytes */
    const char *license;         /* an SPDX id, "GPL-3.0-or-later"; at most 64 bytes */
    /* NC_("effect description", "Layers of frost that slow ..."): a sentence
     * or two for --list-effects and the game's "look"; no placeholders;
     * at most 400 bytes. */
    const char *description;
    /* One glyph of one column that host->decorate leaves on the map (":"):
     * not a letter, digit or space, and none of the map's own
     * # . + ' > , @ ~ $ ) [ ! %. Content may use other glyphs for its traps
     * (the game's own use ^ and *): choose one that stands out. */
    const char *decoration;
    void (*cleanup)(void);
    bt_moved_fn moved;
    bt_died_fn died;
    bt_react_fn react;
    /* What the effect does every turn without a callback (see
     * bt_turn_rule), and what it then says, with {name} and {n} = the amount
     * (for BT_TURN_HEAL what was healed): N_("{name} loses blood ({n}).").
     * A hurt is said before the life is lost, a heal after it, and nothing
     * is said when no life is lost or gained. NULL: silent. */
    bt_turn_rule each_turn;
    const char *each_turn_text;

    /* What the effect adds to a stat in percent (see percent above),
     * bounded as modifier is. (1.2) */
    bt_modifier_fn percent;
};

/* Defines the exported descriptor. A plugin built into the host (the
 * benchmark does this) defines BT_EFFECT_STATIC_NAME to give each kind its own
 * symbol instead. In C++ the descriptor gets C linkage (a namespace-scope
 * const would otherwise be internal); designated initializers there must
 * follow the order of the fields (C++20). */
#ifdef BT_EFFECT_STATIC_NAME
#define BT_EFFECT_DEFINE const bt_effect_kind BT_EFFECT_STATIC_NAME
#elif defined __cplusplus
#define BT_EFFECT_DEFINE \
    extern "C" __attribute__((visibility("default"))) const bt_effect_kind bloodtrail_effect_kind
#else
#define BT_EFFECT_DEFINE \
    __attribute__((visibility("default"))) const bt_effect_kind bloodtrail_effect_kind
#endif

#ifdef __cplusplus
}
#endif

#endif /* BLOODTRAIL_EFFECT_H */
