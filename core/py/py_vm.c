/* py_vm.c — the bytecode interpreter (eval loop) and Python function calls.
 *
 * A py_eval_frame activation runs one Python frame and the frames that its
 * CALL instructions start for plain Python functions, methods and class
 * __init__s: those run inline, in the same activation, on a stack of heap
 * chunks (fstack_alloc), and their exit resumes the caller's CALL; calls
 * from C, generators and every other callable get an activation (or none)
 * of their own. Dispatch uses computed
 * goto under GCC/Clang and a switch otherwise. Work is counted per executed
 * instruction in a local counter that is charged to the operation budget on
 * backward jumps, calls and frame exit. Exceptions unwind through the frame's
 * block stack (SETUP_FINALLY handlers); the traceback is a list of
 * (code, instruction index) tuples on the exception. */
#include "py_vm.h"
#include "py_runtime.h"
#include "py_containers.h"
#include <string.h>
#include <limits.h>

/* Python frames allowed whatever the recursion limit. Natively the C stack
 * check (py_stack_low) is the bound. In WebAssembly the frames also live on
 * the JavaScript engine's own stack (about 1 MB in V8, which WebAssembly
 * code cannot measure): plain Python recursion overflowed it between 2,000
 * and 2,500 frames in Node 20, so the depth is capped below that. Native
 * code between the frames takes that stack too (a generator resumed by
 * list.extend, a function called back from C: the call_depth count), so
 * there each nesting through C counts as VM_NATIVE_WEIGHT more frames:
 * copy.deepcopy of deep data (5 frames and 4 native levels per level)
 * overflowed V8's stack at 1,758 frames without it. */
#ifdef __EMSCRIPTEN__
#define VM_DEPTH_MAX 1800
#define VM_NATIVE_WEIGHT 3
#else
#define VM_DEPTH_MAX INT_MAX
#define VM_NATIVE_WEIGHT 0
#endif

#define SMALL_LOCALS 48

/* ------------------------------------------------------------ helpers */

int py_budget_fail(py_State *S)
{
    return py_charge(S, 0);
}

int py_tb_add(py_State *S, py_Obj *exc, py_Code *co, int lasti, py_Obj *globals, py_Frame *f)
{
    if (!exc || !(exc->type->flags & PY_TPFLAG_BASEEXC_SUB)) return 0;
    py_Exc *e = (py_Exc *)exc;
    if (e->traceback && PY_TYPE(e->traceback) != PY_T(list)) return 0;
    /* exc may be the raised exception itself (borrowed from S->exc): an
     * allocation failure below would replace and free it, so hold it and
     * keep it as the exception in flight (without this entry) */
    py_incref(exc);
    py_Obj *li = NULL, *t = NULL, *fo = NULL;
    if (!e->traceback && !(e->traceback = py_list_new(S, 0))) goto nomem;
    if (!(li = py_int_from_i64(S, lasti))) goto nomem;
    /* the frame object: tb_frame.f_locals shows the frame's variables (live
     * while it runs, the snapshot py_frame_detach takes when it exits) */
    if (f && !(fo = py_frame_object(S, f))) { py_decref(S, li); goto nomem; }
    t = fo ? py_tuple_pack(S, 4, (py_Obj *)co, li, globals ? globals : S->None, fo)
           : py_tuple_pack(S, 3, (py_Obj *)co, li, globals ? globals : S->None);
    py_decref(S, li);
    py_xdecref(S, fo);
    if (!t || py_list_append_steal(S, e->traceback, t) < 0) goto nomem;
    py_decref(S, exc);
    return 0;
nomem:
    if (S->exc == exc) { py_decref(S, exc); return -1; }
    py_err_clear(S);
    py_err_raise(S, exc);       /* steals our reference */
    return -1;
}

static bool is_budget_exc(py_State *S, py_Obj *exc)
{
    return S->budget_hit || (exc && py_isinstance_type(exc, PY_T(BudgetExceeded)));
}

/* Name of a callable for call-error messages ("__main__.f()" / "print()"). */
static py_Obj *func_str(py_State *S, py_Obj *f)
{
    py_Obj *qn = py_getattr_opt(S, f, S->id.__qualname__);
    if (!qn) {
        if (S->exc) py_err_clear(S);
        return py_str_fmt(S, "%s object", f->type->name);
    }
    py_Obj *mod = py_getattr_opt(S, f, S->id.__module__);
    if (!mod && S->exc) py_err_clear(S);
    py_Obj *r;
    if (mod && PY_TYPE(mod) == PY_T(str) && !py_str_eq_c(mod, "builtins"))
        r = py_str_fmt(S, "%U.%U()", mod, qn);
    else
        r = py_str_fmt(S, "%U()", qn);
    py_xdecref(S, mod);
    py_decref(S, qn);
    return r;
}

static py_Obj *unbound_local(py_State *S, py_Code *co, int idx)
{
    return py_err_format(S, PY_T(UnboundLocalError),
                         "cannot access local variable '%U' where it is not associated with a value",
                         py_tuple_getB(co->localsplusnames, idx));
}

static py_Obj *unbound_deref(py_State *S, py_Code *co, int idx)
{
    if (idx < co->nlocals) return unbound_local(S, co, idx);
    return py_err_format(S, PY_T(NameError),
                         "cannot access free variable '%U' where it is not associated with a value in enclosing scope",
                         py_tuple_getB(co->localsplusnames, idx));
}

static void add_dict_keys(py_State *S, py_Obj *l, py_Obj *d)
{
    if (!d || PY_TYPE(d) != PY_T(dict)) return;
    py_ssize pos = 0;
    py_Obj *k, *v;
    while (py_dict_next(d, &pos, &k, &v)) py_list_append(S, l, k);
}

/* For the traceback's "Did you mean" of NameError: the names visible in the
 * failing frame (locals, globals, builtins), or "self.name" when the
 * frame's self has that attribute. Stored in the exception's dict. */
static void name_error_candidates(py_State *S, py_Obj *d, py_Obj *name)
{
    py_Frame *f = S->frame;
    if (!f) return;
    py_Code *co = f->code;
    py_Obj *l = py_list_new(S, 0);
    if (!l) return;
    py_Obj *self = NULL;
    if (f->locals) add_dict_keys(S, l, f->locals);
    else {
        for (int i = 0; i < co->nlocalsplus; i++) {
            py_Obj *v = f->localsplus[i];
            if (v && v->type == PY_T(cell) && (co->localspluskinds[i] & (PY_LK_CELL | PY_LK_FREE))) v = ((py_Cell *)v)->ref;
            if (!v) continue;
            py_Obj *nm = py_tuple_getB(co->localsplusnames, i);
            py_list_append(S, l, nm);
            if (py_str_eq_c(nm, "self")) self = v;
        }
    }
    add_dict_keys(S, l, f->globals);
    add_dict_keys(S, l, f->builtins);
    py_dict_set_str(S, d, "\001cands", l);
    py_decref(S, l);
    if (self) {
        int h = py_hasattr(S, self, name);
        if (h > 0) {
            py_Obj *s = py_str_fmt(S, "self.%U", name);
            if (s) { py_dict_set_str(S, d, "\001suggest", s); py_decref(S, s); }
        }
    }
    if (S->exc) py_err_clear(S);
}

static py_Obj *name_error(py_State *S, py_Obj *name)
{
    py_Obj *msg = py_str_fmt(S, "name '%U' is not defined", name);
    if (!msg) return NULL;
    py_Obj *args = py_tuple_pack(S, 1, msg);
    py_decref(S, msg);
    if (!args) return NULL;
    py_Obj *exc = py_exc_new(S, PY_T(NameError), args);
    py_decref(S, args);
    if (!exc) return NULL;
    py_Obj **dp = py_obj_dictptr(exc);
    if (dp) {
        if (!*dp) *dp = py_dict_new(S);
        if (*dp) {
            py_dict_set_str(S, *dp, "name", name);
            name_error_candidates(S, *dp, name);
        }
        if (S->exc) py_err_clear(S);
    }
    py_err_raise(S, exc);
    return NULL;
}

/* Find the entry index of key `name` in dict d, or -1. */
static py_ssize dict_entry_index(py_Dict *d, py_Obj *name)
{
    for (py_ssize i = 0; i < d->nentries; i++) {
        py_Obj *k = d->entries[i].key;
        if (k && d->entries[i].value && (k == name || (PY_TYPE(k) == PY_T(str) && py_str_eq(k, name))))
            return i;
    }
    return -1;
}

/* LOAD_GLOBAL with the inline cache: entry indices validated by key identity. */
static py_Obj *load_global(py_State *S, py_Frame *f, py_Cache *c, py_Obj *name)
{
    py_Dict *g = (py_Dict *)f->globals, *b = (py_Dict *)f->builtins;
    if (c->gdict == g) {
        if (c->where == 1) {
            if ((py_ssize)c->index < g->nentries) {
                py_DictEntry *e = &g->entries[c->index];
                if (e->key == c->key && e->value) return e->value;
            }
        } else if (c->where == 2 && c->bdict == b && (py_ssize)c->index < b->nentries) {
            py_DictEntry *e = &b->entries[c->index];
            if (e->key == c->key && e->value) {
                if (c->gver == g->version) return e->value;
                py_Obj *v = py_dict_getB(S, (py_Obj *)g, name);
                if (!v && !S->exc) { c->gver = g->version; return e->value; }
            }
        }
    }
    /* slow path */
    py_Obj *v = py_dict_getB(S, (py_Obj *)g, name);
    if (v) {
        py_ssize i = PY_TYPE(g) == PY_T(dict) ? dict_entry_index(g, name) : -1;
        if (i >= 0) {
            py_setref(S, &c->key, py_newref(g->entries[i].key));
            c->gdict = g; c->where = 1; c->index = (uint32_t)i;
        }
        return v;
    }
    if (S->exc) return NULL;
    if (!b) return name_error(S, name);
    v = py_dict_getB(S, (py_Obj *)b, name);
    if (v) {
        py_ssize i = PY_TYPE(b) == PY_T(dict) && PY_TYPE(g) == PY_T(dict) ? dict_entry_index(b, name) : -1;
        if (i >= 0) {
            py_setref(S, &c->key, py_newref(b->entries[i].key));
            c->gdict = g; c->bdict = b; c->where = 2; c->index = (uint32_t)i; c->gver = g->version;
        }
        return v;
    }
    if (S->exc) return NULL;
    return name_error(S, name);
}

/* LOAD_NAME: locals, globals, builtins. New reference. */
/* name in ns (a mapping, or NULL), then the globals, then the builtins. */
static py_Obj *lookup_name(py_State *S, py_Frame *f, py_Obj *ns, py_Obj *name)
{
    py_Obj *v;
    if (ns && ns != f->globals) {
        if (PY_TYPE(ns) == PY_T(dict)) {
            v = py_dict_getB(S, ns, name);
            if (v) return py_newref(v);
            if (S->exc) return NULL;
        } else {
            v = py_getitem(S, ns, name);
            if (v) return v;
            if (!py_err_matches(S, PY_T(KeyError))) return NULL;
            py_err_clear(S);
        }
    }
    v = py_dict_getB(S, f->globals, name);
    if (v) return py_newref(v);
    if (S->exc) return NULL;
    if (f->builtins) {
        v = py_dict_getB(S, f->builtins, name);
        if (v) return py_newref(v);
        if (S->exc) return NULL;
    }
    return name_error(S, name);
}

static py_Obj *load_name(py_State *S, py_Frame *f, py_Obj *name) { return lookup_name(S, f, f->locals, name); }

/* Fill cells and free variables of a new frame (after argument binding). */
static int init_cells(py_State *S, py_Function *fn, py_Code *co, py_Obj **lp)
{
    for (int i = 0; i < co->ncells; i++) {
        int k = co->cellidx[i];
        py_Obj *c = py_cell_new(S, lp[k]);
        if (!c) return -1;
        py_xdecref(S, lp[k]);
        lp[k] = c;
    }
    if (co->nfree) {
        if (!fn || !fn->closure || py_tuple_len(fn->closure) < co->nfree) {
            py_err_setstr(S, PY_T(SystemError), "function has no closure for its free variables");
            return -1;
        }
        for (int i = 0; i < co->nfree; i++)
            lp[co->nlocals + i] = py_newref(py_tuple_getB(fn->closure, i));
    }
    return 0;
}

int py_frame_setup(py_State *S, py_Function *fn, py_Obj **lp, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
/* Bind arguments and make cells for fn's code into lp (zeroed). */
int py_frame_setup(py_State *S, py_Function *fn, py_Obj **lp, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Code *co = fn->code;
    if (!kwnames && nargs == co->argcount && !(co->flags & (PY_CO_VARARGS | PY_CO_VARKEYWORDS)) &&
        co->kwonlyargcount == 0) {
        for (py_ssize i = 0; i < nargs; i++) lp[i] = py_newref(args[i]);
    } else if (py_func_bind(S, fn, lp, args, nargs, kwnames) < 0) {
        return -1;
    }
    if ((co->ncells || co->nfree) && init_cells(S, fn, co, lp) < 0) return -1;
    return 0;
}

static void clear_locals(py_State *S, py_Obj **lp, int n)
{
    for (int i = 0; i < n; i++) {
        py_Obj *v = lp[i];
        if (v) { lp[i] = NULL; py_decref(S, v); }
    }
}

py_Obj *py_function_call(py_State *S, py_Obj *func, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Function *fn = (py_Function *)func;
    py_Code *co = fn->code;
    if (co->flags & (PY_CO_GENERATOR | PY_CO_COROUTINE | PY_CO_ASYNC_GENERATOR)) return py_gen_new(S, fn, args, nargs, kwnames);
    int nslots = co->nlocalsplus + co->stacksize;
    py_Obj *buf[SMALL_LOCALS];
    py_Obj **lp = buf;
    if (nslots > SMALL_LOCALS) {
        lp = py_malloc(S, sizeof(py_Obj *) * (size_t)nslots);
        if (!lp) return NULL;
    } else {
        memset(buf, 0, sizeof(py_Obj *) * (size_t)co->nlocalsplus);
    }
    py_Obj *res = NULL;
    if (py_frame_setup(S, fn, lp, args, nargs, kwnames) < 0) {
        clear_locals(S, lp, co->nlocalsplus);
    } else {
        py_Frame fr;
        fr.code = co;
        fr.func = func;
        fr.globals = fn->globals;
        fr.builtins = fn->builtins;
        fr.locals = (co->flags & PY_CO_NAMELOCALS) && S->frame ? S->frame->locals : NULL;
        fr.localsplus = lp;
        fr.sp = NULL;
        fr.lasti = -1;
        fr.nblocks = 0;
        fr.gen = NULL;
        fr.frameobj = NULL;
        fr.ret_sp = NULL;
        fr.ret_init = false;
        res = py_eval_frame(S, &fr, 0, NULL);
    }
    if (lp != buf) py_free(S, lp, sizeof(py_Obj *) * (size_t)nslots);
    return res;
}

/* Run a module / class body code object with a locals mapping. */
static py_Obj *run_code_locals(py_State *S, py_Code *co, py_Function *fn, py_Obj *globals, py_Obj *locals)
{
    int nslots = co->nlocalsplus + co->stacksize;
    py_Obj **lp = py_malloc(S, sizeof(py_Obj *) * (size_t)(nslots ? nslots : 1));
    if (!lp) return NULL;
    py_Obj *res = NULL;
    if ((co->ncells || co->nfree) && init_cells(S, fn, co, lp) < 0) {
        clear_locals(S, lp, co->nlocalsplus);
    } else {
        py_Frame fr;
        fr.code = co;
        fr.func = (py_Obj *)fn;
        fr.globals = globals;
        py_Obj *b = py_dict_getB(S, globals, S->id.__builtins__);
        if (b && PY_TYPE(b) == PY_T(module)) b = ((py_Module *)b)->dict;
        if (!b || PY_TYPE(b) != PY_T(dict)) b = S->builtins;
        if (S->exc) py_err_clear(S);
        fr.builtins = fn ? fn->builtins : b;
        fr.locals = locals;
        fr.localsplus = lp;
        fr.sp = NULL;
        fr.lasti = -1;
        fr.nblocks = 0;
        fr.gen = NULL;
        fr.frameobj = NULL;
        fr.ret_sp = NULL;
        fr.ret_init = false;
        res = py_eval_frame(S, &fr, 0, NULL);
    }
    py_free(S, lp, sizeof(py_Obj *) * (size_t)(nslots ? nslots : 1));
    return res;
}

py_Obj *py_eval_code(py_State *S, py_Code *co, py_Obj *globals, py_Obj *locals)
{
    return run_code_locals(S, co, NULL, globals, locals ? locals : globals);
}

/* Class bodies: run fn's code with ns as locals. */
py_Obj *py_vm_run_class_body(py_State *S, py_Obj *fn, py_Obj *ns);
py_Obj *py_vm_run_class_body(py_State *S, py_Obj *fn, py_Obj *ns)
{
    py_Function *f = (py_Function *)fn;
    return run_code_locals(S, f->code, f, f->globals, ns);
}

/* ------------------------------------------------------------ op helpers */

static int unpack_iterable(py_State *S, py_Obj *v, int before, int after, py_Obj **out_top)
{
    /* out_top points to the slot after the last pushed item: items are
     * written so that the first item ends on top. */
    int total = before + after;
    bool star = after >= 0;
    if (!star) total = before;
    py_Obj *it = py_iter(S, v);
    if (!it) {
        if (py_err_matches(S, PY_T(TypeError)) && !v->type->iter && !v->type->getitem) {
            py_err_clear(S);
            py_err_format(S, PY_T(TypeError), "cannot unpack non-iterable %s object", v->type->name);
        }
        return -1;
    }
    py_Obj *items_small[16];
    py_Obj **items = items_small;
    int n = 0;
    if (total > 16) {
        items = py_malloc(S, sizeof(py_Obj *) * (size_t)total);
        if (!items) { py_decref(S, it); return -1; }
    }
    int r = -1;
    py_Obj *rest = NULL;
    int nfirst = star ? before : total;
    for (; n < nfirst; n++) {
        py_Obj *x = py_next(S, it);
        if (!x) {
            if (!S->exc) {
                if (star)
                    py_err_format(S, PY_T(ValueError), "not enough values to unpack (expected at least %d, got %d)", total, n);
                else
                    py_err_format(S, PY_T(ValueError), "not enough values to unpack (expected %d, got %d)", total, n);
            }
            goto out;
        }
        items[n] = x;
    }
    if (!star) {
        py_Obj *x = py_next(S, it);
        if (x) {
            py_decref(S, x);
            py_err_format(S, PY_T(ValueError), "too many values to unpack (expected %d)", total);
            goto out;
        }
        if (S->exc) goto out;
    } else {
        rest = py_seq_list(S, it);
        if (!rest) goto out;
        py_ssize rl = py_list_len(rest);
        if (rl < after) {
            py_err_format(S, PY_T(ValueError), "not enough values to unpack (expected at least %d, got %d)",
                          total, (int)(before + rl));
            goto out;
        }
        for (int k = 0; k < after; k++) {
            items[before + k] = py_newref(py_list_getB(rest, rl - after + k));
            n++;
        }
        /* shrink rest */
        for (py_ssize k = rl - after; k < rl; k++) py_decref(S, ((py_List *)rest)->items[k]);
        ((py_List *)rest)->len = rl - after;
    }
    /* push: last item deepest */
    {
        py_Obj **sp = out_top;
        if (star) {
            for (int k = after - 1; k >= 0; k--) *sp++ = items[before + k];
            *sp++ = rest;
            rest = NULL;
            for (int k = before - 1; k >= 0; k--) *sp++ = items[k];
        } else {
            for (int k = total - 1; k >= 0; k--) *sp++ = items[k];
        }
        n = 0;
    }
    r = 0;
out:
    for (int k = 0; k < n; k++) py_decref(S, items[k]);
    if (items != items_small) py_free(S, items, sizeof(py_Obj *) * (size_t)total);
    py_xdecref(S, rest);
    py_decref(S, it);
    return r;
}

static py_Obj *do_format_value(py_State *S, py_Obj *v, int flags, py_Obj *spec)
{
    py_Obj *conv = NULL;
    switch (flags & 3) {
    case 1: conv = py_str(S, v); break;
    case 2: conv = py_repr(S, v); break;
    case 3: conv = py_ascii(S, v); break;
    default: conv = py_newref(v);
    }
    if (!conv) return NULL;
    if (PY_TYPE(conv) == PY_T(str) && (!spec || py_str_nbytes(spec) == 0)) return conv;
    /* py_format looks __format__ up on the type (format(int) works). */
    py_Obj *r = py_format(S, conv, spec ? spec : S->empty_str);
    py_decref(S, conv);
    return r;
}

static py_Obj *build_string(py_State *S, py_Obj **items, int n)
{
    size_t total = 0;
    for (int i = 0; i < n; i++) total += (size_t)py_str_nbytes(items[i]);
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    if (!nb_buf_reserve(&b, total + 1)) return py_err_nomemory(S);
    for (int i = 0; i < n; i++) nb_buf_append(&b, py_str_utf8(items[i]), (size_t)py_str_nbytes(items[i]));
    py_Obj *r = py_str_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

static bool is_mapping(py_State *S, py_Obj *o)
{
    if (py_dict_check(o)) return true;
    py_Obj *k = py_type_lookupB(o->type, S->id.keys);
    return k && o->type->getitem;
}

/* DICT_MERGE for calls: merge mapping `src` into `d`, errors naming func. */
static int dict_merge_call(py_State *S, py_Obj *d, py_Obj *src, py_Obj *func)
{
    if (!is_mapping(S, src)) {
        py_Obj *fs = func_str(S, func);
        if (!fs) return -1;
        py_err_format(S, PY_T(TypeError), "%U argument after ** must be a mapping, not %s", fs, src->type->name);
        py_decref(S, fs);
        return -1;
    }
    py_Obj *keys = NULL;
    if (PY_TYPE(src) == PY_T(dict)) {
        py_ssize pos = 0;
        py_Obj *k, *v;
        while (py_dict_next(src, &pos, &k, &v)) {
            if (!(k->type->flags & PY_TPFLAG_STR_SUB)) {
                py_err_setstr(S, PY_T(TypeError), "keywords must be strings");
                return -1;
            }
            int has = py_dict_contains(S, d, k);
            if (has < 0) return -1;
            if (has) goto dup;
            if (py_dict_set(S, d, k, v) < 0) return -1;
            continue;
        dup: {
                py_Obj *fs = func_str(S, func);
                if (!fs) return -1;
                py_err_format(S, PY_T(TypeError), "%U got multiple values for keyword argument '%U'", fs, k);
                py_decref(S, fs);
                return -1;
            }
        }
        return 0;
    }
    py_Obj *km = py_call_method(S, src, S->id.keys, NULL, 0, NULL);
    if (!km) return -1;
    keys = py_seq_list(S, km);
    py_decref(S, km);
    if (!keys) return -1;
    for (py_ssize i = 0; i < py_list_len(keys); i++) {
        py_Obj *k = py_list_getB(keys, i);
        if (!(k->type->flags & PY_TPFLAG_STR_SUB)) {
            py_err_setstr(S, PY_T(TypeError), "keywords must be strings");
            goto fail;
        }
        int has = py_dict_contains(S, d, k);
        if (has < 0) goto fail;
        if (has) {
            py_Obj *fs = func_str(S, func);
            if (fs) {
                py_err_format(S, PY_T(TypeError), "%U got multiple values for keyword argument '%U'", fs, k);
                py_decref(S, fs);
            }
            goto fail;
        }
        py_Obj *v = py_getitem(S, src, k);
        if (!v) goto fail;
        int r = py_dict_set(S, d, k, v);
        py_decref(S, v);
        if (r < 0) goto fail;
    }
    py_decref(S, keys);
    return 0;
fail:
    py_decref(S, keys);
    return -1;
}

static int list_extend(py_State *S, py_Obj *list, py_Obj *iterable)
{
    if (PY_TYPE(iterable) == PY_T(list) || PY_TYPE(iterable) == PY_T(tuple)) {
        py_ssize n = PY_TYPE(iterable) == PY_T(list) ? py_list_len(iterable) : py_tuple_len(iterable);
        py_Obj **items = PY_TYPE(iterable) == PY_T(list) ? ((py_List *)iterable)->items : ((py_Tuple *)iterable)->items;
        for (py_ssize i = 0; i < n; i++)
            if (py_list_append(S, list, items[i]) < 0) return -1;
        return 0;
    }
    py_Obj *it = py_iter(S, iterable);
    if (!it) {
        if (py_err_matches(S, PY_T(TypeError)) && !iterable->type->iter && !iterable->type->getitem) {
            py_err_clear(S);
            py_err_format(S, PY_T(TypeError), "Value after * must be an iterable, not %s", iterable->type->name);
        }
        return -1;
    }
    py_Obj *x;
    while ((x = py_next(S, it))) {
        if (py_list_append_steal(S, list, x) < 0) { py_decref(S, it); return -1; }
    }
    py_decref(S, it);
    return S->exc ? -1 : 0;
}

/* Call with args tuple + kwargs dict (CALL_FUNCTION_EX). */
static py_Obj *call_ex(py_State *S, py_Obj *callable, py_Obj *self, py_Obj *args, py_Obj *kwargs)
{
    py_ssize na = py_tuple_len(args);
    py_ssize nk = kwargs ? py_dict_len(kwargs) : 0;
    py_ssize total = na + nk + (self ? 1 : 0);
    py_Obj *small[16];
    py_Obj **a = small;
    if (total > 16) {
        a = py_malloc(S, sizeof(py_Obj *) * (size_t)total);
        if (!a) return NULL;
    }
    py_ssize k = 0;
    if (self) a[k++] = self;
    for (py_ssize i = 0; i < na; i++) a[k++] = py_tuple_getB(args, i);
    py_Obj *kwnames = NULL;
    if (nk) {
        kwnames = py_tuple_new(S, nk);
        if (!kwnames) goto out;
        py_ssize pos = 0, j = 0;
        py_Obj *key, *val;
        while (py_dict_next(kwargs, &pos, &key, &val)) {
            ((py_Tuple *)kwnames)->items[j++] = py_newref(key);
            a[k++] = val;
        }
    }
    py_Obj *r;
    py_ssize npos = na + (self ? 1 : 0);
    if (callable->type == PY_T(function)) r = py_function_call(S, callable, a, npos, kwnames);
    else r = py_call(S, callable, a, npos, kwnames);
    py_xdecref(S, kwnames);
    if (a != small) py_free(S, a, sizeof(py_Obj *) * (size_t)total);
    return r;
out:
    if (a != small) py_free(S, a, sizeof(py_Obj *) * (size_t)total);
    return NULL;
}

/* PEP 695 intrinsics (PY_INTR_TYPEVAR...): typing's helper of that id
 * called with the popped values; typing holds the TypeVar family, Generic
 * and TypeAliasType. New reference, NULL + exception. */
static py_Obj *typing_intrinsic(py_State *S, int id, py_Obj *const *args, py_ssize nargs)
{
    static const char *const helpers[] = {
        [PY_INTR_TYPEVAR] = "_make_typevar", [PY_INTR_TYPEVARTUPLE] = "_make_typevartuple",
        [PY_INTR_PARAMSPEC] = "_make_paramspec", [PY_INTR_GENERIC_BASE] = "_make_generic_base",
        [PY_INTR_TYPE_ALIAS] = "_make_type_alias", [PY_INTR_FUNC_TYPE_PARAMS] = "_set_type_params",
    };
    if (id < PY_INTR_TYPEVAR || id > PY_INTR_FUNC_TYPE_PARAMS)
        return py_err_format(S, PY_T(SystemError), "unknown intrinsic %d", id);
    py_Obj *name = py_str_from(S, "typing");
    if (!name) return NULL;
    py_Obj *mod = py_import(S, name);
    py_decref(S, name);
    if (!mod) return NULL;
    py_Obj *fn = py_getattr_str(S, mod, helpers[id]);
    py_decref(S, mod);
    if (!fn) return NULL;
    py_Obj *r = py_call(S, fn, args, nargs, NULL);
    py_decref(S, fn);
    return r;
}

static py_Obj *import_name(py_State *S, py_Obj *name, py_Obj *fromlist, py_Obj *level)
{
    if (level && PY_TYPE(level) == PY_T(int) && py_int_small(level) > 0)
        return py_err_setstr(S, PY_T(ImportError), "attempted relative import with no known parent package");
    py_Obj *m = py_import(S, name);
    if (!m) return NULL;
    const char *s = py_str_utf8(name);
    const char *dot = strchr(s, '.');
    if (fromlist == S->None && dot) {
        py_decref(S, m);
        py_Obj *first = py_str_new(S, s, dot - s);
        if (!first) return NULL;
        m = py_import(S, first);
        py_decref(S, first);
    }
    return m;
}

static py_Obj *import_from(py_State *S, py_Obj *mod, py_Obj *name)
{
    py_Obj *v = py_getattr_opt(S, mod, name);
    if (v || S->exc) return v;
    py_Obj *mname = py_getattr_opt(S, mod, S->id.__name__);
    if (!mname && S->exc) return NULL;
    if (mname && PY_TYPE(mname) == PY_T(str)) {
        py_Obj *full = py_str_fmt(S, "%U.%U", mname, name);
        if (!full) { py_decref(S, mname); return NULL; }
        v = py_import(S, full);
        py_decref(S, full);
        if (v) { py_decref(S, mname); return v; }
        py_err_clear(S);
        py_err_format(S, PY_T(ImportError), "cannot import name '%U' from '%U' (unknown location)", name, mname);
        if (S->exc) {
            py_Obj **dp = py_obj_dictptr(S->exc);
            if (dp) {
                py_Obj *e = py_err_fetch(S);
                if (!*dp) *dp = py_dict_new(S);
                if (*dp) { py_dict_set_str(S, *dp, "name", mname); py_dict_set_str(S, *dp, "name_from", name); }
                if (S->exc) py_err_clear(S);
                py_setref(S, &S->exc, e);
            }
        }
        py_decref(S, mname);
        return NULL;
    }
    py_xdecref(S, mname);
    return py_err_format(S, PY_T(ImportError), "cannot import name '%U'", name);
}

static int import_star(py_State *S, py_Frame *f, py_Obj *mod)
{
    py_Obj *dst = f->locals ? f->locals : f->globals;
    py_Obj *all = py_getattr_opt(S, mod, S->id.__all__);
    if (!all && S->exc) return -1;
    if (all) {
        py_Obj *l = py_seq_list(S, all);
        py_decref(S, all);
        if (!l) return -1;
        for (py_ssize i = 0; i < py_list_len(l); i++) {
            py_Obj *n = py_list_getB(l, i);
            py_Obj *v = py_getattr(S, mod, n);
            if (!v) { py_decref(S, l); return -1; }
            int r = py_setitem(S, dst, n, v);
            py_decref(S, v);
            if (r < 0) { py_decref(S, l); return -1; }
        }
        py_decref(S, l);
        return 0;
    }
    py_Obj *d = py_getattr(S, mod, S->id.__dict__);
    if (!d) return -1;
    py_Obj *keys = py_dict_check(d) ? py_dict_keys_list(S, d) : NULL;
    if (!keys) { py_decref(S, d); return S->exc ? -1 : 0; }
    int r = 0;
    for (py_ssize i = 0; r == 0 && i < py_list_len(keys); i++) {
        py_Obj *k = py_list_getB(keys, i);
        if (PY_TYPE(k) != PY_T(str) || py_str_utf8(k)[0] == '_') continue;
        py_Obj *v = py_dict_getB(S, d, k);
        if (v) r = py_setitem(S, dst, k, v);
    }
    py_decref(S, keys);
    py_decref(S, d);
    return r;
}

/* Create the exception instance for `raise X`. */
static py_Obj *make_exception(py_State *S, py_Obj *x)
{
    if ((x->type->flags & PY_TPFLAG_TYPE_SUB) && py_type_issub((py_Type *)x, PY_T(BaseException))) {
        py_Obj *e = py_call0(S, x);
        if (!e) return NULL;
        if (!(e->type->flags & PY_TPFLAG_BASEEXC_SUB)) {
            py_err_format(S, PY_T(TypeError),
                          "calling %R should have returned an instance of BaseException, not %s", x, e->type->name);
            py_decref(S, e);
            return NULL;
        }
        return e;
    }
    if (x->type->flags & PY_TPFLAG_BASEEXC_SUB) return py_newref(x);
    return py_err_setstr(S, PY_T(TypeError), "exceptions must derive from BaseException");
}

static int do_raise(py_State *S, py_Obj *exc, py_Obj *cause)
{
    py_Obj *e = make_exception(S, exc);
    if (!e) return -1;
    if (cause) {
        py_Obj *c = NULL;
        if (cause != S->None) {
            if ((cause->type->flags & PY_TPFLAG_TYPE_SUB) && py_type_issub((py_Type *)cause, PY_T(BaseException))) {
                c = py_call0(S, cause);
                if (!c) { py_decref(S, e); return -1; }
            } else if (cause->type->flags & PY_TPFLAG_BASEEXC_SUB) {
                c = py_newref(cause);
            } else {
                py_decref(S, e);
                py_err_setstr(S, PY_T(TypeError), "exception causes must derive from BaseException");
                return -1;
            }
        }
        py_setref(S, &((py_Exc *)e)->cause, c);
        ((py_Exc *)e)->suppress_context = true;
    }
    py_err_raise(S, e);
    return 0;
}

static py_Obj *lookup_special_bound(py_State *S, py_Obj *o, py_Obj *name)
{
    py_Obj *d = py_type_lookupB(o->type, name);
    if (!d) return NULL;
    if (d->type->descr_get) return d->type->descr_get(S, d, o, o->type);
    return py_newref(d);
}

/* Entering a `with` (async: `async with`) block: looks up the enter and
 * exit methods on mgr's type, calls enter and returns its result (NEW) with
 * the bound exit method in *exit_out; NULL with CPython's TypeError when the
 * protocol is missing or the enter call raised. */
static py_Obj *enter_context(py_State *S, py_Obj *mgr, bool async, py_Obj **exit_out)
{
    const char *what = async ? "asynchronous context manager" : "context manager";
    py_Obj *enter = lookup_special_bound(S, mgr, async ? S->id.__aenter__ : S->id.__enter__);
    if (!enter) {
        if (!S->exc)
            py_err_format(S, PY_T(TypeError), "'%s' object does not support the %s protocol", mgr->type->name, what);
        return NULL;
    }
    py_Obj *exit = lookup_special_bound(S, mgr, async ? S->id.__aexit__ : S->id.__exit__);
    if (!exit) {
        py_decref(S, enter);
        if (!S->exc)
            py_err_format(S, PY_T(TypeError), "'%s' object does not support the %s protocol (missed %s method)",
                          mgr->type->name, what, async ? "__aexit__" : "__exit__");
        return NULL;
    }
    py_Obj *res = py_call0(S, enter);
    py_decref(S, enter);
    if (!res) {
        py_decref(S, exit);
        return NULL;
    }
    *exit_out = exit;
    return res;
}

/* The iterator an `await o` drives (NEW), or NULL. where: 0 await, 1 the
 * result of __aenter__, 2 of __aexit__, 3 of __anext__ (CPython's messages). */
static py_Obj *get_awaitable(py_State *S, py_Obj *o, int where)
{
    if (o->type == PY_T(coroutine)) return py_newref(o);
    py_Obj *m = lookup_special_bound(S, o, S->id.__await__);
    if (!m) {
        if (S->exc) return NULL;
        if (where == 3) return py_err_format(S, PY_T(TypeError), "'async for' received an invalid object from __anext__: %s", o->type->name);
        if (where) return py_err_format(S, PY_T(TypeError), "'async with' received an object from %s that does not implement __await__: %s",
                                        where == 1 ? "__aenter__" : "__aexit__", o->type->name);
        return py_err_format(S, PY_T(TypeError), "object %s can't be used in 'await' expression", o->type->name);
    }
    py_Obj *it = py_call0(S, m);
    py_decref(S, m);
    if (!it) return NULL;
    if (it->type == PY_T(coroutine)) {
        py_decref(S, it);
        return py_err_setstr(S, PY_T(TypeError), "__await__() returned a coroutine");
    }
    if (!it->type->iternext) {
        py_err_format(S, PY_T(TypeError), "__await__() returned non-iterator of type '%s'", it->type->name);
        py_decref(S, it);
        return NULL;
    }
    return it;
}

static py_Obj *gen_iter_send(py_State *S, py_Obj *it, py_Obj *v, int *done)
{
    if (it->type == PY_T(generator) || it->type == PY_T(coroutine)) return py_gen_send(S, it, v, done);
    py_Obj *r;
    if (v == S->None && it->type->iternext) r = it->type->iternext(S, it);
    else r = py_call_method(S, it, S->id.send, &v, 1, NULL);
    if (r) { *done = 0; return r; }
    if (!S->exc) { *done = 1; return PY_NONE(S); }
    if (py_err_matches(S, PY_T(StopIteration))) {
        py_Obj *e = py_err_fetch(S);
        py_Obj *val = ((py_Exc *)e)->value;
        if (!val && ((py_Exc *)e)->args && py_tuple_len(((py_Exc *)e)->args) > 0)
            val = py_tuple_getB(((py_Exc *)e)->args, 0);
        val = val ? py_newref(val) : PY_NONE(S);
        py_decref(S, e);
        *done = 1;
        return val;
    }
    return NULL;
}

/* ------------------------------------------------ attribute fast paths */

/* Class-level lookup of name on tp through the instruction's cache
 * (borrowed; NULL = the type has no such attribute). */
static inline py_Obj *attr_type_lookup(py_State *S, py_Cache *c, py_Type *tp, py_Obj *name)
{
    uint64_t ep = PY_RT(S)->type_epoch;
    if (c->atype == tp && c->aepoch == ep) return c->adescr;
    py_Obj *d = py_type_lookup_cached(S, tp, name);
    c->atype = tp;
    c->aepoch = ep;
    c->adescr = d;
    return d;
}

/* Value of attribute `name` in an instance dict (borrowed), using the
 * cache's entry hint (instances of a class usually share their attribute
 * order). NULL: absent (or error, with an exception set). */
static inline py_Obj *inst_dict_get(py_State *S, py_Cache *c, py_Obj *dict, py_Obj *name)
{
    py_Dict *d = (py_Dict *)dict;
    uint32_t ix = c->index;
    if ((py_ssize)ix < d->nentries && d->entries[ix].key == name) return d->entries[ix].value;
    py_ssize i = py_dict_entry_index(S, dict, name, py_hash_fast(S, name));
    if (i < 0) return NULL;
    c->index = (uint32_t)i;
    return d->entries[i].value;
}

/* Store v (borrowed) under name in an instance dict. */
static inline int inst_dict_set(py_State *S, py_Cache *c, py_Obj *dict, py_Obj *name, py_Obj *v)
{
    py_Dict *d = (py_Dict *)dict;
    uint32_t ix = c->index;
    if ((py_ssize)ix < d->nentries && d->entries[ix].key == name && d->entries[ix].value) {
        py_Obj *old = d->entries[ix].value;
        d->entries[ix].value = py_newref(v);
        d->version++;
        py_decref(S, old);
        return 0;
    }
    if (py_dict_set_hash(S, dict, name, py_hash_fast(S, name), v) < 0) return -1;
    if (d->nentries > 0 && d->entries[d->nentries - 1].key == name) c->index = (uint32_t)(d->nentries - 1);
    return 0;
}

/* Does instances' attribute access of tp follow object's rules with the
 * dict at a fixed offset? */
static inline bool plain_inst_get(py_Type *tp) { return tp->getattro == py_generic_getattr && tp->dictoffset > 0; }
static inline bool plain_inst_set(py_Type *tp) { return tp->setattro == py_generic_setattr && tp->dictoffset > 0; }

/* Calling a class whose metaclass is type, whose __new__ is object's and
 * whose __init__ is a Python function: allocate the instance and run
 * __init__ directly (what type.__call__ does, without the generic
 * dispatch). slot[0] is a free stack slot just before the arguments; it
 * receives the new instance (owned by the stack). Returns NULL without an
 * exception when the fast path does not apply. */
static py_Obj *call_plain_class(py_State *S, py_Type *t, py_Obj **slot, py_ssize nargs,
                                py_Obj *kwnames, bool *applied)
{
    *applied = false;
    if (t->tp_new != py_object_new || (t->flags & PY_TPFLAG_ABSTRACT)) return NULL;
    py_Obj *init = py_type_lookup_cached(S, t, S->id.__init__);
    if (!init || init->type != PY_T(function)) return NULL;
    *applied = true;
    py_Obj *self = py_type_alloc(S, t);
    if (!self) return NULL;
    slot[0] = self;
    py_incref(init);
    py_Obj *r = py_function_call(S, init, slot, nargs + 1, kwnames);
    py_decref(S, init);
    if (!r) return NULL;
    if (r != S->None) {
        py_err_format(S, PY_T(TypeError), "__init__() should return None, not '%s'", r->type->name);
        py_decref(S, r);
        return NULL;
    }
    py_decref(S, r);
    return py_newref(self);
}

/* Bytes of the heap block of an inline frame for code co. */
static inline size_t inline_frame_size(py_Code *co)
{
    return sizeof(py_Frame) + sizeof(py_Obj *) * (size_t)(co->nlocalsplus + co->stacksize);
}

#define FCHUNK_BYTES ((size_t)16 << 10)
/* Inline frames take no C stack, so the stack check that bounds recursion
 * through C calls does not see them; this bound stands in for it (about
 * the depth the C stack allowed before, with a huge recursion limit). */
#define FSTACK_MAX ((size_t)16 << 20)

/* sz bytes (a multiple of 8) on the stack of inline frames: taken from the
 * current chunk, or from a new one. NULL with MemoryError (or, past
 * FSTACK_MAX, RecursionError) set. */
static void *fstack_alloc(py_State *S, size_t sz)
{
    py_RT *rt = PY_RT(S);
    py_FChunk *c = rt->fchunk;
    if (c && (size_t)(c->end - rt->ftop) >= sz) {
        void *p = rt->ftop;
        rt->ftop += sz;
        return p;
    }
    size_t need = sizeof(py_FChunk) + sz;
    if (rt->fbytes + (need > FCHUNK_BYTES ? need : FCHUNK_BYTES) > FSTACK_MAX) {
        py_err_recursion(S, NULL);
        return NULL;
    }
    py_FChunk *n = rt->fspare;
    if (n && n->size >= need) {
        rt->fspare = NULL;
    } else {
        size_t csz = need > FCHUNK_BYTES ? need : FCHUNK_BYTES;
        if (!(n = py_malloc(S, csz))) return NULL;
        n->size = csz;
        n->end = (char *)n + csz;
    }
    n->prev = c;
    n->prev_top = rt->ftop;
    rt->fbytes += n->size;
    rt->fchunk = n;
    rt->ftop = (char *)(n + 1) + sz;
    return n + 1;
}

/* Give back the block at p, the last one fstack_alloc returned that is
 * still in use. */
static void fstack_free(py_State *S, void *p)
{
    py_RT *rt = PY_RT(S);
    py_FChunk *c = rt->fchunk;
    if (p != (void *)(c + 1)) {
        rt->ftop = p;
        return;
    }
    /* the chunk is empty: back to the previous one; keep the larger of
     * this chunk and the spare for the next growth */
    rt->fchunk = c->prev;
    rt->ftop = c->prev_top;
    rt->fbytes -= c->size;
    if (rt->fspare && rt->fspare->size >= c->size) {
        py_free(S, c, c->size);
    } else {
        if (rt->fspare) py_free(S, rt->fspare, rt->fspare->size);
        rt->fspare = c;
    }
}

void py_vm_fini(py_State *S)
{
    py_RT *rt = PY_RT(S);
    while (rt->fchunk) {
        py_FChunk *c = rt->fchunk;
        rt->fchunk = c->prev;
        py_free(S, c, c->size);
    }
    if (rt->fspare) py_free(S, rt->fspare, rt->fspare->size);
    rt->fspare = NULL;
    rt->ftop = NULL;
}

/* A frame for a call of fn (not a generator or coroutine function) that
 * the eval loop runs inline, in the same C activation as its caller: the
 * arguments are bound as py_function_call binds them, the recursion limit
 * is checked as py_eval_frame checks it (no C stack is taken, so not the
 * stack bound), and the frame becomes S->frame. cb: the caller's CALL items
 * (callable, self-or-NULL, arguments), which stay on the caller's stack
 * until the frame exits, except arguments the frame took over (their slots
 * are then NULL). NULL with an exception set (nothing to undo). */
static py_Frame *inline_frame_new(py_State *S, py_Frame *caller, py_Function *fn, py_Obj **args,
                                  py_ssize nargs, py_Obj **cb)
{
    py_Code *co = fn->code;
    size_t sz = inline_frame_size(co);
    py_Frame *nf = fstack_alloc(S, sz);
    if (!nf) return NULL;
    py_Obj **lp = (py_Obj **)(nf + 1);
    int nl = co->nlocalsplus;
    if (nargs == co->argcount && !(co->flags & (PY_CO_VARARGS | PY_CO_VARKEYWORDS)) && co->kwonlyargcount == 0) {
        /* positional arguments only, as many as the parameters: moved
         * from the caller's stack (their slots become NULL) */
        for (py_ssize i = 0; i < nargs; i++) {
            lp[i] = args[i];
            args[i] = NULL;
        }
        for (int i = (int)nargs; i < nl; i++) lp[i] = NULL;
        if ((co->ncells || co->nfree) && init_cells(S, fn, co, lp) < 0) goto fail;
    } else {
        for (int i = 0; i < nl; i++) lp[i] = NULL;
        if (py_frame_setup(S, fn, lp, args, nargs, NULL) < 0) goto fail;
    }
    if (++S->depth > S->limits.recursion_limit ||
        (int64_t)S->depth + VM_NATIVE_WEIGHT * (int64_t)PY_RT(S)->call_depth > VM_DEPTH_MAX) {
        S->depth--;
        py_err_recursion(S, NULL);
        goto fail;
    }
    nf->back = caller;
    nf->code = co;
    nf->func = (py_Obj *)fn;
    nf->globals = fn->globals;
    nf->builtins = fn->builtins;
    nf->locals = (co->flags & PY_CO_NAMELOCALS) ? caller->locals : NULL;
    nf->localsplus = lp;
    nf->sp = NULL;
    nf->lasti = -1;
    nf->nblocks = 0;
    nf->gen = NULL;
    nf->frameobj = NULL;
    nf->ret_sp = cb;
    nf->ret_init = false;
    S->frame = nf;
    return nf;
fail:
    clear_locals(S, lp, co->nlocalsplus);
    fstack_free(S, nf);
    return NULL;
}

/* Reinitialise a dead int / float (refcnt 1, owned by the frame). */
static inline py_Obj *vm_reuse_int(py_Obj *o, int64_t z) { ((py_Int *)o)->v = z; return o; }
static inline py_Obj *vm_reuse_float(py_Obj *o, double x) { ((py_Float *)o)->v = x; return o; }

/* ------------------------------------------------------------ eval loop */

#if defined(__GNUC__) && !defined(PY_NO_COMPUTED_GOTO)
#define USE_GOTO 1
#else
#define USE_GOTO 0
#endif

#define NUMFREE_MAX 8
/* Drop a reference the frame owns; a dying exact small int or float is
 * kept in the frame's freelists instead of being freed. */
#define DECREF_NUM(x) do { \
        py_Obj *x_ = (x); \
        if (x_->refcnt > 1) x_->refcnt--; \
        else if (x_->type == PY_T(int) && ((py_Int *)x_)->ndigits == 0 && nintfree < NUMFREE_MAX) \
            intfree[nintfree++] = x_; \
        else if (x_->type == PY_T(float) && nfltfree < NUMFREE_MAX) \
            fltfree[nfltfree++] = x_; \
        else py_decref(S, x_); \
    } while (0)
#define FLUSH_NUMFREE() do { \
        while (nintfree > 0) py_decref(S, intfree[--nintfree]); \
        while (nfltfree > 0) py_decref(S, fltfree[--nfltfree]); \
    } while (0)
/* New int / float results, recycling the freelists. */
#define VM_INT(z) ((z) >= -5 && (z) <= 1280 ? py_newref(S->small_ints[(z) + 5]) \
                   : nintfree ? vm_reuse_int(intfree[--nintfree], (z)) : py_int_from_i64(S, (z)))
#define VM_FLOAT(x) (nfltfree ? vm_reuse_float(fltfree[--nfltfree], (x)) : py_float_new(S, (x)))
/* Point the loop's registers at frame f's code and slots. */
#define LOAD_FRAME_STATE() do { \
        co = f->code; \
        code = co->code; \
        lp = f->localsplus; \
        base = lp + co->nlocalsplus; \
        consts = ((py_Tuple *)co->consts)->items; \
        names = ((py_Tuple *)co->names)->items; \
    } while (0)
#define PUSH(v) (*sp++ = (v))
#define POP() (*--sp)
#define TOP() (sp[-1])
#define SECOND() (sp[-2])
#define PEEK(n) (sp[-(n)])

py_Obj *py_eval_frame(py_State *S, py_Frame *f, int throwing, int *yielded)
{
    py_Code *co = f->code;
    const uint32_t *code = co->code;
    py_Obj **lp = f->localsplus;
    py_Obj **base = lp + co->nlocalsplus;
    py_Obj **sp = f->sp ? f->sp : base;
    py_Obj *const *consts = ((py_Tuple *)co->consts)->items;
    py_Obj *const *names = ((py_Tuple *)co->names)->items;
    int pc = f->lasti + 1;
    uint32_t w = 0;
    int arg = 0;
    uint64_t tick = 0;
    py_Obj *retval = NULL;
    bool skip_tb = false;
    /* Dead int / float objects kept for reuse by the arithmetic in this
     * activation (an object whose last reference the frame drops is
     * recycled as the next result instead of going back to the allocator).
     * Emptied whenever the frame returns or suspends. */
    py_Obj *intfree[NUMFREE_MAX], *fltfree[NUMFREE_MAX];
    int nintfree = 0, nfltfree = 0;

    if (++S->depth > S->limits.recursion_limit ||
        (int64_t)S->depth + VM_NATIVE_WEIGHT * (int64_t)PY_RT(S)->call_depth > VM_DEPTH_MAX || py_stack_low(S)) {
        S->depth--;
        py_err_recursion(S, NULL);
        if (!f->gen) clear_locals(S, lp, co->nlocalsplus);
        return NULL;
    }
    f->back = S->frame;
    S->frame = f;
    if (yielded) *yielded = 0;
    if (throwing) goto error;

#if USE_GOTO
    static void *const targets[OP__COUNT] = {
#define PY_OPC_LABEL(n) &&L_##n,
        PY_OPCODES(PY_OPC_LABEL)
#undef PY_OPC_LABEL
    };
#define TARGET(op) L_##op:
#define DISPATCH() do { f->lasti = pc; w = code[pc++]; arg = (int)PY_ARG(w); tick++; goto *targets[PY_OP(w)]; } while (0)
    DISPATCH();
#else
#define TARGET(op) case OP_##op:
#define DISPATCH() goto dispatch /* not `continue`: handlers have loops of their own */
    for (;;) {
    dispatch:
        f->lasti = pc;
        w = code[pc++];
        arg = (int)PY_ARG(w);
        tick++;
        switch (PY_OP(w)) {
#endif

    TARGET(NOP) DISPATCH();
    TARGET(POP_TOP) {
        py_Obj *v = POP();
        py_xdecref(S, v);
        DISPATCH();
    }
    TARGET(PUSH_NULL) { PUSH(NULL); DISPATCH(); }
    TARGET(COPY) {
        py_Obj *v = PEEK(arg);
        py_xincref(v);
        PUSH(v);
        DISPATCH();
    }
    TARGET(SWAP) {
        py_Obj *t = TOP();
        sp[-1] = PEEK(arg);
        sp[-arg] = t;
        DISPATCH();
    }
    TARGET(LOAD_CONST) { PUSH(py_newref(consts[arg])); DISPATCH(); }
    TARGET(LOAD_FAST) {
        py_Obj *v = lp[arg];
        py_xincref(v);
        PUSH(v);
        DISPATCH();
    }
    TARGET(LOAD_FAST_CHECK) {
        py_Obj *v = lp[arg];
        if (!v) { unbound_local(S, co, arg); goto error; }
        PUSH(py_newref(v));
        DISPATCH();
    }
    TARGET(STORE_FAST) {
        py_Obj *old = lp[arg];
        lp[arg] = POP();
        if (old) DECREF_NUM(old);
        DISPATCH();
    }
    TARGET(DELETE_FAST) {
        py_Obj *old = lp[arg];
        if (!old) { unbound_local(S, co, arg); goto error; }
        lp[arg] = NULL;
        py_decref(S, old);
        DISPATCH();
    }
    TARGET(LOAD_DEREF) {
        py_Obj *v = ((py_Cell *)lp[arg])->ref;
        if (!v) { unbound_deref(S, co, arg); goto error; }
        PUSH(py_newref(v));
        DISPATCH();
    }
    TARGET(STORE_DEREF) {
        py_Cell *c = (py_Cell *)lp[arg];
        py_Obj *old = c->ref;
        c->ref = POP();
        py_xdecref(S, old);
        DISPATCH();
    }
    TARGET(DELETE_DEREF) {
        py_Cell *c = (py_Cell *)lp[arg];
        if (!c->ref) { unbound_deref(S, co, arg); goto error; }
        py_setref(S, &c->ref, NULL);
        DISPATCH();
    }
    TARGET(LOAD_CLASSDEREF) {
        py_Obj *name = py_tuple_getB(co->localsplusnames, arg);
        py_Obj *v = NULL;
        if (f->locals) {
            if (PY_TYPE(f->locals) == PY_T(dict)) {
                v = py_dict_getB(S, f->locals, name);
                if (v) py_incref(v);
                else if (S->exc) goto error;
            } else {
                v = py_getitem(S, f->locals, name);
                if (!v) {
                    if (!py_err_matches(S, PY_T(KeyError))) goto error;
                    py_err_clear(S);
                }
            }
        }
        if (!v) {
            v = ((py_Cell *)lp[arg])->ref;
            if (!v) { unbound_deref(S, co, arg); goto error; }
            py_incref(v);
        }
        PUSH(v);
        DISPATCH();
    }
    TARGET(MAKE_CELL) DISPATCH();
    TARGET(COPY_FREE_VARS) DISPATCH();
    TARGET(LOAD_GLOBAL) {
        py_Cache *c = &co->caches[arg];
        py_Obj *v = NULL;
        py_Dict *gd = (py_Dict *)f->globals;
        if (c->gdict == gd) { /* load_global's hits, inline */
            py_Dict *d = c->where == 1 ? gd
                : c->where == 2 && c->bdict == (py_Dict *)f->builtins && c->gver == gd->version ? c->bdict : NULL;
            if (d && (py_ssize)c->index < d->nentries && d->entries[c->index].key == c->key)
                v = d->entries[c->index].value;
        }
        if (!v && !(v = load_global(S, f, c, names[c->name]))) goto error;
        PUSH(py_newref(v));
        DISPATCH();
    }
    TARGET(STORE_GLOBAL) {
        py_Obj *v = POP();
        int r = py_dict_set(S, f->globals, names[arg], v);
        py_decref(S, v);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(DELETE_GLOBAL) {
        int r = py_dict_discard(S, f->globals, names[arg]);
        if (r < 0) goto error;
        if (r == 0) { name_error(S, names[arg]); goto error; }
        DISPATCH();
    }
    TARGET(LOAD_NAME) {
        py_Obj *v = load_name(S, f, names[arg]);
        if (!v) goto error;
        PUSH(v);
        DISPATCH();
    }
    TARGET(STORE_NAME) {
        py_Obj *v = POP();
        py_Obj *dst = f->locals ? f->locals : f->globals;
        int r = PY_TYPE(dst) == PY_T(dict) ? py_dict_set(S, dst, names[arg], v) : py_setitem(S, dst, names[arg], v);
        py_decref(S, v);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(DELETE_NAME) {
        py_Obj *dst = f->locals ? f->locals : f->globals;
        int r = py_dict_discard(S, dst, names[arg]);
        if (r < 0) goto error;
        if (r == 0) { name_error(S, names[arg]); goto error; }
        DISPATCH();
    }
    TARGET(LOAD_ATTR) {
        py_Obj *o = TOP();
        py_Cache *c = &co->caches[arg];
        py_Obj *name = names[c->name];
        py_Type *tp = o->type;
        py_Obj *v;
        if (plain_inst_get(tp)) {
            /* object.__getattribute__, with the lookups cached */
            py_Obj *descr = attr_type_lookup(S, c, tp, name);
            if (descr && descr->type->descr_set) {
                if (!descr->type->descr_get) goto attr_slow;
                py_incref(descr);
                v = descr->type->descr_get(S, descr, o, tp);
                py_decref(S, descr);
                if (!v) goto error;
                goto attr_done;
            }
            py_Obj *d = *(py_Obj **)((char *)o + tp->dictoffset);
            if (d) {
                v = inst_dict_get(S, c, d, name);
                if (v) { py_incref(v); goto attr_done; }
                if (S->exc) goto error;
            }
            if (!descr) goto attr_slow;     /* AttributeError (or __getattr__ of a base) */
            if (descr->type == PY_T(function)) v = py_method_new(S, descr, o);
            else if (descr->type->descr_get) {
                py_incref(descr);
                v = descr->type->descr_get(S, descr, o, tp);
                py_decref(S, descr);
            } else v = py_newref(descr);
            if (!v) goto error;
            goto attr_done;
        }
    attr_slow:
        v = tp->getattro ? tp->getattro(S, o, name) : py_getattr(S, o, name);
        if (!v) goto error;
    attr_done:
        sp[-1] = v;
        py_decref(S, o);
        DISPATCH();
    }
    TARGET(LOAD_METHOD) {
        py_Obj *o = TOP();
        py_Cache *c = &co->caches[arg];
        py_Obj *name = names[c->name];
        py_Type *tp = o->type;
        if (tp->getattro == py_generic_getattr) {
            py_Obj *d = attr_type_lookup(S, c, tp, name);
            if (d && (d->type == PY_T(function) ||
                      (d->type == PY_T(method_descriptor) &&
                       ((py_MethodDescr *)d)->def->flags == PY_METH_INSTANCE))) {
                py_Obj **dp = tp->dictoffset ? py_obj_dictptr(o) : NULL;
                py_Obj *shadow = (dp && *dp && ((py_Dict *)*dp)->used) ? py_dict_getB(S, *dp, name) : NULL;
                if (!shadow) {
                    if (S->exc) goto error;
                    sp[-1] = py_newref(d);
                    PUSH(o);
                    DISPATCH();
                }
            }
        }
        py_Obj *v = tp->getattro ? tp->getattro(S, o, name) : py_getattr(S, o, name);
        if (!v) goto error;
        sp[-1] = v;
        py_decref(S, o);
        PUSH(NULL);
        DISPATCH();
    }
    TARGET(STORE_ATTR) {
        py_Obj *o = POP();
        py_Obj *v = POP();
        py_Cache *c = &co->caches[arg];
        py_Obj *name = names[c->name];
        py_Type *tp = o->type;
        int r;
        if (plain_inst_set(tp)) {
            /* object.__setattr__: no data descriptor -> the instance dict */
            py_Obj *descr = attr_type_lookup(S, c, tp, name);
            if (!descr || !descr->type->descr_set) {
                py_Obj **dp = (py_Obj **)((char *)o + tp->dictoffset);
                if (!*dp && !(*dp = py_dict_new(S))) r = -1;
                else r = inst_dict_set(S, c, *dp, name, v);
                goto store_attr_done;
            }
        }
        r = py_setattr(S, o, name, v);
    store_attr_done:
        py_decref(S, o);
        py_decref(S, v);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(DELETE_ATTR) {
        py_Obj *o = POP();
        int r = py_setattr(S, o, names[arg], NULL);
        py_decref(S, o);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(BINARY_SUBSCR) {
        py_Obj *k = POP();
        py_Obj *o = TOP();
        py_Obj *v;
        if (o->type == PY_T(list) && k->type == PY_T(int) && ((py_Int *)k)->ndigits == 0) {
            int64_t i = ((py_Int *)k)->v;
            py_List *l = (py_List *)o;
            if (i < 0) i += l->len;
            if (i >= 0 && i < l->len) { v = py_newref(l->items[i]); goto subscr_done; }
        }
        v = py_getitem(S, o, k);
    subscr_done:
        py_decref(S, k);
        if (!v) goto error;
        sp[-1] = v;
        py_decref(S, o);
        DISPATCH();
    }
    TARGET(STORE_SUBSCR) {
        py_Obj *k = POP();
        py_Obj *o = POP();
        py_Obj *v = POP();
        int r;
        if (o->type == PY_T(list) && k->type == PY_T(int) && ((py_Int *)k)->ndigits == 0 &&
            ((py_Int *)k)->v >= 0 && ((py_Int *)k)->v < ((py_List *)o)->len) {
            py_List *l = (py_List *)o;
            py_Obj *old = l->items[((py_Int *)k)->v];
            l->items[((py_Int *)k)->v] = v;
            py_decref(S, old);
            py_decref(S, k);
            py_decref(S, o);
            DISPATCH();
        }
        r = py_setitem(S, o, k, v);
        py_decref(S, k);
        py_decref(S, o);
        py_decref(S, v);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(DELETE_SUBSCR) {
        py_Obj *k = POP();
        py_Obj *o = POP();
        int r = py_delitem(S, o, k);
        py_decref(S, k);
        py_decref(S, o);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(BUILD_SLICE) {
        py_Obj *step = arg == 3 ? POP() : NULL;
        py_Obj *stop = POP();
        py_Obj *start = POP();
        py_Obj *s = py_slice_new(S, start, stop, step ? step : S->None);
        py_decref(S, start);
        py_decref(S, stop);
        py_xdecref(S, step);
        if (!s) goto error;
        PUSH(s);
        DISPATCH();
    }
    TARGET(BINARY_OP) {
        py_Obj *b = POP();
        py_Obj *a = TOP();
        py_Obj *r;
        if (a->type == PY_T(int) && b->type == PY_T(int) && ((py_Int *)a)->ndigits == 0 && ((py_Int *)b)->ndigits == 0) {
            int64_t x = ((py_Int *)a)->v, y = ((py_Int *)b)->v, z;
            switch (arg) {
            case PY_OP_ADD: if (!__builtin_add_overflow(x, y, &z)) goto int_result; break;
            case PY_OP_SUB: if (!__builtin_sub_overflow(x, y, &z)) goto int_result; break;
            case PY_OP_MUL: if (!__builtin_mul_overflow(x, y, &z)) goto int_result; break;
            case PY_OP_FLOORDIV:
                if (y != 0 && !(x == INT64_MIN && y == -1)) {
                    z = x / y;
                    if ((x % y != 0) && ((x < 0) != (y < 0))) z--;
                    goto int_result;
                }
                break;
            case PY_OP_MOD:
                if (y != 0 && !(x == INT64_MIN && y == -1)) {
                    z = x % y;
                    if (z != 0 && ((z < 0) != (y < 0))) z += y;
                    goto int_result;
                }
                break;
            case PY_OP_AND: z = x & y; goto int_result;
            case PY_OP_OR: z = x | y; goto int_result;
            case PY_OP_XOR: z = x ^ y; goto int_result;
            default: break;
            }
            goto binop_slow;
        int_result:
            r = VM_INT(z);
            goto binop_num_done;
        }
        if (a->type == PY_T(float) && b->type == PY_T(float)) {
            double x = ((py_Float *)a)->v, y = ((py_Float *)b)->v;
            switch (arg) {
            case PY_OP_ADD: r = VM_FLOAT(x + y); goto binop_num_done;
            case PY_OP_SUB: r = VM_FLOAT(x - y); goto binop_num_done;
            case PY_OP_MUL: r = VM_FLOAT(x * y); goto binop_num_done;
            case PY_OP_TRUEDIV: if (y != 0.0) { r = VM_FLOAT(x / y); goto binop_num_done; } break;
            default: break;
            }
        }
    binop_slow:
        r = py_binop(S, a, b, arg);
        py_decref(S, b);
        if (!r) goto error;
        sp[-1] = r;
        py_decref(S, a);
        DISPATCH();
    binop_num_done:
        if (!r) { py_decref(S, b); goto error; }
        DECREF_NUM(b);
        sp[-1] = r;
        DECREF_NUM(a);
        DISPATCH();
    }
    TARGET(INPLACE_OP) {
        py_Obj *b = POP();
        py_Obj *a = TOP();
        py_Obj *r;
        if (a->type == PY_T(int) && b->type == PY_T(int) && ((py_Int *)a)->ndigits == 0 && ((py_Int *)b)->ndigits == 0) {
            int64_t x = ((py_Int *)a)->v, y = ((py_Int *)b)->v, z;
            if (arg == PY_OP_ADD && !__builtin_add_overflow(x, y, &z)) goto iint;
            if (arg == PY_OP_SUB && !__builtin_sub_overflow(x, y, &z)) goto iint;
            if (arg == PY_OP_MUL && !__builtin_mul_overflow(x, y, &z)) goto iint;
            goto islow;
        iint:
            r = VM_INT(z);
            goto inum_done;
        }
        if (a->type == PY_T(float) && b->type == PY_T(float) && arg <= PY_OP_MUL && arg != PY_OP_MATMUL) {
            double x = ((py_Float *)a)->v, y = ((py_Float *)b)->v;
            r = VM_FLOAT(arg == PY_OP_ADD ? x + y : arg == PY_OP_SUB ? x - y : x * y);
            goto inum_done;
        }
    islow:
        r = py_inplace_binop(S, a, b, arg);
        py_decref(S, b);
        if (!r) goto error;
        sp[-1] = r;
        py_decref(S, a);
        DISPATCH();
    inum_done:
        if (!r) { py_decref(S, b); goto error; }
        DECREF_NUM(b);
        sp[-1] = r;
        DECREF_NUM(a);
        DISPATCH();
    }
    TARGET(UNARY_NEGATIVE) {
        py_Obj *a = TOP();
        py_Obj *r = py_neg(S, a);
        if (!r) goto error;
        sp[-1] = r;
        py_decref(S, a);
        DISPATCH();
    }
    TARGET(UNARY_POSITIVE) {
        py_Obj *a = TOP();
        py_Obj *r = py_pos(S, a);
        if (!r) goto error;
        sp[-1] = r;
        py_decref(S, a);
        DISPATCH();
    }
    TARGET(UNARY_INVERT) {
        py_Obj *a = TOP();
        py_Obj *r = py_invert(S, a);
        if (!r) goto error;
        sp[-1] = r;
        py_decref(S, a);
        DISPATCH();
    }
    TARGET(UNARY_NOT) {
        py_Obj *a = TOP();
        int t = a == S->True ? 1 : a == S->False || a == S->None ? 0 : py_truthy(S, a);
        if (t < 0) goto error;
        sp[-1] = py_newref(t ? S->False : S->True);
        py_decref(S, a);
        DISPATCH();
    }
    TARGET(COMPARE_OP) {
        py_Obj *b = POP();
        py_Obj *a = TOP();
        py_Obj *r;
        bool t;
        if (a->type == PY_T(int) && b->type == PY_T(int) && ((py_Int *)a)->ndigits == 0 && ((py_Int *)b)->ndigits == 0) {
            int64_t x = ((py_Int *)a)->v, y = ((py_Int *)b)->v;
            switch (arg) {
            case PY_LT: t = x < y; break;
            case PY_LE: t = x <= y; break;
            case PY_EQ: t = x == y; break;
            case PY_NE: t = x != y; break;
            case PY_GT: t = x > y; break;
            default: t = x >= y; break;
            }
            goto cmp_bool;
        } else if (a->type == PY_T(float) && b->type == PY_T(float)) {
            double x = ((py_Float *)a)->v, y = ((py_Float *)b)->v;
            switch (arg) {
            case PY_LT: t = x < y; break;
            case PY_LE: t = x <= y; break;
            case PY_EQ: t = x == y; break;
            case PY_NE: t = x != y; break;
            case PY_GT: t = x > y; break;
            default: t = x >= y; break;
            }
            goto cmp_bool;
        }
        r = py_richcompare(S, a, b, arg);
        py_decref(S, b);
        if (!r) goto error;
        sp[-1] = r;
        py_decref(S, a);
        DISPATCH();
    cmp_bool: {
        /* numbers: no bool object when a conditional jump follows */
        DECREF_NUM(b);
        DECREF_NUM(a);
        uint32_t nw = code[pc];
        if (PY_OP(nw) == OP_POP_JUMP_IF_FALSE) {
            sp--; pc++; tick++;
            if (!t) pc = (int)PY_ARG(nw);
            DISPATCH();
        }
        if (PY_OP(nw) == OP_POP_JUMP_IF_TRUE) {
            sp--; pc++; tick++;
            if (t) pc = (int)PY_ARG(nw);
            DISPATCH();
        }
        sp[-1] = py_newref(t ? S->True : S->False);
        DISPATCH();
    }
    }
    TARGET(MATCH) {
        py_Obj **nsp = py_match_exec(S, arg, sp);
        if (!nsp) goto error;
        sp = nsp;
        DISPATCH();
    }
    TARGET(IS_OP) {
        py_Obj *b = POP();
        py_Obj *a = TOP();
        bool t = (a == b) ^ (arg != 0);
        sp[-1] = py_newref(t ? S->True : S->False);
        py_decref(S, a);
        py_decref(S, b);
        DISPATCH();
    }
    TARGET(CONTAINS_OP) {
        py_Obj *b = POP();
        py_Obj *a = TOP();
        int t = py_contains(S, b, a);
        py_decref(S, b);
        if (t < 0) goto error;
        sp[-1] = py_newref((t ^ arg) ? S->True : S->False);
        py_decref(S, a);
        DISPATCH();
    }
    TARGET(JUMP) {
        if (arg < pc) {
            S->ops += tick;
            tick = 0;
            if ((S->limits.op_budget && S->ops > S->limits.op_budget) || S->budget_hit) {
                if (py_charge(S, 0) < 0) goto error;
            }
        }
        pc = arg;
        DISPATCH();
    }
    TARGET(POP_JUMP_IF_FALSE) {
        py_Obj *v = POP();
        int t;
        if (v == S->True) t = 1;
        else if (v == S->False || v == S->None) t = 0;
        else {
            t = py_truthy(S, v);
            if (t < 0) { py_decref(S, v); goto error; }
        }
        py_decref(S, v);
        if (!t) pc = arg;
        DISPATCH();
    }
    TARGET(POP_JUMP_IF_TRUE) {
        py_Obj *v = POP();
        int t;
        if (v == S->True) t = 1;
        else if (v == S->False || v == S->None) t = 0;
        else {
            t = py_truthy(S, v);
            if (t < 0) { py_decref(S, v); goto error; }
        }
        py_decref(S, v);
        if (t) pc = arg;
        DISPATCH();
    }
    TARGET(JUMP_IF_FALSE_OR_POP) {
        py_Obj *v = TOP();
        int t = v == S->True ? 1 : (v == S->False || v == S->None) ? 0 : py_truthy(S, v);
        if (t < 0) goto error;
        if (!t) pc = arg;
        else { sp--; py_decref(S, v); }
        DISPATCH();
    }
    TARGET(JUMP_IF_TRUE_OR_POP) {
        py_Obj *v = TOP();
        int t = v == S->True ? 1 : (v == S->False || v == S->None) ? 0 : py_truthy(S, v);
        if (t < 0) goto error;
        if (t) pc = arg;
        else { sp--; py_decref(S, v); }
        DISPATCH();
    }
    TARGET(GET_ITER) {
        py_Obj *o = TOP();
        py_Obj *it = py_iter(S, o);
        if (!it) goto error;
        sp[-1] = it;
        py_decref(S, o);
        DISPATCH();
    }
    TARGET(FOR_ITER) {
        py_Obj *it = TOP();
        py_Obj *v;
        if (it->type == PY_T(range_iterator)) {
            py_RangeIter *r = (py_RangeIter *)it;
            if (!r->bnext) {
                if (r->remaining > 0) {
                    int64_t x = r->next;
                    r->next += r->step;
                    r->remaining--;
                    v = VM_INT(x);
                    if (!v) goto error;
                    PUSH(v);
                    DISPATCH();
                }
                goto for_end;
            }
        } else if (it->type == PY_T(list_iterator)) {
            py_SeqIter *li = (py_SeqIter *)it;
            if (!li->reverse) {
                if (li->seq && li->index < py_list_len(li->seq)) {
                    v = py_newref(((py_List *)li->seq)->items[li->index++]);
                    PUSH(v);
                    DISPATCH();
                }
                if (li->seq) py_setref(S, &li->seq, NULL);
                goto for_end;
            }
        }
        v = it->type->iternext ? it->type->iternext(S, it) : py_next(S, it);
        if (v) { PUSH(v); DISPATCH(); }
        if (S->exc) {
            if (!py_err_matches(S, PY_T(StopIteration))) goto error;
            py_err_clear(S);
        }
    for_end:
        sp--;
        py_decref(S, it);
        pc = arg;
        DISPATCH();
    }
    TARGET(BUILD_TUPLE) {
        py_Obj *t = py_tuple_new(S, arg);
        if (!t) goto error;
        sp -= arg;
        for (int i = 0; i < arg; i++) ((py_Tuple *)t)->items[i] = sp[i];
        PUSH(t);
        DISPATCH();
    }
    TARGET(BUILD_LIST) {
        py_Obj *l = py_list_new(S, arg);
        if (!l) goto error;
        sp -= arg;
        for (int i = 0; i < arg; i++) ((py_List *)l)->items[i] = sp[i];
        PUSH(l);
        DISPATCH();
    }
    TARGET(BUILD_SET) {
        py_Obj *s = py_set_new(S, NULL);
        if (!s) goto error;
        int err = 0;
        for (int i = arg; i >= 1; i--) {
            if (!err && py_set_add(S, s, PEEK(i)) < 0) err = 1;
        }
        for (int i = 0; i < arg; i++) py_decref(S, POP());
        if (err) { py_decref(S, s); goto error; }
        PUSH(s);
        DISPATCH();
    }
    TARGET(BUILD_MAP) {
        py_Obj *d = py_dict_new(S);
        if (!d) goto error;
        int err = 0;
        for (int i = arg; i >= 1; i--) {
            if (!err && py_dict_set(S, d, PEEK(2 * i), PEEK(2 * i - 1)) < 0) err = 1;
        }
        for (int i = 0; i < 2 * arg; i++) py_decref(S, POP());
        if (err) { py_decref(S, d); goto error; }
        PUSH(d);
        DISPATCH();
    }
    TARGET(LIST_APPEND) {
        py_Obj *v = POP();
        if (py_list_append_steal(S, PEEK(arg), v) < 0) goto error;
        DISPATCH();
    }
    TARGET(SET_ADD) {
        py_Obj *v = POP();
        int r = py_set_add(S, PEEK(arg), v);
        py_decref(S, v);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(MAP_ADD) {
        py_Obj *v = POP();
        py_Obj *k = POP();
        int r = py_dict_set(S, PEEK(arg), k, v);
        py_decref(S, k);
        py_decref(S, v);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(LIST_EXTEND) {
        py_Obj *v = POP();
        int r = list_extend(S, PEEK(arg), v);
        py_decref(S, v);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(SET_UPDATE) {
        /* set.update semantics (a set argument is merged table-wise, which
         * decides the iteration order, as in CPython) */
        py_Obj *v = POP();
        int r = py_set_update(S, PEEK(arg), v);
        py_decref(S, v);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(DICT_UPDATE) {
        py_Obj *v = POP();
        if (!is_mapping(S, v)) {
            py_err_format(S, PY_T(TypeError), "'%s' object is not a mapping", v->type->name);
            py_decref(S, v);
            goto error;
        }
        int r = py_dict_update(S, PEEK(arg), v);
        py_decref(S, v);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(DICT_MERGE) {
        py_Obj *v = POP();
        py_Obj *d = PEEK(arg);
        py_Obj *callable = PEEK(arg + 3);
        int r = dict_merge_call(S, d, v, callable);
        py_decref(S, v);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(LIST_TO_TUPLE) {
        py_Obj *l = TOP();
        py_Obj *t = py_tuple_from_array(S, ((py_List *)l)->items, py_list_len(l));
        if (!t) goto error;
        sp[-1] = t;
        py_decref(S, l);
        DISPATCH();
    }
    TARGET(BUILD_STRING) {
        py_Obj *s = build_string(S, sp - arg, arg);
        for (int i = 0; i < arg; i++) py_decref(S, POP());
        if (!s) goto error;
        PUSH(s);
        DISPATCH();
    }
    TARGET(FORMAT_VALUE) {
        py_Obj *spec = (arg & 4) ? POP() : NULL;
        py_Obj *v = TOP();
        py_Obj *r = do_format_value(S, v, arg, spec);
        py_xdecref(S, spec);
        if (!r) goto error;
        sp[-1] = r;
        py_decref(S, v);
        DISPATCH();
    }
    TARGET(UNPACK_SEQUENCE) {
        py_Obj *v = POP();
        if ((v->type == PY_T(tuple) && py_tuple_len(v) == arg) || (v->type == PY_T(list) && py_list_len(v) == arg)) {
            py_Obj **items = v->type == PY_T(tuple) ? ((py_Tuple *)v)->items : ((py_List *)v)->items;
            for (int i = arg - 1; i >= 0; i--) PUSH(py_newref(items[i]));
            py_decref(S, v);
            DISPATCH();
        }
        if (v->type == PY_T(tuple) || v->type == PY_T(list)) {
            py_ssize n = v->type == PY_T(tuple) ? py_tuple_len(v) : py_list_len(v);
            if (n < arg)
                py_err_format(S, PY_T(ValueError), "not enough values to unpack (expected %d, got %zd)", arg, n);
            else
                py_err_format(S, PY_T(ValueError), "too many values to unpack (expected %d)", arg);
            py_decref(S, v);
            goto error;
        }
        int r = unpack_iterable(S, v, arg, -1, sp);
        py_decref(S, v);
        if (r < 0) goto error;
        sp += arg;
        DISPATCH();
    }
    TARGET(UNPACK_EX) {
        py_Obj *v = POP();
        int before = arg & 0xff, after = arg >> 8;
        int r = unpack_iterable(S, v, before, after, sp);
        py_decref(S, v);
        if (r < 0) goto error;
        sp += before + after + 1;
        DISPATCH();
    }
    TARGET(MAKE_FUNCTION) {
        py_Code *fco = (py_Code *)POP();
        py_Obj *closure = (arg & PY_MF_CLOSURE) ? POP() : NULL;
        py_Obj *ann = (arg & PY_MF_ANNOTATIONS) ? POP() : NULL;
        py_Obj *kwd = (arg & PY_MF_KWDEFAULTS) ? POP() : NULL;
        py_Obj *defs = (arg & PY_MF_DEFAULTS) ? POP() : NULL;
        py_Function *fn = (py_Function *)py_function_new(S, fco, f->globals, NULL);
        py_decref(S, (py_Obj *)fco);
        if (!fn) {
            py_xdecref(S, closure); py_xdecref(S, kwd); py_xdecref(S, defs); py_xdecref(S, ann);
            goto error;
        }
        if (ann) py_setref(S, &fn->annotations, ann);
        if (f->builtins && f->builtins != fn->builtins) py_setref(S, &fn->builtins, py_newref(f->builtins));
        fn->closure = closure;
        fn->kwdefaults = kwd;
        fn->defaults = defs;
        PUSH((py_Obj *)fn);
        DISPATCH();
    }
    TARGET(CALL) {
        int argc = arg & 0xff;
        py_Obj **cb = sp - argc - 2;
        py_Obj *callable = cb[0];
        py_Obj **args = cb + 2;
        py_ssize nargs = argc;
        py_Obj *res;
        if (cb[1]) { args = cb + 1; nargs++; }
        S->ops += tick;
        tick = 0;
        if ((S->limits.op_budget && S->ops > S->limits.op_budget) || S->budget_hit) {
            if (py_charge(S, 0) < 0) goto error;
        }
        /* a Python function (or a bound method of one): its frame runs in
         * this activation; the exit of that frame resumes here (exit_frame) */
        py_Obj *ifn = callable->type == PY_T(function) ? callable
            : callable->type == PY_T(method) && !cb[1] && ((py_Method *)callable)->func->type == PY_T(function)
            ? ((py_Method *)callable)->func : NULL;
        if (ifn && !(((py_Function *)ifn)->code->flags & (PY_CO_GENERATOR | PY_CO_COROUTINE | PY_CO_ASYNC_GENERATOR))) {
            if (ifn != callable) {
                cb[1] = py_newref(((py_Method *)callable)->self);
                args = cb + 1;
                nargs++;
            }
            py_Frame *nf = inline_frame_new(S, f, (py_Function *)ifn, args, nargs, cb);
            if (!nf) {
                while (sp > cb) { py_Obj *x = POP(); py_xdecref(S, x); }
                if (arg & 0x100) skip_tb = true;
                goto error;
            }
            f = nf;
            LOAD_FRAME_STATE();
            sp = base;
            pc = 0;
            DISPATCH();
        }
        if (callable->type == PY_T(type) && !cb[1] && (((py_Type *)callable)->flags & PY_TPFLAG_HEAPTYPE) &&
            ((py_Type *)callable)->tp_new == py_object_new && !(((py_Type *)callable)->flags & PY_TPFLAG_ABSTRACT)) {
            /* a class whose __init__ is a Python function: what
             * call_plain_class does, with __init__'s frame run inline */
            py_Obj *init = py_type_lookup_cached(S, (py_Type *)callable, S->id.__init__);
            if (init && init->type == PY_T(function) &&
                !(((py_Function *)init)->code->flags & (PY_CO_GENERATOR | PY_CO_COROUTINE | PY_CO_ASYNC_GENERATOR))) {
                py_Obj *self = py_type_alloc(S, (py_Type *)callable);
                py_Frame *nf = NULL;
                if (self) {
                    cb[1] = self;
                    py_incref(init);
                    nf = inline_frame_new(S, f, (py_Function *)init, cb + 1, nargs + 1, cb);
                    if (!nf) py_decref(S, init);
                }
                if (!nf) {
                    while (sp > cb) { py_Obj *x = POP(); py_xdecref(S, x); }
                    goto error;
                }
                if (!cb[1]) cb[1] = py_newref(self);
                nf->ret_init = true;
                f = nf;
                LOAD_FRAME_STATE();
                sp = base;
                pc = 0;
                DISPATCH();
            }
        }
        if (callable == (py_Obj *)PY_T(type) && nargs == 1 && !cb[1]) {
            res = py_newref((py_Obj *)args[0]->type);   /* type(x): what type_call answers */
        } else if (callable->type == PY_T(type) && !cb[1] &&
                   (((py_Type *)callable)->flags & PY_TPFLAG_HEAPTYPE)) {
            bool applied;
            res = call_plain_class(S, (py_Type *)callable, cb + 1, nargs, NULL, &applied);
            if (!applied) res = py_call(S, callable, args, nargs, NULL);
        } else if (callable->type == PY_T(method_descriptor) && cb[1]) {
            py_MethodDescr *md = (py_MethodDescr *)callable;
            res = md->def->fn(S, cb[1], cb + 2, argc, NULL);
        } else if (callable->type == PY_T(method) && !cb[1]) {
            py_Method *m = (py_Method *)callable;
            cb[1] = py_newref(m->self);
            res = m->func->type == PY_T(function)
                ? py_function_call(S, m->func, cb + 1, nargs + 1, NULL)
                : py_call(S, m->func, cb + 1, nargs + 1, NULL);
        } else {
            res = py_call(S, callable, args, nargs, NULL);
        }
        while (sp > cb) { py_Obj *x = POP(); py_xdecref(S, x); }
        if (!res) { if (arg & 0x100) skip_tb = true; goto error; }
        PUSH(res);
        DISPATCH();
    }
    TARGET(CALL_KW) {
        py_Obj *kwnames = POP();
        py_ssize nkw = py_tuple_len(kwnames);
        py_Obj **cb = sp - arg - 2;
        py_Obj *callable = cb[0];
        py_Obj **args = cb + 2;
        py_ssize nargs = arg - nkw;
        py_Obj *res;
        if (cb[1]) { args = cb + 1; nargs++; }
        S->ops += tick;
        tick = 0;
        if ((S->limits.op_budget && S->ops > S->limits.op_budget) || S->budget_hit) {
            if (py_charge(S, 0) < 0) { py_decref(S, kwnames); goto error; }
        }
        if (callable->type == PY_T(function)) {
            res = py_function_call(S, callable, args, nargs, kwnames);
        } else if (callable->type == PY_T(type) && !cb[1] &&
                   (((py_Type *)callable)->flags & PY_TPFLAG_HEAPTYPE)) {
            bool applied;
            res = call_plain_class(S, (py_Type *)callable, cb + 1, nargs, kwnames, &applied);
            if (!applied) res = py_call(S, callable, args, nargs, kwnames);
        } else if (callable->type == PY_T(method) && !cb[1]) {
            py_Method *m = (py_Method *)callable;
            cb[1] = py_newref(m->self);
            res = py_call(S, m->func, cb + 1, nargs + 1, kwnames);
        } else {
            res = py_call(S, callable, args, nargs, kwnames);
        }
        py_decref(S, kwnames);
        while (sp > cb) { py_Obj *x = POP(); py_xdecref(S, x); }
        if (!res) goto error;
        PUSH(res);
        DISPATCH();
    }
    TARGET(CALL_FUNCTION_EX) {
        py_Obj *kwargs = (arg & 1) ? POP() : NULL;
        py_Obj *cargs = POP();
        py_Obj *self = POP();
        py_Obj *callable = TOP();
        py_Obj *res = NULL;
        S->ops += tick;
        tick = 0;
        if (!py_tuple_check(cargs) || cargs->type != PY_T(tuple)) {
            py_Obj *t = NULL;
            if (!cargs->type->iter && !cargs->type->getitem) {
                py_Obj *fs = func_str(S, callable);
                if (fs) {
                    py_err_format(S, PY_T(TypeError), "%U argument after * must be an iterable, not %s", fs, cargs->type->name);
                    py_decref(S, fs);
                }
            } else {
                t = py_seq_tuple(S, cargs);
            }
            py_decref(S, cargs);
            cargs = t;
        }
        if (cargs && kwargs && PY_TYPE(kwargs) != PY_T(dict)) {
            py_Obj *d = py_dict_new(S);
            if (d && dict_merge_call(S, d, kwargs, callable) < 0) { py_decref(S, d); d = NULL; }
            py_decref(S, kwargs);
            kwargs = d;
            if (!d) { py_decref(S, cargs); cargs = NULL; }
        }
        if (cargs && ((S->limits.op_budget && S->ops > S->limits.op_budget) || S->budget_hit) && py_charge(S, 0) < 0) {
            py_decref(S, cargs);
            cargs = NULL;
        }
        if (cargs) res = call_ex(S, callable, self, cargs, kwargs);
        py_xdecref(S, cargs);
        py_xdecref(S, kwargs);
        py_xdecref(S, self);
        sp--;
        py_decref(S, callable);
        if (!res) goto error;
        PUSH(res);
        DISPATCH();
    }
    TARGET(RETURN_VALUE) {
        retval = POP();
        if (S->budget_hit) {
            py_decref(S, retval);
            retval = NULL;
            py_charge(S, 0);
            goto error;
        }
        goto exit_frame;
    }
    TARGET(YIELD_VALUE) {
        py_Obj *v = POP();
        FLUSH_NUMFREE();
        f->sp = sp;
        if (f->gen) f->gen->in_yield_from = (int8_t)(arg == 1);
        S->ops += tick;
        S->frame = f->back;
        S->depth--;
        if (yielded) *yielded = 1;
        return v;
    }
    TARGET(GET_YIELD_FROM_ITER) {
        py_Obj *o = TOP();
        if (o->type != PY_T(generator)) {
            py_Obj *it = py_iter(S, o);
            if (!it) goto error;
            sp[-1] = it;
            py_decref(S, o);
        }
        DISPATCH();
    }
    TARGET(SEND) {
        py_Obj *v = POP();
        py_Obj *it = TOP();
        int done = 0;
        py_Obj *r = gen_iter_send(S, it, v, &done);
        py_decref(S, v);
        if (!r) goto error;
        if (done) {
            sp--;
            py_decref(S, it);
            PUSH(r);
            pc = arg;
        } else {
            PUSH(r);
        }
        DISPATCH();
    }
    TARGET(GET_AWAITABLE) {
        py_Obj *o = TOP();
        py_Obj *it = get_awaitable(S, o, (int)arg);
        if (!it) goto error;
        sp[-1] = it;
        py_decref(S, o);
        DISPATCH();
    }
    TARGET(GET_AITER) {
        py_Obj *o = TOP();
        py_Obj *m = lookup_special_bound(S, o, S->id.__aiter__);
        if (!m) {
            if (!S->exc) py_err_format(S, PY_T(TypeError), "'async for' requires an object with __aiter__ method, got %s", o->type->name);
            goto error;
        }
        py_Obj *it = py_call0(S, m);
        py_decref(S, m);
        if (!it) goto error;
        if (!py_type_lookupB(it->type, S->id.__anext__)) {
            py_err_format(S, PY_T(TypeError), "'async for' received an object from __aiter__ that does not implement __anext__: %s", it->type->name);
            py_decref(S, it);
            goto error;
        }
        sp[-1] = it;
        py_decref(S, o);
        DISPATCH();
    }
    TARGET(GET_ANEXT) {
        py_Obj *aw = py_call_method(S, TOP(), S->id.__anext__, NULL, 0, NULL);
        if (!aw) goto error;
        py_Obj *it = get_awaitable(S, aw, 3);
        py_decref(S, aw);
        if (!it) goto error;
        PUSH(it);
        DISPATCH();
    }
    TARGET(END_ASYNC_FOR) {
        py_Obj *exc = POP();
        if (exc && py_isinstance_type(exc, PY_T(StopAsyncIteration))) {
            py_decref(S, exc);
            py_Obj *it = POP();
            py_decref(S, it);
            DISPATCH();
        }
        py_setref(S, &S->exc, exc);
        goto exception_unwind;
    }
    TARGET(BEFORE_ASYNC_WITH) {
        py_Obj *mgr = TOP(), *exit;
        py_Obj *res = enter_context(S, mgr, true, &exit);
        if (!res) goto error;
        sp[-1] = exit;
        py_decref(S, mgr);
        py_Obj *it = get_awaitable(S, res, 1);
        py_decref(S, res);
        if (!it) goto error;
        PUSH(it);
        DISPATCH();
    }
    TARGET(ASYNC_WITH_EXIT) {
        py_Obj *exit = TOP();
        py_Obj *a[3] = { S->None, S->None, S->None };
        py_Obj *r = py_call(S, exit, a, 3, NULL);
        if (!r) goto error;
        py_Obj *it = get_awaitable(S, r, 2);
        py_decref(S, r);
        if (!it) goto error;
        sp[-1] = it;
        py_decref(S, exit);
        DISPATCH();
    }
    TARGET(ASYNC_GEN_WRAP) {
        py_Obj *v = TOP();
        py_Obj *wv = py_asyncgen_wrap(S, v);
        if (!wv) goto error;
        sp[-1] = wv;
        py_decref(S, v);
        DISPATCH();
    }
    TARGET(SETUP_FINALLY) {
        if (f->nblocks >= PY_MAXBLOCKS) {
            py_err_setstr(S, PY_T(SystemError), "too many nested blocks");
            goto error;
        }
        f->blocks[f->nblocks].handler = arg;
        f->blocks[f->nblocks].level = (int)(sp - base);
        f->nblocks++;
        DISPATCH();
    }
    TARGET(POP_BLOCK) {
        f->nblocks--;
        DISPATCH();
    }
    TARGET(PUSH_EXC_INFO) {
        py_Obj *exc = POP();
        py_Obj *prev = S->handled ? S->handled : py_newref(S->None);
        S->handled = exc;
        PUSH(prev);
        if (f->nblocks >= PY_MAXBLOCKS) {
            PUSH(py_newref(exc));
            py_err_setstr(S, PY_T(SystemError), "too many nested blocks");
            goto error;
        }
        f->blocks[f->nblocks].handler = arg;
        f->blocks[f->nblocks].level = (int)(sp - base);
        f->nblocks++;
        PUSH(py_newref(exc));
        DISPATCH();
    }
    TARGET(POP_EXCEPT) {
        py_Obj *prev = POP();
        py_Obj *old = S->handled;
        if (prev == S->None) { py_decref(S, prev); prev = NULL; }
        S->handled = prev;
        py_xdecref(S, old);
        if (S->budget_hit) { py_charge(S, 0); goto error; }
        DISPATCH();
    }
    TARGET(RERAISE) {
        py_Obj *exc = POP();
        py_setref(S, &S->exc, exc);
        goto exception_unwind;
    }
    TARGET(CHECK_EXC_MATCH) {
        py_Obj *type = POP();
        py_Obj *exc = TOP();
        int r;
        if (type == S->None) r = 1;
        else r = py_exc_matches(S, exc, type);
        py_decref(S, type);
        if (r < 0) goto error;
        if (r && is_budget_exc(S, exc)) r = 0;
        PUSH(py_newref(r ? S->True : S->False));
        DISPATCH();
    }
    TARGET(CHECK_EG_MATCH) {
        /* except*: [rest, type] -> [rest', match], or [rest'] and jump */
        py_Obj *type = POP();
        py_Obj *exc = TOP();
        py_Obj *match, *rest;
        int r = py_excgroup_match(S, exc, type, &match, &rest);
        py_decref(S, type);
        if (r < 0) goto error;
        sp[-1] = rest ? rest : py_newref(S->None);
        py_decref(S, exc);
        if (!match) { pc = arg; DISPATCH(); }
        py_setref(S, &S->handled, py_newref(match));
        PUSH(match);
        DISPATCH();
    }
    TARGET(PREP_RERAISE_STAR) {
        /* [orig, list] -> [result], or [] and jump when nothing is raised */
        py_Obj *list = POP();
        py_Obj *orig = POP();
        py_Obj *res = py_excgroup_prep_reraise(S, orig, list);
        py_decref(S, list);
        py_decref(S, orig);
        if (!res) goto error;
        if (res == S->None) { py_decref(S, res); pc = arg; DISPATCH(); }
        PUSH(res);
        DISPATCH();
    }
    TARGET(RAISE_VARARGS) {
        if (arg == 0) {
            py_Obj *h = S->handled;
            if (!h || h == S->None) {
                py_err_setstr(S, PY_T(RuntimeError), "No active exception to reraise");
                goto error;
            }
            py_setref(S, &S->exc, py_newref(h));
            goto exception_unwind;
        }
        py_Obj *cause = arg == 2 ? POP() : NULL;
        py_Obj *exc = POP();
        do_raise(S, exc, cause);
        py_decref(S, exc);
        py_xdecref(S, cause);
        goto error;
    }
    TARGET(BEFORE_WITH) {
        py_Obj *mgr = TOP(), *exit;
        py_Obj *res = enter_context(S, mgr, false, &exit);
        if (!res) goto error;
        sp[-1] = exit;
        py_decref(S, mgr);
        if (f->nblocks >= PY_MAXBLOCKS) {
            PUSH(res);
            py_err_setstr(S, PY_T(SystemError), "too many nested blocks");
            goto error;
        }
        f->blocks[f->nblocks].handler = arg;
        f->blocks[f->nblocks].level = (int)(sp - base);
        f->nblocks++;
        PUSH(res);
        DISPATCH();
    }
    TARGET(WITH_EXIT) {
        py_Obj *exit = POP();
        py_Obj *a[3] = { S->None, S->None, S->None };
        py_Obj *r = py_call(S, exit, a, 3, NULL);
        py_decref(S, exit);
        if (!r) goto error;
        py_decref(S, r);
        DISPATCH();
    }
    TARGET(WITH_EXCEPT_START) {
        py_Obj *exc = TOP();
        py_Obj *exit = PEEK(3);
        py_Obj *tb = ((py_Exc *)exc)->traceback;
        tb = tb && PY_TYPE(tb) == PY_T(list) ? py_tb_object(S, tb) : py_newref(tb ? tb : S->None);
        if (!tb) goto error;
        py_Obj *a[3] = { (py_Obj *)exc->type, exc, tb };
        py_Obj *r = py_call(S, exit, a, 3, NULL);
        py_decref(S, tb);
        if (!r) goto error;
        if (is_budget_exc(S, exc)) { py_decref(S, r); r = py_newref(S->False); }
        PUSH(r);
        DISPATCH();
    }
    TARGET(LOAD_ASSERTION_ERROR) { PUSH(py_newref((py_Obj *)PY_T(AssertionError))); DISPATCH(); }
    TARGET(IMPORT_NAME) {
        py_Obj *fromlist = POP();
        py_Obj *level = TOP();
        py_Obj *m = import_name(S, names[arg], fromlist, level);
        py_decref(S, fromlist);
        if (!m) goto error;
        sp[-1] = m;
        py_decref(S, level);
        DISPATCH();
    }
    TARGET(IMPORT_FROM) {
        py_Obj *v = import_from(S, TOP(), names[arg]);
        if (!v) goto error;
        PUSH(v);
        DISPATCH();
    }
    TARGET(IMPORT_STAR) {
        py_Obj *m = POP();
        int r = import_star(S, f, m);
        py_decref(S, m);
        if (r < 0) goto error;
        DISPATCH();
    }
    TARGET(BUILD_CLASS) {
        int n = arg & 0xffff;
        py_Obj *kwnames = (arg >> 16) ? POP() : NULL;
        py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
        py_Obj **cb = sp - n;
        py_Obj *res = py_build_class(S, cb[0], cb[1], cb + 2, n - 2 - nkw, cb + n - nkw, kwnames);
        py_xdecref(S, kwnames);
        while (sp > cb) { py_Obj *x = POP(); py_decref(S, x); }
        if (!res) goto error;
        PUSH(res);
        DISPATCH();
    }
    TARGET(SETUP_ANNOTATIONS) {
        py_Obj *dst = f->locals ? f->locals : f->globals;
        int has = PY_TYPE(dst) == PY_T(dict) ? py_dict_contains(S, dst, S->id.__annotations__) : 0;
        if (has < 0) goto error;
        if (!has) {
            py_Obj *d = py_dict_new(S);
            if (!d) goto error;
            int r = py_setitem(S, dst, S->id.__annotations__, d);
            py_decref(S, d);
            if (r < 0) goto error;
        }
        DISPATCH();
    }
    TARGET(LOAD_BUILTIN_SUPER) DISPATCH();
    TARGET(LOAD_FROM_DICT_OR_GLOBALS) {
        py_Obj *ns = TOP();
        py_Obj *v = lookup_name(S, f, ns, names[arg]);
        if (!v) goto error;
        sp[-1] = v;
        py_decref(S, ns);
        DISPATCH();
    }
    TARGET(CALL_INTRINSIC) {
        int nargs = arg >> 8;
        if (!nargs && (arg & 0xff) == PY_INTR_LOCALS) {
            PUSH(py_newref(f->locals ? f->locals : f->globals));
        } else if (nargs) {
            py_Obj *r = typing_intrinsic(S, arg & 0xff, sp - nargs, nargs);
            while (nargs--) { py_Obj *x = POP(); py_decref(S, x); }
            if (!r) goto error;
            PUSH(r);
        }
        DISPATCH();
    }

#if !USE_GOTO
        default:
            py_err_format(S, PY_T(SystemError), "unknown opcode %d", (int)PY_OP(w));
            goto error;
        }
    }
#endif

error:
    if (!S->exc) py_err_setstr(S, PY_T(SystemError), "error return without exception set");
    if (!skip_tb) py_tb_add(S, S->exc, co, pc - 1, f->globals, f);
    skip_tb = false;
exception_unwind:
    while (f->nblocks > 0) {
        py_Block *b = &f->blocks[--f->nblocks];
        py_Obj **lvl = base + b->level;
        while (sp > lvl) { py_Obj *x = POP(); py_xdecref(S, x); }
        py_Obj *exc = S->exc;
        S->exc = NULL;
        PUSH(exc);
        pc = b->handler;
        DISPATCH();
    }
    while (sp > base) { py_Obj *x = POP(); py_xdecref(S, x); }
    retval = NULL;
exit_frame:
    if (!f->ret_sp) FLUSH_NUMFREE();
    if (f->frameobj) py_frame_detach(S, f);
    while (sp > base) { py_Obj *x = POP(); py_xdecref(S, x); }
    S->ops += tick;
    tick = 0;
    S->frame = f->back;
    S->depth--;
    f->sp = NULL;
    f->nblocks = 0;
    clear_locals(S, lp, co->nlocalsplus);
    if (f->ret_sp) {
        /* an inline frame: back to its caller's CALL, as if the call had
         * returned retval there */
        py_Obj **cb = f->ret_sp;
        py_Frame *caller = f->back;
        py_Obj *init = f->ret_init ? f->func : NULL;
        fstack_free(S, f);
        f = caller;
        LOAD_FRAME_STATE();
        pc = f->lasti + 1;
        arg = (int)PY_ARG(code[f->lasti]);
        if (init) {
            py_decref(S, init);
            if (retval && retval != S->None) {
                py_err_format(S, PY_T(TypeError), "__init__() should return None, not '%s'", retval->type->name);
                py_decref(S, retval);
                retval = NULL;
            } else if (retval) {
                py_decref(S, retval);
                retval = py_newref(cb[1]);
            }
        }
        sp = cb + (arg & 0xff) + 2;
        while (sp > cb) { py_Obj *x = POP(); py_xdecref(S, x); }
        if (!retval) { if (arg & 0x100) skip_tb = true; goto error; }
        PUSH(retval);
        retval = NULL;
        DISPATCH();
    }
    return retval;
}

/* ------------------------------------------------------------ services */

int py_user_line(py_State *S)
{
    for (py_Frame *f = S->frame; f; f = f->back)
        if (S->filename && f->code->filename &&
            (f->code->filename == S->filename || py_str_eq(f->code->filename, S->filename)))
            return py_code_addr2line(f->code, f->lasti);
    return 0;
}

int py_current_line(py_State *S)
{
    py_Frame *f = S->frame;
    if (!f) return 0;
    return py_code_addr2line(f->code, f->lasti);
}

py_Obj *py_current_filenameB(py_State *S)
{
    py_Frame *f = S->frame;
    return f ? f->code->filename : NULL;
}
