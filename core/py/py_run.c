/* py_run.c — running programs: parse + compile + execute the main program
 * in __main__, frozen Python-source modules, and exec() of source text. */
#include "py_vm.h"
#include "py_containers.h"
#include <string.h>

/* Split source into a list of lines (without line terminators). */
static py_Obj *split_lines(py_State *S, const char *src, size_t len)
{
    py_Obj *l = py_list_new(S, 0);
    if (!l) return NULL;
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && src[j] != '\n' && src[j] != '\r') j++;
        py_Obj *s = py_str_new(S, src + i, (py_ssize)(j - i));
        if (!s) {
            /* invalid UTF-8 in a line: keep an empty line so numbering holds */
            py_err_clear(S);
            s = py_newref(S->empty_str);
        }
        if (py_list_append_steal(S, l, s) < 0) { py_decref(S, l); return NULL; }
        if (j < len && src[j] == '\r' && j + 1 < len && src[j + 1] == '\n') j++;
        i = j + 1;
    }
    return l;
}

/* Parse and compile src; NULL with SyntaxError etc. set on failure. */
static py_Obj *compile_source_mode(py_State *S, const char *src, size_t len, py_Obj *filename, int mode)
{
    py_Arena *a = py_arena_new(S);
    if (!a) return NULL;
    py_Node *mod = py_parse(S, a, src, len, filename);
    py_Obj *co = mod ? py_compile_mode(S, mod, filename, mode) : NULL;
    py_arena_free(S, a);
    return co;
}

py_Obj *py_compile_source(py_State *S, const char *src, size_t len, py_Obj *filename, int mode)
{
    return compile_source_mode(S, src, len, filename, mode);
}

static py_Obj *compile_source(py_State *S, const char *src, size_t len, py_Obj *filename)
{
    return compile_source_mode(S, src, len, filename, PY_COMPILE_MODULE);
}

py_Obj *py_run_string(py_State *S, const char *src, size_t len, py_Obj *filename,
                      py_Obj *globals, py_Obj *locals, int mode)
{
    if (!py_dict_getB(S, globals, S->id.__builtins__)) {
        if (S->exc) return NULL;
        py_Obj *bm = py_dict_getB(S, S->modules, S->id.builtins);
        if (py_dict_set(S, globals, S->id.__builtins__, bm ? bm : S->builtins) < 0) return NULL;
    }
    py_Obj *co = compile_source_mode(S, src, len, filename, mode);
    if (!co) return NULL;
    py_Obj *r = py_eval_code(S, (py_Code *)co, globals, locals ? locals : globals);
    py_decref(S, co);
    return r;
}

py_Obj *py_run_code(py_State *S, py_Code *co, py_Obj *globals, py_Obj *locals)
{
    if (!py_dict_getB(S, globals, S->id.__builtins__)) {
        if (S->exc) return NULL;
        py_Obj *bm = py_dict_getB(S, S->modules, S->id.builtins);
        if (py_dict_set(S, globals, S->id.__builtins__, bm ? bm : S->builtins) < 0) return NULL;
    }
    return py_eval_code(S, co, globals, locals ? locals : globals);
}

py_Obj *py_exec_source(py_State *S, const char *src, size_t len, py_Obj *filename, py_Obj *globals)
{
    py_Obj *co = compile_source(S, src, len, filename);
    if (!co) return NULL;
    if (!py_dict_getB(S, globals, S->id.__builtins__)) {
        if (S->exc) { py_decref(S, co); return NULL; }
        py_Obj *bm = py_dict_getB(S, S->modules, S->id.builtins);
        if (py_dict_set(S, globals, S->id.__builtins__, bm ? bm : S->builtins) < 0) { py_decref(S, co); return NULL; }
    }
    py_Obj *r = py_eval_code(S, (py_Code *)co, globals, globals);
    py_decref(S, co);
    return r;
}

/* Exit status for an uncaught SystemExit (prints its message if not an int). */
static int system_exit_status(py_State *S, py_Obj *exc)
{
    py_Exc *e = (py_Exc *)exc;
    py_Obj *code = (e->args && py_tuple_len(e->args) > 0) ? py_tuple_getB(e->args, 0) : S->None;
    if (code == S->None) return 0;
    if (PY_TYPE(code) == PY_T(int) || PY_TYPE(code) == PY_T(bool)) return py_int_sign(code) != 0;
    py_Obj *s = py_str(S, code);
    if (s) {
        py_write(S, 2, py_str_utf8(s), (size_t)py_str_nbytes(s));
        py_write(S, 2, "\n", 1);
        py_decref(S, s);
    }
    py_err_clear(S);
    return 1;
}

/* Queue o's contents for py_finalize_main (containers and instance dicts). */
static int queue_contents(py_State *S, py_Obj *q, py_Obj *o)
{
    py_Obj *items = NULL;
    py_Type *t = PY_TYPE(o);
    if (t == PY_T(list) || t == PY_T(tuple) || t == PY_T(set) || t == PY_T(frozenset)) {
        items = py_seq_list(S, o);
    } else if (t == PY_T(dict) || py_isinstance_type(o, PY_T(dict))) {
        items = py_call_method(S, o, S->id.values, NULL, 0, NULL);
        if (items) { py_Obj *l = py_seq_list(S, items); py_decref(S, items); items = l; }
    } else if ((t->flags & PY_TPFLAG_HAS_DEL) && !(t->flags & PY_TPFLAG_TYPE_SUB)) {
        py_Obj **dp = py_obj_dictptr(o);
        if (dp && *dp) return queue_contents(S, q, *dp);
        return 0;
    } else {
        return 0;
    }
    if (!items) return -1;
    int r = py_list_extend(S, q, items);
    py_decref(S, items);
    return r;
}

/* Run atexit's handlers if the program imported atexit (errors are reported there). */
static void run_atexit(py_State *S)
{
    py_Obj *name = py_str_from(S, "atexit");
    py_Obj *mod = name && S->modules ? py_dict_getB(S, S->modules, name) : NULL;
    py_xdecref(S, name);
    py_Obj *fn = mod ? py_getattr_str(S, mod, "_run_exitfuncs") : NULL;
    py_Obj *r = fn ? py_call(S, fn, NULL, 0, NULL) : NULL;
    py_xdecref(S, fn);
    py_xdecref(S, r);
    if (S->exc) py_err_clear(S);
}

void py_finalize_main(py_State *S)
{
    if (S->finalizing || S->budget_hit || !S->main_dict) return;
    py_Obj *saved = py_err_fetch(S);
    run_atexit(S);
    py_Obj *q = py_list_new(S, 0), *seen = py_set_new(S, NULL);
    if (!q || !seen || queue_contents(S, q, S->main_dict) < 0) goto out;
    for (py_ssize i = 0; i < py_list_len(q) && !S->budget_hit; i++) {
        py_Obj *o = py_newref(py_list_getB(q, i));
        py_Obj *id = py_int_from_i64(S, (int64_t)(intptr_t)o);
        int c = id ? py_set_contains(S, seen, id) : -1;
        int fresh = c < 0 ? -1 : !c;
        if (fresh > 0 && py_set_add(S, seen, id) < 0) fresh = -1;
        py_xdecref(S, id);
        if (fresh < 0) { py_decref(S, o); break; }
        if (fresh && PY_TYPE(o) != PY_T(module)) {
            py_Type *t = PY_TYPE(o);
            if ((t->flags & PY_TPFLAG_HAS_DEL) && !(t->flags & PY_TPFLAG_TYPE_SUB)) {
                py_Obj *del = py_type_lookupB(t, S->id.__del__);
                if (del) py_call_finalizer(S, o, del);
            }
            if (queue_contents(S, q, o) < 0) { py_decref(S, o); break; }
        }
        py_decref(S, o);
    }
out:
    if (S->exc) py_err_clear(S);
    py_xdecref(S, q);
    py_xdecref(S, seen);
    S->finalizing = true;
    if (saved) py_setref(S, &S->exc, saved);
}

int py_run_program(py_State *S, const char *source, size_t len, const char *filename)
{
    py_Obj *fname = py_str_from(S, filename);
    if (!fname) { py_err_print(S); return 1; }
    py_setref(S, &S->filename, fname);
    /* sys.argv is [the script] (argparse names the program after it); sys may exist from before */
    py_Obj *sysname = py_str_from(S, "sys");
    py_Obj *sysmod = sysname && S->modules ? py_dict_getB(S, S->modules, sysname) : NULL;
    py_xdecref(S, sysname);
    if (!sysname) { py_err_print(S); return 1; }
    if (sysmod) {
        py_Obj *argv = py_list_new(S, 0);
        if (!argv || py_list_append_steal(S, argv, py_newref(fname)) < 0 ||
            py_setattr_str(S, sysmod, "argv", argv) < 0) {
            py_xdecref(S, argv);
            py_err_print(S);
            return 1;
        }
        py_decref(S, argv);
    }
    py_Obj *lines = split_lines(S, source, len);
    if (!lines) { py_err_print(S); return 1; }
    py_setref(S, &S->source_lines, lines);

    py_Obj *mod = py_module_new(S, "__main__");
    if (!mod) { py_err_print(S); return 1; }
    py_Obj *g = ((py_Module *)mod)->dict;
    py_setref(S, &S->main_dict, py_newref(g));
    py_Obj *bm = py_dict_getB(S, S->modules, S->id.builtins);
    int rc = 0;
    if (py_dict_set(S, g, S->id.__name__, S->id.__main__) < 0 ||
        py_dict_set(S, g, S->id.__builtins__, bm ? bm : S->builtins) < 0 ||
        (!py_dict_getB(S, g, S->id.__doc__) && py_dict_set(S, g, S->id.__doc__, S->None) < 0) ||
        py_dict_set(S, g, S->id.__spec__, S->None) < 0 ||
        py_dict_set(S, g, S->id.__file__, fname) < 0 ||   /* the script's path, as CPython sets it */
        py_dict_set(S, S->modules, S->id.__main__, mod) < 0) {
        py_decref(S, mod);
        py_err_print(S);
        return 1;
    }
    py_decref(S, mod);
    py_Obj *co = compile_source(S, source, len, fname);
    py_Obj *r = co ? py_eval_code(S, (py_Code *)co, g, g) : NULL;
    py_xdecref(S, co);
    if (r) {
        py_decref(S, r);
        if (!S->budget_hit) { py_finalize_main(S); return 0; }
        if (!S->exc) py_charge(S, 0);
    }
    if (S->exc && py_isinstance_type(S->exc, PY_T(SystemExit)) && !S->budget_hit) {
        py_Obj *e = py_err_fetch(S);
        rc = system_exit_status(S, e);
        py_decref(S, e);
        py_finalize_main(S);
        return rc;
    }
    py_err_print(S);
    py_finalize_main(S);
    return 1;
}

py_Obj *py_module_from_source(py_State *S, const char *name, const char *src, size_t len)
{
    py_Obj *mod = py_module_new(S, name);
    if (!mod) return NULL;
    py_Obj *g = ((py_Module *)mod)->dict;
    py_Obj *nm = py_str_from(S, name);
    py_Obj *fname = py_str_fmt(S, "<frozen %s>", name);
    py_Obj *bm = py_dict_getB(S, S->modules, S->id.builtins);
    if (!nm || !fname ||
        py_dict_set(S, g, S->id.__name__, nm) < 0 ||
        py_dict_set(S, g, S->id.__builtins__, bm ? bm : S->builtins) < 0 ||
        (!py_dict_getB(S, g, S->id.__doc__) && py_dict_set(S, g, S->id.__doc__, S->None) < 0) ||
        py_dict_set(S, S->modules, nm, mod) < 0) {
        py_xdecref(S, nm);
        py_xdecref(S, fname);
        py_decref(S, mod);
        return NULL;
    }
    py_Obj *co = compile_source(S, src, len, fname);
    py_Obj *r = co ? py_eval_code(S, (py_Code *)co, g, g) : NULL;
    py_xdecref(S, co);
    py_decref(S, fname);
    if (!r) {
        py_Obj *e = py_err_fetch(S);
        py_dict_discard(S, S->modules, nm);
        if (S->exc) py_err_clear(S);
        py_err_raise(S, e);
        py_decref(S, nm);
        py_decref(S, mod);
        return NULL;
    }
    py_decref(S, r);
    py_decref(S, nm);
    return mod;
}
