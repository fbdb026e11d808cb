/* nn_glue.h — internal API shared by the files of the `torch` glue
 * (nn_ext.c, nn_tensor*.c, nn_torch*.c, nn_dtype.c, nn_autograd.c).
 * Not part of the contract with the Module/layers/optim engineers: that is
 * nn_torch.h. */
#ifndef NN_GLUE_H
#define NN_GLUE_H

#include "nn_torch.h"
#include "ag.h"

/* Native method / function signature. */
#define NN_METH(fname) static py_Obj *fname(py_State *S, py_Obj *self, py_Obj *const *args, \
                                             py_ssize nargs, py_Obj *kwnames)
#define NN_CTX(S) (&nn_state(S)->ctx)
/* Return the Python exception for a failed ts_* status. */
#define NN_TRY(S, st) do { nb_Status st__ = (st); if (st__ != NB_OK) return nn_raise_status((S), st__); } while (0)
#define NN_TRYI(S, st) do { nb_Status st__ = (st); if (st__ != NB_OK) { nn_raise_status((S), st__); return -1; } } while (0)
#define NN_T(o) (((nn_TensorObj *)(o))->t)

/* ---- other glue types */
extern py_Type nn_type_device;
extern py_Type nn_type_Generator;
extern py_Type nn_type_finfo;
extern py_Type nn_type_iinfo;
extern py_Type nn_type_GradMode;      /* no_grad / enable_grad / set_grad_enabled / inference_mode objects */
extern py_Type nn_type_Node;          /* grad_fn objects (base of the per-name heap types) */

typedef struct nn_Generator { PY_HEAD; ts_Gen *g; bool owned; } nn_Generator;
typedef struct nn_Device { PY_HEAD; char type[16]; int index; } nn_Device;

/* The extra state the glue keeps next to the contract's nn_State. */
typedef struct nn_Glue {
    nn_State st;                 /* must be first: nn_state(S) points here */
    py_Obj *default_gen;         /* the torch.Generator wrapping st.gen */
    py_Obj *node_types;          /* dict: grad_fn name -> heap type */
    py_Obj *cpu_device;          /* device(type='cpu') */
} nn_Glue;
static inline nn_Glue *nn_glue(py_State *S) { return (nn_Glue *)nn_state(S); }

/* ---- argument helpers (0 / -1 with TypeError) */
/* int-like: Python int/bool, or a 1-element integer tensor (PyTorch accepts both). */
int nn_arg_int(py_State *S, py_Obj *o, const char *what, int64_t *out);
int nn_arg_double(py_State *S, py_Obj *o, const char *what, double *out);
int nn_arg_bool(py_State *S, py_Obj *o, const char *what, bool *out);
/* Python number or 1-element tensor → scalar (bool/int64/float64). */
int nn_arg_scalar(py_State *S, py_Obj *o, const char *what, ts_Scalar *out);
/* A dtype argument; None/NULL → TS_NODTYPE. */
int nn_arg_dtype(py_State *S, py_Obj *o, int *dt);
/* Sizes given either as varargs ints or as one sequence (tuple/list/Size). */
int nn_arg_shape(py_State *S, py_Obj *const *args, py_ssize n, const char *fname, int *ndim, int64_t *shape);
/* A sequence of ints (or a single int) → dims; *ndim 0 for an empty sequence. */
int nn_arg_dims(py_State *S, py_Obj *o, const char *fname, int *ndim, int64_t *dims);
/* A device argument (str or torch.device): 0 for cpu, -1 with PyTorch's
 * error for cuda/mps/unknown. NULL/None accepted as cpu. */
int nn_arg_device(py_State *S, py_Obj *o);
/* Is o a Python number (bool/int/float)? */
bool nn_is_number(py_Obj *o);
/* Python scalar of a ts_Scalar (bool/int/float). */
py_Obj *nn_scalar_obj(py_State *S, ts_Scalar s);
/* Wrap an operand: tensors new ref, numbers as wrapped-number tensors. NULL+TypeError otherwise. */
ts_Tensor *nn_operand(py_State *S, py_Obj *o);

/* ---- tensor objects */
/* New Python object of type `type` owning t (t is STOLEN), recorded as t->owner. */
py_Obj *nn_tensor_new_obj(py_State *S, py_Type *type, ts_Tensor *t);
/* repr text of a tensor object (Parameter prefix rules included). */
py_Obj *nn_tensor_repr(py_State *S, py_Obj *self);
/* Tuple of wrapped tensors from a ts array (frees the array). */
py_Obj *nn_tensor_list_tuple(py_State *S, ts_Tensor **ts, int64_t n);
/* torch.return_types.<name>(values, indices): steals v and i. */
py_Obj *nn_return_pair(py_State *S, const char *name, ts_Tensor *v, ts_Tensor *i);
/* torch.return_types.<name> (or <name>_out), NULL when there is none */
py_Type *nn_return_type(py_State *S, const char *name, bool out);
/* Tensor's method table (nn_tensor_ops.c); methods implemented in other
 * files are declared here. */
extern const py_MethodDef nn_tensor_methods[];
#define NN_METH_DECL(f) py_Obj *f(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
#define NN_CONV_METHODS(X) \
    X(size) X(dim) X(numel) X(item) X(tolist) X(float) X(double) X(half) X(bfloat16) X(long) X(int) \
    X(short) X(char) X(byte) X(bool) X(to) X(type) X(cpu) X(cuda) X(detach) X(detach_) \
    X(requires_grad_) X(retain_grad) X(data_ptr) X(element_size) \
    X(storage_offset) X(stride) X(is_floating_point) X(is_complex) X(numpy) X(__deepcopy__) \
    X(__format__) X(get_device) X(new_zeros) X(new_ones) X(new_full) X(new_empty) X(new_tensor) \
    X(zero_) X(fill_) X(copy_) X(set_) X(uniform_) X(normal_) X(random_) X(bernoulli_) X(exponential_) \
    X(share_memory_) X(__copy__)
#define NN_CONV_DECL(n) NN_METH_DECL(nn_m_##n)
NN_CONV_METHODS(NN_CONV_DECL)
#undef NN_CONV_DECL
/* Index / assign (nn_tensor_index.c). */
py_Obj *nn_tensor_getitem(py_State *S, py_Obj *self, py_Obj *key);
int nn_tensor_setitem(py_State *S, py_Obj *self, py_Obj *key, py_Obj *v);

/* ---- complex tensors (nn_tensor_complex.c) */
bool nn_is_complex_tensor(py_Obj *o);
py_Obj *nn_complex_refuse(py_State *S, const char *op);   /* NotImplementedError naming op; NULL */
py_Obj *nn_complex_arith(py_State *S, int op, py_Obj *a, py_Obj *b, double alpha);  /* op '+', '-', '*', '/' */
py_Obj *nn_complex_binop(py_State *S, py_Obj *a, py_Obj *b, int pyop);
py_Obj *nn_complex_abs(py_State *S, py_Obj *self);
py_Obj *nn_complex_part(py_State *S, py_Obj *self, bool imag);
py_Obj *nn_complex_item(py_State *S, py_Obj *self);
py_Obj *nn_complex_torch_refuse(py_State *S, const char *kernel, ts_DType dt);  /* RuntimeError as PyTorch's */
py_Obj *nn_complex_inplace(py_State *S, py_Obj *self, int op, py_Obj *other, double alpha);  /* returns self */
py_Obj *nn_complex_unary(py_State *S, py_Obj *self, int op);                     /* 'n' neg, 'c' conj */
py_Obj *nn_complex_cmp(py_State *S, py_Obj *a, py_Obj *b, bool ne);
py_Obj *nn_complex_sum(py_State *S, py_Obj *self, const int64_t *dims, int nd, bool keepdim, int dtype, bool mean);
py_Obj *nn_complex_elem(py_State *S, ts_Tensor *t, int64_t i);                   /* Python complex */
py_Obj *nn_complex_to_real(py_State *S, ts_Tensor *t, int kind);                 /* float()/int(): 'f', 'i' */

/* ---- grad_fn objects (nn_autograd.c) */
/* A warning as PyTorch raises it from its Python files: printed as from
 * /usr/lib/python3/dist-packages/torch/<relpath>:<lineno> with that source
 * line (through torch.nn.modules._helpers._warn_from: filters, once per
 * location). 0, or -1 with the exception set. */
int nn_warn_torch(py_State *S, py_Type *category, const char *msg, const char *relpath, int lineno,
                  const char *source);
py_Obj *nn_node_obj(py_State *S, ag_Node *n);
int nn_autograd_init(py_State *S, py_Obj *torch);
int nn_autograd_fn_init(py_State *S);      /* torch.autograd.Function's native half (nn_autograd_fn.c) */
py_Obj *nn_tensor_backward(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
py_Obj *nn_tensor_register_hook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);

/* torch.tensor's data parsing: nested lists/tuples of numbers (or 0-dim
 * tensors) → new tensor (dtype inferred when TS_NODTYPE). NULL + exception. */
ts_Tensor *nn_tensor_from_data(py_State *S, py_Obj *data, int dtype);

/* ---- RNG (nn_torch_create.c) */
ts_Gen *nn_gen_arg(py_State *S, py_Obj *o);   /* NULL/None → default; NULL+TypeError on bad */
py_Obj *nn_fill_uniform(py_State *S, ts_Tensor *t, double from, double to, ts_Gen *g);
py_Obj *nn_fill_normal(py_State *S, ts_Tensor *t, double mean, double std, ts_Gen *g);
/* Fills t in place (version bumped) in PyTorch's iteration order: memory
 * order of t's layout (dims by decreasing stride), through a scratch tensor
 * when t is not contiguous. fill(c, arg, dtype, out, n, contig) writes n
 * values. Returns None (new reference) or NULL. */
typedef nb_Status (*nn_FillFn)(ts_Ctx *c, void *arg, ts_DType dt, void *out, int64_t n, bool contig);
py_Obj *nn_fill_memory_order(py_State *S, ts_Tensor *t, nn_FillFn fill, void *arg);
/* The permutation putting t's dims in memory order (decreasing stride, stable). */
void nn_memory_order_perm(const ts_Tensor *t, int64_t *perm);

/* ---- module pieces */
int nn_dtype_init(py_State *S, py_Obj *torch);     /* dtype objects, Size, device, finfo */
int nn_create_init(py_State *S, py_Obj *torch);
extern const py_MethodDef nn_create_funcs[];
extern const py_MethodDef nn_torch_funcs[];

/* ---- the extension point (nn_method_tables.c): each nn_<area>.c files file defines one
 * record with its own tables, so areas grow the API without sharing a table. */
typedef struct nn_More {
    const py_MethodDef *tensor_methods;      /* added to torch.Tensor (replacing same-named ones) */
    const char *const *torch_aliases;        /* names in tensor_methods also exposed as torch.<name>(input, ...) */
    const py_MethodDef *torch_funcs;         /* torch.<name> functions */
    int (*init)(py_State *S, py_Obj *torch); /* optional: anything else (submodules, constants) */
} nn_More;
extern const nn_More nn_more_shape;     /* nn_shape.c: views, shape, indexing */
extern const nn_More nn_more_math;      /* nn_math.c: math, reductions, linalg, randomness */
extern const nn_More nn_more_autograd;  /* nn_autograd_methods.c: autograd additions */
extern const nn_More nn_more_misc;      /* nn_torch_types.c: constructors, dtypes, Size, misc */
#define NN_MORE_STRIDE 4096
/* Makes the torch.<name> function that calls a Tensor method with the input
 * as self; code identifies the method (see nn_more_method). */
typedef py_Obj *(*nn_AliasFn)(py_State *S, const char *name, int64_t code);
/* Adds every record's methods/aliases/functions; called by torch_init. */
int nn_more_init(py_State *S, py_Obj *torch, nn_AliasFn alias_new);
/* The method for an alias code >= NN_MORE_STRIDE. */
const py_MethodDef *nn_more_method(int64_t code);

#endif
