/* op.h — torch.optim: the native half.
 *
 * The optimizer classes (Optimizer, SGD, Adam, AdamW, RMSprop, Adagrad) and
 * torch.optim.lr_scheduler are Python source embedded in the binary
 * (core/optim/lib/torch.optim*.py). The per-parameter arithmetic runs here:
 *
 *   op_kern.c      plain-C update kernels on ts_Tensor (no Python objects),
 *                  reproducing PyTorch 2.6's single-tensor CPU arithmetic in
 *                  the parameter's dtype (float32/float64), rounding for
 *                  rounding, and bumping version counters as its in-place
 *                  ops do;
 *   op_register.c  the native module `torch.optim._nns` the Python classes
 *                  call: one call per parameter group (it walks the group's
 *                  params, skips those whose grad is None, creates and reads
 *                  the per-parameter `state` dicts), zero_grad, and the scope
 *                  recorder hook below.
 *
 * SCOPE HOOK (for core/scope). Every optimizer.step() — built-in or a user
 * subclass, since Optimizer wraps each class's step() like PyTorch's
 * profile_hook_step — calls the hook twice:
 *     phase OP_STEP_BEFORE  before the step runs (snapshot the weights),
 *     phase OP_STEP_AFTER   after it returned (compute per-tensor deltas).
 * `params` is a list (borrowed, valid for the call only) of the Parameters of
 * every param group whose .grad is not None at that moment, in param-group
 * order: exactly the tensors a built-in step updates. `optimizer` is the
 * optimizer object (borrowed). `line` is the line, in the user's program
 * (S->filename), of the innermost frame executing that file (0 if none): the
 * `opt.step()` line. The hook must not raise and must not run Python code
 * that changes the optimizer. It is not called if step() raised before
 * returning (no OP_STEP_AFTER then).
 *
 * Install with op_set_step_hook(S, fn, ud) (fn NULL removes it); the hook is
 * per interpreter (kept in the `torch.optim._nns` module, importing it if
 * needed; the module attribute `recording` mirrors whether one is set, so an
 * unobserved step costs one attribute read).
 */
#ifndef OP_H
#define OP_H

#include "nn_torch.h"

/* torch.optim joins the interpreter as its own extension, registered after
 * nn_torch_ext (py_ext_register): the torch layer never calls optim. */
extern const py_ExtDef op_optim_ext;

enum { OP_STEP_BEFORE = 0, OP_STEP_AFTER = 1 };

typedef void (*op_StepHook)(void *ud, py_State *S, py_Obj *optimizer, py_Obj *params, int phase, int line);

/* Install (fn != NULL) or remove (fn == NULL) the step hook. -1 with an
 * exception set on failure. */
int op_set_step_hook(py_State *S, op_StepHook fn, void *ud);

/* ------------------------------------------------------------ kernels
 * Each updates one parameter in place. p and g have the same dtype and
 * shape (float32 or float64; other dtypes give NotImplementedError text in
 * the ctx). State tensors are contiguous tensors of p's dtype and shape
 * (except `step`: a 0-dim float32 tensor). Hyperparameters are Python floats
 * (double) and are rounded to p's dtype where PyTorch rounds them. */

typedef struct op_SGDArgs {
    double lr, momentum, dampening, weight_decay;
    bool nesterov, maximize;
} op_SGDArgs;

typedef struct op_AdamArgs {
    double lr, beta1, beta2, eps, weight_decay;
    bool amsgrad, maximize, decoupled;   /* decoupled: AdamW */
} op_AdamArgs;

typedef struct op_RMSpropArgs {
    double lr, alpha, eps, weight_decay, momentum;
    bool centered, maximize;
} op_RMSpropArgs;

typedef struct op_AdagradArgs {
    double lr, lr_decay, weight_decay, eps;
    bool maximize;
} op_AdagradArgs;

/* buf: momentum buffer or NULL; when momentum != 0 and buf is NULL a new
 * buffer (the clone of the first step) is returned through *new_buf. */
nb_Status op_sgd_update(ts_Ctx *c, ts_Tensor *p, ts_Tensor *g, ts_Tensor *buf, ts_Tensor **new_buf,
                        const op_SGDArgs *a);
/* max_sq may be NULL unless amsgrad. */
nb_Status op_adam_update(ts_Ctx *c, ts_Tensor *p, ts_Tensor *g, ts_Tensor *step, ts_Tensor *exp_avg,
                         ts_Tensor *exp_avg_sq, ts_Tensor *max_sq, const op_AdamArgs *a);
/* buf (momentum > 0) and grad_avg (centered) may be NULL otherwise. */
nb_Status op_rmsprop_update(ts_Ctx *c, ts_Tensor *p, ts_Tensor *g, ts_Tensor *step, ts_Tensor *square_avg,
                            ts_Tensor *buf, ts_Tensor *grad_avg, const op_RMSpropArgs *a);
nb_Status op_adagrad_update(ts_Ctx *c, ts_Tensor *p, ts_Tensor *g, ts_Tensor *step, ts_Tensor *sum,
                            const op_AdagradArgs *a);

/* op_pointwise.c: the element loops of Adadelta, Adamax, NAdam, RAdam and ASGD,
 * whose state handling is Python. op_more_kind maps a name to a kind (-1 if
 * unknown); op_more_arity gives its tensor and scalar counts; t[0] is the
 * parameter, t[1] its grad, the rest state tensors (see op_pointwise.c). */
int op_more_kind(const char *name);
int op_more_arity(int kind, int *ntensors, int *nscalars);
nb_Status op_more_update(ts_Ctx *c, int kind, ts_Tensor **t, const double *s, int flags);

#endif
