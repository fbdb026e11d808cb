/* test_nb_pool.c — the size-class pools under nb_alloc: the accounting
 * (used, peak, nallocs), the cap and failure injection are the same with and
 * without pools; blocks come back zeroed, resizes keep their contents across
 * classes and into and out of the pools, and a freed block is reused. Run
 * with the pools forced on (under ASan they are off by default; freed pooled
 * blocks are then poisoned, so a use after free here would be reported). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nb.h"

static int failures;
#define CHECK(c, ...) do { if (!(c)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

static bool all_zero(const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i])
            return false;
    return true;
}

/* The same request sequence on a pooled and an unpooled heap: identical
 * accounting after every step. */
static void test_same_accounting(void)
{
    nb_Heap a, b;
    nb_heap_init(&a, 0);
    nb_heap_init(&b, 0);
    nb_heap_set_pool(&a, true);
    nb_heap_set_pool(&b, false);
    enum { N = 3000 };
    static void *pa[N], *pb[N];
    static size_t sz[N];
    unsigned r = 12345;
    for (int i = 0; i < N; i++) {
        r = r * 1103515245u + 12345u;
        sz[i] = (r >> 8) % 700; /* 0 .. 699: pooled and not, size 0 too */
        pa[i] = nb_alloc(&a, sz[i]);
        pb[i] = nb_alloc(&b, sz[i]);
        CHECK(pa[i] && pb[i], "alloc %zu", sz[i]);
        CHECK(all_zero(pa[i], sz[i]), "pooled block %d of %zu bytes not zeroed", i, sz[i]);
        memset(pa[i], 0xab, sz[i]);
        if (i % 3 == 2) { /* free an earlier one: its block is reused later */
            int j = i - 2;
            nb_free(&a, pa[j], sz[j]);
            nb_free(&b, pb[j], sz[j]);
            pa[j] = pb[j] = NULL;
        }
        CHECK(a.used == b.used && a.peak == b.peak && a.nallocs == b.nallocs, "step %d: used %zu/%zu peak %zu/%zu",
              i, a.used, b.used, a.peak, b.peak);
    }
    /* resizes across classes, into and out of the pools, keep the bytes */
    for (int i = 0; i < N; i++) {
        if (!pa[i])
            continue;
        size_t to = (sz[i] * 7 + 5) % 900;
        unsigned char *q = nb_realloc(&a, pa[i], sz[i], to);
        void *qb = nb_realloc(&b, pb[i], sz[i], to);
        CHECK(q && qb, "realloc %zu -> %zu", sz[i], to);
        size_t keep = sz[i] < to ? sz[i] : to;
        for (size_t k = 0; k < keep; k++)
            if (q[k] != 0xab) { CHECK(0, "realloc %zu -> %zu lost byte %zu", sz[i], to, k); break; }
        if (to > sz[i])
            CHECK(all_zero(q + sz[i], to - sz[i]), "realloc %zu -> %zu: tail not zeroed", sz[i], to);
        pa[i] = q; pb[i] = qb; sz[i] = to;
        CHECK(a.used == b.used && a.nallocs == b.nallocs, "realloc %d: used %zu/%zu", i, a.used, b.used);
    }
    for (int i = 0; i < N; i++) {
        nb_free(&a, pa[i], sz[i]);
        nb_free(&b, pb[i], sz[i]);
    }
    CHECK(a.used == 0 && b.used == 0, "heaps not empty: %zu / %zu", a.used, b.used);
    CHECK(a.chunks != NULL, "pooled heap made no chunks");
    nb_heap_fini(&a);
    nb_heap_fini(&b);
    CHECK(a.chunks == NULL, "fini keeps chunks");
}

/* A freed block of a class is the next one handed out for that class. */
static void test_reuse(void)
{
    nb_Heap h;
    nb_heap_init(&h, 0);
    nb_heap_set_pool(&h, true);
    void *p = nb_alloc(&h, 40);
    nb_free(&h, p, 40);
    void *q = nb_alloc(&h, 48); /* same 16-byte class */
    CHECK(p == q, "freed block not reused");
    CHECK(((uintptr_t)q & 15) == 0, "pooled block not 16-byte aligned");
    nb_free(&h, q, 48);
    nb_heap_fini(&h);
}

/* The cap and failure injection see the requested sizes, pools or not. */
static void test_cap_and_failure(void)
{
    nb_Heap h;
    nb_heap_init(&h, 1000);
    nb_heap_set_pool(&h, true);
    void *a = nb_alloc(&h, 600);      /* not pooled */
    void *b = nb_alloc(&h, 390);      /* pooled: 990 used */
    void *c = nb_alloc(&h, 11);       /* 1001 > cap */
    CHECK(a && b && !c, "cap: %p %p %p", a, b, c);
    void *d = nb_alloc(&h, 10);       /* exactly the cap */
    CHECK(d && h.used == 1000, "cap reached exactly: used %zu", h.used);
    CHECK(!nb_realloc(&h, d, 10, 11), "realloc past the cap");
    nb_free(&h, d, 10);
    h.cap = 0;
    nb_fail_after(&h, 1);
    void *e = nb_alloc(&h, 8), *f = nb_alloc(&h, 8), *g = nb_alloc(&h, 8);
    CHECK(e && !f && g, "failure injection: the 2nd allocation fails");
    nb_free(&h, e, 8); nb_free(&h, g, 8);
    nb_free(&h, a, 600); nb_free(&h, b, 390);
    CHECK(h.used == 0, "used %zu", h.used);
    nb_heap_fini(&h);
}

int main(void)
{
    test_same_accounting();
    test_reuse();
    test_cap_and_failure();
    if (failures) {
        printf("%d failure(s)\n", failures);
        return 1;
    }
    printf("test_nb_pool: ok\n");
    return 0;
}
