/* sc_record.c — the recorder: installed on a state by sc_attach, it watches
 * the run through the output sink, the nn.Module scope hooks (nn_module.h)
 * and the optimizer step hook (op.h), and keeps compact records: output
 * chunks, registry events, module constructions, calls and hook firings,
 * backward() values, optimizer steps with per-tensor deltas and downsampled
 * grids, and the findings that only the run can show (a layer built inside
 * forward, m.forward(x) with hooks, in-place ops on leaves).
 *
 * Callbacks never raise and never run Python code. Bounds: see sc_internal.h
 * (and docs/scene.md, "Bounds"). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

const char *const sc_kind_names[] = {"module", "tensor", "parameter", "list", "tuple", "dict", "int", "float",
                                     "bool", "str", "none", "other"};

/* Grow a malloc'd array so that index n fits. false on OOM. */
static bool reserve(void **p, int *cap, int n, size_t size)
{
    if (n < *cap)
        return true;
    int nc = *cap ? *cap * 2 : 16;
    while (nc <= n)
        nc *= 2;
    void *q = realloc(*p, (size_t)nc * size);
    if (!q)
        return false;
    *p = q;
    *cap = nc;
    return true;
}
#define RESERVE(arr, cap, n) reserve((void **)&(arr), &(cap), (n), sizeof *(arr))

/* ------------------------------------------------------------ frames */

static bool is_user_code(py_State *S, py_Obj *co)
{
    py_Obj *fn = co ? py_code_filenameB(co) : NULL;
    return S->filename && fn && (fn == S->filename || py_str_eq(fn, S->filename));
}

int sc_user_line(py_State *S)
{
    return py_user_line(S);
}

int sc_top_user_line(py_State *S)
{
    py_Frame *f = S->frame;
    return f && is_user_code(S, py_frame_codeB(f)) ? py_frame_line(f) : 0;
}

/* The innermost running forward() of the program's code whose self is a
 * Module (NULL if none); *line receives the line it is at. */
static py_Obj *running_forward(py_State *S, int *line)
{
    for (py_Frame *f = S->frame; f; f = py_frame_back(f)) {
        py_Obj *co = py_frame_codeB(f), *name = py_code_nameB(co);
        if (!is_user_code(S, co) || !name || !py_str_eq_c(name, "forward"))
            continue;
        py_Obj *self = py_frame_arg0B(f);
        if (self && nn_is_module(self)) {
            if (line)
                *line = py_frame_line(f);
            return self;
        }
    }
    return NULL;
}

py_Obj *sc_source_line(py_State *S, int n)
{
    if (!S->source_lines || n < 1 || !(S->source_lines->type->flags & PY_TPFLAG_LIST_SUB) ||
        n > py_list_len(S->source_lines))
        return NULL;
    py_Obj *s = py_list_getB(S->source_lines, n - 1);
    return s && (s->type->flags & PY_TPFLAG_STR_SUB) ? s : NULL;
}

/* ------------------------------------------------------------ output */

static void ensure_step_hook(sc_Recorder *r, py_State *S);

static void out_write(void *ud, int stream, const char *s, size_t n)
{
    sc_Recorder *r = ud;
    ensure_step_hook(r, r->S);
    if (n) {
        sc_Chunk *c = r->nchunks ? &r->chunks[r->nchunks - 1] : NULL;
        if (!c || c->stream != stream) {
            if (RESERVE(r->chunks, r->capchunks, r->nchunks)) {
                c = &r->chunks[r->nchunks++];
                memset(c, 0, sizeof *c);
                c->stream = stream;
            } else {
                c = NULL;
            }
        }
        if (c && c->n + n + 1 > c->cap) {
            size_t cap = c->cap ? c->cap : 256;
            while (cap < c->n + n + 1)
                cap *= 2;
            char *p = realloc(c->s, cap);
            if (p) {
                c->s = p;
                c->cap = cap;
            }
        }
        if (c && c->n + n + 1 <= c->cap) {
            memcpy(c->s + c->n, s, n);
            c->n += n;
            c->s[c->n] = 0;
        }
    }
    if (r->pass.write)
        r->pass.write(r->pass.ud, stream, s, n);
}

/* ------------------------------------------------------------ records */

static int mod_new(sc_Recorder *r, py_Obj *m)
{
    if (r->nmods >= SC_MAX_MODS || !RESERVE(r->mods, r->capmods, r->nmods))
        return -1;
    int i = r->nmods;
    sc_Mod *md = &r->mods[i];
    memset(md, 0, sizeof *md);
    md->obj = m;
    md->type = py_newref((py_Obj *)m->type);
    md->last_call = -1;
    md->root = -1;
    md->fwd_owner = -1;
    if (!sc_map_set(&r->modmap, m, i)) {
        py_decref(r->S, md->type);
        return -1;
    }
    r->nmods++;
    return i;
}

int sc_mod_of(sc_Recorder *r, py_Obj *m)
{
    int i = sc_map_get(&r->modmap, m);
    if (i >= 0 && r->mods[i].type == (py_Obj *)m->type)
        return i;
    return mod_new(r, m);
}

int sc_ten_of(sc_Recorder *r, py_Obj *t)
{
    int i = sc_map_get(&r->tenmap, t);
    if (i >= 0)
        return i;
    if (!RESERVE(r->tens, r->captens, r->ntens))
        return -1;
    i = r->ntens;
    if (!sc_map_set(&r->tenmap, t, i))
        return -1;
    r->tens[i].obj = py_newref(t);
    r->tens[i].id = 0;
    r->tens[i].stepped = 0;
    r->tens[i].last_opt = -1;
    r->tens[i].last_bw = -1;
    r->tens[i].pair_a = r->tens[i].pair_b = -1;
    r->tens[i].pair_count = 0;
    r->ntens++;
    return i;
}

int sc_opt_of(sc_Recorder *r, py_Obj *o)
{
    int i = sc_map_get(&r->optmap, o);
    if (i >= 0)
        return i;
    if (!RESERVE(r->opts, r->capopts, r->nopts))
        return -1;
    i = r->nopts;
    if (!sc_map_set(&r->optmap, o, i))
        return -1;
    r->opts[i].obj = py_newref(o);
    r->opts[i].nsteps = 0;
    r->opts[i].id = 0;
    r->opts[i].first_line = 0;
    r->nopts++;
    return i;
}

sc_Attr *sc_attr_find(sc_Mod *m, py_Obj *name)
{
    for (int i = 0; i < m->nattrs; i++)
        if (m->attrs[i].name == name || py_str_eq(m->attrs[i].name, name))
            return &m->attrs[i];
    return NULL;
}

void sc_add_rfinding(sc_Recorder *r, const char *rule, const char *sev, int mod, char *path, int line, char *message,
                     char *fix)
{
    for (int i = 0; i < r->nrfind; i++)
        if (r->rfind[i].rule == rule && r->rfind[i].line == line)
            goto drop;
    if (r->nrfind >= SC_MAX_FINDINGS || !RESERVE(r->rfind, r->caprfind, r->nrfind))
        goto drop;
    sc_Finding *f = &r->rfind[r->nrfind++];
    f->rule = rule;
    f->severity = sev;
    f->mod = mod;
    f->path = path;
    f->line = line;
    f->message = message;
    f->fix = fix;
    f->key = line;
    return;
drop:
    free(path);
    free(message);
    free(fix);
}

int sc_kind_of(py_Obj *v)
{
    py_Type *t = v->type;
    if (nn_is_module(v))
        return SC_K_MODULE;
    if (nn_is_tensor(v))
        return nn_is_parameter(v) ? SC_K_PARAMETER : SC_K_TENSOR;
    if (t == PY_T(bool))
        return SC_K_BOOL;
    if (t->flags & PY_TPFLAG_INT_SUB)
        return SC_K_INT;
    if (py_isinstance_type(v, PY_T(float)))
        return SC_K_FLOAT;
    if (t->flags & PY_TPFLAG_STR_SUB)
        return SC_K_STR;
    if (t == PY_T(NoneType))
        return SC_K_NONE;
    if (t->flags & PY_TPFLAG_LIST_SUB)
        return SC_K_LIST;
    if (t->flags & PY_TPFLAG_TUPLE_SUB)
        return SC_K_TUPLE;
    if (t->flags & PY_TPFLAG_DICT_SUB)
        return SC_K_DICT;
    return SC_K_OTHER;
}

/* Visit the items of a list/tuple (values of a dict), one nesting level. */
typedef void (*ItemFn)(py_Obj *item, void *ctx);
static void each_item(py_Obj *v, int depth, ItemFn fn, void *ctx)
{
    int k = sc_kind_of(v);
    if (k == SC_K_LIST || k == SC_K_TUPLE) {
        py_ssize n = k == SC_K_LIST ? py_list_len(v) : py_tuple_len(v);
        for (py_ssize i = 0; i < n && i < 100000; i++) {
            py_Obj *it = k == SC_K_LIST ? py_list_getB(v, i) : py_tuple_getB(v, i);
            int ik = sc_kind_of(it);
            if (depth == 0 && (ik == SC_K_LIST || ik == SC_K_TUPLE || ik == SC_K_DICT))
                each_item(it, 1, fn, ctx);
            else
                fn(it, ctx);
        }
    } else if (k == SC_K_DICT) {
        py_ssize pos = 0;
        py_Obj *key, *val;
        while (py_dict_next(v, &pos, &key, &val)) {
            int ik = sc_kind_of(val);
            if (depth == 0 && (ik == SC_K_LIST || ik == SC_K_TUPLE || ik == SC_K_DICT))
                each_item(val, 1, fn, ctx);
            else
                fn(val, ctx);
        }
    }
}

typedef struct Census { int mods, params, tensors, items; py_Type *cls; bool mixed; } Census;
static void census_item(py_Obj *it, void *ctx)
{
    Census *c = ctx;
    c->items++;
    if (nn_is_module(it)) {
        if (c->mods++ == 0)
            c->cls = it->type;
        else if (c->cls != it->type)
            c->mixed = true;
    } else if (nn_is_parameter(it)) {
        c->params++;
    } else if (nn_is_tensor(it)) {
        c->tensors++;
    }
}

void sc_container_info(py_State *S, py_Obj *v, int *nmods, int *nparams, char **summary)
{
    Census c = {0};
    each_item(v, 0, census_item, &c);
    *nmods = c.mods;
    *nparams = c.params;
    if (!summary)
        return;
    const char *what = sc_kind_names[sc_kind_of(v)];
    if (c.mods && c.params)
        *summary = sc_strfmt("%s of %d modules and %d Parameters", what, c.mods, c.params);
    else if (c.mods)
        *summary = c.mixed ? sc_strfmt("%s of %d modules", what, c.mods)
                           : sc_strfmt("%s of %d %s", what, c.mods, c.cls->name);
    else if (c.params)
        *summary = sc_strfmt("%s of %d Parameter%s", what, c.params, c.params == 1 ? "" : "s");
    else if (c.tensors)
        *summary = sc_strfmt("%s of %d tensor%s", what, c.tensors, c.tensors == 1 ? "" : "s");
    else
        *summary = sc_strfmt("%s of %d item%s", what, c.items, c.items == 1 ? "" : "s");
}

/* ------------------------------------------------------------ tensor values */

/* All elements of t as doubles in logical order (malloc'd, NULL on OOM). */
static double *tensor_values(ts_Tensor *t, int64_t *n)
{
    int64_t cnt = ts_numel(t);
    *n = cnt;
    double *v = malloc(sizeof(double) * (size_t)(cnt ? cnt : 1));
    if (!v)
        return NULL;
    if (ts_is_contiguous(t) && t->dtype == TS_FLOAT32) {
        const float *p = ts_data(t);
        for (int64_t i = 0; i < cnt; i++)
            v[i] = p[i];
    } else if (ts_is_contiguous(t) && t->dtype == TS_FLOAT64) {
        memcpy(v, ts_data(t), sizeof(double) * (size_t)cnt);
    } else {
        for (int64_t i = 0; i < cnt; i++)
            v[i] = ts_get_flat_f(t, i);
    }
    return v;
}

float *sc_grid_of(ts_Tensor *t, int *rows, int *cols)
{
    int64_t n = ts_numel(t);
    if (n <= 0 || n > ((int64_t)1 << 40))
        return NULL;
    int64_t r = t->ndim >= 2 ? t->shape[0] : 1;
    int64_t c = r ? n / r : 0;
    if (r <= 0 || c <= 0)
        return NULL;
    int R = r < SC_GRID ? (int)r : SC_GRID, C = c < SC_GRID ? (int)c : SC_GRID;
    int64_t cnt;
    double *v = tensor_values(t, &cnt);
    float *g = malloc(sizeof(float) * (size_t)(R * C));
    if (!v || !g) {
        free(v);
        free(g);
        return NULL;
    }
    for (int i = 0; i < R; i++) {
        int64_t r0 = r * i / R, r1 = r * (i + 1) / R;
        for (int j = 0; j < C; j++) {
            int64_t c0 = c * j / C, c1 = c * (j + 1) / C;
            double s = 0;
            for (int64_t a = r0; a < r1; a++)
                for (int64_t b = c0; b < c1; b++)
                    s += v[a * c + b];
            g[i * C + j] = (float)(s / (double)((r1 - r0) * (c1 - c0)));
        }
    }
    free(v);
    *rows = R;
    *cols = C;
    return g;
}

/* ------------------------------------------------------------ hook callbacks */

static void step_hook(void *ud, py_State *S, py_Obj *optimizer, py_Obj *params, int phase, int line);

/* Install the optimizer step hook once the program has imported torch (which
 * imports torch.optim): importing it ourselves would change what the
 * program sees (sys.modules, classes). Called from the callbacks. */
static void ensure_step_hook(sc_Recorder *r, py_State *S)
{
    if (r->step_hook_on || r->building || !r->nns_name)
        return;
    py_Obj *m = S->modules ? py_dict_getB(S, S->modules, r->nns_name) : NULL;
    if (!m) {
        if (S->exc)
            py_err_clear(S);
        return;
    }
    py_Obj *saved = S->exc ? py_err_fetch(S) : NULL;
    if (op_set_step_hook(S, step_hook, r) < 0)
        py_err_clear(S);
    else
        r->step_hook_on = true;
    if (saved)
        py_err_raise(S, saved);
}

static void on_new(void *ud, py_State *S, py_Obj *m)
{
    sc_Recorder *r = ud;
    if (r->building)
        return;
    ensure_step_hook(r, S);
    sc_map_del(&r->modmap, m);          /* a new object may reuse a freed one's address */
    int i = mod_new(r, m);
    if (i < 0)
        return;
    r->mods[i].line = sc_user_line(S);
    int fl = 0;
    py_Obj *self = running_forward(S, &fl);
    if (self && self != m) {
        int oi = sc_mod_of(r, self);
        if (oi >= 0 && oi < r->nmods) {
            r->mods[i].forward_line = fl;
            r->mods[i].fwd_owner = oi;
        }
    }
    /* classes instantiated, for the missing-super-init check */
    py_Obj *cls = (py_Obj *)m->type;
    if (r->classes) {
        for (py_ssize k = 0; k < py_list_len(r->classes); k++)
            if (py_list_getB(r->classes, k) == cls)
                return;
        if (py_list_append(S, r->classes, cls) < 0)
            py_err_clear(S);
    }
}

/* One registry event, accepted (refused and error fields cleared). */
static void fill_event(sc_Event *e, int seq, int line, int mi, py_Obj *name, nn_Store store, nn_Store previous,
                       nn_Why why)
{
    e->seq = seq;
    e->line = line;
    e->mod = mi;
    e->name = py_newref(name);
    e->store = (uint8_t)store;
    e->from = (uint8_t)previous;
    e->why = (uint8_t)why;
    e->refused = false;
    e->err_type = e->err_msg = NULL;
}

static void on_store(void *ud, py_State *S, py_Obj *module, py_Obj *name, nn_Store store, py_Obj *value,
                     nn_Store previous, int line_unused, nn_Why why)
{
    sc_Recorder *r = ud;
    if (r->building || !(name->type->flags & PY_TPFLAG_STR_SUB))
        return;
    int mi = sc_mod_of(r, module);
    if (mi < 0)
        return;
    int line = sc_top_user_line(S);
    int seq = ++r->seq;
    if (r->nevents < SC_MAX_EVENTS && RESERVE(r->events, r->capevents, r->nevents))
        fill_event(&r->events[r->nevents++], seq, line, mi, name, store, previous, why);
    sc_Mod *md = &r->mods[mi];
    sc_Attr *a = sc_attr_find(md, name);
    if (!a) {
        if (!RESERVE(md->attrs, md->capattrs, md->nattrs))
            return;
        a = &md->attrs[md->nattrs++];
        memset(a, 0, sizeof *a);
        a->name = py_newref(name);
        a->seq = seq;
    }
    a->line = line;
    a->uline = line ? line : sc_user_line(S);
    a->store = (uint8_t)store;
    a->kind = value ? (uint8_t)sc_kind_of(value) : SC_K_NONE;
    free(a->cont_summary);
    a->cont_summary = NULL;
    a->cont_mods = a->cont_params = 0;
    if (store == NN_STORE_DICT && value &&
        (a->kind == SC_K_LIST || a->kind == SC_K_TUPLE || a->kind == SC_K_DICT)) {
        sc_container_info(S, value, &a->cont_mods, &a->cont_params, NULL);
        if (a->cont_mods || a->cont_params)
            sc_container_info(S, value, &a->cont_mods, &a->cont_params, &a->cont_summary);
    }
    if (store == NN_STORE_PARAMETERS && value && value != S->None)
        md->nparams++;
    /* the same submodule under a second name (kept for modules that do not
     * survive the run; live ones are checked on the final tree) */
    if (store == NN_STORE_MODULES && value && nn_is_module(value) && line) {
        py_Obj *ch = nn_module_children(S, module);
        py_ssize pos = 0;
        py_Obj *k, *v;
        while (ch && py_dict_next(ch, &pos, &k, &v))
            if (v == value && k != name && (k->type->flags & PY_TPFLAG_STR_SUB) && !py_str_eq(k, name)) {
                sc_add_rfinding(r, "tied-weights", "info", mi, sc_strdup(py_str_utf8(name)), line,
                                sc_strfmt("%s and %s are the same %s (shared): its Parameters are listed once by "
                                          "parameters() and once per name by state_dict().", py_str_utf8(k),
                                          py_str_utf8(name), value->type->name),
                                NULL);
                break;
            }
        if (S->exc)
            py_err_clear(S);
    }
    /* a submodule first assigned inside the module's own forward */
    if (store == NN_STORE_MODULES && previous == NN_STORE_NONE && value && line && nn_is_module(value)) {
        int fl = 0, vi = sc_map_get(&r->modmap, value);
        py_Obj *self = running_forward(S, &fl);
        if (self == module && vi >= 0 && r->mods[vi].nparams > 0)
            sc_add_rfinding(r, "module-assigned-in-forward", "warning", mi, sc_strdup(py_str_utf8(name)), line,
                            sc_strfmt("self.%s is first assigned inside forward(): a new %s with fresh random "
                                      "weights is built on every call, and an optimizer made before the first "
                                      "call never sees it.", py_str_utf8(name), value->type->name),
                            sc_strfmt("self.%s = ...  # move this line to __init__", py_str_utf8(name)));
    }
}

/* Nesting of module calls: Python depth of the open ones. */
static int call_depth(sc_Recorder *r, int pydepth)
{
    while (r->ncstack && r->cstack[r->ncstack - 1] >= pydepth)
        r->ncstack--;
    int d = r->ncstack;
    if (r->ncstack < (int)(sizeof r->cstack / sizeof r->cstack[0]))
        r->cstack[r->ncstack++] = pydepth;
    return d;
}

static int add_call(sc_Recorder *r, int mi, int via, int line, int depth)
{
    int seq = ++r->seq;
    if (r->ncalls >= SC_MAX_CALLS || !RESERVE(r->calls, r->capcalls, r->ncalls)) {
        r->calls_dropped++;
        r->mods[mi].last_call = -1;
        return -1;
    }
    sc_Call *c = &r->calls[r->ncalls];
    memset(c, 0, sizeof *c);
    c->seq = seq;
    c->line = line;
    c->mod = mi;
    c->depth = depth;
    c->via = (uint8_t)via;
    r->mods[mi].last_call = r->ncalls;
    return r->ncalls++;
}

/* A refused store: the event carries the exception's type and text (the
 * exception stays set: it is the program's). */
static void on_store_error(void *ud, py_State *S, py_Obj *module, py_Obj *name, nn_Store store, nn_Store previous,
                           nn_Why why)
{
    sc_Recorder *r = ud;
    if (r->building || !(name->type->flags & PY_TPFLAG_STR_SUB) || !S->exc)
        return;
    int mi = sc_mod_of(r, module);
    if (mi < 0 || r->nevents >= SC_MAX_EVENTS || !RESERVE(r->events, r->capevents, r->nevents))
        return;
    py_Obj *exc = py_err_fetch(S);
    py_Obj *msg = py_exc_str(S, exc);
    if (!msg)
        py_err_clear(S);
    sc_Event *e = &r->events[r->nevents++];
    fill_event(e, ++r->seq, sc_top_user_line(S), mi, name, store, previous, why);
    e->refused = true;
    e->err_type = sc_strdup(exc->type->name);
    e->err_msg = msg && (msg->type->flags & PY_TPFLAG_STR_SUB) ? sc_strdup(py_str_utf8(msg)) : NULL;
    py_xdecref(S, msg);
    py_err_raise(S, exc);
}

static void move_add(sc_Moved **arr, int *n, const char *path, py_Obj *t, nn_Store store)
{
    if (*n >= SC_MAX_MOVED || !path)
        return;
    sc_Moved *q = realloc(*arr, sizeof **arr * (size_t)(*n + 1));
    char *p = sc_strdup(path);
    if (!q || !p) {
        if (q)
            *arr = q;
        free(p);
        return;
    }
    *arr = q;
    q[*n] = (sc_Moved){p, ts_dtype_name(nn_tensor_of(t)->dtype), (uint8_t)store};
    (*n)++;
}

/* prefix + sep + name as a malloc'd C string ("" prefix: name alone). */
static char *join_path(const char *prefix, const char *name)
{
    return *prefix ? sc_strfmt("%s.%s", prefix, name) : sc_strdup(name);
}

/* What a conversion left behind in one module (path prefix): plain tensor
 * attributes, tensors in plain containers and the Parameters of modules
 * kept in plain containers (one level). */
static void stayed_in(py_State *S, sc_Move *mv, py_Obj *m, const char *prefix)
{
    py_Obj **dp = py_obj_dictptr(m);
    if (!dp || !*dp)
        return;
    py_ssize pos = 0;
    py_Obj *key, *val;
    while (py_dict_next(*dp, &pos, &key, &val)) {
        if (!(key->type->flags & PY_TPFLAG_STR_SUB) || sc_internal_name(S, key))
            continue;
        char *base = join_path(prefix, py_str_utf8(key));
        if (!base)
            return;
        int k = sc_kind_of(val);
        if (k == SC_K_TENSOR || k == SC_K_PARAMETER) {
            move_add(&mv->stayed, &mv->nstayed, base, val, NN_STORE_DICT);
        } else if (k == SC_K_LIST || k == SC_K_TUPLE) {
            py_ssize n = k == SC_K_LIST ? py_list_len(val) : py_tuple_len(val);
            for (py_ssize i = 0; i < n && i < SC_MAX_MOVED; i++) {
                py_Obj *it = k == SC_K_LIST ? py_list_getB(val, i) : py_tuple_getB(val, i);
                char *ip = sc_strfmt("%s[%d]", base, (int)i);
                if (ip && nn_is_tensor(it)) {
                    move_add(&mv->stayed, &mv->nstayed, ip, it, NN_STORE_DICT);
                } else if (ip && nn_is_module(it)) {
                    py_Obj *ps = nn_module_named_members_list(S, it, 0, NULL, true, true);
                    for (py_ssize j = 0; ps && j < py_list_len(ps); j++) {
                        py_Obj *pair = py_list_getB(ps, j);
                        py_Obj *pt = py_tuple_getB(pair, 1);
                        char *pp = nn_is_tensor(pt) ? sc_strfmt("%s.%s", ip, py_str_utf8(py_tuple_getB(pair, 0)))
                                                    : NULL;
                        move_add(&mv->stayed, &mv->nstayed, pp, pt, NN_STORE_DICT);
                        free(pp);
                    }
                    py_xdecref(S, ps);
                    if (S->exc)
                        py_err_clear(S);
                }
                free(ip);
            }
        }
        free(base);
    }
}

/* module.to()/.double()/... returned: list what it converted (registered
 * Parameters and buffers) and what it could not see. */
static void on_apply(void *ud, py_State *S, py_Obj *module, const char *method)
{
    sc_Recorder *r = ud;
    int line = sc_top_user_line(S);
    if (r->building || !line || r->nmoves >= SC_MAX_MOVES || !RESERVE(r->moves, r->capmoves, r->nmoves))
        return;
    int mi = sc_mod_of(r, module);
    if (mi < 0)
        return;
    py_Obj *saved = S->exc ? py_err_fetch(S) : NULL;
    sc_Move *mv = &r->moves[r->nmoves++];
    memset(mv, 0, sizeof *mv);
    mv->seq = ++r->seq;
    mv->line = line;
    mv->mod = mi;
    mv->method = sc_strdup(method);
    for (int which = 0; which < 2; which++) {
        py_Obj *l = nn_module_named_members_list(S, module, which, NULL, true, true);
        for (py_ssize j = 0; l && j < py_list_len(l); j++) {
            py_Obj *pair = py_list_getB(l, j), *t = py_tuple_getB(pair, 1);
            if (nn_is_tensor(t))
                move_add(&mv->moved, &mv->nmoved, py_str_utf8(py_tuple_getB(pair, 0)), t,
                         which ? NN_STORE_BUFFERS : NN_STORE_PARAMETERS);
        }
        py_xdecref(S, l);
    }
    py_Obj *ms = nn_module_named_modules_list(S, module, NULL, NULL, true);
    for (py_ssize j = 0; ms && j < py_list_len(ms); j++) {
        py_Obj *pair = py_list_getB(ms, j);
        stayed_in(S, mv, py_tuple_getB(pair, 1), py_str_utf8(py_tuple_getB(pair, 0)));
    }
    py_xdecref(S, ms);
    if (S->exc)
        py_err_clear(S);
    if (saved)
        py_err_raise(S, saved);
}

static void on_call(void *ud, py_State *S, py_Obj *module, int depth_unused, int line_unused)
{
    sc_Recorder *r = ud;
    if (r->building)
        return;
    ensure_step_hook(r, S);
    if (r->npending == (int)(sizeof r->pending / sizeof r->pending[0])) {
        memmove(r->pending, r->pending + 1, sizeof r->pending - sizeof r->pending[0]);
        r->npending--;
    }
    r->pending[r->npending++] = module;
    int depth = call_depth(r, S->depth);
    int mi = sc_mod_of(r, module);
    if (mi >= 0 && r->ncalls < SC_MAX_CALLS)
        add_call(r, mi, SC_VIA_CALL, sc_user_line(S), depth);
    else if (mi >= 0)
        add_call(r, mi, SC_VIA_CALL, 0, depth);           /* counted as dropped */
}

static bool dict_nonempty(py_State *S, py_Obj *m, const char *key)
{
    py_Obj **dp = py_obj_dictptr(m);
    py_Obj *d = dp && *dp ? py_dict_getB_str(S, *dp, key) : NULL;
    if (S->exc)
        py_err_clear(S);
    return d && (d->type->flags & PY_TPFLAG_DICT_SUB) && py_dict_len(d) > 0;
}

/* Count of forward/backward hooks registered on m. */
static int hooks_on(py_State *S, py_Obj *m)
{
    static const char *const keys[] = {"_forward_pre_hooks", "_forward_hooks", "_backward_hooks",
                                       "_backward_pre_hooks"};
    int n = 0;
    py_Obj **dp = py_obj_dictptr(m);
    for (int i = 0; i < 4; i++) {
        if (!dict_nonempty(S, m, keys[i]))
            continue;
        py_Obj *d = py_dict_getB_str(S, *dp, keys[i]);
        n += d ? (int)py_dict_len(d) : 0;
    }
    return n;
}

/* The call with `.forward(` replaced by `(` on the program's line (outside
 * string literals), or NULL. */
static char *forward_fix(py_State *S, int line)
{
    py_Obj *src = sc_source_line(S, line);
    if (!src)
        return NULL;
    const char *s = py_str_utf8(src);
    size_t n = (size_t)py_str_nbytes(src);
    char q = 0;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (q) {
            if (c == '\\')
                i++;
            else if (c == q)
                q = 0;
            continue;
        }
        if (c == '"' || c == '\'') {
            q = c;
        } else if (c == '#') {
            break;
        } else if (c == '.' && n - i >= 9 && !memcmp(s + i, ".forward(", 9) && i > 0) {
            size_t a = 0;
            while (a < n && (s[a] == ' ' || s[a] == '\t'))
                a++;
            size_t e = n;
            while (e > a && (s[e - 1] == '\n' || s[e - 1] == '\r' || s[e - 1] == ' '))
                e--;
            if (i < a || i + 9 > e)
                return NULL;
            return sc_strfmt("%.*s(%.*s", (int)(i - a), s + a, (int)(e - i - 9), s + i + 9);
        }
    }
    return NULL;
}

static void on_forward(void *ud, py_State *S, py_Obj *module)
{
    sc_Recorder *r = ud;
    if (r->building)
        return;
    for (int i = r->npending - 1; i >= 0; i--)
        if (r->pending[i] == module) {     /* m(x) looking up its forward */
            memmove(r->pending + i, r->pending + i + 1, sizeof r->pending[0] * (size_t)(r->npending - i - 1));
            r->npending--;
            return;
        }
    int line = sc_user_line(S);
    if (!sc_top_user_line(S))
        return;                            /* library code (not the program's m.forward) */
    int mi = sc_mod_of(r, module);
    if (mi < 0)
        return;
    add_call(r, mi, SC_VIA_FORWARD, line, call_depth(r, S->depth));
    int nh = hooks_on(S, module);
    if (nh > 0)
        sc_add_rfinding(r, "forward-called-directly", "warning", mi, NULL, line,
                        sc_strfmt("%s.forward(...) is called directly: the %d hook%s registered on it do%s not run "
                                  "(call the module itself).", module->type->name, nh, nh == 1 ? "" : "s",
                                  nh == 1 ? "es" : ""),
                        forward_fix(S, line));
}

/* Name and line of a hook function. */
static void hook_desc(py_State *S, py_Obj *hook, char **fn, int *line)
{
    py_Obj *co = py_function_codeB(hook);
    if (co) {
        py_Obj *name = py_function_nameB(hook);
        *fn = sc_strdup(name ? py_str_utf8(name) : "?");
        *line = is_user_code(S, co) ? py_code_firstlineno(co) : 0;
        return;
    }
    py_Obj *f = hook->type == PY_T(method) ? py_getattr_str(S, hook, "__func__") : py_newref(hook);
    if (!f) {   /* cannot happen for a method object; stay quiet (the hook must not raise) */
        py_err_clear(S);
        f = py_newref(hook);
    }
    *fn = sc_strdup(f->type->name);
    py_decref(S, f);
    *line = 0;
}

static void on_hook(void *ud, py_State *S, py_Obj *module, int kind, py_Obj *hook)
{
    sc_Recorder *r = ud;
    if (r->building)
        return;
    int mi = sc_map_get(&r->modmap, module);
    if (mi < 0 || r->mods[mi].last_call < 0)
        return;
    sc_Call *c = &r->calls[r->mods[mi].last_call];
    if (c->nhooks >= 64)
        return;
    sc_Hook *h = realloc(c->hooks, sizeof *h * (size_t)(c->nhooks + 1));
    if (!h)
        return;
    c->hooks = h;
    h[c->nhooks].kind = (uint8_t)kind;
    hook_desc(S, hook, &h[c->nhooks].fn, &h[c->nhooks].line);
    c->nhooks++;
}

static void on_backward(void *ud, py_State *S, py_Obj *tensor)
{
    sc_Recorder *r = ud;
    if (r->building || !nn_is_tensor(tensor))
        return;
    ensure_step_hook(r, S);
    ts_Tensor *t = nn_tensor_of(tensor);
    bool has = ts_numel(t) == 1;
    double v = has ? ts_get_flat_f(t, 0) : 0;
    r->last_loss = v;
    r->has_last_loss = has;
    long k = r->nbackward++;
    if (k % r->lstride)
        return;
    if (r->nlosses >= SC_MAX_LOSSES) {     /* keep every other one, double the stride */
        int j = 0;
        for (int i = 0; i < r->nlosses; i += 2)
            r->losses[j++] = r->losses[i];
        r->nlosses = j;
        r->lstride *= 2;
        if (k % r->lstride)
            return;
    }
    if (!RESERVE(r->losses, r->caplosses, r->nlosses))
        return;
    r->losses[r->nlosses++] = (sc_Loss){sc_user_line(S), v, has};
}

static void on_tensor_error(void *ud, py_State *S, const char *msg)
{
    sc_Recorder *r = ud;
    if (r->building || !strstr(msg, "leaf Variable that requires grad is being used in an in-place operation"))
        return;
    int line = sc_user_line(S);
    py_Obj *src = sc_source_line(S, line);
    char *fix = NULL;
    if (src) {
        const char *s = py_str_utf8(src);
        size_t n = (size_t)py_str_nbytes(src), a = 0;
        while (a < n && (s[a] == ' ' || s[a] == '\t'))
            a++;
        while (n > a && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' '))
            n--;
        if (n > a)
            fix = sc_strfmt("with torch.no_grad(): %.*s", (int)(n - a), s + a);
    }
    int fl = 0;
    py_Obj *self = running_forward(S, &fl);
    int mi = self ? sc_mod_of(r, self) : -1;
    sc_add_rfinding(r, "inplace-on-leaf", "error", mi, NULL, line,
                    sc_strfmt("in-place change of %s tensor that requires grad (a Parameter) while autograd "
                              "records: PyTorch raises RuntimeError. Change weights by hand only inside "
                              "torch.no_grad().", strstr(msg, "view of") ? "a view of a leaf" : "a leaf"),
                    fix);
}

/* ------------------------------------------------------------ optimizer steps */

static void snap_clear(sc_Recorder *r)
{
    for (int i = 0; i < r->nsnap; i++)
        free(r->snap[i].val);
    r->nsnap = 0;
    r->snap_on = false;
}

static void step_free(sc_Step *s)
{
    for (int i = 0; i < s->nchanged; i++)
        free(s->changed[i].grid);
    free(s->changed);
}

/* Drop every other kept step (and grids of every other grid step). */
static void decimate_steps(sc_Recorder *r)
{
    r->stride *= 2;
    int j = 0;
    for (int i = 0; i < r->nsteps; i++) {
        if (r->steps[i].gindex % r->stride) {
            step_free(&r->steps[i]);
            continue;
        }
        r->steps[j++] = r->steps[i];
    }
    r->nsteps = j;
}

static void decimate_grids(sc_Recorder *r)
{
    r->gstride *= 2;
    r->ngrid = 0;
    for (int i = 0; i < r->nsteps; i++) {
        sc_Step *s = &r->steps[i];
        bool has = false;
        for (int k = 0; k < s->nchanged; k++)
            if (s->changed[k].grid) {
                if (s->gindex % r->gstride) {
                    free(s->changed[k].grid);
                    s->changed[k].grid = NULL;
                } else {
                    has = true;
                }
            }
        r->ngrid += has;
    }
}

static void step_hook(void *ud, py_State *S, py_Obj *optimizer, py_Obj *params, int phase, int line)
{
    sc_Recorder *r = ud;
    if (r->building)
        return;
    int oi = sc_opt_of(r, optimizer);
    if (oi < 0)
        return;
    if (phase == OP_STEP_BEFORE) {
        snap_clear(r);
        if (!r->opts[oi].first_line)
            r->opts[oi].first_line = line;
        if (oi < 32) {
            py_ssize n = py_list_len(params);
            for (py_ssize i = 0; i < n; i++) {
                py_Obj *p = py_list_getB(params, i);
                int ti = nn_is_tensor(p) ? sc_ten_of(r, p) : -1;
                if (ti < 0)
                    continue;
                sc_Ten *t = &r->tens[ti];
                t->stepped |= 1u << oi;
                if (t->last_opt >= 0 && t->last_opt != oi && t->last_bw == r->nbackward) {
                    if (t->pair_a == t->last_opt && t->pair_b == oi) {
                        t->pair_count++;
                    } else {
                        t->pair_a = t->last_opt;
                        t->pair_b = oi;
                        t->pair_count = 1;
                    }
                }
                t->last_opt = oi;
                t->last_bw = r->nbackward;
            }
        }
        if (r->gsteps % r->stride)
            return;
        r->snap_on = true;
        r->snap_opt = oi;
        py_ssize n = py_list_len(params);
        for (py_ssize i = 0; i < n; i++) {
            py_Obj *p = py_list_getB(params, i);
            if (!nn_is_tensor(p))
                continue;
            int ti = sc_ten_of(r, p);
            if (ti < 0 || !RESERVE(r->snap, r->capsnap, r->nsnap))
                break;
            int64_t cnt;
            double *v = tensor_values(nn_tensor_of(p), &cnt);
            if (!v)
                break;
            r->snap[r->nsnap++] = (struct sc_Snap){ti, v, cnt};
        }
        return;
    }
    long g = r->gsteps++;
    int index = r->opts[oi].nsteps++;
    if (!r->snap_on || r->snap_opt != oi || g % r->stride) {
        snap_clear(r);
        return;
    }
    if (r->nsteps >= SC_MAX_STEPS) {
        decimate_steps(r);
        if (g % r->stride) {
            snap_clear(r);
            return;
        }
    }
    if (!RESERVE(r->steps, r->capsteps, r->nsteps)) {
        snap_clear(r);
        return;
    }
    sc_Step *s = &r->steps[r->nsteps];
    memset(s, 0, sizeof *s);
    s->opt = oi;
    s->index = index;
    s->line = line;
    s->gindex = g;
    s->loss = r->last_loss;
    s->has_loss = r->has_last_loss;
    s->changed = calloc((size_t)(r->nsnap ? r->nsnap : 1), sizeof *s->changed);
    if (!s->changed) {
        snap_clear(r);
        return;
    }
    if (r->ngrid >= SC_MAX_GRID_STEPS)
        decimate_grids(r);
    bool grids = g % r->gstride == 0;
    for (int i = 0; i < r->nsnap; i++) {
        ts_Tensor *t = nn_tensor_of(r->tens[r->snap[i].ten].obj);
        int64_t cnt;
        double *after = tensor_values(t, &cnt);
        double d = 0;
        if (after && cnt == r->snap[i].n) {
            for (int64_t k = 0; k < cnt; k++) {
                double x = after[k] - r->snap[i].val[k];
                d += x * x;
            }
            d = sqrt(d);
        } else {
            d = NAN;
        }
        free(after);
        sc_Changed *c = &s->changed[s->nchanged++];
        c->ten = r->snap[i].ten;
        c->delta = d;
        if (grids && i < SC_MAX_GRID_TENS) {
            int R = 0, C = 0;
            c->grid = sc_grid_of(t, &R, &C);
            c->rows = (uint8_t)R;
            c->cols = (uint8_t)C;
        }
    }
    if (grids)
        r->ngrid++;
    r->nsteps++;
    snap_clear(r);
}

/* ------------------------------------------------------------ attach / detach */

sc_Recorder *sc_attach(py_State *S)
{
    sc_Recorder *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->S = S;
    r->stride = r->gstride = r->lstride = 1;
    r->hooks.ud = r;
    r->hooks.on_store = on_store;
    r->hooks.on_store_error = on_store_error;
    r->hooks.on_apply = on_apply;
    r->hooks.on_call = on_call;
    r->hooks.on_hook = on_hook;
    r->hooks.on_new = on_new;
    r->hooks.on_forward = on_forward;
    r->hooks.on_backward = on_backward;
    r->hooks.on_tensor_error = on_tensor_error;
    r->classes = py_list_new(S, 0);
    r->nns_name = py_intern(S, "torch.optim._nns");
    nn_State *ns = nn_state(S);
    if (!r->classes || !ns) {
        py_err_clear(S);
        sc_detach(r, S);
        return NULL;
    }
    ensure_step_hook(r, S);
    r->pass = S->out;
    S->out.write = out_write;
    S->out.ud = r;
    ns->scope = &r->hooks;
    S->ext->scope = r;
    return r;
}

void sc_detach(sc_Recorder *r, py_State *S)
{
    if (!r)
        return;
    if (S->ext && S->ext->scope == r) {
        S->ext->scope = NULL;
        nn_State *ns = nn_state(S);
        if (ns && ns->scope == &r->hooks)
            ns->scope = NULL;
        S->out = r->pass;
        if (r->step_hook_on) {
            py_Obj *saved = S->exc ? py_err_fetch(S) : NULL;
            if (op_set_step_hook(S, NULL, NULL) < 0)
                py_err_clear(S);
            if (saved)
                py_err_raise(S, saved);
        }
    }
    for (int i = 0; i < r->nchunks; i++)
        free(r->chunks[i].s);
    free(r->chunks);
    for (int i = 0; i < r->nmods; i++) {
        sc_Mod *m = &r->mods[i];
        py_xdecref(S, m->type);
        for (int k = 0; k < m->nattrs; k++) {
            py_decref(S, m->attrs[k].name);
            free(m->attrs[k].cont_summary);
        }
        free(m->attrs);
        free(m->path);
    }
    free(r->mods);
    sc_map_free(&r->modmap);
    for (int i = 0; i < r->nevents; i++) {
        py_decref(S, r->events[i].name);
        free(r->events[i].err_type);
        free(r->events[i].err_msg);
    }
    free(r->events);
    for (int i = 0; i < r->nmoves; i++) {
        sc_Move *mv = &r->moves[i];
        for (int k = 0; k < mv->nmoved; k++)
            free(mv->moved[k].path);
        for (int k = 0; k < mv->nstayed; k++)
            free(mv->stayed[k].path);
        free(mv->moved);
        free(mv->stayed);
        free(mv->method);
    }
    free(r->moves);
    for (int i = 0; i < r->ncalls; i++) {
        for (int k = 0; k < r->calls[i].nhooks; k++)
            free(r->calls[i].hooks[k].fn);
        free(r->calls[i].hooks);
    }
    free(r->calls);
    for (int i = 0; i < r->ntens; i++)
        py_decref(S, r->tens[i].obj);
    free(r->tens);
    sc_map_free(&r->tenmap);
    for (int i = 0; i < r->nopts; i++)
        py_decref(S, r->opts[i].obj);
    free(r->opts);
    sc_map_free(&r->optmap);
    for (int i = 0; i < r->nsteps; i++)
        step_free(&r->steps[i]);
    free(r->steps);
    snap_clear(r);
    free(r->snap);
    free(r->losses);
    for (int i = 0; i < r->nrfind; i++) {
        free(r->rfind[i].path);
        free(r->rfind[i].message);
        free(r->rfind[i].fix);
    }
    free(r->rfind);
    py_xdecref(S, r->classes);
    free(r);
}
