/* ts_print.h — PyTorch's tensor repr/str, byte-identical to
 * torch/_tensor_str.py (spec §12), plus the small reprs around it
 * (torch.Size, shape tuples, Python float repr).
 *
 * The printer takes a raw strided view so it does not depend on the tensor
 * struct: data points at element [0,...,0], strides are in elements (may be
 * zero or negative). Output is appended to an nb_Buf. */
#ifndef TS_PRINT_H
#define TS_PRINT_H

#include <stdbool.h>
#include <stdint.h>

#include "nb.h"
#include "ts_dtype.h"

/* torch._tensor_str.PRINT_OPTS */
typedef struct ts_PrintOpts {
    int precision;      /* 4 */
    double threshold;   /* 1000 (INFINITY for profile 'full'); summarize when numel > threshold */
    int edgeitems;      /* 3 */
    int linewidth;      /* 80 */
    int sci_mode;       /* -1 = None (automatic), 0 = False, 1 = True */
} ts_PrintOpts;

void ts_print_opts_default(ts_PrintOpts *o);
/* set_printoptions(profile=...): "default", "short", "full". Returns false
 * (options unchanged) for another name. Note PyTorch's set_printoptions
 * always assigns sci_mode (None unless given) — the caller does that. */
bool ts_print_opts_profile(ts_PrintOpts *o, const char *profile);

/* What _str_intern adds around the body. */
typedef struct ts_PrintSuffix {
    const char *prefix;      /* NULL: "tensor(" (Tensor and Parameter); else e.g. "MyTensor(" */
    bool parameter;          /* prepend "Parameter containing:\n" (nn.Parameter.__repr__) */
    bool requires_grad;      /* shown as requires_grad=True when grad_fn is NULL */
    const char *grad_fn;     /* class name, e.g. "AddBackward0", or NULL */
    ts_DType default_dtype;  /* torch.get_default_dtype(): TS_FLOAT32 unless changed */
} ts_PrintSuffix;

void ts_print_suffix_default(ts_PrintSuffix *s);

/* repr(tensor). opts/suffix may be NULL for the defaults. Returns NB_ENOMEM
 * if the buffer could not grow, NB_EINVAL for a bad dtype or ndim < 0. */
nb_Status ts_print_tensor(ts_DType dt, int ndim, const int64_t *shape, const int64_t *strides,
                          const void *data, const ts_PrintOpts *opts, const ts_PrintSuffix *suffix,
                          nb_Buf *out);

/* torch.Size([2, 3]) / torch.Size([]) */
void ts_print_size(int ndim, const int64_t *shape, nb_Buf *out);
/* Python tuple repr of a shape: (2, 3), (3,), () */
void ts_print_shape_tuple(int ndim, const int64_t *shape, nb_Buf *out);
/* Python repr(float) (shortest round-trip): 1.0, 0.1, 1e-05, 1e+16, inf,
 * -inf, nan, -0.0. buf needs 32 bytes. Returns the length. */
int ts_print_pyfloat(double v, char buf[32]);
/* Python format(v, ".{prec}f") / ".{prec}e" for any double, incl. inf/nan
 * ("inf", "-inf", "nan"). buf needs 400 bytes; prec <= 60. Returns length. */
int ts_print_fmt_f(double v, int prec, char *buf);
int ts_print_fmt_e(double v, int prec, char *buf);

#endif
