/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_fight.c - fights in a real game: who takes part, the opening blow,
 * deaths with experience and statistics, the Warden's fury and death, the
 * hero's death, skills and what monsters choose, fleeing, and the frames:
 * a rejected choice spends nothing. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "combat/combat.h"
#include "combat/fight.h"
#include "combat/skill.h"
#include "engine/effect.h"
#include "console/frame_fight.h"
#include "game/fighter.h"
#include "game/game.h"
#include "game/monster.h"
#include "game/world.h"
#include "util/xalloc.h"
#include "../world/played.h"

typedef struct fixture {
    played p;
    long printed_from;           /* where printed() reads on */
    fight *ft;
} fixture;

static int setup(void **state)
{
    fixture *f = xcalloc(1, sizeof *f);
    played_open(&f->p, tmpfile());
    played_clear_monsters(&f->p);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    fight_free(f->ft);
    played_close(&f->p);
    free(f);
    return 0;
}

static monster *place(fixture *f, const char *id, int x, int y, bool asleep)
{
    monster *m = monster_new(&f->p.g, content_creature(&f->p.data, id), x, y, NULL);
    m->asleep = asleep;
    world_add_monster(&f->p.g, m);
    world_update_view(&f->p.g);
    msglog_clear(&f->p.g.log);
    return m;
}

/* The combat log joined with "|". */
static const char *log_text(const msglog *log)
{
    static char text[8192];
    text[0] = '\0';
    for (size_t i = 0; i < log->count; i++) {
        if (i)
            strcat(text, "|");
        strncat(text, log->lines[i], sizeof text - strlen(text) - 2);
    }
    return text;
}

/* What the game printed since the last call. */
static const char *printed(fixture *f)
{
    static char text[16384];
    fflush(f->p.out);
    long end = ftell(f->p.out);
    if (end - f->printed_from >= (long)sizeof text)
        f->printed_from = end - (long)sizeof text + 1;
    fseek(f->p.out, f->printed_from, SEEK_SET);
    size_t n = fread(text, 1, (size_t)(end - f->printed_from), f->p.out);
    text[n] = '\0';
    fseek(f->p.out, end, SEEK_SET);
    f->printed_from = end;
    return text;
}

/* Types one line into the frame on top. */
static void type(fixture *f, const char *line)
{
    char copy[64];
    snprintf(copy, sizeof copy, "%s", line);
    char *words[8];
    size_t count = words_split(copy, words, 8);
    frame *top = frame_top(&f->p.g);
    top->ops->handle(&f->p.g, top, words, count);
}

static const char *top_name(fixture *f)
{
    return frame_top(&f->p.g)->ops->name;
}

/* --- who fights --- */

static void test_a_fight_opens_with_the_awake_monsters_next_to_the_hero(void **state)
{
    fixture *f = *state;
    place(f, "goblin", 1, 2, true);          /* asleep: stays out */
    place(f, "blood_wolf", 4, 1, false);     /* awake, but three steps away */
    assert_null(fight_new(&f->p.g, NULL));
    place(f, "wolf", 2, 2, false);
    f->ft = fight_new(&f->p.g, NULL);
    assert_non_null(f->ft);
    assert_int_equal(fight_enemy_count(f->ft), 1);
    assert_string_equal(fight_enemy(f->ft, 0)->body->name, "wolf|pl:wolves");
    assert_string_equal(log_text(&f->ft->log), "Fight! Against you: a wolf.");
}

static void test_the_monster_walked_into_is_woken_and_struck_first(void **state)
{
    fixture *f = *state;
    monster *goblin = place(f, "goblin", 2, 1, true);
    place(f, "wolf", 2, 2, false);
    f->ft = fight_new(&f->p.g, goblin);
    assert_false(goblin->asleep);
    assert_int_equal(fight_enemy_count(f->ft), 2);
    assert_ptr_equal(fight_enemy(f->ft, 0), &goblin->f);
    /* The wolf is faster, but the hero's blow came first. */
    fight_run(f->ft);
    assert_true(strncmp(log_text(&f->ft->log), "Fight! Against you: a goblin and a wolf.|Iva ", 45) == 0);
}

/* --- the world joins --- */

static void test_a_monster_that_comes_next_to_the_hero_joins(void **state)
{
    fixture *f = *state;
    place(f, "wolf", 2, 1, false);
    monster *goblin = place(f, "goblin", 6, 1, false);
    f->ft = fight_new(&f->p.g, NULL);
    assert_int_equal(fight_enemy_count(f->ft), 1);
    /* It sees the fight, comes a step a turn and joins once next to Iva. */
    for (int turn = 0; turn < 4; turn++) {
        assert_int_equal(fight_enemy_count(f->ft), 1);
        assert_false(goblin->fighting);
        fight_world_turn(f->ft);
    }
    assert_int_equal(goblin->f.x, 2);
    assert_int_equal(fight_enemy_count(f->ft), 2);
    assert_ptr_equal(fight_enemy(f->ft, 1), &goblin->f);
    assert_true(f->ft->joined[2]);
    assert_true(goblin->fighting);
    assert_int_equal(goblin->f.energy, 0);
    assert_non_null(strstr(log_text(&f->ft->log), "|The goblin joins the fight!"));
    /* Only until the hero's next turn is it shown as new. */
    fight_world_turn(f->ft);
    assert_false(f->ft->joined[2]);
}

/* A second wolf that joins a fight against one tells itself apart, and the
 * first takes its number too: "The wolf 2 joins the fight!" */
static void test_a_newcomer_of_a_kind_in_the_fight_is_numbered(void **state)
{
    fixture *f = *state;
    place(f, "wolf", 2, 1, false);
    place(f, "wolf", 5, 1, false);
    f->ft = fight_new(&f->p.g, NULL);
    assert_int_equal(fight_enemy_count(f->ft), 1);
    assert_int_equal(fight_enemy(f->ft, 0)->body->mark, 0);
    for (int turn = 0; turn < 4 && fight_enemy_count(f->ft) < 2; turn++)
        fight_world_turn(f->ft);
    assert_int_equal(fight_enemy_count(f->ft), 2);
    assert_int_equal(fight_enemy(f->ft, 0)->body->mark, 1);
    assert_int_equal(fight_enemy(f->ft, 1)->body->mark, 2);
    assert_non_null(strstr(log_text(&f->ft->log), "|The wolf 2 joins the fight!"));
}

static void test_newcomers_join_the_fastest_first(void **state)
{
    fixture *f = *state;
    place(f, "wolf", 2, 1, false);
    monster *goblin = place(f, "goblin", 3, 3, false);       /* speed 100 */
    monster *cat = place(f, "shadow_cat", 1, 3, false);      /* speed 130 */
    f->ft = fight_new(&f->p.g, NULL);
    fight_world_turn(f->ft);
    assert_int_equal(fight_enemy_count(f->ft), 3);
    assert_ptr_equal(fight_enemy(f->ft, 1), &cat->f);
    assert_ptr_equal(fight_enemy(f->ft, 2), &goblin->f);
}

static void test_the_asleep_and_the_far_keep_to_the_map(void **state)
{
    fixture *f = *state;
    place(f, "wolf", 2, 1, false);
    monster *sleeper = place(f, "goblin", 2, 2, true);
    /* In the gallery beyond the door: out of sight, wandering. */
    monster *far = place(f, "wolf", 20, 2, false);
    far->wander = true;
    f->ft = fight_new(&f->p.g, NULL);
    int moves = 0, x = far->f.x, y = far->f.y;
    for (int turn = 0; turn < 12; turn++) {
        fight_world_turn(f->ft);
        /* Asleep, it stays out; woken by the fight next to it, it joins. */
        assert_int_equal(sleeper->fighting, !sleeper->asleep);
        moves += far->f.x != x || far->f.y != y;
        x = far->f.x;
        y = far->f.y;
    }
    assert_true(moves > 0);
    assert_false(far->fighting);
    assert_true(sleeper->fighting);
}

/* --- stealth --- */

static void test_a_sleeper_wakes_by_what_it_hears(void **state)
{
    fixture *f = *state;
    game *g = &f->p.g;
    monster *goblin = place(f, "goblin", 2, 1, true);
    /* Iva: agility 6, i.e. 20% louder than the mean. */
    g->noise = NOISE_MOVE;
    assert_int_equal(monster_wake_chance(g, goblin), 16 * 7 / 7 * 24 / 20);
    goblin->f.x = 6;
    assert_int_equal(monster_wake_chance(g, goblin), 16 * 3 / 7 * 24 / 20);
    g->noise = NOISE_QUIET;
    assert_int_equal(monster_wake_chance(g, goblin), 6 * 3 / 7 * 24 / 20);
    g->noise = NOISE_FIGHT;
    assert_int_equal(monster_wake_chance(g, goblin), 40 * 3 / 7 * 24 / 20);
    /* Bleeding is heard too; a nimbler hero is quieter. */
    bt_effect bleed = fx_make(reg_find(f->p.kinds, "bleed"), 3, 1);
    fx_apply(&g->quiet, g->hero.f.body, &bleed);
    assert_int_equal(monster_wake_chance(g, goblin), 50 * 3 / 7 * 24 / 20);
    g->hero.f.body->base[BT_STAT_AGILITY] = 20;
    assert_int_equal(monster_wake_chance(g, goblin), 50 * 3 / 7 * 10 / 20);
    /* Out of earshot, or awake: no chance at all. */
    goblin->f.x = 1 + MONSTER_HEARING + 1;
    assert_int_equal(monster_wake_chance(g, goblin), 0);
    goblin->f.x = 2;
    goblin->asleep = false;
    assert_int_equal(monster_wake_chance(g, goblin), 0);
}

static void test_a_sneak_attack_never_misses(void **state)
{
    fixture *f = *state;
    for (int i = 0; i < 20; i++) {
        monster *goblin = place(f, "goblin", 2, 1, true);
        goblin->f.body->base[BT_STAT_AGILITY] = 40;    /* 5% to hit when awake */
        goblin->f.body->max_life = goblin->f.body->life = 999;
        f->ft = fight_new(&f->p.g, goblin);
        fight_run(f->ft);
        const char *log = log_text(&f->ft->log);
        const char *opening = "Fight! Against you: a goblin.|Iva catches the goblin asleep!|";
        assert_true(strncmp(log, opening, strlen(opening)) == 0);
        assert_null(strstr(log, "misses the goblin"));
        assert_true(goblin->f.body->life < 999);
        fight_free(f->ft);
        f->ft = NULL;
        cr_set_life(goblin->f.body, 0);
        world_bury_dead(&f->p.g);
    }
}

/* --- deaths and the end --- */

static void test_a_kill_gives_experience_and_the_blood_counts(void **state)
{
    fixture *f = *state;
    monster *wolf = place(f, "wolf", 2, 1, false);
    f->ft = fight_new(&f->p.g, NULL);
    bt_effect bleed = fx_make(reg_find(f->p.kinds, "bleed"), 3, 2);
    fx_apply(&f->ft->ctx, f->p.g.hero.f.body, &bleed);
    fx_tick(&f->ft->ctx, f->p.g.hero.f.body);
    assert_int_equal(f->ft->ctx.blood, 2);
    long blood = world_blood(&f->p.g);
    cr_hurt(&f->ft->ctx, wolf->f.body, 99);
    fight_settle(f->ft);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_WON);
    assert_int_equal(f->p.g.stats.kills, 1);
    assert_int_equal(f->p.g.hero.xp, 5);
    assert_true(level_cell(&f->p.g.level, 2, 1)->corpse);
    assert_non_null(strstr(log_text(&f->ft->log), "|The wolf dies."));
    f->p.g.hero.f.mana = 0;
    f->p.g.hero.f.skills[0].cooldown = 4;
    char *round = xstrdup(log_text(&f->ft->log));
    fight_finish(f->ft);
    /* The fight's blood joins the statistics, once; mana and cooldowns stay
     * (they pass with time: a fight's end refills nothing); the last round
     * goes to the map's log; the dead are buried. */
    assert_int_equal(world_blood(&f->p.g), blood + 2);
    assert_int_equal(f->p.g.hero.f.mana, 0);
    assert_int_equal(f->p.g.hero.f.skills[0].cooldown, 4);
    assert_string_equal(log_text(&f->p.g.log), round);
    assert_int_equal(f->p.g.monster_count, 0);
    free(round);
}

static void test_the_warden_turns_to_fury_once_at_half_life(void **state)
{
    fixture *f = *state;
    monster *warden = place(f, "warden", 2, 1, false);
    f->ft = fight_new(&f->p.g, NULL);
    bt_creature *body = warden->f.body;
    cr_set_life(body, body->max_life / 2 + 1);
    fight_settle(f->ft);
    assert_false(cr_has_effect(body, "fury"));
    cr_hurt(&f->ft->ctx, body, 1);
    fight_settle(f->ft);
    assert_true(warden->half_life_done);
    bt_effect *fury = cr_find_effect(body, "fury");
    assert_non_null(fury);
    assert_int_equal(fury->turns, 999);
    assert_int_equal(cr_stat(body, BT_STAT_STRENGTH), 10 + 3);
    /* Its own line tells the fury, once: the effect lands without its "on"
     * line. */
    assert_string_equal(log_text(&f->ft->log), "Fight! Against you: the Warden.|"
                                               "The Warden roars and turns to fury!");
    cr_hurt(&f->ft->ctx, body, 5);
    fight_settle(f->ft);
    assert_int_equal(f->ft->log.count, 2);
}

static void test_the_wardens_death_wins_the_game(void **state)
{
    fixture *f = *state;
    monster *warden = place(f, "warden", 2, 1, false);
    f->ft = fight_new(&f->p.g, NULL);
    cr_set_life(warden->f.body, 0);
    fight_settle(f->ft);
    assert_true(f->p.g.over);
    assert_true(f->p.g.won);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_WON);
}

static void test_the_heros_death_ends_the_game(void **state)
{
    fixture *f = *state;
    place(f, "wolf", 2, 1, false);
    f->ft = fight_new(&f->p.g, NULL);
    cr_hurt(&f->ft->ctx, f->p.g.hero.f.body, 999);
    fight_settle(f->ft);
    assert_true(f->p.g.over);
    assert_false(f->p.g.won);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_LOST);
    assert_string_equal(log_text(&f->ft->log), "Fight! Against you: a wolf.|Iva dies.");
}

/* --- skills --- */

static void test_skills_cost_mana_and_wait_for_their_cooldown(void **state)
{
    fixture *f = *state;
    place(f, "wolf", 2, 1, false);
    f->ft = fight_new(&f->p.g, NULL);
    fighter *iva = &f->p.g.hero.f, *wolf = fight_enemy(f->ft, 0);
    skill_slot *berserk = &iva->skills[0], *rend = &iva->skills[1];
    assert_string_equal(berserk->skill->h.id, "berserk");
    assert_int_equal(iva->mana, 10);
    assert_true(skill_is_ready(iva, berserk));
    /* Berserk strikes and puts fury on its user. */
    skill_use(f->ft, iva, berserk, wolf);
    assert_int_equal(iva->mana, 9);
    assert_int_equal(berserk->cooldown, 5);
    assert_true(cr_has_effect(iva->body, "fury"));
    assert_false(skill_is_ready(iva, berserk));
    skill_use(f->ft, iva, rend, wolf);
    assert_int_equal(iva->mana, 7);
    rend->cooldown = 0;
    iva->mana = 1;
    assert_false(skill_is_ready(iva, rend));          /* not mana enough */
}

static void test_a_skill_for_all_enemies_reaches_each(void **state)
{
    fixture *f = *state;
    monster *a = place(f, "goblin", 2, 1, false);
    monster *b = place(f, "goblin", 2, 2, false);
    f->ft = fight_new(&f->p.g, NULL);
    skill_slot shout = { content_skill(&f->p.data, "shout"), 0 };
    skill_use(f->ft, &f->p.g.hero.f, &shout, NULL);
    assert_true(cr_has_effect(a->f.body, "weak"));
    assert_true(cr_has_effect(b->f.body, "weak"));
    assert_int_equal(cr_stat(a->f.body, BT_STAT_STRENGTH), 6 - 3);
}

static void test_monsters_use_a_skill_only_when_it_does_something(void **state)
{
    fixture *f = *state;
    monster *shaman = place(f, "goblin_shaman", 2, 1, false);
    monster *cat = place(f, "shadow_cat", 2, 2, false);
    monster *wolf = place(f, "blood_wolf", 1, 2, false);
    f->ft = fight_new(&f->p.g, NULL);
    assert_string_equal(skill_choose(f->ft, &shaman->f)->skill->h.id, "shout");
    assert_string_equal(skill_choose(f->ft, &cat->f)->skill->h.id, "vanish");
    assert_string_equal(skill_choose(f->ft, &wolf->f)->skill->h.id, "rend");
    skill_use(f->ft, &shaman->f, &shaman->f.skills[0], NULL);
    skill_use(f->ft, &cat->f, &cat->f.skills[0], NULL);
    shaman->f.skills[0].cooldown = cat->f.skills[0].cooldown = 0;
    /* The hero is weak already and the cat dodging: a plain blow instead. */
    assert_true(cr_has_effect(f->p.g.hero.f.body, "weak"));
    assert_true(cr_has_effect(cat->f.body, "dodge"));
    assert_null(skill_choose(f->ft, &shaman->f));
    assert_null(skill_choose(f->ft, &cat->f));
    /* Monsters have no mana; they only wait for the cooldown. */
    wolf->f.skills[0].cooldown = 2;
    assert_null(skill_choose(f->ft, &wolf->f));
}

/* --- fleeing --- */

static void test_the_flee_chance_is_speed_against_the_fastest(void **state)
{
    fixture *f = *state;
    monster *goblin = place(f, "goblin", 2, 1, false);
    f->ft = fight_new(&f->p.g, NULL);
    assert_int_equal(fight_flee_chance(f->ft), 50);
    fight_free(f->ft);
    monster *cat = place(f, "shadow_cat", 2, 2, false);
    f->ft = fight_new(&f->p.g, NULL);
    assert_int_equal(fight_flee_chance(f->ft), 50 + 100 - 130);
    cat->f.body->base[BT_STAT_SPEED] = 400;
    assert_int_equal(fight_flee_chance(f->ft), 10);
    cr_set_life(cat->f.body, 0);                /* the dead do not chase */
    f->p.g.hero.f.body->base[BT_STAT_SPEED] = 300;
    assert_int_equal(fight_flee_chance(f->ft), 90);
    (void)goblin;
}

static void test_a_flight_steps_away_and_the_monsters_stay_awake(void **state)
{
    fixture *f = *state;
    /* In the open middle of the room, not in its corner. */
    f->p.g.hero.f.x = 4;
    f->p.g.hero.f.y = 2;
    monster *wolf = place(f, "wolf", 5, 2, false);
    f->ft = fight_new(&f->p.g, NULL);
    f->p.g.hero.f.body->base[BT_STAT_SPEED] = 300;
    while (!fight_flee(f->ft))
        assert_int_equal(fight_outcome_now(f->ft), FIGHT_ON);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_FLED);
    int dx = f->p.g.hero.f.x - wolf->f.x, dy = f->p.g.hero.f.y - wolf->f.y;
    assert_true(dx * dx + dy * dy >= 4);
    assert_false(wolf->asleep);
    assert_true(wolf->hunting);
}

static void test_fleeing_and_coming_back_buys_nothing(void **state)
{
    fixture *f = *state;
    place(f, "wolf", 2, 1, false);
    fighter *iva = &f->p.g.hero.f;
    f->ft = fight_new(&f->p.g, NULL);
    iva->mana = 1;
    iva->skills[1].cooldown = 3;
    fight_finish(f->ft);            /* gone, as after a flight */
    fight_free(f->ft);
    f->ft = fight_new(&f->p.g, NULL);
    /* The next fight finds mana and cooldowns as the last one left them. */
    assert_int_equal(iva->mana, 1);
    assert_int_equal(iva->skills[1].cooldown, 3);
    fight_free(f->ft);
    f->ft = NULL;
    /* Three turns on the map: the cooldown runs out, one point of mana
     * comes back. */
    for (int i = 0; i < 3; i++)
        world_end_turn(&f->p.g);
    assert_int_equal(iva->skills[1].cooldown, 0);
    assert_int_equal(iva->mana, 2);
}

/* --- the frames --- */

/* The hero without reactions: no question comes between the choices. */
static void no_reactions(fixture *f)
{
    fighter_add_reactions(&f->p.g.hero.f, &f->p.data, NULL);
}

static void test_a_rejected_choice_spends_nothing(void **state)
{
    fixture *f = *state;
    no_reactions(f);
    monster *wolf = place(f, "wolf", 2, 1, false);
    combat_begin(&f->p.g, NULL);
    frame_fight_open(&f->p.g);
    assert_string_equal(top_name(f), "fight");
    fighter *iva = &f->p.g.hero.f;
    iva->mana = 1;
    long turns = f->p.g.stats.turns;
    int life = iva->body->life, wolf_life = wolf->f.body->life;
    size_t items = f->p.g.hero.pack.count;
    printed(f);
    type(f, "2");
    assert_string_equal(top_name(f), "skill");
    printed(f);
    type(f, "9");
    assert_string_equal(printed(f), "There is no skill 9; choose a number from 1 to 2.\n");
    type(f, "howl");
    assert_string_equal(printed(f), "You know no skill called \"howl\".\n");
    type(f, "rend");
    assert_string_equal(printed(f), "Not enough mana: \"rend\" costs 2, you have 1.\n");
    iva->mana = 4;
    iva->skills[1].cooldown = 2;
    type(f, "2");
    assert_string_equal(printed(f), "\"Rend\" is not ready yet: 2 more turns.\n");
    type(f, "1 2");
    assert_string_equal(printed(f), "You know no skill called \"1 2\".\n");
    type(f, "a b c d");
    assert_string_equal(printed(f), "Answer with one number or name.\n");
    assert_string_equal(top_name(f), "skill");
    type(f, "back");
    assert_string_equal(top_name(f), "fight");
    type(f, "3");
    assert_string_equal(top_name(f), "item");
    printed(f);
    type(f, "7");
    assert_string_equal(printed(f), "You carry nothing called \"7\".\n");
    type(f, "back");
    type(f, "dance");
    assert_string_equal(printed(f),
                        "Unknown command \"dance\"; \"help\" lists the commands.\n");
    /* Nothing was spent: no turn, no mana, no item, no blow. */
    assert_string_equal(top_name(f), "fight");
    assert_int_equal(f->p.g.stats.turns, turns);
    assert_int_equal(iva->mana, 4);
    assert_int_equal(iva->skills[1].cooldown, 2);
    assert_int_equal(f->p.g.hero.pack.count, items);
    assert_int_equal(iva->body->life, life);
    assert_int_equal(wolf->f.body->life, wolf_life);
    /* A whole choice does spend: berserk costs 1 and a turn. */
    type(f, "skill");
    type(f, "berserk");
    assert_int_equal(iva->mana, 3);
    assert_true(f->p.g.stats.turns > turns);
    /* The wolf acted, and the hero's next turn began: a cooldown tick. */
    assert_int_equal(iva->skills[0].cooldown, 5 - 1);
}

static void test_a_target_is_asked_when_two_enemies_live(void **state)
{
    fixture *f = *state;
    no_reactions(f);
    monster *a = place(f, "goblin", 2, 1, false);
    place(f, "goblin", 2, 2, false);
    combat_begin(&f->p.g, NULL);
    frame_fight_open(&f->p.g);
    type(f, "attack");
    assert_string_equal(top_name(f), "target");
    printed(f);
    type(f, "3");
    assert_string_equal(printed(f), "There is no enemy 3; choose a number from 1 to 2.\n");
    type(f, "1 2");
    assert_string_equal(printed(f), "No enemy is called \"1 2\"; answer with a name or a "
                                    "number from 1 to 2.\n");
    type(f, "goblin");
    assert_string_equal(printed(f), "More than one enemy is called \"goblin\"; answer with its "
                                    "number, from 1 to 2.\n");
    cr_set_life(a->f.body, 0);
    type(f, "1");
    assert_string_equal(printed(f), "The goblin 1 is already dead; choose another enemy.\n");
    /* One goblin lives: its name is enough. */
    long turns = f->p.g.stats.turns;
    type(f, "GOBLIN");
    assert_true(f->p.g.stats.turns > turns || f->p.g.over);
}

/* --- shots from afar --- */

/* The map's world turn and what follows it: the shots, a fight that opens. */
static void map_turn(fixture *f)
{
    world_end_turn(&f->p.g);
    if (!f->p.g.over)
        combat_check(&f->p.g);
}

static void test_an_archer_in_sight_shoots_instead_of_stepping(void **state)
{
    fixture *f = *state;
    monster *archer = place(f, "goblin_archer", 5, 1, false);
    msglog_clear(&f->p.g.log);
    map_turn(f);
    /* It stands where it stood, its line said, then the blow's own. */
    assert_int_equal(archer->f.x, 5);
    assert_int_equal(archer->f.y, 1);
    assert_false(archer->aiming);
    assert_null(f->p.g.fight);
    const char *lines = log_text(&f->p.g.log);
    assert_non_null(strstr(lines, "The goblin archer looses an arrow at Iva!|The goblin archer "));
}

static void test_an_archer_shoots_only_along_a_clear_line_in_its_range(void **state)
{
    fixture *f = *state;
    game *g = &f->p.g;
    monster *archer = place(f, "goblin_archer", 6, 1, false);   /* 5 cells: its range */
    assert_true(monster_can_shoot(g, archer));
    monster_place(g, archer, 7, 1);                             /* 6 cells: too far */
    assert_false(monster_can_shoot(g, archer));
    monster_place(g, archer, 2, 2);                             /* next to the hero: it strikes */
    assert_false(monster_can_shoot(g, archer));
    monster_place(g, archer, 5, 1);
    place(f, "goblin", 3, 1, true);                             /* a goblin in the way */
    assert_false(monster_can_shoot(g, archer));
    /* Behind a closed door it cannot see the hero; the door open, it can. */
    monster_place(g, archer, 11, 2);
    g->hero.f.x = 7;
    g->hero.f.y = 2;
    assert_false(monster_can_shoot(g, archer));
    level_cell(&g->level, 9, 2)->terrain = TERRAIN_OPEN_DOOR;
    assert_true(monster_can_shoot(g, archer));
    /* One that does not shoot never aims. */
    assert_false(monster_can_shoot(g, place(f, "goblin", 5, 3, false)));
}

static void test_out_of_its_sight_the_archer_closes_in(void **state)
{
    fixture *f = *state;
    game *g = &f->p.g;
    monster *archer = place(f, "goblin_archer", 11, 2, false);
    archer->hunting = true;
    g->hero.f.x = 7;
    g->hero.f.y = 2;
    world_update_view(g);
    assert_false(archer->in_view);
    int life = g->hero.f.body->life;
    map_turn(f);
    assert_false(archer->aiming);
    assert_int_equal(g->hero.f.body->life, life);
    assert_null(strstr(log_text(&g->log), "arrow"));
}

static void test_a_shot_that_kills_ends_the_game_by_its_shooter(void **state)
{
    fixture *f = *state;
    game *g = &f->p.g;
    monster *archer = place(f, "goblin_archer", 5, 1, false);
    for (int turn = 0; turn < 30 && !g->over; turn++) {
        cr_set_life(g->hero.f.body, 1);
        map_turn(f);
    }
    assert_true(g->over);
    assert_false(g->won);
    assert_ptr_equal(g->killer, archer->def);
    assert_non_null(strstr(log_text(&g->log), "|Iva dies."));
}

static void test_a_shot_into_a_fight_is_told_in_it(void **state)
{
    fixture *f = *state;
    place(f, "wolf", 1, 2, false);
    monster *archer = place(f, "goblin_archer", 5, 1, false);
    f->ft = fight_new(&f->p.g, NULL);
    fight_world_turn(f->ft);
    assert_false(archer->fighting);
    assert_non_null(strstr(log_text(&f->ft->log), "The goblin archer looses an arrow at Iva!"));
}

/* --- thieves --- */

static void test_a_thief_drops_the_gold_it_stole_where_it_dies(void **state)
{
    fixture *f = *state;
    game *g = &f->p.g;
    monster *bandit = place(f, "bandit", 4, 2, false);
    bandit->purse = 14;
    cr_set_life(bandit->f.body, 0);
    world_monster_died(g, bandit, true);
    /* Its purse, then its own gold: the first heap on its cell is 14. */
    long at = level_item_at(&g->level, 4, 2);
    assert_true(at >= 0);
    assert_null(g->level.items[at].item);
    assert_int_equal(g->level.items[at].gold, 14);
    assert_int_equal(bandit->purse, 0);
    /* Dead out of sight, it drops it too: the gold was the hero's. */
    monster *far = place(f, "bandit", 20, 2, false);
    far->purse = 9;
    cr_set_life(far->f.body, 0);
    world_monster_died(g, far, false);
    at = level_item_at(&g->level, 20, 2);
    assert_true(at >= 0);
    assert_int_equal(g->level.items[at].gold, 9);
}

static void test_a_thief_carries_what_it_snatches(void **state)
{
    fixture *f = *state;
    game *g = &f->p.g;
    g->hero.gold = 100;
    monster *bandit = place(f, "bandit", 2, 1, false);
    f->ft = fight_new(g, NULL);
    /* Its turns come until it snatches (30% of them), striking otherwise. */
    for (int turn = 0; turn < 40 && bandit->fighting && !g->over; turn++) {
        cr_set_life(g->hero.f.body, g->hero.f.body->max_life);
        f->ft->acting = &bandit->f;
        bandit->f.energy = 1000;
        fight_run(f->ft);
        g->hero.f.energy = 0;
    }
    assert_false(bandit->fighting);
    assert_true(bandit->purse > 0);
    assert_int_equal(g->hero.gold + bandit->purse, 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_a_fight_opens_with_the_awake_monsters_next_to_the_hero,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_monster_walked_into_is_woken_and_struck_first,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_monster_that_comes_next_to_the_hero_joins, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_newcomer_of_a_kind_in_the_fight_is_numbered, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_newcomers_join_the_fastest_first, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_asleep_and_the_far_keep_to_the_map, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_sleeper_wakes_by_what_it_hears, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_sneak_attack_never_misses, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_kill_gives_experience_and_the_blood_counts, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_the_warden_turns_to_fury_once_at_half_life, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_the_wardens_death_wins_the_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_heros_death_ends_the_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_skills_cost_mana_and_wait_for_their_cooldown, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_skill_for_all_enemies_reaches_each, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_monsters_use_a_skill_only_when_it_does_something,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_flee_chance_is_speed_against_the_fastest, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_flight_steps_away_and_the_monsters_stay_awake,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_fleeing_and_coming_back_buys_nothing, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_rejected_choice_spends_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_target_is_asked_when_two_enemies_live, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_an_archer_in_sight_shoots_instead_of_stepping, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_an_archer_shoots_only_along_a_clear_line_in_its_range,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_out_of_its_sight_the_archer_closes_in, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_shot_that_kills_ends_the_game_by_its_shooter, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_shot_into_a_fight_is_told_in_it, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_thief_drops_the_gold_it_stole_where_it_dies, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_thief_carries_what_it_snatches, setup, teardown),
    };
    return cmocka_run_group_tests_name("fight", tests, NULL, NULL);
}
