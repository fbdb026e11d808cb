/* py_dtoa.c — double <-> text as CPython does it:
 *   - shortest round-trip digits (repr) found by trying precisions with the C
 *     library's correctly rounded "%.*e" and checking them with strtod;
 *   - 'e' / 'f' / 'g' / 'r' formatting with CPython's layout rules
 *     (PyOS_double_to_string), built on glibc's correctly rounded printf;
 *   - float() parsing with Python's syntax (underscores, inf/nan, Unicode
 *     digits and spaces);
 *   - round(x, ndigits) through the exact decimal expansion. */
#include "py_num.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Digits of |v| with p significant digits, correctly rounded; returns the
 * number of digits written (p) and the decimal exponent (v ~ d.ddd x 10^e). */
static int sig_digits(double v, int p, char *digits, int *exp10)
{
    char tmp[64];
    snprintf(tmp, sizeof tmp, "%.*e", p - 1, fabs(v));
    int n = 0;
    const char *s = tmp;
    for (; *s && *s != 'e'; s++)
        if (*s >= '0' && *s <= '9')
            digits[n++] = *s;
    digits[n] = 0;
    *exp10 = *s == 'e' ? atoi(s + 1) : 0;
    return n;
}

/* Digits of v (v > 0) with p significant digits that read back as v: the
 * correctly rounded ones, or else a neighbour one unit away in the last
 * digit (at a power of two the ulp below is half the ulp above, so the
 * correctly rounded p digits may miss v while the next ones up hit it, as
 * for 2**-24 = 5.960464477539063e-08). Returns false when none does. */
static bool digits_at(double v, int p, char *digits, int *exp10)
{
    char tmp[64];
    int n = sig_digits(v, p, digits, exp10);
    snprintf(tmp, sizeof tmp, "%.*e", p - 1, v);
    if (strtod(tmp, NULL) == v) return true;
    for (int delta = 1; delta >= -1; delta -= 2) {
        char d[40];
        memcpy(d, digits, (size_t)n + 1);
        int e = *exp10, i = n - 1;
        if (delta > 0) {
            while (i >= 0 && d[i] == '9') d[i--] = '0';
            if (i < 0) { memmove(d + 1, d, (size_t)n); d[0] = '1'; d[n] = 0; e++; }
            else d[i]++;
        } else {
            while (i >= 0 && d[i] == '0') d[i--] = '9';
            if (i < 0 || (i == 0 && d[0] == '1' && n == 1)) continue;
            d[i]--;
            if (d[0] == '0') continue;
        }
        int k = snprintf(tmp, sizeof tmp, "%c.%se%d", d[0], d + 1, e);
        if (k > 0 && strtod(tmp, NULL) == v) {
            memcpy(digits, d, (size_t)n + 1);
            *exp10 = e;
            return true;
        }
    }
    return false;
}

int py_dtoa_shortest(double v, char *digits, int *decpt)
{
    v = fabs(v);
    int e;
    int n;
    /* Computed values usually need 16-17 digits, literals few: probe 16 and
     * 15 first, then scan upwards from 1. */
    char d16[40];
    int e16;
    if (!digits_at(v, 16, d16, &e16)) {
        n = sig_digits(v, 17, digits, &e);
    } else if (!digits_at(v, 15, digits, &e)) {
        memcpy(digits, d16, 17);
        e = e16;
        n = 16;
    } else {
        int p;
        for (p = 1; p < 15; p++)
            if (digits_at(v, p, digits, &e))
                break;
        if (p == 15) digits_at(v, 15, digits, &e);
        n = p;
    }
    digits[n] = 0;
    while (n > 1 && digits[n - 1] == '0')
        digits[--n] = 0;
    *decpt = e + 1;
    return n;
}

/* repr layout of shortest digits: exponent form when decpt <= -4 or
 * decpt > 16 (i.e. exponent < -4 or >= 16). */
static void layout_repr(const char *d, int nd, int decpt, char expch, int flags, nb_Buf *b)
{
    if (decpt <= -4 || decpt > 16) {
        nb_buf_putc(b, d[0]);
        if (nd > 1 || (flags & PY_DTSF_ALT)) {
            nb_buf_putc(b, '.');
            nb_buf_append(b, d + 1, (size_t)(nd - 1));
        }
        int e = decpt - 1;
        nb_buf_printf(b, "%c%c%02d", expch, e < 0 ? '-' : '+', e < 0 ? -e : e);
    } else if (decpt <= 0) {
        nb_buf_puts(b, "0.");
        for (int i = 0; i < -decpt; i++)
            nb_buf_putc(b, '0');
        nb_buf_append(b, d, (size_t)nd);
    } else if (decpt >= nd) {
        nb_buf_append(b, d, (size_t)nd);
        for (int i = nd; i < decpt; i++)
            nb_buf_putc(b, '0');
        if (flags & (PY_DTSF_ADD_DOT_0 | PY_DTSF_ALT))
            nb_buf_puts(b, flags & PY_DTSF_ADD_DOT_0 ? ".0" : ".");
    } else {
        nb_buf_append(b, d, (size_t)decpt);
        nb_buf_putc(b, '.');
        nb_buf_append(b, d + decpt, (size_t)(nd - decpt));
    }
}

void py_float_repr_buf(double v, char *buf, size_t n)
{
    if (isnan(v)) {
        snprintf(buf, n, "nan");
        return;
    }
    if (isinf(v)) {
        snprintf(buf, n, v < 0 ? "-inf" : "inf");
        return;
    }
    if (v == 0) {
        snprintf(buf, n, signbit(v) ? "-0.0" : "0.0");
        return;
    }
    char d[32], out[48];
    int decpt;
    int nd = py_dtoa_shortest(v, d, &decpt);
    /* layout into a fixed buffer (at most ~26 chars) without allocation */
    char *p = out;
    if (v < 0)
        *p++ = '-';
    if (decpt <= -4 || decpt > 16) {
        *p++ = d[0];
        if (nd > 1) {
            *p++ = '.';
            memcpy(p, d + 1, (size_t)(nd - 1));
            p += nd - 1;
        }
        int e = decpt - 1;
        p += sprintf(p, "e%c%02d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    } else if (decpt <= 0) {
        *p++ = '0';
        *p++ = '.';
        for (int i = 0; i < -decpt; i++)
            *p++ = '0';
        memcpy(p, d, (size_t)nd);
        p += nd;
    } else if (decpt >= nd) {
        memcpy(p, d, (size_t)nd);
        p += nd;
        for (int i = nd; i < decpt; i++)
            *p++ = '0';
        *p++ = '.';
        *p++ = '0';
    } else {
        memcpy(p, d, (size_t)decpt);
        p += decpt;
        *p++ = '.';
        memcpy(p, d + decpt, (size_t)(nd - decpt));
        p += nd - decpt;
    }
    *p = 0;
    snprintf(buf, n, "%s", out);
}

/* Drop a '-' from formatted text whose digits are all zero ('z' option). */
static void drop_neg_zero(nb_Buf *b, size_t start)
{
    if (b->oom || b->len <= start || b->data[start] != '-')
        return;
    for (size_t i = start + 1; i < b->len; i++) {
        char c = b->data[i];
        if (c == 'e' || c == 'E')
            break;
        if (c >= '1' && c <= '9')
            return;
    }
    memmove(b->data + start, b->data + start + 1, b->len - start);
    b->len--;
}

void py_double_to_buf(double v, char type, int precision, int flags, nb_Buf *b)
{
    size_t start = b->len;
    bool upper = type == 'E' || type == 'F' || type == 'G';
    char lt = (char)tolower((unsigned char)type);
    if (!isfinite(v)) {
        if (isnan(v)) {
            if (flags & PY_DTSF_SIGN)
                nb_buf_putc(b, '+');
            nb_buf_puts(b, upper ? "NAN" : "nan");
        } else {
            if (v < 0)
                nb_buf_putc(b, '-');
            else if (flags & PY_DTSF_SIGN)
                nb_buf_putc(b, '+');
            nb_buf_puts(b, upper ? "INF" : "inf");
        }
        return;
    }
    if (signbit(v))
        nb_buf_putc(b, '-');
    else if (flags & PY_DTSF_SIGN)
        nb_buf_putc(b, '+');
    double a = fabs(v);
    if (lt == 'r') {
        if (a == 0) {
            nb_buf_puts(b, (flags & PY_DTSF_ADD_DOT_0) ? "0.0" : "0");
        } else {
            char d[32];
            int decpt;
            int nd = py_dtoa_shortest(a, d, &decpt);
            layout_repr(d, nd, decpt, upper ? 'E' : 'e', flags, b);
        }
    } else {
        char fmt[16];
        char *f = fmt;
        *f++ = '%';
        if (flags & PY_DTSF_ALT)
            *f++ = '#';
        *f++ = '.';
        *f++ = '*';
        *f++ = type;
        *f = 0;
        size_t before = b->len;
        nb_buf_printf(b, fmt, precision, a);
        if (lt == 'g' && (flags & PY_DTSF_ADD_DOT_0) && !b->oom) {
            bool plain = true;
            for (size_t i = before; i < b->len; i++)
                if (b->data[i] == '.' || b->data[i] == 'e' || b->data[i] == 'E')
                    plain = false;
            if (plain)
                nb_buf_puts(b, ".0");
        }
    }
    if (flags & PY_DTSF_NO_NEG_0)
        drop_neg_zero(b, start);
}

/* -------------------------------------------------------------- parsing */

static bool match_ci(const char *s, size_t n, const char *word)
{
    size_t k = strlen(word);
    if (n != k)
        return false;
    for (size_t i = 0; i < k; i++)
        if (tolower((unsigned char)s[i]) != word[i])
            return false;
    return true;
}

/* Validate Python float syntax and convert. The text is first transcribed to
 * ASCII (Unicode decimal digits -> '0'..'9', underscores removed where legal). */
int py_parse_double(py_State *S, const char *s0, size_t n, double *out)
{
    const unsigned char *s = (const unsigned char *)s0, *e = s + n;
    uint32_t cp;
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
    if (s >= e)
        return -1;
    char stackbuf[128];
    size_t cap = (size_t)(e - s) + 1;
    char *buf = cap <= sizeof stackbuf ? stackbuf : py_malloc(S, cap);
    if (!buf)
        return -2;
    size_t o = 0;
    int rc = -1;
    if (*s == '+' || *s == '-')
        buf[o++] = (char)*s++;
    /* inf / infinity / nan */
    {
        size_t rest = (size_t)(e - s);
        if (match_ci((const char *)s, rest, "inf") || match_ci((const char *)s, rest, "infinity")) {
            *out = (o && buf[0] == '-') ? -HUGE_VAL : HUGE_VAL;
            rc = 0;
            goto done;
        }
        if (match_ci((const char *)s, rest, "nan")) {
            *out = (o && buf[0] == '-') ? -NAN : NAN;
            rc = 0;
            goto done;
        }
    }
    /* digits [. digits] [e [sign] digits], underscores between digits */
    int state = 0;         /* 0 mantissa int part, 1 fraction, 2 exponent */
    bool prev_digit = false, any_mant = false, any_exp = false;
    while (s < e) {
        int c = *s;
        int dv = -1;
        int k = 1;
        if (c >= '0' && c <= '9') {
            dv = c - '0';
        } else if (c >= 0x80) {
            k = nb_utf8_decode(s, (size_t)(e - s), &cp);
            if (k <= 0)
                goto done;
            dv = py_uni_decimal_value(cp);
            if (dv < 0)
                goto done;
        }
        if (dv >= 0) {
            buf[o++] = (char)('0' + dv);
            prev_digit = true;
            if (state < 2)
                any_mant = true;
            else
                any_exp = true;
            s += k;
            continue;
        }
        if (c == '_') {
            /* must sit between two digits */
            if (!prev_digit || s + 1 >= e || !((s[1] >= '0' && s[1] <= '9') || s[1] >= 0x80))
                goto done;
            prev_digit = false;
            s++;
            continue;
        }
        if (c == '.' && state == 0) {
            state = 1;
            buf[o++] = '.';
            prev_digit = false;
            s++;
            continue;
        }
        if ((c == 'e' || c == 'E') && state < 2 && any_mant) {
            state = 2;
            buf[o++] = 'e';
            prev_digit = false;
            s++;
            if (s < e && (*s == '+' || *s == '-'))
                buf[o++] = (char)*s++;
            continue;
        }
        goto done;
    }
    if (!any_mant || (state == 2 && !any_exp))
        goto done;
    buf[o] = 0;
    char *end;
    *out = strtod(buf, &end);
    rc = (size_t)(end - buf) == o ? 0 : -1;
done:
    if (buf != stackbuf)
        py_free(S, buf, cap);
    return rc;
}

/* ------------------------------------------------------------- rounding */

/* round(x, nd) for finite non-zero x: the exact decimal expansion of x
 * rounded half-even at 10^-nd, converted back with strtod. */
double py_double_round(double x, int nd, bool *overflow)
{
    *overflow = false;
    if (!isfinite(x) || x == 0)
        return x;
    if (nd > 323)
        return x;
    if (nd < -308)
        return copysign(0.0, x);
    char stackbuf[800];
    double r;
    if (nd >= 0) {
        snprintf(stackbuf, sizeof stackbuf, "%.*f", nd, x);
        r = strtod(stackbuf, NULL);
    } else {
        /* exact integer and fraction digits: doubles >= 1 have at most 52
         * fraction bits, so 60 fraction digits are exact */
        int k = -nd;
        int len = snprintf(stackbuf, sizeof stackbuf, "%.60f", fabs(x));
        char *dot = strchr(stackbuf, '.');
        int ilen = (int)(dot - stackbuf);
        (void)len;
        if (ilen <= k) {
            /* |x| < 10^k: result is 0 or 10^k */
            char half[400];
            bool up;
            if (ilen < k) {
                up = false;
            } else {
                /* compare |x| with 5 * 10^(k-1) exactly via the digit string */
                half[0] = '5';
                memset(half + 1, '0', (size_t)k - 1);
                half[k] = 0;
                int c = strncmp(stackbuf, half, (size_t)k);
                if (c == 0) {
                    bool frac = false;
                    for (char *p = dot + 1; *p; p++)
                        if (*p != '0')
                            frac = true;
                    up = frac;   /* exact tie rounds to even (0) */
                } else {
                    up = c > 0;
                }
            }
            if (!up)
                return copysign(0.0, x);
            snprintf(stackbuf, sizeof stackbuf, "1e%d", k);
            r = strtod(stackbuf, NULL);
        } else {
            int keep = ilen - k;
            /* rest = digits[keep..ilen) + fraction */
            int cmp;   /* rest vs half */
            if (stackbuf[keep] != '5') {
                cmp = stackbuf[keep] > '5' ? 1 : -1;
            } else {
                cmp = 0;
                for (int i = keep + 1; i < ilen; i++)
                    if (stackbuf[i] != '0')
                        cmp = 1;
                for (char *p = dot + 1; *p; p++)
                    if (*p != '0')
                        cmp = 1;
            }
            bool up = cmp > 0 || (cmp == 0 && ((stackbuf[keep - 1] - '0') & 1));
            stackbuf[keep] = 0;
            if (up) {
                int i = keep - 1;
                while (i >= 0 && stackbuf[i] == '9')
                    stackbuf[i--] = '0';
                if (i >= 0) {
                    stackbuf[i]++;
                } else {
                    memmove(stackbuf + 1, stackbuf, (size_t)keep + 1);
                    stackbuf[0] = '1';
                    keep++;
                }
            }
            snprintf(stackbuf + keep, sizeof stackbuf - (size_t)keep, "e%d", k);
            r = strtod(stackbuf, NULL);
        }
        r = copysign(r, x);
    }
    if (isinf(r))
        *overflow = true;
    return r;
}

/* CPython's 'g' formatting (format_float_short): p significant digits,
 * exponent form when decpt <= -4 or decpt > p (p-1 with ADD_DOT_0, which is
 * the format-spec "no type but a precision" case), trailing zeros removed
 * unless ALT. */
void py_double_fmt_g(double v, int prec, int flags, bool upper, nb_Buf *b)
{
    if (!isfinite(v)) {
        py_double_to_buf(v, upper ? 'G' : 'g', prec, flags & ~PY_DTSF_ADD_DOT_0, b);
        return;
    }
    size_t start = b->len;
    if (prec <= 0)
        prec = 1;
    if (signbit(v))
        nb_buf_putc(b, '-');
    else if (flags & PY_DTSF_SIGN)
        nb_buf_putc(b, '+');
    nb_Buf t;
    nb_buf_init(&t, b->heap);
    nb_buf_printf(&t, "%.*e", prec - 1, fabs(v));
    if (t.oom) {
        b->oom = true;
        return;
    }
    /* t = d[.ddd]e[+-]XX : compact the digits in place */
    char *d = t.data;
    int nd = 0, e = 0;
    for (size_t i = 0; i < t.len; i++) {
        char c = t.data[i];
        if (c == 'e') {
            e = atoi(t.data + i + 1);
            break;
        }
        if (c >= '0' && c <= '9')
            d[nd++] = c;
    }
    int decpt = v == 0 ? 1 : e + 1;
    bool alt = flags & PY_DTSF_ALT;
    bool use_exp = decpt <= -4 || decpt > ((flags & PY_DTSF_ADD_DOT_0) ? prec - 1 : prec);
    if (!alt)
        while (nd > 1 && d[nd - 1] == '0')
            nd--;
    if (use_exp) {
        nb_buf_putc(b, d[0]);
        if (nd > 1 || alt) {
            nb_buf_putc(b, '.');
            nb_buf_append(b, d + 1, (size_t)(nd - 1));
        }
        int x = decpt - 1;
        nb_buf_printf(b, "%c%c%02d", upper ? 'E' : 'e', x < 0 ? '-' : '+', x < 0 ? -x : x);
    } else if (decpt <= 0) {
        nb_buf_puts(b, "0.");
        for (int i = 0; i < -decpt; i++)
            nb_buf_putc(b, '0');
        nb_buf_append(b, d, (size_t)nd);
    } else if (decpt >= nd) {
        nb_buf_append(b, d, (size_t)nd);
        for (int i = nd; i < decpt; i++)
            nb_buf_putc(b, '0');
        if (alt)
            nb_buf_putc(b, '.');
        else if (flags & PY_DTSF_ADD_DOT_0)
            nb_buf_puts(b, ".0");
    } else {
        nb_buf_append(b, d, (size_t)decpt);
        nb_buf_putc(b, '.');
        nb_buf_append(b, d + decpt, (size_t)(nd - decpt));
    }
    nb_buf_free(&t);
    if (flags & PY_DTSF_NO_NEG_0)
        drop_neg_zero(b, start);
}
