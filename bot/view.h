/* SPDX-License-Identifier: GPL-3.0-or-later */
/* view.h - what the autoplayer reads off the game's screens: the English
 * text the game prints, and nothing else (the bot never sees the game's
 * memory). One view is the output between two of its commands. */
#ifndef BOT_VIEW_H
#define BOT_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#define VIEW_MAX_ROWS 64
#define VIEW_MAX_COLS 128
#define VIEW_MAX_ENEMIES 16
#define VIEW_MAX_ITEMS 32
#define VIEW_MAX_SKILLS 8
#define VIEW_MAX_LOG 32
#define VIEW_NAME 48

typedef enum view_kind {
    VIEW_NONE,            /* no screen: a refusal or a list only */
    VIEW_MAP,             /* the map, the prompt "> " */
    VIEW_FIGHT,           /* the fight menu */
    VIEW_SKILLS,          /* "Use which skill?" */
    VIEW_TARGET,          /* "Which enemy?" */
    VIEW_ITEMS,           /* "Use which item?" */
    VIEW_REACT_YES_NO,    /* a reaction: yes or no */
    VIEW_REACT_TURN,      /* a reaction: an enemy's number, or no */
    VIEW_CONFIRM,         /* "Go down? (yes/no)": the game makes sure */
    VIEW_END              /* the game is over */
} view_kind;

typedef struct view_enemy {
    int number;
    char name[VIEW_NAME];
    int life, max_life;   /* life 0: dead */
    char labels[64];
} view_enemy;

typedef struct view_item {
    char letter;               /* what answers the question for it */
    int count;                 /* "two healing potions": 2 */
    char name[VIEW_NAME];      /* as listed, without the count */
} view_item;

typedef struct view_skill {
    int number;
    char name[VIEW_NAME];
    int mana;
    bool ready;
} view_skill;

typedef struct view_monster {
    char glyph;
    char name[VIEW_NAME];
    bool asleep;
} view_monster;

typedef struct view {
    view_kind kind;
    bool prompt_question;      /* the prompt was "? " */
    /* The map: rows of the window as printed, the sidebar cut off. */
    char rows[VIEW_MAX_ROWS][VIEW_MAX_COLS + 1];
    int row_count, width;
    /* The rows are the whole level at its own coordinates (the event
     * stream's map), not a window that scrolls (the screen's). */
    bool absolute;
    int depth, levels;         /* "Level 1 of 3" */
    view_monster around[VIEW_MAX_ENEMIES];
    int around_count;
    /* The hero (from the map or the fight). */
    bool have_hero;
    int level, xp, gold;
    int life, max_life, mana, max_mana;
    char labels[128];
    char quest[VIEW_NAME * 2]; /* the active quest's title, "" when none */
    bool have_quest_line;      /* a map screen: the quest line's absence says "none" */
    /* The fight. */
    view_enemy enemies[VIEW_MAX_ENEMIES];
    int enemy_count;
    /* Questions. */
    view_skill skills[VIEW_MAX_SKILLS];
    int skill_count;
    view_item items[VIEW_MAX_ITEMS];
    int item_count;
    bool pack_listed;          /* the pack was listed (items holds it, maybe none) */
    int turn_targets[VIEW_MAX_ENEMIES];   /* numbers offered to turn a blow onto */
    int turn_target_count;
    /* Lines of messages (map) or the fight's log, and the end. */
    char log[VIEW_MAX_LOG][160];
    int log_count;
    bool wall;                 /* "A wall is in the way.": the step was refused */
    bool won;
    int end_turns;
    char cause[VIEW_NAME];     /* "wolf" of "Killed by a wolf on level 1 ...", or "bleed" */
} view;

/* Reads the output text since the last command (echo, screens, messages,
 * the prompt). */
void view_parse(view *v, const char *text);

/* Whether text (what was printed so far) ends at a prompt the game waits on. */
bool view_at_prompt(const char *text, size_t len);

#endif
