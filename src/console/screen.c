/* SPDX-License-Identifier: GPL-3.0-or-later */
/* screen.c - the text screens. */
#include "config.h"

#include "console/screen.h"

#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "console/term.h"
#include "engine/effect.h"
#include "game/hero.h"
#include "game/glyph.h"
#include "game/monster.h"
#include "text/i18n.h"
#include "util/utf8.h"
#include "util/xalloc.h"

int screen_width(void)
{
    int columns, rows;
    term_size(&columns, &rows);
    return columns;
}

void screen_line(strbuf *out, const char *line)
{
    size_t width = 0, most = (size_t)screen_width();
    const char *p = line;
    while (*p) {
        unsigned char c = (unsigned char)*p;
        if (c >= 0x20 && c < 0x7f) {
            if (width >= most)
                break;
            width++;                      /* printable ASCII: one column, no call */
            p++;
            continue;
        }
        size_t escape = utf8_escape_length(p);
        if (escape) {
            p += escape;                  /* colours are kept whole and take no column */
            continue;
        }
        size_t len, w = utf8_char_width(p, &len);
        if (width + w > most)
            break;
        width += w;
        p += len;
    }
    sb_add(out, line, (size_t)(p - line));
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
    /* Words are apart by spaces, which no character or colour holds: the
     * width of a line is the sum of its words' and spaces'. */
    strbuf line;
    sb_init(&line);
    sb_adds(&line, first);
    size_t fresh = line.len;          /* up to here the line holds no word */
    size_t width = utf8_width(first), most = (size_t)screen_width();
    const char *p = text + strspn(text, " ");
    while (*p) {
        if (*p == '\n') {
            /* A translation's own line break: the next line starts afresh
             * (its width was counted on the line before it). */
            screen_line(out, line.buf);
            sb_reset(&line);
            sb_adds(&line, indent);
            fresh = line.len;
            width = utf8_width(indent);
            p++;
            p += strspn(p, " ");
            continue;
        }
        size_t word = strcspn(p, " \n"), word_width = utf8_width_n(p, word);
        bool spaced = line.len > fresh;
        if (spaced && width + 1 + word_width > most) {
            screen_line(out, line.buf);
            sb_reset(&line);
            sb_adds(&line, indent);
            fresh = line.len;
            width = utf8_width(indent);
        } else if (spaced) {
            sb_addc(&line, ' ');
            width++;
        }
        sb_add(&line, p, word);
        width += word_width;
        p += word;
        p += strspn(p, " ");
    }
    screen_line(out, line.buf);
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

/* The colour of what a cell shows on the map, or -1 for none. */
static int glyph_color(glyph_kind kind)
{
    static const int colors[] = {
        [GLYPH_NONE] = -1, [GLYPH_HERO] = TERM_BOLD, [GLYPH_MONSTER] = TERM_RED,
        [GLYPH_MONSTER_ASLEEP] = TERM_YELLOW, [GLYPH_GOLD] = TERM_YELLOW, [GLYPH_ITEM] = TERM_CYAN,
        [GLYPH_JEWEL] = TERM_YELLOW,
        [GLYPH_CORPSE] = -1, [GLYPH_TRAP] = TERM_MAGENTA, [GLYPH_FIRE] = TERM_YELLOW,
        [GLYPH_SHRINE] = TERM_YELLOW, [GLYPH_WALL] = -1, [GLYPH_DOOR] = TERM_YELLOW,
        [GLYPH_STAIRS] = TERM_BOLD, [GLYPH_BLOOD] = TERM_RED, [GLYPH_MARK] = TERM_BLUE,
        [GLYPH_FLOOR] = -1,
    };
    return colors[kind];
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

/* The view's origin on one axis: the hero as near the middle as the level
 * allows, moved so that lo..hi (the hero and every monster in view) lie
 * inside when they can. */
static int fit_origin(int centre, int lo, int hi, int size, int view)
{
    int origin = view_origin(centre, size, view);
    if (size <= view)
        return origin;
    if (lo < origin)
        origin = lo;
    if (hi > origin + view - 1)
        origin = hi - view + 1;
    return origin < 0 ? 0 : origin > size - view ? size - view : origin;
}

typedef struct view {
    int x, y;                    /* the level's cell at the view's top left */
    int width, height;
} view;

/* The part of the level the map shows: as large as the terminal allows (40
 * by 13 at 80 by 24), following the hero, and taking in every monster the
 * sidebar lists: a view too small for them all grows for this screen. */
static view choose_view(const game *g)
{
    int columns, rows;
    term_size(&columns, &rows);
    view v = { 0, 0, columns - SIDEBAR_WIDTH - 1, rows - SCREEN_OTHER_ROWS };
    int hx = g->hero.f.x, hy = g->hero.f.y, x1 = hx, x2 = hx, y1 = hy, y2 = hy;
    for (size_t i = 0; i < g->monster_count; i++) {
        const monster *m = g->monsters[i];
        if (!m->in_view)
            continue;
        x1 = m->f.x < x1 ? m->f.x : x1;
        x2 = m->f.x > x2 ? m->f.x : x2;
        y1 = m->f.y < y1 ? m->f.y : y1;
        y2 = m->f.y > y2 ? m->f.y : y2;
    }
    if (x2 - x1 + 1 > v.width)
        v.width = x2 - x1 + 1;
    if (y2 - y1 + 1 > v.height)
        v.height = y2 - y1 + 1;
    v.x = fit_origin(hx, x1, x2, g->level.width, v.width);
    v.y = fit_origin(hy, y1, y2, g->level.height, v.height);
    return v;
}

/* One row of the map: its cells in their colours, blanks at the end left
 * out unless the sidebar follows. */
static void add_map_row(const game *g, const view *v, int y, strbuf *row, bool more)
{
    int last = v->width - 1;
    if (!more)
        while (last >= 0 && glyph_at(g, v->x + last, v->y + y).sign[0] == ' ')
            last--;
    for (int x = 0; x <= last; x++) {
        glyph gl = glyph_at(g, v->x + x, v->y + y);
        int color = glyph_color(gl.kind);
        if (color >= 0)
            term_paint(row, (term_color)color, gl.sign);
        else
            sb_adds(row, gl.sign);
    }
}

static void map_rows(const game *g, strbuf *out)
{
    view v = choose_view(g);
    strbuf *side = xcalloc((size_t)v.height, sizeof *side);
    strbuf row;
    for (int i = 0; i < v.height; i++)
        sb_init(&side[i]);
    sb_init(&row);
    sidebar(g, side, (size_t)v.height);
    for (int y = 0; y < v.height; y++) {
        sb_reset(&row);
        add_map_row(g, &v, y, &row, side[y].len > 0);
        if (side[y].len) {
            sb_addc(&row, ' ');
            sb_adds(&row, side[y].buf);
        }
        screen_line(out, row.buf);
        sb_release(&side[y]);
    }
    free(side);
    sb_release(&row);
}

void screen_whole_map(const game *g, strbuf *out)
{
    const level *lv = &g->level;
    int top = lv->height, bottom = -1;
    for (int y = 0; y < lv->height; y++)
        for (int x = 0; x < lv->width; x++)
            if (level_cell(lv, x, y)->seen) {
                top = y < top ? y : top;
                bottom = y;
            }
    view v = { 0, 0, lv->width, lv->height };
    strbuf row;
    sb_init(&row);
    for (int y = top; y <= bottom; y++) {
        sb_reset(&row);
        add_map_row(g, &v, y, &row, false);
        sb_adds(out, row.buf);           /* a file is not cut to a terminal's width */
        sb_addc(out, '\n');
    }
    sb_release(&row);
}

void screen_label(strbuf *out, const bt_effect *fx)
{
    if (fx->turns < SCREEN_LASTING_TURNS) {
        fx_label(out, fx);
        return;
    }
    sb_adds(out, fx_kind_label(fx->kind));
    if (fx->stacks > 1)
        sb_addf(out, "x%d", fx->stacks);
}

void screen_label_list(strbuf *out, const bt_creature *c)
{
    for (size_t i = 0; i < c->effect_count; i++) {
        if (i)
            sb_addc(out, ' ');
        screen_label(out, &c->effects[i].fx);
    }
}

void screen_labels(strbuf *out, const bt_creature *c)
{
    strbuf labels;
    sb_init(&labels);
    screen_label_list(&labels, c);
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
    /* Every line the turn said, however many (a fight's last round): the
     * map scrolls up rather than a message being lost. */
    size_t first = msglog_first_shown(&g->log);
    for (size_t i = first; i < g->log.count; i++)
        screen_wrapped(out, "", g->log.lines[i], "  ");
    sb_release(&line);
}

void screen_print(game *g, const strbuf *screen)
{
    frame_write(g, screen->buf);
    fflush(g->console->out);
}
