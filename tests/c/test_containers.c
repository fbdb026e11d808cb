/* test_containers.c — unit tests of the container C API (tuple, list,
 * dict, set, slice, range) through a real interpreter state. */
#include "py.h"
#include "py_containers.h"

#include <stdio.h>
#include <string.h>

static int passed, failed;

#define CHECK(cond) do { \
    if (cond) passed++; \
    else { failed++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); } \
} while (0)

static void sink(void *ud, int stream, const char *s, size_t n) { (void)ud; (void)stream; fwrite(s, 1, n, stdout); }

/* repr(o) == expected (consumes nothing) */
static bool repr_is(py_State *S, py_Obj *o, const char *expected)
{
    py_Obj *r = py_repr(S, o);
    if (!r) {
        py_err_clear(S);
        return false;
    }
    bool ok = strcmp(py_str_utf8(r), expected) == 0;
    if (!ok)
        printf("  repr: got %s, want %s\n", py_str_utf8(r), expected);
    py_decref(S, r);
    return ok;
}

static py_Obj *I(py_State *S, int64_t v) { return py_int_from_i64(S, v); }

static void test_tuple(py_State *S)
{
    py_Obj *a = I(S, 1), *b = py_str_from(S, "x");
    py_Obj *t = py_tuple_pack(S, 2, a, b);
    CHECK(t && py_tuple_len(t) == 2 && py_tuple_getB(t, 1) == b);
    CHECK(repr_is(S, t, "(1, 'x')"));
    py_Obj *t1 = py_tuple_pack(S, 1, a);
    CHECK(repr_is(S, t1, "(1,)"));
    CHECK(repr_is(S, S->empty_tuple, "()"));
    py_Obj *t2 = py_tuple_from_array(S, ((py_Tuple *)t)->items, 2);
    CHECK(py_eq(S, t, t2) == 1);
    CHECK(py_hash_obj(S, S->empty_tuple) == 5740354900026072187LL);
    py_Obj *t3 = py_tuple_pack(S, 3, a, a, a);
    py_decref(S, a);
    a = I(S, 2);
    py_Obj *c = I(S, 3);
    py_Obj *t123 = py_tuple_pack(S, 3, py_tuple_getB(t3, 0), a, c);
    CHECK(py_hash_obj(S, t123) == 529344067295497451LL);
    py_decref(S, t123);
    py_decref(S, c);
    py_decref(S, t3);
    py_decref(S, t2);
    py_decref(S, t1);
    py_decref(S, t);
    py_decref(S, a);
    py_decref(S, b);
}

static void test_list(py_State *S)
{
    py_Obj *l = py_list_new(S, 0);
    int vals[] = {5, 3, 9, 1, 3, 7};
    for (int i = 0; i < 6; i++)
        CHECK(py_list_append_steal(S, l, I(S, vals[i])) == 0);
    CHECK(py_list_len(l) == 6);
    CHECK(repr_is(S, l, "[5, 3, 9, 1, 3, 7]"));
    py_Obj *z = I(S, 0);
    CHECK(py_list_insert(S, l, -100, z) == 0);
    CHECK(py_list_insert(S, l, 100, z) == 0);
    py_decref(S, z);
    CHECK(repr_is(S, l, "[0, 5, 3, 9, 1, 3, 7, 0]"));
    CHECK(py_list_sort(S, l, NULL, false) == 0);
    CHECK(repr_is(S, l, "[0, 0, 1, 3, 3, 5, 7, 9]"));
    CHECK(py_list_sort(S, l, NULL, true) == 0);
    CHECK(repr_is(S, l, "[9, 7, 5, 3, 3, 1, 0, 0]"));
    /* self-containing list */
    CHECK(py_list_append(S, l, l) == 0);
    CHECK(repr_is(S, l, "[9, 7, 5, 3, 3, 1, 0, 0, [...]]"));
    py_list_clear(S, l);
    CHECK(py_list_len(l) == 0);
    /* mixed types raise TypeError */
    py_list_append_steal(S, l, I(S, 1));
    py_list_append_steal(S, l, py_str_from(S, "a"));
    CHECK(py_list_sort(S, l, NULL, false) == -1 && py_err_matches(S, PY_T(TypeError)));
    py_err_clear(S);
    /* big list sort (merges) is stable and correct */
    py_Obj *big = py_list_new(S, 0);
    for (int i = 0; i < 1000; i++)
        py_list_append_steal(S, big, I(S, (i * 7919) % 1009));
    CHECK(py_list_sort(S, big, NULL, false) == 0);
    bool sorted = true;
    for (py_ssize i = 1; i < py_list_len(big); i++)
        if (py_int_small(py_list_getB(big, i - 1)) > py_int_small(py_list_getB(big, i)))
            sorted = false;
    CHECK(sorted);
    py_Obj *tup = py_seq_tuple(S, big);
    CHECK(tup && py_tuple_len(tup) == 1000);
    py_xdecref(S, tup);
    py_decref(S, big);
    py_decref(S, l);
}

static void test_dict(py_State *S)
{
    py_Obj *d = py_dict_new(S);
    for (int i = 0; i < 100; i++) {
        char k[16];
        snprintf(k, sizeof k, "k%d", i);
        py_Obj *v = I(S, i);
        CHECK(py_dict_set_str(S, d, k, v) == 0);
        py_decref(S, v);
    }
    CHECK(py_dict_len(d) == 100);
    py_Obj *v = py_dict_getB_str(S, d, "k42");
    CHECK(v && py_int_small(v) == 42);
    CHECK(py_dict_getB_str(S, d, "nope") == NULL && !py_err_occurred(S));
    py_Obj *k = py_str_from(S, "k0");
    CHECK(py_dict_del(S, d, k) == 0);
    CHECK(py_dict_del(S, d, k) == -1 && py_err_matches(S, PY_T(KeyError)));
    py_err_clear(S);
    CHECK(py_dict_discard(S, d, k) == 0);
    v = I(S, -1);
    CHECK(py_dict_set(S, d, k, v) == 0);   /* re-inserted: now last */
    py_decref(S, v);
    py_Obj *keys = py_dict_keys_list(S, d);
    CHECK(keys && py_list_len(keys) == 100 && py_str_eq(py_list_getB(keys, 99), k));
    CHECK(py_str_eq_c(py_list_getB(keys, 0), "k1"));
    py_decref(S, keys);
    py_ssize pos = 0, n = 0;
    py_Obj *kk, *vv;
    while (py_dict_next(d, &pos, &kk, &vv))
        n++;
    CHECK(n == 100);
    py_Obj *c = py_dict_copy(S, d);
    CHECK(c && py_eq(S, c, d) == 1);
    CHECK(py_dict_contains(S, c, k) == 1);
    py_decref(S, c);
    py_decref(S, k);
    py_Obj *small = py_dict_new(S);
    py_Obj *one = I(S, 1);
    py_dict_set_str(S, small, "a", one);
    CHECK(repr_is(S, small, "{'a': 1}"));
    py_dict_set_str(S, small, "self", small);
    CHECK(repr_is(S, small, "{'a': 1, 'self': {...}}"));
    py_decref(S, one);
    py_decref(S, small);   /* cycle: reclaimed by the collector */
    py_decref(S, d);
}

static void test_set(py_State *S)
{
    py_Obj *l = py_list_new(S, 0);
    py_list_append_steal(S, l, I(S, 3));
    py_list_append_steal(S, l, I(S, 1));
    py_list_append_steal(S, l, I(S, 2));
    py_Obj *s = py_set_new(S, l);
    CHECK(s && repr_is(S, s, "{1, 2, 3}"));
    py_Obj *b = py_str_from(S, "b"), *a = py_str_from(S, "a"), *c = py_str_from(S, "c");
    py_Obj *ss = py_set_new(S, NULL);
    py_set_add(S, ss, b);
    py_set_add(S, ss, a);
    py_set_add(S, ss, c);
    CHECK(repr_is(S, ss, "{'c', 'a', 'b'}"));  /* s.add('b'); s.add('a'); s.add('c') */
    CHECK(py_set_contains(S, ss, a) == 1);
    CHECK(py_set_discard(S, ss, a) == 1);
    CHECK(py_set_discard(S, ss, a) == 0);
    py_Obj *f = py_frozenset_new(S, l);
    CHECK(repr_is(S, f, "frozenset({1, 2, 3})"));
    CHECK(py_hash_obj(S, f) == -272375401224217160LL);
    py_Obj *e = py_frozenset_new(S, NULL);
    CHECK(py_hash_obj(S, e) == 133146708735736LL);
    CHECK(py_set_add(S, s, l) == -1 && py_err_matches(S, PY_T(TypeError)));
    py_err_clear(S);
    py_ssize pos = 0, n = 0;
    py_Obj *key;
    while (py_set_next(s, &pos, &key))
        n++;
    CHECK(n == 3);
    py_decref(S, e);
    py_decref(S, f);
    py_decref(S, a);
    py_decref(S, b);
    py_decref(S, c);
    py_decref(S, ss);
    py_decref(S, s);
    py_decref(S, l);
}

static void test_slice_range(py_State *S)
{
    py_Obj *one = I(S, 1), *m1 = I(S, -1), *ten = I(S, 10), *zero = I(S, 0);
    py_Obj *sl = py_slice_new(S, NULL, NULL, m1);
    py_ssize start, stop, step, len;
    CHECK(py_slice_indices(S, sl, 5, &start, &stop, &step, &len) == 0);
    CHECK(start == 4 && stop == -1 && step == -1 && len == 5);
    CHECK(repr_is(S, sl, "slice(None, None, -1)"));
    py_decref(S, sl);
    sl = py_slice_new(S, one, ten, NULL);
    CHECK(py_slice_indices(S, sl, 5, &start, &stop, &step, &len) == 0 && start == 1 && stop == 5 && len == 4);
    py_decref(S, sl);
    sl = py_slice_new(S, NULL, NULL, zero);
    CHECK(py_slice_indices(S, sl, 5, &start, &stop, &step, &len) == -1 && py_err_matches(S, PY_T(ValueError)));
    py_err_clear(S);
    py_decref(S, sl);
    py_Obj *r = py_range_new(S, NULL, ten, NULL);
    CHECK(r && repr_is(S, r, "range(0, 10)") && py_len(S, r) == 10);
    py_decref(S, r);
    r = py_range_new(S, ten, zero, m1);
    CHECK(r && repr_is(S, r, "range(10, 0, -1)") && py_len(S, r) == 10);
    py_Obj *lst = py_seq_list(S, r);
    CHECK(lst && repr_is(S, lst, "[10, 9, 8, 7, 6, 5, 4, 3, 2, 1]"));
    py_xdecref(S, lst);
    py_decref(S, r);
    CHECK(py_range_new(S, one, ten, zero) == NULL && py_err_matches(S, PY_T(ValueError)));
    py_err_clear(S);
    py_decref(S, one);
    py_decref(S, m1);
    py_decref(S, ten);
    py_decref(S, zero);
}

int main(void)
{
    py_Output out = {sink, NULL};
    py_State *S = py_state_new(NULL, out);
    if (!S) {
        printf("state creation failed\n0 passed, 1 failed\n");
        return 1;
    }
    test_tuple(S);
    test_list(S);
    test_dict(S);
    test_set(S);
    test_slice_range(S);
    CHECK(!py_err_occurred(S));
    py_state_free(S);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
