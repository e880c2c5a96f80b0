/* blow.c - the damage procedure: an ordered table of steps over a damage
 * record, as seed 001 builds it. */
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

/* The hooks of the effects owner had when the blow began: one that arrives
 * during the blow (a wound, an on-hit effect) waits for the next blow, as
 * an effect that arrives during a tick waits for the next tick. */
static void run_hooks(blow *b, bt_creature *owner, bool before)
{
    unsigned limit = owner == b->rec.source ? b->source_limit : b->victim_limit;
    size_t i = 0;
    while (i < owner->effect_count && owner->effects[i].serial < limit) {
        if (before && (b->rec.evaded || b->rec.cancelled))
            return;
        const bt_effect_kind *kind = owner->effects[i].fx.kind;
        bt_blow_fn hook = before ? kind->before_blow : kind->after_blow;
        i = hook ? fx_run_blow_hook(b->ctx, owner, i, hook, &b->rec) : i + 1;
        /* A question answered at once (the lab) gets its react here. */
        if (hook && before)
            host_settle_reaction(b->ctx);
    }
}

/* --- before: a step may change the record, evade it or cancel it --- */

/* The effects speak first (a dodge, the Warden's fury): a blow they evade
 * or cancel never meets armour, as the plugin ABI promises. */
static void step_effects_before(blow *b)
{
    run_hooks(b, b->rec.source, true);
    run_hooks(b, b->rec.victim, true);
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

static void step_effects_after(blow *b)
{
    run_hooks(b, b->rec.source, false);
    run_hooks(b, b->rec.victim, false);
}

typedef void (*blow_step)(blow *b);

/* The procedure of SPEC 5, in order. */
static const blow_step procedure[] = {
    /* before */
    step_effects_before,
    step_armour,
    step_resistance,
    /* applied */
    step_apply,
    /* after */
    step_wound,
    step_stun,
    step_on_hit,
    step_skill_effect,
    step_effects_after,
};

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

void blow_run(blow *b)
{
    b->source_limit = b->rec.source->next_serial;
    b->victim_limit = b->rec.victim->next_serial;
    for (size_t i = 0; i < sizeof procedure / sizeof *procedure; i++) {
        procedure[i](b);
        if (b->rec.cancelled) {
            if (!b->applied)
                lose_plainly(b);
            return;
        }
        if (!b->applied && b->rec.evaded)
            return;
        if (b->applied && b->rec.amount <= 0)
            return;
    }
}

bool blow_rolls_hit(blow *b, int accuracy_bonus)
{
    return rng_chance(b->rng, blow_hit_chance(b->rec.source, b->rec.victim, accuracy_bonus));
}

void blow_say_miss(blow *b)
{
    /* TRANSLATORS: a blow that does not hit. */
    say_blow(b, N_("{attacker} misses {victim:acc}."));
}

bool blow_strike(blow *b, int accuracy_bonus)
{
    if (!blow_rolls_hit(b, accuracy_bonus)) {
        blow_say_miss(b);
        return false;
    }
    return blow_land(b);
}

bool blow_land(blow *b)
{
    bt_creature *source = b->rec.source;
    b->rec.critical = rng_chance(b->rng, blow_crit_chance(source));
    b->rec.amount = blow_roll_damage(b);
    if (b->rec.critical)
        /* TRANSLATORS: said before the blow's damage line. */
        say_blow(b, N_("{attacker} strikes a critical blow!"));
    blow_run(b);
    return b->applied;
}
