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
}

void ctx_init_quiet(bt_context *ctx)
{
    ctx_init(ctx, NULL, NULL);
}

static void say_rendered(bt_context *ctx, const char *tmpl, const tpl_arg *args, size_t nargs)
{
    strbuf line;
    sb_init(&line);
    tpl_render(&line, tmpl, args, nargs);
    ctx->sink(ctx->user, line.buf);
    sb_release(&line);
}

void ctx_say(bt_context *ctx, const char *domain, const char *msgid, const tpl_arg *args,
             size_t nargs)
{
    if (ctx_speaks(ctx))
        say_rendered(ctx, i18n_text(domain, msgid), args, nargs);
}

void ctx_say_plural(bt_context *ctx, const char *domain, const char *msgid,
                    const char *msgid_plural, unsigned long n, const tpl_arg *args,
                    size_t nargs)
{
    if (ctx_speaks(ctx))
        say_rendered(ctx, i18n_ntext(domain, msgid, msgid_plural, n), args, nargs);
}

void ctx_say_line(bt_context *ctx, const char *line)
{
    if (ctx_speaks(ctx))
        ctx->sink(ctx->user, line);
}
