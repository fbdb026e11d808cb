/* nb.h — base layer: the one allocator (byte accounting, hard cap, failure
 * injection), a growable byte buffer, UTF-8 helpers, the C stack bound and
 * status codes.
 *
 * Every byte the engine allocates (interpreter objects, tensor storage,
 * scene buffers) goes through nb_alloc/nb_realloc/nb_free so that
 *   - the memory cap is enforced in one place (allocation past the cap fails),
 *   - tests can fail the N-th allocation (nb_fail_after) to prove that every
 *     caller turns allocation failure into an error, never a crash,
 *   - a run can report its peak usage.
 * The accounting lives in an nb_Heap owned by the interpreter state; the
 * allocator functions take it explicitly (no hidden globals). Plain-C layers
 * (tensor, kern) receive the heap pointer through their context. */
#ifndef NB_H
#define NB_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

/* Status codes shared by the plain-C layers (tensor/autograd return these). */
typedef enum nb_Status {
    NB_OK = 0,
    NB_ENOMEM,      /* allocation failed or cap reached */
    NB_EINVAL,      /* bad argument (message in the layer's error buffer) */
    NB_ERANGE,      /* index or size out of range */
    NB_EBUDGET,     /* operation budget exhausted */
    NB_EUNSUPP      /* not implemented by this engine */
} nb_Status;

/* Small blocks (at most NB_POOL_MAX bytes) come from size-class pools: one
 * free list per NB_POOL_GRAIN-byte class, refilled from NB_POOL_CHUNK-byte
 * chunks taken from the system allocator and kept until nb_heap_fini. The
 * accounting (used, peak, cap, nallocs, fail_after) is the same for pooled
 * and unpooled blocks: it counts the sizes asked for, not the rounded ones. */
#define NB_POOL_GRAIN 16
#define NB_POOL_MAX 512
#define NB_POOL_CLASSES (NB_POOL_MAX / NB_POOL_GRAIN)
#define NB_POOL_CHUNK (64 * 1024)

typedef struct nb_Heap {
    size_t used;        /* bytes currently allocated (payload sizes) */
    size_t peak;        /* high-water mark of used */
    size_t cap;         /* hard cap; 0 = unlimited */
    uint64_t nallocs;   /* number of successful allocations so far */
    int64_t fail_after; /* if >= 0: the allocation with this index fails (testing) */
    bool pool;          /* small blocks from the pools (off under ASan by default) */
    void *free_list[NB_POOL_CLASSES];   /* per class: freed blocks, linked */
    char *bump, *bump_end;              /* uncarved rest of the newest chunk */
    void *chunks;                       /* every chunk, linked through its first word */
} nb_Heap;

void nb_heap_init(nb_Heap *h, size_t cap);
/* Give the pools' chunks back to the system. Every pooled block must have
 * been freed (or be abandoned) by then; the heap can be used again after. */
void nb_heap_fini(nb_Heap *h);
/* Turn the pools on or off; only while no pooled block is live. */
void nb_heap_set_pool(nb_Heap *h, bool on);

/* All three return NULL on failure (cap reached, injected failure, or the
 * system allocator failing). nb_free(h, NULL, 0) is a no-op. The size passed
 * to nb_free / as old size to nb_realloc must be the size allocated. */
void *nb_alloc(nb_Heap *h, size_t size);          /* zero-filled */
void *nb_realloc(nb_Heap *h, void *p, size_t old, size_t size);
void nb_free(nb_Heap *h, void *p, size_t size);

/* Make allocation number n (counting from the next one) fail; -1 disables. */
void nb_fail_after(nb_Heap *h, int64_t n);

/* Growable byte buffer (always NUL-terminated when data != NULL). */
typedef struct nb_Buf {
    char *data;
    size_t len, cap;
    nb_Heap *heap;
    bool oom;           /* set once an append failed; later appends are no-ops */
} nb_Buf;

void nb_buf_init(nb_Buf *b, nb_Heap *h);
void nb_buf_free(nb_Buf *b);
bool nb_buf_reserve(nb_Buf *b, size_t extra);
void nb_buf_append(nb_Buf *b, const char *s, size_t n);
void nb_buf_puts(nb_Buf *b, const char *s);
void nb_buf_putc(nb_Buf *b, char c);
void nb_buf_printf(nb_Buf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* UTF-8: decode one code point at s (n bytes available). Returns the number
 * of bytes consumed (1..4) and stores the code point, or 0 on invalid input.
 * A lone surrogate (U+D800..DFFF as 3 bytes ED A0..BF xx) decodes: a Python
 * str may hold one (chr(0xD800), '\ud800'); nb_utf8_decode_strict refuses it,
 * as decoding bytes must. */
int nb_utf8_decode(const unsigned char *s, size_t n, uint32_t *cp);
int nb_utf8_decode_strict(const unsigned char *s, size_t n, uint32_t *cp);
/* Encode cp into out (4 bytes room); returns bytes written (1..4). */
int nb_utf8_encode(uint32_t cp, char *out);
/* True if the n bytes are valid UTF-8 (no surrogates, no overlongs). */
bool nb_utf8_valid(const char *s, size_t n);
/* Count code points in valid UTF-8. */
size_t nb_utf8_count(const char *s, size_t n);

/* True when the calling thread has less than a safety margin of C stack
 * left (nb_stack.c): the recursion guards raise RecursionError then. */
bool nb_stack_low(void);

#endif
