/* sc_scene.c — the end of the run: the module tree from the program's
 * globals (roots = module-valued globals in definition order; the walk
 * follows _parameters, _buffers, _modules and the __dict__, including
 * modules and tensors inside plain lists/tuples/dicts), every tensor with
 * all its paths and who sees it (parameters(), state_dict() keys, .to(),
 * optimizers), the optimizers, and the scene JSON (docs/scene.md).
 *
 * Nothing here runs the program's Python code: registries and instance
 * dicts are read directly, parameters() is the registry's own traversal
 * (nn_module_named_members_list), and state_dict() keys are computed the way
 * Module._save_to_state_dict recurses (no dedup, persistent=False skipped). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

#define WALK_BUDGET 200000
#define MAX_DEPTH 32

/* nn_Why → the scene's "check" */
static const char *const why_names[] = {"parameter", "parameter-slot", "module", "module-slot", "buffer",
                                        "buffer-slot", "plain", "register_parameter", "register_buffer",
                                        "add_module", "delete"};

static const char *store_name(int st)
{
    switch (st) {
    case NN_STORE_PARAMETERS: return "_parameters";
    case NN_STORE_BUFFERS:
    case NN_STORE_BUFFERS_NP: return "_buffers";
    case NN_STORE_MODULES: return "_modules";
    default: return "__dict__";
    }
}

const char *sc_root_name(sc_Scene *sc, int root)
{
    return root >= 0 && root < sc->nroots ? py_str_utf8(sc->roots[root].name) : "";
}

/* ------------------------------------------------------------ tensors */

int sc_scene_tensor(sc_Scene *sc, py_Obj *t)
{
    int i = sc_map_get(&sc->tmap, t);
    if (i >= 0)
        return i;
    if (sc->nt >= sc->capt) {
        int cap = sc->capt ? sc->capt * 2 : 64;
        sc_TInfo *p = realloc(sc->t, sizeof *p * (size_t)cap);
        if (!p)
            return -1;
        sc->t = p;
        sc->capt = cap;
    }
    i = sc->nt;
    if (!sc_map_set(&sc->tmap, t, i))
        return -1;
    sc_TInfo *ti = &sc->t[sc->nt++];
    memset(ti, 0, sizeof *ti);
    ti->obj = t;
    ti->id = sc->nt;
    ti->held = SC_HELD_NONE;
    ti->holder_mod = -1;
    ti->root = -1;
    return i;
}

/* Where the registration chain broke on the way to a value (the attribute
 * that holds the unregistered part), passed down the walk. */
typedef struct Holder { int mod; const char *path; int line; int kind; } Holder;

static void visit_tensor(sc_Scene *sc, py_Obj *t, int root, const char *relpath, bool registered_store,
                         bool reg_module, const Holder *h, int held_kind, int mod, int line)
{
    int i = sc_scene_tensor(sc, t);
    if (i < 0)
        return;
    sc_TInfo *ti = &sc->t[i];
    const char *rn = sc_root_name(sc, root);
    char *full = *relpath ? sc_strfmt("%s.%s", rn, relpath) : sc_strdup(rn);
    if (!full)
        return;
    bool dup = false;
    for (int k = 0; k < ti->npaths; k++)
        if (!strcmp(ti->paths[k], full))
            dup = true;
    if (!dup && ti->npaths < SC_MAX_PATHS)
        ti->paths[ti->npaths++] = full;
    else
        free(full);
    if (registered_store && reg_module)
        ti->to = true;
    if (ti->held != SC_HELD_NONE && !(registered_store && reg_module && ti->held != SC_HELD_REG))
        return;
    /* first sighting, or a registered route found after an unregistered one */
    free(ti->holder_path);
    free(ti->tpath);
    ti->root = root;
    ti->tpath = sc_strdup(relpath);
    if (registered_store && reg_module) {
        ti->held = SC_HELD_REG;
        ti->holder_mod = mod;
        ti->holder_path = sc_strdup(relpath);
        ti->holder_line = line;
    } else if (h && h->mod >= 0) {
        ti->held = SC_HELD_CONTAINER;
        ti->holder_mod = h->mod;
        ti->holder_path = sc_strdup(h->path);
        ti->holder_line = h->line;
        ti->holder_kind = h->kind;
    } else {
        ti->held = held_kind;
        ti->holder_mod = mod;
        ti->holder_path = sc_strdup(relpath);
        ti->holder_line = line;
    }
}

/* ------------------------------------------------------------ live attributes */

typedef struct LAttr {
    py_Obj *name;      /* borrowed */
    py_Obj *value;     /* borrowed (may be None) */
    int store;         /* nn_Store */
    int seq, line, order;
} LAttr;

bool sc_internal_name(py_State *S, py_Obj *name)
{
    static const char *const names[] = {
        "training", "_parameters", "_buffers", "_non_persistent_buffers_set", "_backward_pre_hooks",
        "_backward_hooks", "_is_full_backward_hook", "_forward_hooks", "_forward_hooks_with_kwargs",
        "_forward_hooks_always_called", "_forward_pre_hooks", "_forward_pre_hooks_with_kwargs",
        "_state_dict_hooks", "_state_dict_pre_hooks", "_load_state_dict_pre_hooks",
        "_load_state_dict_post_hooks", "_modules", NULL};
    for (int i = 0; names[i]; i++)
        if (py_str_eq_c(name, names[i]))
            return true;
    return false;
}

static bool is_builtin_class(py_State *S, py_Type *t)
{
    const char *m = t->module;
    if (t->flags & PY_TPFLAG_HEAPTYPE) {
        py_Obj *mo = t->dict ? py_dict_getB(S, t->dict, S->id.__module__) : NULL;
        return !(mo && (mo->type->flags & PY_TPFLAG_STR_SUB) && py_str_eq_c(mo, "__main__"));
    }
    return !(m && !strcmp(m, "__main__"));
}

static int lattr_cmp(const void *a, const void *b)
{
    const LAttr *x = a, *y = b;
    if (x->seq != y->seq)
        return x->seq < y->seq ? -1 : 1;
    return x->order - y->order;
}

/* The attributes of a live module, in store order (n in *n; malloc'd). */
static LAttr *live_attrs(sc_Scene *sc, int mi, int *n)
{
    py_State *S = sc->S;
    sc_Mod *md = &sc->r->mods[mi];
    py_Obj *m = md->obj;
    bool builtin = is_builtin_class(S, m->type);
    int cap = 16, k = 0;
    LAttr *a = malloc(sizeof *a * (size_t)cap);
    if (!a) {
        *n = 0;
        return NULL;
    }
    py_Obj *np = nn_module_np_set(S, m);
    py_Obj *dicts[3] = {nn_module_params(S, m), nn_module_buffers(S, m), nn_module_children(S, m)};
    py_Obj **dp = py_obj_dictptr(m);
    for (int which = 0; which < 4; which++) {
        py_Obj *d = which < 3 ? dicts[which] : (dp ? *dp : NULL);
        if (!d || !(d->type->flags & PY_TPFLAG_DICT_SUB))
            continue;
        py_ssize pos = 0;
        py_Obj *key, *val;
        while (py_dict_next(d, &pos, &key, &val)) {
            if (!(key->type->flags & PY_TPFLAG_STR_SUB))
                continue;
            if (which == 3 && (sc_internal_name(S, key) || (builtin && py_str_utf8(key)[0] == '_')))
                continue;
            if (k == cap) {
                LAttr *p = realloc(a, sizeof *a * (size_t)(cap *= 2));
                if (!p)
                    break;
                a = p;
            }
            int st = which == 0 ? NN_STORE_PARAMETERS : which == 2 ? NN_STORE_MODULES : which == 3 ? NN_STORE_DICT
                     : NN_STORE_BUFFERS;
            if (which == 1 && np && py_isinstance_type(np, PY_T(set)) && py_set_contains(S, np, key) == 1)
                st = NN_STORE_BUFFERS_NP;
            sc_Attr *ra = sc_attr_find(md, key);
            a[k] = (LAttr){key, val, st, ra ? ra->seq : 0x7fffffff, ra ? ra->line : 0, k};
            k++;
        }
    }
    if (S->exc)
        py_err_clear(S);
    qsort(a, (size_t)k, sizeof *a, lattr_cmp);
    *n = k;
    return a;
}

/* ------------------------------------------------------------ the walk */

static void walk_module(sc_Scene *sc, py_Obj *m, int root, const char *relpath, bool reg, const Holder *h,
                        int depth);

static char *item_path(const char *base, py_Obj *container, py_ssize i, py_Obj *key)
{
    if (key && (key->type->flags & PY_TPFLAG_STR_SUB))
        return sc_strfmt("%s['%s']", base, py_str_utf8(key));
    if (key && (key->type->flags & PY_TPFLAG_INT_SUB) && py_int_is_small(key))
        return sc_strfmt("%s[%lld]", base, (long long)py_int_small(key));
    if (key)
        return sc_strfmt("%s[…]", base);
    return sc_strfmt("%s[%lld]", base, (long long)i);
}

/* Modules and tensors inside a container attribute (one nesting level). */
static void walk_container(sc_Scene *sc, py_Obj *v, int root, const char *path, const Holder *h, int depth,
                           int level)
{
    int k = sc_kind_of(v);
    py_ssize n = k == SC_K_LIST ? py_list_len(v) : k == SC_K_TUPLE ? py_tuple_len(v) : 0;
    py_ssize pos = 0, i = 0;
    py_Obj *key = NULL, *it;
    for (;; i++) {
        if (k == SC_K_DICT) {
            if (!py_dict_next(v, &pos, &key, &it))
                break;
        } else {
            if (i >= n || i >= 4096)
                break;
            it = k == SC_K_LIST ? py_list_getB(v, i) : py_tuple_getB(v, i);
        }
        int ik = sc_kind_of(it);
        if (ik != SC_K_MODULE && ik != SC_K_TENSOR && ik != SC_K_PARAMETER &&
            !(level == 0 && (ik == SC_K_LIST || ik == SC_K_TUPLE || ik == SC_K_DICT)))
            continue;
        char *p = item_path(path, v, i, key);
        if (!p)
            return;
        if (ik == SC_K_MODULE)
            walk_module(sc, it, root, p, false, h, depth + 1);
        else if (ik == SC_K_TENSOR || ik == SC_K_PARAMETER)
            visit_tensor(sc, it, root, p, false, false, h, SC_HELD_CONTAINER, h->mod, h->line);
        else
            walk_container(sc, it, root, p, h, depth, level + 1);
        free(p);
    }
}

static void walk_module(sc_Scene *sc, py_Obj *m, int root, const char *relpath, bool reg, const Holder *h,
                        int depth)
{
    sc_Recorder *r = sc->r;
    if (depth > MAX_DEPTH || --sc->budget < 0)
        return;
    int mi = sc_mod_of(r, m);
    if (mi < 0)
        return;
    sc_Mod *md = &r->mods[mi];
    bool first = !md->live;
    if (first) {
        md->live = true;
        md->root = root;
        free(md->path);
        md->path = sc_strdup(relpath);
        if (sc->nm >= sc->capm) {
            int cap = sc->capm ? sc->capm * 2 : 64;
            int *p = realloc(sc->morder, sizeof *p * (size_t)cap);
            if (!p)
                return;
            sc->morder = p;
            sc->capm = cap;
        }
        sc->morder[sc->nm++] = mi;
        md->id = sc->nm;
    } else if (md->id < 0) {
        return;                                /* on the current walk stack: a cycle */
    }
    if (reg)
        md->reg = true;
    int saved_id = md->id;
    md->id = -1;                               /* mark "on stack" */
    int n;
    LAttr *a = live_attrs(sc, mi, &n);
    for (int k = 0; k < n; k++) {
        char *p = *relpath ? sc_strfmt("%s.%s", relpath, py_str_utf8(a[k].name)) : sc_strdup(py_str_utf8(a[k].name));
        if (!p)
            break;
        py_Obj *v = a[k].value;
        int kind = sc_kind_of(v);
        if (a[k].store == NN_STORE_MODULES) {
            if (kind == SC_K_MODULE)
                walk_module(sc, v, root, p, reg, h, depth + 1);
        } else if (a[k].store != NN_STORE_DICT) {
            if (nn_is_tensor(v))
                visit_tensor(sc, v, root, p, true, reg, h, SC_HELD_REG, mi, a[k].line);
        } else if (kind == SC_K_MODULE) {
            Holder hh = h && h->mod >= 0 ? *h : (Holder){mi, p, a[k].line, kind};
            walk_module(sc, v, root, p, false, &hh, depth + 1);
        } else if (kind == SC_K_TENSOR || kind == SC_K_PARAMETER) {
            visit_tensor(sc, v, root, p, false, false, h && h->mod >= 0 ? h : NULL, SC_HELD_DICT, mi, a[k].line);
        } else if (kind == SC_K_LIST || kind == SC_K_TUPLE || kind == SC_K_DICT) {
            Holder hh = h && h->mod >= 0 ? *h : (Holder){mi, p, a[k].line, kind};
            walk_container(sc, v, root, p, &hh, depth, 0);
        }
        free(p);
    }
    free(a);
    r->mods[mi].id = saved_id;
}

/* ------------------------------------------------------------ state_dict */

static void sd_add(sc_Scene *sc, py_Obj *t, const char *key, int mod, int line, int root)
{
    int i = sc_scene_tensor(sc, t);
    if (i < 0)
        return;
    sc_TInfo *ti = &sc->t[i];
    for (int k = 0; k < ti->nsd; k++)
        if (!strcmp(ti->sd[k], key))
            return;
    if (ti->nsd >= ti->capsd) {
        int cap = ti->capsd ? ti->capsd * 2 : 4;
        char **p = realloc(ti->sd, sizeof *p * (size_t)cap);
        if (p)
            ti->sd = p;
        int *q = realloc(ti->sd_mod, sizeof *q * (size_t)cap);
        if (q)
            ti->sd_mod = q;
        int *rq = realloc(ti->sd_root, sizeof *rq * (size_t)cap);
        if (rq)
            ti->sd_root = rq;
        if (!p || !q || !rq)
            return;
        ti->capsd = cap;
    }
    char *k = sc_strdup(key);
    if (!k)
        return;
    ti->sd[ti->nsd] = k;
    ti->sd_mod[ti->nsd] = mod;
    ti->sd_root[ti->nsd] = root;
    ti->nsd++;
    if (line > ti->sd_line)
        ti->sd_line = line;
}

/* Module._save_to_state_dict + recursion over _modules (no memo). `line` is
 * the latest program line that stored something on the way. */
static void sd_walk(sc_Scene *sc, py_Obj *m, const char *prefix, int line, int depth, int root)
{
    py_State *S = sc->S;
    if (depth > MAX_DEPTH || --sc->budget < 0)
        return;
    int mi = sc_mod_of(sc->r, m);
    sc_Mod *md = mi >= 0 ? &sc->r->mods[mi] : NULL;
    py_Obj *np = nn_module_np_set(S, m);
    py_Obj *dicts[3] = {nn_module_params(S, m), nn_module_buffers(S, m), nn_module_children(S, m)};
    for (int which = 0; which < 3; which++) {
        py_Obj *d = dicts[which];
        if (!d || !(d->type->flags & PY_TPFLAG_DICT_SUB))
            continue;
        py_ssize pos = 0;
        py_Obj *key, *val;
        while (py_dict_next(d, &pos, &key, &val)) {
            if (!(key->type->flags & PY_TPFLAG_STR_SUB) || val == S->None)
                continue;
            sc_Attr *ra = md ? sc_attr_find(md, key) : NULL;
            int l = ra && ra->line ? ra->line : ra && ra->uline > line ? ra->uline : line;
            if (!l && md)
                l = md->line;
            char *k = sc_strfmt("%s%s", prefix, py_str_utf8(key));
            if (!k)
                return;
            if (which == 2) {
                if (nn_is_module(val)) {
                    char *p = sc_strfmt("%s.", k);
                    if (p)
                        sd_walk(sc, val, p, l, depth + 1, root);
                    free(p);
                }
            } else if (nn_is_tensor(val)) {
                bool skip = which == 1 && np && py_isinstance_type(np, PY_T(set)) && py_set_contains(S, np, key) == 1;
                if (!skip)
                    sd_add(sc, val, k, mi, l, root);
            }
            free(k);
        }
    }
    if (S->exc)
        py_err_clear(S);
}

/* ------------------------------------------------------------ optimizers */

static py_Obj *optimizer_class(py_State *S)
{
    py_Obj *m = S->modules ? py_dict_getB_str(S, S->modules, "torch.optim.optimizer") : NULL;
    py_Obj *c = m && m->type == PY_T(module) ? py_dict_getB_str(S, ((py_Module *)m)->dict, "Optimizer") : NULL;
    if (S->exc)
        py_err_clear(S);
    return c && (c->type->flags & PY_TPFLAG_TYPE_SUB) ? c : NULL;
}

/* The optimizer's param_groups list (borrowed from its instance dict) or NULL. */
static py_Obj *param_groups(py_State *S, py_Obj *o)
{
    py_Obj **dp = py_obj_dictptr(o);
    py_Obj *g = dp && *dp ? py_dict_getB_str(S, *dp, "param_groups") : NULL;
    if (S->exc)
        py_err_clear(S);
    return g && (g->type->flags & PY_TPFLAG_LIST_SUB) ? g : NULL;
}

static void scan_optimizer(sc_Scene *sc, int oi)
{
    py_State *S = sc->S;
    sc_Opt *o = &sc->r->opts[oi];
    py_Obj *groups = param_groups(S, o->obj);
    for (py_ssize g = 0; groups && g < py_list_len(groups); g++) {
        py_Obj *grp = py_list_getB(groups, g);
        py_Obj *ps = (grp->type->flags & PY_TPFLAG_DICT_SUB) ? py_dict_getB_str(S, grp, "params") : NULL;
        if (!ps || !(ps->type->flags & PY_TPFLAG_LIST_SUB))
            continue;
        for (py_ssize i = 0; i < py_list_len(ps); i++) {
            py_Obj *p = py_list_getB(ps, i);
            if (!nn_is_tensor(p))
                continue;
            int ti = sc_scene_tensor(sc, p);
            if (ti < 0)
                continue;
            sc_TInfo *t = &sc->t[ti];
            bool seen = false;
            for (int k = 0; k < t->nopts; k++)
                if (t->opt_ids[k] == o->id)
                    seen = true;
            if (seen)
                t->dup++;
            else if (t->nopts < 8)
                t->opt_ids[t->nopts++] = o->id;
        }
    }
    if (S->exc)
        py_err_clear(S);
}

/* ------------------------------------------------------------ status */

/* The error report at the end of stream 2 (a traceback, or a SyntaxError
 * report), parsed into type, message, line and column. */
static void parse_error(sc_Scene *sc)
{
    sc_Recorder *r = sc->r;
    py_State *S = sc->S;
    if (sc->exit_status == 0 || !r->nchunks || r->chunks[r->nchunks - 1].stream != 2)
        return;
    const char *s = r->chunks[r->nchunks - 1].s;
    size_t n = r->chunks[r->nchunks - 1].n;
    if (!s)
        return;
    const char *tb = NULL;
    for (const char *p = s; p && p < s + n; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
        if (!strncmp(p, "Traceback (most recent call last):\n", 35) && !tb)
            tb = p;
        if (!tb && !strncmp(p, "  File \"", 8))
            tb = p;
    }
    if (!tb)
        return;
    /* the last line: "Type: message" (or "Type") */
    size_t e = n;
    while (e > 0 && s[e - 1] == '\n')
        e--;
    size_t b = e;
    while (b > 0 && s[b - 1] != '\n')
        b--;
    const char *last = s + b;
    size_t ll = e - b;
    size_t tl = 0;
    while (tl < ll && last[tl] != ':' && last[tl] != ' ')
        tl++;
    if (tl == 0 || (tl < ll && last[tl] != ':'))
        return;
    sc->err.has = true;
    sc->err.type = sc_strfmt("%.*s", (int)tl, last);
    sc->err.message = tl + 2 <= ll ? sc_strfmt("%.*s", (int)(ll - tl - 2), last + tl + 2) : sc_strdup("");
    sc->err.traceback = sc_strfmt("%.*s", (int)(n - (size_t)(tb - s)), tb);
    /* the last `File "<program>", line N` and the caret line after it */
    char *pat = sc_strfmt("  File \"%s\", line ", S->filename ? py_str_utf8(S->filename) : "");
    const char *hit = NULL;
    if (pat) {
        size_t pl = strlen(pat);
        for (const char *p = tb; p && p < s + n; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
            if (!strncmp(p, pat, pl))
                hit = p + pl;
        free(pat);
    }
    sc->err.col = -1;
    if (!hit)
        return;
    sc->err.line = atoi(hit);
    const char *l1 = strchr(hit, '\n');
    const char *l2 = l1 ? strchr(l1 + 1, '\n') : NULL;
    if (!l1 || !l2)
        return;
    const char *c = l2 + 1;
    size_t sp = 0;
    while (c[sp] == ' ')
        sp++;
    if (sp < 4 || (c[sp] != '^' && c[sp] != '~'))
        return;
    py_Obj *src = sc_source_line(S, sc->err.line);
    if (!src)
        return;
    const char *ss = py_str_utf8(src);
    int ind = 0;
    while (ss[ind] == ' ' || ss[ind] == '\t')
        ind++;
    sc->err.col = ind + (int)sp - 4;
}

static const char *limit_of(sc_Scene *sc)
{
    if (!sc->err.has)
        return NULL;
    if (!strcmp(sc->err.type, "BudgetExceeded"))
        return strstr(sc->err.message, "output limit") ? "output" : "budget";
    if (!strcmp(sc->err.type, "MemoryError"))
        return "memory";
    if (!strcmp(sc->err.type, "RecursionError"))
        return "recursion";
    return NULL;
}

/* ------------------------------------------------------------ JSON */

static void emit_grid(sc_Buf *b, const float *g, int rows, int cols)
{
    double mn = INFINITY, mx = -INFINITY;
    for (int i = 0; i < rows * cols; i++)
        if (isfinite(g[i])) {
            if (g[i] < mn)
                mn = g[i];
            if (g[i] > mx)
                mx = g[i];
        }
    sc_buf_printf(b, "{\"rows\":%d,\"cols\":%d,", rows, cols);
    if (isfinite(mn)) {
        sc_buf_puts(b, "\"min\":");
        sc_json_f32(b, (float)mn);
        sc_buf_puts(b, ",\"max\":");
        sc_json_f32(b, (float)mx);
        sc_buf_putc(b, ',');
    }
    sc_buf_puts(b, "\"data\":[");
    for (int i = 0; i < rows * cols; i++) {
        if (i)
            sc_buf_putc(b, ',');
        sc_json_f32(b, g[i]);
    }
    sc_buf_puts(b, "]}");
}

static double grad_norm(ts_Tensor *g)
{
    double s = 0;
    int64_t n = ts_numel(g);
    for (int64_t i = 0; i < n; i++) {
        double v = ts_get_flat_f(g, i);
        s += v * v;
    }
    return sqrt(s);
}

static void emit_refs_of_container(sc_Scene *sc, sc_Buf *b, py_Obj *v, int level, bool *first)
{
    int k = sc_kind_of(v);
    py_ssize n = k == SC_K_LIST ? py_list_len(v) : k == SC_K_TUPLE ? py_tuple_len(v) : 0;
    py_ssize pos = 0;
    py_Obj *key, *it;
    for (py_ssize i = 0;; i++) {
        if (k == SC_K_DICT) {
            if (!py_dict_next(v, &pos, &key, &it))
                break;
        } else {
            if (i >= n || i >= 4096)
                break;
            it = k == SC_K_LIST ? py_list_getB(v, i) : py_tuple_getB(v, i);
        }
        int ik = sc_kind_of(it);
        if (ik == SC_K_MODULE) {
            int mi = sc_map_get(&sc->r->modmap, it);
            if (mi >= 0 && sc->r->mods[mi].id > 0) {
                sc_buf_printf(b, "%s\"m%d\"", *first ? "" : ",", sc->r->mods[mi].id);
                *first = false;
            }
        } else if (ik == SC_K_TENSOR || ik == SC_K_PARAMETER) {
            int ti = sc_map_get(&sc->tmap, it);
            if (ti >= 0) {
                sc_buf_printf(b, "%s\"t%d\"", *first ? "" : ",", sc->t[ti].id);
                *first = false;
            }
        } else if (level == 0 && (ik == SC_K_LIST || ik == SC_K_TUPLE || ik == SC_K_DICT)) {
            emit_refs_of_container(sc, b, it, level + 1, first);
        }
    }
}

/* repr text of a simple value (int/float/bool/str/None), truncated. */
static void emit_simple_repr(sc_Scene *sc, sc_Buf *b, py_Obj *v, int kind)
{
    py_State *S = sc->S;
    if (kind == SC_K_INT && !py_int_is_small(v)) {
        sc_buf_puts(b, ",\"repr\":\"<big int>\"");
        return;
    }
    if (kind == SC_K_STR && py_str_nbytes(v) > 200) {
        sc_buf_puts(b, ",\"repr\":");
        char *t = sc_strfmt("'%.*s…'", 120, py_str_utf8(v));
        sc_json_cstr(b, t);
        free(t);
        return;
    }
    if (v->type != PY_T(int) && v->type != PY_T(bool) && v->type != PY_T(float) && v->type != PY_T(str) &&
        v->type != PY_T(NoneType))
        return;                                   /* subclasses: their repr is user code */
    py_Obj *rp = py_repr(S, v);
    if (!rp) {
        py_err_clear(S);
        return;
    }
    sc_buf_puts(b, ",\"repr\":");
    sc_json_pystr(b, rp);
    py_decref(S, rp);
}

/* Does the instance dict hold the state Module.__init__ creates
 * (_parameters, _buffers, _modules)? A module made by copy.deepcopy or
 * pickle is built by __new__ + __setstate__, so __init__ never runs on it,
 * yet it is complete: that is not the "super().__init__() missing" bug. */
static bool module_state_present(py_State *S, py_Obj *m)
{
    py_Obj **dp = py_obj_dictptr(m);
    if (!dp || !*dp)
        return false;
    py_Obj *names[] = {S->id._parameters, S->id._buffers, S->id._modules};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        py_Obj *v = py_dict_getB(S, *dp, names[i]);
        if (!v || !(v->type->flags & PY_TPFLAG_DICT_SUB))
            return false;
    }
    return true;
}

static void emit_module(sc_Scene *sc, sc_Buf *b, int mi)
{
    py_State *S = sc->S;
    sc_Mod *md = &sc->r->mods[mi];
    py_Type *t = (py_Type *)md->type;
    py_Obj *qn = py_type_qualified_name(S, t);
    if (!qn)
        py_err_clear(S);
    bool builtin = is_builtin_class(S, t);
    bool training = true, init_called = true;
    if (md->live) {
        py_Obj **dp = py_obj_dictptr(md->obj);
        py_Obj *tr = dp && *dp ? py_dict_getB_str(S, *dp, "training") : NULL;
        if (tr)
            training = tr == S->True || (tr->type == PY_T(bool) ? false : py_truthy(S, tr) == 1);
        init_called = ((nn_Module *)md->obj)->init_called || module_state_present(S, md->obj);
    } else {
        for (int k = 0; k < sc->nnosuper; k++)
            if (sc->nosuper[k] == md->type)
                init_called = false;
    }
    if (S->exc)
        py_err_clear(S);
    sc_buf_printf(b, "\"m%d\":{\"class\":", md->id);
    sc_json_cstr(b, t->name);
    sc_buf_puts(b, ",\"qualname\":");
    if (qn)
        sc_json_pystr(b, qn);
    else
        sc_json_cstr(b, t->name);
    py_xdecref(S, qn);
    sc_buf_printf(b, ",\"builtin\":%s,\"line\":", builtin ? "true" : "false");
    sc_json_line(b, md->line);
    sc_buf_printf(b, ",\"training\":%s,\"init_called\":%s,\"attrs\":[", training ? "true" : "false",
                  init_called ? "true" : "false");
    if (md->live) {
        int n;
        LAttr *a = live_attrs(sc, mi, &n);
        for (int k = 0; k < n; k++) {
            if (k)
                sc_buf_putc(b, ',');
            sc_buf_puts(b, "{\"name\":");
            sc_json_pystr(b, a[k].name);
            sc_buf_printf(b, ",\"store\":\"%s\",\"line\":", store_name(a[k].store));
            sc_json_line(b, a[k].line);
            py_Obj *v = a[k].value;
            int kind = sc_kind_of(v);
            if (a[k].store == NN_STORE_BUFFERS || a[k].store == NN_STORE_BUFFERS_NP)
                sc_buf_printf(b, ",\"persistent\":%s", a[k].store == NN_STORE_BUFFERS ? "true" : "false");
            if (a[k].store != NN_STORE_DICT) {
                int id = 0;
                char c = a[k].store == NN_STORE_MODULES ? 'm' : 't';
                if (c == 'm' && kind == SC_K_MODULE) {
                    int ci = sc_map_get(&sc->r->modmap, v);
                    id = ci >= 0 ? sc->r->mods[ci].id : 0;
                } else if (c == 't' && nn_is_tensor(v)) {
                    int ti = sc_map_get(&sc->tmap, v);
                    id = ti >= 0 ? sc->t[ti].id : 0;
                }
                if (id > 0)
                    sc_buf_printf(b, ",\"ref\":\"%c%d\"", c, id);
                else
                    sc_buf_puts(b, ",\"ref\":null");
            } else {
                sc_buf_printf(b, ",\"kind\":\"%s\"", sc_kind_names[kind]);
                if (kind == SC_K_MODULE) {
                    int ci = sc_map_get(&sc->r->modmap, v);
                    if (ci >= 0 && sc->r->mods[ci].id > 0)
                        sc_buf_printf(b, ",\"ref\":\"m%d\"", sc->r->mods[ci].id);
                } else if (kind == SC_K_TENSOR || kind == SC_K_PARAMETER) {
                    int ti = sc_map_get(&sc->tmap, v);
                    if (ti >= 0)
                        sc_buf_printf(b, ",\"ref\":\"t%d\"", sc->t[ti].id);
                } else if (kind == SC_K_LIST || kind == SC_K_TUPLE || kind == SC_K_DICT) {
                    bool first = true;
                    sc_buf_puts(b, ",\"refs\":[");
                    emit_refs_of_container(sc, b, v, 0, &first);
                    sc_buf_puts(b, "],\"summary\":");
                    int nm, np;
                    char *sum = NULL;
                    sc_container_info(S, v, &nm, &np, &sum);
                    sc_json_cstr(b, sum ? sum : sc_kind_names[kind]);
                    free(sum);
                } else if (kind == SC_K_OTHER) {
                    sc_buf_puts(b, ",\"summary\":");
                    sc_json_cstr(b, v->type->name);
                } else {
                    emit_simple_repr(sc, b, v, kind);
                }
            }
            sc_buf_putc(b, '}');
        }
        free(a);
    } else {
        bool first = true;
        for (int k = 0; k < md->nattrs; k++) {
            sc_Attr *a = &md->attrs[k];
            if (a->store == NN_STORE_NONE)
                continue;
            if (a->store == NN_STORE_DICT && (sc_internal_name(S, a->name) || (builtin && py_str_utf8(a->name)[0] == '_')))
                continue;
            sc_buf_puts(b, first ? "{\"name\":" : ",{\"name\":");
            first = false;
            sc_json_pystr(b, a->name);
            sc_buf_printf(b, ",\"store\":\"%s\",\"line\":", store_name(a->store));
            sc_json_line(b, a->line);
            if (a->store == NN_STORE_BUFFERS || a->store == NN_STORE_BUFFERS_NP)
                sc_buf_printf(b, ",\"persistent\":%s", a->store == NN_STORE_BUFFERS ? "true" : "false");
            if (a->store != NN_STORE_DICT) {
                sc_buf_puts(b, ",\"ref\":null");
            } else {
                sc_buf_printf(b, ",\"kind\":\"%s\"", sc_kind_names[a->kind]);
                if (a->cont_summary) {
                    sc_buf_puts(b, ",\"refs\":[],\"summary\":");
                    sc_json_cstr(b, a->cont_summary);
                }
            }
            sc_buf_putc(b, '}');
        }
    }
    sc_buf_puts(b, "]}");
}

static void emit_tensor(sc_Scene *sc, sc_Buf *b, int i)
{
    py_State *S = sc->S;
    sc_TInfo *ti = &sc->t[i];
    ts_Tensor *t = nn_tensor_of(ti->obj);
    sc_buf_printf(b, "\"t%d\":{\"shape\":[", ti->id);
    for (int d = 0; d < t->ndim; d++)
        sc_buf_printf(b, "%s%lld", d ? "," : "", (long long)t->shape[d]);
    sc_buf_puts(b, "],\"dtype\":");
    sc_json_cstr(b, ts_dtype_name(t->dtype));
    sc_buf_printf(b, ",\"requires_grad\":%s,\"parameter\":%s,\"grad\":", t->requires_grad ? "true" : "false",
                  nn_is_parameter(ti->obj) ? "true" : "false");
    if (t->grad) {
        sc_buf_puts(b, "{\"norm\":");
        double g = grad_norm(t->grad);
        if (isfinite(g))
            sc_json_num(b, g);
        else
            sc_buf_puts(b, "0");
        sc_buf_putc(b, '}');
    } else {
        sc_buf_puts(b, "null");
    }
    sc_buf_puts(b, ",\"paths\":[");
    for (int k = 0; k < ti->npaths; k++) {
        if (k)
            sc_buf_putc(b, ',');
        sc_json_cstr(b, ti->paths[k]);
    }
    sc_buf_printf(b, "],\"seen_by\":{\"parameters\":%s,\"state_dict\":[", ti->parameters ? "true" : "false");
    for (int k = 0; k < ti->nsd; k++) {
        if (k)
            sc_buf_putc(b, ',');
        sc_json_cstr(b, ti->sd[k]);
    }
    sc_buf_printf(b, "],\"to\":%s,\"optimizers\":[", ti->to ? "true" : "false");
    for (int k = 0; k < ti->nopts; k++)
        sc_buf_printf(b, "%s\"o%d\"", k ? "," : "", ti->opt_ids[k]);
    sc_buf_puts(b, "]}");
    if (ts_numel(t) > 0 && ts_numel(t) <= ((int64_t)1 << 24)) {
        int R, C;
        float *g = sc_grid_of(t, &R, &C);
        if (g) {
            sc_buf_puts(b, ",\"values\":");
            emit_grid(b, g, R, C);
            free(g);
        }
    }
    sc_buf_putc(b, '}');
    (void)S;
}

static void emit_status(sc_Scene *sc, sc_Buf *b)
{
    sc_buf_printf(b, "\"status\":{\"exit\":%d,\"error\":", sc->exit_status);
    if (sc->err.has) {
        sc_buf_puts(b, "{\"type\":");
        sc_json_cstr(b, sc->err.type);
        sc_buf_puts(b, ",\"message\":");
        sc_json_cstr(b, sc->err.message);
        sc_buf_puts(b, ",\"line\":");
        sc_json_line(b, sc->err.line);
        sc_buf_puts(b, ",\"col\":");
        if (sc->err.col >= 0)
            sc_buf_printf(b, "%d", sc->err.col);
        else
            sc_buf_puts(b, "null");
        sc_buf_puts(b, ",\"traceback\":");
        sc_json_cstr(b, sc->err.traceback ? sc->err.traceback : "");
        sc_buf_putc(b, '}');
    } else {
        sc_buf_puts(b, "null");
    }
    sc_buf_puts(b, ",\"limit\":");
    sc_json_cstr(b, sc->limit);
    sc_buf_putc(b, '}');
}

/* The reason a tensor did not move at a step of optimizer o. */
static char *unchanged_reason(sc_Scene *sc, sc_TInfo *t, int oid)
{
    ts_Tensor *tt = nn_tensor_of(t->obj);
    const char *rn = sc_root_name(sc, t->root);
    bool mine = false;
    for (int k = 0; k < t->nopts; k++)
        if (t->opt_ids[k] == oid)
            mine = true;
    if (mine)
        return sc_strdup(tt->requires_grad ? "no gradient at this step (.grad is None)" : "requires_grad=False: no gradient");
    if (t->held == SC_HELD_CONTAINER) {
        const char *hp = t->holder_path ? t->holder_path : "";
        size_t n = t->tpath ? strlen(t->tpath) : 0;
        bool via_module = n && t->tpath[n - 1] != ']';
        return sc_strfmt("not in any optimizer: %s inside a plain %s (%s%s%s)", via_module ? "its module is" : "it is",
                         t->holder_kind == SC_K_MODULE ? "attribute" : sc_kind_names[t->holder_kind], rn, *hp ? "." : "",
                         hp);
    }
    if (t->held == SC_HELD_DICT)
        return sc_strdup("not in any optimizer (plain attribute in __dict__)");
    if (!tt->requires_grad)
        return sc_strdup("requires_grad=False and not in any optimizer");
    return sc_strdup("not in any optimizer");
}

/* Where an optimizer was built: the first program line assigning the global
 * that holds it (`opt = ...(`), else the first line mentioning `Class(`. */
int sc_optimizer_line(sc_Scene *sc, int oi)
{
    py_State *S = sc->S;
    py_Obj *o = sc->r->opts[oi].obj;
    py_Obj *lines = S->source_lines;
    if (!lines || !(lines->type->flags & PY_TPFLAG_LIST_SUB))
        return 0;
    py_Obj *g = S->main_dict;
    py_ssize pos = 0;
    py_Obj *k, *v;
    while (g && py_dict_next(g, &pos, &k, &v)) {
        if (v != o || !(k->type->flags & PY_TPFLAG_STR_SUB))
            continue;
        size_t kl = (size_t)py_str_nbytes(k);
        for (py_ssize i = 0; i < py_list_len(lines); i++) {
            const char *l = py_str_utf8(py_list_getB(lines, i));
            while (*l == ' ' || *l == '\t')
                l++;
            if (strncmp(l, py_str_utf8(k), kl))
                continue;
            const char *p = l + kl;
            while (*p == ' ')
                p++;
            if (*p == '=' && p[1] != '=' && strchr(p, '('))
                return (int)i + 1;
        }
    }
    char pat[128];
    snprintf(pat, sizeof pat, "%s(", o->type->name);
    for (py_ssize i = 0; i < py_list_len(lines); i++)
        if (strstr(py_str_utf8(py_list_getB(lines, i)), pat))
            return (int)i + 1;
    return 0;
}

static const char *const hook_kinds[] = {"forward_pre", "forward", "backward", "backward_pre"};

static void emit_findings(sc_Scene *sc, sc_Buf *b);

static int mod_id(sc_Scene *sc, int mi)
{
    return mi >= 0 && mi < sc->r->nmods ? sc->r->mods[mi].id : 0;
}

/* Give an id to a module that was not reached from the globals but is
 * referenced by a record (it is emitted from what was recorded). */
void sc_scene_adopt(sc_Scene *sc, int mi)
{
    if (mi < 0 || mi >= sc->r->nmods || sc->r->mods[mi].id > 0)
        return;
    if (sc->nm >= sc->capm) {
        int cap = sc->capm ? sc->capm * 2 : 64;
        int *p = realloc(sc->morder, sizeof *p * (size_t)cap);
        if (!p)
            return;
        sc->morder = p;
        sc->capm = cap;
    }
    sc->morder[sc->nm++] = mi;
    sc->r->mods[mi].id = sc->nm;
}

static bool event_kept(sc_Scene *sc, const sc_Event *e)
{
    return e->line > 0 || sc->r->mods[e->mod].live;
}

/* Does module m hold `target` in its registered submodules (_modules, at
 * any depth)? *budget bounds the work on huge or cyclic trees. */
static bool registers(py_State *S, py_Obj *m, py_Obj *target, int depth, int *budget)
{
    if (depth > MAX_DEPTH || --*budget < 0)
        return false;
    py_Obj **dp = py_obj_dictptr(m);
    py_Obj *mods = dp && *dp ? py_dict_getB(S, *dp, S->id._modules) : NULL;
    if (!mods || !(mods->type->flags & PY_TPFLAG_DICT_SUB))
        return false;
    py_ssize pos = 0;
    py_Obj *k, *v;
    while (py_dict_next(mods, &pos, &k, &v)) {
        if (v == target)
            return true;
        if (v != m && nn_is_module(v) && registers(S, v, target, depth + 1, budget))
            return true;
    }
    return false;
}

/* A global is a root only when it names a model of its own: a second name
 * for a module that is already a root (`for m in [good, bad]:` leaves `m`
 * bound to `bad`) or a name for a submodule that another root registers
 * (`for layer in net.layers:`, `enc = Encoder(); model = Model(enc)`) is not,
 * or the tree would draw the same object twice and every tensor of it would
 * seem to have two paths (false "tied" marks). The first name of an object,
 * in definition order, is kept. */
static void drop_alias_roots(sc_Scene *sc)
{
    py_State *S = sc->S;
    sc_Recorder *r = sc->r;
    int budget = WALK_BUDGET, n = 0;
    for (int i = 0; i < sc->nroots; i++) {
        py_Obj *obj = r->mods[sc->roots[i].mod].obj;
        bool keep = true;
        for (int j = 0; j < n && keep; j++)
            if (r->mods[sc->roots[j].mod].obj == obj)
                keep = false;
        for (int j = 0; j < sc->nroots && keep; j++) {
            py_Obj *other = r->mods[sc->roots[j].mod].obj;
            /* held by another root; of two roots holding each other, the first stays */
            if (other != obj && registers(S, other, obj, 0, &budget) &&
                !(j > i && registers(S, obj, other, 0, &budget)))
                keep = false;
        }
        if (keep)
            sc->roots[n++] = sc->roots[i];
    }
    sc->nroots = n;
    if (S->exc)
        py_err_clear(S);
}

/* Build everything but the findings. */
static void build(sc_Scene *sc)
{
    sc_Recorder *r = sc->r;
    py_State *S = sc->S;
    for (int i = 0; i < r->nmods; i++) {
        sc_Mod *m = &r->mods[i];
        m->id = 0;
        m->live = m->reg = false;
        m->root = -1;
        free(m->path);
        m->path = NULL;
    }
    for (int i = 0; i < r->nopts; i++)
        r->opts[i].id = 0;
    sc->budget = WALK_BUDGET;
    py_Obj *g = S->main_dict;
    /* roots: module-valued globals in definition order */
    if (g) {
        py_ssize pos = 0;
        py_Obj *k, *v;
        int cap = 0;
        while (py_dict_next(g, &pos, &k, &v)) {
            if (!(k->type->flags & PY_TPFLAG_STR_SUB) || !nn_is_module(v))
                continue;
            if (sc->nroots >= cap) {
                cap = cap ? cap * 2 : 8;
                sc_Root *p = realloc(sc->roots, sizeof *p * (size_t)cap);
                if (!p)
                    break;
                sc->roots = p;
            }
            int mi = sc_mod_of(r, v);
            if (mi < 0)
                continue;
            sc->roots[sc->nroots++] = (sc_Root){k, mi, true};
        }
        drop_alias_roots(sc);
    }
    for (int i = 0; i < sc->nroots; i++)
        walk_module(sc, r->mods[sc->roots[i].mod].obj, i, "", true, NULL, 0);
    /* a root registered under another root is not a top-level model */
    for (int i = 0; i < sc->nroots; i++) {
        sc_Mod *m = &r->mods[sc->roots[i].mod];
        if (m->root != i && m->reg && m->path && *m->path)
            sc->roots[i].top = false;
        for (int j = 0; j < i; j++)
            if (sc->roots[j].mod == sc->roots[i].mod)
                sc->roots[i].top = false;
    }
    /* tensors held by globals directly */
    if (g) {
        py_ssize pos = 0;
        py_Obj *k, *v;
        while (py_dict_next(g, &pos, &k, &v)) {
            if (!(k->type->flags & PY_TPFLAG_STR_SUB) || !nn_is_tensor(v) || py_str_utf8(k)[0] == '_')
                continue;
            int i = sc_scene_tensor(sc, v);
            if (i < 0)
                continue;
            sc_TInfo *t = &sc->t[i];
            if (t->npaths < SC_MAX_PATHS) {
                char *p = sc_strdup(py_str_utf8(k));
                if (p)
                    t->paths[t->npaths++] = p;
            }
            if (t->held == SC_HELD_NONE) {
                t->held = SC_HELD_GLOBAL;
                t->tpath = sc_strdup(py_str_utf8(k));
            }
        }
    }
    /* parameters() of every root; state_dict() of the top-level ones */
    for (int i = 0; i < sc->nroots; i++) {
        py_Obj *lst = nn_module_named_members_list(S, r->mods[sc->roots[i].mod].obj, 0, NULL, true, true);
        if (!lst) {
            py_err_clear(S);
            continue;
        }
        for (py_ssize k = 0; k < py_list_len(lst); k++) {
            py_Obj *tup = py_list_getB(lst, k);
            if (!(tup->type->flags & PY_TPFLAG_TUPLE_SUB) || py_tuple_len(tup) != 2)
                continue;
            py_Obj *p = py_tuple_getB(tup, 1);
            int ti = nn_is_tensor(p) ? sc_scene_tensor(sc, p) : -1;
            if (ti >= 0)
                sc->t[ti].parameters = true;
        }
        py_decref(S, lst);
    }
    sc->budget = WALK_BUDGET;
    for (int i = 0; i < sc->nroots; i++)
        if (sc->roots[i].top)
            sd_walk(sc, r->mods[sc->roots[i].mod].obj, "", 0, 0, i);
    /* optimizers: globals first, then those seen stepping */
    py_Obj *ocls = optimizer_class(S);
    if (g && ocls) {
        py_ssize pos = 0;
        py_Obj *k, *v;
        while (py_dict_next(g, &pos, &k, &v))
            if (py_type_issub(v->type, (py_Type *)ocls))
                sc_opt_of(r, v);
    }
    sc->oorder = malloc(sizeof(int) * (size_t)(r->nopts ? r->nopts : 1));
    for (int i = 0; sc->oorder && i < r->nopts; i++) {
        sc->oorder[sc->no++] = i;
        r->opts[i].id = i + 1;
    }
    for (int i = 0; i < r->nopts; i++)
        scan_optimizer(sc, i);
    /* tensors the step records refer to */
    for (int i = 0; i < r->ntens; i++) {
        int ti = sc_scene_tensor(sc, r->tens[i].obj);
        r->tens[i].id = ti >= 0 ? sc->t[ti].id : 0;
    }
    /* modules the records refer to */
    for (int i = 0; i < r->nevents; i++)
        if (event_kept(sc, &r->events[i]))
            sc_scene_adopt(sc, r->events[i].mod);
    for (int i = 0; i < r->ncalls; i++)
        sc_scene_adopt(sc, r->calls[i].mod);
    for (int i = 0; i < r->nmoves; i++)
        sc_scene_adopt(sc, r->moves[i].mod);
    if (S->exc)
        py_err_clear(S);
}

static void emit_steps(sc_Scene *sc, sc_Buf *b)
{
    sc_Recorder *r = sc->r;
    sc_buf_puts(b, "\"steps\":[");
    for (int i = 0; i < r->nsteps; i++) {
        sc_Step *s = &r->steps[i];
        int oid = r->opts[s->opt].id;
        sc_buf_printf(b, "%s{\"optimizer\":\"o%d\",\"index\":%d,\"line\":", i ? "," : "", oid, s->index);
        sc_json_line(b, s->line);
        sc_buf_puts(b, ",\"loss\":");
        if (s->has_loss)
            sc_json_num(b, s->loss);
        else
            sc_buf_puts(b, "null");
        sc_buf_puts(b, ",\"changed\":[");
        for (int k = 0; k < s->nchanged; k++) {
            sc_Changed *c = &s->changed[k];
            sc_buf_printf(b, "%s{\"ref\":\"t%d\",\"delta_norm\":", k ? "," : "", r->tens[c->ten].id);
            sc_json_num(b, isfinite(c->delta) ? c->delta : 0.0);
            if (c->grid) {
                sc_buf_puts(b, ",\"values\":");
                emit_grid(b, c->grid, c->rows, c->cols);
            }
            sc_buf_putc(b, '}');
        }
        sc_buf_puts(b, "],\"unchanged\":[");
        /* tensors of the models this optimizer trains that did not move */
        bool first = true;
        for (int t = 0; t < sc->nt; t++) {
            sc_TInfo *ti = &sc->t[t];
            if (ti->root < 0 || !sc->roots[ti->root].top)
                continue;
            bool trained_root = false, changed = false, other = false, mine = false;
            for (int k = 0; k < s->nchanged; k++)
                if (r->tens[s->changed[k].ten].obj == ti->obj)
                    changed = true;
            if (changed)
                continue;
            for (int k = 0; k < ti->nopts; k++) {
                if (ti->opt_ids[k] == oid)
                    mine = true;
                else
                    other = true;
            }
            if (other && !mine)
                continue;
            for (int k = 0; k < s->nchanged && !trained_root; k++) {
                int ci = sc_map_get(&sc->tmap, r->tens[s->changed[k].ten].obj);
                if (ci >= 0 && sc->t[ci].root >= 0 &&
                    sc->roots[sc->t[ci].root].mod == sc->roots[ti->root].mod)
                    trained_root = true;
            }
            if (!trained_root)
                continue;
            ts_Tensor *tt = nn_tensor_of(ti->obj);
            bool is_param = nn_is_parameter(ti->obj);
            bool candidate = mine || ti->held == SC_HELD_DICT || ti->held == SC_HELD_CONTAINER ||
                             (ti->held == SC_HELD_REG && is_param);
            if (!candidate || (ti->held == SC_HELD_REG && !mine && !tt->requires_grad && !is_param))
                continue;
            char *why = unchanged_reason(sc, ti, oid);
            sc_buf_printf(b, "%s{\"ref\":\"t%d\",\"reason\":", first ? "" : ",", ti->id);
            sc_json_cstr(b, why ? why : "did not change");
            sc_buf_putc(b, '}');
            free(why);
            first = false;
        }
        sc_buf_puts(b, "]}");
    }
    sc_buf_puts(b, "]");
}

static void emit(sc_Scene *sc, sc_Buf *b)
{
    sc_Recorder *r = sc->r;
    py_State *S = sc->S;
    size_t nlines = S->source_lines && (S->source_lines->type->flags & PY_TPFLAG_LIST_SUB)
                        ? (size_t)py_list_len(S->source_lines) : 0;
    sc_buf_puts(b, "{\"format\":\"nnscope-scene\",\"version\":1,\"engine\":\"0.1.0\",\"program\":{\"filename\":");
    if (S->filename)
        sc_json_pystr(b, S->filename);
    else
        sc_json_cstr(b, "main.py");
    sc_buf_printf(b, ",\"lines\":%zu},\"output\":[", nlines);
    for (int i = 0; i < r->nchunks; i++) {
        sc_buf_printf(b, "%s{\"stream\":%d,\"text\":", i ? "," : "", r->chunks[i].stream);
        sc_json_str(b, r->chunks[i].s ? r->chunks[i].s : "", r->chunks[i].n);
        sc_buf_putc(b, '}');
    }
    sc_buf_puts(b, "],");
    emit_status(sc, b);
    sc_buf_puts(b, ",\"roots\":[");
    for (int i = 0; i < sc->nroots; i++) {
        sc_buf_puts(b, i ? ",{\"name\":" : "{\"name\":");
        sc_json_pystr(b, sc->roots[i].name);
        sc_buf_printf(b, ",\"ref\":\"m%d\"}", mod_id(sc, sc->roots[i].mod));
    }
    sc_buf_puts(b, "],\"modules\":{");
    for (int i = 0; i < sc->nm; i++) {
        if (i)
            sc_buf_putc(b, ',');
        emit_module(sc, b, sc->morder[i]);
    }
    sc_buf_puts(b, "},\"tensors\":{");
    for (int i = 0; i < sc->nt; i++) {
        if (i)
            sc_buf_putc(b, ',');
        emit_tensor(sc, b, i);
    }
    sc_buf_puts(b, "},\"optimizers\":{");
    for (int i = 0; i < sc->no; i++) {
        sc_Opt *o = &r->opts[sc->oorder[i]];
        sc_buf_printf(b, "%s\"o%d\":{\"class\":", i ? "," : "", o->id);
        sc_json_cstr(b, o->obj->type->name);
        sc_buf_puts(b, ",\"line\":");
        sc_json_line(b, sc_optimizer_line(sc, sc->oorder[i]));
        sc_buf_puts(b, ",\"groups\":[");
        py_Obj *groups = param_groups(S, o->obj);
        for (py_ssize gi = 0; groups && gi < py_list_len(groups); gi++) {
            py_Obj *grp = py_list_getB(groups, gi);
            py_Obj *lr = (grp->type->flags & PY_TPFLAG_DICT_SUB) ? py_dict_getB_str(S, grp, "lr") : NULL;
            py_Obj *ps = (grp->type->flags & PY_TPFLAG_DICT_SUB) ? py_dict_getB_str(S, grp, "params") : NULL;
            double lrv = 0;
            if (lr && nn_is_tensor(lr) && ts_numel(nn_tensor_of(lr)) == 1)
                lrv = ts_get_flat_f(nn_tensor_of(lr), 0);
            else if (lr && (lr->type == PY_T(float) || lr->type == PY_T(int) || lr->type == PY_T(bool)) &&
                     py_as_double(S, lr, &lrv) < 0)
                lrv = 0;
            if (!isfinite(lrv))
                lrv = 0;
            sc_buf_printf(b, "%s{\"lr\":", gi ? "," : "");
            sc_json_num(b, lrv);
            sc_buf_puts(b, ",\"params\":[");
            bool first = true;
            for (py_ssize k = 0; ps && (ps->type->flags & PY_TPFLAG_LIST_SUB) && k < py_list_len(ps); k++) {
                int ti = sc_map_get(&sc->tmap, py_list_getB(ps, k));
                if (ti < 0)
                    continue;
                sc_buf_printf(b, "%s\"t%d\"", first ? "" : ",", sc->t[ti].id);
                first = false;
            }
            sc_buf_puts(b, "]}");
        }
        if (S->exc)
            py_err_clear(S);
        sc_buf_puts(b, "]}");
    }
    sc_buf_puts(b, "},\"events\":[");
    bool first = true;
    for (int i = 0; i < r->nevents; i++) {
        sc_Event *e = &r->events[i];
        if (!event_kept(sc, e) || mod_id(sc, e->mod) <= 0)
            continue;
        sc_buf_printf(b, "%s{\"seq\":%d,\"line\":", first ? "" : ",", e->seq);
        first = false;
        sc_json_line(b, e->line);
        sc_buf_printf(b, ",\"module\":\"m%d\",\"name\":", mod_id(sc, e->mod));
        sc_json_pystr(b, e->name);
        bool del = e->store == NN_STORE_NONE && !e->refused;
        sc_buf_printf(b, ",\"action\":\"%s\",\"store\":\"%s\",\"from\":",
                      e->refused ? "error" : del ? "del" : "set", store_name(del ? e->from : e->store));
        if (e->from == NN_STORE_NONE)
            sc_buf_puts(b, "null");
        else
            sc_buf_printf(b, "\"%s\"", store_name(e->from));
        sc_buf_printf(b, ",\"check\":\"%s\"", e->why < sizeof why_names / sizeof why_names[0] ? why_names[e->why] : "plain");
        if (e->refused) {
            sc_buf_puts(b, ",\"error\":{\"type\":");
            sc_json_cstr(b, e->err_type ? e->err_type : "Exception");
            sc_buf_puts(b, ",\"message\":");
            sc_json_cstr(b, e->err_msg ? e->err_msg : "");
            sc_buf_putc(b, '}');
        }
        sc_buf_putc(b, '}');
    }
    sc_buf_puts(b, "],\"moves\":[");
    first = true;
    for (int i = 0; i < r->nmoves; i++) {
        sc_Move *mv = &r->moves[i];
        if (mod_id(sc, mv->mod) <= 0)
            continue;
        sc_buf_printf(b, "%s{\"seq\":%d,\"line\":", first ? "" : ",", mv->seq);
        first = false;
        sc_json_line(b, mv->line);
        sc_buf_printf(b, ",\"module\":\"m%d\",\"method\":", mod_id(sc, mv->mod));
        sc_json_cstr(b, mv->method ? mv->method : "?");
        for (int w = 0; w < 2; w++) {
            sc_Moved *a = w ? mv->stayed : mv->moved;
            int n = w ? mv->nstayed : mv->nmoved;
            sc_buf_puts(b, w ? "],\"stayed\":[" : ",\"moved\":[");
            for (int k = 0; k < n; k++) {
                sc_buf_puts(b, k ? ",{\"path\":" : "{\"path\":");
                sc_json_cstr(b, a[k].path);
                sc_buf_printf(b, ",\"store\":\"%s\",\"dtype\":", store_name(a[k].store));
                sc_json_cstr(b, a[k].dtype);
                sc_buf_putc(b, '}');
            }
        }
        sc_buf_puts(b, "]}");
    }
    sc_buf_puts(b, "],\"calls\":[");
    first = true;
    for (int i = 0; i < r->ncalls; i++) {
        sc_Call *c = &r->calls[i];
        if (mod_id(sc, c->mod) <= 0)
            continue;
        sc_buf_printf(b, "%s{\"seq\":%d,\"line\":", first ? "" : ",", c->seq);
        first = false;
        sc_json_line(b, c->line);
        sc_Mod *md = &r->mods[c->mod];
        sc_buf_printf(b, ",\"module\":\"m%d\",\"path\":", md->id);
        sc_json_cstr(b, md->path ? md->path : "");
        sc_buf_printf(b, ",\"via\":\"%s\",\"hooks\":[", c->via == SC_VIA_FORWARD ? "forward" : "__call__");
        for (int k = 0; k < c->nhooks; k++) {
            sc_buf_printf(b, "%s{\"kind\":\"%s\",\"fn\":", k ? "," : "", hook_kinds[c->hooks[k].kind & 3]);
            sc_json_cstr(b, c->hooks[k].fn ? c->hooks[k].fn : "?");
            sc_buf_puts(b, ",\"line\":");
            sc_json_line(b, c->hooks[k].line);
            sc_buf_putc(b, '}');
        }
        sc_buf_printf(b, "],\"depth\":%d}", c->depth);
    }
    sc_buf_puts(b, "],");
    emit_steps(sc, b);
    sc_buf_puts(b, ",\"losses\":[");
    for (int i = 0; i < r->nlosses; i++) {
        sc_buf_puts(b, i ? ",{\"line\":" : "{\"line\":");
        sc_json_line(b, r->losses[i].line);
        sc_buf_puts(b, ",\"value\":");
        if (r->losses[i].has)
            sc_json_num(b, r->losses[i].value);
        else
            sc_buf_puts(b, "null");
        sc_buf_putc(b, '}');
    }
    sc_buf_puts(b, "],");
    emit_findings(sc, b);
    sc_buf_puts(b, "}\n");
}

/* "findings":[...] (shared by the scene and `nnscope audit --json`). */
static void emit_findings(sc_Scene *sc, sc_Buf *b)
{
    sc_buf_puts(b, "\"findings\":[");
    for (int i = 0; i < sc->nf; i++) {
        sc_Finding *f = &sc->f[i];
        sc_buf_printf(b, "%s{\"rule\":\"%s\",\"severity\":\"%s\",\"module\":", i ? "," : "", f->rule, f->severity);
        if (mod_id(sc, f->mod) > 0)
            sc_buf_printf(b, "\"m%d\"", mod_id(sc, f->mod));
        else
            sc_buf_puts(b, "null");
        sc_buf_puts(b, ",\"path\":");
        sc_json_cstr(b, f->path ? f->path : "");
        sc_buf_puts(b, ",\"line\":");
        sc_json_line(b, f->line);
        sc_buf_puts(b, ",\"message\":");
        sc_json_cstr(b, f->message ? f->message : "");
        sc_buf_puts(b, ",\"fix\":");
        sc_json_cstr(b, f->fix);
        sc_buf_putc(b, '}');
    }
    sc_buf_putc(b, ']');
}

static void scene_free(sc_Scene *sc)
{
    for (int i = 0; i < sc->nt; i++) {
        sc_TInfo *t = &sc->t[i];
        for (int k = 0; k < t->npaths; k++)
            free(t->paths[k]);
        for (int k = 0; k < t->nsd; k++)
            free(t->sd[k]);
        free(t->sd);
        free(t->sd_mod);
        free(t->sd_root);
        free(t->holder_path);
        free(t->tpath);
    }
    free(sc->t);
    sc_map_free(&sc->tmap);
    free(sc->roots);
    free(sc->morder);
    free(sc->oorder);
    for (int i = 0; i < sc->nf; i++) {
        free(sc->f[i].path);
        free(sc->f[i].message);
        free(sc->f[i].fix);
    }
    free(sc->f);
    free(sc->nosuper);
    free(sc->err.type);
    free(sc->err.message);
    free(sc->err.traceback);
}

/* Run `fn` on a freshly built scene with the interpreter's limits lifted
 * (the budget may be spent, memory may be at its cap). */
static char *with_scene(sc_Recorder *r, py_State *S, int exit_status, size_t *len, int *nerrors,
                        void (*fn)(sc_Scene *, sc_Buf *))
{
    if (!r)
        return NULL;
    py_Obj *saved = S->exc ? py_err_fetch(S) : NULL;
    bool hit = S->budget_hit;
    uint64_t budget = S->limits.op_budget;
    size_t cap = S->heap.cap;
    S->budget_hit = false;
    S->limits.op_budget = 0;
    S->heap.cap = 0;
    r->building = true;
    sc_Scene sc;
    memset(&sc, 0, sizeof sc);
    sc.r = r;
    sc.S = S;
    sc.exit_status = exit_status;
    sc.err.col = -1;
    parse_error(&sc);
    sc.limit = limit_of(&sc);
    build(&sc);
    sc_lint(&sc);
    if (nerrors) {
        *nerrors = 0;
        for (int i = 0; i < sc.nf; i++)
            *nerrors += !strcmp(sc.f[i].severity, "error");
    }
    sc_Buf b = {0};
    fn(&sc, &b);
    scene_free(&sc);
    r->building = false;
    if (S->exc)
        py_err_clear(S);
    S->budget_hit = hit;
    S->limits.op_budget = budget;
    S->heap.cap = cap;
    if (saved)
        py_err_raise(S, saved);
    if (b.oom) {
        sc_buf_free(&b);
        return NULL;
    }
    if (!b.p)
        sc_buf_puts(&b, "");
    if (len)
        *len = b.n;
    return b.p;
}

char *sc_scene_json(sc_Recorder *r, py_State *S, int exit_status, size_t *len)
{
    return with_scene(r, S, exit_status, len, NULL, emit);
}

static const char *limit_text(const char *limit)
{
    return !strcmp(limit, "budget")   ? "operation budget reached (--budget)"
           : !strcmp(limit, "memory") ? "memory limit reached (--mem)"
           : !strcmp(limit, "output") ? "output limit reached (--out)"
           : !strcmp(limit, "recursion") ? "recursion limit reached"
                                         : limit;
}

/* The findings for people: one block per finding, then a count; a program
 * that did not run to its end says so first (its findings cover only what
 * ran), so "no findings" never stands for a program that crashed. */
static void emit_audit(sc_Scene *sc, sc_Buf *b)
{
    const char *fname = sc->S->filename ? py_str_utf8(sc->S->filename) : "main.py";
    bool failed = sc->exit_status != 0 || sc->limit;
    if (sc->limit)
        sc_buf_printf(b, "%s: the program was stopped: %s\n", fname, limit_text(sc->limit));
    else if (sc->err.has && sc->err.line > 0)
        sc_buf_printf(b, "%s:%d: the program failed: %s: %s\n", fname, sc->err.line, sc->err.type, sc->err.message);
    else if (sc->err.has)
        sc_buf_printf(b, "%s: the program failed: %s: %s\n", fname, sc->err.type, sc->err.message);
    else if (failed)
        sc_buf_printf(b, "%s: the program failed (exit status %d)\n", fname, sc->exit_status);
    for (int i = 0; i < sc->nf; i++) {
        sc_Finding *f = &sc->f[i];
        if (f->line > 0)
            sc_buf_printf(b, "%s:%d: %s [%s]", fname, f->line, f->severity, f->rule);
        else
            sc_buf_printf(b, "%s: %s [%s]", fname, f->severity, f->rule);
        if (f->path && *f->path)
            sc_buf_printf(b, " %s", f->path);
        sc_buf_printf(b, "\n    %s\n", f->message ? f->message : "");
        if (f->fix)
            sc_buf_printf(b, "    fix: %s\n", f->fix);
    }
    if (sc->nf == 0)
        sc_buf_printf(b, failed ? "%s: no findings in the part that ran\n" : "%s: no findings\n", fname);
    else
        sc_buf_printf(b, "%d finding%s\n", sc->nf, sc->nf == 1 ? "" : "s");
}

/* `nnscope audit --json`: {"program", "status" (as in the scene), "counts",
 * "findings" (as in the scene)}. */
static void emit_audit_json(sc_Scene *sc, sc_Buf *b)
{
    int n[3] = {0, 0, 0};
    for (int i = 0; i < sc->nf; i++)
        n[!strcmp(sc->f[i].severity, "error") ? 0 : !strcmp(sc->f[i].severity, "warning") ? 1 : 2]++;
    sc_buf_puts(b, "{\"format\":\"nnscope-audit\",\"version\":1,\"program\":");
    sc_json_cstr(b, sc->S->filename ? py_str_utf8(sc->S->filename) : "main.py");
    sc_buf_putc(b, ',');
    emit_status(sc, b);
    sc_buf_printf(b, ",\"counts\":{\"error\":%d,\"warning\":%d,\"info\":%d},", n[0], n[1], n[2]);
    emit_findings(sc, b);
    sc_buf_puts(b, "}\n");
}

char *sc_audit_report(sc_Recorder *r, py_State *S, int exit_status, bool json, size_t *len, int *nerrors)
{
    return with_scene(r, S, exit_status, len, nerrors, json ? emit_audit_json : emit_audit);
}
