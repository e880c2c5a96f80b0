/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c - bloodtrail's entry: options, language, effect plugins, then the
 * lab or the game. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <bloodtrail/effect.h>

#include "app/effects.h"
#include "app/languages.h"
#include "app/prefs.h"
#include "app/paths.h"
#include "app/privilege.h"
#include "content/content.h"
#include "content/ini.h"
#include "content/mod.h"
#include "console/console.h"
#include "console/scores.h"
#include "console/screen.h"
#include "console/words.h"
#include "engine/effect.h"
#include "events/events.h"
#include "lab/lab.h"
#include "save/slot.h"
#include "text/catalog.h"
#include "text/i18n.h"
#include "text/render.h"
#include "text/template.h"
#include "dungeon/dungeon.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

typedef struct options {
    const char *lang;
    const char *data_dir;
    const char *name;
    const char *class_id;
    const char *gender;
    const char *seed;
    const char *dungeon;
    const char *save;
    const char **plugin_dirs;    /* owned array, strings from argv */
    size_t plugin_dir_count;
    const char **mod_dirs;       /* owned array, strings from argv: --mod */
    size_t mod_dir_count;
    bool no_mods;                /* --no-mods: none of the installed mods */
    bool list_mods;
    const char *expect;          /* --expect FILE: the lab's output is compared with it */
    bool speech;                 /* --speech */
    bool list_effects;
    bool scores;
    bool safe;                   /* --safe: the built-in effects only */
    bool events;                 /* --events: the event stream, not the console */
    bool help;
    bool version;
    const char *mode;            /* "lab", or NULL for the game */
    const char *render_lang;     /* --render-catalog LANG */
    const char *render_file;     /* ... FILE.po, or NULL: the installed catalog */
} options;

/* Finds --lang before anything is said, so even option errors are translated. */
static const char *early_language(int argc, char **argv)
{
    const char *lang = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0)
            break;
        if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc)
            lang = argv[++i];
        else if (strncmp(argv[i], "--lang=", 7) == 0)
            lang = argv[i] + 7;
    }
    return lang;
}

static void print_error(const char *msgid, const tpl_arg *args, size_t nargs)
{
    strbuf line;
    sb_init(&line);
    tpl_render(&line, _(msgid), args, nargs);
    fprintf(stderr, "bloodtrail: %s\n", line.buf);
    sb_release(&line);
}

/* What --version says, as GNU programs say it: the version, the plugin API
 * the program loads (a distribution's plugin packages depend on it), and the
 * licence in short; the full text is the COPYING file. */
static void print_version(void)
{
    printf("bloodtrail %s\n", PACKAGE_VERSION);
    char api[32];
    snprintf(api, sizeof api, "%d.%d", BT_EFFECT_API_MAJOR, BT_EFFECT_API_MINOR);
    strbuf line;
    sb_init(&line);
    /* TRANSLATORS: {api} is the version of the interface effect plugins are
     * built against, e.g. "1.1". */
    tpl_render(&line, _("effect plugin API {api}"), (tpl_arg[]){ TPL_STR("api", api) }, 1);
    printf("%s\n", line.buf);
    sb_release(&line);
    fputs(_("Copyright (C) 2026 the bloodtrail authors.\n"
            "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
            "This is free software: you are free to change and redistribute it.\n"
            "There is NO WARRANTY, to the extent permitted by law.\n"),
          stdout);
}

static void print_usage(void)
{
    fputs(_("Usage: bloodtrail [OPTION]... [lab]\n"
            "A line-based dungeon adventure whose status effects are plugins.\n"
            "Without a command it starts the game; \"lab\" opens the effect workbench,\n"
            "which reads one command per line (type \"help\" there).\n"
            "\n"
            "  --lang CODE          speak this language (bg, de, en, es)\n"
            "  --plugin-dir DIR     load effect plugins from DIR first (repeatable)\n"
            "  --data-dir DIR       read the content files from DIR\n"
            "  --name NAME          the hero's name (the game does not ask)\n"
            "  --gender female|male the hero is a woman or a man (the game does not\n"
            "                       ask; sentences agree with it)\n"
            "  --class ID           the hero's class: barbarian, ranger, mage, ...\n"
            "  --seed N             a reproducible game: the same seed and input\n"
            "                       give the same game\n"
            "  --dungeon deep|classic  deep (the default): ten levels made anew for\n"
            "                       each seed; classic: the three hand-made levels\n"
            "  --save FILE          keep the game in FILE (default: the user's data\n"
            "                       folder, $XDG_DATA_HOME/bloodtrail/save)\n"
            "  --events             play through the event stream: commands on standard\n"
            "                       input, events as JSON lines on standard output\n"
            "                       (doc/events.md); the game is not saved\n"
            "  --list-effects       list the effects, the files they came from and the\n"
            "                       files refused (exits with 1 when one was refused)\n"
            "  --scores             show the table of the best games and exit\n"
            "  --render-catalog LANG [FILE.po]\n"
            "                       show every variant of every message of a\n"
            "                       catalog, for its translator, and exit\n"
            "  --safe               load the built-in effects only, none of the user's\n"
            "                       (to start when a plugin breaks the game)\n"
            "  --speech             speech mode, for a screen reader or braille: after\n"
            "                       each command only what is new, in words, no map\n"
            "  --help               show this help and exit\n"
            "  --version            show the version and exit\n"
            "\n"
            "Effect plugins are also searched in BLOODTRAIL_PLUGIN_PATH (folders\n"
            "separated by ':') and in $XDG_DATA_HOME/bloodtrail/effects; a plugin is\n"
            "turned off by its id in $XDG_CONFIG_HOME/bloodtrail/effects.conf.\n"
            "Settings (speech, keys, colours, autopickup, ...) are read from\n"
            "$XDG_CONFIG_HOME/bloodtrail/config (see doc/config.md).\n"),
          stdout);
    fputs(_("\n"
            "Content mods are folders with a mod.ini, read over the game's content in\n"
            "order; those in $XDG_DATA_HOME/bloodtrail/mods are on unless\n"
            "$XDG_CONFIG_HOME/bloodtrail/mods.conf disables them:\n"
            "  --mod DIR            read the mod in DIR too, for this run (repeatable)\n"
            "  --no-mods            start without the installed mods\n"
            "  --list-mods          list the mods, their order and state (exits with 1\n"
            "                       when one is left out)\n"),
          stdout);
    fputs(_("\n"
            "In the lab:\n"
            "  --expect FILE        compare what the lab says with FILE; exit with 1\n"
            "                       and name the first line that differs\n"),
          stdout);
}

/* Parses argv; returns false (after saying why) on a bad command line. */
static bool parse_options(int argc, char **argv, options *opt)
{
    static const struct option long_options[] = {
        { "lang", required_argument, NULL, 'L' },
        { "plugin-dir", required_argument, NULL, 'P' },
        { "mod", required_argument, NULL, 'M' },
        { "no-mods", no_argument, NULL, 'O' },
        { "list-mods", no_argument, NULL, 'I' },
        { "expect", required_argument, NULL, 'Y' },
        { "list-effects", no_argument, NULL, 'E' },
        { "scores", no_argument, NULL, 'T' },
        { "safe", no_argument, NULL, 'X' },
        { "data-dir", required_argument, NULL, 'D' },
        { "name", required_argument, NULL, 'N' },
        { "class", required_argument, NULL, 'C' },
        { "gender", required_argument, NULL, 'G' },
        { "seed", required_argument, NULL, 'S' },
        { "dungeon", required_argument, NULL, 'U' },
        { "save", required_argument, NULL, 'F' },
        { "speech", no_argument, NULL, 's' },
        { "events", no_argument, NULL, 'J' },
        { "help", no_argument, NULL, 'h' },
        { "version", no_argument, NULL, 'V' },
        { "render-catalog", required_argument, NULL, 'R' },
        { NULL, 0, NULL, 0 },
    };
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, ":hV", long_options, NULL)) != -1) {
        switch (c) {
        case 'L':
            opt->lang = optarg;
            break;
        case 's':
            opt->speech = true;
            break;
        case 'P':
            opt->plugin_dirs = xrealloc(opt->plugin_dirs,
                                        (opt->plugin_dir_count + 1) * sizeof *opt->plugin_dirs);
            opt->plugin_dirs[opt->plugin_dir_count++] = optarg;
            break;
        case 'M':
            opt->mod_dirs = xrealloc(opt->mod_dirs, (opt->mod_dir_count + 1) * sizeof *opt->mod_dirs);
            opt->mod_dirs[opt->mod_dir_count++] = optarg;
            break;
        case 'O':
            opt->no_mods = true;
            break;
        case 'I':
            opt->list_mods = true;
            break;
        case 'Y':
            opt->expect = optarg;
            break;
        case 'E':
            opt->list_effects = true;
            break;
        case 'T':
            opt->scores = true;
            break;
        case 'X':
            opt->safe = true;
            break;
        case 'D':
            opt->data_dir = optarg;
            break;
        case 'N':
            opt->name = optarg;
            break;
        case 'C':
            opt->class_id = optarg;
            break;
        case 'G':
            opt->gender = optarg;
            break;
        case 'S':
            opt->seed = optarg;
            break;
        case 'U':
            opt->dungeon = optarg;
            break;
        case 'F':
            opt->save = optarg;
            break;
        case 'J':
            opt->events = true;
            break;
        case 'h':
            opt->help = true;
            break;
        case 'V':
            opt->version = true;
            break;
        case 'R':
            opt->render_lang = optarg;
            break;
        case ':':
            print_error(N_("the option \"{option}\" needs a value; see \"bloodtrail --help\"."),
                        &TPL_VALUE("option", argv[optind - 1]), 1);
            return false;
        default:
            print_error(N_("unknown option \"{option}\"; see \"bloodtrail --help\"."),
                        &TPL_VALUE("option", argv[optind - 1]), 1);
            return false;
        }
    }
    if (optind < argc && opt->render_lang)
        opt->render_file = argv[optind++];
    else if (optind < argc)
        opt->mode = argv[optind++];
    if (optind < argc || (opt->mode && strcmp(opt->mode, "lab") != 0)) {
        print_error(N_("unknown command \"{command}\"; see \"bloodtrail --help\"."),
                    &TPL_VALUE("command", optind < argc ? argv[optind] : opt->mode), 1);
        return false;
    }
    return true;
}

/* Prints the listing; 1 when a file was refused, as a check in a script
 * wants to know. */
static int list_effects(const registry *kinds)
{
    strbuf list;
    sb_init(&list);
    effects_list(&list, kinds, (size_t)screen_width());
    fputs(list.buf, stdout);
    sb_release(&list);
    return reg_refused_count(kinds) ? 1 : 0;
}

/* Reads --seed: a whole number, or a new seed from the clock. */
static bool parse_seed(const char *text, uint64_t *seed)
{
    if (!text) {
        struct timespec now;
        clock_gettime(CLOCK_REALTIME, &now);
        *seed = (uint64_t)now.tv_sec * 1000000007u ^ (uint64_t)now.tv_nsec;
        return true;
    }
    char *end;
    errno = 0;
    unsigned long long value = strtoull(text, &end, 10);
    if (errno || end == text || *end || text[0] == '-') {
        print_error(N_("the seed must be a whole number from 0 to 18446744073709551615, not "
                       "\"{value}\"."),
                    &TPL_VALUE("value", text), 1);
        return false;
    }
    *seed = value;
    return true;
}

/* Reads --dungeon: deep when not given. */
static bool parse_dungeon(const char *text, int *kind)
{
    dungeon_kind k = DUNGEON_DEEP;
    if (text && !dungeon_kind_parse(text, &k)) {
        print_error(N_("the dungeon is \"deep\" or \"classic\", not \"{value}\"."),
                    &TPL_VALUE("value", text), 1);
        return false;
    }
    *kind = (int)k;
    return true;
}

/* Reads --gender: the words the question of a new game takes (female,
 * woman, male, man, f, m, and the player's language's: "mujer", "Frau"),
 * or nothing to ask. */
static bool parse_gender(const char *text, int *gender)
{
    *gender = GAME_GENDER_ASK;
    if (!text)
        return true;
    int word = words_gender(text);
    if (word == WORDS_FEMALE)
        *gender = GAME_FEMALE;
    else if (word == WORDS_MALE)
        *gender = GAME_MALE;
    else
        print_error(N_("the hero's gender is \"female\" or \"male\", not \"{value}\"."),
                    &TPL_VALUE("value", text), 1);
    return *gender != GAME_GENDER_ASK;
}

/* The class --class names: by its id, or by its name in the player's
 * language or English, for a heroine or a hero ("Barbarin", "варварка");
 * NULL when none. */
static const class_def *class_named(const content *data, const char *text)
{
    const class_def *c = content_class(data, text);
    for (size_t i = 0; !c && i < data->classes.count; i++) {
        const class_def *d = schema_at(&data->classes, i);
        if (content_name_matches("class", d->name, text) ||
            content_name_matches("class (female hero)", d->name, text))
            c = d;
    }
    return c;
}

/* --name and --class name a hero that can be; false after saying why not. */
static bool hero_options_work(const options *opt, const content *data)
{
    if (opt->name && !*opt->name) {
        print_error(N_("the hero's name cannot be empty; leave out --name to be asked for it."),
                    NULL, 0);
        return false;
    }
    if (opt->name && !name_is_valid(opt->name)) {
        print_error(N_("the hero's name \"{name}\" cannot be used: a name is at most {max} "
                       "letters, without \"|\" or control characters."),
                    (tpl_arg[]){ TPL_VALUE("name", opt->name), TPL_INT("max", NAME_MAX_WIDTH) },
                    2);
        return false;
    }
    if (opt->class_id && !class_named(data, opt->class_id)) {
        strbuf classes;
        sb_init(&classes);
        for (size_t i = 0; i < data->classes.count; i++) {
            const class_def *c = schema_at(&data->classes, i);
            sb_addf(&classes, "%s%s", i ? ", " : "", c->h.id);
        }
        tpl_arg args[] = { TPL_VALUE("class", opt->class_id), TPL_STR("classes", classes.buf) };
        /* TRANSLATORS: {classes} lists the ids --class takes: "barbarian, ranger, mage". */
        print_error(N_("there is no class \"{class}\"; the classes are {classes}."), args, 2);
        sb_release(&classes);
        return false;
    }
    return true;
}

/* --scores: the table, or why it cannot be read. */
static int show_scores(const char *path, const content *data)
{
    strbuf out, error;
    sb_init(&out);
    sb_init(&error);
    bool ok = scores_show(path, data, &out, &error);
    if (ok)
        fputs(out.buf, stdout);
    else
        fprintf(stderr, "bloodtrail: %s\n", error.buf);
    sb_release(&error);
    sb_release(&out);
    return ok ? 0 : 1;
}

/* The save file the game is kept in, added to path (an empty --save is
 * given as it is: slot_open refuses it); false when there is none (no
 * --save and no user folder). */
static bool save_path(const options *opt, const bt_paths *paths, strbuf *path)
{
    if (opt->save)
        sb_adds(path, opt->save);
    else if (paths->user_dir)
        sb_addf(path, "%s/save", paths->user_dir);
    return opt->save || paths->user_dir;
}

/* Opens where the game is kept: --save FILE, else the user's folder (made
 * when missing), else nowhere. Returns the exit status of a refusal, or 0. */
static int open_save(const options *opt, const bt_paths *paths, save_slot *slot)
{
    slot_init(slot);
    strbuf path, shown, error;
    sb_init(&path);
    if (!save_path(opt, paths, &path)) {
        sb_release(&path);
        return 0;
    }
    sb_init(&shown);
    sb_init(&error);
    paths_add_shown(&shown, path.buf);
    slot_status status = slot_open(slot, path.buf, shown.buf, !opt->save, &error);
    if (status != SLOT_OPEN)
        fprintf(stderr, "bloodtrail: %s\n", error.buf);
    sb_release(&error);
    sb_release(&shown);
    sb_release(&path);
    /* Only a path the player gave is a bad command line. */
    return status == SLOT_OPEN ? 0 : status == SLOT_BAD_PATH && opt->save ? 2 : 1;
}

/* The installed mods (the system's, the user's), --mod, in order, less
 * those the settings file turns off, and checked against the game and the
 * plugins. */
static void find_mods(const options *opt, const bt_paths *paths, const registry *kinds,
                      const prefs *settings, mod_set *mods)
{
    strbuf system_dir, user_dir;
    sb_init(&system_dir);
    sb_init(&user_dir);
    if (!paths->build_tree)
        sb_addf(&system_dir, "%s/mods", paths->data_dir);
    if (paths->user_dir)
        sb_addf(&user_dir, "%s/mods", paths->user_dir);
    mod_set_find(mods, system_dir.len ? system_dir.buf : NULL,
                 user_dir.len ? user_dir.buf : NULL, paths->config_dir, opt->mod_dirs,
                 opt->mod_dir_count, opt->no_mods);
    mod_set_disable(mods, (const char *const *)settings->disabled_mods,
                    settings->disabled_mod_count, settings->path);
    mod_set_check(mods, kinds);
    sb_release(&user_dir);
    sb_release(&system_dir);
}

/* The content with the mods over it; false after saying why it cannot be
 * read (the mods left out are told by the caller). */
static bool load_content(const options *opt, const bt_paths *paths, const registry *kinds,
                         const prefs *settings, bool vaults, content *data, mod_set *mods)
{
    strbuf error;
    sb_init(&error);
    const char *dir = opt->data_dir ? opt->data_dir : paths->data_dir;
    find_mods(opt, paths, kinds, settings, mods);
    bool ok = content_load_mods(data, dir, mods, kinds, vaults, paths->cache_dir, &error);
    if (!ok) {
        tpl_arg args[] = { TPL_STR("problem", error.buf), TPL_STR("dir", dir) };
        print_error(N_("cannot start: {problem}\n(the content files are in {dir})"), args, 2);
        mod_set_release(mods);
    }
    sb_release(&error);
    return ok;
}

/* --list-mods: every mod found, as it would be read now; 1 when one is left
 * out. */
static int list_mods(const options *opt, const bt_paths *paths, const registry *kinds,
                     const prefs *settings)
{
    content data;
    mod_set mods;
    if (!load_content(opt, paths, kinds, settings, true, &data, &mods))
        return 1;
    strbuf list;
    sb_init(&list);
    mod_set_list(&list, &mods);
    fputs(list.buf, stdout);
    sb_release(&list);
    int status = 0;
    for (size_t i = 0; i < mods.count; i++)
        if (mods.mods[i].state == MOD_REFUSED)
            status = 1;
    mod_set_release(&mods);
    content_release(&data);
    return status;
}

/* Compares what the lab said with the file expected, line by line; says
 * the first line that differs. True when they are the same. */
static bool same_as_expected(const char *said, size_t len, const char *path)
{
    strbuf expected, error;
    sb_init(&expected);
    sb_init(&error);
    size_t size;
    char *text = ini_load(path, path, &size, &error);
    bool same = text && size == len && memcmp(text, said, len) == 0;
    if (!text) {
        fprintf(stderr, "bloodtrail: %s\n", error.buf);
    } else if (!same) {
        long line = 1;
        size_t at = 0;
        while (at < len && at < size && said[at] == text[at])
            line += said[at++] == '\n';
        size_t start_said = at, start_text = at;
        while (start_said > 0 && said[start_said - 1] != '\n')
            start_said--;
        while (start_text > 0 && text[start_text - 1] != '\n')
            start_text--;
        int said_len = (int)strcspn(said + start_said, "\n");
        int text_len = (int)strcspn(text + start_text, "\n");
        char *got = xstrndup(said + start_said, (size_t)said_len);
        char *want = xstrndup(text + start_text, (size_t)text_len);
        tpl_arg args[] = { TPL_STR("file", path), TPL_INT("line", line),
                           TPL_VALUE("expected", start_text < size ? want : "(end)"),
                           TPL_VALUE("got", start_said < len ? got : "(end)") };
        /* TRANSLATORS: --expect found a difference between the lab's output
           and the expected file. */
        print_error(N_("the lab's output differs from {file} at line {line}: expected "
                       "\"{expected}\", got \"{got}\"."),
                    args, 4);
        free(got);
        free(want);
    }
    free(text);
    sb_release(&error);
    sb_release(&expected);
    return same;
}

/* The lab, with the mods over the content; with --expect its output is
 * compared with a file (a plugin's "make check" runs its lab scripts so). */
static int run_lab(const options *opt, const bt_paths *paths, const registry *kinds,
                   const prefs *settings)
{
    mod_set mods;
    find_mods(opt, paths, kinds, settings, &mods);
    const char *dir = opt->data_dir ? opt->data_dir : paths->data_dir;
    char *said = NULL;
    size_t len = 0;
    FILE *out = opt->expect ? open_memstream(&said, &len) : stdout;
    int status = lab_run(stdin, out ? out : stdout, stderr, (registry *)kinds, dir, &mods);
    if (opt->expect && out) {
        fclose(out);
        if (!same_as_expected(said, len, opt->expect))
            status = 1;
        free(said);
    }
    mod_set_release(&mods);
    return status;
}

/* The game with hero options that work: the console, or the event stream
 * of --events. */
static int run_game(const options *opt, const bt_paths *paths, const registry *kinds,
                    const content *data, console_options *game_opt)
{
    if (opt->class_id)
        game_opt->class_id = class_named(data, opt->class_id)->h.id;
    if (opt->events) {
        events_options events = { .name = opt->name, .gender = game_opt->gender,
                                  .class_id = game_opt->class_id, .seed = game_opt->seed,
                                  .dungeon = game_opt->dungeon };
        return events_run(data, kinds, &events, stdin, stdout);
    }
    save_slot slot;
    int status = open_save(opt, paths, &slot);
    if (!status) {
        /* The slot lives until console_run returns; the option is cleared
         * before it goes out of scope. */
        game_opt->save = &slot; // cppcheck-suppress autoVariables
        status = console_run(data, kinds, game_opt, stdin, stdout);
        game_opt->save = NULL;
    }
    slot_close(&slot);
    return status;
}

/* Whether the game may go down the deep dungeon, whose levels are made
 * with the vaults: a new classic game does without them, and a start reads
 * less; a save to continue is of either dungeon (the save says which). */
static bool needs_vaults(const options *opt, const bt_paths *paths, int kind)
{
    if (kind != DUNGEON_CLASSIC)
        return true;
    strbuf path;
    sb_init(&path);
    bool saved = save_path(opt, paths, &path) && access(path.buf, F_OK) == 0;
    sb_release(&path);
    return saved;
}

static int play(const options *opt, const bt_paths *paths, const registry *kinds,
                const prefs *settings)
{
    console_options game_opt = { .name = opt->name, .class_id = opt->class_id,
                                 .prefs = settings, .speech = opt->speech || settings->speech };
    if (!parse_seed(opt->seed, &game_opt.seed) || !parse_gender(opt->gender, &game_opt.gender) ||
        !parse_dungeon(opt->dungeon, &game_opt.dungeon))
        return 2;
    content data;
    mod_set mods;
    if (!load_content(opt, paths, kinds, settings, needs_vaults(opt, paths, game_opt.dungeon),
                      &data, &mods))
        return 1;
    mod_set_warn(&mods);
    mod_set_release(&mods);
    strbuf scores_path;
    sb_init(&scores_path);
    if (paths->user_dir) {
        sb_addf(&scores_path, "%s/scores", paths->user_dir);
        game_opt.scores_path = scores_path.buf;
    }
    int status = 2;
    if (opt->scores) {
        status = game_opt.scores_path ? show_scores(scores_path.buf, &data) : 0;
    } else {
        content_check_names(&data, paths->cache_dir);
        if (hero_options_work(opt, &data))
            status = run_game(opt, paths, kinds, &data, &game_opt);
    }
    sb_release(&scores_path);
    content_release(&data);
    return status;
}

/* --lang names a language bloodtrail speaks: its catalog is in the game's
 * folder, or gettext found it elsewhere (a distribution's language pack;
 * i18n_init has asked for that language already). An unknown one is said
 * (in English, the language it falls back to) with those there are. */
static bool check_language(const options *opt, const bt_paths *paths)
{
    if (!opt->lang || languages_has(paths->locale_dir, opt->lang) || i18n_found_catalog())
        return true;
    strbuf known;
    sb_init(&known);
    languages_list(paths->locale_dir, &known);
    tpl_arg args[] = { TPL_VALUE("lang", opt->lang), TPL_STR("known", known.buf) };
    print_error(N_("unknown language \"{lang}\"; bloodtrail speaks {known}."), args, 2);
    sb_release(&known);
    return false;
}

/* Without a user folder, nothing is looked for in the current one. */
static void say_no_user_folder(void)
{
    print_error(N_("neither XDG_DATA_HOME nor HOME names a folder (an absolute path), so there "
                   "is no user folder: no plugins are loaded from it, and a game is saved only "
                   "in the file --save names."),
                NULL, 0);
}

/* --render-catalog LANG [FILE.po]: the catalog, every variant of every
 * message, on stdout. */
static int render(const options *opt, const bt_paths *paths)
{
    strbuf error;
    sb_init(&error);
    bool ok = render_catalog(opt->render_lang, opt->render_file, paths->locale_dir, stdout,
                             &error);
    if (!ok)
        fprintf(stderr, "bloodtrail: %s\n", error.buf);
    sb_release(&error);
    return ok ? 0 : 2;
}

/* Set-user-ID or set-group-ID, the game refuses to run once it has given
 * the privilege up (app/privilege.c says why); the line is read from the
 * catalogs with the player's own rights. */
static void say_privileged(void)
{
    print_error(N_("refusing to run set-user-ID or set-group-ID: scores, saves and plugins "
                   "are each player's own, and a privilege would only serve the player's "
                   "plugins. Install bloodtrail without it (chmod ug-s)."),
                NULL, 0);
}

int main(int argc, char **argv)
{
    /* Before anything of the user's is read: the environment, catalogs,
     * content, plugins, saves. A privilege it cannot give up (file
     * capabilities) stops it before any catalog is read, so in English. */
    privilege_state privilege = privilege_drop();
    if (privilege == PRIVILEGE_KEPT) {
        fputs("bloodtrail: started with a privilege it cannot give up (file capabilities?); "
              "it needs none: install it without.\n",
              stderr);
        return 1;
    }
    bt_paths paths;
    paths_init(&paths);
    /* A catalog found clean at an earlier start is not read again. */
    catalog_remember_in(paths.cache_dir);
    i18n_init(early_language(argc, argv), paths.locale_dir);
    if (privilege == PRIVILEGE_DROPPED) {
        say_privileged();
        paths_release(&paths);
        return 1;
    }

    options opt = { 0 };
    int status = 0;
    if (!parse_options(argc, argv, &opt) || !check_language(&opt, &paths)) {
        status = 2;
    } else if (opt.help) {
        print_usage();
    } else if (opt.version) {
        print_version();
    } else if (opt.render_lang) {
        status = render(&opt, &paths);
    } else {
        if (!paths.user_dir)
            say_no_user_folder();
        prefs settings;
        prefs_init(&settings);
        prefs_read(&settings, paths.config_dir, stderr);
        registry *kinds = effects_load(&paths, opt.plugin_dirs, opt.plugin_dir_count, opt.safe,
                                       (const char *const *)settings.disabled_plugins,
                                       settings.disabled_plugin_count, settings.path);
        if (opt.list_effects)
            status = list_effects(kinds);
        else if (opt.list_mods)
            status = list_mods(&opt, &paths, kinds, &settings);
        else if (opt.mode)
            status = run_lab(&opt, &paths, kinds, &settings);
        else
            status = play(&opt, &paths, kinds, &settings);
        reg_free_at_exit(kinds);
        prefs_release(&settings);
    }
    free(opt.plugin_dirs);
    free(opt.mod_dirs);
    paths_release(&paths);
    /* A game stopped by a signal dies of it, as a shell expects, once it is
     * saved; one whose save failed exits 1 instead, so that whoever sent
     * the signal (a supervisor's SIGTERM) learns that the game is lost. */
    int sig = console_stop_signal();
    if (sig && status == 0) {
        signal(sig, SIG_DFL);
        raise(sig);
    }
    return status;
}
