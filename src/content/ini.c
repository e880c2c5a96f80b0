/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ini.c - reads content files, with line numbers.
 *
 * The syntax is libinih's (r55, as Debian builds it), which bloodtrail read
 * its files through until its own reader here took over at a fifth of the
 * cost (the content is half the instructions of a start): "[section]"
 * lines; "key = value" or "key: value"; lines starting with ';' or '#' are
 * comments, and so is what follows a ';' after a space; a line that starts
 * with spaces continues the previous key (its handler is called again with
 * the line, as it is); a UTF-8 byte order mark at the start is skipped;
 * section and key names are cut at 49 bytes; lines are at most 198 bytes. */
#include "config.h"

#include "content/ini.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "text/i18n.h"
#include "text/outside.h"
#include "text/template.h"
#include "util/file.h"
#include "util/utf8.h"
#include "util/xalloc.h"

typedef struct reader {
    char *data;              /* owned: the whole file, NUL-terminated */
    size_t len;
    size_t at;               /* where the next line starts */
    const char *harm;        /* the next byte the text check stops at, or the end */
    ini_file *file;
    ini_key_fn fn;
    void *user;
    bool too_long;
} reader;

#define INI_LINE_BYTES 200     /* with the line's end and the NUL, as libinih reads */
#define INI_NAME_BYTES 50

/* Columns are counted in characters from 1, as a modder's editor does. */
static long column_of(const char *line, const char *at)
{
    long column = 1;
    for (const char *p = line; p < at; column++) {
        wint_t c;
        size_t len = utf8_decode(p, &c);
        p += len ? len : 1;
    }
    return column;
}

/* The first byte from s on that text/outside.h calls harmful in a text of
 * lines, or a NUL byte (no text holds one), or end. */
static const char *find_harm(const char *s, const char *end)
{
    long at = outside_find_n(s, (size_t)(end - s), OUTSIDE_LINES);
    const char *stop = at < 0 ? end : s + at;
    const char *nul = memchr(s, '\0', (size_t)(stop - s));
    return nul ? nul : stop;
}

/* Whether len bytes of a line (its end included) are UTF-8 text without
 * control characters (a tab and the line's end aside); else the problem is
 * recorded with its column. */
static bool check_text(ini_file *file, const char *line, size_t len)
{
    const char *end = line + len;
    for (const char *p = find_harm(line, end); p < end; p = find_harm(p + 1, end)) {
        if (*p == '\t' || (*p == '\r' && (p + 1 == end || p[1] == '\n')))
            continue;    /* a tab, and the end of a Windows line, are fine */
        tpl_arg column = TPL_INT("column", column_of(line, p));
        if ((unsigned char)*p >= 0x80 && outside_harm_at(p, OUTSIDE_LINES) == 1)
            return ini_fail(file, N_("{file}:{line}: column {column}: these bytes are not UTF-8; "
                                     "content files are UTF-8 text."),
                            &column, 1);
        strbuf code;
        sb_init(&code);
        outside_add_code_point(&code, p);
        tpl_arg args[] = { column, TPL_STR("code", code.buf) };
        ini_fail(file, N_("{file}:{line}: column {column}: the control character {code} cannot "
                          "stand in a content file."),
                 args, 2);
        sb_release(&code);
        return false;
    }
    return true;
}

/* The message for a file that cannot be read, without its error. */
static const char *load_problem(file_problem problem)
{
    switch (problem) {
    case FILE_FOLDER:
        return N_("{file}: this is a folder, where a file should be.");
    case FILE_NOT_REGULAR:
        return N_("{file}: this is not a regular file (a FIFO, a device or a socket), where a "
                  "file should be.");
    default:
        return NULL;
    }
}

char *ini_load(const char *path, const char *shown, size_t *len, strbuf *error)
{
    static const char too_large[] =
        /* TRANSLATORS: {max} is a number of mebibytes (16). */
        N_("{file}: the file is over {max} MiB; content files are small text files.");
    struct stat st;
    file_problem problem;
    int fd = file_open_regular(path, &st, &problem);
    int err = fd < 0 ? errno : 0;
    const char *msgid = load_problem(problem);
    if (fd >= 0 && st.st_size > INI_MAX_BYTES)
        msgid = too_large;
    if (fd >= 0 && !msgid) {
        char *data = file_read_all(fd, (size_t)st.st_size, INI_MAX_BYTES, len);
        err = errno;
        if (data && *len <= INI_MAX_BYTES) {
            close(fd);
            return data;
        }
        if (data)
            msgid = too_large;
        free(data);
    }
    if (fd >= 0)
        close(fd);
    if (msgid) {
        tpl_arg args[] = { TPL_STR("file", shown), TPL_INT("max", INI_MAX_BYTES >> 20) };
        tpl_render(error, _(msgid), args, 2);
    } else {
        tpl_arg args[] = { TPL_STR("file", shown), TPL_STR("error", strerror(err)) };
        tpl_render(error, _("{file}: cannot read the file: {error}."), args, 2);
    }
    return NULL;
}

/* isspace() in the C and UTF-8 locales the program runs in, without a call
 * for every byte. */
static inline bool is_space(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

/* The next line, NUL-terminated in place (without its end) and its length
 * in *len, or NULL at the end of the file; the line number of each key is
 * known when its handler runs. A line that cannot be read is given empty. */
static char *next_line(reader *r, size_t *len)
{
    if (r->at >= r->len)
        return NULL;
    char *line = r->data + r->at;
    char *nl = memchr(line, '\n', r->len - r->at);
    size_t whole = nl ? (size_t)(nl - line) + 1 : r->len - r->at;   /* with its end */
    r->at += whole;
    r->file->line++;
    *len = nl ? whole - 1 : whole;
    /* The text is checked as far as libinih would read the line: a text
     * without a stop (most lines) is passed over by a single scan. */
    if (!r->file->error.len && r->harm < line + whole) {
        size_t checked = whole < INI_LINE_BYTES - 1 ? whole : INI_LINE_BYTES - 1;
        if (r->harm < line + checked && !check_text(r->file, line, checked)) {
            line[0] = '\0';           /* the file is refused: nothing more is read from it */
            *len = 0;
            return line;
        }
        r->harm = find_harm(r->data + r->at, r->data + r->len);
    }
    line[*len] = '\0';
    const char *first = line;
    while (*first == ' ' || *first == '\t')
        first++;
    if (*first == '[')
        r->file->section_line = r->file->line;
    if (*len >= INI_LINE_BYTES - 1) {
        if (!r->too_long)
            ini_fail(r->file, N_("{file}:{line}: the line is longer than {max} characters."),
                     &TPL_INT("max", INI_LINE_BYTES - 2), 1);
        r->too_long = true;
        line[0] = '\0';
        *len = 0;
    }
    return line;
}

static int on_key(void *user, const char *section, const char *key, const char *value)
{
    reader *r = user;
    if (r->file->error.len)
        return 1;     /* one problem is reported; the rest is not looked at */
    return r->fn(r->file, r->user, section, key, value) ? 1 : 0;
}

/* --- the syntax ------------------------------------------------------------ */

/* The end of the text from s to end without the spaces after it, cut there. */
static char *trim_end(char *s, char *end)
{
    while (end > s && is_space(end[-1]))
        end--;
    *end = '\0';
    return end;
}

/* Whether the ';' at p in the text that starts at s begins an inline
 * comment: it follows a space. */
static bool is_comment(const char *s, const char *p)
{
    return p > s && is_space(p[-1]);
}

/* The first ']' of s, or the inline comment or the end that comes first. */
static char *find_bracket(char *s)
{
    char *p = s;
    while (*p && *p != ']' && !(*p == ';' && is_comment(s, p)))
        p++;
    return p;
}

/* The first '=' or ':' of s, or the inline comment or the end that comes
 * first. */
static char *find_separator(char *s)
{
    char *p = s;
    while (*p && *p != '=' && *p != ':' && !(*p == ';' && is_comment(s, p)))
        p++;
    return p;
}

/* The inline comment of the len bytes at s, or their end: a ';' is rare, so
 * memchr looks for it. */
static char *find_comment(char *s, size_t len)
{
    char *end = s + len;
    for (char *p = s; (p = memchr(p, ';', (size_t)(end - p))); p++)
        if (is_comment(s, p))
            return p;
    return end;
}

static void copy_name(char *to, const char *from, size_t len)
{
    len = len < INI_NAME_BYTES - 1 ? len : INI_NAME_BYTES - 1;
    memcpy(to, from, len);
    to[len] = '\0';
}

/* Reads every line of r; returns the number of the first line that is not
 * INI (or whose key the handler refused), or 0. */
static int parse(reader *r)
{
    char section[INI_NAME_BYTES] = "", previous[INI_NAME_BYTES] = "";
    int number = 0, error = 0;
    size_t len;
    for (char *line; (line = next_line(r, &len));) {
        number++;
        char *start = line;
        if (number == 1 && len >= 3 && (unsigned char)start[0] == 0xEF &&
            (unsigned char)start[1] == 0xBB && (unsigned char)start[2] == 0xBF)
            start += 3;
        char *end = trim_end(start, line + len);
        while (is_space(*start))
            start++;
        if (!*start || *start == ';' || *start == '#')
            continue;
        if (*previous && start > line) {
            if (!on_key(r, section, previous, start) && !error)
                error = number;
        } else if (*start == '[') {
            char *close = find_bracket(start + 1);
            if (*close == ']') {
                copy_name(section, start + 1, (size_t)(close - start - 1));
                *previous = '\0';
            } else if (!error) {
                error = number;
            }
        } else {
            char *separator = find_separator(start);
            if (*separator != '=' && *separator != ':') {
                error = error ? error : number;
                continue;
            }
            char *name_end = trim_end(start, separator);
            char *value = separator + 1;
            trim_end(value, find_comment(value, (size_t)(end - value)));
            while (is_space(*value))
                value++;
            copy_name(previous, start, (size_t)(name_end - start));
            if (!on_key(r, section, start, value) && !error)
                error = number;
        }
    }
    return error;
}

bool ini_read(ini_file *file, const char *path, const char *shown_as, ini_key_fn fn, void *user)
{
    file->path = shown_as ? shown_as : path;
    file->line = 0;
    file->section_line = 0;
    sb_init(&file->error);
    reader r = { .file = file, .fn = fn, .user = user };
    r.data = ini_load(path, file->path, &r.len, &file->error);
    if (!r.data)
        return false;
    r.harm = find_harm(r.data, r.data + r.len);
    int result = parse(&r);
    free(r.data);
    if (result > 0 && !file->error.len) {
        file->line = result;
        ini_fail(file, N_("{file}:{line}: this line is neither a [section] nor a "
                          "\"key = value\" pair."),
                 NULL, 0);
    }
    return file->error.len == 0;
}

void ini_release(ini_file *file)
{
    sb_release(&file->error);
}

bool ini_fail_at(ini_file *file, int line, const char *msgid, const tpl_arg *extra, size_t nextra)
{
    if (file->error.len)
        return false;
    tpl_arg where[] = { TPL_STR("file", file->path), TPL_INT("line", line) };
    tpl_render_led(&file->error, _(msgid), where, 2, extra, nextra);
    return false;
}

bool ini_fail(ini_file *file, const char *msgid, const tpl_arg *args, size_t nargs)
{
    return ini_fail_at(file, file->line, msgid, args, nargs);
}

/* strtol's reading of a whole number (spaces, a sign, digits, to the end),
 * without its locale and errno: false when value is none or out of range. */
static bool whole_number(const char *value, long *n)
{
    const char *p = value;
    while (is_space(*p))
        p++;
    bool minus = *p == '-';
    p += *p == '-' || *p == '+';
    if (*p < '0' || *p > '9')
        return false;
    long v = 0;
    for (; *p >= '0' && *p <= '9'; p++) {
        if (v > (LONG_MAX - (*p - '0')) / 10)
            return false;
        v = v * 10 + (*p - '0');
    }
    *n = minus ? -v : v;
    return *p == '\0';
}

bool ini_int(ini_file *file, const char *key, const char *value, int min, int max, int *out)
{
    long n;
    if (!whole_number(value, &n) || n < min || n > max) {
        tpl_arg args[] = { TPL_STR("key", key), TPL_STR("value", value), TPL_INT("min", min),
                           TPL_INT("max", max) };
        return ini_fail(file, N_("{file}:{line}: \"{key}\" must be a whole number from {min} "
                                 "to {max}, not \"{value}\"."),
                        args, 4);
    }
    *out = (int)n;
    return true;
}

bool ini_range(ini_file *file, const char *key, const char *value, int min, int max, int *lo,
               int *hi)
{
    const char *dash = strchr(value, '-');
    if (!dash)
        return ini_int(file, key, value, min, max, lo) && (*hi = *lo, true);
    char first[32];
    size_t len = (size_t)(dash - value);
    if (len == 0 || len >= sizeof first)
        return ini_int(file, key, value, min, max, lo);
    memcpy(first, value, len);
    first[len] = '\0';
    if (!ini_int(file, key, first, min, max, lo) || !ini_int(file, key, dash + 1, min, max, hi))
        return false;
    if (*lo > *hi) {
        tpl_arg args[] = { TPL_STR("key", key), TPL_STR("value", value) };
        return ini_fail(file, N_("{file}:{line}: \"{key}\" is a range \"LOW-HIGH\" with LOW "
                                 "not above HIGH, not \"{value}\"."),
                        args, 2);
    }
    return true;
}

bool ini_bool(ini_file *file, const char *key, const char *value, bool *out)
{
    if (strcmp(value, "yes") == 0 || strcmp(value, "true") == 0) {
        *out = true;
        return true;
    }
    if (strcmp(value, "no") == 0 || strcmp(value, "false") == 0) {
        *out = false;
        return true;
    }
    tpl_arg args[] = { TPL_STR("key", key), TPL_STR("value", value) };
    return ini_fail(file,
                    N_("{file}:{line}: \"{key}\" must be \"yes\" or \"no\", not \"{value}\"."),
                    args, 2);
}

bool ini_unknown_key(ini_file *file, const char *section, const char *key)
{
    tpl_arg args[] = { TPL_STR("key", key), TPL_STR("section", section) };
    return ini_fail(file, N_("{file}:{line}: unknown key \"{key}\" in [{section}]; the guide at "
                             "the top of the file lists the keys."),
                    args, 2);
}
