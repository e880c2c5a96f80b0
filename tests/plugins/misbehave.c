/* SPDX-License-Identifier: GPL-3.0-or-later */
/* misbehave.c - effect plugins that misbehave in every way a plugin can, one
 * per -DMISBEHAVE_<VARIANT>, for the host's guards: whatever they do, the game
 * goes on or names them.
 *
 *   INIT_SEGV   init dereferences NULL          (test:init-segv)
 *   INIT_ABORT  init calls abort()              (test:init-abort)
 *   INIT_EXIT   init calls exit(3)              (test:init-exit)
 *   INIT_FORK   init starts a process that sleeps 20 s and holds what the
 *               init's process had open (test:init-fork); its pid is
 *               appended to the file $INIT_FORK_PIDS, for the test to end it
 *   LOAD_SEGV   a constructor crashes in dlopen (test:load-segv)
 *   TURN_SEGV   its turn dereferences NULL      (test:turn-segv)
 *   TURN_HANG   its turn loops forever          (test:turn-hang)
 *   UNDEFINED   calls a function nothing provides (test:undefined)
 *   RECURSE     its stacked applies its own kind again (test:recurse)
 *   ABUSE       calls every service wrongly and writes nonsense back
 *               (test:abuse)
 */
#include <limits.h>
#include <stdlib.h>
#if defined MISBEHAVE_INIT_FORK
#include <stdio.h>
#include <unistd.h>
#endif

#include <bloodtrail/effect.h>

static const bt_host *host;

#if defined MISBEHAVE_INIT_SEGV
#define ID "test:init-segv"
#elif defined MISBEHAVE_INIT_ABORT
#define ID "test:init-abort"
#elif defined MISBEHAVE_INIT_EXIT
#define ID "test:init-exit"
#elif defined MISBEHAVE_INIT_FORK
#define ID "test:init-fork"
#elif defined MISBEHAVE_LOAD_SEGV
#define ID "test:load-segv"
#elif defined MISBEHAVE_TURN_SEGV
#define ID "test:turn-segv"
#elif defined MISBEHAVE_TURN_HANG
#define ID "test:turn-hang"
#elif defined MISBEHAVE_UNDEFINED
#define ID "test:undefined"
#elif defined MISBEHAVE_RECURSE
#define ID "test:recurse"
#else
#define ID "test:abuse"
#endif

/* Out of the compiler's sight, so the crash is not optimised away. */
static int *volatile nowhere;
#if defined MISBEHAVE_TURN_HANG
static volatile unsigned long spins;
#endif

static bool misbehave_init(const bt_host *h)
{
    host = h;
#if defined MISBEHAVE_INIT_SEGV
    return *nowhere;
#elif defined MISBEHAVE_INIT_ABORT
    abort();
#elif defined MISBEHAVE_INIT_EXIT
    exit(3);
#elif defined MISBEHAVE_INIT_FORK
    pid_t pid = fork();
    if (pid == 0) {
        sleep(20);
        _exit(0);
    }
    const char *record = getenv("INIT_FORK_PIDS");
    FILE *f = record && pid > 0 ? fopen(record, "a") : NULL;
    if (f) {
        fprintf(f, "%ld\n", (long)pid);
        fclose(f);
    }
    return true;
#else
    return true;
#endif
}

#if defined MISBEHAVE_LOAD_SEGV
__attribute__((constructor)) static void crash_on_load(void)
{
    *nowhere = 1;
}
#endif

#if defined MISBEHAVE_UNDEFINED
void bloodtrail_no_such_function(void);
#endif

static void misbehave_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
#if defined MISBEHAVE_TURN_SEGV
    (void)fx;
    (void)owner;
    (void)ctx;
    *nowhere = 1;
#elif defined MISBEHAVE_TURN_HANG
    (void)fx;
    (void)owner;
    (void)ctx;
    for (;;)
        spins++;
#elif defined MISBEHAVE_UNDEFINED
    (void)fx;
    (void)owner;
    (void)ctx;
    bloodtrail_no_such_function();
#else
    host->say(ctx, fx->kind, N_("{name} misbehaves."), owner, 0);
#endif
}

#if defined MISBEHAVE_RECURSE
static void recurse_stacked(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    host->say(ctx, fx->kind, N_("{name} stacks again ({n})."), owner, fx->stacks);
    host->apply_effect(ctx, owner, ID, 2, 1);
}
#define STACKED recurse_stacked
#define STACK_RULE BT_STACK_STACK
#else
#define STACKED NULL
#define STACK_RULE BT_STACK_REFRESH
#endif

#if defined MISBEHAVE_ABUSE
/* Every service, called the wrong way; then nonsense written back. */
static void abuse_apply(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    host->say(ctx, fx->kind, NULL, owner, 0);
    host->say(NULL, fx->kind, N_("{name} abuses."), owner, 0);
    host->say(ctx, fx->kind, N_("{nmae} abuses."), owner, 0);
    host->say(ctx, fx->kind, N_("{name abuses."), owner, 0);
    host->say(ctx, fx->kind, N_("{name} abuses nobody."), NULL, 0);
    host->say(ctx, fx->kind, N_("Nobody is named."), NULL, 0);
    host->say_to(ctx, fx->kind, N_("{name} abuses {other}."), owner, NULL, 0);
    host->say_plural(ctx, fx->kind, N_("{n} abuse."), NULL, owner, 2);
    host->heal(owner, INT_MAX);
    host->heal(NULL, 5);
    host->hurt(ctx, NULL, 5);
    host->hurt(NULL, owner, 5);
    host->stat(owner, (bt_stat)99);
    host->life(NULL);
    host->find_effect(owner, NULL);
    host->apply_effect(ctx, owner, ID, 0, 1);
    host->apply_effect(ctx, owner, ID, 5, INT_MAX);
    host->remove_effect(owner, NULL);
    host->position(owner, NULL, NULL);
    host->decorate(owner, 0, 0, fx->kind);
    host->ask_reaction(ctx, NULL, fx->kind, N_("Ask?"));
    fx->turns = 1999999;
    fx->stacks = -7;
    fx->power = -5;
    fx->state[0] = INT_MAX;
    fx->state[3] = INT_MIN;
}
#define APPLY abuse_apply

static int abuse_modifier(const bt_effect *fx, bt_stat stat)
{
    (void)fx;
    return stat == BT_STAT_STRENGTH ? INT_MAX : stat == BT_STAT_DEFENSE ? INT_MIN : 0;
}
#define MODIFIER abuse_modifier
#else
#define APPLY NULL
#define MODIFIER NULL
#endif

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = ID,
    .stack_rule = STACK_RULE,
    .max_stacks = 3,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "misbehaviour"),
    .label = NC_("effect label", "bad"),
    .on_text = N_("{name} starts to misbehave."),
    .init = misbehave_init,
    .apply = APPLY,
    .stacked = STACKED,
    .turn = misbehave_turn,
    .modifier = MODIFIER,
};
