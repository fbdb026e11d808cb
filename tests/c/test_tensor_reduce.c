/* test_tensor_reduce.c — float32 sums bit-identical to PyTorch (2.6 and 1.13
 * agree): contiguous inner sums (8-lane cascade), sums over one non-innermost
 * dim (PyTorch's outer-reduction column grouping). Expected values are the
 * oracle's float.hex output for x[i] = float(sin(0.731 i + 0.1) * 10 + 3).
 * Known gap (documented in ts.h): several reduced dims that are not trailing. */
#include "test_tensor_util.h"

static ts_Tensor *pat(int nd, const int64_t *sh)
{
    int64_t n = 1;
    for (int i = 0; i < nd; i++) n *= sh[i];
    double *v = malloc(sizeof(double) * (size_t)n);
    for (int64_t i = 0; i < n; i++) v[i] = sin((double)i * 0.731 + 0.1) * 10 + 3;
    ts_Tensor *t = mk(TS_FLOAT32, v, nd, sh);
    free(v);
    return t;
}

/* first nw outputs of x.sum(dims) must equal w bit for bit; mean = sum / n */
static void check_sum(const char *label, int nd, const int64_t *sh, int nr, const int64_t *dims, const double *w, int nw)
{
    ts_Tensor *t = pat(nd, sh), *r = NULL, *m = NULL;
    OK(ts_sum(&c, t, dims, nr, false, TS_NODTYPE, &r));
    int bad = 0;
    for (int i = 0; i < nw; i++) if (ts_get_flat_f(r, i) != w[i]) bad++;
    CHECK(bad == 0, "%s: %d of %d differ (first: %a vs %a)", label, bad, nw, ts_get_flat_f(r, 0), w[0]);
    OK(ts_mean(&c, t, dims, nr, false, TS_NODTYPE, &m));
    int64_t cnt = 1;
    for (int i = 0; i < nr; i++) cnt *= sh[dims[i]];
    CHECK((float)ts_get_flat_f(m, 0) == (float)((float)w[0] / (float)cnt), "%s mean", label);
    ts_release(t); ts_release(r); ts_release(m);
}

int main(void)
{
    util_init();
    { static const double w[] = {0x1.76e8140000000p+11, 0x1.76fa8c0000000p+11, 0x1.770fcc0000000p+11};
      check_sum("(1000, 3) 0", 2, (int64_t[]){1000, 3}, 1, (int64_t[]){0}, w, 3); }
    { static const double w[] = {0x1.74f2260000000p+11, 0x1.77f34c0000000p+11, 0x1.7a78240000000p+11, 0x1.7b37220000000p+11, 0x1.79ceb80000000p+11, 0x1.76f70e0000000p+11, 0x1.7423f40000000p+11, 0x1.72c6ec0000000p+11};
      check_sum("(1000, 8) 0", 2, (int64_t[]){1000, 8}, 1, (int64_t[]){0}, w, 8); }
    { static const double w[] = {0x1.773fe80000000p+11, 0x1.77f23a0000000p+11, 0x1.7828c60000000p+11, 0x1.77c7ae0000000p+11, 0x1.77008e0000000p+11, 0x1.7639240000000p+11, 0x1.75d7580000000p+11, 0x1.760d240000000p+11, 0x1.76bf040000000p+11, 0x1.77921e0000000p+11, 0x1.781a8c0000000p+11, 0x1.7812980000000p+11, 0x1.777e540000000p+11, 0x1.76a9840000000p+11, 0x1.7600e20000000p+11, 0x1.75daa00000000p+11, 0x1.764a440000000p+11, 0x1.7716c80000000p+11, 0x1.77d7a80000000p+11, 0x1.782a520000000p+11, 0x1.77e4900000000p+11, 0x1.772a020000000p+11, 0x1.7659fc0000000p+11, 0x1.75deca0000000p+11, 0x1.75f7640000000p+11, 0x1.7697300000000p+11, 0x1.776c8c0000000p+11, 0x1.780a700000000p+11, 0x1.7820300000000p+11, 0x1.77a2ac0000000p+11, 0x1.76d20a0000000p+11, 0x1.7618e40000000p+11, 0x1.75d5d40000000p+11, 0x1.762b220000000p+11, 0x1.76ed360000000p+11, 0x1.77b8e40000000p+11, 0x1.7826180000000p+11, 0x1.77fd040000000p+11, 0x1.7752a60000000p+11, 0x1.767e100000000p+11};
      check_sum("(1000, 40) 0", 2, (int64_t[]){1000, 40}, 1, (int64_t[]){0}, w, 40); }
    { static const double w[] = {0x1.f600d80000000p+9, 0x1.f830140000000p+9, 0x1.f7fa140000000p+9, 0x1.f57a740000000p+9, 0x1.f1f80c0000000p+9, 0x1.ef3dea0000000p+9, 0x1.eeb0cc0000000p+9, 0x1.f098d20000000p+9, 0x1.f3fc980000000p+9, 0x1.f720b00000000p+9, 0x1.f86a400000000p+9, 0x1.f730e00000000p+9, 0x1.f414aa0000000p+9, 0x1.f0ac7e0000000p+9, 0x1.eeb6080000000p+9, 0x1.ef32040000000p+9, 0x1.f1e11a0000000p+9, 0x1.f564320000000p+9, 0x1.f7efe00000000p+9, 0x1.f837220000000p+9, 0x1.f615920000000p+9};
      check_sum("(333, 21) 0", 2, (int64_t[]){333, 21}, 1, (int64_t[]){0}, w, 21); }
    { static const double w[] = {0x1.d5627c0000000p+13};
      check_sum("(5000,) 0", 1, (int64_t[]){5000}, 1, (int64_t[]){0}, w, 1); }
    { static const double w[] = {0x1.777e900000000p+11, 0x1.77f6480000000p+11, 0x1.77f02c0000000p+11, 0x1.776f540000000p+11, 0x1.76b5980000000p+11, 0x1.7604760000000p+11, 0x1.7672220000000p+11, 0x1.77284e0000000p+11, 0x1.77c9e00000000p+11, 0x1.78044a0000000p+11, 0x1.76fa840000000p+11, 0x1.764dfe0000000p+11, 0x1.75fc6c0000000p+11, 0x1.762f800000000p+11, 0x1.76cd200000000p+11, 0x1.77fe2e0000000p+11, 0x1.77e38a0000000p+11, 0x1.7754a40000000p+11, 0x1.769a780000000p+11, 0x1.7614340000000p+11, 0x1.768b240000000p+11, 0x1.77447c0000000p+11, 0x1.77dad80000000p+11, 0x1.78015c0000000p+11, 0x1.77a4620000000p+11, 0x1.763a100000000p+11, 0x1.75fb7c0000000p+11, 0x1.76420a0000000p+11, 0x1.76e9a40000000p+11, 0x1.779cac0000000p+11, 0x1.77d4220000000p+11, 0x1.7738e80000000p+11, 0x1.76809a0000000p+11, 0x1.7609660000000p+11, 0x1.7610340000000p+11};
      check_sum("(7, 1000, 5) 1", 3, (int64_t[]){7, 1000, 5}, 1, (int64_t[]){1}, w, 35); }
    { static const double w[] = {0x1.b624e40000000p+4, 0x1.7d71ee0000000p+3, -0x1.99367c0000000p+3, 0x1.f7a1d40000000p+4, 0x1.25992e0000000p+2, -0x1.0aac400000000p+3, 0x1.0cf0800000000p+5, -0x1.2e527c0000000p+1, -0x1.2fcb340000000p+1, 0x1.0cf4660000000p+5, -0x1.0a60440000000p+3, 0x1.24c8d00000000p+2, 0x1.f7b88c0000000p+4, -0x1.9903480000000p+3, 0x1.7d08cc0000000p+3, 0x1.b648900000000p+4, -0x1.eb199c0000000p+3, 0x1.2fcc1c0000000p+4, 0x1.5b48140000000p+4, -0x1.f981b80000000p+3, 0x1.9332200000000p+4, 0x1.dd3dc40000000p+3, -0x1.c2fb440000000p+3, 0x1.e013f60000000p+4, 0x1.e6f5b60000000p+2, -0x1.4c42c80000000p+3, 0x1.07e1ec0000000p+5, 0x1.b2c0e00000000p-2, -0x1.3f50f20000000p+2, 0x1.0f0ea20000000p+5, -0x1.80f05c0000000p+2, 0x1.9ea9700000000p+0, 0x1.04f0920000000p+5, -0x1.64c95a0000000p+3, 0x1.1bd6e60000000p+3, 0x1.d4d1720000000p+4, -0x1.d117480000000p+3, 0x1.021a920000000p+4, 0x1.838a340000000p+4, -0x1.fbf96c0000000p+3, 0x1.6c602c0000000p+4, 0x1.1d1af20000000p+4, -0x1.e1b6180000000p+3, 0x1.c380e40000000p+4, 0x1.54d3600000000p+3, -0x1.84955a0000000p+3, 0x1.ffeb200000000p+4, 0x1.ab68480000000p+1};
      check_sum("(1000, 3) 1", 2, (int64_t[]){1000, 3}, 1, (int64_t[]){1}, w, 48); }
    { static const double w[] = {0x1.c446d40000000p+9, 0x1.c5e5d20000000p+9, 0x1.c61b2c0000000p+9, 0x1.c4d3960000000p+9, 0x1.c285c20000000p+9, 0x1.c007780000000p+9, 0x1.be40020000000p+9, 0x1.bdd47a0000000p+9, 0x1.beebd00000000p+9, 0x1.c120cc0000000p+9, 0x1.c3a6ac0000000p+9, 0x1.c5935e0000000p+9, 0x1.c634540000000p+9, 0x1.c54f380000000p+9, 0x1.c337100000000p+9, 0x1.c0ae2e0000000p+9, 0x1.be9fba0000000p+9, 0x1.bdca7c0000000p+9, 0x1.be7bc00000000p+9, 0x1.c073440000000p+9, 0x1.c2fa900000000p+9, 0x1.c5270e0000000p+9, 0x1.c62f100000000p+9, 0x1.c5b2e80000000p+9, 0x1.c3df940000000p+9, 0x1.c15e780000000p+9, 0x1.bf17e00000000p+9, 0x1.bddef80000000p+9, 0x1.be25220000000p+9, 0x1.bfd0f40000000p+9, 0x1.c2475e0000000p+9, 0x1.c4a3ee0000000p+9, 0x1.c60b840000000p+9, 0x1.c5fbd20000000p+9, 0x1.c47a8c0000000p+9, 0x1.c2134e0000000p+9, 0x1.bfa5120000000p+9, 0x1.be11540000000p+9, 0x1.bdea700000000p+9, 0x1.bf3e720000000p+9, 0x1.c1922a0000000p+9, 0x1.c40db00000000p+9, 0x1.c5cab40000000p+9, 0x1.c627ec0000000p+9, 0x1.c503920000000p+9, 0x1.c2c79a0000000p+9, 0x1.c0434a0000000p+9, 0x1.be60240000000p+9};
      check_sum("(64, 300) 1", 2, (int64_t[]){64, 300}, 1, (int64_t[]){1}, w, 48); }
    { static const double w[] = {0x1.edb9900000000p+5, 0x1.da16100000000p+5, 0x1.dc93f00000000p+5};
      check_sum("(4, 3, 5) (0, 2)", 3, (int64_t[]){4, 3, 5}, 2, (int64_t[]){0, 2}, w, 3); }
    return util_finish();
}
