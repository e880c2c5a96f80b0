/* SPDX-License-Identifier: GPL-3.0-or-later */
/* view.c - reading the game's English screens. */
#include "config.h"

#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINES 512

typedef struct lines {
    char *at[MAX_LINES];
    int count;
} lines;

/* Splits a copy of text into lines (the copy is owned by the caller). */
static void split(char *text, lines *l)
{
    l->count = 0;
    char *p = text;
    while (*p && l->count < MAX_LINES) {
        l->at[l->count++] = p;
        char *nl = strchr(p, '\n');
        if (!nl)
            break;
        *nl = '\0';
        p = nl + 1;
    }
}

static bool starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

static void copy(char *dst, size_t size, const char *src, size_t len)
{
    if (len >= size)
        len = size - 1;
    memcpy(dst, src, len);
    dst[len] = '\0';
}

/* Drops trailing spaces in place. */
static void trim(char *s)
{
    size_t n = strlen(s);
    while (n && s[n - 1] == ' ')
        s[--n] = '\0';
}

/* "HP [####] 47/48   MP [####] 4/4" anywhere in the line. */
static bool parse_bars(view *v, const char *line)
{
    const char *hp = strstr(line, "HP [");
    const char *mp = strstr(line, "MP [");
    if (!hp || !mp)
        return false;
    hp = strchr(hp, ']');
    mp = strchr(mp, ']');
    if (!hp || !mp || sscanf(hp + 1, "%d/%d", &v->life, &v->max_life) != 2 ||
        sscanf(mp + 1, "%d/%d", &v->mana, &v->max_mana) != 2)
        return false;
    v->have_hero = true;
    return true;
}

/* A line of effect labels: every word is "label:N" or "labelxS:N". */
static bool is_labels(const char *line)
{
    const char *p = line;
    while (*p == ' ')
        p++;
    if (!*p)
        return false;
    while (*p) {
        const char *end = strchr(p, ' ');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        const char *colon = memchr(p, ':', len);
        if (!colon || colon == p || colon + 1 >= p + len || colon[1] < '0' || colon[1] > '9')
            return false;
        p += len;
        while (*p == ' ')
            p++;
    }
    return true;
}

/* "  3) Goblin   [####----] 7/14  bld:2" or "  3) Goblin   dead". */
static bool parse_enemy(view_enemy *e, const char *line)
{
    int number, used = 0;
    if (sscanf(line, "%d) %n", &number, &used) != 1 || !used)
        return false;
    const char *name = line + used;
    const char *bar = strstr(name, " [");
    const char *dead = strstr(name, " dead");
    const char *end = bar ? bar : dead;
    if (!end)
        return false;
    e->number = number;
    copy(e->name, sizeof e->name, name, (size_t)(end - name));
    trim(e->name);
    e->labels[0] = '\0';
    if (!bar) {
        e->life = 0;
        e->max_life = 1;
        return true;
    }
    const char *close = strchr(bar, ']');
    if (!close || sscanf(close + 1, " %d/%d", &e->life, &e->max_life) != 2)
        return false;
    const char *rest = strchr(close + 2, ' ');
    if (rest) {
        while (*rest == ' ')
            rest++;
        copy(e->labels, sizeof e->labels, rest, strlen(rest));
    }
    return true;
}

static void add_log(view *v, const char *line)
{
    if (v->log_count == VIEW_MAX_LOG) {
        memmove(v->log[0], v->log[1], sizeof v->log[0] * (VIEW_MAX_LOG - 1));
        v->log_count--;
    }
    while (*line == ' ')
        line++;
    copy(v->log[v->log_count++], sizeof v->log[0], line, strlen(line));
}

/* The fight screen from its header at line i. */
static void parse_fight(view *v, const lines *l, int i)
{
    v->kind = VIEW_FIGHT;
    int at = i + 2;
    if (at < l->count)
        parse_bars(v, l->at[at++]);
    if (at < l->count && is_labels(l->at[at]))
        copy(v->labels, sizeof v->labels, l->at[at] + 2, strlen(l->at[at] + 2)), at++;
    while (at < l->count && v->enemy_count < VIEW_MAX_ENEMIES &&
           parse_enemy(&v->enemies[v->enemy_count], l->at[at])) {
        v->enemy_count++;
        at++;
    }
    for (; at < l->count && l->at[at][0] == ' '; at++)
        add_log(v, l->at[at]);
}

/* The map screen whose hero line is line i. */
static void parse_map(view *v, const lines *l, int i)
{
    v->kind = VIEW_MAP;
    int first = -1;
    for (int k = i - 1; k >= 0 && k >= i - VIEW_MAX_ROWS; k--) {
        const char *lvl = strstr(l->at[k], "Level ");
        if (lvl && sscanf(lvl, "Level %d of %d", &v->depth, &v->levels) == 2) {
            first = k - 1;
            v->width = (int)(lvl - l->at[k]) - 1;
            break;
        }
    }
    if (first < 0)
        return;
    v->row_count = i - first;
    for (int r = 0; r < v->row_count && r < VIEW_MAX_ROWS; r++) {
        const char *row = l->at[first + r];
        size_t n = strlen(row);
        size_t w = (size_t)v->width < n ? (size_t)v->width : n;
        memset(v->rows[r], ' ', VIEW_MAX_COLS);
        memcpy(v->rows[r], row, w > VIEW_MAX_COLS ? VIEW_MAX_COLS : w);
        v->rows[r][VIEW_MAX_COLS] = '\0';
        /* The sidebar: "g goblin (asleep)" after "Around you:". */
        if (r >= 4 && n > (size_t)v->width + 2 && v->around_count < VIEW_MAX_ENEMIES) {
            const char *side = row + v->width + 1;
            view_monster *m = &v->around[v->around_count++];
            m->glyph = side[0];
            const char *name = side + 2;
            const char *sleep = strstr(name, " (asleep)");
            m->asleep = sleep != NULL;
            copy(m->name, sizeof m->name, name, sleep ? (size_t)(sleep - name) : strlen(name));
        }
    }
    const char *hero = l->at[i];
    const char *lvl = strstr(hero, " lvl ");
    const char *xp = strstr(hero, "  XP ");
    const char *gold = strstr(hero, "  gold ");
    if (lvl)
        v->level = atoi(lvl + 5);
    if (xp)
        v->xp = atoi(xp + 5);
    if (gold)
        v->gold = atoi(gold + 7);
    int at = i + 1;
    if (at < l->count)
        parse_bars(v, l->at[at++]);
    if (at < l->count && is_labels(l->at[at]))
        copy(v->labels, sizeof v->labels, l->at[at], strlen(l->at[at])), at++;
    v->have_quest_line = true;
    if (at < l->count && l->at[at][0] == '"') {
        const char *close = strstr(l->at[at] + 1, "\": ");
        if (close)
            copy(v->quest, sizeof v->quest, l->at[at] + 1, (size_t)(close - l->at[at] - 1));
        at++;
    }
    for (; at < l->count; at++)
        if (l->at[at][0] && !starts(l->at[at], "> "))
            add_log(v, l->at[at]);
}

static void parse_skills(view *v, const lines *l, int i)
{
    v->kind = VIEW_SKILLS;
    for (int at = i + 1; at < l->count && v->skill_count < VIEW_MAX_SKILLS; at++) {
        view_skill *s = &v->skills[v->skill_count];
        int used = 0;
        if (sscanf(l->at[at], " %d) %n", &s->number, &used) != 1 || !used)
            break;
        const char *name = l->at[at] + used;
        const char *mana = strstr(name, " mana");
        if (!mana)
            break;
        const char *digits = mana;
        while (digits > name && digits[-1] >= '0' && digits[-1] <= '9')
            digits--;
        s->mana = atoi(digits);
        copy(s->name, sizeof s->name, name, (size_t)(digits - name));
        trim(s->name);
        s->ready = strstr(mana, "ready") != NULL;
        v->skill_count++;
    }
}

/* "two", "3": a count the pack writes before a stack's name; 0 if none. */
static int count_word(const char *word, size_t len)
{
    static const char *const words[] = { "two", "three", "four", "five", "six", "seven",
                                         "eight", "nine", "ten", NULL };
    for (int i = 0; words[i]; i++)
        if (strlen(words[i]) == len && strncmp(word, words[i], len) == 0)
            return i + 2;
    int n = 0;
    for (size_t i = 0; i < len; i++) {
        if (word[i] < '0' || word[i] > '9')
            return 0;
        n = n * 10 + word[i] - '0';
    }
    return n;
}

/* "  a) two healing potions": the letter, the count, the name (a plural
 * stays as it is: the bot asks for names by their start). */
static void parse_items(view *v, const lines *l, int i)
{
    v->pack_listed = true;
    for (int at = i + 1; at < l->count && v->item_count < VIEW_MAX_ITEMS; at++) {
        view_item *it = &v->items[v->item_count];
        const char *line = l->at[at];
        while (*line == ' ')
            line++;
        if (!line[0] || line[1] != ')' || line[2] != ' ')
            break;
        it->letter = line[0];
        const char *name = line + 3;
        const char *space = strchr(name, ' ');
        int n = space ? count_word(name, (size_t)(space - name)) : 0;
        it->count = n ? n : 1;
        if (n)
            name = space + 1;
        copy(it->name, sizeof it->name, name, strlen(name));
        trim(it->name);
        v->item_count++;
    }
}

static void parse_end(view *v, const lines *l)
{
    v->kind = VIEW_END;
    for (int i = 0; i < l->count; i++) {
        const char *line = l->at[i];
        while (*line == ' ')
            line++;
        if (strstr(line, "You have won!"))
            v->won = true;
        if (starts(line, "Turns: "))
            v->end_turns = atoi(line + 7);
        /* "Killed by a wolf on level 1 after 4 turns." "Died of bleeding on ..." */
        const char *what = starts(line, "Killed by ") ? line + 10
                           : starts(line, "Died of ")  ? line + 8
                                                       : NULL;
        const char *end = what ? strstr(what, " on level ") : NULL;
        if (end) {
            if (starts(what, "a ") || starts(what, "an ") || starts(what, "the "))
                what = strchr(what, ' ') + 1;
            copy(v->cause, sizeof v->cause, what, (size_t)(end - what));
            for (char *c = v->cause; *c; c++)
                if (*c == ' ')
                    *c = '_';
        }
    }
}

bool view_at_prompt(const char *text, size_t len)
{
    if (len < 2 || text[len - 1] != ' ' || (text[len - 2] != '>' && text[len - 2] != '?'))
        return false;
    return len == 2 || text[len - 3] == '\n';
}

void view_parse(view *v, const char *text)
{
    memset(v, 0, sizeof *v);
    char *buf = strdup(text);
    lines l;
    split(buf, &l);
    size_t len = strlen(text);
    v->prompt_question = len >= 2 && text[len - 2] == '?';
    v->wall = strstr(text, "A wall is in the way.") != NULL;
    if (strstr(text, "You have won!") || strstr(text, "You have died.")) {
        parse_end(v, &l);
        free(buf);
        return;
    }
    /* The last screen printed decides; the questions print after it. */
    int fight = -1, map = -1, skills = -1, items = -1, target = -1, yes_no = -1, turn = -1;
    for (int i = 0; i < l.count; i++) {
        const char *line = l.at[i];
        if (strcmp(line, "=== Fight ===") == 0)
            fight = i;
        else if (strstr(line, " lvl ") && strstr(line, "  XP ") && strstr(line, "  gold "))
            map = i;
        else if (starts(line, "Your skills:"))
            skills = i;
        else if (starts(line, "In your pack:") || starts(line, "Your pack is empty."))
            items = i;
        else if (starts(line, "Which enemy?"))
            target = i;
        else if (strcmp(line, "(yes or no)") == 0)
            yes_no = i;
        else if (strcmp(line, "(the enemy's number, or no)") == 0)
            turn = i;
    }
    if (fight > map)
        parse_fight(v, &l, fight);
    else if (map >= 0)
        parse_map(v, &l, map);
    if (items >= 0)
        parse_items(v, &l, items);
    if (!v->prompt_question) {
        free(buf);
        return;
    }
    /* A question the game asks to make sure ("Go down? (yes/no)"). */
    size_t tail = len;
    while (tail && (text[tail - 1] == ' ' || text[tail - 1] == '?' || text[tail - 1] == '\n'))
        tail--;
    if (tail >= 8 && strncmp(text + tail - 8, "(yes/no)", 8) == 0) {
        v->kind = VIEW_CONFIRM;
        free(buf);
        return;
    }
    int last = skills > items ? skills : items;
    if (target > last)
        last = target;
    if (yes_no > last || turn > last) {
        v->kind = yes_no > turn ? VIEW_REACT_YES_NO : VIEW_REACT_TURN;
        for (int i = fight + 1; turn > 0 && i < turn; i++) {
            int n, used = 0;
            if (l.at[i][0] == ' ' && l.at[i][1] == ' ' && sscanf(l.at[i], " %d) %n", &n, &used) == 1 &&
                used && v->turn_target_count < VIEW_MAX_ENEMIES && i > fight + 2 &&
                !strchr(l.at[i], '['))
                v->turn_targets[v->turn_target_count++] = n;
        }
    } else if (last == skills && skills >= 0) {
        parse_skills(v, &l, skills);
    } else if (last == items && items >= 0) {
        v->kind = VIEW_ITEMS;
    } else if (last == target && target >= 0) {
        v->kind = VIEW_TARGET;
    }
    free(buf);
}
