/* SPDX-License-Identifier: GPL-3.0-or-later */
/* probe.h - trying plugin files where a crash cannot hurt: in a child process.
 *
 * As GStreamer's plugin scanner does, the files are opened, checked and
 * initialised one after another in a forked child that writes what it finds
 * to a pipe. A file whose loading or init crashes, aborts, exits or hangs
 * ends that child; the parent names the file in its verdict and goes on with
 * the next file in a new child. Nothing a plugin does there reaches the game.
 *
 * probe_open and probe_init are the steps themselves, which the host also
 * runs in its own process when it opens a file that passed.
 */
#ifndef BT_PROBE_H
#define BT_PROBE_H

#include <stdbool.h>
#include <stddef.h>

#include <bloodtrail/effect.h>

#include "plugin/info.h"
#include "plugin/refusal.h"

/* A child that says nothing for this long is hung. */
#define PROBE_SECONDS 10

/* Opens path and checks its descriptor, without init: the descriptor (and
 * *handle, to dlclose) on success, else NULL with the reason in why. */
const bt_effect_kind *probe_open(const char *path, void **handle, refusal *why);
/* Runs the kind's init (if any) with the host's table; false with the
 * reason in why when init refuses. */
bool probe_init(const bt_effect_kind *kind, refusal *why);

/* Probes each file: fills infos[i]'s verdict and descriptor data (path and
 * key are the caller's). */
void probe_files(plugin_info *const *infos, size_t count);
/* The same for one file this process trusts (bloodtrail's own plugins), in
 * this process: no child to start, nothing it could guard against. */
void probe_trusted(plugin_info *info);

#endif
