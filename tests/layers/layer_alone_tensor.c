/* layer_alone_tensor.c — the layering check's tensor stack: base, kern and
 * tensor+autograd linked whole (every object, CMakeLists.txt), with nothing
 * of the interpreter or torch layers. It builds y = sum(x * x), runs
 * backward and checks dy/dx = 2x. Linking at all is most of the test. */
#include <stdio.h>

#include "ag.h"
#include "ts.h"

int main(void)
{
    nb_Heap heap;
    ts_Ctx c;
    nb_heap_init(&heap, 0);
    ts_ctx_init(&c, &heap);
    const double v[3] = { 1.0, 2.0, -3.0 };
    const int64_t shape[1] = { 3 };
    ts_Tensor *x = NULL, *x2 = NULL, *y = NULL;
    int bad = 1;
    if (ts_from_data(&c, v, TS_FLOAT64, 1, shape, TS_FLOAT32, &x) != NB_OK ||
        ts_set_requires_grad(&c, x, true) != NB_OK ||
        ts_binary(&c, TS_MUL, x, x, &x2) != NB_OK ||
        ts_sum(&c, x2, NULL, 0, false, TS_NODTYPE, &y) != NB_OK ||
        ag_backward(&c, &y, 1, NULL, false) != NB_OK || !x->grad) {
        printf("layer_alone_tensor: %s\n", c.err);
    } else {
        bad = 0;
        for (int i = 0; i < 3; i++) {
            if (ts_get_flat_f(x->grad, i) != 2 * v[i])
                bad = 1;
        }
        printf("layer_alone_tensor: %s\n", bad ? "wrong gradient" : "ok");
    }
    ts_release(y);
    ts_release(x2);
    ts_release(x);
    ts_ctx_fini(&c);
    return bad;
}
