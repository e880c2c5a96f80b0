/* SPDX-License-Identifier: GPL-3.0-or-later */
/* privilege.h - bloodtrail installed set-user-ID or set-group-ID: the extra
 * privilege is given up before anything is read, and the game then refuses
 * to run (see privilege.c for why). */
#ifndef BT_PRIVILEGE_H
#define BT_PRIVILEGE_H

#include <stdbool.h>

typedef enum privilege_state {
    PRIVILEGE_NONE,     /* started with the user's own IDs */
    PRIVILEGE_DROPPED,  /* was set-ID: now runs with the real IDs, for good */
    PRIVILEGE_KEPT      /* a secure start (file capabilities) it cannot undo */
} privilege_state;

/* Called first in main, before the environment, catalogs, content or
 * plugins are read: sets the effective and saved user and group IDs to the
 * real ones when they differ. */
privilege_state privilege_drop(void);

#endif
