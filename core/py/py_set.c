/* py_set.c — set and frozenset: an open-addressing table with the same
 * probing (linear probes of 9, then perturbed jumps), fill/resize rules,
 * merge shortcuts and frozenset hash as CPython's setobject.c, so that
 * iteration order (and therefore printed sets) match CPython exactly. */
#include "py_containers.h"
#include "py_builtins.h"

#include <string.h>

#define SET(o) ((py_Set *)(o))
#define MINSIZE 8
#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5

/* Marker of deleted slots (hash -1). Never refcounted, never exposed. */
static py_Obj dummy_marker;
#define DUMMY (&dummy_marker)

bool py_anyset_check(py_Obj *o)
{
    return PY_TYPE(o) == PY_T(set) || PY_TYPE(o) == PY_T(frozenset) ||
           py_type_issub(PY_TYPE(o), PY_T(set)) || py_type_issub(PY_TYPE(o), PY_T(frozenset));
}

static inline bool anyset_exact(py_Obj *o)
{
    return PY_TYPE(o) == PY_T(set) || PY_TYPE(o) == PY_T(frozenset);
}

static inline bool set_check(py_Obj *o)
{
    return PY_TYPE(o) == PY_T(set) || py_type_issub(PY_TYPE(o), PY_T(set));
}

/* ------------------------------------------------------------- table core */

/* The entry holding key, or the empty entry ending its probe path (key
 * NULL); NULL on comparison error. */
static py_SetEntry *set_lookkey(py_State *S, py_Set *so, py_Obj *key, py_hash hash)
{
restart:;
    size_t mask = (size_t)so->mask;
    size_t i = (size_t)hash & mask, perturb = (size_t)hash;
    bool kstr = PY_TYPE(key) == PY_T(str);
    for (;;) {
        py_SetEntry *entry = &so->table[i];
        int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            if (entry->hash == 0 && entry->key == NULL)
                return entry;
            if (entry->hash == hash) {
                py_Obj *startkey = entry->key;
                if (startkey == key)
                    return entry;
                if (kstr && PY_TYPE(startkey) == PY_T(str)) {
                    if (py_str_eq(startkey, key))
                        return entry;
                } else {
                    py_SetEntry *table = so->table;
                    py_incref(startkey);
                    int cmp = py_richcompare_bool(S, startkey, key, PY_EQ);
                    py_decref(S, startkey);
                    if (cmp < 0)
                        return NULL;
                    if (table != so->table || entry->key != startkey)
                        goto restart;
                    if (cmp > 0)
                        return entry;
                    mask = (size_t)so->mask;
                }
            }
            entry++;
        } while (probes--);
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

/* Insert into a table known to have no dummies and not to contain key. */
static void set_insert_clean(py_SetEntry *table, size_t mask, py_Obj *key, py_hash hash)
{
    size_t perturb = (size_t)hash;
    size_t i = (size_t)hash & mask;
    py_SetEntry *entry;
    for (;;) {
        entry = &table[i];
        if (entry->key == NULL)
            goto found;
        if (i + LINEAR_PROBES <= mask) {
            for (size_t j = 0; j < LINEAR_PROBES; j++) {
                entry++;
                if (entry->key == NULL)
                    goto found;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
found:
    entry->key = key;
    entry->hash = hash;
}

/* Largest table (entries): 2^40 with a 64-bit size_t; with WASM's 32-bit
 * size_t, (size_t)1 << 40 would be 0 (every resize a MemoryError), so the
 * limit there is the largest byte count that does not wrap. */
#if SIZE_MAX > 0xffffffffu
#define SET_TABLE_MAX ((size_t)1 << 40)
#else
#define SET_TABLE_MAX ((size_t)PTRDIFF_MAX / sizeof(py_SetEntry))
#endif

/* Rebuild the table with the smallest power-of-two size > minused. */
static int set_table_resize(py_State *S, py_Set *so, py_ssize minused)
{
    size_t newsize = MINSIZE;
    while (newsize <= (size_t)minused)
        newsize <<= 1;
    py_SetEntry *oldtable = so->table;
    py_ssize oldmask = so->mask;
    bool old_malloced = oldtable != so->smalltable;
    py_SetEntry small_copy[MINSIZE];
    py_SetEntry *newtable;
    if (newsize == MINSIZE) {
        newtable = so->smalltable;
        if (newtable == oldtable) {
            if (so->fill == so->used)
                return 0;
            memcpy(small_copy, oldtable, sizeof(small_copy));
            oldtable = small_copy;
        }
    } else {
        if (newsize > SET_TABLE_MAX) {
            py_err_nomemory(S);
            return -1;
        }
        newtable = (py_SetEntry *)py_malloc(S, newsize * sizeof(py_SetEntry));
        if (!newtable)
            return -1;
    }
    memset(newtable, 0, newsize * sizeof(py_SetEntry));
    so->mask = (py_ssize)newsize - 1;
    so->table = newtable;
    size_t newmask = newsize - 1;
    if (so->fill == so->used) {
        for (py_SetEntry *e = oldtable; e <= oldtable + oldmask; e++)
            if (e->key != NULL)
                set_insert_clean(newtable, newmask, e->key, e->hash);
    } else {
        so->fill = so->used;
        for (py_SetEntry *e = oldtable; e <= oldtable + oldmask; e++)
            if (e->key != NULL && e->key != DUMMY)
                set_insert_clean(newtable, newmask, e->key, e->hash);
    }
    if (old_malloced)
        py_free(S, oldtable, (size_t)(oldmask + 1) * sizeof(py_SetEntry));
    return 0;
}

/* Add key (borrowed; increfed when stored). */
static int set_add_entry(py_State *S, py_Set *so, py_Obj *key, py_hash hash)
{
    py_SetEntry *freeslot, *entry;
    size_t perturb, mask, i;
    py_incref(key);
restart:
    mask = (size_t)so->mask;
    i = (size_t)hash & mask;
    freeslot = NULL;
    perturb = (size_t)hash;
    for (;;) {
        entry = &so->table[i];
        int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            if (entry->hash == 0 && entry->key == NULL)
                goto found_unused_or_dummy;
            if (entry->hash == hash) {
                py_Obj *startkey = entry->key;
                if (startkey == key)
                    goto found_active;
                if (PY_TYPE(startkey) == PY_T(str) && PY_TYPE(key) == PY_T(str)) {
                    if (py_str_eq(startkey, key))
                        goto found_active;
                } else {
                    py_SetEntry *table = so->table;
                    py_incref(startkey);
                    int cmp = py_richcompare_bool(S, startkey, key, PY_EQ);
                    py_decref(S, startkey);
                    if (cmp > 0)
                        goto found_active;
                    if (cmp < 0) {
                        py_decref(S, key);
                        return -1;
                    }
                    if (table != so->table || entry->key != startkey)
                        goto restart;
                    mask = (size_t)so->mask;
                }
            } else if (entry->hash == -1) {
                freeslot = entry;
            }
            entry++;
        } while (probes--);
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
found_unused_or_dummy:
    if (freeslot == NULL)
        goto found_unused;
    so->used++;
    freeslot->key = key;
    freeslot->hash = hash;
    return 0;
found_unused:
    so->fill++;
    so->used++;
    entry->key = key;
    entry->hash = hash;
    if ((size_t)so->fill * 5 < mask * 3)
        return 0;
    return set_table_resize(S, so, so->used > 50000 ? so->used * 2 : so->used * 4);
found_active:
    py_decref(S, key);
    return 0;
}

static int set_contains_entry(py_State *S, py_Set *so, py_Obj *key, py_hash hash)
{
    py_SetEntry *e = set_lookkey(S, so, key, hash);
    if (!e)
        return -1;
    return e->key != NULL;
}

/* 1 found and removed, 0 absent, -1 error */
static int set_discard_entry(py_State *S, py_Set *so, py_Obj *key, py_hash hash)
{
    py_SetEntry *e = set_lookkey(S, so, key, hash);
    if (!e)
        return -1;
    if (e->key == NULL)
        return 0;
    py_Obj *old = e->key;
    e->key = DUMMY;
    e->hash = -1;
    so->used--;
    py_decref(S, old);
    return 1;
}

static py_hash frozenset_hash_impl(py_Obj *o);

/* Hash for lookups; a set used as a key is looked up as a frozenset
 * (set_contains / remove / discard semantics). */
static py_hash key_hash(py_State *S, py_Obj *key, bool set_as_frozen)
{
    py_hash h = py_hash_fast(S, key);
    if (h == -1 && set_as_frozen && set_check(key) && py_err_matches(S, PY_T(TypeError))) {
        py_err_clear(S);
        return frozenset_hash_impl(key);
    }
    return h;
}

static int set_add_key(py_State *S, py_Set *so, py_Obj *key)
{
    py_hash h = py_hash_fast(S, key);
    if (h == -1)
        return -1;
    return set_add_entry(S, so, key, h);
}

static void set_empty_to_minsize(py_Set *so)
{
    memset(so->smalltable, 0, sizeof(so->smalltable));
    so->fill = 0;
    so->used = 0;
    so->mask = MINSIZE - 1;
    so->table = so->smalltable;
    so->hash = -1;
}

static void set_clear_internal(py_State *S, py_Set *so)
{
    py_SetEntry *table = so->table;
    py_ssize used = so->used, mask = so->mask;
    bool malloced = table != so->smalltable;
    py_SetEntry small_copy[MINSIZE];
    if (malloced) {
        set_empty_to_minsize(so);
    } else if (so->fill > 0) {
        memcpy(small_copy, table, sizeof(small_copy));
        table = small_copy;
        set_empty_to_minsize(so);
    }
    for (py_SetEntry *e = table; used > 0; e++) {
        if (e->key && e->key != DUMMY) {
            used--;
            py_decref(S, e->key);
        }
    }
    if (malloced)
        py_free(S, table, (size_t)(mask + 1) * sizeof(py_SetEntry));
}

static bool set_next(py_Set *so, py_ssize *pos, py_SetEntry **entry)
{
    py_ssize i = *pos;
    py_SetEntry *e = &so->table[i];
    while (i <= so->mask && (e->key == NULL || e->key == DUMMY)) {
        i++;
        e++;
    }
    *pos = i + 1;
    if (i > so->mask)
        return false;
    *entry = e;
    return true;
}

static int set_merge(py_State *S, py_Set *so, py_Set *other)
{
    if (other == so || other->used == 0)
        return 0;
    if ((so->fill + other->used) * 5 >= so->mask * 3) {
        if (set_table_resize(S, so, (so->used + other->used) * 2) < 0)
            return -1;
    }
    py_SetEntry *so_entry = so->table, *other_entry = other->table;
    if (so->fill == 0 && so->mask == other->mask && other->fill == other->used) {
        for (py_ssize i = 0; i <= other->mask; i++, so_entry++, other_entry++) {
            py_Obj *key = other_entry->key;
            if (key != NULL) {
                so_entry->key = py_newref(key);
                so_entry->hash = other_entry->hash;
            }
        }
        so->fill = other->fill;
        so->used = other->used;
        return 0;
    }
    if (so->fill == 0) {
        size_t newmask = (size_t)so->mask;
        so->fill = other->used;
        so->used = other->used;
        for (py_ssize i = other->mask + 1; i > 0; i--, other_entry++) {
            py_Obj *key = other_entry->key;
            if (key != NULL && key != DUMMY)
                set_insert_clean(so->table, newmask, py_newref(key), other_entry->hash);
        }
        return 0;
    }
    for (py_ssize i = 0; i <= other->mask; i++) {
        other_entry = &other->table[i];
        py_Obj *key = other_entry->key;
        if (key != NULL && key != DUMMY) {
            if (set_add_entry(S, so, key, other_entry->hash) < 0)
                return -1;
        }
    }
    return 0;
}

static int set_update_internal(py_State *S, py_Set *so, py_Obj *other)
{
    if (py_anyset_check(other))
        return set_merge(S, so, SET(other));
    if (PY_TYPE(other) == PY_T(dict)) {
        py_ssize dictsize = py_dict_len(other);
        if ((so->fill + dictsize) * 5 >= so->mask * 3) {
            if (set_table_resize(S, so, (so->used + dictsize) * 2) < 0)
                return -1;
        }
        py_ssize pos = 0;
        py_Obj *key;
        py_hash h;
        while (py_dict_next_hash(other, &pos, &key, NULL, &h))
            if (set_add_entry(S, so, key, h) < 0)
                return -1;
        return 0;
    }
    py_Obj *it = py_iter(S, other);
    if (!it)
        return -1;
    py_Obj *key;
    while ((key = py_next(S, it)) != NULL) {
        if (set_add_key(S, so, key) < 0) {
            py_decref(S, key);
            py_decref(S, it);
            return -1;
        }
        py_decref(S, key);
    }
    py_decref(S, it);
    return py_err_occurred(S) ? -1 : 0;
}

static py_Obj *set_alloc(py_State *S, py_Type *t)
{
    bool exact = t == PY_T(set) || t == PY_T(frozenset);
    py_Set *so = (py_Set *)py_obj_alloc(S, t, exact ? (py_ssize)sizeof(py_Set) : t->basicsize);
    if (!so)
        return NULL;
    so->mask = MINSIZE - 1;
    so->table = so->smalltable;
    so->hash = -1;
    return (py_Obj *)so;
}

static py_Obj *make_new_set(py_State *S, py_Type *t, py_Obj *iterable)
{
    py_Obj *so = set_alloc(S, t);
    if (!so)
        return NULL;
    if (iterable && set_update_internal(S, SET(so), iterable) < 0) {
        py_decref(S, so);
        return NULL;
    }
    return so;
}

/* A new set of the base type (set or frozenset) of t. */
static py_Obj *make_new_set_basetype(py_State *S, py_Type *t, py_Obj *iterable)
{
    if (t != PY_T(set) && t != PY_T(frozenset))
        t = py_type_issub(t, PY_T(set)) ? PY_T(set) : PY_T(frozenset);
    return make_new_set(S, t, iterable);
}

/* --------------------------------------------------------- public API */

py_Obj *py_set_new(py_State *S, py_Obj *iterable)
{
    return make_new_set(S, PY_T(set), iterable);
}

py_Obj *py_frozenset_new(py_State *S, py_Obj *iterable)
{
    if (iterable && PY_TYPE(iterable) == PY_T(frozenset))
        return py_newref(iterable);
    return make_new_set(S, PY_T(frozenset), iterable);
}

int py_set_add(py_State *S, py_Obj *s, py_Obj *key)
{
    return set_add_key(S, SET(s), key);
}

int py_set_discard(py_State *S, py_Obj *s, py_Obj *key)
{
    py_hash h = key_hash(S, key, true);
    if (h == -1)
        return -1;
    return set_discard_entry(S, SET(s), key, h);
}

int py_set_contains(py_State *S, py_Obj *s, py_Obj *key)
{
    py_hash h = key_hash(S, key, true);
    if (h == -1)
        return -1;
    return set_contains_entry(S, SET(s), key, h);
}

bool py_set_next(py_Obj *s, py_ssize *pos, py_Obj **key)
{
    py_SetEntry *e;
    if (!set_next(SET(s), pos, &e))
        return false;
    *key = e->key;
    return true;
}

int py_set_update(py_State *S, py_Obj *s, py_Obj *iterable)
{
    if (iterable == s)
        return 0;
    return set_update_internal(S, SET(s), iterable);
}

void py_set_clear(py_State *S, py_Obj *s) { set_clear_internal(S, SET(s)); }

py_Obj *py_set_pop(py_State *S, py_Obj *s)
{
    py_Set *so = SET(s);
    if (so->used == 0)
        return py_err_setstr(S, PY_T(KeyError), "pop from an empty set");
    py_SetEntry *entry = so->table + (so->finger & so->mask);
    py_SetEntry *limit = so->table + so->mask;
    while (entry->key == NULL || entry->key == DUMMY) {
        entry++;
        if (entry > limit)
            entry = so->table;
    }
    py_Obj *key = entry->key;
    entry->key = DUMMY;
    entry->hash = -1;
    so->used--;
    so->finger = entry - so->table + 1;
    return key;
}

static py_Obj *set_copy(py_State *S, py_Obj *so)
{
    py_Obj *r = make_new_set_basetype(S, PY_TYPE(so), NULL);
    if (!r)
        return NULL;
    if (set_merge(S, SET(r), SET(so)) < 0) {
        py_decref(S, r);
        return NULL;
    }
    return r;
}

py_Obj *py_set_intersection(py_State *S, py_Obj *s, py_Obj *other)
{
    py_Set *so = SET(s);
    if (s == other)
        return set_copy(S, s);
    py_Obj *result = make_new_set_basetype(S, PY_TYPE(s), NULL);
    if (!result)
        return NULL;
    if (py_anyset_check(other)) {
        py_Set *a = so, *b = SET(other);
        if (b->used > a->used) {
            py_Set *t = a;
            a = b;
            b = t;
        }
        py_ssize pos = 0;
        py_SetEntry *e;
        while (set_next(b, &pos, &e)) {
            py_Obj *key = py_newref(e->key);
            py_hash h = e->hash;
            int rv = set_contains_entry(S, a, key, h);
            if (rv < 0 || (rv && set_add_entry(S, SET(result), key, h) < 0)) {
                py_decref(S, key);
                py_decref(S, result);
                return NULL;
            }
            py_decref(S, key);
        }
        return result;
    }
    py_Obj *it = py_iter(S, other);
    if (!it) {
        py_decref(S, result);
        return NULL;
    }
    py_Obj *key;
    while ((key = py_next(S, it)) != NULL) {
        py_hash h = py_hash_fast(S, key);
        int rv = h == -1 ? -1 : set_contains_entry(S, so, key, h);
        if (rv < 0 || (rv && set_add_entry(S, SET(result), key, h) < 0)) {
            py_decref(S, key);
            py_decref(S, it);
            py_decref(S, result);
            return NULL;
        }
        py_decref(S, key);
    }
    py_decref(S, it);
    if (py_err_occurred(S)) {
        py_decref(S, result);
        return NULL;
    }
    return result;
}

/* Exchange the contents of two sets (used by in-place intersection). */
static void set_swap_bodies(py_Set *a, py_Set *b)
{
    py_ssize t;
    t = a->fill; a->fill = b->fill; b->fill = t;
    t = a->used; a->used = b->used; b->used = t;
    t = a->mask; a->mask = b->mask; b->mask = t;
    py_SetEntry *u = a->table;
    if (a->table == a->smalltable)
        u = b->smalltable;
    a->table = b->table;
    if (b->table == b->smalltable)
        a->table = a->smalltable;
    b->table = u;
    if (a->table == a->smalltable || b->table == b->smalltable) {
        py_SetEntry tab[MINSIZE];
        memcpy(tab, a->smalltable, sizeof(tab));
        memcpy(a->smalltable, b->smalltable, sizeof(tab));
        memcpy(b->smalltable, tab, sizeof(tab));
    }
    a->hash = -1;
    b->hash = -1;
}

int py_set_difference_update(py_State *S, py_Obj *s, py_Obj *other)
{
    py_Set *so = SET(s);
    if (s == other) {
        set_clear_internal(S, so);
        return 0;
    }
    if (py_anyset_check(other)) {
        py_Obj *o2;
        if ((SET(other)->used >> 3) > so->used) {
            o2 = py_set_intersection(S, s, other);
            if (!o2)
                return -1;
        } else {
            o2 = py_newref(other);
        }
        py_ssize pos = 0;
        py_SetEntry *e;
        while (set_next(SET(o2), &pos, &e)) {
            py_Obj *key = py_newref(e->key);
            int rv = set_discard_entry(S, so, key, e->hash);
            py_decref(S, key);
            if (rv < 0) {
                py_decref(S, o2);
                return -1;
            }
        }
        py_decref(S, o2);
    } else {
        py_Obj *it = py_iter(S, other);
        if (!it)
            return -1;
        py_Obj *key;
        while ((key = py_next(S, it)) != NULL) {
            py_hash h = key_hash(S, key, false);
            int rv = h == -1 ? -1 : set_discard_entry(S, so, key, h);
            py_decref(S, key);
            if (rv < 0) {
                py_decref(S, it);
                return -1;
            }
        }
        py_decref(S, it);
        if (py_err_occurred(S))
            return -1;
    }
    if ((size_t)(so->fill - so->used) <= (size_t)so->mask / 4)
        return 0;
    return set_table_resize(S, so, so->used > 50000 ? so->used * 2 : so->used * 4);
}

static py_Obj *set_copy_and_difference(py_State *S, py_Obj *so, py_Obj *other)
{
    py_Obj *r = set_copy(S, so);
    if (!r)
        return NULL;
    if (py_set_difference_update(S, r, other) < 0) {
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *set_difference(py_State *S, py_Obj *s, py_Obj *other)
{
    py_Set *so = SET(s);
    py_ssize other_size;
    if (py_anyset_check(other))
        other_size = SET(other)->used;
    else if (PY_TYPE(other) == PY_T(dict))
        other_size = py_dict_len(other);
    else
        return set_copy_and_difference(S, s, other);
    if ((so->used >> 2) > other_size)
        return set_copy_and_difference(S, s, other);
    py_Obj *result = make_new_set_basetype(S, PY_TYPE(s), NULL);
    if (!result)
        return NULL;
    bool isdict = PY_TYPE(other) == PY_T(dict);
    py_ssize pos = 0;
    py_SetEntry *e;
    while (set_next(so, &pos, &e)) {
        py_Obj *key = py_newref(e->key);
        py_hash h = e->hash;
        int rv;
        if (isdict) {
            py_Obj *v = py_dict_getB_hash(S, other, key, h);
            rv = v ? 1 : (py_err_occurred(S) ? -1 : 0);
        } else {
            rv = set_contains_entry(S, SET(other), key, h);
        }
        if (rv < 0 || (!rv && set_add_entry(S, SET(result), key, h) < 0)) {
            py_decref(S, key);
            py_decref(S, result);
            return NULL;
        }
        py_decref(S, key);
    }
    return result;
}

/* Toggle every element of the set `other` in so. */
static int symdiff_update_set(py_State *S, py_Set *so, py_Set *other)
{
    py_ssize pos = 0;
    py_SetEntry *e;
    while (set_next(other, &pos, &e)) {
        py_Obj *key = py_newref(e->key);
        py_hash h = e->hash;
        int rv = set_discard_entry(S, so, key, h);
        if (rv < 0 || (rv == 0 && set_add_entry(S, so, key, h) < 0)) {
            py_decref(S, key);
            return -1;
        }
        py_decref(S, key);
    }
    return 0;
}

int py_set_symmetric_difference_update(py_State *S, py_Obj *s, py_Obj *other)
{
    py_Set *so = SET(s);
    if (s == other) {
        set_clear_internal(S, so);
        return 0;
    }
    if (PY_TYPE(other) == PY_T(dict)) {
        py_ssize pos = 0;
        py_Obj *key;
        py_hash h;
        while (py_dict_next_hash(other, &pos, &key, NULL, &h)) {
            py_incref(key);
            int rv = set_discard_entry(S, so, key, h);
            if (rv < 0 || (rv == 0 && set_add_entry(S, so, key, h) < 0)) {
                py_decref(S, key);
                return -1;
            }
            py_decref(S, key);
        }
        return 0;
    }
    if (py_anyset_check(other))
        return symdiff_update_set(S, so, SET(other));
    py_Obj *tmp = make_new_set_basetype(S, PY_TYPE(s), other);
    if (!tmp)
        return -1;
    int rc = symdiff_update_set(S, so, SET(tmp));
    py_decref(S, tmp);
    return rc;
}

static py_Obj *set_symmetric_difference(py_State *S, py_Obj *s, py_Obj *other)
{
    py_Obj *result = make_new_set_basetype(S, PY_TYPE(s), NULL);
    if (!result)
        return NULL;
    if (set_update_internal(S, SET(result), other) < 0 || symdiff_update_set(S, SET(result), SET(s)) < 0) {
        py_decref(S, result);
        return NULL;
    }
    return result;
}

static int set_issubset(py_State *S, py_Obj *s, py_Obj *other)
{
    py_Set *so = SET(s);
    if (!py_anyset_check(other)) {
        py_Obj *tmp = py_set_intersection(S, s, other);
        if (!tmp)
            return -1;
        int r = SET(tmp)->used == so->used;
        py_decref(S, tmp);
        return r;
    }
    if (so->used > SET(other)->used)
        return 0;
    py_ssize pos = 0;
    py_SetEntry *e;
    while (set_next(so, &pos, &e)) {
        py_Obj *key = py_newref(e->key);
        int rv = set_contains_entry(S, SET(other), key, e->hash);
        py_decref(S, key);
        if (rv <= 0)
            return rv;
    }
    return 1;
}

static int set_issuperset(py_State *S, py_Obj *s, py_Obj *other)
{
    if (py_anyset_check(other))
        return set_issubset(S, other, s);
    py_Obj *it = py_iter(S, other);
    if (!it)
        return -1;
    py_Obj *key;
    while ((key = py_next(S, it)) != NULL) {
        int rv = py_set_contains(S, s, key);
        py_decref(S, key);
        if (rv <= 0) {
            py_decref(S, it);
            return rv;
        }
    }
    py_decref(S, it);
    return py_err_occurred(S) ? -1 : 1;
}

static int set_isdisjoint(py_State *S, py_Obj *s, py_Obj *other)
{
    if (s == other)
        return SET(s)->used == 0;
    if (anyset_exact(other)) {
        py_Set *a = SET(s), *b = SET(other);
        if (b->used > a->used) {
            py_Set *t = a;
            a = b;
            b = t;
        }
        py_ssize pos = 0;
        py_SetEntry *e;
        while (set_next(b, &pos, &e)) {
            py_Obj *key = py_newref(e->key);
            int rv = set_contains_entry(S, a, key, e->hash);
            py_decref(S, key);
            if (rv != 0)
                return rv < 0 ? -1 : 0;
        }
        return 1;
    }
    py_Obj *it = py_iter(S, other);
    if (!it)
        return -1;
    py_Obj *key;
    while ((key = py_next(S, it)) != NULL) {
        int rv = py_set_contains(S, s, key);
        py_decref(S, key);
        if (rv != 0) {
            py_decref(S, it);
            return rv < 0 ? -1 : 0;
        }
    }
    py_decref(S, it);
    return py_err_occurred(S) ? -1 : 1;
}

/* ------------------------------------------------------------- slots */

static void set_dealloc(py_State *S, py_Obj *o)
{
    py_Set *so = SET(o);
    py_ssize used = so->used;
    for (py_SetEntry *e = so->table; used > 0; e++) {
        if (e->key && e->key != DUMMY) {
            used--;
            py_decref(S, e->key);
        }
    }
    if (so->table != so->smalltable)
        py_free(S, so->table, (size_t)(so->mask + 1) * sizeof(py_SetEntry));
    py_obj_free(S, o);
}

static int set_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_ssize pos = 0;
    py_SetEntry *e;
    while (set_next(SET(o), &pos, &e))
        if (visit(e->key, arg))
            return 1;
    return 0;
}

static void set_gc_clear(py_State *S, py_Obj *o) { set_clear_internal(S, SET(o)); }

static uint64_t shuffle_bits(uint64_t h)
{
    return ((h ^ 89869747UL) ^ (h << 16)) * 3644798167UL;
}

static py_hash frozenset_hash_impl(py_Obj *o)
{
    py_Set *so = SET(o);
    uint64_t hash = 0;
    for (py_SetEntry *e = so->table; e <= &so->table[so->mask]; e++)
        hash ^= shuffle_bits((uint64_t)e->hash);
    if ((so->mask + 1 - so->fill) & 1)
        hash ^= shuffle_bits(0);
    if ((so->fill - so->used) & 1)
        hash ^= shuffle_bits((uint64_t)-1);
    hash ^= ((uint64_t)so->used + 1) * 1927868237UL;
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash * 69069U + 907133923UL;
    if (hash == (uint64_t)-1)
        hash = 590923713UL;
    return (py_hash)hash;
}

static py_hash frozenset_hash(py_State *S, py_Obj *o)
{
    py_Set *so = SET(o);
    if (so->hash != -1)
        return so->hash;
    so->hash = frozenset_hash_impl(o);
    return so->hash;
}

static py_Obj *set_repr(py_State *S, py_Obj *o)
{
    py_Set *so = SET(o);
    bool exact_set = PY_TYPE(o) == PY_T(set);
    int rc = py_repr_enter(S, o);
    if (rc < 0)
        return NULL;
    if (rc > 0)
        return py_str_fmt(S, "%s(...)", PY_TYPE(o)->name);
    if (so->used == 0) {
        py_repr_leave(S, o);
        return py_str_fmt(S, "%s()", PY_TYPE(o)->name);
    }
    /* snapshot the keys: repr of an element may run arbitrary code */
    py_Obj *keys = py_list_new(S, so->used);
    py_Obj *res = NULL;
    if (!keys)
        goto done;
    py_ssize pos = 0, k = 0;
    py_SetEntry *e;
    while (set_next(so, &pos, &e))
        ((py_List *)keys)->items[k++] = py_newref(e->key);
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    if (!exact_set) {
        nb_buf_puts(&b, PY_TYPE(o)->name);
        nb_buf_putc(&b, '(');
    }
    nb_buf_putc(&b, '{');
    if (py_enter_recursive(S, " while getting the repr of an object") < 0) {
        nb_buf_free(&b);
        goto done;
    }
    for (py_ssize i = 0; i < k; i++) {
        if (i)
            nb_buf_append(&b, ", ", 2);
        py_Obj *r = py_repr(S, ((py_List *)keys)->items[i]);
        if (!r) {
            py_leave_recursive(S);
            nb_buf_free(&b);
            goto done;
        }
        nb_buf_append(&b, py_str_utf8(r), (size_t)py_str_nbytes(r));
        py_decref(S, r);
    }
    py_leave_recursive(S);
    nb_buf_putc(&b, '}');
    if (!exact_set)
        nb_buf_putc(&b, ')');
    if (b.oom)
        py_err_nomemory(S);
    else
        res = py_str_new(S, b.data, (py_ssize)b.len);
    nb_buf_free(&b);
done:
    py_xdecref(S, keys);
    py_repr_leave(S, o);
    return res;
}

static py_Obj *bool_result(py_State *S, int r)
{
    if (r < 0)
        return NULL;
    return PY_BOOL(S, r);
}

static py_Obj *set_richcmp(py_State *S, py_Obj *v, py_Obj *w, int op)
{
    if (!py_anyset_check(v) || !py_anyset_check(w))
        return py_newref(S->NotImplemented);
    py_ssize lv = SET(v)->used, lw = SET(w)->used;
    int r;
    switch (op) {
    case PY_EQ:
    case PY_NE:
        if (lv != lw) {
            r = 0;
        } else if (SET(v)->hash != -1 && SET(w)->hash != -1 && SET(v)->hash != SET(w)->hash) {
            r = 0;
        } else {
            r = set_issubset(S, v, w);
        }
        if (r < 0)
            return NULL;
        return PY_BOOL(S, op == PY_EQ ? r : !r);
    case PY_LE:
        return bool_result(S, set_issubset(S, v, w));
    case PY_GE:
        return bool_result(S, set_issuperset(S, v, w));
    case PY_LT:
        if (lv >= lw)
            return py_newref(S->False);
        return bool_result(S, set_issubset(S, v, w));
    case PY_GT:
        if (lv <= lw)
            return py_newref(S->False);
        return bool_result(S, set_issuperset(S, v, w));
    }
    return py_newref(S->NotImplemented);
}

static py_ssize set_len(py_State *S, py_Obj *o) { return SET(o)->used; }
static int set_bool(py_State *S, py_Obj *o) { return SET(o)->used != 0; }

static int set_contains_slot(py_State *S, py_Obj *o, py_Obj *key)
{
    return py_set_contains(S, o, key);
}

static py_Obj *set_or(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_anyset_check(a) || !py_anyset_check(b))
        return py_newref(S->NotImplemented);
    py_Obj *r = set_copy(S, a);
    if (!r || a == b)
        return r;
    if (set_update_internal(S, SET(r), b) < 0) {
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *set_and(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_anyset_check(a) || !py_anyset_check(b))
        return py_newref(S->NotImplemented);
    return py_set_intersection(S, a, b);
}

static py_Obj *set_sub(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_anyset_check(a) || !py_anyset_check(b))
        return py_newref(S->NotImplemented);
    return set_difference(S, a, b);
}

static py_Obj *set_xor(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_anyset_check(a) || !py_anyset_check(b))
        return py_newref(S->NotImplemented);
    return set_symmetric_difference(S, a, b);
}

static py_Obj *set_ior(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_anyset_check(b))
        return py_newref(S->NotImplemented);
    if (a != b && set_update_internal(S, SET(a), b) < 0)
        return NULL;
    return py_newref(a);
}

static py_Obj *set_iand(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_anyset_check(b))
        return py_newref(S->NotImplemented);
    py_Obj *tmp = py_set_intersection(S, a, b);
    if (!tmp)
        return NULL;
    set_swap_bodies(SET(a), SET(tmp));
    py_decref(S, tmp);
    return py_newref(a);
}

static py_Obj *set_isub(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_anyset_check(b))
        return py_newref(S->NotImplemented);
    if (py_set_difference_update(S, a, b) < 0)
        return NULL;
    return py_newref(a);
}

static py_Obj *set_ixor(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_anyset_check(b))
        return py_newref(S->NotImplemented);
    if (py_set_symmetric_difference_update(S, a, b) < 0)
        return NULL;
    return py_newref(a);
}

/* ----------------------------------------------------------- iterator */

static py_Obj *set_iter(py_State *S, py_Obj *o)
{
    py_SetIter *it = (py_SetIter *)py_obj_alloc(S, PY_T(set_iterator), sizeof(py_SetIter));
    if (!it)
        return NULL;
    it->set = py_newref(o);
    it->used = SET(o)->used;
    it->len = SET(o)->used;
    it->pos = 0;
    return (py_Obj *)it;
}

static py_Obj *setiter_next(py_State *S, py_Obj *o)
{
    py_SetIter *it = (py_SetIter *)o;
    py_Obj *s = it->set;
    if (!s)
        return NULL;
    py_Set *so = SET(s);
    if (it->used != so->used) {
        py_err_setstr(S, PY_T(RuntimeError), "Set changed size during iteration");
        it->used = -1;
        return NULL;
    }
    py_ssize i = it->pos;
    while (i <= so->mask && (so->table[i].key == NULL || so->table[i].key == DUMMY))
        i++;
    it->pos = i + 1;
    if (i > so->mask) {
        it->set = NULL;
        py_decref(S, s);
        return NULL;
    }
    it->len--;
    return py_newref(so->table[i].key);
}

static void setiter_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((py_SetIter *)o)->set);
    py_obj_free(S, o);
}

static int setiter_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_SetIter *it = (py_SetIter *)o;
    return it->set ? visit(it->set, arg) : 0;
}

static void setiter_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &((py_SetIter *)o)->set, NULL);
}

static py_Obj *self_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static py_Obj *setiter_m_length_hint(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_SetIter *it = (py_SetIter *)self;
    py_ssize n = (it->set && it->used == SET(it->set)->used) ? it->len : 0;
    return py_int_from_i64(S, n);
}

static const py_MethodDef setiter_methods[] = {
    {"__length_hint__", setiter_m_length_hint, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

py_Type py_type_set_iterator = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "set_iterator",
    .basicsize = sizeof(py_SetIter),
    .flags = PY_TPFLAG_GC,
    .methods = setiter_methods,
    .dealloc = setiter_dealloc,
    .traverse = setiter_traverse,
    .clear = setiter_clear,
    .iter = self_iter,
    .iternext = setiter_next,
};

/* ------------------------------------------------------------ methods */

#define METHOD(name) static py_Obj *name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)

/* "set.add" or "frozenset.copy" depending on the receiver */
static const char *qual(py_Obj *self, const char *m, char *buf, size_t n)
{
    const char *tn = set_check(self) ? "set" : "frozenset";
    size_t lt = strlen(tn), lm = strlen(m);
    if (lt + lm + 2 > n)
        return m;
    memcpy(buf, tn, lt);
    buf[lt] = '.';
    memcpy(buf + lt + 1, m, lm + 1);
    return buf;
}

METHOD(set_m_add)
{
    if (py_cont_onearg(S, "set.add", nargs, kwnames) < 0 || set_add_key(S, SET(self), args[0]) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

METHOD(set_m_remove)
{
    if (py_cont_onearg(S, "set.remove", nargs, kwnames) < 0)
        return NULL;
    int rv = py_set_discard(S, self, args[0]);
    if (rv < 0)
        return NULL;
    if (rv == 0) {
        py_Obj *t = py_tuple_pack(S, 1, args[0]);
        if (t) {
            py_err_set(S, PY_T(KeyError), t);
            py_decref(S, t);
        }
        return NULL;
    }
    PY_RETURN_NONE(S);
}

METHOD(set_m_discard)
{
    if (py_cont_onearg(S, "set.discard", nargs, kwnames) < 0 || py_set_discard(S, self, args[0]) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

METHOD(set_m_pop)
{
    if (py_cont_noargs(S, "set.pop", nargs, kwnames) < 0)
        return NULL;
    return py_set_pop(S, self);
}

METHOD(set_m_clear)
{
    if (py_cont_noargs(S, "set.clear", nargs, kwnames) < 0)
        return NULL;
    set_clear_internal(S, SET(self));
    PY_RETURN_NONE(S);
}

METHOD(set_m_copy)
{
    char buf[32];
    if (py_cont_noargs(S, qual(self, "copy", buf, sizeof buf), nargs, kwnames) < 0)
        return NULL;
    if (PY_TYPE(self) == PY_T(frozenset))
        return py_newref(self);
    return set_copy(S, self);
}

METHOD(set_m_update)
{
    if (py_cont_nokw(S, "set.update", kwnames) < 0)
        return NULL;
    for (py_ssize i = 0; i < nargs; i++)
        if (args[i] != self && set_update_internal(S, SET(self), args[i]) < 0)
            return NULL;
    PY_RETURN_NONE(S);
}

METHOD(set_m_union)
{
    char buf[32];
    if (py_cont_nokw(S, qual(self, "union", buf, sizeof buf), kwnames) < 0)
        return NULL;
    py_Obj *r = set_copy(S, self);
    if (!r)
        return NULL;
    for (py_ssize i = 0; i < nargs; i++) {
        if (args[i] == self)
            continue;
        if (set_update_internal(S, SET(r), args[i]) < 0) {
            py_decref(S, r);
            return NULL;
        }
    }
    return r;
}

METHOD(set_m_intersection)
{
    char buf[40];
    if (py_cont_nokw(S, qual(self, "intersection", buf, sizeof buf), kwnames) < 0)
        return NULL;
    if (nargs == 0)
        return set_copy(S, self);
    py_Obj *r = py_newref(self);
    for (py_ssize i = 0; i < nargs; i++) {
        py_Obj *n = py_set_intersection(S, r, args[i]);
        py_decref(S, r);
        if (!n)
            return NULL;
        r = n;
    }
    return r;
}

METHOD(set_m_intersection_update)
{
    if (py_cont_nokw(S, "set.intersection_update", kwnames) < 0)
        return NULL;
    py_Obj *tmp = set_m_intersection(S, self, args, nargs, NULL);
    if (!tmp)
        return NULL;
    set_swap_bodies(SET(self), SET(tmp));
    py_decref(S, tmp);
    PY_RETURN_NONE(S);
}

METHOD(set_m_difference)
{
    char buf[40];
    if (py_cont_nokw(S, qual(self, "difference", buf, sizeof buf), kwnames) < 0)
        return NULL;
    if (nargs == 0)
        return set_copy(S, self);
    py_Obj *r = set_difference(S, self, args[0]);
    if (!r)
        return NULL;
    for (py_ssize i = 1; i < nargs; i++) {
        if (py_set_difference_update(S, r, args[i]) < 0) {
            py_decref(S, r);
            return NULL;
        }
    }
    return r;
}

METHOD(set_m_difference_update)
{
    if (py_cont_nokw(S, "set.difference_update", kwnames) < 0)
        return NULL;
    for (py_ssize i = 0; i < nargs; i++)
        if (py_set_difference_update(S, self, args[i]) < 0)
            return NULL;
    PY_RETURN_NONE(S);
}

METHOD(set_m_symmetric_difference)
{
    char buf[48];
    if (py_cont_onearg(S, qual(self, "symmetric_difference", buf, sizeof buf), nargs, kwnames) < 0)
        return NULL;
    return set_symmetric_difference(S, self, args[0]);
}

METHOD(set_m_symmetric_difference_update)
{
    if (py_cont_onearg(S, "set.symmetric_difference_update", nargs, kwnames) < 0)
        return NULL;
    if (py_set_symmetric_difference_update(S, self, args[0]) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

METHOD(set_m_issubset)
{
    char buf[32];
    if (py_cont_onearg(S, qual(self, "issubset", buf, sizeof buf), nargs, kwnames) < 0)
        return NULL;
    return bool_result(S, set_issubset(S, self, args[0]));
}

METHOD(set_m_issuperset)
{
    char buf[32];
    if (py_cont_onearg(S, qual(self, "issuperset", buf, sizeof buf), nargs, kwnames) < 0)
        return NULL;
    return bool_result(S, set_issuperset(S, self, args[0]));
}

METHOD(set_m_isdisjoint)
{
    char buf[32];
    if (py_cont_onearg(S, qual(self, "isdisjoint", buf, sizeof buf), nargs, kwnames) < 0)
        return NULL;
    return bool_result(S, set_isdisjoint(S, self, args[0]));
}

static py_Obj *set_class_getitem(py_State *S, py_Obj *cls, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "__class_getitem__", nargs, kwnames) < 0)
        return NULL;
    return py_generic_alias_new(S, cls, args[0]);
}

static const py_MethodDef set_methods[] = {
    {"add", set_m_add, PY_METH_INSTANCE},
    {"remove", set_m_remove, PY_METH_INSTANCE},
    {"discard", set_m_discard, PY_METH_INSTANCE},
    {"pop", set_m_pop, PY_METH_INSTANCE},
    {"clear", set_m_clear, PY_METH_INSTANCE},
    {"copy", set_m_copy, PY_METH_INSTANCE},
    {"update", set_m_update, PY_METH_INSTANCE},
    {"union", set_m_union, PY_METH_INSTANCE},
    {"intersection", set_m_intersection, PY_METH_INSTANCE},
    {"intersection_update", set_m_intersection_update, PY_METH_INSTANCE},
    {"difference", set_m_difference, PY_METH_INSTANCE},
    {"difference_update", set_m_difference_update, PY_METH_INSTANCE},
    {"symmetric_difference", set_m_symmetric_difference, PY_METH_INSTANCE},
    {"symmetric_difference_update", set_m_symmetric_difference_update, PY_METH_INSTANCE},
    {"issubset", set_m_issubset, PY_METH_INSTANCE},
    {"issuperset", set_m_issuperset, PY_METH_INSTANCE},
    {"isdisjoint", set_m_isdisjoint, PY_METH_INSTANCE},
    {"__class_getitem__", set_class_getitem, PY_METH_CLASS},
    {NULL, NULL, 0}
};

static const py_MethodDef frozenset_methods[] = {
    {"copy", set_m_copy, PY_METH_INSTANCE},
    {"union", set_m_union, PY_METH_INSTANCE},
    {"intersection", set_m_intersection, PY_METH_INSTANCE},
    {"difference", set_m_difference, PY_METH_INSTANCE},
    {"symmetric_difference", set_m_symmetric_difference, PY_METH_INSTANCE},
    {"issubset", set_m_issubset, PY_METH_INSTANCE},
    {"issuperset", set_m_issuperset, PY_METH_INSTANCE},
    {"isdisjoint", set_m_isdisjoint, PY_METH_INSTANCE},
    {"__class_getitem__", set_class_getitem, PY_METH_CLASS},
    {NULL, NULL, 0}
};

static py_Obj *set_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (t == PY_T(set) && (py_cont_nokw(S, "set", kwnames) < 0 || py_cont_unpack(S, "set", nargs, 0, 1) < 0))
        return NULL;
    return set_alloc(S, t);
}

static int set_tp_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "set", kwnames) < 0 || py_cont_unpack(S, PY_TYPE(self)->name, nargs, 0, 1) < 0)
        return -1;
    if (SET(self)->fill)
        set_clear_internal(S, SET(self));
    SET(self)->hash = -1;
    if (nargs == 0)
        return 0;
    return set_update_internal(S, SET(self), args[0]);
}

static py_Obj *frozenset_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (t == PY_T(frozenset) && py_cont_nokw(S, "frozenset", kwnames) < 0)
        return NULL;
    if (py_cont_unpack(S, t->name, nargs, 0, 1) < 0)
        return NULL;
    py_Obj *iterable = nargs ? args[0] : NULL;
    if (t == PY_T(frozenset) && iterable && PY_TYPE(iterable) == PY_T(frozenset))
        return py_newref(iterable);
    return make_new_set(S, t, iterable);
}

py_Type py_type_set = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "set",
    .basicsize = sizeof(py_Set),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC,
    .methods = set_methods,
    .dealloc = set_dealloc,
    .traverse = set_traverse,
    .clear = set_gc_clear,
    .tp_new = set_tp_new,
    .tp_init = set_tp_init,
    .repr = set_repr,
    .richcmp = set_richcmp,
    .iter = set_iter,
    .nb = {[PY_OP_SUB] = set_sub, [PY_OP_AND] = set_and, [PY_OP_OR] = set_or, [PY_OP_XOR] = set_xor},
    .nb_inplace = {[PY_OP_SUB] = set_isub, [PY_OP_AND] = set_iand, [PY_OP_OR] = set_ior, [PY_OP_XOR] = set_ixor},
    .nb_bool = set_bool,
    .len = set_len,
    .contains = set_contains_slot,
};

py_Type py_type_frozenset = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "frozenset",
    .basicsize = sizeof(py_Set),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC,
    .methods = frozenset_methods,
    .dealloc = set_dealloc,
    .traverse = set_traverse,
    .clear = set_gc_clear,
    .tp_new = frozenset_tp_new,
    .repr = set_repr,
    .hash = frozenset_hash,
    .richcmp = set_richcmp,
    .iter = set_iter,
    .nb = {[PY_OP_SUB] = set_sub, [PY_OP_AND] = set_and, [PY_OP_OR] = set_or, [PY_OP_XOR] = set_xor},
    .nb_bool = set_bool,
    .len = set_len,
    .contains = set_contains_slot,
};
