/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lineedit.c - the line editor: a line read key by key with the terminal in
 * raw mode, drawn again after every change on one row that scrolls
 * sideways when the line is wider than the terminal. */
#include "config.h"

#include "lineedit/lineedit.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include "util/strbuf.h"
#include "util/utf8.h"
#include "util/xalloc.h"

#define HISTORY_MAX 500
/* How long an Escape waits for the rest of a key's sequence. */
#define ESCAPE_WAIT_MS 50

/* Keys that are not characters. */
enum {
    KEY_NONE = -1,
    KEY_END_OF_INPUT = -2,
    KEY_STOP = -3,
    KEY_LEFT = 0x100,
    KEY_RIGHT,
    KEY_UP,
    KEY_DOWN,
    KEY_HOME,
    KEY_END,
    KEY_DELETE,
    KEY_WORD_LEFT,
    KEY_WORD_RIGHT,
};

#define KEY_CTRL(c) ((c) & 0x1f)

static struct {
    char **lines;         /* owned, oldest first */
    size_t count;
    size_t capacity;
} history;

static char *cut;         /* owned: what Ctrl-K, -U, -W cut last, for Ctrl-Y */

static const char *bound[32];   /* borrowed: the line each control key sends */

typedef struct editor {
    int in, out;
    volatile sig_atomic_t *stop;
    const char *prompt;
    size_t prompt_width;
    strbuf line;
    size_t pos;                    /* the cursor, a byte offset on a character */
    size_t browsing;               /* the history line shown; count: the new line */
    char *draft;                   /* owned: the new line while history is shown */
    lineedit_words_fn words;
    void *user;
    bool tabbed;                   /* the last key was a Tab that found several */
    bool drawn;                    /* the row already shows the line as it is */
} editor;

/* --- the terminal -------------------------------------------------------- */

bool lineedit_usable(int in, int out)
{
    const char *term = getenv("TERM");
    return isatty(in) && isatty(out) && !(term && strcmp(term, "dumb") == 0);
}

static void put(const editor *e, const char *bytes, size_t len)
{
    while (len) {
        ssize_t n = write(e->out, bytes, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;           /* a terminal gone: nothing to draw on */
        bytes += n;
        len -= (size_t)n;
    }
}

static size_t columns(const editor *e)
{
    struct winsize ws;
    if (ioctl(e->out, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
        return ws.ws_col;
    return 80;
}

/* One byte; a stop signal, or the end of input, says so. The stop signals
 * are blocked but for the wait itself (ppoll): one that comes after the look
 * at *stop and before the wait still ends it at once. */
static int read_byte(const editor *e)
{
    sigset_t stops, before;
    sigemptyset(&stops);
    sigaddset(&stops, SIGHUP);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    sigprocmask(SIG_BLOCK, &stops, &before);
    int key = KEY_END_OF_INPUT;
    for (;;) {
        if (*e->stop) {
            key = KEY_STOP;
            break;
        }
        struct pollfd p = { .fd = e->in, .events = POLLIN };
        int ready = ppoll(&p, 1, NULL, &before);
        if (ready < 0 && errno == EINTR)
            continue;
        unsigned char c;
        ssize_t n = ready > 0 ? read(e->in, &c, 1) : -1;
        if (n < 0 && errno == EINTR)
            continue;
        if (n == 1)
            key = c;
        break;
    }
    sigprocmask(SIG_SETMASK, &before, NULL);
    return key;
}

/* Whether another byte comes within ESCAPE_WAIT_MS. */
static bool more_soon(const editor *e)
{
    struct pollfd p = { .fd = e->in, .events = POLLIN };
    return poll(&p, 1, ESCAPE_WAIT_MS) > 0;
}

/* The key of an escape sequence (ESC already read): CSI "ESC [ params
 * final", SS3 "ESC O final", or Alt with a key (Alt-B and Alt-F move by
 * words, Alt with another key is that key). Unknown sequences are read
 * whole and give KEY_NONE. */
static int read_escape(const editor *e)
{
    if (!more_soon(e))
        return KEY_NONE;                   /* Escape alone */
    int c = read_byte(e);
    if (c == 'b' || c == 'B')
        return KEY_WORD_LEFT;
    if (c == 'f' || c == 'F')
        return KEY_WORD_RIGHT;
    if (c != '[' && c != 'O')
        return c == 0x1b ? KEY_NONE : c;
    int param = 0, last;
    while ((last = read_byte(e)) >= 0 && last >= 0x20 && last < 0x40)
        if (last >= '0' && last <= '9')
            param = param * 10 + (last - '0');
    if (last < 0)
        return last;
    switch (last) {
    case 'A': return KEY_UP;
    case 'B': return KEY_DOWN;
    case 'C': return KEY_RIGHT;
    case 'D': return KEY_LEFT;
    case 'H': return KEY_HOME;
    case 'F': return KEY_END;
    case '~':
        return param == 1 || param == 7 ? KEY_HOME
               : param == 4 || param == 8 ? KEY_END
               : param == 3 ? KEY_DELETE
                            : KEY_NONE;
    default: return KEY_NONE;
    }
}

/* --- drawing ---------------------------------------------------------------- */

/* Columns of line[from, to). */
static size_t width_of(const char *line, size_t from, size_t to)
{
    size_t width = 0;
    while (from < to) {
        wint_t c;
        size_t len = utf8_decode(line + from, &c);
        if (!len) {
            width++;
            from++;
            continue;
        }
        int w = wcwidth((wchar_t)c);
        width += w < 0 ? 1 : (size_t)w;
        from += len;
    }
    return width;
}

static size_t next_char(const strbuf *line, size_t at)
{
    if (at >= line->len)
        return line->len;
    wint_t c;
    size_t len = utf8_decode(line->buf + at, &c);
    return at + (len ? len : 1);
}

static size_t prev_char(const strbuf *line, size_t at)
{
    if (at == 0)
        return 0;
    at--;
    while (at > 0 && ((unsigned char)line->buf[at] & 0xC0) == 0x80)
        at--;
    return at;
}

/* Whether the prompt and the whole line fit the row. */
static bool fits(const editor *e)
{
    return e->prompt_width + width_of(e->line.buf, 0, e->line.len) < columns(e);
}

/* Draws the prompt and the part of the line around the cursor that fits
 * the row, and puts the cursor in its place: back from the end with
 * backspaces, which every terminal knows. */
static void refresh(editor *e)
{
    size_t cols = columns(e);
    size_t room = cols > e->prompt_width + 1 ? cols - e->prompt_width - 1 : 1;
    /* From the cursor back as far as fits, then on as far as fits: each
     * character measured once, so a long line costs what it holds. */
    size_t start = e->pos, end = e->pos, width = 0;
    while (start > 0) {
        size_t prev = prev_char(&e->line, start);
        size_t w = width_of(e->line.buf, prev, start);
        if (width + w > room)
            break;
        width += w;
        start = prev;
    }
    while (end < e->line.len) {
        size_t next = next_char(&e->line, end);
        size_t w = width_of(e->line.buf, end, next);
        if (width + w > room)
            break;
        width += w;
        end = next;
    }
    strbuf out;
    sb_init(&out);
    sb_adds(&out, "\r");
    sb_adds(&out, e->prompt);
    sb_add(&out, e->line.buf + start, end - start);
    sb_adds(&out, "\033[K");
    for (size_t back = width_of(e->line.buf, e->pos, end); back; back--)
        sb_addc(&out, '\b');
    put(e, out.buf, out.len);
    sb_release(&out);
}

/* --- editing ------------------------------------------------------------- */

static void insert(editor *e, const char *bytes, size_t len)
{
    strbuf after;
    sb_init(&after);
    sb_adds(&after, e->line.buf + e->pos);
    sb_truncate(&e->line, e->pos);
    sb_add(&e->line, bytes, len);
    sb_add(&e->line, after.buf, after.len);
    e->pos += len;
    sb_release(&after);
}

/* Removes line[from, to) and keeps it for Ctrl-Y when keep. */
static void erase(editor *e, size_t from, size_t to, bool keep)
{
    if (from >= to)
        return;
    if (keep) {
        free(cut);
        cut = xstrndup(e->line.buf + from, to - from);
    }
    memmove(e->line.buf + from, e->line.buf + to, e->line.len - to + 1);
    e->line.len -= to - from;
    if (e->pos > to)
        e->pos -= to - from;
    else if (e->pos > from)
        e->pos = from;
}

static bool is_space(const strbuf *line, size_t at)
{
    return line->buf[at] == ' ';
}

static size_t word_left(const editor *e)
{
    size_t at = e->pos;
    while (at > 0 && is_space(&e->line, prev_char(&e->line, at)))
        at = prev_char(&e->line, at);
    while (at > 0 && !is_space(&e->line, prev_char(&e->line, at)))
        at = prev_char(&e->line, at);
    return at;
}

static size_t word_right(const editor *e)
{
    size_t at = e->pos;
    while (at < e->line.len && is_space(&e->line, at))
        at = next_char(&e->line, at);
    while (at < e->line.len && !is_space(&e->line, at))
        at = next_char(&e->line, at);
    return at;
}

static void set_line(editor *e, const char *text)
{
    sb_reset(&e->line);
    sb_adds(&e->line, text);
    e->pos = e->line.len;
}

/* Shows history line `to` (history.count: the line being written). */
static void browse(editor *e, size_t to)
{
    if (to > history.count || to == e->browsing)
        return;
    if (e->browsing == history.count) {
        free(e->draft);
        e->draft = xstrdup(e->line.buf);
    }
    e->browsing = to;
    set_line(e, to == history.count ? e->draft : history.lines[to]);
}

static void remember(const char *line)
{
    if (!*line || (history.count && strcmp(history.lines[history.count - 1], line) == 0))
        return;
    if (history.count == HISTORY_MAX) {
        free(history.lines[0]);
        memmove(history.lines, history.lines + 1, (HISTORY_MAX - 1) * sizeof *history.lines);
        history.count--;
    }
    history.lines = xgrow(history.lines, &history.capacity, history.count + 1,
                          sizeof *history.lines);
    history.lines[history.count++] = xstrdup(line);
}

void lineedit_bind(int key, const char *line)
{
    if (key > 0 && key < 32)
        bound[key] = line;
}

void lineedit_forget(void)
{
    memset(bound, 0, sizeof bound);
    for (size_t i = 0; i < history.count; i++)
        free(history.lines[i]);
    free(history.lines);
    memset(&history, 0, sizeof history);
    free(cut);
    cut = NULL;
}

/* --- completion ---------------------------------------------------------- */

/* The spellings that start with what was typed, each once. */
typedef struct matches {
    const char *prefix;
    size_t len;
    char **found;         /* owned */
    size_t count;
    size_t capacity;
} matches;

static void collect(const char *word, void *user)
{
    matches *m = user;
    if (strncmp(word, m->prefix, m->len) != 0)
        return;
    for (size_t i = 0; i < m->count; i++)
        if (strcmp(m->found[i], word) == 0)
            return;
    m->found = xgrow(m->found, &m->capacity, m->count + 1, sizeof *m->found);
    m->found[m->count++] = xstrdup(word);
}

static int compare_words(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The matches side by side in columns, under the line, and the line again. */
static void list_matches(editor *e, const matches *m)
{
    size_t widest = 0;
    for (size_t i = 0; i < m->count; i++) {
        size_t w = utf8_width(m->found[i]);
        widest = w > widest ? w : widest;
    }
    size_t per_row = columns(e) / (widest + 2);
    per_row = per_row ? per_row : 1;
    strbuf out;
    sb_init(&out);
    sb_adds(&out, "\r\n");
    for (size_t i = 0; i < m->count; i++) {
        bool last_of_row = (i + 1) % per_row == 0 || i + 1 == m->count;
        if (last_of_row)
            sb_adds(&out, m->found[i]);
        else
            utf8_add_padded(&out, m->found[i], widest + 2);
        if (last_of_row)
            sb_adds(&out, "\r\n");
    }
    put(e, out.buf, out.len);
    sb_release(&out);
}

/* Tab: the first word is completed to the one word that fits, or as far as
 * all that fit agree; a second Tab lists them. */
static void complete(editor *e)
{
    bool again = e->tabbed;
    e->tabbed = false;
    if (!e->words || memchr(e->line.buf, ' ', e->pos)) {
        put(e, "\a", 1);
        return;
    }
    matches m = { .prefix = e->line.buf, .len = e->pos };
    e->words(collect, &m, e->user);
    if (m.count == 0) {
        put(e, "\a", 1);
    } else if (m.count == 1) {
        insert(e, m.found[0] + m.len, strlen(m.found[0]) - m.len);
        if (e->pos == e->line.len || !is_space(&e->line, e->pos))
            insert(e, " ", 1);
    } else {
        qsort(m.found, m.count, sizeof *m.found, compare_words);
        size_t common = strlen(m.found[0]);
        for (size_t i = 1; i < m.count; i++) {
            size_t k = 0;
            while (k < common && m.found[i][k] == m.found[0][k])
                k++;
            common = k;
        }
        /* Only whole characters: the words may differ inside one. */
        while (common > m.len && ((unsigned char)m.found[0][common] & 0xC0) == 0x80)
            common--;
        if (common > m.len)
            insert(e, m.found[0] + m.len, common - m.len);
        else if (again)
            list_matches(e, &m);
        else
            put(e, "\a", 1);
        e->tabbed = true;
    }
    for (size_t i = 0; i < m.count; i++)
        free(m.found[i]);
    free(m.found);
}

/* --- the keys ------------------------------------------------------------ */

/* A character typed: its first byte was c; the rest of it is read here. */
static void type_char(editor *e, int c)
{
    char bytes[4] = { (char)c };
    if ((c & 0xC0) == 0x80 || c >= 0xF8)
        return;                            /* not the start of a character */
    size_t len = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 1;
    for (size_t i = 1; i < len; i++) {
        int more = read_byte(e);
        if (more < 0 || (more & 0xC0) != 0x80)
            return;                        /* not UTF-8: dropped */
        bytes[i] = (char)more;
    }
    bool at_end = e->pos == e->line.len;
    insert(e, bytes, len);
    /* Typed at the end of a line that fits: the character is all there is
     * to draw, as a plain terminal would echo it. */
    if (at_end && fits(e)) {
        put(e, bytes, len);
        e->drawn = true;
    }
}

/* Backspace. At the end of a line that fits, the character is only wiped. */
static void backspace(editor *e)
{
    size_t from = prev_char(&e->line, e->pos);
    if (from == e->pos)
        return;
    bool simple = e->pos == e->line.len && fits(e);
    size_t width = width_of(e->line.buf, from, e->pos);
    erase(e, from, e->pos, false);
    if (!simple)
        return;
    strbuf out;
    sb_init(&out);
    for (int pass = 0; pass < 3; pass++)
        for (size_t w = 0; w < width; w++)
            sb_addc(&out, pass == 1 ? ' ' : '\b');
    put(e, out.buf, out.len);
    sb_release(&out);
    e->drawn = true;
}

typedef enum outcome { GO_ON, DONE, GIVE_UP } outcome;

static outcome handle(editor *e, int key)
{
    if (key != '\t')
        e->tabbed = false;
    if (key > 0 && key < 32 && bound[key]) {
        set_line(e, bound[key]);
        refresh(e);
        e->drawn = true;
        return DONE;
    }
    switch (key) {
    case '\r':
    case '\n':
        return DONE;
    case KEY_STOP:
    case KEY_END_OF_INPUT:
        return GIVE_UP;
    case KEY_CTRL('d'):
        if (!e->line.len)
            return GIVE_UP;
        /* fall through */
    case KEY_DELETE:
        erase(e, e->pos, next_char(&e->line, e->pos), false);
        break;
    case 0x7f:
    case KEY_CTRL('h'):
        backspace(e);
        break;
    case KEY_LEFT:
    case KEY_CTRL('b'):
        e->pos = prev_char(&e->line, e->pos);
        break;
    case KEY_RIGHT:
    case KEY_CTRL('f'):
        e->pos = next_char(&e->line, e->pos);
        break;
    case KEY_WORD_LEFT:
        e->pos = word_left(e);
        break;
    case KEY_WORD_RIGHT:
        e->pos = word_right(e);
        break;
    case KEY_HOME:
    case KEY_CTRL('a'):
        e->pos = 0;
        break;
    case KEY_END:
    case KEY_CTRL('e'):
        e->pos = e->line.len;
        break;
    case KEY_CTRL('k'):
        erase(e, e->pos, e->line.len, true);
        break;
    case KEY_CTRL('u'):
        erase(e, 0, e->pos, true);
        break;
    case KEY_CTRL('w'):
        erase(e, word_left(e), e->pos, true);
        break;
    case KEY_CTRL('y'):
        if (cut)
            insert(e, cut, strlen(cut));
        break;
    case KEY_UP:
    case KEY_CTRL('p'):
        if (e->browsing > 0)
            browse(e, e->browsing - 1);
        break;
    case KEY_DOWN:
    case KEY_CTRL('n'):
        browse(e, e->browsing + 1);
        break;
    case KEY_CTRL('l'):
        put(e, "\033[H\033[2J", 7);
        break;
    case '\t':
        complete(e);
        break;
    default:
        if (key >= 0x20 && key < 0x100 && key != 0x7f)
            type_char(e, key);
        break;
    }
    return GO_ON;
}

static int read_key(editor *e)
{
    int c = read_byte(e);
    return c == 0x1b ? read_escape(e) : c;
}

char *lineedit_read(int in, int out, const char *prompt, lineedit_words_fn words, void *user,
                    volatile sig_atomic_t *stop)
{
    struct termios cooked, raw;
    if (tcgetattr(in, &cooked) != 0)
        return NULL;
    raw = cooked;
    /* Keys one by one, unechoed; signals (Ctrl-C) and output stay as they
     * are, so a Ctrl-C still saves the game. */
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO | IEXTEN);
    raw.c_iflag &= ~(tcflag_t)(ICRNL | INLCR);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    if (tcsetattr(in, TCSADRAIN, &raw) != 0)
        return NULL;
    editor e = { .in = in, .out = out, .stop = stop, .prompt = prompt,
                 .prompt_width = utf8_width(prompt), .browsing = history.count,
                 .words = words, .user = user };
    sb_init(&e.line);
    outcome done = *stop ? GIVE_UP : GO_ON;
    if (done == GO_ON)
        put(&e, prompt, strlen(prompt));
    while (done == GO_ON) {
        int key = read_key(&e);
        if (key == KEY_NONE)
            continue;
        e.drawn = false;
        done = handle(&e, key);
        if (done == GO_ON && !e.drawn)
            refresh(&e);
    }
    /* The line as it stands, the cursor after it, and down to a new row: a
     * line that fits is all on the row already, up to the cursor at least. */
    if (fits(&e) && !e.drawn) {
        put(&e, e.line.buf + e.pos, e.line.len - e.pos);
    } else if (!fits(&e)) {
        e.pos = e.line.len;
        refresh(&e);
    }
    put(&e, "\r\n", 2);
    tcsetattr(in, TCSADRAIN, &cooked);
    free(e.draft);
    if (done == GIVE_UP || *stop) {
        sb_release(&e.line);
        return NULL;
    }
    remember(e.line.buf);
    return sb_detach(&e.line);
}
