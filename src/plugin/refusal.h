/* SPDX-License-Identifier: GPL-3.0-or-later */
/* refusal.h - why an effect plugin was not loaded, as data: found in a
 * child process or read back from the plugin cache, and said in the
 * player's language when it is shown.
 *
 * Each reason has one message (a whole translated sentence that names the
 * file, what is wrong and what to do) with these placeholders: {file}, and
 * as the reason needs them {field}, {value} (the text at fault, a version,
 * the system's error) and {number} (a length, a width, a signal, a status).
 * For REFUSAL_NAMESPACE and REFUSAL_DUPLICATE, value is the id and field
 * (DUPLICATE) the file that provides it first. For the refusals of trust
 * (plugin/trust.h), value is the folder at fault and field the owner, shown
 * as {folder} and {owner}.
 */
#ifndef BT_REFUSAL_H
#define BT_REFUSAL_H

#include <stdbool.h>

#include "util/strbuf.h"

/* X(code, cache word): the reasons, in no particular order. */
#define REFUSAL_REASONS(X)                                                    \
    X(REFUSAL_NONE, "none")                                                   \
    X(REFUSAL_NOT_REGULAR, "not-regular")                                     \
    X(REFUSAL_WRITABLE, "writable")                                           \
    X(REFUSAL_FOLDER_WRITABLE, "folder-writable")                             \
    X(REFUSAL_NOT_LOADABLE, "not-loadable")                                   \
    X(REFUSAL_UNDEFINED, "undefined")                                         \
    X(REFUSAL_NO_SYMBOL, "no-symbol")                                         \
    X(REFUSAL_SHORT, "short")                                                 \
    X(REFUSAL_API_MAJOR, "api-major")                                         \
    X(REFUSAL_API_MINOR, "api-minor")                                         \
    X(REFUSAL_MISSING, "missing")                                             \
    X(REFUSAL_ID_LONG, "id-long")                                             \
    X(REFUSAL_ID_CHAR, "id-char")                                             \
    X(REFUSAL_ID_NAMESPACES, "id-namespaces")                                 \
    X(REFUSAL_ID_EMPTY_PART, "id-empty-part")                                 \
    X(REFUSAL_ENUM, "enum")                                                   \
    X(REFUSAL_MAX_STACKS, "max-stacks")                                       \
    X(REFUSAL_DOMAIN, "domain")                                               \
    X(REFUSAL_NOT_TEXT, "not-text")                                           \
    X(REFUSAL_TOO_LONG, "too-long")                                           \
    X(REFUSAL_PLACEHOLDER, "placeholder")                                     \
    X(REFUSAL_MALFORMED, "malformed")                                         \
    X(REFUSAL_UNKNOWN_KEY, "unknown-key")                                     \
    X(REFUSAL_UNKNOWN_FORM, "unknown-form")                                   \
    X(REFUSAL_LABEL_WIDE, "label-wide")                                       \
    X(REFUSAL_DECORATION, "decoration")                                       \
    X(REFUSAL_TURN_TEXT, "turn-text")                                         \
    X(REFUSAL_INIT_FALSE, "init-false")                                       \
    X(REFUSAL_CRASHED_LOADING, "crashed-loading")                             \
    X(REFUSAL_CRASHED_INIT, "crashed-init")                                   \
    X(REFUSAL_EXITED_LOADING, "exited-loading")                               \
    X(REFUSAL_EXITED_INIT, "exited-init")                                     \
    X(REFUSAL_HUNG, "hung")                                                   \
    X(REFUSAL_CHANGED, "changed")                                             \
    X(REFUSAL_NAMESPACE, "namespace")                                         \
    X(REFUSAL_DUPLICATE, "duplicate")                                         \
    X(REFUSAL_GROUP_WRITABLE, "group-writable")                               \
    X(REFUSAL_NOT_OWNED, "not-owned")                                         \
    X(REFUSAL_FOLDER_GROUP_WRITABLE, "folder-group-writable")                 \
    X(REFUSAL_FOLDER_NOT_OWNED, "folder-not-owned")                           \
    X(REFUSAL_FOLDER_STICKY, "folder-sticky")                                 \
    X(REFUSAL_FUNCTION, "function")

typedef enum refusal_code {
#define REFUSAL_ENUM_ITEM(code, word) code,
    REFUSAL_REASONS(REFUSAL_ENUM_ITEM)
#undef REFUSAL_ENUM_ITEM
    REFUSAL_CODE_COUNT
} refusal_code;

typedef struct refusal {
    refusal_code code;
    char *field;       /* owned, or NULL */
    char *value;       /* owned, or NULL */
    long number;
} refusal;

/* Sets r (released first) to a reason; field and value are copied. */
void refusal_set(refusal *r, refusal_code code, const char *field, const char *value,
                 long number);
void refusal_release(refusal *r);
void refusal_copy(refusal *to, const refusal *from);

/* Appends the translated message about file ("skipped the effect plugin
 * FILE: ..."), without the "bloodtrail: " in front. */
void refusal_render(strbuf *out, const refusal *r, const char *file);

/* The reason's word in the plugin cache, and back; false for an unknown word. */
const char *refusal_word(refusal_code code);
bool refusal_from_word(const char *word, refusal_code *code);

#endif
