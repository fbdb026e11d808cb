/* ag.h — autograd graph nodes, saved variables and the backward engine.
 *
 * A node is created by a forward op (ag_make) when grad mode is on and an
 * input requires grad; it owns edges to the nodes of its inputs (their
 * grad_fn, or the AccumulateGrad node of a leaf) and the tensors it saved.
 * Saved tensors are data aliases (same storage + version counter, no grad_fn),
 * so an output saved by its own grad_fn makes no reference cycle. The engine
 * (ag_engine.c) runs nodes in dependency order with an explicit heap, never
 * recursing on the C stack. */
#ifndef AG_H
#define AG_H

#include "ts.h"

#define AG_MAXSAVED 6
#define AG_NI 24

struct ag_Node;
typedef struct ag_Edge { struct ag_Node *fn; int input_nr; } ag_Edge;
typedef struct ag_Meta { ts_DType dtype; int ndim; int64_t shape[TS_MAXDIM]; } ag_Meta;
typedef struct ag_Saved {
    ts_Tensor *t;           /* alias; NULL when unused or released */
    int64_t version;        /* version at save time */
    const char *fn_name;    /* grad_fn name of the saved tensor at save time (NULL for leaves) */
    int output_nr;
    bool used;
    bool is_output;         /* saved output of its own node (differentiable unpack uses the node) */
    struct ag_Node *src_fn; /* input's grad_fn at save time (owned; NULL for leaves / outputs) */
    ts_Tensor *leaf;        /* input leaf that requires grad (owned), else NULL */
    ts_Tensor *diff;        /* create_graph: cached differentiable unpack (owned; freed after the node ran) */
    ts_Tensor *orig;        /* saved input itself (owned; NULL for outputs): its CURRENT grad_fn names the
                             * version-counter error, as PyTorch's saved original variable */
} ag_Saved;
typedef struct ag_Retain { struct ag_Retain *next; ts_Tensor *t; int output_nr; } ag_Retain;

/* Node-level hooks (grad_fn.register_prehook / register_hook) and glue data
 * attached to a node (grad_fn.metadata). A pre-hook sees the node's incoming
 * gradients gout[nout] (NULL = None) before it runs, a post-hook also its
 * results gin[nin] (already reduced to the inputs' shapes); either may replace
 * entries (release the old one, store a new reference). */
typedef nb_Status (*ag_NodeHookFn)(ts_Ctx *c, void *ud, struct ag_Node *n, int nin, ts_Tensor **gin, int nout,
                                   ts_Tensor **gout);
enum { AG_HOOK_PRE = 0, AG_HOOK_POST = 1, AG_HOOK_DATA = 2 };
typedef struct ag_NodeHook {
    struct ag_NodeHook *next;
    int64_t id;
    int kind;               /* AG_HOOK_* */
    ag_NodeHookFn fn;       /* NULL for AG_HOOK_DATA */
    void *ud;
    ts_HookFree free_ud;
} ag_NodeHook;

/* gout[k]: gradient w.r.t. output k (NULL = none/zero). gin[i]: result for
 * input i (new reference or NULL). The engine reduces broadcast shapes
 * (sum_to) and casts to the input's dtype afterwards. */
typedef nb_Status (*ag_BackwardFn)(ts_Ctx *c, struct ag_Node *n, ts_Tensor **gout, ts_Tensor **gin);

typedef struct ag_Node {
    int64_t refcnt;
    nb_Heap *heap;
    const char *name;
    ag_BackwardFn backward;
    uint64_t seq;
    int nin, nout;
    ag_Edge *next;          /* nin */
    ag_Meta *meta;          /* nin: input dtype/shape */
    ag_Saved saved[AG_MAXSAVED];
    double d[4];
    int64_t iv[AG_NI];
    void *extra;            /* op-specific nb_alloc'ed block, extra_size bytes */
    size_t extra_size;
    bool released;          /* saved variables freed after a backward without retain_graph */
    bool bw_records;        /* backward builds its own graph under grad mode (custom Functions): create_graph runs it as is */
    ts_Tensor *var;         /* AccumulateGrad: the leaf (owned) */
    ts_Hook *pre_hooks;     /* tensor hooks of non-leaf outputs */
    ag_Retain *retained;    /* retain_grad() outputs (weak) */
    ag_NodeHook *node_hooks; /* node pre/post hooks and attached data, in registration order */
    void *owner;            /* the glue's Python grad_fn object (weak), for identity */
    void (*extra_free)(struct ag_Node *n);  /* called before `extra` is freed (may be NULL) */
    /* engine scratch */
    uint64_t epoch;
    int deps;
    bool needed;
    ts_Tensor **buf;
    struct ag_Node *link;
    ts_Pool *pool;          /* cache the node and its arrays return to (owned ref; NULL = heap) */
} ag_Node;

/* True when an op on these inputs must record a node. */
bool ag_should_record(ts_Ctx *c, int n, ts_Tensor *const *ins);
/* New node with edges to the inputs that require grad (NULL entries allowed). */
nb_Status ag_make(ts_Ctx *c, const char *name, ag_BackwardFn fn, int nin, ts_Tensor *const *ins, int nout,
                  ag_Node **out);
/* Attach: t->grad_fn = n (new ref), t->output_nr = k, requires_grad. */
void ag_set_output(ag_Node *n, ts_Tensor *t, int k);
nb_Status ag_save(ts_Ctx *c, ag_Node *n, int slot, ts_Tensor *t, bool is_output);
/* Before an in-place write of t with n's result (t becomes n's output): the
 * slot of n that saved t as self gets a copy of its values, other slots that
 * saved t or `also` (t's base, or NULL) drop the reference: no cycle through
 * n remains. */
nb_Status ag_save_unlink_inplace(ts_Ctx *c, ag_Node *n, ts_Tensor *t, ts_Tensor *also);
/* Borrowed saved tensor; errors if released or modified in place since. */
nb_Status ag_unpack(ts_Ctx *c, ag_Node *n, int slot, ts_Tensor **t);
nb_Status ag_extra(ts_Ctx *c, ag_Node *n, size_t size, void **p);
void ag_node_retain(ag_Node *n);
void ag_node_release(ag_Node *n);
/* Leaf's AccumulateGrad node (created on demand; t->grad_acc is weak). New ref. */
nb_Status ag_grad_accumulator(ts_Ctx *c, ts_Tensor *t, ag_Node **out);
/* backward / autograd.grad with create_graph: the engine runs with grad mode on,
 * ag_unpack returns tensors connected to the forward graph and each node runs
 * its differentiable formula (ag_double_backward), so the gradients get a graph. */
nb_Status ag_backward_ex(ts_Ctx *c, ts_Tensor *const *roots, int n, ts_Tensor *const *grads, bool retain_graph,
                         bool create_graph);
nb_Status ag_grad_ex(ts_Ctx *c, ts_Tensor *const *outputs, int nout, ts_Tensor *const *grad_outputs,
                     ts_Tensor *const *inputs, int nin, bool retain_graph, bool allow_unused, bool create_graph,
                     ts_Tensor **results);
/* Differentiable backward for node n when create_graph is set (ag_double.c).
 * Returns NB_OK after filling gin, or an error. */
nb_Status ag_double_backward(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin);
/* Leaf post-accumulate-grad hook (kept in t->hooks, marked output_nr == AG_POST_ACC):
 * called with the leaf after its .grad was updated. */
#define AG_POST_ACC (-7)
nb_Status ag_register_post_acc_hook(ts_Ctx *c, ts_Tensor *t, ts_HookFn fn, void *ud, ts_HookFree free_ud,
                                    int64_t *id);
/* Node hooks: add (appended, *id = handle id), remove by id (false if absent),
 * the first attached data of a kind (NULL if none). */
nb_Status ag_node_add_hook(ts_Ctx *c, ag_Node *n, int kind, ag_NodeHookFn fn, void *ud, ts_HookFree free_ud,
                           int64_t *id);
bool ag_node_remove_hook(ts_Ctx *c, ag_Node *n, int64_t id);
void *ag_node_data(ag_Node *n, int kind);
/* Collapse a composite op into one node named `name` with PyTorch's edges
 * (one per input in ins, NULL or non-grad entries give None): outs[k] (built
 * from ins by recording ops) get the new node as grad_fn, output k. Its
 * backward runs the composite's own graph down to these edges, so the
 * gradients (and double backward) are exactly the composite's. No-op when no
 * output has a grad_fn. The node keeps its own copy of `name`. */
nb_Status ag_fuse(ts_Ctx *c, const char *name, int nin, ts_Tensor *const *ins, int nout, ts_Tensor **outs);
/* ag_fuse with the edges (and their inputs' dtype/shape) given rather than
 * taken from input tensors: for a node whose edges are another node's. */
nb_Status ag_fuse_edges(ts_Ctx *c, const char *name, int nin, const ag_Edge *edges, const ag_Meta *metas, int nout,
                        ts_Tensor **outs);
/* The inner node a fused node n runs for its output k (borrowed; NULL when
 * n is not an ag_fuse node or has no such output). */
ag_Node *ag_fuse_inner(ag_Node *n, int k);
/* An op PyTorch does not differentiate although an input requires grad:
 * outs get one "NotImplemented" node (edges to ins, NULL entries give None)
 * whose backward raises "derivative for aten::<aten_name> is not implemented".
 * No-op when nothing is recorded. */
nb_Status ag_not_implemented(ts_Ctx *c, const char *aten_name, int nin, ts_Tensor *const *ins, int nout,
                             ts_Tensor **outs);
/* Tensor (data) helpers used by backward rules. */
nb_Status ag_sum_to(ts_Ctx *c, ts_Tensor *g, int ndim, const int64_t *shape, ts_Tensor **out);

#endif
