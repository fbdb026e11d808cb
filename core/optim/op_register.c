/* op_register.c — the native module `torch.optim._nns` behind the Python
 * optimizer classes (core/optim/lib/torch.optim*.py): one call per parameter
 * group for each algorithm's step (walks the group's params, skips those
 * whose grad is None, creates/reads the per-parameter state dicts in the
 * optimizer's `state` defaultdict, runs the op_kern.c kernel), zero_grad, the
 * Adagrad state initialisation, and the scope recorder's step hook (op.h).
 */
#include <string.h>

#include "op.h"

#define MODNAME "torch.optim._nns"
#define CTX(S) (&nn_state(S)->ctx)

/* ------------------------------------------------------------ argument helpers */

/* A hyperparameter: Python float/int/bool or a one-element tensor. */
static int num_arg(py_State *S, py_Obj *o, double *out)
{
    if (py_isinstance_type(o, PY_T(float))) {
        *out = py_float_val(o);
        return 0;
    }
    if (py_isinstance_type(o, PY_T(int)))
        return py_as_double(S, o, out);
    if (nn_is_tensor(o) && ts_numel(nn_tensor_of(o)) == 1) {
        ts_Scalar s;
        nb_Status st = ts_item(CTX(S), nn_tensor_of(o), &s);
        if (st != NB_OK) {
            nn_raise_status(S, st);
            return -1;
        }
        *out = ts_sc_to_f(s);
        return 0;
    }
    py_err_format(S, PY_T(TypeError), "must be real number, not %T", o);
    return -1;
}

static int bool_arg(py_State *S, py_Obj *o, bool *out)
{
    int r = py_truthy(S, o);
    if (r < 0)
        return -1;
    *out = r != 0;
    return 0;
}

/* Parse `nargs` positional arguments: the first two objects (state, params),
 * then `spec` characters: 'd' double, 'b' bool. */
static int parse(py_State *S, const char *fname, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                 const char *spec, double *d, bool *b)
{
    py_ssize want = 2 + (py_ssize)strlen(spec);
    if (py_check_nargs(S, fname, nargs, kwnames, want, want) < 0)
        return -1;
    if (!(args[1]->type->flags & PY_TPFLAG_LIST_SUB)) {
        py_err_format(S, PY_T(TypeError), "%s(): params must be a list, not %T", fname, args[1]);
        return -1;
    }
    for (py_ssize i = 0; spec[i]; i++) {
        if (spec[i] == 'd' ? num_arg(S, args[2 + i], d++) < 0 : bool_arg(S, args[2 + i], b++) < 0)
            return -1;
    }
    return 0;
}

/* The state dict of parameter p (created by the defaultdict on first use). */
static py_Obj *state_of(py_State *S, py_Obj *state, py_Obj *p)
{
    if (state->type->flags & PY_TPFLAG_DICT_SUB) {
        py_Obj *d = py_dict_getB(S, state, p);
        if (d)
            return py_newref(d);
        if (S->exc)
            return NULL;
    }
    return py_getitem(S, state, p);
}

/* state[name] as a ts_Tensor (borrowed); KeyError if missing (or None when
 * allow_none: then *out is NULL). */
static int state_tensor(py_State *S, py_Obj *st, const char *name, bool allow_none, ts_Tensor **out)
{
    *out = NULL;
    if (!(st->type->flags & PY_TPFLAG_DICT_SUB)) {
        py_err_format(S, PY_T(TypeError), "optimizer state must be a dict, not %T", st);
        return -1;
    }
    py_Obj *v = py_dict_getB_str(S, st, name);
    if (!v || v == S->None) {
        if (S->exc)
            return -1;
        if (allow_none)
            return 0;
        py_Obj *k = py_str_from(S, name);
        if (k) {
            py_err_set(S, PY_T(KeyError), k);
            py_decref(S, k);
        }
        return -1;
    }
    if (!nn_is_tensor(v)) {
        py_err_format(S, PY_T(TypeError), "optimizer state '%s' must be a Tensor, not %T", name, v);
        return -1;
    }
    *out = nn_tensor_of(v);
    return 0;
}

/* Store a new tensor (reference stolen) as st[name]. */
static int state_put(py_State *S, py_Obj *st, const char *name, ts_Tensor *t)
{
    py_Obj *o = nn_tensor_wrap_steal(S, t);
    if (!o)
        return -1;
    int r = py_dict_set_str(S, st, name, o);
    py_decref(S, o);
    return r;
}

/* A fresh 0-dim float32 step counter with value v. */
static int put_step(py_State *S, py_Obj *st, double v)
{
    ts_Tensor *t;
    nb_Status rc = ts_scalar_tensor(CTX(S), ts_sc_f(v), TS_FLOAT32, false, &t);
    if (rc != NB_OK) {
        nn_raise_status(S, rc);
        return -1;
    }
    return state_put(S, st, "step", t);
}

static int put_zeros(py_State *S, py_Obj *st, const char *name, ts_Tensor *like)
{
    ts_Tensor *t;
    nb_Status rc = ts_zeros_like(CTX(S), like, TS_NODTYPE, &t);
    if (rc != NB_OK) {
        nn_raise_status(S, rc);
        return -1;
    }
    return state_put(S, st, name, t);
}

/* The parameter at params[i] as a tensor, or TypeError. */
static ts_Tensor *param_at(py_State *S, py_Obj *params, py_ssize i, py_Obj **obj)
{
    py_Obj *p = py_list_getB(params, i);
    if (!nn_is_tensor(p)) {
        py_err_format(S, PY_T(TypeError), "optimizer can only optimize Tensors, but one of the params is %T", p);
        return NULL;
    }
    *obj = p;
    return nn_tensor_of(p);
}

#define KERN_TRY(S, st)                   \
    do {                                  \
        nb_Status st__ = (st);            \
        if (st__ != NB_OK) {              \
            nn_raise_status((S), st__);   \
            goto fail;                    \
        }                                 \
    } while (0)

/* ------------------------------------------------------------ steps */

/* sgd(state, params, lr, momentum, dampening, weight_decay, nesterov, maximize) */
static py_Obj *f_sgd(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    double d[4];
    bool b[2];
    if (parse(S, "sgd", args, nargs, kwnames, "ddddbb", d, b) < 0)
        return NULL;
    op_SGDArgs a = {d[0], d[1], d[2], d[3], b[0], b[1]};
    py_Obj *state = args[0], *params = args[1];
    for (py_ssize i = 0; i < py_list_len(params); i++) {
        py_Obj *po, *st = NULL;
        ts_Tensor *p = param_at(S, params, i, &po), *buf = NULL, *nb = NULL;
        if (!p)
            return NULL;
        if (!p->grad)
            continue;
        if (a.momentum != 0) {
            if (!(st = state_of(S, state, po)) || state_tensor(S, st, "momentum_buffer", true, &buf) < 0)
                goto fail;
        }
        KERN_TRY(S, op_sgd_update(CTX(S), p, p->grad, buf, &nb, &a));
        if (nb && state_put(S, st, "momentum_buffer", nb) < 0)
            goto fail;
        py_xdecref(S, st);
        continue;
    fail:
        py_xdecref(S, st);
        return NULL;
    }
    PY_RETURN_NONE(S);
}

/* adam(state, params, lr, beta1, beta2, eps, weight_decay, amsgrad, maximize, decoupled) */
static py_Obj *f_adam(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    double d[5];
    bool b[3];
    if (parse(S, "adam", args, nargs, kwnames, "dddddbbb", d, b) < 0)
        return NULL;
    op_AdamArgs a = {d[0], d[1], d[2], d[3], d[4], b[0], b[1], b[2]};
    py_Obj *state = args[0], *params = args[1];
    for (py_ssize i = 0; i < py_list_len(params); i++) {
        py_Obj *po, *st = NULL;
        ts_Tensor *p = param_at(S, params, i, &po), *step, *m, *v, *mx = NULL;
        if (!p)
            return NULL;
        if (!p->grad)
            continue;
        if (!(st = state_of(S, state, po)))
            return NULL;
        if (py_len(S, st) == 0) {
            if (put_step(S, st, 0.0) < 0 || put_zeros(S, st, "exp_avg", p) < 0 ||
                put_zeros(S, st, "exp_avg_sq", p) < 0 || (a.amsgrad && put_zeros(S, st, "max_exp_avg_sq", p) < 0))
                goto fail;
        }
        if (state_tensor(S, st, "step", false, &step) < 0 || state_tensor(S, st, "exp_avg", false, &m) < 0 ||
            state_tensor(S, st, "exp_avg_sq", false, &v) < 0 ||
            (a.amsgrad && state_tensor(S, st, "max_exp_avg_sq", false, &mx) < 0))
            goto fail;
        KERN_TRY(S, op_adam_update(CTX(S), p, p->grad, step, m, v, mx, &a));
        py_decref(S, st);
        continue;
    fail:
        py_decref(S, st);
        return NULL;
    }
    PY_RETURN_NONE(S);
}

/* rmsprop(state, params, lr, alpha, eps, weight_decay, momentum, centered, maximize) */
static py_Obj *f_rmsprop(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    double d[5];
    bool b[2];
    if (parse(S, "rmsprop", args, nargs, kwnames, "dddddbb", d, b) < 0)
        return NULL;
    op_RMSpropArgs a = {d[0], d[1], d[2], d[3], d[4], b[0], b[1]};
    py_Obj *state = args[0], *params = args[1];
    for (py_ssize i = 0; i < py_list_len(params); i++) {
        py_Obj *po, *st = NULL;
        ts_Tensor *p = param_at(S, params, i, &po), *step, *sa, *buf = NULL, *ga = NULL;
        if (!p)
            return NULL;
        if (!p->grad)
            continue;
        if (!(st = state_of(S, state, po)))
            return NULL;
        if (py_len(S, st) == 0) {
            if (put_step(S, st, 0.0) < 0 || put_zeros(S, st, "square_avg", p) < 0 ||
                (a.momentum > 0 && put_zeros(S, st, "momentum_buffer", p) < 0) ||
                (a.centered && put_zeros(S, st, "grad_avg", p) < 0))
                goto fail;
        }
        if (state_tensor(S, st, "step", false, &step) < 0 || state_tensor(S, st, "square_avg", false, &sa) < 0 ||
            (a.momentum > 0 && state_tensor(S, st, "momentum_buffer", false, &buf) < 0) ||
            (a.centered && state_tensor(S, st, "grad_avg", false, &ga) < 0))
            goto fail;
        KERN_TRY(S, op_rmsprop_update(CTX(S), p, p->grad, step, sa, buf, ga, &a));
        py_decref(S, st);
        continue;
    fail:
        py_decref(S, st);
        return NULL;
    }
    PY_RETURN_NONE(S);
}

/* adagrad(state, params, lr, lr_decay, weight_decay, eps, maximize) */
static py_Obj *f_adagrad(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    double d[4];
    bool b[1];
    if (parse(S, "adagrad", args, nargs, kwnames, "ddddb", d, b) < 0)
        return NULL;
    op_AdagradArgs a = {d[0], d[1], d[2], d[3], b[0]};
    py_Obj *state = args[0], *params = args[1];
    for (py_ssize i = 0; i < py_list_len(params); i++) {
        py_Obj *po, *st = NULL;
        ts_Tensor *p = param_at(S, params, i, &po), *step, *sum;
        if (!p)
            return NULL;
        if (!p->grad)
            continue;
        if (!(st = state_of(S, state, po)))
            return NULL;
        if (state_tensor(S, st, "step", false, &step) < 0 || state_tensor(S, st, "sum", false, &sum) < 0)
            goto fail;
        KERN_TRY(S, op_adagrad_update(CTX(S), p, p->grad, step, sum, &a));
        py_decref(S, st);
        continue;
    fail:
        py_decref(S, st);
        return NULL;
    }
    PY_RETURN_NONE(S);
}

/* adagrad_init(state, params, initial_accumulator_value): the state Adagrad
 * creates at construction for every parameter (step 0, sum filled). */
static py_Obj *f_adagrad_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    double init;
    bool unused;
    if (parse(S, "adagrad_init", args, nargs, kwnames, "d", &init, &unused) < 0)
        return NULL;
    py_Obj *state = args[0], *params = args[1];
    for (py_ssize i = 0; i < py_list_len(params); i++) {
        py_Obj *po;
        ts_Tensor *p = param_at(S, params, i, &po), *sum;
        if (!p)
            return NULL;
        py_Obj *st = state_of(S, state, po);
        if (!st)
            return NULL;
        nb_Status rc = ts_full_like(CTX(S), p, ts_sc_f(init), TS_NODTYPE, &sum);
        int r = rc != NB_OK ? (nn_raise_status(S, rc), -1) : 0;
        if (r == 0)
            sum->version->version = 0;  /* a fresh tensor, as torch.full_like returns it */
        if (r == 0 && put_step(S, st, 0.0) < 0) {
            ts_release(sum);
            r = -1;
        }
        if (r == 0)
            r = state_put(S, st, "sum", sum);
        py_decref(S, st);
        if (r < 0)
            return NULL;
    }
    PY_RETURN_NONE(S);
}

/* ------------------------------------------------------------ zero_grad */

/* zero_grad(param_groups, set_to_none) */
static py_Obj *f_zero_grad(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "zero_grad", nargs, kwnames, 2, 2) < 0)
        return NULL;
    bool to_none;
    if (bool_arg(S, args[1], &to_none) < 0)
        return NULL;
    py_Obj *groups = args[0];
    if (!(groups->type->flags & PY_TPFLAG_LIST_SUB))
        return py_err_format(S, PY_T(TypeError), "param_groups must be a list, not %T", groups);
    ts_Ctx *c = CTX(S);
    for (py_ssize gi = 0; gi < py_list_len(groups); gi++) {
        py_Obj *g = py_list_getB(groups, gi), *params;
        if (!(g->type->flags & PY_TPFLAG_DICT_SUB) || !(params = py_dict_getB_str(S, g, "params")) ||
            !(params->type->flags & PY_TPFLAG_LIST_SUB)) {
            if (S->exc)
                return NULL;
            continue;
        }
        for (py_ssize i = 0; i < py_list_len(params); i++) {
            py_Obj *po = py_list_getB(params, i);
            if (!nn_is_tensor(po))
                continue;
            ts_Tensor *t = nn_tensor_of(po), *gr = t->grad;
            if (!gr)
                continue;
            nb_Status rc;
            if (to_none) {
                rc = ts_set_grad(c, t, NULL);
            } else {
                if (gr->grad_fn) {
                    py_Obj *go = nn_tensor_wrap(S, gr);
                    py_Obj *r = go ? py_call_method(S, go, py_intern(S, "detach_"), NULL, 0, NULL) : NULL;
                    py_xdecref(S, go);
                    if (!r)
                        return NULL;
                    py_decref(S, r);
                    gr = t->grad;
                } else {
                    gr->requires_grad = false;
                }
                rc = ts_zero_(c, gr);
            }
            if (rc != NB_OK)
                return nn_raise_status(S, rc);
        }
    }
    PY_RETURN_NONE(S);
}

/* ------------------------------------------------------------ scope hook */

typedef struct HookBox {
    PY_HEAD;
    op_StepHook fn;
    void *ud;
} HookBox;

static void box_dealloc(py_State *S, py_Obj *o) { py_obj_free(S, o); }

static py_Type op_type_ScopeHook = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "ScopeHook",
    .module = MODNAME,
    .basicsize = sizeof(HookBox),
    .dealloc = box_dealloc,
};

/* The installed hook box (borrowed) or NULL (no exception). */
static HookBox *hook_box(py_State *S)
{
    py_Obj *m = S->modules ? py_dict_getB_str(S, S->modules, MODNAME) : NULL;
    if (!m) {
        if (S->exc)
            py_err_clear(S);
        return NULL;
    }
    py_Obj *d = ((py_Module *)m)->dict;
    py_Obj *b = d ? py_dict_getB_str(S, d, "_scope_hook") : NULL;
    if (!b) {
        if (S->exc)
            py_err_clear(S);
        return NULL;
    }
    return b->type == &op_type_ScopeHook ? (HookBox *)b : NULL;
}

int op_set_step_hook(py_State *S, op_StepHook fn, void *ud)
{
    py_Obj *m = py_import(S, py_intern(S, MODNAME));
    if (!m)
        return -1;
    int r;
    if (!fn) {
        r = py_dict_discard(S, ((py_Module *)m)->dict, py_intern(S, "_scope_hook"));
        if (r >= 0)
            r = py_dict_set_str(S, ((py_Module *)m)->dict, "recording", S->False);
        py_decref(S, m);
        return r < 0 ? -1 : 0;
    }
    if (py_type_ready(S, &op_type_ScopeHook) < 0) {
        py_decref(S, m);
        return -1;
    }
    HookBox *b = (HookBox *)py_obj_alloc(S, &op_type_ScopeHook, sizeof(HookBox));
    if (!b) {
        py_decref(S, m);
        return -1;
    }
    b->fn = fn;
    b->ud = ud;
    r = py_dict_set_str(S, ((py_Module *)m)->dict, "_scope_hook", (py_Obj *)b);
    py_decref(S, (py_Obj *)b);
    if (r == 0)
        r = py_dict_set_str(S, ((py_Module *)m)->dict, "recording", S->True);
    py_decref(S, m);
    return r;
}


/* The Parameters of every group of `opt` whose grad is not None. */
static py_Obj *params_with_grad(py_State *S, py_Obj *opt)
{
    py_Obj *groups = py_getattr_str(S, opt, "param_groups");
    if (!groups) {
        py_err_clear(S);   /* the recorder never makes a step fail */
        return NULL;
    }
    py_Obj *out = py_list_new(S, 0);
    if (!out || !(groups->type->flags & PY_TPFLAG_LIST_SUB))
        goto done;
    for (py_ssize gi = 0; gi < py_list_len(groups); gi++) {
        py_Obj *g = py_list_getB(groups, gi);
        py_Obj *params = (g->type->flags & PY_TPFLAG_DICT_SUB) ? py_dict_getB_str(S, g, "params") : NULL;
        if (!params || !(params->type->flags & PY_TPFLAG_LIST_SUB))
            continue;
        for (py_ssize i = 0; i < py_list_len(params); i++) {
            py_Obj *p = py_list_getB(params, i);
            if (nn_is_tensor(p) && nn_tensor_of(p)->grad && py_list_append(S, out, p) < 0) {
                py_setref(S, &out, NULL);
                goto done;
            }
        }
    }
done:
    py_decref(S, groups);
    if (S->exc)
        py_err_clear(S);   /* the recorder never makes a step fail */
    return out;
}

/* scope_step(optimizer, phase): call the recorder's hook, if one is set. */
static py_Obj *f_scope_step(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    HookBox *b = hook_box(S);
    if (!b || !b->fn || nargs != 2)
        PY_RETURN_NONE(S);
    int phase = args[1] == S->False || (py_isinstance_type(args[1], PY_T(int)) && py_int_sign(args[1]) == 0)
                    ? OP_STEP_BEFORE
                    : OP_STEP_AFTER;
    py_Obj *params = params_with_grad(S, args[0]);
    if (params) {
        b->fn(b->ud, S, args[0], params, phase, py_user_line(S));
        py_decref(S, params);
    }
    PY_RETURN_NONE(S);
}

/* pointwise(kind, tensors, scalars, flags): one op_pointwise.c update (the
 * optimizers whose bookkeeping is Python). */
static py_Obj *f_pointwise(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "pointwise", nargs, kwnames, 4, 4) < 0)
        return NULL;
    const char *name = (args[0]->type->flags & PY_TPFLAG_STR_SUB) ? py_str_utf8(args[0]) : NULL;
    int kind = name ? op_more_kind(name) : -1, nt, ns;
    if (kind < 0 || op_more_arity(kind, &nt, &ns) < 0)
        return py_err_format(S, PY_T(ValueError), "pointwise(): unknown kind %R", args[0]);
    py_Obj *ts = args[1], *ss = args[2];
    if (!(ts->type->flags & PY_TPFLAG_TUPLE_SUB) || py_tuple_len(ts) != nt || !(ss->type->flags & PY_TPFLAG_TUPLE_SUB) ||
        py_tuple_len(ss) != ns)
        return py_err_format(S, PY_T(TypeError), "pointwise(): expected %d tensors and %d scalars", nt, ns);
    ts_Tensor *t[4];
    double s[8];
    for (int i = 0; i < nt; i++) {
        py_Obj *o = py_tuple_getB(ts, i);
        if (!nn_is_tensor(o))
            return py_err_format(S, PY_T(TypeError), "pointwise(): expected a Tensor, not %T", o);
        t[i] = nn_tensor_of(o);
    }
    for (int i = 0; i < ns; i++)
        if (num_arg(S, py_tuple_getB(ss, i), &s[i]) < 0)
            return NULL;
    int64_t flags;
    if (py_as_int64(S, args[3], &flags) < 0)
        return NULL;
    nb_Status st = op_more_update(CTX(S), kind, t, s, (int)flags);
    if (st != NB_OK) {
        nn_raise_status(S, st);
        return NULL;
    }
    PY_RETURN_NONE(S);
}

/* ------------------------------------------------------------ module */

static const py_MethodDef nns_funcs[] = {
    {"sgd", f_sgd, PY_METH_STATIC},
    {"adam", f_adam, PY_METH_STATIC},
    {"rmsprop", f_rmsprop, PY_METH_STATIC},
    {"adagrad", f_adagrad, PY_METH_STATIC},
    {"adagrad_init", f_adagrad_init, PY_METH_STATIC},
    {"zero_grad", f_zero_grad, PY_METH_STATIC},
    {"pointwise", f_pointwise, PY_METH_STATIC},
    {"scope_step", f_scope_step, PY_METH_STATIC},
    {NULL, NULL, 0}
};

/* `recording` is True while a scope hook is installed: the Python step
 * wrapper checks it before calling scope_step. */
static int nns_init(py_State *S, py_Obj *m)
{
    return py_module_add(S, m, "recording", S->False);
}

static const py_ModuleDef nns_module = {MODNAME, nns_funcs, nns_init};

static int optim_init(py_State *S)
{
    return py_module_register(S, &nns_module);
}

/* core/optim/lib/NAME.py, embedded by the build (cmake/embed.cmake). */
extern const py_FrozenModule op_frozen_modules[];

const py_ExtDef op_optim_ext = { "torch.optim", optim_init, NULL, op_frozen_modules };
