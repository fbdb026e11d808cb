/* py_arena.c — bump allocator for AST nodes; it also owns the constant
 * objects (names, numbers, strings) referenced by the nodes. */
#include "py_ast.h"

#include <string.h>

#define ARENA_CHUNK 8192

typedef struct Chunk {
    struct Chunk *next;
    size_t size;            /* bytes allocated for this chunk, header included */
} Chunk;

struct py_Arena {
    Chunk *chunks;
    char *cur;
    size_t left;
    py_Obj **objs;
    size_t nobjs, capobjs;
};

py_Arena *py_arena_new(py_State *S)
{
    return py_malloc(S, sizeof(py_Arena));
}

void py_arena_free(py_State *S, py_Arena *a)
{
    if (!a) return;
    for (size_t i = 0; i < a->nobjs; i++) py_decref(S, a->objs[i]);
    py_free(S, a->objs, sizeof(py_Obj *) * a->capobjs);
    Chunk *c = a->chunks;
    while (c) {
        Chunk *n = c->next;
        py_free(S, c, c->size);
        c = n;
    }
    py_free(S, a, sizeof(py_Arena));
}

/* Zeroed, 16-byte aligned memory that lives as long as the arena. */
void *py_arena_alloc(py_State *S, py_Arena *a, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    if (n > a->left) {
        size_t hdr = (sizeof(Chunk) + 15) & ~(size_t)15;
        size_t want = n > ARENA_CHUNK / 4 ? n + hdr : ARENA_CHUNK;
        Chunk *c = py_malloc(S, want);    /* zeroed */
        if (!c) return NULL;
        c->size = want;
        c->next = a->chunks;
        a->chunks = c;
        if (n > ARENA_CHUNK / 4) return (char *)c + hdr;   /* dedicated chunk; keep current */
        a->cur = (char *)c + hdr;
        a->left = want - hdr;
    }
    void *p = a->cur;
    a->cur += n;
    a->left -= n;
    return p;
}

/* The arena takes over the reference `o` (released by py_arena_free). On
 * failure o is released too and MemoryError is set. */
int py_arena_keep(py_State *S, py_Arena *a, py_Obj *o)
{
    if (a->nobjs == a->capobjs) {
        size_t nc = a->capobjs ? a->capobjs * 2 : 64;
        py_Obj **no = py_realloc(S, a->objs, sizeof(py_Obj *) * a->capobjs, sizeof(py_Obj *) * nc);
        if (!no) {
            py_decref(S, o);
            return -1;
        }
        a->objs = no;
        a->capobjs = nc;
    }
    a->objs[a->nobjs++] = o;
    return 0;
}
