/* py_builtins.c — the builtins module: start-up (py_init_builtins), the
 * names bound to types / exceptions / constants, and the simple builtin
 * functions. print, min/max, sum, sorted, round, dir... live in
 * py_builtins_kw.c. */
#include <string.h>
#include <stdint.h>

#include "py.h"
#include "py_num.h"
#include "py_complex.h"
#include "py_init.h"
#include "py_builtins.h"
#include "py_vm.h"

/* ------------------------------------------------------------ arg checks */

/* CPython METH_O wording: "len() takes exactly one argument (2 given)". */
static int check_one(py_State *S, const char *name, py_ssize nargs, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames) > 0) {
        py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", name);
        return -1;
    }
    if (nargs != 1) {
        py_err_format(S, PY_T(TypeError), "%s() takes exactly one argument (%zd given)", name, nargs);
        return -1;
    }
    return 0;
}

/* CPython _PyArg_CheckPositional wording: "sorted expected 1 argument, got 2". */
static int check_pos(py_State *S, const char *name, py_ssize nargs, py_Obj *kwnames,
                     py_ssize min, py_ssize max)
{
    if (kwnames && py_tuple_len(kwnames) > 0) {
        py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", name);
        return -1;
    }
    if (nargs < min) {
        if (min == max)
            py_err_format(S, PY_T(TypeError), "%s expected %zd argument%s, got %zd", name, min, min == 1 ? "" : "s", nargs);
        else
            py_err_format(S, PY_T(TypeError), "%s expected at least %zd argument%s, got %zd", name, min, min == 1 ? "" : "s", nargs);
        return -1;
    }
    if (nargs > max) {
        if (min == max)
            py_err_format(S, PY_T(TypeError), "%s expected %zd argument%s, got %zd", name, max, max == 1 ? "" : "s", nargs);
        else
            py_err_format(S, PY_T(TypeError), "%s expected at most %zd argument%s, got %zd", name, max, max == 1 ? "" : "s", nargs);
        return -1;
    }
    return 0;
}

#define BI(name) static py_Obj *bi_##name(py_State *S, py_Obj *self, py_Obj *const *args, \
                                          py_ssize nargs, py_Obj *kwnames)

/* --------------------------------------------------------------- simple */

BI(len)
{
    if (check_one(S, "len", nargs, kwnames) < 0) return NULL;
    py_ssize n = py_len(S, args[0]);
    if (n < 0) return NULL;
    return py_int_from_i64(S, n);
}

BI(repr)
{
    if (check_one(S, "repr", nargs, kwnames) < 0) return NULL;
    return py_repr(S, args[0]);
}

BI(ascii)
{
    if (check_one(S, "ascii", nargs, kwnames) < 0) return NULL;
    return py_ascii(S, args[0]);
}

BI(abs)
{
    if (check_one(S, "abs", nargs, kwnames) < 0) return NULL;
    return py_abs(S, args[0]);
}

BI(callable)
{
    if (check_one(S, "callable", nargs, kwnames) < 0) return NULL;
    return PY_BOOL(S, py_callable(args[0]));
}

BI(id)
{
    if (check_one(S, "id", nargs, kwnames) < 0) return NULL;
    return py_int_from_u64(S, (uint64_t)(uintptr_t)args[0]);
}

BI(hash)
{
    if (check_one(S, "hash", nargs, kwnames) < 0) return NULL;
    py_hash h = py_hash_obj(S, args[0]);
    if (h == -1 && py_err_occurred(S)) return NULL;
    return py_int_from_i64(S, h);
}

BI(isinstance)
{
    if (check_pos(S, "isinstance", nargs, kwnames, 2, 2) < 0) return NULL;
    int r = py_isinstance(S, args[0], args[1]);
    if (r < 0) return NULL;
    return PY_BOOL(S, r);
}

BI(issubclass)
{
    if (check_pos(S, "issubclass", nargs, kwnames, 2, 2) < 0) return NULL;
    int r = py_issubclass(S, args[0], args[1]);
    if (r < 0) return NULL;
    return PY_BOOL(S, r);
}

/* divmod(a, b): __divmod__ of heap types, else (a // b, a % b). */
BI(divmod)
{
    if (check_pos(S, "divmod", nargs, kwnames, 2, 2) < 0) return NULL;
    py_Obj *a = args[0], *b = args[1];
    bool af = py_isinstance_type(a, PY_T(float)), bf = py_isinstance_type(b, PY_T(float));
    if ((a->type->flags & PY_TPFLAG_HEAPTYPE) || (b->type->flags & PY_TPFLAG_HEAPTYPE)) {
        py_Obj *name = py_intern(S, "__divmod__");
        py_Obj *f = py_type_lookupB(a->type, name);
        if (f) {
            py_Obj *r = py_call_method(S, a, name, &b, 1, NULL);
            if (!r) return NULL;
            if (r != S->NotImplemented) return r;
            py_decref(S, r);
        }
        py_Obj *rname = py_intern(S, "__rdivmod__");
        if (py_type_lookupB(b->type, rname)) {
            py_Obj *r = py_call_method(S, b, rname, &a, 1, NULL);
            if (!r) return NULL;
            if (r != S->NotImplemented) return r;
            py_decref(S, r);
        }
    }
    if ((a->type->flags | b->type->flags) & PY_TPFLAG_NO_DIVMOD)   /* e.g. torch.Tensor */
        return py_err_format(S, PY_T(TypeError), "unsupported operand type(s) for divmod(): '%s' and '%s'",
                             py_obj_typename(a), py_obj_typename(b));
    if ((af || bf) && (py_isinstance_type(a, PY_T(float)) || py_isinstance_type(a, PY_T(int))) &&
        (py_isinstance_type(b, PY_T(float)) || py_isinstance_type(b, PY_T(int)))) {
        double bv;
        if (py_as_double(S, b, &bv) < 0) return NULL;
        if (bv == 0.0) return py_err_setstr(S, PY_T(ZeroDivisionError), "float divmod()");
    }
    py_Obj *q = py_binop(S, a, b, PY_OP_FLOORDIV);
    if (!q) {
        if (py_err_matches(S, PY_T(TypeError))) {
            py_err_clear(S);
            return py_err_format(S, PY_T(TypeError), "unsupported operand type(s) for divmod(): '%s' and '%s'",
                                 py_obj_typename(a), py_obj_typename(b));
        }
        return NULL;
    }
    py_Obj *r = py_binop(S, a, b, PY_OP_MOD);
    if (!r) { py_decref(S, q); return NULL; }
    py_Obj *t = py_tuple_pack(S, 2, q, r);
    py_decref(S, q);
    py_decref(S, r);
    return t;
}

BI(pow)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "pow", args, nargs, kwnames, "base,exp,|mod", a) < 0) return NULL;
    if (a[2] && a[2] != S->None) {
        if (!py_isinstance_type(a[0], PY_T(int)) || !py_isinstance_type(a[1], PY_T(int)) ||
            !py_isinstance_type(a[2], PY_T(int)))
            return py_err_setstr(S, PY_T(TypeError), "pow() 3rd argument not allowed unless all arguments are integers");
        if (py_int_sign(a[2]) == 0)
            return py_err_setstr(S, PY_T(ValueError), "pow() 3rd argument cannot be 0");
        return py_pow3(S, a[0], a[1], a[2]);
    }
    return py_binop(S, a[0], a[1], PY_OP_POW);
}

BI(getattr)
{
    if (check_pos(S, "getattr", nargs, kwnames, 2, 3) < 0) return NULL;
    py_Obj *name = args[1];
    if (!py_isinstance_type(name, PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%s'", py_obj_typename(name));
    if (nargs == 3) {
        py_Obj *r = py_getattr_opt(S, args[0], name);
        if (r || py_err_occurred(S)) return r;
        return py_newref(args[2]);
    }
    return py_getattr(S, args[0], name);
}

BI(setattr)
{
    if (check_pos(S, "setattr", nargs, kwnames, 3, 3) < 0) return NULL;
    if (!py_isinstance_type(args[1], PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%s'", py_obj_typename(args[1]));
    if (py_setattr(S, args[0], args[1], args[2]) < 0) return NULL;
    PY_RETURN_NONE(S);
}

BI(delattr)
{
    if (check_pos(S, "delattr", nargs, kwnames, 2, 2) < 0) return NULL;
    if (!py_isinstance_type(args[1], PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%s'", py_obj_typename(args[1]));
    if (py_setattr(S, args[0], args[1], NULL) < 0) return NULL;
    PY_RETURN_NONE(S);
}

BI(hasattr)
{
    if (check_pos(S, "hasattr", nargs, kwnames, 2, 2) < 0) return NULL;
    if (!py_isinstance_type(args[1], PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%s'", py_obj_typename(args[1]));
    int r = py_hasattr(S, args[0], args[1]);
    if (r < 0) return NULL;
    return PY_BOOL(S, r);
}

/* iter(o) / iter(callable, sentinel) */
BI(iter)
{
    if (check_pos(S, "iter", nargs, kwnames, 1, 2) < 0) return NULL;
    if (nargs == 1) return py_iter(S, args[0]);
    if (!py_callable(args[0]))
        return py_err_setstr(S, PY_T(TypeError), "iter(v, w): v must be callable");
    py_Obj *pair[2] = {args[0], args[1]};
    return PY_T(callable_iterator)->tp_new(S, PY_T(callable_iterator), pair, 2, NULL);
}

/* next(it[, default]) */
BI(next)
{
    if (check_pos(S, "next", nargs, kwnames, 1, 2) < 0) return NULL;
    py_Obj *it = args[0];
    if (!it->type->iternext)
        return py_err_format(S, PY_T(TypeError), "'%s' object is not an iterator", py_obj_typename(it));
    /* iternext directly: py_next would swallow a StopIteration carrying a
     * value (generator `return x`), which next() must propagate. */
    py_Obj *r = it->type->iternext(S, it);
    if (r) return r;
    if (py_err_occurred(S)) {
        if (nargs == 2 && py_err_matches(S, PY_T(StopIteration))) {
            py_err_clear(S);
            return py_newref(args[1]);
        }
        return NULL;
    }
    if (nargs == 2) return py_newref(args[1]);
    return py_err_set(S, PY_T(StopIteration), NULL);
}

/* Code point of a one-character str (UTF-8 decoding). */
static uint32_t first_cp(py_Obj *s)
{
    uint32_t cp = 0;
    nb_utf8_decode((const unsigned char *)py_str_utf8(s), (size_t)py_str_nbytes(s), &cp);
    return cp;
}

BI(ord)
{
    if (check_one(S, "ord", nargs, kwnames) < 0) return NULL;
    py_Obj *o = args[0];
    if (py_isinstance_type(o, PY_T(str))) {
        py_ssize n = ((py_Str *)o)->len;
        if (n != 1)
            return py_err_format(S, PY_T(TypeError), "ord() expected a character, but string of length %zd found", n);
        return py_int_from_i64(S, first_cp(o));
    }
    if (py_isinstance_type(o, PY_T(bytes))) {
        py_ssize n = ((py_Bytes *)o)->len;
        if (n != 1)
            return py_err_format(S, PY_T(TypeError), "ord() expected a character, but string of length %zd found", n);
        return py_int_from_i64(S, (unsigned char)((py_Bytes *)o)->data[0]);
    }
    return py_err_format(S, PY_T(TypeError), "ord() expected string of length 1, but %s found", py_obj_typename(o));
}

BI(chr)
{
    if (check_one(S, "chr", nargs, kwnames) < 0) return NULL;
    py_Obj *idx = py_index(S, args[0]);
    if (!idx) return NULL;
    int64_t v = 0;
    int big = !py_int_is_small(idx);
    if (!big) v = py_int_small(idx);
    py_decref(S, idx);
    if (big || v < 0 || v >= 0x110000)
        return py_err_setstr(S, PY_T(ValueError), "chr() arg not in range(0x110000)");
    if (v < 128 && S->chars[v]) return py_newref(S->chars[v]);
    char buf[4];
    int n = nb_utf8_encode((uint32_t)v, buf);
    return py_str_new_len(S, buf, n, 1);   /* a lone surrogate too (3 bytes ED A0..BF xx) */
}

/* hex/oct/bin through the format mini-language ('#x' etc.). */
static py_Obj *int_radix(py_State *S, const char *name, py_ssize nargs, py_Obj *kwnames,
                         py_Obj *const *args, const char *spec)
{
    if (check_one(S, name, nargs, kwnames) < 0) return NULL;
    py_Obj *idx = py_index(S, args[0]);
    if (!idx) return NULL;
    py_Obj *sp = py_str_from(S, spec);
    if (!sp) { py_decref(S, idx); return NULL; }
    py_Obj *r = py_format(S, idx, sp);
    py_decref(S, sp);
    py_decref(S, idx);
    return r;
}

BI(hex) { return int_radix(S, "hex", nargs, kwnames, args, "#x"); }
BI(oct) { return int_radix(S, "oct", nargs, kwnames, args, "#o"); }
BI(bin) { return int_radix(S, "bin", nargs, kwnames, args, "#b"); }

/* format(value, format_spec='') */
BI(format)
{
    if (check_pos(S, "format", nargs, kwnames, 1, 2) < 0) return NULL;
    py_Obj *v = args[0];
    py_Obj *spec = nargs > 1 ? args[1] : S->empty_str;
    if (!py_isinstance_type(spec, PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "format() argument 2 must be str, not %s", py_obj_typename(spec));
    if (v->type == PY_T(str) && py_str_nbytes(spec) == 0) return py_newref(v);
    return py_format(S, v, spec);
}

/* input([prompt]): the prompt goes to sys.stdout; the line comes from sys.stdin when a program
 * has replaced it (io.StringIO in doctests that simulate typing); the sandbox's own stdin is empty. */
BI(input)
{
    if (check_pos(S, "input", nargs, kwnames, 0, 1) < 0) return NULL;
    if (nargs == 1) {
        py_Obj *s = py_str(S, args[0]);
        if (!s) return NULL;
        py_Obj *out = py_sys_stdoutB(S);
        int r;
        if (!out || out->type == PY_T(TextStream)) {
            r = py_write(S, out ? ((py_TextStream *)out)->stream : 1, py_str_utf8(s), (size_t)py_str_nbytes(s));
        } else {
            py_Obj *w = py_call_method(S, out, S->id.write, &s, 1, NULL);
            r = w ? 0 : -1;
            py_xdecref(S, w);
        }
        py_decref(S, s);
        if (r < 0) return NULL;
    }
    py_Obj *in = py_sys_streamB(S, "stdin");
    if (!in || in->type == PY_T(TextStream))
        return py_err_setstr(S, PY_T(EOFError), "EOF when reading a line");
    py_Obj *name = py_str_from(S, "readline");
    if (!name) return NULL;
    py_Obj *line = py_call_method(S, in, name, NULL, 0, NULL);
    py_decref(S, name);
    if (!line) return NULL;
    if (!py_isinstance_type(line, PY_T(str))) {
        py_decref(S, line);
        return py_err_setstr(S, PY_T(TypeError), "object.readline() returned non-string");
    }
    py_ssize n = py_str_nbytes(line);
    if (n == 0) {
        py_decref(S, line);
        return py_err_setstr(S, PY_T(EOFError), "EOF when reading a line");
    }
    if (py_str_utf8(line)[n - 1] != '\n') return line;
    py_Obj *r = py_str_new(S, py_str_utf8(line), n - 1);
    py_decref(S, line);
    return r;
}

/* open() works on the run's in-memory file system (core/py/lib/_vfs.py):
 * nothing reaches a real disk. */
BI(open)
{
    py_Obj *name = py_str_from(S, "_vfs");
    if (!name) return NULL;
    py_Obj *m = py_import(S, name);
    py_decref(S, name);
    if (!m) return NULL;
    py_Obj *fn = py_getattr_str(S, m, "open");
    py_decref(S, m);
    if (!fn) return NULL;
    py_Obj *r = py_call(S, fn, args, nargs, kwnames);
    py_decref(S, fn);
    return r;
}

/* exit()/quit(): raise SystemExit(code). */
BI(exit)
{
    if (kwnames && py_tuple_len(kwnames)) {
        py_Obj *a[1] = {0};
        if (py_parse_args(S, "exit", args, nargs, kwnames, "|code", a) < 0) return NULL;
        return py_err_set(S, PY_T(SystemExit), a[0] ? py_tuple_pack(S, 1, a[0]) : NULL);
    }
    if (nargs > 1)
        return py_err_format(S, PY_T(TypeError), "exit() takes from 0 to 1 positional arguments but %zd were given", nargs);
    py_Obj *t = nargs ? py_tuple_pack(S, 1, args[0]) : py_newref(S->empty_tuple);
    if (!t) return NULL;
    py_Obj *e = py_exc_new(S, PY_T(SystemExit), t);
    py_decref(S, t);
    if (!e) return NULL;
    py_err_raise(S, e);
    return NULL;
}

/* The innermost executing frame (NULL at top level of the C API). */
static py_Frame *cur_frame(py_State *S)
{
    py_Frame *f = S->frame;
    return f;
}

BI(globals)
{
    if (check_pos(S, "globals", nargs, kwnames, 0, 0) < 0) return NULL;
    py_Frame *f = cur_frame(S);
    if (f && f->globals) return py_newref(f->globals);
    if (!S->main_dict) return py_dict_new(S);
    return py_newref(S->main_dict);
}

/* locals(): the namespace dict of module/class bodies, else a snapshot of
 * the function's local variables (cells dereferenced). */
py_Obj *py_builtin_locals(py_State *S)
{
    py_Frame *f = cur_frame(S);
    if (!f) return S->main_dict ? py_newref(S->main_dict) : py_dict_new(S);
    if (f->locals) return py_newref(f->locals);
    py_Obj *d = py_dict_new(S);
    if (!d) return NULL;
    py_Code *co = f->code;
    for (int i = 0; i < co->nlocalsplus; i++) {
        py_Obj *v = f->localsplus[i];
        if (!v) continue;
        if (co->localspluskinds[i] & (PY_LK_CELL | PY_LK_FREE)) {
            if (v->type != PY_T(cell)) continue;
            v = ((py_Cell *)v)->ref;
            if (!v) continue;
        }
        if (py_dict_set(S, d, py_tuple_getB(co->localsplusnames, i), v) < 0) {
            py_decref(S, d);
            return NULL;
        }
    }
    return d;
}

BI(locals)
{
    if (check_pos(S, "locals", nargs, kwnames, 0, 0) < 0) return NULL;
    return py_builtin_locals(S);
}

/* eval(source, globals=None, locals=None) / exec(...): source text or a
 * code object from compile(). Runs on this interpreter, so it reaches
 * nothing the program itself could not. */
static py_Obj *eval_exec(py_State *S, const char *fname, int mode, py_Obj *const *args,
                         py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, fname, args, nargs, kwnames, "source,|globals,locals", a) < 0) return NULL;
    bool is_code = PY_TYPE(a[0]) == PY_T(code);
    if (!is_code && !py_isinstance_type(a[0], PY_T(str)) && !py_isinstance_type(a[0], PY_T(bytes)))
        return py_err_format(S, PY_T(TypeError), "%s() arg 1 must be a string, bytes or code object", fname);
    py_Obj *g = a[1] == S->None ? NULL : a[1];
    py_Obj *l = a[2] == S->None ? NULL : a[2];
    if (g && !py_isinstance_type(g, PY_T(dict)))
        return py_err_setstr(S, PY_T(TypeError), mode == PY_COMPILE_EVAL && l ? "globals must be a real dict; try eval(expr, {}, mapping)" : "globals must be a dict");
    if (l && !l->type->getitem)
        return py_err_setstr(S, PY_T(TypeError), "locals must be a mapping");
    py_Obj *gown = NULL, *lown = NULL;
    if (!g) {
        py_Frame *f = cur_frame(S);
        g = gown = f && f->globals ? py_newref(f->globals) : S->main_dict ? py_newref(S->main_dict) : py_dict_new(S);
        if (!g) return NULL;
        if (!l) {
            l = lown = py_builtin_locals(S);
            if (!l) { py_decref(S, gown); return NULL; }
        }
    }
    if (is_code) {
        py_Obj *r = py_run_code(S, (py_Code *)a[0], g, l);
        py_xdecref(S, gown);
        py_xdecref(S, lown);
        if (r && mode == PY_COMPILE_EXEC) { py_decref(S, r); r = PY_NONE(S); }
        return r;
    }
    const char *src;
    size_t len;
    if (py_isinstance_type(a[0], PY_T(str))) { src = py_str_utf8(a[0]); len = (size_t)py_str_nbytes(a[0]); }
    else { src = ((py_Bytes *)a[0])->data; len = (size_t)((py_Bytes *)a[0])->len; }
    if (mode == PY_COMPILE_EVAL)
        while (len && (*src == ' ' || *src == '\t')) { src++; len--; }
    py_Obj *r = NULL;
    py_Obj *filename = py_str_from(S, "<string>");
    if (filename) {
        r = py_run_string(S, src, len, filename, g, l, mode);
        py_decref(S, filename);
    }
    py_xdecref(S, gown);
    py_xdecref(S, lown);
    if (r && mode == PY_COMPILE_EXEC) { py_decref(S, r); r = PY_NONE(S); }
    return r;
}

/* compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1):
 * a code object for exec()/eval(); flags and optimize are accepted and
 * ignored (no AST objects, no optimisation levels). */
BI(compile)
{
    py_Obj *a[6] = {0};
    if (py_parse_args(S, "compile", args, nargs, kwnames,
                      "source,filename,mode,|flags,dont_inherit,optimize", a) < 0) return NULL;
    if (!py_isinstance_type(a[0], PY_T(str)) && !py_isinstance_type(a[0], PY_T(bytes)))
        return py_err_setstr(S, PY_T(TypeError), "compile() arg 1 must be a string, bytes or AST object");
    if (!py_isinstance_type(a[1], PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "compile() argument 'filename' must be str, not %s", a[1]->type->name);
    if (!py_isinstance_type(a[2], PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "compile() argument 'mode' must be str, not %s", a[2]->type->name);
    const char *m = py_str_utf8(a[2]);
    int mode;
    if (strcmp(m, "exec") == 0 || strcmp(m, "single") == 0) mode = PY_COMPILE_EXEC;
    else if (strcmp(m, "eval") == 0) mode = PY_COMPILE_EVAL;
    else return py_err_setstr(S, PY_T(ValueError), "compile() mode must be 'exec', 'eval' or 'single'");
    const char *src;
    size_t len;
    if (py_isinstance_type(a[0], PY_T(str))) { src = py_str_utf8(a[0]); len = (size_t)py_str_nbytes(a[0]); }
    else { src = ((py_Bytes *)a[0])->data; len = (size_t)((py_Bytes *)a[0])->len; }
    return py_compile_source(S, src, len, a[1], mode);
}

BI(eval) { return eval_exec(S, "eval", PY_COMPILE_EVAL, args, nargs, kwnames); }
BI(exec) { return eval_exec(S, "exec", PY_COMPILE_EXEC, args, nargs, kwnames); }

/* vars(o) = o.__dict__; vars() = locals(). */
BI(vars)
{
    if (check_pos(S, "vars", nargs, kwnames, 0, 1) < 0) return NULL;
    if (nargs == 0) return py_builtin_locals(S);
    py_Obj *d = py_getattr_opt(S, args[0], S->id.__dict__);
    if (d || py_err_occurred(S)) return d;
    return py_err_setstr(S, PY_T(TypeError), "vars() argument must have __dict__ attribute");
}

/* __import__(name, globals=None, locals=None, fromlist=(), level=0) */
BI(__import__)
{
    py_Obj *a[5] = {0};
    if (py_parse_args(S, "__import__", args, nargs, kwnames, "name,|globals,locals,fromlist,level", a) < 0)
        return NULL;
    if (!py_isinstance_type(a[0], PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "__import__() argument 1 must be str, not %s", py_obj_typename(a[0]));
    py_Obj *m = py_import(S, a[0]);
    if (!m) return NULL;
    int fl = 0;
    if (a[3] && a[3] != S->None) {
        fl = py_truthy(S, a[3]);
        if (fl < 0) { py_decref(S, m); return NULL; }
    }
    const char *s = py_str_utf8(a[0]);
    const char *dot = strchr(s, '.');
    if (fl || !dot) return m;
    py_decref(S, m);
    py_Obj *top = py_str_new(S, s, dot - s);
    if (!top) return NULL;
    py_Obj *r = py_import(S, top);
    py_decref(S, top);
    return r;
}

static const py_MethodDef builtin_funcs[] = {
    {"len", bi_len, PY_METH_STATIC},
    {"repr", bi_repr, PY_METH_STATIC},
    {"ascii", bi_ascii, PY_METH_STATIC},
    {"abs", bi_abs, PY_METH_STATIC},
    {"callable", bi_callable, PY_METH_STATIC},
    {"id", bi_id, PY_METH_STATIC},
    {"hash", bi_hash, PY_METH_STATIC},
    {"isinstance", bi_isinstance, PY_METH_STATIC},
    {"issubclass", bi_issubclass, PY_METH_STATIC},
    {"divmod", bi_divmod, PY_METH_STATIC},
    {"pow", bi_pow, PY_METH_STATIC},
    {"getattr", bi_getattr, PY_METH_STATIC},
    {"setattr", bi_setattr, PY_METH_STATIC},
    {"delattr", bi_delattr, PY_METH_STATIC},
    {"hasattr", bi_hasattr, PY_METH_STATIC},
    {"iter", bi_iter, PY_METH_STATIC},
    {"next", bi_next, PY_METH_STATIC},
    {"aiter", py_builtin_aiter, PY_METH_STATIC},
    {"anext", py_builtin_anext, PY_METH_STATIC},
    {"ord", bi_ord, PY_METH_STATIC},
    {"chr", bi_chr, PY_METH_STATIC},
    {"hex", bi_hex, PY_METH_STATIC},
    {"oct", bi_oct, PY_METH_STATIC},
    {"bin", bi_bin, PY_METH_STATIC},
    {"format", bi_format, PY_METH_STATIC},
    {"input", bi_input, PY_METH_STATIC},
    {"open", bi_open, PY_METH_STATIC},
    {"exit", bi_exit, PY_METH_STATIC},
    {"quit", bi_exit, PY_METH_STATIC},
    {"globals", bi_globals, PY_METH_STATIC},
    {"locals", bi_locals, PY_METH_STATIC},
    {"vars", bi_vars, PY_METH_STATIC},
    {"eval", bi_eval, PY_METH_STATIC},
    {"exec", bi_exec, PY_METH_STATIC},
    {"compile", bi_compile, PY_METH_STATIC},
    {"__import__", bi___import__, PY_METH_STATIC},
    {NULL, NULL, 0}
};

/* Bind each function of `defs` in dict d. */
static int add_funcs(py_State *S, py_Obj *d, const py_MethodDef *defs)
{
    for (const py_MethodDef *m = defs; m->name; m++) {
        py_Obj *f = py_cfunc_new(S, m->name, m->fn, NULL);
        if (!f) return -1;
        int r = py_dict_set_str(S, d, m->name, f);
        py_decref(S, f);
        if (r < 0) return -1;
    }
    return 0;
}

/* The types bound to builtin names. */
static const struct { const char *name; py_Type *type; } builtin_types[] = {
    {"object", PY_T(object)}, {"type", PY_T(type)}, {"int", PY_T(int)}, {"bool", PY_T(bool)},
    {"float", PY_T(float)}, {"str", PY_T(str)}, {"bytes", PY_T(bytes)}, {"tuple", PY_T(tuple)},
    {"list", PY_T(list)}, {"dict", PY_T(dict)}, {"set", PY_T(set)}, {"frozenset", PY_T(frozenset)},
    {"range", PY_T(range)}, {"slice", PY_T(slice)}, {"property", PY_T(property)},
    {"staticmethod", PY_T(staticmethod)}, {"classmethod", PY_T(classmethod)}, {"super", PY_T(super)},
    {"enumerate", PY_T(enumerate)}, {"zip", PY_T(zip)}, {"map", PY_T(map)}, {"filter", PY_T(filter)},
    {"reversed", PY_T(reversed)}, {"bytearray", &py_type_bytearray},
    {NULL, NULL}
};

/* Builtin exception classes that py.h has no static type for: created as
 * classes of module builtins (subclasses of the static ones). */
static int add_more_exceptions(py_State *S, py_Obj *d)
{
    static const struct { const char *name, *base; } more[] = {
        {"BlockingIOError", "OSError"}, {"ChildProcessError", "OSError"},
        {"ConnectionError", "OSError"}, {"BrokenPipeError", "ConnectionError"},
        {"ConnectionAbortedError", "ConnectionError"}, {"ConnectionRefusedError", "ConnectionError"},
        {"ConnectionResetError", "ConnectionError"}, {"FileExistsError", "OSError"},
        {"InterruptedError", "OSError"}, {"IsADirectoryError", "OSError"},
        {"NotADirectoryError", "OSError"}, {"ProcessLookupError", "OSError"},
        {"EncodingWarning", "Warning"}, {"PythonFinalizationError", "RuntimeError"},
        {"UnicodeTranslateError", "UnicodeError"},
        {NULL, NULL}
    };
    for (int i = 0; more[i].name; i++) {
        py_Obj *base = py_dict_getB_str(S, d, more[i].base);
        if (!base) return -1;
        py_Obj *name = py_str_from(S, more[i].name);
        py_Obj *bases = py_tuple_pack(S, 1, base);
        py_Obj *ns = py_dict_new(S);
        py_Obj *t = NULL;
        if (name && bases && ns && py_dict_set(S, ns, S->id.__module__, S->id.builtins) == 0)
            t = py_type_new_heap(S, name, bases, ns, NULL);
        py_xdecref(S, name);
        py_xdecref(S, bases);
        py_xdecref(S, ns);
        if (!t) return -1;
        int r = py_dict_set_str(S, d, more[i].name, t);
        py_decref(S, t);
        if (r < 0) return -1;
    }
    return 0;
}

int py_init_builtins(py_State *S)
{
    if (!S->modules) {
        S->modules = py_dict_new(S);
        if (!S->modules) return -1;
    }
    py_Obj *mod = py_module_new(S, "builtins");
    if (!mod) return -1;
    py_Obj *d = ((py_Module *)mod)->dict;
    if (!S->builtins) S->builtins = py_newref(d);
    if (py_dict_set_str(S, S->modules, "builtins", mod) < 0) goto fail;

    if (py_type_ready(S, &py_type_bytearray) < 0) goto fail; /* not in py.h's static type list */
    for (int i = 0; builtin_types[i].name; i++)
        if (py_dict_set_str(S, d, builtin_types[i].name, (py_Obj *)builtin_types[i].type) < 0) goto fail;
#define ADD_EXC(n) if (PY_T(n) != PY_T(BudgetExceeded) && \
                       py_dict_set_str(S, d, #n, (py_Obj *)PY_T(n)) < 0) goto fail;
    PY_EXC_TYPES(ADD_EXC)
#undef ADD_EXC
    if (add_more_exceptions(S, d) < 0) goto fail;
    if (py_dict_set_str(S, d, "EnvironmentError", (py_Obj *)PY_T(OSError)) < 0) goto fail;
    if (py_dict_set_str(S, d, "IOError", (py_Obj *)PY_T(OSError)) < 0) goto fail;
    if (py_dict_set_str(S, d, "None", S->None) < 0 ||
        py_dict_set_str(S, d, "True", S->True) < 0 ||
        py_dict_set_str(S, d, "False", S->False) < 0 ||
        py_dict_set_str(S, d, "NotImplemented", S->NotImplemented) < 0 ||
        py_dict_set_str(S, d, "Ellipsis", S->Ellipsis) < 0 ||
        py_dict_set_str(S, d, "__debug__", S->True) < 0)
        goto fail;
    {
        py_Obj *nm = py_str_from(S, "builtins");
        if (!nm) goto fail;
        int r = py_dict_set_str(S, d, "__name__", nm);
        py_decref(S, nm);
        if (r < 0) goto fail;
    }
    if (add_funcs(S, d, builtin_funcs) < 0) goto fail;
    if (py_builtins_add_functions2(S, d) < 0) goto fail;
    if (py_complex_init(S) < 0) goto fail;
    py_decref(S, mod);

    if (py_modules_register_all(S) < 0) return -1;
    return py_ext_init_all(S);
fail:
    py_decref(S, mod);
    return -1;
}

void py_fini_builtins(py_State *S)
{
    py_ext_fini_all(S);
}
