/* test_alloc_fail.c — allocation failure anywhere must become MemoryError,
 * never a crash (as Lua's tests do it). Each representative program is run
 * again and again in a fresh interpreter, with allocation number N made to
 * fail (nb_fail_after) for N = 0, 1, 2, ... until a run completes without
 * reaching the injected failure. Every run must end by itself with exit
 * status 0 or 1 (1: an error was reported; a report cut short by the
 * failure is noted); under AddressSanitizer every run must also be free of
 * errors and leaks.
 *
 *   test_alloc_fail [-v] [STEP]   (STEP > 1 tries every STEP-th N: quicker) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "op.h"
#include "py.h"

typedef struct Out { char buf[4096]; size_t len; } Out;

static void sink(void *ud, int stream, const char *s, size_t n)
{
    Out *o = ud;
    (void)stream;
    /* keep the tail: the last line is what we check */
    for (size_t i = 0; i < n; i++) {
        if (o->len == sizeof o->buf - 1) {
            memmove(o->buf, o->buf + sizeof o->buf / 2, sizeof o->buf / 2 - 1);
            o->len = sizeof o->buf / 2 - 1;
        }
        o->buf[o->len++] = s[i];
    }
    o->buf[o->len] = 0;
}

static const char *const programs[] = {
    /* classes, attributes, dicts, f-strings, exceptions */
    "class P:\n"
    "    def __init__(self, x, y):\n"
    "        self.x = x; self.y = y\n"
    "    def __repr__(self):\n"
    "        return f'P({self.x}, {self.y})'\n"
    "ps = [P(i, i * i) for i in range(20)]\n"
    "d = {repr(p): p.y for p in ps}\n"
    "try:\n"
    "    d['nope']\n"
    "except KeyError as e:\n"
    "    print('missing', e)\n"
    "print(sorted(d.items())[:3], len(d))\n",
    /* generators, closures, comprehensions, sorting with keys, sets */
    "def gen(n):\n"
    "    for i in range(n):\n"
    "        yield i * 3 % 7\n"
    "def adder(k):\n"
    "    return lambda v: v + k\n"
    "add2 = adder(2)\n"
    "xs = sorted(set(map(add2, gen(50))), key=lambda v: -v)\n"
    "print(xs, {x: str(x) * 2 for x in xs if x % 2})\n"
    "print(' '.join(str(x) for x in xs).upper().split('1'))\n",
    /* numbers and text: big ints, floats, formatting, str methods */
    "a = 3 ** 200\n"
    "b = a // 7 + a % 11\n"
    "print(b.bit_length(), format(1234567.891, ',.2f'), '%5.3e' % 2.5)\n"
    "s = 'Hello, World ' * 5\n"
    "print(s.replace('o', '0').title().count('W'), s[::-3][:10], repr(s[:8]))\n"
    "print(int('123456789' * 3) * 2, float('1e-7'), divmod(-7, 2))\n",
    /* exceptions: chaining, finally, with, custom exception classes */
    "class E(Exception):\n"
    "    pass\n"
    "class CM:\n"
    "    def __enter__(self): return self\n"
    "    def __exit__(self, *a): return False\n"
    "def f(n):\n"
    "    try:\n"
    "        with CM():\n"
    "            if n > 2: raise E('deep %d' % n)\n"
    "            return f(n + 1)\n"
    "    finally:\n"
    "        pass\n"
    "try:\n"
    "    f(0)\n"
    "except E as e:\n"
    "    try:\n"
    "        raise ValueError('outer') from e\n"
    "    except ValueError as v:\n"
    "        print(v, v.__cause__)\n"
    "import math\n"
    "print(math.sqrt(2), math.floor(-2.5), isinstance(E(), Exception))\n",
    /* dealloc of a deep structure and a cycle */
    "h = None\n"
    "for i in range(300):\n"
    "    h = [h, {'i': i}]\n"
    "class N:\n"
    "    pass\n"
    "a = N(); b = N(); a.b = b; b.a = a\n"
    "del a, b\n"
    "h = None\n"
    "print('ok')\n",
    /* an uncaught error at the end */
    "x = [1, 2, 3]\n"
    "print(x[5])\n",
};

#define NPROG (sizeof programs / sizeof programs[0])

/* Run program p with allocation n failing. Returns 0 when the run completed
 * without meeting the failure, 1 when the failure was injected (and the run
 * ended properly), -1 on a broken ending. */
static int run_once(const char *src, int64_t n, int verbose, int *rc_out)
{
    Out out = {0};
    py_Limits lim = { .op_budget = 10000000, .mem_cap = (size_t)64 << 20,
                      .out_cap = 1 << 20, .recursion_limit = 200 };
    py_ext_register(&nn_torch_ext);   /* the torch layers join as extensions */
    py_ext_register(&op_optim_ext);
    py_State *S = py_state_new(&lim, (py_Output){ sink, &out });
    if (!S) {
        fprintf(stderr, "state creation failed\n");
        return -1;
    }
    nb_fail_after(&S->heap, n);
    int rc = py_run_program(S, src, strlen(src), "prog.py");
    bool injected = S->heap.fail_after < 0;
    py_state_free(S);
    *rc_out = rc;
    if (rc != 0 && rc != 1) {
        fprintf(stderr, "N=%lld: exit status %d\n", (long long)n, rc);
        return -1;
    }
    if (rc == 1) {
        /* the output must end with an error line "Type: message" / "Type" */
        char *end = out.buf + out.len;
        while (end > out.buf && end[-1] == '\n')
            end--;
        char *line = end;
        while (line > out.buf && line[-1] != '\n')
            line--;
        if (out.len == 0) {
            fprintf(stderr, "N=%lld: run failed without reporting an error\n", (long long)n);
            return -1;
        }
        if (line == end || !((line[0] >= 'A' && line[0] <= 'Z')))
            printf("  note: N=%lld: the error report was cut short: [%.*s]\n", (long long)n,
                   (int)(end - line), line);
        if (verbose)
            printf("  N=%lld: %.*s\n", (long long)n, (int)(end - line), line);
    }
    return injected ? 1 : 0;
}

int main(int argc, char **argv)
{
    int verbose = 0;
    int64_t step = 1;
    setvbuf(stdout, NULL, _IONBF, 0);   /* LeakSanitizer ends the process at exit */
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-v"))
            verbose = 1;
        else
            step = atoll(argv[i]) > 0 ? atoll(argv[i]) : 1;
    }
    int passed = 0, failed = 0;
    for (size_t p = 0; p < NPROG; p++) {
        int64_t n = 0, runs = 0, errors = 0;
        int bad = 0, rc = 0;
        for (;; n += step) {
            int r = run_once(programs[p], n, verbose, &rc);
            runs++;
            if (r < 0) {
                bad = 1;
                break;
            }
            if (rc == 1)
                errors++;
            if (r == 0)
                break;          /* completed without meeting the failure */
            if (n > 2000000) {
                fprintf(stderr, "program %zu: does not complete\n", p);
                bad = 1;
                break;
            }
        }
        printf("program %zu: %lld runs (%lld ended in an error) %s\n", p, (long long)runs,
               (long long)errors, bad ? "FAILED" : "ok");
        if (bad)
            failed++;
        else
            passed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
