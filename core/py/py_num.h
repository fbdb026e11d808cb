/* py_num.h — internal API of the numbers-and-text area (int, bool, float,
 * str, bytes, formatting, hashing). Shared by py_long*.c, py_float.c,
 * py_dtoa.c, py_format.c, py_str*.c, py_bytes.c, py_hash.c; other areas may
 * use the functions marked "exported" (ord/chr helpers, int helpers). */
#ifndef PY_NUM_H
#define PY_NUM_H

#include "py.h"

/* ------------------------------------------------------------------ hashing */

#define PY_HASH_BITS 61
#define PY_HASH_MODULUS (((uint64_t)1 << PY_HASH_BITS) - 1)
#define PY_HASH_INF 314159

/* siphash13 with a zero key (CPython with PYTHONHASHSEED=0); 0 for n == 0. */
py_hash py_hash_bytes(const void *p, size_t n);
/* hash(str) exactly as CPython (it hashes the PEP 393 representation). */
py_hash py_hash_str_data(const char *utf8, py_ssize nbytes, bool ascii);
/* hash(float) (nan hashes the object address as CPython does). */
py_hash py_hash_double(double v, const void *obj);

/* --------------------------------------------------------------------- int */

#define PY_LONG_SHIFT 30
#define PY_LONG_MASK ((uint32_t)((1u << PY_LONG_SHIFT) - 1))
#define PY_INT_MAX_STR_DIGITS 4300

/* Magnitude kernels (py_long_big.c) on little-endian base 2^30 digit
 * arrays; lengths are digit counts. Results are not normalized unless said. */
typedef uint32_t py_digit;
size_t py_mag_norm(const py_digit *a, size_t n);           /* strip high zeros */
int py_mag_cmp(const py_digit *a, size_t na, const py_digit *b, size_t nb);
/* r[0..max(na,nb)] = a + b (r has max(na,nb)+1 digits); returns length */
size_t py_mag_add(py_digit *r, const py_digit *a, size_t na, const py_digit *b, size_t nb);
/* r = a - b, requires a >= b; r has na digits; returns normalized length */
size_t py_mag_sub(py_digit *r, const py_digit *a, size_t na, const py_digit *b, size_t nb);
/* r[0..na+nb) = a * b (r must not alias); tmp may be NULL for small sizes.
 * Returns 0 or -1 (MemoryError) */
int py_mag_mul(py_State *S, py_digit *r, const py_digit *a, size_t na, const py_digit *b, size_t nb);
/* q = a / d, returns a % d (d < 2^30); q has na digits (may alias a) */
py_digit py_mag_divrem1(py_digit *q, const py_digit *a, size_t na, py_digit d);
/* q[0..na-nb+1), r[0..nb) = divmod(a, b); b normalized, nb >= 2, a >= b.
 * Returns 0 or -1 (MemoryError) */
int py_mag_divmod(py_State *S, const py_digit *a, size_t na, const py_digit *b, size_t nb,
                  py_digit *q, py_digit *r);

/* A read-only view of any int (small ints are expanded into buf). */
typedef struct py_IntView {
    int sign;               /* -1, 0, +1 */
    size_t n;               /* digits (0 for zero) */
    const py_digit *d;
    py_digit buf[3];
} py_IntView;
void py_int_view(py_Obj *o, py_IntView *v);
/* New int from sign and magnitude (normalizes; small when it fits int64). */
py_Obj *py_int_from_mag(py_State *S, int sign, const py_digit *d, size_t n);

/* Three-way comparison of two ints. */
int py_int_cmp(py_Obj *a, py_Obj *b);
/* Exact comparison of an int with a finite or infinite double: -1/0/1
 * (int < d, ==, >). d must not be nan. */
int py_int_cmp_double(py_Obj *a, double d);
/* Decimal text of an int (the 4300-digit limit applies): new str. */
py_Obj *py_int_to_decimal(py_State *S, py_Obj *o);
/* Magnitude text in base 2/8/10/16 appended to buf (no sign, no prefix);
 * upper selects A-F. Returns -1 on error (limit or memory). */
int py_int_mag_text(py_State *S, py_Obj *o, int base, bool upper, nb_Buf *buf);
/* Number of bits of |o|. */
uint64_t py_int_bit_length(py_Obj *o);
/* o as double, correctly rounded; OverflowError "int too large to convert to float". */
int py_int_to_double(py_State *S, py_Obj *o, double *out);
/* Correctly rounded a / b for ints (ZeroDivisionError "division by zero"). */
py_Obj *py_int_truediv(py_State *S, py_Obj *a, py_Obj *b);
/* round(int, ndigits) */
py_Obj *py_int_round(py_State *S, py_Obj *a, py_Obj *ndigits);
/* Generic int binary operation (both operands ints; op a py_BinOp). */
py_Obj *py_int_binop(py_State *S, py_Obj *a, py_Obj *b, int op);
/* int(x) conversion of any object as the int() builtin (no base). */
py_Obj *py_int_from_obj(py_State *S, py_Obj *x);
/* Integer value of a py_Int that is exactly of type int (drops subclass). */
py_Obj *py_int_exact(py_State *S, py_Obj *o);

static inline bool py_is_int(py_Obj *o) { return (PY_TYPE(o)->flags & PY_TPFLAG_INT_SUB) != 0; }
static inline bool py_is_float(py_Obj *o) { return PY_TYPE(o) == &py_type_float || py_type_issub(PY_TYPE(o), &py_type_float); }
static inline bool py_is_str(py_Obj *o) { return (PY_TYPE(o)->flags & PY_TPFLAG_STR_SUB) != 0; }
static inline bool py_is_bytes(py_Obj *o) { return PY_TYPE(o) == &py_type_bytes || py_type_issub(PY_TYPE(o), &py_type_bytes); }

/* pow(a, b, m) for ints (m may be NULL/None); TypeError unless all ints. */
py_Obj *py_int_pow3(py_State *S, py_Obj *a, py_Obj *b, py_Obj *m);
/* divmod(a, b) for int/float operands with CPython's messages; NotImplemented
 * (new ref) for other types. */
py_Obj *py_num_divmod(py_State *S, py_Obj *a, py_Obj *b);

/* bool */
py_Obj *py_bool_from(py_State *S, bool b);

/* ------------------------------------------------------------------- float */

/* Shortest round-trip digits of a finite, non-zero |v|: digits (no dot,
 * NUL-terminated, at most 17) and decpt such that v = 0.DIGITS * 10^decpt. */
int py_dtoa_shortest(double v, char *digits, int *decpt);
/* CPython's PyOS_double_to_string: type 'e','f','g','r' (+ upper-case),
 * precision, flags below. Appends to buf. */
#define PY_DTSF_SIGN     1   /* always add sign */
#define PY_DTSF_ADD_DOT_0 2  /* "1" -> "1.0" when no exponent */
#define PY_DTSF_ALT      4   /* '#' alternate form */
#define PY_DTSF_NO_NEG_0 8   /* 'z': -0.0 formats as 0.0 */
void py_double_to_buf(double v, char type, int precision, int flags, nb_Buf *buf);
/* CPython's 'g' / 'G' formatting (see py_dtoa.c). */
void py_double_fmt_g(double v, int prec, int flags, bool upper, nb_Buf *b);
/* float(str) parsing (Python syntax incl. underscores, inf/nan): 0 ok,
 * -1 invalid syntax (no exception), -2 MemoryError set. */
int py_parse_double(py_State *S, const char *s, size_t n, double *out);
/* round(float, ndigits) correctly rounded as CPython. */
double py_double_round(double x, int ndigits, bool *overflow);

/* ------------------------------------------------------------------- str */

/* chr(cp) / ord(s) for the builtins area. */
py_Obj *py_str_chr(py_State *S, uint32_t cp);        /* ValueError when out of range */
int py_str_ord(py_State *S, py_Obj *s, uint32_t *cp); /* TypeError unless length 1 */
/* Byte offset of code point index i (0 <= i <= len) of a str. */
py_ssize py_str_offset(py_State *S, py_Obj *s, py_ssize i);
/* Code point at index i (0 <= i < len). */
uint32_t py_str_at(py_State *S, py_Obj *s, py_ssize i);
/* New str from valid UTF-8 whose length in code points is known (or -1). */
py_Obj *py_str_new_len(py_State *S, const char *utf8, py_ssize nbytes, py_ssize ncp);
/* Code point index of the first lone surrogate in str s (chr(0xD800), '\ud800'), or -1. */
py_ssize py_str_surrogate_at(py_Obj *s);
/* Raise CPython's UnicodeEncodeError for the surrogate at index pos of s ('utf-8' codec); returns NULL. */
py_Obj *py_str_surrogate_error(py_State *S, py_Obj *s, py_ssize pos);
/* New str taking the contents of an nb_Buf (freed); MemoryError if oom. */
py_Obj *py_str_from_buf(py_State *S, nb_Buf *b);
/* Substring by code point range [i, j). */
py_Obj *py_str_sub(py_State *S, py_Obj *s, py_ssize i, py_ssize j);
/* Append repr(s) to buf. */
void py_str_repr_buf(py_Obj *s, nb_Buf *b, bool ascii_only);
/* str % args */
py_Obj *py_str_mod(py_State *S, py_Obj *fmt, py_Obj *args);
/* str.format(*args, **kwargs): kwargs is a dict or NULL. */
py_Obj *py_str_format_args(py_State *S, py_Obj *fmt, py_Obj *const *args, py_ssize nargs, py_Obj *kwargs);
/* Format a str with a spec (str.__format__). */
py_Obj *py_str_format_spec(py_State *S, py_Obj *s, py_Obj *spec);
py_Obj *py_int_format_spec(py_State *S, py_Obj *o, py_Obj *spec);
py_Obj *py_float_format_spec(py_State *S, py_Obj *o, py_Obj *spec);

/* Unicode character classes (compact tables; see py_str_methods.c). */
bool py_uni_isprintable(uint32_t cp);
bool py_uni_isspace(uint32_t cp);
bool py_uni_isalpha(uint32_t cp);
bool py_uni_isdecimal(uint32_t cp);
bool py_uni_isdigit(uint32_t cp);
bool py_uni_isnumeric(uint32_t cp);
bool py_uni_isupper(uint32_t cp);
bool py_uni_islower(uint32_t cp);
uint32_t py_uni_toupper(uint32_t cp);
uint32_t py_uni_tolower(uint32_t cp);
bool py_uni_isidstart(uint32_t cp);
bool py_uni_isidcont(uint32_t cp);
int py_uni_decimal_value(uint32_t cp);   /* -1 if not a decimal digit */

/* Methods table of str (py_str_methods.c), used by py_str.c's type. */
extern const py_MethodDef py_str_methods_table[];

/* Buffer helper: turn an oom nb_Buf into MemoryError. */
static inline int py_buf_check(py_State *S, nb_Buf *b)
{
    if (b->oom) {
        nb_buf_free(b);
        py_err_nomemory(S);
        return -1;
    }
    return 0;
}

#endif
