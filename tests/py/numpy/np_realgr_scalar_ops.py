# numpy scalars with list/tuple operands become arrays; round() of float32 stays float32 (and is computed in float32);
# np.array(copy=False) never copies (numpy 2); __file__ of the script.
import numpy as np, os
m = np.mean([1.0, 2.0, 4.0])
for expr in ["[1.0, 2.0] - m", "m - [1.0, 2.0]", "m / [1.0, 2.0]", "[1.0, 2.0] / m", "(1.0, 2.0) + m",
             "[1, 2] + np.float32(1.5)", "np.int64(3) * [1, 2]", "[3, 4] ** np.int64(2)"]:
    try:
        print(expr, repr(eval(expr)))
    except Exception as e:
        print(expr, type(e).__name__, e)
for v in [np.float32(-4.4813213), np.float32(2.675), np.float32(0.125), np.float32(1234.5678)]:
    print(repr(round(v, 3)), repr(round(v, 1)), repr(round(v)), repr(round(v, -2)))
print("{} {:.2f}".format(round(np.float32(-4.431), 3), np.float32(1.005)))
a = np.arange(3.0)
print(np.array(a, copy=False) is not None)
for obj in [1.5, [1, 2], np.arange(3)]:
    try:
        print(repr(np.array(obj, copy=False, dtype=np.float64)))
    except ValueError as e:
        print('ValueError', e)
print(os.path.basename(__file__), __file__.endswith('.py'))
