/* py_mod_itertools.c — the native half of itertools (module `_itertools`;
 * core/py/lib/itertools.py re-exports it): the combinatoric iterators
 * product, permutations, combinations and combinations_with_replacement.
 * They are native because puzzle code walks millions of their tuples
 * (all 10-digit permutations): one C step per tuple instead of a Python
 * generator frame per item. Each is a subclassable type of module
 * "itertools", takes CPython's arguments and raises CPython's errors, and
 * yields tuples in CPython's (lexicographic by position) order. */
#include <stdint.h>
#include <string.h>

#include "py.h"
#include "py_builtins.h"

/* One iterator state for all four kinds: `pools` is a tuple of tuples
 * (product: one per wheel; the others: the single pool), idx[0..len) the
 * positions of the next result, `done` set once exhausted. */
typedef struct Combi {
    PY_HEAD;
    py_Obj *pools;
    py_ssize *idx;      /* product, combinations: r entries; permutations: n entries */
    py_ssize nidx;      /* entries of idx */
    py_ssize r;         /* length of each result */
    int kind;           /* K_* */
    bool first, done;
} Combi;

enum { K_PRODUCT, K_PERM, K_COMB, K_CWR };

static void combi_clear(py_State *S, py_Obj *o) { py_setref(S, &((Combi *)o)->pools, NULL); }

static void combi_dealloc(py_State *S, py_Obj *o)
{
    Combi *c = (Combi *)o;
    combi_clear(S, o);
    if (c->idx) py_free(S, c->idx, (size_t)c->nidx * sizeof(py_ssize));
    py_obj_free(S, o);
}

static int combi_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Obj *p = ((Combi *)o)->pools;
    return p ? visit(p, arg) : 0;
}

static py_Obj *self_iter(py_State *S, py_Obj *o) { (void)S; return py_newref(o); }

/* Allocate an instance of t over `pools` (stolen) with an index array of
 * nidx entries (zeroed); NULL with the exception set. */
static py_Obj *combi_alloc(py_State *S, py_Type *t, py_Obj *pools, py_ssize nidx, py_ssize r, int kind)
{
    Combi *c = (Combi *)py_type_alloc(S, t);
    if (!c) { py_decref(S, pools); return NULL; }
    c->pools = pools;
    c->r = r;
    c->kind = kind;
    c->first = true;
    if (nidx > 0) {
        c->idx = py_malloc(S, (size_t)nidx * sizeof(py_ssize));
        if (!c->idx) { py_decref(S, (py_Obj *)c); return NULL; }
        c->nidx = nidx;
    }
    return (py_Obj *)c;
}

/* A non-negative r (an index) in *out; `expect_int` gives permutations'
 * "Expected int as r" for a non-int. -1 with the exception set. */
static int get_r(py_State *S, py_Obj *o, bool expect_int, py_ssize *out)
{
    if (expect_int && !py_isinstance_type(o, PY_T(int))) {
        py_err_setstr(S, PY_T(TypeError), "Expected int as r");
        return -1;
    }
    py_Obj *i = py_index(S, o);
    if (!i) return -1;
    int rc = py_as_ssize(S, i, out);
    py_decref(S, i);
    if (rc < 0) return -1;
    if (*out < 0) {
        py_err_setstr(S, PY_T(ValueError), "r must be non-negative");
        return -1;
    }
    return 0;
}

/* Argument Clinic counts keywords with the positionals before naming them. */
static int at_most_two(py_State *S, const char *fname, py_ssize nargs, py_Obj *kwnames)
{
    py_ssize total = nargs + (kwnames ? py_tuple_len(kwnames) : 0);
    if (total <= 2) return 0;
    py_err_format(S, PY_T(TypeError), "%s() takes at most 2 arguments (%d given)", fname, (int)total);
    return -1;
}

/* pools = (tuple(iterable),) for the one-pool kinds. */
static py_Obj *one_pool(py_State *S, py_Obj *iterable)
{
    py_Obj *pool = py_seq_tuple(S, iterable);
    if (!pool) return NULL;
    py_Obj *pools = py_tuple_pack(S, 1, pool);
    py_decref(S, pool);
    return pools;
}

static py_Obj *permutations_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[2] = {0};
    if (at_most_two(S, "permutations", nargs, kwnames) < 0 ||
        py_parse_args(S, "permutations", args, nargs, kwnames, "iterable,|r", a) < 0) return NULL;
    py_Obj *pools = one_pool(S, a[0]);
    if (!pools) return NULL;
    py_ssize n = py_tuple_len(py_tuple_getB(pools, 0)), r = n;
    if (a[1] && a[1] != S->None && get_r(S, a[1], true, &r) < 0) { py_decref(S, pools); return NULL; }
    Combi *c = (Combi *)combi_alloc(S, t, pools, n, r, K_PERM);
    if (!c) return NULL;
    for (py_ssize i = 0; i < n; i++) c->idx[i] = i;
    c->done = r > n;
    return (py_Obj *)c;
}

static py_Obj *comb_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                        const char *fname, int kind)
{
    py_Obj *a[2] = {0};
    if (at_most_two(S, fname, nargs, kwnames) < 0 || py_parse_args(S, fname, args, nargs, kwnames, "iterable,r", a) < 0) return NULL;
    py_Obj *pools = one_pool(S, a[0]);
    if (!pools) return NULL;
    py_ssize n = py_tuple_len(py_tuple_getB(pools, 0)), r;
    if (get_r(S, a[1], false, &r) < 0) { py_decref(S, pools); return NULL; }
    Combi *c = (Combi *)combi_alloc(S, t, pools, kind == K_COMB && r > n ? 0 : r, r, kind);
    if (!c) return NULL;
    for (py_ssize i = 0; i < c->nidx; i++) c->idx[i] = kind == K_COMB ? i : 0;
    c->done = kind == K_COMB ? r > n : (n == 0 && r > 0);
    return (py_Obj *)c;
}

static py_Obj *combinations_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return comb_new(S, t, args, nargs, kwnames, "combinations", K_COMB);
}

static py_Obj *cwr_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return comb_new(S, t, args, nargs, kwnames, "combinations_with_replacement", K_CWR);
}

/* product(*iterables, repeat=1): the pools repeated `repeat` times. */
static py_Obj *product_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_ssize repeat = 1, nkw = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize k = 0; k < nkw; k++) {
        py_Obj *name = py_tuple_getB(kwnames, k);
        if (strcmp(py_str_utf8(name), "repeat") != 0)
            return py_err_format(S, PY_T(TypeError), "product() got an unexpected keyword argument '%s'",
                                 py_str_utf8(name));
        if (py_as_ssize(S, args[nargs + k], &repeat) < 0) return NULL;
        if (repeat < 0) return py_err_setstr(S, PY_T(ValueError), "repeat argument cannot be negative");
    }
    if (nargs && repeat > PTRDIFF_MAX / (py_ssize)sizeof(py_ssize) / nargs)
        return py_err_setstr(S, PY_T(OverflowError), "repeat argument too large");
    py_ssize npools = nargs * repeat;
    py_Obj *pools = py_tuple_new(S, npools);
    if (!pools) return NULL;
    for (py_ssize i = 0; i < nargs; i++) {
        py_Obj *p = py_seq_tuple(S, args[i]);
        if (!p) { py_decref(S, pools); return NULL; }
        for (py_ssize k = 0; k < repeat; k++) ((py_Tuple *)pools)->items[k * nargs + i] = py_newref(p);
        py_decref(S, p);
    }
    bool empty = false;
    for (py_ssize i = 0; i < npools; i++)
        if (py_tuple_len(py_tuple_getB(pools, i)) == 0) empty = true;
    Combi *c = (Combi *)combi_alloc(S, t, pools, npools, npools, K_PRODUCT);
    if (!c) return NULL;
    c->done = empty;
    return (py_Obj *)c;
}

/* Advance idx to the next arrangement; false when there is none. */
static bool advance(Combi *c)
{
    py_ssize r = c->r, *ix = c->idx;
    switch (c->kind) {
    case K_PRODUCT:
        for (py_ssize w = r - 1; w >= 0; w--) {   /* an odometer: the last wheel turns fastest */
            if (++ix[w] < py_tuple_len(py_tuple_getB(c->pools, w))) return true;
            ix[w] = 0;
        }
        return false;
    case K_COMB: {
        py_ssize n = py_tuple_len(py_tuple_getB(c->pools, 0)), k = r - 1;
        while (k >= 0 && ix[k] == k + n - r) k--;
        if (k < 0) return false;
        ix[k]++;
        for (py_ssize j = k + 1; j < r; j++) ix[j] = ix[j - 1] + 1;
        return true;
    }
    case K_CWR: {
        py_ssize n = py_tuple_len(py_tuple_getB(c->pools, 0)), k = r - 1;
        while (k >= 0 && ix[k] == n - 1) k--;
        if (k < 0) return false;
        ix[k]++;
        for (py_ssize j = k + 1; j < r; j++) ix[j] = ix[k];
        return true;
    }
    default: {
        /* ix is a permutation of 0..n-1 whose first r entries are the result
         * and whose tail is kept ascending. Reversing the tail makes it the
         * last arrangement of those items; the next permutation of the whole
         * array then is the next r-prefix, with its tail ascending again. */
        py_ssize n = c->nidx, t;
        for (py_ssize i = r, j = n - 1; i < j; i++, j--) { t = ix[i]; ix[i] = ix[j]; ix[j] = t; }
        py_ssize i = n - 2;
        while (i >= 0 && ix[i] > ix[i + 1]) i--;
        if (i < 0) return false;
        py_ssize j = n - 1;
        while (ix[j] < ix[i]) j--;
        t = ix[i]; ix[i] = ix[j]; ix[j] = t;
        for (py_ssize a = i + 1, b = n - 1; a < b; a++, b--) { t = ix[a]; ix[a] = ix[b]; ix[b] = t; }
        return true;
    }
    }
}

static py_Obj *combi_next(py_State *S, py_Obj *o)
{
    Combi *c = (Combi *)o;
    if (c->done) return NULL;
    if (!c->first && !advance(c)) {
        c->done = true;
        return NULL;
    }
    c->first = false;
    py_Obj *res = py_tuple_new(S, c->r);
    if (!res) return NULL;
    for (py_ssize i = 0; i < c->r; i++) {
        py_Obj *pool = py_tuple_getB(c->pools, c->kind == K_PRODUCT ? i : 0);
        ((py_Tuple *)res)->items[i] = py_newref(py_tuple_getB(pool, c->idx[i]));
    }
    return res;
}

#define COMBI_TYPE(cname, pyname, newfn) \
    static py_Type cname = { \
        .ob = {PY_IMMORTAL, &py_type_type}, .name = pyname, .module = "itertools", \
        .basicsize = sizeof(Combi), .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC, \
        .dealloc = combi_dealloc, .traverse = combi_traverse, .clear = combi_clear, \
        .tp_new = newfn, .iter = self_iter, .iternext = combi_next, \
    };
COMBI_TYPE(product_type, "product", product_new)
COMBI_TYPE(permutations_type, "permutations", permutations_new)
COMBI_TYPE(combinations_type, "combinations", combinations_new)
COMBI_TYPE(cwr_type, "combinations_with_replacement", cwr_new)

static int itertools_init(py_State *S, py_Obj *m)
{
    py_Type *types[] = {&product_type, &permutations_type, &combinations_type, &cwr_type, NULL};
    for (int i = 0; types[i]; i++)
        if (py_type_ready(S, types[i]) < 0 || py_module_add_type(S, m, types[i]) < 0) return -1;
    return 0;
}

const py_ModuleDef py_moddef__itertools = {"_itertools", NULL, itertools_init};
