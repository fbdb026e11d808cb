/* sc_lint.c — the findings (rule ids: docs/scene.md). Each detector wants
 * evidence that the program really has the problem, so that clean programs
 * get none (tests/scope/findings_expected.json lists every finding the
 * corpus and the tests produce, each with its reason):
 *
 *   modules-in-list / parameter-in-list  a user module's __dict__ holds a
 *       list/tuple/dict with modules (Parameters) that nothing registers
 *   tensor-attribute   a plain tensor in a user module's __dict__ that the
 *       class's forward reads as self.<name> (bytecode) and never assigns
 *   layer-in-forward   a module with parameters built while a forward() of
 *       the program ran (recorded at construction)
 *   module-assigned-in-forward, forward-called-directly, inplace-on-leaf
 *       recorded during the run (sc_record.c)
 *   missing-super-init a Module subclass that was instantiated and whose own
 *       __init__ never names __init__ (no super().__init__() / Base.__init__)
 *   grad-without-optimizer  unregistered tensors of a trained model that
 *       received gradients
 *   optimizer-subset   registered trainable Parameters of a model an
 *       optimizer trains that no optimizer holds
 *   tied-weights       one Parameter under several state_dict keys (info)
 *   duplicate-in-groups  a tensor in two optimizers, or twice in one
 */
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

void sc_scene_add_finding(sc_Scene *sc, const char *rule, const char *sev, int mod, char *path, int line,
                          char *message, char *fix)
{
    if (sc->nf >= SC_MAX_FINDINGS)
        goto drop;
    if (sc->nf >= sc->capf) {
        int cap = sc->capf ? sc->capf * 2 : 16;
        sc_Finding *p = realloc(sc->f, sizeof *p * (size_t)cap);
        if (!p)
            goto drop;
        sc->f = p;
        sc->capf = cap;
    }
    sc_scene_adopt(sc, mod);
    sc->f[sc->nf++] = (sc_Finding){rule, sev, mod, path, line, message, fix, line};
    return;
drop:
    free(path);
    free(message);
    free(fix);
}

/* Path of attribute `name` of module mi, relative to its root. */
static char *attr_path(sc_Scene *sc, int mi, const char *name)
{
    const char *mp = mi >= 0 && sc->r->mods[mi].path ? sc->r->mods[mi].path : "";
    if (!name || !*name)
        return sc_strdup(mp);
    return *mp ? sc_strfmt("%s.%s", mp, name) : sc_strdup(name);
}

static bool is_user_class(py_State *S, py_Type *t)
{
    if (!(t->flags & PY_TPFLAG_HEAPTYPE) || !t->dict)
        return false;
    py_Obj *mo = py_dict_getB(S, t->dict, S->id.__module__);
    return mo && (mo->type->flags & PY_TPFLAG_STR_SUB) && py_str_eq_c(mo, "__main__");
}

/* The right-hand side of `self.<name> = <rhs>` on a program line, or NULL. */
static char *assigned_rhs(py_State *S, int line, const char *name)
{
    py_Obj *src = sc_source_line(S, line);
    if (!src)
        return NULL;
    const char *s = py_str_utf8(src);
    while (*s == ' ' || *s == '\t')
        s++;
    char *pre = sc_strfmt("self.%s", name);
    if (!pre)
        return NULL;
    size_t pl = strlen(pre);
    bool ok = !strncmp(s, pre, pl);
    free(pre);
    if (!ok)
        return NULL;
    s += pl;
    while (*s == ' ')
        s++;
    if (*s != '=' || s[1] == '=')
        return NULL;
    s++;
    while (*s == ' ')
        s++;
    size_t n = strlen(s);
    const char *hash = NULL;
    char q = 0;
    for (size_t i = 0; i < n; i++) {          /* strip a trailing comment */
        if (q) {
            if (s[i] == '\\')
                i++;
            else if (s[i] == q)
                q = 0;
        } else if (s[i] == '"' || s[i] == '\'') {
            q = s[i];
        } else if (s[i] == '#') {
            hash = s + i;
            break;
        }
    }
    if (hash)
        n = (size_t)(hash - s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\n' || s[n - 1] == '\r'))
        n--;
    if (!n)
        return NULL;
    int depth = 0;                             /* the statement must be complete on this line */
    for (size_t i = 0; i < n; i++)
        depth += (s[i] == '(' || s[i] == '[' || s[i] == '{') - (s[i] == ')' || s[i] == ']' || s[i] == '}');
    if (depth != 0)
        return NULL;
    return sc_strfmt("%.*s", (int)n, s);
}

/* ------------------------------------------------------------ code */

/* The program's code object co (a Python function of the user's file)? */
static bool is_user_code(py_State *S, py_Obj *co)
{
    py_Obj *fn = co ? py_code_filenameB(co) : NULL;
    return fn && S->filename && py_str_eq(fn, S->filename);
}

/* The program-defined forward of class t (NULL if forward is not Python
 * code of the program). */
static py_Obj *user_forward(py_State *S, py_Type *t)
{
    py_Obj *f = py_type_lookupB(t, S->id.forward);
    py_Obj *co = f && f->type == PY_T(function) ? py_function_codeB(f) : NULL;
    if (!is_user_code(S, co) || py_code_argcount(co) < 1)
        return NULL;
    return co;
}

/* ------------------------------------------------------------ detectors */

static void runtime_findings(sc_Scene *sc)
{
    sc_Recorder *r = sc->r;
    for (int i = 0; i < r->nrfind; i++) {
        sc_Finding *f = &r->rfind[i];
        if (!strcmp(f->rule, "tied-weights") && f->mod >= 0 && r->mods[f->mod].live)
            continue;                          /* the final tree shows it (tied_weights) */
        char *path = f->mod >= 0 ? attr_path(sc, f->mod, f->path) : sc_strdup(f->path ? f->path : "");
        sc_scene_add_finding(sc, f->rule, f->severity, f->mod, path, f->line, sc_strdup(f->message),
                             sc_strdup(f->fix));
    }
}

static bool has_finding(sc_Scene *sc, const char *rule, int line)
{
    for (int i = 0; i < sc->nf; i++)
        if (!strcmp(sc->f[i].rule, rule) && sc->f[i].line == line)
            return true;
    return false;
}

static void layer_in_forward(sc_Scene *sc)
{
    sc_Recorder *r = sc->r;
    py_State *S = sc->S;
    for (int i = 0; i < r->nmods; i++) {
        sc_Mod *m = &r->mods[i];
        if (!m->forward_line || m->nparams == 0 || (m->live && m->reg))
            continue;
        int line = m->line ? m->line : m->forward_line;
        if (has_finding(sc, "layer-in-forward", line) || has_finding(sc, "module-assigned-in-forward", line))
            continue;
        /* `name = nn.X(...)` → suggest building it once in __init__ */
        char *fix = NULL;
        py_Obj *src = sc_source_line(S, line);
        if (src) {
            const char *s = py_str_utf8(src);
            while (*s == ' ' || *s == '\t')
                s++;
            size_t id = 0;
            while (s[id] == '_' || (s[id] >= 'a' && s[id] <= 'z') || (s[id] >= 'A' && s[id] <= 'Z') ||
                   (id && s[id] >= '0' && s[id] <= '9'))
                id++;
            const char *p = s + id;
            while (*p == ' ')
                p++;
            if (id && *p == '=' && p[1] != '=') {
                p++;
                while (*p == ' ')
                    p++;
                size_t n = strlen(p);
                while (n && (p[n - 1] == '\n' || p[n - 1] == ' ' || p[n - 1] == '\r'))
                    n--;
                fix = sc_strfmt("self.%.*s = %.*s  # in __init__; use self.%.*s in forward", (int)id, s, (int)n, p,
                                (int)id, s);
            }
        }
        py_Type *t = (py_Type *)m->type;
        sc_scene_add_finding(sc, "layer-in-forward", "warning", m->fwd_owner, attr_path(sc, m->fwd_owner, NULL), line,
                             sc_strfmt("a %s is built inside forward(): every call makes a new layer with fresh "
                                       "random weights, which no optimizer trains and state_dict() never saves.",
                                       t->name),
                             fix ? fix : sc_strdup("# build the layer once in __init__ (self.layer = ...) and call "
                                                   "self.layer in forward"));
    }
}

typedef struct Unreg { int mods, params; int first_mod_cls_same; py_Type *cls; } Unreg;

/* Modules / Parameters inside a container value that nothing registers. */
static void count_unregistered(sc_Scene *sc, py_Obj *v, int level, Unreg *u)
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
            if (mi >= 0 && sc->r->mods[mi].reg)
                continue;
            if (u->mods++ == 0)
                u->cls = it->type;
        } else if (ik == SC_K_PARAMETER) {
            int ti = sc_map_get(&sc->tmap, it);
            if (ti >= 0 && sc->t[ti].parameters)
                continue;
            u->params++;
        } else if (level == 0 && (ik == SC_K_LIST || ik == SC_K_TUPLE || ik == SC_K_DICT)) {
            count_unregistered(sc, it, 1, u);
        }
    }
}

static void list_finding(sc_Scene *sc, int mi, py_Obj *name, int kind, int line, int nmods, int nparams,
                         const char *summary)
{
    const char *n = py_str_utf8(name);
    bool dict = kind == SC_K_DICT;
    const char *what = sc_kind_names[kind];
    if (nmods) {
        sc_scene_add_finding(
            sc, "modules-in-list", "error", mi, attr_path(sc, mi, n), line,
            sc_strfmt("self.%s is a plain %s (%s): the modules in it are not registered, so parameters(), the "
                      "optimizer, state_dict() and .to() never see them.", n, what, summary ? summary : what),
            sc_strfmt(dict ? "self.%s = nn.ModuleDict({...})" : "self.%s = nn.ModuleList([...])", n));
    } else if (nparams) {
        sc_scene_add_finding(
            sc, "parameter-in-list", "error", mi, attr_path(sc, mi, n), line,
            sc_strfmt("self.%s is a plain %s (%s): the Parameters in it are not registered, so parameters(), "
                      "the optimizer, state_dict() and .to() never see them.", n, what, summary ? summary : what),
            sc_strfmt(dict ? "self.%s = nn.ParameterDict({...})" : "self.%s = nn.ParameterList([...])", n));
    }
}

static void containers_and_tensors(sc_Scene *sc)
{
    sc_Recorder *r = sc->r;
    py_State *S = sc->S;
    for (int i = 0; i < r->nmods; i++) {
        sc_Mod *m = &r->mods[i];
        py_Type *t = (py_Type *)m->type;
        if (!is_user_class(S, t))
            continue;
        if (!m->live) {
            /* recorded at the store: the module did not survive the run */
            for (int k = 0; k < m->nattrs; k++) {
                sc_Attr *a = &m->attrs[k];
                if (a->store == NN_STORE_DICT && (a->cont_mods || a->cont_params))
                    list_finding(sc, i, a->name, a->kind, a->line, a->cont_mods, a->cont_params, a->cont_summary);
            }
            continue;
        }
        py_Obj **dp = py_obj_dictptr(m->obj);
        if (!dp || !*dp)
            continue;
        py_Obj *fwd = NULL;
        const char *selfname = NULL;
        py_ssize pos = 0;
        py_Obj *key, *v;
        while (py_dict_next(*dp, &pos, &key, &v)) {
            if (!(key->type->flags & PY_TPFLAG_STR_SUB))
                continue;
            int kind = sc_kind_of(v);
            sc_Attr *a = sc_attr_find(m, key);
            int line = a ? a->line : 0;
            if (kind == SC_K_LIST || kind == SC_K_TUPLE || kind == SC_K_DICT) {
                Unreg u = {0};
                count_unregistered(sc, v, 0, &u);
                if (u.mods || u.params) {
                    char *sum = NULL;
                    int nm, np;
                    sc_container_info(S, v, &nm, &np, &sum);
                    list_finding(sc, i, key, kind, line, u.mods, u.params, sum);
                    free(sum);
                }
            } else if (kind == SC_K_TENSOR) {
                if (!fwd) {
                    fwd = user_forward(S, t);
                    if (!fwd)
                        break;
                    selfname = py_str_utf8(py_code_localnameB(fwd, 0));
                }
                int uses = py_code_attr_uses(fwd, selfname, key);
                bool reads = uses & PY_USE_READ, writes = uses & PY_USE_WRITE;
                if (!reads || writes)
                    continue;
                const char *n = py_str_utf8(key);
                bool rg = nn_tensor_of(v)->requires_grad;
                char *rhs = line ? assigned_rhs(S, line, n) : NULL;
                char *fix = rg ? sc_strfmt("self.%s = nn.Parameter(%s)", n, rhs ? rhs : "...")
                               : sc_strfmt("self.register_buffer(\"%s\", %s)", n, rhs ? rhs : "...");
                free(rhs);
                sc_scene_add_finding(
                    sc, "tensor-attribute", "warning", i, attr_path(sc, i, n), line,
                    rg ? sc_strfmt("self.%s is a plain tensor attribute used in forward: it requires grad but is "
                                   "not a Parameter, so parameters() and the optimizer never see it, .to() leaves "
                                   "it behind and state_dict() does not save it.", n)
                       : sc_strfmt("self.%s is a plain tensor attribute used in forward: .to()/.double() leave it "
                                   "behind and state_dict() does not save it.", n),
                    fix);
            }
        }
    }
    if (S->exc)
        py_err_clear(S);
}

static void missing_super(sc_Scene *sc)
{
    sc_Recorder *r = sc->r;
    py_State *S = sc->S;
    for (py_ssize k = 0; r->classes && k < py_list_len(r->classes); k++) {
        py_Type *t = (py_Type *)py_list_getB(r->classes, k);
        if (!is_user_class(S, t))
            continue;
        py_Obj *init = py_dict_getB(S, t->dict, S->id.__init__);
        if (!init || init->type != PY_T(function))
            continue;
        py_Obj *co = py_function_codeB(init);
        if (!is_user_code(S, co) || py_code_uses_name(co, "__init__"))
            continue;
        int mi = -1;
        for (int i = 0; i < r->nmods; i++)
            if (r->mods[i].type == (py_Obj *)t && (mi < 0 || r->mods[i].live))
                mi = i;
        py_Obj **ns = realloc(sc->nosuper, sizeof *ns * (size_t)(sc->nnosuper + 1));
        if (ns) {
            sc->nosuper = ns;
            ns[sc->nnosuper++] = (py_Obj *)t;
        }
        sc_scene_add_finding(sc, "missing-super-init", "error", mi, attr_path(sc, mi, NULL), py_code_firstlineno(co),
                             sc_strfmt("%s.__init__ never calls super().__init__(): Module.__init__ must run before "
                                       "any submodule, Parameter or buffer is assigned.", t->name),
                             sc_strdup("super().__init__()"));
    }
    if (S->exc)
        py_err_clear(S);
}

/* Is root ri trained by some optimizer (holds one of its parameters)? */
static bool root_trained(sc_Scene *sc, int root)
{
    for (int i = 0; i < sc->nt; i++)
        if (sc->t[i].root >= 0 && sc->roots[sc->t[i].root].mod == sc->roots[root].mod && sc->t[i].nopts)
            return true;
    return false;
}

static void grad_without_optimizer(sc_Scene *sc)
{
    if (sc->no == 0)
        return;
    char *done = calloc((size_t)sc->nt + 1, 1);
    if (!done)
        return;
    for (int i = 0; i < sc->nt; i++) {
        sc_TInfo *t = &sc->t[i];
        ts_Tensor *tt = nn_tensor_of(t->obj);
        if (done[i] || !tt->grad || !ts_is_leaf(tt) || t->nopts || t->root < 0 ||
            (t->held != SC_HELD_DICT && t->held != SC_HELD_CONTAINER) || !root_trained(sc, t->root))
            continue;
        int count = 0;
        for (int j = i; j < sc->nt; j++) {
            sc_TInfo *u = &sc->t[j];
            ts_Tensor *ut = nn_tensor_of(u->obj);
            if (!done[j] && ut->grad && ts_is_leaf(ut) && !u->nopts && u->root == t->root && u->held == t->held &&
                u->holder_mod == t->holder_mod && u->holder_path && t->holder_path &&
                !strcmp(u->holder_path, t->holder_path)) {
                done[j] = 1;
                count++;
            }
        }
        const char *tp = t->tpath ? t->tpath : "";
        char *msg = count > 1 ? sc_strfmt("%s and %d more tensors under %s receive gradients but no optimizer holds "
                                          "them: they never change.", tp, count - 1,
                                          t->holder_path ? t->holder_path : tp)
                              : sc_strfmt("%s receives gradients but no optimizer holds it: it never changes.", tp);
        sc_scene_add_finding(sc, "grad-without-optimizer", "warning", t->holder_mod, sc_strdup(tp), t->holder_line,
                             msg, NULL);
    }
    free(done);
}

static void optimizer_subset(sc_Scene *sc)
{
    sc_Recorder *r = sc->r;
    for (int oi = 0; oi < sc->no; oi++) {
        int oid = r->opts[sc->oorder[oi]].id;
        for (int root = 0; root < sc->nroots; root++) {
            if (!sc->roots[root].top)
                continue;
            int held = 0, missing = 0, first = -1;
            for (int i = 0; i < sc->nt; i++) {
                sc_TInfo *t = &sc->t[i];
                if (t->root < 0 || sc->roots[t->root].mod != sc->roots[root].mod || !t->parameters)
                    continue;
                bool mine = false;
                for (int k = 0; k < t->nopts; k++)
                    mine |= t->opt_ids[k] == oid;
                if (mine)
                    held++;
                else if (!t->nopts && nn_tensor_of(t->obj)->requires_grad) {
                    if (first < 0)
                        first = i;
                    missing++;
                }
            }
            if (!held || !missing)
                continue;
            sc_TInfo *t = &sc->t[first];
            const char *rn = sc_root_name(sc, root);
            const char *cls = r->opts[sc->oorder[oi]].obj->type->name;
            char *msg = missing > 1
                            ? sc_strfmt("the %s optimizer holds %d of the %d trainable Parameters of %s: %s and %d "
                                        "more are never updated.", cls, held, held + missing, rn,
                                        t->tpath ? t->tpath : "?", missing - 1)
                            : sc_strfmt("the %s optimizer holds %d of the %d trainable Parameters of %s: %s is never "
                                        "updated.", cls, held, held + missing, rn, t->tpath ? t->tpath : "?");
            sc_scene_add_finding(
                sc, "optimizer-subset", "warning", sc->roots[root].mod, sc_strdup(t->tpath ? t->tpath : ""),
                sc_optimizer_line(sc, sc->oorder[oi]), msg,
                sc_strfmt("torch.optim.%s(%s.parameters(), ...)", cls, rn));
        }
    }
}

/* "a, b and c" from up to 4 keys (malloc'd). */
static char *key_list(char **keys, const int *idx, int n)
{
    sc_Buf b = {0};
    for (int i = 0; i < n && i < 4; i++) {
        if (i)
            sc_buf_puts(&b, i == n - 1 ? " and " : ", ");
        sc_buf_puts(&b, keys[idx[i]]);
    }
    if (n > 4)
        sc_buf_printf(&b, " and %d more", n - 4);
    if (b.oom || !b.p) {
        sc_buf_free(&b);
        return sc_strdup("?");
    }
    return b.p;
}

/* The parent path of a state_dict key ("enc.0.weight" → "enc.0"). */
static char *parent_of(const char *key)
{
    const char *dot = strrchr(key, '.');
    return dot ? sc_strfmt("%.*s", (int)(dot - key), key) : sc_strdup("");
}

/* One Parameter under several keys of one model's state_dict: a shared
 * submodule (all keys held by the same module: one finding for it) or a
 * tied Parameter. */
static void tied_weights(sc_Scene *sc)
{
    char *done = calloc((size_t)sc->nt + 1, 1);
    if (!done)
        return;
    for (int i = 0; i < sc->nt; i++) {
        sc_TInfo *t = &sc->t[i];
        if (done[i] || t->nsd < 2 || !nn_is_parameter(t->obj))
            continue;
        done[i] = 1;
        for (int root = 0; root < sc->nroots; root++) {
            int idx[SC_MAX_PATHS], n = 0;
            for (int k = 0; k < t->nsd && n < SC_MAX_PATHS; k++)
                if (t->sd_root[k] == root)
                    idx[n++] = k;
            if (n < 2)
                continue;
            bool shared = true;
            for (int k = 1; k < n; k++)
                shared &= t->sd_mod[idx[k]] == t->sd_mod[idx[0]];
            int mi = t->sd_mod[idx[n - 1]];
            char *msg, *path;
            if (shared) {
                /* the shared module's other Parameters belong to this finding */
                int np = 1;
                for (int j = i + 1; j < sc->nt; j++)
                    if (!done[j] && sc->t[j].nsd >= 2 && sc->t[j].sd_mod[0] == t->sd_mod[idx[0]] &&
                        nn_is_parameter(sc->t[j].obj)) {
                        done[j] = 1;
                        np++;
                    }
                char *parents[SC_MAX_PATHS];
                int pidx[SC_MAX_PATHS];
                for (int k = 0; k < n; k++) {
                    parents[k] = parent_of(t->sd[idx[k]]);
                    pidx[k] = k;
                }
                char *names = key_list(parents, pidx, n);
                py_Type *ty = mi >= 0 ? (py_Type *)sc->r->mods[mi].type : NULL;
                msg = sc_strfmt("%s are the same %s (a shared submodule): its %d Parameter%s %s listed once by "
                                "parameters() and %d times by state_dict().", names, ty ? ty->name : "module", np,
                                np == 1 ? "" : "s", np == 1 ? "is" : "are", n);
                path = sc_strdup(parents[n - 1]);
                free(names);
                for (int k = 0; k < n; k++)
                    free(parents[k]);
            } else {
                char *names = key_list(t->sd, idx, n);
                msg = sc_strfmt("%s are the same Parameter (tied): parameters() lists it once, state_dict() %d "
                                "times.", names, n);
                path = sc_strdup(t->sd[idx[n - 1]]);
                free(names);
            }
            sc_scene_add_finding(sc, "tied-weights", "info", mi, path, t->sd_line, msg, NULL);
        }
    }
    free(done);
}

static void duplicates(sc_Scene *sc)
{
    sc_Recorder *r = sc->r;
    for (int i = 0; i < sc->nt; i++) {
        sc_TInfo *t = &sc->t[i];
        const char *tp = t->tpath ? t->tpath : "";
        int ri = sc_map_get(&r->tenmap, t->obj);
        sc_Ten *rt = ri >= 0 ? &r->tens[ri] : NULL;
        if (rt && rt->pair_count >= 2) {
            int second = rt->pair_b;
            int line = sc_optimizer_line(sc, second);
            sc_scene_add_finding(sc, "duplicate-in-groups", "warning", t->holder_mod, sc_strdup(tp),
                                 line ? line : r->opts[second].first_line,
                                 sc_strfmt("%s is held by two optimizers (%s and %s) that both step it with the same "
                                           "gradient: every iteration updates it twice.", *tp ? tp : "a tensor",
                                           r->opts[rt->pair_a].obj->type->name, r->opts[second].obj->type->name),
                                 NULL);
        } else if (t->dup && t->nopts) {
            int oi = t->opt_ids[0] - 1;
            int line = sc_optimizer_line(sc, oi);
            sc_scene_add_finding(sc, "duplicate-in-groups", "warning", t->holder_mod, sc_strdup(tp),
                                 line ? line : r->opts[oi].first_line,
                                 sc_strfmt("%s appears more than once in the %s optimizer's param groups.",
                                           *tp ? tp : "a tensor", r->opts[oi].obj->type->name),
                                 NULL);
        }
    }
    if (sc->err.has && sc->err.message && strstr(sc->err.message, "some parameters appear in more than one parameter group"))
        sc_scene_add_finding(sc, "duplicate-in-groups", "error", -1, sc_strdup(""), sc->err.line,
                             sc_strdup("one Parameter is listed in two param groups: the optimizer refuses it."),
                             NULL);
}

static int finding_cmp(const void *a, const void *b)
{
    const sc_Finding *x = a, *y = b;
    int lx = x->line > 0 ? x->line : 1 << 30, ly = y->line > 0 ? y->line : 1 << 30;
    if (lx != ly)
        return lx < ly ? -1 : 1;
    return x->key - y->key;
}

void sc_lint(sc_Scene *sc)
{
    runtime_findings(sc);
    layer_in_forward(sc);
    containers_and_tensors(sc);
    missing_super(sc);
    grad_without_optimizer(sc);
    optimizer_subset(sc);
    tied_weights(sc);
    duplicates(sc);
    for (int i = 0; i < sc->nf; i++)
        sc->f[i].key = i;                     /* stable order for equal lines */
    if (sc->nf > 1)
        qsort(sc->f, (size_t)sc->nf, sizeof *sc->f, finding_cmp);
}
