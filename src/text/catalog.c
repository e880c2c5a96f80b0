/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catalog.c - message catalogs (.mo files) checked before gettext reads them.
 *
 * The layout checked is GNU gettext's (the manual's "The Format of GNU MO
 * Files"): a header of 32-bit words in either byte order, then tables of
 * (length, offset) pairs for the originals and the translations, and a hash
 * table of string numbers plus one, searched with double hashing until an
 * empty slot (0). Each rule below is one that glibc relies on. */
#include "config.h"

#include "text/catalog.h"

#include <ctype.h>
#include <dirent.h>
#include <libintl.h>
#include <locale.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "text/i18n.h"
#include "text/outside.h"
#include "text/template.h"
#include "util/atomic.h"
#include "util/file.h"
#include "util/idmap.h"
#include "util/xalloc.h"

#define MO_MAGIC 0x950412deu
#define MO_MAX_BYTES (64u << 20)
#define HEADER_WORDS 7            /* revision 0 */
#define SYSDEP_HEADER_WORDS 12    /* minor revision 1 and later */
#define PLURAL_MAX_DEPTH 64

/* --- one catalog in memory --- */

typedef struct mo {
    const unsigned char *data;
    size_t size;
    bool swap;                    /* written in the other byte order */
    uint32_t count;               /* strings */
    uint32_t originals, translations;   /* table offsets */
} mo;

/* A word in the byte order of this machine, turned round when the file was
 * written in the other one. */
static uint32_t word_at(const mo *m, size_t offset)
{
    uint32_t w;
    memcpy(&w, m->data + offset, sizeof w);
    if (m->swap)
        w = w >> 24 | (w >> 8 & 0xff00u) | (w << 8 & 0xff0000u) | w << 24;
    return w;
}

/* TRANSLATORS: the problems of a catalog (.mo) file below end the sentence
   "the catalog FILE cannot be used: PROBLEM."; {n} counts the texts of the
   file from 1. */
static catalog_verdict refused(const char *problem, long index)
{
    return (catalog_verdict){ false, problem, index };
}

/* Whether a table of count entries of entry bytes at offset lies inside. */
static bool table_fits(const mo *m, uint32_t offset, uint32_t count, uint32_t entry)
{
    return offset % 4 == 0 && (uint64_t)offset + (uint64_t)count * entry <= m->size;
}

/* The string of table entry i: its length and offset, and that the byte
 * after its length is the NUL that ends it, inside the file. */
static bool string_fits(const mo *m, uint32_t table, uint32_t i, const char **text,
                        uint32_t *len)
{
    *len = word_at(m, table + (size_t)i * 8);
    uint32_t offset = word_at(m, table + (size_t)i * 8 + 4);
    if ((uint64_t)offset + *len >= m->size || m->data[(size_t)offset + *len] != '\0')
        return false;
    *text = (const char *)m->data + offset;
    return true;
}

static bool is_prime(uint32_t n)
{
    if (n < 2)
        return false;
    for (uint32_t d = 2; (uint64_t)d * d <= n; d++)
        if (n % d == 0)
            return false;
    return true;
}

/* glibc probes the hash table from slot h % size in steps of
 * 1 + h % (size - 2) until it meets a 0. The steps reach every slot only
 * when the size is prime, so a prime size and one empty slot end every
 * search; each other slot must name one of the strings. */
static const char *check_hash(const mo *m, uint32_t size, uint32_t offset)
{
    if (size <= 2)
        return NULL;              /* no hash table: glibc searches the sorted originals */
    if (!table_fits(m, offset, size, 4))
        return N_("its hash table lies outside the file");
    if (!is_prime(size))
        return N_("its hash table's size is not a prime number, so a search may never end");
    bool empty = false;
    for (uint32_t i = 0; i < size; i++) {
        uint32_t slot = word_at(m, offset + (size_t)i * 4);
        if (slot > m->count)
            return N_("its hash table names a text that is not in the file");
        empty |= slot == 0;
    }
    return empty ? NULL : N_("its hash table has no empty slot, so a search may never end");
}

/* --- the plural formula of the header ---
 * The grammar is glibc's (a C expression of n without unary minus or
 * bitwise operators). A division or remainder must be by a constant that is
 * not 0: gettext raises SIGFPE on a division by zero. */

typedef struct formula {
    const char *p;
    bool bad;
} formula;

typedef struct operand {
    bool constant;
    unsigned long value;
} operand;

static void skip_blanks(formula *f)
{
    while (*f->p == ' ' || *f->p == '\t')
        f->p++;
}

static bool take(formula *f, const char *token)
{
    skip_blanks(f);
    size_t n = strlen(token);
    if (strncmp(f->p, token, n) != 0)
        return false;
    f->p += n;
    return true;
}

static operand parse_ternary(formula *f, int depth);

static operand parse_primary(formula *f, int depth)
{
    operand none = { false, 0 };
    skip_blanks(f);
    if (*f->p == 'n') {
        f->p++;
        return none;
    }
    if (*f->p >= '0' && *f->p <= '9') {
        unsigned long v = 0;            /* wraps as glibc's reading does */
        while (*f->p >= '0' && *f->p <= '9')
            v = v * 10 + (unsigned long)(*f->p++ - '0');
        return (operand){ true, v };
    }
    if (take(f, "(")) {
        operand inner = parse_ternary(f, depth + 1);
        if (!take(f, ")"))
            f->bad = true;
        return inner;
    }
    f->bad = true;
    return none;
}

static operand parse_unary(formula *f, int depth)
{
    skip_blanks(f);
    if (f->p[0] == '!' && f->p[1] != '=') {
        f->p++;
        if (depth > PLURAL_MAX_DEPTH) {
            f->bad = true;
            return (operand){ false, 0 };
        }
        operand x = parse_unary(f, depth + 1);
        return (operand){ x.constant, !x.value };
    }
    return parse_primary(f, depth);
}

/* The binary operators by precedence, loosest first. */
static const char *const levels[][5] = {
    { "||", NULL }, { "&&", NULL }, { "==", "!=", NULL },
    { "<=", ">=", "<", ">", NULL }, { "+", "-", NULL }, { "*", "/", "%", NULL },
};
#define LEVELS (sizeof levels / sizeof *levels)

static unsigned long apply(const char *op, unsigned long a, unsigned long b)
{
    switch (op[0]) {
    case '|': return a || b;
    case '&': return a && b;
    case '=': return a == b;
    case '!': return a != b;
    case '<': return op[1] ? a <= b : a < b;
    case '>': return op[1] ? a >= b : a > b;
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return a / b;
    default: return a % b;
    }
}

static operand parse_level(formula *f, size_t level, int depth)
{
    if (level == LEVELS)
        return parse_unary(f, depth);
    operand left = parse_level(f, level + 1, depth);
    for (;;) {
        const char *op = NULL;
        for (size_t i = 0; levels[level][i] && !op; i++)
            if (take(f, levels[level][i]))
                op = levels[level][i];
        if (!op || f->bad)
            return left;
        operand right = parse_level(f, level + 1, depth);
        if ((op[0] == '/' || op[0] == '%') && (!right.constant || right.value == 0)) {
            f->bad = true;
            return left;
        }
        left = (operand){ left.constant && right.constant,
                          left.constant && right.constant ? apply(op, left.value, right.value)
                                                          : 0 };
    }
}

static operand parse_ternary(formula *f, int depth)
{
    if (depth > PLURAL_MAX_DEPTH) {
        f->bad = true;
        return (operand){ false, 0 };
    }
    operand cond = parse_level(f, 0, depth);
    if (f->bad || !take(f, "?"))
        return cond;
    operand yes = parse_ternary(f, depth + 1);
    if (!take(f, ":"))
        f->bad = true;
    operand no = parse_ternary(f, depth + 1);
    if (cond.constant)
        return cond.value ? yes : no;
    return (operand){ false, 0 };
}

/* The header is the translation of "": glibc reads "nplurals=" and
 * "plural=" from it as below, and parses the formula when both are there. */
static const char *check_plural(const char *header)
{
    const char *plural = strstr(header, "plural=");
    const char *nplurals = strstr(header, "nplurals=");
    if (!plural || !nplurals)
        return NULL;
    nplurals += 9;
    while (*nplurals && isspace((unsigned char)*nplurals))
        nplurals++;
    if (!(*nplurals >= '0' && *nplurals <= '9'))
        return NULL;
    formula f = { plural + 7, false };
    parse_ternary(&f, 0);
    skip_blanks(&f);
    if (f.bad || !(*f.p == ';' || *f.p == '\n' || *f.p == '\0'))
        return N_("its plural formula cannot be read, or it divides by something that may "
                  "be 0");
    return NULL;
}

/* The header words after the magic, the tables and every string. */
static catalog_verdict check_tables(mo *m)
{
    uint32_t revision = word_at(m, 4);
    if (revision >> 16 > 1)
        return refused(N_("its format revision is unknown"), -1);
    if ((revision & 0xffff) && m->size < SYSDEP_HEADER_WORDS * 4)
        return refused(N_("it is shorter than its header"), -1);
    if ((revision & 0xffff) && word_at(m, 36) != 0)
        return refused(N_("it holds system-dependent strings, which bloodtrail does not use"),
                       -1);
    m->count = word_at(m, 8);
    m->originals = word_at(m, 12);
    m->translations = word_at(m, 16);
    if (!table_fits(m, m->originals, m->count, 8))
        return refused(N_("its table of original texts lies outside the file"), -1);
    if (!table_fits(m, m->translations, m->count, 8))
        return refused(N_("its table of translations lies outside the file"), -1);
    uint32_t hash_size = word_at(m, 20);
    if ((revision & 0xffff) && hash_size <= 2)
        return refused(N_("its format revision needs a hash table, and it has none"), -1);
    const char *problem = check_hash(m, hash_size, word_at(m, 24));
    if (problem)
        return refused(problem, -1);
    for (uint32_t i = 0; i < m->count; i++) {
        const char *original, *translation;
        uint32_t olen, tlen;
        if (!string_fits(m, m->originals, i, &original, &olen))
            return refused(N_("its original text number {n} does not lie or end inside the "
                              "file"),
                           (long)i + 1);
        if (!string_fits(m, m->translations, i, &translation, &tlen))
            return refused(N_("its translation number {n} does not lie or end inside the file"),
                           (long)i + 1);
        /* glibc takes the header from whichever entry its search for ""
         * meets: any whose original begins with a NUL. */
        if (!original[0] && (problem = check_plural(translation)))
            return refused(problem, -1);
    }
    return (catalog_verdict){ true, NULL, -1 };
}

catalog_verdict catalog_check(const unsigned char *data, size_t size)
{
    if (size > MO_MAX_BYTES)
        return refused(N_("it is larger than 64 MiB"), -1);
    if (size < HEADER_WORDS * 4)
        return refused(N_("it is shorter than its header"), -1);
    mo m = { .data = data, .size = size };
    uint32_t magic = word_at(&m, 0);
    if (magic != MO_MAGIC) {
        m.swap = true;
        if (word_at(&m, 0) != MO_MAGIC)
            return refused(N_("it does not begin as a compiled catalog (.mo) does"), -1);
    }
    return check_tables(&m);
}

/* Opens and checks the catalog at path; *st is what fstat says of it.
 * When reached is not NULL and the file cannot be opened, stat says there
 * whether it is there at all (unreadable) or not (*reached false).
 *
 * The file is mapped rather than read: its pages are those gettext maps
 * next, already in the page cache, and a start copies no 100 KiB into the
 * heap. (A catalog cut short while it is checked would end the program
 * with SIGBUS, as it would inside gettext, which maps it too.) Where a file
 * cannot be mapped, it is read. */
static catalog_verdict check_file(const char *path, struct stat *st, bool *reached)
{
    file_problem problem;
    int fd = file_open_regular(path, st, &problem);
    if (reached)
        *reached = fd >= 0 || problem != FILE_CANNOT_OPEN || stat(path, st) == 0;
    if (fd < 0)
        return refused(problem == FILE_CANNOT_OPEN ? N_("it cannot be opened")
                                                   : N_("it is not a regular file"),
                       -1);
    catalog_verdict verdict;
    /* One byte more than the limit is enough to refuse a larger file. */
    size_t size = st->st_size > (off_t)MO_MAX_BYTES ? MO_MAX_BYTES + 1 : (size_t)st->st_size;
    void *map = size ? mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
    if (map != MAP_FAILED) {
        close(fd);
        verdict = catalog_check(map, size);
        munmap(map, size);
        return verdict;
    }
    char *data = file_read_all(fd, size, MO_MAX_BYTES, &size);
    close(fd);
    /* A read that fails has read nothing: too short for a header. */
    verdict = catalog_check((const unsigned char *)(data ? data : ""), data ? size : 0);
    free(data);
    return verdict;
}

catalog_verdict catalog_check_file(const char *path)
{
    struct stat st;
    return check_file(path, &st, NULL);
}

/* --- the languages of the session, as folder names begin --- */

/* Names told apart without regard to case (LANGUAGE may list thousands:
 * each is found by its lowercase key at once). */
typedef struct name_list {
    char **names;                 /* owned, as given */
    char **keys;                  /* owned, lowercase; the index borrows them */
    size_t count, capacity, key_capacity;
    idmap index;
} name_list;

/* The lowercase key of the len bytes of name, into key (len + 1 bytes). */
static char *lower_into(char *key, const char *name, size_t len)
{
    for (size_t i = 0; i < len; i++)
        key[i] = name[i] >= 'A' && name[i] <= 'Z' ? (char)(name[i] - 'A' + 'a') : name[i];
    key[len] = '\0';
    return key;
}

/* The lowercase key of the len bytes of name; the caller frees it. */
static char *key_of(const char *name, size_t len)
{
    return lower_into(xmalloc(len + 1), name, len);
}

static bool list_has(const name_list *list, const char *name, size_t len)
{
    /* Asked for each line of the alias files: a short name's key is made
     * on the stack rather than in the heap. */
    char stack[64];
    char *key = len < sizeof stack ? lower_into(stack, name, len) : key_of(name, len);
    bool found = idmap_find(&list->index, key) >= 0;
    if (key != stack)
        free(key);
    return found;
}

static void list_add(name_list *list, const char *name, size_t len)
{
    if (len == 0 || list_has(list, name, len))
        return;
    list->names = xgrow(list->names, &list->capacity, list->count + 1, sizeof *list->names);
    list->keys = xgrow(list->keys, &list->key_capacity, list->count + 1, sizeof *list->keys);
    list->names[list->count] = xstrndup(name, len);
    list->keys[list->count] = key_of(name, len);
    idmap_put(&list->index, list->keys[list->count], list->count);
    list->count++;
}

static void list_release(name_list *list)
{
    for (size_t i = 0; i < list->count; i++) {
        free(list->names[i]);
        free(list->keys[i]);
    }
    free(list->names);
    free(list->keys);
    idmap_release(&list->index);
    memset(list, 0, sizeof *list);
}

/* The language of a locale or folder name: "de" of "de_AT.UTF-8@euro". */
static size_t language_length(const char *name)
{
    return strcspn(name, "_.@:");
}

/* The languages the aliases of the asked names name, from one alias file's
 * text (lines "NAME VALUE"; a line that starts with "#" is a comment, as
 * gettext reads it: the system's file is two-fifths comments, each not
 * worth a look in the list). */
static void add_aliases_of(name_list *list, const name_list *asked, const char *text, size_t len)
{
    for (const char *line = text, *end = text + len; line < end;) {
        const char *nl = memchr(line, '\n', (size_t)(end - line));
        const char *stop = nl ? nl : end;
        size_t key = *line == '#' ? 0 : strcspn(line, " \t\n");
        if (key && line + key <= stop && list_has(asked, line, key)) {
            const char *value = line + key + strspn(line + key, " \t");
            size_t value_len = language_length(value);
            if (value + value_len > stop)
                value_len = (size_t)(stop - value);
            list_add(list, value, value_len);
        }
        line = stop + 1;
    }
}

/* gettext looks a name up in locale.alias first ("german" is "de_DE..."):
 * the languages the aliases of the names asked for name are asked for too.
 * Each alias file is read once for all the names, without stdio. glibc's
 * gettext reads the system's file alone; GNU libintl's, elsewhere, the one
 * under /usr/local too (an open that fails on most systems, at every
 * start). */
static void add_alias_languages(name_list *list, const name_list *asked)
{
    static const char *const files[] = {
        "/usr/share/locale/locale.alias",
#ifndef __GLIBC__
        "/usr/local/share/locale/locale.alias",
#endif
    };
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        struct stat st;
        file_problem problem;
        int fd = file_open_regular(files[i], &st, &problem);
        if (fd < 0)
            continue;
        size_t size;
        char *text = file_read_all(fd, (size_t)st.st_size, MO_MAX_BYTES, &size);
        close(fd);
        if (text)                         /* only the first MO_MAX_BYTES are read */
            add_aliases_of(list, asked, text, size > MO_MAX_BYTES ? MO_MAX_BYTES : size);
        free(text);
    }
}

/* LANGUAGE's entries, and the locale's own name, which gettext reads when
 * LANGUAGE is not set. */
static void session_languages(name_list *list)
{
    name_list asked = { 0 };          /* the names as given, for the aliases */
    const char *locale = setlocale(LC_MESSAGES, NULL);
    if (locale) {
        list_add(list, locale, language_length(locale));
        list_add(&asked, locale, strlen(locale));
    }
    const char *language = getenv("LANGUAGE");
    for (const char *p = language ? language : ""; *p; p += *p == ':') {
        size_t entry = strcspn(p, ":");
        list_add(list, p, language_length(p) < entry ? language_length(p) : entry);
        list_add(&asked, p, entry);
        p += entry;
    }
    add_alias_languages(list, &asked);
    list_release(&asked);
}

/* The session's languages, worked out again only when the locale or
 * LANGUAGE changed: every domain bound asks for them, and reading the alias
 * files anew for each of a thousand plugins cost more than all the rest of
 * binding them (make bench, "--list-effects warm ... a text domain each");
 * the names check (catalog_identity) and the catalog's renderer ask too.
 * Kept for the process, as gettext keeps its own. */
static name_list languages_now;
static char *languages_key;       /* the locale, a newline, LANGUAGE */
static unsigned languages_generation;   /* counts the times they were worked out */

static const name_list *current_languages(void)
{
    const char *locale = setlocale(LC_MESSAGES, NULL);
    const char *language = getenv("LANGUAGE");
    strbuf key;
    sb_init(&key);
    sb_addf(&key, "%s\n%s", locale ? locale : "", language ? language : "");
    if (!languages_key || strcmp(languages_key, key.buf) != 0) {
        list_release(&languages_now);
        session_languages(&languages_now);
        free(languages_key);
        languages_key = sb_detach(&key);
        languages_generation++;
    }
    sb_release(&key);
    return &languages_now;
}

static bool is_asked(const name_list *languages, const char *folder)
{
    size_t len = language_length(folder);
    return len && list_has(languages, folder, len);
}

/* --- catalogs found clean at an earlier start ---
 * Checking a catalog reads all of it: for the game's Bulgarian one 64,000
 * instructions and 53 pages of the file, a third of a start's setting up
 * of its language. A catalog found clean is remembered in the cache folder
 * by what stat says of it: device, inode, size, modification and change
 * time. Any write to the file changes its change time (ctime), which
 * nobody can set back, so a stat that says the same stands for the check.
 * A catalog changed less than two seconds before it is checked is not
 * remembered: on a file system that counts whole seconds a second write in
 * the same second could leave every time as it was. A refused catalog is
 * never remembered (it is named at every start, as before). The header
 * names the program's version and the file's: another version checks
 * again, and a change to what catalog_check refuses raises the number.
 *
 * The file remembers the names in each locale folder too ("folder" lines),
 * by what stat says of the folder: its times change whenever a name in it
 * is added, removed or renamed, and reading it (open, getdents, close) took
 * five times a stat. The same two seconds hold for a folder. */

#define REMEMBERED_HEADER "bloodtrail catalogs checked 2 " PACKAGE_VERSION "\n"
#define FOLDER_MARK "folder "
#define REMEMBERED_MAX_BYTES (1u << 20)

static struct {
    char *path;                   /* CACHE_DIR/catalogs-checked; NULL: none kept */
    char *text;                   /* the header and a line a catalog (owned), once read */
    size_t len;
} remembered;

void catalog_remember_in(const char *cache_dir)
{
    free(remembered.path);
    free(remembered.text);
    remembered.path = NULL;
    remembered.text = NULL;
    remembered.len = 0;
    if (!cache_dir)
        return;
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s/catalogs-checked", cache_dir);
    remembered.path = sb_detach(&path);
}

/* What stat says of a file or folder, as the remembered lines hold it:
 * "DEVICE INODE SIZE MTIME.NS CTIME.NS " (printf's "%ju %ju %jd %jd.%09ld
 * %jd.%09ld "), written by hand: vfprintf took 7,000 instructions for it,
 * at every start for each catalog and folder. */
static void add_stat_numbers(strbuf *out, const struct stat *st)
{
    sb_adddigits(out, (unsigned long long)st->st_dev, 1);
    sb_addc(out, ' ');
    sb_adddigits(out, (unsigned long long)st->st_ino, 1);
    sb_addc(out, ' ');
    sb_addint(out, (long long)st->st_size);
    sb_addc(out, ' ');
    sb_addint(out, (long long)st->st_mtim.tv_sec);
    sb_addc(out, '.');
    sb_adddigits(out, (unsigned long long)st->st_mtim.tv_nsec, 9);
    sb_addc(out, ' ');
    sb_addint(out, (long long)st->st_ctim.tv_sec);
    sb_addc(out, '.');
    sb_adddigits(out, (unsigned long long)st->st_ctim.tv_nsec, 9);
    sb_addc(out, ' ');
}

/* The line that remembers the catalog at path as stat saw it (st). */
static void remembered_line(strbuf *out, const char *path, const struct stat *st)
{
    add_stat_numbers(out, st);
    sb_adds(out, path);
    sb_addc(out, '\n');
}

/* The remembered lines, read at the first question (none when the file is
 * missing, of another version or too large). */
static void read_remembered(void)
{
    if (remembered.text)
        return;
    struct stat st;
    file_problem problem;
    size_t size = 0;
    char *text = NULL;
    int fd = file_open_regular(remembered.path, &st, &problem);
    if (fd >= 0) {
        text = file_read_all(fd, (size_t)st.st_size, REMEMBERED_MAX_BYTES, &size);
        close(fd);
    }
    size_t header = strlen(REMEMBERED_HEADER);
    if (!text || size > REMEMBERED_MAX_BYTES || size < header ||
        memcmp(text, REMEMBERED_HEADER, header) != 0 || text[size - 1] != '\n') {
        free(text);
        text = xstrdup(REMEMBERED_HEADER);
        size = header;
    }
    remembered.text = text;
    remembered.len = size;
}

/* The line after line, among the remembered ones. */
static const char *next_line(const char *line)
{
    return (const char *)memchr(line, '\n', (size_t)(remembered.text + remembered.len - line)) +
           1;
}

/* Whether the remembered line from line to next is of the catalog at path:
 * its last field, after five numbers. */
static bool line_of(const char *line, const char *next, const char *path)
{
    if ((size_t)(next - line) > strlen(FOLDER_MARK) &&
        memcmp(line, FOLDER_MARK, strlen(FOLDER_MARK)) == 0)
        return false;
    const char *p = line;
    for (int field = 0; field < 5 && p; field++) {
        p = memchr(p, ' ', (size_t)(next - p));
        p = p ? p + 1 : NULL;
    }
    size_t n = strlen(path);
    return p && (size_t)(next - 1 - p) == n && memcmp(p, path, n) == 0;
}

/* The first remembered line (after the header). */
static const char *first_line(void)
{
    return remembered.text + strlen(REMEMBERED_HEADER);
}

/* Whether the catalog at path, as stat saw it (st), was found clean before. */
static bool was_found_clean(const char *path, const struct stat *st)
{
    read_remembered();
    strbuf want;
    sb_init(&want);
    remembered_line(&want, path, st);
    bool found = false;
    for (const char *line = first_line(), *next; !found && line < remembered.text + remembered.len;
         line = next) {
        next = next_line(line);
        found = (size_t)(next - line) == want.len && memcmp(line, want.buf, want.len) == 0;
    }
    sb_release(&want);
    return found;
}

/* Starts text (initialized here) as the remembered file anew: its header
 * and every remembered line but those is_replaced says stand for key,
 * which the caller writes again. */
static void keep_other_lines(strbuf *text,
                             bool (*is_replaced)(const char *line, const char *next,
                                                 const char *key),
                             const char *key)
{
    read_remembered();
    sb_init(text);
    sb_adds(text, REMEMBERED_HEADER);
    for (const char *line = first_line(), *next; line < remembered.text + remembered.len;
         line = next) {
        next = next_line(line);
        if (!is_replaced(line, next, key))
            sb_add(text, line, (size_t)(next - line));
    }
}

/* Writes text as the remembered file (unless it grew too long) and keeps
 * it as what is remembered; text is taken. */
static void store_remembered(strbuf *text)
{
    if (text->len <= REMEMBERED_MAX_BYTES)
        (void)atomic_write(remembered.path, text->buf, text->len, 0644, ATOMIC_MAKE_FOLDERS,
                           NULL);
    free(remembered.text);
    remembered.len = text->len;
    remembered.text = sb_detach(text);
}

/* Remembers that the catalog at path (st) was found clean, in place of what
 * was remembered of that path before. */
static void remember_clean(const char *path, const struct stat *st)
{
    if (strchr(path, '\n') || !file_settled(st))
        return;
    strbuf text;
    keep_other_lines(&text, line_of, path);
    remembered_line(&text, path, st);
    store_remembered(&text);
}

/* The start of the line that remembers the names in the folder dir as
 * stat saw it (st): the names and the folder's path follow, "/bg/de/ dir". */
static void folder_line_start(strbuf *out, const struct stat *st)
{
    sb_adds(out, FOLDER_MARK);
    add_stat_numbers(out, st);
}

/* Whether the line from line to next is a folder line of dir, whose names
 * field starts at *names (to the space before the path). */
static bool folder_line_of(const char *line, const char *next, const char *dir,
                           const char **names)
{
    size_t mark = strlen(FOLDER_MARK), n = strlen(dir);
    if ((size_t)(next - line) <= mark || memcmp(line, FOLDER_MARK, mark) != 0)
        return false;
    const char *p = line + mark;
    for (int field = 0; field < 5 && p; field++) {
        p = memchr(p, ' ', (size_t)(next - p));
        p = p ? p + 1 : NULL;
    }
    const char *path = p ? memchr(p, ' ', (size_t)(next - p)) : NULL;
    if (!path || (size_t)(next - 2 - path) != n || memcmp(path + 1, dir, n) != 0)
        return false;
    *names = p;
    return true;
}

/* Whether the line from line to next is a folder line of dir. */
static bool is_folder_line(const char *line, const char *next, const char *dir)
{
    const char *names;
    return folder_line_of(line, next, dir, &names);
}

/* The names remembered in the folder dir as stat saw it (st), each ended
 * by a NUL, into out; false when none are (or the folder changed since). */
static bool remembered_names(const char *dir, const struct stat *st, strbuf *out)
{
    read_remembered();
    strbuf want;
    sb_init(&want);
    folder_line_start(&want, st);
    bool found = false;
    for (const char *line = first_line(), *next; !found && line < remembered.text + remembered.len;
         line = next) {
        next = next_line(line);
        const char *names;
        if ((size_t)(next - line) <= want.len || memcmp(line, want.buf, want.len) != 0 ||
            !folder_line_of(line, next, dir, &names) || *names != '/')
            continue;
        for (const char *p = names + 1; *p != ' '; p++)
            sb_addc(out, *p == '/' ? '\0' : *p);
        found = true;
    }
    sb_release(&want);
    return found;
}

/* Remembers the names (count of them, each ended by a NUL) in the folder
 * dir as stat saw it (st), in place of what was remembered of it. A name
 * the line cannot hold (a space or a newline in it) leaves the folder to
 * be read at every start. */
static void remember_names(const char *dir, const struct stat *st, const strbuf *names,
                           size_t count)
{
    if (strchr(dir, '\n') || !file_settled(st) ||
        memchr(names->buf, ' ', names->len) || memchr(names->buf, '\n', names->len))
        return;
    strbuf text;
    keep_other_lines(&text, is_folder_line, dir);
    folder_line_start(&text, st);
    sb_addc(&text, '/');
    const char *name = names->buf;
    for (size_t i = 0; i < count; i++, name += strlen(name) + 1)
        sb_addf(&text, "%s/", name);
    sb_addf(&text, " %s\n", dir);
    store_remembered(&text);
}

/* The names in the locale folder dir but "." ones, each ended by a NUL,
 * into names: the remembered ones while the folder is as it was then, else
 * read (and remembered); false when it cannot be read. */
static bool folder_names(const char *dir, strbuf *names)
{
    struct stat st;
    bool stated = remembered.path && stat(dir, &st) == 0;
    if (stated && remembered_names(dir, &st, names))
        return true;
    DIR *d = opendir(dir);
    if (!d)
        return false;
    size_t count = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        sb_add(names, e->d_name, strlen(e->d_name) + 1);
        count++;
    }
    closedir(d);
    if (stated)
        remember_names(dir, &st, names, count);
    return true;
}

/* --- what is known of each domain bound --- */

/* A catalog checked when its domain was bound, as stat saw it then: what
 * catalog_identity tells of it. */
typedef struct checked_file {
    char *path;                   /* owned */
    dev_t device;
    ino_t inode;
    off_t size;
    struct timespec mtime;
} checked_file;

typedef struct domain_state {
    char *domain;
    char *localedir;              /* as last bound */
    bool speaks;
    /* The catalogs the binding checked (owned), for the languages of that
     * time: what catalog_identity says of the domain, written out only
     * when it is asked for (a thousand plugins bind a domain each). */
    checked_file *checked;
    size_t checked_count, checked_capacity;
    unsigned checked_languages;   /* languages_generation then */
} domain_state;

static domain_state *domains;
static size_t domain_count, domain_capacity;
static name_list reported;        /* files named on stderr already */

/* Every lookup asks for its domain's state: with a thousand plugins each
 * naming a domain, a look along the list would make a listing cost the
 * square of their number. An open-addressing index (slot = position + 1)
 * keeps it one probe or so. */
static size_t *domain_index;
static size_t index_size;         /* a power of two, at least twice domain_count */

static size_t domain_hash(const char *s)
{
    size_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static void index_put(size_t i)
{
    size_t mask = index_size - 1;
    for (size_t at = domain_hash(domains[i].domain) & mask;; at = (at + 1) & mask)
        if (!domain_index[at]) {
            domain_index[at] = i + 1;
            return;
        }
}

static domain_state *find_domain(const char *domain)
{
    if (!domain)
        domain = PACKAGE;
    if (!index_size)
        return NULL;
    size_t mask = index_size - 1;
    for (size_t at = domain_hash(domain) & mask; domain_index[at]; at = (at + 1) & mask)
        if (strcmp(domains[domain_index[at] - 1].domain, domain) == 0)
            return &domains[domain_index[at] - 1];
    return NULL;
}

static domain_state *state_of(const char *domain)
{
    domain_state *s = find_domain(domain);
    if (s)
        return s;
    domains = xgrow(domains, &domain_capacity, domain_count + 1, sizeof *domains);
    domains[domain_count] = (domain_state){ .domain = xstrdup(domain), .speaks = true };
    domain_count++;
    if (domain_count * 2 > index_size) {
        free(domain_index);
        index_size = index_size ? index_size * 2 : 16;
        domain_index = xcalloc(index_size, sizeof *domain_index);
        for (size_t i = 0; i < domain_count; i++)
            index_put(i);
    } else {
        index_put(domain_count - 1);
    }
    return &domains[domain_count - 1];
}

bool catalog_speaks(const char *domain)
{
    const domain_state *s = find_domain(domain);
    return s && s->speaks;
}

/* Names a refused file once, in the host's language (English when the
 * host's own catalog is the one refused). */
static void report(const char *path, const char *domain, const catalog_verdict *v)
{
    for (size_t i = 0; i < reported.count; i++)
        if (strcmp(reported.names[i], path) == 0)
            return;
    list_add(&reported, path, strlen(path));
    strbuf problem, line;
    sb_init(&problem);
    sb_init(&line);
    tpl_render(&problem, _(v->problem), &TPL_INT("n", v->index), 1);
    tpl_arg args[] = { TPL_STR("file", path), TPL_STR("problem", problem.buf),
                       TPL_STR("domain", domain) };
    tpl_render(&line, _("bloodtrail: the catalog {file} cannot be used: {problem}. The texts "
                        "of \"{domain}\" stay in English."),
               args, 3);
    fprintf(stderr, "%s\n", line.buf);
    sb_release(&line);
    sb_release(&problem);
}

/* One line of catalog_identity. */
static void add_identity(strbuf *out, const checked_file *f)
{
    sb_addf(out, "%s %ju %ju %jd %jd.%09ld\n", f->path, (uintmax_t)f->device,
            (uintmax_t)f->inode, (intmax_t)f->size, (intmax_t)f->mtime.tv_sec,
            f->mtime.tv_nsec);
}

static checked_file checked_of(char *path, const struct stat *st)
{
    return (checked_file){ path, st->st_dev, st->st_ino, st->st_size, st->st_mtim };
}

/* Checks each candidate under localedir; stops at the first refused one.
 * *found counts the catalogs there are for the session's languages; those
 * checked are noted in s. */
static bool check_folder(const char *domain, const char *localedir, const name_list *languages,
                         domain_state *s, size_t *found)
{
    *found = 0;
    for (size_t i = 0; i < s->checked_count; i++)
        free(s->checked[i].path);
    s->checked_count = 0;
    s->checked_languages = languages_generation;
    strbuf names;
    sb_init(&names);
    if (!folder_names(localedir, &names)) {
        sb_release(&names);
        return true;              /* no catalogs at all: gettext finds none either */
    }
    bool ok = true;
    strbuf path;
    sb_init(&path);
    for (const char *name = names.buf; ok && name < names.buf + names.len;
         name += strlen(name) + 1) {
        if (!is_asked(languages, name))
            continue;
        sb_reset(&path);
        sb_addf(&path, "%s/%s/LC_MESSAGES/%s.mo", localedir, name, domain);
        /* Without a cache the catalog is opened at once, its fstat noted
         * (a stat first cost a system call more); with one, a stat tells
         * whether it is the one found clean before. */
        struct stat st;
        bool reached = true, known = false;
        catalog_verdict v = { true, NULL, -1 };
        if (remembered.path) {
            if (stat(path.buf, &st) != 0)
                continue;         /* what stat cannot reach, gettext cannot open */
            known = was_found_clean(path.buf, &st);
        }
        if (!known) {
            v = check_file(path.buf, &st, &reached);
            if (v.ok && reached && remembered.path)
                remember_clean(path.buf, &st);
        }
        if (!reached)
            continue;
        (*found)++;
        s->checked = xgrow(s->checked, &s->checked_capacity, s->checked_count + 1,
                           sizeof *s->checked);
        s->checked[s->checked_count++] = checked_of(xstrdup(path.buf), &st);
        if (!v.ok) {
            s->speaks = ok = false;
            report(path.buf, domain, &v);
        }
    }
    sb_release(&names);
    sb_release(&path);
    return ok;
}

void catalog_identity(const char *domain, strbuf *out)
{
    const domain_state *s = find_domain(domain);
    if (!s || !s->speaks || !s->localedir)
        return;
    /* The files were stated when they were checked, which is when gettext
     * read them (catalog_bind): the folder is not read again unless the
     * languages changed since. */
    const name_list *languages = current_languages();
    if (s->checked_languages == languages_generation) {
        for (size_t i = 0; i < s->checked_count; i++)
            add_identity(out, &s->checked[i]);
        return;
    }
    DIR *dir = opendir(s->localedir);
    if (!dir)
        return;
    strbuf path;
    sb_init(&path);
    for (struct dirent *e; (e = readdir(dir));) {
        if (e->d_name[0] == '.' || !is_asked(languages, e->d_name))
            continue;
        sb_reset(&path);
        sb_addf(&path, "%s/%s/LC_MESSAGES/%s.mo", s->localedir, e->d_name, domain);
        struct stat st;
        if (stat(path.buf, &st) == 0) {
            checked_file f = checked_of(path.buf, &st);
            add_identity(out, &f);
        }
    }
    closedir(dir);
    sb_release(&path);
}

void catalog_bind(const char *domain, const char *localedir)
{
    domain_state *s = state_of(domain);
    if (s->localedir != localedir) {
        char *copy = xstrdup(localedir);      /* localedir may be s->localedir */
        free(s->localedir);
        s->localedir = copy;
    }
    s->speaks = true;
    size_t found;
    bool ok = check_folder(domain, localedir, current_languages(), s, &found);
    if (!ok)
        return;
    /* Without a catalog in the player's languages the texts are their
     * msgids: gettext is not asked at all. glibc keeps bound domains and
     * the catalogs it looked for in lists that every lookup walks, so
     * binding a thousand plugins that do not speak the language would make
     * every later lookup slower. */
    if (!found && strcmp(domain, PACKAGE) != 0) {
        s->speaks = false;
        return;
    }
    bindtextdomain(domain, localedir);
    bind_textdomain_codeset(domain, "UTF-8");
    /* Loading the catalog now (its header is a lookup) leaves the shortest
     * time between the check and gettext's reading. */
    (void)dgettext(domain, "");
}

/* Visits the translations of one checked catalog in memory. */
static void visit_translations(const mo *m, catalog_visit each, void *user)
{
    for (uint32_t i = 0; i < m->count; i++) {
        const char *original, *text;
        uint32_t olen, tlen;
        if (!string_fits(m, m->originals, i, &original, &olen) ||
            !string_fits(m, m->translations, i, &text, &tlen) || !original[0])
            continue;                         /* the header */
        const char *eot = memchr(original, '\004', olen);
        char *context = eot ? xstrndup(original, (size_t)(eot - original)) : NULL;
        /* The plural forms follow one another, each ended by its NUL. */
        for (const char *form = text; form < text + tlen || form == text;
             form += strlen(form) + 1)
            each(user, context, form);
        free(context);
    }
}

static void visit_file(const char *path, catalog_visit each, void *user)
{
    if (!catalog_check_file(path).ok)
        return;
    struct stat st;
    file_problem problem;
    int fd = file_open_regular(path, &st, &problem);
    if (fd < 0)
        return;
    size_t size = 0;
    char *data = file_read_all(fd, (size_t)st.st_size, MO_MAX_BYTES, &size);
    close(fd);
    /* Checked again as read: the file may have changed in between. */
    if (data && catalog_check((const unsigned char *)data, size).ok) {
        mo m = { .data = (const unsigned char *)data, .size = size };
        m.swap = word_at(&m, 0) != MO_MAGIC;
        m.count = word_at(&m, 8);
        m.originals = word_at(&m, 12);
        m.translations = word_at(&m, 16);
        visit_translations(&m, each, user);
    }
    free(data);
}

void catalog_each_translation(const char *domain, catalog_visit each, void *user)
{
    const domain_state *s = find_domain(domain);
    if (!s || !s->speaks || !s->localedir)
        return;
    const name_list *languages = current_languages();
    DIR *dir = opendir(s->localedir);
    strbuf path;
    sb_init(&path);
    for (struct dirent *e; dir && (e = readdir(dir));) {
        if (e->d_name[0] == '.' || !is_asked(languages, e->d_name))
            continue;
        sb_reset(&path);
        sb_addf(&path, "%s/%s/LC_MESSAGES/%s.mo", s->localedir, e->d_name, s->domain);
        visit_file(path.buf, each, user);
    }
    if (dir)
        closedir(dir);
    sb_release(&path);
}

void catalog_recheck(void)
{
    for (size_t i = 0; i < domain_count; i++)
        catalog_bind(domains[i].domain, domains[i].localedir);
}
