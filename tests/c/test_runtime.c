/* test_runtime.c — unit tests of the runtime core (object model, types,
 * attribute protocol, operators, errors, GC, calls, modules). */
#include <stdio.h>
#include <string.h>

#include "py.h"
#include "py_runtime.h"

static int passed, failed;

#define CHECK(cond) do { \
        if (cond) passed++; \
        else { failed++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); } \
    } while (0)

static void sink(void *ud, int stream, const char *s, size_t n) { (void)ud; (void)stream; (void)s; (void)n; }

/* The current exception's "Type: message" text, cleared. */
static const char *err_text(py_State *S)
{
    static char buf[512];
    py_Obj *e = py_err_fetch(S);
    if (!e)
        return "<no exception>";
    py_Obj *s = py_str(S, e);
    snprintf(buf, sizeof buf, "%s: %s", e->type->name, s ? py_str_utf8(s) : "?");
    py_xdecref(S, s);
    py_decref(S, e);
    py_err_clear(S);
    return buf;
}

static bool str_is(py_State *S, py_Obj *o, const char *want)
{
    bool ok = o && (o->type->flags & PY_TPFLAG_STR_SUB) && strcmp(py_str_utf8(o), want) == 0;
    if (!ok)
        printf("  got %s\n", o && (o->type->flags & PY_TPFLAG_STR_SUB) ? py_str_utf8(o) : "(not a str)");
    py_xdecref(S, o);
    return ok;
}

static py_Obj *make_class(py_State *S, const char *name, py_Obj *bases, py_Obj *dict)
{
    py_Obj *n = py_str_from(S, name);
    py_Obj *b = bases ? py_newref(bases) : py_tuple_new(S, 0);
    py_Obj *d = dict ? py_newref(dict) : py_dict_new(S);
    py_dict_set_str(S, d, "__module__", S->id.__main__);
    py_Obj *t = py_type_new_heap(S, n, b, d, NULL);
    py_decref(S, n);
    py_decref(S, b);
    py_decref(S, d);
    return t;
}

static void test_types(py_State *S)
{
    CHECK(str_is(S, py_repr(S, (py_Obj *)PY_T(int)), "<class 'int'>"));
    CHECK(py_type_issub(PY_T(KeyError), PY_T(LookupError)));
    CHECK(py_type_issub(PY_T(bool), PY_T(int)));
    CHECK(!py_type_issub(PY_T(BudgetExceeded), PY_T(Exception)));
    CHECK(py_type_issub(PY_T(BudgetExceeded), PY_T(BaseException)));
    CHECK(py_type_issub(PY_T(ModuleNotFoundError), PY_T(ImportError)));
    py_Obj *A = make_class(S, "A", NULL, NULL);
    CHECK(A != NULL);
    CHECK(str_is(S, py_repr(S, A), "<class '__main__.A'>"));
    py_Obj *a = py_call0(S, A);
    CHECK(a != NULL);
    py_Obj *r = py_repr(S, a);
    CHECK(r && strncmp(py_str_utf8(r), "<__main__.A object at 0x", 24) == 0);
    py_xdecref(S, r);
    /* attributes */
    py_Obj *one = py_int_from_i64(S, 1);
    CHECK(py_setattr_str(S, a, "x", one) == 0);
    py_Obj *x = py_getattr_str(S, a, "x");
    CHECK(x == one);
    py_xdecref(S, x);
    CHECK(py_getattr_str(S, a, "y") == NULL);
    CHECK(strcmp(err_text(S), "AttributeError: 'A' object has no attribute 'y'") == 0);
    CHECK(py_getattr_opt(S, a, py_intern(S, "y")) == NULL && !S->exc);
    CHECK(py_hasattr(S, a, py_intern(S, "x")) == 1);
    CHECK(py_getattr_str(S, A, "zz") == NULL);
    CHECK(strcmp(err_text(S), "AttributeError: type object 'A' has no attribute 'zz'") == 0);
    /* class attribute + cache invalidation */
    CHECK(py_setattr_str(S, A, "k", one) == 0);
    x = py_getattr_str(S, a, "k");
    CHECK(x == one);
    py_xdecref(S, x);
    py_Obj *two = py_int_from_i64(S, 2);
    CHECK(py_setattr_str(S, A, "k", two) == 0);
    x = py_getattr_str(S, a, "k");
    CHECK(x == two);
    py_xdecref(S, x);
    CHECK(py_setattr_str(S, (py_Obj *)PY_T(int), "k", one) < 0);
    CHECK(strcmp(err_text(S), "TypeError: cannot set 'k' attribute of immutable type 'int'") == 0);
    CHECK(py_setattr_str(S, one, "k", one) < 0);
    CHECK(strcmp(err_text(S), "AttributeError: 'int' object has no attribute 'k' and no __dict__ for setting new attributes") == 0);
    /* subclass, isinstance */
    py_Obj *bases = py_tuple_pack(S, 1, A);
    py_Obj *B = make_class(S, "B", bases, NULL);
    py_decref(S, bases);
    py_Obj *b = py_call0(S, B);
    CHECK(py_isinstance(S, b, A) == 1 && py_isinstance(S, a, B) == 0);
    py_Obj *tup = py_tuple_pack(S, 2, (py_Obj *)PY_T(int), B);
    CHECK(py_isinstance(S, b, tup) == 1);
    py_decref(S, tup);
    CHECK(py_isinstance(S, b, one) == -1);
    CHECK(strcmp(err_text(S), "TypeError: isinstance() arg 2 must be a type, a tuple of types, or a union") == 0);
    CHECK(py_issubclass(S, B, A) == 1);
    x = py_getattr_str(S, b, "k");
    CHECK(x == two);
    py_xdecref(S, x);
    /* MRO conflict */
    py_Obj *bad = py_tuple_pack(S, 2, A, B);
    CHECK(make_class(S, "C", bad, NULL) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: Cannot create a consistent method resolution order (MRO) for bases A, B") == 0);
    py_decref(S, bad);
    bad = py_tuple_pack(S, 2, (py_Obj *)PY_T(int), (py_Obj *)PY_T(str));
    CHECK(make_class(S, "C", bad, NULL) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: multiple bases have instance lay-out conflict") == 0);
    py_decref(S, bad);
    /* calling with arguments */
    CHECK(py_call1(S, A, one) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: A() takes no arguments") == 0);
    py_decref(S, a);
    py_decref(S, b);
    py_decref(S, A);
    py_decref(S, B);
    py_decref(S, one);
    py_decref(S, two);
}

static void test_operators(py_State *S)
{
    py_Obj *i = py_int_from_i64(S, 3), *s = py_str_from(S, "x"), *l = py_list_new(S, 0);
    CHECK(py_binop(S, i, s, PY_OP_ADD) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: unsupported operand type(s) for +: 'int' and 'str'") == 0);
    CHECK(py_binop(S, i, s, PY_OP_POW) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: unsupported operand type(s) for ** or pow(): 'int' and 'str'") == 0);
    CHECK(py_inplace_binop(S, i, s, PY_OP_SUB) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: unsupported operand type(s) for -=: 'int' and 'str'") == 0);
    CHECK(py_richcompare(S, i, s, PY_LT) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: '<' not supported between instances of 'int' and 'str'") == 0);
    CHECK(py_eq(S, i, s) == 0);
    CHECK(py_neg(S, s) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: bad operand type for unary -: 'str'") == 0);
    CHECK(py_index(S, s) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: 'str' object cannot be interpreted as an integer") == 0);
    CHECK(py_hash_obj(S, l) == -1);
    CHECK(strcmp(err_text(S), "TypeError: unhashable type: 'list'") == 0);
    CHECK(py_getitem(S, i, i) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: 'int' object is not subscriptable") == 0);
    CHECK(py_iter(S, i) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: 'int' object is not iterable") == 0);
    CHECK(py_len(S, i) == -1);
    CHECK(strcmp(err_text(S), "TypeError: object of type 'int' has no len()") == 0);
    CHECK(py_contains(S, i, i) == -1);
    CHECK(strcmp(err_text(S), "TypeError: argument of type 'int' is not iterable") == 0);
    CHECK(py_setitem(S, S->None, i, i) == -1);
    CHECK(strcmp(err_text(S), "TypeError: 'NoneType' object does not support item assignment") == 0);
    CHECK(py_call0(S, i) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: 'int' object is not callable") == 0);
    py_Obj *r = py_binop(S, i, i, PY_OP_MUL);
    CHECK(r && py_int_small(r) == 9);
    py_xdecref(S, r);
    py_Obj *m = py_int_from_i64(S, 7), *e = py_int_from_i64(S, 10), *two = py_int_from_i64(S, 2);
    r = py_pow3(S, two, e, m);
    CHECK(r && py_int_small(r) == 2);
    py_xdecref(S, r);
    CHECK(py_truthy(S, l) == 0 && py_truthy(S, i) == 1 && py_truthy(S, S->None) == 0);
    double d;
    CHECK(py_as_double(S, i, &d) == 0 && d == 3.0);
    py_ssize n;
    CHECK(py_as_ssize(S, i, &n) == 0 && n == 3);
    py_decref(S, m);
    py_decref(S, e);
    py_decref(S, two);
    py_decref(S, i);
    py_decref(S, s);
    py_decref(S, l);
}

static void test_errors(py_State *S)
{
    py_Obj *o = py_int_from_i64(S, 42);
    py_err_format(S, PY_T(ValueError), "a %d b %s c %R d %T e %zd f %%", 5, "s", o, o, (py_ssize)7);
    CHECK(strcmp(err_text(S), "ValueError: a 5 b s c 42 d int e 7 f %") == 0);
    py_Obj *k = py_str_from(S, "key");
    py_err_set(S, PY_T(KeyError), k);
    CHECK(strcmp(err_text(S), "KeyError: 'key'") == 0);
    py_err_setstr(S, PY_T(IndexError), "boom");
    CHECK(py_err_matches(S, PY_T(LookupError)) && !py_err_matches(S, PY_T(KeyError)));
    py_Obj *e = py_err_fetch(S);
    CHECK(e && !S->exc);
    CHECK(str_is(S, py_repr(S, e), "IndexError('boom')"));
    CHECK(py_exc_matches(S, e, (py_Obj *)PY_T(Exception)) == 1);
    CHECK(py_exc_matches(S, e, (py_Obj *)PY_T(KeyError)) == 0);
    py_decref(S, e);
    py_Obj *args = py_tuple_pack(S, 2, o, k);
    e = py_exc_new(S, PY_T(RuntimeError), args);
    CHECK(str_is(S, py_exc_str(S, e), "(42, 'key')"));
    py_decref(S, e);
    py_decref(S, args);
    py_decref(S, k);
    py_decref(S, o);
}

static py_Obj *dummy_fn(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *out[3];
    if (py_parse_args(S, "f", args, nargs, kw, "x,|y,z", out) < 0)
        return NULL;
    return py_int_from_i64(S, (out[1] != NULL) + 2 * (out[2] != NULL));
}

static void test_calls(py_State *S)
{
    py_Obj *f = py_cfunc_new(S, "f", dummy_fn, NULL);
    CHECK(str_is(S, py_repr(S, f), "<built-in function f>"));
    py_Obj *one = py_int_from_i64(S, 1);
    py_Obj *args[4] = {one, one, one, one};
    CHECK(py_call(S, f, args, 4, NULL) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: f() takes at most 3 arguments (4 given)") == 0);
    CHECK(py_call(S, f, args, 0, NULL) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: f() missing required argument 'x' (pos 1)") == 0);
    py_Obj *kw = py_tuple_pack(S, 1, py_intern(S, "z"));
    py_Obj *r = py_call(S, f, args, 1, kw);
    CHECK(r && py_int_small(r) == 2);
    py_xdecref(S, r);
    py_decref(S, kw);
    kw = py_tuple_pack(S, 1, py_intern(S, "q"));
    CHECK(py_call(S, f, args, 1, kw) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: f() got an unexpected keyword argument 'q'") == 0);
    py_decref(S, kw);
    kw = py_tuple_pack(S, 1, py_intern(S, "x"));
    CHECK(py_call(S, f, args, 1, kw) == NULL);
    CHECK(strcmp(err_text(S), "TypeError: argument for f() given by name ('x') and position (1)") == 0);
    py_decref(S, kw);
    CHECK(py_check_nargs(S, "len", 0, NULL, 1, 1) < 0);
    CHECK(strcmp(err_text(S), "TypeError: len() takes exactly one argument (0 given)") == 0);
    CHECK(py_check_nargs(S, "getattr", 0, NULL, 2, 3) < 0);
    CHECK(strcmp(err_text(S), "TypeError: getattr expected at least 2 arguments, got 0") == 0);
    /* slot wrappers reach the native implementation */
    py_Obj *add = py_getattr_str(S, (py_Obj *)PY_T(int), "__add__");
    CHECK(str_is(S, py_repr(S, add), "<slot wrapper '__add__' of 'int' objects>"));
    py_Obj *two = py_int_from_i64(S, 2);
    py_Obj *a2[2] = {one, two};
    r = add ? py_call(S, add, a2, 2, NULL) : NULL;
    CHECK(r && py_int_small(r) == 3);
    py_xdecref(S, r);
    py_xdecref(S, add);
    py_decref(S, two);
    py_decref(S, one);
    py_decref(S, f);
}

static void test_gc(py_State *S)
{
    py_Obj *A = make_class(S, "Cyc", NULL, NULL);
    size_t before = S->heap.used;
    for (int i = 0; i < 100; i++) {
        py_Obj *a = py_call0(S, A), *b = py_call0(S, A);
        py_setattr_str(S, a, "other", b);
        py_setattr_str(S, b, "other", a);
        py_decref(S, a);
        py_decref(S, b);
    }
    py_ssize freed = py_gc_collect(S);
    CHECK(freed >= 400);
    CHECK(S->heap.used <= before + 64);
    py_decref(S, A);
    /* a class in a cycle with its own instances */
    py_Obj *B = make_class(S, "Cyc2", NULL, NULL);
    py_Obj *b = py_call0(S, B);
    py_setattr_str(S, B, "inst", b);
    py_decref(S, b);
    py_decref(S, B);
    CHECK(py_gc_collect(S) >= 2);
}

/* The automatic collections (py_gc.c, three generations): cycles that die
 * young are freed without any explicit collection while a large set stays
 * alive; allocating and freeing without cycles does not advance the count
 * that starts a collection; a cycle between an old object and a young one
 * waits for a full collection, which frees it. */
static void test_gc_generations(py_State *S)
{
    py_Obj *keep = py_list_new(S, 0);
    for (int i = 0; i < 30000 && keep; i++) {
        py_Obj *x = py_list_new(S, 0);
        CHECK(x && py_list_append(S, keep, x) == 0);
        py_xdecref(S, x);
    }
    /* survivors moved up: nothing of them is young any more after enough
     * young collections (each of them has passed at least one) */
    size_t before = S->heap.used;
    for (int i = 0; i < 20 * PY_GC_THRESHOLD; i++) {
        py_Obj *a = py_list_new(S, 0), *b = py_list_new(S, 0);
        CHECK(a && b && py_list_append(S, a, b) == 0 && py_list_append(S, b, a) == 0);
        py_xdecref(S, a);
        py_xdecref(S, b);
    }
    /* at most a threshold's worth of cycles waits (two lists and their
     * one-item arrays each: well under 1 KiB per cycle) */
    CHECK(S->heap.used < before + (size_t)PY_GC_THRESHOLD * 1024);
    py_ssize count = S->gc_count;
    for (int i = 0; i < 10 * PY_GC_THRESHOLD; i++) {
        py_Obj *t = py_list_new(S, 0);
        py_xdecref(S, t);
    }
    CHECK(S->gc_count == count);
    /* old <-> young cycles, then dropped from the kept list */
    for (int i = 0; i < 100 && keep; i++) {
        py_Obj *o = py_list_getB(keep, i), *y = py_list_new(S, 0);
        CHECK(y && py_list_append(S, o, y) == 0 && py_list_append(S, y, o) == 0);
        py_xdecref(S, y);
    }
    py_xdecref(S, keep);
    CHECK(py_gc_collect(S) >= 200);
}

static void test_import(py_State *S)
{
    py_Obj *n = py_str_from(S, "no_such_mod");
    CHECK(py_import(S, n) == NULL);
    CHECK(strcmp(err_text(S), "ModuleNotFoundError: No module named 'no_such_mod'") == 0);
    py_decref(S, n);
    py_Obj *m = py_module_new(S, "mymod");
    CHECK(str_is(S, py_repr(S, m), "<module 'mymod' (built-in)>"));
    CHECK(py_getattr_str(S, m, "nope") == NULL);
    CHECK(strcmp(err_text(S), "AttributeError: module 'mymod' has no attribute 'nope'") == 0);
    py_decref(S, m);
}

static void test_memory(py_State *S)
{
    nb_fail_after(&S->heap, 0);
    py_Obj *l = py_list_new(S, 0);
    if (l) {
        py_decref(S, l);
    } else {
        CHECK(py_err_matches(S, PY_T(MemoryError)));
        py_err_clear(S);
    }
    nb_fail_after(&S->heap, -1);
    CHECK(!S->exc);
}

int main(void)
{
    py_Limits lim = {0};
    py_Output out = {sink, NULL};
    py_State *S = py_state_new(&lim, out);
    if (!S) {
        printf("state creation failed\n");
        return 1;
    }
    test_types(S);
    test_operators(S);
    test_errors(S);
    test_calls(S);
    test_gc(S);
    test_gc_generations(S);
    test_import(S);
    test_memory(S);
    py_state_free(S);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
