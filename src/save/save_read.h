/* SPDX-License-Identifier: GPL-3.0-or-later */
/* save_read.h - what the writer and the reader of saves share: the cell
 * encoding and the checksum. */
#ifndef BT_SAVE_READ_H
#define BT_SAVE_READ_H

#include <stddef.h>
#include <stdint.h>

#include "world/level.h"

/* Terrain as one character: # wall, . floor, + door, ' open door, > stairs,
 * ~ rock. */
char save_terrain_char(int kind);
/* A cell's remembered flags as one hexadecimal digit: 1 seen, 2 corpse,
 * 4 trap known. */
char save_flags_char(const cell *cl);
/* FNV-1a over len bytes. */
uint32_t save_checksum(const char *text, size_t len);

#endif
