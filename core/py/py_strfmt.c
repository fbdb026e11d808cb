/* py_strfmt.c — printf-like formatting into str objects, with the object
 * codes used by error messages:
 *   %R repr(obj)   %S str(obj)   %A ascii(obj)   %U a str object's text
 *   %T type(obj).__name__   %N type(obj) qualified ('__main__.Net')
 * and the C codes %s %d %i %u %x %c %p %zd %zu %ld %lu %lld %llu %f %g %%
 * (flags, width and precision are honoured for the C codes and %s). */
#include "py_runtime.h"

#include <stdio.h>
#include <string.h>

/* Append the text of a str object (or "<NULL>"). */
static void put_strobj(nb_Buf *b, py_Obj *s)
{
    if (s && (s->type->flags & PY_TPFLAG_STR_SUB))
        nb_buf_append(b, py_str_utf8(s), (size_t)py_str_nbytes(s));
    else
        nb_buf_puts(b, "<NULL>");
}

/* Format `fmt` with `ap` into b. Returns -1 (exception set) if a %R/%S
 * conversion failed. */
static int vformat(py_State *S, nb_Buf *b, const char *fmt, va_list ap)
{
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            const char *q = p;
            while (*q && *q != '%')
                q++;
            nb_buf_append(b, p, (size_t)(q - p));
            p = q - 1;
            continue;
        }
        const char *start = p++;
        char spec[32];
        while (*p && strchr("-+ #0", *p))
            p++;
        while (*p >= '0' && *p <= '9')
            p++;
        int prec = -1;
        if (*p == '.') {
            p++;
            prec = 0;
            while (*p >= '0' && *p <= '9')
                prec = prec * 10 + (*p++ - '0');
        }
        int lmod = 0;  /* 1 l, 2 ll, 3 z */
        if (*p == 'z') {
            lmod = 3;
            p++;
        } else if (*p == 'l') {
            lmod = 1;
            p++;
            if (*p == 'l') {
                lmod = 2;
                p++;
            }
        }
        size_t slen = (size_t)(p - start) + 1;
        if (slen >= sizeof spec)
            slen = sizeof spec - 1;
        memcpy(spec, start, slen);
        spec[slen] = 0;
        char c = *p;
        if (!c)
            break;
        switch (c) {
        case '%':
            nb_buf_putc(b, '%');
            break;
        case 's': {
            const char *s = va_arg(ap, const char *);
            if (!s)
                s = "(null)";
            /* with a precision, s need not be NUL-terminated (C11 7.21.6.1):
             * read at most prec bytes */
            size_t n = 0;
            if (prec >= 0)
                while (n < (size_t)prec && s[n])
                    n++;
            else
                n = strlen(s);
            nb_buf_append(b, s, n);
            break;
        }
        case 'c':
            nb_buf_putc(b, (char)va_arg(ap, int));
            break;
        case 'd': case 'i': case 'u': case 'x': case 'X': {
            char out[64];
            if (lmod == 3) {
                if (c == 'd' || c == 'i')
                    snprintf(out, sizeof out, spec, va_arg(ap, py_ssize));
                else
                    snprintf(out, sizeof out, spec, va_arg(ap, size_t));
            } else if (lmod == 2) {
                if (c == 'd' || c == 'i')
                    snprintf(out, sizeof out, spec, va_arg(ap, long long));
                else
                    snprintf(out, sizeof out, spec, va_arg(ap, unsigned long long));
            } else if (lmod == 1) {
                if (c == 'd' || c == 'i')
                    snprintf(out, sizeof out, spec, va_arg(ap, long));
                else
                    snprintf(out, sizeof out, spec, va_arg(ap, unsigned long));
            } else {
                if (c == 'd' || c == 'i')
                    snprintf(out, sizeof out, spec, va_arg(ap, int));
                else
                    snprintf(out, sizeof out, spec, va_arg(ap, unsigned));
            }
            nb_buf_puts(b, out);
            break;
        }
        case 'f': case 'g': case 'e': {
            char out[128];
            snprintf(out, sizeof out, spec, va_arg(ap, double));
            nb_buf_puts(b, out);
            break;
        }
        case 'p':
            nb_buf_printf(b, "0x%llx", (unsigned long long)(uintptr_t)va_arg(ap, void *));
            break;
        case 'U':
            put_strobj(b, va_arg(ap, py_Obj *));
            break;
        case 'T':
            nb_buf_puts(b, va_arg(ap, py_Obj *)->type->name);
            break;
        case 'N': {
            py_Obj *q = py_type_qualified_name(S, va_arg(ap, py_Obj *)->type);
            if (!q)
                return -1;
            put_strobj(b, q);
            py_decref(S, q);
            break;
        }
        case 'R': case 'S': case 'A': {
            py_Obj *o = va_arg(ap, py_Obj *);
            py_Obj *r = c == 'R' ? py_repr(S, o) : c == 'S' ? py_str(S, o) : py_ascii(S, o);
            if (!r)
                return -1;
            put_strobj(b, r);
            py_decref(S, r);
            break;
        }
        default:
            nb_buf_append(b, start, (size_t)(p - start) + 1);
            break;
        }
    }
    return 0;
}

py_Obj *py_str_vfmt(py_State *S, const char *fmt, va_list ap)
{
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    va_list aq;
    va_copy(aq, ap);
    int rc = vformat(S, &b, fmt, aq);
    va_end(aq);
    if (rc < 0) {
        nb_buf_free(&b);
        return NULL;
    }
    if (b.oom) {
        nb_buf_free(&b);
        return py_err_nomemory(S);
    }
    py_Obj *s = py_str_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return s;
}

py_Obj *py_str_fmt(py_State *S, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    py_Obj *s = py_str_vfmt(S, fmt, ap);
    va_end(ap);
    return s;
}
