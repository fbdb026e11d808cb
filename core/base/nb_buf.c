/* nb_buf.c — growable byte buffer on the accounted heap. */
#include "nb.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void nb_buf_init(nb_Buf *b, nb_Heap *h)
{
    memset(b, 0, sizeof *b);
    b->heap = h;
}

void nb_buf_free(nb_Buf *b)
{
    nb_free(b->heap, b->data, b->cap);
    b->data = NULL;
    b->len = b->cap = 0;
}

/* Ensure room for `extra` more bytes plus the terminating NUL. */
bool nb_buf_reserve(nb_Buf *b, size_t extra)
{
    if (b->oom)
        return false;
    if (extra > SIZE_MAX / 2 - b->len) {
        b->oom = true;
        return false;
    }
    size_t need = b->len + extra + 1;
    if (need <= b->cap)
        return true;
    size_t ncap = b->cap ? b->cap : 64;
    while (ncap < need)
        ncap *= 2;
    char *p = nb_realloc(b->heap, b->data, b->cap, ncap);
    if (!p) {
        b->oom = true;
        return false;
    }
    b->data = p;
    b->cap = ncap;
    return true;
}

void nb_buf_append(nb_Buf *b, const char *s, size_t n)
{
    if (!nb_buf_reserve(b, n))
        return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

void nb_buf_puts(nb_Buf *b, const char *s) { nb_buf_append(b, s, strlen(s)); }

void nb_buf_putc(nb_Buf *b, char c) { nb_buf_append(b, &c, 1); }

void nb_buf_printf(nb_Buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char small[256];
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        nb_buf_append(b, small, (size_t)n);
        return;
    }
    if (!nb_buf_reserve(b, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}
