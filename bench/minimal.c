/* SPDX-License-Identifier: GPL-3.0-or-later */
/* minimal.c - the yardstick for bloodtrail's start-up: the least a C program
 * must do to say one line in the player's language with gettext; with
 * --prompt, then to show a prompt and wait for a line (the yardstick of the
 * first map on a terminal).
 *
 * It binds the same text domain to the same catalogs as bloodtrail run from
 * the build tree, and picks the language the same way where the system has
 * no locale for it (as on a machine with only C and C.UTF-8): a UTF-8 locale
 * every system has, with LANGUAGE naming the catalog.
 */
#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (!setlocale(LC_ALL, "")) {
        const char *lang = getenv("LANG");
        setlocale(LC_ALL, "C.UTF-8");
        if (lang && *lang)
            setenv("LANGUAGE", lang, 1);
    }
    bindtextdomain(PACKAGE, BT_BUILD_DIR "/locale");
    bind_textdomain_codeset(PACKAGE, "UTF-8");
    textdomain(PACKAGE);
    puts(gettext("Lab commands (one per line):"));
    if (argc > 1 && strcmp(argv[1], "--prompt") == 0) {
        fputs("> ", stdout);
        fflush(stdout);
        char line[256];
        if (!fgets(line, sizeof line, stdin))
            return 0;
    }
    return 0;
}
