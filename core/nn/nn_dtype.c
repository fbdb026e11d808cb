/* nn_dtype.c — the small value types of `torch`: torch.dtype objects,
 * torch.Size (a tuple subclass), torch.device, torch.finfo / torch.iinfo and
 * the named-tuple-like torch.return_types.* results of max/min/sort/topk. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "py_complex.h"
#include "nn_glue.h"
#include "nn_torch_util.h"

/* ------------------------------------------------------------ dtype */

typedef struct nn_Dtype { PY_HEAD; int dt; } nn_Dtype;
#define DT(o) (((nn_Dtype *)(o))->dt)

static py_Obj *dtype_repr(py_State *S, py_Obj *o) { return py_str_from(S, ts_dtype_name((ts_DType)DT(o))); }
static py_hash dtype_hash(py_State *S, py_Obj *o) { return (py_hash)((uintptr_t)o >> 4); }
static py_Obj *dtype_is_fp(py_State *S, py_Obj *o) { return PY_BOOL(S, ts_dtype_is_float((ts_DType)DT(o))); }
static py_Obj *dtype_is_complex(py_State *S, py_Obj *o) { return PY_BOOL(S, ts_dtype_is_complex((ts_DType)DT(o))); }
static py_Obj *dtype_is_signed(py_State *S, py_Obj *o)
{
    int d = DT(o);
    return PY_BOOL(S, d != TS_BOOL && d != TS_UINT8);
}
static py_Obj *dtype_itemsize(py_State *S, py_Obj *o) { return py_int_from_i64(S, (int64_t)ts_dtype_size((ts_DType)DT(o))); }
static py_Obj *dtype_to_real(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    int d = DT(self);
    if (ts_dtype_is_complex((ts_DType)d))
        return py_newref(nn_dtype_obj(S, d == TS_COMPLEX64 ? TS_FLOAT32 : TS_FLOAT64));
    return py_newref(self);
}
/* float32 -> complex64, float64 -> complex128; complex dtypes map to themselves. */
static py_Obj *dtype_to_complex(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    int d = DT(self);
    if (d == TS_FLOAT32)
        return py_newref(nn_dtype_obj(S, TS_COMPLEX64));
    if (d == TS_FLOAT64)
        return py_newref(nn_dtype_obj(S, TS_COMPLEX128));
    if (ts_dtype_is_complex((ts_DType)d))
        return py_newref(self);
    return py_err_format(S, PY_T(RuntimeError), "Unsupported dtype %s", ts_dtype_short((ts_DType)d));
}
static py_Obj *dtype_reduce(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    const char *n = ts_dtype_name((ts_DType)DT(self));
    return py_str_from(S, n + 6);
}

static const py_GetSetDef dtype_getset[] = {
    {"is_floating_point", dtype_is_fp, NULL},
    {"is_complex", dtype_is_complex, NULL},
    {"is_signed", dtype_is_signed, NULL},
    {"itemsize", dtype_itemsize, NULL},
    {NULL, NULL, NULL},
};
/* copy.deepcopy(dtype) keeps the object (it is a singleton). */
static py_Obj *dtype_deepcopy(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_newref(self);
}
static const py_MethodDef dtype_methods[] = {
    {"to_real", dtype_to_real, PY_METH_INSTANCE},
    {"to_complex", dtype_to_complex, PY_METH_INSTANCE},
    {"__reduce__", dtype_reduce, PY_METH_INSTANCE},
    {"__deepcopy__", dtype_deepcopy, PY_METH_INSTANCE},
    {"__copy__", dtype_deepcopy, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type nn_type_dtype = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "dtype",
    .module = "torch",
    .basicsize = sizeof(nn_Dtype),
    .getset = dtype_getset,
    .methods = dtype_methods,
    .repr = dtype_repr,
    .str = dtype_repr,
    .hash = dtype_hash,
};

py_Obj *nn_dtype_obj(py_State *S, int dtype)
{
    return nn_state(S)->dtypes[dtype];
}

int nn_dtype_from_obj(py_State *S, py_Obj *o, int *dtype)
{
    if (o->type == &nn_type_dtype) {
        *dtype = DT(o);
        return 0;
    }
    if (o == (py_Obj *)PY_T(float)) { *dtype = TS_FLOAT64; return 0; }
    if (o == (py_Obj *)PY_T(int)) { *dtype = TS_INT64; return 0; }
    if (o == (py_Obj *)PY_T(bool)) { *dtype = TS_BOOL; return 0; }
    if (o == (py_Obj *)&py_type_complex) { *dtype = TS_COMPLEX128; return 0; }
    py_err_format(S, PY_T(TypeError), "dtype must be torch.dtype, not %T", o);
    return -1;
}

/* ------------------------------------------------------------ Size */

py_Obj *nn_size_new(py_State *S, int ndim, const int64_t *dims)
{
    py_Obj *t = py_tuple_new(S, ndim);
    if (!t)
        return NULL;
    for (int i = 0; i < ndim; i++) {
        py_Obj *v = py_int_from_i64(S, dims[i]);
        if (!v) {
            py_decref(S, t);
            return NULL;
        }
        ((py_Tuple *)t)->items[i] = v;
    }
    py_Obj *r = PY_T(tuple)->tp_new(S, &nn_type_Size, &t, 1, NULL);
    py_decref(S, t);
    return r;
}

static py_Obj *size_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (nargs > 1 || (kwnames && py_tuple_len(kwnames))) {
        return py_err_format(S, PY_T(TypeError), "Size() takes at most 1 argument");
    }
    py_Obj *tup = nargs ? py_seq_tuple(S, args[0]) : py_newref(S->empty_tuple);
    if (!tup)
        return NULL;
    for (py_ssize i = 0; i < py_tuple_len(tup); i++) {
        py_Obj *it = py_tuple_getB(tup, i);
        if (nn_is_tensor(it) && ts_numel(NN_T(it)) == 1 && !ts_dtype_is_float(NN_T(it)->dtype) &&
            !ts_dtype_is_complex(NN_T(it)->dtype)) {
            /* one-element integer tensors count as ints (their __index__) */
            py_Obj *v = py_int_from_i64(S, ts_sc_to_i(ts_get_flat(NN_T(it), 0)));
            if (!v) {
                py_decref(S, tup);
                return NULL;
            }
            ((py_Tuple *)tup)->items[i] = v;
            py_decref(S, it);
            continue;
        }
        if (!py_isinstance_type(it, PY_T(int))) {
            py_decref(S, tup);
            return py_err_format(S, PY_T(TypeError), "torch.Size() takes an iterable of 'int' (item %zd is '%T')", i, it);
        }
    }
    py_Obj *r = PY_T(tuple)->tp_new(S, t, &tup, 1, NULL);
    py_decref(S, tup);
    return r;
}

static py_Obj *size_repr(py_State *S, py_Obj *o)
{
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_puts(&b, "torch.Size([");
    for (py_ssize i = 0; i < py_tuple_len(o); i++) {
        py_Obj *r = py_repr(S, py_tuple_getB(o, i));
        if (!r) {
            nb_buf_free(&b);
            return NULL;
        }
        if (i)
            nb_buf_puts(&b, ", ");
        nb_buf_append(&b, py_str_utf8(r), (size_t)py_str_nbytes(r));
        py_decref(S, r);
    }
    nb_buf_puts(&b, "])");
    py_Obj *r = py_str_new(S, b.data, (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

/* Size[slice] is a Size; Size[int] an int. */
static py_Obj *size_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    py_Obj *r = PY_T(tuple)->getitem(S, o, key);
    if (!r || key->type != PY_T(slice))
        return r;
    py_Obj *s = PY_T(tuple)->tp_new(S, &nn_type_Size, &r, 1, NULL);
    py_decref(S, r);
    return s;
}

/* Size + tuple is a Size; tuple + Size stays a tuple (as in PyTorch). */
static py_Obj *size_add(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!(a->type->flags & PY_TPFLAG_TUPLE_SUB) || !(b->type->flags & PY_TPFLAG_TUPLE_SUB))
        return py_newref(S->NotImplemented);
    py_Obj *r = PY_T(tuple)->nb[PY_OP_ADD](S, a, b);
    if (!r || r == S->NotImplemented || !py_isinstance_type(a, &nn_type_Size))
        return r;
    py_Obj *s = PY_T(tuple)->tp_new(S, &nn_type_Size, &r, 1, NULL);
    py_decref(S, r);
    return s;
}

/* Size * n and n * Size are Sizes. */
static py_Obj *size_mul(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *r = PY_T(tuple)->nb[PY_OP_MUL](S, a, b);
    if (!r || r == S->NotImplemented)
        return r;
    py_Obj *s = PY_T(tuple)->tp_new(S, &nn_type_Size, &r, 1, NULL);
    py_decref(S, r);
    return s;
}

static int size_setitem(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v)
{
    py_err_format(S, PY_T(TypeError), "'torch.Size' object does not support item %s", v ? "assignment" : "deletion");
    return -1;
}

static py_Obj *size_numel(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    int64_t n = 1;
    for (py_ssize i = 0; i < py_tuple_len(self); i++) {
        int64_t v;
        if (py_as_int64(S, py_tuple_getB(self, i), &v) < 0)
            return NULL;
        n *= v;
    }
    return py_int_from_i64(S, n);
}

static const py_MethodDef size_methods[] = {
    {"numel", size_numel, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type nn_type_Size = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Size",
    .module = "torch",
    .basicsize = sizeof(py_Tuple),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC | PY_TPFLAG_TUPLE_SUB,
    .base = &py_type_tuple,
    .methods = size_methods,
    .tp_new = size_new,
    .repr = size_repr,
    .getitem = size_getitem,
    .setitem = size_setitem,
    .nb = {[PY_OP_ADD] = size_add, [PY_OP_MUL] = size_mul},
};

/* ------------------------------------------------------------ device */

static const char *const device_types[] = {
    "cpu", "cuda", "ipu", "xpu", "mkldnn", "opengl", "opencl", "ideep", "hip", "ve", "fpga", "maia", "xla",
    "lazy", "vulkan", "mps", "meta", "hpu", "mtia", "privateuseone", NULL,
};

int nn_device_parse(py_State *S, const char *s, char *type, int *index)
{
    if (!*s) {
        py_err_setstr(S, PY_T(RuntimeError), "Device string must not be empty");
        return -1;
    }
    /* ([a-zA-Z_]+)(?::([1-9]\d*|0))? */
    size_t tl = 0;
    while ((s[tl] >= 'a' && s[tl] <= 'z') || (s[tl] >= 'A' && s[tl] <= 'Z') || s[tl] == '_')
        tl++;
    bool ok = tl > 0;
    int idx = -1;
    if (ok && s[tl] == ':') {
        const char *p = s + tl + 1;
        ok = *p >= '0' && *p <= '9' && !(*p == '0' && p[1]);
        long long v = 0;
        for (; ok && *p; p++) {
            ok = *p >= '0' && *p <= '9' && v < 100000000;
            v = v * 10 + (*p - '0');
        }
        idx = (int)v;
    } else if (ok && s[tl]) {
        ok = false;
    }
    if (!ok) {
        py_err_format(S, PY_T(RuntimeError), "Invalid device string: '%s'", s);
        return -1;
    }
    int known = 0;
    for (int i = 0; device_types[i]; i++)
        if (strlen(device_types[i]) == tl && strncmp(device_types[i], s, tl) == 0)
            known = 1;
    if (!known) {
        py_err_format(S, PY_T(RuntimeError),
                      "Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, maia, "
                      "xla, lazy, vulkan, mps, meta, hpu, mtia, privateuseone device type at start of device "
                      "string: %s", s);
        return -1;
    }
    memcpy(type, s, tl);
    type[tl] = 0;
    *index = idx;
    return 0;
}

/* torch.device(type_or_device, index=None) / torch.device(int). */
static py_Obj *device_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "device", args, nargs, kwnames, "type,|index", a) < 0)
        return NULL;
    if (py_isinstance_type(a[0], &nn_type_device))
        return py_newref(a[0]);
    if (py_isinstance_type(a[0], PY_T(int)) && a[0]->type != PY_T(bool)) {
        if (py_int_sign(a[0]) < 0)
            return py_err_setstr(S, PY_T(RuntimeError), "Device index must not be negative");
        return py_err_setstr(S, PY_T(RuntimeError), "Cannot access accelerator device when none is available.");
    }
    if (!py_isinstance_type(a[0], PY_T(str)))
        return py_err_format(S, PY_T(TypeError),
                             "device() received an invalid combination of arguments - got (%s), but expected one of:\n"
                             " * (torch.device device)\n"
                             "      didn't match because some of the arguments have invalid types: (!%s!)\n"
                             " * (str type, int index = -1)\n",
                             nn_argtype_name(a[0]), nn_argtype_name(a[0]));
    char type[16];
    int index;
    if (nn_device_parse(S, py_str_utf8(a[0]), type, &index) < 0)
        return NULL;
    if (a[1] && a[1] != S->None) {
        if (!py_isinstance_type(a[1], PY_T(int)) || a[1]->type == PY_T(bool))
            return py_err_format(S, PY_T(TypeError), "device(): argument 'index' (position 2) must be int, not %s",
                                 nn_argtype_name(a[1]));
        if (index >= 0)
            return py_err_format(S, PY_T(RuntimeError),
                                 "type (string) must not include an index because index was passed explicitly: %s",
                                 py_str_utf8(a[0]));
        int64_t v;
        if (py_as_int64(S, a[1], &v) < 0)
            return NULL;
        if (v < 0)
            return py_err_setstr(S, PY_T(RuntimeError), "Device index must not be negative");
        index = (int)v;
    }
    nn_Device *d = (nn_Device *)py_obj_alloc(S, t, t->basicsize);
    if (!d)
        return NULL;
    strcpy(d->type, type);
    d->index = index;
    return (py_Obj *)d;
}

static py_Obj *device_repr(py_State *S, py_Obj *o)
{
    nn_Device *d = (nn_Device *)o;
    if (d->index >= 0)
        return py_str_fmt(S, "device(type='%s', index=%d)", d->type, d->index);
    return py_str_fmt(S, "device(type='%s')", d->type);
}
static py_Obj *device_str(py_State *S, py_Obj *o)
{
    nn_Device *d = (nn_Device *)o;
    if (d->index >= 0)
        return py_str_fmt(S, "%s:%d", d->type, d->index);
    return py_str_from(S, d->type);
}
static py_Obj *device_type(py_State *S, py_Obj *o) { return py_str_from(S, ((nn_Device *)o)->type); }
static py_Obj *device_index(py_State *S, py_Obj *o)
{
    nn_Device *d = (nn_Device *)o;
    return d->index >= 0 ? py_int_from_i64(S, d->index) : PY_NONE(S);
}
/* std::hash<c10::Device>: (uint8 DeviceType << 16) | uint8 index, so sets of
 * devices iterate in PyTorch's order. device_types[] lists names, not enum
 * values: map them. */
static py_hash device_hash(py_State *S, py_Obj *o)
{
    static const struct { const char *n; int v; } ids[] = {
        {"cpu", 0}, {"cuda", 1}, {"mkldnn", 2}, {"opengl", 3}, {"opencl", 4}, {"ideep", 5}, {"hip", 6},
        {"fpga", 7}, {"maia", 8}, {"xla", 9}, {"vulkan", 10}, {"xpu", 12}, {"mps", 13}, {"meta", 14},
        {"hpu", 15}, {"ve", 16}, {"lazy", 17}, {"ipu", 18}, {"mtia", 19}, {"privateuseone", 20}, {NULL, 0},
    };
    nn_Device *d = (nn_Device *)o;
    int v = 0;
    for (int i = 0; ids[i].n; i++)
        if (strcmp(ids[i].n, d->type) == 0)
            v = ids[i].v;
    return (py_hash)(((uint32_t)(uint8_t)v << 16) | (uint32_t)(uint8_t)d->index);
}
static py_Obj *device_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if ((op != PY_EQ && op != PY_NE) || !py_isinstance_type(b, &nn_type_device))
        return py_newref(S->NotImplemented);
    nn_Device *x = (nn_Device *)a, *y = (nn_Device *)b;
    bool eq = strcmp(x->type, y->type) == 0 && x->index == y->index;
    return PY_BOOL(S, op == PY_EQ ? eq : !eq);
}
/* `with torch.device(...):` makes it the default device for factory functions; this engine
 * has only the CPU, so entering a CPU device changes nothing and other types fail as on a
 * CPU-only build when a tensor is first made there. */
static py_Obj *device_enter(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    return py_newref(self);
}
static py_Obj *device_exit(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    PY_RETURN_NONE(S);
}
static const py_MethodDef device_methods[] = {
    {"__enter__", device_enter, PY_METH_INSTANCE},
    {"__exit__", device_exit, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};
static const py_GetSetDef device_getset[] = {
    {"type", device_type, NULL},
    {"index", device_index, NULL},
    {NULL, NULL, NULL},
};

py_Type nn_type_device = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "device",
    .module = "torch",
    .basicsize = sizeof(nn_Device),
    .getset = device_getset,
    .methods = device_methods,
    .tp_new = device_new,
    .repr = device_repr,
    .str = device_str,
    .hash = device_hash,
    .richcmp = device_richcmp,
};

/* ------------------------------------------------------------ finfo / iinfo */

typedef struct nn_Info { PY_HEAD; int dt; } nn_Info;

static py_Obj *info_new_common(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                               bool want_float)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, want_float ? "finfo" : "iinfo", args, nargs, kwnames, want_float ? "|type" : "type", a) < 0)
        return NULL;
    int dt = nn_state(S)->default_dtype;
    if (a[0] && nn_dtype_from_obj(S, a[0], &dt) < 0)
        return NULL;
    if (want_float && !ts_dtype_is_float((ts_DType)dt))
        return py_err_setstr(S, PY_T(TypeError), "torch.finfo() requires a floating point input type. Use torch.iinfo to handle 'torch.finfo'");
    if (!want_float && dt == TS_BOOL)
        return py_err_setstr(S, PY_T(TypeError), "torch.bool is not supported by torch.iinfo");
    if (!want_float && (ts_dtype_is_float((ts_DType)dt)))
        return py_err_setstr(S, PY_T(TypeError), "torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'");
    nn_Info *o = (nn_Info *)py_obj_alloc(S, t, sizeof(nn_Info));
    if (o)
        o->dt = dt;
    return (py_Obj *)o;
}
static py_Obj *finfo_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return info_new_common(S, t, args, nargs, kwnames, true);
}
static py_Obj *iinfo_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return info_new_common(S, t, args, nargs, kwnames, false);
}

typedef struct FInfo { int bits; double eps, max, tiny, resolution; } FInfo;
static FInfo finfo_of(int dt)
{
    switch (dt) {
    case TS_FLOAT16: return (FInfo){16, 0.0009765625, 65504.0, 6.103515625e-05, 0.001};
    case TS_BFLOAT16: return (FInfo){16, 0.0078125, 3.3895313892515355e+38, 1.1754943508222875e-38, 0.01};
    case TS_FLOAT64: return (FInfo){64, DBL_EPSILON, DBL_MAX, DBL_MIN, 1e-15};
    default: return (FInfo){32, (double)FLT_EPSILON, (double)FLT_MAX, (double)FLT_MIN, 1e-06};
    }
}
static py_Obj *fi_bits(py_State *S, py_Obj *o) { return py_int_from_i64(S, finfo_of(((nn_Info *)o)->dt).bits); }
static py_Obj *fi_eps(py_State *S, py_Obj *o) { return py_float_new(S, finfo_of(((nn_Info *)o)->dt).eps); }
static py_Obj *fi_max(py_State *S, py_Obj *o) { return py_float_new(S, finfo_of(((nn_Info *)o)->dt).max); }
static py_Obj *fi_min(py_State *S, py_Obj *o) { return py_float_new(S, -finfo_of(((nn_Info *)o)->dt).max); }
static py_Obj *fi_tiny(py_State *S, py_Obj *o) { return py_float_new(S, finfo_of(((nn_Info *)o)->dt).tiny); }
static py_Obj *fi_res(py_State *S, py_Obj *o) { return py_float_new(S, finfo_of(((nn_Info *)o)->dt).resolution); }
static py_Obj *info_dtype(py_State *S, py_Obj *o)
{
    const char *n = ts_dtype_name((ts_DType)((nn_Info *)o)->dt);
    return py_str_from(S, n + 6);
}
static const py_GetSetDef finfo_getset[] = {
    {"bits", fi_bits, NULL}, {"eps", fi_eps, NULL}, {"max", fi_max, NULL}, {"min", fi_min, NULL},
    {"tiny", fi_tiny, NULL}, {"smallest_normal", fi_tiny, NULL}, {"resolution", fi_res, NULL},
    {"dtype", info_dtype, NULL}, {NULL, NULL, NULL},
};

static void iinfo_of(int dt, int *bits, int64_t *mn, int64_t *mx)
{
    switch (dt) {
    case TS_BOOL: *bits = 8; *mn = 0; *mx = 1; break;
    case TS_UINT8: *bits = 8; *mn = 0; *mx = 255; break;
    case TS_INT8: *bits = 8; *mn = -128; *mx = 127; break;
    case TS_INT16: *bits = 16; *mn = -32768; *mx = 32767; break;
    case TS_INT32: *bits = 32; *mn = INT32_MIN; *mx = INT32_MAX; break;
    default: *bits = 64; *mn = INT64_MIN; *mx = INT64_MAX; break;
    }
}
static py_Obj *ii_bits(py_State *S, py_Obj *o) { int b; int64_t mn, mx; iinfo_of(((nn_Info *)o)->dt, &b, &mn, &mx); return py_int_from_i64(S, b); }
static py_Obj *ii_min(py_State *S, py_Obj *o) { int b; int64_t mn, mx; iinfo_of(((nn_Info *)o)->dt, &b, &mn, &mx); return py_int_from_i64(S, mn); }
static py_Obj *ii_max(py_State *S, py_Obj *o) { int b; int64_t mn, mx; iinfo_of(((nn_Info *)o)->dt, &b, &mn, &mx); return py_int_from_i64(S, mx); }
static const py_GetSetDef iinfo_getset[] = {
    {"bits", ii_bits, NULL}, {"min", ii_min, NULL}, {"max", ii_max, NULL}, {"dtype", info_dtype, NULL},
    {NULL, NULL, NULL},
};

/* C's %g, as PyTorch's finfo/iinfo __repr__ prints its fields. */
static void put_g(nb_Buf *b, const char *name, double v)
{
    char num[64];
    snprintf(num, sizeof num, "%s=%g, ", name, v);
    nb_buf_puts(b, num);
}

static py_Obj *finfo_repr(py_State *S, py_Obj *o)
{
    int dt = ((nn_Info *)o)->dt;
    FInfo f = finfo_of(dt);
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_puts(&b, "finfo(");
    put_g(&b, "resolution", f.resolution);
    put_g(&b, "min", -f.max);
    put_g(&b, "max", f.max);
    put_g(&b, "eps", f.eps);
    put_g(&b, "smallest_normal", f.tiny);
    put_g(&b, "tiny", f.tiny);
    nb_buf_puts(&b, "dtype=");
    nb_buf_puts(&b, ts_dtype_name((ts_DType)dt) + 6);
    nb_buf_puts(&b, ")");
    py_Obj *r = py_str_new(S, b.data, (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

static py_Obj *iinfo_repr(py_State *S, py_Obj *o)
{
    int dt = ((nn_Info *)o)->dt, bits;
    int64_t mn, mx;
    iinfo_of(dt, &bits, &mn, &mx);
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_puts(&b, "iinfo(");
    put_g(&b, "min", (double)mn);
    put_g(&b, "max", (double)mx);
    nb_buf_puts(&b, "dtype=");
    nb_buf_puts(&b, ts_dtype_name((ts_DType)dt) + 6);
    nb_buf_puts(&b, ")");
    py_Obj *r = py_str_new(S, b.data, (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

/* finfo/iinfo objects compare equal when they describe the same dtype. */
static py_Obj *info_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if ((op != PY_EQ && op != PY_NE) || a->type != b->type)
        return py_newref(S->NotImplemented);
    bool eq = ((nn_Info *)a)->dt == ((nn_Info *)b)->dt;
    return PY_BOOL(S, op == PY_EQ ? eq : !eq);
}
static py_hash info_hash(py_State *S, py_Obj *o) { return (py_hash)(((nn_Info *)o)->dt + 1000); }

py_Type nn_type_finfo = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "finfo",
    .module = "torch",
    .basicsize = sizeof(nn_Info),
    .getset = finfo_getset,
    .tp_new = finfo_new,
    .repr = finfo_repr,
    .richcmp = info_richcmp,
    .hash = info_hash,
};
py_Type nn_type_iinfo = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "iinfo",
    .module = "torch",
    .basicsize = sizeof(nn_Info),
    .getset = iinfo_getset,
    .tp_new = iinfo_new,
    .repr = iinfo_repr,
    .richcmp = info_richcmp,
    .hash = info_hash,
};

/* ------------------------------------------------------------ return types */

static py_Obj *rt_values(py_State *S, py_Obj *o) { return py_newref(py_tuple_getB(o, 0)); }
static py_Obj *rt_indices(py_State *S, py_Obj *o) { return py_newref(py_tuple_getB(o, 1)); }
static const py_GetSetDef rt_getset[] = {
    {"values", rt_values, NULL},
    {"indices", rt_indices, NULL},
    {NULL, NULL, NULL},
};
/* torch.return_types.max(\nvalues=...,\nindices=...) */
static py_Obj *rt_repr(py_State *S, py_Obj *o)
{
    py_Obj *v = py_repr(S, py_tuple_getB(o, 0));
    py_Obj *i = v ? py_repr(S, py_tuple_getB(o, 1)) : NULL;
    py_Obj *r = i ? py_str_fmt(S, "torch.return_types.%s(\nvalues=%U,\nindices=%U)", o->type->name, v, i) : NULL;
    py_xdecref(S, v);
    py_xdecref(S, i);
    return r;
}

#define RT_TYPE(n) \
    static py_Type rt_##n = { \
        .ob = {PY_IMMORTAL, &py_type_type}, .name = #n, .module = "torch.return_types", \
        .basicsize = sizeof(py_Tuple), .flags = PY_TPFLAG_GC | PY_TPFLAG_TUPLE_SUB, \
        .base = &py_type_tuple, .getset = rt_getset, .repr = rt_repr, \
    };
RT_TYPE(max) RT_TYPE(min) RT_TYPE(sort) RT_TYPE(topk) RT_TYPE(median) RT_TYPE(mode) RT_TYPE(kthvalue)
RT_TYPE(cummax) RT_TYPE(cummin)
RT_TYPE(max_out) RT_TYPE(min_out) RT_TYPE(sort_out) RT_TYPE(topk_out) RT_TYPE(median_out) RT_TYPE(mode_out)
RT_TYPE(kthvalue_out) RT_TYPE(cummax_out) RT_TYPE(cummin_out)
static py_Type *const rt_types[] = {&rt_max, &rt_min, &rt_sort, &rt_topk, &rt_median, &rt_mode, &rt_kthvalue,
                                    &rt_cummax, &rt_cummin, &rt_max_out, &rt_min_out, &rt_sort_out, &rt_topk_out,
                                    &rt_median_out, &rt_mode_out, &rt_kthvalue_out, &rt_cummax_out,
                                    &rt_cummin_out, NULL};

py_Type *nn_return_type(py_State *S, const char *name, bool out)
{
    (void)S;
    size_t n = strlen(name);
    for (int k = 0; rt_types[k]; k++) {
        const char *tn = rt_types[k]->name;
        if (strncmp(tn, name, n) == 0 && strcmp(tn + n, out ? "_out" : "") == 0)
            return rt_types[k];
    }
    return NULL;
}

py_Obj *nn_return_pair(py_State *S, const char *name, ts_Tensor *v, ts_Tensor *i)
{
    py_Type *t = nn_return_type(S, name, false);
    py_Obj *vo = nn_tensor_wrap_steal(S, v);
    py_Obj *io = vo ? nn_tensor_wrap_steal(S, i) : (ts_release(i), NULL);
    if (!io) {
        py_xdecref(S, vo);
        return NULL;
    }
    py_Obj *tup = py_tuple_pack(S, 2, vo, io);
    py_decref(S, vo);
    py_decref(S, io);
    if (!tup || !t)
        return tup;
    py_Obj *r = PY_T(tuple)->tp_new(S, t, &tup, 1, NULL);
    py_decref(S, tup);
    return r;
}

/* ------------------------------------------------------------ init */

static const struct { const char *name; int dt; } dtype_names[] = {
    {"float32", TS_FLOAT32}, {"float", TS_FLOAT32}, {"float64", TS_FLOAT64}, {"double", TS_FLOAT64},
    {"float16", TS_FLOAT16}, {"half", TS_FLOAT16}, {"bfloat16", TS_BFLOAT16}, {"int64", TS_INT64},
    {"long", TS_INT64}, {"int32", TS_INT32}, {"int", TS_INT32}, {"int16", TS_INT16}, {"short", TS_INT16},
    {"int8", TS_INT8}, {"uint8", TS_UINT8}, {"bool", TS_BOOL}, {"complex64", TS_COMPLEX64},
    {"cfloat", TS_COMPLEX64}, {"complex128", TS_COMPLEX128}, {"cdouble", TS_COMPLEX128}, {NULL, 0},
};

int nn_dtype_init(py_State *S, py_Obj *torch)
{
    nn_State *st = nn_state(S);
    if (py_type_ready(S, &nn_type_dtype) < 0)
        return -1;
    for (int i = 0; i < TS_NDTYPES; i++) {
        if (st->dtypes[i])
            continue;
        nn_Dtype *d = (nn_Dtype *)py_obj_alloc(S, &nn_type_dtype, sizeof(nn_Dtype));
        if (!d)
            return -1;
        d->dt = i;
        st->dtypes[i] = (py_Obj *)d;
    }
    for (int i = 0; dtype_names[i].name; i++)
        if (py_module_add(S, torch, dtype_names[i].name, st->dtypes[dtype_names[i].dt]) < 0)
            return -1;
    if (py_module_add_type(S, torch, &nn_type_dtype) < 0 || py_module_add_type(S, torch, &nn_type_Size) < 0 ||
        py_module_add_type(S, torch, &nn_type_device) < 0 || py_module_add_type(S, torch, &nn_type_finfo) < 0 ||
        py_module_add_type(S, torch, &nn_type_iinfo) < 0)
        return -1;
    for (int k = 0; rt_types[k]; k++)
        if (py_type_ready(S, rt_types[k]) < 0)
            return -1;
    return 0;
}
