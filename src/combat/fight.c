/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fight.c - one fight: its fighters, log, turns, deaths and end. */
#include "config.h"

#include "combat/fight.h"

#include <stdlib.h>
#include <string.h>

#include "combat/blow.h"
#include "combat/react.h"
#include "combat/skill.h"
#include "combat/turn.h"
#include "combat/volley.h"
#include "engine/effect.h"
#include "game/fighter.h"
#include "game/fxref.h"
#include "game/monster.h"
#include "game/world.h"
#include "text/i18n.h"
#include "util/xalloc.h"

static void add_to_round(fight *ft, const char *line)
{
    if (ft->new_round) {
        msglog_clear(&ft->log);
        ft->new_round = false;
    }
    msglog_add(&ft->log, line);
}

/* The combat log keeps the lines since the hero's last choice: the first
 * line said after it starts a new round. Each goes to the game's history
 * too, where it is nothing new to relay. */
static void fight_sink(void *user, const char *line)
{
    fight *ft = user;
    add_to_round(ft, line);
    msglog_add(&ft->g->log, line);
    msglog_unshow(&ft->g->log);
}

/* What the game said on the map's log (deaths, experience, quests) is in
 * the history already; it goes into the combat log, where the player is
 * looking. */
static void relay_map_log(fight *ft)
{
    msglog *map = &ft->g->log;
    for (size_t i = msglog_first_shown(map); i < map->count; i++)
        add_to_round(ft, map->lines[i]);
    msglog_unshow(map);
}

/* Whether m takes part in a fight that opens now: alive, awake, in sight
 * and next to the hero. */
static bool joins(const game *g, const monster *m)
{
    int dx = abs(m->f.x - g->hero.f.x), dy = abs(m->f.y - g->hero.f.y);
    return cr_is_alive(m->f.body) && !m->asleep && !m->fleeing && m->in_view && dx <= 1 &&
           dy <= 1;
}

/* Room for one more fighter in every array of the fight. */
static void make_room(fight *ft)
{
    if (ft->count < ft->capacity)
        return;
    size_t capacity = ft->capacity ? 2 * ft->capacity : 4;
    ft->all = xrealloc(ft->all, capacity * sizeof *ft->all);
    ft->told_dead = xrealloc(ft->told_dead, capacity * sizeof *ft->told_dead);
    ft->joined = xrealloc(ft->joined, capacity * sizeof *ft->joined);
    ft->due = xrealloc(ft->due, capacity * sizeof *ft->due);
    ft->wounded = xrealloc(ft->wounded, capacity * sizeof *ft->wounded);
    ft->capacity = capacity;
}

/* What fight_settle looks at again in a fighter that lost life. */
enum { FIGHT_DUE_DEATH = 1, FIGHT_DUE_HALF_LIFE = 2 };

/* The fighter in slot is to be looked at by the next fight_settle. */
static void make_due(fight *ft, size_t slot)
{
    if (!ft->due[slot])
        ft->wounded[ft->wounded_count++] = slot;
    ft->due[slot] = FIGHT_DUE_DEATH | FIGHT_DUE_HALF_LIFE;
}

/* The session's wounded listener: a fighter of this fight lost life. */
static void note_wound(void *user, bt_creature *c)
{
    fight *ft = user;
    fighter *f = c->owner;      /* every creature of a game is a fighter's body */
    if (!fight_member(ft, c))
        return;
    make_due(ft, f->fight_slot);
    if (f->fight_slot > 0 && !cr_is_alive(c))
        ft->living--;           /* told once: only the blow that kills tells a death */
}

/* f takes part, as it stands (a save restores its energy and cooldowns). */
static void enlist(fight *ft, fighter *f)
{
    make_room(ft);
    ft->told_dead[ft->count] = false;
    ft->joined[ft->count] = false;
    ft->due[ft->count] = 0;
    f->fight_slot = ft->count;
    ft->all[ft->count++] = f;
    make_due(ft, f->fight_slot);     /* it may come in dying, or at half life */
    if (f->fight_slot > 0 && cr_is_alive(f->body))
        ft->living++;
    monster *m = fighter_monster(f);
    if (m)
        m->fighting = true;
}

/* f takes part from now on. Its cooldowns and mana stay as they were: they
 * pass with time, on the map as in a fight, so fleeing and coming back buys
 * nothing. */
static void add_fighter(fight *ft, fighter *f)
{
    enlist(ft, f);
    f->energy = 0;
    f->body->stun_proof = false;
}

static void say_opening(fight *ft)
{
    tally enemies;
    tally_init(&enemies);
    for (size_t i = 1; i < ft->count; i++) {
        bt_name name = fighter_name(ft->all[i]);
        tally_add(&enemies, &name);
    }
    /* TRANSLATORS: the first line of a fight; {list} is a counted list of the
       enemies ("a goblin and two wolves"), here in the indefinite nominative. */
    ctx_say(&ft->ctx, NULL, N_("Fight! Against you: {list:a}."), &TPL_LIST("list", &enemies), 1);
    tally_release(&enemies);
}

/* How many take part: opening (if alive) and every monster that joins. */
static size_t count_enemies(const game *g, const monster *opening)
{
    size_t n = opening && cr_is_alive(opening->f.body);
    for (size_t i = 0; i < g->monster_count; i++)
        n += g->monsters[i] != opening && joins(g, g->monsters[i]);
    return n;
}

/* Awake and hunting from now on. */
static void rouse(monster *m)
{
    m->asleep = false;
    m->hunting = true;
}

/* The hero first, then opening, then the others in the level's order; all
 * of them awake and hunting from now on. */
static void gather(fight *ft, monster *opening)
{
    game *g = ft->g;
    add_fighter(ft, &g->hero.f);
    if (opening && cr_is_alive(opening->f.body)) {
        add_fighter(ft, &opening->f);
        ft->opening = opening;
        ft->sneaking = opening->asleep;
        g->hero.f.energy = TURN_COST;       /* whoever strikes first acts first */
    }
    for (size_t i = 0; i < g->monster_count; i++)
        if (g->monsters[i] != opening && joins(g, g->monsters[i]))
            add_fighter(ft, &g->monsters[i]->f);
    for (size_t i = 1; i < ft->count; i++)
        rouse(fighter_monster(ft->all[i]));
}

void fight_mark_alike(fight *ft)
{
    for (size_t i = 1; i < ft->count; i++) {
        const monster *m = fighter_monster(ft->all[i]);
        bool alike = false;
        for (size_t j = 1; j < ft->count && !alike; j++)
            alike = j != i && fighter_monster(ft->all[j])->def == m->def;
        ft->all[i]->body->mark = alike ? (int)i : 0;
    }
}

fight *fight_new(game *g, monster *opening)
{
    size_t enemies = count_enemies(g, opening);
    if (!enemies)
        return NULL;
    fight *ft = xcalloc(1, sizeof *ft);
    ft->g = g;
    gather(ft, opening);
    fight_mark_alike(ft);
    msglog_init(&ft->log);
    ctx_init(&ft->ctx, fight_sink, ft);
    ctx_tell_to(&ft->ctx, g->log.ctx.tell, g->log.ctx.tell_user);
    ft->ctx.session = g->log.ctx.session;
    g->session.wounded = note_wound;
    g->session.wounded_user = ft;
    g->free_fight = fight_free;
    relay_map_log(ft);
    say_opening(ft);
    return ft;
}

fight *fight_restore(game *g, fighter *const *members, const bool *told_dead, size_t count,
                     monster *opening)
{
    fight *ft = xcalloc(1, sizeof *ft);
    ft->g = g;
    for (size_t i = 0; i < count; i++) {
        enlist(ft, members[i]);
        ft->told_dead[i] = told_dead[i];
    }
    ft->opening = opening;
    fight_mark_alike(ft);
    msglog_init(&ft->log);
    ctx_init(&ft->ctx, fight_sink, ft);
    ctx_tell_to(&ft->ctx, g->log.ctx.tell, g->log.ctx.tell_user);
    ft->ctx.session = g->log.ctx.session;
    g->session.wounded = note_wound;
    g->session.wounded_user = ft;
    g->free_fight = fight_free;
    ft->new_round = true;       /* a save is made where the hero chooses */
    return ft;
}

void fight_free(fight *ft)
{
    if (!ft)
        return;
    react_free(ft->pending);
    if (ft->g->session.wounded_user == ft) {
        ft->g->session.wounded = NULL;
        ft->g->session.wounded_user = NULL;
    }
    msglog_release(&ft->log);
    free(ft->all);
    free(ft->told_dead);
    free(ft->joined);
    free(ft->due);
    free(ft->wounded);
    free(ft);
}

size_t fight_enemy_count(const fight *ft)
{
    return ft->count - 1;
}

fighter *fight_enemy(const fight *ft, size_t i)
{
    return ft->all[i + 1];
}

fighter *fight_hero(const fight *ft)
{
    return ft->all[0];
}

size_t fight_living_enemies(const fight *ft)
{
    return ft->living;
}

fighter *fight_member(const fight *ft, const bt_creature *c)
{
    fighter *f = c ? c->owner : NULL;   /* a game's creature is a fighter's body */
    return f && f->fight_slot < ft->count && ft->all[f->fight_slot] == f ? f : NULL;
}

fighter *fight_only_enemy(const fight *ft)
{
    if (fight_living_enemies(ft) != 1)
        return NULL;
    for (size_t i = 1; i < ft->count; i++)
        if (cr_is_alive(ft->all[i]->body))
            return ft->all[i];
    return NULL;
}

/* --- deaths and the half-life trigger --- */

static void tell_death(fight *ft, size_t i)
{
    fighter *f = ft->all[i];
    ft->told_dead[i] = true;
    if (f->is_hero) {
        bt_name name = fighter_name(f);
        ctx_say(&ft->ctx, NULL, N_("{name} dies."), &TPL_NAME("name", &name), 1);
        cr_tell_death(&ft->ctx, f->body);
        /* A monster's turn killed: its blow (the hero's own turn kills by
         * the effects that ticked). */
        monster *killer = ft->acting ? fighter_monster(ft->acting) : NULL;
        ft->g->killer = killer ? killer->def : NULL;
        ft->g->over = true;
        return;
    }
    /* Seen by the hero: a corpse, experience, loot, maybe the quest or the
     * whole game (the Warden). */
    world_monster_died(ft->g, fighter_monster(f), true);
    relay_map_log(ft);
}

/* The Warden's second phase: once, when its life falls to half. */
static void half_life(fight *ft, monster *m)
{
    const creature_def *d = m->def;
    bt_creature *body = m->f.body;
    if (!d->at_half_life.id || m->half_life_done || !cr_is_alive(body) ||
        body->life * 2 > body->max_life)
        return;
    m->half_life_done = true;
    if (!d->half_life_text) {
        fight_apply_effect(ft, body, &d->at_half_life);
        return;
    }
    /* The creature's own line tells it: the effect's "on" line would say it
     * twice ("... turns to fury!"), so it lands quietly. */
    bt_name name = fighter_name(&m->f);
    fight_say_text(ft, content_text("creature message", d->half_life_text),
                   &TPL_NAME("name", &name), 1);
    fxref_apply(&d->at_half_life, ft->g->kinds, &ft->g->rng, &ft->g->quiet, body);
}

/* The blood spilled so far goes to the statistics at once, so a game saved
 * in the middle of a fight keeps it too. */
static void count_blood(fight *ft)
{
    ft->g->stats.blood += ft->ctx.blood;
    ft->ctx.blood = 0;
}

/* The first slot from `from` on whose look of kind `what` is due; count
 * when there is none. The list is that of the fighters hurt since the last
 * settle: a few, whatever the size of the fight. */
static size_t next_due(const fight *ft, size_t from, unsigned char what)
{
    size_t first = ft->count;
    for (size_t k = 0; k < ft->wounded_count; k++) {
        size_t slot = ft->wounded[k];
        if (slot >= from && slot < first && (ft->due[slot] & what))
            first = slot;
    }
    return first;
}

/* Forgets the fighters nothing is due for any more. */
static void forget_settled(fight *ft)
{
    size_t kept = 0;
    for (size_t k = 0; k < ft->wounded_count; k++)
        if (ft->due[ft->wounded[k]])
            ft->wounded[kept++] = ft->wounded[k];
    ft->wounded_count = kept;
}

/* Deaths are told in the order of the list, then each monster at half life
 * changes: as a look at every fighter in turn would, but only those hurt
 * (or come in) since can have changed. One wounded while it is told about
 * a death is looked at in the same pass if its slot is still ahead. */
void fight_settle(fight *ft)
{
    count_blood(ft);
    for (size_t i = next_due(ft, 0, FIGHT_DUE_DEATH); i < ft->count;
         i = next_due(ft, i + 1, FIGHT_DUE_DEATH)) {
        ft->due[i] &= (unsigned char)~FIGHT_DUE_DEATH;
        if (!ft->told_dead[i] && !cr_is_alive(ft->all[i]->body))
            tell_death(ft, i);
    }
    ft->due[0] &= (unsigned char)~FIGHT_DUE_HALF_LIFE;   /* the hero has none */
    for (size_t i = next_due(ft, 1, FIGHT_DUE_HALF_LIFE); i < ft->count;
         i = next_due(ft, i + 1, FIGHT_DUE_HALF_LIFE)) {
        ft->due[i] &= (unsigned char)~FIGHT_DUE_HALF_LIFE;
        half_life(ft, fighter_monster(ft->all[i]));
    }
    forget_settled(ft);
}

static void settle_callback(void *user)
{
    fight_settle(user);
}

/* --- the world around the fight --- */

void fight_join(fight *ft, monster *m)
{
    add_fighter(ft, &m->f);
    ft->joined[ft->count - 1] = true;
    /* A second of a kind tells itself apart from the first as it comes, so
     * its line and every line after say which is which. */
    fight_mark_alike(ft);
    rouse(m);
    bt_name name = fighter_name(&m->f);
    /* TRANSLATORS: a monster that came next to the hero during a fight. */
    ctx_say(&ft->ctx, NULL, N_("{name} joins the fight!"), &TPL_NAME("name", &name), 1);
}

static int speed(const monster *m)
{
    return cr_stat(m->f.body, BT_STAT_SPEED);
}

/* Every awake monster outside the fight that stands next to the hero
 * joins, the fastest first (equals in the level's order). */
static void gather_newcomers(fight *ft)
{
    game *g = ft->g;
    monster **come = xcalloc(g->monster_count + 1, sizeof *come);
    size_t n = 0;
    for (size_t i = 0; i < g->monster_count; i++) {
        monster *m = g->monsters[i];
        if (m->fighting || !joins(g, m))
            continue;
        size_t at = n++;
        for (; at > 0 && speed(come[at - 1]) < speed(m); at--)
            come[at] = come[at - 1];
        come[at] = m;
    }
    for (size_t i = 0; i < n; i++)
        fight_join(ft, come[i]);
    free(come);
}

void fight_world_turn(fight *ft)
{
    for (size_t i = 0; i < ft->count; i++)
        ft->joined[i] = false;
    ft->g->noise = NOISE_FIGHT;
    world_turn_outside(ft->g);
    relay_map_log(ft);
    /* Those outside the fight that took aim shoot into it; a shot that
     * kills is its shooter's blow. */
    monster *killer = volley_loose(ft->g, &ft->ctx);
    if (killer) {
        ft->acting = &killer->f;
        fight_settle(ft);
        ft->acting = NULL;
    }
    gather_newcomers(ft);
}

/* --- the turns --- */

fight_outcome fight_outcome_now(const fight *ft)
{
    if (!cr_is_alive(fight_hero(ft)->body))
        return FIGHT_LOST;
    if (ft->pending)
        return FIGHT_ASK;
    if (ft->fled)
        return FIGHT_FLED;
    if (ft->g->over || !fight_living_enemies(ft))
        return FIGHT_WON;                /* g->over: the Warden is dead */
    return FIGHT_ON;
}

/* Before a blow of the fight runs: the player may be asked about it (unless
 * another blow waits already), and what plugins ask is heard. */
static void open_blow(fight *ft, blow *b, bool may_ask)
{
    if (may_ask && !ft->pending) {
        b->ask = react_offer;
        b->ask_user = ft;
    }
    react_listen(ft, true);
}

/* After it: a blow that waits is kept where react_offer put the question. */
static void close_blow(fight *ft, const blow *b, blow_state state)
{
    react_listen(ft, false);
    if (state == BLOW_WAITING)
        ft->pending->b = *b;
}

void fight_strike(fight *ft, blow *b, int accuracy_bonus, bool may_ask)
{
    open_blow(ft, b, may_ask);
    close_blow(ft, b, blow_strike(b, accuracy_bonus));
}

void fight_land(fight *ft, blow *b, bool may_ask)
{
    open_blow(ft, b, may_ask);
    close_blow(ft, b, blow_land(b));
}

void fight_deal(fight *ft, blow *b, bool may_ask)
{
    open_blow(ft, b, may_ask);
    close_blow(ft, b, blow_run(b));
}

void fight_attack(fight *ft, fighter *source, fighter *victim)
{
    blow b;
    blow_init(&b, &ft->ctx, &ft->g->rng, ft->g->kinds, source->body, victim->body,
              &source->attack, "attack");
    const monster *m = fighter_monster(source);
    if (m) {
        b.on_hit = m->def->on_hit;
        b.on_hit_count = m->def->on_hit_count;
    }
    fight_strike(ft, &b, 0, true);
}

fight_outcome fight_answer(fight *ft, bool yes, fighter *target)
{
    /* The blow that waited is its striker's: a death it brings is theirs. */
    fighter *source = ft->pending ? ft->pending->b.rec.source->owner : NULL;
    ft->acting = source && !source->is_hero ? source : NULL;
    blow_state state = react_answer(ft, yes, target);
    fight_settle(ft);
    ft->acting = NULL;
    return state == BLOW_WAITING ? FIGHT_ASK : fight_run(ft);
}

/* The hero's first blow on a monster it caught asleep: sure to land, and
 * likelier to be a critical. */
static void sneak_attack(fight *ft, fighter *source, monster *victim)
{
    ft->sneaking = false;
    bt_name who = fighter_name(source), whom = fighter_name(&victim->f);
    tpl_arg args[] = { TPL_NAME("attacker", &who), TPL_NAME("victim", &whom) };
    /* TRANSLATORS: the hero strikes a sleeping monster: a sneak attack. */
    ctx_say(&ft->ctx, NULL, N_("{attacker} catches {victim:acc} asleep!"), args, 2);
    blow b;
    blow_init(&b, &ft->ctx, &ft->g->rng, ft->g->kinds, source->body, victim->f.body,
              &source->attack, "attack");
    b.sure = true;
    b.crit_bonus = FIGHT_SNEAK_CRITICAL;
    fight_strike(ft, &b, 0, true);
}

/* f leaves the fight, alive: the others close up on the screen. */
static void leave(fight *ft, fighter *f)
{
    size_t i = 1;
    while (i < ft->count && ft->all[i] != f)
        i++;
    if (i == ft->count)
        return;
    size_t rest = ft->count - i - 1;
    memmove(&ft->all[i], &ft->all[i + 1], rest * sizeof *ft->all);
    memmove(&ft->told_dead[i], &ft->told_dead[i + 1], rest * sizeof *ft->told_dead);
    memmove(&ft->joined[i], &ft->joined[i + 1], rest * sizeof *ft->joined);
    memmove(&ft->due[i], &ft->due[i + 1], rest * sizeof *ft->due);
    ft->count--;
    for (size_t k = i; k < ft->count; k++)
        ft->all[k]->fight_slot = k;
    /* The wounded are named by slot: those after i moved down one. */
    size_t kept = 0;
    for (size_t k = 0; k < ft->wounded_count; k++) {
        size_t slot = ft->wounded[k];
        if (slot != i)
            ft->wounded[kept++] = slot > i ? slot - 1 : slot;
    }
    ft->wounded_count = kept;
    if (cr_is_alive(f->body))
        ft->living--;
    monster *m = fighter_monster(f);
    m->fighting = false;
    if (ft->opening == m)
        ft->opening = NULL;
}

/* A monster wounded past the share of life its kind stands runs for its
 * den, once, if it can step away; it bleeds all the way. At its den it has
 * nowhere to run: it fights on. */
static bool flees(fight *ft, fighter *f)
{
    monster *m = fighter_monster(f);
    const bt_creature *body = f->body;
    bool at_den = m->f.x == m->home_x && m->f.y == m->home_y;
    if (!m->def->flee || m->cornered || at_den ||
        body->life * 100 >= body->max_life * m->def->flee || !monster_can_get_away(ft->g, m))
        return false;
    bt_name name = fighter_name(f);
    /* TRANSLATORS: a wounded monster leaves the fight for its den. */
    ctx_say(&ft->ctx, NULL, N_("{name} breaks away and runs, dripping blood!"),
            &TPL_NAME("name", &name), 1);
    leave(ft, f);
    m->fleeing = m->cornered = true;
    m->hunting = false;
    monster_act(ft->g, m);
    return true;
}

/* A thief, now and then, snatches a share of the hero's gold instead of a
 * blow and runs for its den with it, if it can step away; it carries the
 * gold (its purse) until it dies, and drops it there. */
static bool steals(fight *ft, fighter *f)
{
    monster *m = fighter_monster(f);
    hero *h = &ft->g->hero;
    if (!m->def->steal || h->gold <= 0 || m->cornered || !monster_can_get_away(ft->g, m) ||
        !rng_chance(&ft->g->rng, m->def->steal))
        return false;
    int taken = h->gold * rng_range(&ft->g->rng, 10, 25) / 100;
    taken = taken < 1 ? 1 : taken;
    h->gold -= taken;
    m->purse += taken;
    bt_name name = fighter_name(f), whom = fighter_name(fight_hero(ft));
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_NAME("victim", &whom), TPL_INT("n", taken) };
    /* TRANSLATORS: a thief takes gold from the hero ({victim}) and leaves
       the fight; {n} is the number of coins. */
    ctx_say_plural(&ft->ctx, NULL,
                   NP_("{name} snatches {n} gold coin from {victim:acc} and breaks away!",
                       "{name} snatches {n} gold coins from {victim:acc} and breaks away!"),
                   (unsigned long)taken, args, 3);
    leave(ft, f);
    m->fleeing = m->cornered = true;
    m->hunting = false;
    monster_act(ft->g, m);
    return true;
}

/* A monster's turn: a skill when one is ready and worth it, else a blow. */
static void monster_turn(fight *ft, fighter *f)
{
    if (flees(ft, f) || steals(ft, f))
        return;
    skill_slot *slot = skill_choose(ft, f);
    if (slot)
        skill_use(ft, f, slot, fight_hero(ft));
    else
        fight_attack(ft, f, fight_hero(ft));
}

fight_outcome fight_run(fight *ft)
{
    fight_outcome outcome;
    while ((outcome = fight_outcome_now(ft)) == FIGHT_ON) {
        fighter *f = turn_next(ft->all, ft->count);
        if (f->is_hero) {
            ft->g->stats.turns++;
            fight_world_turn(ft);
            if (!cr_is_alive(f->body))
                continue;           /* shot dead from afar */
        }
        if (!turn_begin(&ft->ctx, f, settle_callback, ft))
            continue;
        if (!f->is_hero) {
            ft->acting = f;
            monster_turn(ft, f);
        } else {
            /* The hero walked into the monster: that was the first blow (if
             * the monster still lives when the hero gets to strike). */
            monster *opening = ft->opening;
            ft->opening = NULL;
            if (!opening || !cr_is_alive(opening->f.body)) {
                ft->new_round = true;
                return FIGHT_ON;
            }
            if (ft->sneaking)
                sneak_attack(ft, f, opening);
            else
                fight_attack(ft, f, &opening->f);
        }
        fight_settle(ft);
        ft->acting = NULL;
    }
    return outcome;
}

fight_outcome fight_continue(fight *ft)
{
    fight_settle(ft);
    return fight_run(ft);
}

/* --- fleeing --- */

int fight_flee_chance(const fight *ft)
{
    int fastest = 0;
    for (size_t i = 1; i < ft->count; i++) {
        const bt_creature *body = ft->all[i]->body;
        int speed = cr_stat(body, BT_STAT_SPEED);
        if (cr_is_alive(body) && speed > fastest)
            fastest = speed;
    }
    int chance = 50 + cr_stat(fight_hero(ft)->body, BT_STAT_SPEED) - fastest;
    return chance < 10 ? 10 : chance > 90 ? 90 : chance;
}

static int distance_to_enemies(const fight *ft, int x, int y)
{
    int nearest = 1000;
    for (size_t i = 1; i < ft->count; i++) {
        const fighter *f = ft->all[i];
        int dx = abs(f->x - x), dy = abs(f->y - y);
        int d = dx > dy ? dx : dy;
        if (cr_is_alive(f->body) && d < nearest)
            nearest = d;
    }
    return nearest;
}

/* The hero steps to the free neighbouring cell farthest from the enemies
 * (the map's own step: gold, traps); stays when there is none. */
static void step_away(fight *ft)
{
    game *g = ft->g;
    int hx = g->hero.f.x, hy = g->hero.f.y, best = -1, bx = 0, by = 0;
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            if ((!dx && !dy) || !monster_can_enter(g, hx + dx, hy + dy))
                continue;
            int d = distance_to_enemies(ft, hx + dx, hy + dy);
            if (d > best) {
                best = d;
                bx = dx;
                by = dy;
            }
        }
    }
    if (best >= 0) {
        world_step_hero(g, bx, by);
        relay_map_log(ft);
    }
}

bool fight_flee(fight *ft)
{
    bt_name name = fighter_name(fight_hero(ft));
    if (!rng_chance(&ft->g->rng, fight_flee_chance(ft))) {
        /* TRANSLATORS: fleeing failed; the turn is lost. */
        ctx_say(&ft->ctx, NULL, N_("{name} tries to flee but cannot get away."),
                &TPL_NAME("name", &name), 1);
        return false;
    }
    /* TRANSLATORS: fleeing succeeded; the fight is over. */
    ctx_say(&ft->ctx, NULL, N_("{name} breaks away and flees!"), &TPL_NAME("name", &name), 1);
    ft->fled = true;
    step_away(ft);
    return true;
}

/* --- the end --- */

void fight_finish(fight *ft)
{
    game *g = ft->g;
    count_blood(ft);
    g->noise = NOISE_QUIET;
    /* Stun-proof counts combat turns, and marks tell the fight's enemies
     * apart: the map has neither. */
    for (size_t i = 0; i < ft->count; i++) {
        ft->all[i]->body->stun_proof = false;
        ft->all[i]->body->mark = 0;
        monster *m = fighter_monster(ft->all[i]);
        if (m)
            m->fighting = false;
    }
    if (g->over)
        return;
    /* The last round is the last lines of the history: the map shows them. */
    msglog_show_last(&g->log, ft->log.count);
    world_bury_dead(g);
    if (ft->fled)
        world_update_view(g);
}

/* --- helpers for the other combat modules --- */

void fight_say_text(fight *ft, const char *text, const tpl_arg *args, size_t nargs)
{
    if (!ctx_speaks(&ft->ctx))
        return;
    strbuf line;
    sb_init(&line);
    tpl_render(&line, text, args, nargs);
    ctx_say_line(&ft->ctx, line.buf);
    sb_release(&line);
}

bool fight_apply_effect(fight *ft, bt_creature *target, const effect_ref *ref)
{
    return fxref_apply(ref, ft->g->kinds, &ft->g->rng, &ft->ctx, target);
}
