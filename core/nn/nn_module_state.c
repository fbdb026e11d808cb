/* nn_module_state.c — state_dict / _save_to_state_dict, load_state_dict /
 * _load_from_state_dict (spec §6), and the _apply family (§7): _apply, to,
 * float, double, half, bfloat16, cpu, cuda, type. Recursion goes through
 * method lookups (module.state_dict(...), module._load_from_state_dict(...),
 * module._apply(fn)) so subclasses written in Python or C (BatchNorm) can
 * override one level. */
#include <string.h>

#include "nn_module.h"
#include "py_builtins.h"

#define METH(fname) static py_Obj *fname(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, \
                                         py_Obj *kwnames)

/* Attribute of the helper module torch.nn.modules._helpers (new ref). */
static py_Obj *helper(py_State *S, const char *name)
{
    py_Obj *mn = py_intern(S, "torch.nn.modules._helpers");
    py_Obj *m = mn ? py_import(S, mn) : NULL;
    if (!m)
        return NULL;
    py_Obj *r = py_getattr_str(S, m, name);
    py_decref(S, m);
    return r;
}

static py_Obj *reg_dict(py_State *S, py_Obj *m, py_Obj *key)
{
    py_Obj **dp = py_obj_dictptr(m);
    py_Obj *v = dp && *dp ? py_dict_getB(S, *dp, key) : NULL;
    if (v && (v->type->flags & PY_TPFLAG_DICT_SUB))
        return py_newref(v);
    if (S->exc)
        return NULL;
    v = py_getattr(S, m, key);
    if (v && !(v->type->flags & PY_TPFLAG_DICT_SUB)) {
        py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'items'", v);
        py_setref(S, &v, NULL);
    }
    return v;
}

static py_Obj *snapshot(py_State *S, py_Obj *d)
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

static py_Obj *detach(py_State *S, py_Obj *t)
{
    if (!nn_is_tensor(t))
        return py_call_method(S, t, NID(S, detach), NULL, 0, NULL);
    ts_Tensor *d;
    nb_Status st = ts_detach(&nn_state(S)->ctx, nn_tensor_of(t), &d);
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return nn_tensor_wrap_steal(S, d);
}

/* Does the class override Module.<name>? */
static int overrides(py_State *S, py_Obj *self, py_Obj *name)
{
    py_Obj *mine = py_dict_getB(S, nn_type_Module.dict, name);
    py_Obj *theirs = py_type_lookup_cached(S, self->type, name);
    return theirs && theirs != mine;
}

/* _save_to_state_dict(destination, prefix, keep_vars) */
METH(m_save_to_state_dict)
{
    py_Obj *a[3];
    if (py_parse_args(S, "Module._save_to_state_dict", args, nargs, kwnames, "destination,prefix,keep_vars", a) < 0)
        return NULL;
    py_Obj *dest = a[0], *prefix = a[1];
    int keep = py_truthy(S, a[2]);
    if (keep < 0)
        return NULL;
    if (!(prefix->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "unsupported operand type(s) for +: '%T' and 'str'", prefix);
    py_Obj *np = NULL;
    for (int which = 0; which < 2; which++) {
        py_Obj *d = reg_dict(S, self, which ? S->id._buffers : S->id._parameters);
        if (!d)
            return NULL;
        if (which) {
            np = py_getattr(S, self, S->id._non_persistent_buffers_set);
            if (!np) {
                py_decref(S, d);
                return NULL;
            }
        }
        py_Obj *items = snapshot(S, d);
        py_decref(S, d);
        if (!items)
            goto fail;
        for (py_ssize i = 0; i < py_list_len(items); i++) {
            py_Obj *it = py_list_getB(items, i);
            py_Obj *k = py_tuple_getB(it, 0), *v = py_tuple_getB(it, 1);
            if (v == S->None)
                continue;
            if (which) {
                int in = py_contains(S, np, k);
                if (in < 0) {
                    py_decref(S, items);
                    goto fail;
                }
                if (in)
                    continue;
            }
            py_Obj *key = py_str_concat(S, prefix, k);
            py_Obj *val = key ? (keep ? py_newref(v) : detach(S, v)) : NULL;
            int r = val ? py_setitem(S, dest, key, val) : -1;
            py_xdecref(S, key);
            py_xdecref(S, val);
            if (r < 0) {
                py_decref(S, items);
                goto fail;
            }
        }
        py_decref(S, items);
    }
    py_xdecref(S, np);
    if (overrides(S, self, NID(S, get_extra_state))) {
        py_Obj *key = py_str_concat(S, prefix, NID(S, _extra_state));
        py_Obj *val = key ? py_call_method(S, self, NID(S, get_extra_state), NULL, 0, NULL) : NULL;
        int r = val ? py_setitem(S, dest, key, val) : -1;
        py_xdecref(S, key);
        py_xdecref(S, val);
        if (r < 0)
            return NULL;
    }
    PY_RETURN_NONE(S);
fail:
    py_xdecref(S, np);
    return NULL;
}

static int set_kw_call(py_State *S, py_Obj *m, py_Obj *dest, py_Obj *prefix, py_Obj *keep)
{
    py_Obj *kn = py_tuple_pack(S, 3, py_intern(S, "destination"), py_intern(S, "prefix"), py_intern(S, "keep_vars"));
    if (!kn)
        return -1;
    py_Obj *a[3] = {dest, prefix, keep};
    py_Obj *r = py_call_method(S, m, NID(S, state_dict), a, 0, kn);
    py_decref(S, kn);
    if (!r)
        return -1;
    py_decref(S, r);
    return 0;
}

/* state_dict(*args, destination=None, prefix='', keep_vars=False) */
METH(m_state_dict)
{
    py_Obj *dest = NULL, *prefix = NULL, *keep = NULL;
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nk; i++) {
        py_Obj *k = py_tuple_getB(kwnames, i);
        if (py_str_eq_c(k, "destination"))
            dest = args[nargs + i];
        else if (py_str_eq_c(k, "prefix"))
            prefix = args[nargs + i];
        else if (py_str_eq_c(k, "keep_vars"))
            keep = args[nargs + i];
        else
            return py_err_format(S, PY_T(TypeError), "Module.state_dict() got an unexpected keyword argument '%U'", k);
    }
    if (dest == S->None)
        dest = NULL;
    if (nargs > 0) {
        if (py_warn(S, PY_T(FutureWarning),
                    "Positional args are being deprecated, use kwargs instead. Refer to "
                    "https://pytorch.org/docs/main/generated/torch.nn.Module.html#torch.nn.Module.state_dict for "
                    "details.") < 0)
            return NULL;
        if (!dest && args[0] != S->None)
            dest = args[0];
        if (nargs > 1 && (!prefix || (py_str_nbytes(prefix) == 0)))
            prefix = args[1];
        if (nargs > 2 && (!keep || keep == S->False))
            keep = args[2];
    }
    if (!prefix)
        prefix = S->empty_str;
    if (!keep)
        keep = S->False;
    if (!(prefix->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "unsupported operand type(s) for +: '%T' and 'str'", prefix);
    py_Obj *own = NULL, *lm = NULL;
    py_Obj *pre = py_getattr(S, self, NID(S, _state_dict_pre_hooks));
    if (!pre)
        return NULL;
    if (pre->type->flags & PY_TPFLAG_DICT_SUB) {
        py_ssize pos = 0;
        py_Obj *hk, *hv;
        py_Obj *vals = py_list_new(S, 0);
        while (vals && py_dict_next(pre, &pos, &hk, &hv))
            if (py_list_append(S, vals, hv) < 0)
                py_setref(S, &vals, NULL);
        for (py_ssize i = 0; vals && i < py_list_len(vals); i++) {
            py_Obj *ha[3] = {self, prefix, keep};
            py_Obj *r = py_call(S, py_list_getB(vals, i), ha, 3, NULL);
            if (!r)
                py_setref(S, &vals, NULL);
            else
                py_decref(S, r);
        }
        if (!vals) {
            py_decref(S, pre);
            return NULL;
        }
        py_decref(S, vals);
    }
    py_decref(S, pre);
    if (!dest) {
        own = py_odict_new(S);
        py_Obj *meta = own ? py_odict_new(S) : NULL;
        if (!meta || py_setattr(S, own, NID(S, _metadata), meta) < 0) {
            py_xdecref(S, meta);
            py_xdecref(S, own);
            return NULL;
        }
        py_decref(S, meta);
        dest = own;
    }
    /* local metadata (stored under the prefix when the destination carries _metadata) */
    {
        py_Obj *meta = py_getattr_opt(S, dest, NID(S, _metadata));
        if (!meta && S->exc)
            goto fail;
        py_Obj *ver = py_getattr(S, self, NID(S, _version));
        lm = ver ? py_dict_new(S) : NULL;
        int r = lm ? py_dict_set(S, lm, NID(S, version), ver) : -1;
        if (r == 0 && meta) {
            py_Obj *key = py_str_new(S, py_str_utf8(prefix), py_str_nbytes(prefix) ? py_str_nbytes(prefix) - 1 : 0);
            r = key ? py_setitem(S, meta, key, lm) : -1;
            py_xdecref(S, key);
        }
        py_xdecref(S, ver);
        py_xdecref(S, meta);
        if (r < 0)
            goto fail;
    }
    {
        py_Obj *a[3] = {dest, prefix, keep};
        py_Obj *r = py_call_method(S, self, py_intern(S, "_save_to_state_dict"), a, 3, NULL);
        if (!r)
            goto fail;
        py_decref(S, r);
    }
    py_Obj *M = reg_dict(S, self, S->id._modules);
    py_Obj *items = M ? snapshot(S, M) : NULL;
    py_xdecref(S, M);
    if (!items)
        goto fail;
    if (py_enter_recursive(S, " in state_dict") < 0) {
        py_decref(S, items);
        goto fail;
    }
    for (py_ssize i = 0; i < py_list_len(items); i++) {
        py_Obj *it = py_list_getB(items, i);
        py_Obj *child = py_tuple_getB(it, 1);
        if (child == S->None)
            continue;
        py_Obj *cp = py_str_fmt(S, "%U%U.", prefix, py_tuple_getB(it, 0));
        int r = cp ? set_kw_call(S, child, dest, cp, keep) : -1;
        py_xdecref(S, cp);
        if (r < 0) {
            py_leave_recursive(S);
            py_decref(S, items);
            goto fail;
        }
    }
    py_leave_recursive(S);
    py_decref(S, items);
    /* post hooks: hook(module, destination, prefix, local_metadata); a private hook's non-None
     * result replaces the destination, a public one must return None */
    py_Obj *result = py_newref(dest);
    {
        py_Obj *hd = py_getattr(S, self, NID(S, _state_dict_hooks));
        py_Obj *hooks = hd && (hd->type->flags & PY_TPFLAG_DICT_SUB) ? snapshot(S, hd) : NULL;
        if (hd && !hooks && !S->exc)
            hooks = py_list_new(S, 0);
        py_xdecref(S, hd);
        for (py_ssize i = 0; hooks && i < py_list_len(hooks); i++) {
            py_Obj *hook = py_tuple_getB(py_list_getB(hooks, i), 1);
            py_Obj *ha[4] = {self, result, prefix, lm};
            py_Obj *r = py_call(S, hook, ha, 4, NULL);
            if (!r) {
                py_setref(S, &hooks, NULL);
                break;
            }
            if (r == S->None) {
                py_decref(S, r);
                continue;
            }
            py_Obj *pub = py_getattr_opt(S, hook, py_intern(S, "_from_public_api"));
            int t = pub ? py_truthy(S, pub) : (S->exc ? -1 : 0);
            py_xdecref(S, pub);
            if (t != 0) {
                py_decref(S, r);
                if (t > 0)
                    py_err_setstr(S, PY_T(RuntimeError), "state_dict post-hook must return None");
                py_setref(S, &hooks, NULL);
                break;
            }
            py_setref(S, &result, r);
        }
        if (!hooks) {
            py_decref(S, result);
            goto fail;
        }
        py_decref(S, hooks);
    }
    py_xdecref(S, lm);
    py_xdecref(S, own);
    return result;
fail:
    py_xdecref(S, lm);
    py_xdecref(S, own);
    return NULL;
}

/* ------------------------------------------------------------ loading */

static bool startswith(py_Obj *s, py_Obj *prefix)
{
    py_ssize n = py_str_nbytes(prefix);
    return (s->type->flags & PY_TPFLAG_STR_SUB) && py_str_nbytes(s) >= n &&
           memcmp(py_str_utf8(s), py_str_utf8(prefix), (size_t)n) == 0;
}

static int append_fmt_list(py_State *S, py_Obj *list, py_Obj *msg)
{
    if (!msg)
        return -1;
    int r = py_list_append(S, list, msg);
    py_decref(S, msg);
    return r;
}

/* The copy of one entry (param.copy_(input) under no_grad, or assign). */
static int load_one(py_State *S, py_Obj *self, py_Obj *name, py_Obj *key, py_Obj *param, py_Obj *input, bool assign,
                    py_Obj *error_msgs)
{
    if (!nn_is_tensor(input)) {
        py_Obj *tr = py_repr(S, (py_Obj *)input->type);
        py_Obj *m = tr ? py_str_fmt(S, "While copying the parameter named \"%U\", expected torch.Tensor or "
                                       "Tensor-like object from checkpoint but received %U", key, tr) : NULL;
        py_xdecref(S, tr);
        return append_fmt_list(S, error_msgs, m);
    }
    py_Obj *in = py_newref(input);
    ts_Tensor *pt = nn_tensor_of(param);
    if (pt->ndim == 0 && nn_tensor_of(in)->ndim == 1) {
        py_Obj *zero = py_int_from_i64(S, 0);
        py_Obj *x = zero ? py_getitem(S, in, zero) : NULL;
        py_xdecref(S, zero);
        py_decref(S, in);
        if (!x)
            return -1;
        in = x;
    }
    ts_Tensor *it = nn_tensor_of(in);
    bool same = it->ndim == pt->ndim;
    for (int d = 0; same && d < pt->ndim; d++)
        same = it->shape[d] == pt->shape[d];
    if (!same) {
        py_Obj *s1 = py_getattr(S, in, NID(S, shape));
        py_Obj *s2 = s1 ? py_getattr(S, param, NID(S, shape)) : NULL;
        py_Obj *m = s2 ? py_str_fmt(S, "size mismatch for %U: copying a param with shape %S from checkpoint, the "
                                       "shape in current model is %S.", key, s1, s2) : NULL;
        py_xdecref(S, s1);
        py_xdecref(S, s2);
        py_decref(S, in);
        return append_fmt_list(S, error_msgs, m);
    }
    nn_State *ns = nn_state(S);
    bool ge = ns->ctx.grad_enabled;
    ns->ctx.grad_enabled = false;
    int rc = 0;
    if (assign) {
        py_Obj *v = py_newref(in);
        if (nn_is_parameter(param)) {
            py_Obj *rg = PY_BOOL(S, pt->requires_grad);
            if (!nn_is_parameter(in)) {
                py_Obj *kn = py_tuple_pack(S, 1, py_intern(S, "requires_grad"));
                py_Obj *a[2] = {in, rg};
                py_Obj *p = kn ? py_call(S, (py_Obj *)&nn_type_Parameter, a, 1, kn) : NULL;
                py_xdecref(S, kn);
                py_setref(S, &v, p);
            } else {
                py_Obj *r = py_call_method(S, in, NID(S, requires_grad_), &rg, 1, NULL);
                if (!r)
                    py_setref(S, &v, NULL);
                py_xdecref(S, r);
            }
            py_decref(S, rg);
        }
        rc = v ? py_setattr(S, self, name, v) : -1;
        py_xdecref(S, v);
    } else {
        nb_Status st = ts_copy_(&ns->ctx, pt, it);
        if (st != NB_OK) {
            nn_raise_status(S, st);
            rc = -2;
        }
    }
    ns->ctx.grad_enabled = ge;
    if (rc == -2) {
        py_Obj *e = py_err_fetch(S);
        py_Obj *ea = e ? py_getattr(S, e, S->id.args) : NULL;
        py_Obj *s1 = ea ? py_call_method(S, param, py_intern(S, "size"), NULL, 0, NULL) : NULL;
        py_Obj *s2 = s1 ? py_call_method(S, in, py_intern(S, "size"), NULL, 0, NULL) : NULL;
        py_Obj *m = s2 ? py_str_fmt(S, "While copying the parameter named \"%U\", whose dimensions in the model are "
                                       "%S and whose dimensions in the checkpoint are %S, an exception occurred : %R.",
                                    key, s1, s2, ea) : NULL;
        py_xdecref(S, e);
        py_xdecref(S, ea);
        py_xdecref(S, s1);
        py_xdecref(S, s2);
        py_decref(S, in);
        return append_fmt_list(S, error_msgs, m);
    }
    py_decref(S, in);
    return rc;
}

/* _load_from_state_dict(state_dict, prefix, local_metadata, strict,
 *                       missing_keys, unexpected_keys, error_msgs) */
/* Start of _load_from_state_dict: every load_state_dict pre-hook is called as
 * hook(module, state_dict, prefix, local_metadata, strict, missing, unexpected, error_msgs). */
static int load_pre_hooks(py_State *S, py_Obj *module, py_Obj *const *a7)
{
    py_Obj *hd = py_getattr(S, module, NID(S, _load_state_dict_pre_hooks));
    if (!hd)
        return -1;
    if (!(hd->type->flags & PY_TPFLAG_DICT_SUB) || py_dict_len(hd) == 0) {
        py_decref(S, hd);
        return 0;
    }
    py_Obj *hooks = snapshot(S, hd);
    py_decref(S, hd);
    if (!hooks)
        return -1;
    int rc = 0;
    for (py_ssize i = 0; rc == 0 && i < py_list_len(hooks); i++) {
        py_Obj *ha[8] = {module, a7[0], a7[1], a7[2], a7[3], a7[4], a7[5], a7[6]};
        py_Obj *r = py_call(S, py_tuple_getB(py_list_getB(hooks, i), 1), ha, 8, NULL);
        if (!r)
            rc = -1;
        py_xdecref(S, r);
    }
    py_decref(S, hooks);
    return rc;
}

METH(m_load_from_state_dict)
{
    py_Obj *a[7];
    if (py_parse_args(S, "Module._load_from_state_dict", args, nargs, kwnames,
                      "state_dict,prefix,local_metadata,strict,missing_keys,unexpected_keys,error_msgs", a) < 0)
        return NULL;
    py_Obj *sd = a[0], *prefix = a[1], *lm = a[2], *missing = a[4], *unexpected = a[5], *errs = a[6];
    int strict = py_truthy(S, a[3]);
    if (strict < 0)
        return NULL;
    if (!(sd->type->flags & PY_TPFLAG_DICT_SUB) || !(prefix->type->flags & PY_TPFLAG_STR_SUB) ||
        !py_isinstance_type(missing, PY_T(list)) || !py_isinstance_type(unexpected, PY_T(list)) ||
        !py_isinstance_type(errs, PY_T(list)))
        return py_err_setstr(S, PY_T(TypeError), "_load_from_state_dict: bad arguments");
    if (load_pre_hooks(S, self, a) < 0)
        return NULL;
    bool assign = false;
    if (lm->type->flags & PY_TPFLAG_DICT_SUB) {
        py_Obj *v = py_dict_getB_str(S, lm, "assign_to_params_buffers");
        if (v) {
            int t = py_truthy(S, v);
            if (t < 0)
                return NULL;
            assign = t;
        }
    }
    /* local_state: params then persistent buffers, non-None */
    py_Obj *local = py_dict_new(S);
    py_Obj *np = local ? py_getattr(S, self, S->id._non_persistent_buffers_set) : NULL;
    py_Obj *r = NULL;
    if (!np)
        goto out;
    for (int which = 0; which < 2; which++) {
        py_Obj *d = reg_dict(S, self, which ? S->id._buffers : S->id._parameters);
        py_Obj *items = d ? snapshot(S, d) : NULL;
        py_xdecref(S, d);
        if (!items)
            goto out;
        for (py_ssize i = 0; i < py_list_len(items); i++) {
            py_Obj *it = py_list_getB(items, i);
            py_Obj *k = py_tuple_getB(it, 0), *v = py_tuple_getB(it, 1);
            if (v == S->None)
                continue;
            int in = which ? py_contains(S, np, k) : 0;
            if (in < 0 || (!in && py_dict_set(S, local, k, v) < 0)) {
                py_decref(S, items);
                goto out;
            }
        }
        py_decref(S, items);
    }
    py_Obj *litems = snapshot(S, local);
    if (!litems)
        goto out;
    for (py_ssize i = 0; i < py_list_len(litems); i++) {
        py_Obj *it = py_list_getB(litems, i);
        py_Obj *name = py_tuple_getB(it, 0), *param = py_tuple_getB(it, 1);
        py_Obj *key = py_str_concat(S, prefix, name);
        if (!key) {
            py_decref(S, litems);
            goto out;
        }
        py_Obj *input = py_dict_getB(S, sd, key);
        int rc = 0;
        if (input)
            rc = nn_is_tensor(param) ? load_one(S, self, name, key, param, input, assign, errs) : 0;
        else if (S->exc)
            rc = -1;
        else if (strict)
            rc = py_list_append(S, missing, key);
        py_decref(S, key);
        if (rc < 0) {
            py_decref(S, litems);
            goto out;
        }
    }
    py_decref(S, litems);
    py_Obj *extra_key = py_str_concat(S, prefix, NID(S, _extra_state));
    if (!extra_key)
        goto out;
    if (overrides(S, self, NID(S, set_extra_state))) {
        py_Obj *v = py_dict_getB(S, sd, extra_key);
        if (v) {
            py_Obj *rr = py_call_method(S, self, NID(S, set_extra_state), &v, 1, NULL);
            if (!rr) {
                py_decref(S, extra_key);
                goto out;
            }
            py_decref(S, rr);
        } else if (strict && py_list_append(S, missing, extra_key) < 0) {
            py_decref(S, extra_key);
            goto out;
        }
    }
    if (strict) {
        py_Obj *M = reg_dict(S, self, S->id._modules);
        py_Obj *keys = M ? py_dict_keys_list(S, sd) : NULL;
        for (py_ssize i = 0; keys && i < py_list_len(keys); i++) {
            py_Obj *k = py_list_getB(keys, i);
            if (!startswith(k, prefix) || py_str_eq(k, extra_key))
                continue;
            const char *rest = py_str_utf8(k) + py_str_nbytes(prefix);
            size_t rl = (size_t)(py_str_nbytes(k) - py_str_nbytes(prefix));
            const char *dot = memchr(rest, '.', rl);
            py_Obj *first = py_str_new(S, rest, dot ? dot - rest : (py_ssize)rl);
            int c = first ? py_dict_contains(S, dot ? M : local, first) : -1;
            py_xdecref(S, first);
            if (c < 0 || (!c && py_list_append(S, unexpected, k) < 0))
                py_setref(S, &keys, NULL);
        }
        py_xdecref(S, M);
        if (!keys) {
            py_decref(S, extra_key);
            goto out;
        }
        py_decref(S, keys);
    }
    py_decref(S, extra_key);
    r = PY_NONE(S);
out:
    py_xdecref(S, np);
    py_xdecref(S, local);
    return r;
}

/* After a module and its children are loaded: hook(module, _IncompatibleKeys(missing, unexpected))
 * over the shared key lists; a hook must return None. */
static int load_post_hooks(py_State *S, py_Obj *module, py_Obj *missing, py_Obj *unexpected)
{
    py_Obj *hd = py_getattr(S, module, NID(S, _load_state_dict_post_hooks));
    if (!hd)
        return -1;
    if (!(hd->type->flags & PY_TPFLAG_DICT_SUB) || py_dict_len(hd) == 0) {
        py_decref(S, hd);
        return 0;
    }
    py_Obj *hooks = snapshot(S, hd);
    py_decref(S, hd);
    py_Obj *cls = hooks ? helper(S, "_IncompatibleKeys") : NULL;
    py_Obj *ik = cls ? py_call2(S, cls, missing, unexpected) : NULL;
    py_xdecref(S, cls);
    int rc = ik ? 0 : -1;
    for (py_ssize i = 0; rc == 0 && i < py_list_len(hooks); i++) {
        py_Obj *ha[2] = {module, ik};
        py_Obj *r = py_call(S, py_tuple_getB(py_list_getB(hooks, i), 1), ha, 2, NULL);
        if (!r)
            rc = -1;
        else if (r != S->None) {
            py_err_setstr(S, PY_T(AssertionError),
                          "Hooks registered with ``register_load_state_dict_post_hook`` are notexpected to return new "
                          "values, if incompatible_keys need to be modified,it should be done inplace.");
            rc = -1;
        }
        py_xdecref(S, r);
    }
    py_xdecref(S, ik);
    py_xdecref(S, hooks);
    return rc;
}

/* Recursive load(module, local_state_dict, prefix). */
static int load_rec(py_State *S, py_Obj *module, py_Obj *sd, py_Obj *prefix, py_Obj *metadata, bool assign,
                    py_Obj *missing, py_Obj *unexpected, py_Obj *errs)
{
    py_Obj *lm = NULL;
    if (metadata) {
        py_Obj *k = py_str_new(S, py_str_utf8(prefix), py_str_nbytes(prefix) ? py_str_nbytes(prefix) - 1 : 0);
        py_Obj *v = k ? py_call_method(S, metadata, py_intern(S, "get"), &k, 1, NULL) : NULL;
        py_xdecref(S, k);
        if (!v)
            return -1;
        if (v == S->None) {
            py_decref(S, v);
            lm = py_dict_new(S);
        } else {
            lm = v;
        }
    } else {
        lm = py_dict_new(S);
    }
    if (!lm)
        return -1;
    if (assign && py_setitem(S, lm, py_intern(S, "assign_to_params_buffers"), S->True) < 0) {
        py_decref(S, lm);
        return -1;
    }
    py_Obj *a[7] = {sd, prefix, lm, S->True, missing, unexpected, errs};
    py_Obj *r = py_call_method(S, module, NID(S, _load_from_state_dict), a, 7, NULL);
    py_decref(S, lm);
    if (!r)
        return -1;
    py_decref(S, r);
    py_Obj *M = reg_dict(S, module, S->id._modules);
    py_Obj *items = M ? snapshot(S, M) : NULL;
    py_xdecref(S, M);
    if (!items)
        return -1;
    if (py_enter_recursive(S, " in load_state_dict") < 0) {
        py_decref(S, items);
        return -1;
    }
    int rc = 0;
    for (py_ssize i = 0; rc == 0 && i < py_list_len(items); i++) {
        py_Obj *it = py_list_getB(items, i);
        py_Obj *child = py_tuple_getB(it, 1);
        if (child == S->None)
            continue;
        py_Obj *cp = py_str_fmt(S, "%U%U.", prefix, py_tuple_getB(it, 0));
        py_Obj *csd = cp ? py_dict_new(S) : NULL;
        py_ssize pos = 0;
        py_Obj *k, *v;
        while (csd && py_dict_next(sd, &pos, &k, &v))
            if (startswith(k, cp) && py_dict_set(S, csd, k, v) < 0)
                py_setref(S, &csd, NULL);
        rc = csd ? load_rec(S, child, csd, cp, metadata, assign, missing, unexpected, errs) : -1;
        py_xdecref(S, csd);
        py_xdecref(S, cp);
    }
    py_leave_recursive(S);
    py_decref(S, items);
    if (rc == 0)
        rc = load_post_hooks(S, module, missing, unexpected);
    return rc;
}

static py_Obj *join_quoted(py_State *S, py_Obj *list)
{
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (py_ssize i = 0; i < py_list_len(list); i++) {
        py_Obj *s = py_str(S, py_list_getB(list, i));
        if (!s) {
            nb_buf_free(&b);
            return NULL;
        }
        if (i)
            nb_buf_puts(&b, ", ");
        nb_buf_putc(&b, '"');
        nb_buf_append(&b, py_str_utf8(s), (size_t)py_str_nbytes(s));
        nb_buf_putc(&b, '"');
        py_decref(S, s);
    }
    py_Obj *r = b.oom ? py_err_nomemory(S) : py_str_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

METH(m_load_state_dict)
{
    py_Obj *a[3];
    if (py_parse_args(S, "Module.load_state_dict", args, nargs, kwnames, "state_dict,|strict,assign", a) < 0)
        return NULL;
    int strict = a[1] ? py_truthy(S, a[1]) : 1;
    int assign = a[2] ? py_truthy(S, a[2]) : 0;
    if (strict < 0 || assign < 0)
        return NULL;
    py_Obj *in = a[0];
    bool mapping = (in->type->flags & PY_TPFLAG_DICT_SUB) != 0;
    if (!mapping) {
        /* collections.abc.Mapping subclasses (registered or derived) */
        py_Obj *abc = py_import(S, py_intern(S, "collections.abc"));
        py_Obj *M = abc ? py_getattr_str(S, abc, "Mapping") : NULL;
        py_xdecref(S, abc);
        int r = M ? py_isinstance(S, in, M) : -1;
        py_xdecref(S, M);
        if (r < 0)
            return NULL;
        mapping = r;
    }
    if (!mapping) {
        py_Obj *tr = py_repr(S, (py_Obj *)in->type);
        if (tr) {
            py_err_format(S, PY_T(TypeError), "Expected state_dict to be dict-like, got %U.", tr);
            py_decref(S, tr);
        }
        return NULL;
    }
    py_Obj *missing = py_list_new(S, 0), *unexpected = py_list_new(S, 0), *errs = py_list_new(S, 0);
    py_Obj *metadata = NULL, *sd = NULL, *res = NULL;
    if (!missing || !unexpected || !errs)
        goto out;
    metadata = py_getattr_opt(S, in, NID(S, _metadata));
    if (!metadata && S->exc)
        goto out;
    if (metadata == S->None)
        py_setref(S, &metadata, NULL);
    sd = py_odict_new(S);
    if (!sd || py_dict_update(S, sd, in) < 0)
        goto out;
    if (load_rec(S, self, sd, S->empty_str, metadata, assign, missing, unexpected, errs) < 0)
        goto out;
    if (strict) {
        if (py_list_len(unexpected)) {
            py_Obj *j = join_quoted(S, unexpected);
            py_Obj *m = j ? py_str_fmt(S, "Unexpected key(s) in state_dict: %U. ", j) : NULL;
            py_xdecref(S, j);
            if (!m || py_list_insert(S, errs, 0, m) < 0) {
                py_xdecref(S, m);
                goto out;
            }
            py_decref(S, m);
        }
        if (py_list_len(missing)) {
            py_Obj *j = join_quoted(S, missing);
            py_Obj *m = j ? py_str_fmt(S, "Missing key(s) in state_dict: %U. ", j) : NULL;
            py_xdecref(S, j);
            if (!m || py_list_insert(S, errs, 0, m) < 0) {
                py_xdecref(S, m);
                goto out;
            }
            py_decref(S, m);
        }
    }
    if (py_list_len(errs)) {
        py_Obj *sep = py_str_from(S, "\n\t");
        py_Obj *j = sep ? py_str_join(S, sep, errs) : NULL;
        py_xdecref(S, sep);
        if (j) {
            py_err_format(S, PY_T(RuntimeError), "Error(s) in loading state_dict for %s:\n\t%U", self->type->name, j);
            py_decref(S, j);
        }
        goto out;
    }
    {
        py_Obj *cls = helper(S, "_IncompatibleKeys");
        if (cls) {
            res = py_call2(S, cls, missing, unexpected);
            py_decref(S, cls);
        }
    }
out:
    py_xdecref(S, missing);
    py_xdecref(S, unexpected);
    py_xdecref(S, errs);
    py_xdecref(S, metadata);
    py_xdecref(S, sd);
    return res;
}

/* ------------------------------------------------------------ _apply */

/* fn(t) with grad mode off. */
static py_Obj *apply_fn(py_State *S, py_Obj *fn, py_Obj *t)
{
    nn_State *ns = nn_state(S);
    bool ge = ns->ctx.grad_enabled;
    ns->ctx.grad_enabled = false;
    py_Obj *r = py_call1(S, fn, t);
    ns->ctx.grad_enabled = ge;
    return r;
}

METH(m_apply_fn)
{
    py_Obj *a[2];
    if (py_parse_args(S, "Module._apply", args, nargs, kwnames, "fn,|recurse", a) < 0)
        return NULL;
    py_Obj *fn = a[0];
    int recurse = a[1] ? py_truthy(S, a[1]) : 1;
    if (recurse < 0)
        return NULL;
    if (recurse) {
        py_Obj *kids = nn_module_named_children_list(S, self);
        if (!kids)
            return NULL;
        if (py_enter_recursive(S, " in Module._apply") < 0) {
            py_decref(S, kids);
            return NULL;
        }
        for (py_ssize i = 0; i < py_list_len(kids); i++) {
            py_Obj *child = py_tuple_getB(py_list_getB(kids, i), 1);
            py_Obj *r = py_call_method(S, child, NID(S, _apply), &fn, 1, NULL);
            if (!r) {
                py_leave_recursive(S);
                py_decref(S, kids);
                return NULL;
            }
            py_decref(S, r);
        }
        py_leave_recursive(S);
        py_decref(S, kids);
    }
    py_Obj *P = reg_dict(S, self, S->id._parameters);
    py_Obj *items = P ? snapshot(S, P) : NULL;
    py_xdecref(S, P);
    if (!items)
        return NULL;
    for (py_ssize i = 0; i < py_list_len(items); i++) {
        py_Obj *param = py_tuple_getB(py_list_getB(items, i), 1);
        if (param == S->None)
            continue;
        py_Obj *applied = apply_fn(S, fn, param);
        if (!applied)
            goto fail;
        py_Obj *grad = py_getattr(S, param, NID(S, grad));
        int r = grad ? py_setattr(S, param, NID(S, data), applied) : -1;
        py_decref(S, applied);
        if (r < 0) {
            py_xdecref(S, grad);
            goto fail;
        }
        if (grad != S->None) {
            py_Obj *ga = apply_fn(S, fn, grad);
            py_Obj *og = ga ? py_getattr(S, param, NID(S, grad)) : NULL;
            r = og ? py_setattr(S, og, NID(S, data), ga) : -1;
            py_xdecref(S, og);
            py_xdecref(S, ga);
            if (r < 0) {
                py_decref(S, grad);
                goto fail;
            }
        }
        py_decref(S, grad);
    }
    py_decref(S, items);
    py_Obj *B = reg_dict(S, self, S->id._buffers);
    items = B ? snapshot(S, B) : NULL;
    if (!items) {
        py_xdecref(S, B);
        return NULL;
    }
    for (py_ssize i = 0; i < py_list_len(items); i++) {
        py_Obj *it = py_list_getB(items, i);
        py_Obj *buf = py_tuple_getB(it, 1);
        if (buf == S->None)
            continue;
        py_Obj *applied = apply_fn(S, fn, buf);
        int r = applied ? py_setitem(S, B, py_tuple_getB(it, 0), applied) : -1;
        py_xdecref(S, applied);
        if (r < 0) {
            py_decref(S, B);
            goto fail;
        }
    }
    py_decref(S, B);
    py_decref(S, items);
    return py_newref(self);
fail:
    py_decref(S, items);
    return NULL;
}

/* The converters handed to _apply: a builtin function whose `self` is a
 * tuple (kind, arg1, arg2). */
enum { CV_METHOD_IF_FLOAT, CV_METHOD, CV_TO, CV_EMPTY_LIKE };

static bool is_float_tensor(py_Obj *t) { return nn_is_tensor(t) && ts_dtype_is_float(nn_tensor_of(t)->dtype); }

static py_Obj *convert_call(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (nargs != 1)
        return py_err_setstr(S, PY_T(TypeError), "convert() takes exactly one argument");
    py_Obj *t = args[0];
    int kind = (int)py_int_small(py_tuple_getB(self, 0));
    py_Obj *a1 = py_tuple_getB(self, 1), *a2 = py_tuple_getB(self, 2);
    switch (kind) {
    case CV_METHOD_IF_FLOAT:
        if (!is_float_tensor(t))
            return py_newref(t);
        return py_call_method(S, t, a1, NULL, 0, NULL);
    case CV_METHOD:
        return py_call_method(S, t, a1, a2 == S->None ? NULL : &a2, a2 == S->None ? 0 : 1, NULL);
    case CV_EMPTY_LIKE: {
        py_Obj *torch = nn_state(S)->module_torch;
        py_Obj *f = torch ? py_getattr_str(S, torch, "empty_like") : NULL;
        if (!f)
            return torch ? NULL : py_err_setstr(S, PY_T(RuntimeError), "torch is not imported");
        py_Obj *r = py_call1(S, f, t);
        py_decref(S, f);
        return r;
    }
    default: {
        /* t.to(device, dtype if floating else None) */
        py_Obj *dev = a1, *dt = is_float_tensor(t) ? a2 : S->None;
        py_Obj *xs[2];
        int n = 0;
        if (dev != S->None)
            xs[n++] = dev;
        if (dt != S->None)
            xs[n++] = dt;
        if (n == 0)
            return py_newref(t);
        return py_call_method(S, t, NID(S, to), xs, n, NULL);
    }
    }
}

static py_Obj *run_apply(py_State *S, py_Obj *self, int kind, py_Obj *a1, py_Obj *a2)
{
    py_Obj *k = py_int_from_i64(S, kind);
    py_Obj *st = k ? py_tuple_pack(S, 3, k, a1 ? a1 : S->None, a2 ? a2 : S->None) : NULL;
    py_xdecref(S, k);
    py_Obj *fn = st ? py_cfunc_new(S, "convert", convert_call, st) : NULL;
    py_xdecref(S, st);
    if (!fn)
        return NULL;
    py_Obj *r = py_call_method(S, self, NID(S, _apply), &fn, 1, NULL);
    py_decref(S, fn);
    nn_ScopeHooks *h = r && S->ext->scope ? nn_state(S)->scope : NULL;
    if (h && h->on_apply)
        h->on_apply(h->ud, S, self,
                    kind == CV_TO ? "to" : kind == CV_EMPTY_LIKE ? "to_empty" : a1 ? py_str_utf8(a1) : "?");
    return r;
}

METH(m_float)
{
    if (py_check_nargs(S, "Module.float", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return run_apply(S, self, CV_METHOD_IF_FLOAT, py_intern(S, "float"), NULL);
}
METH(m_double)
{
    if (py_check_nargs(S, "Module.double", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return run_apply(S, self, CV_METHOD_IF_FLOAT, py_intern(S, "double"), NULL);
}
METH(m_half)
{
    if (py_check_nargs(S, "Module.half", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return run_apply(S, self, CV_METHOD_IF_FLOAT, py_intern(S, "half"), NULL);
}
METH(m_bfloat16)
{
    if (py_check_nargs(S, "Module.bfloat16", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return run_apply(S, self, CV_METHOD_IF_FLOAT, py_intern(S, "bfloat16"), NULL);
}
METH(m_cpu)
{
    if (py_check_nargs(S, "Module.cpu", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return run_apply(S, self, CV_METHOD, py_intern(S, "cpu"), NULL);
}
METH(m_cuda)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.cuda", args, nargs, kwnames, "|device", a) < 0)
        return NULL;
    return run_apply(S, self, CV_METHOD, py_intern(S, "cuda"), a[0]);
}
METH(m_ipu)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.ipu", args, nargs, kwnames, "|device", a) < 0)
        return NULL;
    return run_apply(S, self, CV_METHOD, py_intern(S, "ipu"), a[0]);
}
METH(m_xpu)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.xpu", args, nargs, kwnames, "|device", a) < 0)
        return NULL;
    return run_apply(S, self, CV_METHOD, py_intern(S, "xpu"), a[0]);
}
METH(m_mtia)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.mtia", args, nargs, kwnames, "|device", a) < 0)
        return NULL;
    return run_apply(S, self, CV_METHOD, py_intern(S, "mtia"), a[0]);
}
static int nn_arg_device_ok(py_State *S, py_Obj *dev) { return 0; }

/* to_empty(*, device, recurse=True): every tensor replaced by empty_like. */
METH(m_to_empty)
{
    py_Obj *a[2];
    if (py_parse_args(S, "Module.to_empty", args, nargs, kwnames, "*,device,|recurse", a) < 0)
        return NULL;
    if (nn_arg_device_ok(S, a[0]) < 0)
        return NULL;
    return run_apply(S, self, CV_EMPTY_LIKE, NULL, NULL);
}
METH(m_type)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.type", args, nargs, kwnames, "dst_type", a) < 0)
        return NULL;
    return run_apply(S, self, CV_METHOD, py_intern(S, "type"), a[0]);
}

/* Module.to(*args, **kwargs): device / dtype / tensor / (device, dtype). */
METH(m_to)
{
    py_Obj *dev = NULL, *dt = NULL;
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nargs; i++) {
        py_Obj *o = args[i];
        if (o->type == &nn_type_dtype) {
            dt = o;
        } else if (nn_is_tensor(o)) {
            dt = nn_dtype_obj(S, nn_tensor_of(o)->dtype);
        } else if (i == 0 && o != S->None) {
            dev = o;
        } else if (o != S->None) {
            return py_err_format(S, PY_T(TypeError), "to() received an invalid combination of arguments - got (%T)",
                                 o);
        }
    }
    for (py_ssize i = 0; i < nk; i++) {
        py_Obj *k = py_tuple_getB(kwnames, i), *v = args[nargs + i];
        if (py_str_eq_c(k, "device"))
            dev = v == S->None ? NULL : v;
        else if (py_str_eq_c(k, "dtype"))
            dt = v == S->None ? NULL : v;
        else if (py_str_eq_c(k, "non_blocking") || py_str_eq_c(k, "memory_format") || py_str_eq_c(k, "copy"))
            continue;
        else
            return py_err_format(S, PY_T(TypeError), "to() got an unexpected keyword argument '%U'", k);
    }
    if (dt) {
        int d;
        if (nn_dtype_from_obj(S, dt, &d) < 0)
            return NULL;
        if (!ts_dtype_is_float((ts_DType)d)) {
            py_Obj *ds = py_str(S, dt);
            if (ds) {
                py_err_format(S, PY_T(TypeError),
                              "nn.Module.to only accepts floating point or complex dtypes, but got desired dtype=%U",
                              ds);
                py_decref(S, ds);
            }
            return NULL;
        }
    }
    return run_apply(S, self, CV_TO, dev, dt);
}

const py_MethodDef nn_module_state_methods[] = {
    {"state_dict", m_state_dict, PY_METH_INSTANCE},
    {"_save_to_state_dict", m_save_to_state_dict, PY_METH_INSTANCE},
    {"load_state_dict", m_load_state_dict, PY_METH_INSTANCE},
    {"_load_from_state_dict", m_load_from_state_dict, PY_METH_INSTANCE},
    {"_apply", m_apply_fn, PY_METH_INSTANCE},
    {"to", m_to, PY_METH_INSTANCE},
    {"float", m_float, PY_METH_INSTANCE},
    {"double", m_double, PY_METH_INSTANCE},
    {"half", m_half, PY_METH_INSTANCE},
    {"bfloat16", m_bfloat16, PY_METH_INSTANCE},
    {"cpu", m_cpu, PY_METH_INSTANCE},
    {"cuda", m_cuda, PY_METH_INSTANCE},
    {"type", m_type, PY_METH_INSTANCE},
    {"to_empty", m_to_empty, PY_METH_INSTANCE},
    {"ipu", m_ipu, PY_METH_INSTANCE},
    {"xpu", m_xpu, PY_METH_INSTANCE},
    {"mtia", m_mtia, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};
