/* py_str_methods.c — the methods of str (split, strip, find, case
 * conversion, predicates, padding, ...) with CPython's semantics and
 * messages, plus compact Unicode character tables.
 *
 * Unicode coverage: whitespace, printable and decimal digits follow the
 * Unicode database for the common scripts; letters and case mapping cover
 * ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic (plus CJK, kana,
 * Hangul, Arabic, Hebrew, Devanagari, Thai as caseless letters). Special
 * casings other than 'ß' -> 'SS' are not implemented. */
#include "py_num.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------ tables */

typedef struct Range { uint32_t lo, hi; } Range;

static bool in_ranges(uint32_t cp, const Range *r, size_t n)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (cp < r[mid].lo)
            hi = mid;
        else if (cp > r[mid].hi)
            lo = mid + 1;
        else
            return true;
    }
    return false;
}

#define NR(a) (sizeof(a) / sizeof((a)[0]))

static const Range space_r[] = {
    {0x9, 0xD}, {0x1C, 0x20}, {0x85, 0x85}, {0xA0, 0xA0}, {0x1680, 0x1680}, {0x2000, 0x200A},
    {0x2028, 0x2029}, {0x202F, 0x202F}, {0x205F, 0x205F}, {0x3000, 0x3000},
};

static const Range nonprint_r[] = {
    {0x0, 0x1F}, {0x7F, 0xA0}, {0xAD, 0xAD}, {0x378, 0x379}, {0x380, 0x383}, {0x38B, 0x38B},
    {0x38D, 0x38D}, {0x3A2, 0x3A2}, {0x530, 0x530}, {0x557, 0x558}, {0x58B, 0x58C}, {0x590, 0x590},
    {0x5C8, 0x5CF}, {0x5EB, 0x5EE}, {0x5F5, 0x605}, {0x61C, 0x61C}, {0x6DD, 0x6DD}, {0x70E, 0x70F},
    {0x1680, 0x1680}, {0x180E, 0x180E}, {0x2000, 0x200F}, {0x2028, 0x202F}, {0x205F, 0x206F},
    {0x2072, 0x2073}, {0x208F, 0x208F}, {0x3000, 0x3000}, {0xD800, 0xF8FF}, {0xFDD0, 0xFDEF},
    {0xFEFF, 0xFEFF}, {0xFFF0, 0xFFFB}, {0xFFFE, 0xFFFF}, {0x110BD, 0x110BD}, {0x1D173, 0x1D17A},
    {0x2FA1E, 0x2FFFF}, {0x3134B, 0xE00FF}, {0xE01F0, 0x10FFFF},
};

static const Range alpha_r[] = {
    {0x41, 0x5A}, {0x61, 0x7A}, {0xAA, 0xAA}, {0xB5, 0xB5}, {0xBA, 0xBA}, {0xC0, 0xD6}, {0xD8, 0xF6},
    {0xF8, 0x2C1}, {0x2C6, 0x2D1}, {0x2E0, 0x2E4}, {0x2EC, 0x2EC}, {0x2EE, 0x2EE}, {0x370, 0x374},
    {0x376, 0x377}, {0x37A, 0x37D}, {0x37F, 0x37F}, {0x386, 0x386}, {0x388, 0x38A}, {0x38C, 0x38C},
    {0x38E, 0x3A1}, {0x3A3, 0x3F5}, {0x3F7, 0x481}, {0x48A, 0x52F}, {0x531, 0x556}, {0x559, 0x559},
    {0x560, 0x588}, {0x5D0, 0x5EA}, {0x5EF, 0x5F2}, {0x620, 0x64A}, {0x66E, 0x66F}, {0x671, 0x6D3},
    {0x6D5, 0x6D5}, {0x904, 0x939}, {0x93D, 0x93D}, {0x950, 0x950}, {0x958, 0x961}, {0xE01, 0xE30},
    {0xE32, 0xE33}, {0xE40, 0xE46}, {0x10A0, 0x10C5}, {0x10D0, 0x10FA}, {0x1100, 0x1248},
    {0x1E00, 0x1F15}, {0x1F18, 0x1F1D}, {0x1F20, 0x1F45}, {0x1F48, 0x1F4D}, {0x1F50, 0x1F57},
    {0x1F59, 0x1F7D}, {0x1F80, 0x1FB4}, {0x1FB6, 0x1FBC}, {0x1FC2, 0x1FC4}, {0x1FC6, 0x1FCC},
    {0x1FD0, 0x1FD3}, {0x1FD6, 0x1FDB}, {0x1FE0, 0x1FEC}, {0x1FF2, 0x1FF4}, {0x1FF6, 0x1FFC},
    {0x2071, 0x2071}, {0x207F, 0x207F}, {0x2090, 0x209C}, {0x2102, 0x2102}, {0x2107, 0x2107},
    {0x210A, 0x2113}, {0x2115, 0x2115}, {0x2119, 0x211D}, {0x2124, 0x2124}, {0x2126, 0x2126},
    {0x2128, 0x2128}, {0x212A, 0x212D}, {0x212F, 0x2139}, {0x3005, 0x3006}, {0x3031, 0x3035},
    {0x3041, 0x3096}, {0x309D, 0x309F}, {0x30A1, 0x30FA}, {0x30FC, 0x30FF}, {0x3105, 0x312F},
    {0x3131, 0x318E}, {0x3400, 0x4DBF}, {0x4E00, 0x9FFF}, {0xA000, 0xA48C}, {0xAC00, 0xD7A3},
    {0xF900, 0xFA6D}, {0xFB00, 0xFB06}, {0xFF21, 0xFF3A}, {0xFF41, 0xFF5A}, {0xFF66, 0xFFBE},
    {0x10000, 0x1000B}, {0x20000, 0x2A6DF}, {0x2A700, 0x2EBE0}, {0x30000, 0x3134A},
};

static const uint32_t decimal_zero[] = {
    0x30, 0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6,
    0xE50, 0xED0, 0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50,
    0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0,
    0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1E950,
};

static const Range digit_extra_r[] = {
    {0xB2, 0xB3}, {0xB9, 0xB9}, {0x1369, 0x1371}, {0x2070, 0x2070}, {0x2074, 0x2079}, {0x2080, 0x2089},
    {0x2460, 0x2468}, {0x2474, 0x247C}, {0x2488, 0x2490}, {0x24EA, 0x24EA}, {0x24F5, 0x24FD},
    {0x24FF, 0x24FF}, {0x2776, 0x277E}, {0x2780, 0x2788}, {0x278A, 0x2792},
};

static const Range numeric_extra_r[] = {
    {0xBC, 0xBE}, {0x2150, 0x2189}, {0x2469, 0x2473}, {0x247D, 0x2487}, {0x2491, 0x249B},
    {0x24EB, 0x24F4}, {0x24FE, 0x24FE}, {0x277F, 0x277F}, {0x2789, 0x2789}, {0x2793, 0x2793},
    {0x3007, 0x3007}, {0x3021, 0x3029}, {0x4E00, 0x4E00}, {0x4E03, 0x4E03}, {0x4E07, 0x4E07},
    {0x4E09, 0x4E09}, {0x4E5D, 0x4E5D}, {0x4E8C, 0x4E8C}, {0x4E94, 0x4E94}, {0x516B, 0x516B},
    {0x516D, 0x516D}, {0x5341, 0x5341}, {0x5343, 0x5343}, {0x56DB, 0x56DB}, {0x767E, 0x767E},
    {0x96F6, 0x96F6},
};

int py_uni_decimal_value(uint32_t cp)
{
    if (cp < 0x80)
        return cp >= '0' && cp <= '9' ? (int)(cp - '0') : -1;
    for (size_t i = 0; i < NR(decimal_zero); i++)
        if (cp >= decimal_zero[i] && cp < decimal_zero[i] + 10)
            return (int)(cp - decimal_zero[i]);
    return -1;
}

bool py_uni_isspace(uint32_t cp) { return in_ranges(cp, space_r, NR(space_r)); }
bool py_uni_isprintable(uint32_t cp) { return !in_ranges(cp, nonprint_r, NR(nonprint_r)); }
bool py_uni_isalpha(uint32_t cp)
{
    if (cp < 0x80)
        return (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z';
    return cp != 0xD7 && cp != 0xF7 && in_ranges(cp, alpha_r, NR(alpha_r));
}
bool py_uni_isdecimal(uint32_t cp) { return py_uni_decimal_value(cp) >= 0; }
bool py_uni_isdigit(uint32_t cp) { return py_uni_isdecimal(cp) || in_ranges(cp, digit_extra_r, NR(digit_extra_r)); }
bool py_uni_isnumeric(uint32_t cp)
{
    return py_uni_isdigit(cp) || in_ranges(cp, numeric_extra_r, NR(numeric_extra_r));
}

/* Simple case mapping. Returns the mapped code point (cp if none). */
uint32_t py_uni_toupper(uint32_t cp)
{
    if (cp < 0x80)
        return cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
    if (cp < 0x100) {
        if (cp >= 0xE0 && cp <= 0xFE && cp != 0xF7)
            return cp - 32;
        if (cp == 0xFF)
            return 0x178;
        if (cp == 0xB5)
            return 0x39C;
        return cp;
    }
    if (cp < 0x180) {
        if (cp == 0x131)
            return 'I';
        if (cp == 0x17F)
            return 'S';
        if ((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14A && cp <= 0x177))
            return (cp & 1) ? cp - 1 : cp;
        if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E))
            return (cp & 1) ? cp : cp - 1;
        return cp;
    }
    if (cp >= 0x3B1 && cp <= 0x3CB)
        return cp == 0x3C2 ? 0x3A3 : cp - 32;
    if (cp == 0x3AC)
        return 0x386;
    if (cp >= 0x3AD && cp <= 0x3AF)
        return cp - 37;
    if (cp == 0x3CC)
        return 0x38C;
    if (cp == 0x3CD || cp == 0x3CE)
        return cp - 63;
    if (cp >= 0x430 && cp <= 0x44F)
        return cp - 32;
    if (cp >= 0x450 && cp <= 0x45F)
        return cp - 80;
    if ((cp >= 0x460 && cp <= 0x481) || (cp >= 0x48A && cp <= 0x4BF) || (cp >= 0x4D0 && cp <= 0x52F))
        return (cp & 1) ? cp - 1 : cp;
    if (cp >= 0x2170 && cp <= 0x217F)
        return cp - 16;
    if (cp >= 0xFF41 && cp <= 0xFF5A)
        return cp - 32;
    return cp;
}

uint32_t py_uni_tolower(uint32_t cp)
{
    if (cp < 0x80)
        return cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
    if (cp < 0x100)
        return (cp >= 0xC0 && cp <= 0xDE && cp != 0xD7) ? cp + 32 : cp;
    if (cp < 0x180) {
        if (cp == 0x130)
            return 'i';
        if (cp == 0x178)
            return 0xFF;
        if ((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14A && cp <= 0x177))
            return (cp & 1) ? cp : cp + 1;
        if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E))
            return (cp & 1) ? cp + 1 : cp;
        return cp;
    }
    if (cp >= 0x391 && cp <= 0x3AB && cp != 0x3A2)
        return cp + 32;
    if (cp == 0x386)
        return 0x3AC;
    if (cp >= 0x388 && cp <= 0x38A)
        return cp + 37;
    if (cp == 0x38C)
        return 0x3CC;
    if (cp == 0x38E || cp == 0x38F)
        return cp + 63;
    if (cp >= 0x410 && cp <= 0x42F)
        return cp + 32;
    if (cp >= 0x400 && cp <= 0x40F)
        return cp + 80;
    if ((cp >= 0x460 && cp <= 0x481) || (cp >= 0x48A && cp <= 0x4BF) || (cp >= 0x4D0 && cp <= 0x52F))
        return (cp & 1) ? cp : cp + 1;
    if (cp >= 0x2160 && cp <= 0x216F)
        return cp + 16;
    if (cp >= 0xFF21 && cp <= 0xFF3A)
        return cp + 32;
    return cp;
}

bool py_uni_isupper(uint32_t cp) { return py_uni_tolower(cp) != cp || (cp >= 0x3D2 && cp <= 0x3D4); }
bool py_uni_islower(uint32_t cp)
{
    return py_uni_toupper(cp) != cp || cp == 0xDF || cp == 0x138 || cp == 0x149 || cp == 0xAA || cp == 0xBA;
}
static bool is_cased(uint32_t cp) { return py_uni_isupper(cp) || py_uni_islower(cp); }

bool py_uni_isidstart(uint32_t cp) { return cp == '_' || py_uni_isalpha(cp) || (cp >= 0x2160 && cp <= 0x2188); }
bool py_uni_isidcont(uint32_t cp)
{
    return py_uni_isidstart(cp) || py_uni_isdecimal(cp) || cp == 0xB7 || (cp >= 0x300 && cp <= 0x36F) ||
           (cp >= 0x203F && cp <= 0x2040);
}

/* ------------------------------------------------------------ helpers */

#define SELF ((py_Str *)self)

static py_Obj *newstr(py_State *S, const char *p, py_ssize n) { return py_str_new_len(S, p, n, -1); }

/* Iterate code points of a byte range. */
static inline uint32_t next_cp(const char *p, py_ssize n, py_ssize *i)
{
    unsigned char c = (unsigned char)p[*i];
    if (c < 0x80) {
        (*i)++;
        return c;
    }
    uint32_t cp;
    int k = nb_utf8_decode((const unsigned char *)p + *i, (size_t)(n - *i), &cp);
    if (k <= 0) {
        (*i)++;
        return c;
    }
    *i += k;
    return cp;
}

/* Step back one code point from byte offset i. */
static inline py_ssize prev_off(const char *p, py_ssize i)
{
    i--;
    while (i > 0 && ((unsigned char)p[i] & 0xC0) == 0x80)
        i--;
    return i;
}

static py_ssize byte_to_cp(py_Obj *self, py_ssize off)
{
    if (SELF->ascii)
        return off;
    return (py_ssize)nb_utf8_count(SELF->data, (size_t)off);
}

/* Resolve optional start/end (slice semantics over code points) to byte
 * offsets. Returns -1 on error; sets *empty when start > len. */
static int get_range(py_State *S, py_Obj *self, py_Obj *ostart, py_Obj *oend, py_ssize *bs, py_ssize *be,
                     bool *beyond)
{
    py_ssize len = SELF->len, start = 0, end = len;
    if (ostart && ostart != S->None && py_as_ssize(S, ostart, &start) < 0)
        return -1;
    if (oend && oend != S->None && py_as_ssize(S, oend, &end) < 0)
        return -1;
    if (start < 0) {
        start += len;
        if (start < 0)
            start = 0;
    }
    if (end < 0) {
        end += len;
        if (end < 0)
            end = 0;
    }
    if (end > len)
        end = len;
    *beyond = start > len || start > end;
    if (start > len)
        start = len;
    if (start > end)
        end = start;
    *bs = py_str_offset(S, self, start);
    *be = py_str_offset(S, self, end);
    return 0;
}

static int need_str(py_State *S, py_Obj *o, const char *what)
{
    if (!py_is_str(o)) {
        py_err_format(S, PY_T(TypeError), "%s, not %s", what, py_obj_typename(o));
        return -1;
    }
    return 0;
}

static py_ssize find_in(const char *h, py_ssize hn, const char *n, py_ssize nn)
{
    if (nn == 0)
        return 0;
    if (nn > hn)
        return -1;
    const char *end = h + hn - nn;
    for (const char *p = h; p <= end;) {
        p = memchr(p, n[0], (size_t)(end - p + 1));
        if (!p)
            return -1;
        if (memcmp(p, n, (size_t)nn) == 0)
            return p - h;
        p++;
    }
    return -1;
}

static py_ssize rfind_in(const char *h, py_ssize hn, const char *n, py_ssize nn)
{
    if (nn > hn)
        return -1;
    for (py_ssize i = hn - nn; i >= 0; i--)
        if (memcmp(h + i, n, (size_t)nn) == 0)
            return i;
    return -1;
}

/* ------------------------------------------------------------ find & co */

/* mode: 0 find, 1 rfind, 2 index, 3 rindex, 4 count */
static py_Obj *do_find(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw, int mode)
{
    static const char *names[] = {"find", "rfind", "index", "rindex", "count"};
    if (py_check_nargs(S, names[mode], nargs, kw, 1, 3) < 0)
        return NULL;
    if (!py_is_str(args[0]))
        return py_err_format(S, PY_T(TypeError), "%s() argument 1 must be str, not %s", names[mode],
                             py_obj_typename(args[0]));
    py_ssize bs, be;
    bool beyond;
    if (get_range(S, self, nargs > 1 ? args[1] : NULL, nargs > 2 ? args[2] : NULL, &bs, &be, &beyond) < 0)
        return NULL;
    const char *n = py_str_utf8(args[0]);
    py_ssize nn = py_str_nbytes(args[0]);
    if (mode == 4) {
        if (beyond)
            return py_int_from_i64(S, 0);
        if (nn == 0)
            return py_int_from_i64(S, (int64_t)(nb_utf8_count(SELF->data + bs, (size_t)(be - bs)) + 1));
        int64_t c = 0;
        py_ssize i = bs;
        while (i <= be - nn) {
            py_ssize f = find_in(SELF->data + i, be - i, n, nn);
            if (f < 0)
                break;
            c++;
            i += f + nn;
        }
        return py_int_from_i64(S, c);
    }
    py_ssize pos = -1;
    if (!beyond) {
        pos = (mode & 1) ? rfind_in(SELF->data + bs, be - bs, n, nn) : find_in(SELF->data + bs, be - bs, n, nn);
        if (pos >= 0)
            pos = byte_to_cp(self, bs + pos);
    }
    if (pos < 0 && mode >= 2)
        return py_err_setstr(S, PY_T(ValueError), "substring not found");
    return py_int_from_i64(S, pos);
}

static py_Obj *m_find(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_find(S, self, a, n, kw, 0); }
static py_Obj *m_rfind(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_find(S, self, a, n, kw, 1); }
static py_Obj *m_index(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_find(S, self, a, n, kw, 2); }
static py_Obj *m_rindex(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_find(S, self, a, n, kw, 3); }
static py_Obj *m_count(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_find(S, self, a, n, kw, 4); }

static py_Obj *do_startsend(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw, bool end)
{
    const char *name = end ? "endswith" : "startswith";
    if (py_check_nargs(S, name, nargs, kw, 1, 3) < 0)
        return NULL;
    py_ssize bs, be;
    bool beyond;
    if (get_range(S, self, nargs > 1 ? args[1] : NULL, nargs > 2 ? args[2] : NULL, &bs, &be, &beyond) < 0)
        return NULL;
    py_Obj *const *cands = &args[0];
    py_ssize nc = 1;
    if (PY_TYPE(args[0])->flags & PY_TPFLAG_TUPLE_SUB) {
        cands = ((py_Tuple *)args[0])->items;
        nc = py_tuple_len(args[0]);
    }
    for (py_ssize i = 0; i < nc; i++) {
        py_Obj *c = cands[i];
        if (!py_is_str(c)) {
            if (cands == &args[0])
                return py_err_format(S, PY_T(TypeError), "%s first arg must be str or a tuple of str, not %s",
                                     name, py_obj_typename(c));
            return py_err_format(S, PY_T(TypeError), "tuple for %s must only contain str, not %s", name,
                                 py_obj_typename(c));
        }
        if (beyond)
            continue;
        py_ssize cn = py_str_nbytes(c);
        if (cn > be - bs)
            continue;
        const char *p = end ? SELF->data + be - cn : SELF->data + bs;
        if (memcmp(p, py_str_utf8(c), (size_t)cn) == 0)
            return PY_BOOL(S, true);
    }
    return PY_BOOL(S, false);
}

static py_Obj *m_startswith(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_startsend(S, self, a, n, kw, false); }
static py_Obj *m_endswith(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_startsend(S, self, a, n, kw, true); }

/* ------------------------------------------------------------ split */

static int append_sub(py_State *S, py_Obj *list, py_Obj *self, py_ssize a, py_ssize b)
{
    py_Obj *s;
    if (a == 0 && b == SELF->nbytes && PY_TYPE(self) == &py_type_str)
        s = py_newref(self);
    else
        s = py_str_new_len(S, SELF->data + a, b - a, SELF->ascii ? b - a : -1);
    return py_list_append_steal(S, list, s);
}

static bool ws_at(const char *p, py_ssize n, py_ssize i, py_ssize *len)
{
    unsigned char c = (unsigned char)p[i];
    if (c < 0x80) {
        *len = 1;
        return (c >= 9 && c <= 13) || (c >= 0x1C && c <= 0x20);
    }
    uint32_t cp;
    int k = nb_utf8_decode((const unsigned char *)p + i, (size_t)(n - i), &cp);
    *len = k > 0 ? k : 1;
    return k > 0 && py_uni_isspace(cp);
}

static py_Obj *split_impl(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw, bool right)
{
    py_Obj *a[2];
    if (py_parse_args(S, right ? "rsplit" : "split", args, nargs, kw, "|sep,maxsplit", a) < 0)
        return NULL;
    py_ssize maxsplit = -1;
    if (a[1] && py_as_ssize(S, a[1], &maxsplit) < 0)
        return NULL;
    if (maxsplit < 0)
        maxsplit = PY_IMMORTAL;
    py_Obj *sep = a[0] && a[0] != S->None ? a[0] : NULL;
    if (sep && need_str(S, sep, "must be str or None") < 0)
        return NULL;
    py_Obj *list = py_list_new(S, 0);
    if (!list)
        return NULL;
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes;
    if (!sep) {
        if (!right) {
            py_ssize i = 0, l;
            while (true) {
                while (i < n && ws_at(p, n, i, &l))
                    i += l;
                if (i >= n)
                    break;
                if (maxsplit-- == 0) {
                    /* the rest, as is */
                    if (append_sub(S, list, self, i, n) < 0)
                        goto fail;
                    break;
                }
                py_ssize j = i;
                while (j < n && !ws_at(p, n, j, &l))
                    j += l;
                if (append_sub(S, list, self, i, j) < 0)
                    goto fail;
                i = j;
            }
        } else {
            py_ssize e = n, l;
            while (true) {
                while (e > 0) {
                    py_ssize pe = prev_off(p, e);
                    if (!ws_at(p, n, pe, &l))
                        break;
                    e = pe;
                }
                if (e <= 0)
                    break;
                if (maxsplit-- == 0) {
                    if (append_sub(S, list, self, 0, e) < 0)
                        goto fail;
                    break;
                }
                py_ssize b = e;
                while (b > 0) {
                    py_ssize pb = prev_off(p, b);
                    if (ws_at(p, n, pb, &l))
                        break;
                    b = pb;
                }
                if (append_sub(S, list, self, b, e) < 0)
                    goto fail;
                e = b;
            }
            /* reverse */
            py_List *L = (py_List *)list;
            for (py_ssize i = 0, j = L->len - 1; i < j; i++, j--) {
                py_Obj *t = L->items[i];
                L->items[i] = L->items[j];
                L->items[j] = t;
            }
        }
        return list;
    }
    const char *sp = py_str_utf8(sep);
    py_ssize sn = py_str_nbytes(sep);
    if (sn == 0) {
        py_decref(S, list);
        return py_err_setstr(S, PY_T(ValueError), "empty separator");
    }
    if (!right) {
        py_ssize i = 0;
        while (maxsplit-- > 0) {
            py_ssize f = find_in(p + i, n - i, sp, sn);
            if (f < 0)
                break;
            if (append_sub(S, list, self, i, i + f) < 0)
                goto fail;
            i += f + sn;
        }
        if (append_sub(S, list, self, i, n) < 0)
            goto fail;
    } else {
        py_ssize e = n;
        while (maxsplit-- > 0) {
            py_ssize f = rfind_in(p, e, sp, sn);
            if (f < 0)
                break;
            if (append_sub(S, list, self, f + sn, e) < 0)
                goto fail;
            e = f;
        }
        if (append_sub(S, list, self, 0, e) < 0)
            goto fail;
        py_List *L = (py_List *)list;
        for (py_ssize i = 0, j = L->len - 1; i < j; i++, j--) {
            py_Obj *t = L->items[i];
            L->items[i] = L->items[j];
            L->items[j] = t;
        }
    }
    return list;
fail:
    py_decref(S, list);
    return NULL;
}

static py_Obj *m_split(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return split_impl(S, self, a, n, kw, false); }
static py_Obj *m_rsplit(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return split_impl(S, self, a, n, kw, true); }

/* Line break at byte i: returns its length in bytes (0 if none). */
static py_ssize linebreak_at(const char *p, py_ssize n, py_ssize i)
{
    unsigned char c = (unsigned char)p[i];
    if (c == '\r')
        return (i + 1 < n && p[i + 1] == '\n') ? 2 : 1;
    if (c == '\n' || c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D || c == 0x1E)
        return 1;
    if (c == 0xC2 && i + 1 < n && (unsigned char)p[i + 1] == 0x85)
        return 2;
    if (c == 0xE2 && i + 2 < n && (unsigned char)p[i + 1] == 0x80 &&
        ((unsigned char)p[i + 2] == 0xA8 || (unsigned char)p[i + 2] == 0xA9))
        return 3;
    return 0;
}

static py_Obj *m_splitlines(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *a[1];
    if (py_parse_args(S, "splitlines", args, nargs, kw, "|keepends", a) < 0)
        return NULL;
    int keep = 0;
    if (a[0] && (keep = py_truthy(S, a[0])) < 0)
        return NULL;
    py_Obj *list = py_list_new(S, 0);
    if (!list)
        return NULL;
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes, i = 0, start = 0;
    while (i < n) {
        py_ssize lb = linebreak_at(p, n, i);
        if (!lb) {
            i++;
            continue;
        }
        if (append_sub(S, list, self, start, keep ? i + lb : i) < 0) {
            py_decref(S, list);
            return NULL;
        }
        i += lb;
        start = i;
    }
    if (start < n && append_sub(S, list, self, start, n) < 0) {
        py_decref(S, list);
        return NULL;
    }
    return list;
}

static py_Obj *m_join(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "join", n, kw, 1, 1) < 0)
        return NULL;
    return py_str_join(S, self, a[0]);
}

static py_Obj *do_partition(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw, bool right)
{
    if (py_check_nargs(S, right ? "rpartition" : "partition", n, kw, 1, 1) < 0)
        return NULL;
    if (need_str(S, a[0], "must be str") < 0)
        return NULL;
    py_ssize sn = py_str_nbytes(a[0]);
    if (sn == 0)
        return py_err_setstr(S, PY_T(ValueError), "empty separator");
    py_ssize f = right ? rfind_in(SELF->data, SELF->nbytes, py_str_utf8(a[0]), sn)
                       : find_in(SELF->data, SELF->nbytes, py_str_utf8(a[0]), sn);
    py_Obj *x, *y, *z;
    if (f < 0) {
        py_Obj *e = py_str_new_len(S, "", 0, 0);
        if (!e)
            return NULL;
        py_Obj *t = right ? py_tuple_pack(S, 3, e, e, self) : py_tuple_pack(S, 3, self, e, e);
        py_decref(S, e);
        return t;
    }
    x = newstr(S, SELF->data, f);
    y = py_newref(a[0]);
    z = newstr(S, SELF->data + f + sn, SELF->nbytes - f - sn);
    py_Obj *t = (x && z) ? py_tuple_pack(S, 3, x, y, z) : NULL;
    py_xdecref(S, x);
    py_decref(S, y);
    py_xdecref(S, z);
    return t;
}

static py_Obj *m_partition(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_partition(S, self, a, n, kw, false); }
static py_Obj *m_rpartition(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_partition(S, self, a, n, kw, true); }

/* ------------------------------------------------------------ strip */

static bool in_chars(uint32_t cp, py_Obj *chars)
{
    const char *p = py_str_utf8(chars);
    py_ssize n = py_str_nbytes(chars), i = 0;
    while (i < n)
        if (next_cp(p, n, &i) == cp)
            return true;
    return false;
}

/* which: 1 left, 2 right, 3 both */
static py_Obj *do_strip(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw, int which)
{
    static const char *names[] = {"", "lstrip", "rstrip", "strip"};
    if (py_check_nargs(S, names[which], nargs, kw, 0, 1) < 0)
        return NULL;
    py_Obj *chars = nargs && a[0] != S->None ? a[0] : NULL;
    if (chars && !py_is_str(chars))
        return py_err_format(S, PY_T(TypeError), "%s arg must be None or str", names[which]);
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes, b = 0, e = n;
    if (which & 1) {
        while (b < n) {
            py_ssize j = b;
            uint32_t cp = next_cp(p, n, &j);
            if (chars ? !in_chars(cp, chars) : !py_uni_isspace(cp))
                break;
            b = j;
        }
    }
    if (which & 2) {
        while (e > b) {
            py_ssize pe = prev_off(p, e), j = pe;
            uint32_t cp = next_cp(p, n, &j);
            if (chars ? !in_chars(cp, chars) : !py_uni_isspace(cp))
                break;
            e = pe;
        }
    }
    if (b == 0 && e == n && PY_TYPE(self) == &py_type_str)
        return py_newref(self);
    return py_str_new_len(S, p + b, e - b, SELF->ascii ? e - b : -1);
}

static py_Obj *m_strip(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_strip(S, self, a, n, kw, 3); }
static py_Obj *m_lstrip(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_strip(S, self, a, n, kw, 1); }
static py_Obj *m_rstrip(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_strip(S, self, a, n, kw, 2); }

static py_Obj *m_removeprefix(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "removeprefix", n, kw, 1, 1) < 0)
        return NULL;
    if (!py_is_str(a[0]))
        return py_err_format(S, PY_T(TypeError), "removeprefix() argument must be str, not %s",
                             py_obj_typename(a[0]));
    py_ssize k = py_str_nbytes(a[0]);
    if (k && k <= SELF->nbytes && memcmp(SELF->data, py_str_utf8(a[0]), (size_t)k) == 0)
        return newstr(S, SELF->data + k, SELF->nbytes - k);
    return PY_TYPE(self) == &py_type_str ? py_newref(self) : newstr(S, SELF->data, SELF->nbytes);
}

static py_Obj *m_removesuffix(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "removesuffix", n, kw, 1, 1) < 0)
        return NULL;
    if (!py_is_str(a[0]))
        return py_err_format(S, PY_T(TypeError), "removesuffix() argument must be str, not %s",
                             py_obj_typename(a[0]));
    py_ssize k = py_str_nbytes(a[0]);
    if (k && k <= SELF->nbytes && memcmp(SELF->data + SELF->nbytes - k, py_str_utf8(a[0]), (size_t)k) == 0)
        return newstr(S, SELF->data, SELF->nbytes - k);
    return PY_TYPE(self) == &py_type_str ? py_newref(self) : newstr(S, SELF->data, SELF->nbytes);
}

/* ------------------------------------------------------------ replace */

static py_Obj *m_replace(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *a[3];
    if (py_parse_args(S, "replace", args, nargs, kw, "old,new,|count", a) < 0)
        return NULL;
    for (int i = 0; i < 2; i++)
        if (!py_is_str(a[i]))
            return py_err_format(S, PY_T(TypeError), "replace() argument %d must be str, not %s", i + 1,
                                 py_obj_typename(a[i]));
    py_ssize count = -1;
    if (a[2] && py_as_ssize(S, a[2], &count) < 0)
        return NULL;
    if (count < 0)
        count = PY_IMMORTAL;
    const char *o = py_str_utf8(a[0]), *nw = py_str_utf8(a[1]);
    py_ssize on = py_str_nbytes(a[0]), nn = py_str_nbytes(a[1]);
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    if (on == 0) {
        /* insert `new` between every code point (and at both ends) */
        py_ssize i = 0;
        if (count > 0) {
            nb_buf_append(&b, nw, (size_t)nn);
            count--;
        }
        while (i < n) {
            py_ssize j = i;
            next_cp(p, n, &j);
            nb_buf_append(&b, p + i, (size_t)(j - i));
            i = j;
            if (count > 0) {
                nb_buf_append(&b, nw, (size_t)nn);
                count--;
            } else {
                nb_buf_append(&b, p + i, (size_t)(n - i));
                break;
            }
        }
        return py_str_from_buf(S, &b);
    }
    py_ssize i = 0;
    bool any = false;
    while (count > 0) {
        py_ssize f = find_in(p + i, n - i, o, on);
        if (f < 0)
            break;
        nb_buf_append(&b, p + i, (size_t)f);
        nb_buf_append(&b, nw, (size_t)nn);
        i += f + on;
        count--;
        any = true;
    }
    if (!any && PY_TYPE(self) == &py_type_str) {
        nb_buf_free(&b);
        return py_newref(self);
    }
    nb_buf_append(&b, p + i, (size_t)(n - i));
    return py_str_from_buf(S, &b);
}

/* ------------------------------------------------------------ case */

/* mode: 0 upper, 1 lower, 2 swapcase, 3 title, 4 capitalize, 5 casefold */
static py_Obj *do_case(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw, int mode)
{
    static const char *names[] = {"upper", "lower", "swapcase", "title", "capitalize", "casefold"};
    if (py_check_nargs(S, names[mode], nargs, kw, 0, 0) < 0)
        return NULL;
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_reserve(&b, (size_t)n + 1);
    if (SELF->ascii && mode != 3) {
        for (py_ssize i = 0; i < n; i++) {
            char c = p[i];
            bool up = c >= 'A' && c <= 'Z', lo = c >= 'a' && c <= 'z';
            switch (mode) {
            case 0: if (lo) c -= 32; break;
            case 1: case 5: if (up) c += 32; break;
            case 2: if (lo) c -= 32; else if (up) c += 32; break;
            case 4: if (i == 0 ? lo : up) c = (char)(i == 0 ? c - 32 : c + 32); break;
            }
            nb_buf_putc(&b, c);
        }
        return py_str_from_buf(S, &b);
    }
    py_ssize i = 0;
    bool prev_cased = false, first = true;
    while (i < n) {
        uint32_t cp = next_cp(p, n, &i), r = cp;
        switch (mode) {
        case 0:
            if (cp == 0xDF) {
                nb_buf_puts(&b, "SS");
                continue;
            }
            r = py_uni_toupper(cp);
            break;
        case 1: r = py_uni_tolower(cp); break;
        case 5:
            if (cp == 0xDF) {
                nb_buf_puts(&b, "ss");
                continue;
            }
            r = cp == 0x3C2 ? 0x3C3 : cp == 0xB5 ? 0x3BC : py_uni_tolower(cp);
            break;
        case 2:
            if (cp == 0xDF) {
                nb_buf_puts(&b, "SS");
                continue;
            }
            r = py_uni_isupper(cp) ? py_uni_tolower(cp) : py_uni_toupper(cp);
            break;
        case 3:
            r = prev_cased ? py_uni_tolower(cp) : py_uni_toupper(cp);
            prev_cased = is_cased(cp);
            break;
        case 4: r = first ? py_uni_toupper(cp) : py_uni_tolower(cp); break;
        }
        first = false;
        char u[4];
        int k = nb_utf8_encode(r, u);
        nb_buf_append(&b, u, (size_t)k);
    }
    return py_str_from_buf(S, &b);
}

static py_Obj *m_upper(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, a, n, kw, 0); }
static py_Obj *m_lower(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, a, n, kw, 1); }
static py_Obj *m_swapcase(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, a, n, kw, 2); }
static py_Obj *m_title(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, a, n, kw, 3); }
static py_Obj *m_capitalize(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, a, n, kw, 4); }
static py_Obj *m_casefold(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, a, n, kw, 5); }

/* ------------------------------------------------------------ predicates */

typedef bool (*cp_pred)(uint32_t);

static bool p_alnum(uint32_t c) { return py_uni_isalpha(c) || py_uni_isnumeric(c); }
static bool p_ascii(uint32_t c) { return c < 0x80; }

static py_Obj *do_pred(py_State *S, py_Obj *self, py_ssize nargs, py_Obj *kw, const char *name, cp_pred f,
                       bool empty_result)
{
    if (py_check_nargs(S, name, nargs, kw, 0, 0) < 0)
        return NULL;
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes, i = 0;
    if (n == 0)
        return PY_BOOL(S, empty_result);
    while (i < n)
        if (!f(next_cp(p, n, &i)))
            return PY_BOOL(S, false);
    return PY_BOOL(S, true);
}

#define PRED(mname, f, empty)                                                             \
    static py_Obj *mname(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) \
    {                                                                                     \
        return do_pred(S, self, n, kw, &#mname[2], f, empty);                             \
    }

PRED(m_isdigit, py_uni_isdigit, false)
PRED(m_isdecimal, py_uni_isdecimal, false)
PRED(m_isnumeric, py_uni_isnumeric, false)
PRED(m_isalpha, py_uni_isalpha, false)
PRED(m_isalnum, p_alnum, false)
PRED(m_isspace, py_uni_isspace, false)
PRED(m_isascii, p_ascii, true)
PRED(m_isprintable, py_uni_isprintable, true)

/* isupper / islower: at least one cased char and none of the other case. */
static py_Obj *do_iscase(py_State *S, py_Obj *self, py_ssize nargs, py_Obj *kw, bool upper)
{
    if (py_check_nargs(S, upper ? "isupper" : "islower", nargs, kw, 0, 0) < 0)
        return NULL;
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes, i = 0;
    bool cased = false;
    while (i < n) {
        uint32_t c = next_cp(p, n, &i);
        if (upper ? py_uni_islower(c) : py_uni_isupper(c))
            return PY_BOOL(S, false);
        if (upper ? py_uni_isupper(c) : py_uni_islower(c))
            cased = true;
    }
    return PY_BOOL(S, cased);
}

static py_Obj *m_isupper(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_iscase(S, self, n, kw, true); }
static py_Obj *m_islower(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_iscase(S, self, n, kw, false); }

static py_Obj *m_istitle(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "istitle", nargs, kw, 0, 0) < 0)
        return NULL;
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes, i = 0;
    bool cased = false, prev_cased = false;
    while (i < n) {
        uint32_t c = next_cp(p, n, &i);
        if (py_uni_isupper(c)) {
            if (prev_cased)
                return PY_BOOL(S, false);
            prev_cased = cased = true;
        } else if (py_uni_islower(c)) {
            if (!prev_cased)
                return PY_BOOL(S, false);
            prev_cased = cased = true;
        } else {
            prev_cased = false;
        }
    }
    return PY_BOOL(S, cased);
}

static py_Obj *m_isidentifier(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "isidentifier", nargs, kw, 0, 0) < 0)
        return NULL;
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes, i = 0;
    if (n == 0)
        return PY_BOOL(S, false);
    if (!py_uni_isidstart(next_cp(p, n, &i)))
        return PY_BOOL(S, false);
    while (i < n)
        if (!py_uni_isidcont(next_cp(p, n, &i)))
            return PY_BOOL(S, false);
    return PY_BOOL(S, true);
}

/* ------------------------------------------------------------ padding */

static int get_fill(py_State *S, py_Obj *o, char *u, int *k)
{
    if (!o) {
        u[0] = ' ';
        *k = 1;
        return 0;
    }
    if (!py_is_str(o)) {
        py_err_format(S, PY_T(TypeError), "The fill character must be a unicode character, not %s",
                      py_obj_typename(o));
        return -1;
    }
    if (((py_Str *)o)->len != 1) {
        py_err_setstr(S, PY_T(TypeError), "The fill character must be exactly one character long");
        return -1;
    }
    *k = (int)py_str_nbytes(o);
    memcpy(u, py_str_utf8(o), (size_t)*k);
    return 0;
}

/* mode: 0 ljust, 1 rjust, 2 center */
static py_Obj *do_pad(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw, int mode)
{
    static const char *names[] = {"ljust", "rjust", "center"};
    if (py_check_nargs(S, names[mode], nargs, kw, 1, 2) < 0)
        return NULL;
    py_ssize width;
    if (!PY_TYPE(a[0])->nb_index)
        return py_err_format(S, PY_T(TypeError), "'%s' object cannot be interpreted as an integer",
                             py_obj_typename(a[0]));
    if (py_as_ssize(S, a[0], &width) < 0)
        return NULL;
    char u[4];
    int k;
    if (get_fill(S, nargs > 1 ? a[1] : NULL, u, &k) < 0)
        return NULL;
    py_ssize len = SELF->len;
    if (width <= len)
        return PY_TYPE(self) == &py_type_str ? py_newref(self) : newstr(S, SELF->data, SELF->nbytes);
    py_ssize pad = width - len, left, right;
    if (mode == 0) {
        left = 0;
        right = pad;
    } else if (mode == 1) {
        left = pad;
        right = 0;
    } else {
        /* CPython: extra space goes left when both pad and width are odd */
        left = pad / 2 + (pad & width & 1);
        right = pad - left;
    }
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    if ((size_t)pad > SIZE_MAX / 4 - (size_t)SELF->nbytes || !nb_buf_reserve(&b, (size_t)pad * (size_t)k + (size_t)SELF->nbytes))
        return py_err_nomemory(S);   /* room first: a huge width fails at once */
    for (py_ssize i = 0; i < left; i++)
        nb_buf_append(&b, u, (size_t)k);
    nb_buf_append(&b, SELF->data, (size_t)SELF->nbytes);
    for (py_ssize i = 0; i < right; i++)
        nb_buf_append(&b, u, (size_t)k);
    return py_str_from_buf(S, &b);
}

static py_Obj *m_ljust(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_pad(S, self, a, n, kw, 0); }
static py_Obj *m_rjust(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_pad(S, self, a, n, kw, 1); }
static py_Obj *m_center(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_pad(S, self, a, n, kw, 2); }

static py_Obj *m_zfill(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "zfill", nargs, kw, 1, 1) < 0)
        return NULL;
    py_ssize width;
    if (!PY_TYPE(a[0])->nb_index)
        return py_err_format(S, PY_T(TypeError), "'%s' object cannot be interpreted as an integer",
                             py_obj_typename(a[0]));
    if (py_as_ssize(S, a[0], &width) < 0)
        return NULL;
    py_ssize len = SELF->len;
    if (width <= len)
        return PY_TYPE(self) == &py_type_str ? py_newref(self) : newstr(S, SELF->data, SELF->nbytes);
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    if ((size_t)(width - len) > SIZE_MAX / 4 - (size_t)SELF->nbytes || !nb_buf_reserve(&b, (size_t)(width - len) + (size_t)SELF->nbytes))
        return py_err_nomemory(S);   /* room first: a huge width fails at once */
    const char *p = SELF->data;
    py_ssize start = 0;
    if (SELF->nbytes && (p[0] == '+' || p[0] == '-')) {
        nb_buf_putc(&b, p[0]);
        start = 1;
    }
    for (py_ssize i = 0; i < width - len; i++)
        nb_buf_putc(&b, '0');
    nb_buf_append(&b, p + start, (size_t)(SELF->nbytes - start));
    return py_str_from_buf(S, &b);
}

static py_Obj *m_expandtabs(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *a[1];
    if (py_parse_args(S, "expandtabs", args, nargs, kw, "|tabsize", a) < 0)
        return NULL;
    py_ssize tab = 8;
    if (a[0] && py_as_ssize(S, a[0], &tab) < 0)
        return NULL;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes, col = 0, i = 0;
    while (i < n) {
        char c = p[i];
        if (c == '\t') {
            if (tab > 0) {
                py_ssize k = tab - col % tab;
                for (py_ssize j = 0; j < k; j++)
                    nb_buf_putc(&b, ' ');
                col += k;
            }
            i++;
        } else if (c == '\n' || c == '\r') {
            nb_buf_putc(&b, c);
            col = 0;
            i++;
        } else {
            py_ssize j = i;
            next_cp(p, n, &j);
            nb_buf_append(&b, p + i, (size_t)(j - i));
            col++;
            i = j;
        }
    }
    return py_str_from_buf(S, &b);
}

/* ------------------------------------------------------------ misc */

/* str.encode('utf-8', errors) of a str holding lone surrogates (the first at index first): 'strict' raises
 * CPython's error, 'replace' writes '?', 'ignore' drops them, 'backslashreplace' writes \\udXXX,
 * 'surrogatepass' keeps their 3 bytes, 'surrogateescape' turns U+DC80..DCFF back into bytes 0x80..0xFF. */
static py_Obj *encode_surrogates(py_State *S, py_Obj *self, py_Obj *errors, py_ssize first)
{
    const char *eh = errors && py_is_str(errors) ? py_str_utf8(errors) : "strict";
    bool pass = !strcmp(eh, "surrogatepass"), esc = !strcmp(eh, "surrogateescape");
    if (strcmp(eh, "replace") && strcmp(eh, "ignore") && strcmp(eh, "backslashreplace") && !pass && !esc)
        return py_str_surrogate_error(S, self, first);
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes, i = 0, idx = 0;
    while (i < n) {
        py_ssize at = i;
        uint32_t cp = next_cp(p, n, &i);
        if (cp < 0xD800 || cp > 0xDFFF) {
            nb_buf_append(&b, p + at, (size_t)(i - at));
        } else if (pass) {
            nb_buf_append(&b, p + at, (size_t)(i - at));
        } else if (esc) {
            if (cp < 0xDC80) {
                nb_buf_free(&b);
                return py_str_surrogate_error(S, self, idx);
            }
            nb_buf_putc(&b, (char)(cp - 0xDC00));
        } else if (eh[0] == 'r') {
            nb_buf_putc(&b, '?');
        } else if (eh[0] == 'b') {
            nb_buf_printf(&b, "\\u%04x", (unsigned)cp);
        }
        idx++;
    }
    if (py_buf_check(S, &b) < 0)
        return NULL;
    py_Obj *r = py_bytes_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

static py_Obj *m_encode(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *a[2];
    if (py_parse_args(S, "encode", args, nargs, kw, "|encoding,errors", a) < 0)
        return NULL;
    if (a[0]) {
        if (!py_is_str(a[0]))
            return py_err_format(S, PY_T(TypeError), "encode() argument 'encoding' must be str, not %s",
                                 py_obj_typename(a[0]));
        char norm[32];
        size_t k = 0;
        const char *e = py_str_utf8(a[0]);
        for (; *e && k + 1 < sizeof norm; e++)
            if (*e != '-' && *e != '_')
                norm[k++] = (char)((*e >= 'A' && *e <= 'Z') ? *e + 32 : *e);
        norm[k] = 0;
        bool ascii_enc = !strcmp(norm, "ascii") || !strcmp(norm, "usascii");
        bool latin = !strcmp(norm, "latin1") || !strcmp(norm, "iso88591");
        if (ascii_enc || latin) {
            nb_Buf b;
            nb_buf_init(&b, &S->heap);
            const char *p = SELF->data;
            py_ssize n = SELF->nbytes, i = 0, idx = 0;
            while (i < n) {
                uint32_t cp = next_cp(p, n, &i);
                if (cp >= (ascii_enc ? 0x80u : 0x100u)) {
                    const char *eh = a[1] && py_is_str(a[1]) ? py_str_utf8(a[1]) : "strict";
                    if (!strcmp(eh, "ignore")) {
                        idx++;
                        continue;
                    }
                    if (!strcmp(eh, "replace")) {
                        nb_buf_putc(&b, '?');
                        idx++;
                        continue;
                    }
                    if (!strcmp(eh, "backslashreplace") || !strcmp(eh, "xmlcharrefreplace")) {
                        char tmp[16];
                        if (eh[0] == 'x')
                            snprintf(tmp, sizeof tmp, "&#%u;", (unsigned)cp);
                        else
                            snprintf(tmp, sizeof tmp, cp < 0x100 ? "\\x%02x" : cp < 0x10000 ? "\\u%04x" : "\\U%08x",
                                     (unsigned)cp);
                        for (const char *q = tmp; *q; q++)
                            nb_buf_putc(&b, *q);
                        idx++;
                        continue;
                    }
                    nb_buf_free(&b);
                    if (strcmp(eh, "strict") != 0)
                        return py_err_format(S, PY_T(LookupError), "unknown error handler name '%s'", eh);
                    return py_err_format(S, PY_T(UnicodeEncodeError),
                                         "'%s' codec can't encode character '\\x%02x' in position %zd: ordinal not in range(%d)",
                                         ascii_enc ? "ascii" : "latin-1", cp, idx, ascii_enc ? 128 : 256);
                }
                nb_buf_putc(&b, (char)cp);
                idx++;
            }
            if (py_buf_check(S, &b) < 0)
                return NULL;
            py_Obj *r = py_bytes_new(S, b.data ? b.data : "", (py_ssize)b.len);
            nb_buf_free(&b);
            return r;
        }
        if (strcmp(norm, "utf8") != 0)
            return py_err_format(S, PY_T(LookupError), "unknown encoding: %U", a[0]);
    }
    py_ssize sp = py_str_surrogate_at(self);
    if (sp >= 0)
        return encode_surrogates(S, self, a[1], sp);
    return py_bytes_new(S, SELF->data, SELF->nbytes);
}

static py_Obj *m_format(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *kwargs = NULL;
    if (kw && py_tuple_len(kw)) {
        kwargs = py_dict_new(S);
        if (!kwargs)
            return NULL;
        for (py_ssize i = 0; i < py_tuple_len(kw); i++)
            if (py_dict_set(S, kwargs, py_tuple_getB(kw, i), args[nargs + i]) < 0) {
                py_decref(S, kwargs);
                return NULL;
            }
    }
    py_Obj *r = py_str_format_args(S, self, args, nargs, kwargs);
    py_xdecref(S, kwargs);
    return r;
}

static py_Obj *m_format_map(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "format_map", n, kw, 1, 1) < 0)
        return NULL;
    return py_str_format_args(S, self, NULL, 0, a[0]);
}

static py_Obj *m_dunder_format(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "__format__", n, kw, 1, 1) < 0)
        return NULL;
    if (!py_is_str(a[0]))
        return py_err_format(S, PY_T(TypeError), "__format__() argument must be str, not %s",
                             py_obj_typename(a[0]));
    return py_str_format_spec(S, self, a[0]);
}

static py_Obj *m_getnewargs(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    py_Obj *s = newstr(S, SELF->data, SELF->nbytes);
    if (!s)
        return NULL;
    py_Obj *t = py_tuple_pack(S, 1, s);
    py_decref(S, s);
    return t;
}

/* str.maketrans(x[, y[, z]]) -> dict of code point -> code point/str/None */
static py_Obj *m_maketrans(py_State *S, py_Obj *unused, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "maketrans", n, kw, 1, 3) < 0)
        return NULL;
    py_Obj *d = py_dict_new(S);
    if (!d)
        return NULL;
    if (n == 1) {
        if (!(PY_TYPE(a[0])->flags & PY_TPFLAG_DICT_SUB)) {
            py_decref(S, d);
            return py_err_setstr(S, PY_T(TypeError),
                                 "if you give only one argument to maketrans it must be a dict");
        }
        py_ssize pos = 0;
        py_Obj *k, *v;
        while (py_dict_next(a[0], &pos, &k, &v)) {
            py_Obj *key;
            if (py_is_str(k)) {
                uint32_t cp;
                if (py_str_ord(S, k, &cp) < 0) {
                    py_err_clear(S);
                    py_decref(S, d);
                    return py_err_setstr(S, PY_T(ValueError),
                                         "string keys in translate table must be of length 1");
                }
                key = py_int_from_i64(S, cp);
            } else {
                key = py_newref(k);
            }
            if (!key || py_dict_set(S, d, key, v) < 0) {
                py_xdecref(S, key);
                py_decref(S, d);
                return NULL;
            }
            py_decref(S, key);
        }
        return d;
    }
    if (!py_is_str(a[0]) || !py_is_str(a[1]) || (n > 2 && !py_is_str(a[2]))) {
        py_decref(S, d);
        return py_err_setstr(S, PY_T(TypeError), "maketrans() arguments must be str");
    }
    if (((py_Str *)a[0])->len != ((py_Str *)a[1])->len) {
        py_decref(S, d);
        return py_err_setstr(S, PY_T(ValueError), "the first two maketrans arguments must have equal length");
    }
    for (int pass = 0; pass < (n > 2 ? 2 : 1); pass++) {
        py_Obj *src = pass ? a[2] : a[0];
        const char *p = py_str_utf8(src), *q = py_str_utf8(a[1]);
        py_ssize pn = py_str_nbytes(src), qn = py_str_nbytes(a[1]), i = 0, j = 0;
        while (i < pn) {
            uint32_t c = next_cp(p, pn, &i);
            py_Obj *k = py_int_from_i64(S, c);
            py_Obj *v = pass ? PY_NONE(S) : py_int_from_i64(S, next_cp(q, qn, &j));
            int rc = (k && v) ? py_dict_set(S, d, k, v) : -1;
            py_xdecref(S, k);
            py_xdecref(S, v);
            if (rc < 0) {
                py_decref(S, d);
                return NULL;
            }
        }
    }
    return d;
}

static py_Obj *m_translate(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "translate", nargs, kw, 1, 1) < 0)
        return NULL;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    const char *p = SELF->data;
    py_ssize n = SELF->nbytes, i = 0;
    while (i < n) {
        py_ssize st = i;
        uint32_t cp = next_cp(p, n, &i);
        py_Obj *k = py_int_from_i64(S, cp);
        if (!k)
            goto fail;
        py_Obj *v = py_getitem(S, a[0], k);
        py_decref(S, k);
        if (!v) {
            if (py_err_matches(S, PY_T(LookupError))) {
                py_err_clear(S);
                nb_buf_append(&b, p + st, (size_t)(i - st));
                continue;
            }
            goto fail;
        }
        if (v == S->None) {
        } else if (py_is_str(v)) {
            nb_buf_append(&b, py_str_utf8(v), (size_t)py_str_nbytes(v));
        } else if (py_is_int(v)) {
            int64_t c = py_int_is_small(v) ? py_int_small(v) : -1;
            if (c < 0 || c > 0x10FFFF) {
                py_decref(S, v);
                py_err_setstr(S, PY_T(ValueError), "character mapping must be in range(0x110000)");
                goto fail;
            }
            char u[4];
            int kk = nb_utf8_encode((uint32_t)c, u);
            nb_buf_append(&b, u, (size_t)kk);
        } else {
            py_decref(S, v);
            py_err_setstr(S, PY_T(TypeError), "character mapping must return integer, None or str");
            goto fail;
        }
        py_decref(S, v);
    }
    return py_str_from_buf(S, &b);
fail:
    nb_buf_free(&b);
    return NULL;
}

const py_MethodDef py_str_methods_table[] = {
    {"split", m_split, PY_METH_INSTANCE},
    {"rsplit", m_rsplit, PY_METH_INSTANCE},
    {"splitlines", m_splitlines, PY_METH_INSTANCE},
    {"join", m_join, PY_METH_INSTANCE},
    {"strip", m_strip, PY_METH_INSTANCE},
    {"lstrip", m_lstrip, PY_METH_INSTANCE},
    {"rstrip", m_rstrip, PY_METH_INSTANCE},
    {"replace", m_replace, PY_METH_INSTANCE},
    {"find", m_find, PY_METH_INSTANCE},
    {"rfind", m_rfind, PY_METH_INSTANCE},
    {"index", m_index, PY_METH_INSTANCE},
    {"rindex", m_rindex, PY_METH_INSTANCE},
    {"count", m_count, PY_METH_INSTANCE},
    {"startswith", m_startswith, PY_METH_INSTANCE},
    {"endswith", m_endswith, PY_METH_INSTANCE},
    {"upper", m_upper, PY_METH_INSTANCE},
    {"lower", m_lower, PY_METH_INSTANCE},
    {"title", m_title, PY_METH_INSTANCE},
    {"capitalize", m_capitalize, PY_METH_INSTANCE},
    {"swapcase", m_swapcase, PY_METH_INSTANCE},
    {"casefold", m_casefold, PY_METH_INSTANCE},
    {"isdigit", m_isdigit, PY_METH_INSTANCE},
    {"isdecimal", m_isdecimal, PY_METH_INSTANCE},
    {"isnumeric", m_isnumeric, PY_METH_INSTANCE},
    {"isalpha", m_isalpha, PY_METH_INSTANCE},
    {"isalnum", m_isalnum, PY_METH_INSTANCE},
    {"isspace", m_isspace, PY_METH_INSTANCE},
    {"isupper", m_isupper, PY_METH_INSTANCE},
    {"islower", m_islower, PY_METH_INSTANCE},
    {"istitle", m_istitle, PY_METH_INSTANCE},
    {"isidentifier", m_isidentifier, PY_METH_INSTANCE},
    {"isascii", m_isascii, PY_METH_INSTANCE},
    {"isprintable", m_isprintable, PY_METH_INSTANCE},
    {"center", m_center, PY_METH_INSTANCE},
    {"ljust", m_ljust, PY_METH_INSTANCE},
    {"rjust", m_rjust, PY_METH_INSTANCE},
    {"zfill", m_zfill, PY_METH_INSTANCE},
    {"partition", m_partition, PY_METH_INSTANCE},
    {"rpartition", m_rpartition, PY_METH_INSTANCE},
    {"expandtabs", m_expandtabs, PY_METH_INSTANCE},
    {"encode", m_encode, PY_METH_INSTANCE},
    {"format", m_format, PY_METH_INSTANCE},
    {"format_map", m_format_map, PY_METH_INSTANCE},
    {"removeprefix", m_removeprefix, PY_METH_INSTANCE},
    {"removesuffix", m_removesuffix, PY_METH_INSTANCE},
    {"maketrans", m_maketrans, PY_METH_STATIC},
    {"translate", m_translate, PY_METH_INSTANCE},
    {"__format__", m_dunder_format, PY_METH_INSTANCE},
    {"__getnewargs__", m_getnewargs, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};
