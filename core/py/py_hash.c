/* py_hash.c — hash functions matching CPython 3.13 with PYTHONHASHSEED=0:
 * SipHash-1-3 with a zero key for str/bytes, and the numeric hash
 * (reduction modulo 2^61 - 1) for floats. int hashing lives in py_long.c. */
#include "py_num.h"

#include <math.h>
#include <string.h>

static inline uint64_t rotl64(uint64_t x, int b) { return (x << b) | (x >> (64 - b)); }

static inline uint64_t load_le64(const uint8_t *p)
{
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 |
           (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
}

/* One SipRound of the SipHash specification (Aumasson & Bernstein). */
#define SIPROUND(v0, v1, v2, v3)                                          \
    do {                                                                  \
        v0 += v1; v1 = rotl64(v1, 13); v1 ^= v0; v0 = rotl64(v0, 32);     \
        v2 += v3; v3 = rotl64(v3, 16); v3 ^= v2;                          \
        v0 += v3; v3 = rotl64(v3, 21); v3 ^= v0;                          \
        v2 += v1; v1 = rotl64(v1, 17); v1 ^= v2; v2 = rotl64(v2, 32);     \
    } while (0)

/* Streaming SipHash-1-3 (one compression round, three finalization
 * rounds) with key 0. */
typedef struct Sip {
    uint64_t v0, v1, v2, v3;
    uint8_t tail[8];
    size_t ntail, total;
} Sip;

static void sip_init(Sip *h)
{
    const uint64_t k0 = 0, k1 = 0;
    h->v0 = k0 ^ 0x736f6d6570736575ULL;
    h->v1 = k1 ^ 0x646f72616e646f6dULL;
    h->v2 = k0 ^ 0x6c7967656e657261ULL;
    h->v3 = k1 ^ 0x7465646279746573ULL;
    h->ntail = h->total = 0;
}

static inline void sip_block(Sip *h, uint64_t m)
{
    uint64_t v0 = h->v0, v1 = h->v1, v2 = h->v2, v3 = h->v3;
    v3 ^= m;
    SIPROUND(v0, v1, v2, v3);
    v0 ^= m;
    h->v0 = v0; h->v1 = v1; h->v2 = v2; h->v3 = v3;
}

static void sip_update(Sip *h, const uint8_t *in, size_t n)
{
    h->total += n;
    while (h->ntail && n) {
        h->tail[h->ntail++] = *in++;
        n--;
        if (h->ntail == 8) {
            sip_block(h, load_le64(h->tail));
            h->ntail = 0;
        }
    }
    while (n >= 8) {
        sip_block(h, load_le64(in));
        in += 8;
        n -= 8;
    }
    while (n--)
        h->tail[h->ntail++] = *in++;
}

static uint64_t sip_final(Sip *h)
{
    uint64_t last = (uint64_t)h->total << 56;
    for (size_t i = 0; i < h->ntail; i++)
        last |= (uint64_t)h->tail[i] << (8 * i);
    uint64_t v0 = h->v0, v1 = h->v1, v2 = h->v2, v3 = h->v3;
    v3 ^= last;
    SIPROUND(v0, v1, v2, v3);
    v0 ^= last;
    v2 ^= 0xff;
    SIPROUND(v0, v1, v2, v3);
    SIPROUND(v0, v1, v2, v3);
    SIPROUND(v0, v1, v2, v3);
    return v0 ^ v1 ^ v2 ^ v3;
}

static uint64_t siphash13(const uint8_t *in, size_t n)
{
    Sip h;
    sip_init(&h);
    sip_update(&h, in, n);
    return sip_final(&h);
}

py_hash py_hash_bytes(const void *p, size_t n)
{
    if (n == 0)
        return 0;
    py_hash h = (py_hash)siphash13((const uint8_t *)p, n);
    return h == -1 ? -2 : h;
}

/* CPython hashes a str's canonical fixed-width form: 1 byte per code point
 * when all are < 256, 2 bytes (native little-endian) when all < 65536, else
 * 4 bytes. Transcode the UTF-8 into that form, then hash it. */
py_hash py_hash_str_data(const char *utf8, py_ssize nbytes, bool ascii)
{
    if (ascii)
        return py_hash_bytes(utf8, (size_t)nbytes);
    const unsigned char *s = (const unsigned char *)utf8;
    uint32_t maxcp = 0, cp;
    size_t ncp = 0;
    for (py_ssize i = 0; i < nbytes;) {
        int k = nb_utf8_decode(s + i, (size_t)(nbytes - i), &cp);
        if (k <= 0) { k = 1; cp = s[i]; }
        if (cp > maxcp) maxcp = cp;
        ncp++;
        i += k;
    }
    int width = maxcp < 256 ? 1 : maxcp < 65536 ? 2 : 4;
    if (ncp == 0)
        return 0;
    Sip h;
    sip_init(&h);
    uint8_t chunk[256];
    size_t o = 0;
    for (py_ssize i = 0; i < nbytes;) {
        int k = nb_utf8_decode(s + i, (size_t)(nbytes - i), &cp);
        if (k <= 0) { k = 1; cp = s[i]; }
        for (int b = 0; b < width; b++)
            chunk[o++] = (uint8_t)(cp >> (8 * b));
        if (o > sizeof chunk - 4) {
            sip_update(&h, chunk, o);
            o = 0;
        }
        i += k;
    }
    sip_update(&h, chunk, o);
    py_hash r = (py_hash)sip_final(&h);
    return r == -1 ? -2 : r;
}

/* hash(float): the value reduced modulo P = 2^61 - 1 (so that equal ints and
 * floats hash alike); +-inf -> +-314159; nan -> derived from the address. */
py_hash py_hash_double(double v, const void *obj)
{
    if (isnan(v)) {
        uintptr_t y = (uintptr_t)obj;
        y = (y >> 4) | (y << (8 * sizeof(uintptr_t) - 4));
        py_hash h = (py_hash)y;
        return h == -1 ? -2 : h;
    }
    if (isinf(v))
        return v > 0 ? PY_HASH_INF : -PY_HASH_INF;
    int e;
    double m = frexp(v, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    /* Consume the mantissa 28 bits at a time: x = x * 2^28 + chunk (mod P),
     * where multiplying by 2^k mod P is a 61-bit rotation. */
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & PY_HASH_MODULUS) | x >> (PY_HASH_BITS - 28);
        m *= 268435456.0;
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= PY_HASH_MODULUS)
            x -= PY_HASH_MODULUS;
    }
    /* multiply by 2^e (mod P): 2^61 == 1, so reduce e modulo 61 */
    e = e >= 0 ? e % PY_HASH_BITS : PY_HASH_BITS - 1 - ((-1 - e) % PY_HASH_BITS);
    x = ((x << e) & PY_HASH_MODULUS) | x >> (PY_HASH_BITS - e);
    py_hash h = (py_hash)x * sign;
    return h == -1 ? -2 : h;
}
