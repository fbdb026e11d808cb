/* fuzz_torch_ops.c — libFuzzer target: bytes decoded into a sequence of
 * tensor operations on random shapes, dtypes, strides and values, written
 * out as a small torch program and run in a fresh interpreter (the glue, the
 * tensor core, the kernels and autograd are all on the path).
 *
 * Six tensor slots a0..a5 start as tensors of different dtypes and layouts;
 * each op reads one byte for its template (creation with special values —
 * nan, ±inf, huge, empty dims —, views: transpose, permute, slicing with
 * steps, narrow, expand, unfold, diagonal, as_strided; broadcasting
 * arithmetic, comparisons, matmul; reductions over empty and negative dims;
 * indexing with negative and out-of-range indices, masks, index tensors,
 * gather/scatter; in-place ops on views; dtype casts of nan/inf; autograd
 * through views and in-place ops), then bytes for its operands. Each op runs
 * in try/except: a Python exception is an allowed result; a crash, a hang,
 * a sanitizer report or a leak is not. Built by tests/fuzz/build.sh; the
 * decoded program of an input is printed by `fuzz_torch_ops -runs=0 FILE`
 * with FUZZ_PRINT=1. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "py.h"
#include "op.h"

static void sink(void *ud, int stream, const char *s, size_t n)
{
    (void)ud; (void)stream; (void)s; (void)n;
}

typedef struct {
    const uint8_t *p;
    size_t n, i;
} In;

static unsigned byte(In *in) { return in->i < in->n ? in->p[in->i++] : 0; }

#define NSLOT 6
static const char *const DTYPES[] = {
    "torch.float32", "torch.float64", "torch.int64", "torch.int32", "torch.bool",
    "torch.int8", "torch.uint8", "torch.float16", "torch.bfloat16", "torch.int16",
};
#define NDT (sizeof DTYPES / sizeof *DTYPES)
static const char *const VALUES[] = {
    "0", "1", "-1", "2", "0.5", "-0.0", "float('nan')", "float('inf')", "float('-inf')",
    "1e38", "-3.5", "2**31", "2**63-1", "-2**63", "255", "1e-45", "3", "-7",
};
#define NVAL (sizeof VALUES / sizeof *VALUES)

/* Templates: $A $B source slots, $D dim in [-4, 3], $E dim in [-6, 5],
 * $I index in [-12, 12], $K 0..4, $P 1..4, $S shape, $T dtype, $V scalar,
 * $R a permutation of range(ndim) of $A (as an expression). The result is
 * assigned to the destination slot unless the template starts with '!'
 * (a statement). */
static const char *const OPS[] = {
    /* creation */
    "torch.randn($S)", "torch.zeros($S, dtype=$T)", "torch.full($S, $V)", "torch.arange($K * 6).reshape($P, -1)",
    "torch.full($S, $V, dtype=$T)", "torch.tensor([$V, $V, $V])", "torch.empty($S).fill_($V)",
    "torch.linspace($V, 1, $K)", "torch.randint(-5, 5, $S)", "torch.ones($S, dtype=$T)",
    "torch.randn($S, dtype=torch.float64, requires_grad=True)", "torch.eye($K, $P)",
    /* views and layouts */
    "$A.transpose($D, $D)", "$A.permute(*$R)", "$A[::$P]", "$A[..., ::$P]", "$A.narrow($D, $I, $K)",
    "$A.expand($S)", "$A.unsqueeze($E)", "$A.squeeze($D)", "$A.t()", "$A.view(-1)", "$A.reshape($S)",
    "$A.flatten($D)", "$A.unfold($D, $P, $P)", "$A.diagonal(0, $D, $D)", "$A.flip($D)",
    "$A.as_strided(($K, $P), ($K, $I))", "$A.contiguous()", "$A.T", "$A.mT", "$A.unbind($D)[$I]",
    "$A.chunk($P, $D)[-1]", "$A.split($P, $D)[0]", "$A.movedim($D, $D)", "$A.select($D, $I)",
    "$A.clone().as_strided($S, ($K, 0, $P))",
    /* arithmetic with broadcasting */
    "$A + $B", "$A - $V", "$A * $B", "$A / $B", "$A // $B", "$A % $B", "$A ** $V", "$V / $A",
    "torch.where($A > 0, $A, $B)", "$A == $B", "$A < $V", "$A @ $B", "torch.matmul($A, $B)",
    "$A & $B", "$A | $V", "$A ^ $B", "~$A", "-$A", "abs($A)", "$A.exp()", "$A.log()", "$A.sqrt()",
    "$A.sigmoid()", "$A.tanh()", "torch.maximum($A, $B)", "$A.clamp($V, $V)", "torch.atan2($A, $B)",
    "$A.float().softmax($D)", "$A.float().log_softmax($D)", "torch.lerp($A, $B, 0.5)",
    "$A.masked_fill($A > 0, $V)", "torch.cat([$A, $B], $D)", "torch.stack([$A, $B], $D)",
    /* reductions */
    "$A.sum()", "$A.sum($D)", "$A.sum($D, keepdim=True)", "$A.mean($D)", "$A.max()", "$A.max($D)[0]",
    "$A.min($D).indices", "$A.argmax($D)", "$A.argmin()", "$A.prod($D)", "$A.std($D)", "$A.var()",
    "$A.logsumexp($D)", "$A.cumsum($D)", "$A.cumprod($D)", "$A.amax(($D, $D))", "$A.norm()",
    "$A.all($D)", "$A.any()", "$A.sort($D)[0]", "$A.topk($K, $D)[1]", "$A.median()",
    "$A.sum(dim=())", "$A.mean(dim=[])", "$A.count_nonzero($D)", "$A.unique()",
    /* indexing */
    "$A[$I]", "$A[$I, $I]", "$A[..., $I]", "$A[$I:$I]", "$A[None, $I:]", "$A[$A > 0]",
    "$A[torch.tensor([$I, $I])]", "$A.index_select($D, torch.tensor([$I]))",
    "$A.gather($D, torch.zeros_like($A, dtype=torch.int64) + $I)", "$A[[0, $I], [$I, 0]]",
    "$A[torch.tensor([True, False])]", "$A.take(torch.tensor([$I]))",
    /* in-place, on views too */
    "!$A.add_($V)", "!$A.mul_($B)", "!$A[$I].zero_()", "!$A[::$P].fill_($V)", "!$A.transpose($D, $D).sub_(1)",
    "!$A[..., $I] = $V", "!$A[$A > 0] = $V", "!$A.clamp_($V, $V)", "!$A.copy_($B)", "!$A.t().div_($B)",
    "!$A.scatter_($D, torch.zeros_like($A, dtype=torch.int64), $V)", "!$A.index_fill_($D, torch.tensor([$I]), $V)",
    "!$A.masked_fill_($A < 0, $V)", "!$A.unsqueeze_($E)", "!$A.resize_($S)", "!$A.view(-1)[$I] = $V",
    "!$A[$I:$I] += $B", "!$A.exp_()", "!$A.relu_()", "!$A.requires_grad_()",
    /* casts of nan/inf/huge values */
    "$A.to($T)", "$A.long()", "$A.int()", "$A.bool()", "$A.half()", "$A.byte()", "$A.double().char()",
    "torch.tensor([$V]).to($T)", "!int($A)", "!float($A)", "!$A.item()", "!$A.tolist()", "!bool($A)",
    "$A.type($T)", "torch.tensor($V, dtype=$T)", "torch.full((2,), $V).to($T)",
    /* autograd through views and in-place ops */
    "!$A.sum().backward()", "!(($A * $B).sum()).backward()", "!$A.exp().mean().backward(retain_graph=True)",
    "$A.grad", "$A.detach()", "$A.detach().requires_grad_()", "!torch.autograd.grad($A.sum(), [$B])",
    "!$A[$I].sum().backward()", "!($A.transpose($D, $D) ** 2).sum().backward()",
    "!$A.softmax($D).max().backward()", "!$A.clone().add_(1).sum().backward()",
    /* output */
    "!print($A)", "!print($A.shape, $A.dtype, $A.stride(), $A.is_contiguous())", "!repr($A)", "!str($A.T)",
    "!print($A.sum($D))", "!print(f'{$A.sum().item():.3f}')",
};
#define NOPS (sizeof OPS / sizeof *OPS)

typedef struct {
    char *s;
    size_t len, cap;
    int bad;
} Buf;

static void put(Buf *b, const char *s, size_t n)
{
    if (b->bad) return;
    if (b->len + n + 1 > b->cap) {
        size_t c = (b->cap ? b->cap * 2 : 4096) + n;
        char *t = realloc(b->s, c);
        if (!t) { b->bad = 1; return; }
        b->s = t;
        b->cap = c;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}
static void puts_(Buf *b, const char *s) { put(b, s, strlen(s)); }
static void putf(Buf *b, const char *fmt, int v)
{
    char t[64];
    int n = snprintf(t, sizeof t, fmt, v);
    put(b, t, (size_t)n);
}

static void shape(Buf *b, In *in)
{
    unsigned nd = byte(in) % 5;
    puts_(b, "(");
    for (unsigned i = 0; i < nd; i++) {
        unsigned d = byte(in);
        putf(b, "%d, ", (int)(d % 16 < 12 ? d % 5 : d % 16 == 15 ? 7 : 1));
    }
    puts_(b, ")");
}

static void op(Buf *b, In *in)
{
    const char *t = OPS[byte(in) % NOPS];
    unsigned dst = byte(in) % NSLOT, a = byte(in) % NSLOT, bb = byte(in) % NSLOT;
    int stmt = *t == '!';
    if (stmt) t++;
    puts_(b, "try:\n    ");
    if (!stmt) putf(b, "a%d = ", (int)dst);
    for (; *t; t++) {
        if (*t != '$') { put(b, t, 1); continue; }
        switch (*++t) {
        case 'A': putf(b, "a%d", (int)a); break;
        case 'B': putf(b, "a%d", (int)bb); break;
        case 'D': putf(b, "%d", (int)(byte(in) % 8) - 4); break;
        case 'E': putf(b, "%d", (int)(byte(in) % 12) - 6); break;
        case 'I': putf(b, "%d", (int)(byte(in) % 25) - 12); break;
        case 'K': putf(b, "%d", (int)(byte(in) % 5)); break;
        case 'P': putf(b, "%d", (int)(byte(in) % 4) + 1); break;
        case 'S': shape(b, in); break;
        case 'T': puts_(b, DTYPES[byte(in) % NDT]); break;
        case 'V': puts_(b, VALUES[byte(in) % NVAL]); break;
        case 'R': putf(b, "P(a%d, ", (int)a); putf(b, "%d)", (int)byte(in)); break;
        default: put(b, t - 1, 2); break;
        }
    }
    puts_(b, "\nexcept Exception as e:\n    E.append(type(e).__name__)\n");
}

static const char PRELUDE[] =
    "import torch\n"
    "E = []\n"
    "def P(t, k):\n"
    "    p = list(range(t.dim()))\n"
    "    for i in range(len(p) - 1, 0, -1):\n"
    "        j = (k * 7 + i) % (i + 1)\n"
    "        p[i], p[j] = p[j], p[i]\n"
    "    return p\n"
    "torch.manual_seed(0)\n"
    "a0 = torch.randn(3, 4)\n"
    "a1 = torch.arange(12).reshape(4, 3).t()\n"
    "a2 = torch.tensor([[1.0, float('nan')], [float('inf'), float('-inf')]], dtype=torch.float64)\n"
    "a3 = torch.zeros(0, 3)\n"
    "a4 = torch.randn(2, 1, 3, requires_grad=True)\n"
    "a5 = torch.tensor([True, False, True])\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    In in = { data, size, 0 };
    Buf b = { 0 };
    puts_(&b, PRELUDE);
    for (int k = 0; k < 48 && in.i < in.n; k++)
        op(&b, &in);
    puts_(&b, "print(len(E))\n");
    if (b.bad) {
        free(b.s);
        return 0;
    }
    if (getenv("FUZZ_PRINT")) {
        fputs(b.s, stdout);
        fflush(stdout);
    }
    py_Limits lim = { .op_budget = 2000000, .mem_cap = (size_t)64 << 20,
                      .out_cap = 1 << 16, .recursion_limit = 100 };
    py_ext_register(&nn_torch_ext);   /* the torch layers join as extensions */
    py_ext_register(&op_optim_ext);
    py_State *S = py_state_new(&lim, (py_Output){ sink, NULL });
    if (S) {
        py_run_program(S, b.s, b.len, "fuzz_ops.py");
        py_state_free(S);
    }
    free(b.s);
    return 0;
}
