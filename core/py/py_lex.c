/* py_lex.c — the tokenizer (CPython 3.13 semantics, see py_lex.h). */
#include "py_lex.h"

#include <string.h>
#include <stdio.h>

const char *const py_kw_names[PY_KW_COUNT] = {
    "", "False", "None", "True", "and", "as", "assert", "async", "await",
    "break", "class", "continue", "def", "del", "elif", "else", "except",
    "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
    "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with",
    "yield"
};

void py_lex_init(py_Lexer *L, py_State *S, const char *src, size_t len, py_Obj *filename)
{
    memset(L, 0, sizeof *L);
    L->S = S;
    L->filename = filename;
    L->src = src;
    L->len = len;
    L->lineno = 1;
    L->atbol = true;
}

/* ------------------------------------------------------------ errors */

size_t py_lex_line_offset(py_Lexer *L, int lineno)
{
    size_t p = 0;
    for (int l = 1; l < lineno && p < L->len; l++) {
        const char *nl = memchr(L->src + p, '\n', L->len - p);
        if (!nl) { p = L->len; break; }
        p = (size_t)(nl - L->src) + 1;
    }
    return p;
}

/* Number of code points in the first nbytes of s. */
static int nchars(const char *s, size_t nbytes)
{
    int n = 0;
    for (size_t i = 0; i < nbytes; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80) n++;
    return n;
}

int py_lex_raise_raw(py_Lexer *L, py_Type *type, const char *msg, int lineno, int offset,
                     int end_lineno, int end_offset, bool with_nl)
{
    py_State *S = L->S;
    if (py_err_occurred(S) && !py_err_matches(S, PY_T(SyntaxError)))
        return -1;   /* keep MemoryError & co */
    size_t ls = py_lex_line_offset(L, lineno);
    size_t le = ls;
    while (le < L->len && L->src[le] != '\n') le++;
    py_Obj *text = NULL;
    if (with_nl) {
        nb_Buf b;
        nb_buf_init(&b, &S->heap);
        nb_buf_append(&b, L->src + ls, le - ls);
        nb_buf_putc(&b, '\n');
        if (b.oom) { nb_buf_free(&b); py_err_nomemory(S); return -1; }
        text = py_str_new(S, b.data, (py_ssize)b.len);
        nb_buf_free(&b);
    } else {
        text = py_str_new(S, L->src + ls, (py_ssize)(le - ls));
    }
    if (!text) return -1;
    py_Obj *m = py_str_from(S, msg);
    py_Obj *ln = py_int_from_i64(S, lineno);
    py_Obj *off = py_int_from_i64(S, offset);
    py_Obj *eln = py_int_from_i64(S, end_lineno);
    py_Obj *eoff = py_int_from_i64(S, end_offset);
    py_Obj *loc = NULL, *args = NULL;
    if (m && ln && off && eln && eoff)
        loc = py_tuple_pack(S, 6, L->filename ? L->filename : S->None, ln, off, text, eln, eoff);
    if (loc) args = py_tuple_pack(S, 2, m, loc);
    py_xdecref(S, m); py_xdecref(S, ln); py_xdecref(S, off); py_xdecref(S, eln);
    py_xdecref(S, eoff); py_xdecref(S, loc); py_decref(S, text);
    if (!args) return -1;
    if (py_err_occurred(S)) py_err_clear(S);
    py_err_set(S, type, args);
    py_decref(S, args);
    return -1;
}

/* Characters in the first `col` bytes of line `lineno` (bytes past the end
 * of the source count as one character each: the implicit final newline). */
static int col_chars(py_Lexer *L, int lineno, int col)
{
    size_t ls = py_lex_line_offset(L, lineno);
    size_t avail = L->len - ls;
    if ((size_t)col <= avail) return nchars(L->src + ls, (size_t)col);
    return nchars(L->src + ls, avail) + (int)((size_t)col - avail);
}

int py_lex_raise(py_Lexer *L, py_Type *type, const char *msg, int lineno, int col,
                 int end_lineno, int end_col, bool with_nl)
{
    int off = col, eoff = end_col;
    if (col >= 0) off = col_chars(L, lineno, col) + 1;
    if (end_col >= 0) eoff = col_chars(L, end_lineno, end_col) + 1;
    return py_lex_raise_raw(L, type, msg, lineno, off, end_lineno, eoff, with_nl);
}

/* Tokenizer error located at byte offset `at` on the current line: offset =
 * characters from the line start to `at` (CPython's tokenizer convention,
 * `at` is usually just past the offending character). */
static int tok_error_at(py_Lexer *L, size_t at, const char *msg)
{
    int off = nchars(L->src + L->line_start, at - L->line_start);
    return py_lex_raise_raw(L, PY_T(SyntaxError), msg, L->lineno, off, L->lineno, off, false);
}

static int tok_error_fmt(py_Lexer *L, size_t at, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return tok_error_at(L, at, buf);
}

/* Indentation-family errors: offset = characters of the whole line including
 * its newline, end_offset -1 (what CPython 3.13 reports). */
static int indent_error(py_Lexer *L, py_Type *type, const char *msg)
{
    size_t e = L->line_start;
    while (e < L->len && L->src[e] != '\n') e++;
    int off = nchars(L->src + L->line_start, e - L->line_start) + 1;
    if (type == PY_T(TabError))
        return py_lex_raise_raw(L, type, msg, L->lineno, 1, L->lineno, 0, true);
    return py_lex_raise_raw(L, type, msg, L->lineno, off, L->lineno, -1, true);
}

/* ------------------------------------------------------------ helpers */

static inline int peekc(py_Lexer *L, size_t k)
{
    return L->pos + k < L->len ? (unsigned char)L->src[L->pos + k] : -1;
}

static void newline_at(py_Lexer *L, size_t after_nl)
{
    L->lineno++;
    L->line_start = after_nl;
}

static bool is_id_start_ascii(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static bool is_id_ascii(int c)
{
    return is_id_start_ascii(c) || (c >= '0' && c <= '9');
}

/* Non-printable code points (Cc, Cf, Zs except space, Zl, Zp) in the ranges a
 * source file plausibly contains. */
static bool cp_nonprintable(uint32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0xA0) || c == 0xAD || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200F) || (c >= 0x2028 && c <= 0x202F) ||
           (c >= 0x205F && c <= 0x206F) || c == 0x3000 || c == 0xFEFF ||
           (c >= 0xFFF9 && c <= 0xFFFB) || (c >= 0xE0000 && c <= 0xE007F);
}

/* Approximation of XID_Continue for non-ASCII code points: letters, marks
 * and digits of the common scripts are accepted; symbols and punctuation
 * blocks are rejected ("invalid character"). */
static bool cp_is_id(uint32_t c)
{
    if (c < 0x80) return is_id_ascii((int)c);
    if (cp_nonprintable(c)) return false;
    if (c >= 0xA1 && c <= 0xBF) return c == 0xAA || c == 0xB5 || c == 0xBA || c == 0xB7;
    if (c == 0xD7 || c == 0xF7) return false;
    if (c >= 0x2010 && c <= 0x2BFF) {
        /* general punctuation .. misc symbols; keep letterlike/number forms */
        if (c == 0x203F || c == 0x2040 || c == 0x2054) return true;     /* connector punct */
        if (c >= 0x2070 && c <= 0x209F) return c == 0x2071 || c == 0x207F || (c >= 0x2090 && c <= 0x209C);
        if (c >= 0x2100 && c <= 0x214F)
            return c == 0x2102 || c == 0x2107 || (c >= 0x210A && c <= 0x2113) || c == 0x2115 ||
                   (c >= 0x2118 && c <= 0x211D) || c == 0x2124 || c == 0x2126 || c == 0x2128 ||
                   (c >= 0x212A && c <= 0x2139) || (c >= 0x213C && c <= 0x213F) ||
                   (c >= 0x2145 && c <= 0x2149) || c == 0x214E;
        if (c >= 0x2160 && c <= 0x2188) return true;                     /* roman numerals */
        if (c >= 0x2C00) return true;
        return false;
    }
    if (c >= 0x2E00 && c <= 0x2E7F) return false;
    if (c >= 0x3000 && c <= 0x303F) return (c >= 0x3005 && c <= 0x3007) || (c >= 0x3021 && c <= 0x302F) ||
                                          (c >= 0x3031 && c <= 0x3035) || (c >= 0x3038 && c <= 0x303C);
    if (c >= 0xFE10 && c <= 0xFE6F) return c == 0xFE33 || c == 0xFE34 || (c >= 0xFE4D && c <= 0xFE4F) ||
                                          (c >= 0xFE20 && c <= 0xFE2F);
    if (c >= 0xFF00 && c <= 0xFF20) return (c >= 0xFF10 && c <= 0xFF19);
    if (c >= 0xFF3B && c <= 0xFF40) return c == 0xFF3F;
    if (c >= 0xFF5B && c <= 0xFF65) return false;
    if (c >= 0xFFE0 && c <= 0xFFFF) return false;
    if (c >= 0x1F000 && c <= 0x1FAFF) return false;                      /* emoji & symbols */
    if (c >= 0xE000 && c <= 0xF8FF) return false;                        /* private use */
    return true;
}

static bool cp_is_id_start(uint32_t c)
{
    if (c < 0x80) return is_id_start_ascii((int)c);
    if (c == 0xB7 || c == 0x203F || c == 0x2040 || c == 0x2054) return false;
    if (c >= 0x0300 && c <= 0x036F) return false;   /* combining marks */
    if (c >= 0xFF10 && c <= 0xFF19) return false;
    return cp_is_id(c);
}

/* Report a character that cannot start a token. at: its byte offset. */
static int bad_char(py_Lexer *L, size_t at)
{
    uint32_t cp = 0;
    int n = nb_utf8_decode((const unsigned char *)L->src + at, L->len - at, &cp);
    if (n <= 0) { n = 1; cp = (unsigned char)L->src[at]; }
    if (cp_nonprintable(cp))
        return tok_error_fmt(L, at + n, "invalid non-printable character U+%04X", (unsigned)cp);
    char ch[5] = {0};
    memcpy(ch, L->src + at, (size_t)n);
    return tok_error_fmt(L, at + n, "invalid character '%s' (U+%04X)", ch, (unsigned)cp);
}

static int kw_lookup(const char *s, size_t n)
{
    if (n < 2 || n > 8) return 0;
    for (int k = 1; k < PY_KW_COUNT; k++)
        if (strlen(py_kw_names[k]) == n && memcmp(py_kw_names[k], s, n) == 0) return k;
    return 0;
}

/* ------------------------------------------------------------ numbers */

static bool isdig(int c) { return c >= '0' && c <= '9'; }
static bool ishex(int c) { return isdig(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

/* After a number: an identifier character right after it is an error,
 * except for the keywords CPython still tolerates (`1if x else y`). */
static int verify_end_of_number(py_Lexer *L, const char *kind)
{
    int c = peekc(L, 0);
    if (c < 0) return 0;
    if (c < 0x80 && !is_id_ascii(c)) return 0;
    if (c >= 0x80) {
        uint32_t cp;
        if (nb_utf8_decode((const unsigned char *)L->src + L->pos, L->len - L->pos, &cp) <= 0 || !cp_is_id_start(cp))
            return 0;
    }
    static const char *const ok[] = {"and", "else", "for", "if", "in", "is", "not", "or"};
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
        size_t n = strlen(ok[i]);
        if (L->pos + n <= L->len && memcmp(L->src + L->pos, ok[i], n) == 0)
            return 0;
    }
    return tok_error_fmt(L, L->pos, "invalid %s literal", kind);
}

/* Digits with single underscores between them. Returns -1 on error. */
static int scan_digits(py_Lexer *L, bool (*ok)(int), const char *kind)
{
    for (;;) {
        while (ok(peekc(L, 0))) L->pos++;
        if (peekc(L, 0) != '_') return 0;
        L->pos++;
        if (!ok(peekc(L, 0)))
            return tok_error_fmt(L, L->pos, "invalid %s literal", kind);
    }
}

static bool isoct(int c) { return c >= '0' && c <= '7'; }
static bool isbin(int c) { return c == '0' || c == '1'; }

static int scan_exponent_frac(py_Lexer *L, bool had_dot)
{
    int c = peekc(L, 0);
    if (c == '.' && !had_dot) {
        L->pos++;
        if (isdig(peekc(L, 0)) && scan_digits(L, isdig, "decimal") < 0) return -1;
        c = peekc(L, 0);
    }
    if (c == 'e' || c == 'E') {
        size_t save = L->pos;
        L->pos++;
        c = peekc(L, 0);
        if (c == '+' || c == '-') { L->pos++; c = peekc(L, 0); }
        if (!isdig(c)) {
            L->pos = save;
            return tok_error_at(L, (peekc(L, 1) == '+' || peekc(L, 1) == '-') ? save + 2 : save,
                                "invalid decimal literal");
        }
        if (scan_digits(L, isdig, "decimal") < 0) return -1;
        c = peekc(L, 0);
    }
    if (c == 'j' || c == 'J') { L->pos++; return verify_end_of_number(L, "imaginary"); }
    return verify_end_of_number(L, "decimal");
}

static int scan_number(py_Lexer *L)
{
    int c = peekc(L, 0);
    if (c == '.') {  /* .5 */
        L->pos++;
        if (scan_digits(L, isdig, "decimal") < 0) return -1;
        return scan_exponent_frac(L, true);
    }
    if (c == '0') {
        int x = peekc(L, 1);
        if (x == 'x' || x == 'X' || x == 'o' || x == 'O' || x == 'b' || x == 'B') {
            L->pos += 2;
            bool (*ok)(int) = (x == 'x' || x == 'X') ? ishex : (x == 'o' || x == 'O') ? isoct : isbin;
            const char *kind = ok == ishex ? "hexadecimal" : ok == isoct ? "octal" : "binary";
            if (peekc(L, 0) == '_') L->pos++;
            if (!ok(peekc(L, 0))) {
                int d = peekc(L, 0);
                if (isdig(d))
                    return tok_error_fmt(L, L->pos + 1, "invalid digit '%c' in %s literal", d, kind);
                return tok_error_fmt(L, L->pos + (d >= 0 && d != '\n' ? 1 : 0), "invalid %s literal", kind);
            }
            if (scan_digits(L, ok, kind) < 0) return -1;
            int d = peekc(L, 0);
            if (isdig(d)) return tok_error_fmt(L, L->pos + 1, "invalid digit '%c' in %s literal", d, kind);
            return verify_end_of_number(L, kind);
        }
        /* 0, 00, 0_0, 0.5, 01e5, 0777 (error) */
        size_t start = L->pos, zeros_end;
        bool nonzero = false;
        for (;;) {
            while (peekc(L, 0) == '0') L->pos++;
            if (peekc(L, 0) == '_' && isdig(peekc(L, 1))) { L->pos++; continue; }
            if (peekc(L, 0) == '_') { L->pos++; return tok_error_at(L, L->pos, "invalid decimal literal"); }
            break;
        }
        zeros_end = L->pos;
        if (isdig(peekc(L, 0))) {
            nonzero = true;
            if (scan_digits(L, isdig, "decimal") < 0) return -1;
        }
        c = peekc(L, 0);
        if (c == '.' || c == 'e' || c == 'E' || c == 'j' || c == 'J')
            return scan_exponent_frac(L, false);
        if (nonzero) {
            int off = nchars(L->src + L->line_start, start - L->line_start) + 1;
            int eoff = nchars(L->src + L->line_start, zeros_end - L->line_start) + 1;
            return py_lex_raise_raw(L, PY_T(SyntaxError),
                "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
                L->lineno, off, L->lineno, eoff, false);
        }
        return verify_end_of_number(L, "decimal");
    }
    if (scan_digits(L, isdig, "decimal") < 0) return -1;
    return scan_exponent_frac(L, false);
}

/* ------------------------------------------------------------ strings */

/* The line CPython reports for an error at the current position: at EOF
 * just after a final newline, that is the last line of the file. */
static int eof_line(py_Lexer *L)
{
    if (L->pos >= L->len && L->lineno > 1 && L->len > 0 && L->src[L->len - 1] == '\n')
        return L->lineno - 1;
    return L->lineno;
}

/* Scan a (non-f) string body after the opening quote(s); pos at the body. */
static int scan_string_body(py_Lexer *L, char q, int qsize, size_t tok_start, int start_line, size_t start_line_off)
{
    for (;;) {
        if (L->pos >= L->len) goto unterminated;
        char c = L->src[L->pos];
        if (c == q) {
            if (qsize == 1) { L->pos++; return 0; }
            if (peekc(L, 1) == q && peekc(L, 2) == q) { L->pos += 3; return 0; }
            L->pos++;
            continue;
        }
        if (c == '\\') {
            L->pos++;
            if (L->pos >= L->len) goto unterminated;
            if (L->src[L->pos] == '\n') newline_at(L, L->pos + 1);
            L->pos++;
            continue;
        }
        if (c == '\n') {
            if (qsize == 1) goto unterminated;
            newline_at(L, L->pos + 1);
        }
        L->pos++;
    }
unterminated:;
    char msg[128];
    int detected = eof_line(L);
    if (L->nfs > 0 && qsize == 1) {
        /* a string inside an f-string replacement field */
        py_FMode *F = &L->fs[L->nfs - 1];
        if (F->ndepth > 0) {
            size_t e = L->pos;
            return tok_error_at(L, e, "f-string: expecting '}'");
        }
    }
    snprintf(msg, sizeof msg, "%s string literal (detected at line %d)",
             qsize == 3 ? "unterminated triple-quoted" : "unterminated", detected);
    size_t ls = start_line_off;
    int off = nchars(L->src + ls, tok_start - ls) + 1;
    return py_lex_raise_raw(L, PY_T(SyntaxError), msg, start_line, off, start_line, off, false);
}

/* ------------------------------------------------------------ brackets */

static int push_paren(py_Lexer *L, char c, size_t at)
{
    if (L->level >= PY_LEX_MAXLEVEL)
        return tok_error_at(L, at + 1, "too many nested parentheses");
    L->parenstack[L->level] = c;
    L->parenline[L->level] = L->lineno;
    L->parencol[L->level] = (int)(at - L->line_start);
    L->level++;
    return 0;
}

static int pop_paren(py_Lexer *L, char c, size_t at)
{
    if (L->level == 0)
        return tok_error_fmt(L, at + 1, "unmatched '%c'", c);
    L->level--;
    char o = L->parenstack[L->level];
    if (!((o == '(' && c == ')') || (o == '[' && c == ']') || (o == '{' && c == '}'))) {
        char msg[160];
        if (L->parenline[L->level] != L->lineno)
            snprintf(msg, sizeof msg, "closing parenthesis '%c' does not match opening parenthesis '%c' on line %d",
                     c, o, L->parenline[L->level]);
        else
            snprintf(msg, sizeof msg, "closing parenthesis '%c' does not match opening parenthesis '%c'", c, o);
        return tok_error_at(L, at + 1, msg);
    }
    return 0;
}

/* ------------------------------------------------------------ f-strings */

static void set_tok(py_Lexer *L, py_Token *t, int type, size_t start, int sline, int scol)
{
    t->type = (uint8_t)type;
    t->start = start;
    t->end = L->pos;
    t->lineno = sline;
    t->col = scol;
    t->end_lineno = L->lineno;
    t->end_col = (int)(L->pos - L->line_start);
}

/* Literal part of the innermost f-string (or of its format spec). */
static int fstring_literal(py_Lexer *L, py_Token *t)
{
    py_FMode *F = &L->fs[L->nfs - 1];
    bool in_spec = F->ndepth > 0 && F->in_spec[F->ndepth - 1];
    size_t start = L->pos;
    int sline = L->lineno, scol = (int)(L->pos - L->line_start);
    t->level = L->level;
    t->flags = F->raw ? PY_STRF_RAW : 0;
    for (;;) {
        if (L->pos >= L->len) {
            if (in_spec) return tok_error_at(L, L->pos, "f-string: expecting '}'");
            char msg[128];
            snprintf(msg, sizeof msg, "unterminated %sf-string literal (detected at line %d)",
                     F->qsize == 3 ? "triple-quoted " : "", eof_line(L));
            size_t ls = py_lex_line_offset(L, F->start_line);
            int off = nchars(L->src + ls, F->start_pos - ls) + 1;
            return py_lex_raise_raw(L, PY_T(SyntaxError), msg, F->start_line, off, F->start_line, off, false);
        }
        char c = L->src[L->pos];
        if (c == F->quote && (F->qsize == 1 || (peekc(L, 1) == c && peekc(L, 2) == c))) {
            if (L->pos > start) break;
            if (in_spec) return tok_error_at(L, L->pos + 1, "f-string: expecting '}'");
            L->pos += (size_t)F->qsize;
            set_tok(L, t, PY_TK_FSTRING_END, start, sline, scol);
            L->nfs--;
            return 0;
        }
        if (c == '\n') {
            if (F->qsize == 1) {
                if (in_spec)
                    return tok_error_at(L, L->pos + 1, "f-string: newlines are not allowed in format specifiers for single quoted f-strings");
                char msg[128];
                snprintf(msg, sizeof msg, "unterminated f-string literal (detected at line %d)", L->lineno);
                size_t ls = py_lex_line_offset(L, F->start_line);
                int off = nchars(L->src + ls, F->start_pos - ls) + 1;
                return py_lex_raise_raw(L, PY_T(SyntaxError), msg, F->start_line, off, F->start_line, off, false);
            }
            L->pos++;
            newline_at(L, L->pos);
            continue;
        }
        if (c == '{') {
            if (!in_spec && peekc(L, 1) == '{') { L->pos += 2; continue; }
            if (L->pos > start) break;
            if (F->ndepth >= 3)
                return tok_error_at(L, L->pos + 1, "f-string: expressions nested too deeply");
            if (push_paren(L, '{', L->pos) < 0) return -1;
            L->pos++;
            set_tok(L, t, PY_TK_OP, start, sline, scol);
            t->op = PY_TOK_LBRACE;
            F->field_level[F->ndepth] = L->level;
            F->in_spec[F->ndepth] = false;
            F->ndepth++;
            return 0;
        }
        if (c == '}') {
            if (!in_spec) {
                if (peekc(L, 1) == '}') { L->pos += 2; continue; }
                return tok_error_at(L, L->pos + 1, "f-string: single '}' is not allowed");
            }
            if (L->pos > start) break;
            if (pop_paren(L, '}', L->pos) < 0) return -1;
            L->pos++;
            set_tok(L, t, PY_TK_OP, start, sline, scol);
            t->op = PY_TOK_RBRACE;
            F->ndepth--;
            return 0;
        }
        if (c == '\\' && !F->raw) {
            if (peekc(L, 1) == 'N' && peekc(L, 2) == '{') {
                L->pos += 3;
                while (L->pos < L->len && L->src[L->pos] != '}' && L->src[L->pos] != F->quote &&
                       L->src[L->pos] != '\n')
                    L->pos++;
                if (L->pos < L->len && L->src[L->pos] == '}') L->pos++;
                continue;
            }
            int n = peekc(L, 1);
            if (n == '{' || n == '}') { L->pos++; continue; }
            if (n == '\n') { L->pos += 2; newline_at(L, L->pos); continue; }
            if (n >= 0) { L->pos += 2; continue; }
        }
        L->pos++;
    }
    set_tok(L, t, PY_TK_FSTRING_MIDDLE, start, sline, scol);
    return 0;
}

/* ------------------------------------------------------------ main */

static const struct { const char *s; uint8_t op; } ops3[] = {
    {"**=", PY_TOK_AUG_FIRST + PY_OP_POW}, {"//=", PY_TOK_AUG_FIRST + PY_OP_FLOORDIV},
    {">>=", PY_TOK_AUG_FIRST + PY_OP_RSHIFT}, {"<<=", PY_TOK_AUG_FIRST + PY_OP_LSHIFT},
    {"...", PY_TOK_ELLIPSIS},
};
static const struct { const char *s; uint8_t op; } ops2[] = {
    {"**", PY_TOK_DOUBLESTAR}, {"//", PY_TOK_DOUBLESLASH}, {"<<", PY_TOK_LEFTSHIFT},
    {">>", PY_TOK_RIGHTSHIFT}, {"<=", PY_TOK_LESSEQUAL}, {">=", PY_TOK_GREATEREQUAL},
    {"==", PY_TOK_EQEQUAL}, {"!=", PY_TOK_NOTEQUAL}, {"->", PY_TOK_RARROW},
    {":=", PY_TOK_COLONEQUAL}, {"+=", PY_TOK_AUG_FIRST + PY_OP_ADD},
    {"-=", PY_TOK_AUG_FIRST + PY_OP_SUB}, {"*=", PY_TOK_AUG_FIRST + PY_OP_MUL},
    {"/=", PY_TOK_AUG_FIRST + PY_OP_TRUEDIV}, {"%=", PY_TOK_AUG_FIRST + PY_OP_MOD},
    {"@=", PY_TOK_AUG_FIRST + PY_OP_MATMUL}, {"&=", PY_TOK_AUG_FIRST + PY_OP_AND},
    {"|=", PY_TOK_AUG_FIRST + PY_OP_OR}, {"^=", PY_TOK_AUG_FIRST + PY_OP_XOR},
    {"<>", PY_TOK_NOTEQUAL},
};

static uint8_t op1(int c)
{
    switch (c) {
    case '(': return PY_TOK_LPAR; case ')': return PY_TOK_RPAR;
    case '[': return PY_TOK_LSQB; case ']': return PY_TOK_RSQB;
    case '{': return PY_TOK_LBRACE; case '}': return PY_TOK_RBRACE;
    case ':': return PY_TOK_COLON; case ',': return PY_TOK_COMMA;
    case ';': return PY_TOK_SEMI; case '.': return PY_TOK_DOT;
    case '=': return PY_TOK_EQUAL; case '!': return PY_TOK_EXCLAMATION;
    case '+': return PY_TOK_PLUS; case '-': return PY_TOK_MINUS;
    case '*': return PY_TOK_STAR; case '/': return PY_TOK_SLASH;
    case '%': return PY_TOK_PERCENT; case '@': return PY_TOK_AT;
    case '|': return PY_TOK_VBAR; case '&': return PY_TOK_AMPER;
    case '^': return PY_TOK_CIRCUMFLEX; case '~': return PY_TOK_TILDE;
    case '<': return PY_TOK_LESS; case '>': return PY_TOK_GREATER;
    default: return 0;
    }
}

/* Indentation at the beginning of a line. Returns -1 on error. */
static int do_indent(py_Lexer *L)
{
    int col = 0, altcol = 0;
    for (;;) {
        int c = peekc(L, 0);
        if (c == ' ') { col++; altcol++; }
        else if (c == '\t') { col = (col / 8 + 1) * 8; altcol++; }
        else if (c == '\f') { col = altcol = 0; }
        else break;
        L->pos++;
    }
    int c = peekc(L, 0);
    if (c == '#' || c == '\n' || c == '\\' || c < 0)
        return 0;   /* blank line / comment: no indentation processing */
    if (L->level > 0) return 0;
    if (col == L->indstack[L->indent]) {
        if (altcol != L->altstack[L->indent])
            return indent_error(L, PY_T(TabError), "inconsistent use of tabs and spaces in indentation");
    } else if (col > L->indstack[L->indent]) {
        if (L->indent + 1 >= PY_LEX_MAXINDENT)
            return indent_error(L, PY_T(IndentationError), "too many levels of indentation");
        if (altcol <= L->altstack[L->indent])
            return indent_error(L, PY_T(TabError), "inconsistent use of tabs and spaces in indentation");
        L->pendin++;
        L->indent++;
        L->indstack[L->indent] = col;
        L->altstack[L->indent] = altcol;
    } else {
        while (L->indent > 0 && col < L->indstack[L->indent]) {
            L->pendin--;
            L->indent--;
        }
        if (col != L->indstack[L->indent])
            return indent_error(L, PY_T(IndentationError), "unindent does not match any outer indentation level");
        if (altcol != L->altstack[L->indent])
            return indent_error(L, PY_T(TabError), "inconsistent use of tabs and spaces in indentation");
    }
    return 0;
}

static int lex_one(py_Lexer *L, py_Token *t)
{
    memset(t, 0, sizeof *t);
    if (L->nfs > 0) {
        py_FMode *F = &L->fs[L->nfs - 1];
        if (F->ndepth == 0 || F->in_spec[F->ndepth - 1])
            return fstring_literal(L, t);
    }
again:
    if (L->atbol && L->nfs == 0) {
        L->atbol = false;
        if (do_indent(L) < 0) return -1;
    }
    /* pending INDENT / DEDENT */
    if (L->pendin != 0) {
        t->type = L->pendin > 0 ? PY_TK_INDENT : PY_TK_DEDENT;
        if (L->pendin > 0) L->pendin--; else L->pendin++;
        t->lineno = t->end_lineno = L->lineno;
        t->col = t->end_col = (int)(L->pos - L->line_start);
        t->start = t->end = L->pos;
        t->level = L->level;
        return 0;
    }
    /* skip spaces and comments */
    for (;;) {
        int c = peekc(L, 0);
        if (c == ' ' || c == '\t' || c == '\f') { L->pos++; continue; }
        if (c == '#') {
            while (L->pos < L->len && L->src[L->pos] != '\n') L->pos++;
            continue;
        }
        break;
    }
    size_t start = L->pos;
    int sline = L->lineno, scol = (int)(L->pos - L->line_start);
    t->level = L->level;
    int c = peekc(L, 0);

    if (c < 0) {
        /* end of input */
        if (L->nfs > 0) {
            py_FMode *F = &L->fs[L->nfs - 1];
            (void)F;
            return tok_error_at(L, L->pos, "f-string: expecting '}'");
        }
        if (L->level > 0) {
            L->eof_error = true;
            int k = L->level - 1;
            char msg[64];
            snprintf(msg, sizeof msg, "'%c' was never closed", L->parenstack[k]);
            return py_lex_raise_raw(L, PY_T(SyntaxError), msg, L->parenline[k],
                                    col_chars(L, L->parenline[k], L->parencol[k]) + 1, L->parenline[k], 0, true);
        }
        if (!L->at_eof_newline) {
            L->at_eof_newline = true;
            /* implicit NEWLINE if the last logical line has content */
            if (L->has_tok) {
                L->has_tok = false;
                set_tok(L, t, PY_TK_NEWLINE, start, sline, scol);
                t->end_col = t->col + 1;
                return 0;
            }
        }
        if (L->indent > 0) {
            L->indent--;
            t->type = PY_TK_DEDENT;
            t->lineno = t->end_lineno = L->lineno;
            t->col = t->end_col = 0;
            t->start = t->end = L->pos;
            return 0;
        }
        t->type = PY_TK_ENDMARKER;
        t->lineno = t->end_lineno = L->lineno;
        t->col = t->end_col = scol;
        t->start = t->end = L->pos;
        L->done = true;
        return 0;
    }

    if (c == '\n') {
        L->pos++;
        bool blank = !L->has_tok;
        newline_at(L, L->pos);
        if (L->level > 0 || blank) {
            if (L->level == 0) L->atbol = true;
            goto again;
        }
        L->atbol = true;
        L->has_tok = false;
        t->type = PY_TK_NEWLINE;
        t->lineno = t->end_lineno = sline;
        t->col = scol;
        t->end_col = scol + 1;
        t->start = start;
        t->end = start + 1;
        return 0;
    }

    if (c == '\\') {
        if (peekc(L, 1) == '\n') {
            L->pos += 2;
            if (L->pos >= L->len) {
                return py_lex_raise_raw(L, PY_T(SyntaxError), "unexpected EOF while parsing", L->lineno,
                                        nchars(L->src + L->line_start, L->pos - L->line_start) + 1,
                                        L->lineno, -1, true);
            }
            newline_at(L, L->pos);
            goto again;
        }
        if (peekc(L, 1) < 0) {
            L->pos++;
            return py_lex_raise_raw(L, PY_T(SyntaxError), "unexpected EOF while parsing", L->lineno,
                                    nchars(L->src + L->line_start, L->pos - L->line_start) + 1, L->lineno, -1, true);
        }
        return py_lex_raise_raw(L, PY_T(SyntaxError), "unexpected character after line continuation character",
                                L->lineno, nchars(L->src + L->line_start, start - L->line_start) + 2,
                                L->lineno, 0, true);
    }

    /* identifiers and string prefixes */
    if (c >= 0x80 || is_id_start_ascii(c)) {
        /* string prefix? */
        size_t p = L->pos;
        int flags = 0;
        bool f = false, ok = true;
        while (p < L->len && p - L->pos < 3) {
            char ch = L->src[p];
            if (ch == 'r' || ch == 'R') { if (flags & PY_STRF_RAW) { ok = false; break; } flags |= PY_STRF_RAW; }
            else if (ch == 'b' || ch == 'B') { if ((flags & (PY_STRF_BYTES | PY_STRF_U)) || f) { ok = false; break; } flags |= PY_STRF_BYTES; }
            else if (ch == 'u' || ch == 'U') { if (flags || f) { ok = false; break; } flags |= PY_STRF_U; }
            else if (ch == 'f' || ch == 'F') { if (f || (flags & (PY_STRF_BYTES | PY_STRF_U))) { ok = false; break; } f = true; }
            else break;
            p++;
        }
        if (ok && p > L->pos && p < L->len && (L->src[p] == '"' || L->src[p] == '\'')) {
            char q = L->src[p];
            int qsize = (p + 2 < L->len && L->src[p + 1] == q && L->src[p + 2] == q) ? 3 : 1;
            if (f) {
                if (L->nfs >= PY_LEX_MAXFSTRING)
                    return tok_error_at(L, p + 1, "too many nested f-strings");
                py_FMode *F = &L->fs[L->nfs++];
                memset(F, 0, sizeof *F);
                F->quote = q;
                F->qsize = qsize;
                F->raw = (flags & PY_STRF_RAW) != 0;
                F->start_line = sline;
                F->start_col = scol;
                F->start_pos = start;
                L->pos = p + (size_t)qsize;
                set_tok(L, t, PY_TK_FSTRING_START, start, sline, scol);
                t->flags = (uint8_t)flags;
                return 0;
            }
            L->pos = p + (size_t)qsize;
            if (scan_string_body(L, q, qsize, start, sline, L->line_start) < 0) return -1;
            set_tok(L, t, PY_TK_STRING, start, sline, scol);
            t->flags = (uint8_t)flags;
            return 0;
        }
        /* identifier */
        bool ascii = true;
        while (L->pos < L->len) {
            int ch = (unsigned char)L->src[L->pos];
            if (ch < 0x80) {
                if (!is_id_ascii(ch)) break;
                L->pos++;
                continue;
            }
            uint32_t cp;
            int n = nb_utf8_decode((const unsigned char *)L->src + L->pos, L->len - L->pos, &cp);
            if (n <= 0) return bad_char(L, L->pos);
            bool okc = (L->pos == start) ? cp_is_id_start(cp) : cp_is_id(cp);
            if (!okc) {
                if (L->pos == start) return bad_char(L, L->pos);
                if (cp_nonprintable(cp)) return bad_char(L, L->pos);
                /* CPython: a symbol glued to an identifier is reported as
                 * "invalid character" too */
                return bad_char(L, L->pos);
            }
            ascii = false;
            L->pos += (size_t)n;
        }
        set_tok(L, t, PY_TK_NAME, start, sline, scol);
        if (ascii) t->kw = (uint8_t)kw_lookup(L->src + start, L->pos - start);
        return 0;
    }

    if (isdig(c) || (c == '.' && isdig(peekc(L, 1)))) {
        if (scan_number(L) < 0) return -1;
        set_tok(L, t, PY_TK_NUMBER, start, sline, scol);
        return 0;
    }

    if (c == '"' || c == '\'') {
        int qsize = (peekc(L, 1) == c && peekc(L, 2) == c) ? 3 : 1;
        L->pos += (size_t)qsize;
        if (scan_string_body(L, (char)c, qsize, start, sline, L->line_start) < 0) return -1;
        set_tok(L, t, PY_TK_STRING, start, sline, scol);
        return 0;
    }

    /* operators */
    py_FMode *F = L->nfs > 0 ? &L->fs[L->nfs - 1] : NULL;
    bool at_field = F && F->ndepth > 0 && L->level == F->field_level[F->ndepth - 1];
    if (at_field && c == ':') {
        L->pos++;
        set_tok(L, t, PY_TK_OP, start, sline, scol);
        t->op = PY_TOK_COLON;
        F->in_spec[F->ndepth - 1] = true;
        return 0;
    }
    if (at_field && c == '}') {
        if (pop_paren(L, '}', L->pos) < 0) return -1;
        L->pos++;
        set_tok(L, t, PY_TK_OP, start, sline, scol);
        t->op = PY_TOK_RBRACE;
        F->ndepth--;
        return 0;
    }
    if (at_field && c == '!' && peekc(L, 1) != '=') {
        L->pos++;
        set_tok(L, t, PY_TK_OP, start, sline, scol);
        t->op = PY_TOK_EXCLAMATION;
        return 0;
    }
    if (F && F->ndepth > 0 && c == F->quote && L->level >= F->field_level[F->ndepth - 1] &&
        (F->qsize == 1 || (peekc(L, 1) == c && peekc(L, 2) == c)) && false) {
        return tok_error_at(L, L->pos, "f-string: expecting '}'");
    }
    for (size_t i = 0; i < sizeof ops3 / sizeof *ops3; i++)
        if (L->pos + 3 <= L->len && memcmp(L->src + L->pos, ops3[i].s, 3) == 0) {
            L->pos += 3;
            set_tok(L, t, PY_TK_OP, start, sline, scol);
            t->op = ops3[i].op;
            return 0;
        }
    for (size_t i = 0; i < sizeof ops2 / sizeof *ops2; i++)
        if (L->pos + 2 <= L->len && memcmp(L->src + L->pos, ops2[i].s, 2) == 0) {
            if (ops2[i].s[0] == '<' && ops2[i].s[1] == '>') continue;   /* Barry only */
            L->pos += 2;
            set_tok(L, t, PY_TK_OP, start, sline, scol);
            t->op = ops2[i].op;
            return 0;
        }
    uint8_t o = op1(c);
    if (o) {
        if (c == '(' || c == '[' || c == '{') {
            if (push_paren(L, (char)c, L->pos) < 0) return -1;
        } else if (c == ')' || c == ']' || c == '}') {
            if (pop_paren(L, (char)c, L->pos) < 0) return -1;
        }
        L->pos++;
        set_tok(L, t, PY_TK_OP, start, sline, scol);
        t->op = o;
        return 0;
    }
    if (c == '$' || c == '?' || c == '`') {
        /* CPython produces an ERRORTOKEN the parser reports as invalid syntax */
        L->pos++;
        set_tok(L, t, PY_TK_OP, start, sline, scol);
        t->op = PY_OP_NONE;
        return 0;
    }
    return bad_char(L, L->pos);
}

int py_lex_next(py_Lexer *L, py_Token *t)
{
    if (lex_one(L, t) < 0) return -1;
    if (t->type != PY_TK_NEWLINE && t->type != PY_TK_INDENT && t->type != PY_TK_DEDENT &&
        t->type != PY_TK_ENDMARKER)
        L->has_tok = true;
    return 0;
}
