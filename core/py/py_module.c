/* py_module.c — module objects, the registry of native modules and
 * import: S->modules first, then the native registry, then the frozen
 * Python-source modules (py_frozen.h). There is no file import at all. */
#include "py_runtime.h"
/* py_frozen.h has a glob with a slash-star inside a comment (-Wcomment) */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wcomment"
#include "py_frozen.h"
#include "py_init.h"
#pragma GCC diagnostic pop

#include <string.h>

#define MOD(o) ((py_Module *)(o))

py_Obj *py_module_new(py_State *S, const char *name)
{
    py_Module *m = (py_Module *)py_obj_alloc(S, PY_T(module), sizeof(py_Module));
    if (!m)
        return NULL;
    if (!(m->name = py_str_from(S, name)) || !(m->dict = py_dict_new(S)) ||
        py_dict_set(S, m->dict, S->id.__name__, m->name) < 0 ||
        py_dict_set(S, m->dict, S->id.__doc__, S->None) < 0 ||
        py_dict_set_str(S, m->dict, "__package__", S->None) < 0 ||
        py_dict_set_str(S, m->dict, "__loader__", S->None) < 0 ||
        py_dict_set(S, m->dict, S->id.__spec__, S->None) < 0) {
        py_decref(S, (py_Obj *)m);
        return NULL;
    }
    return (py_Obj *)m;
}

static void module_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, MOD(o)->dict);
    py_xdecref(S, MOD(o)->name);
    py_obj_free(S, o);
}

static int module_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    int r;
    if (MOD(o)->dict && (r = v(MOD(o)->dict, arg)))
        return r;
    return MOD(o)->name ? v(MOD(o)->name, arg) : 0;
}

static void module_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &MOD(o)->dict, NULL);
}

static py_Obj *module_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *a[2];
    if (py_parse_args(S, "module", args, nargs, kw, "name,|doc", a) < 0)
        return NULL;
    if (!(a[0]->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "module.__init__() argument 'name' must be str, not %T", a[0]);
    py_Module *m = (py_Module *)py_type_alloc(S, t);
    if (!m)
        return NULL;
    m->name = py_newref(a[0]);
    if (!(m->dict = py_dict_new(S)) || py_dict_set(S, m->dict, S->id.__name__, a[0]) < 0 ||
        py_dict_set(S, m->dict, S->id.__doc__, a[1] ? a[1] : S->None) < 0) {
        py_decref(S, (py_Obj *)m);
        return NULL;
    }
    return (py_Obj *)m;
}

static int module_tp_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    return 0;
}

/* Attribute lookup; falls back to a module-level __getattr__ (PEP 562). */
static py_Obj *module_getattro(py_State *S, py_Obj *o, py_Obj *name)
{
    py_Obj *r = py_generic_getattr_impl(S, o, name, 1);
    if (r || S->exc)
        return r;
    py_Obj *d = MOD(o)->dict;
    if (d) {
        py_Obj *ga = py_dict_getB(S, d, S->id.__getattr__);
        if (ga)
            return py_call1(S, ga, name);
        if (S->exc)
            return NULL;
    }
    py_Obj *mn = d ? py_dict_getB(S, d, S->id.__name__) : NULL;
    if (mn && (mn->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(AttributeError), "module '%U' has no attribute '%U'", mn, name);
    return py_err_format(S, PY_T(AttributeError), "module has no attribute '%U'", name);
}

static py_Obj *module_repr(py_State *S, py_Obj *o)
{
    py_Obj *d = MOD(o)->dict;
    py_Obj *mn = d ? py_dict_getB(S, d, S->id.__name__) : NULL;
    if (!mn)
        mn = MOD(o)->name;
    py_Obj *file = d ? py_dict_getB(S, d, S->id.__file__) : NULL;
    if (file && (file->type->flags & PY_TPFLAG_STR_SUB))
        return py_str_fmt(S, "<module %R from %R>", mn, file);
    return py_str_fmt(S, "<module %R (built-in)>", mn);
}

static py_Obj *module_m_dir(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *d = MOD(self)->dict;
    if (!d)
        return py_list_new(S, 0);
    py_Obj *f = py_dict_getB_str(S, d, "__dir__");
    if (f)
        return py_call0(S, f);
    return py_dict_keys_list(S, d);
}

static const py_MethodDef module_methods[] = {
    {"__dir__", module_m_dir, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type py_type_module = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "module",
    .basicsize = sizeof(py_Module),
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE,
    .dictoffset = offsetof(py_Module, dict),
    .methods = module_methods,
    .dealloc = module_dealloc,
    .traverse = module_traverse,
    .clear = module_clear,
    .tp_new = module_tp_new,
    .tp_init = module_tp_init,
    .repr = module_repr,
    .getattro = module_getattro,
};

int py_module_add(py_State *S, py_Obj *module, const char *name, py_Obj *v)
{
    if (!v)
        return -1;
    return py_dict_set_str(S, MOD(module)->dict, name, v);
}

int py_module_add_type(py_State *S, py_Obj *module, py_Type *t)
{
    if (py_type_ready(S, t) < 0)
        return -1;
    const char *dot = strrchr(t->name, '.');
    return py_module_add(S, module, dot ? dot + 1 : t->name, (py_Obj *)t);
}

int py_module_register(py_State *S, const py_ModuleDef *def)
{
    py_RT *rt = PY_RT(S);
    if (rt->nmoddefs == rt->capmoddefs) {
        py_ssize nc = rt->capmoddefs ? rt->capmoddefs * 2 : 32;
        const py_ModuleDef **n = py_realloc(S, (void *)rt->moddefs, (size_t)rt->capmoddefs * sizeof *n,
                                            (size_t)nc * sizeof *n);
        if (!n)
            return -1;
        rt->moddefs = n;
        rt->capmoddefs = nc;
    }
    rt->moddefs[rt->nmoddefs++] = def;
    return 0;
}

static const py_ModuleDef *find_native(py_State *S, const char *name)
{
    py_RT *rt = PY_RT(S);
    for (py_ssize i = rt->nmoddefs - 1; i >= 0; i--)
        if (strcmp(rt->moddefs[i]->name, name) == 0)
            return rt->moddefs[i];
    return NULL;
}

/* ------------------------------------------------------------ extensions */

/* Process-wide: registered before the first interpreter starts. */
static const py_ExtDef *ext_defs[PY_EXT_MAX];
static int ext_count;

int py_ext_register(const py_ExtDef *def)
{
    for (int i = 0; i < ext_count; i++)
        if (ext_defs[i] == def)
            return 0;
    if (ext_count == PY_EXT_MAX)
        return -1;
    ext_defs[ext_count++] = def;
    return 0;
}

int py_ext_init_all(py_State *S)
{
    for (int i = 0; i < ext_count; i++)
        if (ext_defs[i]->init && ext_defs[i]->init(S) < 0)
            return -1;
    return 0;
}

void py_ext_fini_all(py_State *S)
{
    for (int i = ext_count - 1; i >= 0; i--)
        if (ext_defs[i]->fini)
            ext_defs[i]->fini(S);
}

/* The frozen tables in search order: the interpreter's, then each extension's. */
static const py_FrozenModule *frozen_table(int i)
{
    if (i == 0)
        return py_frozen_modules;
    for (int k = 0; k < ext_count; k++)
        if (ext_defs[k]->frozen && --i == 0)
            return ext_defs[k]->frozen;
    return NULL;
}

static py_FrozenLoader frozen_loader;

void py_set_frozen_loader(py_FrozenLoader fn)
{
    frozen_loader = fn;
}

/* Execute frozen module fz as module `name` (its text from the loader
 * when it is kept outside the binary). */
static py_Obj *load_frozen(py_State *S, const py_FrozenModule *fz, py_Obj *name)
{
    const char *src = fz->source;
    size_t len = fz->len;
    if (!src && !(frozen_loader && (src = frozen_loader(fz->name, &len))))
        return py_err_format(S, PY_T(ImportError), "the library module '%U' could not be loaded", name);
    return py_module_from_source(S, fz->name, src, len);
}

static const py_FrozenModule *find_frozen(const char *name)
{
    const py_FrozenModule *t;
    for (int i = 0; (t = frozen_table(i)); i++)
        for (const py_FrozenModule *f = t; f->name; f++)
            if (strcmp(f->name, name) == 0)
                return f;
    return NULL;
}

/* Is some importable module named "<name>.<something>"? */
static bool is_package(py_State *S, const char *name)
{
    size_t n = strlen(name);
    py_RT *rt = PY_RT(S);
    for (py_ssize i = 0; i < rt->nmoddefs; i++)
        if (strncmp(rt->moddefs[i]->name, name, n) == 0 && rt->moddefs[i]->name[n] == '.')
            return true;
    const py_FrozenModule *t;
    for (int k = 0; (t = frozen_table(k)); k++)
        for (const py_FrozenModule *f = t; f->name; f++)
            if (strncmp(f->name, name, n) == 0 && f->name[n] == '.')
                return true;
    return false;
}

static py_Obj *not_found(py_State *S, py_Obj *name, const char *parent)
{
    py_Obj *msg = parent && !is_package(S, parent)
                      ? py_str_fmt(S, "No module named '%U'; '%s' is not a package", name, parent)
                      : py_str_fmt(S, "No module named '%U'", name);
    if (!msg)
        return NULL;
    py_Obj *kn = py_tuple_pack(S, 1, S->id.name);
    if (kn) {
        py_Obj *args[2] = {msg, name};
        py_Obj *e = py_call(S, (py_Obj *)PY_T(ModuleNotFoundError), args, 1, kn);
        py_decref(S, kn);
        if (e)
            py_err_raise(S, e);
    }
    py_decref(S, msg);
    return NULL;
}

/* Create a native module from its definition (registered in S->modules
 * before its init runs, removed again if init fails). */
static py_Obj *load_native(py_State *S, const py_ModuleDef *def, py_Obj *name)
{
    py_Obj *m = py_module_new(S, def->name);
    if (!m)
        return NULL;
    if (py_dict_set(S, S->modules, name, m) < 0)
        goto fail;
    for (const py_MethodDef *f = def->functions; f && f->name; f++) {
        py_Obj *fn = py_cfunc_new(S, f->name, f->fn, NULL);
        if (!fn)
            goto fail_registered;
        ((py_CFunc *)fn)->flags = f->flags;
        int r = py_dict_set_str(S, MOD(m)->dict, f->name, fn);
        py_decref(S, fn);
        if (r < 0)
            goto fail_registered;
    }
    if (def->init && def->init(S, m) < 0)
        goto fail_registered;
    return m;
fail_registered: {
        py_Obj *e = py_err_fetch(S);
        py_dict_discard(S, S->modules, name);
        py_err_clear(S);
        if (e)
            py_err_raise(S, e);
    }
fail:
    py_decref(S, m);
    return NULL;
}

py_Obj *py_import(py_State *S, py_Obj *name)
{
    if (!S->modules)
        return py_err_setstr(S, PY_T(ImportError), "import machinery not initialised");
    py_Obj *m = py_dict_getB(S, S->modules, name);
    if (m)
        return py_newref(m);
    if (S->exc)
        return NULL;
    const char *cname = py_str_utf8(name);
    const char *dot = strrchr(cname, '.');
    py_Obj *parent = NULL;
    char pname[256];
    if (dot) {
        size_t pl = (size_t)(dot - cname);
        if (pl >= sizeof pname)
            return not_found(S, name, NULL);
        memcpy(pname, cname, pl);
        pname[pl] = 0;
        py_Obj *pn = py_str_from(S, pname);
        if (!pn)
            return NULL;
        parent = py_import(S, pn);
        py_decref(S, pn);
        if (!parent)
            return NULL;
        m = py_dict_getB(S, S->modules, name);   /* the parent may have imported it */
        if (m) {
            py_decref(S, parent);
            return py_newref(m);
        }
    }
    const py_ModuleDef *def = find_native(S, cname);
    if (def) {
        m = load_native(S, def, name);
    } else {
        const py_FrozenModule *fz = find_frozen(cname);
        if (fz) {
            m = load_frozen(S, fz, name);
        } else {
            not_found(S, name, dot ? pname : NULL);
            py_xdecref(S, parent);
            return NULL;
        }
    }
    if (m && parent) {
        if (py_setattr_str(S, parent, dot + 1, m) < 0)
            py_setref(S, &m, NULL);
    }
    py_xdecref(S, parent);
    return m;
}

/* Teardown: empty every module's dict (breaks most cycles), drop the
 * module table. */
void py_module_fini(py_State *S)
{
    if (!S->modules)
        return;
    py_Obj *mods = py_dict_keys_list(S, S->modules);
    if (mods) {
        for (py_ssize i = 0; i < py_list_len(mods); i++) {
            py_Obj *m = py_dict_getB(S, S->modules, py_list_getB(mods, i));
            if (!m || !py_obj_dictptr(m))
                continue;
            py_Obj *d = *py_obj_dictptr(m);
            if (!d || !(d->type->flags & PY_TPFLAG_DICT_SUB))
                continue;
            py_Obj *keys = py_dict_keys_list(S, d);
            if (!keys)
                break;
            for (py_ssize j = 0; j < py_list_len(keys); j++)
                py_dict_discard(S, d, py_list_getB(keys, j));
            py_decref(S, keys);
        }
        py_decref(S, mods);
    }
    py_err_clear(S);
    py_setref(S, &S->modules, NULL);
}
