/* py_mod_random.c — the random module with CPython-identical streams: the
 * Mersenne Twister MT19937 seeded by init_by_array over the 32-bit words of
 * abs(seed), random() = (a*2^26 + b) / 2^53, and the Python-level
 * algorithms of CPython 3.13's random.py (_randbelow by rejection over
 * getrandbits, shuffle, sample, choices, gauss, normalvariate...).
 * Module-level functions are bound to a hidden Random instance.
 * seed() without argument (and the initial state) uses a fixed seed:
 * nnscope runs are reproducible. */
#include <math.h>
#include <string.h>

#include "py.h"
#include "py_builtins.h"

#define MT_N 624
#define MT_M 397

typedef struct Random {
    PY_HEAD;
    py_Obj *dict;           /* instances of subclasses may carry attributes */
    uint32_t mt[MT_N];
    int index;
    bool has_gauss;
    double gauss_next;
} Random;

extern py_Type py_type_Random;

/* ------------------------------------------------------------ generator */

static void init_genrand(Random *r, uint32_t s)
{
    r->mt[0] = s;
    for (int i = 1; i < MT_N; i++)
        r->mt[i] = 1812433253U * (r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) + (uint32_t)i;
    r->index = MT_N;
}

static void init_by_array(Random *r, const uint32_t *key, size_t len)
{
    init_genrand(r, 19650218U);
    size_t i = 1, j = 0;
    for (size_t k = MT_N > len ? MT_N : len; k; k--) {
        r->mt[i] = (r->mt[i] ^ ((r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) { r->mt[0] = r->mt[MT_N - 1]; i = 1; }
        if (j >= len) j = 0;
    }
    for (size_t k = MT_N - 1; k; k--) {
        r->mt[i] = (r->mt[i] ^ ((r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= MT_N) { r->mt[0] = r->mt[MT_N - 1]; i = 1; }
    }
    r->mt[0] = 0x80000000U;
    r->has_gauss = false;
}

static uint32_t genrand(Random *r)
{
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    if (r->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (r->mt[kk] & 0x80000000U) | (r->mt[kk + 1] & 0x7fffffffU);
            r->mt[kk] = r->mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (r->mt[kk] & 0x80000000U) | (r->mt[kk + 1] & 0x7fffffffU);
            r->mt[kk] = r->mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 1U];
        }
        y = (r->mt[MT_N - 1] & 0x80000000U) | (r->mt[0] & 0x7fffffffU);
        r->mt[MT_N - 1] = r->mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 1U];
        r->index = 0;
    }
    y = r->mt[r->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

static double random53(Random *r)
{
    uint32_t a = genrand(r) >> 5, b = genrand(r) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* getrandbits(k) for k <= 64 */
static uint64_t bits64(Random *r, int k)
{
    if (k == 0) return 0;
    if (k <= 32) return genrand(r) >> (32 - k);
    uint64_t lo = genrand(r);
    uint64_t hi = genrand(r) >> (64 - k);
    return lo | (hi << 32);
}

static int bit_length(uint64_t n)
{
    int b = 0;
    while (n) { b++; n >>= 1; }
    return b;
}

/* _randbelow(n) for 0 < n < 2^63: rejection sampling over getrandbits. */
static uint64_t randbelow(Random *r, uint64_t n)
{
    int k = bit_length(n);
    uint64_t v = bits64(r, k);
    while (v >= n) v = bits64(r, k);
    return v;
}

/* ---------------------------------------------------------------- seed */

/* Seed from an int: init_by_array over the little-endian 32-bit words of
 * abs(n). */
static int seed_int(py_State *S, Random *r, py_Obj *n)
{
    uint32_t small[2];
    if (py_int_is_small(n)) {
        int64_t v = py_int_small(n);
        uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
        small[0] = (uint32_t)u;
        small[1] = (uint32_t)(u >> 32);
        init_by_array(r, small, small[1] ? 2 : 1);
        return 0;
    }
    py_Int *b = (py_Int *)n;
    size_t nbits = (size_t)b->ndigits * 30;
    size_t nwords = (nbits + 31) / 32;
    uint32_t *w = py_malloc(S, nwords * sizeof(uint32_t));
    if (!w) return -1;
    for (uint32_t i = 0; i < b->ndigits; i++) {
        uint64_t d = b->digits[i];
        size_t bit = (size_t)i * 30;
        w[bit / 32] |= (uint32_t)(d << (bit % 32));
        if (bit % 32 > 2 && bit / 32 + 1 < nwords) w[bit / 32 + 1] |= (uint32_t)(d >> (32 - bit % 32));
    }
    while (nwords > 1 && w[nwords - 1] == 0) nwords--;
    init_by_array(r, w, nwords);
    py_free(S, w, ((size_t)b->ndigits * 30 + 31) / 32 * sizeof(uint32_t));
    return 0;
}

static void seed_default(Random *r)
{
    uint32_t key[1] = {0x5eed};
    init_by_array(r, key, 1);
}

/* ------------------------------------------------------------- SHA-512 */
/* Used by seed(str/bytes) (CPython: int.from_bytes(s + sha512(s).digest())). */

static const uint64_t sha_k[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
    0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL, 0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
    0xd807aa98a3030242ULL, 0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
    0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL, 0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
    0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
    0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL, 0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
    0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
    0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL, 0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
    0xd192e819d6ef5218ULL, 0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
    0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL, 0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
    0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
    0xca273eceea26619cULL, 0xd186b8c721c0c207ULL, 0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
    0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
    0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL, 0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL
};

#define ROR64(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

static void sha512_block(uint64_t h[8], const unsigned char *p)
{
    uint64_t w[80];
    for (int i = 0; i < 16; i++) {
        uint64_t v = 0;
        for (int j = 0; j < 8; j++) v = (v << 8) | p[i * 8 + j];
        w[i] = v;
    }
    for (int i = 16; i < 80; i++) {
        uint64_t s0 = ROR64(w[i - 15], 1) ^ ROR64(w[i - 15], 8) ^ (w[i - 15] >> 7);
        uint64_t s1 = ROR64(w[i - 2], 19) ^ ROR64(w[i - 2], 61) ^ (w[i - 2] >> 6);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint64_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 80; i++) {
        uint64_t S1 = ROR64(e, 14) ^ ROR64(e, 18) ^ ROR64(e, 41);
        uint64_t ch = (e & f) ^ (~e & g);
        uint64_t t1 = hh + S1 + ch + sha_k[i] + w[i];
        uint64_t S0 = ROR64(a, 28) ^ ROR64(a, 34) ^ ROR64(a, 39);
        uint64_t maj = (a & b) ^ (a & c) ^ (b & c);
        uint64_t t2 = S0 + maj;
        hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

static void sha512(const unsigned char *msg, size_t len, unsigned char out[64])
{
    uint64_t h[8] = {
        0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
        0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL
    };
    size_t i = 0;
    for (; i + 128 <= len; i += 128) sha512_block(h, msg + i);
    unsigned char last[256];
    size_t rem = len - i;
    memset(last, 0, sizeof last);
    memcpy(last, msg + i, rem);
    last[rem] = 0x80;
    size_t total = rem + 1 + 16 <= 128 ? 128 : 256;
    uint64_t bits = (uint64_t)len * 8;
    for (int j = 0; j < 8; j++) last[total - 1 - j] = (unsigned char)(bits >> (8 * j));
    sha512_block(h, last);
    if (total == 256) sha512_block(h, last + 128);
    for (int j = 0; j < 8; j++)
        for (int b = 0; b < 8; b++) out[j * 8 + b] = (unsigned char)(h[j] >> (56 - 8 * b));
}

/* seed(str/bytes): big-endian int of s + sha512(s), as 32-bit words. */
static int seed_bytes(py_State *S, Random *r, const char *s, size_t n)
{
    size_t total = n + 64;
    unsigned char *buf = py_malloc(S, total);
    if (!buf) return -1;
    memcpy(buf, s, n);
    sha512((const unsigned char *)s, n, buf + n);
    size_t nwords = (total + 3) / 4;
    uint32_t *w = py_malloc(S, nwords * sizeof(uint32_t));
    if (!w) { py_free(S, buf, total); return -1; }
    for (size_t i = 0; i < total; i++) {   /* byte i from the end is bits 8*i.. */
        size_t pos = total - 1 - i;
        w[i / 4] |= (uint32_t)buf[pos] << (8 * (i % 4));
    }
    size_t used = nwords;
    while (used > 1 && w[used - 1] == 0) used--;
    init_by_array(r, w, used);
    py_free(S, w, nwords * sizeof(uint32_t));
    py_free(S, buf, total);
    return 0;
}

static int do_seed(py_State *S, Random *r, py_Obj *a)
{
    if (!a || a == S->None) { seed_default(r); return 0; }
    if (py_isinstance_type(a, PY_T(int))) return seed_int(S, r, a);
    if (py_isinstance_type(a, PY_T(str))) return seed_bytes(S, r, py_str_utf8(a), (size_t)py_str_nbytes(a));
    if (py_isinstance_type(a, PY_T(bytes))) return seed_bytes(S, r, ((py_Bytes *)a)->data, (size_t)((py_Bytes *)a)->len);
    if (py_isinstance_type(a, PY_T(float))) {
        py_hash h = py_hash_obj(S, a);
        if (h == -1 && py_err_occurred(S)) return -1;
        py_Obj *hv = py_int_from_i64(S, h);
        if (!hv) return -1;
        int rc = seed_int(S, r, hv);
        py_decref(S, hv);
        return rc;
    }
    py_err_setstr(S, PY_T(TypeError), "The only supported seed types are:\nNone, int, float, str, bytes, and bytearray.");
    return -1;
}

/* ------------------------------------------------------------- methods */

#define RM(name) static py_Obj *r_##name(py_State *S, py_Obj *self, py_Obj *const *args, \
                                         py_ssize nargs, py_Obj *kwnames)
#define R ((Random *)self)

RM(seed)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "seed", args, nargs, kwnames, "|a,version", a) < 0) return NULL;
    if (do_seed(S, R, a[0]) < 0) return NULL;
    PY_RETURN_NONE(S);
}

RM(random)
{
    if (py_check_nargs(S, "random", nargs, kwnames, 0, 0) < 0) return NULL;
    return py_float_new(S, random53(R));
}

/* getrandbits(k) of any size: little-endian 32-bit words. */
static py_Obj *getrandbits_obj(py_State *S, Random *r, int64_t k)
{
    if (k <= 64) return py_int_from_u64(S, bits64(r, (int)k));
    py_Obj *acc = py_int_from_i64(S, 0);
    py_Obj *sh = py_int_from_i64(S, 0);
    int64_t shift = 0;
    while (acc && sh && k > 0) {
        uint32_t w = genrand(r);
        if (k < 32) w >>= (32 - k);
        py_Obj *wv = py_int_from_u64(S, w);
        py_Obj *t = wv ? py_binop(S, wv, sh, PY_OP_LSHIFT) : NULL;
        py_xdecref(S, wv);
        py_Obj *n = t ? py_binop(S, acc, t, PY_OP_OR) : NULL;
        py_xdecref(S, t);
        py_setref(S, &acc, n);
        shift += 32;
        k -= 32;
        py_setref(S, &sh, py_int_from_i64(S, shift));
    }
    py_xdecref(S, sh);
    if (!sh) { py_xdecref(S, acc); return NULL; }
    return acc;
}

RM(getrandbits)
{
    if (py_check_nargs(S, "getrandbits", nargs, kwnames, 1, 1) < 0) return NULL;
    int64_t k;
    if (py_as_int64(S, args[0], &k) < 0) return NULL;
    if (k < 0) return py_err_setstr(S, PY_T(ValueError), "number of bits must be non-negative");
    return getrandbits_obj(S, R, k);
}

/* _randbelow(n) for a positive int object of any size. */
static py_Obj *randbelow_obj(py_State *S, Random *r, py_Obj *n)
{
    if (py_int_is_small(n) && py_int_small(n) > 0)
        return py_int_from_u64(S, randbelow(r, (uint64_t)py_int_small(n)));
    py_Obj *blname = py_intern(S, "bit_length");
    py_Obj *bl = blname ? py_call_method(S, n, blname, NULL, 0, NULL) : NULL;
    if (!bl) return NULL;
    int64_t k = py_int_small(bl);
    py_decref(S, bl);
    for (;;) {
        py_Obj *v = getrandbits_obj(S, r, k);
        if (!v) return NULL;
        int lt = py_richcompare_bool(S, v, n, PY_LT);
        if (lt > 0) return v;
        py_decref(S, v);
        if (lt < 0) return NULL;
    }
}

/* randrange(start, stop=None, step=1), CPython 3.13 semantics. */
static py_Obj *randrange(py_State *S, Random *r, py_Obj *start, py_Obj *stop, py_Obj *step)
{
    py_Obj *istart = py_index(S, start);
    if (!istart) return NULL;
    py_Obj *res = NULL, *istop = NULL, *istep = NULL, *width = NULL, *n = NULL, *k = NULL;
    if (!stop || stop == S->None) {
        if (step) { py_err_setstr(S, PY_T(TypeError), "Missing a non-None stop argument"); goto done; }
        if (py_int_sign(istart) > 0) res = randbelow_obj(S, r, istart);
        else py_err_setstr(S, PY_T(ValueError), "empty range for randrange()");
        goto done;
    }
    istop = py_index(S, stop);
    if (!istop) goto done;
    width = py_binop(S, istop, istart, PY_OP_SUB);
    if (!width) goto done;
    istep = step ? py_index(S, step) : py_int_from_i64(S, 1);
    if (!istep) goto done;
    if (py_int_is_small(istep) && py_int_small(istep) == 1) {
        if (py_int_sign(width) > 0) {
            k = randbelow_obj(S, r, width);
            if (k) res = py_binop(S, istart, k, PY_OP_ADD);
        } else
            py_err_format(S, PY_T(ValueError), "empty range in randrange(%S, %S)", start, stop);
        goto done;
    }
    int sg = py_int_sign(istep);
    if (sg == 0) { py_err_setstr(S, PY_T(ValueError), "zero step for randrange()"); goto done; }
    {
        /* n = (width + istep -/+ 1) // istep */
        py_Obj *adj = py_int_from_i64(S, sg > 0 ? -1 : 1);
        py_Obj *t1 = adj ? py_binop(S, width, istep, PY_OP_ADD) : NULL;
        py_Obj *t2 = t1 ? py_binop(S, t1, adj, PY_OP_ADD) : NULL;
        py_xdecref(S, adj);
        py_xdecref(S, t1);
        n = t2 ? py_binop(S, t2, istep, PY_OP_FLOORDIV) : NULL;
        py_xdecref(S, t2);
    }
    if (!n) goto done;
    if (py_int_sign(n) <= 0) {
        py_err_format(S, PY_T(ValueError), "empty range in randrange(%S, %S, %S)", start, stop, step);
        goto done;
    }
    k = randbelow_obj(S, r, n);
    if (k) {
        py_Obj *m = py_binop(S, istep, k, PY_OP_MUL);
        if (m) {
            res = py_binop(S, istart, m, PY_OP_ADD);
            py_decref(S, m);
        }
    }
done:
    py_decref(S, istart);
    py_xdecref(S, istop);
    py_xdecref(S, istep);
    py_xdecref(S, width);
    py_xdecref(S, n);
    py_xdecref(S, k);
    return res;
}

RM(randrange)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "randrange", args, nargs, kwnames, "start,|stop,step", a) < 0) return NULL;
    return randrange(S, R, a[0], a[1], a[2]);
}

RM(randint)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "randint", args, nargs, kwnames, "a,b", a) < 0) return NULL;
    py_Obj *one = py_int_from_i64(S, 1);
    py_Obj *b1 = one ? py_binop(S, a[1], one, PY_OP_ADD) : NULL;
    py_xdecref(S, one);
    if (!b1) return NULL;
    py_Obj *r = randrange(S, R, a[0], b1, NULL);
    py_decref(S, b1);
    return r;
}

RM(choice)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "choice", args, nargs, kwnames, "seq", a) < 0) return NULL;
    py_ssize n = py_len(S, a[0]);
    if (n < 0) return NULL;
    if (n == 0) return py_err_setstr(S, PY_T(IndexError), "Cannot choose from an empty sequence");
    py_Obj *i = py_int_from_u64(S, randbelow(R, (uint64_t)n));
    if (!i) return NULL;
    py_Obj *r = py_getitem(S, a[0], i);
    py_decref(S, i);
    return r;
}

RM(shuffle)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "shuffle", args, nargs, kwnames, "x", a) < 0) return NULL;
    py_Obj *x = a[0];
    if (x->type == PY_T(list)) {
        py_List *l = (py_List *)x;
        for (py_ssize i = l->len - 1; i > 0; i--) {
            py_ssize j = (py_ssize)randbelow(R, (uint64_t)i + 1);
            if (i >= l->len) break;
            py_Obj *t = l->items[i];
            l->items[i] = l->items[j];
            l->items[j] = t;
        }
        PY_RETURN_NONE(S);
    }
    py_ssize n = py_len(S, x);
    if (n < 0) return NULL;
    for (py_ssize i = n - 1; i > 0; i--) {
        py_ssize j = (py_ssize)randbelow(R, (uint64_t)i + 1);
        py_Obj *ii = py_int_from_i64(S, i), *jj = ii ? py_int_from_i64(S, j) : NULL;
        py_Obj *xi = jj ? py_getitem(S, x, ii) : NULL;
        py_Obj *xj = xi ? py_getitem(S, x, jj) : NULL;
        int rc = xj ? (py_setitem(S, x, ii, xj) < 0 || py_setitem(S, x, jj, xi) < 0 ? -1 : 0) : -1;
        py_xdecref(S, ii);
        py_xdecref(S, jj);
        py_xdecref(S, xi);
        py_xdecref(S, xj);
        if (rc < 0) return NULL;
    }
    PY_RETURN_NONE(S);
}

/* sample(population, k, *, counts=None) */
RM(sample)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "sample", args, nargs, kwnames, "population,k,*,counts", a) < 0) return NULL;
    py_Obj *pop = a[0];
    if (a[2] && a[2] != S->None)
        return py_err_setstr(S, PY_T(NotImplementedError), "sample() counts= is not supported");
    if (py_isinstance_type(pop, PY_T(set)) || py_isinstance_type(pop, PY_T(frozenset)) ||
        py_isinstance_type(pop, PY_T(dict)) || !pop->type->getitem)
        return py_err_setstr(S, PY_T(TypeError), "Population must be a sequence.  For dicts or sets, use sorted(d).");
    py_ssize n = py_len(S, pop);
    if (n < 0) return NULL;
    py_ssize k;
    if (py_as_ssize(S, a[1], &k) < 0) return NULL;
    if (k < 0 || k > n) return py_err_setstr(S, PY_T(ValueError), "Sample larger than population or is negative");
    py_Obj *result = py_list_new(S, k);
    if (!result) return NULL;
    double setsize = 21;
    if (k > 5) setsize += pow(4.0, ceil(log((double)k * 3) / log(4.0)));
    if ((double)n <= setsize) {
        py_Obj *pool = py_seq_list(S, pop);
        if (!pool) { py_decref(S, result); return NULL; }
        py_List *pl = (py_List *)pool;
        for (py_ssize i = 0; i < k; i++) {
            py_ssize j = (py_ssize)randbelow(R, (uint64_t)(n - i));
            ((py_List *)result)->items[i] = py_newref(pl->items[j]);
            py_setref(S, &pl->items[j], py_newref(pl->items[n - i - 1]));
        }
        py_decref(S, pool);
        return result;
    }
    /* selection set of indices: open addressing over int64 */
    size_t cap = 16;
    while (cap < (size_t)k * 2 + 2) cap <<= 1;
    int64_t *tab = py_malloc(S, cap * sizeof(int64_t));
    if (!tab) { py_decref(S, result); return NULL; }
    for (size_t i = 0; i < cap; i++) tab[i] = -1;
    for (py_ssize i = 0; i < k; i++) {
        int64_t j;
        size_t h;
        for (;;) {
            j = (int64_t)randbelow(R, (uint64_t)n);
            h = ((uint64_t)j * 0x9E3779B97F4A7C15ULL) & (cap - 1);
            while (tab[h] != -1 && tab[h] != j) h = (h + 1) & (cap - 1);
            if (tab[h] == -1) break;
        }
        tab[h] = j;
        py_Obj *jj = py_int_from_i64(S, j);
        py_Obj *item = jj ? py_getitem(S, pop, jj) : NULL;
        py_xdecref(S, jj);
        if (!item) { py_free(S, tab, cap * sizeof(int64_t)); py_decref(S, result); return NULL; }
        ((py_List *)result)->items[i] = item;
    }
    py_free(S, tab, cap * sizeof(int64_t));
    return result;
}

/* choices(population, weights=None, *, cum_weights=None, k=1) */
RM(choices)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "choices", args, nargs, kwnames, "population,|weights,*,cum_weights,k", a) < 0) return NULL;
    py_Obj *pop = a[0], *w = a[1] == S->None ? NULL : a[1], *cw = a[2] == S->None ? NULL : a[2];
    py_ssize n = py_len(S, pop);
    if (n < 0) return NULL;
    py_ssize k = 1;
    if (a[3] && py_as_ssize(S, a[3], &k) < 0) return NULL;
    if (k < 0) k = 0;
    py_Obj *result = py_list_new(S, 0);
    if (!result) return NULL;
    double *cum = NULL;
    py_Obj *cumlist = NULL;
    if (!cw && !w) {
        double dn = (double)n;
        for (py_ssize i = 0; i < k; i++) {
            py_Obj *idx = py_int_from_double(S, floor(random53(R) * dn));
            py_Obj *item = idx ? py_getitem(S, pop, idx) : NULL;
            py_xdecref(S, idx);
            if (!item || py_list_append_steal(S, result, item) < 0) goto fail;
        }
        return result;
    }
    if (cw && w) { py_err_setstr(S, PY_T(TypeError), "Cannot specify both weights and cumulative weights"); goto fail; }
    if (w) {
        /* cum_weights = list(accumulate(weights)) */
        py_Obj *it = py_iter(S, w);
        if (!it) {
            if (py_err_matches(S, PY_T(TypeError)) && py_isinstance_type(w, PY_T(int))) {
                py_err_clear(S);
                py_err_format(S, PY_T(TypeError), "The number of choices must be a keyword argument: k=%S", w);
            }
            goto fail;
        }
        cumlist = py_list_new(S, 0);
        py_Obj *acc = NULL, *item;
        while (cumlist && (item = py_next(S, it))) {
            if (!acc) acc = item;
            else {
                py_Obj *s = py_binop(S, acc, item, PY_OP_ADD);
                py_decref(S, item);
                py_decref(S, acc);
                acc = s;
                if (!acc) break;
            }
            if (py_list_append(S, cumlist, acc) < 0) break;
        }
        py_xdecref(S, acc);
        py_decref(S, it);
        if (py_err_occurred(S)) goto fail;
    } else {
        cumlist = py_seq_list(S, cw);
        if (!cumlist) goto fail;
    }
    if (py_list_len(cumlist) != n) {
        py_err_setstr(S, PY_T(ValueError), "The number of weights does not match the population");
        goto fail;
    }
    if (n == 0) { py_err_setstr(S, PY_T(IndexError), "list index out of range"); goto fail; }
    cum = py_malloc(S, sizeof(double) * (size_t)n);
    if (!cum) goto fail;
    for (py_ssize i = 0; i < n; i++)
        if (py_as_double(S, py_list_getB(cumlist, i), &cum[i]) < 0) goto fail;
    double total = cum[n - 1] + 0.0;
    if (total <= 0.0) { py_err_setstr(S, PY_T(ValueError), "Total of weights must be greater than zero"); goto fail; }
    if (!isfinite(total)) { py_err_setstr(S, PY_T(ValueError), "Total of weights must be finite"); goto fail; }
    for (py_ssize i = 0; i < k; i++) {
        double x = random53(R) * total;
        py_ssize lo = 0, hi = n - 1;   /* bisect_right(cum, x, 0, n-1) */
        while (lo < hi) {
            py_ssize mid = (lo + hi) / 2;
            if (x < cum[mid]) hi = mid;
            else lo = mid + 1;
        }
        py_Obj *idx = py_int_from_i64(S, lo);
        py_Obj *item = idx ? py_getitem(S, pop, idx) : NULL;
        py_xdecref(S, idx);
        if (!item || py_list_append_steal(S, result, item) < 0) goto fail;
    }
    py_free(S, cum, sizeof(double) * (size_t)n);
    py_decref(S, cumlist);
    return result;
fail:
    if (cum) py_free(S, cum, sizeof(double) * (size_t)n);
    py_xdecref(S, cumlist);
    py_decref(S, result);
    return NULL;
}

/* Two float parameters with defaults. */
static int two_params(py_State *S, const char *name, const char *spec, py_Obj *const *args, py_ssize nargs,
                      py_Obj *kwnames, double *x, double *y)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, spec, a) < 0) return -1;
    if (a[0] && py_as_double(S, a[0], x) < 0) return -1;
    if (a[1] && py_as_double(S, a[1], y) < 0) return -1;
    return 0;
}

RM(uniform)
{
    double lo = 0, hi = 0;
    if (two_params(S, "uniform", "a,b", args, nargs, kwnames, &lo, &hi) < 0) return NULL;
    return py_float_new(S, lo + (hi - lo) * random53(R));
}

RM(gauss)
{
    double mu = 0.0, sigma = 1.0;
    if (two_params(S, "gauss", "|mu,sigma", args, nargs, kwnames, &mu, &sigma) < 0) return NULL;
    double z;
    if (R->has_gauss) {
        z = R->gauss_next;
        R->has_gauss = false;
    } else {
        double x2pi = random53(R) * (2.0 * 3.141592653589793);
        double g2rad = sqrt(-2.0 * log(1.0 - random53(R)));
        z = cos(x2pi) * g2rad;
        R->gauss_next = sin(x2pi) * g2rad;
        R->has_gauss = true;
    }
    return py_float_new(S, mu + z * sigma);
}

static double normal(Random *r, double mu, double sigma)
{
    const double nv_magic = 4 * exp(-0.5) / sqrt(2.0);
    double z;
    for (;;) {
        double u1 = random53(r);
        double u2 = 1.0 - random53(r);
        z = nv_magic * (u1 - 0.5) / u2;
        double zz = z * z / 4.0;
        if (zz <= -log(u2)) break;
    }
    return mu + z * sigma;
}

RM(normalvariate)
{
    double mu = 0.0, sigma = 1.0;
    if (two_params(S, "normalvariate", "|mu,sigma", args, nargs, kwnames, &mu, &sigma) < 0) return NULL;
    return py_float_new(S, normal(R, mu, sigma));
}

RM(lognormvariate)
{
    double mu = 0.0, sigma = 1.0;
    if (two_params(S, "lognormvariate", "mu,sigma", args, nargs, kwnames, &mu, &sigma) < 0) return NULL;
    return py_float_new(S, exp(normal(R, mu, sigma)));
}

RM(expovariate)
{
    double lambd = 1.0, unused = 0;
    if (two_params(S, "expovariate", "|lambd", args, nargs, kwnames, &lambd, &unused) < 0) return NULL;
    if (lambd == 0.0) return py_err_setstr(S, PY_T(ZeroDivisionError), "float division by zero");
    return py_float_new(S, -log(1.0 - random53(R)) / lambd);
}

RM(triangular)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "triangular", args, nargs, kwnames, "|low,high,mode", a) < 0) return NULL;
    double low = 0.0, high = 1.0, mode = 0.0;
    if (a[0] && py_as_double(S, a[0], &low) < 0) return NULL;
    if (a[1] && py_as_double(S, a[1], &high) < 0) return NULL;
    bool has_mode = a[2] && a[2] != S->None;
    if (has_mode && py_as_double(S, a[2], &mode) < 0) return NULL;
    double u = random53(R), c;
    if (!has_mode) c = 0.5;
    else {
        if (high - low == 0.0) return py_float_new(S, low);
        c = (mode - low) / (high - low);
    }
    if (u > c) {
        u = 1.0 - u;
        c = 1.0 - c;
        double t = low; low = high; high = t;
    }
    return py_float_new(S, low + (high - low) * sqrt(u * c));
}

/* Python's float %: the result takes the divisor's sign. */
static double pymod(double a, double b)
{
    double r = fmod(a, b);
    if (r != 0 && ((r < 0) != (b < 0)))
        r += b;
    return r;
}

RM(vonmisesvariate)
{
    double mu = 0, kappa = 0;
    if (two_params(S, "vonmisesvariate", "mu,kappa", args, nargs, kwnames, &mu, &kappa) < 0) return NULL;
    const double twopi = 2.0 * 3.141592653589793;
    if (kappa <= 1e-6) return py_float_new(S, twopi * random53(R));
    double s = 0.5 / kappa, r = s + sqrt(1.0 + s * s), z;
    for (;;) {
        double u1 = random53(R);
        z = cos(3.141592653589793 * u1);
        double d = z / (r + z);
        double u2 = random53(R);
        if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * exp(d)) break;
    }
    double q = 1.0 / r, f = (q + z) / (1.0 + q * z);
    double u3 = random53(R);
    return py_float_new(S, u3 > 0.5 ? pymod(mu + acos(f), twopi) : pymod(mu - acos(f), twopi));
}

/* random.gammavariate's three algorithms (CPython's order of draws); -1 with ValueError. */
static int gamma_draw(py_State *S, Random *r, double alpha, double beta, double *out)
{
    if (alpha <= 0.0 || beta <= 0.0) {
        py_err_setstr(S, PY_T(ValueError), "gammavariate: alpha and beta must be > 0.0");
        return -1;
    }
    if (alpha > 1.0) {
        double ainv = sqrt(2.0 * alpha - 1.0), bbb = alpha - log(4.0), ccc = alpha + ainv;
        const double sg_magic = 1.0 + log(4.5);
        for (;;) {
            double u1 = random53(r);
            if (!(1e-7 < u1 && u1 < 0.9999999)) continue;
            double u2 = 1.0 - random53(r);
            double v = log(u1 / (1.0 - u1)) / ainv, x = alpha * exp(v);
            double z = u1 * u1 * u2, rr = bbb + ccc * v - x;
            if (rr + sg_magic - 4.5 * z >= 0.0 || rr >= log(z)) {
                *out = x * beta;
                return 0;
            }
        }
    }
    if (alpha == 1.0) {
        *out = -log(1.0 - random53(r)) * beta;
        return 0;
    }
    double x;
    for (;;) {
        double u = random53(r);
        double b = (2.718281828459045 + alpha) / 2.718281828459045, p = b * u;
        x = p <= 1.0 ? pow(p, 1.0 / alpha) : -log((b - p) / alpha);
        double u1 = random53(r);
        if (p > 1.0) {
            if (u1 <= pow(x, alpha - 1.0)) break;
        } else if (u1 <= exp(-x)) {
            break;
        }
    }
    *out = x * beta;
    return 0;
}

RM(gammavariate)
{
    double alpha = 0, beta = 0, x;
    if (two_params(S, "gammavariate", "alpha,beta", args, nargs, kwnames, &alpha, &beta) < 0) return NULL;
    if (gamma_draw(S, R, alpha, beta, &x) < 0) return NULL;
    return py_float_new(S, x);
}

RM(betavariate)
{
    double alpha = 0, beta = 0, y, y2;
    if (two_params(S, "betavariate", "alpha,beta", args, nargs, kwnames, &alpha, &beta) < 0) return NULL;
    if (gamma_draw(S, R, alpha, 1.0, &y) < 0) return NULL;
    if (y == 0.0) return py_float_new(S, 0.0);
    if (gamma_draw(S, R, beta, 1.0, &y2) < 0) return NULL;
    return py_float_new(S, y / (y + y2));
}

RM(paretovariate)
{
    double alpha = 0, unused = 0;
    if (two_params(S, "paretovariate", "alpha", args, nargs, kwnames, &alpha, &unused) < 0) return NULL;
    double u = 1.0 - random53(R);
    return py_float_new(S, pow(u, -1.0 / alpha));
}

RM(weibullvariate)
{
    double alpha = 0, beta = 0;
    if (two_params(S, "weibullvariate", "alpha,beta", args, nargs, kwnames, &alpha, &beta) < 0) return NULL;
    double u = 1.0 - random53(R);
    return py_float_new(S, alpha * pow(-log(u), 1.0 / beta));
}

RM(getstate)
{
    py_Obj *t = py_tuple_new(S, MT_N + 1);
    if (!t) return NULL;
    for (int i = 0; i < MT_N; i++) {
        py_Obj *v = py_int_from_u64(S, R->mt[i]);
        if (!v) { py_decref(S, t); return NULL; }
        ((py_Tuple *)t)->items[i] = v;
    }
    py_Obj *idx = py_int_from_i64(S, R->index);
    if (!idx) { py_decref(S, t); return NULL; }
    ((py_Tuple *)t)->items[MT_N] = idx;
    py_Obj *g = R->has_gauss ? py_float_new(S, R->gauss_next) : py_newref(S->None);
    py_Obj *ver = g ? py_int_from_i64(S, 3) : NULL;
    py_Obj *r = ver ? py_tuple_pack(S, 3, ver, t, g) : NULL;
    py_xdecref(S, ver);
    py_xdecref(S, g);
    py_decref(S, t);
    return r;
}

RM(setstate)
{
    if (py_check_nargs(S, "setstate", nargs, kwnames, 1, 1) < 0) return NULL;
    py_Obj *st = args[0];
    if (!py_isinstance_type(st, PY_T(tuple)) || py_tuple_len(st) != 3 ||
        !py_isinstance_type(py_tuple_getB(st, 1), PY_T(tuple)) || py_tuple_len(py_tuple_getB(st, 1)) != MT_N + 1)
        return py_err_setstr(S, PY_T(ValueError), "state vector is the wrong size");
    py_Obj *t = py_tuple_getB(st, 1);
    uint32_t mt[MT_N];
    for (int i = 0; i < MT_N; i++) {
        int64_t v;
        if (py_as_int64(S, py_tuple_getB(t, i), &v) < 0) return NULL;
        mt[i] = (uint32_t)v;
    }
    int64_t idx;
    if (py_as_int64(S, py_tuple_getB(t, MT_N), &idx) < 0) return NULL;
    if (idx < 0 || idx > MT_N) return py_err_setstr(S, PY_T(ValueError), "invalid state");
    memcpy(R->mt, mt, sizeof mt);
    R->index = (int)idx;
    py_Obj *g = py_tuple_getB(st, 2);
    if (g == S->None) R->has_gauss = false;
    else {
        if (py_as_double(S, g, &R->gauss_next) < 0) return NULL;
        R->has_gauss = true;
    }
    PY_RETURN_NONE(S);
}

#undef R

static const py_MethodDef random_methods[] = {
#define E(n) {#n, r_##n, PY_METH_INSTANCE},
    E(seed) E(random) E(getrandbits) E(randrange) E(randint) E(choice) E(shuffle) E(sample)
    E(choices) E(uniform) E(gauss) E(normalvariate) E(lognormvariate) E(expovariate)
    E(triangular) E(getstate) E(setstate) E(vonmisesvariate) E(gammavariate) E(betavariate)
    E(paretovariate) E(weibullvariate)
#undef E
    {NULL, NULL, 0}
};

static py_Obj *random_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    Random *r = (Random *)py_type_alloc(S, t);
    if (!r) return NULL;
    seed_default(r);
    return (py_Obj *)r;
}

static int random_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "Random", args, nargs, kwnames, "|x", a) < 0) return -1;
    return do_seed(S, (Random *)self, a[0]);
}

static void random_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((Random *)o)->dict);
    py_obj_free(S, o);
}

py_Type py_type_Random = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Random",
    .module = "random",
    .basicsize = sizeof(Random),
    .flags = PY_TPFLAG_BASETYPE,
    .dictoffset = offsetof(Random, dict),
    .methods = random_methods,
    .dealloc = random_dealloc,
    .tp_new = random_new,
    .tp_init = random_init,
};

/* Module init: the hidden instance and the module-level functions bound to it. */
static int random_mod_init(py_State *S, py_Obj *m)
{
    if (py_type_ready(S, PY_T(Random)) < 0) return -1;
    if (py_module_add_type(S, m, PY_T(Random)) < 0) return -1;
    py_Obj *inst = random_new(S, PY_T(Random), NULL, 0, NULL);
    if (!inst) return -1;
    int rc = py_module_add(S, m, "_inst", inst);
    for (const py_MethodDef *d = random_methods; rc == 0 && d->name; d++) {
        py_Obj *f = py_cfunc_new(S, d->name, d->fn, inst);
        if (!f) { rc = -1; break; }
        rc = py_module_add(S, m, d->name, f);
        py_decref(S, f);
    }
    py_decref(S, inst);
    return rc;
}

const py_ModuleDef py_moddef_random = {"random", NULL, random_mod_init};
