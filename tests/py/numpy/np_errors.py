# numpy error messages of common mistakes, and the float64-by-default results of mixed code
import numpy as np
import torch


def attempt(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


a = np.arange(6).reshape(2, 3)
attempt("matmul", lambda: a @ a)
attempt("dot", lambda: np.dot(np.ones(3), np.ones(4)))
attempt("bcast", lambda: np.ones((2, 3)) * np.ones((3, 2)))
attempt("reshape", lambda: a.reshape(4, 2))
attempt("index", lambda: a[2, 0])
attempt("index2", lambda: a[0, 5])
attempt("bool", lambda: bool(np.array([1, 2])))
attempt("len0d", lambda: len(np.array(3.0)))
attempt("float", lambda: float(np.array([1.0, 2.0])))
attempt("axis", lambda: a.sum(axis=3))
attempt("argmax-empty", lambda: np.argmax(np.array([])))
attempt("squeeze", lambda: np.squeeze(a, axis=0))
attempt("seed", lambda: np.random.seed(2 ** 32))
attempt("choice", lambda: np.random.choice(0))
attempt("randint", lambda: np.random.randint(5, 5))
attempt("stack", lambda: np.stack([np.ones(2), np.ones(3)]))
attempt("ragged", lambda: np.array([[1, 2], [3, 4, 5]]))
attempt("from_numpy", lambda: torch.from_numpy(np.ones(2).tolist()))
attempt("grad", lambda: torch.ones(1, requires_grad=True).numpy())
attempt("bf16", lambda: torch.ones(1, dtype=torch.bfloat16).numpy())
attempt("intpow", lambda: np.array([2]) ** -2)
attempt("inplace", lambda: np.arange(3).__iadd__(0.5))
attempt("item", lambda: np.ones(3).item())
attempt("int-idx", lambda: np.ones(3)[1.0])
attempt("mean-int", lambda: np.mean([1, 2, 4]))
attempt("true-div", lambda: np.array([3, 4]) / np.array([2, 2]))
attempt("floor-div", lambda: np.array([-3, 4]) // 2)
attempt("mod-neg", lambda: np.array([-3.5, 4.0]) % 2)
attempt("int-div0", lambda: np.array([1, 2]) // 0)
attempt("sqrt-int", lambda: np.sqrt(np.array([4, 9])))
attempt("sum-bool", lambda: np.array([True, True, False]).sum())
attempt("mean-bool", lambda: np.array([True, False]).mean())
attempt("max-int32", lambda: np.array([1, 5], dtype=np.int32).max())
attempt("uint8", lambda: np.array([250], dtype=np.uint8) + 10)
attempt("float32+int", lambda: (np.ones(2, dtype=np.float32) + np.ones(2, dtype=np.int32)).dtype)
attempt("int32+int64s", lambda: (np.ones(2, dtype=np.int32) + np.int64(1)).dtype)
attempt("f32+f64s", lambda: (np.ones(2, dtype=np.float32) + np.float64(1)).dtype)
attempt("f32+pyf", lambda: (np.ones(2, dtype=np.float32) + 1.0).dtype)
attempt("bool+int", lambda: np.array([True]) + 1)
