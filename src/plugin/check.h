/* check.h - whether an effect plugin's descriptor is one the host can use:
 * its API version and every field, each rule broken named precisely. */
#ifndef BT_CHECK_H
#define BT_CHECK_H

#include <stdbool.h>

#include <bloodtrail/effect.h>

#include "plugin/refusal.h"

/* Longest id, in bytes (the header says: under 64). */
#define CHECK_ID_MAX 63

/* Checks the API version, then every field the descriptor's minor version
 * has; false with the first problem in why. */
bool check_descriptor(const bt_effect_kind *kind, refusal *why);

/* Whether text is UTF-8 a player can be shown: no control characters, no
 * bidirectional overrides. */
bool check_is_clean_text(const char *text);

#endif
