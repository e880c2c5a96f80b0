/* save.h - saved games: a versioned text file, written atomically (a
 * temporary file beside it, flushed to disk, renamed over it), and read back
 * with every field and bound checked. A file that fails any check is refused
 * whole and left exactly as it was.
 *
 * The format is documented in doc/save-format.md.
 */
#ifndef BT_SAVE_H
#define BT_SAVE_H

#include <stdbool.h>

#include "game/game.h"
#include "util/strbuf.h"

#define SAVE_FORMAT 1

/* Writes g to path; false with a translated reason in error. */
bool save_write(const game *g, const char *path, strbuf *error);

/* Reads path into g, which game_init set up without a hero. A fight that
 * was going on comes back as g->fight, at the hero's choice. false with a
 * translated reason in error, and then g is as it was. */
bool save_read(game *g, const char *path, strbuf *error);

/* Whether a file exists at path (a save to offer). */
bool save_exists(const char *path);

#endif
