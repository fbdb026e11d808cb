/* py_gc.c — the cycle collector (CPython's algorithm, one generation).
 *
 * Tracked objects form a doubly linked ring through their py_GCHead,
 * anchored at S->gc_list. A collection:
 *   1. gc_refs = refcnt for every tracked object;
 *   2. subtract the references each tracked object holds to tracked objects
 *      (traverse): what remains counts references from outside the set;
 *   3. objects with gc_refs > 0 are roots; everything reachable from a root
 *      is moved to a "reachable" ring (breadth first, the ring is the queue);
 *   4. what is left is garbage: incref it all, clear() each object (breaks
 *      its references), then drop our references (frees them). */
#include "py_runtime.h"

#define REACHABLE ((py_ssize)-1)

static inline py_Obj *gc_obj(py_GCHead *g) { return (py_Obj *)(g + 1); }

static void ring_init(py_GCHead *r) { r->next = r->prev = r; }
static void ring_unlink(py_GCHead *g)
{
    g->prev->next = g->next;
    g->next->prev = g->prev;
}
static void ring_append(py_GCHead *r, py_GCHead *g)
{
    g->prev = r->prev;
    g->next = r;
    r->prev->next = g;
    r->prev = g;
}

void py_gc_track(py_State *S, py_Obj *o)
{
    py_GCHead *g = py_gc_head(o);
    if (g->next)
        return;
    if (!S->gc_list.next)
        ring_init(&S->gc_list);
    g->gc_refs = 0;
    ring_append(&S->gc_list, g);
}

void py_gc_untrack(py_State *S, py_Obj *o)
{
    py_GCHead *g = py_gc_head(o);
    if (!g->next)
        return;
    ring_unlink(g);
    g->next = g->prev = NULL;
}

static inline bool tracked(py_Obj *o)
{
    return o && py_obj_has_gc(o) && py_gc_head(o)->next != NULL;
}

static int visit_decref(py_Obj *o, void *arg)
{
    (void)arg;
    if (tracked(o)) {
        py_GCHead *g = py_gc_head(o);
        if (g->gc_refs > 0)
            g->gc_refs--;
    }
    return 0;
}

static int visit_reach(py_Obj *o, void *arg)
{
    if (tracked(o)) {
        py_GCHead *g = py_gc_head(o);
        if (g->gc_refs != REACHABLE) {
            g->gc_refs = REACHABLE;
            ring_unlink(g);
            ring_append((py_GCHead *)arg, g);
        }
    }
    return 0;
}

static inline void traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    if (o->type->traverse)
        o->type->traverse(o, v, arg);
}

py_ssize py_gc_collect(py_State *S)
{
    if (S->gc_running || !S->gc_list.next)
        return 0;
    S->gc_running = true;
    py_GCHead *list = &S->gc_list, *g;
    for (g = list->next; g != list; g = g->next)
        g->gc_refs = gc_obj(g)->refcnt;
    for (g = list->next; g != list; g = g->next)
        traverse(gc_obj(g), visit_decref, NULL);
    py_GCHead reach;
    ring_init(&reach);
    for (g = list->next; g != list;) {
        py_GCHead *next = g->next;
        if (g->gc_refs > 0) {
            g->gc_refs = REACHABLE;
            ring_unlink(g);
            ring_append(&reach, g);
        }
        g = next;
    }
    py_ssize live = 0;
    for (g = reach.next; g != &reach; g = g->next, live++)
        traverse(gc_obj(g), visit_reach, &reach);
    py_RT *rt = PY_RT(S);
    if (rt->gc_threshold > 0)
        rt->gc_threshold = live / 4 > PY_GC_THRESHOLD ? live / 4 : PY_GC_THRESHOLD;
    /* list now holds the garbage; move it aside, put the live ring back */
    py_GCHead garbage;
    ring_init(&garbage);
    if (list->next != list) {
        garbage.next = list->next;
        garbage.prev = list->prev;
        garbage.next->prev = &garbage;
        garbage.prev->next = &garbage;
    }
    if (reach.next != &reach) {
        list->next = reach.next;
        list->prev = reach.prev;
        list->next->prev = list;
        list->prev->next = list;
    } else {
        ring_init(list);
    }
    py_ssize freed = 0;
    for (g = garbage.next; g != &garbage; g = g->next)
        py_incref(gc_obj(g));
    /* clear each object, moving it back to the live ring first */
    py_GCHead cleared;
    ring_init(&cleared);
    while (garbage.next != &garbage) {
        g = garbage.next;
        ring_unlink(g);
        ring_append(&cleared, g);
        py_Obj *o = gc_obj(g);
        if (o->type->clear)
            o->type->clear(S, o);
    }
    while (cleared.next != &cleared) {
        g = cleared.next;
        ring_unlink(g);
        ring_append(list, g);
        py_Obj *o = gc_obj(g);
        if (o->refcnt == 1)
            freed++;
        py_decref(S, o);
    }
    S->gc_running = false;
    return freed;
}
