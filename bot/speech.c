/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speech.c - the autoplayer by ear (speech mode, doc/speech.md). */
#include "config.h"

#include "speech.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAX_LINES 512
#define LINE_MAX_LEN 1024

/* --- reading the content's creature names --- */

void speech_init(bot_speech *s, const char *data_dir)
{
    memset(s, 0, sizeof *s);
    s->pack_stale = true;
    s->known.have_hero = true;
    char path[512];
    snprintf(path, sizeof path, "%s/creatures.ini", data_dir ? data_dir : "data");
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "bloodtrail-bot: cannot read %s: monsters unknown\n", path);
        return;
    }
    char line[LINE_MAX_LEN];
    char id[VIEW_NAME] = "";
    while (fgets(line, sizeof line, f) && s->creature_count < SPEECH_MAX_NAMES) {
        if (line[0] == '[') {              /* "[wolf_leader]": the id */
            size_t n = strcspn(line + 1, "]\n");
            snprintf(id, sizeof id, "%.*s", (int)n, line + 1);
        }
        if (strncmp(line, "name = ", 7) != 0)
            continue;
        /* "wolf|pl:wolves": the name as said, before its grammar. */
        size_t n = strcspn(line + 7, "|\n");
        snprintf(s->creature_ids[s->creature_count], VIEW_NAME, "%s", id);
        snprintf(s->creatures[s->creature_count++], VIEW_NAME, "%.*s", (int)n, line + 7);
    }
    fclose(f);
}

/* Whether name ("goblin", "wolf leader", "Warden") is a creature's. */
static bool is_creature(const bot_speech *s, const char *name)
{
    for (int i = 0; i < s->creature_count; i++)
        if (strcasecmp(s->creatures[i], name) == 0)
            return true;
    return false;
}

/* The cause of death as the event stream names it: a creature's id
 * ("warden", "wolf_leader") for its name as said ("Warden", read as
 * "wolf_leader" by the screen's parser), so the balance tables of both
 * count the same killer once. */
static void cause_as_id(const bot_speech *s, char *cause)
{
    for (int i = 0; i < s->creature_count; i++) {
        const char *a = s->creatures[i], *b = cause;
        while (*a && *b && (*a == ' ' ? *b == '_' : tolower((unsigned char)*a) ==
                                                   tolower((unsigned char)*b))) {
            a++;
            b++;
        }
        if (!*a && !*b && s->creature_ids[i][0]) {
            snprintf(cause, VIEW_NAME, "%s", s->creature_ids[i]);
            return;
        }
    }
}

/* --- lines --- */

typedef struct lines {
    char *at[MAX_LINES];
    int count;
} lines;

static bool starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

static bool ends(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* "  a) ..." or "  5) wolf 5": an item of a list the game prints. */
static bool list_item(const char *line)
{
    if (!starts(line, "  "))
        return false;
    const char *p = line + 2;
    while (*p >= '0' && *p <= '9')
        p++;
    if (p == line + 2 && *p && *p != ')')
        p++;
    return *p == ')';
}

/* Splits text into logical lines (owned by the caller as one copy): a long
 * line is wrapped at 80 columns with the rest indented by two spaces; the
 * pieces are joined again. Lines of lists stay apart. */
static void split(char *text, lines *l)
{
    l->count = 0;
    for (char *p = text; *p && l->count < MAX_LINES;) {
        char *nl = strchr(p, '\n');
        if (nl)
            *nl = '\0';
        char *prev = l->count ? l->at[l->count - 1] : NULL;
        bool more = prev && prev[0] && starts(p, "  ") && p[2] != ' ' && !list_item(p) &&
                    !list_item(prev) && !ends(prev, "?");
        /* The one-line questions wrap with no indent. */
        bool question = prev && (starts(prev, "Which skill? ") || starts(prev, "Which enemy? ")) &&
                        p[0] && !starts(p, "? ");
        if (more || question) {
            /* The piece moves next to the line it continues: prev ends
             * right before p's text in the copy, so it is joined in place. */
            size_t len = strlen(prev);
            const char *piece = more ? p + 2 : p;
            prev[len] = ' ';
            memmove(prev + len + 1, piece, strlen(piece) + 1);
        } else {
            l->at[l->count++] = p;
        }
        if (!nl)
            break;
        p = nl + 1;
    }
}

/* --- places --- */

static const struct {
    const char *word;
    int dx, dy;
} directions[] = {
    { "north-east", 1, -1 }, { "north-west", -1, -1 }, { "south-east", 1, 1 },
    { "south-west", -1, 1 }, { "north", 0, -1 },       { "south", 0, 1 },
    { "east", 1, 0 },        { "west", -1, 0 },
};

/* "4 east", "2 south-west": adds the steps to (dx, dy); the text after it. */
static const char *one_offset(const char *p, int *dx, int *dy)
{
    char *end;
    long n = strtol(p, &end, 10);
    if (end == p || *end != ' ')
        return NULL;
    end++;
    for (size_t i = 0; i < sizeof directions / sizeof *directions; i++) {
        size_t len = strlen(directions[i].word);
        if (strncmp(end, directions[i].word, len) == 0) {
            *dx += directions[i].dx * (int)n;
            *dy += directions[i].dy * (int)n;
            return end + len;
        }
    }
    return NULL;
}

/* "4 east and 3 south", "1 south-east", "here" (a trailing "." allowed). */
static bool parse_where(const char *p, int *dx, int *dy)
{
    *dx = *dy = 0;
    if (starts(p, "here"))
        return true;
    p = one_offset(p, dx, dy);
    if (p && starts(p, " and "))
        p = one_offset(p + 5, dx, dy);
    return p && (*p == '\0' || *p == '.');
}

static int distance(int dx, int dy)
{
    dx = abs(dx);
    dy = abs(dy);
    return dx > dy ? dx : dy;
}

/* A line of "around": "A goblin, asleep, 3 east and 2 south." */
static bool parse_sight(const bot_speech *s, const char *line, speech_sight *out)
{
    memset(out, 0, sizeof *out);
    const char *comma = strstr(line, ", ");
    if (!comma)
        return false;
    const char *rest = comma + 2;
    if (starts(rest, "asleep, ")) {
        out->asleep = true;
        rest += 8;
    }
    if (!parse_where(rest, &out->dx, &out->dy))
        return false;
    const char *name = line;
    if (starts(name, "A "))
        name += 2;
    else if (starts(name, "An "))
        name += 3;
    else if (starts(name, "The "))
        name += 4;
    snprintf(out->name, sizeof out->name, "%.*s", (int)(comma - name), name);
    out->name[0] = (char)(out->name[0] >= 'A' && out->name[0] <= 'Z' &&
                                  !is_creature(s, out->name)
                              ? out->name[0] - 'A' + 'a'
                              : out->name[0]);
    out->monster = is_creature(s, out->name);
    static const char *const places[] = { "door", "open door", "stairs down", "stairs up",
                                          "shrine" };
    out->item = !out->monster;
    for (size_t i = 0; i < sizeof places / sizeof *places; i++)
        if (strcasecmp(out->name, places[i]) == 0)
            out->item = false;
    return true;
}

/* --- the hero and the fight --- */

/* "bleeding (5 stacks, 2 turns), dodge (3 turns)" as the labels the mind
 * knows: "bldx5:2 dodge:3". */
static void labels_from_words(char *out, size_t size, const char *p)
{
    static const struct {
        const char *name, *label;
    } known[] = { { "bleeding", "bld" }, { "poison", "psn" }, { "shield", "shld" } };
    size_t len = 0;
    out[0] = '\0';
    while (*p && len < size) {
        const char *open = strstr(p, " (");
        const char *close = open ? strchr(open, ')') : NULL;
        if (!close)
            break;
        char name[32];
        snprintf(name, sizeof name, "%.*s", (int)(open - p), p);
        const char *label = name;
        for (size_t i = 0; i < sizeof known / sizeof *known; i++)
            if (strcmp(name, known[i].name) == 0)
                label = known[i].label;
        int stacks = 1, turns = 0;
        if (sscanf(open + 2, "%d stacks, %d turn", &stacks, &turns) != 2) {
            stacks = 1;
            turns = atoi(open + 2);
        }
        char stack[16] = "";
        if (stacks > 1)
            snprintf(stack, sizeof stack, "x%d", stacks);
        len += (size_t)snprintf(out + len, size - len, "%s%s%s:%d", len ? " " : "", label, stack,
                                turns);
        p = close + 1;
        while (*p == ',' || *p == ' ' || *p == '.')
            p++;
    }
}

static view_enemy *enemy_named(bot_speech *s, const char *name)
{
    for (int i = 0; i < s->known.enemy_count; i++)
        if (strcasecmp(s->known.enemies[i].name, name) == 0 && s->known.enemies[i].life > 0)
            return &s->known.enemies[i];
    return NULL;
}

/* "1: wolf, life 8 of 15." */
static bool read_enemy(bot_speech *s, const char *line)
{
    int number, used = 0;
    if (sscanf(line, "%d: %n", &number, &used) != 1 || !used || number < 1 ||
        number > VIEW_MAX_ENEMIES)
        return false;
    const char *life = strstr(line, ", life ");
    if (!life)
        return false;
    view_enemy *e = &s->known.enemies[number - 1];
    e->number = number;
    snprintf(e->name, sizeof e->name, "%.*s", (int)(life - line - used), line + used);
    if (sscanf(life, ", life %d of %d", &e->life, &e->max_life) != 2)
        return false;
    if (number > s->known.enemy_count)
        s->known.enemy_count = number;
    return true;
}

/* "The goblin 2 dies." / "The wolf breaks away and runs, dripping blood!" */
static void read_gone(bot_speech *s, const char *line)
{
    static const char *const tails[] = { " dies.", " breaks away and runs, dripping blood!",
                                         " breaks away and flees!" };
    for (size_t i = 0; i < sizeof tails / sizeof *tails; i++) {
        if (!ends(line, tails[i]))
            continue;
        const char *name = starts(line, "The ") ? line + 4 : line;
        char who[VIEW_NAME];
        snprintf(who, sizeof who, "%.*s", (int)(strlen(name) - strlen(tails[i])), name);
        view_enemy *e = enemy_named(s, who);
        if (e)
            e->life = 0;
    }
}

static bool any_enemy(const bot_speech *s)
{
    for (int i = 0; i < s->known.enemy_count; i++)
        if (s->known.enemies[i].life > 0)
            return true;
    return false;
}

/* "Life 38 of 38, mana 10 of 10; level 1, experience 0 of 20; gold 0." */
static bool read_status(bot_speech *s, const char *line)
{
    view *k = &s->known;
    int xp_next;
    if (sscanf(line, "Life %d of %d, mana %d of %d; level %d, experience %d of %d; gold %d.",
               &k->life, &k->max_life, &k->mana, &k->max_mana, &k->level, &k->xp, &xp_next,
               &k->gold) != 8)
        return false;
    const char *on = strstr(line, " On you: ");
    if (on)
        labels_from_words(k->labels, sizeof k->labels, on + 9);
    else
        k->labels[0] = '\0';
    s->status_fresh = true;
    return true;
}

/* "Which skill? 1) berserk 1 mana ready, 2) rend 2 mana wait 2 turns" */
static void read_skills(view *v, const char *line)
{
    v->kind = VIEW_SKILLS;
    v->skill_count = 0;
    for (int n = 1; n <= VIEW_MAX_SKILLS; n++) {
        char key[8];
        snprintf(key, sizeof key, "%d) ", n);
        const char *p = strstr(line, key);
        if (!p)
            break;
        p += strlen(key);
        const char *mana = strstr(p, " mana ");
        if (!mana)
            break;
        const char *digits = mana;
        while (digits > p && digits[-1] >= '0' && digits[-1] <= '9')
            digits--;
        view_skill *sk = &v->skills[v->skill_count++];
        sk->number = n;
        snprintf(sk->name, sizeof sk->name, "%.*s", (int)(digits - p - 1), p);
        sk->mana = atoi(digits);
        sk->ready = starts(mana + 6, "ready");
    }
}

/* One line of news or of an answer. */
static void read_line(bot_speech *s, const char *line, bool around)
{
    int a, b;
    if (sscanf(line, "Level %d of %d.", &a, &b) == 2 && ends(line, ".")) {
        if (a != s->depth) {
            s->explored = false;
            s->ignored_count = 0;
            s->rests = 0;
            s->buys = 0;
            s->travelled_down = false;
        }
        s->depth = a;
        s->levels = b;
        s->known.depth = a;
        s->known.levels = b;
    } else if (starts(line, "Fight! ")) {
        s->known.enemy_count = 0;
        s->fighting = true;
    } else if (read_enemy(s, line)) {
        s->fighting = true;
    } else if (sscanf(line, "You: life %d of %d, mana", &a, &b) == 2) {
        s->known.life = a;
        s->known.max_life = b;
        sscanf(strstr(line, "mana "), "mana %d of %d", &s->known.mana, &s->known.max_mana);
    } else if (sscanf(line, "Life %d of %d.", &a, &b) == 2 && ends(line, ".") &&
               !strchr(line, ';')) {
        s->known.life = a;
        s->known.max_life = b;
    } else if (read_status(s, line)) {
        /* read */
    } else if (starts(line, "On you: ")) {
        labels_from_words(s->known.labels, sizeof s->known.labels, line + 8);
    } else if (strcmp(line, "No effects on you any more.") == 0) {
        s->known.labels[0] = '\0';
    } else if (starts(line, "The fight is over; ") || starts(line, "Unknown command \"")) {
        /* A fight command on the map: the fight had ended unsaid (an enemy
         * out of reach, one that slipped away). */
        s->fighting = false;
        s->known.enemy_count = 0;
    } else if (starts(line, "You have seen all of this level") ||
               starts(line, "There is nothing left to explore")) {
        s->explored = true;
    } else if (starts(line, "You cannot rest with ")) {
        s->rest_refused = true;
    } else if (starts(line, "You cannot explore with ")) {
        s->explore_refused = true;
    } else if (starts(line, "You see ") && ends(line, " here.")) {
        s->here = true;
    } else if (starts(line, "You pick up") || starts(line, "Reward: you receive") ||
               strstr(line, " on the shrine and take ")) {
        s->pack_stale = true;
    } else if (strstr(line, " reaches level ")) {
        s->status_fresh = false;
    } else if (around && s->sight_count < SPEECH_MAX_SIGHTS &&
               parse_sight(s, line, &s->sights[s->sight_count])) {
        s->sight_count++;
    } else {
        read_gone(s, line);
    }
}

/* The lines a turn printed, into the view's log (for the mind's "The blow
 * does the ... no harm."). */
static void add_log(view *v, const char *line)
{
    if (v->log_count < VIEW_MAX_LOG)
        snprintf(v->log[v->log_count++], sizeof v->log[0], "%s", line);
}

void speech_read(bot_speech *s, const char *text, view *v)
{
    view_parse(v, text);       /* the end, the pack, yes/no and reactions */
    char *copy = strdup(text);
    lines l;
    split(copy, &l);
    bool around = strcmp(s->last, "around") == 0;
    if (around)
        s->sight_count = 0;
    int first = l.count && strcmp(l.at[0], s->last) == 0 ? 1 : 0;
    bool skills = false, target = false;
    for (int i = first; i < l.count; i++) {
        const char *line = l.at[i];
        if (starts(line, "Which skill? ")) {
            read_skills(v, line);
            skills = true;
        } else if (starts(line, "Which enemy? ")) {
            target = true;
        } else {
            read_line(s, line, around);
            add_log(v, line);
        }
    }
    if (around)
        s->sights_fresh = true;
    /* A fight is over when no enemy told is left; "The fight is over" says
     * so too, when a fight command finds none. */
    if (s->fighting && !any_enemy(s))
        s->fighting = false;
    size_t len = strlen(text);
    bool question = len >= 2 && text[len - 2] == '?';
    view_kind kind = v->kind;
    bool pack = v->pack_listed;
    int item_count = v->item_count;
    view_item items[VIEW_MAX_ITEMS];
    memcpy(items, v->items, sizeof items);
    view_skill sk[VIEW_MAX_SKILLS];
    int skill_count = v->skill_count;
    memcpy(sk, v->skills, sizeof sk);
    int turn_targets[VIEW_MAX_ENEMIES], turn_count = v->turn_target_count;
    memcpy(turn_targets, v->turn_targets, sizeof turn_targets);
    view log = *v;
    /* What the bot knows of the hero and the enemies, and what was said. */
    *v = s->known;
    v->log_count = log.log_count;
    memcpy(v->log, log.log, sizeof v->log);
    v->won = log.won;
    v->end_turns = log.end_turns;
    memcpy(v->cause, log.cause, sizeof v->cause);
    cause_as_id(s, v->cause);
    v->wall = log.wall;
    v->pack_listed = pack;
    v->item_count = item_count;
    memcpy(v->items, items, sizeof items);
    v->skill_count = skill_count;
    memcpy(v->skills, sk, sizeof sk);
    v->turn_target_count = turn_count;
    memcpy(v->turn_targets, turn_targets, sizeof turn_targets);
    v->prompt_question = question;
    if (kind == VIEW_END)
        v->kind = VIEW_END;
    else if (skills && question)
        v->kind = VIEW_SKILLS;
    else if (target && question)
        v->kind = VIEW_TARGET;
    else if (question)
        v->kind = kind;        /* items, a reaction, a confirmation */
    else
        v->kind = s->fighting ? VIEW_FIGHT : VIEW_MAP;
    free(copy);
}

/* --- the map, as a player who cannot see it walks --- */

static bool ignored(const bot_speech *s, const char *name)
{
    for (int i = 0; i < s->ignored_count; i++)
        if (strcmp(s->ignored[i], name) == 0)
            return true;
    return false;
}

static void ignore(bot_speech *s, const char *name)
{
    if (s->ignored_count < SPEECH_MAX_IGNORED && !ignored(s, name))
        snprintf(s->ignored[s->ignored_count++], VIEW_NAME, "%s", name);
}

/* The nearest sight that is a monster awake (awake), asleep, or an item. */
static const speech_sight *nearest(const bot_speech *s, bool monster, bool asleep)
{
    const speech_sight *best = NULL;
    for (int i = 0; i < s->sight_count; i++) {
        const speech_sight *t = &s->sights[i];
        bool fits = monster ? t->monster && t->asleep == asleep : t->item;
        if (fits && !ignored(s, t->name) &&
            (!best || distance(t->dx, t->dy) < distance(best->dx, best->dy)))
            best = t;
    }
    return best;
}

static const speech_sight *shrine(const bot_speech *s)
{
    for (int i = 0; i < s->sight_count; i++)
        if (strcmp(s->sights[i].name, "shrine") == 0 && !ignored(s, "shrine"))
            return &s->sights[i];
    return NULL;
}

/* The healing potions in the pack as last listed. */
static int potions(const mind *m)
{
    int n = 0;
    for (int i = 0; i < m->pack_count; i++)
        if (strncmp(m->pack[i], "healing potion", 14) == 0)
            n += m->pack_counts[i];
    return n;
}

static const char *step_to(const speech_sight *t)
{
    static const char *names[3][3] = { { "nw", "n", "ne" }, { "w", "wait", "e" },
                                       { "sw", "s", "se" } };
    int dx = (t->dx > 0) - (t->dx < 0), dy = (t->dy > 0) - (t->dy < 0);
    return names[dy + 1][dx + 1];
}

/* A turn passes: what was in view and the hero's state are to be asked
 * again. */
static const char *spend(bot_speech *s, const char *cmd)
{
    s->sights_fresh = false;
    s->explore_refused = false;
    if (strcmp(cmd, "rest") != 0 && strcmp(cmd, "10 wait") != 0)
        s->rest_refused = false;
    if (strcmp(cmd, "pickup") != 0 && strcmp(cmd, "rest") != 0 && strncmp(cmd, "use ", 4) != 0)
        s->here = false;
    return cmd;
}

/* To a monster or an item, by the game's travel; one that travel brought
 * no nearer is given up on this level. */
static const char *travel(bot_speech *s, const speech_sight *t)
{
    if (strcmp(s->last_travel, t->name) == 0 && s->last_travel_dx == t->dx &&
        s->last_travel_dy == t->dy) {
        ignore(s, t->name);
        s->last_travel[0] = '\0';
        return NULL;
    }
    snprintf(s->last_travel, sizeof s->last_travel, "%s", t->name);
    s->last_travel_dx = t->dx;
    s->last_travel_dy = t->dy;
    snprintf(s->command, sizeof s->command, "travel %s", t->name);
    return spend(s, s->command);
}

static int percent(int value, int max)
{
    return max > 0 ? value * 100 / max : 100;
}

static const char *on_map(bot_speech *s, mind *m, const view *v)
{
    m->commands++;
    if (s->pack_stale) {
        s->pack_stale = false;
        return "i";
    }
    if (!s->status_fresh)
        return "status";
    if (!s->sights_fresh)
        return "around";
    m->hero_level = v->level;
    m->map.depth = s->depth;             /* the deepest level, for the result line */
    if (s->here && !s->picked_here) {
        s->picked_here = true;
        s->pack_stale = true;
        return spend(s, "pickup");
    }
    const char *item = mind_item_to_use(m, v, false);
    if (item) {
        s->pack_stale = true;
        s->status_fresh = false;
        snprintf(s->command, sizeof s->command, "use %s", item);
        return spend(s, s->command);
    }
    const speech_sight *t = nearest(s, true, false);
    if (t && distance(t->dx, t->dy) <= 1) {
        s->waits = 0;
        return spend(s, step_to(t));
    }
    if (t && ++s->waits <= 3)
        return spend(s, "wait");
    const char *cmd;
    if (t && (cmd = travel(s, t)))
        return cmd;
    s->waits = 0;
    bool careful = m->plan == STRATEGY_CAREFUL;
    /* Healed first, as the mind does, and with mana for the skills (a
     * mage comes to the Warden with all of it); with a sleeper in view the
     * game will not rest, and the hero waits instead. */
    if (careful && (percent(v->life, v->max_life) < 90 || v->mana < v->max_mana) &&
        s->rests < 60) {
        s->rests++;
        s->status_fresh = false;
        return spend(s, s->rest_refused ? "10 wait" : "rest");
    }
    /* A shrine: healing potions for the gold, as the mind would buy them. */
    t = shrine(s);
    if (careful && t && v->gold >= 15 && potions(m) < 4 && s->buys < 8) {
        if (t->dx == 0 && t->dy == 0) {
            s->buys++;
            s->pack_stale = true;
            s->status_fresh = false;
            return spend(s, "buy 1");
        }
        if (distance(t->dx, t->dy) <= 1)
            return spend(s, step_to(t));
        if ((cmd = travel(s, t)))
            return cmd;
    }
    t = nearest(s, true, true);
    if (t && distance(t->dx, t->dy) <= 1)
        return spend(s, step_to(t));
    if (t && (cmd = travel(s, t)))
        return cmd;
    t = nearest(s, false, false);
    if (t && (cmd = travel(s, t)))
        return cmd;
    s->picked_here = false;
    if (!s->explored && (careful || !s->travelled_down))
        return spend(s, "explore");
    if (s->depth < s->levels) {
        s->travelled_down = !s->travelled_down;
        return spend(s, s->travelled_down ? "travel >" : "down");
    }
    /* The last level seen whole without the Warden: look again. */
    s->explored = false;
    return spend(s, "wait");
}

const char *speech_decide(bot_speech *s, mind *m, const view *v)
{
    const char *cmd;
    if (v->kind == VIEW_MAP && v->pack_listed) {
        view pack = *v;                  /* the mind learns the pack from it */
        pack.kind = VIEW_NONE;
        mind_decide(m, &pack);
    }
    if (v->kind == VIEW_MAP) {
        cmd = on_map(s, m, v);
    } else if (v->kind == VIEW_FIGHT && !s->status_fresh) {
        m->commands++;
        cmd = "status";                  /* the effects on the hero, which fights do not tell */
    } else {
        cmd = mind_decide(m, v);
        if (v->kind == VIEW_FIGHT) {
            s->status_fresh = false;
            /* The menu's words, not its numbers: on the map a number is a
             * step (the keypad), a word is refused, and says the fight is
             * over. */
            static const char *const words[] = { "attack", "skill", "item", "flee" };
            if (cmd[0] >= '1' && cmd[0] <= '4' && !cmd[1])
                cmd = words[cmd[0] - '1'];
        }
        if (strcmp(cmd, "look") == 0)
            cmd = "status";             /* a view it did not understand: ask again */
    }
    snprintf(s->last, sizeof s->last, "%s", cmd);
    return cmd;
}
