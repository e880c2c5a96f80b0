/* SPDX-License-Identifier: GPL-3.0-or-later */
/* blow.c - the damage procedure: an ordered table of steps over a damage
 * record (doc/hacking.md, "Where each rule lives"). */
#include "config.h"

#include "combat/blow.h"

#include <string.h>

#include "engine/creature.h"
#include "engine/effect.h"
#include "game/fxref.h"
#include "game/game.h"
#include "plugin/host.h"
#include "text/i18n.h"

void blow_init(blow *b, bt_context *ctx, rng *r, const registry *kinds, bt_creature *source,
               bt_creature *victim, const attack_def *attack, const char *action)
{
    memset(b, 0, sizeof *b);
    b->rec.source = source;
    b->rec.victim = victim;
    b->rec.action = action;
    b->rec.type = (bt_damage_type)attack->damage_type;
    b->rec.edged = attack->edged;
    b->attack = attack;
    b->ctx = ctx;
    b->rng = r;
    b->kinds = kinds;
}

int blow_hit_chance(const bt_creature *source, const bt_creature *victim, int bonus)
{
    int chance = cr_accuracy(source) + bonus - 2 * cr_stat(victim, BT_STAT_AGILITY);
    return chance < 5 ? 5 : chance > 95 ? 95 : chance;
}

int blow_crit_chance(const bt_creature *source)
{
    return 5 + cr_stat(source, BT_STAT_AGILITY) / 4;
}

int blow_roll_damage(blow *b)
{
    int amount = rng_range(b->rng, b->attack->damage_min, b->attack->damage_max) +
                 cr_stat(b->rec.source, BT_STAT_STRENGTH) / 3;
    return b->rec.critical ? 2 * amount : amount;
}

const char *blow_message(int amount, int max_life)
{
    /* The share of max life, compared without division. */
    if (amount * 10 < max_life)
        /* TRANSLATORS: a blow that takes under 10% of the victim's life. */
        return N_("{attacker} scratches {victim:acc} ({n}).");
    if (amount * 4 < max_life)
        /* TRANSLATORS: a blow that takes 10-25% of the victim's life. */
        return N_("{attacker} hits {victim:acc} ({n}).");
    if (amount * 20 < max_life * 9)
        /* TRANSLATORS: a blow that takes 25-45% of the victim's life. */
        return N_("{attacker} cuts {victim:acc} ({n}).");
    /* TRANSLATORS: a blow that takes 45% of the victim's life or more. */
    return N_("{attacker} crushes {victim:acc} ({n}).");
}

/* Says msgid with {attacker}, {victim} and {n} = the record's amount. */
static void say_blow(blow *b, const char *msgid)
{
    if (!ctx_speaks(b->ctx))
        return;
    bt_name attacker = cr_name(b->rec.source), victim = cr_name(b->rec.victim);
    tpl_arg args[] = { TPL_NAME("attacker", &attacker), TPL_NAME("victim", &victim),
                       TPL_INT("n", b->rec.amount) };
    ctx_say(b->ctx, NULL, msgid, args, 3);
}

/* The blow's own effects (a wound, a stun): sure, once the rule says so. */
static void apply_to_victim(blow *b, const char *id, int turns, int n)
{
    fxref_apply(&(effect_ref){ (char *)id, turns, n, 100, 0 }, b->kinds, b->rng, b->ctx,
                b->rec.victim);
}

/* Visits the hooks of owner's effects from b->hook_next on: only those the
 * owner had when the blow began (one that arrives during the blow, a wound,
 * waits for the next blow, as an effect that arrives during a tick waits for
 * the next tick). A hook that suspends the blow leaves the rest of them for
 * blow_resume. */
static void run_hooks(blow *b, bt_creature *owner, bool before)
{
    unsigned limit = owner == b->rec.source ? b->source_limit : b->victim_limit;
    size_t i = 0;
    while (i < owner->effect_count && owner->effects[i].serial < b->hook_next)
        i++;
    while (i < owner->effect_count && owner->effects[i].serial < limit) {
        if (before && (b->rec.evaded || b->rec.cancelled || b->rec.redirect))
            break;
        const bt_effect_kind *kind = owner->effects[i].fx.kind;
        bt_blow_fn hook = before ? kind->before_blow : kind->after_blow;
        b->hook_next = owner->effects[i].serial + 1;
        i = hook ? fx_run_blow_hook(b->ctx, owner, i, hook, &b->rec) : i + 1;
        /* A question answered at once (the lab) gets its react here. */
        if (hook && before)
            host_settle_reaction(b->ctx);
        if (b->state == BLOW_WAITING) {
            b->in_hooks = true;
            return;
        }
    }
    b->hook_next = 0;
}

/* --- before: a step may change the record, evade it or cancel it --- */

/* The effects speak first (a dodge, the Warden's fury): a blow they evade
 * or cancel never meets armour, as the plugin ABI promises. */
static void step_source_before(blow *b)
{
    run_hooks(b, b->rec.source, true);
}

static void step_victim_before(blow *b)
{
    run_hooks(b, b->rec.victim, true);
}

/* The player's reactions to a blow on its way: turn it, brace for it. */
static void step_react_before(blow *b)
{
    if (b->ask)
        b->ask(b->ask_user, b, BLOW_BEFORE_ARMOUR);
}

/* Armour takes half the victim's defense off; a blow that lands always
 * hurts a little. */
static void step_armour(blow *b)
{
    int amount = b->rec.amount - cr_stat(b->rec.victim, BT_STAT_DEFENSE) / 2;
    b->rec.amount = amount < 1 ? 1 : amount;
}

/* One resistance per damage type, in percent; negative means more damage. */
static void step_resistance(blow *b)
{
    const fighter *f = b->rec.victim->owner;
    if (!f || (unsigned)b->rec.type >= BT_DAMAGE_TYPE_COUNT)
        return;
    int amount = b->rec.amount * (100 - f->resist[b->rec.type]) / 100;
    b->rec.amount = amount < 0 ? 0 : amount;
}

/* --- applied --- */

static void step_apply(blow *b)
{
    b->applied = true;
    if (b->rec.amount <= 0) {
        /* TRANSLATORS: a blow that all the victim's resistance took. */
        say_blow(b, N_("The blow does {victim:acc} no harm."));
        return;
    }
    say_blow(b, blow_message(b->rec.amount, b->rec.victim->max_life));
    /* The same rule as any hurt: the heavy wound is said once per crossing. */
    cr_hurt_by(b->ctx, b->rec.victim, b->rec.amount, b->rec.source);
}

/* --- after: what a blow that did harm brings with it --- */

/* The player's answer to a blow that landed: a riposte. */
static void step_react_after(blow *b)
{
    if (b->ask)
        b->ask(b->ask_user, b, BLOW_AFTER_APPLIED);
}

static void step_wound(blow *b)
{
    if (b->rec.edged && (b->rec.critical || rng_chance(b->rng, BLOW_WOUND_CHANCE)))
        apply_to_victim(b, "bleed", 3, 1);
}

static void step_stun(blow *b)
{
    if (!b->attack->stun_chance || !rng_chance(b->rng, b->attack->stun_chance))
        return;
    /* The engine refuses the stun silently; the blow tells the player why
     * this one did not take. */
    if (b->rec.victim->stun_proof && cr_is_alive(b->rec.victim)) {
        /* TRANSLATORS: a stunning blow on someone stunned just before. */
        say_blow(b, N_("{victim} reels but keeps balance."));
        return;
    }
    apply_to_victim(b, "stun", 1, 0);
}

static void step_on_hit(blow *b)
{
    for (size_t i = 0; i < b->on_hit_count; i++) {
        const effect_ref *e = &b->on_hit[i];
        fxref_apply(e, b->kinds, b->rng, b->ctx, b->rec.victim);
    }
}

static void step_skill_effect(blow *b)
{
    if (b->effect)
        fxref_apply(b->effect, b->kinds, b->rng, b->ctx, b->rec.victim);
}

static void step_source_after(blow *b)
{
    run_hooks(b, b->rec.source, false);
}

static void step_victim_after(blow *b)
{
    run_hooks(b, b->rec.victim, false);
}

typedef void (*blow_step)(blow *b);

/* The damage procedure, in order. */
static const blow_step procedure[] = {
    /* before */
    step_source_before,
    step_victim_before,
    step_react_before,
    step_armour,
    step_resistance,
    /* applied */
    step_apply,
    /* after */
    step_react_after,
    step_wound,
    step_stun,
    step_on_hit,
    step_skill_effect,
    step_source_after,
    step_victim_after,
};

#define STEP_COUNT (sizeof procedure / sizeof *procedure)
/* Where a turned blow begins: its source's before-steps already ran on the
 * first blow, so the new damage only takes the target's. */
#define STEP_TURNED 1

/* The creature whose effects a hook step visits, or NULL for other steps. */
static bt_creature *hook_owner(const blow *b, size_t step)
{
    blow_step fn = step < STEP_COUNT ? procedure[step] : NULL;
    if (fn == step_source_before || fn == step_source_after)
        return b->rec.source;
    if (fn == step_victim_before || fn == step_victim_after)
        return b->rec.victim;
    return NULL;
}

/* How many of c's effects came before serial. */
static int place_of_serial(const bt_creature *c, unsigned serial)
{
    int n = 0;
    while ((size_t)n < c->effect_count && c->effects[n].serial < serial)
        n++;
    return n;
}

/* The serial an effect at place n has, or the next one to come. */
static unsigned serial_at(const bt_creature *c, int n)
{
    return (size_t)n < c->effect_count ? c->effects[n].serial : c->next_serial;
}

void blow_place_get(const blow *b, blow_place *place)
{
    const bt_creature *owner = b->in_hooks ? hook_owner(b, b->next) : NULL;
    place->next = (int)b->next;
    place->in_hooks = owner != NULL;
    place->hook_next = owner ? place_of_serial(owner, b->hook_next) : 0;
    place->source_limit = place_of_serial(b->rec.source, b->source_limit);
    place->victim_limit = place_of_serial(b->rec.victim, b->victim_limit);
}

bool blow_place_set(blow *b, const blow_place *place)
{
    bt_creature *source = b->rec.source, *victim = b->rec.victim;
    if (place->next < 0 || (size_t)place->next >= STEP_COUNT || place->source_limit < 0 ||
        (size_t)place->source_limit > source->effect_count || place->victim_limit < 0 ||
        (size_t)place->victim_limit > victim->effect_count)
        return false;
    const bt_creature *owner = place->in_hooks ? hook_owner(b, (size_t)place->next) : NULL;
    int limit = owner == source ? place->source_limit : place->victim_limit;
    if (place->in_hooks && (!owner || place->hook_next < 1 || place->hook_next > limit))
        return false;
    b->next = (size_t)place->next;
    b->in_hooks = place->in_hooks;
    b->hook_next = owner ? serial_at(owner, place->hook_next) : 0;
    b->source_limit = serial_at(source, place->source_limit);
    b->victim_limit = serial_at(victim, place->victim_limit);
    b->state = BLOW_WAITING;
    return true;
}

/* A cancelled record: its amount is lost as plain life, nothing more. */
static void lose_plainly(blow *b)
{
    if (b->rec.amount <= 0)
        return;
    bt_name victim = cr_name(b->rec.victim);
    tpl_arg args[] = { TPL_NAME("victim", &victim), TPL_INT("n", b->rec.amount) };
    /* TRANSLATORS: a blow turned into plain life loss by an effect; {n} is
       the life lost (in parentheses, as every amount of life). */
    ctx_say(b->ctx, NULL, N_("{victim} loses life ({n})."), args, 2);
    cr_hurt_by(b->ctx, b->rec.victim, b->rec.amount, b->rec.source);
}

/* Whether the procedure ends after the step that just ran. */
static bool ends_here(blow *b)
{
    if (b->rec.cancelled) {
        if (!b->applied)
            lose_plainly(b);
        return true;
    }
    if (!b->applied && b->rec.evaded)
        return true;
    return b->applied && b->rec.amount <= 0;
}

static blow_state turn_onto(blow *b, bt_creature *victim);

/* A plugin's redirect (API 1.1) turns a blow not yet dealt: onto a living
 * creature that is neither its source nor its victim; any other is
 * dropped. */
static bool turned_by_plugin(blow *b)
{
    bt_creature *to = b->rec.redirect;
    b->rec.redirect = NULL;
    if (!to || b->applied || !cr_is_alive(to) || to == b->rec.source || to == b->rec.victim)
        return false;
    turn_onto(b, to);
    return true;
}

/* Runs steps from b->next until the end or until one suspends. */
static blow_state proceed(blow *b)
{
    b->state = BLOW_RUNNING;
    while (b->next < STEP_COUNT) {
        size_t i = b->next;
        b->in_hooks = false;
        procedure[i](b);
        if (b->state == BLOW_WAITING) {
            /* A hook step goes on with its next hook; any other is over. */
            b->next = b->in_hooks ? i : i + 1;
            return BLOW_WAITING;
        }
        b->next = i + 1;
        if (b->rec.redirect && turned_by_plugin(b))
            return b->state;
        if (ends_here(b))
            break;
    }
    b->state = BLOW_DONE;
    return BLOW_DONE;
}

/* The effects that take part: those the two had when the procedure began. */
static void set_limits(blow *b)
{
    b->source_limit = b->rec.source->next_serial;
    b->victim_limit = b->rec.victim->next_serial;
}

blow_state blow_run(blow *b)
{
    if (b->state != BLOW_READY)
        return b->state;
    b->next = 0;
    set_limits(b);
    return proceed(b);
}

void blow_suspend(blow *b)
{
    if (b->state == BLOW_RUNNING)
        b->state = BLOW_WAITING;
}

blow_state blow_resume(blow *b)
{
    if (b->state != BLOW_WAITING)
        return b->state;
    /* The answer may have turned, cancelled or evaded the blow: that counts
     * as the end of the step that asked. A hook step in the middle is not
     * over. */
    if (b->rec.redirect && turned_by_plugin(b))
        return b->state;
    if (!b->in_hooks && ends_here(b)) {
        b->state = BLOW_DONE;
        return BLOW_DONE;
    }
    return proceed(b);
}

blow_state blow_turn(blow *b, bt_creature *victim)
{
    if (b->state != BLOW_WAITING)
        return b->state;
    return turn_onto(b, victim);
}

/* b ends; a new blow in its place strikes victim from its before-steps. */
static blow_state turn_onto(blow *b, bt_creature *victim)
{
    blow first = *b;
    blow_init(b, first.ctx, first.rng, first.kinds, first.rec.source, victim, first.attack,
              first.rec.action);
    b->rec.amount = first.rec.amount;
    b->rec.critical = first.rec.critical;
    b->effect = first.effect;
    b->on_hit = first.on_hit;
    b->on_hit_count = first.on_hit_count;
    b->ask = first.ask;
    b->ask_user = first.ask_user;
    b->turned_from = first.turned_from ? first.turned_from : first.rec.victim;
    b->next = STEP_TURNED;
    set_limits(b);
    return proceed(b);
}

bool blow_rolls_hit(blow *b, int accuracy_bonus)
{
    return b->sure ||
           rng_chance(b->rng, blow_hit_chance(b->rec.source, b->rec.victim, accuracy_bonus));
}

void blow_say_miss(blow *b)
{
    /* TRANSLATORS: a blow that does not hit. */
    say_blow(b, N_("{attacker} misses {victim:acc}."));
    b->state = BLOW_DONE;
}

blow_state blow_strike(blow *b, int accuracy_bonus)
{
    if (!blow_rolls_hit(b, accuracy_bonus)) {
        blow_say_miss(b);
        return BLOW_DONE;
    }
    return blow_land(b);
}

blow_state blow_land(blow *b)
{
    bt_creature *source = b->rec.source;
    b->rec.critical = rng_chance(b->rng, blow_crit_chance(source) + b->crit_bonus);
    b->rec.amount = blow_roll_damage(b);
    if (b->rec.critical)
        /* TRANSLATORS: said before the blow's damage line. */
        say_blow(b, N_("{attacker} strikes a critical blow!"));
    return blow_run(b);
}
