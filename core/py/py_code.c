/* py_code.c — code objects: the compiled form of a module, function, class
 * body or comprehension (instructions, constants, names, local layout and
 * one source position per instruction), and the frame type (minimal). */
#include "py_vm.h"
#include <string.h>

const char *const py_opcode_names[] = {
#define PY_OPC_NAME(n) #n,
    PY_OPCODES(PY_OPC_NAME)
#undef PY_OPC_NAME
};

static void code_dealloc(py_State *S, py_Obj *o)
{
    py_Code *co = (py_Code *)o;
    if (co->code) py_free(S, co->code, sizeof(uint32_t) * (size_t)(co->ncode ? co->ncode : 1));
    if (co->pos) py_free(S, co->pos, sizeof(py_Pos) * (size_t)(co->ncode ? co->ncode : 1));
    if (co->caches) {
        for (int i = 0; i < co->ncaches; i++) py_xdecref(S, co->caches[i].key);
        py_free(S, co->caches, sizeof(py_Cache) * (size_t)co->ncaches);
    }
    if (co->localspluskinds) py_free(S, co->localspluskinds, (size_t)(co->nlocalsplus ? co->nlocalsplus : 1));
    if (co->cellidx) py_free(S, co->cellidx, sizeof(int) * (size_t)co->ncells);
    py_xdecref(S, co->consts);
    py_xdecref(S, co->names);
    py_xdecref(S, co->localsplusnames);
    py_xdecref(S, co->name);
    py_xdecref(S, co->qualname);
    py_xdecref(S, co->filename);
    py_xdecref(S, co->doc);
    py_obj_free(S, o);
}

static py_Obj *code_repr(py_State *S, py_Obj *o)
{
    py_Code *co = (py_Code *)o;
    return py_str_fmt(S, "<code object %U, file \"%U\", line %d>", co->name, co->filename, co->firstlineno);
}

py_Code *py_code_new(py_State *S)
{
    return (py_Code *)py_obj_alloc(S, PY_T(code), sizeof(py_Code));
}

int py_code_addr2line(py_Code *co, int lasti)
{
    if (lasti < 0 || lasti >= co->ncode) return co->firstlineno;
    int l = co->pos[lasti].line;
    return l > 0 ? l : co->firstlineno;
}

static py_Obj *code_get_name(py_State *S, py_Obj *o) { return py_newref(((py_Code *)o)->name); }
static py_Obj *code_get_qualname(py_State *S, py_Obj *o) { return py_newref(((py_Code *)o)->qualname); }
static py_Obj *code_get_filename(py_State *S, py_Obj *o) { return py_newref(((py_Code *)o)->filename); }
static py_Obj *code_get_firstlineno(py_State *S, py_Obj *o) { return py_int_from_i64(S, ((py_Code *)o)->firstlineno); }
static py_Obj *code_get_argcount(py_State *S, py_Obj *o) { return py_int_from_i64(S, ((py_Code *)o)->argcount); }
static py_Obj *code_get_kwonly(py_State *S, py_Obj *o) { return py_int_from_i64(S, ((py_Code *)o)->kwonlyargcount); }
static py_Obj *code_get_posonly(py_State *S, py_Obj *o) { return py_int_from_i64(S, ((py_Code *)o)->posonlyargcount); }
static py_Obj *code_get_flags(py_State *S, py_Obj *o) { return py_int_from_i64(S, ((py_Code *)o)->flags & 0xfff); }
static py_Obj *code_get_nlocals(py_State *S, py_Obj *o) { return py_int_from_i64(S, ((py_Code *)o)->nlocals); }

static py_Obj *names_of_kind(py_State *S, py_Code *co, int kinds)
{
    py_Obj *l = py_list_new(S, 0);
    if (!l) return NULL;
    for (int i = 0; i < co->nlocalsplus; i++) {
        if (!(co->localspluskinds[i] & kinds)) continue;
        if (py_list_append(S, l, py_tuple_getB(co->localsplusnames, i)) < 0) { py_decref(S, l); return NULL; }
    }
    py_Obj *t = py_seq_tuple(S, l);
    py_decref(S, l);
    return t;
}
static py_Obj *code_get_varnames(py_State *S, py_Obj *o) { return names_of_kind(S, (py_Code *)o, PY_LK_LOCAL | PY_LK_ARG); }
static py_Obj *code_get_cellvars(py_State *S, py_Obj *o)
{
    py_Code *co = (py_Code *)o;
    py_Obj *l = py_list_new(S, 0);
    if (!l) return NULL;
    for (int i = 0; i < co->nlocals; i++)
        if ((co->localspluskinds[i] & PY_LK_CELL) &&
            py_list_append(S, l, py_tuple_getB(co->localsplusnames, i)) < 0) { py_decref(S, l); return NULL; }
    py_Obj *t = py_seq_tuple(S, l);
    py_decref(S, l);
    return t;
}
static py_Obj *code_get_freevars(py_State *S, py_Obj *o) { return names_of_kind(S, (py_Code *)o, PY_LK_FREE); }
static py_Obj *code_get_consts(py_State *S, py_Obj *o) { return py_newref(((py_Code *)o)->consts); }
static py_Obj *code_get_names(py_State *S, py_Obj *o) { return py_newref(((py_Code *)o)->names); }

static const py_GetSetDef code_getset[] = {
    { "co_name", code_get_name, NULL },
    { "co_qualname", code_get_qualname, NULL },
    { "co_filename", code_get_filename, NULL },
    { "co_firstlineno", code_get_firstlineno, NULL },
    { "co_argcount", code_get_argcount, NULL },
    { "co_kwonlyargcount", code_get_kwonly, NULL },
    { "co_posonlyargcount", code_get_posonly, NULL },
    { "co_flags", code_get_flags, NULL },
    { "co_nlocals", code_get_nlocals, NULL },
    { "co_varnames", code_get_varnames, NULL },
    { "co_cellvars", code_get_cellvars, NULL },
    { "co_freevars", code_get_freevars, NULL },
    { "co_consts", code_get_consts, NULL },
    { "co_names", code_get_names, NULL },
    { NULL, NULL, NULL }
};

py_Type py_type_code = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "code",
    .basicsize = sizeof(py_Code),
    .dealloc = code_dealloc,
    .repr = code_repr,
    .getset = code_getset,
    .getattro = py_generic_getattr,
};


/* Debug aid: disassemble a code object (and nested code constants) to stderr. */
#include <stdio.h>
void py_code_dump(py_Obj *o);
void py_code_dump(py_Obj *o)
{
    py_Code *co = (py_Code *)o;
    fprintf(stderr, "== %s (nlocalsplus=%d nlocals=%d nfree=%d stack=%d flags=%x)\n", py_str_utf8(co->qualname),
            co->nlocalsplus, co->nlocals, co->nfree, co->stacksize, co->flags);
    for (int i = 0; i < co->ncode; i++)
        fprintf(stderr, "%4d %3d:%-3d %-22s %u\n", i, co->pos[i].line, co->pos[i].col,
                py_opcode_names[PY_OP(co->code[i])], PY_ARG(co->code[i]));
    for (py_ssize i = 0; i < py_tuple_len(co->consts); i++)
        if (PY_TYPE(py_tuple_getB(co->consts, i)) == PY_T(code)) py_code_dump(py_tuple_getB(co->consts, i));
}

/* ------------------------------------------------------------ introspection
 * (py.h: "frames and code"; for the layers above, which see no py_Code) */

py_Frame *py_frame_back(py_Frame *f) { return f->back; }
py_Obj *py_frame_codeB(py_Frame *f) { return (py_Obj *)f->code; }
int py_frame_line(py_Frame *f) { return py_code_addr2line(f->code, f->lasti); }

py_Obj *py_frame_arg0B(py_Frame *f)
{
    if (f->code->argcount < 1 || !f->localsplus)
        return NULL;
    py_Obj *v = f->localsplus[0];
    if (v && v->type == PY_T(cell))
        v = ((py_Cell *)v)->ref;
    return v;
}

py_Obj *py_function_codeB(py_Obj *f)
{
    if (f->type == PY_T(method))
        f = ((py_Method *)f)->func;
    return f->type == PY_T(function) ? (py_Obj *)((py_Function *)f)->code : NULL;
}

py_Obj *py_function_nameB(py_Obj *f)
{
    if (f->type == PY_T(method))
        f = ((py_Method *)f)->func;
    return f->type == PY_T(function) ? ((py_Function *)f)->name : NULL;
}

py_Obj *py_code_nameB(py_Obj *co) { return ((py_Code *)co)->name; }
py_Obj *py_code_filenameB(py_Obj *co) { return ((py_Code *)co)->filename; }
int py_code_argcount(py_Obj *co) { return ((py_Code *)co)->argcount; }
int py_code_firstlineno(py_Obj *co) { return ((py_Code *)co)->firstlineno; }

py_Obj *py_code_localnameB(py_Obj *o, int i)
{
    py_Code *co = (py_Code *)o;
    if (!co->localsplusnames || i < 0 || i >= py_tuple_len(co->localsplusnames))
        return NULL;
    return py_tuple_getB(co->localsplusnames, i);
}

static int attr_uses(py_Code *co, const char *local, py_Obj *attr, int depth)
{
    int r = 0;
    if (depth > 4)
        return 0;
    for (int i = 1; i < co->ncode; i++) {
        uint32_t w = co->code[i], pw = co->code[i - 1];
        int op = PY_OP(w), pop = PY_OP(pw);
        if (op != OP_LOAD_ATTR && op != OP_LOAD_METHOD && op != OP_STORE_ATTR)
            continue;
        if (pop != OP_LOAD_FAST && pop != OP_LOAD_FAST_CHECK && pop != OP_LOAD_DEREF)
            continue;
        py_Obj *nm = py_code_localnameB((py_Obj *)co, (int)PY_ARG(pw));
        if (!nm || !py_str_eq_c(nm, local))
            continue;
        int ci = (int)PY_ARG(w);
        if (ci < 0 || ci >= co->ncaches || (int)co->caches[ci].name >= py_tuple_len(co->names))
            continue;
        if (!py_str_eq(py_tuple_getB(co->names, co->caches[ci].name), attr))
            continue;
        r |= op == OP_STORE_ATTR ? PY_USE_WRITE : PY_USE_READ;
    }
    for (py_ssize k = 0; co->consts && k < py_tuple_len(co->consts); k++) {
        py_Obj *c = py_tuple_getB(co->consts, k);
        if (c->type == PY_T(code))
            r |= attr_uses((py_Code *)c, local, attr, depth + 1);
    }
    return r;
}

int py_code_attr_uses(py_Obj *co, const char *local, py_Obj *attr)
{
    return attr_uses((py_Code *)co, local, attr, 0);
}

static bool uses_name(py_Code *co, const char *name, int depth)
{
    for (py_ssize k = 0; co->names && k < py_tuple_len(co->names); k++)
        if (py_str_eq_c(py_tuple_getB(co->names, k), name))
            return true;
    for (py_ssize k = 0; depth < 3 && co->consts && k < py_tuple_len(co->consts); k++) {
        py_Obj *c = py_tuple_getB(co->consts, k);
        if (c->type == PY_T(code) && uses_name((py_Code *)c, name, depth + 1))
            return true;
    }
    return false;
}

bool py_code_uses_name(py_Obj *co, const char *name)
{
    return uses_name((py_Code *)co, name, 0);
}
