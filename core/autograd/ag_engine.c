/* ag_engine.c — graph nodes, saved variables, AccumulateGrad and the
 * iterative backward engine (dependency counts + a max-heap on sequence
 * numbers, like PyTorch's ready queue; AccumulateGrad runs first). */
#include "ts_impl.h"

#include <stdio.h>

bool ag_should_record(ts_Ctx *c, int n, ts_Tensor *const *ins)
{
    if (!c->grad_enabled || c->inference_mode) return false;
    for (int i = 0; i < n; i++)
        if (ins[i] && ins[i]->requires_grad) return true;
    return false;
}

void ag_node_retain(ag_Node *n) { if (n) n->refcnt++; }

/* Drop the saved variables of n. A saved input's grad_fn whose count drops to
 * zero is pushed on *work (when given) instead of being freed recursively. */
static void release_saved_into(ag_Node *n, ag_Node **work)
{
    for (int i = 0; i < AG_MAXSAVED; i++) {
        ag_Saved *s = &n->saved[i];
        if (s->t) { ts_release(s->t); s->t = NULL; }
        if (s->diff) { ts_release(s->diff); s->diff = NULL; }
        if (s->leaf) { ts_release(s->leaf); s->leaf = NULL; }
        if (s->orig) {
            /* last reference: its grad_fn (and its base's) go on the work list, so
             * long chains of saved inputs do not recurse */
            ts_Tensor *o = s->orig;
            s->orig = NULL;
            while (o) {
                ts_Tensor *b = NULL;
                if (work && o->refcnt == 1) {
                    if (o->grad_fn && !o->retains_grad) {
                        ag_Node *y = o->grad_fn;
                        o->grad_fn = NULL;
                        if (--y->refcnt == 0) { y->link = *work; *work = y; }
                    }
                    b = o->base;
                    o->base = NULL;
                }
                ts_release(o);
                o = b;
            }
        }
        if (s->src_fn) {
            ag_Node *y = s->src_fn;
            s->src_fn = NULL;
            if (work) {
                if (--y->refcnt == 0) { y->link = *work; *work = y; }
            } else {
                ag_node_release(y);
            }
        }
    }
}
static void release_saved(ag_Node *n) { release_saved_into(n, NULL); }

/* Free the differentiable unpacks cached while n's backward ran. */
static void release_diffs(ag_Node *n)
{
    for (int i = 0; i < AG_MAXSAVED; i++)
        if (n->saved[i].diff) { ts_release(n->saved[i].diff); n->saved[i].diff = NULL; }
}

/* Iterative: nodes whose count drops to zero are chained through `link`. */
void ag_node_release(ag_Node *n)
{
    if (!n || --n->refcnt > 0) return;
    ag_Node *work = n;
    n->link = NULL;
    while (work) {
        ag_Node *x = work;
        work = x->link;
        nb_Heap *h = x->heap;
        for (int i = 0; i < x->nin; i++) {
            ag_Node *y = x->next[i].fn;
            if (y && --y->refcnt == 0) { y->link = work; work = y; }
        }
        release_saved_into(x, &work);
        if (x->var) {
            if (x->var->grad_acc == x) x->var->grad_acc = NULL;
            ts_release(x->var);
        }
        ts_Hook *k = x->pre_hooks;
        while (k) { ts_Hook *nx = k->next; if (k->free_ud) k->free_ud(k->ud); nb_free(h, k, sizeof *k); k = nx; }
        ag_NodeHook *nh = x->node_hooks;
        while (nh) { ag_NodeHook *nx = nh->next; if (nh->free_ud) nh->free_ud(nh->ud); nb_free(h, nh, sizeof *nh); nh = nx; }
        ag_Retain *r = x->retained;
        while (r) { ag_Retain *nx = r->next; r->t->retains_grad = false; nb_free(h, r, sizeof *r); r = nx; }
        ts__pool_put(h, x->pool, x->next, sizeof(ag_Edge) * (size_t)(x->nin ? x->nin : 1));
        ts__pool_put(h, x->pool, x->meta, sizeof(ag_Meta) * (size_t)(x->nin ? x->nin : 1));
        if (x->extra_free) x->extra_free(x);
        if (x->extra) nb_free(h, x->extra, x->extra_size);
        ts_Pool *pool = x->pool;
        ts__pool_put(h, pool, x, sizeof *x);
        ts__pool_unref(pool);
    }
}

static nb_Status node_alloc(ts_Ctx *c, const char *name, ag_BackwardFn fn, int nin, int nout, ag_Node **out)
{
    ag_Node *n = ts__pool_get(c, sizeof *n);
    ag_Edge *e = n ? ts__pool_get(c, sizeof(ag_Edge) * (size_t)(nin ? nin : 1)) : NULL;
    ag_Meta *m = e ? ts__pool_get(c, sizeof(ag_Meta) * (size_t)(nin ? nin : 1)) : NULL;
    if (!m) {
        ts__pool_put(c->heap, c->pool, e, sizeof(ag_Edge) * (size_t)(nin ? nin : 1));
        ts__pool_put(c->heap, c->pool, n, sizeof *n);
        return ts_oom(c);
    }
    n->refcnt = 1; n->heap = c->heap; n->pool = ts__pool_ref(c->pool); n->name = name; n->backward = fn;
    n->nin = nin; n->nout = nout; n->next = e; n->meta = m;
    n->seq = ++c->seq;
    *out = n;
    return NB_OK;
}

nb_Status ag_grad_accumulator(ts_Ctx *c, ts_Tensor *t, ag_Node **out)
{
    if (t->grad_acc) { ag_node_retain(t->grad_acc); *out = t->grad_acc; return NB_OK; }
    ag_Node *n;
    TRY(node_alloc(c, "AccumulateGrad", NULL, 0, 1, &n));
    n->seq = UINT64_MAX;
    n->var = t;
    ts_retain(t);
    t->grad_acc = n;
    *out = n;
    return NB_OK;
}

nb_Status ag_make(ts_Ctx *c, const char *name, ag_BackwardFn fn, int nin, ts_Tensor *const *ins, int nout,
                  ag_Node **out)
{
    ag_Node *n;
    for (int i = 0; i < nin; i++)
        if (ins[i] && ins[i]->base) TRY(ts_view_refresh_grad(c, ins[i]));
    TRY(node_alloc(c, name, fn, nin, nout, &n));
    for (int i = 0; i < nin; i++) {
        ts_Tensor *t = ins[i];
        if (!t) continue;
        n->meta[i].dtype = t->dtype;
        n->meta[i].ndim = t->ndim;
        memcpy(n->meta[i].shape, t->shape, sizeof(int64_t) * (size_t)t->ndim);
        if (!t->requires_grad) continue;
        if (t->grad_fn) {
            ag_node_retain(t->grad_fn);
            n->next[i].fn = t->grad_fn;
            n->next[i].input_nr = t->output_nr;
        } else {
            nb_Status st = ag_grad_accumulator(c, t, &n->next[i].fn);
            if (st) { ag_node_release(n); return st; }
        }
    }
    *out = n;
    return NB_OK;
}

void ag_set_output(ag_Node *n, ts_Tensor *t, int k)
{
    ag_node_retain(n);
    if (t->grad_fn) ag_node_release(t->grad_fn);
    t->grad_fn = n;
    t->output_nr = k;
    if (t->base) t->view_ver = t->version->version;
    t->requires_grad = true;
}

nb_Status ag_save(ts_Ctx *c, ag_Node *n, int slot, ts_Tensor *t, bool is_output)
{
    if (t->is_inference && !c->inference_mode)
        return ts_err(c, TS_ERR_RUNTIME, "Inference tensors cannot be saved for backward. To work around you can make "
                      "a clone to get a normal tensor and use it in autograd.");
    ts_Tensor *a;
    TRY(ts__alias(c, t, t->ndim, t->shape, t->stride, t->offset, &a));
    ts_release(a->base);
    a->base = NULL;
    a->is_wrapped_number = t->is_wrapped_number;
    ag_Saved *s = &n->saved[slot];
    if (s->t) ts_release(s->t);
    s->t = a;
    s->version = t->version->version;
    if (t->grad_fn == n) is_output = true; /* in-place op saving its own result */
    s->fn_name = is_output ? n->name : (t->grad_fn ? t->grad_fn->name : NULL);
    s->output_nr = is_output ? 0 : t->output_nr;
    s->used = true;
    s->is_output = is_output;
    if (s->src_fn) { ag_node_release(s->src_fn); s->src_fn = NULL; }
    if (s->leaf) { ts_release(s->leaf); s->leaf = NULL; }
    if (s->orig) { ts_release(s->orig); s->orig = NULL; }
    if (!is_output) { ts_retain(t); s->orig = t; }
    if (!is_output && t->requires_grad) {
        if (t->grad_fn) { ag_node_retain(t->grad_fn); s->src_fn = t->grad_fn; }
        else { ts_retain(t); s->leaf = t; }
    }
    return NB_OK;
}

/* A saved slot gives up its reference to the tensor it saved (whose history
 * now leads back to the slot's node); its alias stays, so its version check
 * fails at backward, naming `fn`, the history the tensor gets. */
static void saved_forget(ag_Saved *s, const char *fn)
{
    s->fn_name = fn;
    s->output_nr = 0;
    ts_release(s->orig);
    s->orig = NULL;
}

/* t is about to be overwritten in place by a result whose node is n, and
 * becomes n's output. The first slot of n that saved t (the in-place op's
 * self) takes a copy of t's current values: the backward needs the values
 * from before the write (PyTorch saves the original self as a clone), and a
 * reference from n to t would close the cycle t -> n -> t, which nothing
 * frees. Any other slot of n that saved t (x.mul_(x): the other operand),
 * or saved `also` (t's base, when t is a view: base -> CopySlices -> n ->
 * base), and the slots of n's direct inputs' nodes that saved either
 * (x.add_(x * y): x -> n -> MulBackward0 -> x) drop their reference for the
 * same reason: their data is overwritten, so their version check fails at
 * backward, as in PyTorch. (A cycle through more than one node,
 * x.add_((x * y).exp()), is left: PyTorch keeps that one too.) */
nb_Status ag_save_unlink_inplace(ts_Ctx *c, ag_Node *n, ts_Tensor *t, ts_Tensor *also)
{
    const char *now = t->base ? "AsStridedBackward0" : n->name;
    bool copied = false;
    for (int i = 0; i < AG_MAXSAVED; i++) {
        ag_Saved *s = &n->saved[i];
        if (!s->orig || (s->orig != t && s->orig != also)) continue;
        if (s->orig != t) {
            saved_forget(s, "CopySlices");
        } else if (copied) {
            saved_forget(s, now);
        } else {
            ts_Tensor *cp;
            TRY(ts__new(c, s->t->dtype, s->t->ndim, s->t->shape, &cp));
            ts__copy_into(cp, s->t);
            cp->is_wrapped_number = s->t->is_wrapped_number;
            ts_release(s->t);
            s->t = cp;
            s->version = cp->version->version;
            ts_release(s->orig);
            s->orig = NULL;
            copied = true;
        }
    }
    for (int k = 0; k < n->nin; k++) {
        ag_Node *u = n->next[k].fn;
        if (!u || u->var) continue;
        for (int i = 0; i < AG_MAXSAVED; i++) {
            ag_Saved *s = &u->saved[i];
            if (s->orig && (s->orig == t || s->orig == also))
                saved_forget(s, s->orig == t ? now : "CopySlices");
        }
    }
    return NB_OK;
}

nb_Status ag_unpack(ts_Ctx *c, ag_Node *n, int slot, ts_Tensor **t)
{
    ag_Saved *s = &n->saved[slot];
    if (n->released || !s->t)
        return ts_err(c, TS_ERR_RUNTIME,
                      "Trying to backward through the graph a second time (or directly access saved tensors after they "
                      "have already been freed). Saved intermediate values of the graph are freed when you call "
                      ".backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the "
                      "graph a second time or if you need to access saved tensors after calling backward.");
    if (s->t->version->version != s->version) {
        char sh[200], which[160] = "";
        ts__fmt_shape(sh, sizeof sh, s->t->ndim, s->t->shape);
        const char *fn = s->orig ? (s->orig->grad_fn ? s->orig->grad_fn->name : NULL) : s->fn_name;
        int onr = s->orig ? s->orig->output_nr : s->output_nr;
        if (fn) snprintf(which, sizeof which, ", which is output %d of %s,", onr, fn);
        return ts_err(c, TS_ERR_RUNTIME,
                      "one of the variables needed for gradient computation has been modified by an inplace "
                      "operation: [%s %s]%s is at version %lld; expected version %lld instead. Hint: enable anomaly "
                      "detection to find the operation that failed to compute its gradient, with "
                      "torch.autograd.set_detect_anomaly(True).",
                      ts_dtype_legacy(s->t->dtype), sh, which, (long long)s->t->version->version,
                      (long long)s->version);
    }
    if (c->grad_enabled && !c->inference_mode && (s->is_output || s->src_fn || s->leaf)) {
        /* create_graph: a tensor connected to the forward graph (the leaf itself,
         * or an alias whose grad_fn is the saved input's / this node). */
        if (!s->diff) {
            if (s->leaf) {
                ts_retain(s->leaf);
                s->diff = s->leaf;
            } else {
                ts_Tensor *a;
                TRY(ts__alias(c, s->t, s->t->ndim, s->t->shape, s->t->stride, s->t->offset, &a));
                ts_release(a->base);
                a->base = NULL;
                a->is_wrapped_number = s->t->is_wrapped_number;
                ag_set_output(s->is_output ? n : s->src_fn, a, s->output_nr);
                s->diff = a;
            }
        }
        *t = s->diff;
        return NB_OK;
    }
    *t = s->t;
    return NB_OK;
}

nb_Status ag_extra(ts_Ctx *c, ag_Node *n, size_t size, void **p)
{
    n->extra = nb_alloc(c->heap, size);
    if (!n->extra) return ts_oom(c);
    n->extra_size = size;
    *p = n->extra;
    return NB_OK;
}

/* Sum g down to `shape` (broadcast reduction: leading dims, then size-1 dims). */
nb_Status ag_sum_to(ts_Ctx *c, ts_Tensor *g, int ndim, const int64_t *shape, ts_Tensor **out)
{
    if (g->ndim == ndim && !memcmp(g->shape, shape, sizeof(int64_t) * (size_t)ndim)) {
        ts_retain(g); *out = g; return NB_OK;
    }
    int64_t dims[TS_MAXDIM];
    int nd = 0, lead = g->ndim - ndim;
    for (int i = 0; i < g->ndim; i++) {
        if (i < lead) dims[nd++] = i;
        else if (shape[i - lead] == 1 && g->shape[i] != 1) dims[nd++] = i;
    }
    ts_Tensor *s;
    if (nd == 0) { ts_retain(g); s = g; }
    else TRY(ts_sum(c, g, dims, nd, true, TS_NODTYPE, &s));
    if (lead == 0) { *out = s; return NB_OK; } /* as PyTorch's sum_to: a view only for leading dims */
    nb_Status st = ts_reshape(c, s, ndim, shape, out);
    ts_release(s);
    return st;
}

/* ---------------------------------------------------------------- user API */

const char *ts_grad_fn_name(const ts_Tensor *t) { return t->grad_fn ? t->grad_fn->name : NULL; }

nb_Status ts_set_requires_grad(ts_Ctx *c, ts_Tensor *t, bool flag)
{
    if (t->grad_fn) {
        if (!flag)
            return ts_err(c, TS_ERR_RUNTIME,
                          "you can only change requires_grad flags of leaf variables. If you want to use a computed "
                          "variable in a subgraph that doesn't require differentiation use var_no_grad = var.detach().");
        return NB_OK;
    }
    if (flag && !ts_dtype_is_float(t->dtype) && !ts_dtype_is_complex(t->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "Only Tensors of floating point and complex dtype can require gradients");
    t->requires_grad = flag;
    return NB_OK;
}

/* "[2, 3]" */
static void fmt_list(char *buf, size_t cap, int nd, const int64_t *sh)
{
    size_t k = (size_t)snprintf(buf, cap, "[");
    for (int i = 0; i < nd && k < cap; i++)
        k += (size_t)snprintf(buf + k, cap - k, "%s%lld", i ? ", " : "", (long long)sh[i]);
    if (k < cap) snprintf(buf + k, cap - k, "]");
}

nb_Status ts_set_grad(ts_Ctx *c, ts_Tensor *t, ts_Tensor *g)
{
    if (g) {
        if (g->dtype != t->dtype)
            return ts_err(c, TS_ERR_RUNTIME, "attempting to assign a gradient with dtype '%s' to a tensor with dtype "
                          "'%s'. Please ensure that the gradient and the tensor have the same dtype",
                          ts_dtype_cname(g->dtype), ts_dtype_cname(t->dtype));
        if (g->ndim != t->ndim || memcmp(g->shape, t->shape, sizeof(int64_t) * (size_t)t->ndim)) {
            char a[200], b[200];
            fmt_list(a, sizeof a, g->ndim, g->shape);
            fmt_list(b, sizeof b, t->ndim, t->shape);
            return ts_err(c, TS_ERR_RUNTIME, "attempting to assign a gradient of size '%s' to a tensor of size '%s'. "
                          "Please ensure that the gradient and the tensor are the same size", a, b);
        }
    }
    ts_retain(g);
    ts_release(t->grad);
    t->grad = g;
    return NB_OK;
}

nb_Status ts_retain_grad(ts_Ctx *c, ts_Tensor *t)
{
    if (!t->requires_grad)
        return ts_err(c, TS_ERR_RUNTIME, "can't retain_grad on Tensor that has requires_grad=False");
    if (!t->grad_fn || t->retains_grad) return NB_OK;
    ag_Retain *r = nb_alloc(c->heap, sizeof *r);
    if (!r) return ts_oom(c);
    r->t = t;
    r->output_nr = t->output_nr;
    r->next = t->grad_fn->retained;
    t->grad_fn->retained = r;
    t->retains_grad = true;
    return NB_OK;
}

nb_Status ts_register_hook(ts_Ctx *c, ts_Tensor *t, ts_HookFn fn, void *ud, ts_HookFree free_ud, int64_t *id)
{
    if (!t->requires_grad)
        return ts_err(c, TS_ERR_RUNTIME, "cannot register a hook on a tensor that doesn't require gradient");
    ts_Hook *k = nb_alloc(c->heap, sizeof *k);
    if (!k) return ts_oom(c);
    k->id = c->next_hook_id++;
    k->fn = fn; k->ud = ud; k->free_ud = free_ud;
    k->output_nr = t->output_nr;
    ts_Hook **pp = t->grad_fn ? &t->grad_fn->pre_hooks : &t->hooks;
    while (*pp) pp = &(*pp)->next; /* keep registration order */
    *pp = k;
    *id = k->id;
    return NB_OK;
}

nb_Status ag_register_post_acc_hook(ts_Ctx *c, ts_Tensor *t, ts_HookFn fn, void *ud, ts_HookFree free_ud,
                                    int64_t *id)
{
    ts_Hook *k = nb_alloc(c->heap, sizeof *k);
    if (!k) return ts_oom(c);
    k->id = c->next_hook_id++;
    k->fn = fn; k->ud = ud; k->free_ud = free_ud;
    k->output_nr = AG_POST_ACC;
    k->next = NULL;
    ts_Hook **pp = &t->hooks;
    while (*pp) pp = &(*pp)->next;
    *pp = k;
    *id = k->id;
    return NB_OK;
}

static bool remove_from(ts_Ctx *c, ts_Hook **pp, int64_t id)
{
    for (; *pp; pp = &(*pp)->next)
        if ((*pp)->id == id) {
            ts_Hook *k = *pp;
            *pp = k->next;
            if (k->free_ud) k->free_ud(k->ud);
            nb_free(c->heap, k, sizeof *k);
            return true;
        }
    return false;
}
void ts_remove_hook(ts_Ctx *c, ts_Tensor *t, int64_t id)
{
    if (!remove_from(c, &t->hooks, id) && t->grad_fn) remove_from(c, &t->grad_fn->pre_hooks, id);
}

nb_Status ag_node_add_hook(ts_Ctx *c, ag_Node *n, int kind, ag_NodeHookFn fn, void *ud, ts_HookFree free_ud,
                           int64_t *id)
{
    ag_NodeHook *k = nb_alloc(c->heap, sizeof *k);
    if (!k) return ts_oom(c);
    k->next = NULL; k->id = c->next_hook_id++; k->kind = kind; k->fn = fn; k->ud = ud; k->free_ud = free_ud;
    ag_NodeHook **pp = &n->node_hooks;
    while (*pp) pp = &(*pp)->next;
    *pp = k;
    if (id) *id = k->id;
    return NB_OK;
}

bool ag_node_remove_hook(ts_Ctx *c, ag_Node *n, int64_t id)
{
    for (ag_NodeHook **pp = &n->node_hooks; *pp; pp = &(*pp)->next)
        if ((*pp)->id == id) {
            ag_NodeHook *k = *pp;
            *pp = k->next;
            if (k->free_ud) k->free_ud(k->ud);
            nb_free(c->heap, k, sizeof *k);
            return true;
        }
    return false;
}

void *ag_node_data(ag_Node *n, int kind)
{
    for (ag_NodeHook *k = n->node_hooks; k; k = k->next)
        if (k->kind == kind) return k->ud;
    return NULL;
}

/* Run n's node hooks of one kind, in registration order. */
static nb_Status run_node_hooks(ts_Ctx *c, ag_Node *n, int kind, int nin, ts_Tensor **gin, ts_Tensor **gout)
{
    for (ag_NodeHook *k = n->node_hooks; k; k = k->next)
        if (k->kind == kind) TRY(k->fn(c, k->ud, n, nin, gin, n->nout, gout));
    return NB_OK;
}

/* ---------------------------------------------------------------- engine */

typedef struct Vec { ag_Node **v; size_t n, cap; nb_Heap *h; } Vec;
static bool vpush(Vec *a, ag_Node *x)
{
    if (a->n == a->cap) {
        size_t nc = a->cap ? a->cap * 2 : 64;
        ag_Node **nv = nb_realloc(a->h, a->v, a->cap * sizeof *nv, nc * sizeof *nv);
        if (!nv) return false;
        a->v = nv; a->cap = nc;
    }
    a->v[a->n++] = x;
    return true;
}
static void vfree(Vec *a) { nb_free(a->h, a->v, a->cap * sizeof *a->v); }

static void heap_push(Vec *h, size_t i)
{
    ag_Node **v = h->v;
    while (i > 0) {
        size_t p = (i - 1) / 2;
        if (v[p]->seq >= v[i]->seq) break;
        ag_Node *t = v[p]; v[p] = v[i]; v[i] = t;
        i = p;
    }
}
static ag_Node *heap_pop(Vec *h)
{
    ag_Node **v = h->v, *top = v[0];
    v[0] = v[--h->n];
    size_t i = 0;
    for (;;) {
        size_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < h->n && v[l]->seq > v[m]->seq) m = l;
        if (r < h->n && v[r]->seq > v[m]->seq) m = r;
        if (m == i) break;
        ag_Node *t = v[m]; v[m] = v[i]; v[i] = t;
        i = m;
    }
    return top;
}

/* buf[k] += g (new tensor; g borrowed) */
static nb_Status buf_add(ts_Ctx *c, ts_Tensor **slot, ts_Tensor *g)
{
    if (!*slot) { ts_retain(g); *slot = g; return NB_OK; }
    ts_Tensor *s;
    TRY(ts_add(c, *slot, g, ts_sc_i(1), &s));
    ts_release(*slot);
    *slot = s;
    return NB_OK;
}

static nb_Status run_hooks(ts_Ctx *c, ts_Hook *k, int output_nr, ts_Tensor **g)
{
    for (; k; k = k->next) {
        if (k->output_nr == AG_POST_ACC || (k->output_nr != output_nr && output_nr >= 0)) continue;
        ts_Tensor *rep = NULL;
        TRY(k->fn(c, k->ud, *g, &rep));
        if (rep) { ts_release(*g); *g = rep; }
    }
    return NB_OK;
}

/* Accumulate into a leaf's .grad: first time a fresh contiguous copy, then in place.
 * With create_graph (grad mode on) PyTorch keeps the graph: a recorded copy
 * (CopyBackwards) the first time, then grad = grad + g out of place. */
static nb_Status accumulate(ts_Ctx *c, ts_Tensor *var, ts_Tensor *g)
{
    if (c->grad_enabled) {
        ts_Tensor *n;
        if (!var->grad) {
            TRY(ts_empty(c, var->ndim, var->shape, var->dtype, &n));
            nb_Status st = ts_copy_(c, n, g);
            if (st) { ts_release(n); return st; }
        } else {
            TRY(ts_add(c, var->grad, g, ts_sc_i(1), &n));
        }
        ts_release(var->grad);
        var->grad = n;
        return NB_OK;
    }
    if (!var->grad) {
        ts_Tensor *n;
        TRY(ts__new(c, var->dtype, var->ndim, var->shape, &n));
        ts__copy_into(n, g);
        var->grad = n;
        return NB_OK;
    }
    ts_Tensor *s;
    TRY(ts_add(c, var->grad, g, ts_sc_i(1), &s));
    ts__copy_into(var->grad, s);
    ts__bump(var->grad);
    ts_release(s);
    return NB_OK;
}

/* Capture targets for autograd.grad: (node, output_nr) → slot. */
typedef struct Cap { ag_Node *fn; int nr; ts_Tensor *var; } Cap;

/* Run the graph from roots. cap==NULL: accumulate into leaves (backward);
 * else capture gradients at the ncap targets into results (autograd.grad). */
static int cap_index(const Cap *cap, int ncap, const ag_Node *fn, int nr)
{
    for (int i = 0; i < ncap; i++)
        if (cap[i].fn == fn && cap[i].nr == nr) return i;
    return -1;
}

static bool is_cap(const Cap *cap, int ncap, const ag_Node *fn)
{
    for (int i = 0; i < ncap; i++)
        if (cap[i].fn == fn) return true;
    return false;
}

/* bounded (with cap): the capture targets are a boundary (a fused node's
 * inputs, see ag_fuse): the walk never enters them, gradients flowing into
 * them go to results, and they are left untouched for the run that owns them. */
static nb_Status run(ts_Ctx *c, int nroot, ag_Edge *roots, ts_Tensor **rgrads, bool retain, bool create,
                     Cap *cap, int ncap, ts_Tensor **results, bool bounded)
{
    nb_Status st = NB_OK;
    Vec all = {0}, ready = {0}, stack = {0};
    all.h = ready.h = stack.h = c->heap;
    uint64_t ep = ++c->epoch;
    bool outer_retain = c->ag_retain, outer_amp = c->amp;
    c->ag_retain = retain;
    c->amp = false; /* backward computes in the forward's dtypes, as PyTorch's autocast leaves it */
    ts__NoGrad ng = ts__nograd_begin(c);
    c->grad_enabled = create;
    /* discover */
    for (int i = 0; i < nroot; i++) {
        ag_Node *r = roots[i].fn;
        if (bounded && r) {
            int k = cap_index(cap, ncap, r, roots[i].input_nr);
            if (k >= 0) { TRYG(buf_add(c, &results[k], rgrads[i])); continue; }
            if (is_cap(cap, ncap, r)) continue;
        }
        if (r && r->epoch != ep) {
            r->epoch = ep; r->deps = 0; r->needed = cap == NULL || bounded; r->buf = NULL;
            if (!vpush(&stack, r) || !vpush(&all, r)) { st = ts_oom(c); goto done; }
        }
    }
    while (stack.n) {
        ag_Node *x = stack.v[--stack.n];
        for (int i = 0; i < x->nin; i++) {
            ag_Node *y = x->next[i].fn;
            if (!y || (bounded && is_cap(cap, ncap, y))) continue;
            if (y->epoch != ep) {
                y->epoch = ep; y->deps = 0; y->needed = cap == NULL || bounded; y->buf = NULL;
                if (!vpush(&stack, y) || !vpush(&all, y)) { st = ts_oom(c); goto done; }
            }
            y->deps++;
        }
    }
    if (cap && !bounded) {
        /* needed = is a target or leads to one; `all` is in discovery order,
         * so iterate to a fixed point over reverse order (cheap for DAGs). */
        for (int i = 0; i < ncap; i++)
            if (cap[i].fn && cap[i].fn->epoch == ep) cap[i].fn->needed = true;
        bool changed = true;
        while (changed) {
            changed = false;
            for (size_t j = all.n; j-- > 0;) {
                ag_Node *x = all.v[j];
                if (x->needed) continue;
                for (int i = 0; i < x->nin; i++)
                    if (x->next[i].fn && x->next[i].fn->needed) { x->needed = true; changed = true; break; }
            }
        }
    }
    for (size_t j = 0; j < all.n; j++) {
        ag_Node *x = all.v[j];
        x->buf = ts__pool_get(c, sizeof(ts_Tensor *) * (size_t)(x->nout ? x->nout : 1));
        if (!x->buf) { st = ts_oom(c); goto done; }
    }
    for (int i = 0; i < nroot; i++)
        if (roots[i].fn && roots[i].fn->epoch == ep && roots[i].fn->buf)
            TRYG(buf_add(c, &roots[i].fn->buf[roots[i].input_nr], rgrads[i]));
    for (size_t j = 0; j < all.n; j++)
        if (all.v[j]->deps == 0) { if (!vpush(&ready, all.v[j])) { st = ts_oom(c); goto done; } heap_push(&ready, ready.n - 1); }

    while (ready.n) {
        ag_Node *x = heap_pop(&ready);
        ts_Tensor *gin_small[8] = {0};
        ts_Tensor **gin = gin_small;
        bool any = false;
        for (int k = 0; k < x->nout; k++) if (x->buf[k]) any = true;
        if (any && x->needed) {
            TRYG(ts_charge(c, 16));
            /* tensor pre-hooks then retain_grad */
            for (int k = 0; k < x->nout; k++) {
                if (!x->buf[k]) continue;
                if (x->var) TRYG(run_hooks(c, x->var->hooks, -1, &x->buf[k]));
                else TRYG(run_hooks(c, x->pre_hooks, k, &x->buf[k]));
                for (ag_Retain *r = x->retained; r; r = r->next)
                    if (r->output_nr == k) {
                        if (!r->t->grad) {
                            TRYG(ts__new(c, r->t->dtype, x->buf[k]->ndim, x->buf[k]->shape, &r->t->grad));
                            ts__copy_into(r->t->grad, x->buf[k]);
                        } else {
                            ts_Tensor *s;
                            TRYG(ts_add(c, r->t->grad, x->buf[k], ts_sc_i(1), &s));
                            ts_release(r->t->grad);
                            r->t->grad = s;
                        }
                    }
                if (cap)
                    for (int i = 0; i < ncap; i++)
                        if (cap[i].fn == x && cap[i].nr == k) TRYG(buf_add(c, &results[i], x->buf[k]));
            }
            if (x->node_hooks) TRYG(run_node_hooks(c, x, AG_HOOK_PRE, 0, NULL, x->buf));
            if (x->var) {
                if (!cap && x->buf[0]) {
                    TRYG(accumulate(c, x->var, x->buf[0]));
                    for (ts_Hook *k = x->var->hooks; k; k = k->next)
                        if (k->output_nr == AG_POST_ACC) {
                            ts_Tensor *rep = NULL;
                            TRYG(k->fn(c, k->ud, x->var, &rep));
                            ts_release(rep);
                        }
                }
                if (x->node_hooks) TRYG(run_node_hooks(c, x, AG_HOOK_POST, 0, NULL, x->buf));
            } else if (x->backward) {
                if (x->nin > 8) {
                    gin = nb_alloc(c->heap, sizeof(ts_Tensor *) * (size_t)x->nin);
                    if (!gin) { st = ts_oom(c); goto done; }
                }
                st = create ? ag_double_backward(c, x, x->buf, gin) : x->backward(c, x, x->buf, gin);
                release_diffs(x);
                for (int i = 0; st == NB_OK && i < x->nin; i++) {
                    ag_Node *y = x->next[i].fn;
                    if (!gin[i] || !y) continue;
                    ts_Tensor *g = gin[i], *g2 = NULL;
                    ag_Meta *m = &x->meta[i];
                    st = ag_sum_to(c, g, m->ndim, m->shape, &g2);
                    if (st) break;
                    if (g2->dtype != m->dtype) {
                        ts_Tensor *g3;
                        st = ts__as(c, g2, m->dtype, &g3);
                        ts_release(g2);
                        if (st) break;
                        g2 = g3;
                    }
                    ts_release(gin[i]);
                    gin[i] = g2;
                }
                if (st == NB_OK && x->node_hooks) {
                    /* results for inputs without an edge are None to the hooks */
                    for (int i = 0; i < x->nin; i++)
                        if (!x->next[i].fn && gin[i]) { ts_release(gin[i]); gin[i] = NULL; }
                    st = run_node_hooks(c, x, AG_HOOK_POST, x->nin, gin, x->buf);
                }
                for (int i = 0; st == NB_OK && i < x->nin; i++) {
                    ag_Node *y = x->next[i].fn;
                    if (!gin[i] || !y) continue;
                    if (bounded && is_cap(cap, ncap, y)) {
                        int k = cap_index(cap, ncap, y, x->next[i].input_nr);
                        if (k >= 0) st = buf_add(c, &results[k], gin[i]);
                        continue;
                    }
                    st = buf_add(c, &y->buf[x->next[i].input_nr], gin[i]);
                }
                for (int i = 0; i < x->nin; i++) ts_release(gin[i]);
                if (gin != gin_small) nb_free(c->heap, gin, sizeof(ts_Tensor *) * (size_t)x->nin);
                if (st) goto done;
            }
        }
        if (!retain && x->backward) { x->released = true; release_saved(x); }
        for (int k = 0; k < x->nout; k++) { ts_release(x->buf[k]); x->buf[k] = NULL; }
        for (int i = 0; i < x->nin; i++) {
            ag_Node *y = x->next[i].fn;
            if (y && bounded && is_cap(cap, ncap, y)) continue;
            if (y && --y->deps == 0) {
                if (!vpush(&ready, y)) { st = ts_oom(c); goto done; }
                heap_push(&ready, ready.n - 1);
            }
        }
    }
done:
    for (size_t j = 0; j < all.n; j++) {
        ag_Node *x = all.v[j];
        if (x->buf) {
            for (int k = 0; k < x->nout; k++) ts_release(x->buf[k]);
            ts__pool_put(c->heap, c->pool, x->buf, sizeof(ts_Tensor *) * (size_t)(x->nout ? x->nout : 1));
            x->buf = NULL;
        }
    }
    vfree(&all); vfree(&ready); vfree(&stack);
    ts__nograd_end(c, ng);
    c->ag_retain = outer_retain;
    c->amp = outer_amp;
    return st;
}

static nb_Status root_edge(ts_Ctx *c, ts_Tensor *t, int idx, ag_Edge *e)
{
    if (!t->requires_grad)
        return ts_err(c, TS_ERR_RUNTIME, "element %d of tensors does not require grad and does not have a grad_fn", idx);
    if (t->grad_fn) { e->fn = t->grad_fn; e->input_nr = t->output_nr; ag_node_retain(e->fn); return NB_OK; }
    return ag_grad_accumulator(c, t, &e->fn);
}

static nb_Status root_grad(ts_Ctx *c, ts_Tensor *t, ts_Tensor *g, ts_Tensor **out)
{
    if (g) {
        if (g->ndim != t->ndim || memcmp(g->shape, t->shape, sizeof(int64_t) * (size_t)t->ndim)) {
            char a[200], b[200];
            ts__fmt_shape(a, sizeof a, g->ndim, g->shape);
            ts__fmt_shape(b, sizeof b, t->ndim, t->shape);
            return ts_err(c, TS_ERR_RUNTIME, "Mismatch in shape: grad_output[0] has a shape of torch.Size(%s) and output[0] has a shape of torch.Size(%s).", a, b);
        }
        ts_retain(g); *out = g; return NB_OK;
    }
    if (ts_numel(t) != 1) return ts_err(c, TS_ERR_RUNTIME, "grad can be implicitly created only for scalar outputs");
    return ts_ones_like(c, t, TS_NODTYPE, out);
}

static nb_Status prepare(ts_Ctx *c, ts_Tensor *const *roots, int n, ts_Tensor *const *grads, ag_Edge *edges,
                         ts_Tensor **rg)
{
    for (int i = 0; i < n; i++) {
        TRY(root_edge(c, roots[i], i, &edges[i]));
        TRY(root_grad(c, roots[i], grads ? grads[i] : NULL, &rg[i]));
    }
    return NB_OK;
}

nb_Status ag_backward(ts_Ctx *c, ts_Tensor *const *roots, int n, ts_Tensor *const *grads, bool retain_graph)
{
    return ag_backward_ex(c, roots, n, grads, retain_graph, false);
}

nb_Status ag_backward_ex(ts_Ctx *c, ts_Tensor *const *roots, int n, ts_Tensor *const *grads, bool retain_graph,
                         bool create_graph)
{
    ag_Edge *edges = nb_alloc(c->heap, sizeof(ag_Edge) * (size_t)(n ? n : 1));
    ts_Tensor **rg = nb_alloc(c->heap, sizeof(ts_Tensor *) * (size_t)(n ? n : 1));
    nb_Status st;
    if (!edges || !rg) { st = ts_oom(c); goto out; }
    for (int i = 0; i < n; i++) { edges[i].fn = NULL; rg[i] = NULL; }
    st = prepare(c, roots, n, grads, edges, rg);
    if (!st) st = run(c, n, edges, rg, retain_graph, create_graph, NULL, 0, NULL, false);
out:
    for (int i = 0; edges && rg && i < n; i++) { ag_node_release(edges[i].fn); ts_release(rg[i]); }
    nb_free(c->heap, edges, sizeof(ag_Edge) * (size_t)(n ? n : 1));
    nb_free(c->heap, rg, sizeof(ts_Tensor *) * (size_t)(n ? n : 1));
    return st;
}

nb_Status ag_grad(ts_Ctx *c, ts_Tensor *const *outputs, int nout, ts_Tensor *const *grad_outputs,
                  ts_Tensor *const *inputs, int nin, bool retain_graph, bool allow_unused, ts_Tensor **results)
{
    return ag_grad_ex(c, outputs, nout, grad_outputs, inputs, nin, retain_graph, allow_unused, false, results);
}

nb_Status ag_grad_ex(ts_Ctx *c, ts_Tensor *const *outputs, int nout, ts_Tensor *const *grad_outputs,
                     ts_Tensor *const *inputs, int nin, bool retain_graph, bool allow_unused, bool create_graph,
                     ts_Tensor **results)
{
    ag_Edge *edges = nb_alloc(c->heap, sizeof(ag_Edge) * (size_t)(nout ? nout : 1));
    ts_Tensor **rg = nb_alloc(c->heap, sizeof(ts_Tensor *) * (size_t)(nout ? nout : 1));
    Cap *cap = nb_alloc(c->heap, sizeof(Cap) * (size_t)(nin ? nin : 1));
    nb_Status st = NB_OK;
    for (int i = 0; i < nin; i++) results[i] = NULL;
    if (!edges || !rg || !cap) { st = ts_oom(c); goto out; }
    for (int i = 0; i < nout; i++) { edges[i].fn = NULL; rg[i] = NULL; }
    st = prepare(c, outputs, nout, grad_outputs, edges, rg);
    if (st) goto out;
    for (int i = 0; i < nin; i++) {
        ts_Tensor *t = inputs[i];
        if (!t->requires_grad) { st = ts_err(c, TS_ERR_RUNTIME, "One of the differentiated Tensors does not require grad"); goto out; }
        if (t->grad_fn) { cap[i].fn = t->grad_fn; cap[i].nr = t->output_nr; }
        else { cap[i].fn = t->grad_acc; cap[i].nr = 0; } /* no accumulator → not in graph → unused */
    }
    st = run(c, nout, edges, rg, retain_graph, create_graph, cap, nin, results, false);
    if (!st && !allow_unused)
        for (int i = 0; i < nin; i++)
            if (!results[i]) {
                st = ts_err(c, TS_ERR_RUNTIME, "One of the differentiated Tensors appears to not have been used in the graph. Set allow_unused=True if this is the desired behavior.");
                break;
            }
    if (st) for (int i = 0; i < nin; i++) { ts_release(results[i]); results[i] = NULL; }
out:
    for (int i = 0; edges && rg && i < nout; i++) { ag_node_release(edges[i].fn); ts_release(rg[i]); }
    nb_free(c->heap, edges, sizeof(ag_Edge) * (size_t)(nout ? nout : 1));
    nb_free(c->heap, rg, sizeof(ts_Tensor *) * (size_t)(nout ? nout : 1));
    nb_free(c->heap, cap, sizeof(Cap) * (size_t)(nin ? nin : 1));
    return st;
}

/* ---------------------------------------------------------------- fused nodes */

/* A fused node's extra block: the composite's outputs as they were built (the
 * roots of its inner graph, which ends at the fused node's own edges). */
/* name: the node's own copy, so callers may pass a transient string. */
typedef struct FuseExtra { int nout; char name[80]; ts_Tensor *root[]; } FuseExtra;

static void fuse_free(ag_Node *n)
{
    FuseExtra *x = n->extra;
    if (!x) return;
    for (int k = 0; k < x->nout; k++) { ts_release(x->root[k]); x->root[k] = NULL; }
}

/* Run the inner graph from the roots down to this node's edges; with
 * create_graph (grad mode on here) the results get graphs through the inner
 * nodes, so they stay differentiable. */
static nb_Status fuse_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    FuseExtra *x = n->extra;
    ag_Edge roots[8];
    ts_Tensor *rg[8];
    Cap cap[AG_NI];
    int nr = 0;
    if (n->nin > AG_NI) return ts_err(c, TS_ERR_RUNTIME, "nnscope: fused node with too many inputs");
    for (int k = 0; k < x->nout && nr < 8; k++) {
        if (!gout[k] || !x->root[k] || !x->root[k]->grad_fn) continue;
        roots[nr].fn = x->root[k]->grad_fn; roots[nr].input_nr = x->root[k]->output_nr;
        rg[nr++] = gout[k];
    }
    for (int i = 0; i < n->nin; i++) {
        cap[i].fn = n->next[i].fn; cap[i].nr = n->next[i].input_nr; cap[i].var = NULL;
        /* the same edge twice (f(x, x)): its gradient goes to the first */
        for (int j = 0; j < i; j++)
            if (cap[j].fn == cap[i].fn && cap[j].nr == cap[i].nr) { cap[i].fn = NULL; break; }
        gin[i] = NULL;
    }
    if (!nr) return NB_OK;
    return run(c, nr, roots, rg, c->ag_retain, c->grad_enabled, cap, n->nin, gin, true);
}

/* A fused node keeps its first two inputs (slots 0, 1) and its first output
 * (slot 2) as PyTorch's node keeps self / other / result, for grad_fn's
 * _saved_* attributes only (its backward runs the inner graph). An input that
 * shares data with an output (an in-place result) is not kept: that reference
 * would close a cycle through the node. */
static nb_Status fuse_save(ts_Ctx *c, ag_Node *f, int nin, ts_Tensor *const *ins, int nout, ts_Tensor **outs)
{
    for (int i = 0; i < nin && i < 2; i++) {
        bool shared = !ins[i];
        for (int k = 0; k < nout && !shared; k++)
            shared = outs[k] && outs[k]->version == ins[i]->version;
        if (!shared && !ins[i]->is_inference)
            TRY(ag_save(c, f, i, ins[i], false));
    }
    if (outs[0] && !outs[0]->is_inference)
        TRY(ag_save(c, f, 2, outs[0], true));
    return NB_OK;
}

/* Hand the outputs over to the new fused node f (see ag_fuse); f's edges are set.
 * ins (NULL for ag_fuse_edges): the inputs whose first two it keeps (fuse_save). */
static nb_Status fuse_finish(ts_Ctx *c, ag_Node *f, const char *name, int nout, ts_Tensor **outs, int nin,
                             ts_Tensor *const *ins)
{
    FuseExtra *x = NULL;
    nb_Status st = ag_extra(c, f, sizeof(FuseExtra) + sizeof(ts_Tensor *) * (size_t)nout, (void **)&x);
    if (st) { ag_node_release(f); return st; }
    x->nout = nout;
    snprintf(x->name, sizeof x->name, "%s", name);
    f->name = x->name;
    for (int k = 0; k < nout; k++) x->root[k] = NULL;
    f->extra_free = fuse_free;
    f->bw_records = true;
    if (ins && (st = fuse_save(c, f, nin, ins, nout, outs))) { ag_node_release(f); return st; }
    for (int k = 0; k < nout; k++) {
        ts_Tensor *t = outs[k], *r;
        if (!t) continue;
        if (t->grad_fn) {
            /* the root keeps the inner node; t (same data and version) gets f */
            st = ts_detach(c, t, &r);
            if (st) break;
            r->grad_fn = t->grad_fn; r->output_nr = t->output_nr; r->requires_grad = true;
            t->grad_fn = NULL;
            x->root[k] = r;
        }
        ag_set_output(f, t, k);
    }
    ag_node_release(f);
    return st;
}

ag_Node *ag_fuse_inner(ag_Node *n, int k)
{
    FuseExtra *x = n->extra;
    if (n->backward != fuse_bw || !x || k < 0 || k >= x->nout || !x->root[k]) return NULL;
    return x->root[k]->grad_fn;
}

static bool fuse_any_output(int nout, ts_Tensor **outs)
{
    for (int k = 0; k < nout; k++) if (outs[k] && outs[k]->grad_fn) return true;
    return false;
}

nb_Status ag_fuse(ts_Ctx *c, const char *name, int nin, ts_Tensor *const *ins, int nout, ts_Tensor **outs)
{
    if (nout < 1 || nout > 8 || nin > AG_NI) return ts_err(c, TS_ERR_RUNTIME, "nnscope: bad fused node");
    if (!fuse_any_output(nout, outs) || !ag_should_record(c, nin, ins)) return NB_OK;
    ag_Node *f;
    TRY(ag_make(c, name, fuse_bw, nin, ins, nout, &f));
    return fuse_finish(c, f, name, nout, outs, nin, ins);
}

nb_Status ag_fuse_edges(ts_Ctx *c, const char *name, int nin, const ag_Edge *edges, const ag_Meta *metas, int nout,
                        ts_Tensor **outs)
{
    if (nout < 1 || nout > 8 || nin > AG_NI) return ts_err(c, TS_ERR_RUNTIME, "nnscope: bad fused node");
    bool any = false;
    for (int i = 0; i < nin; i++) if (edges[i].fn) any = true;
    if (!any || !c->grad_enabled || !fuse_any_output(nout, outs)) return NB_OK;
    ag_Node *f;
    TRY(node_alloc(c, name, fuse_bw, nin, nout, &f));
    for (int i = 0; i < nin; i++) {
        f->meta[i] = metas[i];
        f->next[i] = edges[i];
        if (edges[i].fn) ag_node_retain(edges[i].fn);
    }
    return fuse_finish(c, f, name, nout, outs, 0, NULL);
}

/* The op's ATen name is kept in the node's extra block. */
static nb_Status not_implemented_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    (void)gout; (void)gin;
    return ts_err(c, TS_ERR_RUNTIME, "derivative for aten::%s is not implemented", (const char *)n->extra);
}

nb_Status ag_not_implemented(ts_Ctx *c, const char *aten_name, int nin, ts_Tensor *const *ins, int nout,
                             ts_Tensor **outs)
{
    if (!ag_should_record(c, nin, ins)) return NB_OK;
    ag_Node *n;
    char *nm = NULL;
    size_t len = strlen(aten_name) + 1;
    TRY(ag_make(c, "NotImplemented", not_implemented_bw, nin, ins, nout, &n));
    nb_Status st = ag_extra(c, n, len, (void **)&nm);
    if (st) { ag_node_release(n); return st; }
    memcpy(nm, aten_name, len);
    for (int k = 0; k < nout; k++)
        if (outs[k]) ag_set_output(n, outs[k], k);
    ag_node_release(n);
    return NB_OK;
}
