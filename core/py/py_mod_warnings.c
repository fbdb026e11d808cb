/* py_mod_warnings.c — warnings: py_warn() for C code and the native module
 * `_warnings` (warn, the filter list, the "already shown" registry, the
 * record list of catch_warnings(record=True)). core/py/lib/warnings.py adds
 * filterwarnings / simplefilter / catch_warnings / WarningMessage on top.
 *
 * Filters are tuples (action, message, category, module, lineno) as in
 * CPython; message / module patterns support a small regex subset (literal
 * text, '.', '.*', '\\' escapes; matched at the start, case-insensitive for
 * messages). The output is CPython's:
 *   {filename}:{lineno}: {Category}: {message}\n  {source line stripped}\n
 * on stream 2. */
#include <ctype.h>
#include <string.h>

#include "py.h"
#include "py_builtins.h"
#include "py_vm.h"

/* The _warnings module dict (borrowed), importing it if needed. */
static py_Obj *wstateB(py_State *S)
{
    py_Obj *m = S->modules ? py_dict_getB_str(S, S->modules, "_warnings") : NULL;
    if (!m) {
        if (py_err_occurred(S)) return NULL;
        py_Obj *name = py_intern(S, "_warnings");
        if (!name) return NULL;
        m = py_import(S, name);
        if (!m) return NULL;
        py_decref(S, m);   /* sys.modules keeps it */
    }
    return ((py_Module *)m)->dict;
}

/* Tiny regex: does pattern p match a prefix of s? ('.', '*' after an atom,
 * '\\' escapes, '$' at the end). */
static bool rx_match(const char *p, const char *s, bool icase);

static bool rx_atom(const char *p, char c, bool icase)
{
    if (*p == '.') return c != '\0';
    if (*p == '\\') p++;
    return icase ? tolower((unsigned char)*p) == tolower((unsigned char)c) : *p == c;
}

static bool rx_match(const char *p, const char *s, bool icase)
{
    if (*p == '\0') return true;
    if (p[0] == '$' && p[1] == '\0') return *s == '\0';
    size_t alen = p[0] == '\\' && p[1] ? 2 : 1;
    if (p[alen] == '*') {
        const char *t = s;
        for (;;) {
            if (rx_match(p + alen + 1, t, icase)) return true;
            if (!*t || !rx_atom(p, *t, icase)) return false;
            t++;
        }
    }
    if (!*s || !rx_atom(p, *s, icase)) return false;
    return rx_match(p + alen, s + 1, icase);
}

/* Does filter field f (None or str pattern) match text? */
static bool field_matches(py_Obj *f, const char *text, bool icase)
{
    if (!f || !py_isinstance_type(f, PY_T(str))) return true;
    return rx_match(py_str_utf8(f), text, icase);
}

/* The action for (text, category, module, lineno), from the filter list. */
static const char *find_action(py_State *S, py_Obj *st, const char *text, py_Type *cat, const char *module,
                               int lineno)
{
    py_Obj *filters = py_dict_getB_str(S, st, "filters");
    if (filters && py_isinstance_type(filters, PY_T(list))) {
        for (py_ssize i = 0; i < py_list_len(filters); i++) {
            py_Obj *f = py_list_getB(filters, i);
            if (!py_isinstance_type(f, PY_T(tuple)) || py_tuple_len(f) != 5) continue;
            py_Obj *action = py_tuple_getB(f, 0), *msg = py_tuple_getB(f, 1), *fcat = py_tuple_getB(f, 2);
            py_Obj *mod = py_tuple_getB(f, 3), *ln = py_tuple_getB(f, 4);
            if (!py_isinstance_type(action, PY_T(str))) continue;
            if (!field_matches(msg, text, true)) continue;
            if (py_isinstance_type(fcat, PY_T(type)) && !py_type_issub(cat, (py_Type *)fcat)) continue;
            if (!field_matches(mod, module, false)) continue;
            if (py_isinstance_type(ln, PY_T(int)) && py_int_is_small(ln) && py_int_small(ln) != 0 &&
                py_int_small(ln) != lineno)
                continue;
            return py_str_utf8(action);
        }
    }
    py_Obj *d = py_dict_getB_str(S, st, "defaultaction");
    return d && py_isinstance_type(d, PY_T(str)) ? py_str_utf8(d) : "default";
}

/* Location of the frame `stacklevel` levels up (1 = the caller of warn). */
static void warn_location(py_State *S, int stacklevel, py_Obj **filename, int *lineno, py_Obj **globals)
{
    py_Frame *f = S->frame;
    while (f && (f->code->flags & PY_CO_INLINECOMP)) f = f->back;
    for (int i = 1; i < stacklevel && f; i++) {
        py_Frame *b = f->back;
        while (b && (b->code->flags & PY_CO_INLINECOMP)) b = b->back;
        if (!b) break;
        f = b;
    }
    if (!f) {
        *filename = S->filename;
        *lineno = 1;
        *globals = NULL;
        return;
    }
    *filename = f->code->filename;
    *lineno = py_code_addr2line(f->code, f->lasti);
    *globals = f->globals;
}

/* Show or record one warning. msg is the Warning instance. */
static int emit(py_State *S, py_Obj *st, py_Obj *msg, py_Obj *text, py_Type *cat, py_Obj *filename, int lineno)
{
    py_Obj *rec = py_dict_getB_str(S, st, "_record");
    if (rec && py_isinstance_type(rec, PY_T(list))) {
        py_Obj *cls = py_dict_getB_str(S, st, "_WarningMessage");
        if (!cls) return 0;
        py_Obj *ln = py_int_from_i64(S, lineno);
        if (!ln) return -1;
        py_Obj *a[4] = {msg, (py_Obj *)cat, filename ? filename : S->None, ln};
        py_Obj *w = py_call(S, cls, a, 4, NULL);
        py_decref(S, ln);
        if (!w) return -1;
        return py_list_append_steal(S, rec, w);
    }
    py_Obj *hook = py_dict_getB_str(S, st, "_showwarning");   /* set by logging.captureWarnings */
    if (hook && hook != S->None) {
        py_Obj *ln = py_int_from_i64(S, lineno);
        if (!ln) return -1;
        py_Obj *a[4] = {msg, (py_Obj *)cat, filename ? filename : S->None, ln};
        py_Obj *r = py_call(S, hook, a, 4, NULL);
        py_decref(S, ln);
        py_xdecref(S, r);
        return r ? 0 : -1;
    }
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_printf(&b, "%s:%d: %s: %s\n", filename ? py_str_utf8(filename) : "sys", lineno, cat->name,
                  py_str_utf8(text));
    if (filename && S->filename && S->source_lines && py_isinstance_type(S->source_lines, PY_T(list)) &&
        py_str_eq(filename, S->filename) && lineno >= 1 && lineno <= py_list_len(S->source_lines)) {
        py_Obj *line = py_list_getB(S->source_lines, lineno - 1);
        if (py_isinstance_type(line, PY_T(str))) {
            const char *s = py_str_utf8(line), *e = s + py_str_nbytes(line);
            while (s < e && (*s == ' ' || *s == '\t' || *s == '\f')) s++;
            while (e > s && (e[-1] == '\n' || e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t')) e--;
            if (e > s) {
                nb_buf_puts(&b, "  ");
                nb_buf_append(&b, s, (size_t)(e - s));
                nb_buf_putc(&b, '\n');
            }
        }
    }
    if (b.oom) { nb_buf_free(&b); py_err_nomemory(S); return -1; }
    int rc = py_write(S, 2, b.data, b.len);
    nb_buf_free(&b);
    return rc;
}

/* warn() core: message is a str or a Warning instance; category may be NULL. */
static int do_warn(py_State *S, py_Obj *message, py_Obj *category, int stacklevel)
{
    py_Obj *st = wstateB(S);
    if (!st) return -1;
    py_Obj *inst;
    py_Type *cat;
    if (py_isinstance_type(message, PY_T(Warning))) {
        inst = py_newref(message);
        cat = message->type;
    } else {
        if (!category || category == S->None) cat = PY_T(UserWarning);
        else if (py_isinstance_type(category, PY_T(type)) && py_type_issub((py_Type *)category, PY_T(Warning)))
            cat = (py_Type *)category;
        else {
            py_err_format(S, PY_T(TypeError), "category must be a Warning subclass, not '%s'",
                          py_obj_typename(category));
            return -1;
        }
        inst = py_call1(S, (py_Obj *)cat, message);
        if (!inst) return -1;
    }
    py_Obj *text = py_str(S, inst);
    if (!text) { py_decref(S, inst); return -1; }
    py_Obj *filename, *globals;
    int lineno;
    warn_location(S, stacklevel, &filename, &lineno, &globals);
    const char *module = "__main__";
    py_Obj *modname = globals ? py_dict_getB(S, globals, S->id.__name__) : NULL;
    if (modname && py_isinstance_type(modname, PY_T(str))) module = py_str_utf8(modname);

    int rc = 0;
    const char *action = find_action(S, st, py_str_utf8(text), cat, module, lineno);
    if (strcmp(action, "error") == 0) {
        py_err_raise(S, inst);
        py_decref(S, text);
        return -1;
    }
    if (strcmp(action, "ignore") != 0) {
        py_Obj *key = NULL;
        py_Obj *reg = py_dict_getB_str(S, st, "_registry");
        if (strcmp(action, "always") != 0 && reg && py_isinstance_type(reg, PY_T(set))) {
            py_Obj *ln = py_int_from_i64(S, strcmp(action, "default") == 0 ? lineno : 0);
            py_Obj *where = strcmp(action, "once") == 0 ? S->None : (filename ? filename : S->None);
            key = ln ? py_tuple_pack(S, 4, text, (py_Obj *)cat, where, ln) : NULL;
            py_xdecref(S, ln);
            if (!key) rc = -1;
            else {
                int seen = py_set_contains(S, reg, key);
                if (seen < 0) rc = -1;
                else if (seen) action = "ignore";
                else rc = py_set_add(S, reg, key);
            }
        }
        if (rc == 0 && strcmp(action, "ignore") != 0) rc = emit(S, st, inst, text, cat, filename, lineno);
        py_xdecref(S, key);
    }
    py_decref(S, inst);
    py_decref(S, text);
    return rc;
}

int py_warn(py_State *S, py_Type *category, const char *msg)
{
    py_Obj *m = py_str_from(S, msg);
    if (!m) return -1;
    int rc = do_warn(S, m, (py_Obj *)category, 1);
    py_decref(S, m);
    return rc;
}

int py_warn_explicit(py_State *S, py_Obj *category, py_Obj *message, py_Obj *filename, int lineno)
{
    py_Obj *st = wstateB(S);
    if (!st) return -1;
    py_Obj *inst = py_call1(S, category, message);
    if (!inst) return -1;
    py_Obj *text = py_str(S, inst);
    int rc = text ? emit(S, st, inst, text, (py_Type *)category, filename, lineno) : -1;
    py_xdecref(S, text);
    py_decref(S, inst);
    return rc;
}

/* warn(message, category=None, stacklevel=1, source=None) */
static py_Obj *w_warn(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[5] = {0};
    if (py_parse_args(S, "warn", args, nargs, kwnames, "message,|category,stacklevel,source,*,skip_file_prefixes", a) < 0)
        return NULL;
    py_ssize level = 1;
    if (a[2] && py_as_ssize(S, a[2], &level) < 0) return NULL;
    if (do_warn(S, a[0], a[1], (int)(level < 1 ? 1 : level > 1000 ? 1000 : level)) < 0) return NULL;
    PY_RETURN_NONE(S);
}

/* _filters_mutated(): forget which warnings were already shown. */
static py_Obj *w_filters_mutated(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *st = wstateB(S);
    if (!st) return NULL;
    py_Obj *reg = py_set_new(S, NULL);
    if (!reg) return NULL;
    int rc = py_dict_set_str(S, st, "_registry", reg);
    py_decref(S, reg);
    if (rc < 0) return NULL;
    PY_RETURN_NONE(S);
}

static const py_MethodDef warnings_funcs[] = {
    {"warn", w_warn, PY_METH_STATIC},
    {"_filters_mutated", w_filters_mutated, PY_METH_STATIC},
    {NULL, NULL, 0}
};

/* Add a filter tuple (action, None, category, module-pattern or None, 0). */
static int add_filter(py_State *S, py_Obj *list, const char *action, py_Type *cat, const char *module)
{
    py_Obj *a = py_str_from(S, action);
    py_Obj *m = a ? (module ? py_str_from(S, module) : py_newref(S->None)) : NULL;
    py_Obj *zero = m ? py_int_from_i64(S, 0) : NULL;
    py_Obj *t = zero ? py_tuple_pack(S, 5, a, S->None, (py_Obj *)cat, m, zero) : NULL;
    py_xdecref(S, a);
    py_xdecref(S, m);
    py_xdecref(S, zero);
    return t ? py_list_append_steal(S, list, t) : -1;
}

/* CPython's default filters (release build). */
static int warnings_init(py_State *S, py_Obj *mod)
{
    py_Obj *filters = py_list_new(S, 0);
    if (!filters) return -1;
    if (add_filter(S, filters, "default", PY_T(DeprecationWarning), "__main__") < 0 ||
        add_filter(S, filters, "ignore", PY_T(DeprecationWarning), NULL) < 0 ||
        add_filter(S, filters, "ignore", PY_T(PendingDeprecationWarning), NULL) < 0 ||
        add_filter(S, filters, "ignore", PY_T(ImportWarning), NULL) < 0 ||
        add_filter(S, filters, "ignore", PY_T(ResourceWarning), NULL) < 0 ||
        py_module_add(S, mod, "filters", filters) < 0) {
        py_decref(S, filters);
        return -1;
    }
    py_decref(S, filters);
    py_Obj *reg = py_set_new(S, NULL);
    if (!reg) return -1;
    int rc = py_module_add(S, mod, "_registry", reg);
    py_decref(S, reg);
    if (rc < 0) return -1;
    py_Obj *da = py_str_from(S, "default");
    if (!da) return -1;
    rc = py_module_add(S, mod, "defaultaction", da);
    py_decref(S, da);
    if (rc < 0) return -1;
    return py_module_add(S, mod, "_record", S->None);
}

const py_ModuleDef py_moddef__warnings = {"_warnings", warnings_funcs, warnings_init};
