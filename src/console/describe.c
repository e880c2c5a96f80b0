/* SPDX-License-Identifier: GPL-3.0-or-later */
/* describe.c - what things are, in words. */
#include "config.h"

#include "console/describe.h"

#include <string.h>

#include "combat/blow.h"
#include "console/screen.h"
#include "engine/effect.h"
#include "text/grammar.h"
#include "text/i18n.h"

/* TRANSLATORS: damage types, in descriptions of blows: "2-5 slash damage". */
static const char *const damage_names[BT_DAMAGE_TYPE_COUNT] = {
    NC_("damage type", "slash"), NC_("damage type", "blunt"), NC_("damage type", "fire"),
    NC_("damage type", "ice"),   NC_("damage type", "poison"), NC_("damage type", "shock"),
    NC_("damage type", "holy"),
};

static const char *damage_name(int type)
{
    return type >= 0 && type < BT_DAMAGE_TYPE_COUNT ? P_("damage type", damage_names[type]) : "?";
}

/* Appends a rendered line, wrapped, the lines after the first indented. */
static void say(strbuf *out, const char *msgid, const tpl_arg *args, size_t nargs)
{
    strbuf line;
    sb_init(&line);
    tpl_render(&line, _(msgid), args, nargs);
    screen_wrapped(out, "", line.buf, "    ");
    sb_release(&line);
}

void describe_health(strbuf *out, const bt_creature *c)
{
    /* TRANSLATORS: a creature's state in words, by its share of life, in
       "look"; {name} is the creature. */
    const char *msgid = !cr_is_alive(c)             ? N_("{name} is dead.")
                        : c->life >= c->max_life    ? N_("{name} is unhurt ({life}/{max} life).")
                        : cr_is_heavily_wounded(c)  ? N_("{name} is heavily wounded ({life}/{max} "
                                                         "life).")
                        : c->life * 2 > c->max_life ? N_("{name} is lightly wounded ({life}/{max} "
                                                         "life).")
                                                    : N_("{name} is wounded ({life}/{max} life).");
    bt_name name = cr_name(c);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_INT("life", c->life),
                       TPL_INT("max", c->max_life) };
    say(out, msgid, args, 3);
}

void describe_attack(strbuf *out, const attack_def *a)
{
    tpl_arg args[] = { TPL_INT("min", a->damage_min), TPL_INT("max", a->damage_max),
                       TPL_STR("type", damage_name(a->damage_type)),
                       TPL_INT("stun", a->stun_chance) };
    /* TRANSLATORS: a blow's damage: "2-5 slash damage". */
    tpl_render(out, _("{min}-{max} {type} damage"), args, 3);
    if (a->edged)
        /* TRANSLATORS: after a blow's damage: its hits may open wounds. */
        sb_adds(out, _(", edged (it may wound)"));
    if (a->stun_chance)
        /* xgettext:no-c-format */
        tpl_render(out, _(", stuns in {stun}% of hits"), args + 3, 1);
}

bool describe_resistances(strbuf *out, const int resist[BT_DAMAGE_TYPE_COUNT])
{
    size_t before = out->len;
    for (int t = 0; t < BT_DAMAGE_TYPE_COUNT; t++) {
        if (!resist[t])
            continue;
        if (out->len > before)
            sb_adds(out, P_("list separator", ", "));
        sb_addf(out, "%s %+d%%", damage_name(t), resist[t]);
    }
    return out->len > before;
}

/* What the effect does, as its plugin says (API 1.1); nothing for a 1.0
 * plugin. */
static void add_kind_description(strbuf *out, const bt_effect_kind *kind)
{
    const char *text = fx_kind_description(kind);
    if (text && *text)
        screen_wrapped(out, "    ", text, "    ");
}

void describe_kind(strbuf *out, const bt_effect_kind *kind)
{
    bt_name name = { fx_kind_name(kind), false, 0, NULL };
    tpl_arg args[] = { TPL_STR("label", fx_kind_label(kind)), TPL_NAME("name", &name) };
    /* TRANSLATORS: an effect: its label on the status lines and its name. */
    say(out, N_("{label}: {name:bare}."), args, 2);
    add_kind_description(out, kind);
}

void describe_effects(strbuf *out, const bt_creature *c)
{
    for (size_t i = 0; i < c->effect_count; i++) {
        const bt_effect *fx = &c->effects[i].fx;
        strbuf label;
        sb_init(&label);
        screen_label(&label, fx);
        bt_name name = { fx_kind_name(fx->kind), false, 0, NULL };
        tpl_arg args[] = { TPL_STR("label", label.buf), TPL_NAME("name", &name),
                           TPL_INT("n", fx->turns), TPL_INT("stacks", fx->stacks) };
        strbuf line;
        sb_init(&line);
        sb_adds(&line, "  ");
        if (fx->turns >= SCREEN_LASTING_TURNS)
            /* TRANSLATORS: an effect that lasts to the end of the fight. */
            tpl_render(&line, _("{label} {name:bare}, to the end of the fight"), args, 2);
        else
            tpl_render(&line, NG_("{label} {name:bare}, {n} turn left",
                                  "{label} {name:bare}, {n} turns left", fx->turns),
                       args, 3);
        screen_wrapped(out, "", line.buf, "      ");
        add_kind_description(out, fx->kind);
        sb_release(&line);
        sb_release(&label);
    }
}

static const char *const stat_names[] = {
    /* TRANSLATORS: the stats of the character sheet. */
    [BT_STAT_STRENGTH] = NC_("stat", "Strength"), [BT_STAT_DEFENSE] = NC_("stat", "Defense"),
    [BT_STAT_AGILITY] = NC_("stat", "Agility"), [BT_STAT_SPEED] = NC_("stat", "Speed"),
    [BT_STAT_ACCURACY] = NC_("stat", "Accuracy"),
};

const char *describe_stat_name(bt_stat stat)
{
    return P_("stat", stat_names[stat]);
}

void describe_amount(strbuf *out, int n, bool percent)
{
    char sign[16];
    snprintf(sign, sizeof sign, "%+d", n);
    if (!percent) {
        sb_adds(out, sign);
        return;
    }
    /* TRANSLATORS: a stat raised or lowered by a percent: {n} is "+15" or
       "-10"; "+15 %" where your language puts a space. */
    /* xgettext:no-c-format */
    tpl_render(out, _("{n}%"), &TPL_STR("n", sign), 1);
}

bool describe_bonuses(strbuf *out, const item_def *item)
{
    const int flat[BT_STAT_COUNT] = { [BT_STAT_STRENGTH] = item->strength,
                                      [BT_STAT_DEFENSE] = item->defense,
                                      [BT_STAT_AGILITY] = item->agility,
                                      [BT_STAT_ACCURACY] = item->accuracy,
                                      [BT_STAT_SPEED] = item->speed };
    bool any = false;
    for (int s = 0; s < BT_STAT_COUNT; s++) {
        for (int pct = 0; pct < 2; pct++) {
            int n = pct ? item->percent[s] : flat[s];
            if (!n)
                continue;
            if (any)
                sb_adds(out, P_("list separator", ", "));
            sb_addf(out, "%s ", describe_stat_name((bt_stat)s));
            describe_amount(out, n, pct);
            any = true;
        }
    }
    return any;
}

void describe_item(strbuf *out, const item_def *item)
{
    bt_name name = content_name("item", item->name);
    strbuf what;
    sb_init(&what);
    if (item->kind == ITEM_WEAPON) {
        describe_attack(&what, &item->attack);
        char accuracy[16];
        snprintf(accuracy, sizeof accuracy, "%+d", item->accuracy);
        tpl_arg args[] = { TPL_NAME("item", &name), TPL_STR("blow", what.buf),
                           TPL_STR("accuracy", accuracy) };
        /* TRANSLATORS: a weapon in "look": {blow} is its damage, {accuracy}
           "+5" or "-2". */
        say(out, N_("{item}: a weapon, {blow}; accuracy {accuracy}."), args, 3);
    } else if (item->kind == ITEM_ARMOUR) {
        tpl_arg args[] = { TPL_NAME("item", &name), TPL_INT("defense", item->defense) };
        say(out, N_("{item}: armour, defense +{defense}."), args, 2);
    } else if (item->kind == ITEM_RING || item->kind == ITEM_AMULET) {
        if (!describe_bonuses(&what, item))
            /* TRANSLATORS: what a ring or amulet adds when it adds no stat. */
            sb_adds(&what, _("no stat"));
        tpl_arg args[] = { TPL_NAME("item", &name), TPL_STR("bonuses", what.buf) };
        say(out, item->kind == ITEM_RING
                     /* TRANSLATORS: {bonuses} is "Strength +2, Speed +15%". */
                     ? N_("{item}: a ring, worn on a finger: {bonuses}.")
                     : N_("{item}: an amulet, worn around the neck: {bonuses}."),
            args, 2);
    } else if (item->kind == ITEM_SCROLL) {
        tpl_arg args[] = { TPL_NAME("item", &name) };
        /* TRANSLATORS: {item} has its gender. */
        say(out, N_("{item}: a scroll, read once and gone."), args, 1);
    } else {
        tpl_arg args[] = { TPL_NAME("item", &name) };
        /* TRANSLATORS: a thing used up when used: a potion, an antidote, a
           bandage; {item} has its gender ("usarla"). */
        say(out, N_("{item}: used up when you use it."), args, 1);
    }
    if (item->description)
        screen_wrapped(out, "  ", content_text("item description", item->description), "    ");
    sb_release(&what);
}

void describe_unknown(strbuf *out, const bt_name *name, const char *called, bool scroll)
{
    tpl_arg args[] = { TPL_NAME("item", name), TPL_VALUE("called", called ? called : "") };
    say(out,
        scroll
            /* TRANSLATORS: "look" at an unknown scroll, {item} by its look. */
            ? N_("{item}: you do not know what this scroll does. Read it, or learn it by a "
                 "scroll of identify or at a shrine.")
            /* TRANSLATORS: "look" at an unknown potion, {item} by its look. */
            : N_("{item}: you do not know what this potion does. Drink it, or learn it by a "
                 "scroll of identify or at a shrine."),
        args, 1);
    if (called)
        /* TRANSLATORS: the name the player gave an unknown kind with "call". */
        say(out, N_("Your name for it: \"{called}\"."), args + 1, 1);
}

/* TRANSLATORS: after a skill on the character sheet; {skill} may be named
   for agreement though the English does not: " ({skill?f:lista|listo})". */
static const char READY[] = NC_("skill state", " (ready)");

static void add_skill(strbuf *out, const skill_def *skill, const skill_slot *slot,
                      const char *first, const char *next)
{
    bt_name name = content_name("skill", skill->name);
    tpl_arg args[] = { TPL_NAME("skill", &name), TPL_INT("mana", skill->mana),
                       TPL_INT("cooldown", skill->cooldown),
                       TPL_INT("n", slot ? slot->cooldown : 0) };
    strbuf line;
    sb_init(&line);
    /* TRANSLATORS: a skill: its name, what it costs, how long it waits after use. */
    tpl_render(&line, NG_("{skill:bare}: {mana} mana, then {cooldown} turn of waiting",
                          "{skill:bare}: {mana} mana, then {cooldown} turns of waiting",
                          skill->cooldown),
               args, 3);
    if (slot && slot->cooldown)
        tpl_render(&line, NG_(" (ready in {n} turn)", " (ready in {n} turns)", slot->cooldown),
                   args + 3, 1);
    else if (slot)
        tpl_render(&line,
                   i18n_ptext_keys(NULL, GRAMMAR_SKILL_STATE, READY,
                                   grammar_free_keys(GRAMMAR_SKILL_STATE, READY)),
                   args, 1);
    if (skill->attack.damage_max) {
        sb_adds(&line, P_("list separator", ", "));
        describe_attack(&line, &skill->attack);
    }
    screen_wrapped(out, first, line.buf, next);
    if (skill->description)
        screen_wrapped(out, next, content_text("skill description", skill->description), next);
    sb_release(&line);
}

void describe_skill(strbuf *out, const skill_def *skill, const skill_slot *slot)
{
    add_skill(out, skill, slot, "", "  ");
}

void describe_skill_in(strbuf *out, const skill_def *skill, const skill_slot *slot)
{
    add_skill(out, skill, slot, "  ", "    ");
}

/* The chances of plain blows both ways, as the fight rolls them. */
static void describe_chances(strbuf *out, const game *g, const monster *m)
{
    const bt_creature *you = g->hero.f.body, *b = m->f.body;
    bt_name name = cr_name(b);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_INT("hit", blow_hit_chance(you, b, 0)),
                       TPL_INT("back", blow_hit_chance(b, you, 0)) };
    /* TRANSLATORS: "look" at a monster: the chance in percent that a plain
       blow hits, the hero's and the monster's; {name} has its gender. */
    /* xgettext:no-c-format */
    say(out, N_("Your blows hit {name:acc} {hit}% of the time; {name:gen} blows hit you "
                "{back}% of the time."),
        args, 3);
}

/* What a monster that shoots looses at the hero, and from how far. */
static void describe_shot(strbuf *out, const bt_name *name, const creature_def *def)
{
    strbuf what, line;
    sb_init(&what);
    sb_init(&line);
    describe_attack(&what, &def->shot);
    tpl_arg args[] = { TPL_NAME("name", name), TPL_STR("blow", what.buf),
                       TPL_INT("n", def->ranged) };
    /* TRANSLATORS: a monster that shoots from afar, in "look"; {blow} is
       "2-4 slash damage, edged (it may wound)", {n} how many cells away it
       reaches; {name} is the monster, for a possessive that agrees with it. */
    tpl_render(&line, NG_("{name:gen} shot: {blow}, from up to {n} cell away.",
                          "{name:gen} shot: {blow}, from up to {n} cells away.",
                          (unsigned long)def->ranged),
               args, 3);
    screen_wrapped(out, "", line.buf, "    ");
    sb_release(&line);
    sb_release(&what);
}

/* The gold a thief took from the hero and carries (it drops it dying). */
static void describe_purse(strbuf *out, const bt_name *name, int gold)
{
    strbuf line;
    sb_init(&line);
    tpl_arg args[] = { TPL_NAME("name", name), TPL_INT("n", gold) };
    /* TRANSLATORS: "look" at a thief that stole from the hero; {name} is
       the monster, {n} the coins. */
    tpl_render(&line, NG_("{name} carries {n} gold coin it stole from you.",
                          "{name} carries {n} gold coins it stole from you.", (unsigned long)gold),
               args, 2);
    screen_wrapped(out, "", line.buf, "    ");
    sb_release(&line);
}

void describe_monster(strbuf *out, const game *g, const monster *m)
{
    const bt_creature *b = m->f.body;
    bt_name name = cr_name(b);
    /* TRANSLATORS: the first line of "look" at a monster. */
    say(out, m->asleep ? N_("{name} is asleep.") : m->hunting ? N_("{name} is awake and hunts you.")
                                                             : N_("{name} is awake."),
        &TPL_NAME("name", &name), 1);
    if (m->def->description)
        screen_wrapped(out, "  ", content_text("creature description", m->def->description),
                       "    ");
    describe_health(out, b);
    describe_chances(out, g, m);
    describe_effects(out, b);
    strbuf blows;
    sb_init(&blows);
    describe_attack(&blows, &m->f.attack);
    tpl_arg strikes[] = { TPL_NAME("name", &name), TPL_STR("blow", blows.buf),
                          TPL_INT("strength", cr_stat(b, BT_STAT_STRENGTH) / 3) };
    /* TRANSLATORS: a monster's plain blow; {strength} is what its strength
       adds; {name} is the monster, for a possessive that agrees with it
       ("{name?f:Ihr|Sein} Schlag"). */
    say(out, N_("{name:gen} blow: {blow}, +{strength} from its strength."), strikes, 3);
    for (size_t i = 0; i < m->def->on_hit_count; i++) {
        const effect_ref *ref = &m->def->on_hit[i];
        const bt_effect_kind *kind = reg_find(g->kinds, ref->id);
        if (!kind)
            continue;
        bt_name fx = { fx_kind_name(kind), false, 0, NULL };
        tpl_arg on[] = { TPL_NAME("name", &name), TPL_NAME("effect", &fx),
                         TPL_INT("chance", ref->chance) };
        /* TRANSLATORS: an effect a monster's hits bring: "the wolf's hits bring
           poison (50% of hits)"; {name} is the monster, with its gender. */
        /* xgettext:no-c-format */
        say(out, N_("{name:gen} hits bring {effect:bare} ({chance}% of hits)."), on, 3);
    }
    if (m->def->ranged)
        describe_shot(out, &name, m->def);
    if (m->purse)
        describe_purse(out, &name, m->purse);
    for (size_t i = 0; i < m->f.skill_count; i++)
        describe_skill(out, m->f.skills[i].skill, NULL);
    tally immune;
    tally_init(&immune);
    for (size_t i = 0; i < m->def->immune.count; i++) {
        const bt_effect_kind *kind = reg_find(g->kinds, m->def->immune.ids[i]);
        bt_name fx = { kind ? fx_kind_name(kind) : m->def->immune.ids[i], false, 0, NULL };
        tally_add(&immune, &fx);
    }
    if (immune.count)
        /* TRANSLATORS: {list} names effects ("bleeding and poison"); {name}
           is the monster, with its gender. */
        say(out, N_("{name} is immune to {list:bare}."),
            (tpl_arg[]){ TPL_NAME("name", &name), TPL_LIST("list", &immune) }, 2);
    tally_release(&immune);
    sb_reset(&blows);
    if (describe_resistances(&blows, m->f.resist))
        /* TRANSLATORS: {list} is "fire +50%, ice -25%": less (or more) damage of that type. */
        say(out, N_("Resistances: {list}."), &TPL_STR("list", blows.buf), 1);
    sb_release(&blows);
}
