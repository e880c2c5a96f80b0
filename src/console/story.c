/* SPDX-License-Identifier: GPL-3.0-or-later */
/* story.c - the end of a game told. */
#include "config.h"

#include "console/story.h"

#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "console/describe.h"
#include "console/frames.h"
#include "engine/effect.h"
#include "game/hero.h"
#include "game/world.h"
#include "console/screen.h"
#include "console/term.h"
#include "text/i18n.h"
#include "util/atomic.h"

/* "Killed by a blood wolf on level 2 after 472 turns." and the like. */
static void add_ending(strbuf *out, const game *g)
{
    tpl_arg at[] = { TPL_INT("depth", g->level.depth), TPL_INT("turns", g->stats.turns) };
    strbuf line;
    sb_init(&line);
    if (g->won) {
        /* TRANSLATORS: the end story of a victory. */
        tpl_render(&line, _("The Warden fell on level {depth} after {turns} turns."), at, 2);
    } else if (g->killer) {
        bt_name killer = content_name("creature", g->killer->name);
        tpl_arg args[] = { at[0], at[1], TPL_NAME("killer", &killer) };
        /* TRANSLATORS: the cause of death; {killer} is the creature whose
           blow killed, a name with its forms; {hero} is the hero. */
        tpl_render(&line, _("Killed by {killer:a} on level {depth} after {turns} turns."), args,
                   3);
    } else {
        tally effects;
        tally_init(&effects);
        const bt_creature *body = g->hero.f.body;
        /* The effect that dealt the last damage; when none is known, every
         * effect the hero had. */
        if (body->death_kind) {
            bt_name name = { fx_kind_name(body->death_kind), false, 0, NULL };
            tally_add(&effects, &name);
        }
        for (size_t i = 0; i < body->effect_count && !body->death_kind; i++) {
            bt_name name = { fx_kind_name(body->effects[i].fx.kind), false, 0, NULL };
            tally_add(&effects, &name);
        }
        tpl_arg args[] = { at[0], at[1], TPL_LIST("list", &effects) };
        if (effects.count)
            /* TRANSLATORS: the cause of death when no blow killed: {list}
               names the effects the hero had ("bleeding and poison"). */
            tpl_render(&line, _("Died of {list:bare} on level {depth} after {turns} turns."),
                       args, 3);
        else
            tpl_render(&line, _("Died on level {depth} after {turns} turns."), args, 2);
        tally_release(&effects);
    }
    screen_wrapped(out, "", line.buf, "  ");
    sb_release(&line);
}

static void add_body(strbuf *out, const game *g)
{
    const fighter *f = &g->hero.f;
    const bt_creature *b = f->body;
    tpl_arg args[] = { TPL_INT("strength", cr_stat(b, BT_STAT_STRENGTH)),
                       TPL_INT("defense", cr_stat(b, BT_STAT_DEFENSE)),
                       TPL_INT("agility", cr_stat(b, BT_STAT_AGILITY)),
                       TPL_INT("speed", cr_stat(b, BT_STAT_SPEED)) };
    strbuf line;
    sb_init(&line);
    screen_hero_line(g, &line);
    screen_line(out, line.buf);
    sb_reset(&line);
    screen_bars(g, &line);
    screen_line(out, line.buf);
    sb_reset(&line);
    /* TRANSLATORS: the hero's stats at the end of the game. */
    tpl_render(&line, _("Strength {strength}  Defense {defense}  Agility {agility}  Speed {speed}"),
               args, 4);
    screen_line(out, line.buf);
    if (b->effect_count) {
        sb_reset(&line);
        screen_label_list(&line, b);
        /* TRANSLATORS: the hero's effect labels when the game ended. */
        tpl_render(out, _("Effects at the end: {labels}"), &TPL_STR("labels", line.buf), 1);
        sb_addc(out, '\n');
    }
    sb_release(&line);
}

static void add_kills(strbuf *out, const game *g)
{
    const game_stats *s = &g->stats;
    tally kills;
    tally_init(&kills);
    for (size_t i = 0; i < s->kind_count; i++) {
        bt_name name = content_name("creature", s->kinds[i].def->name);
        for (long n = 0; n < s->kinds[i].count; n++)
            tally_add(&kills, &name);
    }
    strbuf line;
    sb_init(&line);
    bt_name who = cr_name(g->hero.f.body);
    tpl_arg args[] = { TPL_NAME("name", &who), TPL_LIST("list", &kills) };
    if (kills.count)
        /* TRANSLATORS: {list} counts the creatures killed, by kind ("three
           wolves, a goblin and the wolf leader"). */
        tpl_render(&line, _("{name} killed {list:a.acc}."), args, 2);
    else if (!s->kills)
        tpl_render(&line, _("{name} killed nothing."), args, 1);
    if (line.len)
        screen_wrapped(out, "", line.buf, "  ");
    sb_release(&line);
    tally_release(&kills);
}

static void add_statistics(strbuf *out, const game *g)
{
    tpl_arg args[] = { TPL_INT("turns", g->stats.turns), TPL_INT("kills", g->stats.kills),
                       TPL_INT("blood", world_blood(g)), TPL_INT("gold", g->stats.gold),
                       TPL_INT("depth", g->stats.deepest) };
    tpl_render(out, _("Turns: {turns}  Kills: {kills}  Blood spilled: {blood}\n"
                      "Gold found: {gold}  Deepest level: {depth}"),
               args, 5);
    sb_addc(out, '\n');
    tpl_arg earned[] = { TPL_INT("quests", g->stats.quests), TPL_INT("xp", g->stats.xp),
                         TPL_INT("spent", g->stats.spent) };
    /* TRANSLATORS: the end statistics: what the hero earned (experience from
       kills and quests) and the gold left at shrines. */
    tpl_render(out, _("Quests done: {quests}  Experience: {xp}  Gold spent: {spent}"), earned, 3);
    sb_addc(out, '\n');
    tpl_render(out, _("Score: {score}"), &TPL_INT("score", story_score(g)), 1);
    sb_addc(out, '\n');
}

static void add_messages(strbuf *out, const game *g, size_t n)
{
    const msglog *log = &g->log;
    if (!log->count || !n)
        return;
    if (n > log->count)
        n = log->count;
    /* TRANSLATORS: the heading of the last messages in the end story. */
    screen_line(out, _("The last messages:"));
    for (size_t i = log->count - n; i < log->count; i++)
        screen_wrapped(out, "  ", log->lines[i], "    ");
}

void story_add(strbuf *out, const game *g, size_t messages)
{
    sb_adds(out, g->won ? _("The Warden is dead. You have won!") : _("You have died."));
    sb_addc(out, '\n');
    add_ending(out, g);
    add_body(out, g);
    add_kills(out, g);
    add_statistics(out, g);
    add_messages(out, g, messages);
}

long story_score(const game *g)
{
    long score = g->stats.gold + 100L * (g->stats.deepest - 1) + (g->won ? 1000 : 0);
    for (size_t i = 0; i < g->stats.kind_count; i++)
        score += g->stats.kinds[i].count * g->stats.kinds[i].def->xp;
    return score;
}

bool story_dump_path(const game *g, strbuf *path)
{
    if (!g->save_path || !game_started(g))
        return false;
    const char *slash = strrchr(g->save_path, '/');
    if (slash)
        sb_add(path, g->save_path, (size_t)(slash - g->save_path + 1));
    sb_adds(path, "morgue-");
    /* The name as a file name: a "/" or a leading dot would mean more. */
    for (const char *p = g->hero.name; *p; p++)
        sb_addc(path, *p == '/' || *p == ' ' || (p == g->hero.name && *p == '.') ? '_' : *p);
    sb_addf(path, "-%llu", (unsigned long long)g->seed);
    /* A game played again on the same seed keeps the story of the first:
     * the next free number follows. */
    size_t stem = path->len;
    struct stat st;
    for (int n = 1; n < 1000; n++) {
        sb_truncate(path, stem);
        if (n > 1)
            sb_addf(path, "-%d", n);
        sb_adds(path, ".txt");
        if (lstat(path->buf, &st) != 0)
            break;
    }
    return true;
}

/* What a morgue file of DCSS holds beside the story: the pack, the skills,
 * the level as it was known. */
static void add_morgue(strbuf *out, const game *g)
{
    sb_addc(out, '\n');
    /* TRANSLATORS: a heading of the character dump file. */
    sb_adds(out, _("What the hero carried:"));
    sb_addc(out, '\n');
    frames_list_items(g, out);
    const fighter *f = &g->hero.f;
    if (f->skill_count) {
        sb_addc(out, '\n');
        sb_adds(out, _("Skills:"));
        sb_addc(out, '\n');
    }
    for (size_t i = 0; i < f->skill_count; i++)
        describe_skill_in(out, f->skills[i].skill, &f->skills[i]);
    sb_addc(out, '\n');
    tpl_arg args[] = { TPL_INT("level", g->level.depth),
                       TPL_INT("count", (long)g->data->level_count) };
    /* TRANSLATORS: a heading of the character dump file, above the map of
       the level the game ended on, as far as the hero had seen it. */
    tpl_render(out, _("The map of level {level} of {count}, as far as it was seen:"), args, 2);
    sb_addc(out, '\n');
    screen_whole_map(g, out);
}

bool story_write_dump(const game *g, const char *path)
{
    strbuf text;
    sb_init(&text);
    char date[32] = "";
    time_t now = time(NULL);
    struct tm when;
    if (localtime_r(&now, &when))
        strftime(date, sizeof date, "%Y-%m-%d %H:%M", &when);
    bt_name who = cr_name(g->hero.f.body);
    tpl_arg args[] = { TPL_STR("version", PACKAGE_VERSION), TPL_NAME("name", &who),
                       TPL_STR("date", date) };
    /* TRANSLATORS: the head of the character dump file. */
    tpl_render(&text, _("bloodtrail {version}: the story of {name}, {date}"), args, 3);
    sb_addc(&text, '\n');
    char seed[24];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)g->seed);
    /* TRANSLATORS: the second line of the character dump: the number that
       plays the same dungeon again ("bloodtrail --seed N"). */
    tpl_render(&text, _("seed {seed}"), &TPL_STR("seed", seed), 1);
    sb_adds(&text, "\n\n");
    bool colors = term_set_colors(false);          /* a file gets plain text */
    story_add(&text, g, STORY_DUMP_MESSAGES);
    add_morgue(&text, g);
    term_set_colors(colors);
    bool ok = atomic_write(path, text.buf, text.len, 0644, ATOMIC_SYNC | ATOMIC_MAKE_FOLDERS, NULL);
    sb_release(&text);
    return ok;
}
