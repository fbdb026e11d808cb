/* nn_autograd_fn.c — custom autograd functions (torch.autograd.Function).
 *
 * The Python side (core/nn/lib/torch.autograd.function.py) creates the ctx
 * object (an instance of `<Name>Backward`, a subclass of the native
 * torch._C._FunctionBase defined here), runs the user's forward under
 * no_grad and then calls _wrap_outputs, which records one ag_Node whose
 * backward calls the user's static backward(ctx, *grads).
 *
 * Ownership: the node owns the ctx object (strong, released by extra_free);
 * ctx->n is a weak back-pointer cleared when the node dies. The ctx is the
 * node's Python object (node->owner), so `y.grad_fn is ctx`. Saved inputs
 * are kept as Python objects; saved outputs go through the node's saved
 * slots (data aliases), so an output saved by its own node makes no cycle.
 * _fuse gives the library's Python composites one node with PyTorch's edges. */
#include <stdio.h>
#include <string.h>

#include "nn_glue.h"
#include "ag.h"

typedef struct FnObj {
    PY_HEAD;
    py_Obj *dict;
    ag_Node *n;            /* weak; NULL before _wrap_outputs or after the node died */
    py_Obj *saved;         /* tuple: tensors / None / int slot (saved output) */
    py_Obj *needs;         /* needs_input_grad tuple */
} FnObj;

/* The node's extra block. */
typedef struct FnExtra {
    py_State *S;
    py_Obj *ctx;           /* strong */
    char name[120];
    int nout;
    int nargs;             /* forward's arguments; edge_of[i]: argument i's edge, -1 if not a Tensor */
    int *edge_of;          /* (in the same block, after out[]) */
    ag_Meta out[];         /* per tensor output: dtype/shape (materialized zero grads) */
} FnExtra;

static void fn_dealloc(py_State *S, py_Obj *o)
{
    FnObj *f = (FnObj *)o;
    if (f->n && f->n->owner == f)
        f->n->owner = NULL;
    py_xdecref(S, f->dict);
    py_xdecref(S, f->saved);
    py_xdecref(S, f->needs);
    py_obj_free(S, o);
}

static int fn_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    FnObj *f = (FnObj *)o;
    int r;
    if (f->dict && (r = v(f->dict, arg)))
        return r;
    if (f->saved && (r = v(f->saved, arg)))
        return r;
    return f->needs ? v(f->needs, arg) : 0;
}

static void fn_clear(py_State *S, py_Obj *o)
{
    FnObj *f = (FnObj *)o;
    py_setref(S, &f->dict, NULL);
    py_setref(S, &f->saved, NULL);
    py_setref(S, &f->needs, NULL);
}

/* Node destructor: drop the ctx (it may outlive the node if user code holds it). */
static void fn_extra_free(ag_Node *n)
{
    FnExtra *x = n->extra;
    if (!x || !x->ctx)
        return;
    FnObj *f = (FnObj *)x->ctx;
    f->n = NULL;
    n->owner = NULL;
    py_State *S = x->S;
    py_Obj *ctx = x->ctx;
    x->ctx = NULL;
    py_decref(S, ctx);
}

static const char freed_msg[] =
    "Trying to backward through the graph a second time (or directly access saved tensors after they have already "
    "been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). "
    "Specify retain_graph=True if you need to backward through the graph a second time or if you need to access "
    "saved tensors after calling backward.";

static py_Obj *g_saved_tensors(py_State *S, py_Obj *o)
{
    FnObj *f = (FnObj *)o;
    if (!f->saved)
        return py_newref(S->empty_tuple);
    if (f->n && f->n->released)
        return py_err_setstr(S, PY_T(RuntimeError), freed_msg);
    py_ssize len = py_tuple_len(f->saved);
    py_Obj *r = py_tuple_new(S, len);
    for (py_ssize i = 0; r && i < len; i++) {
        py_Obj *it = py_tuple_getB(f->saved, i), *v;
        if (it->type == PY_T(int)) {
            /* a saved output: a fresh alias carrying this node as grad_fn */
            int64_t k = py_int_small(it);
            ts_Tensor *a, *t;
            nb_Status st = f->n ? ag_unpack(NN_CTX(S), f->n, (int)(k & 15), &a) : NB_EINVAL;
            if (st == NB_OK)
                st = ts_detach(NN_CTX(S), a, &t);
            if (st != NB_OK) {
                py_decref(S, r);
                if (!f->n)
                    return py_err_setstr(S, PY_T(RuntimeError), freed_msg);
                return nn_raise_status(S, st);
            }
            ag_set_output(f->n, t, (int)(k >> 4));
            v = nn_tensor_wrap_steal(S, t);
        } else {
            v = py_newref(it);
        }
        if (!v) {
            py_setref(S, &r, NULL);
            break;
        }
        ((py_Tuple *)r)->items[i] = v;
    }
    return r;
}

static py_Obj *g_needs_input_grad(py_State *S, py_Obj *o)
{
    FnObj *f = (FnObj *)o;
    return py_newref(f->needs ? f->needs : S->empty_tuple);
}

static py_Obj *g_next_functions(py_State *S, py_Obj *o)
{
    ag_Node *n = ((FnObj *)o)->n;
    if (!n)
        return py_newref(S->empty_tuple);
    py_Obj *t = py_tuple_new(S, n->nin);
    for (int i = 0; t && i < n->nin; i++) {
        py_Obj *fo = n->next[i].fn ? nn_node_obj(S, n->next[i].fn) : PY_NONE(S);
        py_Obj *nr = fo ? py_int_from_i64(S, n->next[i].fn ? n->next[i].input_nr : 0) : NULL;
        py_Obj *pair = nr ? py_tuple_pack(S, 2, fo, nr) : NULL;
        py_xdecref(S, fo);
        py_xdecref(S, nr);
        if (!pair) {
            py_setref(S, &t, NULL);
            break;
        }
        ((py_Tuple *)t)->items[i] = pair;
    }
    return t;
}

static py_Obj *fn_name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_str_from(S, self->type->name);
}

static const py_MethodDef fn_methods[] = {
    {"name", fn_name, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

static const py_GetSetDef fn_getset[] = {
    {"saved_tensors", g_saved_tensors, NULL},
    {"needs_input_grad", g_needs_input_grad, NULL},
    {"next_functions", g_next_functions, NULL},
    {NULL, NULL, NULL},
};

static py_Obj *fn_new(py_State *S, py_Type *type, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_obj_alloc(S, type, type->basicsize);
}

static py_Type fn_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "_FunctionBase",
    .module = "torch._C",
    .basicsize = sizeof(FnObj),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC,
    .dictoffset = offsetof(FnObj, dict),
    .methods = fn_methods,
    .getset = fn_getset,
    .tp_new = fn_new,
    .dealloc = fn_dealloc,
    .traverse = fn_traverse,
    .clear = fn_clear,
};

/* ------------------------------------------------------------ backward */

static nb_Status py_failed(ts_Ctx *c) { return ts_err(c, TS_ERR_RUNTIME, "custom Function backward raised"); }

/* The node's backward: call ctx._forward_cls.backward(ctx, *grads). */
static nb_Status fn_backward(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    FnExtra *x = n->extra;
    py_State *S = x->S;
    py_Obj *ctx = x->ctx;
    bool materialize = true;
    py_Obj *mg = ((FnObj *)ctx)->dict ? py_dict_getB_str(S, ((FnObj *)ctx)->dict, "materialize_grads") : NULL;
    if (mg && !(materialize = py_truthy(S, mg) != 0) && S->exc)
        return py_failed(c);
    py_Obj *bw = py_getattr_str(S, ctx, "_forward_cls");
    if (bw)
        py_setref(S, &bw, py_getattr_str(S, bw, "backward"));
    if (!bw)
        return py_failed(c);
    py_ssize na = 1 + x->nout;
    py_Obj **argv = py_malloc(S, sizeof(py_Obj *) * (size_t)na);
    if (!argv) {
        py_decref(S, bw);
        return py_failed(c);
    }
    argv[0] = ctx;
    int k;
    nb_Status st = NB_OK;
    for (k = 0; k < x->nout; k++) {
        ts_Tensor *g = gout[k];
        if (!g && materialize) {
            st = ts_zeros(c, x->out[k].ndim, x->out[k].shape, x->out[k].dtype, &g);
            if (st != NB_OK)
                break;
            argv[1 + k] = nn_tensor_wrap_steal(S, g);
        } else {
            argv[1 + k] = g ? nn_tensor_wrap(S, g) : PY_NONE(S);
        }
        if (!argv[1 + k])
            break;
    }
    py_Obj *r = NULL;
    if (k == x->nout)
        r = py_call(S, bw, argv, na, NULL);
    for (int i = 0; i < k; i++)
        py_decref(S, argv[1 + i]);
    py_free(S, argv, sizeof(py_Obj *) * (size_t)na);
    py_decref(S, bw);
    if (st != NB_OK)
        return st;
    if (!r)
        return py_failed(c);
    if (!(r->type->flags & PY_TPFLAG_TUPLE_SUB))
        py_setref(S, &r, py_tuple_pack(S, 1, r));
    if (!r)
        return py_failed(c);
    /* one gradient per forward argument; only Tensor arguments have an edge */
    py_ssize len = py_tuple_len(r);
    if (len > x->nargs) {
        for (py_ssize i = x->nargs; i < len; i++)
            if (py_tuple_getB(r, i) != S->None)
                goto bad_count;
    } else if (len < x->nargs) {
        goto bad_count;
    }
    for (int i = 0; i < x->nargs; i++) {
        py_Obj *g = py_tuple_getB(r, i);
        if (g == S->None)
            continue;
        int e = x->edge_of[i];
        if (e < 0) {
            py_err_format(S, PY_T(RuntimeError), "function %s returned a gradient different than None at position %d, "
                          "but the corresponding forward input was not a Variable", x->name, i + 1);
            goto fail;
        }
        if (!nn_is_tensor(g)) {
            py_err_format(S, PY_T(TypeError), "expected Tensor or None (got %s)", g->type->name);
            goto fail;
        }
        if (n->next[e].fn) {
            /* validate_outputs: the input's shape must be expandable to the gradient's */
            ts_Tensor *gt = NN_T(g);
            const ag_Meta *m = &n->meta[e];
            bool ok = m->ndim <= gt->ndim;
            for (int d = 1; ok && d <= m->ndim; d++)
                ok = m->shape[m->ndim - d] == gt->shape[gt->ndim - d] || m->shape[m->ndim - d] == 1;
            if (!ok) {
                char gs[200], ms[200];
                ts_fmt_shape(gs, sizeof gs, gt->ndim, gt->shape);
                ts_fmt_shape(ms, sizeof ms, m->ndim, m->shape);
                py_err_format(S, PY_T(RuntimeError),
                              "Function %s returned an invalid gradient at index %d - got %s but expected shape "
                              "compatible with %s", x->name, e, gs, ms);
                goto fail;
            }
            gin[e] = gt;
            ts_retain(gin[e]);
        }
    }
    py_decref(S, r);
    return NB_OK;
bad_count:
    py_err_format(S, PY_T(RuntimeError), "function %s returned an incorrect number of gradients (expected %d, got %d)",
                  x->name, x->nargs, (int)len);
fail:
    py_decref(S, r);
    for (int i = 0; i < n->nin; i++) {
        ts_release(gin[i]);
        gin[i] = NULL;
    }
    return py_failed(c);
}

/* ------------------------------------------------------------ forward side */

/* _prepare(ctx, args): needs_input_grad from the inputs' requires_grad. */
static py_Obj *fn_prepare(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "_prepare", nargs, kwnames, 2, 2) < 0)
        return NULL;
    if (!py_isinstance_type(args[0], &fn_type))
        return py_err_setstr(S, PY_T(TypeError), "_prepare: ctx expected");
    FnObj *f = (FnObj *)args[0];
    py_Obj *in = args[1];
    py_ssize n = py_tuple_len(in);
    py_Obj *t = py_tuple_new(S, n);
    for (py_ssize i = 0; t && i < n; i++) {
        py_Obj *a = py_tuple_getB(in, i);
        ((py_Tuple *)t)->items[i] = py_newref(PY_BOOL(S, nn_is_tensor(a) && NN_T(a)->requires_grad));
    }
    if (!t)
        return NULL;
    py_setref(S, &f->needs, t);
    PY_RETURN_NONE(S);
}

/* Index of tensor `t` among the tuple's tensors (by object), or -1. */
static int find_obj(py_Obj *tup, py_Obj *o)
{
    if (!tup || !(tup->type->flags & PY_TPFLAG_TUPLE_SUB))
        return -1;
    for (py_ssize i = 0; i < py_tuple_len(tup); i++)
        if (py_tuple_getB(tup, i) == o)
            return (int)i;
    return -1;
}

/* Pop attribute `name` from the ctx dict (new ref or NULL). */
static py_Obj *pop_attr(py_State *S, FnObj *f, const char *name)
{
    if (!f->dict)
        return NULL;
    py_Obj *v = py_dict_getB_str(S, f->dict, name);
    if (!v)
        return NULL;
    py_incref(v);
    py_Obj *k = py_str_from(S, name);
    if (!k || py_dict_del(S, f->dict, k) < 0)
        py_err_clear(S);
    py_xdecref(S, k);
    return v;
}

/* _wrap_outputs(ctx, args, outputs): attach the node to the tensor outputs
 * (when grad mode is on and an input requires grad) and resolve the tensors
 * given to save_for_backward. Returns the outputs to hand to the caller. */
static py_Obj *fn_wrap(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "_wrap_outputs", nargs, kwnames, 3, 3) < 0)
        return NULL;
    FnObj *f = (FnObj *)args[0];
    py_Obj *in = args[1], *outs = args[2];
    ts_Ctx *c = NN_CTX(S);
    bool is_tuple = (outs->type->flags & PY_TPFLAG_TUPLE_SUB) != 0;
    py_Obj *outt = is_tuple ? py_newref(outs) : py_tuple_pack(S, 1, outs);
    if (!outt)
        return NULL;
    py_ssize nin = py_tuple_len(in), nout = py_tuple_len(outt);
    py_Obj *to_save = pop_attr(S, f, "to_save");
    py_Obj *nondiff = pop_attr(S, f, "non_differentiable");
    py_Obj *dirty = pop_attr(S, f, "dirty_tensors");
    py_Obj *res = NULL;
    ag_Node *node = NULL;
    FnExtra *x = NULL;
    ts_Tensor **ins = py_malloc(S, sizeof(ts_Tensor *) * (size_t)(nin ? nin : 1));
    py_Obj *newout = py_tuple_new(S, nout);
    if (!ins || !newout)
        goto out;
    int ntens = 0, ntin = 0;
    for (py_ssize i = 0; i < nin; i++) {   /* the Tensor arguments, in order: the node's edges */
        py_Obj *a = py_tuple_getB(in, i);
        if (nn_is_tensor(a))
            ins[ntin++] = NN_T(a);
    }
    for (py_ssize k = 0; k < nout; k++)
        if (nn_is_tensor(py_tuple_getB(outt, k)))
            ntens++;
    if (ag_should_record(c, ntin, ins)) {
        nb_Status st = ag_make(c, "CustomFunctionBackward", fn_backward, ntin, ins, ntens, &node);
        size_t metas = sizeof(ag_Meta) * (size_t)(ntens ? ntens : 1);
        if (st == NB_OK)
            st = ag_extra(c, node, sizeof(FnExtra) + metas + sizeof(int) * (size_t)(nin ? nin : 1), (void **)&x);
        if (st != NB_OK) {
            if (node)
                ag_node_release(node);
            nn_raise_status(S, st);
            goto out;
        }
        x->S = S;
        x->ctx = py_newref((py_Obj *)f);
        snprintf(x->name, sizeof x->name, "%s", ((py_Obj *)f)->type->name);
        x->nout = ntens;
        x->nargs = (int)nin;
        x->edge_of = (int *)((char *)x->out + metas);
        for (int i = 0, e = 0; i < (int)nin; i++)
            x->edge_of[i] = nn_is_tensor(py_tuple_getB(in, i)) ? e++ : -1;
        node->name = x->name;
        node->bw_records = true;
        node->extra_free = fn_extra_free;
        node->owner = f;
        f->n = node;
    }
    /* outputs */
    int kt = 0;
    for (py_ssize k = 0; k < nout; k++) {
        py_Obj *o = py_tuple_getB(outt, k), *no = NULL;
        if (!nn_is_tensor(o) || !node) {
            no = py_newref(o);
        } else {
            ts_Tensor *t = NN_T(o);
            x->out[kt].dtype = t->dtype;
            x->out[kt].ndim = t->ndim;
            memcpy(x->out[kt].shape, t->shape, sizeof(int64_t) * (size_t)t->ndim);
            bool is_input = find_obj(in, o) >= 0, is_dirty = find_obj(dirty, o) >= 0;
            if (find_obj(nondiff, o) >= 0) {
                no = py_newref(o);
            } else if (is_input && !is_dirty) {
                ts_Tensor *v;
                nb_Status st = ts_detach(c, t, &v);
                if (st != NB_OK) {
                    nn_raise_status(S, st);
                    goto out;
                }
                ag_set_output(node, v, kt);
                no = nn_tensor_wrap_steal(S, v);
            } else {
                if (is_dirty && ts_is_leaf(t) && t->requires_grad) {
                    py_err_setstr(S, PY_T(RuntimeError),
                                  "a leaf Variable that requires grad has been used in an in-place operation.");
                    goto out;
                }
                if (is_dirty)
                    ts_bump_version(t);   /* PyTorch bumps the version of tensors marked dirty */
                ag_set_output(node, t, kt);
                no = py_newref(o);
            }
            kt++;
        }
        if (!no)
            goto out;
        ((py_Tuple *)newout)->items[k] = no;
    }
    /* saved tensors */
    if (to_save && to_save != S->None) {
        py_Obj *ts = py_seq_tuple(S, to_save);
        if (!ts)
            goto out;
        py_ssize ns = py_tuple_len(ts);
        py_Obj *sv = py_tuple_new(S, ns);
        int slot = 0;
        for (py_ssize i = 0; sv && i < ns; i++) {
            py_Obj *o = py_tuple_getB(ts, i), *v;
            if (o != S->None && !nn_is_tensor(o)) {
                py_err_format(S, PY_T(TypeError), "save_for_backward can only save variables, but argument %d is of type %s",
                              (int)i, o->type->name);
                py_setref(S, &sv, NULL);
                break;
            }
            int ko = node ? find_obj(newout, o) : -1;
            if (ko < 0 && node && nn_is_tensor(o) && find_obj(outt, o) >= 0)
                ko = find_obj(outt, o);
            if (ko >= 0 && NN_T(((py_Tuple *)newout)->items[ko])->grad_fn == node && slot < AG_MAXSAVED) {
                ts_Tensor *ot = NN_T(((py_Tuple *)newout)->items[ko]);
                nb_Status st = ag_save(c, node, slot, ot, true);
                if (st != NB_OK) {
                    nn_raise_status(S, st);
                    py_setref(S, &sv, NULL);
                    break;
                }
                v = py_int_from_i64(S, ((int64_t)ot->output_nr << 4) | slot);
                slot++;
            } else {
                v = py_newref(o);
            }
            if (!v) {
                py_setref(S, &sv, NULL);
                break;
            }
            ((py_Tuple *)sv)->items[i] = v;
        }
        py_decref(S, ts);
        if (!sv)
            goto out;
        py_setref(S, &f->saved, sv);
    }
    res = is_tuple ? py_newref(newout) : py_newref(py_tuple_getB(newout, 0));
out:
    if (node)
        ag_node_release(node);
    if (ins)
        py_free(S, ins, sizeof(ts_Tensor *) * (size_t)(nin ? nin : 1));
    py_xdecref(S, newout);
    py_xdecref(S, outt);
    py_xdecref(S, to_save);
    py_xdecref(S, nondiff);
    py_xdecref(S, dirty);
    return res;
}

/* _set_grad_enabled(enabled): the switch under torch.autograd.grad_mode (torch._C._set_grad_enabled). */
static py_Obj *fn_set_grad(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "set_grad_enabled", args, nargs, kwnames, "enabled", a) < 0)
        return NULL;
    if (a[0]->type != PY_T(bool))
        return py_err_format(S, PY_T(TypeError), "set_grad_enabled(): argument 'enabled' (position 1) must be bool, not %T",
                             a[0]);
    NN_CTX(S)->grad_enabled = a[0] == S->True;
    PY_RETURN_NONE(S);
}

/* _inference_enter(mode) -> token: c10::InferenceMode(mode) (grad mode = !mode,
 * inference mode = mode); the token packs the previous state for _inference_exit. */
static py_Obj *fn_inf_enter(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "_inference_enter", nargs, kwnames, 1, 1) < 0)
        return NULL;
    int on = py_truthy(S, args[0]);
    if (on < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    int64_t tok = (c->grad_enabled ? 1 : 0) | (c->inference_mode ? 2 : 0);
    c->grad_enabled = !on;
    c->inference_mode = on;
    return py_int_from_i64(S, tok);
}

static py_Obj *fn_inf_exit(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "_inference_exit", nargs, kwnames, 1, 1) < 0)
        return NULL;
    if (args[0]->type != PY_T(int))
        return py_err_setstr(S, PY_T(TypeError), "_inference_exit: expected the token of _inference_enter");
    int64_t tok = py_int_small(args[0]);
    ts_Ctx *c = NN_CTX(S);
    c->grad_enabled = (tok & 1) != 0;
    c->inference_mode = (tok & 2) != 0;
    PY_RETURN_NONE(S);
}

/* _fuse(name, inputs, outputs): the library's composites (core/nn/lib) record
 * PyTorch's one node: the graph that built the output tensors from `inputs`
 * (tensors or None, in the order of PyTorch's edges) collapses into one node
 * `name` (ag_fuse), which the outputs get in place. Returns None. */
static py_Obj *fn_fuse(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "_fuse", nargs, kwnames, 3, 3) < 0)
        return NULL;
    if (args[0]->type != PY_T(str))
        return py_err_setstr(S, PY_T(TypeError), "_fuse: expected a node name");
    py_Obj *in = py_seq_tuple(S, args[1]), *out = in ? py_seq_tuple(S, args[2]) : NULL, *res = NULL;
    if (!out)
        goto done;
    ts_Tensor *ins[AG_NI], *outs[8];
    py_ssize nin = py_tuple_len(in), nout = py_tuple_len(out);
    if (nin > AG_NI || nout < 1 || nout > 8) {
        py_err_setstr(S, PY_T(ValueError), "_fuse: too many inputs or outputs");
        goto done;
    }
    for (py_ssize i = 0; i < nin; i++) {
        py_Obj *a = py_tuple_getB(in, i);
        ins[i] = nn_is_tensor(a) ? NN_T(a) : NULL;
    }
    for (py_ssize k = 0; k < nout; k++) {
        py_Obj *o = py_tuple_getB(out, k);
        if (!nn_is_tensor(o)) {
            py_err_setstr(S, PY_T(TypeError), "_fuse: outputs must be tensors");
            goto done;
        }
        /* an output no op recorded (an input itself, or no grad) keeps its place but gets no node */
        outs[k] = NN_T(o)->grad_fn ? NN_T(o) : NULL;
    }
    nb_Status st = ag_fuse(NN_CTX(S), py_str_utf8(args[0]), (int)nin, ins, (int)nout, outs);
    if (st != NB_OK)
        nn_raise_status(S, st);
    else
        res = py_newref(S->None);
done:
    py_xdecref(S, in);
    py_xdecref(S, out);
    return res;
}

/* _commit(dst, result): the library's in-place variants (addmv_ ...) write
 * result into dst as ATen's in-place ops do: dst's grad_fn becomes result's
 * node (not CopyBackwards). Same shapes only. Returns dst. */
static py_Obj *fn_commit(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "_commit", nargs, kwnames, 2, 2) < 0)
        return NULL;
    if (!nn_is_tensor(args[0]) || !nn_is_tensor(args[1]))
        return py_err_setstr(S, PY_T(TypeError), "_commit: expected two tensors");
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *r = NN_T(args[1]);
    nb_Status st = ts_check_inplace(c, NN_T(args[0]));
    if (st == NB_OK) {
        ts_retain(r);
        st = ts_commit_inplace(c, NN_T(args[0]), r);
        ts_release(r);
    }
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return py_newref(args[0]);
}

static const py_MethodDef fn_funcs[] = {
    {"_fuse", fn_fuse, PY_METH_STATIC},
    {"_commit", fn_commit, PY_METH_STATIC},
    {"_set_grad_enabled", fn_set_grad, PY_METH_STATIC},
    {"_inference_enter", fn_inf_enter, PY_METH_STATIC},
    {"_inference_exit", fn_inf_exit, PY_METH_STATIC},
    {"_prepare", fn_prepare, PY_METH_STATIC},
    {"_wrap_outputs", fn_wrap, PY_METH_STATIC},
    {NULL, NULL, 0},
};

static int fn_mod_init(py_State *S, py_Obj *m)
{
    return py_module_add_type(S, m, &fn_type);
}

static const py_ModuleDef fn_def = {"torch.autograd._function_native", fn_funcs, fn_mod_init};

/* Registers the native half of torch.autograd.function. */
int nn_autograd_fn_init(py_State *S)
{
    if (py_type_ready(S, &fn_type) < 0)
        return -1;
    return py_module_register(S, &fn_def);
}
