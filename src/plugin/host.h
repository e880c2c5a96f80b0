/* host.h - the services bloodtrail hands to effect plugins (bt_host). */
#ifndef BT_HOST_H
#define BT_HOST_H

#include <bloodtrail/effect.h>

#include "plugin/registry.h"

/* The table given to every plugin; it lives for the whole run. */
const bt_host *host_table(void);

/* The kinds host->apply_effect looks ids up in. */
void host_set_registry(const registry *reg);

/* Where host->random draws from; NULL restores the default (rand()). */
void host_set_random(int (*random)(void *state, int bound), void *state);

#endif
