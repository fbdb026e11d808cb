/* ts_pool.c — a size-class cache of small blocks (tensor structs, storage
 * headers, version counters, small data buffers, autograd nodes and their
 * edge arrays), so a training step does not go through malloc/free for each
 * of the dozens of small objects it creates and drops.
 *
 * Every block is an ordinary nb_alloc'ed block of its *class size* (sizes
 * are rounded up by ts__pool_size: to 16 bytes up to 1 KiB, to a power of two
 * up to TS__POOL_MAX), so it stays counted in the heap's `used` while cached
 * and may always be given back with nb_free(heap, p, class size) instead —
 * the glue does that for storages. The cache is bounded (POOL_MAX_BYTES), is
 * emptied before an allocation is refused for the memory cap, and is
 * opt-in: ts_ctx_pool_init after ts_ctx_init, ts_ctx_fini at the end. Tensors
 * and nodes made while it is on hold a reference to it (t->pool, n->pool),
 * so it outlives the context when they do; after ts_ctx_fini returned
 * blocks go straight back to the heap. */
#include "ts_impl.h"

#define POOL_FINE 64                        /* classes 16, 32, ..., 1024 */
#define POOL_NCLASS (POOL_FINE + 3)         /* then 2048, 4096, 8192 */
#define POOL_MAX_PER_CLASS 256
#define POOL_MAX_BYTES ((size_t)512 * 1024)

struct ts_Pool {
    nb_Heap *heap;
    int64_t refs;                   /* the context's (until ts_ctx_fini) + one per tensor/node */
    bool closed;                    /* ts_ctx_fini ran: no caching any more */
    size_t cached;                  /* bytes sitting in the free lists */
    void *head[POOL_NCLASS];        /* free lists, linked through each block's first word */
    int count[POOL_NCLASS];
};

/* Class index of a (rounded) size, or -1 above TS__POOL_MAX. */
static int cls(size_t size)
{
    if (size <= 1024) return size ? (int)((size + 15) / 16) - 1 : 0;
    if (size <= 2048) return POOL_FINE;
    if (size <= 4096) return POOL_FINE + 1;
    if (size <= TS__POOL_MAX) return POOL_FINE + 2;
    return -1;
}

size_t ts__pool_size(size_t size)
{
    if (size <= 1024) return size ? (size + 15) & ~(size_t)15 : 16;
    if (size <= 2048) return 2048;
    if (size <= 4096) return 4096;
    if (size <= TS__POOL_MAX) return TS__POOL_MAX;
    return size;
}

/* Give every cached block back to the heap. */
static void drain(ts_Pool *p)
{
    for (int k = 0; k < POOL_NCLASS; k++) {
        size_t sz = k < POOL_FINE ? (size_t)(k + 1) * 16 : (size_t)2048 << (k - POOL_FINE);
        void *b = p->head[k];
        while (b) {
            void *nx = *(void **)b;
            nb_free(p->heap, b, sz);
            b = nx;
        }
        p->head[k] = NULL;
        p->count[k] = 0;
    }
    p->cached = 0;
}

nb_Status ts_ctx_pool_init(ts_Ctx *c)
{
    if (c->pool) return NB_OK;
    ts_Pool *p = nb_alloc(c->heap, sizeof *p);
    if (!p) return ts_oom(c);
    p->heap = c->heap;
    p->refs = 1;
    c->pool = p;
    return NB_OK;
}

ts_Pool *ts__pool_ref(ts_Pool *p)
{
    if (p) p->refs++;
    return p;
}

void ts__pool_unref(ts_Pool *p)
{
    if (p && --p->refs == 0) {
        drain(p);
        nb_free(p->heap, p, sizeof *p);
    }
}

void ts_ctx_fini(ts_Ctx *c)
{
    ts_Pool *p = c->pool;
    if (!p) return;
    c->pool = NULL;
    p->closed = true;
    drain(p);
    ts__pool_unref(p);
}

void *ts__pool_get(ts_Ctx *c, size_t size)
{
    size_t sz = ts__pool_size(size);
    ts_Pool *p = c->pool;
    int k = cls(sz);
    if (p && k >= 0 && p->head[k]) {
        void *b = p->head[k];
        p->head[k] = *(void **)b;
        p->count[k]--;
        p->cached -= sz;
        memset(b, 0, size ? size : 1);
        return b;
    }
    void *b = nb_alloc(c->heap, sz);
    if (!b && p && p->cached) {
        /* the memory cap: cached blocks are counted as used, so give them back first */
        drain(p);
        b = nb_alloc(c->heap, sz);
    }
    return b;
}

void ts__pool_put(nb_Heap *h, ts_Pool *p, void *b, size_t size)
{
    if (!b) return;
    size_t sz = ts__pool_size(size);
    int k = cls(sz);
    if (p && !p->closed && k >= 0 && p->count[k] < POOL_MAX_PER_CLASS && p->cached + sz <= POOL_MAX_BYTES) {
        *(void **)b = p->head[k];
        p->head[k] = b;
        p->count[k]++;
        p->cached += sz;
        return;
    }
    nb_free(h, b, sz);
}
