/* arena.c - effect ticks per second, through the dlopen'ed plugins and through
 * the same plugin sources compiled into this program.
 *
 * An arena is a crowd of creatures, each carrying a few effects that outlast
 * the run (so nothing expires and nobody dies), ticked turn after turn in a
 * quiet context, as the game ticks monsters off screen. Both variants build
 * the same arena from the same random stream; only where the kinds' code
 * lives differs. Runs of the two variants alternate, and the median rate of
 * each is reported. The last line is for bench/bench.sh:
 *   RESULT plugin=<M ticks/s> builtin=<M ticks/s> ratio=<plugin/builtin> ticks=<per run>
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "builtin.h"
#include "engine/context.h"
#include "engine/creature.h"
#include "engine/effect.h"
#include "plugin/host.h"
#include "plugin/loader.h"
#include "plugin/registry.h"
#include "util/xalloc.h"

typedef struct arena_spec {
    size_t creatures;
    int effects;        /* per creature, distinct kinds */
    int turns;          /* effect turns ticked per run */
    int runs;           /* timed runs of each variant */
} arena_spec;

typedef struct outcome {
    double seconds;
    unsigned long long ticks;    /* effect turn moments that ran */
    long long life;              /* sum of every creature's life afterwards */
    long blood;                  /* blood counted by the quiet context */
} outcome;

typedef struct variant {
    const char *name;
    registry *kinds;
    double *rates;               /* M ticks/s of each timed run */
    outcome last;
} variant;

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

static void apply_kind(bt_context *ctx, bt_creature *c, const bt_effect_kind *kind, int turns,
                       int n)
{
    bt_effect fx = fx_make(kind, turns, n);
    if (!fx_apply(ctx, c, &fx))
        fail("an effect did not land while the arena was built");
}

static bt_creature **build_arena(const registry *kinds, const arena_spec *spec, bt_context *ctx)
{
    static const char *const names[] = { "goblin", "rat", "skeleton", "bat", "orc", "spider" };
    const bt_effect_kind *kind_of[MIX_COUNT];
    for (size_t k = 0; k < MIX_COUNT; k++)
        if (!(kind_of[k] = reg_find(kinds, mix[k].id)))
            fail("an effect kind of the mix is not loaded");
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

static unsigned long long turns_left(bt_creature *const *arena, size_t count)
{
    unsigned long long sum = 0;
    for (size_t i = 0; i < count; i++)
        for (size_t e = 0; e < arena[i]->effect_count; e++)
            sum += (unsigned long long)arena[i]->effects[e].fx.turns;
    return sum;
}

/* Builds an arena of the variant's kinds, ticks it turns times and checks
 * that every effect ticked every turn. */
static outcome run_arena(const registry *kinds, const arena_spec *spec)
{
    bt_context ctx;
    ctx_init_quiet(&ctx);
    host_set_registry(kinds);
    bt_creature **arena = build_arena(kinds, spec, &ctx);
    unsigned long long before = turns_left(arena, spec->creatures);

    double start = now_seconds();
    for (int turn = 0; turn < spec->turns; turn++)
        for (size_t i = 0; i < spec->creatures; i++)
            fx_tick(&ctx, arena[i]);
    double seconds = now_seconds() - start;

    outcome out = { .seconds = seconds, .blood = ctx.blood };
    out.ticks = before - turns_left(arena, spec->creatures);
    for (size_t i = 0; i < spec->creatures; i++) {
        if (!cr_is_alive(arena[i]) || arena[i]->effect_count != (size_t)spec->effects)
            fail("a creature died or an effect expired: the arena is too short-lived");
        out.life += arena[i]->life;
        cr_free(arena[i]);
    }
    free(arena);
    unsigned long long expected =
        (unsigned long long)spec->creatures * (unsigned)spec->effects * (unsigned)spec->turns;
    if (out.ticks != expected)
        fail("the number of effect ticks is not creatures x effects x turns");
    return out;
}

static registry *load_plugins(const char *dir)
{
    registry *kinds = reg_new();
    loader_load_dir(kinds, dir, LOADER_BUILTIN);
    return kinds;
}

static registry *compiled_in(void)
{
    static const bt_effect_kind *const builtins[] = {
#define BENCH_ADDRESS(id) &bench_builtin_##id,
        BENCH_BUILTINS(BENCH_ADDRESS)
#undef BENCH_ADDRESS
    };
    registry *kinds = reg_new();
    for (size_t i = 0; i < sizeof builtins / sizeof *builtins; i++) {
        const bt_effect_kind *kind = builtins[i];
        if (kind->init && !kind->init(host_table()))
            fail("a compiled-in effect refused to start");
        reg_add(kinds, kind, "(compiled in)", NULL, true);
    }
    return kinds;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(const double *values, int count)
{
    double *sorted = xmalloc((size_t)count * sizeof *sorted);
    memcpy(sorted, values, (size_t)count * sizeof *sorted);
    qsort(sorted, (size_t)count, sizeof *sorted, compare_doubles);
    double m = count % 2 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2;
    free(sorted);
    return m;
}

static void run_variant(variant *v, const arena_spec *spec, int run)
{
    v->last = run_arena(v->kinds, spec);
    double rate = (double)v->last.ticks / v->last.seconds / 1e6;
    if (run >= 0)
        v->rates[run] = rate;
    printf("  %-12s %8.1f ms  %7.1f M ticks/s%s\n", v->name, v->last.seconds * 1e3, rate,
           run < 0 ? "  (warm-up)" : "");
    fflush(stdout);
}

static void usage(void)
{
    fputs("usage: bench/arena --plugin-dir DIR [--creatures N] [--effects N] [--turns N] "
          "[--runs N] [--only plugins|compiled-in]\n",
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

/* Reads the command line into spec; returns the plugin folder. */
static const char *parse_args(int argc, char **argv, arena_spec *spec, int *only)
{
    static const struct option options[] = {
        { "plugin-dir", required_argument, NULL, 'p' },
        { "creatures", required_argument, NULL, 'c' },
        { "effects", required_argument, NULL, 'e' },
        { "turns", required_argument, NULL, 't' },
        { "runs", required_argument, NULL, 'r' },
        { "only", required_argument, NULL, 'o' },
        { NULL, 0, NULL, 0 },
    };
    const char *plugin_dir = NULL;
    int opt;
    while ((opt = getopt_long(argc, argv, "", options, NULL)) != -1) {
        switch (opt) {
        case 'p':
            plugin_dir = optarg;
            break;
        case 'c':
            spec->creatures = (size_t)number_arg(optarg, 1, 10000000);
            break;
        case 'e':
            spec->effects = (int)number_arg(optarg, 1, (long)MIX_COUNT);
            break;
        case 't':
            spec->turns = (int)number_arg(optarg, 2, 1000000);
            break;
        case 'r':
            spec->runs = (int)number_arg(optarg, 1, 1000);
            break;
        case 'o':
            if (strcmp(optarg, "plugins") == 0)
                *only = 0;
            else if (strcmp(optarg, "compiled-in") == 0)
                *only = 1;
            else
                usage();
            break;
        default:
            usage();
        }
    }
    if (!plugin_dir || optind != argc)
        usage();
    return plugin_dir;
}

int main(int argc, char **argv)
{
    arena_spec spec = { .creatures = 10000, .effects = 5, .turns = 1000, .runs = 5 };
    int only = -1;    /* --only plugins|compiled-in: one variant alone, to profile it */
    const char *plugin_dir = parse_args(argc, argv, &spec, &only);

    variant variants[2] = {
        { .name = "plugins", .kinds = load_plugins(plugin_dir) },
        { .name = "compiled-in", .kinds = compiled_in() },
    };
    if (reg_count(variants[0].kinds) != reg_count(variants[1].kinds))
        fail("the plugin folder does not hold the same kinds as the compiled-in set");
    unsigned long long ticks = (unsigned long long)spec.creatures * (unsigned)spec.effects *
                               (unsigned)spec.turns;
    printf("arena: %zu creatures x %d effects x %d turns = %llu effect ticks a run, "
           "quiet context; %d runs of %s\n",
           spec.creatures, spec.effects, spec.turns, ticks, spec.runs,
           only < 0 ? "each variant, alternating" : variants[only].name);

    /* One short untimed run each: page in the code and warm the allocator. */
    arena_spec warm = spec;
    warm.turns = spec.turns / 10 > 1 ? spec.turns / 10 : 2;
    for (int v = 0; v < 2; v++) {
        variants[v].rates = xcalloc((size_t)spec.runs, sizeof *variants[v].rates);
        if (only < 0 || only == v)
            run_variant(&variants[v], &warm, -1);
    }
    for (int run = 0; run < spec.runs; run++) {
        if (only >= 0) {
            run_variant(&variants[only], &spec, run);
            continue;
        }
        /* Alternate which goes first, so drift on a noisy machine hits both. */
        int first = run % 2;
        run_variant(&variants[first], &spec, run);
        run_variant(&variants[!first], &spec, run);
    }
    if (only < 0 && (variants[0].last.life != variants[1].last.life ||
                     variants[0].last.blood != variants[1].last.blood))
        fail("the two variants did not end the same: the arenas or the code differ");

    double plugin = median(variants[0].rates, spec.runs);
    double builtin = median(variants[1].rates, spec.runs);
    if (only < 0)
        printf("RESULT plugin=%.2f builtin=%.2f ratio=%.3f ticks=%llu\n", plugin, builtin,
               plugin / builtin, ticks);
    else
        printf("RESULT %s=%.2f ticks=%llu\n", only ? "builtin" : "plugin", only ? builtin : plugin,
               ticks);
    for (int v = 0; v < 2; v++) {
        free(variants[v].rates);
        reg_free(variants[v].kinds);
    }
    return 0;
}
