/* SPDX-License-Identifier: GPL-3.0-or-later */
/* screen.h - the text screens: the map with its sidebar, the hero's lines,
 * the quest and the messages. They take the terminal's size
 * (80 by 24 at least, and without a terminal): every line fits its width,
 * and the map grows with it. */
#ifndef BT_SCREEN_H
#define BT_SCREEN_H

#include "game/game.h"
#include "console/term.h"
#include "util/strbuf.h"

/* The sidebar's columns beside the map. */
#define SIDEBAR_WIDTH 39
/* The rows a screen keeps for what is not the map: the hero's two lines,
 * effects, the quest, six lines of messages and the prompt (a turn that says
 * more prints them all, and the map scrolls up). */
#define SCREEN_OTHER_ROWS 11

/* The width every line fits, now. */
int screen_width(void);

/* Appends the whole map screen. */
void screen_map(game *g, strbuf *out);
/* Appends "name, class lvl N  XP a/b  gold g". */
void screen_hero_line(const game *g, strbuf *out);
/* Appends the life and mana bars of the hero. */
void screen_bars(const game *g, strbuf *out);
/* Appends a bar of width cells for value out of max: "[#####---]", in the
 * colour of its share of life on a terminal. */
void screen_bar(strbuf *out, int value, int max, int width);
/* The same in a given colour (mana is blue). */
void screen_bar_colored(strbuf *out, int value, int max, int width, term_color color);
/* An effect of this many turns or more lasts to the end of the fight (the
 * Warden's fury, 999): its label shows no count. */
#define SCREEN_LASTING_TURNS 900

/* Appends an effect's label as the screens show it: "bldx3:2", "fury". */
/* Appends every row of the level the hero has seen, as the map shows it
 * (no sidebar, the whole width), for the character dump. */
void screen_whole_map(const game *g, strbuf *out);
void screen_label(strbuf *out, const bt_effect *fx);
/* Appends a creature's effect labels ("bldx3:2 psn:1"), plain. */
void screen_label_list(strbuf *out, const bt_creature *c);
/* The same, coloured. */
void screen_labels(strbuf *out, const bt_creature *c);
/* Appends line, cut to screen_width() columns, and a newline. */
void screen_line(strbuf *out, const char *line);
/* Appends text word-wrapped at screen_width() columns: the first line starts
 * with first, the lines after it with indent. A "\n" in text (a translation
 * may break a line) ends a line there. */
void screen_wrapped(strbuf *out, const char *first, const char *text, const char *indent);
/* Writes the screen to the game's output. */
void screen_print(game *g, const strbuf *screen);

#endif
