import torch
# unary math on float32/float64 and on ints (promotes to float)
x = torch.tensor([-2., -0.5, 0., 0.5, 2.])
for name in ['abs', 'neg', 'exp', 'expm1', 'sin', 'cos', 'tan', 'tanh', 'sigmoid', 'sign', 'floor', 'ceil', 'round', 'trunc', 'frac', 'square', 'relu', 'atan', 'sinh', 'cosh', 'asinh', 'erf']:
    print(name, getattr(torch, name)(x), getattr(x, name)().dtype)
i = torch.tensor([-2, 0, 3])
for name in ['abs', 'neg', 'exp', 'sin', 'sqrt', 'sigmoid', 'sign', 'floor', 'ceil', 'round', 'square', 'log', 'tanh', 'relu']:
    r = getattr(torch, name)(i)
    print(name, r, r.dtype)
