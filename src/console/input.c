/* input.c - lines typed by a person at a terminal, through the line editor
 * module when it can be loaded. */
#include "config.h"

#include "console/input.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lineedit/lineedit.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

static char *module_dir;
static const lineedit *editor;
static bool tried;

void input_set_module_dir(const char *dir)
{
    free(module_dir);
    module_dir = dir ? xstrdup(dir) : NULL;
}

/* The module stays loaded until the program ends. */
static const lineedit *load_editor(void)
{
    tried = true;
    if (!module_dir)
        return NULL;
    strbuf path;
    sb_init(&path);
    sb_addf(&path, "%s/lineedit.so", module_dir);
    void *handle = dlopen(path.buf, RTLD_NOW | RTLD_LOCAL);
    sb_release(&path);
    const lineedit *found = handle ? dlsym(handle, LINEEDIT_ENTRY) : NULL;
    if (found && found->version == LINEEDIT_VERSION)
        return found;
    if (handle)
        dlclose(handle);
    return NULL;
}

static void each_word(void (*fn)(const char *word, void *fn_user), void *fn_user, void *user)
{
    if (user)
        words_each(user, fn, fn_user);
}

/* Without the module: the prompt and a plain line. */
static char *read_plain(FILE *in, FILE *out, const char *prompt, volatile sig_atomic_t *stop)
{
    fputs(prompt, out);
    fflush(out);
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    do {
        errno = 0;
        n = getline(&line, &cap, in);
    } while (n < 0 && errno == EINTR && !*stop);
    if (n < 0 || *stop) {
        free(line);
        return NULL;
    }
    if (n && line[n - 1] == '\n')
        line[n - 1] = '\0';
    return line;
}

char *input_read(FILE *in, FILE *out, const char *prompt, const word_def *words,
                 volatile sig_atomic_t *stop)
{
    if (!tried)
        editor = load_editor();
    if (!editor)
        return read_plain(in, out, prompt, stop);
    return editor->read(prompt, each_word, (void *)words, stop);
}
