import torch
# zeros/ones/full/empty with dtype & requires_grad
for f in [torch.zeros, torch.ones]:
    print(f(3), f(2, 3), f((2, 2)), f([1, 2]), f(2, dtype=torch.int32), f(2, dtype=torch.bool))
    t = f(2, requires_grad=True)
    print(t, t.requires_grad, t.is_leaf, t.grad_fn)
    print(f(0), f(2, 0), f(()), f([]))
print(torch.full((2, 2), 7), torch.full((2,), 7.), torch.full((2,), True), torch.full((1, 3), 2.5, dtype=torch.float64))
print(torch.full((2,), 3, dtype=torch.float32), torch.full([3], -1, dtype=torch.int8))
print(torch.full((2,), 1.5, requires_grad=True))
print(torch.empty(2, 3).shape, torch.empty(0).dtype, torch.empty(2, dtype=torch.int64).dtype)
print(torch.zeros(2, 3).fill_(4), torch.ones(3).zero_())
try:
    torch.ones(2, dtype=torch.int64, requires_grad=True)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.zeros(-1)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.full((2,), 1.5, dtype=torch.int64)
    print("ok")
except Exception as e:
    print(type(e).__name__, e)
