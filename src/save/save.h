/* SPDX-License-Identifier: GPL-3.0-or-later */
/* save.h - saved games: a versioned text file, written atomically (a
 * temporary file beside it, flushed to disk, renamed over it), and read back
 * with every field and bound checked. A file that fails any check is refused
 * whole and left exactly as it was; a save that cannot be written leaves the
 * previous one as it was.
 *
 * The format is documented in doc/save-format.md; where a save is kept, in
 * save/slot.h.
 */
#ifndef BT_SAVE_H
#define BT_SAVE_H

#include <stdbool.h>

#include "game/game.h"
#include "save/slot.h"
#include "util/strbuf.h"

#define SAVE_FORMAT 2
/* The oldest format still read: 1, a game of the classic dungeon. */
#define SAVE_FORMAT_OLDEST 1
/* The largest save either side handles: the writer refuses to write more. */
#define SAVE_MAX_BYTES (16 << 20)

/* Writes g to the slot's file; false with a translated reason in error.
 * The temporary file is ".NAME.tmp-XXXXXX" beside it, created anew
 * (O_EXCL, O_NOFOLLOW); those a killed game left are removed first. */
bool save_write(const game *g, const save_slot *slot, strbuf *error);

/* Appends the text save_write would write for g to out, without writing
 * it anywhere: a snapshot the watchdog (plugin/watchdog.h) writes when a
 * plugin hangs, taken before every command. The levels left behind are
 * written once and their text kept (level_store.text in game/game.h), as
 * they do not change until the hero comes back: a snapshot costs the level
 * being played, not the ten (make bench, "the watchdog a command").
 * save_write writes everything anew. */
void save_render(const game *g, strbuf *out);

/* Reads the slot's file into g, which game_init set up without a hero. A
 * fight that was going on comes back as g->fight, at the hero's choice.
 * false with a translated reason in error, and then g is as it was. */
bool save_read(game *g, const save_slot *slot, strbuf *error);

#endif
