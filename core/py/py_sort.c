/* py_sort.c — list.sort: a stable natural merge sort in the shape of
 * CPython's timsort (same run detection, binary insertion for short runs
 * and the same first comparisons, so errors from mixed types read the
 * same), with fast comparisons for homogeneous int/float/str keys and for
 * exact tuples of them. */
#include "py_containers.h"

#include <string.h>

typedef struct SortState {
    py_State *S;
    /* returns 1 if a < b, 0 if not, -1 on error */
    int (*lt)(struct SortState *st, py_Obj *a, py_Obj *b);
    py_Obj **keys;      /* what is compared */
    py_Obj **values;    /* moved along with keys (NULL when keys are the values) */
    py_Obj **tmpk, **tmpv;
    py_ssize tmpcap;
} SortState;

static int lt_generic(SortState *st, py_Obj *a, py_Obj *b)
{
    py_Obj *r = py_richcompare(st->S, a, b, PY_LT);
    if (!r)
        return -1;
    int k;
    if (r == st->S->True)
        k = 1;
    else if (r == st->S->False)
        k = 0;
    else
        k = py_truthy(st->S, r);
    py_decref(st->S, r);
    return k;
}

static int lt_int(SortState *st, py_Obj *a, py_Obj *b)
{
    return ((py_Int *)a)->v < ((py_Int *)b)->v;
}

static int lt_float(SortState *st, py_Obj *a, py_Obj *b)
{
    return ((py_Float *)a)->v < ((py_Float *)b)->v;
}

static int lt_str(SortState *st, py_Obj *a, py_Obj *b)
{
    py_Str *x = (py_Str *)a, *y = (py_Str *)b;
    py_ssize n = x->nbytes < y->nbytes ? x->nbytes : y->nbytes;
    int c = memcmp(x->data, y->data, (size_t)n);
    if (c)
        return c < 0;
    return x->nbytes < y->nbytes;
}

/* Items of the same exact simple type (small int, float, str) compared
 * without dispatch: sets *lt and returns 1 when they differ, 0 when they
 * are equal, -1 when the pair is not of such a type. */
static int simple_cmp(py_Obj *x, py_Obj *y, int *lt)
{
    py_Type *t = PY_TYPE(x);
    if (PY_TYPE(y) != t)
        return -1;
    if (t == PY_T(int)) {
        py_Int *a = (py_Int *)x, *b = (py_Int *)y;
        if (a->ndigits || b->ndigits)
            return -1;
        *lt = a->v < b->v;
        return a->v != b->v;
    }
    if (t == PY_T(float)) {
        double a = ((py_Float *)x)->v, b = ((py_Float *)y)->v;
        *lt = a < b;
        return a != b;      /* NaN: unequal, and not less (as == then <) */
    }
    if (t == PY_T(str)) {
        py_Str *a = (py_Str *)x, *b = (py_Str *)y;
        py_ssize n = a->nbytes < b->nbytes ? a->nbytes : b->nbytes;
        int c = memcmp(a->data, b->data, (size_t)n);
        if (!c)
            c = a->nbytes < b->nbytes ? -1 : a->nbytes > b->nbytes;
        *lt = c < 0;
        return c != 0;
    }
    return -1;
}

/* Exact tuples: what tuple < tuple does (the first items that are not
 * equal decide, else the lengths), with the items of simple types compared
 * in place instead of through two rich comparisons each. */
static int lt_tuple(SortState *st, py_Obj *a, py_Obj *b)
{
    py_Tuple *x = (py_Tuple *)a, *y = (py_Tuple *)b;
    py_ssize n = x->len < y->len ? x->len : y->len;
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *p = x->items[i], *q = y->items[i];
        if (p == q)
            continue;
        int lt, k = simple_cmp(p, q, &lt);
        if (k > 0)
            return lt;
        if (k == 0)
            continue;
        k = py_richcompare_bool(st->S, p, q, PY_EQ);
        if (k < 0)
            return -1;
        if (!k)
            return lt_generic(st, p, q);
    }
    return x->len < y->len;
}

/* Choose a comparison: specialised when every key has the same simple type. */
static void choose_lt(SortState *st, py_ssize n)
{
    st->lt = lt_generic;
    if (n < 2)
        return;
    py_Type *t = PY_TYPE(st->keys[0]);
    for (py_ssize i = 1; i < n; i++)
        if (PY_TYPE(st->keys[i]) != t)
            return;
    if (t == PY_T(int)) {
        for (py_ssize i = 0; i < n; i++)
            if (((py_Int *)st->keys[i])->ndigits != 0)
                return;
        st->lt = lt_int;
    } else if (t == PY_T(float)) {
        st->lt = lt_float;
    } else if (t == PY_T(str)) {
        st->lt = lt_str;
    } else if (t == PY_T(tuple)) {
        st->lt = lt_tuple;
    }
}

static void swap_range(SortState *st, py_ssize lo, py_ssize hi)
{
    /* reverse [lo, hi) */
    for (py_ssize i = lo, j = hi - 1; i < j; i++, j--) {
        py_Obj *t = st->keys[i];
        st->keys[i] = st->keys[j];
        st->keys[j] = t;
        if (st->values) {
            t = st->values[i];
            st->values[i] = st->values[j];
            st->values[j] = t;
        }
    }
}

/* Length of the run starting at lo (descending runs are reversed in place
 * so that every run returned is ascending), as CPython 3.13's count_run. */
static py_ssize count_run(SortState *st, py_ssize lo, py_ssize nremaining)
{
    py_Obj **k = st->keys + lo;
    py_ssize n;
    int c;
    if (nremaining == 1)
        return 1;
    for (n = 1; n < nremaining; n++) {
        c = st->lt(st, k[n], k[n - 1]);
        if (c < 0)
            return -1;
        if (c)
            break;
    }
    if (n == nremaining)
        return n;
    if (n > 1) {
        c = st->lt(st, k[0], k[n - 1]);
        if (c < 0)
            return -1;
        if (c)
            return n;
        /* all equal so far then a smaller one: reverse the equal prefix */
        swap_range(st, lo, lo + n);
    }
    n++;
    py_ssize neq = 0;
    for (; n < nremaining; n++) {
        c = st->lt(st, k[n], k[n - 1]);
        if (c < 0)
            return -1;
        if (c) {
            if (neq) {
                neq++;
                swap_range(st, lo + n - neq, lo + n);
                neq = 0;
            }
        } else {
            c = st->lt(st, k[n - 1], k[n]);
            if (c < 0)
                return -1;
            if (c)
                break;
            neq++;
        }
    }
    if (neq) {
        neq++;
        swap_range(st, lo + n - neq, lo + n);
    }
    swap_range(st, lo, lo + n);
    for (; n < nremaining; n++) {
        c = st->lt(st, k[n], k[n - 1]);
        if (c < 0)
            return -1;
        if (c)
            break;
    }
    return n;
}

/* Binary insertion sort of [lo, hi) where [lo, start) is already sorted. */
static int binarysort(SortState *st, py_ssize lo, py_ssize hi, py_ssize start)
{
    if (start == lo)
        start++;
    for (; start < hi; start++) {
        py_Obj *pivot = st->keys[start];
        py_Obj *pv = st->values ? st->values[start] : NULL;
        py_ssize l = lo, r = start;
        while (l < r) {
            py_ssize p = l + ((r - l) >> 1);
            int c = st->lt(st, pivot, st->keys[p]);
            if (c < 0)
                return -1;
            if (c)
                r = p;
            else
                l = p + 1;
        }
        memmove(&st->keys[l + 1], &st->keys[l], (size_t)(start - l) * sizeof(py_Obj *));
        st->keys[l] = pivot;
        if (st->values) {
            memmove(&st->values[l + 1], &st->values[l], (size_t)(start - l) * sizeof(py_Obj *));
            st->values[l] = pv;
        }
    }
    return 0;
}

/* Stable merge of the adjacent sorted runs [a, b) and [b, c). On a
 * comparison error the elements are all still present (possibly moved). */
static int merge_runs(SortState *st, py_ssize a, py_ssize b, py_ssize c)
{
    py_ssize na = b - a;
    memcpy(st->tmpk, st->keys + a, (size_t)na * sizeof(py_Obj *));
    if (st->values)
        memcpy(st->tmpv, st->values + a, (size_t)na * sizeof(py_Obj *));
    py_ssize i = 0, j = b, d = a;
    int err = 0;
    while (i < na && j < c) {
        int lt = st->lt(st, st->keys[j], st->tmpk[i]);
        if (lt < 0) {
            err = -1;
            break;
        }
        if (lt) {
            st->keys[d] = st->keys[j];
            if (st->values)
                st->values[d] = st->values[j];
            j++;
        } else {
            st->keys[d] = st->tmpk[i];
            if (st->values)
                st->values[d] = st->tmpv[i];
            i++;
        }
        d++;
    }
    /* copy what is left of the first run (the second is in place) */
    memmove(st->keys + d, st->tmpk + i, (size_t)(na - i) * sizeof(py_Obj *));
    if (st->values)
        memmove(st->values + d, st->tmpv + i, (size_t)(na - i) * sizeof(py_Obj *));
    return err;
}

static py_ssize compute_minrun(py_ssize n)
{
    py_ssize r = 0;
    while (n >= 64) {
        r |= n & 1;
        n >>= 1;
    }
    return n + r;
}

#define MAX_RUNS 128

static int do_sort(SortState *st, py_ssize n)
{
    py_ssize runbase[MAX_RUNS], runlen[MAX_RUNS];
    int nruns = 0;
    if (n < 2)
        return 0;
    py_ssize minrun = compute_minrun(n);
    py_ssize lo = 0, remaining = n;
    while (remaining) {
        py_ssize r = count_run(st, lo, remaining);
        if (r < 0)
            return -1;
        if (r < minrun) {
            py_ssize force = remaining <= minrun ? remaining : minrun;
            if (binarysort(st, lo, lo + force, lo + r) < 0)
                return -1;
            r = force;
        }
        runbase[nruns] = lo;
        runlen[nruns] = r;
        nruns++;
        lo += r;
        remaining -= r;
        /* keep run lengths decreasing fast enough (timsort invariants) */
        while (nruns > 1) {
            int m = nruns - 2;
            if (m > 0 && runlen[m - 1] <= runlen[m] + runlen[m + 1]) {
                if (runlen[m - 1] < runlen[m + 1])
                    m--;
            } else if (runlen[m] > runlen[m + 1]) {
                break;
            }
            if (merge_runs(st, runbase[m], runbase[m + 1], runbase[m + 1] + runlen[m + 1]) < 0)
                return -1;
            runlen[m] += runlen[m + 1];
            for (int q = m + 1; q < nruns - 1; q++) {
                runbase[q] = runbase[q + 1];
                runlen[q] = runlen[q + 1];
            }
            nruns--;
        }
    }
    while (nruns > 1) {
        int m = nruns - 2;
        if (m > 0 && runlen[m - 1] < runlen[m + 1])
            m--;
        if (merge_runs(st, runbase[m], runbase[m + 1], runbase[m + 1] + runlen[m + 1]) < 0)
            return -1;
        runlen[m] += runlen[m + 1];
        for (int q = m + 1; q < nruns - 1; q++) {
            runbase[q] = runbase[q + 1];
            runlen[q] = runlen[q + 1];
        }
        nruns--;
    }
    return 0;
}

int py_sort_items(py_State *S, py_Obj **keys, py_Obj **values, py_ssize n)
{
    SortState st = {S, NULL, keys, values, NULL, NULL, 0};
    choose_lt(&st, n);
    if (n >= 64) {
        /* merges happen only when there is more than one run */
        st.tmpk = (py_Obj **)py_malloc(S, (size_t)n * sizeof(py_Obj *));
        if (!st.tmpk)
            return -1;
        if (values) {
            st.tmpv = (py_Obj **)py_malloc(S, (size_t)n * sizeof(py_Obj *));
            if (!st.tmpv) {
                py_free(S, st.tmpk, (size_t)n * sizeof(py_Obj *));
                return -1;
            }
        }
        st.tmpcap = n;
    }
    int rc = do_sort(&st, n);
    if (st.tmpk)
        py_free(S, st.tmpk, (size_t)st.tmpcap * sizeof(py_Obj *));
    if (st.tmpv)
        py_free(S, st.tmpv, (size_t)st.tmpcap * sizeof(py_Obj *));
    return rc;
}

static void reverse_array(py_Obj **a, py_ssize n)
{
    for (py_ssize i = 0, j = n - 1; i < j; i++, j--) {
        py_Obj *t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* list.sort(key=, reverse=): the list is emptied while sorting so that
 * mutation from key functions / comparisons is detected ("list modified
 * during sort"); reverse sorts keep equal elements in original order. */
int py_list_sort(py_State *S, py_Obj *o, py_Obj *key, bool reverse)
{
    py_List *l = (py_List *)o;
    py_Obj **items = l->items;
    py_ssize n = l->len, cap = l->cap;
    l->items = NULL;
    l->len = l->cap = 0;
    py_Obj **keys = NULL;
    int rc = 0;
    if (key && n > 0) {
        keys = (py_Obj **)py_malloc(S, (size_t)n * sizeof(py_Obj *));
        if (!keys) {
            rc = -1;
        } else {
            for (py_ssize i = 0; i < n; i++) {
                keys[i] = py_call1(S, key, items[i]);
                if (!keys[i]) {
                    for (py_ssize j = 0; j < i; j++)
                        py_decref(S, keys[j]);
                    py_free(S, keys, (size_t)n * sizeof(py_Obj *));
                    keys = NULL;
                    rc = -1;
                    break;
                }
            }
        }
    }
    if (rc == 0) {
        if (reverse) {
            reverse_array(items, n);
            if (keys)
                reverse_array(keys, n);
        }
        rc = keys ? py_sort_items(S, keys, items, n) : py_sort_items(S, items, NULL, n);
        if (reverse) {
            reverse_array(items, n);
            if (keys)
                reverse_array(keys, n);
        }
    }
    if (keys) {
        for (py_ssize i = 0; i < n; i++)
            py_decref(S, keys[i]);
        py_free(S, keys, (size_t)n * sizeof(py_Obj *));
    }
    /* put the items back, dropping anything added during the sort */
    bool modified = l->items != NULL || l->len != 0;
    py_Obj **extra = l->items;
    py_ssize nextra = l->len, extracap = l->cap;
    l->items = items;
    l->len = n;
    l->cap = cap;
    if (extra) {
        for (py_ssize i = 0; i < nextra; i++)
            py_xdecref(S, extra[i]);
        py_free(S, extra, (size_t)extracap * sizeof(py_Obj *));
    }
    if (modified && rc == 0) {
        py_err_setstr(S, PY_T(ValueError), "list modified during sort");
        return -1;
    }
    return rc;
}
