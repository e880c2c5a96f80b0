/* SPDX-License-Identifier: GPL-3.0-or-later */
/* story.h - the end of a game told (item 8 of the console): how it ended
 * (the cause of death, or the victory), the hero as it stood, its effects,
 * the kills by kind, the statistics and the last messages, in the player's
 * language; on screen, and as a character dump file beside the save. */
#ifndef BT_CONSOLE_STORY_H
#define BT_CONSOLE_STORY_H

#include <stdbool.h>
#include <stddef.h>

#include "game/game.h"
#include "util/strbuf.h"

/* The last messages the end screen shows; the dump file has more. */
#define STORY_SCREEN_MESSAGES 10
#define STORY_DUMP_MESSAGES 50

/* Appends the story, with the last messages of the history. */
void story_add(strbuf *out, const game *g, size_t messages);

/* The game's score: the experience of every kill, the gold found, 100 a
 * level below the first, and 1000 for the victory. */
long story_score(const game *g);

/* Where the dump of this game goes: beside the save, named by the hero and
 * the seed ("morgue-Iva-42.txt"); false when the game has no save. */
bool story_dump_path(const game *g, strbuf *path);
/* Writes the dump (a title, the date, the story); false with errno set. */
bool story_write_dump(const game *g, const char *path);

#endif
