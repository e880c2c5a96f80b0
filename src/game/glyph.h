/* SPDX-License-Identifier: GPL-3.0-or-later */
/* glyph.h - what the hero sees on a cell of the map, as the map shows it:
 * its sign and what kind of thing that is (a front end picks a colour or a
 * word for it: the console paints, the event stream sends the sign). */
#ifndef BT_GLYPH_H
#define BT_GLYPH_H

#include "game/game.h"

typedef enum glyph_kind {
    GLYPH_NONE,              /* never seen, or nothing: a space */
    GLYPH_HERO,
    GLYPH_MONSTER,           /* awake, in sight */
    GLYPH_MONSTER_ASLEEP,
    GLYPH_GOLD,
    GLYPH_ITEM,
    GLYPH_JEWEL,             /* a ring or an amulet */
    GLYPH_CORPSE,
    GLYPH_TRAP,              /* a trap the hero found */
    GLYPH_FIRE,              /* a trap anyone sees: a fire */
    GLYPH_SHRINE,
    GLYPH_WALL,
    GLYPH_DOOR,              /* closed or open */
    GLYPH_STAIRS,
    GLYPH_BLOOD,
    GLYPH_MARK,              /* what an effect left on the floor */
    GLYPH_FLOOR
} glyph_kind;

typedef struct glyph {
    const char *sign;        /* one character (UTF-8); static or the content's */
    glyph_kind kind;
} glyph;

/* What stands on the cell (x, y), top layer first: the hero, a monster, a
 * thing (in sight, or remembered), a corpse, a known trap, a shrine, then
 * the terrain with its blood or mark. */
glyph glyph_at(const game *g, int x, int y);

#endif
