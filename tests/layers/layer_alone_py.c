/* layer_alone_py.c — the layering check's interpreter: base and py linked
 * whole (every object, CMakeLists.txt), with no tensor or torch code and no
 * extension registered. A small program runs, and `import torch` fails as
 * in a CPython without torch. Linking at all is most of the test. */
#include <stdio.h>
#include <string.h>

#include "py.h"

typedef struct { char buf[1024]; size_t n; } Cap;

static void cap_write(void *ud, int stream, const char *s, size_t n)
{
    Cap *c = ud;
    (void)stream;
    if (c->n + n < sizeof c->buf) {
        memcpy(c->buf + c->n, s, n);
        c->n += n;
        c->buf[c->n] = 0;
    }
}

int main(void)
{
    static const char src[] =
        "import collections\n"
        "print(sum(range(10)), collections.Counter('abca')['a'])\n"
        "try:\n"
        "    import torch\n"
        "except ImportError as e:\n"
        "    print(type(e).__name__, e)\n";
    static const char want[] = "45 2\nModuleNotFoundError No module named 'torch'\n";
    Cap cap = { {0}, 0 };
    py_Limits lim = { 0, 0, 0, 1000 };
    py_State *S = py_state_new(&lim, (py_Output){ cap_write, &cap });
    if (!S) {
        printf("layer_alone_py: no interpreter\n");
        return 1;
    }
    int rc = py_run_program(S, src, strlen(src), "alone.py");
    py_state_free(S);
    int bad = rc != 0 || strcmp(cap.buf, want) != 0;
    printf("layer_alone_py: %s\n", bad ? "unexpected output:" : "ok");
    if (bad)
        printf("%s", cap.buf);
    return bad;
}
