/* nn_torch_create.c — tensor creation: torch.tensor (nested-data parsing
 * with PyTorch's dtype inference bool < int64 < default float), as_tensor,
 * zeros/ones/full/empty/eye/arange/linspace and the *_like forms, and the
 * random functions on the PyTorch-exact generator (rand, randn, randint,
 * normal, bernoulli, in-place uniform_/normal_/random_/...), torch.Generator
 * and seed / initial_seed / rng state (torch.manual_seed, Generator.manual_seed
 * and set_state, randperm and multinomial are in nn_math_random.c). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nn_glue.h"
#include "nn_torch_util.h"
#include "ag.h"
#include "py_complex.h"
#include "ts_complex.h"

#define F(n) static py_Obj *n(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)

/* ------------------------------------------------------------ data parsing */

typedef struct Parse {
    int ndim;
    int64_t shape[TS_MAXDIM];
    int kind;               /* 0 bool, 1 int, 2 float, 3 complex */
    int64_t n, cap;
    double *f;              /* values as double (kind 2, real parts for 3) */
    double *im;             /* imaginary parts (allocated once a complex leaf is seen) */
    int64_t *i;             /* values as int64 (kind 0/1) */
} Parse;

static bool is_seq(py_Obj *o) { return (o->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB)) != 0; }
static py_ssize seq_len(py_Obj *o) { return (o->type->flags & PY_TPFLAG_LIST_SUB) ? py_list_len(o) : py_tuple_len(o); }
static py_Obj *seq_item(py_Obj *o, py_ssize i)
{
    return (o->type->flags & PY_TPFLAG_LIST_SUB) ? py_list_getB(o, i) : py_tuple_getB(o, i);
}

/* First pass: shape from the first element at each level. As in PyTorch's compute_sizes, a tensor inside
 * a list is a leaf (a scalar: it must hold one element); only a tensor given as the data itself adds its
 * dimensions. */
static int infer_shape(py_State *S, py_Obj *o, Parse *p)
{
    p->ndim = 0;
    py_Obj *top = o;
    while (is_seq(o)) {
        if (p->ndim >= TS_MAXDIM) {
            py_err_setstr(S, PY_T(ValueError), "too many dimensions");
            return -1;
        }
        py_ssize n = seq_len(o);
        p->shape[p->ndim++] = n;
        if (n == 0)
            break;
        o = seq_item(o, 0);
    }
    if (o == top && nn_is_tensor(o)) {
        ts_Tensor *t = NN_T(o);
        for (int d = 0; d < t->ndim; d++) {
            if (p->ndim >= TS_MAXDIM) {
                py_err_setstr(S, PY_T(ValueError), "too many dimensions");
                return -1;
            }
            p->shape[p->ndim++] = t->shape[d];
        }
    }
    return 0;
}

static int push(py_State *S, Parse *p, double f, int64_t i, int kind)
{
    if (p->n == p->cap) {
        int64_t nc = p->cap ? p->cap * 2 : 16;
        double *nf = py_realloc(S, p->f, (size_t)p->cap * sizeof(double), (size_t)nc * sizeof(double));
        if (!nf)
            return -1;
        p->f = nf;
        int64_t *ni = py_realloc(S, p->i, (size_t)p->cap * sizeof(int64_t), (size_t)nc * sizeof(int64_t));
        if (!ni)
            return -1;
        p->i = ni;
        if (p->im) {
            double *nm = py_realloc(S, p->im, (size_t)p->cap * sizeof(double), (size_t)nc * sizeof(double));
            if (!nm)
                return -1;
            p->im = nm;
        }
        p->cap = nc;
    }
    if (p->im)
        p->im[p->n] = 0.0;
    p->f[p->n] = f;
    p->i[p->n] = i;
    p->n++;
    if (kind > p->kind)
        p->kind = kind;
    return 0;
}

/* Replace every range inside nested lists/tuples by a tuple (PyTorch takes
 * any sequence as data). New reference; o itself when nothing changes. */
/* Another Python sequence (collections.deque, a user Sequence): a type with __len__ and
 * __getitem__ that is not a str, bytes, dict or tensor, as PySequence_Check sees it. */
static bool is_other_seq(py_State *S, py_Obj *o)
{
    if (is_seq(o) || nn_is_tensor(o) || nn_is_number(o) || py_is_complex(o) ||
        py_isinstance_type(o, PY_T(str)) || py_isinstance_type(o, PY_T(bytes)) || py_isinstance_type(o, PY_T(dict)))
        return false;
    if (o->type->len && o->type->getitem)
        return true;
    return py_type_lookupB(o->type, py_intern(S, "__getitem__")) && py_type_lookupB(o->type, py_intern(S, "__len__"));
}

static py_Obj *expand_ranges(py_State *S, py_Obj *o, int depth)
{
    if (o->type == PY_T(range) || (depth <= TS_MAXDIM && is_other_seq(S, o))) {
        py_Obj *t = py_seq_tuple(S, o);
        if (!t || depth > TS_MAXDIM)
            return t;
        py_Obj *r = expand_ranges(S, t, depth);
        py_decref(S, t);
        return r;
    }
    if (!is_seq(o) || depth > TS_MAXDIM)
        return py_newref(o);
    py_ssize n = seq_len(o);
    py_Obj *out = NULL;
    for (py_ssize k = 0; k < n; k++) {
        py_Obj *it = seq_item(o, k);
        if (!out && it->type != PY_T(range) && !is_seq(it) && !is_other_seq(S, it))
            continue;
        py_Obj *e = expand_ranges(S, it, depth + 1);
        if (!e) {
            py_xdecref(S, out);
            return NULL;
        }
        if (!out && e == it) {
            py_decref(S, e);
            continue;
        }
        if (!out) {
            if (!(out = py_tuple_new(S, n))) {
                py_decref(S, e);
                return NULL;
            }
            for (py_ssize j = 0; j < n; j++)
                ((py_Tuple *)out)->items[j] = py_newref(seq_item(o, j));
        }
        py_decref(S, ((py_Tuple *)out)->items[k]);
        ((py_Tuple *)out)->items[k] = e;
    }
    return out ? out : py_newref(o);
}

/* PyTorch's dtype inference pass over the whole data: every leaf must be a
 * number, a complex or a tensor (str: TypeError, others: RuntimeError). */
static int infer_leaves(py_State *S, py_Obj *o, int depth)
{
    if (is_seq(o)) {
        if (depth > TS_MAXDIM + 1)
            return 0;
        py_ssize n = seq_len(o);
        for (py_ssize k = 0; k < n; k++)
            if (infer_leaves(S, seq_item(o, k), depth + 1) < 0)
                return -1;
        return 0;
    }
    if (nn_is_tensor(o) || nn_is_number(o) || py_is_complex(o))
        return 0;
    if (py_isinstance_type(o, PY_T(str)))
        py_err_format(S, PY_T(TypeError), "new(): invalid data type '%s'", o->type->name);
    else
        py_err_format(S, PY_T(RuntimeError), "Could not infer dtype of %s", o->type->name);
    return -1;
}

/* The error PyTorch gives when a leaf of the wrong kind is stored into the
 * target dtype (float targets: unpackDouble; integer ones: unpackLong). */
static int bad_leaf(py_State *S, py_Obj *o, bool to_float)
{
    if (to_float)
        py_err_format(S, PY_T(TypeError), "must be real number, not %s", o->type->name);
    else
        py_err_format(S, PY_T(TypeError), "'%s' object cannot be interpreted as an integer", o->type->name);
    return -1;
}

/* Second pass: collect the leaves in row-major order, checking lengths.
 * to_float: the target dtype is floating (chooses the wrong-leaf message). */
static int collect(py_State *S, py_Obj *o, int d, Parse *p, bool to_float)
{
    if (is_seq(o)) {
        py_ssize n = seq_len(o);
        if (d >= p->ndim)
            return bad_leaf(S, o, to_float);
        if (p->shape[d] != n) {
            py_err_format(S, PY_T(ValueError), "expected sequence of length %lld at dim %d (got %zd)",
                          (long long)p->shape[d], d, n);
            return -1;
        }
        for (py_ssize k = 0; k < n; k++)
            if (collect(S, seq_item(o, k), d + 1, p, to_float) < 0)
                return -1;
        return 0;
    }
    if (nn_is_tensor(o) && d == p->ndim && d > 0) {
        /* a tensor leaf stands for its one element (PyTorch stores it as a scalar) */
        ts_Tensor *t = NN_T(o);
        if (ts_numel(t) != 1) {
            py_err_setstr(S, PY_T(ValueError), "only one element tensors can be converted to Python scalars");
            return -1;
        }
        ts_Scalar s = ts_get_flat(t, 0);
        return push(S, p, ts_sc_to_f(s), ts_sc_to_i(s), t->dtype == TS_BOOL ? 0 : ts_dtype_is_float(t->dtype) ? 2 : 1);
    }
    if (nn_is_tensor(o)) {
        ts_Tensor *t = NN_T(o);
        if (d + t->ndim != p->ndim) {
            py_err_setstr(S, PY_T(ValueError), "only one element tensors can be converted to Python scalars");
            return -1;
        }
        int64_t n = ts_numel(t);
        int kind = t->dtype == TS_BOOL ? 0 : ts_dtype_is_float(t->dtype) ? 2 : 1;
        for (int64_t k = 0; k < n; k++) {
            ts_Scalar s = ts_get_flat(t, k);
            if (push(S, p, ts_sc_to_f(s), ts_sc_to_i(s), kind) < 0)
                return -1;
        }
        return 0;
    }
    if (d != p->ndim) {
        py_err_format(S, PY_T(TypeError), "not a sequence");
        return -1;
    }
    if (o->type == PY_T(bool))
        return push(S, p, o == S->True, o == S->True, 0);
    if (py_isinstance_type(o, PY_T(int))) {
        int64_t v;
        if (py_as_int64(S, o, &v) < 0) {
            if (!py_err_matches(S, PY_T(OverflowError)))
                return -1;
            py_err_clear(S);
            double dv;
            if (!to_float || py_as_double(S, o, &dv) < 0) {
                py_err_clear(S);
                py_err_setstr(S, PY_T(RuntimeError), "Overflow when unpacking long");
                return -1;
            }
            return push(S, p, dv, 0, 2);
        }
        return push(S, p, (double)v, v, 1);
    }
    if (py_isinstance_type(o, PY_T(float))) {
        double v = py_float_val(o);
        return push(S, p, v, 0, 2);
    }
    if (py_is_complex(o)) {
        /* first complex leaf: start the imaginary column (zeros so far) */
        if (!p->im) {
            int64_t cap = p->cap ? p->cap : 16;
            p->im = py_malloc(S, (size_t)cap * sizeof(double));
            if (!p->im)
                return -1;
            memset(p->im, 0, (size_t)cap * sizeof(double));
            if (!p->cap) {
                p->f = py_malloc(S, (size_t)cap * sizeof(double));
                p->i = py_malloc(S, (size_t)cap * sizeof(int64_t));
                if (!p->f || !p->i)
                    return -1;
                p->cap = cap;
            }
        }
        if (push(S, p, ((py_Complex *)o)->re, 0, 3) < 0)
            return -1;
        p->im[p->n - 1] = ((py_Complex *)o)->im;
        return 0;
    }
    return bad_leaf(S, o, to_float);
}

/* Kind (0 bool, 1 int, 2 float, 3 complex) PyTorch infers for the data:
 * the widest leaf over the whole nest. */
static int data_kind(py_Obj *o, int depth)
{
    if (is_seq(o)) {
        int k = 0;
        py_ssize n = seq_len(o);
        for (py_ssize i = 0; i < n && depth <= TS_MAXDIM + 1; i++) {
            int ki = data_kind(seq_item(o, i), depth + 1);
            k = ki > k ? ki : k;
        }
        return k;
    }
    if (nn_is_tensor(o)) {
        ts_DType t = NN_T(o)->dtype;
        return t == TS_BOOL ? 0 : ts_dtype_is_complex(t) ? 3 : ts_dtype_is_float(t) ? 2 : 1;
    }
    if (o->type == PY_T(bool))
        return 0;
    if (py_isinstance_type(o, PY_T(int)))
        return 1;
    return py_is_complex(o) ? 3 : 2;
}

/* c10's overflow check when storing a Python number into an integer dtype:
 * floats must lie in [min, max]; ints too, except that uint8 also accepts
 * negatives down to -255 (two's-complement wrap). bool is never checked. */
static int value_fits(py_State *S, int dt, bool is_float, int64_t i, double f)
{
    int64_t lo, hi;
    switch (dt) {
    case TS_UINT8: lo = 0; hi = 255; break;
    case TS_INT8: lo = -128; hi = 127; break;
    case TS_INT16: lo = -32768; hi = 32767; break;
    case TS_INT32: lo = INT32_MIN; hi = INT32_MAX; break;
    case TS_INT64: lo = INT64_MIN; hi = INT64_MAX; break;
    default: return 0;
    }
    bool bad;
    if (is_float)
        bad = f < (double)lo || f > (double)hi;
    else
        bad = i > hi || (dt == TS_UINT8 ? i < -255 : i < lo);
    if (bad) {
        py_err_format(S, PY_T(RuntimeError), "value cannot be converted to type %s without overflow",
                      ts_dtype_name((ts_DType)dt) + 6);
        return -1;
    }
    return 0;
}

static int check_int_range(py_State *S, const Parse *p, int dt)
{
    for (int64_t k = 0; k < p->n; k++)
        if (value_fits(S, dt, p->kind >= 2, p->i[k], p->f[k]) < 0)
            return -1;
    return 0;
}

ts_Tensor *nn_tensor_from_data(py_State *S, py_Obj *data, int dtype)
{
    nn_State *st = nn_state(S);
    if (data->type == PY_T(range) || is_seq(data) || is_other_seq(S, data)) {
        py_Obj *e = expand_ranges(S, data, 0);
        if (!e)
            return NULL;
        if (e != data) {
            ts_Tensor *r = nn_tensor_from_data(S, e, dtype);
            py_decref(S, e);
            return r;
        }
        py_decref(S, e);
    }
    if (!is_seq(data) && !nn_is_number(data) && !nn_is_tensor(data) && !py_is_complex(data)) {
        if (dtype == TS_NODTYPE || py_isinstance_type(data, PY_T(str)))
            return (void)infer_leaves(S, data, 0), NULL;
        bad_leaf(S, data, ts_dtype_is_float((ts_DType)dtype) || ts_dtype_is_complex((ts_DType)dtype));
        return NULL;
    }
    for (py_Obj *o = data; is_seq(o) && seq_len(o) > 0;) {   /* PyTorch sizes a first str as one more dim */
        o = seq_item(o, 0);
        if (py_isinstance_type(o, PY_T(str)))
            return py_err_setstr(S, PY_T(ValueError), "too many dimensions 'str'"), NULL;
    }
    if (dtype == TS_NODTYPE && infer_leaves(S, data, 0) < 0)
        return NULL;
    Parse p;
    memset(&p, 0, sizeof p);
    ts_Tensor *r = NULL;
    int dt = dtype;
    if (dt == TS_NODTYPE) {
        int k = data_kind(data, 0);
        dt = k == 0 ? TS_BOOL : k == 1 ? TS_INT64
           : k == 3 ? (st->default_dtype == TS_FLOAT64 ? TS_COMPLEX128 : TS_COMPLEX64) : st->default_dtype;
    }
    bool to_float = ts_dtype_is_float((ts_DType)dt) || ts_dtype_is_complex((ts_DType)dt);
    if (infer_shape(S, data, &p) < 0 || collect(S, data, 0, &p, to_float) < 0)
        goto done;
    if (dtype == TS_NODTYPE && p.n == 0 && dt == TS_BOOL)
        dt = st->default_dtype;
    if (check_int_range(S, &p, dt) < 0)
        goto done;
    nb_Status s;
    if (ts_dtype_is_complex((ts_DType)dt)) {
        /* real data into a complex dtype: widen the int column first */
        for (int64_t k = 0; p.kind < 2 && k < p.n; k++)
            p.f[k] = (double)p.i[k];
        s = ts_complex_from_parts(NN_CTX(S), p.ndim, p.shape, (ts_DType)dt, p.f, p.im, &r);
    } else if (p.kind >= 2)
        s = ts_from_data(NN_CTX(S), p.f ? (const void *)p.f : (const void *)"", TS_FLOAT64, p.ndim, p.shape,
                         (ts_DType)dt, &r);
    else
        s = ts_from_data(NN_CTX(S), p.i ? (const void *)p.i : (const void *)"", TS_INT64, p.ndim, p.shape,
                         (ts_DType)dt, &r);
    if (s != NB_OK) {
        nn_raise_status(S, s);
        r = NULL;
    }
done:
    py_free(S, p.f, (size_t)p.cap * sizeof(double));
    py_free(S, p.i, (size_t)p.cap * sizeof(int64_t));
    if (p.im)
        py_free(S, p.im, (size_t)p.cap * sizeof(double));
    return r;
}

/* ------------------------------------------------------------ common kwargs */

typedef struct Opts {
    int dtype;
    bool requires_grad;
    ts_Gen *gen;
    py_Obj *out;
    const char *fname;
} Opts;

/* Handle dtype/device/requires_grad/layout/pin_memory/generator/out
 * keywords; other keywords (named in `extra`, comma-separated) are left in
 * `kw_extra` by position. Returns -1 on error. */
/* PyTorch's overload lists (python_arg_parser) of the creation functions, for
 * the "invalid combination of arguments" message a bad dtype= produces. */
#define SIG_TAIL "torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, " \
                 "bool pin_memory = False, bool requires_grad = False)\n"
static const struct { const char *fname; const char *sigs; } creation_sigs[] = {
    {"zeros", " * (tuple of ints size, *, tuple of names names, " SIG_TAIL
              " * (tuple of ints size, *, Tensor out = None, " SIG_TAIL},
    {"ones", " * (tuple of ints size, *, tuple of names names, " SIG_TAIL
             " * (tuple of ints size, *, Tensor out = None, " SIG_TAIL},
    {"empty", " * (tuple of ints size, *, tuple of names names, torch.memory_format memory_format = None, " SIG_TAIL
              " * (tuple of ints size, *, torch.memory_format memory_format = None, Tensor out = None, " SIG_TAIL},
    {"rand", " * (tuple of ints size, *, torch.Generator generator, tuple of names names, " SIG_TAIL
             " * (tuple of ints size, *, torch.Generator generator, Tensor out = None, " SIG_TAIL
             " * (tuple of ints size, *, Tensor out = None, " SIG_TAIL
             " * (tuple of ints size, *, tuple of names names, " SIG_TAIL},
    {"randn", " * (tuple of ints size, *, torch.Generator generator, tuple of names names, " SIG_TAIL
              " * (tuple of ints size, *, torch.Generator generator, Tensor out = None, " SIG_TAIL
              " * (tuple of ints size, *, Tensor out = None, " SIG_TAIL
              " * (tuple of ints size, *, tuple of names names, " SIG_TAIL},
    {"full", " * (tuple of ints size, Number fill_value, *, tuple of names names, " SIG_TAIL
             " * (tuple of ints size, Number fill_value, *, Tensor out = None, " SIG_TAIL},
    {"arange", " * (Number end, *, Tensor out = None, " SIG_TAIL
               " * (Number start, Number end, *, " SIG_TAIL
               " * (Number start, Number end, Number step = 1, *, Tensor out = None, " SIG_TAIL},
    {"eye", " * (int n, *, Tensor out = None, " SIG_TAIL
            " * (int n, int m, *, Tensor out = None, " SIG_TAIL},
    {"linspace", " * (Tensor start, Tensor end, int steps, *, Tensor out = None, " SIG_TAIL
                 " * (Number start, Tensor end, int steps, *, Tensor out = None, " SIG_TAIL
                 " * (Tensor start, Number end, int steps, *, Tensor out = None, " SIG_TAIL
                 " * (Number start, Number end, int steps, *, Tensor out = None, " SIG_TAIL},
    {NULL, NULL},
};

static const char *creation_sig(const char *fname)
{
    for (int i = 0; creation_sigs[i].fname; i++)
        if (strcmp(creation_sigs[i].fname, fname) == 0)
            return creation_sigs[i].sigs;
    return NULL;
}

/* PyTorch's "fname() received an invalid combination of arguments - got (...), but expected one of:" with the
 * overload list sigs (the arguments as nn_got_args writes them). */
static int invalid_combination(py_State *S, const char *fname, const char *sigs, py_Obj *const *args, py_ssize nargs,
                               py_Obj *kwnames)
{
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_puts(&b, fname);
    nb_buf_puts(&b, "() received an invalid combination of arguments - got (");
    nn_got_args(&b, args, nargs, kwnames);
    nb_buf_puts(&b, "), but expected one of:\n");
    nb_buf_puts(&b, sigs);
    if (b.oom) {
        nb_buf_free(&b);
        py_err_nomemory(S);
        return -1;
    }
    py_Obj *m = py_str_new(S, b.data, (py_ssize)b.len);
    nb_buf_free(&b);
    if (m) {
        py_err_set(S, PY_T(TypeError), m);
        py_decref(S, m);
    }
    return -1;
}

/* dtype= given something that is not a dtype: the overload mismatch message
 * for the functions listed above, the plain argument message otherwise. */
static int bad_dtype_kw(py_State *S, const char *fname, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    py_Obj *dv = NULL;
    for (py_ssize i = 0; i < nkw; i++)
        if (py_str_eq_c(py_tuple_getB(kwnames, i), "dtype"))
            dv = args[nargs + i];
    const char *sigs = creation_sig(fname);
    if (!sigs) {
        py_err_format(S, PY_T(TypeError), "%s(): argument 'dtype' must be torch.dtype, not %s", fname,
                      nn_argtype_name(dv));
        return -1;
    }
    return invalid_combination(S, fname, sigs, args, nargs, kwnames);
}

/* The size failed to parse (error set). When its first element was not an int and the call has more arguments
 * than the plain overload needs (`needed`: the size, plus full's fill value), PyTorch's parser finds several
 * plausible overloads (the names= / generator= ones need one more) and lists them instead of naming the size:
 * nn.Conv2d(4, 2.0, 1) -> torch.empty((2.0, 4, 1, 1), dtype=None, device=None). A size= keyword alone gets
 * "argument 'size' must be tuple of ints, not tuple". Returns -1. */
static int size_fail(py_State *S, const char *fname, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                     py_ssize needed, py_Obj *kw_size)
{
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    const char *sigs = creation_sig(fname);
    if (!sigs || !py_err_matches(S, PY_T(TypeError)))
        return -1;
    py_Obj *e = py_err_fetch(S);
    py_Obj *m = e ? py_exc_str(S, e) : NULL;
    bool first = m && strstr(py_str_utf8(m), "(position 1) must be tuple of ints, but found element of type");
    py_xdecref(S, m);
    if (first && nargs + nkw > needed) {
        py_decref(S, e);
        return invalid_combination(S, fname, sigs, args, nargs, kwnames);
    }
    if (first && kw_size) {
        py_decref(S, e);
        py_err_format(S, PY_T(TypeError), "%s(): argument 'size' must be tuple of ints, not %T", fname, kw_size);
        return -1;
    }
    if (e)
        py_err_raise(S, e);   /* steals e */
    return -1;
}

static int parse_opts(py_State *S, const char *fname, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                      Opts *o, const char *extra, py_Obj **kw_extra)
{
    o->dtype = TS_NODTYPE;
    o->requires_grad = false;
    o->gen = &nn_state(S)->gen;
    o->out = NULL;
    o->fname = fname;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nkw; i++) {
        py_Obj *k = py_tuple_getB(kwnames, i);
        py_Obj *v = args[nargs + i];
        const char *ks = py_str_utf8(k);
        if (strcmp(ks, "dtype") == 0) {
            if (v != S->None && v->type != &nn_type_dtype && v != (py_Obj *)PY_T(float) && v != (py_Obj *)PY_T(int) &&
                v != (py_Obj *)PY_T(bool))
                return bad_dtype_kw(S, fname, args, nargs, kwnames);
            if (nn_arg_dtype(S, v, &o->dtype) < 0)
                return -1;
        } else if (strcmp(ks, "device") == 0) {
            if (nn_arg_device(S, v) < 0)
                return -1;
        } else if (strcmp(ks, "requires_grad") == 0) {
            if (nn_arg_bool(S, v, "requires_grad", &o->requires_grad) < 0)
                return -1;
        } else if (strcmp(ks, "generator") == 0) {
            if (!(o->gen = nn_gen_arg(S, v)))
                return -1;
        } else if (strcmp(ks, "out") == 0) {
            if (v != S->None)
                o->out = v;
        } else if (strcmp(ks, "layout") == 0 || strcmp(ks, "pin_memory") == 0 ||
                   strcmp(ks, "memory_format") == 0 || strcmp(ks, "non_blocking") == 0) {
            /* accepted, no effect on CPU dense tensors */
        } else {
            int found = -1, idx = 0;
            if (extra) {
                const char *p = extra;
                size_t kl = strlen(ks);
                while (*p) {
                    const char *e = strchr(p, ',');
                    size_t l = e ? (size_t)(e - p) : strlen(p);
                    if (l == kl && strncmp(p, ks, l) == 0)
                        found = idx;
                    idx++;
                    p += l + (e ? 1 : 0);
                    if (!e)
                        break;
                }
            }
            if (found < 0) {
                py_err_format(S, PY_T(TypeError), "%s() got an unexpected keyword argument '%s'", fname, ks);
                return -1;
            }
            kw_extra[found] = v;
        }
    }
    return 0;
}

py_Obj *nn_out_assign(py_State *S, const char *fname, py_Obj *out, ts_Tensor *r)
{
    if (!nn_is_tensor(out)) {
        ts_release(r);
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'out' must be Tensor, not %T", fname, out);
    }
    if (r->requires_grad) {
        ts_release(r);
        return py_err_format(S, PY_T(RuntimeError),
                             "%s(): functions with out=... arguments don't support automatic differentiation, "
                             "but one of the arguments requires grad.",
                             fname);
    }
    ts_Tensor *o = NN_T(out);
    int64_t had = ts_numel(o);
    char before[160];
    ts_fmt_shape(before, sizeof before, o->ndim, o->shape);
    bool resized;
    nb_Status st = ts_assign_out(NN_CTX(S), o, r, &resized);
    char after[160];
    ts_fmt_shape(after, sizeof after, r->ndim, r->shape);
    ts_release(r);
    NN_TRY(S, st);
    if (resized && had != 0) {
        char msg[768];
        snprintf(msg, sizeof msg,
                 "An output with one or more elements was resized since it had shape %s, which does not match the "
                 "required output shape %s. This behavior is deprecated, and in a future PyTorch release outputs "
                 "will not be resized unless they have zero elements. You can explicitly reuse an out tensor t by "
                 "resizing it, inplace, to zero elements with t.resize_(0). (Triggered internally at "
                 "./aten/src/ATen/native/Resize.cpp:30.)",
                 before, after);
        if (py_warn(S, PY_T(UserWarning), msg) < 0)
            return NULL;
    }
    return py_newref(out);
}

/* Finish a freshly created tensor: requires_grad, out=. */
static py_Obj *finish(py_State *S, ts_Tensor *r, Opts *o)
{
    if (o->requires_grad) {
        nb_Status st = ts_set_requires_grad(NN_CTX(S), r, true);
        if (st != NB_OK) {
            ts_release(r);
            return nn_raise_status(S, st);
        }
    }
    if (o->out && nn_is_tensor(o->out))
        return nn_out_assign(S, o->fname, o->out, r);
    return nn_tensor_wrap_steal(S, r);
}

/* ------------------------------------------------------------ torch.tensor */

F(t_tensor)
{
    Opts o;
    py_Obj *ex[1] = {0};
    if (parse_opts(S, "tensor", args, nargs, kwnames, &o, "data", ex) < 0)
        return NULL;
    py_Obj *data = nargs ? args[0] : ex[0];
    if (nargs > 1)
        return py_err_format(S, PY_T(TypeError), "tensor() takes 1 positional argument but %zd were given", nargs);
    if (!data)
        return py_err_setstr(S, PY_T(TypeError), "tensor() missing 1 required positional arguments: \"data\"");
    ts_Tensor *r;
    py_Obj *nd = nn_ndarray_tensor(S, data);
    if (!nd && !py_err_occurred(S))
        nd = nn_ndarray_list(S, data, true);
    if (nd) {
        nb_Status st = ts_to_dtype(NN_CTX(S), NN_T(nd), o.dtype == TS_NODTYPE ? NN_T(nd)->dtype : (ts_DType)o.dtype,
                                   true, &r);
        py_decref(S, nd);
        NN_TRY(S, st);
        return finish(S, r, &o);
    }
    if (py_err_occurred(S))
        return NULL;
    if (nn_is_tensor(data)) {
        if (py_warn(S, PY_T(UserWarning),
                    "To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach() or "
                    "sourceTensor.clone().detach().requires_grad_(True), rather than torch.tensor(sourceTensor).") < 0)
            return NULL;
        ts_Tensor *d;
        NN_TRY(S, ts_detach(NN_CTX(S), NN_T(data), &d));
        nb_Status st = ts_to_dtype(NN_CTX(S), d, o.dtype == TS_NODTYPE ? d->dtype : (ts_DType)o.dtype, true, &r);
        ts_release(d);
        NN_TRY(S, st);
    } else {
        if (nn_is_number(data) && !is_seq(data)) {
            ts_Scalar s;
            if (o.dtype == TS_NODTYPE) {   /* a numpy scalar keeps its dtype */
                const char *tn = py_type_name(data->type);
                o.dtype = !strcmp(tn, "numpy.float64") ? TS_FLOAT64 : !strcmp(tn, "numpy.float32") ? TS_FLOAT32
                        : !strcmp(tn, "numpy.int32") ? TS_INT32 : TS_NODTYPE;
            }
            if (nn_arg_scalar(S, data, "data", &s) < 0) {
                /* an int beyond int64: a float target takes it as a double */
                if (!py_err_matches(S, PY_T(OverflowError)))
                    return NULL;
                py_err_clear(S);
                s.type = TS_FLOAT64;
                if (!ts_dtype_is_float((ts_DType)o.dtype) || py_as_double(S, data, &s.v.d) < 0) {
                    py_err_clear(S);
                    return py_err_setstr(S, PY_T(RuntimeError), "Overflow when unpacking long");
                }
            }
            if (s.type != TS_BOOL && value_fits(S, o.dtype, s.type == TS_FLOAT64, s.type == TS_INT64 ? s.v.i : 0,
                                                s.type == TS_FLOAT64 ? s.v.d : 0.0) < 0)
                return NULL;
            NN_TRY(S, ts_scalar_tensor(NN_CTX(S), s, o.dtype, false, &r));
        } else if (!(r = nn_tensor_from_data(S, data, o.dtype))) {
            return NULL;
        }
    }
    return finish(S, r, &o);
}

F(t_as_tensor)
{
    Opts o;
    py_Obj *ex[1] = {0};
    if (parse_opts(S, "as_tensor", args, nargs, kwnames, &o, "data", ex) < 0)
        return NULL;
    py_Obj *data = nargs ? args[0] : ex[0];
    if (!data)
        return py_err_setstr(S, PY_T(TypeError), "as_tensor() missing required argument 'data'");
    if (nargs > 1 && nn_arg_dtype(S, args[1], &o.dtype) < 0)
        return NULL;
    ts_Tensor *r;
    py_Obj *nd = nn_ndarray_tensor(S, data);
    if (nd) {
        nb_Status st = ts_to_dtype(NN_CTX(S), NN_T(nd), o.dtype == TS_NODTYPE ? NN_T(nd)->dtype : (ts_DType)o.dtype,
                                   false, &r);
        py_decref(S, nd);
        NN_TRY(S, st);
        return nn_tensor_wrap_steal(S, r);
    }
    if (py_err_occurred(S))
        return NULL;
    if (nn_is_tensor(data)) {
        NN_TRY(S, ts_to_dtype(NN_CTX(S), NN_T(data), o.dtype == TS_NODTYPE ? NN_T(data)->dtype : (ts_DType)o.dtype,
                              false, &r));
        return nn_tensor_wrap_steal(S, r);
    }
    if (nn_is_number(data)) {
        ts_Scalar s;
        if (nn_arg_scalar(S, data, "data", &s) < 0)
            return NULL;
        NN_TRY(S, ts_scalar_tensor(NN_CTX(S), s, o.dtype, false, &r));
    } else if (!(r = nn_tensor_from_data(S, data, o.dtype))) {
        return NULL;
    }
    return nn_tensor_wrap_steal(S, r);
}

/* ------------------------------------------------------------ filled shapes */

static py_Obj *filled(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, const char *fname, int kind)
{
    Opts o;
    py_Obj *ex[2] = {0};
    if (parse_opts(S, fname, args, nargs, kwnames, &o, kind == 2 ? "size,fill_value" : "size", ex) < 0)
        return NULL;
    py_ssize np = nargs;
    py_Obj *fill = ex[1];
    if (kind == 2 && !fill) {
        if (np < 2)
            return py_err_format(S, PY_T(TypeError), "full() missing required argument 'fill_value'");
        fill = args[--np];
    }
    int nd;
    int64_t sh[TS_MAXDIM];
    if (ex[0] ? nn_arg_shape(S, &ex[0], 1, fname, &nd, sh) < 0 : nn_arg_shape(S, args, np, fname, &nd, sh) < 0) {
        size_fail(S, fname, args, nargs, kwnames, kind == 2 ? 2 : 1, ex[0]);
        return NULL;
    }
    nn_State *st = nn_state(S);
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *r;
    if (kind == 2 && py_is_complex(fill)) {
        int dt = o.dtype == TS_NODTYPE ? (st->default_dtype == TS_FLOAT64 ? TS_COMPLEX128 : TS_COMPLEX64) : o.dtype;
        if (!ts_dtype_is_complex((ts_DType)dt))
            return py_err_format(S, PY_T(RuntimeError), "value cannot be converted to type %s without overflow",
                                 ts_dtype_cname((ts_DType)dt));
        NN_TRY(S, ts_complex_full(c, nd, sh, (ts_DType)dt, ((py_Complex *)fill)->re, ((py_Complex *)fill)->im, &r));
    } else if (ts_dtype_is_complex((ts_DType)o.dtype)) {
        double re = kind == 1 ? 1.0 : 0.0;
        if (kind == 2 && nn_arg_double(S, fill, "fill_value", &re) < 0)
            return NULL;
        NN_TRY(S, ts_complex_full(c, nd, sh, (ts_DType)o.dtype, re, 0.0, &r));
    } else if (kind == 2) {
        ts_Scalar v;
        if (nn_arg_scalar(S, fill, "fill_value", &v) < 0)
            return NULL;
        int dt = o.dtype;
        if (dt == TS_NODTYPE)
            dt = v.type == TS_BOOL ? TS_BOOL : v.type == TS_INT64 ? TS_INT64 : st->default_dtype;
        NN_TRY(S, ts_full(c, nd, sh, v, (ts_DType)dt, &r));
    } else {
        ts_DType dt = (ts_DType)(o.dtype == TS_NODTYPE ? st->default_dtype : o.dtype);
        NN_TRY(S, kind == 1 ? ts_ones(c, nd, sh, dt, &r) : ts_zeros(c, nd, sh, dt, &r));
    }
    return finish(S, r, &o);
}
F(t_zeros) { return filled(S, args, nargs, kwnames, "zeros", 0); }
F(t_ones) { return filled(S, args, nargs, kwnames, "ones", 1); }
F(t_full) { return filled(S, args, nargs, kwnames, "full", 2); }
F(t_empty) { return filled(S, args, nargs, kwnames, "empty", 3); }

/* *_like(input, [fill], *, dtype=None, requires_grad=False) */
static py_Obj *like(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, const char *fname, int kind)
{
    Opts o;
    py_Obj *ex[2] = {0};
    if (parse_opts(S, fname, args, nargs, kwnames, &o, "input,fill_value", ex) < 0)
        return NULL;
    py_Obj *in = nargs ? args[0] : ex[0];
    py_Obj *fill = nargs > 1 ? args[1] : ex[1];
    if (!in || !nn_is_tensor(in))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %T", fname,
                             in ? in : S->None);
    ts_Tensor *t = NN_T(in), *r;
    ts_Ctx *c = NN_CTX(S);
    int dt = o.dtype == TS_NODTYPE ? (int)t->dtype : o.dtype;
    switch (kind) {
    case 0: case 3: NN_TRY(S, ts_zeros_like(c, t, dt, &r)); break;
    case 1: NN_TRY(S, ts_ones_like(c, t, dt, &r)); break;
    case 2: {
        ts_Scalar v;
        if (!fill)
            return py_err_format(S, PY_T(TypeError), "full_like() missing required argument 'fill_value'");
        if (nn_arg_scalar(S, fill, "fill_value", &v) < 0)
            return NULL;
        NN_TRY(S, ts_full_like(c, t, v, dt, &r));
        break;
    }
    default: {
        NN_TRY(S, ts_zeros_like(c, t, dt, &r));
        py_Obj *ok = kind == 4 ? nn_fill_uniform(S, r, 0, 1, o.gen) : nn_fill_normal(S, r, 0, 1, o.gen);
        if (!ok) {
            ts_release(r);
            return NULL;
        }
        py_decref(S, ok);
    }
    }
    return finish(S, r, &o);
}
F(t_zeros_like) { return like(S, args, nargs, kwnames, "zeros_like", 0); }
F(t_ones_like) { return like(S, args, nargs, kwnames, "ones_like", 1); }
F(t_full_like) { return like(S, args, nargs, kwnames, "full_like", 2); }
F(t_empty_like) { return like(S, args, nargs, kwnames, "empty_like", 3); }
F(t_rand_like) { return like(S, args, nargs, kwnames, "rand_like", 4); }
F(t_randn_like) { return like(S, args, nargs, kwnames, "randn_like", 5); }

F(t_eye)
{
    Opts o;
    py_Obj *ex[2] = {0};
    if (parse_opts(S, "eye", args, nargs, kwnames, &o, "n,m", ex) < 0)
        return NULL;
    py_Obj *no = nargs ? args[0] : ex[0], *mo = nargs > 1 ? args[1] : ex[1];
    int64_t n, m = -1;
    if (!no)
        return py_err_setstr(S, PY_T(TypeError), "eye() missing required argument 'n'");
    if (nn_arg_int(S, no, "n", &n) < 0 || (mo && mo != S->None && nn_arg_int(S, mo, "m", &m) < 0)) {
        /* PyTorch's parser: with two or more arguments both overloads are plausible and are listed; with n
         * alone the argument is named */
        if (!py_err_matches(S, PY_T(TypeError)))
            return NULL;
        py_err_clear(S);
        if (nargs + (kwnames ? py_tuple_len(kwnames) : 0) >= 2) {
            invalid_combination(S, "eye", creation_sig("eye"), args, nargs, kwnames);
            return NULL;
        }
        return py_err_format(S, PY_T(TypeError), "eye(): argument 'n'%s must be int, not %T",
                             nargs ? " (position 1)" : "", no);
    }
    ts_Tensor *r;
    NN_TRY(S, ts_eye(NN_CTX(S), n, m, (ts_DType)(o.dtype == TS_NODTYPE ? nn_state(S)->default_dtype : o.dtype), &r));
    return finish(S, r, &o);
}

F(t_arange)
{
    Opts o;
    py_Obj *ex[3] = {0};
    if (parse_opts(S, "arange", args, nargs, kwnames, &o, "start,end,step", ex) < 0)
        return NULL;
    py_Obj *v[3] = {0};
    if (nargs == 1) {
        v[1] = args[0];
    } else {
        for (py_ssize i = 0; i < nargs && i < 3; i++)
            v[i] = args[i];
    }
    for (int i = 0; i < 3; i++)
        if (ex[i])
            v[i] = ex[i];
    if (!v[1])
        return py_err_setstr(S, PY_T(TypeError), "arange() missing required argument 'end'");
    ts_Scalar s[3] = {ts_sc_i(0), ts_sc_i(0), ts_sc_i(1)};
    for (int i = 0; i < 3; i++)
        if (v[i] && nn_arg_scalar(S, v[i], i == 0 ? "start" : i == 1 ? "end" : "step", &s[i]) < 0)
            return NULL;
    ts_Tensor *r;
    NN_TRY(S, ts_arange(NN_CTX(S), s[0], s[1], s[2], o.dtype, &r));
    return finish(S, r, &o);
}

F(t_linspace)
{
    Opts o;
    py_Obj *ex[3] = {0};
    if (parse_opts(S, "linspace", args, nargs, kwnames, &o, "start,end,steps", ex) < 0)
        return NULL;
    py_Obj *v[3] = {0};
    for (py_ssize i = 0; i < nargs && i < 3; i++)
        v[i] = args[i];
    for (int i = 0; i < 3; i++)
        if (ex[i])
            v[i] = ex[i];
    if (!v[0] || !v[1] || !v[2])
        return py_err_setstr(S, PY_T(TypeError), "linspace() missing required arguments");
    ts_Scalar a, b;
    int64_t n;
    if (nn_arg_scalar(S, v[0], "start", &a) < 0 || nn_arg_scalar(S, v[1], "end", &b) < 0 ||
        nn_arg_int(S, v[2], "steps", &n) < 0)
        return NULL;
    ts_Tensor *r;
    NN_TRY(S, ts_linspace(NN_CTX(S), a, b, n, o.dtype, &r));
    return finish(S, r, &o);
}

/* logspace(start, end, steps, base=10.0, *, dtype=None, ...): base ** x for
 * x evenly spaced, computed as ATen does (double step, symmetric halves). */
F(t_logspace)
{
    Opts o;
    py_Obj *ex[4] = {0};
    if (parse_opts(S, "logspace", args, nargs, kwnames, &o, "start,end,steps,base", ex) < 0)
        return NULL;
    py_Obj *v[4] = {0};
    for (py_ssize i = 0; i < nargs && i < 4; i++)
        v[i] = args[i];
    for (int i = 0; i < 4; i++)
        if (ex[i])
            v[i] = ex[i];
    if (!v[0] || !v[1] || !v[2])
        return py_err_setstr(S, PY_T(TypeError), "logspace() missing required arguments");
    double a, b, base = 10.0;
    int64_t n;
    if (nn_arg_double(S, v[0], "start", &a) < 0 || nn_arg_double(S, v[1], "end", &b) < 0 ||
        nn_arg_int(S, v[2], "steps", &n) < 0 || (v[3] && nn_arg_double(S, v[3], "base", &base) < 0))
        return NULL;
    if (n < 0)
        return py_err_setstr(S, PY_T(RuntimeError), "number of steps must be non-negative");
    int dt = o.dtype == TS_NODTYPE ? nn_state(S)->default_dtype : o.dtype;
    ts_Tensor *r, *ends;
    double ab[2] = {a, b};
    int64_t two = 2;
    /* start/end are first converted to the output dtype */
    NN_TRY(S, ts_from_data(NN_CTX(S), ab, TS_FLOAT64, 1, &two, (ts_DType)dt, &ends));
    a = ts_get_flat_f(ends, 0);
    b = ts_get_flat_f(ends, 1);
    ts_release(ends);
    double *vals = py_malloc(S, (size_t)(n ? n : 1) * sizeof(double));
    if (!vals)
        return NULL;
    double step = n > 1 ? (b - a) / (double)(n - 1) : 0.0;
    int64_t half = n / 2;
    for (int64_t i = 0; i < n; i++)
        vals[i] = n == 1 ? pow(base, a)
                : i < half ? pow(base, a + step * (double)i) : pow(base, b - step * (double)(n - i - 1));
    nb_Status st = ts_from_data(NN_CTX(S), vals, TS_FLOAT64, 1, &n, (ts_DType)dt, &r);
    py_free(S, vals, (size_t)(n ? n : 1) * sizeof(double));
    NN_TRY(S, st);
    return finish(S, r, &o);
}

/* ------------------------------------------------------------ RNG fills */

ts_Gen *nn_gen_arg(py_State *S, py_Obj *o)
{
    if (!o || o == S->None)
        return &nn_state(S)->gen;
    if (py_isinstance_type(o, &nn_type_Generator))
        return ((nn_Generator *)o)->g;
    py_err_format(S, PY_T(TypeError), "generator must be torch.Generator, not %T", o);
    return NULL;
}

/* Draw n values of t's dtype with `draw` into t (contiguous directly,
 * otherwise through a contiguous scratch tensor), after the in-place checks. */
typedef nb_Status (*DrawFn)(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, const double *p, bool contig);

/* The permutation putting t's dims in memory order (decreasing stride,
 * stable), the order in which PyTorch's TensorIterator walks an output. */
void nn_memory_order_perm(const ts_Tensor *t, int64_t *perm)
{
    for (int i = 0; i < t->ndim; i++)
        perm[i] = i;
    for (int i = 1; i < t->ndim; i++)
        for (int j = i; j > 0 && t->stride[perm[j - 1]] < t->stride[perm[j]]; j--) {
            int64_t x = perm[j];
            perm[j] = perm[j - 1];
            perm[j - 1] = x;
        }
}

py_Obj *nn_fill_memory_order(py_State *S, ts_Tensor *t, nn_FillFn fill, void *arg)
{
    ts_Ctx *c = NN_CTX(S);
    NN_TRY(S, ts_check_inplace(c, t));
    int64_t n = ts_numel(t);
    NN_TRY(S, ts_charge(c, (uint64_t)n));
    if (ts_is_contiguous(t)) {
        NN_TRY(S, fill(c, arg, t->dtype, ts_data(t), n, true));
    } else {
        /* view t with its dims in memory order, fill a scratch tensor in that
         * order, copy it back through the view */
        int64_t perm[TS_MAXDIM];
        nn_memory_order_perm(t, perm);
        bool g0 = c->grad_enabled;
        c->grad_enabled = false;
        ts_Tensor *pv, *tmp;
        nb_Status st = ts_permute(c, t, perm, t->ndim, &pv);
        c->grad_enabled = g0;
        NN_TRY(S, st);
        st = ts_empty(c, pv->ndim, pv->shape, pv->dtype, &tmp);
        if (st == NB_OK) {
            st = fill(c, arg, t->dtype, ts_data(tmp), n, false);
            if (st == NB_OK)
                ts_copy_into(pv, tmp);
            ts_release(tmp);
        }
        ts_release(pv);
        NN_TRY(S, st);
    }
    ts_bump_version(t);
    PY_RETURN_NONE(S);
}

static nb_Status not_impl(ts_Ctx *c, const char *kernel, ts_DType dt)
{
    return ts_err(c, TS_ERR_RUNTIME, "\"%s\" not implemented for '%s'", kernel, ts_dtype_short(dt));
}

static nb_Status draw_uniform(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, const double *p, bool contig)
{
    if (!ts_dtype_is_float(dt))
        return not_impl(c, "check_uniform_bounds", dt);
    return ts_rng_uniform(g, dt, out, n, p[0], p[1]);
}
static nb_Status draw_normal(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, const double *p, bool contig)
{
    if (!ts_dtype_is_float(dt))
        return not_impl(c, "normal_kernel_cpu", dt);
    return ts_rng_normal(g, dt, out, n, p[0], p[1], contig);
}
static nb_Status draw_random(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, const double *p, bool contig)
{
    if (p[2] == 0)
        return ts_rng_random(g, dt, out, n);
    return ts_rng_random_from_to(g, dt, out, n, (uint64_t)(p[1] - p[0]), (int64_t)p[0]);
}
static nb_Status draw_bernoulli(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, const double *p, bool contig)
{
    return ts_rng_bernoulli_scalar(g, dt, out, n, p[0]);
}
static nb_Status draw_exponential(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, const double *p, bool contig)
{
    return ts_rng_exponential(g, dt, out, n, p[0]);
}

typedef struct { ts_Gen *g; DrawFn draw; const double *p; } DrawArg;
static nb_Status draw_arg(ts_Ctx *c, void *arg, ts_DType dt, void *out, int64_t n, bool contig)
{
    DrawArg *d = arg;
    return d->draw(c, d->g, dt, out, n, d->p, contig);
}
static py_Obj *fill_with(py_State *S, ts_Tensor *t, ts_Gen *g, DrawFn f, const double *p)
{
    DrawArg d = {g, f, p};
    return nn_fill_memory_order(S, t, draw_arg, &d);
}

py_Obj *nn_fill_uniform(py_State *S, ts_Tensor *t, double from, double to, ts_Gen *g)
{
    double p[2] = {from, to};
    return fill_with(S, t, g, draw_uniform, p);
}

py_Obj *nn_fill_normal(py_State *S, ts_Tensor *t, double mean, double std, ts_Gen *g)
{
    if (std < 0) {
        char buf[64];
        snprintf(buf, sizeof buf, "%g", std);   /* c10's ostream << double */
        return py_err_format(S, PY_T(RuntimeError), "normal expects std >= 0.0, but found std %s", buf);
    }
    double p[2] = {mean, std};
    return fill_with(S, t, g, draw_normal, p);
}

#define M(n) py_Obj *nn_m_##n(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)

static py_Obj *then_self(py_State *S, py_Obj *r, py_Obj *self)
{
    if (!r)
        return NULL;
    py_decref(S, r);
    return py_newref(self);
}

M(uniform_)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "uniform_", args, nargs, kwnames, "|from,to,*,generator", a) < 0)
        return NULL;
    double lo = 0, hi = 1;
    ts_Gen *g;
    if ((a[0] && nn_arg_double(S, a[0], "from", &lo) < 0) || (a[1] && nn_arg_double(S, a[1], "to", &hi) < 0) ||
        !(g = nn_gen_arg(S, a[2])))
        return NULL;
    return then_self(S, nn_fill_uniform(S, NN_T(self), lo, hi, g), self);
}

M(normal_)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "normal_", args, nargs, kwnames, "|mean,std,*,generator", a) < 0)
        return NULL;
    double m = 0, s = 1;
    ts_Gen *g;
    if ((a[0] && nn_arg_double(S, a[0], "mean", &m) < 0) || (a[1] && nn_arg_double(S, a[1], "std", &s) < 0) ||
        !(g = nn_gen_arg(S, a[2])))
        return NULL;
    return then_self(S, nn_fill_normal(S, NN_T(self), m, s, g), self);
}

M(random_)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "random_", args, nargs, kwnames, "|from,to,*,generator", a) < 0)
        return NULL;
    int64_t lo = 0, hi = 0;
    double p[3] = {0, 0, 0};
    ts_Gen *g;
    if (!(g = nn_gen_arg(S, a[2])))
        return NULL;
    if (a[0] && !a[1]) {
        if (nn_arg_int(S, a[0], "to", &hi) < 0)
            return NULL;
        p[1] = (double)hi;
        p[2] = 1;
    } else if (a[0]) {
        if (nn_arg_int(S, a[0], "from", &lo) < 0 || nn_arg_int(S, a[1], "to", &hi) < 0)
            return NULL;
        p[0] = (double)lo;
        p[1] = (double)hi;
        p[2] = 1;
    }
    if (p[2] && hi <= lo)
        return py_err_format(S, PY_T(RuntimeError), "random_ expects 'from' to be less than 'to', but got from=%lld >= to=%lld",
                             (long long)lo, (long long)hi);
    return then_self(S, fill_with(S, NN_T(self), g, draw_random, p), self);
}

M(bernoulli_)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "bernoulli_", args, nargs, kwnames, "|p,*,generator", a) < 0)
        return NULL;
    double p = 0.5;
    ts_Gen *g;
    if ((a[0] && nn_arg_double(S, a[0], "p", &p) < 0) || !(g = nn_gen_arg(S, a[1])))
        return NULL;
    return then_self(S, fill_with(S, NN_T(self), g, draw_bernoulli, &p), self);
}

M(exponential_)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "exponential_", args, nargs, kwnames, "|lambd,*,generator", a) < 0)
        return NULL;
    double l = 1.0;
    ts_Gen *g;
    if ((a[0] && nn_arg_double(S, a[0], "lambd", &l) < 0) || !(g = nn_gen_arg(S, a[1])))
        return NULL;
    return then_self(S, fill_with(S, NN_T(self), g, draw_exponential, &l), self);
}

/* rand/randn(*size, generator=None, dtype=None, requires_grad=False) */
static py_Obj *rand_common(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, const char *fname,
                           bool normal)
{
    Opts o;
    py_Obj *ex[1] = {0};
    if (parse_opts(S, fname, args, nargs, kwnames, &o, "size", ex) < 0)
        return NULL;
    int nd;
    int64_t sh[TS_MAXDIM];
    if (ex[0] ? nn_arg_shape(S, &ex[0], 1, fname, &nd, sh) < 0 : nn_arg_shape(S, args, nargs, fname, &nd, sh) < 0) {
        size_fail(S, fname, args, nargs, kwnames, 1, ex[0]);
        return NULL;
    }
    int dt = o.dtype == TS_NODTYPE ? nn_state(S)->default_dtype : o.dtype;
    ts_Tensor *r;
    NN_TRY(S, ts_empty(NN_CTX(S), nd, sh, (ts_DType)dt, &r));
    py_Obj *ok = normal ? nn_fill_normal(S, r, 0, 1, o.gen) : nn_fill_uniform(S, r, 0, 1, o.gen);
    if (!ok) {
        ts_release(r);
        return NULL;
    }
    py_decref(S, ok);
    return finish(S, r, &o);
}
F(t_rand) { return rand_common(S, args, nargs, kwnames, "rand", false); }
F(t_randn) { return rand_common(S, args, nargs, kwnames, "randn", true); }

/* random_'s range check for bool outputs (before any draw). */
static int random_bounds(py_State *S, int dt, int64_t l, int64_t h)
{
    if (dt != TS_BOOL)
        return 0;
    if (l < 0 || l > 1) {
        py_err_setstr(S, PY_T(RuntimeError), "from is out of bounds for bool");
        return -1;
    }
    if (h - 1 < 0 || h - 1 > 1) {
        py_err_setstr(S, PY_T(RuntimeError), "to - 1 is out of bounds for bool");
        return -1;
    }
    return 0;
}

/* randint_like(input, low=0, high, *, dtype=None, generator=None, ...) */
F(t_randint_like)
{
    Opts o;
    py_Obj *ex[3] = {0};
    if (parse_opts(S, "randint_like", args, nargs, kwnames, &o, "input,low,high", ex) < 0)
        return NULL;
    py_Obj *v[3] = {0};
    for (py_ssize i = 0; i < nargs && i < 3; i++)
        v[i] = args[i];
    for (int i = 0; i < 3; i++)
        if (ex[i])
            v[i] = ex[i];
    if (nargs == 2 && !ex[2]) {   /* randint_like(input, high) */
        v[2] = v[1];
        v[1] = NULL;
    }
    if (!v[0] || !nn_is_tensor(v[0]))
        return py_err_format(S, PY_T(TypeError), "randint_like(): argument 'input' (position 1) must be Tensor, not %T",
                             v[0] ? v[0] : S->None);
    if (!v[2])
        return py_err_setstr(S, PY_T(TypeError), "randint_like() missing required argument 'high'");
    int64_t l = 0, h;
    if ((v[1] && nn_arg_int(S, v[1], "low", &l) < 0) || nn_arg_int(S, v[2], "high", &h) < 0)
        return NULL;
    if (h <= l)
        return py_err_format(S, PY_T(RuntimeError), "random_ expects 'from' to be less than 'to', but got from=%lld >= to=%lld",
                             (long long)l, (long long)h);
    ts_Tensor *t = NN_T(v[0]), *r;
    int dt = o.dtype == TS_NODTYPE ? (int)t->dtype : o.dtype;
    if (random_bounds(S, dt, l, h) < 0)
        return NULL;
    NN_TRY(S, ts_zeros_like(NN_CTX(S), t, dt, &r));
    double p[3] = {(double)l, (double)h, 1};
    py_Obj *ok = fill_with(S, r, o.gen, draw_random, p);
    if (!ok) {
        ts_release(r);
        return NULL;
    }
    py_decref(S, ok);
    return finish(S, r, &o);
}

/* randint(low=0, high, size, *, generator=None, dtype=int64) */
F(t_randint)
{
    Opts o;
    py_Obj *ex[3] = {0};
    if (parse_opts(S, "randint", args, nargs, kwnames, &o, "low,high,size", ex) < 0)
        return NULL;
    py_Obj *lo = NULL, *hi = NULL, *sz = ex[2];
    py_ssize np = nargs;
    if (!sz && np) {
        sz = args[--np];
    }
    if (np == 1) {
        hi = args[0];
    } else if (np >= 2) {
        lo = args[0];
        hi = args[1];
    }
    if (ex[0])
        lo = ex[0];
    if (ex[1])
        hi = ex[1];
    if (!hi || !sz)
        return py_err_setstr(S, PY_T(TypeError), "randint() received an invalid combination of arguments");
    if (!(sz->type->flags & (PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_LIST_SUB))) {
        if (np < 2)
            return py_err_format(S, PY_T(TypeError),
                                 "randint(): argument 'size' (position %d) must be tuple of ints, not %T", (int)np + 1, sz);
        char got[256] = "";
        for (py_ssize i = 0; i < nargs; i++)
            snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s", i ? ", " : "", nn_argtype_name(args[i]));
#define RI_TAIL "Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, " \
                "bool pin_memory = False, bool requires_grad = False)\n"
        return py_err_format(S, PY_T(TypeError),
                             "randint() received an invalid combination of arguments - got (%s), but expected one of:\n"
                             " * (int high, tuple of ints size, *, torch.Generator generator, " RI_TAIL
                             " * (int high, tuple of ints size, *, " RI_TAIL
                             " * (int low, int high, tuple of ints size, *, torch.Generator generator, " RI_TAIL
                             " * (int low, int high, tuple of ints size, *, " RI_TAIL, got);
#undef RI_TAIL
    }
    int64_t l = 0, h;
    if ((lo && nn_arg_int(S, lo, "low", &l) < 0) || nn_arg_int(S, hi, "high", &h) < 0)
        return NULL;
    int nd;
    int64_t sh[TS_MAXDIM];
    if (nn_arg_shape(S, &sz, 1, "randint", &nd, sh) < 0)
        return NULL;
    if (h <= l)
        return py_err_format(S, PY_T(RuntimeError), "random_ expects 'from' to be less than 'to', but got from=%lld >= to=%lld",
                             (long long)l, (long long)h);
    int dt = o.dtype == TS_NODTYPE ? TS_INT64 : o.dtype;
    if (random_bounds(S, dt, l, h) < 0)
        return NULL;
    ts_Tensor *r;
    NN_TRY(S, ts_empty(NN_CTX(S), nd, sh, (ts_DType)dt, &r));
    double p[3] = {(double)l, (double)h, 1};
    py_Obj *ok = fill_with(S, r, o.gen, draw_random, p);
    if (!ok) {
        ts_release(r);
        return NULL;
    }
    py_decref(S, ok);
    return finish(S, r, &o);
}

/* normal(mean, std, size=None, *, generator=None) */
F(t_normal)
{
    Opts o;
    py_Obj *ex[3] = {0};
    if (parse_opts(S, "normal", args, nargs, kwnames, &o, "mean,std,size", ex) < 0)
        return NULL;
    py_Obj *v[3] = {0};
    for (py_ssize i = 0; i < nargs && i < 3; i++)
        v[i] = args[i];
    for (int i = 0; i < 3; i++)
        if (ex[i])
            v[i] = ex[i];
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *r;
    if (v[0] && !nn_is_tensor(v[0]) && (!v[1] || !nn_is_tensor(v[1]))) {
        double m, s = 1;
        if (nn_arg_double(S, v[0], "mean", &m) < 0 || (v[1] && nn_arg_double(S, v[1], "std", &s) < 0))
            return NULL;
        if (!v[2])
            return py_err_setstr(S, PY_T(TypeError), "normal() received an invalid combination of arguments");
        int nd;
        int64_t sh[TS_MAXDIM];
        if (nn_arg_shape(S, &v[2], 1, "normal", &nd, sh) < 0)
            return NULL;
        NN_TRY(S, ts_empty(c, nd, sh, (ts_DType)(o.dtype == TS_NODTYPE ? nn_state(S)->default_dtype : o.dtype), &r));
        py_Obj *ok = nn_fill_normal(S, r, m, s, o.gen);
        if (!ok) {
            ts_release(r);
            return NULL;
        }
        py_decref(S, ok);
        return finish(S, r, &o);
    }
    /* tensor forms */
    if (!v[0] || !v[1])
        return py_err_setstr(S, PY_T(TypeError), "normal() received an invalid combination of arguments");
    ts_Tensor *mt, *stt;
    if (nn_as_tensor_operand(S, v[0], "mean", &mt) < 0)
        return NULL;
    if (nn_as_tensor_operand(S, v[1], "std", &stt) < 0) {
        ts_release(mt);
        return NULL;
    }
    ts_Tensor *shape_src = nn_is_tensor(v[0]) ? mt : stt;
    nb_Status st = ts_empty_like(c, shape_src, TS_NODTYPE, &r);
    py_Obj *ok = NULL;
    if (st == NB_OK) {
        bool g = c->grad_enabled;
        if (nn_is_tensor(v[0]) && !nn_is_tensor(v[1])) {
            ok = nn_fill_normal(S, r, 0, ts_sc_to_f(ts_get_flat(stt, 0)), o.gen);
            if (ok) {
                c->grad_enabled = false;
                st = ts_add_(c, r, mt, ts_sc_i(1));
            }
        } else {
            ok = nn_fill_normal(S, r, 0, 1, o.gen);
            if (ok) {
                c->grad_enabled = false;
                st = ts_binary_(c, TS_MUL, r, stt);
                if (st == NB_OK)
                    st = ts_add_(c, r, mt, ts_sc_i(1));
            }
        }
        c->grad_enabled = g;
    }
    ts_release(mt);
    ts_release(stt);
    if (!ok || st != NB_OK) {
        ts_release(r);
        py_xdecref(S, ok);
        return ok ? nn_raise_status(S, st) : NULL;
    }
    py_decref(S, ok);
    return finish(S, r, &o);
}

F(t_bernoulli)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "bernoulli", args, nargs, kwnames, "input,|p,*,generator", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "bernoulli(): argument 'input' (position 1) must be Tensor, not %T", a[0]);
    ts_Gen *g = nn_gen_arg(S, a[2]);
    if (!g)
        return NULL;
    ts_Tensor *in = NN_T(a[0]), *r, *pc;
    ts_Ctx *c = NN_CTX(S);
    NN_TRY(S, ts_empty_like(c, in, TS_NODTYPE, &r));
    if (a[1] && a[1] != S->None) {
        double p;
        if (nn_arg_double(S, a[1], "p", &p) < 0) {
            ts_release(r);
            return NULL;
        }
        nb_Status st = ts_rng_bernoulli_scalar(g, r->dtype, ts_data(r), ts_numel(r), p);
        if (st != NB_OK) {
            ts_release(r);
            return nn_raise_status(S, st);
        }
        return nn_tensor_wrap_steal(S, r);
    }
    nb_Status st = ts_contiguous(c, in, &pc);
    if (st == NB_OK) {
        st = ts_rng_bernoulli_tensor(g, r->dtype, ts_data(r), ts_numel(r), pc->dtype, ts_data(pc));
        ts_release(pc);
    }
    if (st != NB_OK) {
        ts_release(r);
        if (NN_CTX(S)->err_kind == TS_ERR_NONE)
            return py_err_setstr(S, PY_T(RuntimeError), "bernoulli: unsupported dtype");
        return nn_raise_status(S, st);
    }
    return nn_tensor_wrap_steal(S, r);
}

/* ------------------------------------------------------------ Generator */

static py_Obj *gen_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "Generator", args, nargs, kwnames, "|device", a) < 0)
        return NULL;
    if (nn_arg_device(S, a[0]) < 0)
        return NULL;
    nn_Generator *g = (nn_Generator *)py_obj_alloc(S, t, sizeof(nn_Generator));
    if (!g)
        return NULL;
    g->g = py_malloc(S, sizeof(ts_Gen));
    if (!g->g) {
        py_decref(S, (py_Obj *)g);
        return NULL;
    }
    g->owned = true;
    ts_gen_seed(g->g, 67280421310721ull);
    return (py_Obj *)g;
}

static void gen_dealloc(py_State *S, py_Obj *o)
{
    nn_Generator *g = (nn_Generator *)o;
    if (g->owned && g->g)
        py_free(S, g->g, sizeof(ts_Gen));
    py_obj_free(S, o);
}

static py_Obj *gen_initial_seed(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_int_from_u64(S, ts_gen_initial_seed(((nn_Generator *)self)->g));
}

static py_Obj *gen_get_state(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    int64_t n = TS_GEN_STATE_SIZE;
    ts_Tensor *r;
    NN_TRY(S, ts_empty(NN_CTX(S), 1, &n, TS_UINT8, &r));
    ts_gen_get_state(((nn_Generator *)self)->g, (uint8_t *)ts_data(r));
    return nn_tensor_wrap_steal(S, r);
}

static py_Obj *gen_set_state(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "set_state", args, nargs, kwnames, "new_state", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]) || NN_T(a[0])->dtype != TS_UINT8)
        return py_err_setstr(S, PY_T(TypeError), "expected a torch.ByteTensor, but got something else");
    ts_Tensor *ct;
    NN_TRY(S, ts_contiguous(NN_CTX(S), NN_T(a[0]), &ct));
    nb_Status st = ts_gen_set_state(((nn_Generator *)self)->g, ts_data(ct), (size_t)ts_numel(ct));
    ts_release(ct);
    if (st != NB_OK)
        return py_err_setstr(S, PY_T(RuntimeError), "Expected either a CPUGeneratorImplStateLegacy of size 5048 or a "
                                                    "CPUGeneratorImplState of size 5056 but found the input RNG state "
                                                    "size to be something else");
    return py_newref(self);
}

static py_Obj *gen_seed(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    /* Deterministic stand-in for a non-deterministic seed. */
    ts_Gen *g = ((nn_Generator *)self)->g;
    uint64_t s = ts_gen_random64(g) & 0x7fffffffffffffffull;
    ts_gen_seed(g, s);
    return py_int_from_u64(S, s);
}

static py_Obj *gen_device(py_State *S, py_Obj *o) { return py_newref(nn_glue(S)->cpu_device); }

static const py_MethodDef gen_methods[] = {
    {"initial_seed", gen_initial_seed, PY_METH_INSTANCE},
    {"get_state", gen_get_state, PY_METH_INSTANCE},
    {"seed", gen_seed, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};
static const py_GetSetDef gen_getset[] = {
    {"device", gen_device, NULL},
    {NULL, NULL, NULL},
};

py_Type nn_type_Generator = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Generator",
    .module = "torch._C",
    .basicsize = sizeof(nn_Generator),
    .methods = gen_methods,
    .getset = gen_getset,
    .dealloc = gen_dealloc,
    .tp_new = gen_new,
};

F(t_initial_seed) { return gen_initial_seed(S, nn_glue(S)->default_gen, args, 0, NULL); }
F(t_seed) { return gen_seed(S, nn_glue(S)->default_gen, args, 0, NULL); }
F(t_get_rng_state) { return gen_get_state(S, nn_glue(S)->default_gen, args, 0, NULL); }
F(t_set_rng_state)
{
    py_Obj *r = gen_set_state(S, nn_glue(S)->default_gen, args, nargs, kwnames);
    if (!r)
        return NULL;
    py_decref(S, r);
    PY_RETURN_NONE(S);
}

const py_MethodDef nn_create_funcs[] = {
    {"tensor", t_tensor, PY_METH_STATIC},
    {"as_tensor", t_as_tensor, PY_METH_STATIC},
    {"asarray", t_as_tensor, PY_METH_STATIC},
    {"zeros", t_zeros, PY_METH_STATIC},
    {"ones", t_ones, PY_METH_STATIC},
    {"full", t_full, PY_METH_STATIC},
    {"empty", t_empty, PY_METH_STATIC},
    {"zeros_like", t_zeros_like, PY_METH_STATIC},
    {"ones_like", t_ones_like, PY_METH_STATIC},
    {"full_like", t_full_like, PY_METH_STATIC},
    {"empty_like", t_empty_like, PY_METH_STATIC},
    {"rand_like", t_rand_like, PY_METH_STATIC},
    {"randn_like", t_randn_like, PY_METH_STATIC},
    {"eye", t_eye, PY_METH_STATIC},
    {"arange", t_arange, PY_METH_STATIC},
    {"linspace", t_linspace, PY_METH_STATIC},
    {"rand", t_rand, PY_METH_STATIC},
    {"randn", t_randn, PY_METH_STATIC},
    {"randint", t_randint, PY_METH_STATIC},
    {"randint_like", t_randint_like, PY_METH_STATIC},
    {"logspace", t_logspace, PY_METH_STATIC},
    {"normal", t_normal, PY_METH_STATIC},
    {"bernoulli", t_bernoulli, PY_METH_STATIC},
    {"initial_seed", t_initial_seed, PY_METH_STATIC},
    {"seed", t_seed, PY_METH_STATIC},
    {"get_rng_state", t_get_rng_state, PY_METH_STATIC},
    {"set_rng_state", t_set_rng_state, PY_METH_STATIC},
    {NULL, NULL, 0},
};

int nn_create_init(py_State *S, py_Obj *torch)
{
    nn_Glue *g = nn_glue(S);
    if (py_module_add_type(S, torch, &nn_type_Generator) < 0)
        return -1;
    if (!g->default_gen) {
        nn_Generator *dg = (nn_Generator *)py_obj_alloc(S, &nn_type_Generator, sizeof(nn_Generator));
        if (!dg)
            return -1;
        dg->g = &g->st.gen;
        dg->owned = false;
        g->default_gen = (py_Obj *)dg;
    }
    return py_module_add(S, torch, "default_generator", g->default_gen);
}
