/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_save.c - saves (src/save): read, and when one is accepted, written
 * again and read back, which must give the same file: the writer and the
 * reader agree. The checksum of the input is set right first (a mutated save
 * would almost never get past it otherwise).
 *
 *   fuzz-save FILE          one save, as above
 *   fuzz-save --check FILE...  reads each save as it is (no checksum set);
 *                              exits 1 naming those that are refused
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "save/save.h"
#include "save/save_read.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

/* Replaces the last line "checksum ..." with the right one for the text
 * before it (or adds one). */
static void resign(strbuf *text, const unsigned char *input, size_t len)
{
    size_t keep = len;
    while (keep && input[keep - 1] == '\n')
        keep--;
    while (keep && input[keep - 1] != '\n')
        keep--;
    if (len - keep < 9 || memcmp(input + keep, "checksum ", 9) != 0)
        keep = len;
    sb_add(text, (const char *)input, keep);
    if (keep && input[keep - 1] != '\n')
        sb_addc(text, '\n');
    sb_addf(text, "checksum %08x\n", save_checksum(text->buf, text->len));
}

static void write_file(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(text, 1, len, f) != len || fclose(f) != 0)
        abort();
}

/* Reads the save at path into a new game, as the start of a game would;
 * unload frees the game whatever came of it. */
static bool load(game *g, const harness *h, const char *path, strbuf *error)
{
    game_init(g, &h->data, h->kinds, 0);
    save_slot slot;
    if (slot_open(&slot, path, NULL, false, error) != SLOT_OPEN)
        return false;
    bool ok = save_read(g, &slot, error);
    slot_close(&slot);
    return ok;
}

static void unload(game *g)
{
    game_release(g);
}

/* Writes g into path and returns the text written (the caller frees it). */
static char *store(const game *g, const char *path, size_t *len)
{
    save_slot slot;
    strbuf error;
    sb_init(&error);
    if (slot_open(&slot, path, NULL, false, &error) != SLOT_OPEN || !save_write(g, &slot, &error)) {
        fprintf(stderr, "fuzz-save: a save that was read cannot be written: %s\n", error.buf);
        abort();
    }
    slot_close(&slot);
    sb_release(&error);
    return (char *)harness_read(path, len);
}

/* The round trip: read, write, read, write; both writes must be equal. */
static void round_trip(const harness *h, const char *dir, const strbuf *text)
{
    char first[4096], second[4096], third[4096];
    snprintf(first, sizeof first, "%s/input.sav", dir);
    snprintf(second, sizeof second, "%s/written.sav", dir);
    snprintf(third, sizeof third, "%s/again.sav", dir);
    write_file(first, text->buf, text->len);
    game g;
    strbuf error;
    sb_init(&error);
    if (!load(&g, h, first, &error)) {
        unload(&g);
        sb_release(&error);
        return;
    }
    size_t len1, len2;
    char *written = store(&g, second, &len1);
    unload(&g);
    if (!load(&g, h, second, &error)) {
        fprintf(stderr, "fuzz-save: a save written cannot be read back: %s\n", error.buf);
        abort();
    }
    char *again = store(&g, third, &len2);
    unload(&g);
    if (len1 != len2 || memcmp(written, again, len1) != 0) {
        fprintf(stderr, "fuzz-save: a save read back is written otherwise (%s, %s)\n", second,
                third);
        abort();
    }
    free(written);
    free(again);
    sb_release(&error);
}

static int check_files(const harness *h, int count, char **paths)
{
    int refused = 0;
    for (int i = 0; i < count; i++) {
        game g;
        strbuf error;
        sb_init(&error);
        if (!load(&g, h, paths[i], &error)) {
            printf("%s: %s\n", paths[i], error.buf);
            refused++;
        }
        unload(&g);
        sb_release(&error);
    }
    return refused ? 1 : 0;
}

int main(int argc, char **argv)
{
    harness h;
    harness_open(&h, true);
    if (argc > 1 && strcmp(argv[1], "--check") == 0) {
        int status = check_files(&h, argc - 2, argv + 2);
        harness_close(&h);
        return status;
    }
    char *dir = harness_temp_dir("save");
    harness_ready();
    size_t len;
    unsigned char *input = harness_read(argc > 1 ? argv[argc - 1] : NULL, &len);
    strbuf text;
    sb_init(&text);
    resign(&text, input, len);
    round_trip(&h, dir, &text);
    sb_release(&text);
    free(input);
    if (!harness_under_afl())
        harness_remove_dir(dir);
    free(dir);
    harness_close(&h);
    return 0;
}
