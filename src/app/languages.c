/* SPDX-License-Identifier: GPL-3.0-or-later */
/* languages.c - the languages bloodtrail speaks. */
#include "config.h"

#include "app/languages.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static bool has_catalog(const char *locale_dir, const char *code, size_t len)
{
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s/%.*s/LC_MESSAGES/%s.mo", locale_dir, (int)len, code, PACKAGE);
    bool found = access(path.buf, R_OK) == 0;
    sb_release(&path);
    return found;
}

bool languages_has(const char *locale_dir, const char *code)
{
    size_t len = strcspn(code, ".@");            /* the codeset and modifier aside */
    if ((len == 2 && strncmp(code, "en", 2) == 0) || strncmp(code, "en_", 3) == 0 ||
        strcmp(code, "C") == 0 || strcmp(code, "POSIX") == 0 || strncmp(code, "C.", 2) == 0)
        return true;
    if (!len || memchr(code, '/', len))
        return false;
    size_t region = strcspn(code, "_");
    return has_catalog(locale_dir, code, len) ||
           (region < len && has_catalog(locale_dir, code, region));
}

static int by_code(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

void languages_list(const char *locale_dir, strbuf *out)
{
    char *codes[64];
    size_t count = 0;
    codes[count++] = strdup("en");
    DIR *dir = opendir(locale_dir);
    for (struct dirent *e; dir && (e = readdir(dir)) && count < 64;)
        if (e->d_name[0] != '.' && has_catalog(locale_dir, e->d_name, strlen(e->d_name)))
            codes[count++] = strdup(e->d_name);
    if (dir)
        closedir(dir);
    qsort(codes, count, sizeof *codes, by_code);
    for (size_t i = 0; i < count; i++) {
        if (codes[i])
            sb_addf(out, "%s%s", out->len ? ", " : "", codes[i]);
        free(codes[i]);
    }
}
