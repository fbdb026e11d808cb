/* nn_x_math2.c — torch glue of the math area, part 2: reductions, scans,
 * selection, linear algebra and random draws (listed in nn_x_math.h). */
#include <math.h>
#include <string.h>

#include "nn_x_math.h"
#include "ts_impl.h"

int xg_init(py_State *S, py_Obj *torch)
{
    return 0;
}
