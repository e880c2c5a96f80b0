/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lab_play.c - the lab's commands that try what an effect does in play:
 * blows with every hook, moving, dying, the marks left on the floor,
 * every stat, and reloading a rebuilt plugin. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "combat/blow.h"
#include "engine/effect.h"
#include "engine/host.h"
#include "lab/lab_internal.h"
#include "plugin/loader.h"
#include "text/i18n.h"
#include "util/xalloc.h"

/* --- the floor and the answers the lab lends the host --- */

static bool lab_position(void *user, const bt_creature *c, int *x, int *y)
{
    lab *l = user;
    long i = lab_index_of(l, c);
    if (i < 0)
        return false;
    *x = l->x[i];
    *y = l->y[i];
    return true;
}

static bool lab_decorate(void *user, bt_creature *owner, int x, int y, const bt_effect_kind *kind)
{
    lab *l = user;
    (void)owner;
    for (size_t i = 0; i < l->mark_count; i++) {
        if (l->marks[i].x == x && l->marks[i].y == y) {
            l->marks[i].kind = kind;
            return true;
        }
    }
    l->marks = xrealloc(l->marks, (l->mark_count + 1) * sizeof *l->marks);
    l->marks[l->mark_count++] = (lab_mark){ x, y, kind };
    return true;
}

/* A question an effect asks during "strike": the next answer on the line,
 * shown after the question as the player would have typed it. */
static host_answer lab_ask(void *user, const host_question *q)
{
    lab *l = user;
    if (!l->answer_count)
        return HOST_ASK_NOBODY;
    const char *answer = *l->answers++;
    l->answer_count--;
    sb_reset(&l->scratch);
    sb_addf(&l->scratch, "%s %s", q->text, answer);
    ctx_say_line(q->ctx, l->scratch.buf);
    return strcmp(answer, "yes") == 0 ? HOST_ASK_YES : HOST_ASK_NO;
}

static int lab_random(void *state, int bound)
{
    return rng_below(state, bound);
}

void lab_play_begin(lab *l)
{
    host_session *s = &l->session;
    host_session_init(s, l->kinds);
    s->world = (host_world){ lab_position, lab_decorate, l };
    s->asker = lab_ask;
    s->asker_user = l;
    /* The same stream every run: a lab script gives the same output. */
    rng_seed(&l->rng, 0);
    s->random = lab_random;
    s->random_state = &l->rng;
    l->ctx.session = s;
}

void lab_play_end(lab *l)
{
    l->ctx.session = NULL;
}

/* --- strike --- */

static bool is_answer(const char *word)
{
    return strcmp(word, "yes") == 0 || strcmp(word, "no") == 0;
}

static bool alive(lab *l, const bt_creature *c)
{
    if (cr_is_alive(c))
        return true;
    bt_name name = cr_name(c);
    return lab_reject(l, N_("line {line}: {name} is dead and can do nothing more."),
                      &TPL_NAME("name", &name), 1);
}

/* The skill of the content called id; the content is read the first time. */
static const skill_def *need_skill(lab *l, const char *id)
{
    if (!lab_content(l))
        return NULL;
    const skill_def *skill = content_skill(&l->data, id);
    if (!skill)
        lab_reject(l, N_("line {line}: there is no skill \"{skill}\"; skills.ini has the "
                         "skills, and \"attack\" is a plain blow."),
                   &TPL_STR("skill", id), 1);
    else if (skill->attack.damage_max <= 0)
        lab_reject(l, N_("line {line}: the skill \"{skill}\" deals no blow, so it cannot "
                         "strike."),
                   &TPL_STR("skill", id), 1);
    return skill && skill->attack.damage_max > 0 ? skill : NULL;
}

/* Reads "NAME TARGET [attack|SKILL] [yes|no]..."; false (rejected) when a
 * word is wrong. */
static bool read_strike(lab *l, const lab_line *line, bt_creature **a, bt_creature **b,
                        const skill_def **skill, size_t *first_answer)
{
    if (!(*a = lab_need_creature(l, line->words[1])) ||
        !(*b = lab_need_creature(l, line->words[2])) || !alive(l, *a) || !alive(l, *b))
        return false;
    if (*a == *b)
        return lab_reject(l, N_("line {line}: a creature cannot strike itself."), NULL, 0);
    *skill = NULL;
    *first_answer = 3;
    if (line->count > 3 && !is_answer(line->words[3])) {
        *first_answer = 4;
        if (strcmp(line->words[3], "attack") != 0 && !(*skill = need_skill(l, line->words[3])))
            return false;
    }
    for (size_t i = *first_answer; i < line->count; i++)
        if (!is_answer(line->words[i]))
            return lab_reject(l, N_("line {line}: \"{word}\" is not an answer; an effect's "
                                    "question is answered with yes or no."),
                              &TPL_STR("word", line->words[i]), 1);
    return true;
}

bool lab_cmd_strike(lab *l, const lab_line *line)
{
    bt_creature *a, *b;
    const skill_def *skill = NULL;
    size_t first = 3;
    if (!read_strike(l, line, &a, &b, &skill, &first))
        return false;
    /* The lab's own blow: sure to land, never critical, 2 + strength / 3;
     * the rolls are the game's business, the procedure is the lab's. */
    static const attack_def fist = { 2, 2, BT_DAMAGE_BLUNT, false, 0 };
    blow bl;
    blow_init(&bl, &l->ctx, &l->rng, l->kinds, a, b, skill ? &skill->attack : &fist,
              skill ? skill->h.id : "attack");
    bl.effect = skill && skill->effect.id ? &skill->effect : NULL;
    bl.rec.amount = blow_roll_damage(&bl);
    l->answers = line->words + first;
    l->answer_count = line->count - first;
    blow_run(&bl);
    if (l->answer_count) {
        sb_reset(&l->scratch);
        tpl_render_led(&l->scratch,
                       NG_("line {line}: {n} answer was not asked for.",
                           "line {line}: {n} answers were not asked for.", l->answer_count),
                       &TPL_INT("line", l->line_number), 1,
                       &TPL_INT("n", (long)l->answer_count), 1);
        fprintf(l->err, "%s\n", l->scratch.buf);
    }
    l->answer_count = 0;
    return true;
}

/* --- move, kill, marks --- */

bool lab_cmd_move(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    if (!c || !alive(l, c))
        return false;
    long i = lab_index_of(l, c);
    int x = l->x[i] + 1, y = l->y[i];
    if (line->count == 3)
        return lab_reject(l, N_("line {line}: \"move\" takes a name, or a name and both X "
                                "and Y."),
                          NULL, 0);
    if (line->count == 4 &&
        (!lab_need_number(l, line->words[2], P_("lab argument", "X"), -1000000, 1000000, &x) ||
         !lab_need_number(l, line->words[3], P_("lab argument", "Y"), -1000000, 1000000, &y)))
        return false;
    int from_x = l->x[i], from_y = l->y[i];
    l->x[i] = x;
    l->y[i] = y;
    fx_moved(&l->ctx, c, from_x, from_y, x, y);
    return true;
}

bool lab_cmd_kill(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    bt_creature *killer = NULL;
    if (!c || (line->count == 3 && !(killer = lab_need_creature(l, line->words[2]))) ||
        !alive(l, c))
        return false;
    if (killer == c)
        return lab_reject(l, N_("line {line}: a creature cannot be its own killer."), NULL, 0);
    cr_hurt_by(&l->ctx, c, c->life, killer);
    bt_name name = cr_name(c);
    ctx_say(&l->ctx, NULL, N_("{name} dies."), &TPL_NAME("name", &name), 1);
    cr_tell_death(&l->ctx, c);
    return true;
}

bool lab_cmd_marks(lab *l, const lab_line *line)
{
    (void)line;
    if (!l->mark_count)
        lab_say(l, N_("No effect has left a mark."), NULL, 0);
    for (size_t i = 0; i < l->mark_count; i++) {
        const lab_mark *m = &l->marks[i];
        bt_name name = { fx_kind_name(m->kind), false, 0, NULL };
        tpl_arg args[] = { TPL_INT("x", m->x), TPL_INT("y", m->y),
                           TPL_STR("mark", m->kind->decoration ? m->kind->decoration : "?"),
                           TPL_NAME("effect", &name), TPL_STR("id", m->kind->id) };
        /* TRANSLATORS: one decoration in the lab's "marks": "(3, 0) ; thorns
           (test:thorns)". */
        lab_say(l, N_("({x}, {y}) {mark} {effect:bare} ({id})"), args, 5);
    }
    return true;
}

/* --- reload --- */

bool lab_cmd_reload(lab *l, const lab_line *line)
{
    (void)line;
    size_t refused;
    size_t n = loader_reload(l->kinds, &refused);
    /* The creatures keep their effects, whose kinds now have the new code. */
    for (size_t i = 0; i < l->creature_count; i++)
        cr_refresh_callbacks(l->creatures[i]);
    if (!n && !refused)
        lab_say(l, N_("No plugin file has changed since it was opened."), NULL, 0);
    if (n)
        lab_say(l, NG_("Reloaded {n} plugin.", "Reloaded {n} plugins.", n),
                &TPL_INT("n", (long)n), 1);
    if (refused)
        /* TRANSLATORS: the reason for each refusal was said just before. */
        lab_say(l, NG_("{n} changed plugin was refused (see above); its effects do nothing "
                       "until it is rebuilt and reloaded.",
                       "{n} changed plugins were refused (see above); their effects do "
                       "nothing until they are rebuilt and reloaded.",
                       refused),
                &TPL_INT("n", (long)refused), 1);
    return true;
}

/* --- stats --- */

/* A stat without the effects' modifiers. */
static int base_stat(const bt_creature *c, bt_stat stat)
{
    int value = c->base[stat] + c->bonus[stat];
    return value < 0 ? 0 : value;
}

static void add_stat(strbuf *out, const char *msgid, int value)
{
    sb_adds(out, ", ");
    tpl_render(out, _(msgid), &TPL_INT("n", value), 1);
}

bool lab_cmd_stats(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    if (!c)
        return false;
    bool all = line->count == 3;
    if (all && strcmp(line->words[2], "all") != 0)
        return lab_reject(l, N_("line {line}: \"stats\" takes a name, or a name and \"all\", "
                                "not \"{value}\"."),
                          &TPL_STR("value", line->words[2]), 1);
    sb_reset(&l->scratch);
    tpl_arg args[] = { TPL_INT("strength", cr_stat(c, BT_STAT_STRENGTH)),
                       TPL_INT("defense", cr_stat(c, BT_STAT_DEFENSE)) };
    tpl_render(&l->scratch, _("strength {strength}, defense {defense}"), args, 2);
    int agility = cr_stat(c, BT_STAT_AGILITY);
    bool agility_changed = agility != base_stat(c, BT_STAT_AGILITY);
    if (all || agility_changed)
        /* TRANSLATORS: follows "strength 14, defense 7" in the lab's stats. */
        add_stat(&l->scratch, N_("agility {n}"), agility);
    /* Accuracy follows agility, and has a bonus of its own. */
    int plain_accuracy = 75 + 2 * base_stat(c, BT_STAT_AGILITY) + c->base[BT_STAT_ACCURACY] +
                         c->bonus[BT_STAT_ACCURACY] - (cr_is_heavily_wounded(c) ? 15 : 0);
    if (all || cr_accuracy(c) != plain_accuracy)
        add_stat(&l->scratch, N_("accuracy {n}"), cr_accuracy(c));
    if (all || cr_stat(c, BT_STAT_SPEED) != base_stat(c, BT_STAT_SPEED))
        /* TRANSLATORS: follows "strength 14, defense 7" in the lab's stats. */
        add_stat(&l->scratch, N_("speed {n}"), cr_stat(c, BT_STAT_SPEED));
    lab_say_line(l, l->scratch.buf);
    return true;
}
