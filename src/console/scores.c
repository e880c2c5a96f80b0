/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scores.c - the local high-score table. */
#include "config.h"

#include "console/scores.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "console/screen.h"
#include "text/i18n.h"
#include "util/atomic.h"
#include "util/file.h"
#include "util/folder.h"
#include "util/xalloc.h"

/* The file's first line; every other line is a game:
 * points TAB won|died TAB f|m TAB class TAB level TAB depth TAB turns TAB
 * killer TAB when TAB name (the name last: it may hold spaces). */
#define SCORES_HEADER "# bloodtrail scores 1"
#define FIELDS 10

void scores_of_game(score *s, const game *g, long points)
{
    *s = (score){ .points = points, .won = g->won, .female = g->hero.female,
                  .name = g->hero.name, .class_id = g->hero.cls->h.id, .level = g->hero.level,
                  .depth = g->level.depth, .turns = g->stats.turns,
                  .killer = g->killer ? g->killer->h.id : "-", .when = (long long)time(NULL) };
}

typedef struct table {
    char *text;                  /* owned: the file, its lines cut in place */
    score *games;                /* owned array, best first */
    size_t count, capacity;
    char **damaged;              /* owned array of lines (in text) that could not be read */
    size_t damaged_count, damaged_capacity;
} table;

static bool read_number(const char *word, long long min, long long max, long long *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(word, &end, 10);
    if (errno || end == word || *end || v < min || v > max)
        return false;
    *out = v;
    return true;
}

/* One line into s; false when it is not one. */
static bool parse_line(char *line, score *s)
{
    char *part[FIELDS];
    for (int i = 0; i < FIELDS; i++) {
        part[i] = line;
        char *tab = i < FIELDS - 1 ? strchr(line, '\t') : NULL;
        if (i < FIELDS - 1 && !tab)
            return false;
        if (tab) {
            *tab = '\0';
            line = tab + 1;
        }
    }
    long long v[6];
    bool ok = read_number(part[0], 0, 1000000000000LL, &v[0]) &&
              (!strcmp(part[1], "won") || !strcmp(part[1], "died")) &&
              (!strcmp(part[2], "f") || !strcmp(part[2], "m")) && *part[3] &&
              read_number(part[4], 1, 1000000, &v[1]) && read_number(part[5], 1, 1000000, &v[2]) &&
              read_number(part[6], 0, 1000000000000LL, &v[3]) && *part[7] &&
              read_number(part[8], 0, 1LL << 40, &v[4]) && *part[9];
    if (!ok)
        return false;
    *s = (score){ .points = (long)v[0], .won = part[1][0] == 'w', .female = part[2][0] == 'f',
                  .class_id = part[3], .level = (int)v[1], .depth = (int)v[2],
                  .turns = (long)v[3], .killer = part[7], .when = v[4], .name = part[9] };
    return true;
}

static void table_release(table *t)
{
    free(t->text);
    free(t->games);
    free(t->damaged);
}

/* What a table may weigh: SCORES_KEPT games of a few hundred bytes, and the
 * lines kept because they could not be read. A larger file is no table of
 * ours, and reading and rewriting it at every game's end would cost. */
#define SCORES_MAX_BYTES (1024 * 1024)

static bool refuse(strbuf *error, const char *msgid, const char *path, int err)
{
    tpl_arg args[] = { TPL_STR("file", path), TPL_STR("error", err ? strerror(err) : ""),
                       TPL_INT("max", SCORES_MAX_BYTES / (1024 * 1024)) };
    tpl_render(error, _(msgid), args, 3);
    return false;
}

/* The text of the table at path into t->text (none yet: empty); false with
 * a reason when something else is there, or it cannot be read. */
static bool read_text(table *t, const char *path, strbuf *error)
{
    struct stat st;
    file_problem problem;
    int fd = file_open_regular(path, &st, &problem);
    if (fd < 0) {
        if (problem == FILE_FOLDER)
            return refuse(error, N_("the score table {file} is a folder, not a file; it is "
                                    "left as it is."),
                          path, 0);
        if (problem == FILE_NOT_REGULAR)
            return refuse(error, N_("the score table {file} is not a regular file (a FIFO, a "
                                    "device or a socket); it is left as it is."),
                          path, 0);
        if (errno == ENOENT)
            return true;
        return refuse(error, N_("cannot read the scores {file}: {error}."), path, errno);
    }
    size_t len = 0;
    t->text = st.st_size > SCORES_MAX_BYTES
                  ? NULL
                  : file_read_all(fd, (size_t)st.st_size, SCORES_MAX_BYTES, &len);
    int err = errno;
    close(fd);
    if (st.st_size > SCORES_MAX_BYTES || len > SCORES_MAX_BYTES)
        /* TRANSLATORS: {max} is a number of mebibytes (1). */
        return refuse(error, N_("the score table {file} is over {max} MiB, which no table of "
                                "bloodtrail is; it is left as it is."),
                      path, 0);
    if (!t->text)
        return refuse(error, N_("cannot read the scores {file}: {error}."), path, err);
    return true;
}

/* Best first; equal scores in the order they came (the index breaks ties,
 * as qsort is not stable). */
typedef struct ranked {
    score s;
    size_t order;
} ranked;

static int by_points(const void *a, const void *b)
{
    const ranked *x = a, *y = b;
    if (x->s.points != y->s.points)
        return x->s.points < y->s.points ? 1 : -1;
    return x->order < y->order ? -1 : x->order > y->order;
}

static void sort_games(table *t)
{
    ranked *r = xmalloc((t->count ? t->count : 1) * sizeof *r);
    for (size_t i = 0; i < t->count; i++)
        r[i] = (ranked){ t->games[i], i };
    qsort(r, t->count, sizeof *r, by_points);
    for (size_t i = 0; i < t->count; i++)
        t->games[i] = r[i].s;
    free(r);
}

/* Reads the table (none yet: empty); false with a reason when the file is
 * there and cannot be read, or is no table. */
static bool table_read(table *t, const char *path, strbuf *error)
{
    memset(t, 0, sizeof *t);
    if (!read_text(t, path, error))
        return false;
    if (!t->text)
        return true;
    char *line = t->text, *next;
    if (strncmp(line, SCORES_HEADER "\n", strlen(SCORES_HEADER) + 1) != 0) {
        tpl_render(error, _("the file {file} is not a bloodtrail score table; it is left as it is."),
                   &TPL_STR("file", path), 1);
        return false;
    }
    for (line += strlen(SCORES_HEADER) + 1; *line; line = next) {
        next = strchr(line, '\n');
        next = next ? (*next = '\0', next + 1) : line + strlen(line);
        if (!*line)
            continue;
        /* A line that is no game is kept whole: tried on a copy first, as
         * reading cuts a line at its tabs. */
        score s;
        char *trial = xstrdup(line);
        bool readable = parse_line(trial, &s);
        free(trial);
        if (readable && parse_line(line, &s)) {
            t->games = xgrow(t->games, &t->capacity, t->count + 1, sizeof *t->games);
            t->games[t->count++] = s;
        } else {
            t->damaged = xgrow(t->damaged, &t->damaged_capacity, t->damaged_count + 1,
                               sizeof *t->damaged);
            t->damaged[t->damaged_count++] = line;
        }
    }
    /* Best first, as written; a table put in another order by hand is
     * sorted again. */
    sort_games(t);
    return true;
}

/* --- the lock --- */

/* How long a game waits for another that writes the table (it takes a few
 * milliseconds), in steps of POLL_MS. */
#define LOCK_WAIT_MS 10000
#define POLL_MS 10

/* Takes PATH.lock beside the table, so that two games ending at once each
 * read the other's score before writing theirs. The file is made once and
 * kept (removing it would let a third game lock another file of the same
 * name); it is never written. The descriptor, or -1 with a reason; a file
 * system without locks (ENOLCK, EOPNOTSUPP) goes without (-2). */
static int lock_table(const char *path, strbuf *error)
{
    strbuf lock;
    sb_init(&lock);
    sb_addf(&lock, "%s.lock", path);
    folder_make_parents(lock.buf, 0755);
    int fd = open(lock.buf, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC,
                  0644);
    struct stat st;
    if (fd >= 0 && (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))) {
        close(fd);
        fd = -1;
        errno = EINVAL;
    }
    if (fd < 0) {
        tpl_arg args[] = { TPL_STR("file", path), TPL_STR("lock", lock.buf),
                           TPL_STR("error", strerror(errno)) };
        /* TRANSLATORS: {lock} is the lock file beside the score table {file}. */
        tpl_render(error, _("cannot write the scores {file}: its lock {lock} cannot be opened: "
                            "{error}."),
                   args, 3);
        sb_release(&lock);
        return -1;
    }
    for (int waited = 0;; waited += POLL_MS) {
        if (flock(fd, LOCK_EX | LOCK_NB) == 0)
            break;
        if (errno != EWOULDBLOCK && errno != EINTR) {
            close(fd);
            sb_release(&lock);
            return -2;
        }
        if (waited >= LOCK_WAIT_MS) {
            close(fd);
            tpl_arg args[] = { TPL_STR("file", path), TPL_STR("lock", lock.buf),
                               TPL_INT("seconds", LOCK_WAIT_MS / 1000) };
            tpl_render(error, _("cannot write the scores {file}: another game has held its lock "
                                "{lock} for {seconds} seconds."),
                       args, 3);
            sb_release(&lock);
            return -1;
        }
        nanosleep(&(struct timespec){ 0, POLL_MS * 1000000L }, NULL);
    }
    sb_release(&lock);
    return fd;
}

static void put_score(strbuf *out, const score *s)
{
    sb_addf(out, "%ld\t%s\t%c\t%s\t%d\t%d\t%ld\t%s\t%lld\t%s\n", s->points, s->won ? "won" : "died",
            s->female ? 'f' : 'm', s->class_id, s->level, s->depth, s->turns, s->killer, s->when,
            s->name);
}

bool scores_add(const char *path, const score *s, size_t *place, strbuf *error)
{
    table t;
    *place = 0;
    int lock = lock_table(path, error);
    if (lock == -1)
        return false;
    if (!table_read(&t, path, error)) {
        table_release(&t);
        if (lock >= 0)
            close(lock);
        return false;
    }
    size_t at = 0;
    while (at < t.count && t.games[at].points >= s->points)
        at++;
    strbuf text;
    sb_init(&text);
    sb_adds(&text, SCORES_HEADER "\n");
    size_t written = 0;
    for (size_t i = 0; i <= t.count && written < SCORES_KEPT; i++) {
        if (i == at) {
            put_score(&text, s);
            *place = ++written;
        }
        if (i < t.count && written < SCORES_KEPT) {
            put_score(&text, &t.games[i]);
            written++;
        }
    }
    for (size_t i = 0; i < t.damaged_count; i++)
        sb_addf(&text, "%s\n", t.damaged[i]);
    unsigned flags = ATOMIC_SYNC | ATOMIC_MAKE_FOLDERS | (lock >= 0 ? ATOMIC_LOCKED : 0);
    bool ok = atomic_write(path, text.buf, text.len, 0644, flags, NULL);
    if (!ok) {
        tpl_arg args[] = { TPL_STR("file", path), TPL_STR("error", strerror(errno)) };
        tpl_render(error, _("cannot write the scores {file}: {error}."), args, 2);
        *place = 0;
    }
    sb_release(&text);
    table_release(&t);
    if (lock >= 0)
        close(lock);             /* after the rename: the next game reads this one's table */
    return ok;
}

/* "won on level 3 after 472 turns", "killed by a blood wolf on level 1
 * after 230 turns". */
static void add_outcome(strbuf *out, const score *s, const content *data)
{
    tpl_arg at[] = { TPL_INT("depth", s->depth), TPL_INT("turns", s->turns) };
    const creature_def *killer = strcmp(s->killer, "-") ? content_creature(data, s->killer) : NULL;
    if (s->won) {
        /* TRANSLATORS: how a game of the score table ended. */
        tpl_render(out, _("won on level {depth} after {turns} turns"), at, 2);
    } else if (killer) {
        bt_name name = content_name("creature", killer->name);
        tpl_arg args[] = { at[0], at[1], TPL_NAME("killer", &name) };
        tpl_render(out, _("killed by {killer:a} on level {depth} after {turns} turns"), args, 3);
    } else {
        tpl_render(out, _("died on level {depth} after {turns} turns"), at, 2);
    }
}

static void add_game(strbuf *out, size_t place, const score *s, const content *data)
{
    const class_def *cls = content_class(data, s->class_id);
    bt_name who = { s->name, true, 0, NULL };
    bt_name class_name = cls ? content_class_name(cls, s->female) : (bt_name){ s->class_id };
    char date[16] = "";
    time_t when = (time_t)s->when;
    struct tm tm;
    if (localtime_r(&when, &tm))
        strftime(date, sizeof date, "%Y-%m-%d", &tm);
    strbuf outcome;
    sb_init(&outcome);
    add_outcome(&outcome, s, data);
    tpl_arg args[] = { TPL_NAME("name", &who), TPL_NAME("class", &class_name),
                       TPL_INT("level", s->level), TPL_STR("outcome", outcome.buf),
                       TPL_STR("date", date) };
    char head[32];
    snprintf(head, sizeof head, "%3zu. %7ld  ", place, s->points);
    strbuf line;
    sb_init(&line);
    /* TRANSLATORS: a game of the score table: "Iva, barbarian level 4, won
       on level 3 after 472 turns (2026-12-01)"; {outcome} is one of the
       endings above. */
    tpl_render(&line, _("{name}, {class:bare} level {level}, {outcome} ({date})"), args, 5);
    /* Wrapped under the text, so the places and points stand alone in
     * their columns on an 80-column screen. */
    screen_wrapped(out, head, line.buf, "              ");
    sb_release(&line);
    sb_release(&outcome);
}

bool scores_show(const char *path, const content *data, strbuf *out, strbuf *error)
{
    table t;
    if (!table_read(&t, path, error)) {
        table_release(&t);
        return false;
    }
    if (!t.count && !t.damaged_count) {
        tpl_render(out, _("No game has ended yet: the score table {file} is empty."),
                   &TPL_STR("file", path), 1);
        sb_addc(out, '\n');
    } else {
        tpl_render(out, _("The best games ({file}):"), &TPL_STR("file", path), 1);
        sb_addc(out, '\n');
    }
    for (size_t i = 0; i < t.count; i++)
        add_game(out, i + 1, &t.games[i], data);
    if (t.damaged_count) {
        tpl_arg args[] = { TPL_STR("file", path), TPL_INT("n", (long)t.damaged_count) };
        tpl_render(out,
                   NG_("{n} line of {file} could not be read; it is kept as it is.",
                       "{n} lines of {file} could not be read; they are kept as they are.",
                       t.damaged_count),
                   args, 2);
        sb_addc(out, '\n');
    }
    table_release(&t);
    return true;
}
