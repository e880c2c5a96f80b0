/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame_fight.h - the fight on screen: the combat screen and its menu, and
 * the questions pushed on top of it (which skill, which enemy). */
#ifndef BT_CONSOLE_FRAME_FIGHT_H
#define BT_CONSOLE_FRAME_FIGHT_H

#include "combat/fight.h"

/* Pushes the fight frame when a fight is going on (g->fight: it began, or a
 * save brought it back) and its frame is not on the stack yet. */
void frame_fight_open(game *g);

/* Where the fight stands after the hero acted or answered (the fight frame
 * or a question above it on top): over, it leaves for the map (unless it
 * ended the game); waiting for an answer, the question is asked; else it
 * shows again. */
void frame_fight_after(game *g);

/* Prints the screen of g->fight, its fresh lines, and what below adds
 * under it (may be NULL). */
void frame_fight_print(game *g, void (*below)(game *g, strbuf *out));

/* Pushes the question of the reaction g->fight waits for (react.h). */
void frame_react_push(game *g);

/* Appends the combat screen: header, hero, bars, effects,
 * numbered enemies, the last fresh lines of the round's log (however many:
 * the lines already shown are not repeated), and the menu while the fight
 * is on. */
void frame_fight_screen(const fight *ft, size_t fresh, strbuf *out);

/* Whether word is one of the fight menu's actions (attack, skill, item,
 * flee, or their numbers): the map answers it after a fight instead of
 * walking. */
bool frame_fight_is_action(const char *word);

#endif
