/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hero.h - the player's hero: class, level and experience, gold, the pack
 * and what is worn. */
#ifndef BT_HERO_H
#define BT_HERO_H

#include "game/game.h"

/* The bounds of a hero: the game never takes it past them, and a save that
 * holds more is refused, so every save written is read back. */
#define HERO_MAX_LEVEL 99
#define HERO_MAX_XP 1000000        /* the experience kept towards the next level */
#define HERO_MAX_LIFE 9999
#define HERO_MAX_MANA 9999
#define HERO_MAX_STAT 999          /* base strength, defense and agility */
#define HERO_MAX_GOLD 1000000000

/* A level-1 hero of class cls (its weapon, armour, items and skills),
 * named name, female or not; from now on every message may name it as
 * {hero}. */
void hero_init(hero *h, const content *data, const class_def *cls, const char *name,
               bool female);
/* The hero's class as sentences name it: in the form for the hero's gender. */
bt_name hero_class_name(const hero *h);
void hero_release(hero *h);

/* Wields a weapon or wears armour, a ring or an amulet (not from the pack:
 * a save restores it); what everything worn adds is summed again. */
void hero_wear(hero *h, const item_def *item);
/* Takes off what is worn of kind (not the weapon: a hero always has one). */
void hero_take_off(hero *h, int kind);
/* The slot of what is worn of kind (weapon, armour, ring, amulet), or
 * NULL for a kind nobody wears. */
const item_def **hero_slot(hero *h, int kind);
/* Wields or wears the item of the pack's slot index (a worn kind);
 * what was worn goes back to the pack. */
void hero_equip(hero *h, size_t index);

/* Experience needed for the next level. */
int hero_xp_needed(const hero *h);
/* Adds experience; says and applies each level gained, up to
 * HERO_MAX_LEVEL (then it is kept up to HERO_MAX_XP). */
void hero_gain_xp(hero *h, int xp, msglog *log);

#endif
