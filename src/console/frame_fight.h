/* frame_fight.h - the fight on screen: the combat screen and its menu, and
 * the questions pushed on top of it (which skill, which enemy). */
#ifndef BT_CONSOLE_FRAME_FIGHT_H
#define BT_CONSOLE_FRAME_FIGHT_H

#include "combat/fight.h"

/* Pushes the fight frame when a fight is going on (g->fight: it began, or a
 * save brought it back) and its frame is not on the stack yet. */
void frame_fight_open(game *g);

/* Appends the combat screen of seed 000: header, hero, bars, effects,
 * numbered enemies, the log's last lines, and the menu while the fight is
 * on. */
void frame_fight_screen(const fight *ft, strbuf *out);

#endif
