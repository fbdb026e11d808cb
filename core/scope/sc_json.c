/* sc_json.c — growable byte buffer, JSON text writing, and the pointer map
 * used by the recorder. All memory is plain malloc: a failed allocation sets
 * the buffer's `oom` flag (later writes are ignored) and the caller returns
 * NULL at the end. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

/* ------------------------------------------------------------ buffer */

static bool grow(sc_Buf *b, size_t extra)
{
    if (b->oom)
        return false;
    if (b->n + extra + 1 <= b->cap)
        return true;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->n + extra + 1)
        cap *= 2;
    char *p = realloc(b->p, cap);
    if (!p) {
        b->oom = true;
        return false;
    }
    b->p = p;
    b->cap = cap;
    return true;
}

void sc_buf_put(sc_Buf *b, const char *s, size_t n)
{
    if (!grow(b, n))
        return;
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

void sc_buf_puts(sc_Buf *b, const char *s) { sc_buf_put(b, s, strlen(s)); }

void sc_buf_putc(sc_Buf *b, char c) { sc_buf_put(b, &c, 1); }

void sc_buf_printf(sc_Buf *b, const char *fmt, ...)
{
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof tmp) {
        sc_buf_put(b, tmp, (size_t)n);
        return;
    }
    if (!grow(b, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(b->p + b->n, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->n += (size_t)n;
}

void sc_buf_free(sc_Buf *b)
{
    free(b->p);
    b->p = NULL;
    b->n = b->cap = 0;
}

char *sc_strdup(const char *s)
{
    if (!s)
        return NULL;
    size_t n = strlen(s);
    char *p = malloc(n + 1);
    if (p)
        memcpy(p, s, n + 1);
    return p;
}

char *sc_strfmt(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return NULL;
    char *p = malloc((size_t)n + 1);
    if (!p)
        return NULL;
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}

/* ------------------------------------------------------------ JSON */

/* Length of the valid UTF-8 sequence at s (n bytes left), 0 if invalid. */
static size_t utf8_seq(const unsigned char *s, size_t n, unsigned *cp)
{
    unsigned c = s[0];
    size_t len;
    unsigned v, min;
    if (c < 0x80) {
        *cp = c;
        return 1;
    } else if ((c & 0xe0) == 0xc0) {
        len = 2, v = c & 0x1f, min = 0x80;
    } else if ((c & 0xf0) == 0xe0) {
        len = 3, v = c & 0x0f, min = 0x800;
    } else if ((c & 0xf8) == 0xf0) {
        len = 4, v = c & 0x07, min = 0x10000;
    } else {
        return 0;
    }
    if (len > n)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        v = (v << 6) | (s[i] & 0x3f);
    }
    if (v < min || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
        return 0;
    *cp = v;
    return len;
}

void sc_json_str(sc_Buf *b, const char *str, size_t n)
{
    const unsigned char *s = (const unsigned char *)str;
    sc_buf_putc(b, '"');
    size_t i = 0;
    while (i < n) {
        size_t run = i;
        while (run < n && s[run] >= 0x20 && s[run] < 0x7f && s[run] != '"' && s[run] != '\\')
            run++;
        if (run > i) {
            sc_buf_put(b, (const char *)s + i, run - i);
            i = run;
            continue;
        }
        unsigned cp;
        size_t len = utf8_seq(s + i, n - i, &cp);
        if (len == 0) {                       /* invalid byte: U+FFFD */
            sc_buf_puts(b, "\\ufffd");
            i++;
            continue;
        }
        switch (cp) {
        case '"': sc_buf_puts(b, "\\\""); break;
        case '\\': sc_buf_puts(b, "\\\\"); break;
        case '\n': sc_buf_puts(b, "\\n"); break;
        case '\r': sc_buf_puts(b, "\\r"); break;
        case '\t': sc_buf_puts(b, "\\t"); break;
        case '\b': sc_buf_puts(b, "\\b"); break;
        case '\f': sc_buf_puts(b, "\\f"); break;
        default:
            if (cp < 0x20 || cp == 0x7f || cp == 0x2028 || cp == 0x2029)
                sc_buf_printf(b, "\\u%04x", cp);
            else
                sc_buf_put(b, (const char *)s + i, len);
        }
        i += len;
    }
    sc_buf_putc(b, '"');
}

void sc_json_cstr(sc_Buf *b, const char *s)
{
    if (!s)
        sc_buf_puts(b, "null");
    else
        sc_json_str(b, s, strlen(s));
}

void sc_json_pystr(sc_Buf *b, py_Obj *s)
{
    if (!s || !(s->type->flags & PY_TPFLAG_STR_SUB))
        sc_buf_puts(b, "null");
    else
        sc_json_str(b, py_str_utf8(s), (size_t)py_str_nbytes(s));
}

void sc_json_num(sc_Buf *b, double v)
{
    if (!isfinite(v)) {
        sc_buf_puts(b, "null");
        return;
    }
    char tmp[64];
    py_float_repr_buf(v, tmp, sizeof tmp);
    sc_buf_puts(b, tmp);
}

void sc_json_f32(sc_Buf *b, float v)
{
    if (!isfinite(v)) {
        sc_buf_puts(b, "null");
        return;
    }
    char tmp[48];
    for (int p = 1; p <= 9; p++) {            /* shortest text that reads back as the same float */
        snprintf(tmp, sizeof tmp, "%.*g", p, (double)v);
        if (strtof(tmp, NULL) == v)
            break;
    }
    sc_buf_puts(b, tmp);
}

void sc_json_int(sc_Buf *b, int64_t v) { sc_buf_printf(b, "%lld", (long long)v); }

void sc_json_line(sc_Buf *b, int line)
{
    if (line > 0)
        sc_buf_printf(b, "%d", line);
    else
        sc_buf_puts(b, "null");
}

/* ------------------------------------------------------------ pointer map */

static size_t slot_of(const sc_Map *m, const void *key)
{
    uintptr_t h = (uintptr_t)key;
    h ^= h >> 17;
    h *= (uintptr_t)0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
    return (size_t)h & (m->cap - 1);
}

int sc_map_get(const sc_Map *m, const void *key)
{
    if (!m->cap)
        return -1;
    for (size_t i = slot_of(m, key);; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == key)
            return m->vals[i];
        if (!m->keys[i])
            return -1;
    }
}

static bool map_resize(sc_Map *m, size_t cap)
{
    const void **keys = calloc(cap, sizeof *keys);
    int *vals = calloc(cap, sizeof *vals);
    if (!keys || !vals) {
        free(keys);
        free(vals);
        return false;
    }
    sc_Map n = {keys, vals, cap, 0};
    for (size_t i = 0; i < m->cap; i++)
        if (m->keys[i] && m->vals[i] >= 0) {
            size_t j = slot_of(&n, m->keys[i]);
            while (n.keys[j])
                j = (j + 1) & (cap - 1);
            n.keys[j] = m->keys[i];
            n.vals[j] = m->vals[i];
            n.used++;
        }
    free(m->keys);
    free(m->vals);
    *m = n;
    return true;
}

/* Deleted entries keep their key with value -1 (a tombstone) until the next
 * resize, so probing chains stay intact. */
bool sc_map_set(sc_Map *m, const void *key, int val)
{
    if ((m->used + 1) * 2 > m->cap && !map_resize(m, m->cap ? m->cap * 2 : 64))
        return false;
    size_t i = slot_of(m, key);
    while (m->keys[i] && m->keys[i] != key)
        i = (i + 1) & (m->cap - 1);
    if (!m->keys[i])
        m->used++;
    m->keys[i] = key;
    m->vals[i] = val;
    return true;
}

void sc_map_del(sc_Map *m, const void *key)
{
    if (!m->cap)
        return;
    for (size_t i = slot_of(m, key);; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == key) {
            m->vals[i] = -1;
            return;
        }
        if (!m->keys[i])
            return;
    }
}

void sc_map_free(sc_Map *m)
{
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}
