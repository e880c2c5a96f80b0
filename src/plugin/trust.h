/* SPDX-License-Identifier: GPL-3.0-or-later */
/* trust.h - whether a plugin file may be loaded at all: only what nobody but
 * the player (and root) could have put there, as OpenSSH's StrictModes
 * judges a key file.
 *
 * The file (after every link is resolved) and each folder above it up to
 * "/" must belong to the player or to root and must not be writable by
 * others, nor by a group, but the player's own private group (a group of
 * the player's name with no other member, as Debian makes for each user;
 * with umask 002 everything the player makes is group-writable). A folder
 * anyone may write to is refused anywhere above the plugin, unless it is
 * sticky (/tmp: there each may remove or rename only their own files); the
 * plugin's own folder may not be writable by others even so, for anyone
 * could add a plugin beside it.
 */
#ifndef BT_TRUST_H
#define BT_TRUST_H

#include <stdbool.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "plugin/refusal.h"

/* Whether the folder real (resolved: realpath) may hold plugins: itself and
 * every folder above it, judged against player (the effective user). False
 * with the first problem in why (its value the folder at fault). known
 * holds what stat said of real and of the folders above it, as far as the
 * caller has them (known_count of them, real's first); the others are
 * stated here. */
bool trust_folder(const char *real, const struct stat *known, size_t known_count, uid_t player,
                  refusal *why);

/* Whether the file path may be loaded: the file it resolves to, and its
 * folders when they are not folder_real (the folder already trusted, or
 * NULL); lst is what lstat said of path (the caller has it already), and
 * player the effective user (geteuid: asked once for all the files of a
 * walk, not once a file). False with the first problem in why. */
bool trust_file(const char *path, const struct stat *lst, const char *folder_real, uid_t player,
                refusal *why);

#endif
