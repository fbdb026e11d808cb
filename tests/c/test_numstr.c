/* test_numstr.c — unit tests of the numbers-and-text area through its C API:
 * int construction/normalization/parsing/arithmetic, float repr and
 * formatting, hashing (siphash13 with PYTHONHASHSEED=0, numeric hash), str
 * creation/indexing/repr/interning, format specs, and allocation-failure
 * robustness of the formatting paths. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "py.h"
#include "py_num.h"

static int passed, failed;

#define CHECK(cond) do { \
        if (cond) passed++; \
        else { failed++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); } \
    } while (0)

static void sink(void *ud, int stream, const char *s, size_t n) { (void)ud; (void)stream; (void)s; (void)n; }

static py_State *new_state(void)
{
    py_Limits lim = {0};
    lim.recursion_limit = 1000;
    return py_state_new(&lim, (py_Output){sink, NULL});
}

/* str object equals C text (consumes the reference). */
static bool str_is(py_State *S, py_Obj *o, const char *want)
{
    if (!o) {
        py_err_clear(S);
        return false;
    }
    bool ok = py_is_str(o) && py_str_eq_c(o, want);
    if (!ok && py_is_str(o))
        printf("  got '%s' want '%s'\n", py_str_utf8(o), want);
    py_decref(S, o);
    return ok;
}

static bool repr_is(py_State *S, py_Obj *o, const char *want)
{
    if (!o) {
        py_err_clear(S);
        return false;
    }
    py_Obj *r = py_repr(S, o);
    py_decref(S, o);
    return str_is(S, r, want);
}

static void test_float_repr(void)
{
    struct { double v; const char *s; } cases[] = {
        {0.1, "0.1"}, {1e16, "1e+16"}, {1e-5, "1e-05"}, {123456789012345678.0, "1.2345678901234568e+17"},
        {-0.0, "-0.0"}, {1.0, "1.0"}, {0.30000000000000004, "0.30000000000000004"}, {1e22, "1e+22"},
        {5e-324, "5e-324"}, {1.7976931348623157e308, "1.7976931348623157e+308"}, {9999999999999998.0, "9999999999999998.0"},
        {0.0001, "0.0001"}, {1e15, "1000000000000000.0"}, {1.0 / 3, "0.3333333333333333"}, {HUGE_VAL, "inf"},
        {-HUGE_VAL, "-inf"}, {NAN, "nan"}, {100.0, "100.0"}, {1.5e-7, "1.5e-07"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[64];
        py_float_repr_buf(cases[i].v, buf, sizeof buf);
        bool ok = strcmp(buf, cases[i].s) == 0;
        if (!ok)
            printf("  repr: got %s want %s\n", buf, cases[i].s);
        CHECK(ok);
    }
}

static void test_hash(void)
{
    CHECK(py_hash_str_data("a", 1, true) == 4644417185603328019LL);
    CHECK(py_hash_str_data("\xc3\xa9", 2, false) == 6047309291227476195LL);
    CHECK(py_hash_str_data("\xe4\xb8\xad", 3, false) == 1216952446211864180LL);
    CHECK(py_hash_str_data("\xf0\x9f\x98\x80", 4, false) == -3536540696076613844LL);
    CHECK(py_hash_str_data("", 0, true) == 0);
    CHECK(py_hash_bytes("a", 1) == 4644417185603328019LL);
    CHECK(py_hash_double(1.5, NULL) == 1152921504606846977LL);
    CHECK(py_hash_double(1e300, NULL) == 1224995262755759164LL);
    CHECK(py_hash_double(HUGE_VAL, NULL) == 314159);
    CHECK(py_hash_double(-0.0, NULL) == 0);
}

static void test_ints(py_State *S)
{
    /* normalization: small stays small, overflow promotes */
    py_Obj *a = py_int_from_i64(S, INT64_MAX), *one = py_int_from_i64(S, 1);
    py_Obj *b = py_binop(S, a, one, PY_OP_ADD);
    CHECK(b && !py_int_is_small(b));
    py_Obj *c = b ? py_binop(S, b, one, PY_OP_SUB) : NULL;
    CHECK(c && py_int_is_small(c) && py_int_small(c) == INT64_MAX);
    CHECK(repr_is(S, b, "9223372036854775808"));
    py_xdecref(S, c);
    /* small-int cache */
    py_Obj *x = py_int_from_i64(S, 7), *y = py_int_from_i64(S, 7);
    CHECK(x == y);
    py_decref(S, x);
    py_decref(S, y);
    /* parsing */
    CHECK(repr_is(S, py_int_from_str(S, " -0x_1f ", 8, 0), "-31"));
    CHECK(repr_is(S, py_int_from_str(S, "1_000_000_000_000_000_000_000", 29, 10), "1000000000000000000000"));
    py_Obj *bad = py_int_from_str(S, "1__0", 4, 10);
    CHECK(!bad && py_err_matches(S, PY_T(ValueError)));
    py_err_clear(S);
    /* big arithmetic */
    py_Obj *p = py_int_from_str(S, "123456789012345678901234567890", 30, 10);
    py_Obj *q = py_int_from_str(S, "987654321098765432109876543210", 30, 10);
    CHECK(repr_is(S, py_binop(S, p, q, PY_OP_MUL), "121932631137021795226185032733622923332237463801111263526900"));
    CHECK(repr_is(S, py_binop(S, q, p, PY_OP_FLOORDIV), "8"));
    CHECK(repr_is(S, py_binop(S, q, p, PY_OP_MOD), "9000000000900000000090"));
    py_Obj *np = py_neg(S, p);
    CHECK(repr_is(S, py_binop(S, np, q, PY_OP_AND), "985710360914275162674813760554"));
    CHECK(repr_is(S, py_binop(S, p, q, PY_OP_TRUEDIV), "0.1249999988609375"));
    py_decref(S, np);
    py_decref(S, p);
    py_decref(S, q);
    /* conversions */
    double d;
    py_Obj *big = py_int_from_double(S, 1e300);
    CHECK(big && py_int_to_double(S, big, &d) == 0 && d == 1e300);
    py_xdecref(S, big);
    py_Obj *inf = py_int_from_double(S, HUGE_VAL);
    CHECK(!inf && py_err_matches(S, PY_T(OverflowError)));
    py_err_clear(S);
    /* exact comparison with doubles */
    py_Obj *two53p1 = py_int_from_i64(S, ((int64_t)1 << 53) + 1);
    CHECK(py_int_cmp_double(two53p1, 9007199254740992.0) == 1);
    py_decref(S, two53p1);
    py_decref(S, a);
    py_decref(S, one);
}

static void test_format(py_State *S)
{
    struct { double v; const char *spec, *want; } fc[] = {
        {1234.5, "012,.2f", "0,001,234.50"}, {1e16, "", "1e+16"}, {100.0, ".3", "1e+02"}, {1.0, ".3", "1.0"},
        {0.25, ".1%", "25.0%"}, {-0.0001, "z.2f", "0.00"}, {3.14159, "*^10.2f", "***3.14***"}, {1e-10, ".3g", "1e-10"},
        {2.5, ".0f", "2"}, {HUGE_VAL, "010", "0000000inf"},
    };
    for (size_t i = 0; i < sizeof fc / sizeof fc[0]; i++) {
        py_Obj *f = py_float_new(S, fc[i].v), *spec = py_str_from(S, fc[i].spec);
        CHECK(str_is(S, py_format(S, f, spec), fc[i].want));
        py_decref(S, f);
        py_decref(S, spec);
    }
    struct { int64_t v; const char *spec, *want; } ic[] = {
        {1234, "010,", "00,001,234"}, {255, "#010x", "0x000000ff"}, {-42, "+08", "-0000042"}, {65, "c", "A"},
        {1234567, "_", "1_234_567"}, {1048576, "_b", "1_0000_0000_0000_0000_0000"},
    };
    for (size_t i = 0; i < sizeof ic / sizeof ic[0]; i++) {
        py_Obj *o = py_int_from_i64(S, ic[i].v), *spec = py_str_from(S, ic[i].spec);
        CHECK(str_is(S, py_format(S, o, spec), ic[i].want));
        py_decref(S, o);
        py_decref(S, spec);
    }
    /* % formatting */
    py_Obj *fmt = py_str_from(S, "%5.2f%% %s|%-4d|");
    py_Obj *f = py_float_new(S, 99.5), *s = py_str_from(S, "x"), *i = py_int_from_i64(S, 7);
    py_Obj *args = py_tuple_pack(S, 3, f, s, i);
    CHECK(str_is(S, py_str_mod(S, fmt, args), "99.50% x|7   |"));
    py_decref(S, args);
    py_decref(S, fmt);
    /* str.format */
    py_Obj *f2 = py_str_from(S, "{:.4f} {!r:>5} {0}");
    py_Obj *fargs[2] = {f, s};
    CHECK(str_is(S, py_str_format_args(S, f2, fargs, 2, NULL), "") == false);   /* mixing auto/manual -> error */
    py_Obj *f3 = py_str_from(S, "{:.4f} {!r:>5}");
    CHECK(str_is(S, py_str_format_args(S, f3, fargs, 2, NULL), "99.5000   'x'"));
    py_decref(S, f2);
    py_decref(S, f3);
    py_decref(S, f);
    py_decref(S, s);
    py_decref(S, i);
}

static void test_str(py_State *S)
{
    py_Obj *u = py_str_from(S, "h\xc3\xa9llo \xe4\xb8\xad\xe6\x96\x87 \xf0\x9f\x98\x80!");
    CHECK(u && ((py_Str *)u)->len == 11 && !((py_Str *)u)->ascii);
    CHECK(py_str_at(S, u, 1) == 0xE9);
    CHECK(py_str_at(S, u, 6) == 0x4E2D);
    CHECK(py_str_at(S, u, 9) == 0x1F600);
    CHECK(str_is(S, py_str_sub(S, u, 6, 8), "\xe4\xb8\xad\xe6\x96\x87"));
    CHECK(str_is(S, py_str_repr(S, u), "'h\xc3\xa9llo \xe4\xb8\xad\xe6\x96\x87 \xf0\x9f\x98\x80!'"));
    py_decref(S, u);
    /* long non-ASCII string: checkpointed indexing */
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (int k = 0; k < 1000; k++)
        nb_buf_puts(&b, "\xce\xb1\xce\xb2\xce\xb3");   /* αβγ */
    py_Obj *L = py_str_from_buf(S, &b);
    CHECK(L && ((py_Str *)L)->len == 3000);
    CHECK(py_str_at(S, L, 2999) == 0x3B3 && py_str_at(S, L, 1500) == 0x3B1 && py_str_at(S, L, 31) == 0x3B2);
    py_xdecref(S, L);
    /* repr quoting and escapes */
    py_Obj *q = py_str_from(S, "it's\n\t\x01");
    CHECK(str_is(S, py_str_repr(S, q), "\"it's\\n\\t\\x01\""));
    py_decref(S, q);
    /* invalid UTF-8 */
    py_Obj *bad = py_str_new(S, "\xff", 1);
    CHECK(!bad && py_err_matches(S, PY_T(UnicodeDecodeError)));
    py_err_clear(S);
    /* interning */
    py_Obj *i1 = py_intern(S, "some_identifier"), *i2 = py_intern(S, "some_identifier");
    CHECK(i1 && i1 == i2);
    /* chr / ord */
    uint32_t cp = 0;
    py_Obj *ch = py_str_chr(S, 0x4E2D);
    CHECK(ch && py_str_ord(S, ch, &cp) == 0 && cp == 0x4E2D);
    py_xdecref(S, ch);
    /* concat and join */
    py_Obj *x = py_str_from(S, "ab"), *y = py_str_from(S, "\xc3\xa9");
    py_Obj *xy = py_str_concat(S, x, y);
    CHECK(xy && ((py_Str *)xy)->len == 3 && !((py_Str *)xy)->ascii);
    py_xdecref(S, xy);
    py_decref(S, x);
    py_decref(S, y);
}

/* Formatting and bignum paths must turn allocation failure into MemoryError. */
static void test_oom(void)
{
    int crashes_avoided = 0;
    for (int n = 0; n < 40; n++) {
        py_State *S = new_state();
        if (!S)
            continue;
        py_Obj *big = py_int_from_str(S, "123456789012345678901234567890123456789", 39, 10);
        py_Obj *spec = py_str_from(S, ">60,");
        py_Obj *fl = py_float_new(S, 3.14159);
        py_Obj *spec2 = py_str_from(S, "*^30.5e");
        if (!big || !spec || !fl || !spec2) {
            py_err_clear(S);
        } else {
            nb_fail_after(&S->heap, n);
            py_Obj *r1 = py_format(S, big, spec);
            if (!r1)
                py_err_clear(S);
            py_Obj *r2 = py_format(S, fl, spec2);
            if (!r2)
                py_err_clear(S);
            py_Obj *r3 = py_binop(S, big, big, PY_OP_MUL);
            if (!r3)
                py_err_clear(S);
            nb_fail_after(&S->heap, -1);
            py_xdecref(S, r1);
            py_xdecref(S, r2);
            py_xdecref(S, r3);
            crashes_avoided++;
        }
        py_xdecref(S, big);
        py_xdecref(S, spec);
        py_xdecref(S, fl);
        py_xdecref(S, spec2);
        py_state_free(S);
    }
    CHECK(crashes_avoided > 0);
}

int main(void)
{
    test_float_repr();
    test_hash();
    py_State *S = new_state();
    if (!S) {
        printf("FAIL: state\n");
        return 1;
    }
    test_ints(S);
    test_format(S);
    test_str(S);
    py_state_free(S);
    test_oom();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
