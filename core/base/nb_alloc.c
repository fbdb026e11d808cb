/* nb_alloc.c — the one allocator: accounting, hard cap, failure injection,
 * and size-class pools for small blocks.
 *
 * Interpreter objects are mostly small (ints, list cells, instances, dicts
 * of a few slots) and short-lived; the system allocator spent 27-30% of the
 * instructions of object-heavy programs. Blocks of at most NB_POOL_MAX bytes
 * are served from per-class free lists (classes NB_POOL_GRAIN bytes apart),
 * refilled by carving NB_POOL_CHUNK-byte chunks. A freed block goes back on
 * its class's list (the size passed to nb_free names the class), so a pooled
 * alloc/free pair is a handful of instructions. Chunks are returned to the
 * system only by nb_heap_fini.
 *
 * The accounting is independent of the pools: `used` counts the sizes asked
 * for, the cap and the failure injection see exactly the same sequence of
 * requests as without pools. Under AddressSanitizer the pools are off by
 * default (every block is its own malloc, so ASan sees overflows and leaks
 * per block); a test can turn them on, and freed pooled blocks are then
 * poisoned so use after free is still caught. */
#include "nb.h"

#include <stdlib.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__)
#define NB_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NB_ASAN 1
#endif
#endif
#ifdef NB_ASAN
#include <sanitizer/asan_interface.h>
#define POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define POISON(p, n) ((void)(p), (void)(n))
#define UNPOISON(p, n) ((void)(p), (void)(n))
#endif

/* Chunk layout: the link to the previous chunk, padded to the grain so the
 * blocks after it stay 16-byte aligned. */
#define CHUNK_HDR NB_POOL_GRAIN

void nb_heap_init(nb_Heap *h, size_t cap)
{
    memset(h, 0, sizeof *h);
    h->cap = cap;
    h->fail_after = -1;
#ifndef NB_ASAN
    h->pool = true;
#endif
}

void nb_heap_fini(nb_Heap *h)
{
    void *c = h->chunks;
    while (c) {
        UNPOISON(c, NB_POOL_CHUNK);
        void *prev = *(void **)c;
        free(c);
        c = prev;
    }
    h->chunks = NULL;
    h->bump = h->bump_end = NULL;
    memset(h->free_list, 0, sizeof h->free_list);
}

void nb_heap_set_pool(nb_Heap *h, bool on) { h->pool = on; }

void nb_fail_after(nb_Heap *h, int64_t n) { h->fail_after = n; }

/* Decide whether an allocation growing `used` by `grow` bytes may proceed. */
static bool admit(nb_Heap *h, size_t grow)
{
    if (h->fail_after >= 0) {
        if (h->fail_after == 0) {
            h->fail_after = -1;
            return false;
        }
        h->fail_after--;
    }
    if (h->cap && (grow > h->cap || h->used > h->cap - grow))
        return false;
    return true;
}

static void account(nb_Heap *h, size_t grow)
{
    h->used += grow;
    if (h->used > h->peak)
        h->peak = h->used;
    h->nallocs++;
}

static inline bool pooled(const nb_Heap *h, size_t size) { return h->pool && size <= NB_POOL_MAX; }
static inline size_t size_class(size_t size) { return (size - 1) / NB_POOL_GRAIN; }
static inline size_t class_bytes(size_t c) { return (c + 1) * NB_POOL_GRAIN; }

/* A block of class c, not zeroed; NULL if the system allocator fails. */
static void *pool_get(nb_Heap *h, size_t c)
{
    void *p = h->free_list[c];
    size_t bs = class_bytes(c);
    if (p) {
        UNPOISON(p, bs);
        h->free_list[c] = *(void **)p;
        return p;
    }
    if ((size_t)(h->bump_end - h->bump) < bs) {
        char *chunk = malloc(NB_POOL_CHUNK);
        if (!chunk)
            return NULL;
        *(void **)chunk = h->chunks;
        h->chunks = chunk;
        h->bump = chunk + CHUNK_HDR;
        h->bump_end = chunk + NB_POOL_CHUNK;
        POISON(h->bump, (size_t)(h->bump_end - h->bump));
    }
    p = h->bump;
    h->bump += bs;
    UNPOISON(p, bs);
    return p;
}

static inline void pool_put(nb_Heap *h, void *p, size_t c)
{
    *(void **)p = h->free_list[c];
    h->free_list[c] = p;
    POISON((char *)p + sizeof(void *), class_bytes(c) - sizeof(void *));
#ifdef NB_ASAN
    POISON(p, sizeof(void *));
#endif
}

/* The block layer, unaccounted: pooled or system blocks by size. */
static void *blk_alloc(nb_Heap *h, size_t size)
{
    if (pooled(h, size)) {
        void *p = pool_get(h, size_class(size));
        if (p)
            memset(p, 0, size);
        return p;
    }
    return calloc(1, size);
}

static void blk_free(nb_Heap *h, void *p, size_t size)
{
    if (pooled(h, size))
        pool_put(h, p, size_class(size));
    else
        free(p);
}

/* Resize; the bytes past the old size are not zeroed here. */
static void *blk_realloc(nb_Heap *h, void *p, size_t old, size_t size)
{
    if (pooled(h, old) && pooled(h, size) && size_class(old) == size_class(size))
        return p;
    if (!pooled(h, old) && !pooled(h, size))
        return realloc(p, size);
    void *q = blk_alloc(h, size);
    if (!q)
        return NULL;
    memcpy(q, p, old < size ? old : size);
    blk_free(h, p, old);
    return q;
}

/* NB_ALLOC_CHECK (on in sanitizer builds): every block carries its size in a
 * hidden header and a free or resize with another size aborts. The pools
 * trust the size the caller passes, so a mismatch would corrupt them. */
#if defined(NB_ASAN) && !defined(NB_ALLOC_CHECK)
#define NB_ALLOC_CHECK 1
#endif
#ifdef NB_ALLOC_CHECK
#include <stdio.h>
#define CHECK_HDR 16
static void check_size(void *p, size_t size, const char *what)
{
    size_t had = *(size_t *)((char *)p - CHECK_HDR);
    if (had != size) {
        fprintf(stderr, "nb_alloc: %s of a %zu-byte block with size %zu\n", what, had, size);
#ifdef NB_ASAN
        __sanitizer_print_stack_trace();
#endif
        abort();
    }
}
static void *raw_alloc(nb_Heap *h, size_t size)
{
    char *p = blk_alloc(h, size + CHECK_HDR);
    if (!p)
        return NULL;
    *(size_t *)p = size;
    return p + CHECK_HDR;
}
static void raw_free(nb_Heap *h, void *p, size_t size)
{
    check_size(p, size, "free");
    blk_free(h, (char *)p - CHECK_HDR, size + CHECK_HDR);
}
static void *raw_realloc(nb_Heap *h, void *p, size_t old, size_t size)
{
    check_size(p, old, "resize");
    char *q = blk_realloc(h, (char *)p - CHECK_HDR, old + CHECK_HDR, size + CHECK_HDR);
    if (!q)
        return NULL;
    *(size_t *)q = size;
    return q + CHECK_HDR;
}
#else
#define raw_alloc blk_alloc
#define raw_free blk_free
#define raw_realloc blk_realloc
#endif

#ifndef NB_ALLOC_CHECK
#if defined(__GNUC__) && !defined(__clang__)
#define NOINLINE __attribute__((noipa))   /* nor propagate the size bound into it */
#elif defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* memset of a size the compiler cannot bound: inlined where the size is
 * known to be at most NB_POOL_MAX, memset becomes `rep stos`, slow to start
 * for blocks of a few hundred bytes; the library's vector memset is not. */
static NOINLINE void zero_big(char *p, size_t size) { memset(p, 0, size); }

/* Zero the first `size` bytes of a pooled block (its class rounds size up
 * to the grain, so whole grains may be cleared): the common small sizes
 * with fixed-size stores, the rest with one memset call. */
static inline void zero_pooled(char *p, size_t size)
{
    if (size > 4 * NB_POOL_GRAIN) {
        zero_big(p, size);
        return;
    }
    memset(p, 0, NB_POOL_GRAIN);
    if (size > NB_POOL_GRAIN) {
        memset(p + NB_POOL_GRAIN, 0, NB_POOL_GRAIN);
        if (size > 2 * NB_POOL_GRAIN) {
            memset(p + 2 * NB_POOL_GRAIN, 0, NB_POOL_GRAIN);
            if (size > 3 * NB_POOL_GRAIN)
                memset(p + 3 * NB_POOL_GRAIN, 0, NB_POOL_GRAIN);
        }
    }
}
#endif

void *nb_alloc(nb_Heap *h, size_t size)
{
    if (size == 0)
        size = 1;
#ifndef NB_ALLOC_CHECK
    /* the common case, in a few instructions: a block off its class's free
     * list, no failure injection armed, under the cap (the same decision
     * admit takes, and the same accounting) */
    if (size <= NB_POOL_MAX && h->pool && h->fail_after < 0 &&
        (!h->cap || (size <= h->cap && h->used <= h->cap - size))) {
        size_t c = size_class(size);
        char *p = h->free_list[c];
        if (p) {
            h->free_list[c] = *(void **)p;
            zero_pooled(p, size);
            account(h, size);
            return p;
        }
    }
#endif
    if (!admit(h, size))
        return NULL;
    void *p = raw_alloc(h, size);
    if (!p)
        return NULL;
    account(h, size);
    return p;
}

/* (a block allocated with size 0 has size 1, as nb_alloc and nb_free agree) */
void *nb_realloc(nb_Heap *h, void *p, size_t old, size_t size)
{
    if (!p)
        return nb_alloc(h, size);
    if (size == 0)
        size = 1;
    if (old == 0)
        old = 1;
    if (size > old && !admit(h, size - old))
        return NULL;
    void *q = raw_realloc(h, p, old, size);
    if (!q)
        return NULL;
    if (size > old) {
        memset((char *)q + old, 0, size - old);
        account(h, size - old);
    } else {
        h->used -= old - size;
    }
    return q;
}

void nb_free(nb_Heap *h, void *p, size_t size)
{
    if (!p)
        return;
    if (size == 0)
        size = 1;
    h->used -= size;
    raw_free(h, p, size);
}
