/* ts_print.c — torch/_tensor_str.py reproduced in C.
 *
 * Structure follows the Python: a formatter is built from the (summarized)
 * values, then the body is laid out recursively (_tensor_str_with_formatter,
 * _vector_str), then suffixes are joined (_add_suffixes). Python formats
 * floats with correctly rounded '{:.Nf}' / '{:.Ne}'; glibc's and musl's
 * printf are correctly rounded too, so snprintf is used for finite values and
 * non-finite values are spelled the Python way. */
#include "ts_print.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FMT_CAP 400

void ts_print_opts_default(ts_PrintOpts *o)
{
    o->precision = 4;
    o->threshold = 1000;
    o->edgeitems = 3;
    o->linewidth = 80;
    o->sci_mode = -1;
}

bool ts_print_opts_profile(ts_PrintOpts *o, const char *profile)
{
    if (strcmp(profile, "default") == 0) {
        o->precision = 4; o->threshold = 1000; o->edgeitems = 3; o->linewidth = 80;
    } else if (strcmp(profile, "short") == 0) {
        o->precision = 2; o->threshold = 1000; o->edgeitems = 2; o->linewidth = 80;
    } else if (strcmp(profile, "full") == 0) {
        o->precision = 4; o->threshold = INFINITY; o->edgeitems = 3; o->linewidth = 80;
    } else {
        return false;
    }
    return true;
}

void ts_print_suffix_default(ts_PrintSuffix *s)
{
    s->prefix = NULL;
    s->parameter = false;
    s->requires_grad = false;
    s->grad_fn = NULL;
    s->default_dtype = TS_FLOAT32;
}

/* ---- Python float formatting ------------------------------------------ */

static int fmt_nonfinite(double v, char *buf)
{
    if (isnan(v)) { strcpy(buf, "nan"); return 3; }
    if (v > 0) { strcpy(buf, "inf"); return 3; }
    strcpy(buf, "-inf");
    return 4;
}

int ts_print_fmt_f(double v, int prec, char *buf)
{
    if (!isfinite(v)) return fmt_nonfinite(v, buf);
    if (prec > 60) prec = 60;
    return snprintf(buf, FMT_CAP, "%.*f", prec, v);
}

int ts_print_fmt_e(double v, int prec, char *buf)
{
    if (!isfinite(v)) return fmt_nonfinite(v, buf);
    if (prec > 60) prec = 60;
    return snprintf(buf, FMT_CAP, "%.*e", prec, v);
}

/* Python repr(float): the shortest digit string that round-trips (found by
 * trying 1..17 significant digits), laid out fixed when the decimal exponent
 * is in [-4, 16), else as d.ddde+XX. */
int ts_print_pyfloat(double v, char buf[32])
{
    if (!isfinite(v)) return fmt_nonfinite(v, buf);
    if (v == 0) { strcpy(buf, signbit(v) ? "-0.0" : "0.0"); return (int)strlen(buf); }
    char tmp[40];
    int p;
    for (p = 1; p <= 17; p++) {
        snprintf(tmp, sizeof tmp, "%.*e", p - 1, v);
        if (strtod(tmp, NULL) == v) break;
    }
    /* tmp = [-]d[.ddd]e[+-]XX: collect digits and exponent */
    char digits[20];
    int nd = 0, neg = tmp[0] == '-';
    const char *q = tmp + neg;
    for (; *q && *q != 'e'; q++)
        if (*q >= '0' && *q <= '9') digits[nd++] = *q;
    int e10 = atoi(q + 1);
    while (nd > 1 && digits[nd - 1] == '0') nd--;
    int decpt = e10 + 1;                  /* value = 0.DIGITS * 10^decpt */
    char *o = buf;
    if (neg) *o++ = '-';
    if (decpt > -4 && decpt <= 16) {
        if (decpt <= 0) {
            *o++ = '0'; *o++ = '.';
            for (int i = 0; i < -decpt; i++) *o++ = '0';
            for (int i = 0; i < nd; i++) *o++ = digits[i];
        } else {
            for (int i = 0; i < decpt; i++) *o++ = i < nd ? digits[i] : '0';
            *o++ = '.';
            if (nd > decpt) for (int i = decpt; i < nd; i++) *o++ = digits[i];
            else *o++ = '0';
        }
        *o = 0;
    } else {
        *o++ = digits[0];
        if (nd > 1) {
            *o++ = '.';
            for (int i = 1; i < nd; i++) *o++ = digits[i];
        }
        o += sprintf(o, "e%c%02d", e10 < 0 ? '-' : '+', e10 < 0 ? -e10 : e10);
    }
    return (int)(o - buf);
}

/* ---- small reprs -------------------------------------------------------- */

void ts_print_shape_tuple(int ndim, const int64_t *shape, nb_Buf *out)
{
    nb_buf_putc(out, '(');
    for (int i = 0; i < ndim; i++) nb_buf_printf(out, i ? ", %lld" : "%lld", (long long)shape[i]);
    if (ndim == 1) nb_buf_putc(out, ',');
    nb_buf_putc(out, ')');
}

void ts_print_size(int ndim, const int64_t *shape, nb_Buf *out)
{
    nb_buf_puts(out, "torch.Size([");
    for (int i = 0; i < ndim; i++) nb_buf_printf(out, i ? ", %lld" : "%lld", (long long)shape[i]);
    nb_buf_puts(out, "])");
}

/* ---- the strided view ---------------------------------------------------- */

typedef struct View {
    ts_DType dt;
    int ndim;
    const int64_t *shape, *strides;
    const char *data;
    size_t esz;
} View;

static double load_f(const View *v, int64_t off)
{
    const char *p = v->data + off * (int64_t)v->esz;
    switch (v->dt) {
    case TS_FLOAT32: { float f; memcpy(&f, p, 4); return f; }
    case TS_FLOAT64: { double d; memcpy(&d, p, 8); return d; }
    case TS_FLOAT16: { uint16_t h; memcpy(&h, p, 2); return ts_half_to_float(h); }
    case TS_BFLOAT16: { uint16_t h; memcpy(&h, p, 2); return ts_bf16_to_float(h); }
    default: return 0;
    }
}

static int64_t load_i(const View *v, int64_t off)
{
    const char *p = v->data + off * (int64_t)v->esz;
    switch (v->dt) {
    case TS_BOOL: case TS_UINT8: return *(const uint8_t *)p;
    case TS_INT8: return *(const int8_t *)p;
    case TS_INT16: { int16_t x; memcpy(&x, p, 2); return x; }
    case TS_INT32: { int32_t x; memcpy(&x, p, 4); return x; }
    case TS_INT64: { int64_t x; memcpy(&x, p, 8); return x; }
    default: return 0;
    }
}

/* ---- formatter (_Formatter) ---------------------------------------------- */

typedef struct Fmt {
    bool floating, int_mode, sci_mode;
    int max_width, precision;
    /* accumulation state while scanning */
    bool any;                 /* a finite non-zero value was seen */
    bool all_int;
    double amax, amin;
    int wi, we, wf;           /* widths of the int (.0f + 1), e and f forms */
    /* complex tensors: this formatter is the real part's; the element at
     * complex offset k is real view [2k] and imaginary view [2k] */
    const struct Fmt *imag;
    const struct View *rv, *iv;
} Fmt;

static int int_str(const View *v, int64_t x, char *buf)
{
    if (v->dt == TS_BOOL) return sprintf(buf, "%s", x ? "True" : "False");
    return sprintf(buf, "%lld", (long long)x);
}

/* Scans one element into the formatter state. */
static void fmt_scan(Fmt *f, const View *v, int64_t off)
{
    char buf[FMT_CAP];
    if (!f->floating) {
        int n = int_str(v, load_i(v, off), buf);
        if (n > f->max_width) f->max_width = n;
        return;
    }
    double x = load_f(v, off);
    if (!isfinite(x) || x == 0) return;
    f->any = true;
    if (x != ceil(x)) f->all_int = false;
    double a = fabs(x);
    if (a > f->amax) f->amax = a;
    if (a < f->amin) f->amin = a;
    int n = ts_print_fmt_f(x, 0, buf) + 1;
    if (n > f->wi) f->wi = n;
    n = ts_print_fmt_e(x, f->precision, buf);
    if (n > f->we) f->we = n;
    n = ts_print_fmt_f(x, f->precision, buf);
    if (n > f->wf) f->wf = n;
}

/* Visits the values get_summarized_data would keep (recursively: the first
 * and last edgeitems slices of every dimension longer than 2*edgeitems). */
static void scan_summarized(Fmt *f, const View *v, int dim, int64_t off, int edge)
{
    if (dim == v->ndim) { fmt_scan(f, v, off); return; }
    int64_t n = v->shape[dim], st = v->strides[dim];
    bool last = dim == v->ndim - 1;
    if (last) {
        if (n > 2 * (int64_t)edge && edge > 0) {
            for (int64_t i = 0; i < edge; i++) fmt_scan(f, v, off + i * st);
            for (int64_t i = n - edge; i < n; i++) fmt_scan(f, v, off + i * st);
        } else {
            /* includes edgeitems == 0: self[:0] ++ self[-0:] is the whole row */
            for (int64_t i = 0; i < n; i++) fmt_scan(f, v, off + i * st);
        }
        return;
    }
    if (edge == 0) return;    /* new_empty: nothing to scan */
    if (n > 2 * (int64_t)edge) {
        for (int64_t i = 0; i < edge; i++) scan_summarized(f, v, dim + 1, off + i * st, edge);
        for (int64_t i = n - edge; i < n; i++) scan_summarized(f, v, dim + 1, off + i * st, edge);
    } else {
        for (int64_t i = 0; i < n; i++) scan_summarized(f, v, dim + 1, off + i * st, edge);
    }
}

static void scan_all(Fmt *f, const View *v, int dim, int64_t off)
{
    if (dim == v->ndim) { fmt_scan(f, v, off); return; }
    for (int64_t i = 0; i < v->shape[dim]; i++) scan_all(f, v, dim + 1, off + i * v->strides[dim]);
}

/* After the scan: the mode and width rules of _Formatter.__init__. */
static void fmt_finish(Fmt *f, const ts_PrintOpts *o)
{
    if (!f->floating) return;
    if (!f->any) return;                  /* early return: int_mode, width 1, user sci_mode ignored */
    f->int_mode = f->all_int;
    double ratio = f->amax / f->amin;
    if (f->int_mode) {
        if (ratio > 1000.0 || f->amax > 1.0e8) { f->sci_mode = true; f->max_width = f->we; }
        else f->max_width = f->wi;
    } else {
        if (ratio > 1000.0 || f->amax > 1.0e8 || f->amin < 1.0e-4) { f->sci_mode = true; f->max_width = f->we; }
        else f->max_width = f->wf;
    }
    if (f->max_width < 1) f->max_width = 1;
    if (o->sci_mode >= 0) f->sci_mode = o->sci_mode != 0;
}

static void fmt_elem(const Fmt *f, const View *v, int64_t off, nb_Buf *out);

/* A complex element: real_str + imag_str + "j" (imag lstripped, "+" added
 * unless it starts with a sign), as _tensor_str's _val_formatter. */
static void fmt_celem(const Fmt *f, int64_t off, nb_Buf *out)
{
    Fmt re = *f;
    re.imag = NULL;
    fmt_elem(&re, f->rv, 2 * off, out);
    nb_Buf t;
    nb_buf_init(&t, out->heap);
    fmt_elem(f->imag, f->iv, 2 * off, &t);
    size_t i = 0;
    while (i < t.len && t.data[i] == ' ') i++;
    if (i < t.len && t.data[i] != '+' && t.data[i] != '-') nb_buf_putc(out, '+');
    if (t.data) nb_buf_append(out, t.data + i, t.len - i);
    if (t.oom) out->oom = true;
    nb_buf_free(&t);
    nb_buf_putc(out, 'j');
}

/* Formats one element, left-padded to max_width (Formatter.format). */
static void fmt_elem(const Fmt *f, const View *v, int64_t off, nb_Buf *out)
{
    char buf[FMT_CAP];
    int n;
    if (f->imag) { fmt_celem(f, off, out); return; }
    if (f->floating) {
        double x = load_f(v, off);
        if (f->sci_mode) n = ts_print_fmt_e(x, f->precision, buf);
        else if (f->int_mode) {
            n = ts_print_fmt_f(x, 0, buf);
            if (isfinite(x)) buf[n++] = '.', buf[n] = 0;
        } else n = ts_print_fmt_f(x, f->precision, buf);
    } else {
        n = int_str(v, load_i(v, off), buf);
    }
    for (int i = n; i < f->max_width; i++) nb_buf_putc(out, ' ');
    nb_buf_append(out, buf, (size_t)n);
}

/* ---- layout ---------------------------------------------------------------- */

static void put_spaces(nb_Buf *out, int n) { for (int i = 0; i < n; i++) nb_buf_putc(out, ' '); }

/* _vector_str: elements chunked per line, "[...]" when summarizing with
 * edgeitems == 0, " ..." as a pseudo-element between the edges. */
static void vector_str(const Fmt *f, const View *v, int64_t off, int indent, bool summarize,
                       const ts_PrintOpts *o, nb_Buf *out)
{
    int dim = v->ndim - 1;
    int64_t n = v->shape[dim], st = v->strides[dim];
    int elen = f->max_width + 2;
    if (f->imag) elen += f->imag->max_width + 1;
    int64_t per_line = (int64_t)floor((double)(o->linewidth - indent) / (double)elen);
    if (per_line < 1) per_line = 1;
    nb_buf_putc(out, '[');
    if (summarize && o->edgeitems == 0) {
        nb_buf_puts(out, "...");
        nb_buf_putc(out, ']');
        return;
    }
    bool cut = summarize && n > 2 * (int64_t)o->edgeitems;
    int64_t count = cut ? 2 * (int64_t)o->edgeitems + 1 : n;
    for (int64_t k = 0; k < count; k++) {
        if (k > 0) {
            if (k % per_line == 0) {
                nb_buf_puts(out, ",\n");
                put_spaces(out, indent + 1);
            } else {
                nb_buf_puts(out, ", ");
            }
        }
        if (cut) {
            int64_t e = o->edgeitems;
            if (k < e) fmt_elem(f, v, off + k * st, out);
            else if (k == e) nb_buf_puts(out, " ...");
            else fmt_elem(f, v, off + (n - e + (k - e - 1)) * st, out);
        } else {
            fmt_elem(f, v, off + k * st, out);
        }
    }
    nb_buf_putc(out, ']');
}

/* _tensor_str_with_formatter for the sub-tensor at dimension dim. */
static void tensor_str(const Fmt *f, const View *v, int dim, int64_t off, int indent, bool summarize,
                       const ts_PrintOpts *o, nb_Buf *out)
{
    int rest = v->ndim - dim;
    if (rest == 0) { fmt_elem(f, v, off, out); return; }
    if (rest == 1) { vector_str(f, v, off, indent, summarize, o, out); return; }
    int64_t n = v->shape[dim], st = v->strides[dim];
    int64_t e = o->edgeitems;
    bool cut = summarize && n > 2 * e;
    int64_t count = cut ? 2 * e + 1 : n;
    nb_buf_putc(out, '[');
    for (int64_t k = 0; k < count; k++) {
        if (k > 0) {
            nb_buf_putc(out, ',');
            for (int i = 0; i < rest - 1; i++) nb_buf_putc(out, '\n');
            put_spaces(out, indent + 1);
        }
        if (cut && k == e) { nb_buf_puts(out, "..."); continue; }
        int64_t i = (cut && k > e) ? n - e + (k - e - 1) : k;
        tensor_str(f, v, dim + 1, off + i * st, indent + 1, summarize, o, out);
    }
    nb_buf_putc(out, ']');
}

/* _add_suffixes: last_line_len starts as len(last line) + 2 (Python's
 * len(s) - s.rfind('\n') + 1 quirk); each suffix goes on a new line indented
 * by `indent` when it would pass linewidth. */
static void add_suffix(nb_Buf *out, size_t *last_line_len, const char *suffix, int indent, int linewidth)
{
    size_t sl = strlen(suffix);
    if (*last_line_len + sl + 2 > (size_t)(linewidth < 0 ? 0 : linewidth)) {
        nb_buf_puts(out, ",\n");
        put_spaces(out, indent);
        nb_buf_puts(out, suffix);
        *last_line_len = (size_t)indent + sl;
    } else {
        nb_buf_puts(out, ", ");
        nb_buf_puts(out, suffix);
        *last_line_len += sl + 2;
    }
}

/* Length in characters of the text after the last newline of out[start..]. */
static size_t last_line_len(const nb_Buf *out, size_t start)
{
    size_t i = out->len;
    while (i > start && out->data[i - 1] != '\n') i--;
    /* Python: len(s) - s.rfind('\n') + 1 == chars after the newline + 2 */
    return (out->len - i) + 2;
}

nb_Status ts_print_tensor(ts_DType dt, int ndim, const int64_t *shape, const int64_t *strides,
                          const void *data, const ts_PrintOpts *opts, const ts_PrintSuffix *suffix,
                          nb_Buf *out)
{
    if ((unsigned)dt >= TS_NDTYPES || ndim < 0) return NB_EINVAL;
    ts_PrintOpts dopt;
    ts_PrintSuffix dsfx;
    if (!opts) { ts_print_opts_default(&dopt); opts = &dopt; }
    if (!suffix) { ts_print_suffix_default(&dsfx); suffix = &dsfx; }
    View v = {dt, ndim, shape, strides, data, ts_dtype_size(dt)};
    int64_t numel = 1;
    for (int i = 0; i < ndim; i++) numel *= shape[i];

    if (suffix->parameter) nb_buf_puts(out, "Parameter containing:\n");
    size_t start = out->len;
    const char *prefix = suffix->prefix ? suffix->prefix : "tensor(";
    int indent = (int)strlen(prefix);
    nb_buf_puts(out, prefix);

    /* suffix strings in order: size, dtype, grad */
    char sz[400], dts[64], grad[300];
    const char *sfx[3];
    int nsfx = 0;
    nb_Buf tmp;
    nb_buf_init(&tmp, out->heap);
    ts_DType dflt_complex = suffix->default_dtype == TS_FLOAT64 ? TS_COMPLEX128 : TS_COMPLEX64;
    bool is_default = dt == suffix->default_dtype || dt == dflt_complex || dt == TS_INT64 || dt == TS_BOOL;
    if (numel == 0) {
        if (ndim != 1) {
            ts_print_shape_tuple(ndim, shape, &tmp);
            snprintf(sz, sizeof sz, "size=%s", tmp.data ? tmp.data : "()");
            sfx[nsfx++] = sz;
        }
        if (dt != suffix->default_dtype) {
            snprintf(dts, sizeof dts, "dtype=%s", ts_dtype_name(dt));
            sfx[nsfx++] = dts;
        }
        nb_buf_puts(out, "[]");
    } else {
        if (opts->edgeitems == 0) {
            ts_print_shape_tuple(ndim, shape, &tmp);
            snprintf(sz, sizeof sz, "size=%s", tmp.data ? tmp.data : "()");
            sfx[nsfx++] = sz;
        }
        if (!is_default) {
            snprintf(dts, sizeof dts, "dtype=%s", ts_dtype_name(dt));
            sfx[nsfx++] = dts;
        }
        bool summarize = (double)numel > opts->threshold;
        bool cplx = ts_dtype_is_complex(dt);
        /* complex: two formatters over the real and imaginary parts (float views) */
        int64_t pstr[16];
        ts_DType pdt = dt == TS_COMPLEX64 ? TS_FLOAT32 : TS_FLOAT64;
        for (int i = 0; cplx && i < ndim && i < 16; i++) pstr[i] = strides[i] * 2;
        View rv = {pdt, ndim, shape, pstr, (const char *)data, ts_dtype_size(pdt)};
        View iv = {pdt, ndim, shape, pstr, (const char *)data + ts_dtype_size(pdt), ts_dtype_size(pdt)};
        Fmt f = {0}, fi;
        f.floating = cplx || ts_dtype_is_float(dt);
        f.int_mode = true;
        f.max_width = 1;
        f.all_int = true;
        f.amin = INFINITY;
        f.precision = opts->precision;
        fi = f;
        const View *sv = cplx ? &rv : &v;
        if (summarize) scan_summarized(&f, sv, 0, 0, opts->edgeitems);
        else scan_all(&f, sv, 0, 0);
        fmt_finish(&f, opts);
        if (cplx) {
            if (summarize) scan_summarized(&fi, &iv, 0, 0, opts->edgeitems);
            else scan_all(&fi, &iv, 0, 0);
            fmt_finish(&fi, opts);
            f.imag = &fi;
            f.rv = &rv;
            f.iv = &iv;
        }
        tensor_str(&f, &v, 0, 0, indent, summarize, opts, out);
    }
    bool tmp_oom = tmp.oom;
    nb_buf_free(&tmp);
    if (suffix->grad_fn) {
        snprintf(grad, sizeof grad, "grad_fn=<%s>", suffix->grad_fn);
        sfx[nsfx++] = grad;
    } else if (suffix->requires_grad) {
        sfx[nsfx++] = "requires_grad=True";
    }
    if (out->oom || tmp_oom) return NB_ENOMEM;
    size_t lll = last_line_len(out, start);
    for (int i = 0; i < nsfx; i++) add_suffix(out, &lll, sfx[i], indent, opts->linewidth);
    nb_buf_putc(out, ')');
    return out->oom ? NB_ENOMEM : NB_OK;
}
