/* minimal.c - the yardstick for bloodtrail's start-up: the least a C program
 * must do to say one line in the player's language with gettext.
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

int main(void)
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
    return 0;
}
