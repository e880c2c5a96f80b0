/* frame_fight.h - the fight on screen: the combat screen and its menu, and
 * the questions pushed on top of it (which skill, which enemy). */
#ifndef BT_CONSOLE_FRAME_FIGHT_H
#define BT_CONSOLE_FRAME_FIGHT_H

#include "combat/fight.h"

/* Pushes the fight's frame (it takes ft) and plays until the hero is to
 * choose; a fight that ends before that pops again at once. */
void frame_fight_open(game *g, fight *ft);

/* The fight going on (its frame is on the stack), or NULL. */
fight *frame_fight_current(const game *g);
/* Pushes the frame of a fight restored from a save, at the hero's choice. */
void frame_fight_resume(game *g, fight *ft);

/* Appends the combat screen of seed 000: header, hero, bars, effects,
 * numbered enemies, the log's last lines, and the menu while the fight is
 * on. */
void frame_fight_screen(const fight *ft, strbuf *out);

#endif
