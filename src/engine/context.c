/* SPDX-License-Identifier: GPL-3.0-or-later */
/* context.c - where effects speak. */
#include "config.h"

#include "engine/context.h"

#include "text/i18n.h"
#include "util/strbuf.h"

void ctx_init(bt_context *ctx, ctx_sink_fn sink, void *user)
{
    ctx->sink = sink;
    ctx->user = user;
    ctx->blood = 0;
    ctx->tell = NULL;
    ctx->tell_user = NULL;
    ctx->session = NULL;
    ctx->deaths = 0;
}

void ctx_tell_to(bt_context *ctx, ctx_tell_fn tell, void *user)
{
    ctx->tell = tell;
    ctx->tell_user = user;
}

void ctx_init_quiet(bt_context *ctx)
{
    ctx_init(ctx, NULL, NULL);
}

/* An untranslated original (a plugin without this language) is English
 * through and through, names included. */
static void say_rendered(bt_context *ctx, const char *msgid, const char *tmpl, bool source,
                         const tpl_arg *args, size_t nargs)
{
    strbuf line;
    sb_init(&line);
    if (source)
        tpl_render_source(&line, tmpl, args, nargs);
    else
        tpl_render(&line, tmpl, args, nargs);
    ctx->sink(ctx->user, line.buf);
    if (ctx->tell)
        ctx->tell(ctx->tell_user, msgid, args, nargs, line.buf);
    sb_release(&line);
}

void ctx_say(bt_context *ctx, const char *domain, const char *msgid, const tpl_arg *args,
             size_t nargs)
{
    if (!ctx_speaks(ctx))
        return;
    const char *text = i18n_text(domain, msgid);
    say_rendered(ctx, msgid, text, text == msgid, args, nargs);
}

void ctx_say_plural(bt_context *ctx, const char *domain, const char *msgid,
                    const char *msgid_plural, unsigned long n, const tpl_arg *args,
                    size_t nargs)
{
    if (!ctx_speaks(ctx))
        return;
    const char *text = i18n_ntext(domain, msgid, msgid_plural, n);
    say_rendered(ctx, msgid, text, text == msgid || text == msgid_plural, args, nargs);
}

void ctx_say_content(bt_context *ctx, const char *source, const char *text, const tpl_arg *args,
                     size_t nargs)
{
    if (ctx_speaks(ctx))
        say_rendered(ctx, source, text, text == source, args, nargs);
}

void ctx_say_line(bt_context *ctx, const char *line)
{
    if (!ctx_speaks(ctx))
        return;
    ctx->sink(ctx->user, line);
    if (ctx->tell)
        ctx->tell(ctx->tell_user, NULL, NULL, 0, line);
}
