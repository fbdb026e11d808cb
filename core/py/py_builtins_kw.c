/* py_builtins_kw.c — the builtin functions with keyword arguments or real
 * algorithms: print, sorted, min/max, sum, any/all, round, dir, and the
 * GenericAlias object behind `list[int]`. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "py.h"
#include "py_num.h"
#include "py_builtins.h"
#include "py_runtime.h"

#define BI(name) static py_Obj *bi_##name(py_State *S, py_Obj *self, py_Obj *const *args, \
                                          py_ssize nargs, py_Obj *kwnames)

/* ------------------------------------------------------------------ print */

/* Write text to `file`: the fast path for the sys streams, else file.write(). */
static int file_write(py_State *S, py_Obj *file, const char *s, size_t n)
{
    if (!file) return py_write(S, 1, s, n);
    if (file->type == PY_T(TextStream)) return py_write(S, ((py_TextStream *)file)->stream, s, n);
    py_Obj *str = py_str_new_len(S, s, (py_ssize)n, -1);   /* the text of str objects (may hold '\ud800') */
    if (!str) return -1;
    py_Obj *r = py_call_method(S, file, S->id.write, &str, 1, NULL);
    py_decref(S, str);
    if (!r) return -1;
    py_decref(S, r);
    return 0;
}

/* print(*objects, sep=' ', end='\n', file=None, flush=False) */
BI(print)
{
    py_Obj *sep = NULL, *end = NULL, *file = NULL;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nkw; i++) {
        py_Obj *k = py_tuple_getB(kwnames, i), *v = args[nargs + i];
        if (py_str_eq_c(k, "sep")) sep = v;
        else if (py_str_eq_c(k, "end")) end = v;
        else if (py_str_eq_c(k, "file")) file = v;
        else if (py_str_eq_c(k, "flush")) continue;
        else return py_err_unexpected_kw_c(S, "print", k, (const char *const[]){ "sep", "end", "file", "flush" }, 4);
    }
    if (sep == S->None) sep = NULL;
    if (end == S->None) end = NULL;
    if (sep && !py_isinstance_type(sep, PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "sep must be None or a string, not %s", py_obj_typename(sep));
    if (end && !py_isinstance_type(end, PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "end must be None or a string, not %s", py_obj_typename(end));
    if (!file || file == S->None) file = py_sys_stdoutB(S);
    const char *sep_s = sep ? py_str_utf8(sep) : " ";
    size_t sep_n = sep ? (size_t)py_str_nbytes(sep) : 1;
    const char *end_s = end ? py_str_utf8(end) : "\n";
    size_t end_n = end ? (size_t)py_str_nbytes(end) : 1;

    if (!file || file->type == PY_T(TextStream)) {
        /* Buffer the whole line: one write to the sink. */
        nb_Buf b;
        nb_buf_init(&b, &S->heap);
        for (py_ssize i = 0; i < nargs; i++) {
            if (i) nb_buf_append(&b, sep_s, sep_n);
            py_Obj *s = args[i]->type == PY_T(str) ? py_newref(args[i]) : py_str(S, args[i]);
            if (!s) { nb_buf_free(&b); return NULL; }
            py_ssize sp = py_str_surrogate_at(s);
            if (sp >= 0) {   /* CPython wrote the pieces before this one, then fails to encode it */
                int w = b.oom ? 0 : py_write(S, file ? ((py_TextStream *)file)->stream : 1, b.data ? b.data : "", b.len);
                nb_buf_free(&b);
                if (w >= 0) py_str_surrogate_error(S, s, sp);
                py_decref(S, s);
                return NULL;
            }
            nb_buf_append(&b, py_str_utf8(s), (size_t)py_str_nbytes(s));
            py_decref(S, s);
        }
        nb_buf_append(&b, end_s, end_n);
        if (b.oom) { nb_buf_free(&b); return py_err_nomemory(S); }
        int r = py_write(S, file ? ((py_TextStream *)file)->stream : 1, b.data ? b.data : "", b.len);
        nb_buf_free(&b);
        if (r < 0) return NULL;
        PY_RETURN_NONE(S);
    }
    /* Any object with write(): one call per piece, as CPython does. */
    for (py_ssize i = 0; i < nargs; i++) {
        if (i && file_write(S, file, sep_s, sep_n) < 0) return NULL;
        py_Obj *s = py_str(S, args[i]);
        if (!s) return NULL;
        int r = file_write(S, file, py_str_utf8(s), (size_t)py_str_nbytes(s));
        py_decref(S, s);
        if (r < 0) return NULL;
    }
    if (file_write(S, file, end_s, end_n) < 0) return NULL;
    PY_RETURN_NONE(S);
}

/* ----------------------------------------------------------------- sorted */

py_Obj *py_builtin_sorted(py_State *S, py_Obj *iterable, py_Obj *key, bool reverse)
{
    py_Obj *l = py_seq_list(S, iterable);
    if (!l) return NULL;
    if (key == S->None) key = NULL;
    if (py_list_sort(S, l, key, reverse) < 0) { py_decref(S, l); return NULL; }
    return l;
}

BI(sorted)
{
    if (nargs != 1)
        return py_err_format(S, PY_T(TypeError), "sorted expected 1 argument, got %zd", nargs);
    py_Obj *key = NULL;
    int rev = 0;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nkw; i++) {
        py_Obj *k = py_tuple_getB(kwnames, i), *v = args[nargs + i];
        if (py_str_eq_c(k, "key")) key = v;
        else if (py_str_eq_c(k, "reverse")) {
            rev = py_truthy(S, v);
            if (rev < 0) return NULL;
        } else
            return py_err_unexpected_kw_c(S, "sort", k, (const char *const[]){ "key", "reverse" }, 2);
    }
    return py_builtin_sorted(S, args[0], key, rev != 0);
}

/* ---------------------------------------------------------------- min/max */

static py_Obj *minmax(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                      int op, const char *name)
{
    py_Obj *key = NULL, *dflt = NULL;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nkw; i++) {
        py_Obj *k = py_tuple_getB(kwnames, i), *v = args[nargs + i];
        if (py_str_eq_c(k, "key")) key = v;
        else if (py_str_eq_c(k, "default")) dflt = v;
        else return py_err_unexpected_kw_c(S, name, k, (const char *const[]){ "key", "default" }, 2);
    }
    if (key == S->None) key = NULL;
    if (nargs == 0)
        return py_err_format(S, PY_T(TypeError), "%s expected at least 1 argument, got 0", name);
    if (nargs > 1 && dflt)
        return py_err_format(S, PY_T(TypeError),
                             "Cannot specify a default for %s() with multiple positional arguments", name);
    py_Obj *it;
    if (nargs == 1) it = py_iter(S, args[0]);
    else {
        py_Obj *t = py_tuple_from_array(S, args, nargs);
        if (!t) return NULL;
        it = py_iter(S, t);
        py_decref(S, t);
    }
    if (!it) return NULL;
    py_Obj *best = NULL, *bestkey = NULL, *item;
    while ((item = py_next(S, it))) {
        py_Obj *kv = item;
        if (key) {
            kv = py_call1(S, key, item);
            if (!kv) { py_decref(S, item); goto fail; }
        } else
            py_incref(kv);
        if (!best) {
            best = item;
            bestkey = kv;
            continue;
        }
        int c = py_richcompare_bool(S, kv, bestkey, op);
        if (c < 0) { py_decref(S, item); py_decref(S, kv); goto fail; }
        if (c) {
            py_setref(S, &best, item);
            py_setref(S, &bestkey, kv);
        } else {
            py_decref(S, item);
            py_decref(S, kv);
        }
    }
    if (py_err_occurred(S)) goto fail;
    py_decref(S, it);
    py_xdecref(S, bestkey);
    if (!best) {
        if (dflt) return py_newref(dflt);
        return py_err_format(S, PY_T(ValueError), "%s() iterable argument is empty", name);
    }
    return best;
fail:
    py_decref(S, it);
    py_xdecref(S, best);
    py_xdecref(S, bestkey);
    return NULL;
}

BI(min) { return minmax(S, args, nargs, kwnames, PY_LT, "min"); }
BI(max) { return minmax(S, args, nargs, kwnames, PY_GT, "max"); }

/* -------------------------------------------------------------------- sum */

/* Sum of floats with Neumaier compensation (CPython 3.12+): consumes the
 * iterator until a non-number appears; returns the float, and the pending
 * item (or NULL at the end) in *pending. */
static py_Obj *sum_floats(py_State *S, py_Obj *it, double f, py_Obj **pending)
{
    double c = 0.0;
    py_Obj *item;
    *pending = NULL;
    while ((item = py_next(S, it))) {
        if (item->type == PY_T(float)) {
            double x = py_float_val(item), t = f + x;
            if (fabs(f) >= fabs(x)) c += (f - t) + x;
            else c += (x - t) + f;
            f = t;
            py_decref(S, item);
            continue;
        }
        if (py_isinstance_type(item, PY_T(int)) && py_int_is_small(item)) {
            f += (double)py_int_small(item);
            py_decref(S, item);
            continue;
        }
        *pending = item;
        break;
    }
    if (!item && py_err_occurred(S)) return NULL;
    if (c != 0.0 && isfinite(c)) f += c;
    return py_float_new(S, f);
}

/* sum(iterable, /, start=0) */
BI(sum)
{
    py_Obj *a[2] = {0};
    if (nargs == 0 && !(kwnames && py_tuple_len(kwnames)))
        return py_err_setstr(S, PY_T(TypeError), "sum() takes at least 1 positional argument (0 given)");
    if (nargs > 2)
        return py_err_format(S, PY_T(TypeError), "sum() takes at most 2 arguments (%zd given)", nargs);
    if (py_parse_args(S, "sum", args, nargs, kwnames, "iterable,|start", a) < 0) return NULL;
    py_Obj *result = a[1] ? a[1] : S->small_ints[5];
    if (py_isinstance_type(result, PY_T(str)))
        return py_err_setstr(S, PY_T(TypeError), "sum() can't sum strings [use ''.join(seq) instead]");
    if (py_isinstance_type(result, PY_T(bytes)))
        return py_err_setstr(S, PY_T(TypeError), "sum() can't sum bytes [use b''.join(seq) instead]");
    py_Obj *it = py_iter(S, a[0]);
    if (!it) return NULL;
    py_incref(result);
    py_Obj *item = NULL;

    if (result->type == PY_T(int) && py_int_is_small(result)) {
        /* Exact int fast path with overflow check. */
        int64_t acc = py_int_small(result);
        for (;;) {
            item = py_next(S, it);
            if (!item) break;
            if ((item->type == PY_T(int) || item->type == PY_T(bool)) && py_int_is_small(item)) {
                int64_t v = py_int_small(item), r;
                if (!__builtin_add_overflow(acc, v, &r)) {
                    acc = r;
                    py_decref(S, item);
                    continue;
                }
            }
            break;
        }
        if (!item && py_err_occurred(S)) goto fail;
        py_setref(S, &result, py_int_from_i64(S, acc));
        if (!result) goto fail;
        if (!item) { py_decref(S, it); return result; }
        py_Obj *t = py_binop(S, result, item, PY_OP_ADD);
        py_decref(S, item);
        item = NULL;
        py_setref(S, &result, t);
        if (!result) goto fail;
    }
    for (;;) {
        if (result->type == PY_T(float)) {
            py_Obj *pending;
            py_Obj *f = sum_floats(S, it, py_float_val(result), &pending);
            py_setref(S, &result, f);
            if (!result) goto fail;
            if (!pending) { py_decref(S, it); return result; }
            item = pending;
        } else {
            item = py_next(S, it);
            if (!item) {
                if (py_err_occurred(S)) goto fail;
                py_decref(S, it);
                return result;
            }
        }
        py_Obj *t = py_binop(S, result, item, PY_OP_ADD);
        py_decref(S, item);
        item = NULL;
        py_setref(S, &result, t);
        if (!result) goto fail;
    }
fail:
    py_decref(S, it);
    py_xdecref(S, result);
    return NULL;
}

/* -------------------------------------------------------------- any / all */

static py_Obj *anyall(py_State *S, const char *name, py_Obj *const *args, py_ssize nargs,
                      py_Obj *kwnames, int want)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", name);
    if (nargs != 1)
        return py_err_format(S, PY_T(TypeError), "%s() takes exactly one argument (%zd given)", name, nargs);
    py_Obj *it = py_iter(S, args[0]);
    if (!it) return NULL;
    py_Obj *item;
    while ((item = py_next(S, it))) {
        int t = py_truthy(S, item);
        py_decref(S, item);
        if (t < 0) { py_decref(S, it); return NULL; }
        if (t == want) { py_decref(S, it); return PY_BOOL(S, want); }
    }
    py_decref(S, it);
    if (py_err_occurred(S)) return NULL;
    return PY_BOOL(S, !want);
}

BI(any) { return anyall(S, "any", args, nargs, kwnames, 1); }
BI(all) { return anyall(S, "all", args, nargs, kwnames, 0); }

/* ------------------------------------------------------------------ round */

/* round() for floats when float has no __round__: round-half-even, and with
 * ndigits through correctly rounded decimal conversion (as CPython). */
static py_Obj *float_round(py_State *S, double x, py_Obj *nd)
{
    if (!nd || nd == S->None) {
        double r = nearbyint(x);
        if (!isfinite(r)) {
            if (isnan(r)) return py_err_setstr(S, PY_T(ValueError), "cannot convert float NaN to integer");
            return py_err_setstr(S, PY_T(OverflowError), "cannot convert float infinity to integer");
        }
        return py_int_from_double(S, r);
    }
    py_ssize n;
    if (py_as_ssize(S, nd, &n) < 0) return NULL;
    if (!isfinite(x) || x == 0.0) return py_float_new(S, x);
    if (n > 323) return py_float_new(S, x);
    if (n < -308) return py_float_new(S, 0.0 * x);
    char buf[400];
    double r;
    if (n >= 0) {
        snprintf(buf, sizeof buf, "%.*f", (int)n, x);
        r = strtod(buf, NULL);
    } else {
        double p = pow(10.0, (double)-n);
        double y = x / p;   /* rounding of the scaled value, half-even on exact value */
        snprintf(buf, sizeof buf, "%.0f", y);
        r = strtod(buf, NULL) * p;
        if (isinf(r)) return py_err_setstr(S, PY_T(OverflowError), "rounded value too large to represent");
    }
    if (r == 0.0) r = copysign(0.0, x);
    return py_float_new(S, r);
}

BI(round)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "round", args, nargs, kwnames, "number,|ndigits", a) < 0) return NULL;
    py_Obj *x = a[0], *nd = a[1];
    py_Obj *m = py_type_lookupB(x->type, S->id.__round__);
    if (!m) {
        if (py_isinstance_type(x, PY_T(float))) return float_round(S, py_float_val(x), nd);
        if (py_isinstance_type(x, PY_T(int)) && (!nd || nd == S->None)) return py_newref(x);
        return py_err_format(S, PY_T(TypeError), "type %s doesn't define __round__ method", py_obj_typename(x));
    }
    if (!nd || nd == S->None) return py_call_method(S, x, S->id.__round__, NULL, 0, NULL);
    return py_call_method(S, x, S->id.__round__, &nd, 1, NULL);
}

/* -------------------------------------------------------------------- dir */

/* Add the keys of dict d to set s. */
static int add_keys(py_State *S, py_Obj *s, py_Obj *d)
{
    if (!d || !py_isinstance_type(d, PY_T(dict))) return 0;
    py_ssize pos = 0;
    py_Obj *k, *v;
    while (py_dict_next(d, &pos, &k, &v))
        if (py_set_add(S, s, k) < 0) return -1;
    return 0;
}

/* Names of o when its type has no __dir__: instance dict + class MRO dicts
 * (for a type: its own MRO). */
static py_Obj *default_dir(py_State *S, py_Obj *o)
{
    py_Obj *s = py_set_new(S, NULL);
    if (!s) return NULL;
    if (py_isinstance_type(o, PY_T(module))) {
        /* a module-level __dir__ (PEP 562) gives the names, as CPython's module.__dir__ */
        py_Obj *d = ((py_Module *)o)->dict;
        py_Obj *f = d ? py_dict_getB_str(S, d, "__dir__") : NULL;
        if (f) {
            py_decref(S, s);
            return py_call0(S, f);
        }
        if (add_keys(S, s, d) < 0) goto fail;
    } else {
        py_Obj **dp = py_obj_dictptr(o);
        if (dp && add_keys(S, s, *dp) < 0) goto fail;
        py_Type *t = py_isinstance_type(o, PY_T(type)) ? (py_Type *)o : o->type;
        if (t->mro) {
            for (py_ssize i = 0; i < py_tuple_len(t->mro); i++)
                if (add_keys(S, s, ((py_Type *)py_tuple_getB(t->mro, i))->dict) < 0) goto fail;
        }
        if (t != o->type && o->type->mro) {
            /* attributes of the metaclass are not listed for classes (CPython) */
        }
    }
    return s;
fail:
    py_decref(S, s);
    return NULL;
}

BI(dir)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_setstr(S, PY_T(TypeError), "dir() takes no keyword arguments");
    if (nargs > 1)
        return py_err_format(S, PY_T(TypeError), "dir expected at most 1 argument, got %zd", nargs);
    py_Obj *names;
    if (nargs == 0) {
        py_Obj *loc = py_builtin_locals(S);
        if (!loc) return NULL;
        names = py_dict_keys_list(S, loc);
        py_decref(S, loc);
    } else {
        py_Obj *o = args[0];
        py_Obj *m = py_type_lookupB(o->type, S->id.__dir__);
        if (m && !py_isinstance_type(o, PY_T(type)) && !py_isinstance_type(o, PY_T(module)))
            names = py_call_method(S, o, S->id.__dir__, NULL, 0, NULL);
        else
            names = default_dir(S, o);
    }
    if (!names) return NULL;
    py_Obj *r = py_builtin_sorted(S, names, NULL, false);
    py_decref(S, names);
    return r;
}

/* ------------------------------------------------------- GenericAlias */

typedef struct GenericAlias { PY_HEAD; py_Obj *origin, *args; } GenericAlias;

py_Obj *py_generic_alias_new(py_State *S, py_Obj *origin, py_Obj *args)
{
    GenericAlias *g = (GenericAlias *)py_obj_alloc(S, PY_T(GenericAlias), sizeof(GenericAlias));
    if (!g) return NULL;
    g->origin = py_newref(origin);
    if (py_isinstance_type(args, PY_T(tuple))) g->args = py_newref(args);
    else {
        g->args = py_tuple_pack(S, 1, args);
        if (!g->args) { py_decref(S, (py_Obj *)g); return NULL; }
    }
    return (py_Obj *)g;
}

py_Obj *py_generic_alias_classgetitem(py_State *S, py_Obj *cls, py_Obj *const *args,
                                      py_ssize nargs, py_Obj *kwnames)
{
    if (nargs != 1 || (kwnames && py_tuple_len(kwnames)))
        return py_err_setstr(S, PY_T(TypeError), "__class_getitem__ expects one argument");
    return py_generic_alias_new(S, cls, args[0]);
}

static void ga_dealloc(py_State *S, py_Obj *o)
{
    GenericAlias *g = (GenericAlias *)o;
    py_xdecref(S, g->origin);
    py_xdecref(S, g->args);
    py_obj_free(S, o);
}

static int ga_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    GenericAlias *g = (GenericAlias *)o;
    if (g->origin && visit(g->origin, arg)) return 1;
    if (g->args && visit(g->args, arg)) return 1;
    return 0;
}

static void ga_clear(py_State *S, py_Obj *o)
{
    GenericAlias *g = (GenericAlias *)o;
    py_Obj *a = g->origin, *b = g->args;
    g->origin = g->args = NULL;
    py_xdecref(S, a);
    py_xdecref(S, b);
}

/* repr of one type argument (CPython ga_repr_item): `int`, `...`,
 * `__main__.A`, nested aliases by their repr, a list (Callable's
 * parameters) as `[int, str]`. */
static py_Obj *ga_arg_repr(py_State *S, py_Obj *a)
{
    if (a == S->Ellipsis) return py_str_from(S, "...");
    if (PY_TYPE(a) == PY_T(list)) {
        py_Obj *r = py_str_from(S, "[");
        for (py_ssize i = 0; r && i < py_list_len(a); i++) {
            py_Obj *x = py_list_getB(a, i);   /* (a nested list by its plain repr) */
            py_Obj *item = PY_TYPE(x) == PY_T(list) ? py_repr(S, x) : ga_arg_repr(S, x);
            py_Obj *nr = item ? py_str_fmt(S, i ? "%S, %S" : "%S%S", r, item) : NULL;
            py_xdecref(S, item);
            py_setref(S, &r, nr);
        }
        if (r) py_setref(S, &r, py_str_fmt(S, "%S]", r));
        return r;
    }
    if (a->type == PY_T(GenericAlias) || !py_isinstance_type(a, PY_T(type)))
        return py_repr(S, a);
    py_Obj *q = py_getattr_opt(S, a, S->id.__qualname__);
    if (!q) return S->exc ? NULL : py_repr(S, a);
    py_Obj *m = py_getattr_opt(S, a, S->id.__module__);
    if (!m) { if (S->exc) { py_decref(S, q); return NULL; } py_decref(S, q); return py_repr(S, a); }
    py_Obj *r;
    if (PY_TYPE(m) == PY_T(str) && py_str_eq_c(m, "builtins")) r = py_newref(q);
    else r = py_str_fmt(S, "%S.%S", m, q);
    py_decref(S, q);
    py_decref(S, m);
    return r;
}

static py_Obj *ga_repr(py_State *S, py_Obj *o)
{
    GenericAlias *g = (GenericAlias *)o;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    py_Obj *s = ga_arg_repr(S, g->origin);
    if (!s) return NULL;
    nb_buf_append(&b, py_str_utf8(s), (size_t)py_str_nbytes(s));
    py_decref(S, s);
    nb_buf_putc(&b, '[');
    py_ssize n = py_tuple_len(g->args);
    if (n == 0) nb_buf_puts(&b, "()");
    for (py_ssize i = 0; i < n; i++) {
        if (i) nb_buf_puts(&b, ", ");
        s = ga_arg_repr(S, py_tuple_getB(g->args, i));
        if (!s) { nb_buf_free(&b); return NULL; }
        nb_buf_append(&b, py_str_utf8(s), (size_t)py_str_nbytes(s));
        py_decref(S, s);
    }
    nb_buf_putc(&b, ']');
    if (b.oom) { nb_buf_free(&b); return py_err_nomemory(S); }
    py_Obj *r = py_str_new(S, b.data, (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

/* types.GenericAlias(origin, args) */
static py_Obj *ga_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (kw && py_tuple_len(kw))
        return py_err_setstr(S, PY_T(TypeError), "GenericAlias() takes no keyword arguments");
    if (nargs != 2)
        return py_err_format(S, PY_T(TypeError), "GenericAlias expected 2 arguments, got %d", (int)nargs);
    return py_generic_alias_new(S, args[0], args[1]);
}

/* Calling list[int](...) calls list(...). */
static py_Obj *ga_call(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_call(S, ((GenericAlias *)self)->origin, args, nargs, kwnames);
}

static py_Obj *ga_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    return py_generic_alias_new(S, ((GenericAlias *)o)->origin, key);
}

static py_Obj *ga_get_origin(py_State *S, py_Obj *o) { return py_newref(((GenericAlias *)o)->origin); }
static py_Obj *ga_get_args(py_State *S, py_Obj *o) { return py_newref(((GenericAlias *)o)->args); }

static py_Obj *ga_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if ((op != PY_EQ && op != PY_NE) || b->type != PY_T(GenericAlias))
        return py_newref(S->NotImplemented);
    GenericAlias *x = (GenericAlias *)a, *y = (GenericAlias *)b;
    int eq = x->origin == y->origin;
    if (eq) {
        eq = py_richcompare_bool(S, x->args, y->args, PY_EQ);
        if (eq < 0) return NULL;
    }
    return PY_BOOL(S, op == PY_EQ ? eq : !eq);
}

static py_hash ga_hash(py_State *S, py_Obj *o)
{
    GenericAlias *g = (GenericAlias *)o;
    py_hash h = py_hash_obj(S, g->args);
    if (h == -1) return -1;
    h ^= (py_hash)(uintptr_t)g->origin;
    return h == -1 ? -2 : h;
}

static const py_GetSetDef ga_getset[] = {
    {"__origin__", ga_get_origin, NULL},
    {"__args__", ga_get_args, NULL},
    {NULL, NULL, NULL}
};

py_Type py_type_GenericAlias = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "GenericAlias",
    .module = "types",
    .basicsize = sizeof(GenericAlias),
    .flags = PY_TPFLAG_GC,
    .getset = ga_getset,
    .dealloc = ga_dealloc,
    .traverse = ga_traverse,
    .clear = ga_clear,
    .repr = ga_repr,
    .richcmp = ga_richcmp,
    .hash = ga_hash,
    .tp_new = ga_new,
    .call = ga_call,
    .getitem = ga_getitem,
    .nb = {[PY_OP_OR] = py_union_or},
};

/* ---------------------------------------------------------------- table */

static const py_MethodDef funcs2[] = {
    {"print", bi_print, PY_METH_STATIC},
    {"sorted", bi_sorted, PY_METH_STATIC},
    {"min", bi_min, PY_METH_STATIC},
    {"max", bi_max, PY_METH_STATIC},
    {"sum", bi_sum, PY_METH_STATIC},
    {"any", bi_any, PY_METH_STATIC},
    {"all", bi_all, PY_METH_STATIC},
    {"round", bi_round, PY_METH_STATIC},
    {"dir", bi_dir, PY_METH_STATIC},
    {NULL, NULL, 0}
};

int py_builtins_add_functions2(py_State *S, py_Obj *d)
{
    for (const py_MethodDef *m = funcs2; m->name; m++) {
        py_Obj *f = py_cfunc_new(S, m->name, m->fn, NULL);
        if (!f) return -1;
        int r = py_dict_set_str(S, d, m->name, f);
        py_decref(S, f);
        if (r < 0) return -1;
    }
    return py_type_ready(S, PY_T(GenericAlias));
}
