/* py_lex.h — the tokenizer (internal to the parser: py_lex.c, py_parse*.c,
 * py_ast_dump.c).
 *
 * The tokenizer follows CPython 3.13's: INDENT/DEDENT from an indentation
 * stack (tabs to multiples of 8, TabError on inconsistent use), NEWLINE only
 * outside brackets, implicit joining inside (), [], {}, backslash
 * continuation, and PEP 701 f-string tokens (FSTRING_START, FSTRING_MIDDLE,
 * '{' expr ['='] ['!' NAME] [':' spec] '}', FSTRING_END).
 *
 * Columns are 0-based UTF-8 *byte* offsets within their line (CPython's ast
 * reports byte columns too: ast.parse('é=1').body[0].targets[0].end_col_offset
 * == 2). SyntaxError offsets are converted to 1-based character offsets when
 * the error is raised (py_lex_raise). */
#ifndef PY_LEX_H
#define PY_LEX_H

#include "py_ast.h"

typedef enum py_TokType {
    PY_TK_ENDMARKER, PY_TK_NAME, PY_TK_NUMBER, PY_TK_STRING, PY_TK_NEWLINE,
    PY_TK_INDENT, PY_TK_DEDENT, PY_TK_OP, PY_TK_FSTRING_START,
    PY_TK_FSTRING_MIDDLE, PY_TK_FSTRING_END,
    PY_TK_STOP      /* f-string sub-tokenizer: nothing more (never seen by the parser) */
} py_TokType;

/* operator codes (token.op for PY_TK_OP) */
enum {
    PY_OP_NONE,
    PY_TOK_LPAR, PY_TOK_RPAR, PY_TOK_LSQB, PY_TOK_RSQB, PY_TOK_LBRACE, PY_TOK_RBRACE,
    PY_TOK_COLON, PY_TOK_COMMA, PY_TOK_SEMI, PY_TOK_DOT, PY_TOK_ELLIPSIS,
    PY_TOK_EQUAL, PY_TOK_COLONEQUAL, PY_TOK_RARROW, PY_TOK_EXCLAMATION,
    PY_TOK_PLUS, PY_TOK_MINUS, PY_TOK_STAR, PY_TOK_SLASH, PY_TOK_DOUBLESLASH,
    PY_TOK_PERCENT, PY_TOK_AT, PY_TOK_DOUBLESTAR, PY_TOK_VBAR, PY_TOK_AMPER,
    PY_TOK_CIRCUMFLEX, PY_TOK_TILDE, PY_TOK_LEFTSHIFT, PY_TOK_RIGHTSHIFT,
    PY_TOK_LESS, PY_TOK_GREATER, PY_TOK_EQEQUAL, PY_TOK_NOTEQUAL,
    PY_TOK_LESSEQUAL, PY_TOK_GREATEREQUAL,
    /* augmented assignment: PY_TOK_PLUSEQUAL + py_BinOp */
    PY_TOK_AUG_FIRST,
    PY_TOK_AUG_LAST = PY_TOK_AUG_FIRST + PY_NBINOP - 1,
    PY_TOK_NOPS
};

/* keyword codes (token.kw for PY_TK_NAME; 0 = plain identifier) */
enum {
    PY_KW_NONE_,
    PY_KW_FALSE, PY_KW_NONE, PY_KW_TRUE, PY_KW_AND, PY_KW_AS, PY_KW_ASSERT,
    PY_KW_ASYNC, PY_KW_AWAIT, PY_KW_BREAK, PY_KW_CLASS, PY_KW_CONTINUE,
    PY_KW_DEF, PY_KW_DEL, PY_KW_ELIF, PY_KW_ELSE, PY_KW_EXCEPT, PY_KW_FINALLY,
    PY_KW_FOR, PY_KW_FROM, PY_KW_GLOBAL, PY_KW_IF, PY_KW_IMPORT, PY_KW_IN,
    PY_KW_IS, PY_KW_LAMBDA, PY_KW_NONLOCAL, PY_KW_NOT, PY_KW_OR, PY_KW_PASS,
    PY_KW_RAISE, PY_KW_RETURN, PY_KW_TRY, PY_KW_WHILE, PY_KW_WITH, PY_KW_YIELD,
    PY_KW_COUNT
};

typedef struct py_Token {
    uint8_t type;       /* py_TokType */
    uint8_t op;         /* PY_TOK_* for PY_TK_OP */
    uint8_t kw;         /* PY_KW_* for PY_TK_NAME */
    uint8_t flags;      /* strings: PY_STRF_* */
    int level;          /* bracket depth before this token */
    int lineno, col, end_lineno, end_col;
    size_t start, end;  /* byte offsets in the (normalised) source */
} py_Token;

#define PY_STRF_RAW   1
#define PY_STRF_BYTES 2
#define PY_STRF_U     4

#define PY_LEX_MAXLEVEL 200     /* bracket nesting ("too many nested parentheses") */
#define PY_LEX_MAXINDENT 100    /* "too many levels of indentation" */
#define PY_LEX_MAXFSTRING 150   /* nested f-strings */

typedef struct py_FMode {
    char quote;
    int qsize;          /* 1 or 3 */
    bool raw;
    int start_line, start_col;
    size_t start_pos;   /* byte offset of the prefix */
    int ndepth;         /* open replacement fields */
    int field_level[4]; /* bracket level just inside each field's '{' */
    bool in_spec[4];
} py_FMode;

typedef struct py_Lexer {
    py_State *S;
    py_Obj *filename;
    const char *src;    /* normalised source (\r\n -> \n), BOM skipped */
    size_t len, pos;
    int lineno;
    size_t line_start;
    bool atbol;         /* at the beginning of a logical line */
    bool has_tok;       /* the current logical line produced a token */
    int pendin;         /* >0 INDENTs / <0 DEDENTs to emit */
    int indent;
    int indstack[PY_LEX_MAXINDENT + 1], altstack[PY_LEX_MAXINDENT + 1];
    int level;
    char parenstack[PY_LEX_MAXLEVEL + 1];
    int parenline[PY_LEX_MAXLEVEL + 1], parencol[PY_LEX_MAXLEVEL + 1];
    bool at_eof_newline;    /* the implicit NEWLINE at EOF was emitted */
    bool done;              /* ENDMARKER emitted */
    int nfs;
    py_FMode fs[PY_LEX_MAXFSTRING];
    bool eof_error;         /* an error was "EOF in brackets" (parser decides) */
} py_Lexer;

/* src must stay alive while the lexer is used; len excludes any NUL. */
void py_lex_init(py_Lexer *L, py_State *S, const char *src, size_t len, py_Obj *filename);
/* Next token. Returns 0, or -1 with SyntaxError/IndentationError/TabError/
 * MemoryError set. At EOF with open brackets it returns -1 with
 * "'(' was never closed" and sets L->eof_error. */
int py_lex_next(py_Lexer *L, py_Token *t);

/* Raise `type` (SyntaxError family) with CPython's args tuple. Columns are
 * 0-based byte columns in their lines; they are converted to 1-based
 * character offsets (+1). Pass col = -1 / end_col = -1 to store
 * offset/end_offset as given by `raw_off`/`raw_end` instead (already final).
 * with_nl: the text keeps the line's trailing newline (parser errors) or not
 * (tokenizer errors). Returns -1. */
int py_lex_raise(py_Lexer *L, py_Type *type, const char *msg, int lineno, int col,
                 int end_lineno, int end_col, bool with_nl);
/* Same with final (already 1-based character) offsets. */
int py_lex_raise_raw(py_Lexer *L, py_Type *type, const char *msg, int lineno, int offset,
                     int end_lineno, int end_offset, bool with_nl);
/* Byte offset where line `lineno` starts (scans; for error paths). */
size_t py_lex_line_offset(py_Lexer *L, int lineno);

/* Keyword spelling (for messages). */
extern const char *const py_kw_names[PY_KW_COUNT];


/* ------------------------------------------------ parser internals
 * (shared by py_parse_expr.c and py_parse_stmt.c) */

#define PY_P_TOKBLOCK 1024
#define PY_P_MAXDEPTH 5980      /* CPython's parser stack (MAXSTACK 6000) */

typedef struct py_Parser {
    py_State *S;
    py_Arena *A;
    py_Lexer L;
    py_Token **blocks;  /* tokens in blocks of PY_P_TOKBLOCK (stable addresses) */
    int nblocks, blockcap;
    int ntoks;          /* tokens fetched so far */
    int i;              /* current token index */
    int depth;
    bool tok_error;     /* the pending exception came from the tokenizer */
    bool lex_done;
} py_Parser;

/* token k positions ahead of the current one (NULL + exception on error) */
py_Token *py_p_peek(py_Parser *P, int k);
py_Token *py_p_tok(py_Parser *P, int idx);         /* already fetched token idx */
py_Token *py_p_next(py_Parser *P);                 /* consume and return */
bool py_p_isop(py_Parser *P, int op);              /* current token is op (false on error) */
bool py_p_iskw(py_Parser *P, int kw);
bool py_p_accept_op(py_Parser *P, int op);
bool py_p_accept_kw(py_Parser *P, int kw);

py_Node *py_p_node(py_Parser *P, py_NodeKind kind, const py_Token *start);
void py_p_end(py_Parser *P, py_Node *n);           /* end = previous token's end */
py_Obj *py_p_name_obj(py_Parser *P, const py_Token *t);

/* growable node vector (arena-backed; do not copy by value) */
typedef struct py_PVec { py_Node **items; int n, cap; py_Node *small[8]; } py_PVec;
void py_p_vinit(py_PVec *v);
int py_p_vpush(py_Parser *P, py_PVec *v, py_Node *x);
int py_p_vfin(py_Parser *P, py_PVec *v, py_NodeList *out);

/* errors (all return NULL with the exception set) */
void *py_p_err_tok(py_Parser *P, py_Type *type, const py_Token *t, const char *msg);
void *py_p_err_node(py_Parser *P, const py_Node *n, const char *msg);
void *py_p_err_range(py_Parser *P, int l1, int c1, int l2, int c2, const char *msg);
void *py_p_invalid(py_Parser *P);                  /* "invalid syntax" at the furthest token */
int py_p_enter(py_Parser *P, int cost);
void py_p_leave(py_Parser *P, int cost);

/* expressions */
py_Node *py_p_expression(py_Parser *P);
py_Node *py_p_named_expression(py_Parser *P);
py_Node *py_p_star_expressions(py_Parser *P);      /* a, *b, c -> Tuple */
py_Node *py_p_yield_or_star_expressions(py_Parser *P);
py_Node *py_p_disjunction(py_Parser *P);
py_Node *py_p_bitwise_or(py_Parser *P);
py_Node *py_p_parameters(py_Parser *P, bool lambda);   /* arguments node */
py_Node *py_p_call_args(py_Parser *P, py_Node *func, const py_Token *lpar, const py_Token *fst);
bool py_p_starts_expr(py_Parser *P, const py_Token *t);
py_Node *py_p_atom(py_Parser *P);                  /* name, literal, display, (...) */
/* the pattern after `case` (py_parse_match.c) */
py_Node *py_p_patterns(py_Parser *P);
py_Node *py_p_target_list(py_Parser *P);           /* ['*'] bitwise_or (',' ...)* */
/* element `elem` of a bracketed display is not followed by ',' or the closer */
void *py_p_expect_after_elem(py_Parser *P, py_Node *elem, int elem_tok);
/* targets: check and set ctx; kind: 0 assign, 1 del, 2 for/with/comprehension */
int py_p_set_target(py_Parser *P, py_Node *e, py_ExprCtx ctx, int kind);
py_Node *py_p_invalid_target(py_Node *e, bool del);
const char *py_p_expr_name(py_Node *e);

/* py_ast_dump with optional positions (include_attributes=True). */
py_Obj *py_ast_dump_ex(py_State *S, py_Node *n, bool include_attributes);

#endif
