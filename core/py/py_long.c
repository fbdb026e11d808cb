/* py_long.c — the int type: small values in an int64 (ndigits == 0),
 * promoted on overflow to sign-magnitude base 2^30 digits stored inline after
 * the object (see py_long_big.c for the digit kernels).
 *
 * Invariant: a big int never holds a value that fits in int64 (results are
 * normalized through py_int_from_mag), so "small" == "fits in int64". */
#include "py_num.h"
#include "py_init.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define SHIFT PY_LONG_SHIFT
#define MASK PY_LONG_MASK
#define NSMALL_NEG 5
#define NSMALL_POS 1281

/* ------------------------------------------------------------ allocation */

/* Allocate an int of type t with room for n inline digits (n may be 0). */
static py_Int *int_alloc(py_State *S, py_Type *t, size_t n)
{
    py_ssize base = t->basicsize ? t->basicsize : (py_ssize)sizeof(py_Int);
    base = (base + 7) & ~(py_ssize)7;
    py_Int *o = (py_Int *)py_obj_alloc(S, t, base + (py_ssize)(n * sizeof(py_digit)));
    if (!o)
        return NULL;
    if (n) {
        o->ndigits = (uint32_t)n;
        o->digits = (uint32_t *)((char *)o + base);
        o->sign = 1;
    }
    return o;
}

py_Obj *py_int_from_i64(py_State *S, int64_t v)
{
    if (v >= -NSMALL_NEG && v < NSMALL_POS && S->small_ints[v + NSMALL_NEG])
        return py_newref(S->small_ints[v + NSMALL_NEG]);
    py_Int *o = int_alloc(S, &py_type_int, 0);
    if (!o)
        return NULL;
    o->v = v;
    return (py_Obj *)o;
}

py_Obj *py_int_from_mag(py_State *S, int sign, const py_digit *d, size_t n)
{
    n = py_mag_norm(d, n);
    if (n == 0)
        return py_int_from_i64(S, 0);
    if (n <= 3 && (n < 3 || d[2] < 8)) {
        uint64_t m = 0;
        for (size_t i = n; i-- > 0;)
            m = (m << SHIFT) | d[i];
        return py_int_from_i64(S, sign < 0 ? -(int64_t)m : (int64_t)m);
    }
    if (sign < 0 && n == 3 && d[2] == 8 && d[1] == 0 && d[0] == 0)
        return py_int_from_i64(S, INT64_MIN);
    py_Int *o = int_alloc(S, &py_type_int, n);
    if (!o)
        return NULL;
    o->sign = sign < 0 ? -1 : 1;
    memcpy(o->digits, d, n * sizeof *d);
    return (py_Obj *)o;
}

py_Obj *py_int_from_u64(py_State *S, uint64_t v)
{
    if (v <= INT64_MAX)
        return py_int_from_i64(S, (int64_t)v);
    py_digit d[3] = {(py_digit)(v & MASK), (py_digit)((v >> SHIFT) & MASK), (py_digit)(v >> 60)};
    return py_int_from_mag(S, 1, d, 3);
}

void py_int_view(py_Obj *o, py_IntView *v)
{
    py_Int *i = (py_Int *)o;
    if (i->ndigits) {
        v->sign = i->sign;
        v->n = i->ndigits;
        v->d = i->digits;
        return;
    }
    int64_t x = i->v;
    uint64_t m = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
    v->sign = x < 0 ? -1 : x > 0;
    v->buf[0] = (py_digit)(m & MASK);
    v->buf[1] = (py_digit)((m >> SHIFT) & MASK);
    v->buf[2] = (py_digit)(m >> 60);
    v->n = py_mag_norm(v->buf, 3);
    v->d = v->buf;
}

bool py_int_is_small(py_Obj *o) { return ((py_Int *)o)->ndigits == 0; }

int py_int_sign(py_Obj *o)
{
    py_Int *i = (py_Int *)o;
    if (i->ndigits)
        return i->sign;
    return i->v < 0 ? -1 : i->v > 0;
}

/* Exact int copy of an int-subclass instance (or a new ref if exact). */
py_Obj *py_int_exact(py_State *S, py_Obj *o)
{
    if (PY_TYPE(o) == &py_type_int)
        return py_newref(o);
    py_Int *i = (py_Int *)o;
    if (!i->ndigits)
        return py_int_from_i64(S, i->v);
    return py_int_from_mag(S, i->sign, i->digits, i->ndigits);
}

/* Scratch digit buffer: on the stack when small. */
typedef struct Tmp {
    py_digit *p;
    size_t n;
    py_digit stack[48];
} Tmp;

static py_digit *tmp_get(py_State *S, Tmp *t, size_t n)
{
    if (n == 0)
        n = 1;
    t->n = n;
    if (n <= sizeof t->stack / sizeof t->stack[0]) {
        t->p = t->stack;
        memset(t->p, 0, n * sizeof *t->p);
        return t->p;
    }
    t->p = py_malloc(S, n * sizeof *t->p);
    return t->p;
}

static void tmp_free(py_State *S, Tmp *t)
{
    if (t->p && t->p != t->stack)
        py_free(S, t->p, t->n * sizeof *t->p);
    t->p = NULL;
}

/* Charge big-number work against the operation budget, before doing it.
 * The work of a schoolbook product or division is na*nb digit operations;
 * a product of long operands uses Karatsuba, about
 * (max/min) * min^1.585 steps of about 5 ns. One budget unit is a VM
 * instruction (about 2 ns): measured, 10**10**7 takes ~10 s. */
static int charge(py_State *S, size_t na, size_t nb)
{
    double w = (double)na * (double)nb;
    if (w < 4096)
        return 0;
    return py_charge(S, (uint64_t)(w / 2));
}

static int charge_mul(py_State *S, size_t na, size_t nb)
{
    size_t lo = na < nb ? na : nb, hi = na < nb ? nb : na;
    if (lo < 70)
        return charge(S, na, nb);
    double w = (double)hi / (double)lo * pow((double)lo, 1.585);
    return py_charge(S, (uint64_t)(w * 2));
}

/* --------------------------------------------------------- arithmetic core */

/* w[0..n) /= 10^36 in place, as four divisions by 10^9 in one sweep from the top: stage s divides the
 * quotient digits of stage s-1 as they come out. r[0..4) get the four base-10^9 chunks, lowest first.
 * The constant divisor lets the compiler divide by multiplying, and the four remainder chains are
 * independent from one limb to the next, so they overlap: int-to-decimal's inner loop. */
static void divrem_1e9x4(py_digit *w, size_t n, py_digit *r)
{
    uint64_t r0 = 0, r1 = 0, r2 = 0, r3 = 0;
    for (size_t i = n; i-- > 0;) {
        uint64_t c = (r0 << SHIFT) | w[i], q = c / 1000000000u;
        r0 = c - q * 1000000000u;
        c = (r1 << SHIFT) | q;
        q = c / 1000000000u;
        r1 = c - q * 1000000000u;
        c = (r2 << SHIFT) | q;
        q = c / 1000000000u;
        r2 = c - q * 1000000000u;
        c = (r3 << SHIFT) | q;
        q = c / 1000000000u;
        r3 = c - q * 1000000000u;
        w[i] = (py_digit)q;
    }
    r[0] = (py_digit)r0;
    r[1] = (py_digit)r1;
    r[2] = (py_digit)r2;
    r[3] = (py_digit)r3;
}

static py_Obj *add_views(py_State *S, py_IntView *a, py_IntView *b, int bsign)
{
    if (a->sign == 0)
        return py_int_from_mag(S, bsign, b->d, b->n);
    if (bsign == 0)
        return py_int_from_mag(S, a->sign, a->d, a->n);
    Tmp t;
    size_t n = (a->n > b->n ? a->n : b->n) + 1;
    py_digit *r = tmp_get(S, &t, n);
    if (!r)
        return NULL;
    py_Obj *res;
    if (a->sign == bsign) {
        size_t rn = py_mag_add(r, a->d, a->n, b->d, b->n);
        res = py_int_from_mag(S, a->sign, r, rn);
    } else {
        int c = py_mag_cmp(a->d, a->n, b->d, b->n);
        if (c == 0)
            res = py_int_from_i64(S, 0);
        else if (c > 0)
            res = py_int_from_mag(S, a->sign, r, py_mag_sub(r, a->d, a->n, b->d, b->n));
        else
            res = py_int_from_mag(S, bsign, r, py_mag_sub(r, b->d, b->n, a->d, a->n));
    }
    tmp_free(S, &t);
    return res;
}

static py_Obj *long_add(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Int *x = (py_Int *)a, *y = (py_Int *)b;
    int64_t r;
    if (!x->ndigits && !y->ndigits && !__builtin_add_overflow(x->v, y->v, &r))
        return py_int_from_i64(S, r);
    py_IntView va, vb;
    py_int_view(a, &va);
    py_int_view(b, &vb);
    return add_views(S, &va, &vb, vb.sign);
}

static py_Obj *long_sub(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Int *x = (py_Int *)a, *y = (py_Int *)b;
    int64_t r;
    if (!x->ndigits && !y->ndigits && !__builtin_sub_overflow(x->v, y->v, &r))
        return py_int_from_i64(S, r);
    py_IntView va, vb;
    py_int_view(a, &va);
    py_int_view(b, &vb);
    return add_views(S, &va, &vb, -vb.sign);
}

static py_Obj *long_mul(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Int *x = (py_Int *)a, *y = (py_Int *)b;
    int64_t r;
    if (!x->ndigits && !y->ndigits && !__builtin_mul_overflow(x->v, y->v, &r))
        return py_int_from_i64(S, r);
    py_IntView va, vb;
    py_int_view(a, &va);
    py_int_view(b, &vb);
    if (va.sign == 0 || vb.sign == 0)
        return py_int_from_i64(S, 0);
    if (charge_mul(S, va.n, vb.n) < 0)
        return NULL;
    Tmp t;
    py_digit *rd = tmp_get(S, &t, va.n + vb.n);
    if (!rd)
        return NULL;
    py_Obj *res = NULL;
    if (py_mag_mul(S, rd, va.d, va.n, vb.d, vb.n) == 0)
        res = py_int_from_mag(S, va.sign * vb.sign, rd, va.n + vb.n);
    tmp_free(S, &t);
    return res;
}

/* Floor division and modulo (Python semantics). Either output may be NULL.
 * b must be non-zero. */
static int long_divmod(py_State *S, py_Obj *a, py_Obj *b, py_Obj **pq, py_Obj **pr)
{
    py_Int *x = (py_Int *)a, *y = (py_Int *)b;
    if (!x->ndigits && !y->ndigits && !(x->v == INT64_MIN && y->v == -1)) {
        int64_t q = x->v / y->v, r = x->v % y->v;
        if (r && ((r < 0) != (y->v < 0))) {
            q--;
            r += y->v;
        }
        if (pq && !(*pq = py_int_from_i64(S, q)))
            return -1;
        if (pr && !(*pr = py_int_from_i64(S, r))) {
            if (pq)
                py_decref(S, *pq);
            return -1;
        }
        return 0;
    }
    py_IntView va, vb;
    py_int_view(a, &va);
    py_int_view(b, &vb);
    if (charge(S, va.n, vb.n) < 0)
        return -1;
    Tmp tq, trm;
    size_t qn = va.n >= vb.n ? va.n - vb.n + 2 : 2;
    py_digit *q = tmp_get(S, &tq, qn);
    py_digit *r = tmp_get(S, &trm, vb.n + 1);
    if (!q || !r) {
        tmp_free(S, &tq);
        tmp_free(S, &trm);
        return -1;
    }
    size_t rn;
    if (py_mag_cmp(va.d, va.n, vb.d, vb.n) < 0) {
        memcpy(r, va.d, va.n * sizeof *r);
        rn = va.n;
    } else if (vb.n == 1) {
        r[0] = py_mag_divrem1(q, va.d, va.n, vb.d[0]);
        rn = 1;
    } else {
        if (py_mag_divmod(S, va.d, va.n, vb.d, vb.n, q, r) < 0) {
            tmp_free(S, &tq);
            tmp_free(S, &trm);
            return -1;
        }
        rn = vb.n;
    }
    rn = py_mag_norm(r, rn);
    int rsign = va.sign;
    if (rn && va.sign != vb.sign) {
        /* floor: q = -(|q| + 1), r = |b| - |r| with the divisor's sign */
        py_digit one = 1;
        size_t n = py_mag_norm(q, qn - 1);
        py_mag_add(q, q, n, &one, 1);
        Tmp t2;
        py_digit *rr = tmp_get(S, &t2, vb.n);
        if (!rr) {
            tmp_free(S, &tq);
            tmp_free(S, &trm);
            return -1;
        }
        rn = py_mag_sub(rr, vb.d, vb.n, r, rn);
        memcpy(r, rr, vb.n * sizeof *r);
        tmp_free(S, &t2);
        rsign = vb.sign;
    }
    int rc = 0;
    if (pq && !(*pq = py_int_from_mag(S, va.sign * vb.sign, q, qn)))
        rc = -1;
    if (rc == 0 && pr && !(*pr = py_int_from_mag(S, rsign, r, rn))) {
        if (pq)
            py_decref(S, *pq);
        rc = -1;
    }
    tmp_free(S, &tq);
    tmp_free(S, &trm);
    return rc;
}

static py_Obj *long_neg(py_State *S, py_Obj *a)
{
    py_Int *x = (py_Int *)a;
    if (!x->ndigits && x->v != INT64_MIN)
        return py_int_from_i64(S, -x->v);
    py_IntView v;
    py_int_view(a, &v);
    return py_int_from_mag(S, -v.sign, v.d, v.n);
}

static py_Obj *long_abs(py_State *S, py_Obj *a)
{
    return py_int_sign(a) < 0 ? long_neg(S, a) : py_int_exact(S, a);
}

/* Left shift of a by n bits (n >= 0). */
static py_Obj *lshift_n(py_State *S, py_Obj *a, uint64_t n)
{
    py_Int *x = (py_Int *)a;
    if (!x->ndigits) {
        if (x->v == 0)
            return py_int_from_i64(S, 0);
        if (n < 63 && x->v >= (INT64_MIN >> n) && x->v <= (INT64_MAX >> n))
            return py_int_from_i64(S, (int64_t)((uint64_t)x->v << n));
    }
    if (n > ((uint64_t)1 << 36))
        return py_err_setstr(S, PY_T(OverflowError), "too many digits in integer");
    py_IntView v;
    py_int_view(a, &v);
    size_t ws = (size_t)(n / SHIFT), bs = (size_t)(n % SHIFT);
    Tmp t;
    size_t rn = v.n + ws + 1;
    py_digit *r = tmp_get(S, &t, rn);
    if (!r)
        return NULL;
    memset(r, 0, rn * sizeof *r);
    uint64_t carry = 0;
    for (size_t i = 0; i < v.n; i++) {
        uint64_t s = ((uint64_t)v.d[i] << bs) | carry;
        r[i + ws] = (py_digit)(s & MASK);
        carry = s >> SHIFT;
    }
    r[v.n + ws] = (py_digit)carry;
    py_Obj *res = py_int_from_mag(S, v.sign, r, rn);
    tmp_free(S, &t);
    return res;
}

/* Magnitude right shift: r = d >> n, returns length; sets *lost if any
 * one bit was shifted out. */
static size_t mag_rshift(py_digit *r, const py_digit *d, size_t nd, uint64_t n, bool *lost)
{
    size_t ws = (size_t)(n / SHIFT), bs = (size_t)(n % SHIFT);
    bool l = false;
    if (ws >= nd) {
        for (size_t i = 0; i < nd; i++)
            l |= d[i] != 0;
        if (lost)
            *lost = l;
        return 0;
    }
    for (size_t i = 0; i < ws; i++)
        l |= d[i] != 0;
    l |= (d[ws] & ((1u << bs) - 1)) != 0;
    size_t rn = nd - ws;
    for (size_t i = 0; i < rn; i++) {
        uint64_t s = d[i + ws] >> bs;
        if (i + ws + 1 < nd)
            s |= ((uint64_t)d[i + ws + 1] << (SHIFT - bs)) & MASK;
        r[i] = (py_digit)s;
    }
    if (lost)
        *lost = l;
    return py_mag_norm(r, rn);
}

/* Arithmetic (floor) right shift by n >= 0 bits. */
static py_Obj *rshift_n(py_State *S, py_Obj *a, uint64_t n)
{
    py_Int *x = (py_Int *)a;
    if (!x->ndigits)
        return py_int_from_i64(S, n >= 64 ? (x->v < 0 ? -1 : 0) : x->v >> n);
    py_IntView v;
    py_int_view(a, &v);
    Tmp t;
    py_digit *r = tmp_get(S, &t, v.n + 1);
    if (!r)
        return NULL;
    bool lost;
    size_t rn = mag_rshift(r, v.d, v.n, n, &lost);
    if (v.sign < 0 && lost) {
        py_digit one = 1;
        rn = py_mag_add(r, r, rn, &one, 1);
    }
    py_Obj *res = py_int_from_mag(S, v.sign, r, rn);
    tmp_free(S, &t);
    return res;
}

/* Two's complement of magnitude d (length n) into r (length m >= n):
 * for negative values, r = 2^(30m) - d. */
static void to_twos(py_digit *r, size_t m, const py_digit *d, size_t n, int sign)
{
    for (size_t i = 0; i < m; i++)
        r[i] = i < n ? d[i] : 0;
    if (sign < 0) {
        py_digit carry = 1;
        for (size_t i = 0; i < m; i++) {
            carry += (~r[i]) & MASK;
            r[i] = carry & MASK;
            carry >>= SHIFT;
        }
    }
}

/* Bitwise and/or/xor with infinite two's complement semantics. */
static py_Obj *long_bitop(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    py_Int *x = (py_Int *)a, *y = (py_Int *)b;
    if (!x->ndigits && !y->ndigits) {
        int64_t r = op == PY_OP_AND ? (x->v & y->v) : op == PY_OP_OR ? (x->v | y->v) : (x->v ^ y->v);
        return py_int_from_i64(S, r);
    }
    py_IntView va, vb;
    py_int_view(a, &va);
    py_int_view(b, &vb);
    size_t m = (va.n > vb.n ? va.n : vb.n) + 1;
    Tmp ta, tb;
    py_digit *pa = tmp_get(S, &ta, m), *pb = tmp_get(S, &tb, m);
    if (!pa || !pb) {
        tmp_free(S, &ta);
        tmp_free(S, &tb);
        return NULL;
    }
    to_twos(pa, m, va.d, va.n, va.sign);
    to_twos(pb, m, vb.d, vb.n, vb.sign);
    for (size_t i = 0; i < m; i++)
        pa[i] = op == PY_OP_AND ? (pa[i] & pb[i]) : op == PY_OP_OR ? (pa[i] | pb[i]) : (pa[i] ^ pb[i]);
    int neg = (pa[m - 1] >> (SHIFT - 1)) & 1;
    if (neg)
        to_twos(pa, m, pa, m, -1);
    py_Obj *res = py_int_from_mag(S, neg ? -1 : 1, pa, m);
    tmp_free(S, &ta);
    tmp_free(S, &tb);
    return res;
}

uint64_t py_int_bit_length(py_Obj *o)
{
    py_IntView v;
    py_int_view(o, &v);
    if (v.n == 0)
        return 0;
    uint64_t bits = (uint64_t)(v.n - 1) * SHIFT;
    for (py_digit t = v.d[v.n - 1]; t; t >>= 1)
        bits++;
    return bits;
}

int py_int_cmp(py_Obj *a, py_Obj *b)
{
    py_Int *x = (py_Int *)a, *y = (py_Int *)b;
    if (!x->ndigits && !y->ndigits)
        return x->v < y->v ? -1 : x->v > y->v;
    py_IntView va, vb;
    py_int_view(a, &va);
    py_int_view(b, &vb);
    if (va.sign != vb.sign)
        return va.sign < vb.sign ? -1 : 1;
    int c = py_mag_cmp(va.d, va.n, vb.d, vb.n);
    return va.sign < 0 ? -c : c;
}

/* ---------------------------------------------------------- conversions */

/* |o| rounded to 53 bits as mantissa * 2^exp: returns the correctly rounded
 * double (possibly inf). */
int py_int_to_double(py_State *S, py_Obj *o, double *out)
{
    py_Int *x = (py_Int *)o;
    if (!x->ndigits) {
        *out = (double)x->v;   /* correctly rounded by the hardware */
        return 0;
    }
    py_IntView v;
    py_int_view(o, &v);
    uint64_t nbits = py_int_bit_length(o);
    if (nbits > DBL_MAX_EXP) {
        py_err_setstr(S, PY_T(OverflowError), "int too large to convert to float");
        return -1;
    }
    /* take the top 55 bits plus a sticky bit */
    uint64_t shift = nbits - 55;
    bool lost;
    py_digit buf[40];
    size_t rn = mag_rshift(buf, v.d, v.n, shift, &lost);
    uint64_t m = 0;
    for (size_t i = rn; i-- > 0;)
        m = (m << SHIFT) | buf[i];
    /* round to 53 bits: two guard bits + sticky */
    uint64_t low = m & 3;
    m >>= 2;
    if (low > 2 || (low == 2 && (lost || (m & 1))))
        m++;
    double d = ldexp((double)m, (int)shift + 2);
    if (isinf(d)) {
        py_err_setstr(S, PY_T(OverflowError), "int too large to convert to float");
        return -1;
    }
    *out = v.sign < 0 ? -d : d;
    return 0;
}

double py_int_as_double(py_State *S, py_Obj *o, int *overflow)
{
    double d;
    if (overflow)
        *overflow = 0;
    if (py_int_to_double(S, o, &d) < 0) {
        if (overflow) {
            *overflow = 1;
            py_err_clear(S);
        }
        return py_int_sign(o) < 0 ? -HUGE_VAL : HUGE_VAL;
    }
    return d;
}

py_Obj *py_int_from_double(py_State *S, double v)
{
    if (isinf(v))
        return py_err_setstr(S, PY_T(OverflowError), "cannot convert float infinity to integer");
    if (isnan(v))
        return py_err_setstr(S, PY_T(ValueError), "cannot convert float NaN to integer");
    if (v > -9223372036854775808.0 && v < 9223372036854775808.0)
        return py_int_from_i64(S, (int64_t)v);
    int e;
    double m = frexp(fabs(v), &e);      /* |v| = m * 2^e, e >= 64 */
    uint64_t mant = (uint64_t)ldexp(m, 53);
    py_digit d[40] = {0};
    size_t shift = (size_t)e - 53;
    size_t ws = shift / SHIFT, bs = shift % SHIFT;
    /* place mant << bs at digit ws */
    uint64_t lo = mant << bs;                    /* may lose top bits */
    uint64_t hi = bs ? mant >> (64 - bs) : 0;
    d[ws] = (py_digit)(lo & MASK);
    d[ws + 1] = (py_digit)((lo >> 30) & MASK);
    d[ws + 2] = (py_digit)(((lo >> 60) | (hi << 4)) & MASK);
    d[ws + 3] = (py_digit)((hi >> 26) & MASK);
    return py_int_from_mag(S, v < 0 ? -1 : 1, d, ws + 4);
}

/* Exact int <-> double comparison; -2 never returned (no allocation). */
int py_int_cmp_double(py_Obj *a, double d)
{
    if (isinf(d))
        return d > 0 ? -1 : 1;
    py_Int *x = (py_Int *)a;
    if (!x->ndigits && d > -9223372036854775808.0 && d < 9223372036854775808.0) {
        double fl = floor(d);
        int64_t f = (int64_t)fl;
        if (x->v != f)
            return x->v < f ? -1 : 1;
        return d > fl ? -1 : 0;
    }
    int isign = py_int_sign(a);
    int dsign = d < 0 ? -1 : d > 0;
    if (isign != dsign)
        return isign < dsign ? -1 : 1;
    if (isign == 0)
        return 0;
    /* same sign, |d| >= 2^63 or |a| >= 2^63: d is integral if large */
    int e;
    double m = frexp(fabs(d), &e);
    uint64_t ibits = py_int_bit_length(a);
    int mc;
    if (e < 1 || ibits != (uint64_t)e) {
        mc = (e < 1 || ibits > (uint64_t)e) ? 1 : -1;
    } else {
        /* same bit length (>= 64): d is an integer; build its digits */
        py_digit dd[40] = {0};
        uint64_t mant = (uint64_t)ldexp(m, 53);
        size_t shift = (size_t)e - 53;
        size_t ws = shift / SHIFT, bs = shift % SHIFT;
        uint64_t lo = mant << bs, hi = bs ? mant >> (64 - bs) : 0;
        dd[ws] = (py_digit)(lo & MASK);
        dd[ws + 1] = (py_digit)((lo >> 30) & MASK);
        dd[ws + 2] = (py_digit)(((lo >> 60) | (hi << 4)) & MASK);
        dd[ws + 3] = (py_digit)((hi >> 26) & MASK);
        py_IntView v;
        py_int_view(a, &v);
        mc = py_mag_cmp(v.d, v.n, dd, py_mag_norm(dd, ws + 4));
    }
    return isign < 0 ? -mc : mc;
}

/* Correctly rounded true division (the algorithm: scale so that the integer
 * quotient carries 55-56 significant bits, remember whether anything was
 * discarded, then round half-even to the precision the result needs,
 * which is less than 53 bits in the subnormal range). */
py_Obj *py_int_truediv(py_State *S, py_Obj *a, py_Obj *b)
{
    int sa = py_int_sign(a), sb = py_int_sign(b);
    if (sb == 0)
        return py_err_setstr(S, PY_T(ZeroDivisionError), "division by zero");
    bool neg = (sa < 0) != (sb < 0);
    if (sa == 0)
        return py_float_new(S, neg ? -0.0 : 0.0);
    py_Int *x = (py_Int *)a, *y = (py_Int *)b;
    const int64_t lim = (int64_t)1 << 53;
    if (!x->ndigits && !y->ndigits && x->v <= lim && x->v >= -lim && y->v <= lim && y->v >= -lim)
        return py_float_new(S, (double)x->v / (double)y->v);
    int64_t la = (int64_t)py_int_bit_length(a), lb = (int64_t)py_int_bit_length(b);
    int64_t diff = la - lb;
    if (diff > DBL_MAX_EXP)
        return py_err_setstr(S, PY_T(OverflowError), "integer division result too large for a float");
    if (diff < DBL_MIN_EXP - DBL_MANT_DIG - 1)
        return py_float_new(S, neg ? -0.0 : 0.0);
    int64_t shift = (diff > DBL_MIN_EXP ? diff : DBL_MIN_EXP) - DBL_MANT_DIG - 2;
    py_Obj *aa = long_abs(S, a), *bb = long_abs(S, b);
    if (!aa || !bb) {
        py_xdecref(S, aa);
        py_xdecref(S, bb);
        return NULL;
    }
    bool inexact = false;
    py_Obj *num;
    if (shift <= 0) {
        num = lshift_n(S, aa, (uint64_t)(-shift));
    } else {
        py_IntView v;
        py_int_view(aa, &v);
        Tmp t;
        py_digit *r = tmp_get(S, &t, v.n + 1);
        num = NULL;
        if (r) {
            size_t rn = mag_rshift(r, v.d, v.n, (uint64_t)shift, &inexact);
            num = py_int_from_mag(S, 1, r, rn);
            tmp_free(S, &t);
        }
    }
    py_decref(S, aa);
    if (!num) {
        py_decref(S, bb);
        return NULL;
    }
    py_Obj *q = NULL, *r = NULL;
    int rc = long_divmod(S, num, bb, &q, &r);
    py_decref(S, num);
    py_decref(S, bb);
    if (rc < 0)
        return NULL;
    inexact |= py_int_sign(r) != 0;
    py_decref(S, r);
    /* q < 2^57 here */
    uint64_t qv = (uint64_t)py_int_small(q);
    py_decref(S, q);
    int qbits = 0;
    for (uint64_t t = qv; t; t >>= 1)
        qbits++;
    int64_t need = DBL_MIN_EXP - shift;
    int extra = (int)((qbits > need ? qbits : need) - DBL_MANT_DIG);
    if (extra > 0) {
        uint64_t low = qv & (((uint64_t)1 << extra) - 1), half = (uint64_t)1 << (extra - 1);
        qv -= low;
        if (low > half || (low == half && (inexact || ((qv >> extra) & 1))))
            qv += (uint64_t)1 << extra;
    }
    double d = ldexp((double)qv, (int)shift);
    if (isinf(d))
        return py_err_setstr(S, PY_T(OverflowError), "integer division result too large for a float");
    return py_float_new(S, neg ? -d : d);
}

/* ------------------------------------------------------------ text */

static const char digit_chars[] = "0123456789abcdefghijklmnopqrstuvwxyz";

static py_Obj *limit_error(py_State *S)
{
    return py_err_format(S, PY_T(ValueError),
                         "Exceeds the limit (%d digits) for integer string conversion; "
                         "use sys.set_int_max_str_digits() to increase the limit",
                         PY_INT_MAX_STR_DIGITS);
}

int py_int_mag_text(py_State *S, py_Obj *o, int base, bool upper, nb_Buf *buf)
{
    py_IntView v;
    py_int_view(o, &v);
    const char *dc = upper ? "0123456789ABCDEF" : digit_chars;
    if (v.n == 0) {
        nb_buf_putc(buf, '0');
        return 0;
    }
    if (base == 10) {
        uint64_t bits = py_int_bit_length(o);
        if (bits > 14300) {   /* surely more than 4300 digits */
            limit_error(S);
            return -1;
        }
        if (v.n <= 2 || (v.n == 3 && v.d[2] < 16)) {
            uint64_t m = 0;
            for (size_t i = v.n; i-- > 0;)
                m = (m << SHIFT) | v.d[i];
            char tmp[24];
            int k = 0;
            do {
                tmp[k++] = (char)('0' + m % 10);
                m /= 10;
            } while (m);
            while (k)
                nb_buf_putc(buf, tmp[--k]);
            return 0;
        }
        /* n^2/2 limb divisions at about 0.75 ns each with the four overlapped chains (measured: a
         * 403-limb int converts in 120 us), i.e. 3/8 budget unit per n^2 */
        if (v.n >= 64 && py_charge(S, (uint64_t)((double)v.n * (double)v.n * 3 / 8)) < 0)
            return -1;
        /* repeated division by 10^36, as four chunks of 10^9 per sweep */
        Tmp t;
        py_digit *w = tmp_get(S, &t, v.n);
        size_t nchunks = v.n * 30 / 29 + 6;
        Tmp tc;
        py_digit *chunks = tmp_get(S, &tc, nchunks);
        if (!w || !chunks) {
            tmp_free(S, &t);
            tmp_free(S, &tc);
            return -1;
        }
        memcpy(w, v.d, v.n * sizeof *w);
        size_t n = v.n, k = 0;
        while (n) {
            divrem_1e9x4(w, n, chunks + k);
            k += 4;
            n = py_mag_norm(w, n);
        }
        while (k > 1 && !chunks[k - 1])   /* the last sweep's zero chunks above the top */
            k--;
        /* count digits */
        size_t ndig = (k - 1) * 9;
        for (py_digit top = chunks[k - 1]; top; top /= 10)
            ndig++;
        if (ndig > PY_INT_MAX_STR_DIGITS) {
            tmp_free(S, &t);
            tmp_free(S, &tc);
            limit_error(S);
            return -1;
        }
        nb_buf_printf(buf, "%u", (unsigned)chunks[k - 1]);
        char *out = nb_buf_reserve(buf, (k - 1) * 9) ? buf->data + buf->len : NULL;
        if (out) {   /* nine digits per chunk, written directly (printf per chunk dominated the time) */
            for (size_t i = k - 1; i-- > 0; out += 9) {
                uint32_t c = chunks[i];
                for (int j = 8; j >= 0; j--) {
                    out[j] = (char)('0' + c % 10);
                    c /= 10;
                }
            }
            buf->len += (k - 1) * 9;
            buf->data[buf->len] = 0;
        }
        tmp_free(S, &t);
        tmp_free(S, &tc);
        return 0;
    }
    /* power-of-two base: emit groups of bits from the top */
    int bpd = base == 2 ? 1 : base == 8 ? 3 : 4;
    uint64_t nbits = py_int_bit_length(o);
    uint64_t ndig = (nbits + bpd - 1) / bpd;
    if (!nb_buf_reserve(buf, (size_t)ndig + 1))
        return 0;
    for (uint64_t g = ndig; g-- > 0;) {
        uint64_t bit = g * bpd;
        unsigned val = 0;
        for (int j = bpd - 1; j >= 0; j--) {
            uint64_t bi = bit + (uint64_t)j;
            size_t di = (size_t)(bi / SHIFT);
            unsigned b = di < v.n ? (v.d[di] >> (bi % SHIFT)) & 1 : 0;
            val = (val << 1) | b;
        }
        nb_buf_putc(buf, dc[val]);
    }
    return 0;
}

py_Obj *py_int_to_decimal(py_State *S, py_Obj *o)
{
    py_Int *x = (py_Int *)o;
    if (!x->ndigits) { /* digits from the right, without printf's machinery */
        char tmp[24];
        char *e = tmp + sizeof tmp, *p = e;
        uint64_t m = x->v < 0 ? 0 - (uint64_t)x->v : (uint64_t)x->v;
        do {
            *--p = (char)('0' + m % 10);
            m /= 10;
        } while (m);
        if (x->v < 0)
            *--p = '-';
        py_ssize n = (py_ssize)(e - p);
        return py_str_new_len(S, p, n, n);
    }
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    if (x->sign < 0)
        nb_buf_putc(&b, '-');
    if (py_int_mag_text(S, o, 10, false, &b) < 0) {
        nb_buf_free(&b);
        return NULL;
    }
    return py_str_from_buf(S, &b);
}

static py_Obj *int_repr(py_State *S, py_Obj *o) { return py_int_to_decimal(S, o); }

/* Parse an integer literal per int(str, base) rules. */
py_Obj *py_int_from_str(py_State *S, const char *s0, py_ssize n0, int base)
{
    const unsigned char *s = (const unsigned char *)s0, *e = s + n0;
    uint32_t cp;
    int orig_base = base;
    /* strip whitespace */
    while (s < e) {
        int k = nb_utf8_decode(s, (size_t)(e - s), &cp);
        if (k <= 0 || !py_uni_isspace(cp))
            break;
        s += k;
    }
    while (e > s) {
        const unsigned char *p = e - 1;
        while (p > s && (*p & 0xC0) == 0x80)
            p--;
        int k = nb_utf8_decode(p, (size_t)(e - p), &cp);
        if (k <= 0 || !py_uni_isspace(cp))
            break;
        e = p;
    }
    int sign = 1;
    if (s < e && (*s == '+' || *s == '-')) {
        sign = *s == '-' ? -1 : 1;
        s++;
    }
    bool prefixed = false;
    if (s + 1 < e && s[0] == '0') {
        int c = s[1] | 0x20;
        int pb = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 0;
        if (pb && (base == 0 || base == pb)) {
            base = pb;
            s += 2;
            prefixed = true;
        }
    }
    bool base0_zero = false;
    if (base == 0) {
        base = 10;
        if (s < e && *s == '0')
            base0_zero = true;   /* only zeros allowed */
    }
    /* collect digit values; single underscores only between digits (or
     * right after a base prefix) */
    size_t cap = (size_t)(e - s);
    Tmp tv;
    py_digit *vals = tmp_get(S, &tv, cap + 1);
    if (!vals)
        return NULL;
    size_t nd = 0;
    bool ok = true, us_allowed = prefixed, last_us = false;
    while (s < e) {
        int v;
        if (*s == '_') {
            if (!us_allowed) {
                ok = false;
                break;
            }
            us_allowed = false;
            last_us = true;
            s++;
            continue;
        }
        if (*s < 0x80) {
            int c = *s;
            if (c >= '0' && c <= '9') v = c - '0';
            else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') v = (c | 0x20) - 'a' + 10;
            else v = 99;
            s++;
        } else {
            int k = nb_utf8_decode(s, (size_t)(e - s), &cp);
            v = k > 0 ? py_uni_decimal_value(cp) : -1;
            if (v < 0)
                v = 99;
            s += k > 0 ? k : 1;
        }
        if (v >= base || (base0_zero && v != 0)) {
            ok = false;
            break;
        }
        vals[nd++] = (py_digit)v;
        us_allowed = true;
        last_us = false;
    }
    if (nd == 0 || last_us)
        ok = false;
    if (!ok) {
        tmp_free(S, &tv);
        py_Obj *str = py_str_new(S, s0, n0);
        if (!str)
            return NULL;
        py_err_format(S, PY_T(ValueError), "invalid literal for int() with base %d: %R", orig_base, str);
        py_decref(S, str);
        return NULL;
    }
    if ((base & (base - 1)) != 0 && nd > PY_INT_MAX_STR_DIGITS) {
        tmp_free(S, &tv);
        return py_err_format(S, PY_T(ValueError),
                             "Exceeds the limit (%d digits) for integer string conversion: value has %zd "
                             "digits; use sys.set_int_max_str_digits() to increase the limit",
                             PY_INT_MAX_STR_DIGITS, (py_ssize)nd);
    }
    /* fast path: fits in 63 bits */
    if (nd <= 12 || (base <= 10 && nd <= 18)) {
        int64_t acc = 0;
        for (size_t i = 0; i < nd; i++)
            acc = acc * base + vals[i];
        tmp_free(S, &tv);
        return py_int_from_i64(S, sign * acc);
    }
    if (charge(S, nd / 9, nd / 9) < 0) {
        tmp_free(S, &tv);
        return NULL;
    }
    /* chunked multiply-add: mag = mag * base^k + chunk */
    int k = 1;
    uint32_t mult = (uint32_t)base;
    while ((uint64_t)mult * (uint64_t)base <= (1u << SHIFT)) {
        mult *= (uint32_t)base;
        k++;
    }
    size_t cap_d = nd * 6 / SHIFT + 3;
    Tmp tm;
    py_digit *mag = tmp_get(S, &tm, cap_d);
    if (!mag) {
        tmp_free(S, &tv);
        return NULL;
    }
    memset(mag, 0, cap_d * sizeof *mag);
    size_t mn = 0;
    for (size_t i = 0; i < nd;) {
        uint32_t chunk = 0, m = 1;
        for (int j = 0; j < k && i < nd; j++, i++) {
            chunk = chunk * (uint32_t)base + vals[i];
            m *= (uint32_t)base;
        }
        uint64_t carry = chunk;
        for (size_t j = 0; j < mn; j++) {
            carry += (uint64_t)mag[j] * m;
            mag[j] = (py_digit)(carry & MASK);
            carry >>= SHIFT;
        }
        while (carry) {
            mag[mn++] = (py_digit)(carry & MASK);
            carry >>= SHIFT;
        }
    }
    py_Obj *res = py_int_from_mag(S, sign, mag, mn);
    tmp_free(S, &tm);
    tmp_free(S, &tv);
    return res;
}

/* ------------------------------------------------------------ hashing */

static py_hash int_hash(py_State *S, py_Obj *o)
{
    py_Int *x = (py_Int *)o;
    if (!x->ndigits) {
        int64_t v = x->v;
        uint64_t m = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
        if (m >= PY_HASH_MODULUS)
            m %= PY_HASH_MODULUS;
        py_hash h = v < 0 ? -(py_hash)m : (py_hash)m;
        return h == -1 ? -2 : h;
    }
    uint64_t h = 0;
    for (size_t i = x->ndigits; i-- > 0;) {
        h = ((h << SHIFT) & PY_HASH_MODULUS) | (h >> (PY_HASH_BITS - SHIFT));
        h += x->digits[i];
        if (h >= PY_HASH_MODULUS)
            h -= PY_HASH_MODULUS;
    }
    py_hash r = x->sign < 0 ? -(py_hash)h : (py_hash)h;
    return r == -1 ? -2 : r;
}

/* ------------------------------------------------------------ pow */

static py_Obj *float_pow_of_ints(py_State *S, py_Obj *a, py_Obj *b)
{
    double x, y;
    if (py_int_to_double(S, a, &x) < 0 || py_int_to_double(S, b, &y) < 0)
        return NULL;
    py_Obj *fa = py_float_new(S, x), *fb = fa ? py_float_new(S, y) : NULL;
    if (!fb) {
        py_xdecref(S, fa);
        return NULL;
    }
    py_Obj *r = py_binop(S, fa, fb, PY_OP_POW);
    py_decref(S, fa);
    py_decref(S, fb);
    return r;
}

/* a ** b for int b >= 0 (square and multiply). */
static py_Obj *long_pow_pos(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Int *x = (py_Int *)a, *y = (py_Int *)b;
    if (y->ndigits) {
        /* astronomically large exponent: only trivial bases are computable */
        if (!x->ndigits && (x->v == 0 || x->v == 1))
            return py_int_from_i64(S, x->v);
        if (!x->ndigits && x->v == -1)
            return py_int_from_i64(S, (y->digits[0] & 1) ? -1 : 1);
        return py_err_nomemory(S);
    }
    uint64_t e = (uint64_t)y->v;
    if (!x->ndigits) {
        /* small fast path with overflow detection */
        int64_t base = x->v, acc = 1;
        uint64_t ee = e;
        bool ovf = false;
        if (base == 0 || base == 1)
            return py_int_from_i64(S, e == 0 ? 1 : base);
        if (base == -1)
            return py_int_from_i64(S, (e & 1) ? -1 : 1);
        if (e > 64)
            ovf = true;
        while (!ovf && ee) {
            if (ee & 1)
                ovf |= __builtin_mul_overflow(acc, base, &acc);
            ee >>= 1;
            if (ee)
                ovf |= __builtin_mul_overflow(base, base, &base);
        }
        if (!ovf)
            return py_int_from_i64(S, acc);
    }
    uint64_t bits = py_int_bit_length(a);
    if (bits * e > ((uint64_t)1 << 34))
        return py_err_nomemory(S);
    py_Obj *result = py_int_from_i64(S, 1);
    py_Obj *sq = py_newref(a);
    while (result && e) {
        if (e & 1) {
            py_Obj *t = long_mul(S, result, sq);
            py_decref(S, result);
            result = t;
            if (!t)
                break;
        }
        e >>= 1;
        if (e) {
            py_Obj *t = long_mul(S, sq, sq);
            py_decref(S, sq);
            sq = t;
            if (!t) {
                py_decref(S, result);
                return NULL;
            }
        }
    }
    py_decref(S, sq);
    return result;
}

static py_Obj *long_mod(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *r;
    return long_divmod(S, a, b, NULL, &r) < 0 ? NULL : r;
}

/* Modular inverse of a modulo m (m > 0) by the extended Euclidean algorithm. */
static py_Obj *long_invmod(py_State *S, py_Obj *a, py_Obj *m)
{
    py_Obj *r0 = long_mod(S, a, m), *r1 = py_newref(m);
    py_Obj *s0 = py_int_from_i64(S, 1), *s1 = py_int_from_i64(S, 0);
    if (!r0 || !s0 || !s1)
        goto fail;
    /* invariant: s_i * a == r_i (mod m) */
    while (py_int_sign(r1) != 0) {
        py_Obj *q, *r;
        if (long_divmod(S, r0, r1, &q, &r) < 0)
            goto fail;
        py_Obj *qs = long_mul(S, q, s1);
        py_decref(S, q);
        if (!qs) {
            py_decref(S, r);
            goto fail;
        }
        py_Obj *ns = long_sub(S, s0, qs);
        py_decref(S, qs);
        if (!ns) {
            py_decref(S, r);
            goto fail;
        }
        py_decref(S, r0);
        r0 = r1;
        r1 = r;
        py_decref(S, s0);
        s0 = s1;
        s1 = ns;
    }
    if (!(((py_Int *)r0)->ndigits == 0 && py_int_small(r0) == 1)) {
        py_err_setstr(S, PY_T(ValueError), "base is not invertible for the given modulus");
        goto fail;
    }
    py_Obj *res = long_mod(S, s0, m);
    py_decref(S, r0);
    py_decref(S, r1);
    py_decref(S, s0);
    py_decref(S, s1);
    return res;
fail:
    py_xdecref(S, r0);
    py_xdecref(S, r1);
    py_xdecref(S, s0);
    py_xdecref(S, s1);
    return NULL;
}

/* pow(a, b, m) for ints. */
static py_Obj *long_powmod(py_State *S, py_Obj *a, py_Obj *b, py_Obj *m)
{
    int ms = py_int_sign(m);
    if (ms == 0)
        return py_err_setstr(S, PY_T(ValueError), "pow() 3rd argument cannot be 0");
    py_Obj *am = long_abs(S, m);
    if (!am)
        return NULL;
    py_Obj *base = NULL, *exp = NULL, *result = NULL;
    if (py_int_sign(b) < 0) {
        base = long_invmod(S, a, am);
        exp = base ? long_neg(S, b) : NULL;
    } else {
        base = long_mod(S, a, am);
        exp = py_newref(b);
    }
    if (!base || !exp)
        goto done;
    py_Int *mi = (py_Int *)am;
    if (!mi->ndigits && mi->v < ((int64_t)1 << 31) && !((py_Int *)exp)->ndigits) {
        uint64_t mm = (uint64_t)mi->v, bb = (uint64_t)py_int_small(base) % mm, acc = 1 % mm;
        uint64_t e = (uint64_t)py_int_small(exp);
        while (e) {
            if (e & 1)
                acc = acc * bb % mm;
            bb = bb * bb % mm;
            e >>= 1;
        }
        result = py_int_from_u64(S, acc);
    } else {
        /* generic: left-to-right over the exponent's bits */
        result = py_int_from_i64(S, 1);
        py_Obj *t = result ? long_mod(S, result, am) : NULL;
        py_xdecref(S, result);
        result = t;
        uint64_t nbits = py_int_bit_length(exp);
        py_IntView ev;
        py_int_view(exp, &ev);
        for (uint64_t i = nbits; result && i-- > 0;) {
            py_Obj *sq = long_mul(S, result, result);
            py_decref(S, result);
            result = sq ? long_mod(S, sq, am) : NULL;
            py_xdecref(S, sq);
            if (result && ((ev.d[i / SHIFT] >> (i % SHIFT)) & 1)) {
                py_Obj *p = long_mul(S, result, base);
                py_decref(S, result);
                result = p ? long_mod(S, p, am) : NULL;
                py_xdecref(S, p);
            }
            if (result && py_charge(S, 1) < 0) {
                py_decref(S, result);
                result = NULL;
            }
        }
    }
    if (result && ms < 0 && py_int_sign(result) != 0) {
        py_Obj *t = long_sub(S, result, am);
        py_decref(S, result);
        result = t;
    }
done:
    py_xdecref(S, base);
    py_xdecref(S, exp);
    py_decref(S, am);
    return result;
}

/* ------------------------------------------------------------ dispatch */

static int shift_count(py_State *S, py_Obj *b, uint64_t *n)
{
    if (py_int_sign(b) < 0) {
        py_err_setstr(S, PY_T(ValueError), "negative shift count");
        return -1;
    }
    *n = py_int_is_small(b) ? (uint64_t)py_int_small(b) : UINT64_MAX;
    return 0;
}

py_Obj *py_int_binop(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    uint64_t n;
    switch (op) {
    case PY_OP_ADD: return long_add(S, a, b);
    case PY_OP_SUB: return long_sub(S, a, b);
    case PY_OP_MUL: return long_mul(S, a, b);
    case PY_OP_TRUEDIV: return py_int_truediv(S, a, b);
    case PY_OP_FLOORDIV:
    case PY_OP_MOD: {
        if (py_int_sign(b) == 0)
            return py_err_setstr(S, PY_T(ZeroDivisionError),
                                 op == PY_OP_MOD ? "integer modulo by zero" : "integer division or modulo by zero");
        py_Obj *r;
        if (long_divmod(S, a, b, op == PY_OP_FLOORDIV ? &r : NULL, op == PY_OP_MOD ? &r : NULL) < 0)
            return NULL;
        return r;
    }
    case PY_OP_POW:
        if (py_int_sign(b) < 0) {
            if (py_int_sign(a) == 0)
                return py_err_setstr(S, PY_T(ZeroDivisionError), "0.0 cannot be raised to a negative power");
            return float_pow_of_ints(S, a, b);
        }
        return long_pow_pos(S, a, b);
    case PY_OP_LSHIFT:
        if (shift_count(S, b, &n) < 0)
            return NULL;
        if (py_int_sign(a) == 0)
            return py_int_from_i64(S, 0);
        return lshift_n(S, a, n);
    case PY_OP_RSHIFT:
        if (shift_count(S, b, &n) < 0)
            return NULL;
        return rshift_n(S, a, n);
    case PY_OP_AND:
    case PY_OP_OR:
    case PY_OP_XOR:
        return long_bitop(S, a, b, op);
    default:
        return py_newref(S->NotImplemented);
    }
}

#define INT_BINSLOT(fname, op)                                          \
    static py_Obj *fname(py_State *S, py_Obj *a, py_Obj *b)             \
    {                                                                   \
        if (!py_is_int(a) || !py_is_int(b))                             \
            return py_newref(S->NotImplemented);                        \
        return py_int_binop(S, a, b, op);                               \
    }

static py_Obj *int_add(py_State *S, py_Obj *a, py_Obj *b)
{
    if (PY_TYPE(a) == &py_type_int && PY_TYPE(b) == &py_type_int) {
        py_Int *x = (py_Int *)a, *y = (py_Int *)b;
        int64_t r;
        if (!x->ndigits && !y->ndigits && !__builtin_add_overflow(x->v, y->v, &r))
            return py_int_from_i64(S, r);
    }
    if (!py_is_int(a) || !py_is_int(b))
        return py_newref(S->NotImplemented);
    return long_add(S, a, b);
}
static py_Obj *int_sub(py_State *S, py_Obj *a, py_Obj *b)
{
    if (PY_TYPE(a) == &py_type_int && PY_TYPE(b) == &py_type_int) {
        py_Int *x = (py_Int *)a, *y = (py_Int *)b;
        int64_t r;
        if (!x->ndigits && !y->ndigits && !__builtin_sub_overflow(x->v, y->v, &r))
            return py_int_from_i64(S, r);
    }
    if (!py_is_int(a) || !py_is_int(b))
        return py_newref(S->NotImplemented);
    return long_sub(S, a, b);
}
INT_BINSLOT(int_mul, PY_OP_MUL)
INT_BINSLOT(int_truediv, PY_OP_TRUEDIV)
INT_BINSLOT(int_floordiv, PY_OP_FLOORDIV)
INT_BINSLOT(int_mod, PY_OP_MOD)
INT_BINSLOT(int_pow, PY_OP_POW)
INT_BINSLOT(int_lshift, PY_OP_LSHIFT)
INT_BINSLOT(int_rshift, PY_OP_RSHIFT)
INT_BINSLOT(int_and, PY_OP_AND)
INT_BINSLOT(int_or, PY_OP_OR)
INT_BINSLOT(int_xor, PY_OP_XOR)

static py_Obj *int_neg(py_State *S, py_Obj *a) { return long_neg(S, a); }
static py_Obj *int_pos(py_State *S, py_Obj *a) { return py_int_exact(S, a); }
static py_Obj *int_abs(py_State *S, py_Obj *a) { return long_abs(S, a); }
static py_Obj *int_invert(py_State *S, py_Obj *a)
{
    py_Int *x = (py_Int *)a;
    if (!x->ndigits)
        return py_int_from_i64(S, ~x->v);
    py_Obj *one = py_int_from_i64(S, 1);
    py_Obj *t = long_add(S, a, one);
    py_decref(S, one);
    if (!t)
        return NULL;
    py_Obj *r = long_neg(S, t);
    py_decref(S, t);
    return r;
}
static int int_bool(py_State *S, py_Obj *a) { return py_int_sign(a) != 0; }
static py_Obj *int_int(py_State *S, py_Obj *a) { return py_int_exact(S, a); }
static py_Obj *int_float(py_State *S, py_Obj *a)
{
    double d;
    if (py_int_to_double(S, a, &d) < 0)
        return NULL;
    return py_float_new(S, d);
}

static py_Obj *int_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!py_is_int(a) || !py_is_int(b))
        return py_newref(S->NotImplemented);
    int c = py_int_cmp(a, b);
    bool r;
    switch (op) {
    case PY_LT: r = c < 0; break;
    case PY_LE: r = c <= 0; break;
    case PY_EQ: r = c == 0; break;
    case PY_NE: r = c != 0; break;
    case PY_GT: r = c > 0; break;
    default: r = c >= 0; break;
    }
    return PY_BOOL(S, r);
}

/* pow(a, b, m) entry used by the runtime's py_pow3 through the slot when m
 * is given: exposed as int.__pow__(b, m). */
py_Obj *py_int_pow3(py_State *S, py_Obj *a, py_Obj *b, py_Obj *m)
{
    if (!m || m == S->None)
        return py_int_binop(S, a, b, PY_OP_POW);
    if (!py_is_int(a) || !py_is_int(b) || !py_is_int(m))
        return py_err_setstr(S, PY_T(TypeError),
                             "pow() 3rd argument not allowed unless all arguments are integers");
    return long_powmod(S, a, b, m);
}

/* round(int, ndigits): round half to even at 10^-ndigits. */
py_Obj *py_int_round(py_State *S, py_Obj *a, py_Obj *nd)
{
    if (!nd || nd == S->None)
        return py_int_exact(S, a);
    py_Obj *ndi = py_index(S, nd);
    if (!ndi)
        return NULL;
    if (py_int_sign(ndi) >= 0) {
        py_decref(S, ndi);
        return py_int_exact(S, a);
    }
    py_Obj *neg = long_neg(S, ndi);
    py_decref(S, ndi);
    if (!neg)
        return NULL;
    py_Obj *ten = py_int_from_i64(S, 10);
    py_Obj *p = long_pow_pos(S, ten, neg);
    py_decref(S, ten);
    py_decref(S, neg);
    if (!p)
        return NULL;
    py_Obj *q, *r;
    if (long_divmod(S, a, p, &q, &r) < 0) {
        py_decref(S, p);
        return NULL;
    }
    py_Obj *two = py_int_from_i64(S, 2);
    py_Obj *r2 = long_mul(S, r, two);
    py_decref(S, two);
    py_decref(S, r);
    if (!r2) {
        py_decref(S, q);
        py_decref(S, p);
        return NULL;
    }
    int c = py_int_cmp(r2, p);
    py_decref(S, r2);
    bool qodd = py_int_is_small(q) ? (py_int_small(q) & 1) : (((py_Int *)q)->digits[0] & 1);
    if (c > 0 || (c == 0 && qodd)) {
        py_Obj *one = py_int_from_i64(S, 1);
        py_Obj *t = long_add(S, q, one);
        py_decref(S, one);
        py_decref(S, q);
        q = t;
        if (!q) {
            py_decref(S, p);
            return NULL;
        }
    }
    py_Obj *res = long_mul(S, q, p);
    py_decref(S, q);
    py_decref(S, p);
    return res;
}

/* ------------------------------------------------------------ construction */

/* int(x) for any object, as PyNumber_Long. */
py_Obj *py_int_from_obj(py_State *S, py_Obj *x)
{
    py_Type *t = PY_TYPE(x);
    if (t == &py_type_int)
        return py_newref(x);
    if (t->nb_int) {
        py_Obj *r = t->nb_int(S, x);
        if (!r)
            return NULL;
        if (!py_is_int(r)) {
            py_err_format(S, PY_T(TypeError), "__int__ returned non-int (type %s)", py_obj_typename(r));
            py_decref(S, r);
            return NULL;
        }
        if (PY_TYPE(r) != &py_type_int) {
            py_Obj *e = py_int_exact(S, r);
            py_decref(S, r);
            return e;
        }
        return r;
    }
    if (t->nb_index)
        return py_index(S, x);
    if (py_is_str(x))
        return py_int_from_str(S, py_str_utf8(x), py_str_nbytes(x), 10);
    if (py_is_bytes(x)) {
        py_Bytes *b = (py_Bytes *)x;
        if (!nb_utf8_valid(b->data, (size_t)b->len)) {
            py_Obj *r = py_repr(S, x);
            if (r) {
                py_err_format(S, PY_T(ValueError), "invalid literal for int() with base 10: %U", r);
                py_decref(S, r);
            }
            return NULL;
        }
        py_Obj *r = py_int_from_str(S, b->data, b->len, 10);
        if (!r && py_err_matches(S, PY_T(ValueError))) {
            py_err_clear(S);
            py_Obj *rr = py_repr(S, x);
            if (rr) {
                py_err_format(S, PY_T(ValueError), "invalid literal for int() with base 10: %U", rr);
                py_decref(S, rr);
            }
        }
        return r;
    }
    return py_err_format(S, PY_T(TypeError),
                         "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                         py_obj_typename(x));
}

/* Copy an int value into a new instance of subtype t. */
static py_Obj *int_subtype_copy(py_State *S, py_Type *t, py_Obj *v)
{
    py_Int *x = (py_Int *)v;
    py_Int *o = int_alloc(S, t, x->ndigits);
    if (!o)
        return NULL;
    if (x->ndigits) {
        o->sign = x->sign;
        memcpy(o->digits, x->digits, x->ndigits * sizeof(py_digit));
    } else {
        o->v = x->v;
    }
    return (py_Obj *)o;
}

static py_Obj *int_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *x = NULL, *base = NULL;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    if (nargs + nkw > 2)
        return py_err_format(S, PY_T(TypeError), "int expected at most 2 arguments, got %zd", nargs + nkw);
    if (nargs >= 1)
        x = args[0];
    if (nargs >= 2)
        base = args[1];
    for (py_ssize i = 0; i < nkw; i++) {
        py_Obj *k = py_tuple_getB(kwnames, i);
        if (py_str_eq_c(k, "base") && !base)
            base = args[nargs + i];
        else
            return py_err_unexpected_kw_c(S, "int", k, (const char *const[]){ "base" }, 1);
    }
    py_Obj *v;
    if (!x) {
        if (base)
            return py_err_setstr(S, PY_T(TypeError), "int() missing string argument");
        v = py_int_from_i64(S, 0);
    } else if (!base) {
        v = py_int_from_obj(S, x);
    } else {
        py_ssize b;
        if (py_as_ssize(S, base, &b) < 0)
            return NULL;
        if (b != 0 && (b < 2 || b > 36))
            return py_err_setstr(S, PY_T(ValueError), "int() base must be >= 2 and <= 36, or 0");
        if (py_is_str(x)) {
            v = py_int_from_str(S, py_str_utf8(x), py_str_nbytes(x), (int)b);
        } else if (py_is_bytes(x)) {
            v = py_int_from_str(S, ((py_Bytes *)x)->data, ((py_Bytes *)x)->len, (int)b);
        } else {
            return py_err_setstr(S, PY_T(TypeError), "int() can't convert non-string with explicit base");
        }
    }
    if (!v || t == &py_type_int)
        return v;
    py_Obj *r = int_subtype_copy(S, t, v);
    py_decref(S, v);
    return r;
}

/* ------------------------------------------------------------ methods */

static py_Obj *m_bit_length(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "bit_length", n, kw, 0, 0) < 0)
        return NULL;
    return py_int_from_u64(S, py_int_bit_length(self));
}

static py_Obj *m_bit_count(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "bit_count", n, kw, 0, 0) < 0)
        return NULL;
    py_IntView v;
    py_int_view(self, &v);
    uint64_t c = 0;
    for (size_t i = 0; i < v.n; i++)
        c += (uint64_t)__builtin_popcount(v.d[i]);
    return py_int_from_u64(S, c);
}

static py_Obj *m_self_int(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "conjugate", n, kw, 0, 0) < 0)
        return NULL;
    return py_int_exact(S, self);
}

static py_Obj *m_is_integer(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "is_integer", n, kw, 0, 0) < 0)
        return NULL;
    return PY_BOOL(S, true);
}

static py_Obj *m_as_integer_ratio(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "as_integer_ratio", n, kw, 0, 0) < 0)
        return NULL;
    py_Obj *v = py_int_exact(S, self), *one = py_int_from_i64(S, 1);
    py_Obj *t = (v && one) ? py_tuple_pack(S, 2, v, one) : NULL;
    py_xdecref(S, v);
    py_xdecref(S, one);
    return t;
}

static py_Obj *m_round(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "__round__", n, kw, 0, 1) < 0)
        return NULL;
    return py_int_round(S, self, n ? a[0] : NULL);
}

static py_Obj *m_format(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "__format__", n, kw, 1, 1) < 0)
        return NULL;
    if (!py_is_str(a[0]))
        return py_err_format(S, PY_T(TypeError), "__format__() argument must be str, not %s",
                             py_obj_typename(a[0]));
    return py_int_format_spec(S, self, a[0]);
}

static py_Obj *m_getnewargs(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    py_Obj *v = py_int_exact(S, self);
    if (!v)
        return NULL;
    py_Obj *t = py_tuple_pack(S, 1, v);
    py_decref(S, v);
    return t;
}

static int parse_byteorder(py_State *S, py_Obj *o, bool *little)
{
    if (!o) {
        *little = false;
        return 0;
    }
    if (!py_is_str(o)) {
        py_err_format(S, PY_T(TypeError), "to_bytes() argument 'byteorder' must be str, not %s",
                      py_obj_typename(o));
        return -1;
    }
    if (py_str_eq_c(o, "little"))
        *little = true;
    else if (py_str_eq_c(o, "big"))
        *little = false;
    else {
        py_err_setstr(S, PY_T(ValueError), "byteorder must be either 'little' or 'big'");
        return -1;
    }
    return 0;
}

static bool mag_is_pow2(const py_IntView *v)
{
    for (size_t i = 0; i + 1 < v->n; i++)
        if (v->d[i])
            return false;
    py_digit top = v->d[v->n - 1];
    return (top & (top - 1)) == 0;
}

static py_Obj *m_to_bytes(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *a[3];
    if (py_parse_args(S, "to_bytes", args, nargs, kw, "|length,byteorder,*,signed", a) < 0)
        return NULL;
    py_ssize len = 1;
    if (a[0] && py_as_ssize(S, a[0], &len) < 0)
        return NULL;
    if (len < 0)
        return py_err_setstr(S, PY_T(ValueError), "length argument must be non-negative");
    bool little, sgn = false;
    if (parse_byteorder(S, a[1], &little) < 0)
        return NULL;
    if (a[2]) {
        int t = py_truthy(S, a[2]);
        if (t < 0)
            return NULL;
        sgn = t;
    }
    py_IntView v;
    py_int_view(self, &v);
    if (v.sign < 0 && !sgn)
        return py_err_setstr(S, PY_T(OverflowError), "can't convert negative int to unsigned");
    uint8_t *buf = py_malloc(S, (size_t)len + 1);
    if (!buf)
        return NULL;
    /* two's complement bytes, little-endian, of the value */
    size_t bi = 0;
    uint64_t acc = 0;
    int nacc = 0;
    uint64_t carry = 1;
    bool fits = true;
    size_t di = 0;
    for (bi = 0; bi < (size_t)len; bi++) {
        while (nacc < 8) {
            uint64_t d = di < v.n ? v.d[di] : 0;
            di++;
            if (v.sign < 0) {
                d = (~d & MASK) + carry;
                carry = d >> SHIFT;
                d &= MASK;
            }
            acc |= d << nacc;
            nacc += SHIFT;
        }
        buf[bi] = (uint8_t)(acc & 0xff);
        acc >>= 8;
        nacc -= 8;
    }
    /* check the rest is all-zero (or all-one for negative) and the sign bit */
    {
        uint64_t bits = py_int_bit_length(self);
        uint64_t avail = (uint64_t)len * 8;
        if (!sgn)
            fits = bits <= avail;
        else if (v.sign >= 0)
            fits = bits < avail || (bits == 0);
        else {
            /* -x fits in n bits two's complement iff x <= 2^(n-1) */
            fits = bits < avail || (bits == avail && mag_is_pow2(&v));
        }
        if (len == 0 && v.sign == 0)
            fits = true;
    }
    if (!fits) {
        py_free(S, buf, (size_t)len + 1);
        return py_err_setstr(S, PY_T(OverflowError), "int too big to convert");
    }
    if (!little)
        for (size_t i = 0, j = (size_t)len; i + 1 < j; i++, j--) {
            uint8_t t = buf[i];
            buf[i] = buf[j - 1];
            buf[j - 1] = t;
        }
    py_Obj *r = py_bytes_new(S, (const char *)buf, len);
    py_free(S, buf, (size_t)len + 1);
    return r;
}

static py_Obj *m_from_bytes(py_State *S, py_Obj *cls, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *a[3];
    if (py_parse_args(S, "from_bytes", args, nargs, kw, "bytes,|byteorder,*,signed", a) < 0)
        return NULL;
    bool little, sgn = false;
    if (parse_byteorder(S, a[1], &little) < 0)
        return NULL;
    if (a[2]) {
        int t = py_truthy(S, a[2]);
        if (t < 0)
            return NULL;
        sgn = t;
    }
    py_Obj *bytes;
    if (py_is_bytes(a[0])) {
        bytes = py_newref(a[0]);
    } else {
        /* iterable of ints */
        py_Obj *lst = py_seq_list(S, a[0]);
        if (!lst)
            return NULL;
        py_ssize n = py_list_len(lst);
        char *tmp = py_malloc(S, (size_t)n + 1);
        if (!tmp) {
            py_decref(S, lst);
            return NULL;
        }
        for (py_ssize i = 0; i < n; i++) {
            py_ssize v;
            if (py_as_ssize(S, py_list_getB(lst, i), &v) < 0 || v < 0 || v > 255) {
                if (!py_err_occurred(S))
                    py_err_setstr(S, PY_T(ValueError), "bytes must be in range(0, 256)");
                py_free(S, tmp, (size_t)n + 1);
                py_decref(S, lst);
                return NULL;
            }
            tmp[i] = (char)v;
        }
        bytes = py_bytes_new(S, tmp, n);
        py_free(S, tmp, (size_t)n + 1);
        py_decref(S, lst);
        if (!bytes)
            return NULL;
    }
    py_Bytes *b = (py_Bytes *)bytes;
    size_t n = (size_t)b->len;
    size_t nd = (n * 8 + SHIFT - 1) / SHIFT + 1;
    Tmp t;
    py_digit *d = tmp_get(S, &t, nd);
    if (!d) {
        py_decref(S, bytes);
        return NULL;
    }
    memset(d, 0, nd * sizeof *d);
    for (size_t i = 0; i < n; i++) {
        uint8_t byte = (uint8_t)b->data[little ? i : n - 1 - i];
        size_t bit = i * 8;
        uint64_t val = (uint64_t)byte << (bit % SHIFT);
        d[bit / SHIFT] |= (py_digit)(val & MASK);
        if (val >> SHIFT)
            d[bit / SHIFT + 1] |= (py_digit)(val >> SHIFT);
    }
    bool neg = sgn && n && ((uint8_t)b->data[little ? n - 1 : 0] & 0x80);
    py_Obj *res = py_int_from_mag(S, 1, d, nd);
    if (res && neg) {
        py_Obj *one = py_int_from_i64(S, 1);
        py_Obj *p = lshift_n(S, one, n * 8);
        py_decref(S, one);
        py_Obj *r2 = p ? long_sub(S, res, p) : NULL;
        py_xdecref(S, p);
        py_decref(S, res);
        res = r2;
    }
    tmp_free(S, &t);
    py_decref(S, bytes);
    if (res && (py_Type *)cls != &py_type_int) {
        py_Obj *r = py_call1(S, cls, res);
        py_decref(S, res);
        return r;
    }
    return res;
}

static py_Obj *g_real(py_State *S, py_Obj *self) { return py_int_exact(S, self); }
static py_Obj *g_imag(py_State *S, py_Obj *self) { return py_int_from_i64(S, 0); }
static py_Obj *g_one(py_State *S, py_Obj *self) { return py_int_from_i64(S, 1); }

static const py_MethodDef int_methods[] = {
    {"bit_length", m_bit_length, PY_METH_INSTANCE},
    {"bit_count", m_bit_count, PY_METH_INSTANCE},
    {"to_bytes", m_to_bytes, PY_METH_INSTANCE},
    {"from_bytes", m_from_bytes, PY_METH_CLASS},
    {"as_integer_ratio", m_as_integer_ratio, PY_METH_INSTANCE},
    {"conjugate", m_self_int, PY_METH_INSTANCE},
    {"is_integer", m_is_integer, PY_METH_INSTANCE},
    {"__trunc__", m_self_int, PY_METH_INSTANCE},
    {"__floor__", m_self_int, PY_METH_INSTANCE},
    {"__ceil__", m_self_int, PY_METH_INSTANCE},
    {"__round__", m_round, PY_METH_INSTANCE},
    {"__format__", m_format, PY_METH_INSTANCE},
    {"__getnewargs__", m_getnewargs, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

static const py_GetSetDef int_getset[] = {
    {"real", g_real, NULL},
    {"imag", g_imag, NULL},
    {"numerator", g_real, NULL},
    {"denominator", g_one, NULL},
    {NULL, NULL, NULL},
};

static void int_dealloc(py_State *S, py_Obj *o) { py_obj_free(S, o); }

py_Type py_type_int = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "int",
    .basicsize = sizeof(py_Int),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_INT_SUB,
    .methods = int_methods,
    .getset = int_getset,
    .dealloc = int_dealloc,
    .tp_new = int_new,
    .repr = int_repr,
    .hash = int_hash,
    .richcmp = int_richcmp,
    .nb = {
        [PY_OP_ADD] = int_add, [PY_OP_SUB] = int_sub, [PY_OP_MUL] = int_mul,
        [PY_OP_TRUEDIV] = int_truediv, [PY_OP_FLOORDIV] = int_floordiv, [PY_OP_MOD] = int_mod,
        [PY_OP_POW] = int_pow, [PY_OP_LSHIFT] = int_lshift, [PY_OP_RSHIFT] = int_rshift,
        [PY_OP_AND] = int_and, [PY_OP_XOR] = int_xor, [PY_OP_OR] = int_or,
    },
    .nb_neg = int_neg,
    .nb_pos = int_pos,
    .nb_invert = int_invert,
    .nb_abs = int_abs,
    .nb_bool = int_bool,
    .nb_int = int_int,
    .nb_float = int_float,
    .nb_index = int_int,
};

/* ------------------------------------------------------------ start-up */

int py_init_numbers(py_State *S)
{
    for (int i = 0; i < NSMALL_NEG + NSMALL_POS; i++) {
        if (S->small_ints[i])
            continue;
        py_Int *o = int_alloc(S, &py_type_int, 0);
        if (!o)
            return -1;
        o->v = i - NSMALL_NEG;
        o->ob.refcnt = PY_IMMORTAL;
        S->small_ints[i] = (py_Obj *)o;
    }
    for (int b = 0; b < 2; b++) {
        py_Obj **slot = b ? &S->True : &S->False;
        if (*slot)
            continue;
        py_Int *o = int_alloc(S, &py_type_bool, 0);
        if (!o)
            return -1;
        o->v = b;
        o->ob.refcnt = PY_IMMORTAL;
        *slot = (py_Obj *)o;
    }
    return 0;
}
