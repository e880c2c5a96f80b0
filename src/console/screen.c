/* screen.c - the text screens. */
#include "config.h"

#include "console/screen.h"

#include <string.h>

#include "console/console.h"
#include "console/term.h"
#include "engine/effect.h"
#include "game/hero.h"
#include "game/monster.h"
#include "text/i18n.h"
#include "util/utf8.h"

#define MESSAGE_LINES 6

void screen_line(strbuf *out, const char *line)
{
    size_t width = 0;
    const char *p = line;
    while (*p) {
        size_t escape = utf8_escape_length(p);
        if (escape) {
            sb_add(out, p, escape);      /* colours are kept whole and take no column */
            p += escape;
            continue;
        }
        wint_t c;
        size_t len = utf8_decode(p, &c);
        if (!len)
            len = 1;
        char one[8] = { 0 };
        memcpy(one, p, len);
        size_t w = utf8_width(one);
        if (width + w > SCREEN_WIDTH)
            break;
        width += w;
        sb_add(out, p, len);
        p += len;
    }
    sb_addc(out, '\n');
}

/* On a terminal, the amounts of the messages stand out: "(3)" lost in red,
 * "(+2)" healed in green. Every language keeps them in parentheses. */
static void paint_amounts(strbuf *out, const char *text)
{
    const char *p = text;
    while (*p) {
        const char *open = strchr(p, '(');
        if (!open) {
            sb_adds(out, p);
            return;
        }
        const char *digits = open + 1 + (open[1] == '+');
        size_t n = strspn(digits, "0123456789");
        sb_add(out, p, (size_t)(open - p + 1));
        if (n && digits[n] == ')') {
            char amount[32];
            size_t len = (size_t)(digits + n - open - 1);
            if (len >= sizeof amount)
                len = sizeof amount - 1;
            memcpy(amount, open + 1, len);
            amount[len] = '\0';
            term_paint(out, open[1] == '+' ? TERM_GREEN : TERM_RED, amount);
            p = digits + n;
        } else {
            p = open + 1;
        }
    }
}

void screen_wrapped(strbuf *out, const char *first, const char *text, const char *indent)
{
    strbuf painted;
    sb_init(&painted);
    if (term_colors()) {
        paint_amounts(&painted, text);
        text = painted.buf;
    }
    strbuf line, candidate;
    sb_init(&line);
    sb_init(&candidate);
    sb_adds(&line, first);
    size_t fresh = line.len;          /* up to here the line holds no word */
    const char *p = text + strspn(text, " ");
    while (*p) {
        size_t word = strcspn(p, " ");
        sb_reset(&candidate);
        sb_add(&candidate, line.buf, line.len);
        if (line.len > fresh)
            sb_addc(&candidate, ' ');
        sb_add(&candidate, p, word);
        if (line.len > fresh && utf8_width(candidate.buf) > SCREEN_WIDTH) {
            screen_line(out, line.buf);
            sb_reset(&line);
            sb_adds(&line, indent);
            fresh = line.len;
            sb_add(&line, p, word);
        } else {
            sb_reset(&line);
            sb_add(&line, candidate.buf, candidate.len);
        }
        p += word;
        p += strspn(p, " ");
    }
    screen_line(out, line.buf);
    sb_release(&candidate);
    sb_release(&line);
    sb_release(&painted);
}

void screen_bar_colored(strbuf *out, int value, int max, int width, term_color color)
{
    int full = max > 0 ? (value * width + max / 2) / max : 0;
    if (value > 0 && full == 0)
        full = 1;
    if (full > width)
        full = width;
    char cells[64];
    int n = width < (int)sizeof cells - 1 ? width : (int)sizeof cells - 1;
    for (int i = 0; i < n; i++)
        cells[i] = i < full ? '#' : '-';
    cells[n] = '\0';
    sb_addc(out, '[');
    term_paint(out, color, cells);
    sb_addc(out, ']');
}

void screen_bar(strbuf *out, int value, int max, int width)
{
    screen_bar_colored(out, value, max, width, term_life_color(value, max));
}

static const char *item_glyph(const floor_item *it)
{
    if (!it->item)
        return "$";
    switch (it->item->kind) {
    case ITEM_WEAPON:
        return ")";
    case ITEM_ARMOUR:
        return "[";
    default:
        return "!";
    }
}

static const char *terrain_glyph(const cell *cl)
{
    switch (cl->terrain) {
    case TERRAIN_WALL:
        return "#";
    case TERRAIN_DOOR:
        return "+";
    case TERRAIN_OPEN_DOOR:
        return "'";
    case TERRAIN_STAIRS:
        return ">";
    case TERRAIN_FLOOR:
        return cl->decor == ',' ? "," : ".";
    default:
        return " ";
    }
}

/* What stands on a cell, top layer first: hero, monster, item, corpse,
 * blood, a known trap, the terrain. */
static const char *cell_glyph(const game *g, int x, int y)
{
    const level *lv = &g->level;
    if (!level_contains(lv, x, y))
        return " ";
    const cell *cl = level_cell(lv, x, y);
    if (!cl->seen)
        return " ";
    if (cl->visible) {
        if (g->hero.f.x == x && g->hero.f.y == y)
            return "@";
        const monster *m = monster_at(g, x, y);
        if (m)
            return m->def->glyph;
        long i = level_item_at(lv, x, y);
        if (i >= 0)
            return item_glyph(&lv->items[i]);
    }
    if (cl->corpse)
        return "%";
    if (cl->trap && cl->trap_known)
        return cl->trap->h.id;
    return terrain_glyph(cl);
}

static int view_origin(int centre, int size, int view)
{
    if (size <= view)
        return 0;
    int origin = centre - view / 2;
    if (origin < 0)
        origin = 0;
    if (origin > size - view)
        origin = size - view;
    return origin;
}

/* Whether a monster of the same kind and sleep as monster i, in view, comes
 * before it: the sidebar counts them on one line. */
static bool seen_before(const game *g, size_t i)
{
    const monster *m = g->monsters[i];
    for (size_t j = 0; j < i; j++) {
        const monster *o = g->monsters[j];
        if (o->in_view && o->def == m->def && o->asleep == m->asleep)
            return true;
    }
    return false;
}

/* "wolf leader (asleep)", "two wolves": monster i and those like it. */
static void add_group(const game *g, size_t i, strbuf *line)
{
    const monster *m = g->monsters[i];
    tally group;
    tally_init(&group);
    for (size_t j = i; j < g->monster_count; j++) {
        const monster *o = g->monsters[j];
        if (o->in_view && o->def == m->def && o->asleep == m->asleep) {
            bt_name name = cr_name(o->f.body);
            tally_add(&group, &name);
        }
    }
    tpl_arg args[] = { TPL_STR("glyph", m->def->glyph), TPL_LIST("list", &group) };
    /* TRANSLATORS: sleeping monsters in the sidebar list, as in "L wolf
       leader (asleep)" or "w two wolves (asleep)"; {glyph} is their sign on
       the map; {list} has a gender and a number
       ("{list?pl:dormidos|{list?f:dormida|dormido}}"). */
    tpl_render(line, m->asleep ? _("{glyph} {list:bare} (asleep)") : "{glyph} {list:bare}",
               args, 2);
    tally_release(&group);
}

/* The sidebar beside the map: area, level, what is around. */
static void sidebar(const game *g, strbuf *lines, size_t count)
{
    const hero *h = &g->hero;
    const char *area = level_area_name(&g->level, h->f.x, h->f.y);
    if (area) {
        bt_name name = { area, false, 0, NULL };
        name_render(&lines[0], &name, "bare");
    }
    tpl_arg args[] = { TPL_INT("depth", g->level.depth),
                       TPL_INT("levels", (long)g->data->level_count) };
    tpl_render(&lines[1], _("Level {depth} of {levels}"), args, 2);
    size_t row = 3;
    for (size_t i = 0; i < g->monster_count && row < count; i++) {
        const monster *m = g->monsters[i];
        if (!m->in_view || seen_before(g, i))
            continue;
        if (row == 3)
            sb_adds(&lines[row++], _("Around you:"));
        add_group(g, i, &lines[row]);
        row++;
    }
}

static void map_rows(const game *g, strbuf *out)
{
    const hero *h = &g->hero;
    int ox = view_origin(h->f.x, g->level.width, VIEW_WIDTH);
    int oy = view_origin(h->f.y, g->level.height, VIEW_HEIGHT);
    strbuf side[VIEW_HEIGHT], row;
    for (int i = 0; i < VIEW_HEIGHT; i++)
        sb_init(&side[i]);
    sb_init(&row);
    sidebar(g, side, VIEW_HEIGHT);
    for (int y = 0; y < VIEW_HEIGHT; y++) {
        sb_reset(&row);
        for (int x = 0; x < VIEW_WIDTH; x++)
            sb_adds(&row, cell_glyph(g, ox + x, oy + y));
        if (side[y].len) {
            sb_addc(&row, ' ');
            sb_adds(&row, side[y].buf);
        } else {
            while (row.len && row.buf[row.len - 1] == ' ')
                sb_truncate(&row, row.len - 1);
        }
        screen_line(out, row.buf);
        sb_release(&side[y]);
    }
    sb_release(&row);
}

void screen_labels(strbuf *out, const bt_creature *c)
{
    strbuf labels;
    sb_init(&labels);
    fx_labels(&labels, c);
    term_paint(out, TERM_MAGENTA, labels.buf);
    sb_release(&labels);
}

void screen_hero_line(const game *g, strbuf *out)
{
    const hero *h = &g->hero;
    bt_name name = cr_name(h->f.body), cls = hero_class_name(h);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_NAME("class", &cls),
                       TPL_INT("level", h->level), TPL_INT("xp", h->xp),
                       TPL_INT("next", hero_xp_needed(h)), TPL_INT("gold", h->gold) };
    /* TRANSLATORS: the hero line under the map, as in
       "Iva, barbarian lvl 1  XP 19/20  gold 12"; {class} is the class in the
       form for the hero's gender. */
    tpl_render(out, _("{name}, {class:bare} lvl {level}  XP {xp}/{next}  gold {gold}"), args,
               6);
}

void screen_bars(const game *g, strbuf *out)
{
    const fighter *f = &g->hero.f;
    /* TRANSLATORS: the label of the life bar; one or two letters. */
    sb_addf(out, "%s ", P_("bar", "HP"));
    screen_bar(out, f->body->life, f->body->max_life, 12);
    sb_addf(out, " %d/%d   ", f->body->life, f->body->max_life);
    /* TRANSLATORS: the label of the mana bar; one or two letters. */
    sb_addf(out, "%s ", P_("bar", "MP"));
    screen_bar_colored(out, f->mana, f->max_mana, 8, TERM_BLUE);
    sb_addf(out, " %d/%d", f->mana, f->max_mana);
}

void screen_map(game *g, strbuf *out)
{
    strbuf line;
    sb_init(&line);
    map_rows(g, out);
    screen_hero_line(g, &line);
    screen_line(out, line.buf);
    sb_reset(&line);
    screen_bars(g, &line);
    screen_line(out, line.buf);
    if (g->hero.f.body->effect_count) {
        sb_reset(&line);
        screen_labels(&line, g->hero.f.body);
        screen_line(out, line.buf);
    }
    if (g->quest) {
        sb_reset(&line);
        bt_name title = content_name("quest", g->quest->title);
        tpl_arg args[] = { TPL_NAME("title", &title),
                           TPL_STR("goal", content_text("quest goal", g->quest->goal)) };
        /* TRANSLATORS: the active quest under the hero's bars. */
        tpl_render(&line, _("\"{title:bare}\": {goal}"), args, 2);
        screen_line(out, line.buf);
    }
    size_t first = g->log.count > MESSAGE_LINES ? g->log.count - MESSAGE_LINES : 0;
    for (size_t i = first; i < g->log.count; i++)
        screen_wrapped(out, "", g->log.lines[i], "  ");
    sb_release(&line);
}

void screen_print(game *g, const strbuf *screen)
{
    frame_write(g, screen->buf);
    fflush(g->console->out);
}
