/* nn_tensor.c — torch.Tensor and torch.nn.Parameter as
 * native types: object lifetime and identity (one Python object per
 * ts_Tensor through ts_Tensor.owner), attributes (shape, dtype, grad,
 * requires_grad, data, ...), conversions (to/float/item/tolist/...), the
 * Python protocols (len, iter, bool, int, float, index, format, hash,
 * comparisons, arithmetic operators incl. reflected and in-place), repr. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nn_glue.h"
#include "nn_torch_util.h"
#include "py_complex.h"
#include "ts_complex.h"
#include "ag.h"

/* ------------------------------------------------------------ lifetime */

py_Obj *nn_tensor_new_obj(py_State *S, py_Type *type, ts_Tensor *t)
{
    nn_TensorObj *o = (nn_TensorObj *)py_obj_alloc(S, type, type->basicsize);
    if (!o) {
        ts_release(t);
        return NULL;
    }
    o->t = t;
    o->persistent = true;
    if (!t->owner)
        t->owner = o;
    return (py_Obj *)o;
}

py_Obj *nn_tensor_wrap(py_State *S, ts_Tensor *t)
{
    if (t->owner)
        return py_newref((py_Obj *)t->owner);
    ts_retain(t);
    return nn_tensor_new_obj(S, &nn_type_Tensor, t);
}

py_Obj *nn_tensor_wrap_steal(py_State *S, ts_Tensor *t)
{
    if (t->owner) {
        py_Obj *o = py_newref((py_Obj *)t->owner);
        ts_release(t);
        return o;
    }
    return nn_tensor_new_obj(S, &nn_type_Tensor, t);
}

py_Obj *nn_tensor_list_tuple(py_State *S, ts_Tensor **ts, int64_t n)
{
    py_Obj *tup = py_tuple_new(S, (py_ssize)n);
    for (int64_t i = 0; tup && i < n; i++) {
        py_Obj *o = nn_tensor_wrap(S, ts[i]);
        if (!o) {
            py_setref(S, &tup, NULL);
            break;
        }
        ((py_Tuple *)tup)->items[i] = o;
    }
    ts_list_free(NN_CTX(S), ts, n);
    return tup;
}

static void tensor_dealloc(py_State *S, py_Obj *o)
{
    nn_TensorObj *x = (nn_TensorObj *)o;
    py_setref(S, &x->dict, NULL);
    if (x->t) {
        if (x->t->owner == x)
            x->t->owner = NULL;
        ts_release(x->t);
        x->t = NULL;
    }
    py_obj_free(S, o);
}

static int tensor_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    nn_TensorObj *x = (nn_TensorObj *)o;
    return x->dict ? visit(x->dict, arg) : 0;
}

static void tensor_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &((nn_TensorObj *)o)->dict, NULL);
}

bool nn_is_parameter(py_Obj *o) { return py_isinstance_type(o, &nn_type_Parameter); }

bool nn_is_buffer(py_Obj *o)
{
    if (!nn_is_tensor(o))
        return false;
    py_Obj *d = ((nn_TensorObj *)o)->dict;
    if (!d)
        return false;
    py_ssize pos = 0;
    py_Obj *k, *v;
    while (py_dict_next(d, &pos, &k, &v))
        if (py_str_eq_c(k, "_is_buffer"))
            return v->type == PY_T(bool) && ((py_Int *)v)->v != 0;
    return false;
}

/* Replace obj's tensor data (storage, dtype, geometry) by nt's, keeping the
 * object's identity and autograd metadata (param.data = new). */
int nn_tensor_set_data(py_State *S, py_Obj *obj, ts_Tensor *nt)
{
    ts_Tensor *t = NN_T(obj);
    if (t == nt)
        return 0;
    if (t->requires_grad && !ts_dtype_is_float(nt->dtype) && !ts_dtype_is_complex(nt->dtype)) {
        py_err_setstr(S, PY_T(RuntimeError), "data set to a tensor that requires gradients must be floating point or complex dtype");
        return -1;
    }
    nt->storage->refcnt++;
    ts_Storage *olds = t->storage;
    t->storage = nt->storage;
    if (--olds->refcnt == 0) {
        nb_free(olds->heap, olds->data, olds->nbytes);
        nb_free(olds->heap, olds, sizeof *olds);
    }
    t->dtype = nt->dtype;
    t->ndim = nt->ndim;
    for (int i = 0; i < TS_MAXDIM; i++) {
        t->shape[i] = nt->shape[i];
        t->stride[i] = nt->stride[i];
    }
    t->offset = nt->offset;
    t->is_inference = nt->is_inference;
    return 0;
}

/* ------------------------------------------------------------ construction */

const char *nn_argtype_name(py_Obj *o)
{
    if (nn_is_tensor(o))
        return py_type_issub(o->type, &nn_type_Parameter) ? "Parameter" : "Tensor";
    if (o->type == &nn_type_dtype)
        return "torch.dtype";
    if (o->type == &nn_type_device)
        return "torch.device";
    if (o->type == &nn_type_Size)
        return "torch.Size";
    if (o->type == &nn_type_Generator)
        return "torch._C.Generator";
    return o->type->flags & PY_TPFLAG_HEAPTYPE ? py_str_utf8(o->type->heapname) : o->type->name;
}

/* The "int, tuple, dtype=NoneType" inside PyTorch's "got (...)" argument summary (format_invalid_args). The
 * keywords come out of a C++ unordered_map: for the two or three keywords of real calls that is the reverse of
 * the call's order; with no positional argument each keyword is followed by ", " ("got (size=tuple, )"). */
void nn_got_args(nb_Buf *b, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nargs + nk; i++) {
        py_ssize j = i < nargs ? i : nargs + nk - 1 - (i - nargs);
        if (i)
            nb_buf_puts(b, ", ");
        if (j >= nargs) {
            nb_buf_puts(b, py_str_utf8(py_tuple_getB(kwnames, j - nargs)));
            nb_buf_puts(b, "=");
        }
        nb_buf_puts(b, nn_argtype_name(args[j]));
    }
    if (!nargs && nk)
        nb_buf_puts(b, ", ");
}

/* The legacy constructor's "invalid combination" TypeError; bad_kw names the
 * first unexpected keyword (NULL: the positional arguments did not match). */
static py_Obj *legacy_bad_args(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, const char *bad_kw)
{
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_puts(&b, "new() received an invalid combination of arguments - got (");
    nn_got_args(&b, args, nargs, kwnames);
    nb_buf_puts(&b, "), but expected one of:\n * (*, torch.device device = None)\n");
    if (bad_kw) {
        nb_buf_puts(&b, "      didn't match because some of the keywords were incorrect: ");
        nb_buf_puts(&b, bad_kw);
        nb_buf_puts(&b, "\n");
    }
    nb_buf_puts(&b, " * (torch.Storage storage)\n * (Tensor other)\n * (tuple of ints size, *, torch.device device = None)\n"
                    " * (object data, *, torch.device device = None)\n");
    py_Obj *m = py_str_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    if (m) {
        py_err_set(S, PY_T(TypeError), m);
        py_decref(S, m);
    }
    return NULL;
}

static void options_text(char *buf, size_t n, ts_DType dt)
{
    snprintf(buf, n, "TensorOptions(dtype=%s, device=cpu, layout=Strided, requires_grad=false (default), "
                     "pinned_memory=false (default), memory_format=(nullopt))", ts_dtype_cname(dt));
}

/* The legacy constructor's tensor from an ndarray's (or a list of
 * ndarrays') tensor `nd` (a new reference, released here): its values in
 * the class's dtype. */
static py_Obj *legacy_from_array(py_State *S, py_Type *type, py_Obj *nd, int dtype)
{
    ts_Tensor *t = NULL;
    nb_Status st = ts_to_dtype(NN_CTX(S), NN_T(nd), (ts_DType)dtype, true, &t);
    py_decref(S, nd);
    NN_TRY(S, st);
    return nn_tensor_new_obj(S, type, t);
}

/* torch.Tensor(*sizes) / torch.Tensor(data) / torch.FloatTensor(...): the
 * legacy constructor (no args: empty; a Tensor of the same dtype: itself;
 * ints or a torch.Size: that shape (zero-filled); other data: copied). */
py_Obj *nn_legacy_new(py_State *S, py_Type *type, int dtype, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    /* torch.Tensor(t) aliases a tensor of any dtype; the typed classes insist */
    bool any_dtype = dtype < 0;
    if (any_dtype)
        dtype = nn_state(S)->default_dtype;
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nk; i++) {
        py_Obj *k = py_tuple_getB(kwnames, i);
        if (!py_str_eq_c(k, "device"))
            return legacy_bad_args(S, args, nargs, kwnames, py_str_utf8(k));
        if (nn_arg_device(S, args[nargs + i]) < 0)
            return NULL;
    }
    ts_Tensor *t = NULL;
    if (nargs == 1 && nn_is_tensor(args[0])) {
        ts_Tensor *o = NN_T(args[0]);
        if ((int)o->dtype != dtype && !any_dtype) {
            char want[200], got[200];
            options_text(want, sizeof want, (ts_DType)dtype);
            options_text(got, sizeof got, o->dtype);
            return py_err_format(S, PY_T(TypeError), "expected %s (got %s)", want, got);
        }
        ts_Tensor *al;   /* a new tensor object sharing the storage */
        NN_TRY(S, o->requires_grad ? ts_view(NN_CTX(S), o, o->ndim, o->shape, &al) : ts_data_alias(NN_CTX(S), o, &al));
        if (al->grad_fn && al->grad_fn != o->grad_fn)
            al->grad_fn->name = "AliasBackward0";   /* PyTorch records alias(t) */
        return nn_tensor_new_obj(S, type, al);
    }
    bool is_size = nargs >= 1 && ((py_isinstance_type(args[0], PY_T(int)) && args[0]->type != PY_T(bool)) ||
                                  (nargs == 1 && py_isinstance_type(args[0], &nn_type_Size)));
    if (nargs == 1 && !is_size) {
        py_Obj *d = args[0];
        bool seq = d->type == PY_T(range) || (d->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB));

        if (py_isinstance_type(d, PY_T(str)))
            return py_err_setstr(S, PY_T(TypeError), "new(): invalid data type 'str'");
        py_Obj *nd = seq ? NULL : nn_ndarray_tensor(S, d);
        if (nd)     /* an ndarray: its values, converted to the class's dtype */
            return legacy_from_array(S, type, nd, dtype);
        if (py_err_occurred(S))
            return NULL;
        if (!seq && !py_isinstance_type(d, PY_T(dict)) && py_type_lookupB(d->type, py_intern(S, "__getitem__")) &&
            py_type_lookupB(d->type, py_intern(S, "__len__"))) {
            /* another sequence (a deque): as the list of its items */
            py_Obj *l = py_seq_list(S, d);
            py_Obj *r = l ? nn_legacy_new(S, type, dtype, &l, 1, kwnames) : NULL;
            py_xdecref(S, l);
            return r;
        }
        if (!seq)
            return py_err_format(S, PY_T(TypeError), "new(): data must be a sequence (got %s)", nn_argtype_name(d));
        nd = nn_ndarray_list(S, d, false);   /* a list of ndarrays goes through numpy.array */
        if (nd)
            return legacy_from_array(S, type, nd, dtype);
        if (py_err_occurred(S))
            return NULL;
        t = nn_tensor_from_data(S, d, dtype);
        if (!t) {
            /* the legacy path stores leaves without inferring a dtype first */
            if (py_err_matches(S, PY_T(TypeError))) {
                py_Obj *e = py_err_fetch(S);
                py_Obj *m = e ? py_str(S, e) : NULL;
                const char *pre = "new(): invalid data type '";
                if (m && strncmp(py_str_utf8(m), pre, strlen(pre)) == 0) {
                    char tn[128];
                    snprintf(tn, sizeof tn, "%s", py_str_utf8(m) + strlen(pre));
                    if (*tn)
                        tn[strlen(tn) - 1] = 0;   /* the closing quote */
                    py_err_format(S, PY_T(TypeError), "must be real number, not %s", tn);
                } else if (e) {
                    py_err_raise(S, py_newref(e));
                }
                py_xdecref(S, m);
                py_xdecref(S, e);
            }
            return NULL;
        }
        return nn_tensor_new_obj(S, type, t);
    }
    if (nargs > 1 && !is_size)
        return legacy_bad_args(S, args, nargs, kwnames, NULL);
    int ndim = 0;
    int64_t shape[TS_MAXDIM];
    if (nargs == 0) {
        ndim = 1;
        shape[0] = 0;
    } else if (nn_arg_shape(S, args, nargs, "new", &ndim, shape) < 0) {
        return NULL;
    }
    for (int i = 0; i < ndim; i++)
        if (shape[i] < 0) {
            nb_Buf b;
            nb_buf_init(&b, &S->heap);
            nb_buf_puts(&b, "[");
            for (int k = 0; k < ndim; k++) {
                char num[32];
                snprintf(num, sizeof num, k ? ", %lld" : "%lld", (long long)shape[k]);
                nb_buf_puts(&b, num);
            }
            nb_buf_puts(&b, "]");
            nb_buf_append(&b, "", 1);
            py_err_format(S, PY_T(RuntimeError), "Trying to create tensor with negative dimension %lld: %s",
                          (long long)shape[i], b.data);
            nb_buf_free(&b);
            return NULL;
        }
    NN_TRY(S, ts_zeros(NN_CTX(S), ndim, shape, (ts_DType)dtype, &t));
    return nn_tensor_new_obj(S, type, t);
}

static py_Obj *tensor_new(py_State *S, py_Type *type, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return nn_legacy_new(S, type, -1, args, nargs, kwnames);
}

static int tensor_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return 0;
}

/* Parameter(data=None, requires_grad=True): shares data's storage, always a leaf. */
static py_Obj *param_new(py_State *S, py_Type *type, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "Parameter", args, nargs, kwnames, "|data,requires_grad", a) < 0)
        return NULL;
    bool rg = true;
    if (a[1] && nn_arg_bool(S, a[1], "requires_grad", &rg) < 0)
        return NULL;
    ts_Tensor *t;
    if (!a[0] || a[0] == S->None) {
        int64_t z = 0;
        NN_TRY(S, ts_empty(NN_CTX(S), 1, &z, (ts_DType)nn_state(S)->default_dtype, &t));
    } else if (nn_is_tensor(a[0])) {
        NN_TRY(S, ts_detach(NN_CTX(S), NN_T(a[0]), &t));
    } else {
        return py_err_format(S, PY_T(TypeError), "Parameter.__new__() argument 'data' must be Tensor, not %T", a[0]);
    }
    nb_Status st = ts_set_requires_grad(NN_CTX(S), t, rg);
    if (st != NB_OK) {
        ts_release(t);
        return nn_raise_status(S, st);
    }
    t->is_param = true;
    return nn_tensor_new_obj(S, type, t);
}

/* ------------------------------------------------------------ repr */

py_Obj *nn_tensor_repr(py_State *S, py_Obj *self)
{
    nn_State *st = nn_state(S);
    ts_Tensor *t = NN_T(self);
    ts_PrintSuffix sx;
    ts_print_suffix_default(&sx);
    char prefix[128];
    py_Type *ty = self->type;
    bool is_param = py_type_issub(ty, &nn_type_Parameter);
    if (ty != &nn_type_Tensor && !is_param) {
        snprintf(prefix, sizeof prefix, "%s(", ty->name);
        sx.prefix = prefix;
    }
    sx.parameter = is_param;
    sx.requires_grad = t->requires_grad;
    sx.grad_fn = ts_grad_fn_name(t);
    sx.default_dtype = (ts_DType)st->default_dtype;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_Status s = ts_print_tensor(t->dtype, t->ndim, t->shape, t->stride, ts_data(t), &st->print, &sx, &b);
    if (s != NB_OK) {
        nb_buf_free(&b);
        return py_err_nomemory(S);
    }
    py_Obj *r = py_str_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

/* ------------------------------------------------------------ attributes */

static py_Obj *g_shape(py_State *S, py_Obj *o) { return nn_size_new(S, NN_T(o)->ndim, NN_T(o)->shape); }
static py_Obj *g_dtype(py_State *S, py_Obj *o) { return py_newref(nn_dtype_obj(S, NN_T(o)->dtype)); }
static py_Obj *g_device(py_State *S, py_Obj *o) { return py_newref(nn_glue(S)->cpu_device); }
static py_Obj *g_is_leaf(py_State *S, py_Obj *o) { return PY_BOOL(S, ts_is_leaf(NN_T(o))); }
static py_Obj *g_retains_grad(py_State *S, py_Obj *o)
{
    ts_Tensor *t = NN_T(o);
    return PY_BOOL(S, !ts_is_leaf(t) && t->retains_grad);
}
static py_Obj *g_ndim(py_State *S, py_Obj *o) { return py_int_from_i64(S, NN_T(o)->ndim); }
static py_Obj *g_false(py_State *S, py_Obj *o) { return PY_BOOL(S, false); }
static py_Obj *g_true(py_State *S, py_Obj *o) { return PY_BOOL(S, true); }
static py_Obj *g_version(py_State *S, py_Obj *o) { return py_int_from_i64(S, ts_version(NN_T(o))); }
static py_Obj *g_output_nr(py_State *S, py_Obj *o) { return py_int_from_i64(S, NN_T(o)->output_nr); }
static py_Obj *g_itemsize(py_State *S, py_Obj *o) { return py_int_from_i64(S, (int64_t)ts_dtype_size(NN_T(o)->dtype)); }
static py_Obj *g_nbytes(py_State *S, py_Obj *o)
{
    return py_int_from_i64(S, ts_numel(NN_T(o)) * (int64_t)ts_dtype_size(NN_T(o)->dtype));
}
static py_Obj *g_requires_grad(py_State *S, py_Obj *o) { return PY_BOOL(S, NN_T(o)->requires_grad); }
static int s_requires_grad(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v) {
        py_err_setstr(S, PY_T(TypeError), "can't delete requires_grad");
        return -1;
    }
    bool b;
    if (v->type != PY_T(bool)) {
        py_err_setstr(S, PY_T(RuntimeError), "requires_grad must be a bool");
        return -1;
    }
    b = v == S->True;
    if (b && !ts_dtype_is_float(NN_T(o)->dtype) && !ts_dtype_is_complex(NN_T(o)->dtype)) {
        py_err_setstr(S, PY_T(RuntimeError), "only Tensors of floating point and complex dtype can require gradients");
        return -1;
    }
    if (b && NN_T(o)->is_inference && !NN_CTX(S)->inference_mode) {
        py_err_setstr(S, PY_T(RuntimeError), "Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.");
        return -1;
    }
    NN_TRYI(S, ts_set_requires_grad(NN_CTX(S), NN_T(o), b));
    return 0;
}

static const char nonleaf_grad_msg[] =
    "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad attribute won't be "
    "populated during autograd.backward(). If you indeed want the .grad field to be populated for a non-leaf "
    "Tensor, use .retain_grad() on the non-leaf Tensor. If you access the non-leaf Tensor by mistake, make sure "
    "you access the leaf Tensor instead. See github.com/pytorch/pytorch/pull/30531 for more informations. "
    "(Triggered internally at ./build/aten/src/ATen/core/TensorBody.h:489.)";

static py_Obj *g_grad(py_State *S, py_Obj *o)
{
    ts_Tensor *t = NN_T(o);
    if (!ts_is_leaf(t) && !t->retains_grad && !t->grad) {
        if (py_warn(S, PY_T(UserWarning), nonleaf_grad_msg) < 0)
            return NULL;
    }
    return t->grad ? nn_tensor_wrap(S, t->grad) : PY_NONE(S);
}
static int s_grad(py_State *S, py_Obj *o, py_Obj *v)
{
    if (v && v != S->None && !nn_is_tensor(v)) {
        py_err_format(S, PY_T(TypeError), "assigned grad expected to be a Tensor or None but got grad of type %T", v);
        return -1;
    }
    NN_TRYI(S, ts_set_grad(NN_CTX(S), NN_T(o), (v && v != S->None) ? NN_T(v) : NULL));
    return 0;
}
static py_Obj *g_grad_fn(py_State *S, py_Obj *o)
{
    ts_Tensor *t = NN_T(o);
    NN_TRY(S, ts_view_refresh_grad(NN_CTX(S), t));
    return t->grad_fn ? nn_node_obj(S, t->grad_fn) : PY_NONE(S);
}
static py_Obj *g_data(py_State *S, py_Obj *o)
{
    ts_Tensor *r;
    NN_TRY(S, ts_data_alias(NN_CTX(S), NN_T(o), &r));
    return nn_tensor_wrap_steal(S, r);
}
static int s_data(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v || !nn_is_tensor(v)) {
        py_err_format(S, PY_T(TypeError), "Variable data has to be a tensor, but got %T", v ? v : S->None);
        return -1;
    }
    return nn_tensor_set_data(S, o, NN_T(v));
}
static py_Obj *view_op(py_State *S, py_Obj *o, nb_Status (*f)(ts_Ctx *, ts_Tensor *, ts_Tensor **))
{
    ts_Tensor *r;
    NN_TRY(S, f(NN_CTX(S), NN_T(o), &r));
    return nn_tensor_wrap_steal(S, r);
}
/* x.T: deprecated (warned once per process, as TORCH_WARN_ONCE) unless 2-d. */
static py_Obj *g_T(py_State *S, py_Obj *o)
{
    int nd = NN_T(o)->ndim;
    if (nd == 0 && nn_warn_once(S, "T0", "Tensor.T is deprecated on 0-D tensors. This function is the identity in "
                                          "these cases. (Triggered internally at "
                                          "./aten/src/ATen/native/TensorShape.cpp:3733.)") < 0)
        return NULL;
    if (nd != 0 && nd != 2 &&
        nn_warn_once(S, "T", "The use of `x.T` on tensors of dimension other than 2 to reverse their shape is "
                             "deprecated and it will throw an error in a future release. Consider `x.mT` to transpose "
                             "batches of matrices or `x.permute(*torch.arange(x.ndim - 1, -1, -1))` to reverse the "
                             "dimensions of a tensor. (Triggered internally at "
                             "./aten/src/ATen/native/TensorShape.cpp:3725.)") < 0)
        return NULL;
    return view_op(S, o, ts_T);
}
static py_Obj *g_real(py_State *S, py_Obj *o) { return nn_complex_part(S, o, false); }
static py_Obj *g_imag(py_State *S, py_Obj *o) { return nn_complex_part(S, o, true); }
static py_Obj *g_mT(py_State *S, py_Obj *o) { return view_op(S, o, ts_mT); }
static py_Obj *g_layout(py_State *S, py_Obj *o) { return py_getattr_str(S, nn_state(S)->module_torch, "strided"); }
/* names: one None per dimension (no named tensors here) */
static py_Obj *g_names(py_State *S, py_Obj *o)
{
    int nd = NN_T(o)->ndim;
    py_Obj *t = py_tuple_new(S, nd);
    for (int i = 0; t && i < nd; i++)
        ((py_Tuple *)t)->items[i] = PY_NONE(S);
    return t;
}

/* Read-only attributes say what PyTorch says (the C base class's name). */
#define RO(n) \
    static int ro_##n(py_State *S, py_Obj *o, py_Obj *v) \
    { \
        py_err_setstr(S, PY_T(AttributeError), "attribute '" #n "' of 'torch._C.TensorBase' objects is not writable"); \
        return -1; \
    }
RO(shape) RO(dtype) RO(device) RO(is_leaf) RO(ndim) RO(T) RO(mT) RO(grad_fn) RO(layout) RO(is_cuda)
#undef RO

static const py_GetSetDef tensor_getset[] = {
    {"shape", g_shape, ro_shape},
    {"dtype", g_dtype, ro_dtype},
    {"device", g_device, ro_device},
    {"is_leaf", g_is_leaf, ro_is_leaf},
    {"retains_grad", g_retains_grad, NULL},
    {"requires_grad", g_requires_grad, s_requires_grad},
    {"grad", g_grad, s_grad},
    {"grad_fn", g_grad_fn, ro_grad_fn},
    {"data", g_data, s_data},
    {"ndim", g_ndim, ro_ndim},
    {"T", g_T, ro_T},
    {"real", g_real, NULL},
    {"imag", g_imag, NULL},
    {"mT", g_mT, ro_mT},
    {"H", g_T, NULL},
    {"mH", g_mT, NULL},
    {"is_cuda", g_false, ro_is_cuda},
    {"is_xpu", g_false, NULL},
    {"is_sparse", g_false, NULL},
    {"is_quantized", g_false, NULL},
    {"is_meta", g_false, NULL},
    {"is_mps", g_false, NULL},
    {"is_nested", g_false, NULL},
    {"is_cpu", g_true, NULL},
    {"_version", g_version, NULL},
    {"output_nr", g_output_nr, NULL},
    {"itemsize", g_itemsize, NULL},
    {"nbytes", g_nbytes, NULL},
    {"layout", g_layout, ro_layout},
    {"names", g_names, NULL},
    {NULL, NULL, NULL},
};

/* ------------------------------------------------------------ protocols */

static py_ssize tensor_len(py_State *S, py_Obj *o)
{
    ts_Tensor *t = NN_T(o);
    if (t->ndim == 0) {
        py_err_setstr(S, PY_T(TypeError), "len() of a 0-d tensor");
        return -1;
    }
    return (py_ssize)t->shape[0];
}

static py_Obj *tensor_iter(py_State *S, py_Obj *o)
{
    ts_Tensor *t = NN_T(o);
    if (t->ndim == 0)
        return py_err_setstr(S, PY_T(TypeError), "iteration over a 0-d tensor");
    ts_Tensor **parts;
    int64_t n;
    NN_TRY(S, ts_unbind(NN_CTX(S), t, 0, &parts, &n));
    py_Obj *tup = nn_tensor_list_tuple(S, parts, n);
    if (!tup)
        return NULL;
    py_Obj *it = py_iter(S, tup);
    py_decref(S, tup);
    return it;
}

static int tensor_bool(py_State *S, py_Obj *o)
{
    ts_Tensor *t = NN_T(o);
    int64_t n = ts_numel(t);
    if (n == 0) {
        py_err_setstr(S, PY_T(RuntimeError), "Boolean value of Tensor with no values is ambiguous");
        return -1;
    }
    if (n > 1) {
        py_err_setstr(S, PY_T(RuntimeError), "Boolean value of Tensor with more than one value is ambiguous");
        return -1;
    }
    if (ts_dtype_is_complex(t->dtype)) {
        double re, im;
        ts_complex_get(t, 0, &re, &im);
        return re != 0.0 || im != 0.0;
    }
    return ts_get_flat_f(t, 0) != 0.0;
}

static int one_scalar(py_State *S, py_Obj *o, ts_Scalar *s)
{
    ts_Tensor *t = NN_T(o);
    if (ts_numel(t) != 1) {
        py_err_setstr(S, PY_T(ValueError), "only one element tensors can be converted to Python scalars");
        return -1;
    }
    *s = ts_get_flat(t, 0);
    return 0;
}

static py_Obj *tensor_int(py_State *S, py_Obj *o)
{
    ts_Scalar s;
    if (ts_dtype_is_complex(NN_T(o)->dtype) && ts_numel(NN_T(o)) == 1)
        return nn_complex_to_real(S, NN_T(o), 'i');
    if (one_scalar(S, o, &s) < 0)
        return NULL;
    if (s.type == TS_FLOAT64)
        return py_int_from_double(S, s.v.d);
    return py_int_from_i64(S, ts_sc_to_i(s));
}

static py_Obj *tensor_float(py_State *S, py_Obj *o)
{
    ts_Scalar s;
    if (ts_dtype_is_complex(NN_T(o)->dtype) && ts_numel(NN_T(o)) == 1)
        return nn_complex_to_real(S, NN_T(o), 'f');
    if (one_scalar(S, o, &s) < 0)
        return NULL;
    return py_float_new(S, ts_sc_to_f(s));
}

static py_Obj *tensor_index(py_State *S, py_Obj *o)
{
    ts_Tensor *t = NN_T(o);
    if (ts_numel(t) != 1 || ts_dtype_is_float(t->dtype) || ts_dtype_is_complex(t->dtype))
        return py_err_setstr(S, PY_T(TypeError), "only integer tensors of a single element can be converted to an index");
    return py_int_from_i64(S, ts_sc_to_i(ts_get_flat(t, 0)));
}

/* `v in t`: (t == v).any() for tensors and numbers, RuntimeError otherwise. */
static int tensor_contains(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!nn_is_tensor(v) && !nn_is_number(v) && !py_is_complex(v)) {
        py_Obj *tr = py_repr(S, (py_Obj *)v->type);
        if (tr) {
            py_err_format(S, PY_T(RuntimeError),
                          "Tensor.__contains__ only supports Tensor or scalar, but you passed in a %U.", tr);
            py_decref(S, tr);
        }
        return -1;
    }
    py_Obj *eq = py_richcompare(S, v, o, PY_EQ);   /* element == self, as PyTorch */
    if (!eq)
        return -1;
    if (!nn_is_tensor(eq)) {
        int r = py_truthy(S, eq);
        py_decref(S, eq);
        return r;
    }
    ts_Tensor *t = NN_T(eq);
    int64_t n = ts_numel(t);
    int r = 0;
    for (int64_t i = 0; i < n && !r; i++)
        r = ts_get_flat_f(t, i) != 0.0;
    py_decref(S, eq);
    return r;
}

static py_hash tensor_hash(py_State *S, py_Obj *o) { return (py_hash)((uintptr_t)o >> 4); }

/* Binary operator on (tensor, x) or (x, tensor), reflected when the tensor is
 * on the right, as torch's Tensor.__radd__ etc. */
static py_Obj *binop(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    ts_Ctx *c = NN_CTX(S);
    if (nn_is_complex_tensor(a) || nn_is_complex_tensor(b) || py_is_complex(a) || py_is_complex(b))
        return nn_complex_binop(S, a, b, op);
    bool refl = !nn_is_tensor(a);
    py_Obj *other = refl ? a : b;
    ts_Tensor *x = NN_T(refl ? b : a);
    if (!nn_is_tensor(other) && !nn_is_number(other))
        return py_newref(S->NotImplemented);
    ts_Tensor *y;
    if (nn_as_tensor_operand(S, other, "other", &y) < 0)
        return NULL;
    ts_Tensor *r = NULL;
    nb_Status st = NB_OK;
    ts_Scalar sc;
    switch (op) {
    case PY_OP_ADD: st = refl ? ts_binary(c, TS_ADD, x, y, &r) : ts_binary(c, TS_ADD, x, y, &r); break;
    case PY_OP_MUL: st = ts_binary(c, TS_MUL, x, y, &r); break;
    case PY_OP_SUB:
        if (refl) {
            sc = ts_get_flat(y, 0);
            st = ts_rsub_scalar(c, x, sc, &r);
        } else {
            st = ts_binary(c, TS_SUB, x, y, &r);
        }
        break;
    case PY_OP_TRUEDIV:
        if (refl) {
            ts_Tensor *rec;
            st = ts_unary(c, TS_RECIPROCAL, x, &rec);
            if (st == NB_OK) {
                st = ts_binary(c, TS_MUL, rec, y, &r);
                ts_release(rec);
            }
        } else {
            st = ts_binary(c, TS_DIV, x, y, &r);
        }
        break;
    case PY_OP_FLOORDIV: st = refl ? ts_binary(c, TS_FLOOR_DIVIDE, y, x, &r) : ts_binary(c, TS_FLOOR_DIVIDE, x, y, &r); break;
    case PY_OP_MOD: st = refl ? ts_binary(c, TS_REMAINDER, y, x, &r) : ts_binary(c, TS_REMAINDER, x, y, &r); break;
    case PY_OP_POW:
        if (refl)
            st = ts_rpow_scalar(c, ts_get_flat(y, 0), x, &r);
        else if (!nn_is_tensor(other))
            st = ts_pow_scalar(c, x, ts_get_flat(y, 0), &r);
        else
            st = ts_binary(c, TS_POW, x, y, &r);
        break;
    case PY_OP_MATMUL:
        if (!nn_is_tensor(other)) {
            ts_release(y);
            return py_newref(S->NotImplemented);
        }
        st = refl ? ts_matmul(c, y, x, &r) : ts_matmul(c, x, y, &r);
        break;
    case PY_OP_AND: st = ts_binary(c, TS_BITAND, x, y, &r); break;
    case PY_OP_OR: st = ts_binary(c, TS_BITOR, x, y, &r); break;
    case PY_OP_XOR: st = ts_binary(c, TS_BITXOR, x, y, &r); break;
    case PY_OP_LSHIFT: st = refl ? ts_binary(c, TS_LSHIFT, y, x, &r) : ts_binary(c, TS_LSHIFT, x, y, &r); break;
    case PY_OP_RSHIFT: st = refl ? ts_binary(c, TS_RSHIFT, y, x, &r) : ts_binary(c, TS_RSHIFT, x, y, &r); break;
    default:
        ts_release(y);
        return py_newref(S->NotImplemented);
    }
    ts_release(y);
    NN_TRY(S, st);
    return nn_tensor_wrap_steal(S, r);
}

/* In-place operator: x op= y modifies x and returns it. */
static py_Obj *ibinop(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!nn_is_tensor(a))
        return py_newref(S->NotImplemented);
    if (!nn_is_tensor(b) && !nn_is_number(b) && !py_is_complex(b))
        return py_newref(S->NotImplemented);
    if (nn_is_complex_tensor(a) || nn_is_complex_tensor(b) || py_is_complex(b)) {
        if (op == PY_OP_ADD || op == PY_OP_SUB || op == PY_OP_MUL || op == PY_OP_TRUEDIV)
            return nn_complex_inplace(S, a, op == PY_OP_ADD ? '+' : op == PY_OP_SUB ? '-' : op == PY_OP_MUL ? '*' : '/', b, 1.0);
        return nn_complex_refuse(S, "in-place arithmetic");
    }
    static const int map[PY_NBINOP] = {
        [PY_OP_ADD] = TS_ADD, [PY_OP_SUB] = TS_SUB, [PY_OP_MUL] = TS_MUL, [PY_OP_MATMUL] = -1,
        [PY_OP_TRUEDIV] = TS_DIV, [PY_OP_FLOORDIV] = TS_FLOOR_DIVIDE, [PY_OP_MOD] = TS_REMAINDER,
        [PY_OP_POW] = TS_POW, [PY_OP_LSHIFT] = TS_LSHIFT, [PY_OP_RSHIFT] = TS_RSHIFT, [PY_OP_AND] = TS_BITAND,
        [PY_OP_XOR] = TS_BITXOR, [PY_OP_OR] = TS_BITOR,
    };
    if (map[op] < 0)
        return binop(S, a, b, op);
    ts_Tensor *y;
    if (nn_as_tensor_operand(S, b, "other", &y) < 0)
        return NULL;
    nb_Status st = ts_binary_(NN_CTX(S), (ts_BinOp)map[op], NN_T(a), y);
    ts_release(y);
    NN_TRY(S, st);
    return py_newref(a);
}

#define BIN(name, op) \
    static py_Obj *name(py_State *S, py_Obj *a, py_Obj *b) { return binop(S, a, b, op); } \
    static py_Obj *i##name(py_State *S, py_Obj *a, py_Obj *b) { return ibinop(S, a, b, op); }
BIN(nb_add, PY_OP_ADD) BIN(nb_sub, PY_OP_SUB) BIN(nb_mul, PY_OP_MUL) BIN(nb_matmul, PY_OP_MATMUL)
BIN(nb_truediv, PY_OP_TRUEDIV) BIN(nb_floordiv, PY_OP_FLOORDIV) BIN(nb_mod, PY_OP_MOD) BIN(nb_pow, PY_OP_POW)
BIN(nb_lshift, PY_OP_LSHIFT) BIN(nb_rshift, PY_OP_RSHIFT) BIN(nb_and, PY_OP_AND) BIN(nb_xor, PY_OP_XOR)
BIN(nb_or, PY_OP_OR)

static py_Obj *unop(py_State *S, py_Obj *a, ts_UnOp op)
{
    if (nn_is_complex_tensor(a))
        return op == TS_ABS ? nn_complex_abs(S, a) : op == TS_NEG ? nn_complex_unary(S, a, 'n')
               : nn_complex_refuse(S, "~ (operator.invert)");
    ts_Tensor *r;
    NN_TRY(S, ts_unary(NN_CTX(S), op, NN_T(a), &r));
    return nn_tensor_wrap_steal(S, r);
}
static py_Obj *nb_neg(py_State *S, py_Obj *a) { return unop(S, a, TS_NEG); }
static py_Obj *nb_abs(py_State *S, py_Obj *a) { return unop(S, a, TS_ABS); }
static py_Obj *nb_invert(py_State *S, py_Obj *a)
{
    if (ts_dtype_is_float(NN_T(a)->dtype))
        return py_err_setstr(S, PY_T(TypeError), "~ (operator.invert) is only implemented on integer and Boolean-type tensors");
    return unop(S, a, NN_T(a)->dtype == TS_BOOL ? TS_LOGICAL_NOT : TS_BITNOT);
}
static py_Obj *nb_pos(py_State *S, py_Obj *a) { return py_newref(a); }

static py_Obj *tensor_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!nn_is_tensor(a) || (!nn_is_tensor(b) && !nn_is_number(b) && !py_is_complex(b)))
        return py_newref(S->NotImplemented);
    static const ts_BinOp map[] = {[PY_LT] = TS_LT, [PY_LE] = TS_LE, [PY_EQ] = TS_EQ,
                                   [PY_NE] = TS_NE, [PY_GT] = TS_GT, [PY_GE] = TS_GE};
    if (nn_is_complex_tensor(a) || nn_is_complex_tensor(b) || py_is_complex(b)) {
        static const char *const kern[] = {[PY_LT] = "lt_cpu", [PY_LE] = "le_cpu", [PY_GT] = "gt_cpu", [PY_GE] = "ge_cpu"};
        if (op == PY_EQ || op == PY_NE)
            return nn_complex_cmp(S, a, b, op == PY_NE);
        return nn_complex_torch_refuse(S, kern[op], nn_is_complex_tensor(a) ? NN_T(a)->dtype : NN_T(b)->dtype);
    }
    ts_Tensor *y, *r;
    if (nn_as_tensor_operand(S, b, "other", &y) < 0)
        return NULL;
    nb_Status st = ts_binary(NN_CTX(S), map[op], NN_T(a), y, &r);
    ts_release(y);
    NN_TRY(S, st);
    return nn_tensor_wrap_steal(S, r);
}

static py_Obj *tensor_str(py_State *S, py_Obj *o) { return nn_tensor_repr(S, o); }

/* ------------------------------------------------------------ the types */

py_Type nn_type_Tensor = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Tensor",
    .module = "torch",
    .basicsize = sizeof(nn_TensorObj),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC | NN_TPFLAG_TENSOR | PY_TPFLAG_NO_DIVMOD | PY_TPFLAG_CLASS_ASSIGN,
    .dictoffset = offsetof(nn_TensorObj, dict),
    .methods = nn_tensor_methods,
    .getset = tensor_getset,
    .dealloc = tensor_dealloc,
    .traverse = tensor_traverse,
    .clear = tensor_clear,
    .tp_new = tensor_new,
    .tp_init = tensor_init,
    .repr = nn_tensor_repr,
    .str = tensor_str,
    .hash = tensor_hash,
    .richcmp = tensor_richcmp,
    .iter = tensor_iter,
    .nb = {nb_add, nb_sub, nb_mul, nb_matmul, nb_truediv, nb_floordiv, nb_mod, nb_pow, nb_lshift, nb_rshift,
           nb_and, nb_xor, nb_or},
    .nb_inplace = {inb_add, inb_sub, inb_mul, inb_matmul, inb_truediv, inb_floordiv, inb_mod, inb_pow,
                   inb_lshift, inb_rshift, inb_and, inb_xor, inb_or},
    .nb_neg = nb_neg,
    .nb_pos = nb_pos,
    .nb_invert = nb_invert,
    .nb_abs = nb_abs,
    .nb_bool = tensor_bool,
    .nb_int = tensor_int,
    .nb_float = tensor_float,
    .nb_index = tensor_index,
    .len = tensor_len,
    .getitem = nn_tensor_getitem,
    .setitem = nn_tensor_setitem,
    .contains = tensor_contains,
};

py_Type nn_type_Parameter = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Parameter",
    .module = "torch.nn.parameter",
    .basicsize = sizeof(nn_TensorObj),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC | NN_TPFLAG_TENSOR | PY_TPFLAG_NO_DIVMOD | PY_TPFLAG_CLASS_ASSIGN,
    .base = &nn_type_Tensor,
    .dictoffset = offsetof(nn_TensorObj, dict),
    .tp_new = param_new,
    .tp_init = tensor_init,
};

