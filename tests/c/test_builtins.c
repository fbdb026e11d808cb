/* test_builtins.c — unit tests of the builtins / standard-library area:
 * builtin functions and modules run through py_run_program with a
 * capturing output sink, plus the C entry points (py_odict_new, py_warn,
 * sys.stdout lookup) and allocation-failure robustness. */
#include <stdio.h>
#include <string.h>

#include "py.h"
#include "py_builtins.h"

static int passed, failed;

#define CHECK(cond) do { \
        if (cond) passed++; \
        else { failed++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); } \
    } while (0)

typedef struct Capture { char buf[8192]; size_t len; } Capture;

static void sink(void *ud, int stream, const char *s, size_t n)
{
    Capture *c = ud;
    (void)stream;
    if (c->len + n >= sizeof c->buf) n = sizeof c->buf - 1 - c->len;
    memcpy(c->buf + c->len, s, n);
    c->len += n;
    c->buf[c->len] = '\0';
}

/* Run src in a fresh state; compare everything printed with want. */
static void expect(const char *src, const char *want)
{
    Capture cap = {{0}, 0};
    py_Limits lim = {0};
    lim.recursion_limit = 1000;
    py_State *S = py_state_new(&lim, (py_Output){sink, &cap});
    if (!S) { failed++; printf("FAIL: state\n"); return; }
    py_run_program(S, src, strlen(src), "t.py");
    py_state_free(S);
    if (strcmp(cap.buf, want) == 0) passed++;
    else {
        failed++;
        printf("FAIL program:\n%s\n  want: %s\n  got:  %s\n", src, want, cap.buf);
    }
}

static void test_programs(void)
{
    expect("print(1, 'a', sep='-', end='!')\n", "1-a!");
    expect("print(sorted([3, 1, 2], reverse=True), sum([0.1] * 10))\n", "[3, 2, 1] 1.0\n");
    expect("print(min([4, 2]), max(1, 5, key=lambda x: -x), max([], default=7))\n", "2 1 7\n");
    expect("print(list(enumerate('ab', 1)), list(zip([1], 'x')))\n", "[(1, 'a'), (2, 'b')] [(1, 'x')]\n");
    expect("try:\n    list(zip([1, 2], [3], strict=True))\nexcept ValueError as e:\n    print(e)\n",
           "zip() argument 2 is shorter than argument 1\n");
    expect("print(list(map(abs, [-1, 2])), list(filter(None, [0, 3])), list(reversed(range(3))))\n",
           "[1, 2] [3] [2, 1, 0]\n");
    expect("print(round(2.5), round(2.675, 2), divmod(-7, 2), pow(3, 4, 5))\n", "2 2.67 (-4, 1) 1\n");
    expect("print(chr(955), ord('A'), hex(255), bin(5), oct(8))\n", "\xce\xbb 65 0xff 0b101 0o10\n");
    expect("try:\n    next(iter([]))\nexcept StopIteration:\n    print('stop')\n", "stop\n");
    expect("c = [0]\ndef f():\n    c[0] += 1\n    return c[0]\nprint(list(iter(f, 3)))\n", "[1, 2]\n");
    expect("import math\nprint(math.sqrt(16), math.floor(-2.5), math.factorial(20), math.gcd(12, 18))\n",
           "4.0 -3 2432902008176640000 6\n");
    expect("import math\ntry:\n    math.sqrt(-1)\nexcept ValueError as e:\n    print(e)\n", "math domain error\n");
    expect("import random\nrandom.seed(42)\nprint(random.random(), random.randint(1, 6))\n",
           "0.6394267984578837 1\n");
    expect("from collections import OrderedDict\nprint(OrderedDict(a=1), OrderedDict().keys())\n",
           "OrderedDict({'a': 1}) odict_keys([])\n");
    expect("from collections import defaultdict\nd = defaultdict(list)\nd['x'].append(1)\nprint(d)\n",
           "defaultdict(<class 'list'>, {'x': [1]})\n");
    expect("from collections import deque\nq = deque([1, 2, 3], maxlen=2)\nprint(q)\n", "deque([2, 3], maxlen=2)\n");
    expect("import sys\nprint(sys.version_info[:2], sys.maxsize)\n", "(3, 13) 9223372036854775807\n");
    expect("import warnings\nwarnings.warn('w')\n", "t.py:2: UserWarning: w\n  warnings.warn('w')\n");
    /* the sandbox: an in-memory file system per run; os refuses what reaches outside */
    expect("try:\n    import subprocess\nexcept ImportError as e:\n    print(e)\n", "No module named 'subprocess'\n");
    expect("import os\ntry:\n    os.system('ls')\nexcept OSError as e:\n    print(type(e).__name__)\n", "PermissionError\n");
    expect("try:\n    open('x')\nexcept OSError as e:\n    print(type(e).__name__)\n", "FileNotFoundError\n");
    expect("with open('x', 'w') as f:\n    f.write('hi')\nprint(open('x').read())\n", "hi\n");
}

/* C entry points used by other layers. */
static void test_c_api(void)
{
    Capture cap = {{0}, 0};
    py_Limits lim = {0};
    lim.recursion_limit = 1000;
    py_State *S = py_state_new(&lim, (py_Output){sink, &cap});
    CHECK(S != NULL);
    if (!S) return;
    py_Obj *od = py_odict_new(S);
    CHECK(od && py_isinstance_type(od, PY_T(OrderedDict)) && py_isinstance_type(od, PY_T(dict)));
    if (od) {
        py_Obj *one = py_int_from_i64(S, 1);
        CHECK(py_dict_set_str(S, od, "w", one) == 0);
        py_decref(S, one);
        py_Obj *r = py_repr(S, od);
        CHECK(r && strcmp(py_str_utf8(r), "OrderedDict({'w': 1})") == 0);
        py_xdecref(S, r);
        py_decref(S, od);
    }
    CHECK(py_sys_stdoutB(S) == NULL || py_sys_stdoutB(S)->type == PY_T(TextStream));
    cap.len = 0;
    cap.buf[0] = '\0';
    CHECK(py_warn(S, PY_T(RuntimeWarning), "from C") == 0);
    CHECK(strstr(cap.buf, "RuntimeWarning: from C\n") != NULL);
    /* shown once per location under the default filters */
    size_t before = cap.len;
    CHECK(py_warn(S, PY_T(RuntimeWarning), "from C") == 0);
    CHECK(cap.len == before);
    py_Obj *b = S->builtins;
    CHECK(b && py_dict_getB_str(S, b, "print") && py_dict_getB_str(S, b, "ValueError") &&
          !py_dict_getB_str(S, b, "BudgetExceeded"));
    py_state_free(S);
}

/* Every allocation failure must turn into an error, never a crash. */
static void test_alloc_failures(void)
{
    const char *src = "import math, random\nfrom collections import OrderedDict, deque\n"
                      "random.seed(1)\nd = OrderedDict(a=[random.random()])\n"
                      "print(sorted(d), sum([1.5, 2]), deque(range(3)), math.fsum([0.1] * 3))\n";
    int ok = 0;
    for (int64_t n = 0; n < 4000; n += 7) {
        Capture cap = {{0}, 0};
        py_Limits lim = {0};
        lim.recursion_limit = 1000;
        py_State *S = py_state_new(&lim, (py_Output){sink, &cap});
        if (!S) continue;
        nb_fail_after(&S->heap, n);
        py_run_program(S, src, strlen(src), "t.py");
        nb_fail_after(&S->heap, -1);
        py_state_free(S);
        ok++;
    }
    CHECK(ok > 0);
}

int main(void)
{
    test_programs();
    test_c_api();
    test_alloc_failures();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
