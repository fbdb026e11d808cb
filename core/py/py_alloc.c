/* py_alloc.c — memory: py_malloc family over the accounted nb heap, object
 * allocation with the size prefix and optional GC head (see py_runtime.h). */
#include "py_runtime.h"

#include <string.h>

void *py_malloc(py_State *S, size_t n)
{
    void *p = nb_alloc(&S->heap, n);
    if (!p)
        py_err_nomemory(S);
    return p;
}

void *py_realloc(py_State *S, void *p, size_t old, size_t n)
{
    void *q = nb_realloc(&S->heap, p, old, n);
    if (!q)
        py_err_nomemory(S);
    return q;
}

void py_free(py_State *S, void *p, size_t n)
{
    nb_free(&S->heap, p, n);
}

/* Bytes in front of the object: size word, plus the GC head if any. */
static inline size_t prefix_size(bool gc)
{
    return PY_ALLOC_HDR + (gc ? sizeof(py_GCHead) : 0);
}

size_t py_obj_allocsize(py_Obj *o)
{
    size_t pre = prefix_size(py_obj_has_gc(o));
    return *(size_t *)((char *)o - pre);
}

/* Allocate a zeroed object; tracks GC objects and may run the collector
 * first (every live object is then reachable by refcount). */
py_Obj *py_obj_alloc(py_State *S, py_Type *t, py_ssize size)
{
    bool gc = (t->flags & PY_TPFLAG_GC) != 0;
    /* (allocated type objects are heap types: the caller sets
     * PY_TPFLAG_HEAPTYPE right away so py_obj_has_gc agrees) */
    if (t->flags & PY_TPFLAG_HEAPTYPE) {
        if (t->dictoffset == PY_DICT_AT_END) /* pointer-aligned: py_obj_dictptr */
            size = (py_ssize)(((size_t)size + sizeof(py_Obj *) - 1) / sizeof(py_Obj *) * sizeof(py_Obj *))
                   + (py_ssize)sizeof(py_Obj *);
        else if (size < t->basicsize)
            size = t->basicsize;
    }
    if (size < (py_ssize)sizeof(py_Obj))
        size = sizeof(py_Obj);
    if (gc && !S->gc_running) {
        py_RT *rt = PY_RT(S);
        if (++S->gc_count > rt->gc_threshold && rt->gc_threshold > 0 && !S->exc) {
            S->gc_count = 0;
            py_gc_collect_young(S);
        }
    }
    size_t pre = prefix_size(gc);
    char *mem = nb_alloc(&S->heap, pre + (size_t)size);
    if (!mem) {
        py_err_nomemory(S);
        return NULL;
    }
    *(size_t *)mem = (size_t)size;
    py_Obj *o = (py_Obj *)(mem + pre);
    o->refcnt = 1;
    o->type = t;
    if (t->flags & PY_TPFLAG_HEAPTYPE)
        py_incref((py_Obj *)t);
    if (gc)
        py_gc_track(S, o);
    return o;
}

/* Free an object's memory (after its members were released). Decrefs its
 * type when that is a heap type (the reference taken by py_obj_alloc). */
void py_obj_free(py_State *S, py_Obj *o)
{
    py_Type *t = o->type;
    bool gc = py_obj_has_gc(o);
    if (gc) {
        py_gc_untrack(S, o);
        if (S->gc_count > 0) /* the count is allocations minus frees */
            S->gc_count--;
    }
    size_t pre = prefix_size(gc);
    char *mem = (char *)o - pre;
    nb_free(&S->heap, mem, pre + *(size_t *)mem);
    py_RT *rt = PY_RT(S);
    if (rt->overdraft && S->heap.used < rt->cap_base) {
        S->heap.cap = rt->cap_base;
        rt->overdraft = false;
    }
    if (t->flags & PY_TPFLAG_HEAPTYPE)
        py_decref(S, (py_Obj *)t);
}

py_Obj *py_type_alloc(py_State *S, py_Type *t)
{
    return py_obj_alloc(S, t, t->basicsize);
}

/* Deallocation nesting past which objects are queued instead of freed at
 * once: freeing a long chain (a linked list of a million objects, a list
 * nested a million deep) would otherwise recurse once per link and overflow
 * the C stack. */
#define DEALLOC_MAX_DEPTH 64

static inline void dealloc_now(py_State *S, py_Obj *o)
{
    py_Type *t = o->type;
    if (t->dealloc)
        t->dealloc(S, o);
    else
        py_obj_free(S, o);
}

/* Called when a refcount drops to zero. Nested deallocations deeper than
 * DEALLOC_MAX_DEPTH are put on the trash stack (linked through the dead
 * object's refcnt field; the object is untracked so the collector cannot see
 * it) and the outermost call frees them one by one, each starting again at
 * depth 1: the C stack stays bounded whatever the shape of the garbage. */
void py_dealloc(py_State *S, py_Obj *o)
{
    py_RT *rt = PY_RT(S);
    if (rt->dealloc_depth >= DEALLOC_MAX_DEPTH) {
        if (py_obj_has_gc(o))
            py_gc_untrack(S, o);
        o->refcnt = (py_ssize)(intptr_t)rt->trash;
        rt->trash = o;
        return;
    }
    rt->dealloc_depth++;
    dealloc_now(S, o);
    if (rt->dealloc_depth == 1) {
        while (rt->trash) {
            py_Obj *d = rt->trash;
            rt->trash = (py_Obj *)(intptr_t)d->refcnt;
            d->refcnt = 0;
            if (py_obj_has_gc(d))
                py_gc_track(S, d);   /* as it was: a dealloc may resurrect */
            dealloc_now(S, d);
        }
    }
    rt->dealloc_depth--;
}
