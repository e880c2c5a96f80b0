/* SPDX-License-Identifier: GPL-3.0-or-later */
/* arena.c - the cost of an effect tick: through the dlopen'ed plugins, through
 * the same kinds with a turn callback in place of their each_turn rule,
 * through an engine with the same kinds compiled in that dispatches with a
 * switch, and in the hand-written loop that is the floor.
 *
 * An arena is a crowd of creatures, each carrying a few effects that outlast
 * the run (so nothing expires and nobody dies), ticked turn after turn in a
 * quiet context, as the game ticks monsters off screen. The engine builds it
 * once from a reproducible random stream through the plugins (the
 * callbacks variant through copies of their kinds); the switch engine and
 * the floor get copies of the very same effects as numbers
 * (bench/switch.h). All four must end with the same life and blood (a
 * variant run alone is checked against a run of the floor after it). Runs
 * of the variants take turns, the first rotating; per variant the lines
 *   RESULT variant=<name> median_ns=<ns a tick> min_ns=<ns> max_ns=<ns> ticks=<a run>
 *          life=<sum> blood=<sum> watched=<plugin calls a tick>
 * are for bench/bench.sh. watched is what the plugin watchdog costs a tick:
 * each plugin callback adds one to guard_calls (plugin/guard.h), a single
 * instruction, which the tick's instructions hold. With --only VARIANT a single variant runs (to
 * count its instructions: valgrind --tool=callgrind
 * --toggle-collect=arena_run_<variant> ... --runs 1 --no-warmup). */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/context.h"
#include "engine/creature.h"
#include "engine/effect.h"
#include "engine/host.h"
#include "plugin/guard.h"
#include "plugin/loader.h"
#include "plugin/registry.h"
#include "switch.h"
#include "util/xalloc.h"

typedef struct arena_spec {
    size_t creatures;
    int effects;        /* per creature, distinct kinds */
    int turns;          /* effect turns ticked per run */
    int runs;           /* timed runs of each variant */
} arena_spec;

/* How one run ended. */
typedef struct outcome {
    double seconds;
    long long life;              /* sum of every creature's life afterwards */
    long blood;                  /* blood counted by the quiet context */
    unsigned long watched;       /* calls the watchdog counted (guard_calls) */
} outcome;

typedef enum variant_id {
    VARIANT_PLUGINS, VARIANT_CALLBACKS, VARIANT_SWITCH, VARIANT_FLOOR, VARIANT_COUNT
} variant_id;

static const char *const variant_names[VARIANT_COUNT] = { "plugins", "callbacks", "switch",
                                                          "floor" };

/* A realistic mix: damage over time and healing (which run code every turn)
 * and stat modifiers (which only count down). Stun is left out: it lasts one
 * turn by design and would expire at once. n is power, or wounds/layers for
 * the kinds that stack, drawn from [min_n, max_n]. */
static const struct mix_entry {
    const char *id;
    int weight;
    int min_n, max_n;
    bool stacks_again;           /* applied a second time, through the stack rule */
} mix[] = {
    { "bleed", 4, 1, 2, true },
    { "poison", 3, 1, 3, false },
    { "burn", 2, 1, 3, false },
    { "regen", 3, 1, 4, false },
    { "rage", 2, 1, 4, false },
    { "shield", 2, 1, 5, false },
    { "chill", 2, 1, 1, true },
    { "dodge", 1, 1, 3, false },
    { "weak", 2, 1, 3, false },
    { "fury", 1, 2, 4, false },
};
#define MIX_COUNT (sizeof mix / sizeof *mix)

/* The bench's own reproducible stream (xorshift32), the same for both variants. */
static unsigned next_random(unsigned *state)
{
    unsigned x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *state = x;
}

static int random_between(unsigned *state, int low, int high)
{
    return low + (int)(next_random(state) % (unsigned)(high - low + 1));
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void fail(const char *what)
{
    fprintf(stderr, "bench/arena: %s\n", what);
    exit(1);
}

/* Picks a kind of the mix by weight, among those not taken yet. */
static size_t pick_kind(unsigned *state, const bool *taken)
{
    int total = 0;
    for (size_t k = 0; k < MIX_COUNT; k++)
        total += taken[k] ? 0 : mix[k].weight;
    int r = random_between(state, 0, total - 1);
    for (size_t k = 0; k < MIX_COUNT; k++) {
        if (taken[k])
            continue;
        if (r < mix[k].weight)
            return k;
        r -= mix[k].weight;
    }
    return MIX_COUNT - 1;
}

/* --- the callbacks variant ---
 * The built-in plugins say what they do every turn as data (each_turn),
 * which the host carries out itself. A plugin may instead do it in a turn
 * callback, through the host's table: these are such callbacks, doing
 * what the rules do (as the built-in plugins did before API 1.1 had
 * rules), run on copies of the kinds without the rule. They measure what a
 * kind with a turn callback costs: the call, the crash guard's record of
 * it, the bounds of what it wrote, and the host's services through the
 * table, which check their arguments. */
static const bt_host *host;

static int amount_of(const bt_effect *fx)
{
    return fx->stacks * fx->power;
}

static void hurt_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    host->say(ctx, fx->kind, fx->kind->each_turn_text, owner, amount_of(fx));
    host->hurt(ctx, owner, amount_of(fx));
}

static void bleed_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    int damage = amount_of(fx);
    host->say(ctx, fx->kind, fx->kind->each_turn_text, owner, damage);
    host->hurt(ctx, owner, damage);
    host->add_blood(ctx, damage);
}

static void heal_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    int healed = host->heal(owner, amount_of(fx));
    if (healed > 0)
        host->say(ctx, fx->kind, fx->kind->each_turn_text, owner, healed);
}

/* copy becomes kind with its each_turn rule as a turn callback. */
static void as_callback(bt_effect_kind *copy, const bt_effect_kind *kind)
{
    static const bt_moment_fn turns[] = { [BT_TURN_HURT] = hurt_turn,
                                          [BT_TURN_BLEED] = bleed_turn,
                                          [BT_TURN_HEAL] = heal_turn };
    *copy = *kind;
    if (kind->each_turn == BT_TURN_NOTHING)
        return;
    if (kind->turn)
        fail("a kind of the mix has both a rule and a turn callback");
    copy->turn = turns[kind->each_turn];
    copy->each_turn = BT_TURN_NOTHING;
}

static void apply_kind(bt_context *ctx, bt_creature *c, const bt_effect_kind *kind, int turns,
                       int n)
{
    bt_effect fx = fx_make(kind, turns, n);
    if (!fx_apply(ctx, c, &fx))
        fail("an effect did not land while the arena was built");
}

/* The kinds of the mix, as a variant runs them. */
typedef const bt_effect_kind *mix_kinds[MIX_COUNT];

static bt_creature **build_arena(const mix_kinds kind_of, const arena_spec *spec, bt_context *ctx)
{
    static const char *const names[] = { "goblin", "rat", "skeleton", "bat", "orc", "spider" };
    /* Enough life for the worst mix over the whole run: nobody dies. */
    int max_life = 50 * spec->turns + 100;
    unsigned state = 2463534242u;
    bt_creature **arena = xcalloc(spec->creatures, sizeof *arena);
    for (size_t i = 0; i < spec->creatures; i++) {
        bt_creature *c = cr_new(names[i % (sizeof names / sizeof *names)], false, max_life,
                                random_between(&state, 3, 12), random_between(&state, 0, 8),
                                random_between(&state, 2, 10));
        bool taken[MIX_COUNT] = { false };
        for (int e = 0; e < spec->effects; e++) {
            size_t k = pick_kind(&state, taken);
            taken[k] = true;
            /* Outlasts the run: turns + 1 .. turns + turns/2 + 1. */
            int turns = spec->turns + 1 + random_between(&state, 0, spec->turns / 2);
            apply_kind(ctx, c, kind_of[k], turns, random_between(&state, mix[k].min_n, mix[k].max_n));
            if (mix[k].stacks_again && random_between(&state, 0, 1))
                apply_kind(ctx, c, kind_of[k], turns, 1);
        }
        arena[i] = c;
    }
    return arena;
}

/* The arena as the plugins' engine holds it; the caller frees it. */
/* The switch engine's creatures are allocated one by one, their effects
 * each in an array of their own, as the engine's are: the two differ only in
 * how they reach the kinds' code. The floor has the crowd in one array. */
typedef struct arena {
    bt_creature **engine;
    sw_creature **switched;
    floor_creature *floor;
    size_t count;
} arena;

/* Copies the engine's crowd into the yardsticks' numbers. */
static void copy_to_yardsticks(arena *a, int effects)
{
    a->switched = xcalloc(a->count, sizeof *a->switched);
    a->floor = xcalloc(a->count, sizeof *a->floor);
    for (size_t i = 0; i < a->count; i++) {
        const bt_creature *c = a->engine[i];
        sw_creature *s = a->switched[i] = xmalloc(sizeof *s);
        floor_creature *f = &a->floor[i];
        *s = (sw_creature){ c->name, c->life, c->max_life,
                            xcalloc((size_t)effects, sizeof *s->effects), c->effect_count };
        f->life = c->life;
        f->max_life = c->max_life;
        f->count = (int)c->effect_count;
        for (size_t e = 0; e < c->effect_count; e++) {
            const bt_effect *fx = &c->effects[e].fx;
            sw_effect copy = { sw_kind_of(fx->kind->id), fx->turns, fx->power, fx->stacks };
            if (copy.kind == SW_KIND_COUNT)
                fail("an effect of the mix is unknown to the switch engine");
            s->effects[e] = copy;
            f->effects[e] = copy;
        }
    }
}

static void free_arena(arena *a)
{
    for (size_t i = 0; i < a->count; i++) {
        cr_free(a->engine[i]);
        free(a->switched[i]->effects);
        free(a->switched[i]);
    }
    free(a->engine);
    free(a->switched);
    free(a->floor);
}

/* The timed loops, one function each, so that callgrind can count one
 * alone (--toggle-collect=arena_run_plugins). */
__attribute__((noinline)) void arena_run_plugins(bt_context *ctx, arena *a, int turns);
/* noipa: the same code as arena_run_plugins, which GCC would otherwise fold
 * into it, leaving callgrind one name for both. */
__attribute__((noipa)) void arena_run_callbacks(bt_context *ctx, arena *a, int turns);
__attribute__((noinline)) void arena_run_switch(bt_context *ctx, arena *a, int turns);
__attribute__((noinline)) void arena_run_floor(bt_context *ctx, arena *a, int turns);

void arena_run_plugins(bt_context *ctx, arena *a, int turns)
{
    for (int turn = 0; turn < turns; turn++)
        for (size_t i = 0; i < a->count; i++)
            fx_tick(ctx, a->engine[i]);
}

/* The same loop as the plugins' (apart, for callgrind): the kinds differ. */
void arena_run_callbacks(bt_context *ctx, arena *a, int turns)
{
    for (int turn = 0; turn < turns; turn++)
        for (size_t i = 0; i < a->count; i++)
            fx_tick(ctx, a->engine[i]);
}

void arena_run_switch(bt_context *ctx, arena *a, int turns)
{
    for (int turn = 0; turn < turns; turn++)
        for (size_t i = 0; i < a->count; i++)
            sw_tick(ctx, a->switched[i]);
}

void arena_run_floor(bt_context *ctx, arena *a, int turns)
{
    floor_run(a->floor, a->count, turns, &ctx->blood);
}

/* Life left and effect count after a run, and whether all are as meant. */
static long long life_after(const arena *a, variant_id v, int effects)
{
    long long life = 0;
    for (size_t i = 0; i < a->count; i++) {
        int alive, count;
        if (v == VARIANT_PLUGINS || v == VARIANT_CALLBACKS) {
            alive = a->engine[i]->life;
            count = (int)a->engine[i]->effect_count;
        } else if (v == VARIANT_SWITCH) {
            alive = a->switched[i]->life;
            count = (int)a->switched[i]->count;
        } else {
            alive = a->floor[i].life;
            count = a->floor[i].count;
        }
        if (alive <= 0 || count != effects)
            fail("a creature died or an effect expired: the arena is too short-lived");
        life += alive;
    }
    return life;
}

/* The kinds of the mix for each variant: the registry's, and their copies
 * with turn callbacks (the yardsticks take the registry's as numbers). */
typedef struct variant_kinds {
    mix_kinds loaded, called;
    bt_effect_kind copies[MIX_COUNT];
} variant_kinds;

static void find_kinds(variant_kinds *vk, const registry *kinds)
{
    for (size_t k = 0; k < MIX_COUNT; k++) {
        if (!(vk->loaded[k] = reg_find(kinds, mix[k].id)))
            fail("an effect kind of the mix is not loaded");
        as_callback(&vk->copies[k], vk->loaded[k]);
        vk->called[k] = &vk->copies[k];
    }
}

/* Builds an arena, ticks it with variant v turns times. */
static outcome run_arena(const variant_kinds *vk, const arena_spec *spec, variant_id v)
{
    bt_context ctx;
    ctx_init_quiet(&ctx);
    arena a = { .engine = build_arena(v == VARIANT_CALLBACKS ? vk->called : vk->loaded, spec, &ctx),
                .count = spec->creatures };
    copy_to_yardsticks(&a, spec->effects);
    ctx_init_quiet(&ctx);     /* building spilled nothing, but count from here */

    unsigned long calls = guard_calls;
    double start = now_seconds();
    if (v == VARIANT_PLUGINS)
        arena_run_plugins(&ctx, &a, spec->turns);
    else if (v == VARIANT_CALLBACKS)
        arena_run_callbacks(&ctx, &a, spec->turns);
    else if (v == VARIANT_SWITCH)
        arena_run_switch(&ctx, &a, spec->turns);
    else
        arena_run_floor(&ctx, &a, spec->turns);
    outcome out = { .seconds = now_seconds() - start, .blood = ctx.blood,
                    .watched = guard_calls - calls };
    out.life = life_after(&a, v, spec->effects);
    free_arena(&a);
    return out;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void usage(void)
{
    fputs("usage: bench/arena --plugin-dir DIR [--creatures N] [--effects N] [--turns N] "
          "[--runs N] [--only plugins|callbacks|switch|floor] [--no-warmup]\n",
          stderr);
    exit(2);
}

static long number_arg(const char *text, long low, long high)
{
    char *end;
    long n = strtol(text, &end, 10);
    if (*text == '\0' || *end != '\0' || n < low || n > high)
        usage();
    return n;
}

typedef struct arena_args {
    arena_spec spec;
    const char *plugin_dir;
    int only;                    /* a variant_id, or -1: all */
    bool warmup;
} arena_args;

static void parse_args(int argc, char **argv, arena_args *args)
{
    static const struct option options[] = {
        { "plugin-dir", required_argument, NULL, 'p' },
        { "creatures", required_argument, NULL, 'c' },
        { "effects", required_argument, NULL, 'e' },
        { "turns", required_argument, NULL, 't' },
        { "runs", required_argument, NULL, 'r' },
        { "only", required_argument, NULL, 'o' },
        { "no-warmup", no_argument, NULL, 'n' },
        { NULL, 0, NULL, 0 },
    };
    int opt;
    while ((opt = getopt_long(argc, argv, "", options, NULL)) != -1) {
        switch (opt) {
        case 'p':
            args->plugin_dir = optarg;
            break;
        case 'c':
            args->spec.creatures = (size_t)number_arg(optarg, 1, 10000000);
            break;
        case 'e':
            args->spec.effects = (int)number_arg(optarg, 1, (long)MIX_COUNT);
            break;
        case 't':
            args->spec.turns = (int)number_arg(optarg, 2, 1000000);
            break;
        case 'r':
            args->spec.runs = (int)number_arg(optarg, 1, 1000);
            break;
        case 'o':
            args->only = -1;
            for (int v = 0; v < VARIANT_COUNT; v++)
                if (strcmp(optarg, variant_names[v]) == 0)
                    args->only = v;
            if (args->only < 0)
                usage();
            break;
        case 'n':
            args->warmup = false;
            break;
        default:
            usage();
        }
    }
    if (!args->plugin_dir || optind != argc)
        usage();
}

int main(int argc, char **argv)
{
    arena_args args = { .spec = { .creatures = 10000, .effects = 5, .turns = 1000, .runs = 5 },
                        .only = -1, .warmup = true };
    parse_args(argc, argv, &args);
    const arena_spec *spec = &args.spec;
    registry *kinds = reg_new(host_table());
    loader_load_dir(kinds, args.plugin_dir, LOADER_BUILTIN);
    host_set_registry(kinds);
    host = host_table();
    variant_kinds vk;
    find_kinds(&vk, kinds);

    unsigned long long ticks = (unsigned long long)spec->creatures * (unsigned)spec->effects *
                               (unsigned)spec->turns;
    printf("arena: %zu creatures x %d effects x %d turns = %llu effect ticks a run, quiet "
           "context; %d runs of %s\n",
           spec->creatures, spec->effects, spec->turns, ticks, spec->runs,
           args.only < 0 ? "each variant, in turn" : variant_names[args.only]);
    int first = args.only < 0 ? 0 : args.only, last = args.only < 0 ? VARIANT_COUNT - 1 : args.only;

    /* One short untimed run each: page in the code and warm the allocator. */
    arena_spec warm = *spec;
    warm.turns = spec->turns / 10 > 1 ? spec->turns / 10 : 2;
    for (int v = first; v <= last && args.warmup; v++)
        run_arena(&vk, &warm, (variant_id)v);

    double *ns = xcalloc((size_t)VARIANT_COUNT * (size_t)spec->runs, sizeof *ns);
    outcome ends[VARIANT_COUNT];
    int count = last - first + 1;
    for (int run = 0; run < spec->runs; run++) {
        for (int k = 0; k < count; k++) {
            int v = first + (run + k) % count;
            ends[v] = run_arena(&vk, spec, (variant_id)v);
            ns[v * spec->runs + run] = ends[v].seconds * 1e9 / (double)ticks;
            printf("  %-8s %9.1f ms  %6.2f ns a tick\n", variant_names[v], ends[v].seconds * 1e3,
                   ns[v * spec->runs + run]);
            fflush(stdout);
        }
    }
    /* Every variant ends as the floor does; one run alone is held to a run
     * of the floor after it (outside the function callgrind counts). */
    outcome floor = args.only < 0 || args.only == VARIANT_FLOOR
                        ? ends[VARIANT_FLOOR]
                        : run_arena(&vk, spec, VARIANT_FLOOR);
    for (int v = first; v <= last; v++)
        if (ends[v].life != floor.life || ends[v].blood != floor.blood)
            fail("the variants did not end with the same life and blood");
    for (int v = first; v <= last; v++) {
        double *mine = &ns[v * spec->runs];
        qsort(mine, (size_t)spec->runs, sizeof *mine, compare_doubles);
        int r = spec->runs;
        double median = r % 2 ? mine[r / 2] : (mine[r / 2 - 1] + mine[r / 2]) / 2;
        printf("RESULT variant=%s median_ns=%.3f min_ns=%.3f max_ns=%.3f ticks=%llu life=%lld "
               "blood=%ld watched=%.3f\n",
               variant_names[v], median, mine[0], mine[r - 1], ticks, ends[v].life, ends[v].blood,
               (double)ends[v].watched / (double)ticks);
    }
    free(ns);
    host_set_registry(NULL);
    reg_free(kinds);
    return 0;
}
