/* nn_math.h — internal to the math area's glue (nn_math*.c): shared
 * helpers and the lists of methods/functions defined in nn_math_reduce.c and
 * nn_math_linalg.c that nn_math.c's tables include. */
#ifndef NN_X_MATH_H
#define NN_X_MATH_H

#include "nn_glue.h"
#include "ts_math.h"

/* Result of a ts call that wrote *rp (read after the call). */
py_Obj *xg_ret(py_State *S, nb_Status st, ts_Tensor **rp);
bool xg_given(py_State *S, py_Obj *o);
int xg_init(py_State *S, py_Obj *torch);
int xg_linalg_init(py_State *S, py_Obj *torch);
int xg_rng_init(py_State *S, py_Obj *torch);

/* Tensor methods that are also torch aliases (xg_m_<name>), methods only
 * (xg_m_<name>), torch-only functions (xg_t_<name>); defined in nn_math_reduce.c. */
#define XG_ALIAS_LIST(X) \
    X(nansum) X(nanmean) X(cummax) X(cummin) X(logcumsumexp) X(quantile) X(nanquantile) X(median) X(nanmedian) \
    X(kthvalue) X(mode) X(aminmax) X(count_nonzero) X(bincount) X(histc) X(unique_consecutive) X(diff) \
    X(trace) X(msort) X(det) X(kron) X(inverse) \
    X(multinomial) X(bernoulli) X(qr) X(slogdet) X(logdet) X(matrix_power)
#define XG_METHOD_LIST(X) X(unique) X(cross) X(norm) X(geometric_) X(cauchy_) X(log_normal_) X(exponential_) \
    X(bernoulli_) X(random_)
#define XG_FUNC_LIST(X) X(std_mean) X(var_mean) X(searchsorted) X(bucketize) X(unique) X(cross) X(tensordot) X(einsum) \
    X(cdist) X(dist) X(norm) X(norm_except_dim) X(_weight_norm) X(poisson) X(_standard_gamma) X(_standard_gamma_grad) X(_sample_dirichlet) X(normal) X(manual_seed) X(randperm) \
    X(dropout) X(dropout_) X(feature_dropout) X(feature_dropout_) X(alpha_dropout) X(alpha_dropout_) \
    X(feature_alpha_dropout) X(feature_alpha_dropout_)

#define XG_DECL_M(n) py_Obj *xg_m_##n(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
#define XG_DECL_T(n) py_Obj *xg_t_##n(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
XG_ALIAS_LIST(XG_DECL_M)
XG_METHOD_LIST(XG_DECL_M)
XG_FUNC_LIST(XG_DECL_T)
#define XG_MDEF(n) {#n, xg_m_##n, PY_METH_INSTANCE},
#define XG_ANAME(n) #n,
#define XG_TDEF(n) {#n, xg_t_##n, PY_METH_STATIC},
#define XG_METHODS XG_ALIAS_LIST(XG_MDEF) XG_METHOD_LIST(XG_MDEF)
#define XG_ALIASES XG_ALIAS_LIST(XG_ANAME)
#define XG_FUNCS XG_FUNC_LIST(XG_TDEF)
#endif
