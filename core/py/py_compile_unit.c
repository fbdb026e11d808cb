/* py_compile_unit.c — the compiler's emission machinery: instructions and
 * labels, constant/name/local tables, compilation units (enter/leave), the
 * stack-depth flow analysis and assembly into a code object, name
 * resolution to LOAD/STORE ops, and the fblock stack that break, continue
 * and return unwind. */
#include "py_compile_impl.h"

/* ----------------------------------------------------------- emission */

int py_cg_grow(py_State *S, void **p, int *cap, int need, size_t elsz)
{
    if (need <= *cap) return 0;
    int nc = *cap ? *cap * 2 : 64;
    while (nc < need) nc *= 2;
    void *np = py_realloc(S, *p, elsz * (size_t)*cap, elsz * (size_t)nc);
    if (!np) return -1;
    *p = np;
    *cap = nc;
    return 0;
}

int py_cg_emit(Compiler *c, int op, int arg)
{
    Unit *u = c->u;
    if (u->n >= u->cap || u->n >= u->cappos) {
        /* code's capacity is u->cap; pos keeps its own (u->cappos) so a
         * failure between the two resizes frees each with its size */
        int cap = u->cap;
        if (py_cg_grow(c->S, (void **)&u->code, &cap, u->n + 1, sizeof(uint32_t)) < 0) return -1;
        u->cap = cap;
        if (py_cg_grow(c->S, (void **)&u->pos, &u->cappos, u->n + 1, sizeof(py_Pos)) < 0) return -1;
    }
    if ((unsigned)arg >= (1u << 24)) {
        py_err_setstr(c->S, PY_T(SystemError), "bytecode argument too large");
        return -1;
    }
    u->code[u->n] = PY_INSTR(op, arg);
    u->pos[u->n] = u->cur;
    u->n++;
    return 0;
}

int py_cg_new_label(Compiler *c)
{
    Unit *u = c->u;
    if (py_cg_grow(c->S, (void **)&u->labels, &u->caplabels, u->nlabels + 1, sizeof(int)) < 0) return -1;
    u->labels[u->nlabels] = -1;
    return u->nlabels++;
}

void py_cg_use_label(Compiler *c, int l) { c->u->labels[l] = c->u->n; }

static bool is_jump(int op)
{
    switch (op) {
    case OP_JUMP: case OP_POP_JUMP_IF_FALSE: case OP_POP_JUMP_IF_TRUE:
    case OP_JUMP_IF_FALSE_OR_POP: case OP_JUMP_IF_TRUE_OR_POP: case OP_FOR_ITER:
    case OP_SEND: case OP_SETUP_FINALLY: case OP_PUSH_EXC_INFO: case OP_BEFORE_WITH:
    case OP_CHECK_EG_MATCH: case OP_PREP_RERAISE_STAR:
        return true;
    default:
        return false;
    }
}

static int add_const(Compiler *c, py_Obj *v)
{
    py_State *S = c->S;
    Unit *u = c->u;
    bool isstr = PY_TYPE(v) == PY_T(str);
    if (isstr) {
        py_Obj *i = py_dict_getB(S, u->constmap, v);
        if (i) return (int)py_int_small(i);
    } else {
        for (py_ssize i = 0; i < py_list_len(u->consts); i++) {
            py_Obj *k = py_list_getB(u->consts, i);
            if (k == v) return (int)i;
        }
    }
    py_ssize idx = py_list_len(u->consts);
    if (py_list_append(S, u->consts, v) < 0) return -1;
    if (isstr) {
        py_Obj *io = py_int_from_i64(S, idx);
        if (!io) return -1;
        int r = py_dict_set(S, u->constmap, v, io);
        py_decref(S, io);
        if (r < 0) return -1;
    }
    return (int)idx;
}

/* Does the frozenset constant fs hold an identifier-like str whose text is
 * already interned? CPython then replaces that item by the interned object
 * when it creates the code object (intern_constants) and rebuilds the
 * frozenset once more. */
static bool frozenset_interns(py_State *S, py_Obj *fs)
{
    py_ssize pos = 0;
    py_Obj *k;
    while (py_set_next(fs, &pos, &k)) {
        if (PY_TYPE(k) != PY_T(str)) continue;
        const char *p = py_str_utf8(k);
        py_ssize n = py_str_nbytes(k), i;
        for (i = 0; i < n; i++) {
            char ch = p[i];
            if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_'))
                break;
        }
        if (i < n) continue;
        py_Obj *in = py_dict_getB(S, S->interned, k);
        if (!in && S->exc) { py_err_clear(S); continue; }
        if (in && in != k) return true;
    }
    return false;
}

/* frozenset(tuple(fs)): a rebuild from fs's own iteration order. */
static py_Obj *frozenset_rebuild(py_State *S, py_Obj *fs)
{
    py_Obj *t = py_seq_tuple(S, fs);
    if (!t) return NULL;
    py_Obj *r = py_frozenset_new(S, t);
    py_decref(S, t);
    return r;
}

int py_cg_emit_const(Compiler *c, py_Obj *v)
{
    if (PY_TYPE(v) == PY_T(frozenset) && py_len(c->S, v) > 0) {
        /* CPython's constant merging rebuilds a frozenset constant from its
         * iteration order (frozenset(tuple(v))), and interning its strings
         * may rebuild it once more: the last table is what the program
         * sees (iteration order, and the order a set display is filled). */
        py_Obj *fs = frozenset_rebuild(c->S, v);
        if (!fs) return -1;
        if (frozenset_interns(c->S, fs)) {
            py_Obj *f3 = frozenset_rebuild(c->S, fs);
            py_decref(c->S, fs);
            if (!(fs = f3)) return -1;
        }
        int i = add_const(c, fs);
        py_decref(c->S, fs);
        return i < 0 ? -1 : py_cg_emit(c, OP_LOAD_CONST, i);
    }
    int i = add_const(c, v);
    return i < 0 ? -1 : py_cg_emit(c, OP_LOAD_CONST, i);
}

static int add_name(Compiler *c, py_Obj *name)
{
    py_State *S = c->S;
    Unit *u = c->u;
    if (!name) return -1;   /* a name made on the spot (py_intern) failed: MemoryError is set */
    py_Obj *i = py_dict_getB(S, u->namemap, name);
    if (i) return (int)py_int_small(i);
    py_ssize idx = py_list_len(u->names);
    py_Obj *in = py_intern_str(S, name);
    if (!in) return -1;
    int r = py_list_append(S, u->names, in);
    py_decref(S, in);
    if (r < 0) return -1;
    py_Obj *io = py_int_from_i64(S, idx);
    if (!io) return -1;
    r = py_dict_set(S, u->namemap, name, io);
    py_decref(S, io);
    return r < 0 ? -1 : (int)idx;
}

/* ops with an inline cache take a cache index; the cache records the name */
int py_cg_emit_cached(Compiler *c, int op, py_Obj *name)
{
    Unit *u = c->u;
    int ni = add_name(c, name);
    if (ni < 0) return -1;
    if (py_cg_grow(c->S, (void **)&u->cachenames, &u->capcaches, u->ncaches + 1, sizeof(uint32_t)) < 0) return -1;
    u->cachenames[u->ncaches] = (uint32_t)ni;
    return py_cg_emit(c, op, u->ncaches++);
}

int py_cg_emit_named(Compiler *c, int op, py_Obj *name)
{
    int ni = add_name(c, name);
    return ni < 0 ? -1 : py_cg_emit(c, op, ni);
}

int py_cg_lp_index(Compiler *c, py_Obj *name)
{
    py_Obj *i = py_dict_getB(c->S, c->u->lpmap, name);
    return i ? (int)py_int_small(i) : -1;
}

/* ----------------------------------------------------------- units */

static int lp_add(Compiler *c, Unit *u, py_Obj *name, int kind)
{
    py_State *S = c->S;
    py_ssize idx = py_list_len(u->lpnames);
    py_Obj *in = py_intern_str(S, name);
    if (!in) return -1;
    int r = py_list_append(S, u->lpnames, in);
    py_decref(S, in);
    if (r < 0) return -1;
    py_Obj *io = py_int_from_i64(S, idx);
    if (!io) return -1;
    r = py_dict_set(S, u->lpmap, name, io);
    py_decref(S, io);
    if (r < 0) return -1;
    if (py_cg_grow(S, (void **)&u->lpkinds, &u->caplpkinds, (int)idx + 1, 1) < 0) return -1;
    u->lpkinds[idx] = (uint8_t)kind;
    return 0;
}

static void unit_free(py_State *S, Unit *u)
{
    if (!u) return;
    if (u->code) py_free(S, u->code, sizeof(uint32_t) * u->cap);
    if (u->pos) py_free(S, u->pos, sizeof(py_Pos) * u->cappos);
    if (u->labels) py_free(S, u->labels, sizeof(int) * u->caplabels);
    if (u->cachenames) py_free(S, u->cachenames, sizeof(uint32_t) * u->capcaches);
    if (u->lpkinds) py_free(S, u->lpkinds, u->caplpkinds);
    py_xdecref(S, u->consts); py_xdecref(S, u->constmap);
    py_xdecref(S, u->names); py_xdecref(S, u->namemap);
    py_xdecref(S, u->lpnames); py_xdecref(S, u->lpmap);
    py_xdecref(S, u->qualname); py_xdecref(S, u->doc);
    py_xdecref(S, u->name);
    py_xdecref(S, u->static_attrs);
    py_free(S, u, sizeof *u);
}

/* Enter a new unit for scope sc: lay out localsplus (params first, other
 * locals, then free variables). */
static int enter_unit_inner(Compiler *c, py_Scope *sc, py_Obj *name, py_Obj *qualname, int firstline)
{
    py_State *S = c->S;
    Unit *u = py_malloc(S, sizeof *u);
    if (!u) return -1;
    u->parent = c->u;
    c->u = u;
    u->scope = sc;
    u->priv = sc->kind == PY_SCOPE_CLASS ? name : u->parent ? u->parent->priv : NULL;
    u->name = py_newref(name);
    u->qualname = qualname ? py_newref(qualname) : py_newref(name);
    u->firstlineno = firstline;
    u->cur.line = firstline; u->cur.end_line = firstline; u->cur.col = -1; u->cur.end_col = -1;
    u->consts = py_list_new(S, 0);
    u->constmap = py_dict_new(S);
    u->names = py_list_new(S, 0);
    u->namemap = py_dict_new(S);
    u->lpnames = py_list_new(S, 0);
    u->lpmap = py_dict_new(S);
    if (!u->consts || !u->constmap || !u->names || !u->namemap || !u->lpnames || !u->lpmap) return -1;
    py_Obj *k, *v;
    py_ssize pos;
    /* params */
    for (py_ssize i = 0; i < py_list_len(sc->varnames); i++) {
        py_Obj *p = py_list_getB(sc->varnames, i);
        int f = py_scope_flags(S, sc, p);
        int scope = (f >> PY_SC_SHIFT) & 7;
        if (lp_add(c, u, p, PY_LK_ARG | (scope == PY_SC_CELL ? PY_LK_CELL : PY_LK_LOCAL)) < 0) return -1;
    }
    bool fast = sc->kind == PY_SCOPE_FUNCTION || sc->kind == PY_SCOPE_COMP;
    /* other locals / cells */
    pos = 0;
    while (py_dict_next(sc->symbols, &pos, &k, &v)) {
        int f = (int)py_int_small(v);
        int scope = (f >> PY_SC_SHIFT) & 7;
        if (f & PY_DEF_PARAM) continue;
        if (scope == PY_SC_CELL || (fast && scope == PY_SC_LOCAL)) {
            if (lp_add(c, u, k, scope == PY_SC_CELL ? PY_LK_CELL : PY_LK_LOCAL) < 0) return -1;
        }
    }
    if (sc->kind == PY_SCOPE_CLASS && sc->needs_class_closure &&
        lp_add(c, u, S->id.__class__, PY_LK_CELL) < 0) return -1;
    u->nlocals = (int)py_list_len(u->lpnames);
    /* free vars */
    pos = 0;
    while (py_dict_next(sc->symbols, &pos, &k, &v)) {
        int f = (int)py_int_small(v);
        int scope = (f >> PY_SC_SHIFT) & 7;
        if (scope == PY_SC_FREE || ((f & PY_DEF_FREE_CLASS) && sc->kind == PY_SCOPE_CLASS)) {
            if (py_cg_lp_index(c, k) >= 0) continue;
            if (lp_add(c, u, k, PY_LK_FREE) < 0) return -1;
        }
    }
    u->nfree = (int)py_list_len(u->lpnames) - u->nlocals;
    return 0;
}


/* Push a compilation unit for scope sc. On failure nothing stays pushed. */
int py_cg_enter_unit(Compiler *c, py_Scope *sc, py_Obj *name, py_Obj *qualname, int firstline)
{
    Unit *before = c->u;
    int r = enter_unit_inner(c, sc, name, qualname, firstline);
    if (r < 0 && c->u != before) py_cg_leave_unit(c);
    return r;
}

void py_cg_leave_unit(Compiler *c)
{
    Unit *u = c->u;
    c->u = u->parent;
    unit_free(c->S, u);
}

/* Stack effect of an instruction; `jump`: effect when the jump is taken. */
static int stack_effect(int op, int arg, int jump)
{
    switch (op) {
    case OP_NOP: case OP_SWAP: case OP_POP_BLOCK: case OP_JUMP: case OP_LOAD_ATTR:
    case OP_UNARY_NEGATIVE: case OP_UNARY_POSITIVE: case OP_UNARY_NOT: case OP_UNARY_INVERT:
    case OP_GET_ITER: case OP_LIST_TO_TUPLE: case OP_YIELD_VALUE: case OP_GET_YIELD_FROM_ITER:
    case OP_CHECK_EXC_MATCH: case OP_SETUP_ANNOTATIONS:
    case OP_GET_AWAITABLE: case OP_GET_AITER: case OP_ASYNC_WITH_EXIT: case OP_ASYNC_GEN_WRAP:
    case OP_DELETE_FAST: case OP_DELETE_DEREF: case OP_DELETE_GLOBAL: case OP_DELETE_NAME:
    case OP_MAKE_CELL: case OP_COPY_FREE_VARS:
        return 0;
    case OP_POP_TOP: case OP_STORE_FAST: case OP_STORE_DEREF: case OP_STORE_GLOBAL:
    case OP_STORE_NAME: case OP_DELETE_ATTR: case OP_BINARY_SUBSCR: case OP_BINARY_OP:
    case OP_INPLACE_OP: case OP_COMPARE_OP: case OP_IS_OP: case OP_CONTAINS_OP:
    case OP_POP_JUMP_IF_FALSE: case OP_POP_JUMP_IF_TRUE: case OP_LIST_APPEND: case OP_SET_ADD:
    case OP_LIST_EXTEND: case OP_SET_UPDATE: case OP_DICT_UPDATE: case OP_DICT_MERGE:
    case OP_RETURN_VALUE: case OP_POP_EXCEPT: case OP_RERAISE: case OP_WITH_EXIT:
    case OP_IMPORT_NAME: case OP_IMPORT_STAR:
        return -1;
    case OP_PUSH_NULL: case OP_COPY: case OP_LOAD_CONST: case OP_LOAD_FAST: case OP_LOAD_FAST_CHECK:
    case OP_LOAD_DEREF: case OP_LOAD_CLASSDEREF: case OP_LOAD_GLOBAL: case OP_LOAD_NAME:
    case OP_LOAD_METHOD: case OP_BEFORE_WITH: case OP_WITH_EXCEPT_START: case OP_LOAD_ASSERTION_ERROR:
    case OP_IMPORT_FROM: case OP_LOAD_BUILTIN_SUPER:
    case OP_GET_ANEXT: case OP_BEFORE_ASYNC_WITH:
        return 1;
    case OP_END_ASYNC_FOR: return -2;
    case OP_STORE_ATTR: case OP_DELETE_SUBSCR: case OP_MAP_ADD: return -2;
    case OP_STORE_SUBSCR: return -3;
    case OP_MATCH: return (arg & 7) == PY_MATCH_CLASS ? -2 : (arg & 7) == PY_MATCH_REST ? 0 : 1;
    case OP_BUILD_SLICE: return 1 - arg;
    case OP_JUMP_IF_FALSE_OR_POP: case OP_JUMP_IF_TRUE_OR_POP: return jump ? 0 : -1;
    case OP_FOR_ITER: return jump ? -1 : 1;
    case OP_BUILD_TUPLE: case OP_BUILD_LIST: case OP_BUILD_SET: case OP_BUILD_STRING: return 1 - arg;
    case OP_BUILD_MAP: return 1 - 2 * arg;
    case OP_FORMAT_VALUE: return (arg & 4) ? -1 : 0;
    case OP_UNPACK_SEQUENCE: return arg - 1;
    case OP_UNPACK_EX: return (arg & 0xff) + (arg >> 8);
    case OP_MAKE_FUNCTION: return -(((arg & 1) != 0) + ((arg & 2) != 0) + ((arg & 4) != 0) + ((arg & 8) != 0));
    case OP_CALL: return -((arg & 0xff) + 1);
    case OP_CALL_KW: return -(arg + 2);
    case OP_CALL_FUNCTION_EX: return -(2 + (arg & 1));
    case OP_SEND: return jump ? -1 : 0;
    case OP_CHECK_EG_MATCH: return jump ? -1 : 0;
    case OP_PREP_RERAISE_STAR: return jump ? -2 : -1;
    case OP_SETUP_FINALLY: return jump ? 1 : 0;
    case OP_PUSH_EXC_INFO: return 1;
    case OP_RAISE_VARARGS: return -arg;
    case OP_BUILD_CLASS: return -((arg & 0xffff) - 1) - ((arg >> 16) & 1);
    case OP_CALL_INTRINSIC: return (arg >> 8) ? 1 - (arg >> 8) : (arg & 0xff) == PY_INTR_LOCALS ? 1 : 0;
    default: return 0;
    }
}

static bool no_fallthrough(int op)
{
    return op == OP_JUMP || op == OP_RETURN_VALUE || op == OP_RERAISE || op == OP_RAISE_VARARGS;
}

/* Maximum stack depth by flow analysis (-1 + SystemError if inconsistent). */
static int max_stack(Compiler *c, uint32_t *code, int n)
{
    py_State *S = c->S;
    int *depth = py_malloc(S, sizeof(int) * (size_t)(n + 1));
    int *work = py_malloc(S, sizeof(int) * (size_t)(n + 1) * 2);
    if (!depth || !work) {
        if (depth) py_free(S, depth, sizeof(int) * (size_t)(n + 1));
        if (work) py_free(S, work, sizeof(int) * (size_t)(n + 1) * 2);
        return -1;
    }
    for (int i = 0; i <= n; i++) depth[i] = -1;
    int nw = 0, maxd = 0;
    depth[0] = 0;
    work[nw++] = 0;
    while (nw > 0) {
        int i = work[--nw];
        int d = depth[i];
        while (i < n) {
            int op = PY_OP(code[i]), arg = PY_ARG(code[i]);
            if (is_jump(op)) {
                int t = arg;
                int jd = d + stack_effect(op, arg, 1);
                if (jd > maxd) maxd = jd;
                if (t <= n && depth[t] < jd) {
                    depth[t] = jd;
                    work[nw++] = t;
                    if (nw >= 2 * (n + 1)) nw--;   /* cannot happen: bounded by n jumps */
                }
            }
            d += stack_effect(op, arg, 0);
            if (d > maxd) maxd = d;
            if (d < 0) d = 0;
            if (no_fallthrough(op)) break;
            i++;
            if (i < n && depth[i] >= d) break;
            if (i <= n) depth[i] = d;
        }
    }
    py_free(S, depth, sizeof(int) * (size_t)(n + 1));
    py_free(S, work, sizeof(int) * (size_t)(n + 1) * 2);
    return maxd + 2;
}

/* Build the code object of the current unit. */
py_Code *py_cg_assemble(Compiler *c)
{
    py_State *S = c->S;
    Unit *u = c->u;
    for (int i = 0; i < u->n; i++) {
        int op = PY_OP(u->code[i]);
        if (is_jump(op)) {
            int l = PY_ARG(u->code[i]);
            u->code[i] = PY_INSTR(op, u->labels[l]);
        }
    }
    int ms = max_stack(c, u->code, u->n);
    if (ms < 0) return NULL;
    py_Code *co = py_code_new(S);
    if (!co) return NULL;
    co->ncode = u->n;   /* first: code_dealloc frees both arrays by this size */
    co->code = py_malloc(S, sizeof(uint32_t) * (size_t)(u->n ? u->n : 1));
    co->pos = py_malloc(S, sizeof(py_Pos) * (size_t)(u->n ? u->n : 1));
    if (!co->code || !co->pos) goto fail;
    memcpy(co->code, u->code, sizeof(uint32_t) * (size_t)u->n);
    memcpy(co->pos, u->pos, sizeof(py_Pos) * (size_t)u->n);
    if (u->ncaches) {
        co->caches = py_malloc(S, sizeof(py_Cache) * (size_t)u->ncaches);
        if (!co->caches) goto fail;
        for (int i = 0; i < u->ncaches; i++) co->caches[i].name = u->cachenames[i];
        co->ncaches = u->ncaches;
    }
    co->consts = py_seq_tuple(S, u->consts);
    co->names = py_seq_tuple(S, u->names);
    co->localsplusnames = py_seq_tuple(S, u->lpnames);
    if (!co->consts || !co->names || !co->localsplusnames) goto fail;
    co->nlocalsplus = (int)py_list_len(u->lpnames);
    co->localspluskinds = py_malloc(S, (size_t)(co->nlocalsplus ? co->nlocalsplus : 1));
    if (!co->localspluskinds) goto fail;
    if (co->nlocalsplus) memcpy(co->localspluskinds, u->lpkinds, (size_t)co->nlocalsplus);
    co->nlocals = u->nlocals;
    co->nfree = u->nfree;
    int ncells = 0;
    for (int i = 0; i < u->nlocals; i++)
        if (u->lpkinds[i] & PY_LK_CELL) ncells++;
    co->ncells = ncells;
    if (ncells) {
        co->cellidx = py_malloc(S, sizeof(int) * (size_t)ncells);
        if (!co->cellidx) goto fail;
        for (int i = 0, j = 0; i < u->nlocals; i++)
            if (u->lpkinds[i] & PY_LK_CELL) co->cellidx[j++] = i;
    }
    co->argcount = u->argcount;
    co->posonlyargcount = u->posonly;
    co->kwonlyargcount = u->kwonly;
    co->stacksize = ms;
    co->flags = u->flags | (u->nfree ? 0 : PY_CO_NOFREE);
    co->firstlineno = u->firstlineno;
    co->name = py_newref(u->name);
    co->qualname = py_newref(u->qualname);
    co->filename = py_newref(c->filename);
    co->doc = u->doc ? py_newref(u->doc) : NULL;
    return co;
fail:
    py_decref(S, (py_Obj *)co);
    return NULL;
}

/* ----------------------------------------------------------- names */

int py_cg_name_op(Compiler *c, py_Obj *name, py_ExprCtx ctx)
{
    py_State *S = c->S;
    Unit *u = c->u;
    py_Scope *sc = u->scope;
    int f = py_scope_flags(S, sc, name);
    int scope = (f >> PY_SC_SHIFT) & 7;
    int idx;
    if (sc->kind == PY_SCOPE_CLASS && py_str_eq(name, S->id.__class__) && ctx == PY_CTX_LOAD &&
        !(f & PY_DEF_BOUND)) {
        /* __class__ in a class body refers to the enclosing scope */
    }
    switch (scope) {
    case PY_SC_FREE:
        idx = py_cg_lp_index(c, name);
        if (idx < 0) break;
        if (sc->kind == PY_SCOPE_CLASS && ctx == PY_CTX_LOAD) return py_cg_emit(c, OP_LOAD_CLASSDEREF, idx);
        return py_cg_emit(c, ctx == PY_CTX_LOAD ? OP_LOAD_DEREF : ctx == PY_CTX_STORE ? OP_STORE_DEREF : OP_DELETE_DEREF, idx);
    case PY_SC_CELL:
        idx = py_cg_lp_index(c, name);
        if (idx < 0) break;
        return py_cg_emit(c, ctx == PY_CTX_LOAD ? OP_LOAD_DEREF : ctx == PY_CTX_STORE ? OP_STORE_DEREF : OP_DELETE_DEREF, idx);
    case PY_SC_LOCAL:
        if (sc->kind == PY_SCOPE_FUNCTION || sc->kind == PY_SCOPE_COMP) {
            idx = py_cg_lp_index(c, name);
            if (idx < 0) break;
            return py_cg_emit(c, ctx == PY_CTX_LOAD ? OP_LOAD_FAST_CHECK : ctx == PY_CTX_STORE ? OP_STORE_FAST : OP_DELETE_FAST, idx);
        }
        if (sc->kind == PY_SCOPE_CLASS) {
            if ((f & PY_DEF_FREE_CLASS) && ctx == PY_CTX_LOAD) {
                idx = py_cg_lp_index(c, name);
                if (idx >= 0) return py_cg_emit(c, OP_LOAD_CLASSDEREF, idx);
            }
            return py_cg_emit_named(c, ctx == PY_CTX_LOAD ? OP_LOAD_NAME : ctx == PY_CTX_STORE ? OP_STORE_NAME : OP_DELETE_NAME, name);
        }
        if (c->mode != PY_COMPILE_MODULE)   /* exec/eval: locals may not be the globals */
            return py_cg_emit_named(c, ctx == PY_CTX_LOAD ? OP_LOAD_NAME : ctx == PY_CTX_STORE ? OP_STORE_NAME : OP_DELETE_NAME, name);
        break;   /* module: globals */
    case PY_SC_GLOBAL_IMPLICIT:
        if (sc->in_class && ctx == PY_CTX_LOAD) {   /* annotation scope in a class: its names first */
            py_Obj *cd = py_intern(S, ".classdict");
            if (!cd || py_cg_name_op(c, cd, PY_CTX_LOAD) < 0) return -1;
            return py_cg_emit_named(c, OP_LOAD_FROM_DICT_OR_GLOBALS, name);
        }
        if (sc->kind == PY_SCOPE_CLASS || (sc->kind == PY_SCOPE_MODULE && c->mode != PY_COMPILE_MODULE) ||
            (u->flags & PY_CO_NAMELOCALS))
            return py_cg_emit_named(c, ctx == PY_CTX_LOAD ? OP_LOAD_NAME : ctx == PY_CTX_STORE ? OP_STORE_NAME : OP_DELETE_NAME, name);
        break;
    default:
        break;
    }
    if (ctx == PY_CTX_LOAD) return py_cg_emit_cached(c, OP_LOAD_GLOBAL, name);
    return py_cg_emit_named(c, ctx == PY_CTX_STORE ? OP_STORE_GLOBAL : OP_DELETE_GLOBAL, name);
}

/* ----------------------------------------------------------- fblocks */

int py_cg_push_fb(Compiler *c, int kind, int start, int exit, py_Node *node)
{
    Unit *u = c->u;
    if (u->nfb >= PY_MAXBLOCKS) {
        py_err_setstr(c->S, PY_T(SyntaxError), "too many statically nested blocks");
        return -1;
    }
    u->fb[u->nfb].kind = kind;
    u->fb[u->nfb].start = start;
    u->fb[u->nfb].exit = exit;
    u->fb[u->nfb].node = node;
    u->nfb++;
    return 0;
}

void py_cg_pop_fb(Compiler *c) { c->u->nfb--; }

int py_cg_emit_name_del_none(Compiler *c, py_Obj *name)
{
    if (py_cg_emit_const(c, c->S->None) < 0 || py_cg_name_op(c, name, PY_CTX_STORE) < 0) return -1;
    return py_cg_name_op(c, name, PY_CTX_DEL);
}

/* Emit the code leaving fblock `fb` (for return/break/continue).
 * preserve_tos: a value (return value) sits on top of the stack. */
int py_cg_unwind_fblock(Compiler *c, FBlock *fb, bool preserve_tos)
{
    switch (fb->kind) {
    case FB_WHILE:
        return 0;
    case FB_FOR:
        if (preserve_tos && py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
        return py_cg_emit(c, OP_POP_TOP, 0);
    case FB_TRY_EXCEPT:
        return py_cg_emit(c, OP_POP_BLOCK, 0);
    case FB_FINALLY_TRY: {
        if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0) return -1;
        /* the finally body runs with the fblock removed */
        FBlock saved = *fb;
        Unit *u = c->u;
        int idx = (int)(fb - u->fb);
        /* temporarily truncate the fblock stack to idx */
        FBlock tail[PY_MAXBLOCKS + 4];
        int ntail = u->nfb - idx;
        memcpy(tail, &u->fb[idx], sizeof(FBlock) * (size_t)ntail);
        u->nfb = idx;
        py_Pos save = u->cur;
        int r = py_cg_stmts(c, &saved.node->v.try_.finalbody);
        u->cur = save;
        memcpy(&u->fb[idx], tail, sizeof(FBlock) * (size_t)ntail);
        u->nfb = idx + ntail;
        return r;
    }
    case FB_FINALLY_END:
        /* stack: [prev, exc, (tos)] */
        if (preserve_tos && py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
        if (py_cg_emit(c, OP_POP_TOP, 0) < 0) return -1;
        if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0) return -1;
        if (preserve_tos && py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
        return py_cg_emit(c, OP_POP_EXCEPT, 0);
    case FB_WITH:
        if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0) return -1;
        if (preserve_tos && py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
        return py_cg_emit(c, OP_WITH_EXIT, 0);
    case FB_ASYNC_WITH:
        if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0) return -1;
        if (preserve_tos && py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
        if (py_cg_emit(c, OP_ASYNC_WITH_EXIT, 0) < 0 || py_cg_await(c) < 0) return -1;
        return py_cg_emit(c, OP_POP_TOP, 0);
    case FB_HANDLER_CLEANUP:
        if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0) return -1;
        if (py_cg_emit_name_del_none(c, fb->node->v.excepthandler.name) < 0) return -1;
        /* fall into the handler's own cleanup */
        if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0) return -1;
        if (preserve_tos && py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
        return py_cg_emit(c, OP_POP_EXCEPT, 0);
    case FB_EXCEPT_STAR:   /* refused before unwinding (py_cg_except_star_exit) */
        return 0;
    case FB_EXCEPTION_HANDLER:
        if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0) return -1;
        if (preserve_tos && py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
        return py_cg_emit(c, OP_POP_EXCEPT, 0);
    }
    return 0;
}
