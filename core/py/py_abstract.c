/* py_abstract.c — the abstract object protocol: repr/str/hash/truth,
 * rich comparison and binary operators with CPython's operand rules,
 * unary operators, index conversion, attribute access entry points,
 * subscription, containment, length, iteration, isinstance/issubclass. */
#include "py_runtime.h"
#include "py_builtins.h"
#include "py_num.h"

#include <string.h>

const char *const py_binop_symbol[PY_NBINOP] = {
    "+", "-", "*", "@", "/", "//", "%", "**", "<<", ">>", "&", "^", "|"};

static const char *const cmp_symbol[6] = {"<", "<=", "==", "!=", ">", ">="};
static const int swapped_op[6] = {PY_GT, PY_GE, PY_EQ, PY_NE, PY_LT, PY_LE};

/* ------------------------------------------------------------- text */

py_Obj *py_repr(py_State *S, py_Obj *o)
{
    py_unaryfunc f = o->type->repr;
    if (!f)
        return py_object_repr(S, o);
    if (py_enter_recursive(S, " while getting the repr of an object") < 0)
        return NULL;
    py_Obj *r = f(S, o);
    py_leave_recursive(S);
    return r;
}

py_Obj *py_str(py_State *S, py_Obj *o)
{
    if (o->type == PY_T(str))
        return py_newref(o);
    py_unaryfunc f = o->type->str ? o->type->str : o->type->repr;
    if (!f)
        return py_object_repr(S, o);
    if (py_enter_recursive(S, " while getting the str of an object") < 0)
        return NULL;
    py_Obj *r = f(S, o);
    py_leave_recursive(S);
    return r;
}

/* repr(o) with non-ASCII characters escaped (\xhh, \uhhhh, \Uhhhhhhhh). */
py_Obj *py_ascii(py_State *S, py_Obj *o)
{
    py_Obj *r = py_repr(S, o);
    if (!r)
        return NULL;
    const unsigned char *s = (const unsigned char *)py_str_utf8(r);
    size_t n = (size_t)py_str_nbytes(r), i;
    for (i = 0; i < n && s[i] < 0x80; i++)
        ;
    if (i == n)
        return r;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (i = 0; i < n;) {
        if (s[i] < 0x80) {
            nb_buf_putc(&b, (char)s[i++]);
            continue;
        }
        uint32_t cp = 0;
        int k = nb_utf8_decode(s + i, n - i, &cp);
        if (k <= 0) {
            cp = s[i];
            k = 1;
        }
        i += (size_t)k;
        if (cp < 0x100)
            nb_buf_printf(&b, "\\x%02x", (unsigned)cp);
        else if (cp < 0x10000)
            nb_buf_printf(&b, "\\u%04x", (unsigned)cp);
        else
            nb_buf_printf(&b, "\\U%08x", (unsigned)cp);
    }
    py_decref(S, r);
    if (b.oom) {
        nb_buf_free(&b);
        return py_err_nomemory(S);
    }
    py_Obj *out = py_str_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return out;
}

py_hash py_hash_obj(py_State *S, py_Obj *o)
{
    py_hash (*h)(py_State *, py_Obj *) = o->type->hash;
    if (!h) {
        py_err_format(S, PY_T(TypeError), "unhashable type: '%s'", o->type->name);
        return -1;
    }
    py_Type *t = o->type;
    if (t == PY_T(str) || t == PY_T(int) || t == PY_T(float) || t == PY_T(bool))
        return h(S, o);
    /* containers hash their items: guard (t = ((t,),), ...) nested deeply */
    if (py_enter_recursive(S, NULL) < 0)
        return -1;
    py_hash r = h(S, o);
    py_leave_recursive(S);
    return r;
}

int py_truthy(py_State *S, py_Obj *o)
{
    if (o == S->True)
        return 1;
    if (o == S->False || o == S->None)
        return 0;
    py_Type *t = o->type;
    if (t->nb_bool)
        return t->nb_bool(S, o);
    if (t->len) {
        py_ssize n = t->len(S, o);
        return n < 0 ? -1 : n > 0;
    }
    return 1;
}

/* ------------------------------------------------------- comparison */

py_Obj *py_richcompare(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    py_Type *ta = a->type, *tb = b->type;
    py_Obj *r;
    if (ta == tb && ta->richcmp && (ta == PY_T(int) || ta == PY_T(float) || ta == PY_T(str))) {
        r = ta->richcmp(S, a, b, op);
        if (r != S->NotImplemented)
            return r;
        py_decref(S, r);
    }
    if (py_enter_recursive(S, " in comparison") < 0)
        return NULL;
    bool checked = false;
    if (ta != tb && tb->richcmp && py_type_issub(tb, ta)) {
        checked = true;
        r = tb->richcmp(S, b, a, swapped_op[op]);
        if (r != S->NotImplemented)
            goto done;
        py_decref(S, r);
    }
    if (ta->richcmp) {
        r = ta->richcmp(S, a, b, op);
        if (r != S->NotImplemented)
            goto done;
        py_decref(S, r);
    }
    if (!checked && tb->richcmp) {
        r = tb->richcmp(S, b, a, swapped_op[op]);
        if (r != S->NotImplemented)
            goto done;
        py_decref(S, r);
    }
    if (op == PY_EQ)
        r = PY_BOOL(S, a == b);
    else if (op == PY_NE)
        r = PY_BOOL(S, a != b);
    else
        r = py_err_format(S, PY_T(TypeError), "'%s' not supported between instances of '%s' and '%s'",
                          cmp_symbol[op], ta->name, tb->name);
done:
    py_leave_recursive(S);
    return r;
}

int py_richcompare_bool(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (a == b) {
        if (op == PY_EQ)
            return 1;
        if (op == PY_NE)
            return 0;
    }
    py_Obj *r = py_richcompare(S, a, b, op);
    if (!r)
        return -1;
    int t;
    if (r == S->True)
        t = 1;
    else if (r == S->False)
        t = 0;
    else
        t = py_truthy(S, r);
    py_decref(S, r);
    return t;
}

int py_eq(py_State *S, py_Obj *a, py_Obj *b)
{
    return py_richcompare_bool(S, a, b, PY_EQ);
}

/* -------------------------------------------------------- operators */

/* CPython's binary_op1: left slot, right slot (first if right is a proper
 * subclass); NotImplemented when neither handles the pair. */
static py_Obj *binop1(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    py_Type *ta = a->type, *tb = b->type;
    py_binaryfunc sa = ta->nb[op], sb = NULL;
    if (tb != ta) {
        sb = tb->nb[op];
        if (sb == sa)
            sb = NULL;
    }
    py_Obj *x;
    if (sa) {
        if (sb && py_type_issub(tb, ta)) {
            x = sb(S, a, b);
            if (x != S->NotImplemented)
                return x;
            py_decref(S, x);
            sb = NULL;
        }
        x = sa(S, a, b);
        if (x != S->NotImplemented)
            return x;
        py_decref(S, x);
    }
    if (sb)
        return sb(S, a, b);
    return py_newref(S->NotImplemented);
}

static py_Obj *binop_error(py_State *S, py_Obj *a, py_Obj *b, int op, bool inplace)
{
    /* CPython falls back to the sequence concat of the left operand */
    if (op == PY_OP_ADD) {
        uint32_t f = a->type->flags;
        const char *seq = (f & PY_TPFLAG_STR_SUB) ? "str" : (f & PY_TPFLAG_LIST_SUB) ? "list"
                          : (f & PY_TPFLAG_TUPLE_SUB) ? "tuple" : NULL;
        if (seq)
            return py_err_format(S, PY_T(TypeError), "can only concatenate %s (not \"%s\") to %s", seq,
                                 b->type->name, seq);
        if (py_isinstance_type(a, PY_T(bytes)))
            return py_err_format(S, PY_T(TypeError), "can't concat %s to %s", b->type->name, a->type->name);
    }
    if (op == PY_OP_POW && !inplace)
        return py_err_format(S, PY_T(TypeError), "unsupported operand type(s) for ** or pow(): '%s' and '%s'",
                             a->type->name, b->type->name);
    return py_err_format(S, PY_T(TypeError), "unsupported operand type(s) for %s%s: '%s' and '%s'",
                         py_binop_symbol[op], inplace ? "=" : "", a->type->name, b->type->name);
}

py_Obj *py_binop(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    py_Type *ta = a->type;
    py_Obj *x;
    if (ta == b->type && ta->nb[op] && (ta == PY_T(int) || ta == PY_T(float))) {
        x = ta->nb[op](S, a, b);
        if (x != S->NotImplemented)
            return x;
        py_decref(S, x);
    }
    x = binop1(S, a, b, op);
    if (x != S->NotImplemented)
        return x;
    py_decref(S, x);
    return binop_error(S, a, b, op, false);
}

py_Obj *py_inplace_binop(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    py_binaryfunc f = a->type->nb_inplace[op];
    py_Obj *x;
    if (f) {
        x = f(S, a, b);
        if (x != S->NotImplemented)
            return x;
        py_decref(S, x);
    }
    x = binop1(S, a, b, op);
    if (x != S->NotImplemented)
        return x;
    py_decref(S, x);
    return binop_error(S, a, b, op, true);
}

static bool is_int(py_Obj *o) { return (o->type->flags & PY_TPFLAG_INT_SUB) != 0; }

/* pow(a, b, mod) */
py_Obj *py_pow3(py_State *S, py_Obj *a, py_Obj *b, py_Obj *mod)
{
    if (!mod || mod == S->None)
        return py_binop(S, a, b, PY_OP_POW);
    if (!is_int(a) || !is_int(b) || !is_int(mod)) {
        if ((a->type->flags & PY_TPFLAG_HEAPTYPE)) {
            py_Obj *args[2] = {b, mod};
            int found;
            py_Obj *r = py_call_special(S, a, py_intern(S, "__pow__"), args, 2, &found);
            if (found)
                return r;
        }
        if (!py_isinstance_type(a, PY_T(float)) && !is_int(a))
            return py_err_format(S, PY_T(TypeError),
                                 "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                                 a->type->name, b->type->name, mod->type->name);
        return py_err_setstr(S, PY_T(TypeError), "pow() 3rd argument not allowed unless all arguments are integers");
    }
    return py_int_pow3(S, a, b, mod);   /* the numbers area's exact algorithm (negative moduli too) */
}

static py_Obj *unary(py_State *S, py_Obj *a, py_unaryfunc f, const char *what)
{
    if (!f)
        return py_err_format(S, PY_T(TypeError), "bad operand type for %s: '%s'", what, a->type->name);
    return f(S, a);
}

py_Obj *py_neg(py_State *S, py_Obj *a) { return unary(S, a, a->type->nb_neg, "unary -"); }
py_Obj *py_pos(py_State *S, py_Obj *a) { return unary(S, a, a->type->nb_pos, "unary +"); }
py_Obj *py_invert(py_State *S, py_Obj *a) { return unary(S, a, a->type->nb_invert, "unary ~"); }
py_Obj *py_abs(py_State *S, py_Obj *a) { return unary(S, a, a->type->nb_abs, "abs()"); }

py_Obj *py_index(py_State *S, py_Obj *o)
{
    if (is_int(o))
        return py_newref(o);
    py_unaryfunc f = o->type->nb_index;
    if (!f)
        return py_err_format(S, PY_T(TypeError), "'%s' object cannot be interpreted as an integer",
                             o->type->name);
    py_Obj *r = f(S, o);
    if (r && !is_int(r)) {
        py_err_format(S, PY_T(TypeError), "__index__ returned non-int (type %s)", r->type->name);
        py_decref(S, r);
        return NULL;
    }
    return r;
}

int py_as_int64(py_State *S, py_Obj *o, int64_t *out)
{
    if (is_int(o) && py_int_is_small(o)) {
        *out = py_int_small(o);
        return 0;
    }
    py_Obj *i = py_index(S, o);
    if (!i)
        return -1;
    if (!py_int_is_small(i)) {
        py_decref(S, i);
        py_err_setstr(S, PY_T(OverflowError), "Python int too large to convert to C long");
        return -1;
    }
    *out = py_int_small(i);
    py_decref(S, i);
    return 0;
}

int py_as_ssize(py_State *S, py_Obj *o, py_ssize *out)
{
    int64_t v;
    if (py_as_int64(S, o, &v) < 0) {
        if (py_err_matches(S, PY_T(OverflowError))) {
            py_err_clear(S);
            py_err_setstr(S, PY_T(OverflowError), "Python int too large to convert to C ssize_t");
        }
        return -1;
    }
    /* 32-bit size_t (WebAssembly): a value a 64-bit Py_ssize_t holds is
     * clamped, so a size fails as MemoryError and an index as out of range,
     * as CPython prints on a 64-bit machine */
    *out = v > (int64_t)PTRDIFF_MAX ? PTRDIFF_MAX : v < (int64_t)PTRDIFF_MIN ? PTRDIFF_MIN : (py_ssize)v;
    return 0;
}

int py_as_double(py_State *S, py_Obj *o, double *out)
{
    if (o->type == PY_T(float)) {
        *out = py_float_val(o);
        return 0;
    }
    if (is_int(o)) {
        int ovf = 0;
        double d = py_int_as_double(S, o, &ovf);
        if (ovf) {
            py_err_setstr(S, PY_T(OverflowError), "int too large to convert to float");
            return -1;
        }
        *out = d;
        return 0;
    }
    if (py_isinstance_type(o, PY_T(float))) {
        *out = py_float_val(o);
        return 0;
    }
    if (o->type->nb_float) {
        py_Obj *f = o->type->nb_float(S, o);
        if (!f)
            return -1;
        if (!py_isinstance_type(f, PY_T(float))) {
            py_err_format(S, PY_T(TypeError), "%s.__float__ returned non-float (type %s)", o->type->name,
                          f->type->name);
            py_decref(S, f);
            return -1;
        }
        *out = py_float_val(f);
        py_decref(S, f);
        return 0;
    }
    if (o->type->nb_index) {
        py_Obj *i = py_index(S, o);
        if (!i)
            return -1;
        int r = py_as_double(S, i, out);
        py_decref(S, i);
        return r;
    }
    py_err_format(S, PY_T(TypeError), "must be real number, not %s", o->type->name);
    return -1;
}

/* ------------------------------------------------------- attributes */

py_Obj *py_getattr(py_State *S, py_Obj *o, py_Obj *name)
{
    py_Obj *(*f)(py_State *, py_Obj *, py_Obj *) = o->type->getattro;
    if (!f)
        return py_generic_getattr(S, o, name);
    return f(S, o, name);
}

py_Obj *py_getattr_str(py_State *S, py_Obj *o, const char *name)
{
    py_Obj *n = py_intern(S, name);
    if (!n)
        return NULL;
    return py_getattr(S, o, n);
}

py_Obj *py_getattr_opt(py_State *S, py_Obj *o, py_Obj *name)
{
    py_Obj *(*f)(py_State *, py_Obj *, py_Obj *) = o->type->getattro;
    /* (a descriptor's AttributeError, e.g. an unset slot or a property, is
     * swallowed too) */
    py_Obj *r = (!f || f == py_generic_getattr) ? py_generic_getattr_impl(S, o, name, 1) : f(S, o, name);
    if (!r && py_err_matches(S, PY_T(AttributeError)))
        py_err_clear(S);
    return r;
}

int py_setattr(py_State *S, py_Obj *o, py_Obj *name, py_Obj *v)
{
    int (*f)(py_State *, py_Obj *, py_Obj *, py_Obj *) = o->type->setattro;
    if (!f)
        return py_generic_setattr(S, o, name, v);
    return f(S, o, name, v);
}

int py_setattr_str(py_State *S, py_Obj *o, const char *name, py_Obj *v)
{
    py_Obj *n = py_intern(S, name);
    if (!n)
        return -1;
    return py_setattr(S, o, n, v);
}

int py_hasattr(py_State *S, py_Obj *o, py_Obj *name)
{
    py_Obj *r = py_getattr_opt(S, o, name);
    if (r) {
        py_decref(S, r);
        return 1;
    }
    return S->exc ? -1 : 0;
}

/* ------------------------------------------------------ containers */

py_Obj *py_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    py_binaryfunc f = o->type->getitem;
    if (f)
        return f(S, o, key);
    if (o->type->flags & PY_TPFLAG_TYPE_SUB) {
        if (o == (py_Obj *)PY_T(type)) /* type[int], as CPython special-cases it (not its subclasses) */
            return py_generic_alias_new(S, o, key);
        py_Obj *cg = py_getattr_opt(S, o, S->id.__class_getitem__);
        if (cg) {
            py_Obj *r = py_call1(S, cg, key);
            py_decref(S, cg);
            return r;
        }
        if (S->exc)
            return NULL;
        return py_err_format(S, PY_T(TypeError), "type '%s' is not subscriptable", ((py_Type *)o)->name);
    }
    return py_err_format(S, PY_T(TypeError), "'%s' object is not subscriptable", o->type->name);
}

int py_setitem(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v)
{
    int (*f)(py_State *, py_Obj *, py_Obj *, py_Obj *) = o->type->setitem;
    if (!f) {
        py_err_format(S, PY_T(TypeError), "'%s' object does not support item assignment", o->type->name);
        return -1;
    }
    return f(S, o, key, v);
}

int py_delitem(py_State *S, py_Obj *o, py_Obj *key)
{
    int (*f)(py_State *, py_Obj *, py_Obj *, py_Obj *) = o->type->setitem;
    if (!f) {
        py_err_format(S, PY_T(TypeError), o->type->getitem ? "'%s' object doesn't support item deletion"
                                                            : "'%s' object does not support item deletion",
                      o->type->name);
        return -1;
    }
    return f(S, o, key, NULL);
}

int py_contains(py_State *S, py_Obj *container, py_Obj *v)
{
    int (*f)(py_State *, py_Obj *, py_Obj *) = container->type->contains;
    if (f)
        return f(S, container, v);
    if (!container->type->iter && !container->type->getitem) {
        py_err_format(S, PY_T(TypeError), "argument of type '%s' is not iterable", container->type->name);
        return -1;
    }
    py_Obj *it = py_iter(S, container);
    if (!it)
        return -1;
    int found = 0;
    for (;;) {
        py_Obj *x = py_next(S, it);
        if (!x) {
            if (S->exc)
                found = -1;
            break;
        }
        int r = x == v ? 1 : py_eq(S, x, v);
        py_decref(S, x);
        if (r != 0) {
            found = r;
            break;
        }
    }
    py_decref(S, it);
    return found;
}

py_ssize py_len(py_State *S, py_Obj *o)
{
    py_ssize (*f)(py_State *, py_Obj *) = o->type->len;
    if (!f) {
        py_err_format(S, PY_T(TypeError), "object of type '%s' has no len()", o->type->name);
        return -1;
    }
    return f(S, o);
}

/* The iterator over objects that only have __getitem__ ("iterator"). */
typedef struct SeqIter { PY_HEAD; py_Obj *seq; py_ssize index; } SeqIter;

static void seqiter_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((SeqIter *)o)->seq);
    py_obj_free(S, o);
}
static int seqiter_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    SeqIter *it = (SeqIter *)o;
    return it->seq ? v(it->seq, arg) : 0;
}
static void seqiter_clear(py_State *S, py_Obj *o) { py_setref(S, &((SeqIter *)o)->seq, NULL); }
static py_Obj *seqiter_iter(py_State *S, py_Obj *o) { return py_newref(o); }
static py_Obj *seqiter_next(py_State *S, py_Obj *o)
{
    SeqIter *it = (SeqIter *)o;
    if (!it->seq)
        return NULL;
    py_Obj *i = py_int_from_i64(S, it->index);
    if (!i)
        return NULL;
    py_Obj *r = py_getitem(S, it->seq, i);
    py_decref(S, i);
    if (!r) {
        if (py_err_matches(S, PY_T(IndexError)) || py_err_matches(S, PY_T(StopIteration))) {
            py_err_clear(S);
            py_setref(S, &it->seq, NULL);
        }
        return NULL;
    }
    it->index++;
    return r;
}

py_Type py_rt_seqiter_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "iterator",
    .basicsize = sizeof(SeqIter),
    .flags = PY_TPFLAG_GC,
    .dealloc = seqiter_dealloc,
    .traverse = seqiter_traverse,
    .clear = seqiter_clear,
    .iter = seqiter_iter,
    .iternext = seqiter_next,
};

py_Obj *py_iter(py_State *S, py_Obj *o)
{
    py_unaryfunc f = o->type->iter;
    if (f) {
        py_Obj *r = f(S, o);
        if (r && !r->type->iternext) {
            py_err_format(S, PY_T(TypeError), "iter() returned non-iterator of type '%s'", r->type->name);
            py_decref(S, r);
            return NULL;
        }
        return r;
    }
    if (o->type->getitem && !(o->type->flags & PY_TPFLAG_DICT_SUB)) {
        SeqIter *it = (SeqIter *)py_obj_alloc(S, &py_rt_seqiter_type, sizeof(SeqIter));
        if (!it)
            return NULL;
        it->seq = py_newref(o);
        return (py_Obj *)it;
    }
    return py_err_format(S, PY_T(TypeError), "'%s' object is not iterable", o->type->name);
}

py_Obj *py_next(py_State *S, py_Obj *it)
{
    py_unaryfunc f = it->type->iternext;
    if (!f)
        return py_err_format(S, PY_T(TypeError), "'%s' object is not an iterator", it->type->name);
    /* builtins that drain iterators (sum, list, sorted, ...) count one
     * operation per item: sum(range(10**15)) ends with BudgetExceeded */
    if ((S->ops += 10) > S->limits.op_budget && S->limits.op_budget && py_charge(S, 0) < 0)
        return NULL;
    py_Obj *r = f(S, it);
    if (!r && S->exc && py_err_matches(S, PY_T(StopIteration)))
        py_err_clear(S);
    return r;
}

/* ------------------------------------------------- isinstance/issubclass */

static bool is_type(py_Obj *o) { return (o->type->flags & PY_TPFLAG_TYPE_SUB) != 0; }

/* A metaclass other than type may define __instancecheck__ (abc); so may the
 * class of a non-type object used as isinstance()'s second argument. */
static int meta_check(py_State *S, py_Obj *cls, py_Obj *arg, py_Obj *name, int *handled)
{
    *handled = 0;
    if (cls->type == PY_T(type) || !(cls->type->flags & PY_TPFLAG_HEAPTYPE))
        return 0;
    py_Obj *f = py_type_lookup_cached(S, cls->type, name);
    if (!f || f->type != PY_T(function))
        return 0;
    *handled = 1;
    py_Obj *r = py_call_prepend(S, f, cls, &arg, 1, NULL);
    if (!r)
        return -1;
    int t = py_truthy(S, r);
    py_decref(S, r);
    return t;
}

/* list[int], or a union holding one: CPython refuses it in isinstance()
 * and issubclass(). */
static bool parameterized(py_Obj *cls)
{
    if (cls->type == PY_T(GenericAlias))
        return true;
    if (cls->type == &py_rt_union_type) {
        py_Obj *a = py_union_args(cls);
        for (py_ssize i = 0; a && i < py_tuple_len(a); i++)
            if (py_tuple_getB(a, i)->type == PY_T(GenericAlias))
                return true;
    }
    return false;
}

int py_isinstance(py_State *S, py_Obj *o, py_Obj *cls)
{
    if (o->type == (py_Type *)cls)
        return 1;
    if (parameterized(cls)) {
        py_err_setstr(S, PY_T(TypeError), "isinstance() argument 2 cannot be a parameterized generic");
        return -1;
    }
    if (is_type(cls)) {
        int handled;
        int r = meta_check(S, cls, o, py_intern(S, "__instancecheck__"), &handled);
        if (handled)
            return r;
        if (py_type_issub(o->type, (py_Type *)cls))
            return 1;
        /* o.__class__ may differ from type(o) (proxies) */
        return 0;
    }
    if (cls->type->flags & PY_TPFLAG_TUPLE_SUB) {
        if (py_enter_recursive(S, " in __instancecheck__") < 0)
            return -1;
        int r = 0;
        for (py_ssize i = 0; i < py_tuple_len(cls) && r == 0; i++)
            r = py_isinstance(S, o, py_tuple_getB(cls, i));
        py_leave_recursive(S);
        return r;
    }
    {   /* an instance whose class defines __instancecheck__ (typing.List, ...) */
        int handled;
        int r = meta_check(S, cls, o, py_intern(S, "__instancecheck__"), &handled);
        if (handled)
            return r;
    }
    py_Obj *args = py_getattr_opt(S, cls, py_intern(S, "__args__"));
    if (args && !is_type(cls) && (args->type->flags & PY_TPFLAG_TUPLE_SUB) &&
        strcmp(cls->type->name, "UnionType") == 0) {
        int r = py_isinstance(S, o, args);
        py_decref(S, args);
        return r;
    }
    py_xdecref(S, args);
    if (S->exc)
        return -1;
    py_err_setstr(S, PY_T(TypeError), "isinstance() arg 2 must be a type, a tuple of types, or a union");
    return -1;
}

int py_issubclass(py_State *S, py_Obj *derived, py_Obj *cls)
{
    if (parameterized(cls)) {
        py_err_setstr(S, PY_T(TypeError), "issubclass() argument 2 cannot be a parameterized generic");
        return -1;
    }
    if (is_type(cls)) {
        int handled;
        int r = meta_check(S, cls, derived, py_intern(S, "__subclasscheck__"), &handled);
        if (handled)
            return r;
        if (!is_type(derived)) {
            py_err_setstr(S, PY_T(TypeError), "issubclass() arg 1 must be a class");
            return -1;
        }
        return py_type_issub((py_Type *)derived, (py_Type *)cls);
    }
    if (cls->type->flags & PY_TPFLAG_TUPLE_SUB) {
        int r = 0;
        for (py_ssize i = 0; i < py_tuple_len(cls) && r == 0; i++)
            r = py_issubclass(S, derived, py_tuple_getB(cls, i));
        return r;
    }
    {   /* an instance whose class defines __subclasscheck__ */
        int handled;
        int r = meta_check(S, cls, derived, py_intern(S, "__subclasscheck__"), &handled);
        if (handled)
            return r;
    }
    if (!is_type(derived)) {
        py_err_setstr(S, PY_T(TypeError), "issubclass() arg 1 must be a class");
        return -1;
    }
    py_Obj *args = py_getattr_opt(S, cls, py_intern(S, "__args__"));
    if (args && (args->type->flags & PY_TPFLAG_TUPLE_SUB) && strcmp(cls->type->name, "UnionType") == 0) {
        int r = py_issubclass(S, derived, args);
        py_decref(S, args);
        return r;
    }
    py_xdecref(S, args);
    if (S->exc)
        return -1;
    py_err_setstr(S, PY_T(TypeError), "issubclass() arg 2 must be a class, a tuple of classes, or a union");
    return -1;
}
