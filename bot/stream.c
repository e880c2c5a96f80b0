/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stream.c - the autoplayer on the event stream. */
#include "config.h"

#include "stream.h"

#include <stdlib.h>
#include <string.h>

#include "json.h"

void stream_open(bot_stream *s, int from, int to, int levels, bool trace)
{
    memset(s, 0, sizeof *s);
    s->from = fdopen(from, "r");
    s->to = fdopen(to, "w");
    s->last = calloc(1, sizeof *s->last);
    s->asked = calloc(1, sizeof *s->asked);
    s->trace = trace;
    s->levels = levels;
}

void stream_close(bot_stream *s)
{
    fclose(s->from);
    fclose(s->to);
    free(s->last);
    free(s->asked);
}

/* --- events into views --- */

/* A name the mind knows from an id: "healing_potion" is "healing potion". */
static void name_of(char *out, const char *id)
{
    snprintf(out, VIEW_NAME, "%s", id ? id : "");
    for (char *p = out; *p; p++)
        if (*p == '_')
            *p = ' ';
}

/* The effects as the console's labels: "bld:2", "bldx3:2", apart by spaces. */
static void labels_of(char *out, size_t size, const json *effects)
{
    size_t len = 0;
    out[0] = '\0';
    for (size_t i = 0; effects && i < effects->count && len < size; i++) {
        const json *fx = &effects->items[i];
        long stacks = json_num(fx, "stacks", 1);
        char stack[24] = "";
        if (stacks > 1)
            snprintf(stack, sizeof stack, "x%ld", stacks);
        len += (size_t)snprintf(out + len, size - len, "%s%s%s:%ld", len ? " " : "",
                                json_str(fx, "label", "?"), stack, json_num(fx, "turns", 0));
    }
}

/* Counts id among the kinds met, once. */
static void meet(char kinds[][VIEW_NAME], int *count, const char *id)
{
    for (int i = 0; i < *count; i++)
        if (strcmp(kinds[i], id) == 0)
            return;
    if (*count < STREAM_MAX_KINDS && id[0])
        snprintf(kinds[(*count)++], VIEW_NAME, "%s", id);
}

static void read_hero(bot_stream *s, const json *e)
{
    view *v = s->last;
    v->have_hero = true;
    v->level = (int)json_num(e, "level", 1);
    v->xp = (int)json_num(e, "xp", 0);
    v->gold = (int)json_num(e, "gold", 0);
    v->life = (int)json_num(e, "life", 0);
    v->max_life = (int)json_num(e, "max_life", 1);
    v->mana = (int)json_num(e, "mana", 0);
    v->max_mana = (int)json_num(e, "max_mana", 0);
    v->depth = (int)json_num(e, "depth", 1);
    v->levels = s->levels;
    const json *effects = json_get(e, "effects");
    labels_of(v->labels, sizeof v->labels, effects);
    /* The first effect that is not one of the heroes' own guards. */
    s->effect[0] = '\0';
    for (size_t i = 0; effects && i < effects->count && !s->effect[0]; i++) {
        char word[VIEW_NAME + 2];
        snprintf(word, sizeof word, " %s ", json_str(&effects->items[i], "id", ""));
        if (!strstr(" shield rage fury dodge regen haste might ", word))
            snprintf(s->effect, sizeof s->effect, "%s", json_str(&effects->items[i], "id", ""));
    }
    const char *quest = json_str(e, "quest", NULL);
    snprintf(v->quest, sizeof v->quest, "%s", quest ? quest : "");
    v->have_quest_line = true;
    const json *pack = json_get(e, "pack");
    s->pack_count = 0;
    for (size_t i = 0; pack && i < pack->count && s->pack_count < VIEW_MAX_ITEMS; i++) {
        view_item *it = &s->pack[s->pack_count++];
        const char *letter = json_str(&pack->items[i], "letter", "?");
        it->letter = letter[0];
        it->count = (int)json_num(&pack->items[i], "count", 1);
        name_of(it->name, json_str(&pack->items[i], "id", ""));
        meet(s->item_kinds, &s->item_kind_count, json_str(&pack->items[i], "id", ""));
    }
}

/* A row of the map, a char a cell: a sign of several bytes (a plugin's
 * mark in UTF-8) becomes '&', so that columns stay cells. The row is padded
 * with spaces (never seen), as the screen's rows are: the event cuts them
 * where the known cells end, and the cells after that are unknown, not
 * what a longer row of an earlier map held. Answers the row's length. */
static int cells_of(char *out, size_t size, const char *row)
{
    size_t n = 0;
    for (const unsigned char *p = (const unsigned char *)(row ? row : ""); *p && n + 1 < size;
         p++) {
        if (*p < 0x80)
            out[n++] = (char)*p;
        else if ((*p & 0xC0) != 0x80)
            out[n++] = '&';             /* the first byte of a sign; the rest are skipped */
    }
    int len = (int)n;
    memset(out + n, ' ', size - 1 - n);
    out[size - 1] = '\0';
    return len;
}

static void read_map(bot_stream *s, const json *e)
{
    view *v = s->last;
    v->kind = VIEW_MAP;
    v->absolute = true;
    s->fighting = false;
    const json *rows = json_get(e, "rows");
    v->row_count = 0;
    v->width = 0;
    for (size_t y = 0; rows && y < rows->count && y < VIEW_MAX_ROWS; y++) {
        int len = cells_of(v->rows[y], sizeof v->rows[y], rows->items[y].string);
        v->width = len > v->width ? len : v->width;
        v->row_count++;
    }
}

static void read_seen(bot_stream *s, const json *e)
{
    view *v = s->last;
    const json *monsters = json_get(e, "monsters");
    v->around_count = 0;
    for (size_t i = 0; monsters && i < monsters->count && v->around_count < VIEW_MAX_ENEMIES;
         i++) {
        view_monster *m = &v->around[v->around_count++];
        m->glyph = json_str(&monsters->items[i], "glyph", "?")[0];
        name_of(m->name, json_str(&monsters->items[i], "id", ""));
        meet(s->monster_kinds, &s->monster_kind_count, json_str(&monsters->items[i], "id", ""));
        m->asleep = json_num(&monsters->items[i], "asleep", 0);
    }
}

static void read_fight(bot_stream *s, const json *e)
{
    view *v = s->last;
    v->kind = VIEW_FIGHT;
    s->fighting = true;
    const json *enemies = json_get(e, "enemies");
    v->enemy_count = 0;
    for (size_t i = 0; enemies && i < enemies->count && v->enemy_count < VIEW_MAX_ENEMIES; i++) {
        const json *en = &enemies->items[i];
        view_enemy *ve = &v->enemies[v->enemy_count++];
        ve->number = (int)json_num(en, "target", 0) + 1;
        name_of(ve->name, json_str(en, "id", ""));
        ve->life = json_num(en, "alive", 0) ? (int)json_num(en, "life", 0) : 0;
        ve->max_life = (int)json_num(en, "max_life", 1);
        labels_of(ve->labels, sizeof ve->labels, json_get(en, "effects"));
    }
    const json *skills = json_get(e, "skills");
    s->skill_count = 0;
    for (size_t i = 0; skills && i < skills->count && s->skill_count < VIEW_MAX_SKILLS; i++) {
        view_skill *sk = &s->skills[s->skill_count++];
        sk->number = (int)json_num(&skills->items[i], "index", 0) + 1;
        name_of(sk->name, json_str(&skills->items[i], "id", ""));
        sk->mana = (int)json_num(&skills->items[i], "mana", 0);
        sk->ready = json_num(&skills->items[i], "cooldown", 0) == 0;
    }
}

/* A line the game said, for the mind to look for ("You pick up"): its
 * catalog id, the same in every language (the text when it has none). */
static void read_message(bot_stream *s, const json *e)
{
    if (s->log_count >= VIEW_MAX_LOG)
        return;
    const char *id = json_str(e, "id", NULL);
    snprintf(s->log[s->log_count++], sizeof s->log[0], "%s", id ? id : json_str(e, "text", ""));
}

static void read_question(bot_stream *s, view *v, const json *e)
{
    s->reaction = strcmp(json_str(e, "about", ""), "reaction") == 0;
    if (!s->reaction) {
        v->kind = VIEW_CONFIRM;
        return;
    }
    const json *targets = json_get(e, "targets");
    v->turn_target_count = 0;
    for (size_t i = 0; targets && i < targets->count && i < VIEW_MAX_ENEMIES; i++)
        v->turn_targets[v->turn_target_count++] = (int)targets->items[i].number + 1;
    v->kind = v->turn_target_count ? VIEW_REACT_TURN : VIEW_REACT_YES_NO;
}

/* The end; a death with no killer came of the effects on the hero: the
 * first of them (the one that ticked first) is named as the cause. */
static void read_end(const bot_stream *s, view *v, const json *e)
{
    v->kind = VIEW_END;
    v->won = json_num(e, "won", 0);
    v->end_turns = (int)json_num(e, "turns", 0);
    const char *killer = json_str(e, "killer", NULL);
    name_of(v->cause, killer ? killer : s->effect[0] ? s->effect : "effects");
}

/* A view of the state as it stood, with what was said since. */
static void as_last(const bot_stream *s, view *v)
{
    *v = *s->last;
    v->log_count = s->log_count;
    memcpy(v->log, s->log, sizeof v->log);
}

/* The game asks which item, skill or enemy: the view of that question. */
static void choose(bot_stream *s, view *v, const char *what)
{
    bool item = strcmp(what, "item") == 0, skill = strcmp(what, "skill") == 0;
    as_last(s, v);
    v->kind = item ? VIEW_ITEMS : skill ? VIEW_SKILLS : VIEW_TARGET;
    v->prompt_question = true;
    v->item_count = s->pack_count;
    memcpy(v->items, s->pack, sizeof s->pack);
    v->skill_count = s->skill_count;
    memcpy(v->skills, s->skills, sizeof s->skills);
    s->asking = item ? ASKING_ITEM : skill ? ASKING_SKILL : ASKING_TARGET;
}

/* One event into the view; true when the game waits for a command after it. */
static bool read_event(bot_stream *s, const json *e, view *v)
{
    const char *kind = json_str(e, "event", "");
    if (strcmp(kind, "message") == 0) {
        read_message(s, e);
    } else if (strcmp(kind, "hero") == 0) {
        read_hero(s, e);
    } else if (strcmp(kind, "map") == 0) {
        read_map(s, e);
    } else if (strcmp(kind, "seen") == 0) {
        read_seen(s, e);
        as_last(s, v);
        return true;
    } else if (strcmp(kind, "fight") == 0) {
        read_fight(s, e);
        bool asks = strcmp(json_str(e, "state", ""), "ask") == 0;
        if (!asks)
            as_last(s, v);
        return !asks;
    } else if (strcmp(kind, "question") == 0) {
        read_question(s, v, e);
        return true;
    } else if (strcmp(kind, "end") == 0) {
        read_end(s, v, e);
        return true;
    } else if (strcmp(kind, "spent") == 0) {
        if (json_num(e, "turns", 0) == 0) {
            as_last(s, v);             /* a repeated action that did not start */
            return true;
        }
    } else if (strcmp(kind, "refused") == 0) {
        v->kind = VIEW_NONE;
        v->wall = strcmp(json_str(e, "id", ""), "A wall is in the way.") == 0;
        return true;
    } else if (strcmp(kind, "choose") == 0) {
        choose(s, v, json_str(e, "what", ""));
        return true;
    } else if (strcmp(kind, "error") == 0 || strcmp(kind, "dropped") == 0) {
        v->kind = VIEW_NONE;
        return true;
    }
    return false;
}

bool stream_next(bot_stream *s, view *v)
{
    if (s->have_asked) {
        s->have_asked = false;
        *v = *s->asked;
        return true;
    }
    memset(v, 0, sizeof *v);
    s->log_count = 0;
    char *line = NULL;
    size_t size = 0;
    bool waits = false;
    while (!waits && getline(&line, &size, s->from) > 0) {
        if (s->trace)
            fputs(line, stderr);
        json e;
        if (!json_parse(&e, line))
            continue;
        waits = read_event(s, &e, v);
        json_free(&e);
    }
    free(line);
    return waits;
}

/* --- the mind's commands into the stream's --- */

static void send(bot_stream *s, const char *command)
{
    if (s->trace)
        fprintf(stderr, "> %s\n", command);
    fprintf(s->to, "%s\n", command);
    fflush(s->to);
}

/* The next view is asked here: kind, with the pack or the skills. */
static void ask(bot_stream *s, view_kind kind, stream_asking asking)
{
    *s->asked = *s->last;
    s->asked->log_count = 0;
    s->asked->kind = kind;
    s->asked->prompt_question = kind != VIEW_MAP && kind != VIEW_FIGHT;
    s->asked->item_count = s->pack_count;
    memcpy(s->asked->items, s->pack, sizeof s->pack);
    s->asked->skill_count = s->skill_count;
    memcpy(s->asked->skills, s->skills, sizeof s->skills);
    s->have_asked = true;
    s->asking = asking;
}

/* The map's and the fight's screen again (look, back, the pack listed). */
static void show_again(bot_stream *s, bool pack)
{
    ask(s, s->last->kind, ASKING_NOTHING);
    if (pack) {
        s->asked->kind = VIEW_NONE;
        s->asked->pack_listed = true;
        s->asked->prompt_question = false;
    }
}

static const struct {
    const char *word;
    int dx, dy;
} directions[] = {
    { "n", 0, -1 }, { "s", 0, 1 }, { "e", 1, 0 }, { "w", -1, 0 },
    { "ne", 1, -1 }, { "nw", -1, -1 }, { "se", 1, 1 }, { "sw", -1, 1 },
};

static void answer_question(bot_stream *s, const char *command)
{
    char line[64];
    stream_asking asking = s->asking;
    s->asking = ASKING_NOTHING;
    if (strcmp(command, "back") == 0) {
        show_again(s, false);
        return;
    }
    if (asking == ASKING_ITEM) {
        for (int i = 0; i < s->pack_count; i++)
            if (s->pack[i].letter == command[0]) {
                snprintf(line, sizeof line, "use %d", i);
                send(s, line);
                return;
            }
        show_again(s, false);
        return;
    }
    int n = atoi(command);
    if (asking == ASKING_SKILL) {
        s->skill = n - 1;
        snprintf(line, sizeof line, "skill %d", s->skill);
    } else if (s->skill >= 0) {
        snprintf(line, sizeof line, "skill %d %d", s->skill, n - 1);
    } else {
        snprintf(line, sizeof line, "attack %d", n - 1);
    }
    send(s, line);
}

void stream_type(bot_stream *s, const char *command)
{
    char line[64];
    if (s->asking != ASKING_NOTHING) {
        answer_question(s, command);
        return;
    }
    if (s->reaction && (strcmp(command, "yes") == 0 || strcmp(command, "no") == 0)) {
        s->reaction = false;
        send(s, command[0] == 'y' ? "answer yes" : "answer no");
        return;
    }
    if (s->reaction && command[0] >= '1' && command[0] <= '9') {
        s->reaction = false;             /* the enemy a turned blow strikes */
        snprintf(line, sizeof line, "answer yes %d", atoi(command) - 1);
        send(s, line);
        return;
    }
    for (size_t i = 0; i < sizeof directions / sizeof *directions; i++)
        if (strcmp(command, directions[i].word) == 0) {
            snprintf(line, sizeof line, "step %d %d", directions[i].dx, directions[i].dy);
            send(s, line);
            return;
        }
    if (strcmp(command, "look") == 0 || strcmp(command, "back") == 0) {
        show_again(s, false);
    } else if (strcmp(command, "i") == 0) {
        show_again(s, true);
    } else if (strcmp(command, "use") == 0 || (s->fighting && strcmp(command, "3") == 0)) {
        ask(s, VIEW_ITEMS, ASKING_ITEM);
    } else if (s->fighting && strcmp(command, "2") == 0) {
        ask(s, VIEW_SKILLS, ASKING_SKILL);
    } else if (s->fighting && strcmp(command, "1") == 0) {
        s->skill = -1;
        send(s, "attack");
    } else if (s->fighting && strcmp(command, "4") == 0) {
        send(s, "flee");
    } else if (strcmp(command, "down") == 0) {
        send(s, "descend");
    } else if (strncmp(command, "buy ", 4) == 0) {
        snprintf(line, sizeof line, "buy %d", atoi(command + 4) - 1);
        send(s, line);
    } else {
        send(s, command);                /* wait, pickup, ... */
    }
}
