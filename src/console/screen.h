/* screen.h - the text screens: the map with its sidebar, the hero's lines,
 * the quest and the messages (SPEC 4). Every line fits 80 columns. */
#ifndef BT_SCREEN_H
#define BT_SCREEN_H

#include "game/game.h"
#include "console/term.h"
#include "util/strbuf.h"

#define SCREEN_WIDTH 80
#define VIEW_WIDTH 40
#define VIEW_HEIGHT 13

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
/* Appends a creature's effect labels ("bldx3:2 psn:1"), coloured. */
void screen_labels(strbuf *out, const bt_creature *c);
/* Appends line, cut to SCREEN_WIDTH columns, and a newline. */
void screen_line(strbuf *out, const char *line);
/* Appends text word-wrapped at SCREEN_WIDTH columns: the first line starts
 * with first, the lines after it with indent. */
void screen_wrapped(strbuf *out, const char *first, const char *text, const char *indent);
/* Writes the screen to the game's output. */
void screen_print(game *g, const strbuf *screen);

#endif
