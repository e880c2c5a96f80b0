/* played.c - a game being played, for tests. */
#include "config.h"

#include "played.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "../unit/support.h"

void played_open(played *p, FILE *out)
{
    speak_english();
    p->kinds = load_builtins();
    strbuf error;
    sb_init(&error);
    assert_true(content_load(&p->data, BT_SOURCE_DIR "/data", p->kinds, &error));
    sb_release(&error);
    p->in = fopen("/dev/null", "r");
    p->out = out;
    console_options opt = { .name = "Iva", .class_id = "barbarian", .seed = 42 };
    game_init(&p->g, &p->data, p->kinds, opt.seed);
    console_open(&p->c, &p->g, &opt, p->in, p->out);
    msglog_clear(&p->g.log);
}

void played_close(played *p)
{
    console_close(&p->c);
    game_release(&p->g);
    content_release(&p->data);
    reg_free(p->kinds);
    fclose(p->in);
    fclose(p->out);
}
