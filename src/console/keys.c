/* SPDX-License-Identifier: GPL-3.0-or-later */
/* keys.c - key mode: a key read raw from the terminal, what it stands for,
 * and the list "?" shows. */
#include "config.h"

#include "console/keys.h"

#include <errno.h>
#include <poll.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "console/console.h"
#include "console/frame.h"
#include "console/words.h"
#include "text/i18n.h"
#include "text/template.h"

/* How long the rest of an escape sequence may take to come: a lone Escape
 * is a key of its own. */
#define KEYS_ESCAPE_WAIT_MS 40

/* --- reading --- */

/* One byte within wait_ms (-1: no limit); -1 at the end of input, on a
 * stop signal or when none came in time. The stop signals are let through
 * only while it waits (ppoll), as the line reader does. */
static int read_byte(int fd, int wait_ms, volatile sig_atomic_t *stop)
{
    sigset_t stops, before;
    sigemptyset(&stops);
    sigaddset(&stops, SIGHUP);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    sigprocmask(SIG_BLOCK, &stops, &before);
    int byte = -1;
    struct timespec limit = { wait_ms / 1000, (wait_ms % 1000) * 1000000L };
    while (!*stop) {
        struct pollfd p = { .fd = fd, .events = POLLIN };
        int ready = ppoll(&p, 1, wait_ms < 0 ? NULL : &limit, &before);
        if (ready < 0 && errno == EINTR)
            continue;
        unsigned char c;
        if (ready > 0 && read(fd, &c, 1) == 1)
            byte = c;
        break;
    }
    sigprocmask(SIG_SETMASK, &before, NULL);
    return byte;
}

/* The key an escape sequence "ESC [ ..." or "ESC O ..." stands for. */
static int escape_key(int fd, volatile sig_atomic_t *stop)
{
    int kind = read_byte(fd, KEYS_ESCAPE_WAIT_MS, stop);
    if (kind < 0)
        return 0x1b;                             /* Escape alone */
    if (kind != '[' && kind != 'O')
        return KEYS_UNKNOWN;
    int c = read_byte(fd, KEYS_ESCAPE_WAIT_MS, stop);
    if (kind == 'O' && c >= 'p' && c <= 'y')
        return '0' + (c - 'p');                  /* the keypad in application mode */
    switch (c) {
    case 'A': return KEYS_UP;
    case 'B': return KEYS_DOWN;
    case 'C': return KEYS_RIGHT;
    case 'D': return KEYS_LEFT;
    case 'H': return KEYS_HOME;
    case 'F': return KEYS_END;
    case 'E': return KEYS_CENTRE;
    default: break;
    }
    if (c < '0' || c > '9')
        return KEYS_UNKNOWN;
    int n = c - '0', next;
    while ((next = read_byte(fd, KEYS_ESCAPE_WAIT_MS, stop)) >= '0' && next <= '9')
        n = n * 10 + next - '0';
    if (next != '~')
        return KEYS_UNKNOWN;
    switch (n) {
    case 1: case 7: return KEYS_HOME;
    case 4: case 8: return KEYS_END;
    case 5: return KEYS_PAGE_UP;
    case 6: return KEYS_PAGE_DOWN;
    default: return KEYS_UNKNOWN;
    }
}

int keys_read(FILE *in, FILE *out, const char *prompt, volatile sig_atomic_t *stop)
{
    int fd = fileno(in);
    struct termios before, raw;
    bool terminal = tcgetattr(fd, &before) == 0;
    if (terminal) {
        raw = before;
        raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
        raw.c_cc[VMIN] = 1;
        raw.c_cc[VTIME] = 0;
        tcsetattr(fd, TCSANOW, &raw);
    }
    /* The prompt only once the terminal is raw: a key pressed on seeing it
     * is never held back as the start of a line. */
    fputs(prompt, out);
    fflush(out);
    int key = read_byte(fd, -1, stop);
    if (key == 0x1b)
        key = escape_key(fd, stop);
    if (terminal)
        tcsetattr(fd, TCSANOW, &before);
    return key < 0 && key != KEYS_UNKNOWN ? KEYS_NONE : key;
}

/* --- what a key stands for --- */

typedef struct key_def {
    int key;
    const char *line;            /* the command line it sends, in English (always understood) */
} key_def;

#define KEY_CTRL(c) ((c) & 0x1f)

static const key_def map_keys[] = {
    { 'h', "west" }, { 'j', "south" }, { 'k', "north" }, { 'l', "east" },
    { 'y', "northwest" }, { 'u', "northeast" }, { 'b', "southwest" }, { 'n', "southeast" },
    { KEYS_LEFT, "west" }, { KEYS_DOWN, "south" }, { KEYS_UP, "north" }, { KEYS_RIGHT, "east" },
    { KEYS_HOME, "northwest" }, { KEYS_PAGE_UP, "northeast" }, { KEYS_END, "southwest" },
    { KEYS_PAGE_DOWN, "southeast" }, { KEYS_CENTRE, "wait" },
    { '1', "southwest" }, { '2', "south" }, { '3', "southeast" }, { '4', "west" },
    { '5', "wait" }, { '6', "east" }, { '7', "northwest" }, { '8', "north" },
    { '9', "northeast" },
    { 'H', "run west" }, { 'J', "run south" }, { 'K', "run north" }, { 'L', "run east" },
    { 'Y', "run northwest" }, { 'U', "run northeast" }, { 'B', "run southwest" },
    { 'N', "run southeast" },
    { '.', "wait" }, { 's', "wait" }, { 'R', "rest" }, { 'o', "explore" },
    { '>', "down" }, { ',', "pickup" }, { 'g', "pickup" }, { 'i', "inventory" },
    { '@', "character" }, { 'q', "use" }, { 'a', "use" }, { 'w', "equip" }, { 'd', "drop" },
    { '_', "travel" }, { 'f', "follow" }, { ';', "look" }, { 'm', "messages" },
    { KEY_CTRL('P'), "messages" }, { 'S', "save" }, { 'Q', "quit" },
    { 0, NULL },
};

static const key_def fight_keys[] = {
    { '1', "1" }, { '2', "2" }, { '3', "3" }, { '4', "4" },
    { 'm', "messages" }, { KEY_CTRL('P'), "messages" }, { '@', "character" },
    { 0, NULL },
};

const char *keys_line(const prefs *p, int key, bool in_fight)
{
    const char *bound = key >= 0 && key < 0x100 ? prefs_binding_of(p, key) : NULL;
    if (bound)
        return bound;
    for (const key_def *k = in_fight ? fight_keys : map_keys; k->line; k++)
        if (k->key == key)
            return k->line;
    return NULL;
}

void keys_name(int key, strbuf *out)
{
    static const char *const named[] = {
        [KEYS_UP - KEYS_UP] = "Up", [KEYS_DOWN - KEYS_UP] = "Down",
        [KEYS_RIGHT - KEYS_UP] = "Right", [KEYS_LEFT - KEYS_UP] = "Left",
        [KEYS_HOME - KEYS_UP] = "Home", [KEYS_END - KEYS_UP] = "End",
        [KEYS_PAGE_UP - KEYS_UP] = "PgUp", [KEYS_PAGE_DOWN - KEYS_UP] = "PgDn",
        [KEYS_CENTRE - KEYS_UP] = "Keypad5",
    };
    if (key >= KEYS_UP && key <= KEYS_CENTRE)
        sb_adds(out, named[key - KEYS_UP]);
    else if (key == ' ')
        sb_adds(out, "space");
    else if (key == '\t')
        sb_adds(out, "tab");
    else if (key >= 0 && key < 0x20)
        sb_addf(out, "^%c", key + '@');
    else if (key > 0x20 && key < 0x7f)
        sb_addc(out, (char)key);
    else
        sb_addf(out, "<%d>", key);
}

/* "h west  j south ..." in lines that fit the terminal's 80 columns. */
static void add_key_list(strbuf *out, const key_def *keys, const prefs *p)
{
    strbuf line, item;
    sb_init(&line);
    sb_init(&item);
    for (const key_def *k = keys; k->line; k++) {
        sb_reset(&item);
        keys_name(k->key, &item);
        sb_addf(&item, " %s", keys_line(p, k->key, keys == fight_keys));
        if (line.len && line.len + 2 + item.len > 78) {
            sb_addf(out, "  %s\n", line.buf);
            sb_reset(&line);
        }
        sb_addf(&line, "%s%s", line.len ? "  " : "", item.buf);
    }
    if (line.len)
        sb_addf(out, "  %s\n", line.buf);
    sb_release(&item);
    sb_release(&line);
}

void keys_help(const prefs *p, bool in_fight, strbuf *out)
{
    /* TRANSLATORS: key mode's "?": the keys and the command each sends
       (the commands are shown in English, which always works). */
    sb_adds(out, in_fight ? _("Keys in a fight:") : _("Keys on the map:"));
    sb_addc(out, '\n');
    add_key_list(out, in_fight ? fight_keys : map_keys, p);
    if (p->binding_count) {
        sb_adds(out, _("Your own keys (the settings file):"));
        sb_addc(out, '\n');
        for (size_t i = 0; i < p->binding_count; i++) {
            sb_adds(out, "  ");
            keys_name(p->bindings[i].key, out);
            sb_addf(out, " %s\n", p->bindings[i].line);
        }
    }
    /* TRANSLATORS: key mode's "?": how to type a whole command. */
    sb_adds(out, _("\":\" types a whole line (\"keys off\" goes back to line mode); questions "
                   "take a line."));
    sb_addc(out, '\n');
}

/* --- "keys on|off" --- */

enum { KEYS_ON, KEYS_OFF };

static const word_def keys_words[] = {
    /* TRANSLATORS: "keys on|off": key mode on a terminal. */
    { 0, "keys", NC_("command", "keys"), NULL },
    { -1, NULL, NULL, NULL },
};

static const word_def switch_words[] = {
    { KEYS_ON, "on|yes", NC_("command", "on"), NULL },
    { KEYS_OFF, "off|no", NC_("command", "off"), NULL },
    { -1, NULL, NULL, NULL },
};

bool keys_command(game *g, char **words, size_t count)
{
    if (!count || words_match(keys_words, words[0]) != 0)
        return false;
    console *c = g->console;
    int to = count == 2 ? words_match(switch_words, words[1]) : -1;
    if (to < 0) {
        frame_reject(g, N_("\"keys\" takes \"on\" or \"off\"."), NULL, 0);
        return true;
    }
    if (to == KEYS_ON && !c->interactive) {
        /* TRANSLATORS: key mode needs a terminal to read keys from. */
        frame_reject(g, N_("Key mode needs a terminal; this game reads lines from a script or "
                           "a pipe."),
                     NULL, 0);
        return true;
    }
    c->keys = to == KEYS_ON;
    strbuf error;
    sb_init(&error);
    if (c->prefs->path &&
        !prefs_store(c->prefs->path, "play", "keys", c->keys ? "yes" : "no", &error))
        frame_print(g, error.buf);
    sb_release(&error);
    frame_say(g, c->keys ? N_("Key mode is on: one key an action; \"?\" lists the keys, \":\" "
                              "types a line.")
                         : N_("Key mode is off: type a command and Enter."),
              NULL, 0);
    return true;
}
