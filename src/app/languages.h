/* SPDX-License-Identifier: GPL-3.0-or-later */
/* languages.h - the languages bloodtrail speaks: English, in which it is
 * written, and each language whose catalog is in the locale folder (so a
 * fifth language is spoken, and listed, once its catalog is there). */
#ifndef BT_LANGUAGES_H
#define BT_LANGUAGES_H

#include <stdbool.h>

#include "util/strbuf.h"

/* Whether code ("de", "de_DE", "de_DE.UTF-8", "C") names a language spoken:
 * English or the C locale, or one with a catalog, itself or without its
 * region (as gettext falls back from de_DE to de). */
bool languages_has(const char *locale_dir, const char *code);
/* Appends the codes spoken, sorted: "bg, de, en, es". */
void languages_list(const char *locale_dir, strbuf *out);

#endif
