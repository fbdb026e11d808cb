/* nn_module_iter.c — Module traversals (spec §5): named_modules, modules,
 * named_children, children, named_parameters, parameters, named_buffers,
 * buffers, apply. Each returns a 'generator' object that computes the list on
 * its first next() (so errors such as a missing `_parameters` surface when
 * iterating, as with PyTorch's generators). */
#include <string.h>

#include "nn_module.h"

/* ------------------------------------------------------------ lazy generator */

typedef struct LazyGen {
    PY_HEAD;
    nn_LazyListFn fn;
    py_Obj *self, *a, *b;   /* arguments of fn (owned, may be NULL) */
    int flags;
    int project;            /* -1: yield items, k: yield item[k] */
    py_Obj *list;           /* computed list, NULL before the first next() */
    py_ssize pos;
    bool done;
} LazyGen;

static void lg_dealloc(py_State *S, py_Obj *o)
{
    LazyGen *g = (LazyGen *)o;
    py_xdecref(S, g->self);
    py_xdecref(S, g->a);
    py_xdecref(S, g->b);
    py_xdecref(S, g->list);
    py_obj_free(S, o);
}

static int lg_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    LazyGen *g = (LazyGen *)o;
    int r;
    if (g->self && (r = v(g->self, arg)))
        return r;
    if (g->a && (r = v(g->a, arg)))
        return r;
    if (g->b && (r = v(g->b, arg)))
        return r;
    return g->list ? v(g->list, arg) : 0;
}

static void lg_clear(py_State *S, py_Obj *o)
{
    LazyGen *g = (LazyGen *)o;
    py_setref(S, &g->self, NULL);
    py_setref(S, &g->a, NULL);
    py_setref(S, &g->b, NULL);
    py_setref(S, &g->list, NULL);
}

static py_Obj *lg_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static py_Obj *lg_next(py_State *S, py_Obj *o)
{
    LazyGen *g = (LazyGen *)o;
    if (g->done)
        return NULL;
    if (!g->list) {
        if (!g->self) {
            g->done = true;
            return NULL;
        }
        g->list = g->fn(S, g->self, g->a, g->b, g->flags);
        if (!g->list) {
            g->done = true;
            return NULL;
        }
    }
    if (g->pos >= py_list_len(g->list)) {
        g->done = true;
        py_setref(S, &g->list, py_list_new(S, 0));
        return NULL;
    }
    py_Obj *it = py_list_getB(g->list, g->pos++);
    if (g->project >= 0)
        it = py_tuple_getB(it, g->project);
    return py_newref(it);
}

static py_Obj *lg_repr(py_State *S, py_Obj *o)
{
    return py_str_fmt(S, "<generator object at %p>", (void *)o);
}

static py_Obj *lg_close(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    LazyGen *g = (LazyGen *)self;
    g->done = true;
    PY_RETURN_NONE(S);
}

static const py_MethodDef lg_methods[] = {
    {"close", lg_close, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

static py_Type lazygen_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "generator",
    .basicsize = sizeof(LazyGen),
    .flags = PY_TPFLAG_GC,
    .methods = lg_methods,
    .dealloc = lg_dealloc,
    .traverse = lg_traverse,
    .clear = lg_clear,
    .repr = lg_repr,
    .iter = lg_iter,
    .iternext = lg_next,
};

py_Obj *nn_lazy_gen_new(py_State *S, nn_LazyListFn fn, py_Obj *self, py_Obj *a, py_Obj *b, int flags, int project)
{
    if (py_type_ready(S, &lazygen_type) < 0)
        return NULL;
    LazyGen *g = (LazyGen *)py_obj_alloc(S, &lazygen_type, sizeof(LazyGen));
    if (!g)
        return NULL;
    g->fn = fn;
    g->self = py_newref(self);
    if (a)
        g->a = py_newref(a);
    if (b)
        g->b = py_newref(b);
    g->flags = flags;
    g->project = project;
    return (py_Obj *)g;
}

/* ------------------------------------------------------------ traversal lists */

/* prefix + ('.' if prefix else '') + name */
static py_Obj *join_name(py_State *S, py_Obj *prefix, py_Obj *name)
{
    if (!prefix || py_str_nbytes(prefix) == 0)
        return py_newref(name);
    return py_str_fmt(S, "%U.%U", prefix, name);
}

static py_Obj *children_dict(py_State *S, py_Obj *m)
{
    py_Obj *d = nn_module_children(S, m);
    if (d)
        return d;
    py_Obj *v = py_getattr(S, m, S->id._modules);
    if (!v)
        return NULL;
    if (v->type->flags & PY_TPFLAG_DICT_SUB) {
        py_decref(S, v);   /* kept alive by the instance (class attribute or __getattr__) */
        return v;
    }
    py_decref(S, v);
    return py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'items'", v);
}

/* Snapshot of a dict's items as a list of (k, v) tuples. */
static py_Obj *items_list(py_State *S, py_Obj *d)
{
    py_Obj *l = py_list_new(S, 0);
    py_ssize pos = 0;
    py_Obj *k, *v;
    while (l && py_dict_next(d, &pos, &k, &v)) {
        py_Obj *t = py_tuple_pack(S, 2, k, v);
        if (!t || py_list_append_steal(S, l, t) < 0)
            py_setref(S, &l, NULL);
    }
    return l;
}

/* Called for each module right after it is yielded (before its children are
 * looked at), as a consumer of PyTorch's generator would run. */
typedef int (*VisitFn)(py_State *S, py_Obj *m, py_Obj *prefix, void *ctx);

static int named_modules_rec(py_State *S, py_Obj *m, py_Obj *memo, py_Obj *prefix, bool dedup, py_Obj *out,
                             VisitFn visit, void *ctx)
{
    int in = py_set_contains(S, memo, m);
    if (in)
        return in < 0 ? -1 : 0;
    if (dedup && py_set_add(S, memo, m) < 0)
        return -1;
    py_Obj *t = py_tuple_pack(S, 2, prefix, m);
    if (!t || py_list_append_steal(S, out, t) < 0)
        return -1;
    if (visit && visit(S, m, prefix, ctx) < 0)
        return -1;
    py_Obj *M = children_dict(S, m);
    if (!M)
        return -1;
    py_Obj *items = items_list(S, M);
    if (!items)
        return -1;
    if (py_enter_recursive(S, " in named_modules") < 0) {
        py_decref(S, items);
        return -1;
    }
    int r = 0;
    for (py_ssize i = 0; i < py_list_len(items) && r == 0; i++) {
        py_Obj *it = py_list_getB(items, i);
        py_Obj *child = py_tuple_getB(it, 1);
        if (child == S->None)
            continue;
        py_Obj *p = join_name(S, prefix, py_tuple_getB(it, 0));
        if (!p) {
            r = -1;
            break;
        }
        if (!nn_is_module(child)) {
            /* PyTorch would call child.named_modules(); emulate its failure */
            py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'named_modules'", child);
            r = -1;
        } else {
            r = named_modules_rec(S, child, memo, p, dedup, out, visit, ctx);
        }
        py_decref(S, p);
    }
    py_leave_recursive(S);
    py_decref(S, items);
    return r;
}

py_Obj *nn_module_named_modules_list(py_State *S, py_Obj *self, py_Obj *memo, py_Obj *prefix, bool remove_duplicate)
{
    py_Obj *own = NULL;
    if (!memo || memo == S->None) {
        own = py_set_new(S, NULL);
        if (!own)
            return NULL;
        memo = own;
    } else if (!py_isinstance_type(memo, PY_T(set))) {
        return py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'add'", memo);
    }
    py_Obj *out = py_list_new(S, 0);
    if (out && named_modules_rec(S, self, memo, prefix ? prefix : S->empty_str, remove_duplicate, out, NULL, NULL) < 0)
        py_setref(S, &out, NULL);
    py_xdecref(S, own);
    return out;
}

py_Obj *nn_module_named_children_list(py_State *S, py_Obj *self)
{
    py_Obj *M = children_dict(S, self);
    if (!M)
        return NULL;
    py_Obj *items = items_list(S, M);
    if (!items)
        return NULL;
    py_Obj *memo = py_set_new(S, NULL);
    py_Obj *out = py_list_new(S, 0);
    if (!memo || !out)
        goto fail;
    for (py_ssize i = 0; i < py_list_len(items); i++) {
        py_Obj *it = py_list_getB(items, i);
        py_Obj *child = py_tuple_getB(it, 1);
        if (child == S->None)
            continue;
        int in = py_set_contains(S, memo, child);
        if (in < 0)
            goto fail;
        if (in)
            continue;
        if (py_set_add(S, memo, child) < 0 || py_list_append(S, out, it) < 0)
            goto fail;
    }
    py_decref(S, items);
    py_decref(S, memo);
    return out;
fail:
    py_decref(S, items);
    py_xdecref(S, memo);
    py_xdecref(S, out);
    return NULL;
}

/* Identity key of an object for memo sets (tensors hash by identity anyway,
 * but a key avoids any __eq__ call). */
static py_Obj *id_key(py_State *S, py_Obj *o) { return py_int_from_i64(S, (int64_t)(intptr_t)o); }

typedef struct MemCtx {
    int which;
    bool dedup;
    py_Obj *memo, *out;
} MemCtx;

/* Append the (name, tensor) members of one module. */
static int visit_members(py_State *S, py_Obj *m, py_Obj *mp, void *p)
{
    MemCtx *c = p;
    py_Obj *key = c->which ? S->id._buffers : S->id._parameters;
    py_Obj *d = c->which ? nn_module_buffers(S, m) : nn_module_params(S, m);
    py_Obj *hold = NULL;
    if (!d) {
        hold = py_getattr(S, m, key);
        if (!hold)
            return -1;
        if (!(hold->type->flags & PY_TPFLAG_DICT_SUB)) {
            py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'items'", hold);
            py_decref(S, hold);
            return -1;
        }
        d = hold;
    }
    py_Obj *items = items_list(S, d);
    py_xdecref(S, hold);
    if (!items)
        return -1;
    for (py_ssize j = 0; j < py_list_len(items); j++) {
        py_Obj *it = py_list_getB(items, j);
        py_Obj *v = py_tuple_getB(it, 1);
        if (v == S->None)
            continue;
        py_Obj *k = id_key(S, v);
        int in = k ? py_set_contains(S, c->memo, k) : -1;
        if (in == 0 && c->dedup && py_set_add(S, c->memo, k) < 0)
            in = -1;
        py_xdecref(S, k);
        if (in < 0)
            goto fail;
        if (in)
            continue;
        py_Obj *name = join_name(S, mp, py_tuple_getB(it, 0));
        py_Obj *t = name ? py_tuple_pack(S, 2, name, v) : NULL;
        py_xdecref(S, name);
        if (!t || py_list_append_steal(S, c->out, t) < 0)
            goto fail;
    }
    py_decref(S, items);
    return 0;
fail:
    py_decref(S, items);
    return -1;
}

py_Obj *nn_module_named_members_list(py_State *S, py_Obj *self, int which, py_Obj *prefix, bool recurse,
                                     bool remove_duplicate)
{
    if (!prefix)
        prefix = S->empty_str;
    MemCtx c = {which, remove_duplicate, py_set_new(S, NULL), py_list_new(S, 0)};
    py_Obj *mods = py_list_new(S, 0), *mmemo = py_set_new(S, NULL);
    int r = -1;
    if (c.memo && c.out && mods && mmemo) {
        if (recurse)
            r = named_modules_rec(S, self, mmemo, prefix, remove_duplicate, mods, visit_members, &c);
        else
            r = visit_members(S, self, prefix, &c);
    }
    py_xdecref(S, mods);
    py_xdecref(S, mmemo);
    py_xdecref(S, c.memo);
    if (r < 0)
        py_setref(S, &c.out, NULL);
    return c.out;
}

/* ------------------------------------------------------------ lazy bodies */

static py_Obj *lz_modules(py_State *S, py_Obj *self, py_Obj *memo, py_Obj *prefix, int flags)
{
    return nn_module_named_modules_list(S, self, memo, prefix, flags & 1);
}

static py_Obj *lz_children(py_State *S, py_Obj *self, py_Obj *a, py_Obj *b, int flags)
{
    return nn_module_named_children_list(S, self);
}

static py_Obj *lz_members(py_State *S, py_Obj *self, py_Obj *prefix, py_Obj *b, int flags)
{
    return nn_module_named_members_list(S, self, flags & 1, prefix, (flags & 2) != 0, (flags & 4) != 0);
}

#define METH(fname) static py_Obj *fname(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, \
                                         py_Obj *kwnames)

static int truth_arg(py_State *S, py_Obj *o, bool dflt)
{
    if (!o)
        return dflt;
    return py_truthy(S, o);
}

static int check_prefix(py_State *S, py_Obj *p)
{
    if (p && !(p->type->flags & PY_TPFLAG_STR_SUB)) {
        py_err_format(S, PY_T(TypeError), "can only concatenate str (not \"%T\") to str", p);
        return -1;
    }
    return 0;
}

METH(m_named_modules)
{
    py_Obj *a[3];
    if (py_parse_args(S, "Module.named_modules", args, nargs, kwnames, "|memo,prefix,remove_duplicate", a) < 0)
        return NULL;
    int rd = truth_arg(S, a[2], true);
    if (rd < 0 || check_prefix(S, a[1]) < 0)
        return NULL;
    return nn_lazy_gen_new(S, lz_modules, self, a[0] && a[0] != S->None ? a[0] : NULL, a[1], rd, -1);
}

METH(m_modules)
{
    if (py_check_nargs(S, "Module.modules", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return nn_lazy_gen_new(S, lz_modules, self, NULL, NULL, 1, 1);
}

METH(m_named_children)
{
    if (py_check_nargs(S, "Module.named_children", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return nn_lazy_gen_new(S, lz_children, self, NULL, NULL, 0, -1);
}

METH(m_children)
{
    if (py_check_nargs(S, "Module.children", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return nn_lazy_gen_new(S, lz_children, self, NULL, NULL, 0, 1);
}

static py_Obj *named_members(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                             int which, const char *fname)
{
    py_Obj *a[3];
    if (py_parse_args(S, fname, args, nargs, kwnames, "|prefix,recurse,remove_duplicate", a) < 0)
        return NULL;
    int rec = truth_arg(S, a[1], true), rd = truth_arg(S, a[2], true);
    if (rec < 0 || rd < 0 || check_prefix(S, a[0]) < 0)
        return NULL;
    return nn_lazy_gen_new(S, lz_members, self, a[0], NULL, which | (rec << 1) | (rd << 2), -1);
}

static py_Obj *members(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, int which,
                       const char *fname)
{
    py_Obj *a[1];
    if (py_parse_args(S, fname, args, nargs, kwnames, "|recurse", a) < 0)
        return NULL;
    int rec = truth_arg(S, a[0], true);
    if (rec < 0)
        return NULL;
    return nn_lazy_gen_new(S, lz_members, self, NULL, NULL, which | (rec << 1) | 4, 1);
}

METH(m_named_parameters) { return named_members(S, self, args, nargs, kwnames, 0, "Module.named_parameters"); }
METH(m_named_buffers) { return named_members(S, self, args, nargs, kwnames, 1, "Module.named_buffers"); }
METH(m_parameters) { return members(S, self, args, nargs, kwnames, 0, "Module.parameters"); }
METH(m_buffers) { return members(S, self, args, nargs, kwnames, 1, "Module.buffers"); }

/* apply(fn): children first (each child's apply), then fn(self). */
METH(m_apply)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.apply", args, nargs, kwnames, "fn", a) < 0)
        return NULL;
    py_Obj *kids = nn_module_named_children_list(S, self);
    if (!kids)
        return NULL;
    py_Obj *apply_name = py_intern(S, "apply");
    if (py_enter_recursive(S, " in Module.apply") < 0) {
        py_decref(S, kids);
        return NULL;
    }
    for (py_ssize i = 0; i < py_list_len(kids); i++) {
        py_Obj *child = py_tuple_getB(py_list_getB(kids, i), 1);
        py_Obj *r = py_call_method(S, child, apply_name, a, 1, NULL);
        if (!r) {
            py_leave_recursive(S);
            py_decref(S, kids);
            return NULL;
        }
        py_decref(S, r);
    }
    py_leave_recursive(S);
    py_decref(S, kids);
    py_Obj *r = py_call1(S, a[0], self);
    if (!r)
        return NULL;
    py_decref(S, r);
    return py_newref(self);
}

const py_MethodDef nn_module_iter_methods[] = {
    {"named_modules", m_named_modules, PY_METH_INSTANCE},
    {"modules", m_modules, PY_METH_INSTANCE},
    {"named_children", m_named_children, PY_METH_INSTANCE},
    {"children", m_children, PY_METH_INSTANCE},
    {"named_parameters", m_named_parameters, PY_METH_INSTANCE},
    {"parameters", m_parameters, PY_METH_INSTANCE},
    {"named_buffers", m_named_buffers, PY_METH_INSTANCE},
    {"buffers", m_buffers, PY_METH_INSTANCE},
    {"apply", m_apply, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};
