/* SPDX-License-Identifier: GPL-3.0-or-later */
/* legend.h - what the signs of the map and the effect labels mean, for the
 * help: every sign the map draws, the traps and fires of this level by
 * their own signs, and each loaded effect's label ("bld") by its name. */
#ifndef BT_CONSOLE_LEGEND_H
#define BT_CONSOLE_LEGEND_H

#include "game/game.h"
#include "util/strbuf.h"

/* Appends the legend, wrapped to the screen. */
void legend_add(strbuf *out, const game *g);

#endif
