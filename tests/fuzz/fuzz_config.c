/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_config.c - the player's settings file (src/app/prefs.c): the input
 * is $XDG_CONFIG_HOME/bloodtrail/config. It is read as a start reads it;
 * then "speech = yes" is stored under [play], as the game's "speech on"
 * does, and the file read again: the promise is that the setting stored
 * reads back, and that no line the first reading understood is lost.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/prefs.h"
#include "harness.h"
#include "util/strbuf.h"

int main(int argc, char **argv)
{
    harness h;
    harness_open(&h, false);
    char *dir = harness_temp_dir("config");
    harness_ready();
    size_t len;
    unsigned char *input = harness_read(argc > 1 ? argv[argc - 1] : NULL, &len);
    strbuf path, error;
    sb_init(&path);
    sb_init(&error);
    sb_addf(&path, "%s/config", dir);
    FILE *f = fopen(path.buf, "wb");
    if (!f || fwrite(input, 1, len, f) != len || fclose(f) != 0)
        abort();
    FILE *quiet = getenv("FUZZ_SHOW") ? stderr : fopen("/dev/null", "w");
    prefs before;
    prefs_init(&before);
    prefs_read(&before, dir, quiet);
    if (prefs_store(path.buf, "play", "speech", "yes", &error)) {
        prefs after;
        prefs_init(&after);
        prefs_read(&after, dir, quiet);
        if (!after.speech || after.binding_count < before.binding_count ||
            after.disabled_plugin_count < before.disabled_plugin_count ||
            after.disabled_mod_count < before.disabled_mod_count) {
            fprintf(stderr, "fuzz-config: a setting stored does not read back, or the file "
                            "lost a setting\n");
            abort();
        }
        prefs_release(&after);
    }
    prefs_release(&before);
    if (quiet != stderr)
        fclose(quiet);
    sb_release(&error);
    sb_release(&path);
    free(input);
    if (!harness_under_afl())
        harness_remove_dir(dir);
    free(dir);
    harness_close(&h);
    return 0;
}
