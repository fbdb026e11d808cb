/* nb_alloc.c — the one allocator: accounting, hard cap, failure injection. */
#include "nb.h"

#include <stdlib.h>
#include <string.h>

void nb_heap_init(nb_Heap *h, size_t cap)
{
    memset(h, 0, sizeof *h);
    h->cap = cap;
    h->fail_after = -1;
}

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

void *nb_alloc(nb_Heap *h, size_t size)
{
    if (size == 0)
        size = 1;
    if (!admit(h, size))
        return NULL;
    void *p = calloc(1, size);
    if (!p)
        return NULL;
    account(h, size);
    return p;
}

void *nb_realloc(nb_Heap *h, void *p, size_t old, size_t size)
{
    if (!p)
        return nb_alloc(h, size);
    if (size == 0)
        size = 1;
    if (size > old && !admit(h, size - old))
        return NULL;
    void *q = realloc(p, size);
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
    free(p);
}
