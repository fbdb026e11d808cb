/* py_gc.c — the cycle collector (CPython's algorithm, three generations).
 *
 * Tracked objects form doubly linked rings through their py_GCHead: newly
 * tracked ones the young ring S->gc_list, those that survived one young
 * collection the middle ring S->gc_mid (gc_refs == MID), those that survived
 * a middle collection the old ring S->gc_old (gc_refs == OLD). A collection
 * first moves the rings of the older generations it looks at into the young
 * one; references from the others count as references from outside, so it
 * finds the garbage cycles made only of objects of those generations. When
 * they run: PY_GC_THRESHOLD in py_runtime.h. A collection of the ring
 * S->gc_list:
 *   1. gc_refs = refcnt for every tracked object;
 *   2. subtract the references each tracked object holds to tracked objects
 *      (traverse): what remains counts references from outside the set;
 *   3. objects with gc_refs > 0 are roots; everything reachable from a root
 *      is moved to a "reachable" ring (breadth first, the ring is the queue);
 *   4. what is left is garbage: incref it all, clear() each object (breaks
 *      its references), then drop our references (frees them). */
#include "py_runtime.h"
#include "py_builtins.h"

#define REACHABLE ((py_ssize)-1)
#define OLD ((py_ssize)-2)
#define MID ((py_ssize)-3)

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
    if (g->gc_refs == OLD)
        PY_RT(S)->gc_old_count--;
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
        if (g->gc_refs >= 0) { /* collected and not yet reached */
            g->gc_refs = REACHABLE;
            ring_unlink(g);
            ring_append((py_GCHead *)arg, g);
        }
    }
    return 0;
}

/* An exact tuple whose items are all set and none tracked. */
static bool atomic_tuple(py_Obj *o)
{
    if (o->type != PY_T(tuple))
        return false;
    py_Tuple *t = (py_Tuple *)o;
    for (py_ssize i = 0; i < t->len; i++)
        if (!t->items[i] || tracked(t->items[i]))
            return false;
    return true;
}

static inline void traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    if (o->type->traverse)
        o->type->traverse(o, v, arg);
}

/* Move ring `from` to the end of ring `to`. */
static void ring_splice(py_GCHead *to, py_GCHead *from)
{
    if (from->next == from)
        return;
    from->next->prev = to->prev;
    to->prev->next = from->next;
    from->prev->next = to;
    to->prev = from->prev;
    ring_init(from);
}

/* Generations a collection looks at: young only, young and middle, all. */
enum { GEN_YOUNG, GEN_MID, GEN_FULL };

static py_ssize collect(py_State *S, int gen);

py_ssize py_gc_collect(py_State *S) { return collect(S, GEN_FULL); }

void py_gc_collect_young(py_State *S)
{
    py_RT *rt = PY_RT(S);
    int gen = GEN_YOUNG;
    if (++rt->gc_young_runs >= PY_GC_MID_EVERY) {
        py_ssize due = rt->gc_old_count / 4 > PY_GC_FULL_MIN ? rt->gc_old_count / 4 : PY_GC_FULL_MIN;
        gen = rt->gc_promoted >= due ? GEN_FULL : GEN_MID;
    }
    collect(S, gen);
}

static py_ssize collect(py_State *S, int gen)
{
    if (S->gc_running || !S->gc_list.next)
        return 0;
    S->gc_running = true;
    py_RT *rt = PY_RT(S);
    py_GCHead *list = &S->gc_list, *g;
    if (gen >= GEN_MID) {
        ring_splice(list, &S->gc_mid);
        rt->gc_young_runs = 0;
    }
    if (gen == GEN_FULL) {
        ring_splice(list, &S->gc_old);
        rt->gc_old_count = 0;
        rt->gc_promoted = 0;
    }
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
    for (g = reach.next; g != &reach; g = g->next)
        traverse(gc_obj(g), visit_reach, &reach);
    /* the survivors move up a generation; tuples of untracked objects leave
     * the collector (they can never be part of a cycle: CPython does the
     * same; code that refills a tuple it reuses tracks it again) */
    py_ssize live = 0;
    py_ssize mark = gen == GEN_YOUNG ? MID : OLD;
    for (g = reach.next; g != &reach;) {
        py_GCHead *next = g->next;
        if (atomic_tuple(gc_obj(g))) {
            ring_unlink(g);
            g->next = g->prev = NULL;
        } else {
            g->gc_refs = mark;
            live++;
        }
        g = next;
    }
    if (gen == GEN_YOUNG) {
        ring_splice(&S->gc_mid, &reach);
    } else {
        ring_splice(&S->gc_old, &reach);
        rt->gc_old_count += live;
        if (gen == GEN_MID)
            rt->gc_promoted += live;
    }
    /* list now holds the garbage; move it aside, put the live ring back */
    py_GCHead garbage;
    ring_init(&garbage);
    if (list->next != list) {
        garbage.next = list->next;
        garbage.prev = list->prev;
        garbage.next->prev = &garbage;
        garbage.prev->next = &garbage;
    }
    ring_init(list);
    py_ssize freed = 0;
    for (g = garbage.next; g != &garbage; g = g->next)
        py_incref(gc_obj(g));
    /* PEP 442: finalizers (__del__) run before anything is cleared */
    if (!S->finalizing && !S->budget_hit)
        for (g = garbage.next; g != &garbage; g = g->next) {
            py_Obj *o = gc_obj(g);
            py_Type *t = o->type;
            if (!(t->flags & PY_TPFLAG_HAS_DEL) || (t->flags & PY_TPFLAG_TYPE_SUB)) continue;
            py_Obj *del = py_type_lookupB(t, S->id.__del__);
            if (del) py_call_finalizer(S, o, del);
        }
    /* weak references to the garbage read None before anything is cleared; their callbacks run now */
    if (PY_RT(S)->wr_n)
        for (g = garbage.next; g != &garbage; g = g->next)
            py_weakref_clear(S, gc_obj(g));
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
