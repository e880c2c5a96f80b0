/* SPDX-License-Identifier: GPL-3.0-or-later */
/* events.c - the event stream: commands in, JSON lines out. */
#include "config.h"

#include "events/events.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "combat/react.h"
#include "command/command.h"
#include "engine/effect.h"
#include "events/json.h"
#include "game/fighter.h"
#include "game/glyph.h"
#include "game/hero.h"
#include "game/monster.h"
#include "plugin/watchdog.h"
#include "text/i18n.h"
#include "util/xalloc.h"

/* The most words a command line is read as. */
#define EVENTS_WORDS 16
/* The longest command line read; a longer one is refused. */
#define EVENTS_LINE 1024

typedef struct stream {
    game *g;                     /* borrowed */
    FILE *out;                   /* borrowed */
    command asked;               /* the command a question waits on */
    bool asking;
    /* The messages of a command wait here until it is answered: a refused
     * command said only why (the refusal's event), which leaves the log. */
    strbuf said;
    size_t said_count;
    const char *said_id;         /* the last one's catalog id */
} stream;

/* --- writing --- */

static void emit(stream *st, strbuf *line)
{
    sb_adds(line, "}\n");
    fputs(line->buf, st->out);
    fflush(st->out);
    sb_reset(line);
}

/* Starts the line of an event: {"event":"kind". */
static void begin(strbuf *line, const char *kind)
{
    sb_addc(line, '{');
    json_member_string(line, "event", kind, true);
}

/* An argument of a message: a number, a name in its bare form (as a list
 * shows it: "goblin", "гоблин"), or the text the message shows for it. */
static void add_arg(strbuf *line, const tpl_arg *arg, bool first)
{
    if (arg->type == TPL_INT) {
        json_member_int(line, arg->key, arg->v.i, first);
        return;
    }
    if (arg->type == TPL_NAME) {
        strbuf name;
        sb_init(&name);
        name_render(&name, arg->v.name, "bare");
        json_member_string(line, arg->key, name.buf, first);
        sb_release(&name);
        return;
    }
    strbuf tmpl, value;
    sb_init(&tmpl);
    sb_init(&value);
    sb_addf(&tmpl, "{%s}", arg->key);
    tpl_render(&value, tmpl.buf, arg, 1);
    json_member_string(line, arg->key, value.buf, first);
    sb_release(&value);
    sb_release(&tmpl);
}

/* A message said in the game (the log's context, the fight's): its catalog
 * id, its arguments and its text. */
static void tell(void *user, const char *msgid, const tpl_arg *args, size_t nargs,
                 const char *text)
{
    stream *st = user;
    strbuf line;
    sb_init(&line);
    begin(&line, "message");
    json_member_string(&line, "id", msgid, false);
    json_key(&line, "args", false);
    sb_addc(&line, '{');
    for (size_t i = 0; i < nargs; i++)
        add_arg(&line, &args[i], i == 0);
    sb_addc(&line, '}');
    json_member_string(&line, "text", text, false);
    sb_adds(&line, "}\n");
    sb_adds(&st->said, line.buf);
    st->said_count++;
    st->said_id = msgid;
    sb_release(&line);
}

/* Writes the messages waiting, or (refused) forgets them. */
static void flush_said(stream *st, bool refused)
{
    if (!refused)
        fputs(st->said.buf, st->out);
    sb_reset(&st->said);
    st->said_count = 0;
    st->said_id = NULL;
}

/* A name in its bare form, the way a list shows it. */
static void member_name(strbuf *line, const char *key, const bt_name *name)
{
    strbuf bare;
    sb_init(&bare);
    name_render(&bare, name, "bare");
    json_member_string(line, key, bare.buf, false);
    sb_release(&bare);
}

static void add_effects(strbuf *line, const bt_creature *c)
{
    json_key(line, "effects", false);
    sb_addc(line, '[');
    for (size_t i = 0; i < c->effect_count; i++) {
        const bt_effect *fx = &c->effects[i].fx;
        sb_adds(line, i ? ",{" : "{");
        json_member_string(line, "id", fx->kind->id, true);
        json_member_string(line, "label", fx->kind->label, false);
        bt_name name = { fx_kind_name(fx->kind), false, 0, NULL };
        member_name(line, "name", &name);
        json_member_int(line, "turns", fx->turns, false);
        json_member_int(line, "stacks", fx->stacks, false);
        sb_addc(line, '}');
    }
    sb_addc(line, ']');
}

/* What a slot's kind is, as far as the hero knows: its id, or for a kind
 * not known yet no id but its look (the appearance's id) and the player's
 * name for it, so that a front end learns no more than the player. */
static void add_kind(strbuf *line, const game *g, const item_def *item)
{
    if (lore_knows(&g->lore, item)) {
        json_member_string(line, "id", item->h.id, false);
        return;
    }
    const appearance_def *look = schema_at(&g->data->appearances,
                                           (size_t)lore_look(&g->lore, item));
    json_member_string(line, "id", NULL, false);
    json_member_string(line, "look", look->h.id, false);
    json_member_string(line, "called", lore_called(&g->lore, item), false);
}

/* Each slot with the name the hero knows it by (an unknown potion by its
 * look). */
static void add_pack(strbuf *line, const game *g)
{
    const hero *h = &g->hero;
    json_key(line, "pack", false);
    sb_addc(line, '[');
    for (size_t i = 0; i < h->pack.count; i++) {
        const pack_slot *slot = &h->pack.slots[i];
        char letter[2] = { slot->letter, '\0' };
        bt_name name = lore_name(&g->lore, slot->item);
        sb_adds(line, i ? ",{" : "{");
        json_member_int(line, "index", (long)i, true);
        json_member_string(line, "letter", letter, false);
        add_kind(line, g, slot->item);
        member_name(line, "name", &name);
        json_member_int(line, "count", slot->count, false);
        sb_addc(line, '}');
    }
    sb_addc(line, ']');
}

/* The hero: place, life, mana, experience, gold, effects, pack. */
static void emit_hero(stream *st)
{
    const game *g = st->g;
    const hero *h = &g->hero;
    strbuf line;
    sb_init(&line);
    begin(&line, "hero");
    json_member_string(&line, "name", h->name, false);
    json_member_int(&line, "x", h->f.x, false);
    json_member_int(&line, "y", h->f.y, false);
    json_member_int(&line, "life", h->f.body->life, false);
    json_member_int(&line, "max_life", h->f.body->max_life, false);
    json_member_int(&line, "mana", h->f.mana, false);
    json_member_int(&line, "max_mana", h->f.max_mana, false);
    json_member_int(&line, "level", h->level, false);
    json_member_int(&line, "xp", h->xp, false);
    json_member_int(&line, "gold", h->gold, false);
    json_member_int(&line, "depth", g->level.depth, false);
    json_member_int(&line, "turns", g->stats.turns, false);
    json_member_string(&line, "quest", g->quest ? g->quest->h.id : NULL, false);
    add_effects(&line, h->f.body);
    add_pack(&line, g);
    emit(st, &line);
    sb_release(&line);
}

/* The level as the hero knows it, a row a line (trailing spaces cut), as
 * the console's map draws it. */
static void emit_map(stream *st)
{
    const game *g = st->g;
    strbuf line, row;
    sb_init(&line);
    sb_init(&row);
    begin(&line, "map");
    json_member_int(&line, "depth", g->level.depth, false);
    json_member_int(&line, "width", g->level.width, false);
    json_member_int(&line, "height", g->level.height, false);
    json_key(&line, "rows", false);
    sb_addc(&line, '[');
    for (int y = 0; y < g->level.height; y++) {
        sb_reset(&row);
        size_t kept = 0;
        for (int x = 0; x < g->level.width; x++) {
            glyph gl = glyph_at(g, x, y);
            sb_adds(&row, gl.sign);
            if (gl.kind != GLYPH_NONE)
                kept = row.len;
        }
        sb_truncate(&row, kept);
        if (y)
            sb_addc(&line, ',');
        json_string(&line, row.buf);
    }
    sb_addc(&line, ']');
    emit(st, &line);
    sb_release(&row);
    sb_release(&line);
}

/* The monsters in view. */
static void emit_seen(stream *st)
{
    const game *g = st->g;
    strbuf line;
    sb_init(&line);
    begin(&line, "seen");
    json_key(&line, "monsters", false);
    sb_addc(&line, '[');
    bool first = true;
    for (size_t i = 0; i < g->monster_count; i++) {
        const monster *m = g->monsters[i];
        if (!m->in_view || !cr_is_alive(m->f.body))
            continue;
        bt_name name = fighter_name(&m->f);
        sb_adds(&line, first ? "{" : ",{");
        json_member_string(&line, "id", m->def->h.id, true);
        member_name(&line, "name", &name);
        json_member_string(&line, "glyph", m->def->glyph, false);
        json_member_int(&line, "x", m->f.x, false);
        json_member_int(&line, "y", m->f.y, false);
        json_member_bool(&line, "asleep", m->asleep, false);
        json_member_int(&line, "life", m->f.body->life, false);
        json_member_int(&line, "max_life", m->f.body->max_life, false);
        sb_addc(&line, '}');
        first = false;
    }
    sb_addc(&line, ']');
    emit(st, &line);
    sb_release(&line);
}

static const char *outcome_name(fight_outcome outcome)
{
    static const char *const names[] = { [FIGHT_ON] = "on", [FIGHT_ASK] = "ask",
                                         [FIGHT_WON] = "won", [FIGHT_FLED] = "fled",
                                         [FIGHT_LOST] = "lost" };
    return names[outcome];
}

/* The fight: its enemies by number (a command's target), and the hero's
 * skills (a command's index). */
static void emit_fight(stream *st)
{
    const fight *ft = st->g->fight;
    strbuf line;
    sb_init(&line);
    begin(&line, "fight");
    json_member_string(&line, "state", outcome_name(fight_outcome_now(ft)), false);
    json_key(&line, "enemies", false);
    sb_addc(&line, '[');
    for (size_t i = 0; i < fight_enemy_count(ft); i++) {
        const fighter *f = fight_enemy(ft, i);
        const monster *m = fighter_monster((fighter *)f);
        bt_name name = fighter_name(f);
        sb_adds(&line, i ? ",{" : "{");
        json_member_int(&line, "target", (long)i, true);
        json_member_string(&line, "id", m ? m->def->h.id : NULL, false);
        member_name(&line, "name", &name);
        json_member_int(&line, "life", f->body->life, false);
        json_member_int(&line, "max_life", f->body->max_life, false);
        json_member_bool(&line, "alive", cr_is_alive(f->body), false);
        add_effects(&line, f->body);
        sb_addc(&line, '}');
    }
    sb_addc(&line, ']');
    const fighter *player = fight_hero(ft);
    json_key(&line, "skills", false);
    sb_addc(&line, '[');
    for (size_t i = 0; i < player->skill_count; i++) {
        const skill_slot *slot = &player->skills[i];
        bt_name name = content_name("skill", slot->skill->name);
        sb_adds(&line, i ? ",{" : "{");
        json_member_int(&line, "index", (long)i, true);
        json_member_string(&line, "id", slot->skill->h.id, false);
        member_name(&line, "name", &name);
        json_member_int(&line, "mana", slot->skill->mana, false);
        json_member_int(&line, "cooldown", slot->cooldown, false);
        sb_addc(&line, '}');
    }
    sb_addc(&line, ']');
    emit(st, &line);
    sb_release(&line);
}

/* The reaction the fight waits for: its question, and for a turned blow
 * the enemies it may strike. */
static void emit_reaction(stream *st)
{
    fight *ft = st->g->fight;
    strbuf line, text;
    sb_init(&line);
    sb_init(&text);
    react_question(ft, &text);
    begin(&line, "question");
    json_member_string(&line, "about", "reaction", false);
    json_member_string(&line, "text", text.buf, false);
    json_key(&line, "targets", false);
    sb_addc(&line, '[');
    if (react_is_turn(ft->pending)) {
        fighter *targets[16];
        size_t n = react_turn_targets(ft, &ft->pending->b, targets, 16);
        for (size_t i = 0; i < n && i < 16; i++)
            for (size_t k = 0; k < fight_enemy_count(ft); k++)
                if (fight_enemy(ft, k) == targets[i])
                    sb_addf(&line, "%s%zu", i ? "," : "", k);
    }
    sb_addc(&line, ']');
    emit(st, &line);
    sb_release(&text);
    sb_release(&line);
}

static void emit_end(stream *st)
{
    const game *g = st->g;
    strbuf line;
    sb_init(&line);
    begin(&line, "end");
    json_member_bool(&line, "won", g->won, false);
    json_member_int(&line, "turns", g->stats.turns, false);
    json_member_int(&line, "kills", g->stats.kills, false);
    json_member_int(&line, "depth", g->stats.deepest, false);
    json_member_int(&line, "xp", g->stats.xp, false);
    json_member_string(&line, "killer", g->killer ? g->killer->h.id : NULL, false);
    emit(st, &line);
    sb_release(&line);
}

/* Where the game stands after a command: the fight, or the map. */
static void emit_state(stream *st)
{
    emit_hero(st);
    if (st->g->over) {
        emit_end(st);
        return;
    }
    if (st->g->fight) {
        emit_fight(st);
        if (fight_outcome_now(st->g->fight) == FIGHT_ASK)
            emit_reaction(st);
        return;
    }
    emit_map(st);
    emit_seen(st);
}

/* A line the stream could not read as a command: what was wrong. */
static void emit_error(stream *st, const char *msgid, const tpl_arg *args, size_t nargs)
{
    strbuf line, text;
    sb_init(&line);
    sb_init(&text);
    tpl_render(&text, _(msgid), args, nargs);
    begin(&line, "error");
    json_member_string(&line, "id", msgid, false);
    json_member_string(&line, "text", text.buf, false);
    emit(st, &line);
    sb_release(&text);
    sb_release(&line);
}

/* --- reading --- */

typedef struct verb {
    const char *word;
    cmd_kind kind;
    int numbers;                 /* how many numbers it reads: dx dy, an index, ... */
} verb;

static const verb verbs[] = {
    { "step", CMD_STEP, 2 },     { "wait", CMD_WAIT, 0 },     { "repeat", CMD_REPEAT, 3 },
    { "rest", CMD_REST, 0 },     { "run", CMD_RUN, 2 },       { "travel", CMD_TRAVEL, 0 },
    { "follow", CMD_FOLLOW, 0 }, { "explore", CMD_EXPLORE, 0 }, { "pickup", CMD_PICKUP, 0 },
    { "use", CMD_USE, 1 },       { "equip", CMD_EQUIP, 1 },   { "drop", CMD_DROP, 1 },
    { "descend", CMD_DESCEND, 0 }, { "ascend", CMD_ASCEND, 0 }, { "buy", CMD_BUY, 1 },
    { "attack", CMD_ATTACK, 1 },
    { "skill", CMD_SKILL, 2 },   { "flee", CMD_FLEE, 0 },     { "answer", CMD_ANSWER, 1 },
};

static bool read_int(const char *word, int *n)
{
    char *end;
    errno = 0;
    long v = strtol(word, &end, 10);
    if (errno || end == word || *end || v < -CMD_MAX_TURNS * 1000 || v > CMD_MAX_TURNS * 1000)
        return false;
    *n = (int)v;
    return true;
}

/* The numbers after a verb, into c in the verb's order; up to the verb's
 * count (fewer leave the rest not given). False at a word that is none. */
static bool read_numbers(const verb *v, char **words, size_t count, command *c)
{
    int *slots[3];
    size_t n = 0;
    switch (v->kind) {
    case CMD_STEP:
    case CMD_RUN:
        slots[n++] = &c->dx;
        slots[n++] = &c->dy;
        break;
    case CMD_REPEAT:
        slots[n++] = &c->count;
        slots[n++] = &c->dx;
        slots[n++] = &c->dy;
        break;
    case CMD_SKILL:
        slots[n++] = &c->index;
        slots[n++] = &c->target;
        break;
    case CMD_ATTACK:
    case CMD_ANSWER:
        slots[n++] = &c->target;
        break;
    default:
        slots[n++] = &c->index;
    }
    if (count > (size_t)v->numbers)
        return false;
    for (size_t i = 0; i < count; i++)
        if (!read_int(words[i], slots[i]))
            return false;
    return true;
}

/* Reads a line into c; false after saying what was wrong. */
static bool parse(stream *st, char **words, size_t count, command *c, strbuf *place)
{
    for (size_t i = 0; i < sizeof verbs / sizeof *verbs; i++) {
        const verb *v = &verbs[i];
        if (strcmp(words[0], v->word) != 0)
            continue;
        *c = cmd_make(v->kind);
        if (v->kind == CMD_TRAVEL) {
            for (size_t k = 1; k < count; k++)
                sb_addf(place, "%s%s", k > 1 ? " " : "", words[k]);
            c->place = count > 1 ? place->buf : NULL;
            return true;
        }
        if (v->kind == CMD_ANSWER) {
            if (count < 2 || (strcmp(words[1], "yes") && strcmp(words[1], "no")))
                break;
            c->yes = strcmp(words[1], "yes") == 0;
            words++;
            count--;
        }
        if (read_numbers(v, words + 1, count - 1, c))
            return true;
        break;
    }
    /* TRANSLATORS: a line the event stream cannot read; the commands are
       machine words, the same in every language. */
    emit_error(st, N_("Cannot read \"{line}\" as a command; doc/events.md lists them."),
               &TPL_VALUE("line", words[0]), 1);
    return false;
}

/* --- playing --- */

static void answer(stream *st, const command *c, cmd_result *r)
{
    strbuf line;
    sb_init(&line);
    cmd_status status = cmd_do(st->g, c, r);
    /* What the world said of a refused step ("A wall is in the way.") is
     * the refusal: its id comes from the message. */
    const char *id = r->msgid ? r->msgid : st->said_count == 1 ? st->said_id : NULL;
    flush_said(st, status == CMD_REFUSED);
    switch (status) {
    case CMD_SPENT:
        begin(&line, "spent");
        json_member_int(&line, "turns", r->turns, false);
        emit(st, &line);
        if (r->turns)
            emit_state(st);
        break;
    case CMD_REFUSED:
        begin(&line, "refused");
        json_member_string(&line, "id", id, false);
        json_member_string(&line, "text", r->text.buf, false);
        emit(st, &line);
        break;
    case CMD_ASKED:
        st->asked = *c;
        st->asked.place = NULL;             /* travel asks nothing */
        st->asking = true;
        begin(&line, "question");
        json_member_string(&line, "about", "confirm", false);
        json_member_string(&line, "id", r->msgid, false);
        json_member_string(&line, "text", r->text.buf, false);
        emit(st, &line);
        break;
    case CMD_CHOOSE:
        begin(&line, "choose");
        json_member_string(&line, "what",
                           c->kind == CMD_ATTACK || (c->kind == CMD_SKILL && c->index >= 0)
                               ? "target"
                           : c->kind == CMD_SKILL ? "skill"
                                                  : "item",
                           false);
        emit(st, &line);
        break;
    }
    sb_release(&line);
}

/* "yes" or "no" to the question a command asked. */
static void confirm(stream *st, bool yes, cmd_result *r)
{
    st->asking = false;
    if (!yes) {
        strbuf line;
        sb_init(&line);
        begin(&line, "dropped");
        emit(st, &line);
        sb_release(&line);
        return;
    }
    command c = st->asked;
    c.confirmed = true;
    answer(st, &c, r);
}

/* One line of input; false when it says to stop. */
static bool handle(stream *st, char *text, cmd_result *r)
{
    char *words[EVENTS_WORDS];
    size_t count = 0;
    for (char *w = strtok(text, " \t\r\n"); w; w = strtok(NULL, " \t\r\n"))
        if (count < EVENTS_WORDS)
            words[count++] = w;
    if (!count)
        return true;
    if (strcmp(words[0], "quit") == 0)
        return false;
    if (count == 1 && (strcmp(words[0], "yes") == 0 || strcmp(words[0], "no") == 0) &&
        st->asking) {
        confirm(st, words[0][0] == 'y', r);
        return true;
    }
    st->asking = false;
    command c;
    strbuf place;
    sb_init(&place);
    if (parse(st, words, count, &c, &place))
        answer(st, &c, r);
    sb_release(&place);
    return true;
}

/* The hero of opt: the name given, or the language's default with its
 * gender. */
static void begin_game(game *g, const class_def *cls, const events_options *opt)
{
    /* The console's default, with its translators' note there. */
    const char *entry = P_("hero name", "Iva|g:f");
    bt_name forms = { entry, true, 0, NULL };
    size_t len;
    const char *gender = name_gender(&forms, &len);
    bool female = opt->gender == GAME_GENDER_ASK
                      ? !gender || len != 1 || *gender != 'm'
                      : opt->gender == GAME_FEMALE;
    char *name = opt->name ? xstrdup(opt->name) : xstrndup(entry, name_bare_length(entry));
    cmd_begin(g, cls, name, female);
    free(name);
}

int events_run(const content *data, const registry *kinds, const events_options *opt, FILE *in,
               FILE *out)
{
    const class_def *cls = opt->class_id ? content_class(data, opt->class_id)
                                         : schema_at(&data->classes, 0);
    if (!cls)
        return 2;
    game g;
    game_init(&g, data, kinds, opt->seed);
    game_set_dungeon(&g, (dungeon_kind)opt->dungeon);
    stream st = { .g = &g, .out = out };
    ctx_tell_to(&g.log.ctx, tell, &st);
    strbuf line;
    sb_init(&line);
    begin(&line, "start");
    json_member_string(&line, "language", i18n_language(), false);
    json_key(&line, "seed", false);
    sb_addf(&line, "%" PRIu64, opt->seed);
    emit(&st, &line);
    sb_init(&st.said);
    begin_game(&g, cls, opt);
    flush_said(&st, false);
    emit_state(&st);
    cmd_result r;
    cmd_result_init(&r);
    char text[EVENTS_LINE];
    while (!g.over && fgets(text, sizeof text, in)) {
        if (!strchr(text, '\n') && !feof(in)) {
            int ch;
            while ((ch = getc(in)) != EOF && ch != '\n')
                ;
            emit_error(&st, N_("A command line is at most {n} bytes long."),
                       &TPL_INT("n", EVENTS_LINE - 2), 1);
            continue;
        }
        /* A plugin that hangs in a command ends the stream, named (the
         * event stream keeps no save to write). */
        watchdog_arm(NULL, NULL);
        bool go_on = handle(&st, text, &r);
        watchdog_disarm();
        if (!go_on)
            break;
    }
    cmd_result_release(&r);
    sb_release(&st.said);
    sb_release(&line);
    game_release(&g);
    return 0;
}
