/* py_dict.c — dict: a compact, insertion-ordered hash table (CPython 3.6+
 * layout: an index table of int32 slots pointing into a dense entries
 * array). Deleted entries leave holes in the entries array until the next
 * resize; deleting and re-inserting a key therefore moves it to the end.
 * Views and iterators live in py_dictview.c. */
#include "py_containers.h"
#include "py_builtins.h"
#include "py_runtime.h"

#include <string.h>

#define DICT(o) ((py_Dict *)(o))
#define IX_EMPTY (-1)
#define IX_DUMMY (-2)
#define MIN_INDICES 8
#define PERTURB_SHIFT 5

static inline py_ssize usable_of(py_ssize nindices) { return (nindices << 1) / 3; }
/* Size of the block holding the index table and the entries. */
static inline size_t table_bytes(py_ssize nindices, py_ssize cap)
{
    return (size_t)nindices * sizeof(int32_t) + (size_t)cap * sizeof(py_DictEntry);
}

/* Dicts made by py_dict_new carry room for the smallest table right after
 * the object (one allocation instead of two for small dicts such as
 * instance __dict__s). */
#define INLINE_BYTES (MIN_INDICES * sizeof(int32_t) + (MIN_INDICES * 2 / 3) * sizeof(py_DictEntry))
static inline int32_t *inline_table(py_Dict *d) { return (int32_t *)(d + 1); }
static inline bool has_inline(py_Dict *d) { return py_obj_allocsize((py_Obj *)d) >= sizeof(py_Dict) + INLINE_BYTES; }
static inline void free_table(py_State *S, py_Dict *d, int32_t *indices, py_ssize ni, py_ssize cap)
{
    if (indices != inline_table(d))
        py_free(S, indices, table_bytes(ni, cap));
}

/* Allocate fresh tables with `nindices` slots and place the live entries
 * of `old` (count n) into them in order. */
static int build_tables(py_State *S, py_Dict *d, py_ssize nindices, py_DictEntry *old, py_ssize nold)
{
    if (nindices > ((py_ssize)1 << 30)) {
        py_err_nomemory(S);
        return -1;
    }
    py_ssize cap = usable_of(nindices);
    /* one block: the index table, then the entries (nindices >= 8, so the
     * entries start 8-byte aligned) */
    int32_t *indices;
    if (nindices == MIN_INDICES && d->indices != inline_table(d) && has_inline(d)) {
        indices = inline_table(d);
        memset(indices, 0, INLINE_BYTES);
    } else if (!(indices = (int32_t *)py_malloc(S, table_bytes(nindices, cap)))) {
        return -1;
    }
    py_DictEntry *entries = (py_DictEntry *)(indices + nindices);
    memset(indices, 0xff, (size_t)nindices * sizeof(int32_t));
    size_t mask = (size_t)nindices - 1;
    py_ssize n = 0;
    for (py_ssize k = 0; k < nold; k++) {
        if (!old[k].key)
            continue;
        entries[n] = old[k];
        size_t perturb = (size_t)old[k].hash;
        size_t i = (size_t)old[k].hash & mask;
        while (indices[i] != IX_EMPTY) {
            perturb >>= PERTURB_SHIFT;
            i = (i * 5 + perturb + 1) & mask;
        }
        indices[i] = (int32_t)n;
        n++;
    }
    py_ssize oldcap = d->cap, oldni = d->nindices;
    if (d->indices)
        free_table(S, d, d->indices, oldni, oldcap);
    d->indices = indices;
    d->entries = entries;
    d->nindices = nindices;
    d->cap = cap;
    d->nentries = n;
    return 0;
}

/* Grow (or compact) so that at least one more entry fits. */
static int dict_resize(py_State *S, py_Dict *d, py_ssize minused)
{
    py_ssize n = MIN_INDICES;
    while (n < minused)     /* CPython: the next power of two >= used * 3 */
        n <<= 1;
    return build_tables(S, d, n, d->entries, d->nentries);
}

static inline bool str_exact(py_Obj *o) { return PY_TYPE(o) == PY_T(str); }

/* Find key: returns the entry index (>= 0), -1 if absent, -2 on error.
 * *slot receives the index-table position of the key (found) or of the
 * first free position on its probe path (absent). */
static py_ssize lookup(py_State *S, py_Dict *d, py_Obj *key, py_hash hash, size_t *slot)
{
restart:
    if (!d->indices) {
        *slot = 0;
        return -1;
    }
    size_t mask = (size_t)d->nindices - 1;
    size_t i = (size_t)hash & mask, perturb = (size_t)hash;
    size_t freeslot = (size_t)-1;
    bool kstr = str_exact(key);
    for (;;) {
        int32_t ix = d->indices[i];
        if (ix == IX_EMPTY) {
            *slot = freeslot != (size_t)-1 ? freeslot : i;
            return -1;
        }
        if (ix == IX_DUMMY) {
            if (freeslot == (size_t)-1)
                freeslot = i;
        } else {
            py_DictEntry *ep = &d->entries[ix];
            py_Obj *sk = ep->key;
            if (sk == key) {
                *slot = i;
                return ix;
            }
            if (ep->hash == hash) {
                if (kstr && str_exact(sk)) {
                    if (py_str_eq(sk, key)) {
                        *slot = i;
                        return ix;
                    }
                } else {
                    py_DictEntry *entries = d->entries;
                    py_incref(sk);
                    int c = py_richcompare_bool(S, sk, key, PY_EQ);
                    py_decref(S, sk);
                    if (c < 0)
                        return -2;
                    if (entries != d->entries || d->indices == NULL || d->entries[ix].key != sk)
                        goto restart;
                    if (c) {
                        *slot = i;
                        return ix;
                    }
                }
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
}

py_ssize py_dict_entry_index(py_State *S, py_Obj *d, py_Obj *key, py_hash hash)
{
    size_t slot;
    return lookup(S, DICT(d), key, hash, &slot);
}

/* First free index slot on hash's probe path (the key is known absent). */
static size_t find_empty(py_Dict *d, py_hash hash)
{
    size_t mask = (size_t)d->nindices - 1;
    size_t i = (size_t)hash & mask, perturb = (size_t)hash;
    while (d->indices[i] >= 0) {
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    return i;
}

py_Obj *py_dict_new(py_State *S)
{
    return py_obj_alloc(S, PY_T(dict), (py_ssize)(sizeof(py_Dict) + INLINE_BYTES));
}

py_Obj *py_dict_getB_hash(py_State *S, py_Obj *o, py_Obj *key, py_hash hash)
{
    size_t slot;
    py_ssize ix = lookup(S, DICT(o), key, hash, &slot);
    if (ix < 0)
        return NULL;
    return DICT(o)->entries[ix].value;
}

py_Obj *py_dict_getB(py_State *S, py_Obj *o, py_Obj *key)
{
    py_hash h = py_hash_fast(S, key);
    if (h == -1)
        return NULL;
    return py_dict_getB_hash(S, o, key, h);
}

py_Obj *py_dict_getB_str(py_State *S, py_Obj *o, const char *key)
{
    py_Obj *k = py_str_from(S, key);
    if (!k)
        return NULL;
    py_Obj *v = py_dict_getB(S, o, k);
    py_decref(S, k);
    return v;
}

int py_dict_set_hash(py_State *S, py_Obj *o, py_Obj *key, py_hash hash, py_Obj *v)
{
    py_Dict *d = DICT(o);
    size_t slot;
    py_ssize ix = lookup(S, d, key, hash, &slot);
    if (ix == -2)
        return -1;
    if (ix >= 0) {
        py_Obj *old = d->entries[ix].value;
        d->entries[ix].value = py_newref(v);
        d->version++;
        py_decref(S, old);
        return 0;
    }
    if (!d->indices || d->nentries >= d->cap) {
        if (dict_resize(S, d, d->used * 3 > MIN_INDICES ? d->used * 3 : MIN_INDICES) < 0)
            return -1;
        slot = find_empty(d, hash);
    }
    py_DictEntry *ep = &d->entries[d->nentries];
    ep->hash = hash;
    ep->key = py_newref(key);
    ep->value = py_newref(v);
    d->indices[slot] = (int32_t)d->nentries;
    d->nentries++;
    d->used++;
    d->version++;
    return 0;
}

int py_dict_set(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v)
{
    py_hash h = py_hash_fast(S, key);
    if (h == -1)
        return -1;
    return py_dict_set_hash(S, o, key, h, v);
}

int py_dict_set_str(py_State *S, py_Obj *o, const char *key, py_Obj *v)
{
    py_Obj *k = py_str_from(S, key);
    if (!k)
        return -1;
    int rc = py_dict_set(S, o, k, v);
    py_decref(S, k);
    return rc;
}

/* Remove the entry at ix (index slot `slot`); returns the old key and value
 * (new refs transferred to the caller). */
static void remove_entry(py_Dict *d, size_t slot, py_ssize ix, py_Obj **k, py_Obj **v)
{
    d->indices[slot] = IX_DUMMY;
    *k = d->entries[ix].key;
    *v = d->entries[ix].value;
    d->entries[ix].key = NULL;
    d->entries[ix].value = NULL;
    d->used--;
    d->version++;
}

static int set_key_error(py_State *S, py_Obj *key)
{
    py_Obj *t = py_tuple_pack(S, 1, key);
    if (t) {
        py_err_set(S, PY_T(KeyError), t);
        py_decref(S, t);
    }
    return -1;
}

int py_dict_discard(py_State *S, py_Obj *o, py_Obj *key)
{
    py_hash h = py_hash_fast(S, key);
    if (h == -1)
        return -1;
    size_t slot;
    py_ssize ix = lookup(S, DICT(o), key, h, &slot);
    if (ix == -2)
        return -1;
    if (ix == -1)
        return 0;
    py_Obj *k, *v;
    remove_entry(DICT(o), slot, ix, &k, &v);
    py_decref(S, k);
    py_decref(S, v);
    return 1;
}

int py_dict_del(py_State *S, py_Obj *o, py_Obj *key)
{
    int rc = py_dict_discard(S, o, key);
    if (rc == 0)
        return set_key_error(S, key);
    return rc < 0 ? -1 : 0;
}

py_Obj *py_dict_pop(py_State *S, py_Obj *o, py_Obj *key, int *found)
{
    *found = 0;
    py_hash h = py_hash_fast(S, key);
    if (h == -1)
        return NULL;
    size_t slot;
    py_ssize ix = lookup(S, DICT(o), key, h, &slot);
    if (ix < 0)
        return NULL;
    py_Obj *k, *v;
    remove_entry(DICT(o), slot, ix, &k, &v);
    py_decref(S, k);
    *found = 1;
    return v;
}

int py_dict_contains(py_State *S, py_Obj *o, py_Obj *key)
{
    py_hash h = py_hash_fast(S, key);
    if (h == -1)
        return -1;
    size_t slot;
    py_ssize ix = lookup(S, DICT(o), key, h, &slot);
    return ix == -2 ? -1 : ix >= 0;
}

bool py_dict_next_hash(py_Obj *o, py_ssize *pos, py_Obj **key, py_Obj **value, py_hash *hash)
{
    py_Dict *d = DICT(o);
    py_ssize i = *pos;
    while (i < d->nentries && !d->entries[i].key)
        i++;
    if (i >= d->nentries) {
        *pos = i;
        return false;
    }
    *pos = i + 1;
    if (key)
        *key = d->entries[i].key;
    if (value)
        *value = d->entries[i].value;
    if (hash)
        *hash = d->entries[i].hash;
    return true;
}

bool py_dict_next(py_Obj *d, py_ssize *pos, py_Obj **key, py_Obj **value)
{
    return py_dict_next_hash(d, pos, key, value, NULL);
}

void py_dict_clear(py_State *S, py_Obj *o)
{
    py_Dict *d = DICT(o);
    py_DictEntry *entries = d->entries;
    py_ssize n = d->nentries, cap = d->cap;
    int32_t *indices = d->indices;
    py_ssize ni = d->nindices;
    if (!indices)
        return;
    d->entries = NULL;
    d->indices = NULL;
    d->nentries = d->used = d->cap = d->nindices = 0;
    d->version++;
    for (py_ssize i = 0; i < n; i++) {
        if (entries[i].key) {
            py_decref(S, entries[i].key);
            py_decref(S, entries[i].value);
        }
    }
    free_table(S, d, indices, ni, cap);
}

/* Copy the live entries of src into the empty dict dst. */
static int copy_into(py_State *S, py_Dict *dst, py_Dict *src)
{
    if (src->used == 0)
        return 0;
    py_ssize n = MIN_INDICES;
    while (usable_of(n) < src->used)
        n <<= 1;
    if (build_tables(S, dst, n, src->entries, src->nentries) < 0)
        return -1;
    for (py_ssize i = 0; i < dst->nentries; i++) {
        py_incref(dst->entries[i].key);
        py_incref(dst->entries[i].value);
    }
    dst->used = dst->nentries;
    return 0;
}

py_Obj *py_dict_copy(py_State *S, py_Obj *o)
{
    py_Obj *r = py_dict_new(S);
    if (!r)
        return NULL;
    if (copy_into(S, DICT(r), DICT(o)) < 0) {
        py_decref(S, r);
        return NULL;
    }
    return r;
}

/* A list of the keys / values / (key, value) pairs, in order. */
static py_Obj *dict_list(py_State *S, py_Obj *o, int what)
{
    py_Dict *d = DICT(o);
    py_Obj *l = py_list_new(S, d->used);
    if (!l)
        return NULL;
    py_ssize pos = 0, k = 0;
    py_Obj *key, *val;
    while (py_dict_next(o, &pos, &key, &val)) {
        py_Obj *item;
        if (what == 0)
            item = py_newref(key);
        else if (what == 1)
            item = py_newref(val);
        else if (!(item = py_tuple_pack(S, 2, key, val))) {
            ((py_List *)l)->len = k;
            py_decref(S, l);
            return NULL;
        }
        ((py_List *)l)->items[k++] = item;
    }
    return l;
}

py_Obj *py_dict_keys_list(py_State *S, py_Obj *d) { return dict_list(S, d, 0); }
py_Obj *py_dict_values_list(py_State *S, py_Obj *d) { return dict_list(S, d, 1); }
py_Obj *py_dict_items_list(py_State *S, py_Obj *d) { return dict_list(S, d, 2); }

/* True when `o` can be merged entry by entry (a dict whose iteration is
 * not overridden). */
static bool plain_dict(py_Obj *o)
{
    return py_dict_check(o) && (PY_TYPE(o) == PY_T(dict) || PY_TYPE(o)->iter == PY_T(dict)->iter);
}

int py_dict_merge(py_State *S, py_Obj *o, py_Obj *other, bool override)
{
    if (plain_dict(other)) {
        py_Dict *src = DICT(other);
        if (o == other || src->used == 0)
            return 0;
        if (DICT(o)->used == 0 && PY_TYPE(o) == PY_T(dict) && override)
            return copy_into(S, DICT(o), src);
        for (py_ssize i = 0; i < src->nentries; i++) {
            py_DictEntry *ep = &src->entries[i];
            if (!ep->key)
                continue;
            py_Obj *k = py_newref(ep->key), *v = py_newref(ep->value);
            int rc = 0;
            if (!override) {
                size_t slot;
                py_ssize ix = lookup(S, DICT(o), k, ep->hash, &slot);
                if (ix == -2)
                    rc = -1;
                else if (ix == -1)
                    rc = py_dict_set_hash(S, o, k, ep->hash, v);
            } else {
                rc = py_dict_set_hash(S, o, k, ep->hash, v);
            }
            py_decref(S, k);
            py_decref(S, v);
            if (rc < 0)
                return -1;
        }
        return 0;
    }
    /* generic mapping: for k in other.keys(): d[k] = other[k] */
    py_Obj *keys = py_call_method(S, other, S->id.keys, NULL, 0, NULL);
    if (!keys)
        return -1;
    py_Obj *it = py_iter(S, keys);
    py_decref(S, keys);
    if (!it)
        return -1;
    py_Obj *k;
    while ((k = py_next(S, it)) != NULL) {
        int rc = 0;
        if (!override) {
            rc = py_dict_contains(S, o, k);
            if (rc == 1) {
                py_decref(S, k);
                continue;
            }
        }
        py_Obj *v = rc < 0 ? NULL : py_getitem(S, other, k);
        if (!v || py_dict_set(S, o, k, v) < 0) {
            py_xdecref(S, v);
            py_decref(S, k);
            py_decref(S, it);
            return -1;
        }
        py_decref(S, v);
        py_decref(S, k);
    }
    py_decref(S, it);
    return py_err_occurred(S) ? -1 : 0;
}

/* d.update(iterable of pairs) */
static int merge_pairs(py_State *S, py_Obj *o, py_Obj *seq)
{
    py_Obj *it = py_iter(S, seq);
    if (!it)
        return -1;
    py_ssize i = 0;
    py_Obj *item;
    while ((item = py_next(S, it)) != NULL) {
        py_Obj *pair;
        if (PY_TYPE(item) == PY_T(tuple) || PY_TYPE(item) == PY_T(list)) {
            pair = py_newref(item);
        } else {
            pair = py_seq_list(S, item);
            if (!pair) {
                if (py_err_matches(S, PY_T(TypeError))) {
                    py_err_clear(S);
                    py_err_format(S, PY_T(TypeError), "cannot convert dictionary update sequence element #%zd to a sequence", i);
                }
                py_decref(S, item);
                py_decref(S, it);
                return -1;
            }
        }
        py_decref(S, item);
        py_ssize n = PY_TYPE(pair) == PY_T(tuple) ? py_tuple_len(pair) : py_list_len(pair);
        if (n != 2) {
            py_decref(S, pair);
            py_decref(S, it);
            py_err_format(S, PY_T(ValueError), "dictionary update sequence element #%zd has length %zd; 2 is required", i, n);
            return -1;
        }
        py_Obj *const *pi = PY_TYPE(pair) == PY_T(tuple) ? ((py_Tuple *)pair)->items : ((py_List *)pair)->items;
        py_Obj *k = py_newref(pi[0]), *v = py_newref(pi[1]);
        py_decref(S, pair);
        int rc = py_dict_set(S, o, k, v);   /* never a subclass __setitem__ (CPython) */
        py_decref(S, k);
        py_decref(S, v);
        if (rc < 0) {
            py_decref(S, it);
            return -1;
        }
        i++;
    }
    py_decref(S, it);
    return py_err_occurred(S) ? -1 : 0;
}

int py_dict_update_arg(py_State *S, py_Obj *o, py_Obj *arg)
{
    if (plain_dict(arg))
        return py_dict_merge(S, o, arg, true);
    int has = py_hasattr(S, arg, S->id.keys);
    if (has < 0)
        return -1;
    if (has)
        return py_dict_merge(S, o, arg, true);
    return merge_pairs(S, o, arg);
}

int py_dict_update(py_State *S, py_Obj *d, py_Obj *other)
{
    return py_dict_update_arg(S, d, other);
}

/* Apply keyword arguments (values at args[nargs..]) to d. */
static int update_kwargs(py_State *S, py_Obj *d, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nk; i++)
        if (py_dict_set(S, d, py_tuple_getB(kwnames, i), args[nargs + i]) < 0)
            return -1;
    return 0;
}

int py_dict_eq(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Dict *x = DICT(a), *y = DICT(b);
    if (x->used != y->used)
        return 0;
    for (py_ssize i = 0; i < x->nentries; i++) {
        py_DictEntry *ep = &x->entries[i];
        if (!ep->key)
            continue;
        py_Obj *k = py_newref(ep->key), *av = py_newref(ep->value);
        size_t slot;
        py_ssize ix = lookup(S, y, k, ep->hash, &slot);
        int r;
        if (ix == -2) {
            r = -1;
        } else if (ix == -1) {
            r = 0;
        } else {
            py_Obj *bv = py_newref(y->entries[ix].value);
            r = py_richcompare_bool(S, av, bv, PY_EQ);
            py_decref(S, bv);
        }
        py_decref(S, k);
        py_decref(S, av);
        if (r <= 0)
            return r;
        if (i >= x->nentries)
            break;
    }
    return 1;
}

py_Obj *py_dict_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    py_hash h = py_hash_fast(S, key);
    if (h == -1)
        return NULL;
    size_t slot;
    py_ssize ix = lookup(S, DICT(o), key, h, &slot);
    if (ix >= 0)
        return py_newref(DICT(o)->entries[ix].value);
    if (ix == -2)
        return NULL;
    if (PY_TYPE(o) != PY_T(dict) && py_type_lookupB(PY_TYPE(o), S->id.__missing__)) {
        py_Obj *args[1] = {key};
        return py_call_method(S, o, S->id.__missing__, args, 1, NULL);
    }
    set_key_error(S, key);
    return NULL;
}

/* ------------------------------------------------------------ slots */

static void dict_dealloc(py_State *S, py_Obj *o)
{
    py_dict_clear(S, o);
    py_obj_free(S, o);
}

static int dict_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Dict *d = DICT(o);
    for (py_ssize i = 0; i < d->nentries; i++) {
        py_DictEntry *ep = &d->entries[i];
        if (!ep->key)
            continue;
        if (visit(ep->key, arg) || visit(ep->value, arg))
            return 1;
    }
    return 0;
}

static void dict_gc_clear(py_State *S, py_Obj *o) { py_dict_clear(S, o); }

static py_Obj *dict_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_obj_alloc(S, t, t == PY_T(dict) ? (py_ssize)sizeof(py_Dict) : t->basicsize);
}

static int dict_tp_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_unpack(S, "dict", nargs, 0, 1) < 0)
        return -1;
    if (nargs && py_dict_update_arg(S, self, args[0]) < 0)
        return -1;
    return update_kwargs(S, self, args, nargs, kwnames);
}

static py_Obj *dict_repr(py_State *S, py_Obj *o)
{
    py_Dict *d = DICT(o);
    if (d->used == 0)
        return py_str_from(S, "{}");
    int rc = py_repr_enter(S, o);
    if (rc < 0)
        return NULL;
    if (rc > 0)
        return py_str_from(S, "{...}");
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_putc(&b, '{');
    py_Obj *res = NULL;
    bool first = true;
    if (py_enter_recursive(S, " while getting the repr of an object") < 0)
        goto done;
    for (py_ssize i = 0; i < d->nentries; i++) {
        py_DictEntry *ep = &d->entries[i];
        if (!ep->key)
            continue;
        py_Obj *k = py_newref(ep->key), *v = py_newref(ep->value);
        if (!first)
            nb_buf_append(&b, ", ", 2);
        first = false;
        py_Obj *kr = py_repr(S, k);
        py_Obj *vr = kr ? py_repr(S, v) : NULL;
        py_decref(S, k);
        py_decref(S, v);
        if (!vr) {
            py_xdecref(S, kr);
            py_leave_recursive(S);
            goto done;
        }
        nb_buf_append(&b, py_str_utf8(kr), (size_t)py_str_nbytes(kr));
        nb_buf_append(&b, ": ", 2);
        nb_buf_append(&b, py_str_utf8(vr), (size_t)py_str_nbytes(vr));
        py_decref(S, kr);
        py_decref(S, vr);
    }
    py_leave_recursive(S);
    nb_buf_putc(&b, '}');
    if (b.oom)
        py_err_nomemory(S);
    else
        res = py_str_new(S, b.data, (py_ssize)b.len);
done:
    nb_buf_free(&b);
    py_repr_leave(S, o);
    return res;
}

static py_Obj *dict_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!py_dict_check(a) || !py_dict_check(b) || (op != PY_EQ && op != PY_NE))
        return py_newref(S->NotImplemented);
    int r = py_dict_eq(S, a, b);
    if (r < 0)
        return NULL;
    return PY_BOOL(S, op == PY_EQ ? r : !r);
}

static py_ssize dict_len(py_State *S, py_Obj *o) { return DICT(o)->used; }
static int dict_bool(py_State *S, py_Obj *o) { return DICT(o)->used != 0; }

static py_Obj *dict_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    return py_dict_getitem(S, o, key);
}

static int dict_setitem(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v)
{
    if (v)
        return py_dict_set(S, o, key, v);
    return py_dict_del(S, o, key);
}

static int dict_contains(py_State *S, py_Obj *o, py_Obj *key)
{
    return py_dict_contains(S, o, key);
}

static py_Obj *dict_iter(py_State *S, py_Obj *o)
{
    return py_dictiter_new(S, o, PY_T(dict_keyiterator), false);
}

/* OrderedDict and defaultdict keep their type (and factory) through `|`:
 * CPython gives them their own __or__/__ror__. */
static bool keeps_type(py_Obj *o)
{
    return py_isinstance_type(o, PY_T(OrderedDict)) || py_isinstance_type(o, PY_T(defaultdict));
}

static py_Obj *typed_copy(py_State *S, py_Obj *like, py_Obj *src)
{
    if (py_isinstance_type(like, PY_T(defaultdict))) {
        py_Obj *fac = py_getattr_str(S, like, "default_factory");
        if (!fac) return NULL;
        py_Obj *r = py_call2(S, (py_Obj *)PY_TYPE(like), fac, src);
        py_decref(S, fac);
        return r;
    }
    return py_call1(S, (py_Obj *)PY_TYPE(like), src);
}

static py_Obj *dict_or(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_dict_check(a) || !py_dict_check(b))
        return py_newref(S->NotImplemented);
    py_Obj *r = keeps_type(a) ? typed_copy(S, a, a) : keeps_type(b) ? typed_copy(S, b, a) : py_dict_copy(S, a);
    if (!r)
        return NULL;
    if (py_dict_update_arg(S, r, b) < 0) {
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *dict_ior(py_State *S, py_Obj *a, py_Obj *b)
{
    if (py_dict_update_arg(S, a, b) < 0)
        return NULL;
    return py_newref(a);
}

/* ---------------------------------------------------------- methods */

static py_Obj *dict_m_keys(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "dict.keys", nargs, kwnames) < 0)
        return NULL;
    return py_dictview_new(S, self, PY_T(dict_keys));
}

static py_Obj *dict_m_values(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "dict.values", nargs, kwnames) < 0)
        return NULL;
    return py_dictview_new(S, self, PY_T(dict_values));
}

static py_Obj *dict_m_items(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "dict.items", nargs, kwnames) < 0)
        return NULL;
    return py_dictview_new(S, self, PY_T(dict_items));
}

static py_Obj *dict_m_get(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "dict.get", kwnames) < 0 || py_cont_unpack(S, "get", nargs, 1, 2) < 0)
        return NULL;
    py_Obj *v = py_dict_getB(S, self, args[0]);
    if (v)
        return py_newref(v);
    if (py_err_occurred(S))
        return NULL;
    return py_newref(nargs > 1 ? args[1] : S->None);
}

static py_Obj *dict_m_setdefault(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "dict.setdefault", kwnames) < 0 || py_cont_unpack(S, "setdefault", nargs, 1, 2) < 0)
        return NULL;
    py_hash h = py_hash_fast(S, args[0]);
    if (h == -1)
        return NULL;
    py_Obj *v = py_dict_getB_hash(S, self, args[0], h);
    if (v)
        return py_newref(v);
    if (py_err_occurred(S))
        return NULL;
    v = nargs > 1 ? args[1] : S->None;
    if (py_dict_set_hash(S, self, args[0], h, v) < 0)
        return NULL;
    return py_newref(v);
}

static py_Obj *dict_m_pop(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "dict.pop", kwnames) < 0 || py_cont_unpack(S, "pop", nargs, 1, 2) < 0)
        return NULL;
    int found;
    py_Obj *v = py_dict_pop(S, self, args[0], &found);
    if (found || py_err_occurred(S))
        return v;
    if (nargs > 1)
        return py_newref(args[1]);
    set_key_error(S, args[0]);
    return NULL;
}

static py_Obj *dict_m_popitem(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "dict.popitem", nargs, kwnames) < 0)
        return NULL;
    py_Dict *d = DICT(self);
    if (d->used == 0) {
        py_Obj *msg = py_str_from(S, "popitem(): dictionary is empty");
        if (msg) {
            set_key_error(S, msg);
            py_decref(S, msg);
        }
        return NULL;
    }
    py_ssize ix = d->nentries - 1;
    while (ix >= 0 && !d->entries[ix].key)
        ix--;
    py_DictEntry *ep = &d->entries[ix];
    /* find the index slot pointing at ix */
    size_t mask = (size_t)d->nindices - 1;
    size_t i = (size_t)ep->hash & mask, perturb = (size_t)ep->hash;
    while (d->indices[i] != (int32_t)ix) {
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + perturb + 1) & mask;
    }
    py_Obj *res = py_tuple_new(S, 2);
    if (!res)
        return NULL;
    py_Obj *k, *v;
    remove_entry(d, i, ix, &k, &v);
    d->nentries = ix;
    ((py_Tuple *)res)->items[0] = k;
    ((py_Tuple *)res)->items[1] = v;
    return res;
}

static py_Obj *dict_m_update(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_unpack(S, "update", nargs, 0, 1) < 0)
        return NULL;
    if (nargs && py_dict_update_arg(S, self, args[0]) < 0)
        return NULL;
    if (update_kwargs(S, self, args, nargs, kwnames) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

static py_Obj *dict_m_copy(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "dict.copy", nargs, kwnames) < 0)
        return NULL;
    return py_dict_copy(S, self);
}

static py_Obj *dict_m_clear(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "dict.clear", nargs, kwnames) < 0)
        return NULL;
    py_dict_clear(S, self);
    PY_RETURN_NONE(S);
}

static py_Obj *dict_m_fromkeys(py_State *S, py_Obj *cls, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "dict.fromkeys", kwnames) < 0 || py_cont_unpack(S, "fromkeys", nargs, 1, 2) < 0)
        return NULL;
    py_Obj *value = nargs > 1 ? args[1] : S->None;
    py_Obj *d = py_call0(S, cls);
    if (!d)
        return NULL;
    bool fast = PY_TYPE(d) == PY_T(dict);
    py_Obj *it = py_iter(S, args[0]);
    if (!it) {
        py_decref(S, d);
        return NULL;
    }
    py_Obj *k;
    while ((k = py_next(S, it)) != NULL) {
        int rc = fast ? py_dict_set(S, d, k, value) : py_setitem(S, d, k, value);
        py_decref(S, k);
        if (rc < 0) {
            py_decref(S, it);
            py_decref(S, d);
            return NULL;
        }
    }
    py_decref(S, it);
    if (py_err_occurred(S)) {
        py_decref(S, d);
        return NULL;
    }
    return d;
}

static py_Obj *dict_m_reversed(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "dict.__reversed__", nargs, kwnames) < 0)
        return NULL;
    return py_dict_reversed_iter(S, self, 0);
}

static py_Obj *dict_class_getitem(py_State *S, py_Obj *cls, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "__class_getitem__", nargs, kwnames) < 0)
        return NULL;
    return py_generic_alias_new(S, cls, args[0]);
}

static const py_MethodDef dict_methods[] = {
    {"keys", dict_m_keys, PY_METH_INSTANCE},
    {"values", dict_m_values, PY_METH_INSTANCE},
    {"items", dict_m_items, PY_METH_INSTANCE},
    {"get", dict_m_get, PY_METH_INSTANCE},
    {"setdefault", dict_m_setdefault, PY_METH_INSTANCE},
    {"pop", dict_m_pop, PY_METH_INSTANCE},
    {"popitem", dict_m_popitem, PY_METH_INSTANCE},
    {"update", dict_m_update, PY_METH_INSTANCE},
    {"copy", dict_m_copy, PY_METH_INSTANCE},
    {"clear", dict_m_clear, PY_METH_INSTANCE},
    {"fromkeys", dict_m_fromkeys, PY_METH_CLASS},
    {"__reversed__", dict_m_reversed, PY_METH_INSTANCE},
    {"__class_getitem__", dict_class_getitem, PY_METH_CLASS},
    {NULL, NULL, 0}
};

py_Type py_type_dict = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "dict",
    .basicsize = sizeof(py_Dict),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC | PY_TPFLAG_DICT_SUB,
    .methods = dict_methods,
    .dealloc = dict_dealloc,
    .traverse = dict_traverse,
    .clear = dict_gc_clear,
    .tp_new = dict_tp_new,
    .tp_init = dict_tp_init,
    .repr = dict_repr,
    .richcmp = dict_richcmp,
    .iter = dict_iter,
    .nb = {[PY_OP_OR] = dict_or},
    .nb_inplace = {[PY_OP_OR] = dict_ior},
    .nb_bool = dict_bool,
    .len = dict_len,
    .getitem = dict_getitem,
    .setitem = dict_setitem,
    .contains = dict_contains,
};
