/* py_containers.h — internal API of the container types (tuple, list, dict,
 * set/frozenset, range, slice and their iterators), shared by the files of
 * that area and usable by the VM and the builtins (fast paths).
 *
 * Reversed iterators reuse the forward iterator types with a `reverse`
 * flag: reversed(list) / reversed(dict) / reversed(view) go through the
 * types' __reversed__ methods, so builtins' reversed() needs nothing more
 * than the __reversed__ protocol.
 */
#ifndef PY_CONTAINERS_H
#define PY_CONTAINERS_H

#include "py.h"

/* ------------------------------------------------------------ iterators */

/* list_iterator / tuple_iterator (seq is a list or a tuple; NULL once
 * exhausted). reverse: iterates from index down to 0. */
typedef struct py_SeqIter {
    PY_HEAD;
    py_Obj *seq;
    py_ssize index;
    bool reverse;
} py_SeqIter;

/* range_iterator: small (int64) form; big bounds use the Python-int
 * fields (big != NULL: {next, step, remaining} as ints). */
typedef struct py_RangeIter {
    PY_HEAD;
    int64_t next, step;
    int64_t remaining;
    py_Obj *bnext, *bstep, *bremaining;   /* only for big ranges */
} py_RangeIter;

typedef struct py_Range {
    PY_HEAD;
    py_Obj *start, *stop, *step, *length;  /* ints */
} py_Range;

typedef struct py_Slice {
    PY_HEAD;
    py_Obj *start, *stop, *step;           /* None when omitted */
} py_Slice;

/* dict views and iterators */
typedef struct py_DictView {
    PY_HEAD;
    py_Obj *dict;
} py_DictView;

typedef struct py_DictIter {
    PY_HEAD;
    py_Obj *dict;           /* NULL once exhausted */
    py_ssize pos;           /* next entry index (reverse: current index) */
    py_ssize used;          /* dict size at creation */
    py_ssize len;           /* items left */
    bool reverse;
    py_Obj *result;         /* items iterator: the last (key, value) tuple, reused
                               when nobody else holds it (as CPython does) */
} py_DictIter;

typedef struct py_SetIter {
    PY_HEAD;
    py_Obj *set;            /* NULL once exhausted */
    py_ssize pos, used, len;
} py_SetIter;

/* ------------------------------------------------------- checks */

static inline bool py_tuple_check(py_Obj *o) { return o->type == PY_T(tuple) || (o->type->flags & PY_TPFLAG_TUPLE_SUB); }
static inline bool py_list_check(py_Obj *o) { return o->type == PY_T(list) || (o->type->flags & PY_TPFLAG_LIST_SUB); }
static inline bool py_dict_check(py_Obj *o) { return o->type == PY_T(dict) || (o->type->flags & PY_TPFLAG_DICT_SUB); }
bool py_anyset_check(py_Obj *o);       /* set, frozenset or subclass */

/* --------------------------------------------------------- helpers */

/* repr recursion guard (CPython Py_ReprEnter/Py_ReprLeave): returns 1 if o
 * is already being repr'd further up (print "[...]"), 0 after entering,
 * -1 on error. Every 0 must be paired with py_repr_leave. */
int py_repr_enter(py_State *S, py_Obj *o);
void py_repr_leave(py_State *S, py_Obj *o);

/* Hash of a small int / str without the generic dispatch when possible. */
py_hash py_hash_fast(py_State *S, py_Obj *key);

/* The xxHash-based tuple hash over n items (also used by slice/range). */
py_hash py_hash_items(py_State *S, py_Obj *const *items, py_ssize n);

/* ------------------------------------------------- sequences (shared) */
/* Subscript to index: 0 = integer stored in *out, 1 = key is a slice,
 * -1 = error ("WHAT indices must be integers or slices, not T"). */
int py_seq_index(py_State *S, py_Obj *key, const char *what, py_ssize *out);
/* Repeat count of seq * n: 0 ok, 1 = n not an int, -1 error. */
int py_seq_repeat_count(py_State *S, py_Obj *n, py_ssize *out);
/* Clipped [start, stop) from the optional args[1], args[2] of index(). */
int py_seq_index_bounds(py_State *S, py_Obj *const *args, py_ssize nargs, py_ssize len, py_ssize *start, py_ssize *stop);
/* Lexicographic rich comparison of two item arrays. */
py_Obj *py_seq_richcompare(py_State *S, py_Obj *const *a, py_ssize na, py_Obj *const *b, py_ssize nb, int op);
/* list_iterator / tuple_iterator over seq starting at index. */
py_Obj *py_cont_seqiter_new(py_State *S, py_Type *t, py_Obj *seq, py_ssize index, bool reverse);

/* ----------------------------------------------------------- tuple */
py_Obj *py_tuple_getslice(py_State *S, py_Obj *t, py_ssize lo, py_ssize hi);
py_Obj *py_tuple_concat(py_State *S, py_Obj *a, py_Obj *b);

/* ------------------------------------------------------------ list */
int py_list_extend(py_State *S, py_Obj *l, py_Obj *iterable);
py_Obj *py_list_getslice(py_State *S, py_Obj *l, py_ssize lo, py_ssize hi);
int py_list_reverse(py_State *S, py_Obj *l);
int py_list_resize(py_State *S, py_Obj *l, py_ssize n);  /* grows capacity/len; new slots NULL */
py_Obj *py_list_from_array(py_State *S, py_Obj *const *items, py_ssize n);
void py_list_clear(py_State *S, py_Obj *l);
/* Sort items[0..n) in place (used by list.sort; keys may be NULL). */
int py_sort_items(py_State *S, py_Obj **keys, py_Obj **values, py_ssize n);

/* ------------------------------------------------------------ dict */
/* Lookup with a precomputed hash. */
py_Obj *py_dict_getB_hash(py_State *S, py_Obj *d, py_Obj *key, py_hash hash);
int py_dict_set_hash(py_State *S, py_Obj *d, py_Obj *key, py_hash hash, py_Obj *v);
/* Entry index of key (>= 0), -1 if absent, -2 on error (exception set). */
py_ssize py_dict_entry_index(py_State *S, py_Obj *d, py_Obj *key, py_hash hash);
/* Like py_dict_next but also yields the stored hash. */
bool py_dict_next_hash(py_Obj *d, py_ssize *pos, py_Obj **key, py_Obj **value, py_hash *hash);
/* d[key] with __missing__ for subclasses; KeyError(key) when missing. */
py_Obj *py_dict_getitem(py_State *S, py_Obj *d, py_Obj *key);
/* Remove and return d[key] (new ref), or NULL; *found = 0 if absent (no exc). */
py_Obj *py_dict_pop(py_State *S, py_Obj *d, py_Obj *key, int *found);
void py_dict_clear(py_State *S, py_Obj *d);
/* update from a mapping (has keys()) or an iterable of pairs (dict(x) rules). */
int py_dict_update_arg(py_State *S, py_Obj *d, py_Obj *arg);
/* Merge a dict / mapping; override == false keeps existing keys. */
int py_dict_merge(py_State *S, py_Obj *d, py_Obj *other, bool override);
py_Obj *py_dict_values_list(py_State *S, py_Obj *d);
py_Obj *py_dict_items_list(py_State *S, py_Obj *d);
int py_dict_eq(py_State *S, py_Obj *a, py_Obj *b);
/* views / iterators (py_dictview.c) */
py_Obj *py_dictview_new(py_State *S, py_Obj *d, py_Type *t);
py_Obj *py_dictiter_new(py_State *S, py_Obj *d, py_Type *t, bool reverse);
/* reversed() iterator of a dict's keys (kind 0), values (1) or items (2). */
py_Obj *py_dict_reversed_iter(py_State *S, py_Obj *d, int kind);

/* ------------------------------------------------------------- set */
int py_set_update(py_State *S, py_Obj *s, py_Obj *iterable);
py_Obj *py_set_pop(py_State *S, py_Obj *s);
void py_set_clear(py_State *S, py_Obj *s);
/* Set algebra used by dict views: a new exact set. */
py_Obj *py_set_call_method(py_State *S, py_Obj *set, const char *name, py_Obj *arg);
int py_set_difference_update(py_State *S, py_Obj *s, py_Obj *other);
int py_set_symmetric_difference_update(py_State *S, py_Obj *s, py_Obj *other);
py_Obj *py_set_intersection(py_State *S, py_Obj *s, py_Obj *other);

/* ----------------------------------------------------------- range */
/* range as C integers (false if a bound does not fit in int64). */
bool py_range_small(py_Obj *r, int64_t *start, int64_t *step, int64_t *len);

/* ------------------------------------------------- argument checking */
/* "NAME expected at most 1 argument, got 2" (CPython's unpack_tuple style). */
int py_cont_unpack(py_State *S, const char *name, py_ssize nargs, py_ssize min, py_ssize max);
/* "NAME() takes no keyword arguments" */
int py_cont_nokw(py_State *S, const char *name, py_Obj *kwnames);
/* "NAME() takes exactly one argument (0 given)" */
int py_cont_onearg(py_State *S, const char *name, py_ssize nargs, py_Obj *kwnames);
/* "NAME() takes no arguments (1 given)" */
int py_cont_noargs(py_State *S, const char *name, py_ssize nargs, py_Obj *kwnames);

#endif
