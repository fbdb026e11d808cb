/* test_vm.c — unit tests of the compiler and VM through the C API:
 * programs run with py_run_program, output captured from the sink. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#include "py.h"

typedef struct Cap { char buf[65536]; size_t n; } Cap;

static void cap_write(void *ud, int stream, const char *s, size_t n)
{
    Cap *c = ud;
    (void)stream;
    if (c->n + n >= sizeof c->buf) n = sizeof c->buf - c->n - 1;
    memcpy(c->buf + c->n, s, n);
    c->n += n;
    c->buf[c->n] = 0;
}

static int passed, failed;

/* Run src; check the exit code and that the output equals want (or, when
 * want starts with '~', that the output contains the rest). */
static void run(const char *name, const char *src, int want_rc, const char *want, uint64_t budget)
{
    static Cap cap;
    cap.n = 0;
    cap.buf[0] = 0;
    py_Limits lim = { budget, 0, 0, 1000 };
    py_Output out = { cap_write, &cap };
    py_State *S = py_state_new(&lim, out);
    if (!S) { printf("FAIL %s: state\n", name); failed++; return; }
    int rc = py_run_program(S, src, strlen(src), "t.py");
    bool ok = rc == want_rc;
    if (want[0] == '~') ok = ok && strstr(cap.buf, want + 1) != NULL;
    else ok = ok && strcmp(cap.buf, want) == 0;
    if (ok) passed++;
    else {
        failed++;
        printf("FAIL %s (rc=%d)\n--- got:\n%s--- want:\n%s\n", name, rc, cap.buf, want);
    }
    py_state_free(S);
}

int main(void)
{
    run("print", "print(1 + 2)\n", 0, "3\n", 0);
    run("fib", "def fib(n):\n    return n if n < 2 else fib(n-1) + fib(n-2)\nprint(fib(15))\n", 0, "610\n", 0);
    run("closure", "def f():\n    x = 1\n    def g():\n        nonlocal x\n        x += 1\n        return x\n    return g\ng = f(); g()\nprint(g())\n", 0, "3\n", 0);
    run("class_super", "class A:\n    def f(self): return 'A'\nclass B(A):\n    def f(self): return 'B' + super().f()\nprint(B().f())\n", 0, "BA\n", 0);
    run("generator", "def g():\n    yield 1\n    yield 2\nprint(list(g()))\n", 0, "[1, 2]\n", 0);
    run("except", "try:\n    1/0\nexcept ZeroDivisionError as e:\n    print(e)\n", 0, "division by zero\n", 0);
    run("finally_return", "def f():\n    try:\n        return 1\n    finally:\n        print('fin')\nprint(f())\n", 0, "fin\n1\n", 0);
    run("with", "class C:\n    def __enter__(self): return 5\n    def __exit__(self, *a): print('exit')\nwith C() as v:\n    print(v)\n", 0, "5\nexit\n", 0);
    run("unpack_error", "a, b = [1, 2, 3]\n", 1, "~ValueError: too many values to unpack (expected 2)\n", 0);
    run("traceback", "def f():\n    return 1/0\nf()\n", 1,
        "Traceback (most recent call last):\n  File \"t.py\", line 3, in <module>\n    f()\n    ~^^\n"
        "  File \"t.py\", line 2, in f\n    return 1/0\n           ~^~\nZeroDivisionError: division by zero\n", 0);
    run("name_suggestion", "value = 1\nprint(valeu)\n", 1, "~NameError: name 'valeu' is not defined. Did you mean: 'value'?\n", 0);
    run("syntax_return", "return 5\n", 1, "~SyntaxError: 'return' outside function\n", 0);
    run("nonlocal_module", "nonlocal x\n", 1, "~SyntaxError: nonlocal declaration not allowed at module level\n", 0);
    run("recursion", "def f(): return f()\ntry:\n    f()\nexcept RecursionError as e:\n    print(e)\n", 0, "maximum recursion depth exceeded\n", 0);
    run("args_error", "def f(x): pass\ntry:\n    f(1, 2)\nexcept TypeError as e:\n    print(e)\n", 0, "f() takes 1 positional argument but 2 were given\n", 0);
    /* the operation budget cannot be swallowed */
    run("budget", "try:\n    while True: pass\nexcept BaseException:\n    print('swallowed')\n", 1, "~BudgetExceeded", 100000);
    run("budget_bare", "def f():\n    try:\n        while True: pass\n    except:\n        return 1\n    finally:\n        return 2\nprint(f())\n", 1, "~BudgetExceeded", 100000);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
