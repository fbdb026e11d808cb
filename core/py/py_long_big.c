/* py_long_big.c — magnitude arithmetic for arbitrary-precision ints:
 * little-endian arrays of 30-bit digits (py_digit). Schoolbook
 * multiplication (Karatsuba above a threshold) and Knuth's algorithm D for
 * division. The py_Int object layer lives in py_long.c. */
#include "py_num.h"

#include <string.h>

#define SHIFT PY_LONG_SHIFT
#define MASK PY_LONG_MASK
#define KARATSUBA_CUTOFF 70

size_t py_mag_norm(const py_digit *a, size_t n)
{
    while (n > 0 && a[n - 1] == 0)
        n--;
    return n;
}

int py_mag_cmp(const py_digit *a, size_t na, const py_digit *b, size_t nb)
{
    if (na != nb)
        return na < nb ? -1 : 1;
    for (size_t i = na; i-- > 0;)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

size_t py_mag_add(py_digit *r, const py_digit *a, size_t na, const py_digit *b, size_t nb)
{
    if (na < nb) {
        const py_digit *t = a; a = b; b = t;
        size_t tn = na; na = nb; nb = tn;
    }
    py_digit carry = 0;
    size_t i = 0;
    for (; i < nb; i++) {
        carry += a[i] + b[i];
        r[i] = carry & MASK;
        carry >>= SHIFT;
    }
    for (; i < na; i++) {
        carry += a[i];
        r[i] = carry & MASK;
        carry >>= SHIFT;
    }
    r[i] = carry;
    return py_mag_norm(r, na + 1);
}

size_t py_mag_sub(py_digit *r, const py_digit *a, size_t na, const py_digit *b, size_t nb)
{
    py_digit borrow = 0;
    size_t i = 0;
    for (; i < nb; i++) {
        borrow = a[i] - b[i] - borrow;
        r[i] = borrow & MASK;
        borrow = (borrow >> SHIFT) & 1;
    }
    for (; i < na; i++) {
        borrow = a[i] - borrow;
        r[i] = borrow & MASK;
        borrow = (borrow >> SHIFT) & 1;
    }
    return py_mag_norm(r, na);
}

/* r[0..na+nb) = a * b, schoolbook. */
static void mul_school(py_digit *r, const py_digit *a, size_t na, const py_digit *b, size_t nb)
{
    memset(r, 0, (na + nb) * sizeof *r);
    for (size_t i = 0; i < na; i++) {
        uint64_t ai = a[i], carry = 0;
        if (ai == 0)
            continue;
        py_digit *rp = r + i;
        for (size_t j = 0; j < nb; j++) {
            carry += rp[j] + ai * b[j];
            rp[j] = (py_digit)(carry & MASK);
            carry >>= SHIFT;
        }
        for (size_t j = nb; carry; j++) {
            carry += rp[j];
            rp[j] = (py_digit)(carry & MASK);
            carry >>= SHIFT;
        }
    }
}

/* Add b[0..nb) into r[0..nr) in place (r long enough for the carry). */
static void add_into(py_digit *r, size_t nr, const py_digit *b, size_t nb)
{
    py_digit carry = 0;
    size_t i = 0;
    for (; i < nb; i++) {
        carry += r[i] + b[i];
        r[i] = carry & MASK;
        carry >>= SHIFT;
    }
    for (; carry && i < nr; i++) {
        carry += r[i];
        r[i] = carry & MASK;
        carry >>= SHIFT;
    }
}

/* Subtract b[0..nb) from r[0..nr) in place (r >= b). */
static void sub_from(py_digit *r, size_t nr, const py_digit *b, size_t nb)
{
    py_digit borrow = 0;
    size_t i = 0;
    for (; i < nb; i++) {
        borrow = r[i] - b[i] - borrow;
        r[i] = borrow & MASK;
        borrow = (borrow >> SHIFT) & 1;
    }
    for (; borrow && i < nr; i++) {
        borrow = r[i] - borrow;
        r[i] = borrow & MASK;
        borrow = (borrow >> SHIFT) & 1;
    }
}

/* Karatsuba on equal-ish halves: r[0..na+nb) = a*b with na >= nb. */
static int mul_kara(py_State *S, py_digit *r, const py_digit *a, size_t na, const py_digit *b, size_t nb)
{
    if (nb < KARATSUBA_CUTOFF) {
        mul_school(r, a, na, b, nb);
        return 0;
    }
    size_t h = (na + 1) / 2;
    if (nb <= h) {
        /* lopsided: split a into chunks of nb digits */
        memset(r, 0, (na + nb) * sizeof *r);
        size_t tn = 2 * nb;
        py_digit *t = py_malloc(S, tn * sizeof *t);
        if (!t)
            return -1;
        for (size_t i = 0; i < na; i += nb) {
            size_t n = na - i < nb ? na - i : nb;
            int rc = n >= nb ? mul_kara(S, t, a + i, n, b, nb) : mul_kara(S, t, b, nb, a + i, n);
            if (rc < 0) {
                py_free(S, t, tn * sizeof *t);
                return -1;
            }
            add_into(r + i, na + nb - i, t, n + nb);
        }
        py_free(S, t, tn * sizeof *t);
        return 0;
    }
    /* a = a1*B^h + a0, b = b1*B^h + b0 */
    const py_digit *a0 = a, *a1 = a + h, *b0 = b, *b1 = b + h;
    size_t na0 = py_mag_norm(a0, h), na1 = na - h, nb0 = py_mag_norm(b0, h), nb1 = nb - h;
    size_t sa = h + 1, sb = h + 1;
    size_t tmpn = sa + sb + 2 * (sa + sb);
    py_digit *tmp = py_malloc(S, tmpn * sizeof *tmp);
    if (!tmp)
        return -1;
    py_digit *as = tmp, *bs = tmp + sa, *m = tmp + sa + sb;
    size_t nas = py_mag_add(as, a0, na0, a1, na1);
    size_t nbs = py_mag_add(bs, b0, nb0, b1, nb1);
    memset(r, 0, (na + nb) * sizeof *r);
    int rc = 0;
    /* low and high products directly into r */
    if (na0 && nb0)
        rc |= na0 >= nb0 ? mul_kara(S, r, a0, na0, b0, nb0) : mul_kara(S, r, b0, nb0, a0, na0);
    if (rc == 0)
        rc |= na1 >= nb1 ? mul_kara(S, r + 2 * h, a1, na1, b1, nb1) : mul_kara(S, r + 2 * h, b1, nb1, a1, na1);
    if (rc == 0 && nas && nbs) {
        size_t nm = nas + nbs;
        rc |= nas >= nbs ? mul_kara(S, m, as, nas, bs, nbs) : mul_kara(S, m, bs, nbs, as, nas);
        if (rc == 0) {
            /* m -= a0*b0 + a1*b1 (taken from r), then r += m << h */
            size_t nlo = py_mag_norm(r, na0 + nb0 < 2 * h ? na0 + nb0 : 2 * h);
            sub_from(m, nm, r, nlo);
            size_t nhi = py_mag_norm(r + 2 * h, na1 + nb1);
            sub_from(m, nm, r + 2 * h, nhi);
            nm = py_mag_norm(m, nm);
            add_into(r + h, na + nb - h, m, nm);
        }
    }
    py_free(S, tmp, tmpn * sizeof *tmp);
    return rc ? -1 : 0;
}

int py_mag_mul(py_State *S, py_digit *r, const py_digit *a, size_t na, const py_digit *b, size_t nb)
{
    if (na < nb) {
        const py_digit *t = a; a = b; b = t;
        size_t tn = na; na = nb; nb = tn;
    }
    if (nb == 0) {
        memset(r, 0, na * sizeof *r);
        return 0;
    }
    if (nb < KARATSUBA_CUTOFF) {
        mul_school(r, a, na, b, nb);
        return 0;
    }
    return mul_kara(S, r, a, na, b, nb);
}

py_digit py_mag_divrem1(py_digit *q, const py_digit *a, size_t na, py_digit d)
{
    uint64_t rem = 0;
    for (size_t i = na; i-- > 0;) {
        rem = (rem << SHIFT) | a[i];
        q[i] = (py_digit)(rem / d);
        rem %= d;
    }
    return (py_digit)rem;
}

/* Knuth TAOCP vol. 2, 4.3.1 algorithm D in base 2^30. */
int py_mag_divmod(py_State *S, const py_digit *a, size_t na, const py_digit *b, size_t nb,
                  py_digit *q, py_digit *r)
{
    /* normalize: shift so that the top digit of v has its top bit set */
    int s = SHIFT - 1;
    for (py_digit top = b[nb - 1]; top >= 2; top >>= 1)
        s--;
    size_t un = na + 1;
    py_digit *u = py_malloc(S, (un + nb) * sizeof *u);
    if (!u)
        return -1;
    py_digit *v = u + un;
    py_digit carry = 0;
    for (size_t i = 0; i < nb; i++) {
        uint64_t t = ((uint64_t)b[i] << s) | carry;
        v[i] = (py_digit)(t & MASK);
        carry = (py_digit)(t >> SHIFT);
    }
    carry = 0;
    for (size_t i = 0; i < na; i++) {
        uint64_t t = ((uint64_t)a[i] << s) | carry;
        u[i] = (py_digit)(t & MASK);
        carry = (py_digit)(t >> SHIFT);
    }
    u[na] = carry;
    uint64_t vtop = v[nb - 1], vnext = v[nb - 2];
    for (size_t j = na - nb + 1; j-- > 0;) {
        /* estimate q from the top two digits of the current remainder */
        uint64_t num = ((uint64_t)u[j + nb] << SHIFT) | u[j + nb - 1];
        uint64_t qhat = num / vtop, rhat = num % vtop;
        while (qhat > MASK || qhat * vnext > ((rhat << SHIFT) | u[j + nb - 2])) {
            qhat--;
            rhat += vtop;
            if (rhat > MASK)
                break;
        }
        /* u[j..j+nb] -= qhat * v */
        int64_t borrow = 0;
        uint64_t mcarry = 0;
        for (size_t i = 0; i < nb; i++) {
            uint64_t p = qhat * v[i] + mcarry;
            mcarry = p >> SHIFT;
            int64_t t = (int64_t)u[i + j] - (int64_t)(p & MASK) + borrow;
            u[i + j] = (py_digit)((uint64_t)t & MASK);
            borrow = t >> SHIFT;   /* arithmetic shift: 0 or -1 */
        }
        int64_t t = (int64_t)u[j + nb] - (int64_t)mcarry + borrow;
        u[j + nb] = (py_digit)((uint64_t)t & MASK);
        borrow = t >> SHIFT;
        if (borrow < 0) {
            /* qhat was one too large: add v back */
            qhat--;
            py_digit c = 0;
            for (size_t i = 0; i < nb; i++) {
                c += u[i + j] + v[i];
                u[i + j] = c & MASK;
                c >>= SHIFT;
            }
            u[j + nb] = (u[j + nb] + c) & MASK;
        }
        q[j] = (py_digit)qhat;
    }
    /* remainder = u[0..nb) >> s */
    for (size_t i = 0; i < nb; i++) {
        uint64_t t = u[i] >> s;
        if (i + 1 < nb)
            t |= ((uint64_t)u[i + 1] << (SHIFT - s)) & MASK;
        r[i] = (py_digit)t;
    }
    py_free(S, u, (un + nb) * sizeof *u);
    return 0;
}
