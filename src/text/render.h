/* SPDX-License-Identifier: GPL-3.0-or-later */
/* render.h - a catalog rendered whole, for its translator: every message
 * with every branch of its selections taken.
 *
 * A grammar-carrying catalog shows a translator a template; the game shows
 * a player one of its variants, chosen by a heroine or a hero, one wolf or
 * two, a feminine or a masculine creature. The rendering writes, for each
 * message of a catalog in its order, the original and every distinct line
 * its translation gives with the game's sample names: the heroine and the
 * hero (the catalog's "hero name"), a creature, an item, a skill and an
 * effect of each gender the catalog has, lists of one, of two of a kind and
 * of three kinds, and the counts 1, 2, 5 and 21. Each varies alone while
 * the others keep their first sample, so every branch of every selection is
 * taken. A name of the catalog is shown in every form its messages ask for.
 * Two renderings diffed show what a change of the catalog did.
 */
#ifndef BT_RENDER_H
#define BT_RENDER_H

#include <stdbool.h>
#include <stdio.h>

#include "util/strbuf.h"

/* Renders the catalog of language lang (the .mo under localedir, or po_path
 * compiled by msgfmt into a folder of its own when it is not NULL) to out.
 * On a problem returns false with a translated sentence in error. */
bool render_catalog(const char *lang, const char *po_path, const char *localedir, FILE *out,
                    strbuf *error);

#endif
