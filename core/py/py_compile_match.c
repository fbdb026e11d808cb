/* py_compile_match.c — compiling match statements (PEP 634): sequence,
 * mapping, class, or-, value and capture patterns, guards, and the fail-pop
 * ladders that unwind a failed case. */
#include "py_compile_impl.h"

/* ----------------------------------------------------------- match
 *
 * CPython's scheme: the subject of each case is matched on the stack; a
 * failing check jumps to fail_pop[n], a ladder of POP_TOPs that removes the
 * n values the pattern had pushed, then goes on to the next case. on_top
 * counts those values. Names are stored as soon as they are matched. */

typedef struct PC {
    int *fail_pop;            /* labels; fail_pop[n] pops n values */
    int nfail, capfail;
    int on_top;
    bool allow_irrefutable;
    py_Obj *stores;           /* list of names bound by the pattern so far */
} PC;

static int c_pattern(Compiler *c, py_Node *p, PC *pc);

static int fail_label(Compiler *c, PC *pc, int n)
{
    if (py_cg_grow(c->S, (void **)&pc->fail_pop, &pc->capfail, n + 1, sizeof(int)) < 0) return -1;
    while (pc->nfail <= n) {
        int l = py_cg_new_label(c);
        if (l < 0) return -1;
        pc->fail_pop[pc->nfail++] = l;
    }
    return pc->fail_pop[n];
}

/* On failure pop what the pattern has on the stack: the pending items and
 * the captures not yet stored. */
static int jump_to_fail(Compiler *c, PC *pc, int op)
{
    int l = fail_label(c, pc, pc->on_top + (int)py_list_len(pc->stores));
    return l < 0 ? -1 : py_cg_emit(c, op, l);
}

/* Move TOS down to depth n (1 = top), keeping the order of the others. */
static int rotate_down(Compiler *c, int n)
{
    for (; n > 1; n--)
        if (py_cg_emit(c, OP_SWAP, n) < 0) return -1;
    return 0;
}

/* the ladder: fail_pop[k] pops one and falls into fail_pop[k-1] */
static int emit_fail_pop(Compiler *c, PC *pc)
{
    for (int k = pc->nfail - 1; k >= 0; k--) {
        py_cg_use_label(c, pc->fail_pop[k]);
        if (k && py_cg_emit(c, OP_POP_TOP, 0) < 0) return -1;
    }
    pc->nfail = 0;
    return 0;
}

static void pc_free(Compiler *c, PC *pc)
{
    if (pc->fail_pop) py_free(c->S, pc->fail_pop, sizeof(int) * (size_t)pc->capfail);
    pc->fail_pop = NULL;
    pc->capfail = pc->nfail = 0;
}

static int store_capture(Compiler *c, py_Node *p, py_Obj *name, PC *pc)
{
    if (!name) return py_cg_emit(c, OP_POP_TOP, 0);
    int dup = py_contains(c->S, pc->stores, name);
    if (dup < 0) return -1;
    if (dup) return SERR(c, p, "multiple assignments to name '%s' in pattern", py_str_utf8(name));
    /* captures wait on the stack, below the pending items and the earlier
     * captures, and are stored only once the whole pattern has matched */
    if (rotate_down(c, pc->on_top + (int)py_list_len(pc->stores) + 1) < 0) return -1;
    return py_list_append(c->S, pc->stores, name);
}

static bool is_wildcard(py_Node *p)
{
    return (p->kind == PY_N_MATCHAS && !p->v.pat.pattern && !p->v.pat.name) ||
           (p->kind == PY_N_MATCHSTAR && !p->v.pat.name);
}

/* sub-patterns are matched with irrefutable patterns allowed */
static int c_subpattern(Compiler *c, py_Node *p, PC *pc)
{
    bool old = pc->allow_irrefutable;
    pc->allow_irrefutable = true;
    int r = c_pattern(c, p, pc);
    pc->allow_irrefutable = old;
    return r;
}

/* n values on the stack (first on top) against n sub-patterns */
static int c_subpatterns(Compiler *c, py_NodeList *pats, PC *pc)
{
    pc->on_top += pats->n;
    for (int i = 0; i < pats->n; i++) {
        pc->on_top--;
        SET_LOC(c, pats->items[i]);
        if (c_subpattern(c, pats->items[i], pc) < 0) return -1;
    }
    return 0;
}

static int emit_len_check(Compiler *c, PC *pc, int n, int cmp)
{
    py_Obj *v = py_int_from_i64(c->S, n);
    if (!v) return -1;
    if (py_cg_emit(c, OP_MATCH, PY_MATCH_LEN) < 0 || py_cg_emit_const_steal(c, v) < 0 || py_cg_emit_cmp(c, cmp) < 0) return -1;
    return jump_to_fail(c, pc, OP_POP_JUMP_IF_FALSE);
}

static int c_pattern_sequence(Compiler *c, py_Node *p, PC *pc)
{
    py_NodeList *pats = &p->v.pat.patterns;
    int star = -1;
    bool only_wild = true;
    for (int i = 0; i < pats->n; i++) {
        py_Node *q = pats->items[i];
        if (q->kind == PY_N_MATCHSTAR) {
            if (star >= 0) return SERR(c, p, "multiple starred names in sequence pattern");
            star = i;
        }
        if (!is_wildcard(q)) only_wild = false;
    }
    pc->on_top++;
    if (py_cg_emit(c, OP_MATCH, PY_MATCH_SEQUENCE) < 0 || jump_to_fail(c, pc, OP_POP_JUMP_IF_FALSE) < 0) return -1;
    if (star < 0) {
        if (emit_len_check(c, pc, pats->n, PY_CMP_EQ) < 0) return -1;
    } else if (pats->n > 1) {
        if (emit_len_check(c, pc, pats->n - 1, PY_CMP_GTE) < 0) return -1;
    }
    pc->on_top--;
    if (only_wild) return py_cg_emit(c, OP_POP_TOP, 0);
    if (star < 0) {
        if (py_cg_emit(c, OP_UNPACK_SEQUENCE, pats->n) < 0) return -1;
    } else if (py_cg_emit(c, OP_UNPACK_EX, star | ((pats->n - 1 - star) << 8)) < 0) return -1;
    return c_subpatterns(c, pats, pc);
}

static int c_pattern_mapping(Compiler *c, py_Node *p, PC *pc)
{
    py_State *S = c->S;
    py_NodeList *keys = &p->v.pat.keys;
    int n = keys->n;
    pc->on_top++;
    if (py_cg_emit(c, OP_MATCH, PY_MATCH_MAPPING) < 0 || jump_to_fail(c, pc, OP_POP_JUMP_IF_FALSE) < 0) return -1;
    if (!n && !p->v.pat.name) {
        pc->on_top--;
        return py_cg_emit(c, OP_POP_TOP, 0);
    }
    if (n && emit_len_check(c, pc, n, PY_CMP_GTE) < 0) return -1;
    /* literal keys may not repeat */
    py_Obj *seen = py_set_new(S, NULL);
    if (!seen) return -1;
    for (int i = 0; i < n; i++) {
        py_Node *k = keys->items[i];
        if (k->kind != PY_N_CONSTANT) continue;
        int dup = py_set_contains(S, seen, k->v.constant.value);
        if (dup == 0) dup = py_set_add(S, seen, k->v.constant.value);
        if (dup) {
            py_decref(S, seen);
            if (dup < 0) return -1;
            py_Obj *r = py_repr(S, k->v.constant.value);
            if (!r) return -1;
            char msg[200];
            snprintf(msg, sizeof msg, "mapping pattern checks duplicate key (%s)", py_str_utf8(r));
            py_decref(S, r);
            return SERR(c, p, "%s", msg);
        }
    }
    py_decref(S, seen);
    for (int i = 0; i < n; i++)
        if (py_cg_expr(c, keys->items[i]) < 0) return -1;
    SET_LOC(c, p);
    if (py_cg_emit(c, OP_BUILD_TUPLE, n) < 0) return -1;
    pc->on_top++;   /* keys */
    if (n) {
        if (py_cg_emit(c, OP_MATCH, PY_MATCH_KEYS) < 0) return -1;
        pc->on_top++;   /* values */
        if (py_cg_emit(c, OP_COPY, 1) < 0 || py_cg_emit_const(c, S->None) < 0 || py_cg_emit(c, OP_IS_OP, 1) < 0 ||
            jump_to_fail(c, pc, OP_POP_JUMP_IF_FALSE) < 0) return -1;
        if (py_cg_emit(c, OP_UNPACK_SEQUENCE, n) < 0) return -1;
        pc->on_top--;
        if (c_subpatterns(c, &p->v.pat.patterns, pc) < 0) return -1;
        SET_LOC(c, p);
    }
    if (p->v.pat.name) {
        if (py_cg_emit(c, OP_MATCH, PY_MATCH_REST) < 0) return -1;
        pc->on_top--;
        if (store_capture(c, p, p->v.pat.name, pc) < 0) return -1;
    } else {
        pc->on_top--;
        if (py_cg_emit(c, OP_POP_TOP, 0) < 0) return -1;
    }
    pc->on_top--;
    return py_cg_emit(c, OP_POP_TOP, 0);
}

static int c_pattern_class(Compiler *c, py_Node *p, PC *pc)
{
    py_State *S = c->S;
    py_NodeList *pos = &p->v.pat.patterns, *kwp = &p->v.pat.kwd_patterns;
    py_Obj *names = p->v.pat.kwd_attrs;
    py_ssize nk = names ? py_list_len(names) : 0;
    for (py_ssize i = 0; i < nk; i++)
        for (py_ssize j = i + 1; j < nk; j++)
            if (py_str_eq(py_list_getB(names, i), py_list_getB(names, j)))
                return SERR(c, kwp->items[j], "attribute name repeated in class pattern: %s",
                            py_str_utf8(py_list_getB(names, j)));
    if (py_cg_expr(c, p->v.pat.cls) < 0) return -1;
    py_Obj *kt = py_tuple_new(S, nk);
    if (!kt) return -1;
    for (py_ssize i = 0; i < nk; i++) ((py_Tuple *)kt)->items[i] = py_newref(py_list_getB(names, i));
    if (py_cg_emit_const_steal(c, kt) < 0) return -1;
    SET_LOC(c, p);
    if (py_cg_emit(c, OP_MATCH, PY_MATCH_CLASS | (pos->n << 3)) < 0) return -1;
    pc->on_top++;
    if (py_cg_emit(c, OP_COPY, 1) < 0 || py_cg_emit_const(c, S->None) < 0 || py_cg_emit(c, OP_IS_OP, 1) < 0 ||
        jump_to_fail(c, pc, OP_POP_JUMP_IF_FALSE) < 0) return -1;
    if (py_cg_emit(c, OP_UNPACK_SEQUENCE, pos->n + (int)nk) < 0) return -1;
    pc->on_top--;
    /* the keyword values wait below the positional ones on the stack */
    pc->on_top += kwp->n;
    if (c_subpatterns(c, pos, pc) < 0) return -1;
    pc->on_top -= kwp->n;
    return c_subpatterns(c, kwp, pc);
}

static int c_pattern_or(Compiler *c, py_Node *p, PC *pc)
{
    py_State *S = c->S;
    py_NodeList *alts = &p->v.pat.patterns;
    int end = py_cg_new_label(c);
    if (end < 0) return -1;
    PC sub = { NULL, 0, 0, 0, false, NULL };
    py_Obj *control = NULL;
    int r = -1;
    for (int i = 0; i < alts->n; i++) {
        py_Node *alt = alts->items[i];
        py_Obj *st = py_list_new(S, 0);
        if (!st) goto out;
        py_xdecref(S, sub.stores);
        sub.stores = st;
        sub.on_top = 0;
        sub.allow_irrefutable = i == alts->n - 1 && pc->allow_irrefutable;
        SET_LOC(c, alt);
        if (py_cg_emit(c, OP_COPY, 1) < 0 || c_pattern(c, alt, &sub) < 0) goto out;
        if (!control) {
            control = py_newref(st);
        } else {
            bool same = py_list_len(st) == py_list_len(control);
            for (py_ssize k = 0; same && k < py_list_len(control); k++) {
                int in = py_contains(S, st, py_list_getB(control, k));
                if (in < 0) goto out;
                same = in;
            }
            if (!same) { py_syntax_error_at(S, c->filename, p, "alternative patterns bind different names"); goto out; }
            /* put this alternative's captures in the first one's order:
             * position k of the list is depth k + 1 on the stack */
            for (py_ssize k = 0; k < py_list_len(control); k++) {
                py_Obj *want = py_list_getB(control, k);
                py_ssize j = k;
                while (!py_str_eq(py_list_getB(st, j), want)) j++;
                if (j == k) continue;
                int ok = k == 0 ? py_cg_emit(c, OP_SWAP, (int)j + 1)
                         : (py_cg_emit(c, OP_SWAP, (int)k + 1) < 0 || py_cg_emit(c, OP_SWAP, (int)j + 1) < 0) ? -1
                         : py_cg_emit(c, OP_SWAP, (int)k + 1);
                if (ok < 0) goto out;
                py_Obj **items = ((py_List *)st)->items, *tmp = items[k];
                items[k] = items[j];
                items[j] = tmp;
            }
        }
        SET_LOC(c, alt);
        if (py_cg_emit(c, OP_JUMP, end) < 0 || emit_fail_pop(c, &sub) < 0) goto out;
    }
    /* no alternative matched: drop the subject and fail */
    SET_LOC(c, p);
    if (py_cg_emit(c, OP_POP_TOP, 0) < 0 || jump_to_fail(c, pc, OP_JUMP) < 0) goto out;
    py_cg_use_label(c, end);
    /* the captures (first on top) go below the subject, the pending items
     * and the earlier captures; then the subject is dropped */
    int nrot = (control ? (int)py_list_len(control) : 0) + 1 + pc->on_top + (int)py_list_len(pc->stores);
    for (py_ssize k = 0; control && k < py_list_len(control); k++) {
        py_Obj *name = py_list_getB(control, k);
        int dup = py_contains(S, pc->stores, name);
        if (dup < 0) goto out;
        if (dup) {
            py_syntax_error_at(S, c->filename, p, "multiple assignments to name '%s' in pattern", py_str_utf8(name));
            goto out;
        }
        if (rotate_down(c, nrot) < 0 || py_list_append(S, pc->stores, name) < 0) goto out;
    }
    if (py_cg_emit(c, OP_POP_TOP, 0) < 0) goto out;
    r = 0;
out:
    pc_free(c, &sub);
    py_xdecref(S, sub.stores);
    py_xdecref(S, control);
    return r;
}

/* Match the subject on top of the stack (consumed) against p. */
static int c_pattern(Compiler *c, py_Node *p, PC *pc)
{
    py_State *S = c->S;
    if (py_enter_recursive(S, " during compilation") < 0) return -1;
    SET_LOC(c, p);
    int r;
    switch (p->kind) {
    case PY_N_MATCHVALUE:
        r = py_cg_expr(c, p->v.pat.value);
        SET_LOC(c, p);
        if (r == 0) r = py_cg_emit_cmp(c, PY_CMP_EQ);
        if (r == 0) r = jump_to_fail(c, pc, OP_POP_JUMP_IF_FALSE);
        break;
    case PY_N_MATCHSINGLETON:
        r = py_cg_emit_const(c, p->v.pat.cvalue);
        if (r == 0) r = py_cg_emit(c, OP_IS_OP, 0);
        if (r == 0) r = jump_to_fail(c, pc, OP_POP_JUMP_IF_FALSE);
        break;
    case PY_N_MATCHSEQUENCE: r = c_pattern_sequence(c, p, pc); break;
    case PY_N_MATCHMAPPING: r = c_pattern_mapping(c, p, pc); break;
    case PY_N_MATCHCLASS: r = c_pattern_class(c, p, pc); break;
    case PY_N_MATCHSTAR: r = store_capture(c, p, p->v.pat.name, pc); break;
    case PY_N_MATCHAS:
        if (!p->v.pat.pattern) {
            if (!pc->allow_irrefutable) {
                if (p->v.pat.name)
                    r = SERR(c, p, "name capture '%s' makes remaining patterns unreachable", py_str_utf8(p->v.pat.name));
                else
                    r = SERR(c, p, "wildcard makes remaining patterns unreachable");
                break;
            }
            r = store_capture(c, p, p->v.pat.name, pc);
            break;
        }
        pc->on_top++;
        r = py_cg_emit(c, OP_COPY, 1);
        if (r == 0) r = c_pattern(c, p->v.pat.pattern, pc);
        pc->on_top--;
        SET_LOC(c, p);
        if (r == 0) r = store_capture(c, p, p->v.pat.name, pc);
        break;
    case PY_N_MATCHOR: r = c_pattern_or(c, p, pc); break;
    default:
        py_err_format(S, PY_T(SystemError), "compiler: unexpected pattern kind %d", (int)p->kind);
        r = -1;
        break;
    }
    py_leave_recursive(S);
    return r;
}

int py_cg_match(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    py_NodeList *cases = &s->v.match.cases;
    if (py_cg_expr(c, s->v.match.subject) < 0) return -1;
    int end = py_cg_new_label(c);
    if (end < 0) return -1;
    for (int i = 0; i < cases->n; i++) {
        py_Node *mc = cases->items[i];
        bool last = i == cases->n - 1;
        PC pc = { NULL, 0, 0, 0, mc->v.match_case.guard != NULL || last, py_list_new(S, 0) };
        if (!pc.stores) return -1;
        int r = 0;
        SET_LOC(c, mc->v.match_case.pattern);
        if (!last) r = py_cg_emit(c, OP_COPY, 1);
        if (r == 0) r = c_pattern(c, mc->v.match_case.pattern, &pc);
        /* matched: bind the captures (first on top), then try the guard */
        for (py_ssize k = 0; r == 0 && k < py_list_len(pc.stores); k++)
            r = py_cg_name_op(c, py_list_getB(pc.stores, k), PY_CTX_STORE);
        if (r == 0) {
            py_Obj *none = py_list_new(S, 0);
            if (!none) r = -1;
            else py_setref(S, &pc.stores, none);
        }
        if (r == 0 && mc->v.match_case.guard) {
            int l = fail_label(c, &pc, 0);
            r = l < 0 ? -1 : py_cg_jump_if(c, mc->v.match_case.guard, l, false);
        }
        if (r == 0 && !last) {
            SET_LOC(c, mc->v.match_case.pattern);
            r = py_cg_emit(c, OP_POP_TOP, 0);
        }
        if (r == 0) r = py_cg_stmts(c, &mc->v.match_case.body);
        if (r == 0) r = py_cg_emit(c, OP_JUMP, end);
        if (r == 0) r = emit_fail_pop(c, &pc);
        pc_free(c, &pc);
        py_decref(S, pc.stores);
        if (r < 0) return -1;
    }
    py_cg_use_label(c, end);
    return 0;
}
