/* py_complex.h — the builtin `complex` type (py_complex.c). */
#ifndef PY_COMPLEX_H
#define PY_COMPLEX_H

#include "py.h"

typedef struct py_Complex { PY_HEAD; double re, im; } py_Complex;

extern py_Type py_type_complex;

/* New complex (re, im). */
py_Obj *py_complex_new(py_State *S, double re, double im);
static inline bool py_is_complex(py_Obj *o) { return py_isinstance_type(o, &py_type_complex); }
/* complex(x) for a complex/float/int/bool (or an object with __complex__,
 * __float__ or __index__) into re/im: 0, or -1 with TypeError. */
int py_complex_parts(py_State *S, py_Obj *o, double *re, double *im);
/* repr(complex) text into buf (CPython's form: 1j, (1+2j), (-0-0j), (nan+infj)). */
void py_complex_repr_buf(double re, double im, char *buf, size_t n);
/* Registers `complex` in the builtins (called from py_init_builtins). */
int py_complex_init(py_State *S);

#endif
