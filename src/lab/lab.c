/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lab.c - the workbench where a modder tries effects without playing. */
#include "config.h"

#include "lab/lab.h"

#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/effects.h"
#include "engine/context.h"
#include "engine/creature.h"
#include "engine/effect.h"
#include "plugin/guard.h"
#include "plugin/watchdog.h"
#include "text/i18n.h"
#include "text/template.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

#include "lab/lab_internal.h"

typedef struct command {
    const char *word;
    int min_args, max_args;      /* how many words may follow the command */
    const char *usage;           /* translated on use */
    const char *help;
    bool (*run)(lab *lab, const lab_line *line);
} command;

void lab_say_line(void *user, const char *text)
{
    lab *l = user;
    fputs(text, l->out);
    fputc('\n', l->out);
}

void lab_say(lab *l, const char *msgid, const tpl_arg *args, size_t nargs)
{
    sb_reset(&l->scratch);
    tpl_render(&l->scratch, _(msgid), args, nargs);
    lab_say_line(l, l->scratch.buf);
}

bool lab_reject(lab *l, const char *msgid, const tpl_arg *args, size_t nargs)
{
    sb_reset(&l->scratch);
    tpl_render_led(&l->scratch, _(msgid), &TPL_INT("line", l->line_number), 1, args, nargs);
    fprintf(l->err, "%s\n", l->scratch.buf);
    l->rejected = true;
    return false;
}

/* By name at once: a script may make tens of thousands of creatures. */
static bt_creature *find_creature(const lab *l, const char *name)
{
    long i = idmap_find(&l->by_name, name);
    return i >= 0 ? l->creatures[i] : NULL;
}

long lab_index_of(const lab *l, const bt_creature *c)
{
    long i = idmap_find(&l->by_name, c->name);
    if (i >= 0 && l->creatures[i] == c)
        return i;
    /* A creature made from content may bear a name other than its handle. */
    for (size_t k = 0; k < l->creature_count; k++)
        if (l->creatures[k] == c)
            return (long)k;
    return -1;
}

bt_creature *lab_need_creature(lab *l, const char *name)
{
    bt_creature *c = find_creature(l, name);
    if (!c)
        lab_reject(l, N_("line {line}: there is no creature \"{name}\"; create it with \"new\" "
                         "first."),
                   &TPL_VALUE("name", name), 1);
    return c;
}

static const bt_effect_kind *need_kind(lab *l, const char *id)
{
    const bt_effect_kind *kind = reg_find(l->kinds, id);
    const reg_entry *entry = kind ? NULL : reg_lookup(l->kinds, id);
    if (entry && entry->disabled) {
        tpl_arg args[] = { TPL_VALUE("effect", id),
                           TPL_STR("config", entry->disabled_in && *entry->disabled_in
                                                 ? entry->disabled_in
                                                 : "effects.conf") };
        /* TRANSLATORS: {config} is the settings file whose "disable = ..."
           line names the effect. */
        lab_reject(l, N_("line {line}: the effect \"{effect}\" is turned off by \"disable\" in "
                         "{config}."),
                   args, 2);
    } else if (!kind) {
        lab_reject(l, N_("line {line}: no plugin provides the effect \"{effect}\"; \"effects\" "
                         "lists the loaded ones."),
                   &TPL_VALUE("effect", id), 1);
    }
    return kind;
}

bool lab_need_number(lab *l, const char *text, const char *what, long min, long max, int *out)
{
    char *end;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (errno || end == text || *end || value < min || value > max) {
        tpl_arg args[] = { TPL_VALUE("value", text), TPL_STR("what", what), TPL_INT("min", min),
                           TPL_INT("max", max) };
        return lab_reject(l, N_("line {line}: {what} must be a whole number from {min} to "
                                "{max}, not \"{value}\"."),
                          args, 4);
    }
    *out = (int)value;
    return true;
}

static void print_status(lab *l, const bt_creature *c)
{
    sb_reset(&l->scratch);
    tpl_arg args[] = { TPL_INT("life", c->life), TPL_INT("max", c->max_life) };
    /* TRANSLATORS: a creature's life on a status line, as in "Life 19/20". */
    tpl_render(&l->scratch, _("Life {life}/{max}"), args, 2);
    if (c->effect_count) {
        sb_adds(&l->scratch, " [");
        fx_labels(&l->scratch, c);
        sb_addc(&l->scratch, ']');
    }
}

/* Puts c on the lab's floor, called handle; the lab owns both. */
static void add_creature(lab *l, const char *handle, bt_creature *c)
{
    size_t cap = l->creature_capacity;
    l->creatures = xgrow(l->creatures, &l->creature_capacity, l->creature_count + 1,
                         sizeof *l->creatures);
    if (cap != l->creature_capacity) {
        l->x = xrealloc(l->x, l->creature_capacity * sizeof *l->x);
        l->y = xrealloc(l->y, l->creature_capacity * sizeof *l->y);
        l->handles = xrealloc(l->handles, l->creature_capacity * sizeof *l->handles);
    }
    /* Each new creature stands on a row of its own of the lab's floor. */
    l->x[l->creature_count] = 0;
    l->y[l->creature_count] = (int)l->creature_count;
    l->handles[l->creature_count] = xstrdup(handle);
    idmap_put(&l->by_name, l->handles[l->creature_count], l->creature_count);
    l->creatures[l->creature_count++] = c;
}

/* "new NAME MAXHP STRENGTH DEFENSE AGILITY [female|male]": a creature with
 * a proper name, of a gender when one is given (sentences agree with it). */
static bool new_plain(lab *l, const lab_line *line, const char *name)
{
    int stats[4];
    static const char *const what[] = { NC_("lab argument", "MAXHP"),
                                        NC_("lab argument", "STRENGTH"),
                                        NC_("lab argument", "DEFENSE"),
                                        NC_("lab argument", "AGILITY") };
    if (line->count < 6)
        return lab_reject(l, N_("line {line}: \"new\" takes NAME MAXHP STRENGTH DEFENSE "
                                "AGILITY [female|male], or NAME from CREATURE-ID."),
                          NULL, 0);
    for (int i = 0; i < 4; i++)
        if (!lab_need_number(l, line->words[2 + i], P_("lab argument", what[i]), i == 0 ? 1 : 0,
                         1000000, &stats[i]))
            return false;
    const char *gender = line->count == 7 ? line->words[6] : NULL;
    if (gender && strcmp(gender, "female") != 0 && strcmp(gender, "male") != 0)
        return lab_reject(l, N_("line {line}: a creature is \"female\" or \"male\", not "
                                "\"{value}\"."),
                          &TPL_VALUE("value", gender), 1);
    strbuf entry;
    sb_init(&entry);
    sb_adds(&entry, name);
    if (gender)
        sb_addf(&entry, "|g:%s", gender[0] == 'f' ? "f" : "m");
    add_creature(l, name, cr_new(entry.buf, true, stats[0], stats[1], stats[2], stats[3]));
    sb_release(&entry);
    return true;
}

static bool cmd_new(lab *l, const lab_line *line)
{
    const char *name = line->words[1];
    if (find_creature(l, name))
        return lab_reject(l, N_("line {line}: a creature called \"{name}\" exists already."),
                      &TPL_VALUE("name", name), 1);
    if (!name_is_valid(name)) {
        tpl_arg args[] = { TPL_VALUE("name", name), TPL_INT("max", NAME_MAX_WIDTH) };
        return lab_reject(l, N_("line {line}: \"{name}\" cannot be a name: at most {max} letters, "
                            "without \"|\" or control characters."),
                      args, 2);
    }
    if (line->count == 4 && strcmp(line->words[2], "from") == 0) {
        bt_creature *c = lab_creature_from(l, line->words[3]);
        if (c)
            add_creature(l, name, c);
        return c != NULL;
    }
    return new_plain(l, line, name);
}

static bool cmd_hp(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    int n;
    if (!c || !lab_need_number(l, line->words[2], P_("lab argument", "N"), 0, c->max_life, &n))
        return false;
    cr_set_life(c, n);
    return true;
}

static bool cmd_heal(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    int n;
    if (!c || !lab_need_number(l, line->words[2], P_("lab argument", "N"), 0, 1000000, &n))
        return false;
    cr_heal(c, n);
    return true;
}

static bool cmd_hurt(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    int n;
    if (!c || !lab_need_number(l, line->words[2], P_("lab argument", "N"), 0, 1000000, &n))
        return false;
    cr_hurt(&l->ctx, c, n);
    return true;
}

/* A value the effect's bounds changed is said (on stderr, as a warning: the
 * line still runs), so a modder does not wonder why x9 shows as x5. */
static void note_clamp(lab *l, const char *what, int asked, int used, const bt_effect_kind *kind)
{
    bt_name name = { fx_kind_name(kind), false, 0, NULL };
    tpl_arg args[] = { TPL_STR("what", what), TPL_INT("asked", asked), TPL_INT("used", used),
                       TPL_NAME("effect", &name) };
    sb_reset(&l->scratch);
    /* TRANSLATORS: the lab applied an effect with a value beyond its bounds
       (its max_stacks, or the host's limits): "line 3: POWER 9 is more than
       bleeding allows; 5 is used." */
    tpl_render_led(&l->scratch, _("line {line}: {what} {asked} is beyond what {effect:bare} "
                                  "allows; {used} is used."),
                   &TPL_INT("line", l->line_number), 1, args, 4);
    fprintf(l->err, "%s\n", l->scratch.buf);
}

static bool cmd_apply(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    const bt_effect_kind *kind = c ? need_kind(l, line->words[2]) : NULL;
    int turns, n;
    if (!kind || !lab_need_number(l, line->words[3], P_("lab argument", "TURNS"), 1, 1000000, &turns) ||
        !lab_need_number(l, line->words[4], P_("lab argument", "POWER"), 0, 1000000, &n))
        return false;
    bt_effect fx = fx_make(kind, turns, n);
    bool stacks = kind->param == BT_PARAM_STACKS;
    if (fx.turns != turns)
        note_clamp(l, P_("lab argument", "TURNS"), turns, fx.turns, kind);
    if ((stacks ? fx.stacks : fx.power) != n)
        note_clamp(l, P_("lab argument", "POWER"), n, stacks ? fx.stacks : fx.power, kind);
    fx_apply(&l->ctx, c, &fx);
    return true;
}

static bool cmd_remove(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    if (!c || !need_kind(l, line->words[2]))
        return false;
    cr_remove_effect(c, line->words[2]);
    return true;
}

static bool cmd_immune(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    if (!c || !need_kind(l, line->words[2]))
        return false;
    cr_add_immunity(c, line->words[2]);
    return true;
}

static bool cmd_tick(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    if (!c)
        return false;
    fx_tick(&l->ctx, c);
    return true;
}

static bool cmd_status(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    if (!c)
        return false;
    print_status(l, c);
    lab_say_line(l, l->scratch.buf);
    return true;
}

static bool cmd_report(lab *l, const lab_line *line)
{
    bt_creature *c = lab_need_creature(l, line->words[1]);
    if (!c)
        return false;
    print_status(l, c);
    sb_adds(&l->scratch, "  ");
    /* TRANSLATORS: after the status line, as in "Life 14/40 [psn:3]  accuracy 95". */
    tpl_render(&l->scratch, _("accuracy {n}"), &TPL_INT("n", cr_accuracy(c)), 1);
    lab_say_line(l, l->scratch.buf);
    return true;
}

static bool cmd_quiet(lab *l, const lab_line *line)
{
    const char *mode = line->words[1];
    if (strcmp(mode, "on") != 0 && strcmp(mode, "off") != 0)
        return lab_reject(l, N_("line {line}: \"quiet\" takes \"on\" or \"off\", not \"{value}\"."),
                      &TPL_VALUE("value", mode), 1);
    l->quiet = strcmp(mode, "on") == 0;
    l->ctx.sink = l->quiet ? NULL : lab_say_line;
    return true;
}

static bool cmd_blood(lab *l, const lab_line *line)
{
    (void)line;
    sb_reset(&l->scratch);
    tpl_render(&l->scratch, _("Blood spilled: {n}"), &TPL_INT("n", l->ctx.blood), 1);
    lab_say_line(l, l->scratch.buf);
    return true;
}

static bool cmd_effects(lab *l, const lab_line *line)
{
    (void)line;
    for (size_t i = 0; i < reg_count(l->kinds); i++) {
        sb_reset(&l->scratch);
        effects_describe(&l->scratch, reg_at(l->kinds, i));
        lab_say_line(l, l->scratch.buf);
    }
    return true;
}

static bool cmd_help(lab *l, const lab_line *line);

static const command commands[] = {
    /* TRANSLATORS: the lab's commands. Keep the first word (the command) and
       the words "on", "off", "all", "attack", "yes" and "no" in English:
       players type them so in every language. Translate the argument names
       as in the "lab argument" messages. */
    { "new", 3, 6, N_("new NAME MAXHP STRENGTH DEFENSE AGILITY [female|male]"),
      N_("create a creature at full life, of a gender sentences agree with"), cmd_new },
    { "new", 3, 6, N_("new NAME from CREATURE-ID"),
      N_("create a creature of the content (the game's or a mod's), called NAME"), cmd_new },
    { "hp", 2, 2, N_("hp NAME N"), N_("set the current life, without a message"), cmd_hp },
    { "heal", 2, 2, N_("heal NAME N"), N_("heal, up to max life"), cmd_heal },
    { "hurt", 2, 2, N_("hurt NAME N"), N_("deal damage without a blow"), cmd_hurt },
    { "apply", 4, 4, N_("apply NAME EFFECT TURNS POWER"),
      N_("apply an effect (for bleeding POWER is the number of wounds)"), cmd_apply },
    { "remove", 2, 2, N_("remove NAME EFFECT"),
      N_("remove an effect silently (its expiry does not run)"),
      cmd_remove },
    { "immune", 2, 2, N_("immune NAME EFFECT"), N_("make the creature immune to the effect"),
      cmd_immune },
    { "tick", 1, 1, N_("tick NAME"), N_("one effect turn"), cmd_tick },
    { "strike", 2, 7, N_("strike NAME TARGET [attack|SKILL] [yes|no]..."),
      N_("a blow that lands, through the whole damage procedure and every effect's hooks; "
         "SKILL is a skill of the content; yes and no answer the questions effects ask"),
      lab_cmd_strike },
    { "move", 1, 3, N_("move NAME [X Y]"),
      N_("move to the cell (X, Y), or one cell east; the effects' moved hooks run"),
      lab_cmd_move },
    { "kill", 1, 2, N_("kill NAME [KILLER]"),
      N_("life to 0; the effects' died hooks run, with the killer if one is named"),
      lab_cmd_kill },
    { "marks", 0, 0, N_("marks"), N_("the decorations effects have left on the floor"),
      lab_cmd_marks },
    { "status", 1, 1, N_("status NAME"), N_("life and effect labels"), cmd_status },
    { "show", 1, 2, N_("show NAME [EFFECT]"),
      N_("every effect (or one) with its power, stacks, turns and saved state"),
      lab_cmd_show },
    { "trace", 1, 1, N_("trace on|off"), N_("say each plugin callback as it is called"),
      lab_cmd_trace },
    { "stats", 1, 2, N_("stats NAME [all]"),
      N_("strength and defense, and every other stat that is not at its base; with all, "
         "every stat"),
      lab_cmd_stats },
    { "report", 1, 1, N_("report NAME"), N_("life, effect labels and accuracy"), cmd_report },
    { "quiet", 1, 1, N_("quiet on|off"), N_("say nothing (blood is still counted)"), cmd_quiet },
    { "blood", 0, 0, N_("blood"), N_("the blood spilled so far"), cmd_blood },
    { "effects", 0, 0, N_("effects"), N_("the loaded effects and their files"), cmd_effects },
    { "reload", 0, 0, N_("reload"),
      N_("open again every plugin whose file changed; effects on the creatures stay"),
      lab_cmd_reload },
    { "echo", 0, 0, N_("echo TEXT"), N_("print the text as it is"), NULL },   /* see run_line */
    { "help", 0, 0, N_("help"), N_("this list"), cmd_help },
};

static bool cmd_help(lab *l, const lab_line *line)
{
    (void)line;
    lab_say_line(l, _("Lab commands (one per line):"));
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) {
        sb_reset(&l->scratch);
        sb_addf(&l->scratch, "  %s", _(commands[i].usage));
        lab_say_line(l, l->scratch.buf);
        sb_reset(&l->scratch);
        sb_addf(&l->scratch, "      %s", _(commands[i].help));
        lab_say_line(l, l->scratch.buf);
    }
    return true;
}

/* Splits text into words at spaces and tabs (in place). */
static void split_words(char *text, lab_line *line)
{
    line->count = 0;
    char *p = text;
    while (*p) {
        while (*p == ' ' || *p == '\t')
            *p++ = '\0';
        if (!*p)
            break;
        if (line->count == LAB_MAX_WORDS) {
            line->count++;           /* too many: reported as a wrong count */
            break;
        }
        line->words[line->count++] = p;
        while (*p && *p != ' ' && *p != '\t')
            p++;
    }
}

static const command *find_command(const char *word)
{
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        if (strcmp(commands[i].word, word) == 0)
            return &commands[i];
    return NULL;
}

static void run_line(lab *l, char *text)
{
    size_t len = strlen(text);
    while (len && (text[len - 1] == '\n' || text[len - 1] == '\r'))
        text[--len] = '\0';
    char *first = text + strspn(text, " \t");
    if (!*first || *first == '#')
        return;
    /* echo keeps its text exactly as typed, so it is taken before splitting. */
    if (strncmp(first, "echo", 4) == 0 && (first[4] == ' ' || first[4] == '\t' || !first[4])) {
        lab_say_line(l, first[4] ? first + 5 : "");
        return;
    }
    lab_line line;
    split_words(first, &line);
    const command *cmd = find_command(line.words[0]);
    if (!cmd) {
        lab_reject(l, N_("line {line}: unknown command \"{word}\"; \"help\" lists the commands."),
               &TPL_VALUE("word", line.words[0]), 1);
        return;
    }
    if (line.count < (size_t)cmd->min_args + 1 || line.count > (size_t)cmd->max_args + 1) {
        tpl_arg args[] = { TPL_STR("command", cmd->word), TPL_STR("usage", _(cmd->usage)) };
        lab_reject(l, N_("line {line}: wrong number of words for \"{command}\"; usage: {usage}"),
               args, 2);
        return;
    }
    /* A plugin that hangs in the line ends the lab, named (nothing to save). */
    watchdog_arm(NULL, NULL);
    long deaths = l->ctx.deaths;
    cmd->run(l, &line);
    /* A creature that died on this line (a tick, a strike) has its death
     * told by what it now shows: its effects' died hooks run after all the
     * line said. Looked for only when one died: a script of 40,000
     * creatures would otherwise walk them all at every line. */
    if (l->ctx.deaths != deaths)
        for (size_t i = 0; i < l->creature_count; i++)
            cr_tell_death(&l->ctx, l->creatures[i]);
    watchdog_disarm();
}

int lab_run(FILE *in, FILE *out, FILE *err, registry *kinds, const char *data_dir,
            struct mod_set *mods)
{
    lab l = { .out = out, .err = err, .kinds = kinds, .data_dir = data_dir, .mods = mods };
    ctx_init(&l.ctx, lab_say_line, &l);
    sb_init(&l.scratch);
    lab_play_begin(&l);
    bool prompt = isatty(fileno(in)) && isatty(fileno(out));
    char *text = NULL;
    size_t cap = 0;
    for (;;) {
        if (prompt) {
            fputs("lab> ", out);
            fflush(out);
        }
        if (getline(&text, &cap, in) < 0)
            break;
        l.line_number++;
        run_line(&l, text);
        /* What a line said is out before the next is read: a script or an
         * editor driving the lab through a pipe sees each answer. */
        fflush(out);
    }
    free(text);
    lab_play_end(&l);
    guard_trace = NULL;
    for (size_t i = 0; i < l.creature_count; i++) {
        cr_free(l.creatures[i]);
        free(l.handles[i]);
    }
    free(l.creatures);
    free(l.handles);
    idmap_release(&l.by_name);
    free(l.x);
    free(l.y);
    free(l.marks);
    if (l.data_loaded)
        content_release(&l.data);
    sb_release(&l.scratch);
    return l.rejected ? 1 : 0;
}
