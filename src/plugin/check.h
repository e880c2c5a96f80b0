/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check.h - whether an effect plugin's descriptor is one the host can use:
 * its API version and every field, each rule broken named precisely. */
#ifndef BT_CHECK_H
#define BT_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include <bloodtrail/effect.h>

#include "plugin/refusal.h"

/* Longest id, in bytes (the header says: under 64). */
#define CHECK_ID_MAX 63

/* Checks the API version, then every field the descriptor's minor version
 * has; false with the first problem in why. */
bool check_descriptor(const bt_effect_kind *kind, refusal *why);

/* The rules of check_descriptor that concern what the host reads of a kind
 * without a test of its own: the version, the id (a key), the text domain
 * (part of a file name), the enumerations and numbers (indexes and sizes),
 * and the texts every kind has (name, label). Not the other texts: not
 * whether they are clean, short enough or well-formed templates. The plugin
 * cache checks a record this much (plugin/info.h says why). */
bool check_descriptor_shape(const bt_effect_kind *kind);

/* How much of a descriptor a plugin built for this minor version has (the
 * fields are only ever appended). */
size_t check_descriptor_size(unsigned minor);

/* Whether the descriptor's symbol, size bytes long as the plugin's linker
 * recorded it (0: unknown), holds every field its version has: one built
 * against an older header of the same version does not, and the host must
 * not read past it. The version itself is check_descriptor's to judge. */
bool check_size(const bt_effect_kind *kind, size_t size, refusal *why);

/* Whether text is UTF-8 a player can be shown: no control characters, no
 * bidirectional overrides. */
bool check_is_clean_text(const char *text);

#endif
