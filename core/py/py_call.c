/* py_call.c — calling objects (vectorcall convention: positional args,
 * then the keyword values named by kwnames), method calls without a bound
 * method object, f(*args, **kwargs), and argument parsing for natives. */
#include "py_runtime.h"

#include <string.h>

/* Native call nesting allowed. Natively the C stack check (py_stack_low)
 * bounds it; this count only backs up the Python recursion limit. The
 * WebAssembly build
 * runs on the JavaScript engine's stack (about 1 MB in V8, not configurable
 * from a page), where one level of recursion through C costs 1-1.5 KB:
 * measured without this bound, __hash__ recursion overflowed V8's stack
 * before 1000 levels and __iter__ recursion at ~700, so it gets a fixed
 * bound with about a 2x margin. */
#ifdef __EMSCRIPTEN__
#define CALL_DEPTH_MAX(S) 400
#else
#define CALL_DEPTH_MAX(S) (3 * (int64_t)(S)->limits.recursion_limit + 100)
#endif

/* Every call made from C goes through here: the nesting is counted so that
 * recursion through native code (a __hash__ calling hash(self), a class
 * whose __init__ instantiates itself, callables wrapping callables) ends in
 * RecursionError before the native stack runs out. */
py_Obj *py_call(py_State *S, py_Obj *f, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_vcallfunc c = f->type->call;
    if (!c)
        return py_err_format(S, PY_T(TypeError), "'%s' object is not callable", f->type->name);
    if (kwnames && py_tuple_len(kwnames) == 0)
        kwnames = NULL;
    py_RT *rt = PY_RT(S);
    if (rt->call_depth >= CALL_DEPTH_MAX(S) || py_stack_low(S)) {
        py_err_recursion(S, NULL);
        return NULL;
    }
    rt->call_depth++;
    py_Obj *r = c(S, f, args, nargs, kwnames);
    rt->call_depth--;
    return r;
}

py_Obj *py_call0(py_State *S, py_Obj *f) { return py_call(S, f, NULL, 0, NULL); }
py_Obj *py_call1(py_State *S, py_Obj *f, py_Obj *a) { return py_call(S, f, &a, 1, NULL); }
py_Obj *py_call2(py_State *S, py_Obj *f, py_Obj *a, py_Obj *b)
{
    py_Obj *args[2] = {a, b};
    return py_call(S, f, args, 2, NULL);
}

bool py_callable(py_Obj *o) { return o->type->call != NULL; }

#define SMALL_ARGS 16

py_Obj *py_call_prepend(py_State *S, py_Obj *f, py_Obj *self, py_Obj *const *args, py_ssize nargs,
                        py_Obj *kwnames)
{
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    py_ssize total = nargs + nkw + 1;
    py_Obj *small[SMALL_ARGS];
    py_Obj **buf = small;
    if (total > SMALL_ARGS) {
        buf = py_malloc(S, (size_t)total * sizeof *buf);
        if (!buf)
            return NULL;
    }
    buf[0] = self;
    if (total > 1)
        memcpy(buf + 1, args, (size_t)(total - 1) * sizeof *buf);
    py_Obj *r = py_call(S, f, buf, nargs + 1, kwnames);
    if (buf != small)
        py_free(S, buf, (size_t)total * sizeof *buf);
    return r;
}

/* self.name(*args): calls functions found on the type directly with self
 * prepended (no bound method), after checking the instance dict. */
py_Obj *py_call_method(py_State *S, py_Obj *self, py_Obj *name, py_Obj *const *args, py_ssize nargs,
                       py_Obj *kwnames)
{
    py_Type *t = self->type;
    if (t->getattro == py_generic_getattr) {
        py_Obj *f = py_type_lookup_cached(S, t, name);
        if (f && (f->type == PY_T(function) || f->type == PY_T(method_descriptor))) {
            py_Obj **dp = t->dictoffset ? py_obj_dictptr(self) : NULL;
            if (!dp || !*dp || !py_dict_getB(S, *dp, name)) {
                if (S->exc)
                    return NULL;
                if (f->type == PY_T(function))
                    return py_call_prepend(S, f, self, args, nargs, kwnames);
                py_MethodDescr *d = (py_MethodDescr *)f;
                if (d->def->flags == PY_METH_INSTANCE && py_isinstance_type(self, d->owner))
                    return d->def->fn(S, self, args, nargs, kwnames && py_tuple_len(kwnames) ? kwnames : NULL);
            }
        }
    }
    py_Obj *m = py_getattr(S, self, name);
    if (!m)
        return NULL;
    py_Obj *r = py_call(S, m, args, nargs, kwnames);
    py_decref(S, m);
    return r;
}

py_Obj *py_call_tuple_dict(py_State *S, py_Obj *f, py_Obj *args, py_Obj *kwargs)
{
    py_ssize na = args ? py_tuple_len(args) : 0;
    py_ssize nk = kwargs ? py_dict_len(kwargs) : 0;
    if (nk == 0)
        return py_call(S, f, na ? ((py_Tuple *)args)->items : NULL, na, NULL);
    py_Obj *kwnames = py_tuple_new(S, nk);
    if (!kwnames)
        return NULL;
    py_Obj **buf = py_malloc(S, (size_t)(na + nk) * sizeof *buf);
    if (!buf) {
        py_decref(S, kwnames);
        return NULL;
    }
    for (py_ssize i = 0; i < na; i++)
        buf[i] = py_tuple_getB(args, i);
    py_ssize pos = 0, i = 0;
    py_Obj *k, *v;
    py_Obj *r = NULL;
    while (py_dict_next(kwargs, &pos, &k, &v) && i < nk) {
        if (!(k->type->flags & PY_TPFLAG_STR_SUB)) {
            py_err_setstr(S, PY_T(TypeError), "keywords must be strings");
            goto done;
        }
        ((py_Tuple *)kwnames)->items[i] = py_newref(k);
        buf[na + i] = v;
        i++;
    }
    for (; i < nk; i++)
        ((py_Tuple *)kwnames)->items[i] = py_newref(S->None);
    r = py_call(S, f, buf, na, kwnames);
done:
    py_free(S, buf, (size_t)(na + nk) * sizeof *buf);
    py_decref(S, kwnames);
    return r;
}

/* ------------------------------------------------------ argument parsing */

#define MAXPARAMS 32

typedef struct Param { const char *name; size_t len; } Param;

int py_parse_args(py_State *S, const char *fname, py_Obj *const *args, py_ssize nargs,
                  py_Obj *kwnames, const char *spec, py_Obj **out)
{
    Param ps[MAXPARAMS];
    int np = 0, minpos = -1, kwonly = -1;
    const char *p = spec;
    while (*p && np < MAXPARAMS) {
        if (*p == '|') {
            minpos = np;
            p++;
            continue;
        }
        if (*p == ',') {
            p++;
            continue;
        }
        if (*p == '*') {
            kwonly = np;
            p++;
            continue;
        }
        const char *q = p;
        while (*q && *q != ',' && *q != '|')
            q++;
        ps[np].name = p;
        ps[np].len = (size_t)(q - p);
        np++;
        p = q;
    }
    int maxpos = kwonly >= 0 ? kwonly : np;
    if (minpos < 0)
        minpos = kwonly >= 0 ? kwonly : np;
    int nreq = minpos;   /* required params (positional or keyword) */
    for (int i = 0; i < np; i++)
        out[i] = NULL;
    if (nargs > maxpos) {
        if (maxpos == 0)
            py_err_format(S, PY_T(TypeError), "%s() takes no positional arguments", fname);
        else
            py_err_format(S, PY_T(TypeError), "%s() takes %s %d %sargument%s (%zd given)", fname,
                          minpos < maxpos ? "at most" : "exactly", maxpos,
                          kwonly >= 0 ? "positional " : "", maxpos == 1 ? "" : "s", nargs);
        return -1;
    }
    for (py_ssize i = 0; i < nargs; i++)
        out[i] = args[i];
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize k = 0; k < nkw; k++) {
        py_Obj *kn = py_tuple_getB(kwnames, k);
        const char *ks = py_str_utf8(kn);
        size_t kl = (size_t)py_str_nbytes(kn);
        int idx = -1;
        for (int i = 0; i < np; i++)
            if (ps[i].len == kl && memcmp(ps[i].name, ks, kl) == 0) {
                idx = i;
                break;
            }
        if (idx < 0) {
            /* numpy-style spellings that PyTorch's argument parser takes for any op: axis for dim,
             * keepdims for keepdim; only for a parameter of exactly that name, so a function
             * without a `dim` parameter still refuses `axis` */
            const char *alias = kl == 4 && memcmp(ks, "axis", 4) == 0 ? "dim"
                              : kl == 8 && memcmp(ks, "keepdims", 8) == 0 ? "keepdim" : NULL;
            for (int i = 0; alias && i < np; i++)
                if (ps[i].len == strlen(alias) && memcmp(ps[i].name, alias, ps[i].len) == 0) {
                    idx = i;
                    break;
                }
        }
        if (idx < 0) {
            py_Obj *cands = py_list_new(S, 0);
            if (!cands) return -1;
            for (int i = 0; i < np; i++) {
                py_Obj *s = py_str_new(S, ps[i].name, (py_ssize)ps[i].len);
                if (!s || py_list_append_steal(S, cands, s) < 0) { py_decref(S, cands); return -1; }
            }
            py_err_unexpected_kw(S, fname, kn, cands);
            py_decref(S, cands);
            return -1;
        }
        if (out[idx]) {
            py_err_format(S, PY_T(TypeError), "argument for %s() given by name ('%s') and position (%d)",
                          fname, ks, idx + 1);
            return -1;
        }
        out[idx] = args[nargs + k];
    }
    for (int i = 0; i < nreq; i++)
        if (!out[i]) {
            char nm[64];
            size_t l = ps[i].len < sizeof nm - 1 ? ps[i].len : sizeof nm - 1;
            memcpy(nm, ps[i].name, l);
            nm[l] = 0;
            py_err_format(S, PY_T(TypeError), "%s() missing required argument '%s' (pos %d)", fname, nm, i + 1);
            return -1;
        }
    return 0;
}

int py_check_nargs(py_State *S, const char *fname, py_ssize nargs, py_Obj *kwnames, py_ssize min, py_ssize max)
{
    if (kwnames && py_tuple_len(kwnames)) {
        py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", fname);
        return -1;
    }
    if (nargs >= min && nargs <= max)
        return 0;
    if (max == 0)
        py_err_format(S, PY_T(TypeError), "%s() takes no arguments (%zd given)", fname, nargs);
    else if (min == 1 && max == 1)
        py_err_format(S, PY_T(TypeError), "%s() takes exactly one argument (%zd given)", fname, nargs);
    else if (nargs < min)
        py_err_format(S, PY_T(TypeError), "%s expected %s%zd argument%s, got %zd", fname,
                      min == max ? "" : "at least ", min, min == 1 ? "" : "s", nargs);
    else
        py_err_format(S, PY_T(TypeError), "%s expected %s%zd argument%s, got %zd", fname,
                      min == max ? "" : "at most ", max, max == 1 ? "" : "s", nargs);
    return -1;
}
