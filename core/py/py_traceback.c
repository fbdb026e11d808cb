/* py_traceback.c — printing uncaught exceptions the way CPython 3.13's
 * traceback module does: chained exceptions, "File ..., line N, in f"
 * entries with the source line and the ~~~^^^ position markers, SyntaxError
 * layout, and the "Did you mean" suggestions of NameError / AttributeError /
 * ImportError (Levenshtein distance with CPython's cost rules). */
#include "py_vm.h"
#include "py_containers.h"
#include <string.h>
#include <stdlib.h>
#include <stdio.h>

/* ------------------------------------------------------------ text lines */

typedef struct CLine { uint32_t *cp; int n; } CLine;

static int cline_from(py_State *S, CLine *l, const char *s, size_t nb)
{
    l->cp = py_malloc(S, sizeof(uint32_t) * (nb + 1));
    l->n = 0;
    if (!l->cp) return -1;
    size_t i = 0;
    while (i < nb) {
        uint32_t c;
        int k = nb_utf8_decode((const unsigned char *)s + i, nb - i, &c);
        if (k <= 0) { c = (unsigned char)s[i]; k = 1; }
        l->cp[l->n++] = c;
        i += (size_t)k;
    }
    l->cp[l->n] = 0;
    return 0;
}

static void cline_free(py_State *S, CLine *l, size_t nb)
{
    if (l->cp) py_free(S, l->cp, sizeof(uint32_t) * (nb + 1));
    l->cp = NULL;
}

static void buf_cp(nb_Buf *b, const uint32_t *cp, int n)
{
    char tmp[4];
    for (int i = 0; i < n; i++) {
        int k = nb_utf8_encode(cp[i], tmp);
        nb_buf_append(b, tmp, (size_t)k);
    }
}

static int cp_len(uint32_t c) { return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4; }

/* Character index in l of UTF-8 byte offset b (parser columns are bytes). */
static int char_of(const CLine *l, int b)
{
    int i = 0, acc = 0;
    while (i < l->n && acc < b) acc += cp_len(l->cp[i++]);
    return acc > b ? i - 1 : i + (b - acc);
}

/* UTF-8 byte length of the first nchars characters of l. */
static int bytes_of(const CLine *l, int nchars)
{
    int acc = 0;
    for (int i = 0; i < nchars && i < l->n; i++) acc += cp_len(l->cp[i]);
    return acc;
}

static bool is_space_cp(uint32_t c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r' || c == '\n'; }

/* Source line `lineno` (1-based) of file `filename`, borrowed or NULL. */
static py_Obj *source_line(py_State *S, py_Obj *filename, int lineno)
{
    if (!S->source_lines || !S->filename || !filename || !py_str_eq(S->filename, filename)) return NULL;
    if (lineno < 1 || lineno > py_list_len(S->source_lines)) return NULL;
    return py_list_getB(S->source_lines, lineno - 1);
}

/* ------------------------------------------------------------ anchors */

typedef struct Anchors { int left_line, left_col, right_line, right_col; bool ok; } Anchors;

typedef struct Seg { CLine *lines; int n; } Seg;

static bool seg_next_valid(Seg *s, int *ln, int *col)
{
    while (*ln < s->n && *col >= s->lines[*ln].n) { *col = 0; (*ln)++; }
    return *ln < s->n;
}

/* Advance to the first character satisfying stop (skipping comments and
 * line continuations). kind 0: non-space and not ')'; '[' / '(' exact. */
static bool seg_increment_until(Seg *s, int *ln, int *col, int kind)
{
    for (;;) {
        if (!seg_next_valid(s, ln, col)) return false;
        uint32_t ch = s->lines[*ln].cp[*col];
        if (ch == '\\' || ch == '#') { (*ln)++; *col = 0; continue; }
        bool stop = kind == 0 ? (!is_space_cp(ch) && ch != ')') : ch == (uint32_t)kind;
        if (stop) return true;
        (*col)++;
    }
}

/* Anchors of a segment: parse "(\n" + segment + "\n)" and look at the
 * expression (BinOp: the operator; Subscript / Call: the brackets). */
static Anchors extract_anchors(py_State *S, Seg *seg, const char *segtext, size_t seglen)
{
    Anchors a = { 0, 0, 0, 0, false };
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_puts(&b, "(\n");
    nb_buf_append(&b, segtext, seglen);
    nb_buf_puts(&b, "\n)");
    if (b.oom) { nb_buf_free(&b); return a; }
    py_Arena *ar = py_arena_new(S);
    if (!ar) { nb_buf_free(&b); py_err_clear(S); return a; }
    py_Obj *fn = py_str_from(S, "<traceback>");
    py_Node *mod = fn ? py_parse(S, ar, b.data, b.len, fn) : NULL;
    py_xdecref(S, fn);
    if (!mod || mod->v.module.body.n != 1 || mod->v.module.body.items[0]->kind != PY_N_EXPR) goto out;
    py_Node *e = mod->v.module.body.items[0]->v.expr.value;
    if (e->kind == PY_N_BINOP) {
        py_Node *l = e->v.binop.left, *r = e->v.binop.right;
        int ln = l->end_lineno - 2, col;
        if (ln < 0 || ln >= seg->n) goto out;
        col = char_of(&seg->lines[ln], l->end_col_offset);
        if (!seg_increment_until(seg, &ln, &col, 0)) goto out;
        int rc = col + 1;
        CLine *L = &seg->lines[ln];
        if (rc < L->n && (r->lineno - 2 > ln || rc < char_of(L, r->col_offset)) && !is_space_cp(L->cp[rc]) &&
            L->cp[rc] != '\\' && L->cp[rc] != '#')
            rc++;
        a.left_line = ln; a.left_col = col; a.right_line = ln; a.right_col = rc; a.ok = true;
    } else if (e->kind == PY_N_SUBSCRIPT || e->kind == PY_N_CALL) {
        py_Node *v = e->kind == PY_N_SUBSCRIPT ? e->v.subscript.value : e->v.call.func;
        int ln = v->end_lineno - 2, col;
        if (ln < 0 || ln >= seg->n) goto out;
        col = char_of(&seg->lines[ln], v->end_col_offset);
        if (!seg_increment_until(seg, &ln, &col, e->kind == PY_N_SUBSCRIPT ? '[' : '(')) goto out;
        a.left_line = ln; a.left_col = col;
        a.right_line = e->end_lineno - 2;
        if (a.right_line < 0 || a.right_line >= seg->n) goto out;
        a.right_col = char_of(&seg->lines[a.right_line], e->end_col_offset);
        a.ok = true;
    }
out:
    if (S->exc) py_err_clear(S);
    py_arena_free(S, ar);
    nb_buf_free(&b);
    return a;
}

/* CPython's _should_show_carets "full line" test for `return f(...)` and
 * `x = f(...)`: parse the dedented lines. */
static bool call_spans_statement(py_State *S, const char *text, size_t len, int nlines, int start, int end)
{
    bool r = false;
    py_Arena *ar = py_arena_new(S);
    if (!ar) { py_err_clear(S); return false; }
    py_Obj *fn = py_str_from(S, "<traceback>");
    py_Node *mod = fn ? py_parse(S, ar, text, len, fn) : NULL;
    py_xdecref(S, fn);
    if (mod && mod->v.module.body.n > 0) {
        py_Node *st = mod->v.module.body.items[0];
        py_Node *val = NULL;
        if (st->kind == PY_N_RETURN && st->v.ret.value && st->v.ret.value->kind == PY_N_CALL &&
            st->v.ret.value->v.call.func->kind == PY_N_NAME)
            val = st->v.ret.value;
        else if (st->kind == PY_N_ASSIGN && st->v.assign.value->kind == PY_N_CALL &&
                 st->v.assign.targets.n == 1 && st->v.assign.targets.items[0]->kind == PY_N_NAME)
            val = st->v.assign.value;
        if (val && val->lineno == 1 && val->end_lineno == nlines && val->col_offset == start &&
            val->end_col_offset == end)
            r = true;
    }
    if (S->exc) py_err_clear(S);
    py_arena_free(S, ar);
    return r;
}

/* textwrap.dedent over code-point lines: common leading whitespace of the
 * non-blank lines. Returns the margin length. */
static int common_margin(CLine *ls, int n)
{
    int margin = -1;
    const uint32_t *ref = NULL;
    for (int i = 0; i < n; i++) {
        int k = 0;
        while (k < ls[i].n && (ls[i].cp[k] == ' ' || ls[i].cp[k] == '\t')) k++;
        if (k == ls[i].n) continue;   /* blank */
        if (margin < 0) { margin = k; ref = ls[i].cp; continue; }
        int m = 0;
        while (m < margin && m < k && ls[i].cp[m] == ref[m]) m++;
        margin = m;
    }
    return margin < 0 ? 0 : margin;
}

/* Format the source lines + markers of one traceback entry. */
static void format_source(py_State *S, nb_Buf *out, py_Code *co, int lasti)
{
    py_Pos p = { -1, -1, -1, -1 };
    if (lasti >= 0 && lasti < co->ncode) p = co->pos[lasti];
    int lineno = p.line > 0 ? p.line : co->firstlineno;
    if (p.line <= 0 || p.end_line < p.line || p.col < 0 || p.end_col < 0) {
        py_Obj *l = source_line(S, co->filename, lineno);
        if (!l) return;
        CLine c;
        if (cline_from(S, &c, py_str_utf8(l), (size_t)py_str_nbytes(l)) < 0) { py_err_clear(S); return; }
        int a = 0, b = c.n;
        while (a < b && is_space_cp(c.cp[a])) a++;
        while (b > a && is_space_cp(c.cp[b - 1])) b--;
        if (b > a) {
            nb_buf_puts(out, "    ");
            buf_cp(out, c.cp + a, b - a);
            nb_buf_putc(out, '\n');
        }
        cline_free(S, &c, (size_t)py_str_nbytes(l));
        return;
    }
    int nl = p.end_line - p.line + 1;
    if (nl > 200) return;
    {
        /* AST columns are UTF-8 byte offsets: convert to characters */
        py_Obj *l0 = source_line(S, co->filename, p.line);
        py_Obj *l1 = source_line(S, co->filename, p.end_line);
        if (l0) p.col = (int32_t)nb_utf8_count(py_str_utf8(l0), (size_t)(p.col < py_str_nbytes(l0) ? p.col : py_str_nbytes(l0)));
        if (l1) p.end_col = (int32_t)nb_utf8_count(py_str_utf8(l1), (size_t)(p.end_col < py_str_nbytes(l1) ? p.end_col : py_str_nbytes(l1)));
    }
    CLine ls[200];
    size_t nbs[200];
    int got = 0;
    for (int i = 0; i < nl; i++) {
        py_Obj *l = source_line(S, co->filename, p.line + i);
        if (!l) break;
        nbs[i] = (size_t)py_str_nbytes(l);
        if (cline_from(S, &ls[i], py_str_utf8(l), nbs[i]) < 0) { py_err_clear(S); break; }
        /* rstrip (textwrap.dedent keeps content; CPython strips trailing newline) */
        got++;
    }
    if (got < nl) goto done;
    /* dedent */
    int margin = common_margin(ls, nl);
    bool any = false;
    for (int i = 0; i < nl; i++)
        for (int k = 0; k < ls[i].n; k++)
            if (!is_space_cp(ls[i].cp[k])) any = true;
    if (!any) goto done;
    CLine al[200];
    for (int i = 0; i < nl; i++) {
        int k = 0;
        while (k < ls[i].n && (ls[i].cp[k] == ' ' || ls[i].cp[k] == '\t')) k++;
        bool blank = k == ls[i].n;
        if (blank) { al[i].cp = ls[i].cp + ls[i].n; al[i].n = 0; }
        else { al[i].cp = ls[i].cp + margin; al[i].n = ls[i].n - margin; }
    }
    int start = p.col - margin; if (start < 0) start = 0;
    int end = p.end_col - margin; if (end < 0) end = 0;
    if (start > al[0].n) start = al[0].n;
    if (end > al[nl - 1].n) end = al[nl - 1].n;
    /* the segment text */
    nb_Buf seg;
    nb_buf_init(&seg, &S->heap);
    if (nl == 1) {
        if (end > start) buf_cp(&seg, al[0].cp + start, end - start);
    } else {
        buf_cp(&seg, al[0].cp + start, al[0].n - start);
        for (int i = 1; i < nl - 1; i++) { nb_buf_putc(&seg, '\n'); buf_cp(&seg, al[i].cp, al[i].n); }
        nb_buf_putc(&seg, '\n');
        buf_cp(&seg, al[nl - 1].cp, end);
    }
    /* code-point lines of the segment for anchor scanning */
    CLine sl[200];
    int nsl = 0;
    if (nl == 1) { sl[0].cp = al[0].cp + start; sl[0].n = end - start; nsl = 1; }
    else {
        sl[0].cp = al[0].cp + start; sl[0].n = al[0].n - start;
        for (int i = 1; i < nl - 1; i++) sl[i] = al[i];
        sl[nl - 1].cp = al[nl - 1].cp; sl[nl - 1].n = end;
        nsl = nl;
    }
    Seg sg = { sl, nsl };
    Anchors an = { 0, 0, 0, 0, false };
    if (!seg.oom && seg.len) an = extract_anchors(S, &sg, seg.data, seg.len);
    nb_buf_free(&seg);
    if (an.ok) {
        if (an.left_line == 0) an.left_col += start;
        if (an.right_line == 0) an.right_col += start;
    }
    /* should we show carets? */
    bool show = false;
    {
        nb_Buf all;
        nb_buf_init(&all, &S->heap);
        for (int i = 0; i < nl; i++) {
            if (i) nb_buf_putc(&all, '\n');
            buf_cp(&all, al[i].cp, al[i].n);
        }
        bool full = !all.oom && call_spans_statement(S, all.data ? all.data : "", all.len, nl,
                                                     bytes_of(&al[0], start), bytes_of(&al[nl - 1], end));
        nb_buf_free(&all);
        if (!full) {
            if (an.ok) show = true;
            else {
                for (int k = 0; k < start && !show; k++) if (!is_space_cp(al[0].cp[k])) show = true;
                for (int k = end; k < al[nl - 1].n && !show; k++) if (!is_space_cp(al[nl - 1].cp[k])) show = true;
            }
        }
    }
    /* significant lines */
    bool sig[200];
    memset(sig, 0, sizeof sig);
    sig[0] = true;
    sig[nl - 1] = true;
    if (an.ok) {
        for (int d = -1; d <= 1; d++) {
            int x = an.left_line + d, y = an.right_line + d;
            if (x >= 0 && x < nl) sig[x] = true;
            if (y >= 0 && y < nl) sig[y] = true;
        }
    }
    /* render into result lines, then dedent + indent */
    nb_Buf res;
    nb_buf_init(&res, &S->heap);
    int prev = -1;
    for (int ln = 0; ln < nl; ln++) {
        if (!sig[ln]) continue;
        int todo[2] = { -1, ln };
        if (prev >= 0) {
            int diff = ln - prev;
            if (diff == 2) todo[0] = ln - 1;
            else if (diff > 2) nb_buf_printf(&res, "...<%d lines>...\n", diff - 1);
        }
        for (int t = 0; t < 2; t++) {
            int L = todo[t];
            if (L < 0) continue;
            buf_cp(&res, al[L].cp, al[L].n);
            nb_buf_putc(&res, '\n');
            if (!show) continue;
            int nsp = 0;
            while (nsp < al[L].n && is_space_cp(al[L].cp[nsp])) nsp++;
            int ncar = L == nl - 1 ? end : al[L].n;
            for (int col = 0; col < ncar; col++) {
                char ch;
                if (col < nsp || (L == 0 && col < start)) ch = ' ';
                else if (an.ok &&
                         (L > an.left_line || (L == an.left_line && col >= an.left_col)) &&
                         (L < an.right_line || (L == an.right_line && col < an.right_col)))
                    ch = '^';
                else ch = an.ok ? '~' : '^';
                nb_buf_putc(&res, ch);
            }
            nb_buf_putc(&res, '\n');
        }
        prev = ln;
    }
    /* dedent the rendered block and indent by 4 */
    if (!res.oom && res.data) {
        CLine rl[420];
        int nrl = 0;
        char *s = res.data;
        size_t nbr[420];
        while (*s && nrl < 420) {
            char *e = strchr(s, '\n');
            size_t len = e ? (size_t)(e - s) : strlen(s);
            nbr[nrl] = len;
            if (cline_from(S, &rl[nrl], s, len) < 0) { py_err_clear(S); break; }
            nrl++;
            s += len + (e ? 1 : 0);
        }
        int m = common_margin(rl, nrl);
        for (int i = 0; i < nrl; i++) {
            int k = 0;
            while (k < rl[i].n && (rl[i].cp[k] == ' ' || rl[i].cp[k] == '\t')) k++;
            nb_buf_puts(out, "    ");
            if (k < rl[i].n) buf_cp(out, rl[i].cp + m, rl[i].n - m);
            nb_buf_putc(out, '\n');
            cline_free(S, &rl[i], nbr[i]);
        }
    }
    nb_buf_free(&res);
done:
    for (int i = 0; i < got; i++) cline_free(S, &ls[i], nbs[i]);
}

/* ------------------------------------------------------------ suggestions */

#define SUG_MAX_ITEMS 750
#define SUG_MAX_LEN 40
#define SUG_MOVE 2
#define SUG_CASE 1

static size_t sub_cost(char a, char b)
{
    if ((a & 31) != (b & 31)) return SUG_MOVE;
    if (a == b) return 0;
    char la = (a >= 'A' && a <= 'Z') ? (char)(a + 32) : a;
    char lb = (b >= 'A' && b <= 'Z') ? (char)(b + 32) : b;
    return la == lb ? SUG_CASE : SUG_MOVE;
}

/* Edit distance with CPython's costs (case change 1, other edits 2),
 * giving up (max+1) once every partial path costs more than max. */
static size_t edit_distance(const char *a, size_t na, const char *b, size_t nb, size_t max)
{
    while (na && nb && *a == *b) { a++; b++; na--; nb--; }
    while (na && nb && a[na - 1] == b[nb - 1]) { na--; nb--; }
    if (!na || !nb) return (na + nb) * SUG_MOVE;
    if (na > SUG_MAX_LEN || nb > SUG_MAX_LEN) return max + 1;
    if (nb < na) { const char *t = a; a = b; b = t; size_t tn = na; na = nb; nb = tn; }
    if ((nb - na) * SUG_MOVE > max) return max + 1;
    size_t row[SUG_MAX_LEN];
    for (size_t i = 0; i < na; i++) row[i] = (i + 1) * SUG_MOVE;
    size_t cur = 0;
    for (size_t j = 0; j < nb; j++) {
        size_t diag = j * SUG_MOVE;
        cur = diag;
        size_t best = (size_t)-1;
        for (size_t i = 0; i < na; i++) {
            size_t subst = diag + sub_cost(b[j], a[i]);
            diag = row[i];
            size_t ins = (cur < diag ? cur : diag) + SUG_MOVE;
            cur = ins < subst ? ins : subst;
            row[i] = cur;
            if (cur < best) best = cur;
        }
        if (best > max) return max + 1;
    }
    return cur;
}

/* Closest candidate to name in the list (borrowed result or NULL). */
static py_Obj *best_match(py_State *S, py_Obj *cands, py_Obj *name)
{
    py_ssize n = py_list_len(cands);
    if (n >= SUG_MAX_ITEMS) return NULL;
    const char *ns = py_str_utf8(name);
    size_t nn = (size_t)py_str_nbytes(name);
    py_Obj *best = NULL;
    size_t bestd = (size_t)-1;
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *it = py_list_getB(cands, i);
        if (PY_TYPE(it) != PY_T(str) || py_str_eq(it, name)) continue;
        size_t in = (size_t)py_str_nbytes(it);
        size_t maxd = (nn + in + 3) * SUG_MOVE / 6;
        if (bestd != (size_t)-1 && bestd - 1 < maxd) maxd = bestd - 1;
        size_t d = edit_distance(ns, nn, py_str_utf8(it), in, maxd);
        if (d > maxd) continue;
        if (!best || d < bestd) { best = it; bestd = d; }
    }
    return best;
}

void *py_err_unexpected_kw(py_State *S, const char *fname, py_Obj *kw, py_Obj *cands)
{
    py_Obj *best = cands && PY_TYPE(kw) == PY_T(str) ? best_match(S, cands, kw) : NULL;
    if (best)
        return py_err_format(S, PY_T(TypeError), "%s() got an unexpected keyword argument '%U'. Did you mean '%U'?",
                             fname, kw, best);
    return py_err_format(S, PY_T(TypeError), "%s() got an unexpected keyword argument '%U'", fname, kw);
}

void *py_err_unexpected_kw_c(py_State *S, const char *fname, py_Obj *kw, const char *const *names, int n)
{
    py_Obj *cands = py_list_new(S, 0);
    if (!cands) return NULL;
    for (int i = 0; i < n; i++) {
        py_Obj *s = py_str_from(S, names[i]);
        if (!s || py_list_append_steal(S, cands, s) < 0) { py_decref(S, cands); return NULL; }
    }
    py_err_unexpected_kw(S, fname, kw, cands);
    py_decref(S, cands);
    return NULL;
}

static int add_keys(py_State *S, py_Obj *list, py_Obj *d)
{
    if (!d || !(d->type->flags & PY_TPFLAG_DICT_SUB)) return 0;
    py_ssize pos = 0;
    py_Obj *k, *v;
    while (py_dict_next(d, &pos, &k, &v))
        if (py_list_append(S, list, k) < 0) return -1;
    return 0;
}

static const char *const stdlib_names[] = {
    "abc", "argparse", "array", "ast", "asyncio", "base64", "bisect", "builtins", "calendar",
    "cmath", "collections", "contextlib", "copy", "csv", "dataclasses", "datetime", "decimal",
    "enum", "fractions", "functools", "gc", "glob", "hashlib", "heapq", "inspect", "io",
    "itertools", "json", "logging", "math", "numbers", "operator", "os", "pathlib", "pickle",
    "platform", "pprint", "queue", "random", "re", "shutil", "signal", "socket", "statistics",
    "string", "struct", "subprocess", "sys", "tempfile", "textwrap", "threading", "time",
    "timeit", "traceback", "types", "typing", "unittest", "uuid", "warnings", "weakref", "zipfile",
    NULL
};

static bool is_stdlib_name(py_Obj *name)
{
    for (int i = 0; stdlib_names[i]; i++)
        if (py_str_eq_c(name, stdlib_names[i])) return true;
    return false;
}

static py_Obj *exc_dict_get(py_State *S, py_Obj *exc, const char *key)
{
    py_Obj **dp = py_obj_dictptr(exc);
    if (!dp || !*dp) return NULL;
    py_Obj *v = py_dict_getB_str(S, *dp, key);
    if (!v && S->exc) py_err_clear(S);
    return v;
}

/* Sorted dir(obj) filtered as CPython's traceback does. */
static py_Obj *dir_candidates(py_State *S, py_Obj *obj, py_Obj *wrong)
{
    py_Obj *dirf = py_dict_getB_str(S, S->builtins, "dir");
    py_Obj *d = dirf ? py_call1(S, dirf, obj) : NULL;
    if (!d) { py_err_clear(S); return NULL; }
    py_Obj *l = py_seq_list(S, d);
    py_decref(S, d);
    if (!l) { py_err_clear(S); return NULL; }
    if (py_list_sort(S, l, NULL, false) < 0) { py_err_clear(S); }
    if (py_str_utf8(wrong)[0] != '_') {
        py_Obj *f = py_list_new(S, 0);
        if (!f) { py_decref(S, l); py_err_clear(S); return NULL; }
        for (py_ssize i = 0; i < py_list_len(l); i++) {
            py_Obj *x = py_list_getB(l, i);
            if (PY_TYPE(x) == PY_T(str) && py_str_utf8(x)[0] == '_') continue;
            py_list_append(S, f, x);
        }
        py_decref(S, l);
        l = f;
    }
    return l;
}

/* Suggestion text to append to the message, or NULL. */
static py_Obj *compute_suggestion(py_State *S, py_Obj *exc)
{
    py_Obj *name = NULL, *cands = NULL, *best;
    bool nameerr = py_isinstance_type(exc, PY_T(NameError));
    bool attrerr = py_isinstance_type(exc, PY_T(AttributeError));
    bool imperr = py_isinstance_type(exc, PY_T(ImportError));
    if (nameerr || attrerr) {
        name = exc_dict_get(S, exc, "name");
        if (!name || PY_TYPE(name) != PY_T(str)) return NULL;
    } else if (imperr) {
        name = exc_dict_get(S, exc, "name_from");
        if (!name || PY_TYPE(name) != PY_T(str)) return NULL;
    } else {
        return NULL;
    }
    if (attrerr) {
        py_Obj *obj = exc_dict_get(S, exc, "obj");
        if (!obj) return NULL;
        cands = dir_candidates(S, obj, name);
    } else if (imperr) {
        py_Obj *mn = exc_dict_get(S, exc, "name");
        if (!mn || PY_TYPE(mn) != PY_T(str)) return NULL;
        py_Obj *mod = py_dict_getB(S, S->modules, mn);
        if (!mod) { py_err_clear(S); return NULL; }
        cands = dir_candidates(S, mod, name);
    } else {
        py_Obj *pre = exc_dict_get(S, exc, "\001suggest");
        if (pre && PY_TYPE(pre) == PY_T(str)) {
            best = pre;
            goto found;
        }
        cands = py_list_new(S, 0);
        if (cands) {
            py_Obj *loc = exc_dict_get(S, exc, "\001cands");
            if (loc && PY_TYPE(loc) == PY_T(list)) {
                for (py_ssize i = 0; i < py_list_len(loc); i++) py_list_append(S, cands, py_list_getB(loc, i));
            } else {
                add_keys(S, cands, S->main_dict);
                add_keys(S, cands, S->builtins);
            }
        }
    }
    if (!cands) { py_err_clear(S); goto stdlib; }
    best = best_match(S, cands, name);
    if (best) py_incref(best);
    py_decref(S, cands);
    if (best) {
        py_Obj *r = py_str_fmt(S, ". Did you mean: '%U'?", best);
        py_decref(S, best);
        if (r && nameerr && is_stdlib_name(name)) {
            py_Obj *r2 = py_str_fmt(S, "%U Or did you forget to import '%U'?", r, name);
            py_decref(S, r);
            r = r2;
        }
        if (!r) py_err_clear(S);
        return r;
    }
stdlib:
    if (nameerr && is_stdlib_name(name)) return py_str_fmt(S, ". Did you forget to import '%U'?", name);
    return NULL;
found:
    {
        py_Obj *r = py_str_fmt(S, ". Did you mean: '%U'?", best);
        if (!r) py_err_clear(S);
        return r;
    }
}

/* ------------------------------------------------------------ printing */

static void format_exc_only(py_State *S, nb_Buf *out, py_Obj *exc)
{
    py_Type *t = exc->type;
    const char *mod = t->module;
    nb_Buf tn;
    nb_buf_init(&tn, &S->heap);
    py_Obj *modobj = NULL;
    if (t->flags & PY_TPFLAG_HEAPTYPE) {
        modobj = t->dict ? py_dict_getB(S, t->dict, S->id.__module__) : NULL;
        if (modobj && PY_TYPE(modobj) == PY_T(str)) mod = py_str_utf8(modobj);
        else mod = NULL;
        if (S->exc) py_err_clear(S);
    }
    if (mod && strcmp(mod, "__main__") != 0 && strcmp(mod, "builtins") != 0) {
        nb_buf_puts(&tn, mod);
        nb_buf_putc(&tn, '.');
    }
    if (t->qualname && PY_TYPE(t->qualname) == PY_T(str)) nb_buf_puts(&tn, py_str_utf8(t->qualname));
    else nb_buf_puts(&tn, t->name);

    if (py_isinstance_type(exc, PY_T(SyntaxError))) {
        py_Obj *msg = py_getattr_str(S, exc, "msg");
        py_Obj *fn = py_getattr_str(S, exc, "filename");
        py_Obj *ln = py_getattr_str(S, exc, "lineno");
        py_Obj *off = py_getattr_str(S, exc, "offset");
        py_Obj *text = py_getattr_str(S, exc, "text");
        py_Obj *eln = py_getattr_str(S, exc, "end_lineno");
        py_Obj *eoff = py_getattr_str(S, exc, "end_offset");
        if (S->exc) py_err_clear(S);
        const char *suffix_fn = NULL;
        if (ln && PY_TYPE(ln) == PY_T(int)) {
            nb_buf_printf(out, "  File \"%s\", line %lld\n",
                          fn && PY_TYPE(fn) == PY_T(str) ? py_str_utf8(fn) : "<string>",
                          (long long)py_int_small(ln));
        } else if (fn && PY_TYPE(fn) == PY_T(str)) {
            suffix_fn = py_str_utf8(fn);
        }
        if (text && PY_TYPE(text) == PY_T(str)) {
            CLine c;
            size_t nbt = (size_t)py_str_nbytes(text);
            if (cline_from(S, &c, py_str_utf8(text), nbt) == 0) {
                int rn = c.n;
                while (rn > 0 && c.cp[rn - 1] == '\n') rn--;
                int ls = 0;
                while (ls < rn && (c.cp[ls] == ' ' || c.cp[ls] == '\n' || c.cp[ls] == '\f')) ls++;
                nb_buf_puts(out, "    ");
                buf_cp(out, c.cp + ls, rn - ls);
                nb_buf_putc(out, '\n');
                if (off && PY_TYPE(off) == PY_T(int)) {
                    long long o = py_int_small(off), eo;
                    bool same = eln && PY_TYPE(eln) == PY_T(int) && ln && PY_TYPE(ln) == PY_T(int) &&
                                py_int_small(eln) == py_int_small(ln);
                    if (same) eo = (eoff && PY_TYPE(eoff) == PY_T(int) && py_int_small(eoff) != 0) ? py_int_small(eoff) : o;
                    else eo = rn + 1;
                    if (o > c.n) o = rn + 1;
                    if (eo > c.n) eo = rn + 1;
                    if (o >= eo || eo < 0) eo = o + 1;
                    long long col = o - 1 - ls, ecol = eo - 1 - ls;
                    if (col >= 0) {
                        nb_buf_puts(out, "    ");
                        for (long long k = 0; k < col && ls + k < c.n; k++)
                            nb_buf_putc(out, is_space_cp(c.cp[ls + k]) ? (char)c.cp[ls + k] : ' ');
                        for (long long k = col; k < ecol; k++) nb_buf_putc(out, '^');
                        nb_buf_putc(out, '\n');
                    }
                }
                cline_free(S, &c, nbt);
            } else {
                py_err_clear(S);
            }
        }
        nb_buf_append(out, tn.data ? tn.data : "", tn.len);
        nb_buf_puts(out, ": ");
        if (msg && msg != S->None) {
            py_Obj *ms = py_str(S, msg);
            if (ms) { nb_buf_append(out, py_str_utf8(ms), (size_t)py_str_nbytes(ms)); py_decref(S, ms); }
            else py_err_clear(S);
        } else {
            nb_buf_puts(out, "<no detail available>");
        }
        if (suffix_fn) nb_buf_printf(out, " (%s)", suffix_fn);
        nb_buf_putc(out, '\n');
        py_xdecref(S, msg); py_xdecref(S, fn); py_xdecref(S, ln); py_xdecref(S, off);
        py_xdecref(S, text); py_xdecref(S, eln); py_xdecref(S, eoff);
        nb_buf_free(&tn);
        return;
    }

    py_Obj *s = py_exc_str(S, exc);
    nb_buf_append(out, tn.data ? tn.data : "", tn.len);
    nb_buf_free(&tn);
    if (!s) {
        py_err_clear(S);
        nb_buf_puts(out, ": <exception str() failed>\n");
        return;
    }
    py_Obj *sug = compute_suggestion(S, exc);
    if (py_str_nbytes(s) > 0 || sug) {
        nb_buf_puts(out, ": ");
        nb_buf_append(out, py_str_utf8(s), (size_t)py_str_nbytes(s));
        if (sug) nb_buf_append(out, py_str_utf8(sug), (size_t)py_str_nbytes(sug));
    }
    nb_buf_putc(out, '\n');
    py_xdecref(S, sug);
    py_decref(S, s);
    /* __notes__ */
    py_Obj *notes = ((py_Exc *)exc)->notes;
    if (notes && PY_TYPE(notes) == PY_T(list)) {
        for (py_ssize i = 0; i < py_list_len(notes); i++) {
            py_Obj *n = py_list_getB(notes, i);
            py_Obj *ns = py_str(S, n);
            if (!ns) { py_err_clear(S); continue; }
            nb_buf_append(out, py_str_utf8(ns), (size_t)py_str_nbytes(ns));
            nb_buf_putc(out, '\n');
            py_decref(S, ns);
        }
    }
}

static bool same_entry(py_Obj *a, py_Obj *b)
{
    if (!a || !b) return false;
    py_Code *ca = (py_Code *)py_tuple_getB(a, 0), *cb = (py_Code *)py_tuple_getB(b, 0);
    if (ca != cb) return false;
    int la = (int)py_int_small(py_tuple_getB(a, 1)), lb = (int)py_int_small(py_tuple_getB(b, 1));
    return py_code_addr2line(ca, la) == py_code_addr2line(cb, lb);
}

static void format_tb(py_State *S, nb_Buf *out, py_Obj *tb)
{
    if (!tb || PY_TYPE(tb) != PY_T(list) || py_list_len(tb) == 0) return;
    nb_buf_puts(out, "Traceback (most recent call last):\n");
    py_ssize n = py_list_len(tb);
    py_Obj *last = NULL;
    int repeat = 0;
    for (py_ssize i = n - 1; i >= 0; i--) {
        py_Obj *e = py_list_getB(tb, i);
        if (PY_TYPE(e) != PY_T(tuple) || py_tuple_len(e) < 2) continue;
        py_Code *co = (py_Code *)py_tuple_getB(e, 0);
        if (PY_TYPE((py_Obj *)co) != PY_T(code)) continue;
        int lasti = (int)py_int_small(py_tuple_getB(e, 1));
        if (last && same_entry(last, e)) {
            repeat++;
            if (repeat >= 3) { last = e; continue; }
        } else {
            if (repeat + 1 > 3) {
                int more = repeat + 1 - 3;
                nb_buf_printf(out, "  [Previous line repeated %d more time%s]\n", more, more > 1 ? "s" : "");
            }
            repeat = 0;
        }
        last = e;
        nb_buf_printf(out, "  File \"%s\", line %d, in %s\n", py_str_utf8(co->filename),
                      py_code_addr2line(co, lasti), py_str_utf8(co->name));
        format_source(S, out, co, lasti);
    }
    if (repeat + 1 > 3) {
        int more = repeat + 1 - 3;
        nb_buf_printf(out, "  [Previous line repeated %d more time%s]\n", more, more > 1 ? "s" : "");
    }
}

/* Exception groups print as CPython 3.13's nested boxes: the depth of the
 * group being printed decides each line's indent and "| " margin. */
#define GROUP_MAX_WIDTH 15
#define GROUP_MAX_DEPTH 10

typedef struct GroupCtx { int depth; bool need_close; } GroupCtx;

static void put_indent(nb_Buf *out, const GroupCtx *g)
{
    for (int i = 0; i < 2 * g->depth; i++) nb_buf_putc(out, ' ');
}

/* Append text with every line prefixed by the indent and the margin. */
static void emit(nb_Buf *out, const GroupCtx *g, const char *text, size_t n, char margin)
{
    if (!g->depth) { nb_buf_append(out, text, n); return; }
    size_t i = 0;
    while (i < n) {
        size_t j = i;
        while (j < n && text[j] != '\n') j++;
        if (j < n) j++;
        put_indent(out, g);
        nb_buf_putc(out, margin);
        nb_buf_putc(out, ' ');
        nb_buf_append(out, text + i, j - i);
        i = j;
    }
}

static void emit_str(nb_Buf *out, const GroupCtx *g, const char *text, char margin)
{
    emit(out, g, text, strlen(text), margin);
}

/* Print exc (with its cause/context chain when chain) and, for a group, its
 * sub-exceptions; seen: list of printed exceptions. */
static void format_exc_full(py_State *S, nb_Buf *out, py_Obj *exc, py_Obj *seen, int depth, bool chain,
                            GroupCtx *g)
{
    if (seen) py_list_append(S, seen, exc);
    py_Exc *e = (py_Exc *)exc;
    if (chain && depth < 100 && seen) {
        py_Obj *cause = e->cause, *ctx = e->context;
        bool in_seen_c = false, in_seen_x = false;
        for (py_ssize i = 0; i < py_list_len(seen); i++) {
            if (py_list_getB(seen, i) == cause) in_seen_c = true;
            if (py_list_getB(seen, i) == ctx) in_seen_x = true;
        }
        if (cause && cause != S->None && (cause->type->flags & PY_TPFLAG_BASEEXC_SUB) && !in_seen_c) {
            format_exc_full(S, out, cause, seen, depth + 1, chain, g);
            emit_str(out, g, "\nThe above exception was the direct cause of the following exception:\n\n", '|');
        } else if (ctx && ctx != S->None && !e->suppress_context && (ctx->type->flags & PY_TPFLAG_BASEEXC_SUB) && !in_seen_x) {
            format_exc_full(S, out, ctx, seen, depth + 1, chain, g);
            emit_str(out, g, "\nDuring handling of the above exception, another exception occurred:\n\n", '|');
        }
    }
    bool group = py_isinstance_type(exc, PY_T(BaseExceptionGroup)) && e->value &&
                 PY_TYPE(e->value) == PY_T(tuple);
    nb_Buf t;
    if (!group) {
        nb_buf_init(&t, &S->heap);
        format_tb(S, &t, e->traceback);
        format_exc_only(S, &t, exc);
        emit(out, g, t.data ? t.data : "", t.len, '|');
        nb_buf_free(&t);
        return;
    }
    if (g->depth > GROUP_MAX_DEPTH) {
        char m[64];
        snprintf(m, sizeof m, "... (max_group_depth is %d)\n", GROUP_MAX_DEPTH);
        emit_str(out, g, m, '|');
        return;
    }
    bool top = g->depth == 0;
    if (top) g->depth++;
    nb_buf_init(&t, &S->heap);
    format_tb(S, &t, e->traceback);
    if (t.len) {
        static const char hdr[] = "Traceback (most recent call last):\n";
        emit_str(out, g, "Exception Group Traceback (most recent call last):\n", top ? '+' : '|');
        emit(out, g, t.data + (sizeof hdr - 1), t.len - (sizeof hdr - 1), '|');
    }
    nb_buf_free(&t);
    nb_buf_init(&t, &S->heap);
    format_exc_only(S, &t, exc);
    emit(out, g, t.data ? t.data : "", t.len, '|');
    nb_buf_free(&t);
    py_ssize num = py_tuple_len(e->value);
    py_ssize n = num <= GROUP_MAX_WIDTH ? num : GROUP_MAX_WIDTH + 1;
    g->need_close = false;
    for (py_ssize i = 0; i < n; i++) {
        bool last = i == n - 1;
        if (last) g->need_close = true;
        bool truncated = i >= GROUP_MAX_WIDTH;
        put_indent(out, g);
        nb_buf_puts(out, i == 0 ? "+-" : "  ");
        if (truncated) nb_buf_puts(out, "+---------------- ... ----------------\n");
        else nb_buf_printf(out, "+---------------- %zd ----------------\n", i + 1);
        g->depth++;
        if (!truncated) {
            format_exc_full(S, out, py_tuple_getB(e->value, i), seen, depth + 1, chain, g);
        } else {
            char m[64];
            py_ssize rem = num - GROUP_MAX_WIDTH;
            snprintf(m, sizeof m, "and %zd more exception%s\n", rem, rem > 1 ? "s" : "");
            emit_str(out, g, m, '|');
        }
        if (last && g->need_close) {
            put_indent(out, g);
            nb_buf_puts(out, "+------------------------------------\n");
            g->need_close = false;
        }
        g->depth--;
    }
    if (top) g->depth = 0;
}

/* The text CPython's traceback module prints for exc: mode 0 the last
 * "Type: message" line only, 1 the traceback without the cause/context
 * chain, 2 everything; a new str, or NULL with an exception set. The
 * exception being handled is kept. */
static py_Obj *format_exception_text(py_State *S, py_Obj *exc, int mode)
{
    py_Obj *saved = py_err_fetch(S);
    nb_Buf out;
    nb_buf_init(&out, &S->heap);
    if (mode == 0) {
        format_exc_only(S, &out, exc);
    } else {
        GroupCtx g = {0, false};
        py_Obj *seen = py_list_new(S, 0);
        if (!seen) py_err_clear(S);
        format_exc_full(S, &out, exc, seen, 0, mode == 2, &g);
        py_xdecref(S, seen);
    }
    if (S->exc) py_err_clear(S);
    py_Obj *r = out.oom ? NULL : py_str_new(S, out.data ? out.data : "", (py_ssize)out.len);
    nb_buf_free(&out);
    if (!r) {
        py_xdecref(S, saved);
        return S->exc ? NULL : py_err_nomemory(S);
    }
    if (saved) py_setref(S, &S->exc, saved);
    return r;
}

void py_print_exception(py_State *S, py_Obj *exc)
{
    if (!exc) return;
    if (!(exc->type->flags & PY_TPFLAG_BASEEXC_SUB)) {
        static const char msg[] = "TypeError: print_exception(): Exception expected for value\n";
        py_write(S, 2, msg, sizeof msg - 1);
        if (S->exc) py_err_clear(S);
        return;
    }
    py_Obj *saved = py_err_fetch(S);
    py_Obj *text = format_exception_text(S, exc, 2);
    if (text) py_write(S, 2, py_str_utf8(text), (size_t)py_str_nbytes(text));
    py_xdecref(S, text);
    if (S->exc) py_err_clear(S);
    if (saved) py_setref(S, &S->exc, saved);
}

/* _traceback.format(exc, mode): the text for lib/traceback.py (modes above). */
static py_Obj *tb_format(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)self;
    if (nargs != 2 || kwnames)
        return py_err_setstr(S, PY_T(TypeError), "format() takes exactly 2 arguments");
    if (!(args[0]->type->flags & PY_TPFLAG_BASEEXC_SUB))
        return py_err_setstr(S, PY_T(TypeError), "Exception expected for value");
    if (PY_TYPE(args[1]) != PY_T(int))
        return py_err_setstr(S, PY_T(TypeError), "format() mode must be an int");
    return format_exception_text(S, args[0], (int)py_int_small(args[1]));
}

/* _traceback.entries(exc or exc.__traceback__): [(filename, lineno, name),
 * ...], innermost last. */
static py_Obj *tb_entries(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)self;
    if (nargs != 1 || kwnames)
        return py_err_setstr(S, PY_T(TypeError), "entries() takes exactly 1 argument");
    py_Obj *r = py_list_new(S, 0);
    if (!r) return NULL;
    py_Obj *tb = args[0];
    if (args[0]->type->flags & PY_TPFLAG_BASEEXC_SUB) tb = ((py_Exc *)args[0])->traceback;
    py_Obj *conv = NULL;
    if (tb && PY_TYPE(tb) == PY_T(traceback)) {
        if (!(conv = py_tb_entries(S, tb))) { py_decref(S, r); return NULL; }
        tb = conv;
    }
    if (!tb || PY_TYPE(tb) != PY_T(list)) return r;
    for (py_ssize i = py_list_len(tb) - 1; i >= 0; i--) {
        py_Obj *e = py_list_getB(tb, i);
        if (PY_TYPE(e) != PY_T(tuple) || py_tuple_len(e) < 2) continue;
        py_Code *co = (py_Code *)py_tuple_getB(e, 0);
        if (PY_TYPE((py_Obj *)co) != PY_T(code)) continue;
        py_Obj *ln = py_int_from_i64(S, py_code_addr2line(co, (int)py_int_small(py_tuple_getB(e, 1))));
        py_Obj *t = ln ? py_tuple_pack(S, 3, co->filename, ln, co->name) : NULL;
        py_xdecref(S, ln);
        if (!t || py_list_append(S, r, t) < 0) { py_xdecref(S, t); py_decref(S, r); return NULL; }
        py_decref(S, t);
    }
    py_xdecref(S, conv);
    return r;
}

/* _traceback.source_lines(filename): a copy of the running program's lines
 * (without line ends) when filename is the program's, else None. */
static py_Obj *tb_source_lines(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)self;
    if (nargs != 1 || kwnames)
        return py_err_setstr(S, PY_T(TypeError), "source_lines() takes exactly 1 argument");
    if (!S->source_lines || !S->filename || PY_TYPE(args[0]) != PY_T(str) || !py_str_eq(S->filename, args[0]))
        return py_newref(S->None);
    py_List *l = (py_List *)S->source_lines;
    return py_list_from_array(S, l->items, l->len);
}

static const py_MethodDef traceback_funcs[] = {
    {"source_lines", tb_source_lines, PY_METH_STATIC},
    {"format", tb_format, PY_METH_STATIC},
    {"entries", tb_entries, PY_METH_STATIC},
    {NULL, NULL, 0}
};


static int traceback_init(py_State *S, py_Obj *m)
{
    if (py_type_ready(S, &py_type_traceback) < 0)
        return -1;
    return py_module_add(S, m, "TracebackType", (py_Obj *)&py_type_traceback);
}

const py_ModuleDef py_moddef__traceback = {"_traceback", traceback_funcs, traceback_init};
