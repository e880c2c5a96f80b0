/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_cache.c - the plugin cache is read as a descriptor is checked
 * (src/plugin/info.c, cache.c): a property test over thousands of caches
 * with a line cut, copied, swapped or changed, a verdict turned to "none",
 * an API of 9.999. None crashes, and every record the cache still gives is
 * whole: a usable one holds a descriptor the host accepts. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "plugin/cache.h"
#include "plugin/check.h"
#include "support.h"
#include "util/strbuf.h"

#define RECORDS 4
#define ROUNDS 3000

static char dir[] = "/tmp/bloodtrail-cache-XXXXXX";
static char path[sizeof dir + 16];

static int group_setup(void **state)
{
    (void)state;
    speak_english();
    if (!mkdtemp(dir))
        return -1;
    snprintf(path, sizeof path, "%s/plugins", dir);
    for (int i = 0; i < RECORDS; i++) {
        char p[512];
        snprintf(p, sizeof p, "%s/fx%d.so", dir, i);
        FILE *f = fopen(p, "w");
        if (!f)
            return -1;
        fprintf(f, "plugin %d\n", i);
        fclose(f);
    }
    return 0;
}

static int group_teardown(void **state)
{
    (void)state;
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    return system(command) == 0 ? 0 : -1;
}

static bt_effect_kind good(int i)
{
    static char ids[RECORDS][16];
    snprintf(ids[i], sizeof ids[i], "mymod:fx%d", i);
    return (bt_effect_kind){ .api_major = BT_EFFECT_API_MAJOR, .api_minor = BT_EFFECT_API_MINOR,
                             .id = ids[i], .stack_rule = BT_STACK_STACK, .max_stacks = 3,
                             .param = BT_PARAM_POWER, .name = "frost", .label = "frost",
                             .on_text = "Frost creeps over {name:acc}.",
                             .more_text = "Frost thickens on {name} ({n}).",
                             .version = "1.0", .description = "Layers of frost." };
}

/* dir/fxN.so, a file of the test's own (cache_write keeps the records of
 * files that exist). */
static void record_path(char *buf, size_t size, int i)
{
    snprintf(buf, size, "%s/fx%d.so", dir, i);
}

static info_key key_of(int i)
{
    char p[512];
    record_path(p, sizeof p, i);
    struct stat st;
    assert_int_equal(stat(p, &st), 0);
    return (info_key){ (unsigned long long)st.st_dev, (unsigned long long)st.st_ino,
                       (long long)st.st_size, (long long)st.st_mtim.tv_sec,
                       st.st_mtim.tv_nsec, (long long)st.st_ctim.tv_sec, st.st_ctim.tv_nsec };
}

/* Lines of text, each with its newline, into lines; the count. */
static size_t split_lines(char *text, char **lines, size_t max)
{
    size_t n = 0;
    for (char *p = text; *p && n < max;) {
        lines[n++] = p;
        char *nl = strchr(p, '\n');
        if (!nl)
            break;
        p = nl + 1;
    }
    return n;
}

static uint64_t rng = 88172645463325252u;

static unsigned roll(unsigned n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng % n);
}

static size_t line_len(const char *line)
{
    const char *nl = strchr(line, '\n');
    return nl ? (size_t)(nl - line) + 1 : strlen(line);
}

/* One of the mutations of the review, applied to the lines into out. */
static void mutate(char **lines, size_t n, strbuf *out)
{
    unsigned what = roll(7), at = roll((unsigned)n), other = roll((unsigned)n);
    for (size_t i = 0; i < n; i++) {
        const char *line = lines[i];
        size_t len = line_len(line);
        if (i == at) {
            switch (what) {
            case 0:                 /* cut */
                continue;
            case 1:                 /* copied */
                sb_add(out, line, len);
                break;
            case 2:                 /* swapped with another */
                line = lines[other];
                len = line_len(line);
                break;
            case 3: {               /* a byte changed */
                strbuf changed;
                sb_init(&changed);
                sb_add(&changed, line, len);
                changed.buf[roll((unsigned)len)] = (char)(roll(255) + 1);
                sb_add(out, changed.buf, changed.len);
                sb_release(&changed);
                continue;
            }
            case 4:                 /* the verdict poisoned */
                if (strncmp(line, "verdict ", 8) == 0) {
                    sb_adds(out, "verdict none 0\n");
                    continue;
                }
                break;
            case 5:                 /* an API from the future */
                if (strncmp(line, "api ", 4) == 0) {
                    sb_adds(out, "api 9 999\n");
                    continue;
                }
                break;
            default:                /* a field without its value */
                sb_add(out, line, strcspn(line, " \n"));
                sb_addc(out, '\n');
                continue;
            }
        }
        sb_add(out, line, len);
    }
}

/* Every record the cache gives for the original files is whole. */
static void assert_sane(const plugin_cache *c)
{
    for (int i = 0; i < RECORDS; i++) {
        char p[512];
        record_path(p, sizeof p, i);
        info_key key = key_of(i);
        const plugin_info *info = cache_find(c, p, &key);
        if (!info)
            continue;
        assert_string_equal(info->path, p);
        if (info->verdict.code == REFUSAL_NONE) {
            refusal why = { 0 };
            assert_true(check_descriptor(&info->desc, &why));
            assert_non_null(info->desc.id);
            assert_non_null(info->desc.name);
            assert_int_equal(info->desc.api_major, BT_EFFECT_API_MAJOR);
            refusal_release(&why);
        }
    }
}

static void test_mutated_caches_never_crash(void **state)
{
    (void)state;
    /* The program's own cache, written to the test's file. */
    plugin_cache *c = cache_read(path);
    for (int i = 0; i < RECORDS; i++) {
        char p[512];
        record_path(p, sizeof p, i);
        info_key key = key_of(i);
        plugin_info info;
        info_init(&info, p, &key);
        if (i % 2 == 0) {
            bt_effect_kind d = good(i);
            info_set_desc(&info, &d);
        } else {
            refusal_set(&info.verdict, REFUSAL_CRASHED_INIT, NULL, "SIGABRT", 6);
        }
        cache_put(c, &info);
        info_release(&info);
    }
    assert_true(cache_write(c));
    cache_free(c);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    strbuf original;
    sb_init(&original);
    char buf[4096];
    for (size_t n; (n = fread(buf, 1, sizeof buf, f)) > 0;)
        sb_add(&original, buf, n);
    fclose(f);
    /* Read back as written: every record there. */
    c = cache_read(path);
    for (int i = 0; i < RECORDS; i++) {
        char p[512];
        record_path(p, sizeof p, i);
        info_key key = key_of(i);
        assert_non_null(cache_find(c, p, &key));
    }
    assert_sane(c);
    cache_free(c);
    char *lines[256];
    size_t n = split_lines(original.buf, lines, 256);
    strbuf mutated;
    sb_init(&mutated);
    size_t whole = 0;
    for (int round = 0; round < ROUNDS; round++) {
        sb_reset(&mutated);
        mutate(lines, n, &mutated);
        f = fopen(path, "w");
        assert_non_null(f);
        fwrite(mutated.buf, 1, mutated.len, f);
        fclose(f);
        c = cache_read(path);
        assert_sane(c);
        whole += !cache_changed(c);
        cache_free(c);
    }
    /* Some mutations change nothing that counts (a copied line is refused,
     * so few): the test did mutate. */
    assert_true(whole < ROUNDS);
    sb_release(&mutated);
    sb_release(&original);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mutated_caches_never_crash),
    };
    return cmocka_run_group_tests_name("cache", tests, group_setup, group_teardown);
}
