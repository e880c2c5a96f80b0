/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mind.c - the autoplayer's play: careful or rushing, for each class. */
#include "config.h"

#include "mind.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static char command[64];
/* Turns a monster awake in view may keep the bot from its way without a
 * fight: a goblin that flees round a loop, a zombie behind two sleepers
 * in a corridor. */
#define AWAKE_PATIENCE 80

static const char *skill_for(const mind *m, const view *v, const view *list);
static bool ready(const view *list, const char *name);

void mind_init(mind *m, const char *cls, strategy plan, const char *without, const char *hero,
               const char *levels)
{
    memset(m, 0, sizeof *m);
    m->levels = levels;
    m->cls = cls;
    m->plan = plan;
    m->without = without;
    m->hero = hero;
    m->pack_stale = true;
}

static bool careful(const mind *m)
{
    return m->plan == STRATEGY_CAREFUL;
}

/* Whether the bot may use the skill or reaction (by its id or name). */
static bool allowed(const mind *m, const char *id)
{
    return !m->without || strcmp(m->without, id) != 0;
}

static int percent(int value, int max)
{
    return max > 0 ? value * 100 / max : 100;
}

static bool has_label(const char *labels, const char *label)
{
    size_t n = strlen(label);
    for (const char *p = labels; (p = strstr(p, label)); p += n)
        if ((p == labels || p[-1] == ' ') && (p[n] == ':' || p[n] == 'x'))
            return true;
    return false;
}

/* How many wounds bleed ("bldx3:2" is three, "bld:2" one). */
static int wounds(const char *labels)
{
    const char *p = strstr(labels, "bld");
    if (!p)
        return 0;
    return p[3] == 'x' ? atoi(p + 4) : 1;
}

/* Whether a listed name is of the item ("healing potions" is of "healing potion"). */
static bool is_of(const char *listed, const char *name)
{
    return strncmp(listed, name, strlen(name)) == 0;
}

static int pack_has(const mind *m, const char *name)
{
    int n = 0;
    for (int i = 0; i < m->pack_count; i++)
        if (is_of(m->pack[i], name))
            n += m->pack_counts[i];
    return n;
}

static void pack_take(mind *m, const char *name)
{
    for (int i = 0; i < m->pack_count; i++)
        if (is_of(m->pack[i], name) && m->pack_counts[i] > 0) {
            m->pack_counts[i]--;
            return;
        }
}

static void remember_pack(mind *m, const view *v)
{
    m->pack_count = 0;
    for (int i = 0; i < v->item_count && i < MIND_MAX_PACK; i++) {
        m->pack_counts[m->pack_count] = v->items[i].count;
        snprintf(m->pack[m->pack_count++], VIEW_NAME, "%s", v->items[i].name);
    }
    m->pack_stale = false;
}

static bool said(const mind *m, const view *v, const char *text)
{
    if (m->idle)
        return false;
    for (int i = 0; i < v->log_count; i++)
        if (strstr(v->log[i], text))
            return true;
    return false;
}

/* "You see a bandage here.": something lies where the hero stands. */
static bool something_here(const mind *m, const view *v)
{
    for (int i = 0; !m->idle && i < v->log_count; i++) {
        size_t n = strlen(v->log[i]);
        if (strncmp(v->log[i], "You see ", 8) == 0 && n > 6 &&
            strcmp(v->log[i] + n - 6, " here.") == 0)
            return true;
    }
    return false;
}

/* --- answers to questions --- */

/* The living enemy with the least life: the one to finish first. */
static int weakest(const view *v, const int *among, int count)
{
    int best = -1, life = 1 << 30;
    for (int i = 0; i < v->enemy_count; i++) {
        const view_enemy *e = &v->enemies[i];
        bool offered = !among;
        for (int k = 0; among && k < count; k++)
            offered |= among[k] == e->number;
        if (offered && e->life > 0 && e->life < life) {
            life = e->life;
            best = e->number;
        }
    }
    return best;
}

static const char *number(int n)
{
    snprintf(command, sizeof command, "%d", n);
    return command;
}

/* The skill wanted, or the best other that the list shows ready. */
static const char *answer_skill(mind *m, const view *v)
{
    const char *name = ready(v, m->want_skill) ? m->want_skill : skill_for(m, &m->last, v);
    for (int i = 0; name && i < v->skill_count; i++)
        if (strcmp(v->skills[i].name, name) == 0 && v->skills[i].mana <= m->last.mana) {
            snprintf(m->used_skill, sizeof m->used_skill, "%s", name);
            m->want_skill[0] = '\0';
            return number(v->skills[i].number);
        }
    m->want_skill[0] = '\0';
    m->used_skill[0] = '\0';
    m->skill_refused = true;
    return "back";
}

static const char *answer_item(mind *m, const view *v)
{
    remember_pack(m, v);
    for (int i = 0; i < v->item_count; i++)
        if (is_of(v->items[i].name, m->want_item)) {
            pack_take(m, m->want_item);
            m->want_item[0] = '\0';
            snprintf(command, sizeof command, "%c", v->items[i].letter);
            return command;
        }
    m->want_item[0] = '\0';
    return "back";
}

static const char *answer_reaction(mind *m, const view *v)
{
    const char *reaction = strcmp(m->cls, "barbarian") == 0 ? "riposte"
                           : strcmp(m->cls, "ranger") == 0  ? "turn_blow"
                                                            : "mana_shield";
    if (!allowed(m, reaction))
        return "no";
    if (v->kind == VIEW_REACT_TURN) {
        int n = weakest(&m->last, v->turn_targets, v->turn_target_count);
        return n > 0 ? number(n) : "no";
    }
    /* Mana for the skills first: the barbarian keeps two for rend, the mage
     * enough for a fire bolt unless the blow is dangerous. */
    /* The question's own screen tells the mana and the effects now. */
    int mana = v->have_hero ? v->mana : m->last.mana;
    const char *labels = v->have_hero ? v->labels : m->last.labels;
    bool low = percent(v->life, v->max_life) < 35;
    if (strcmp(reaction, "mana_shield") == 0 &&
        (has_label(labels, "shld") || (mana <= 4 && !low && allowed(m, "fire_bolt"))))
        return "no";
    if (strcmp(reaction, "turn_blow") == 0 && mana < 4 && !low && allowed(m, "frost_arrow"))
        return "no";
    return "yes";
}

/* --- the fight --- */

static bool boss_fight(const view *v)
{
    for (int i = 0; i < v->enemy_count; i++)
        if ((strstr(v->enemies[i].name, "Warden") || strstr(v->enemies[i].name, "warden")) &&
            v->enemies[i].life > 0)
            return true;
    return false;
}

static int living(const view *v)
{
    int n = 0;
    for (int i = 0; i < v->enemy_count; i++)
        n += v->enemies[i].life > 0;
    return n;
}

static int strongest_life(const view *v)
{
    int most = 0;
    for (int i = 0; i < v->enemy_count; i++)
        if (v->enemies[i].life > most)
            most = v->enemies[i].life;
    return most;
}

/* An item to use now, or NULL. */
static const char *item_for(const mind *m, const view *v, bool fighting)
{
    int hp = percent(v->life, v->max_life);
    int low = boss_fight(v) ? 50 : 35;
    if (!fighting)
        low = careful(m) ? 40 : 30;
    if (hp < low && pack_has(m, "healing potion"))
        return "healing potion";
    if (wounds(v->labels) >= 2 && hp < 70 && pack_has(m, "bandage"))
        return "bandage";
    if ((has_label(v->labels, "psn") || wounds(v->labels)) && hp < 50 && pack_has(m, "antidote"))
        return "antidote";
    if (hp < low && pack_has(m, "bandage") && !fighting)
        return "bandage";
    return NULL;
}

const char *mind_item_to_use(const mind *m, const view *v, bool fighting)
{
    return item_for(m, v, fighting);
}

static const char *choose_skill(const mind *m, const view *v, const view *list);

/* The enemy a skill would strike: the weakest living one. */
static const char *target_name(const view *v)
{
    int n = weakest(v, NULL, 0);
    for (int i = 0; i < v->enemy_count; i++)
        if (v->enemies[i].number == n)
            return v->enemies[i].name;
    return "";
}

static bool futile(const mind *m, const char *skill, const char *enemy)
{
    char key[2 * VIEW_NAME];
    snprintf(key, sizeof key, "%s|%s", skill, enemy);
    for (int i = 0; i < m->futile_count; i++)
        if (strcasecmp(m->futile[i], key) == 0)
            return true;
    return false;
}

/* A skill that did no harm to its target is not tried on its kind again
 * (frost on a frost wraith). */
static void learn_futility(mind *m, const view *v)
{
    if (!m->used_skill[0])
        return;
    for (int i = 0; i < v->log_count && m->futile_count < 16; i++) {
        const char *p = strstr(v->log[i], "The blow does the ");
        const char *end = p ? strstr(p, " no harm.") : NULL;
        if (!end)
            continue;
        snprintf(m->futile[m->futile_count++], sizeof m->futile[0], "%s|%.*s", m->used_skill,
                 (int)(end - p - 18), p + 18);
    }
    m->used_skill[0] = '\0';
}

/* A skill worth using now, by its name, or NULL; list (may be NULL) is the
 * list of skills just shown, which tells which are ready. */
static const char *skill_for(const mind *m, const view *v, const view *list)
{
    const char *skill = choose_skill(m, v, list);
    return skill && !futile(m, skill, target_name(v)) ? skill : NULL;
}

/* Whether the list shows the skill ready (no list: it may be). */
static bool ready(const view *list, const char *name)
{
    if (!list)
        return true;
    for (int i = 0; i < list->skill_count; i++)
        if (strcmp(list->skills[i].name, name) == 0)
            return list->skills[i].ready;
    return false;
}

static bool may_use(const mind *m, const view *list, const char *id, const char *name)
{
    return allowed(m, id) && ready(list, name);
}

static const char *choose_skill(const mind *m, const view *v, const view *list)
{
    int hp = percent(v->life, v->max_life), mana = v->mana;
    /* A strong enemy (the wolf leader, the Warden) is worth a buff first. */
    bool strong = strongest_life(v) >= 30 || boss_fight(v);
    if (strcmp(m->cls, "barbarian") == 0) {
        if (may_use(m, list, "berserk", "berserk") && mana >= 1 && !has_label(v->labels, "rage") &&
            !has_label(v->labels, "fury"))
            return "berserk";
        if (may_use(m, list, "rend", "rend") && mana >= 2)
            return "rend";
    } else if (strcmp(m->cls, "ranger") == 0) {
        if (may_use(m, list, "evade", "evade") && mana >= 2 && !has_label(v->labels, "dodge") &&
            (hp < 80 || strong))
            return "evade";
        if (may_use(m, list, "frost_arrow", "frost arrow") && mana >= 2)
            return "frost arrow";
    } else {
        if (may_use(m, list, "ward", "ward") && mana >= 1 && !has_label(v->labels, "shld") &&
            (hp < 60 || strong))
            return "ward";
        /* Thunder for a crowd, or for a strong enemy while the fire bolt
         * cools down (it costs no mana). */
        bool bolt_cooling = list && allowed(m, "fire_bolt") && !ready(list, "fire bolt");
        if (may_use(m, list, "thunderclap", "thunderclap") &&
            (living(v) >= 2 || (strong && bolt_cooling)))
            return "thunderclap";
        if (may_use(m, list, "fire_bolt", "fire bolt") && mana >= 3)
            return "fire bolt";
    }
    return NULL;
}

static const char *fight(mind *m, const view *v)
{
    learn_futility(m, v);
    if (boss_fight(v) && !m->hero_level_at_warden)
        m->hero_level_at_warden = m->hero_level ? m->hero_level : 1;
    const char *item = item_for(m, v, true);
    if (item) {
        snprintf(m->want_item, sizeof m->want_item, "%s", item);
        return "3";
    }
    const char *skill = m->skill_refused ? NULL : skill_for(m, v, NULL);
    m->skill_refused = false;
    if (skill) {
        snprintf(m->want_skill, sizeof m->want_skill, "%s", skill);
        snprintf(m->used_skill, sizeof m->used_skill, "%s", skill);
        return "2";
    }
    return "1";
}

/* --- the map --- */

typedef struct goal {
    char glyphs[16];            /* cells shown as one of these */
    bool next_to;               /* or a cell next to one */
} goal;

static bool goal_glyph(const bot_map *map, int x, int y, void *user)
{
    const goal *g = user;
    if (g->next_to) {
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx, ny = y + dy;
                if (nx >= 0 && ny >= 0 && nx < MAP_SIZE && ny < MAP_SIZE &&
                    map->thing[ny][nx] && strchr(g->glyphs, map->thing[ny][nx]))
                    return true;
            }
        return false;
    }
    char c = map->thing[y][x] ? map->thing[y][x] : map->cell[y][x];
    return c && strchr(g->glyphs, c);
}

struct place {
    int x, y;
};

/* The cell itself, or a cell next to it. */
static bool goal_place(const bot_map *map, int x, int y, void *user)
{
    (void)map;
    const struct place *p = user;
    return abs(x - p->x) <= 1 && abs(y - p->y) <= 1;
}

static bool goal_frontier(const bot_map *map, int x, int y, void *user)
{
    (void)user;
    return map_frontier(map, x, y);
}

static const char *step(mind *m, int dx, int dy)
{
    static const char *names[3][3] = { { "nw", "n", "ne" }, { "w", "wait", "e" },
                                       { "sw", "s", "se" } };
    m->step_x = m->map.hero_x + dx;
    m->step_y = m->map.hero_y + dy;
    m->last_was_step = true;
    return names[dy + 1][dx + 1];
}

static bool walk_to(mind *m, const char *glyphs, bool next_to, const char **cmd)
{
    goal g = { "", next_to };
    snprintf(g.glyphs, sizeof g.glyphs, "%s", glyphs);
    int dx, dy;
    if (!map_step_to(&m->map, goal_glyph, &g, &dx, &dy, NULL))
        return false;
    *cmd = step(m, dx, dy);
    return true;
}

/* The glyphs of the monsters the sidebar lists awake, and asleep. */
static void monsters(const view *v, char *awake, char *asleep)
{
    size_t a = 0, s = 0;
    for (int i = 0; i < v->around_count && a < 15 && s < 15; i++) {
        if (v->around[i].asleep)
            asleep[s++] = v->around[i].glyph;
        else
            awake[a++] = v->around[i].glyph;
    }
    awake[a] = asleep[s] = '\0';
}

static char under_hero(const mind *m)
{
    return m->map.cell[m->map.hero_y][m->map.hero_x];
}

static const char *explore_or_descend(mind *m, const view *v)
{
    const char *cmd;
    bool quest_here = v->quest[0] != '\0';
    bool want_down = !quest_here || m->plan == STRATEGY_RUSH;
    /* Rushing, straight at the Warden where the map file puts him. */
    if (m->plan == STRATEGY_RUSH && m->map.boss_x >= 0) {
        struct place p = { m->map.boss_x, m->map.boss_y };
        int bx, by;
        if (map_step_to(&m->map, goal_place, &p, &bx, &by, NULL))
            return step(m, bx, by);
    }
    if (want_down && under_hero(m) == '>')
        return "down";
    if (want_down && walk_to(m, ">", false, &cmd))
        return cmd;
    int dx, dy;
    if (map_step_to(&m->map, goal_frontier, NULL, &dx, &dy, NULL)) {
        m->lost = 0;
        return step(m, dx, dy);
    }
    if (under_hero(m) == '>')
        return "down";
    if (walk_to(m, ">", false, &cmd))
        return cmd;
    /* Cells given up (tried too often, or left in a walk to and fro) may
     * be the only way on, a corridor: they get another chance, a few times
     * a level. */
    if (m->map.tries_forgotten < 3) {
        m->map.tries_forgotten++;
        memset(m->map.tries, 0, sizeof m->map.tries);
        if (map_step_to(&m->map, goal_frontier, NULL, &dx, &dy, NULL))
            return step(m, dx, dy);
        if (walk_to(m, ">", false, &cmd))
            return cmd;
    }
    /* Seen but not known as such (something lies on them): the game's own
     * travel knows the stairs it has shown; then down. */
    if (v->depth < v->levels) {
        m->travelled = !m->travelled;
        if (m->travelled)
            return "travel";
        if (!said(m, v, "There are no stairs down here"))
            return "down";
    }
    /* Nothing left to see: back to where a monster was (the Warden sleeps
     * in its hall, out of sight). */
    int tx, ty;
    if (map_last_seen(&m->map, &tx, &ty)) {
        struct place p = { tx, ty };
        if (map_step_to(&m->map, goal_place, &p, &dx, &dy, NULL))
            return step(m, dx, dy);
    }
    /* Nothing to see, nothing found: the memory of the level may have gone
     * wrong (a window laid in the wrong place). It starts afresh from
     * what the screen shows. */
    if (++m->lost > 30) {
        m->lost = 0;
        map_reset(&m->map, m->map.depth);
        map_update(&m->map, v);
    }
    return "wait";
}

static const char *on_map(mind *m, const view *v)
{
    const char *cmd;
    if (v->depth != m->map.depth) {
        map_reset(&m->map, v->depth);
        m->awake_turns = 0;
        m->ignore_awake = false;
        char path[512];
        if (m->levels && m->plan == STRATEGY_RUSH)
            snprintf(path, sizeof path, "%s/%d.map", m->levels, v->depth);
        if (!(m->levels && m->plan == STRATEGY_RUSH && map_know(&m->map, path, v)))
            m->map.placed = false;
        map_update(&m->map, v);
    }
    if (said(m, v, "You pick up") || said(m, v, "Reward: you receive") || said(m, v, " on the shrine and take "))
        m->pack_stale = true;
    if (m->pack_stale)
        return "i";
    if (something_here(m, v) && !m->picked_here) {
        m->picked_here = true;
        bool again = m->pickup_x == m->map.hero_x && m->pickup_y == m->map.hero_y;
        m->pickups = again ? m->pickups + 1 : 1;
        m->pickup_x = m->map.hero_x;
        m->pickup_y = m->map.hero_y;
        if (m->pickups > 3)
            m->map.tries[m->pickup_y][m->pickup_x] = 6;   /* no goal, no way */
        m->pack_stale = true;
        return "pickup";
    }
    const char *item = item_for(m, v, false);
    if (item) {
        snprintf(m->want_item, sizeof m->want_item, "%s", item);
        return "use";
    }
    char awake[16], asleep[16];
    monsters(v, awake, asleep);
    int hp = percent(v->life, v->max_life);
    if (awake[0] && !m->ignore_awake && ++m->awake_turns > AWAKE_PATIENCE)
        m->ignore_awake = true;
    if (awake[0] && !m->ignore_awake && walk_to(m, awake, true, &cmd))
        return cmd;
    if (awake[0] && !m->ignore_awake)
        return "wait";
    bool rest = careful(m) && hp < 90 && m->rests < 200;
    if (rest) {
        m->rests++;
        return "wait";
    }
    m->rests = 0;
    /* A shrine: potions for the gold. */
    if (careful(m) && v->gold >= 15 && pack_has(m, "healing potion") < 4) {
        if (under_hero(m) == '_') {
            m->pack_stale = true;
            return "buy 1";
        }
        if (walk_to(m, "_", false, &cmd))
            return cmd;
    }
    /* A sleeper: up to it quietly and strike first (the careful way, at
     * full strength; rushing, only what is in the way). */
    /* Rushing through a level it has no map of, a sleeper in view may be
     * in the only way on: out of sight it is forgotten, in sight it blocks,
     * and the rusher would walk to and fro. It strikes first instead. */
    bool blind = !m->levels;
    if (asleep[0] && (careful(m) || blind) && walk_to(m, asleep, false, &cmd))
        return cmd;
    if ((careful(m) || m->map.depth == 3) && walk_to(m, "!$)[", false, &cmd))
        return cmd;
    return explore_or_descend(m, v);
}

static const char *decide(mind *m, const view *v);

const char *mind_decide(mind *m, const view *v)
{
    const char *cmd = decide(m, v);
    m->idle = strcmp(cmd, "look") == 0 || strcmp(cmd, "i") == 0 || strcmp(cmd, "back") == 0;
    return cmd;
}

/* What the last step came to: a wall where the map showed none, or a cell
 * the hero could not enter (tried too often, it is given up). */
static void learn_from_step(mind *m, const view *v)
{
    if (!m->last_was_step)
        return;
    if (v->wall)
        m->map.cell[m->step_y][m->step_x] = '#';
    else if (v->kind == VIEW_MAP && m->map.hero_x == m->at_x && m->map.hero_y == m->at_y)
        m->map.tries[m->step_y][m->step_x]++;
    m->last_was_step = false;
}

/* Two goals that each show only from where the other is reached (a
 * monster in view from one cell, a way on from the next) walk the hero to
 * and fro for ever: after a dozen such steps the cell it keeps coming from
 * is given up, as a cell it could not enter is. */
static void to_and_fro(mind *m)
{
    bool back = m->map.hero_x == m->before_x && m->map.hero_y == m->before_y;
    m->to_and_fro = back ? m->to_and_fro + 1 : 0;
    if (m->to_and_fro > 12) {
        m->map.tries[m->at_y][m->at_x] = 6;
        m->to_and_fro = 0;
    }
    m->before_x = m->at_x;
    m->before_y = m->at_y;
}

static const char *decide(mind *m, const view *v)
{
    m->commands++;
    m->map.hint = m->last_was_step;
    m->map.hint_x = m->step_x;
    m->map.hint_y = m->step_y;
    if (v->kind == VIEW_MAP)
        map_update(&m->map, v);
    learn_from_step(m, v);
    switch (v->kind) {
    case VIEW_MAP:
        if (m->map.hero_x != m->at_x || m->map.hero_y != m->at_y) {
            m->picked_here = false;
            to_and_fro(m);
        }
        m->at_x = m->map.hero_x;
        m->at_y = m->map.hero_y;
        m->last = *v;
        m->hero_level = v->level;
        return on_map(m, v);
    case VIEW_FIGHT:
        m->last = *v;
        m->rests = 0;
        m->awake_turns = 0;
        m->ignore_awake = false;
        return fight(m, v);
    case VIEW_SKILLS:
        return answer_skill(m, v);
    case VIEW_ITEMS:
        return answer_item(m, v);
    case VIEW_TARGET: {
        int n = weakest(&m->last, NULL, 0);
        return n > 0 ? number(n) : "back";
    }
    case VIEW_REACT_YES_NO:
    case VIEW_REACT_TURN:
        return answer_reaction(m, v);
    case VIEW_CONFIRM:
        /* The bot meant it: down without the quest (rushing), onto a trap
         * it has no way around, a potion it chose. */
        return "yes";
    case VIEW_NONE:
        if (v->pack_listed) {
            remember_pack(m, v);
            return "look";
        }
        return v->prompt_question ? "back" : "look";
    default:
        return "look";
    }
}
