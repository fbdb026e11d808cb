import torch
# mean/var on float16/bfloat16/float64 with dims; prod with 0; min/max on empty dim errors
x = torch.arange(1., 7.).reshape(2, 3)
for d in [torch.float16, torch.bfloat16, torch.float64]:
    y = x.to(d)
    print(y.mean(), y.mean(0), y.var(1), y.sum(1), y.prod(), y.max(0).values, y.std(), y.norm())
print(torch.tensor([2., 0., 3.]).prod(), torch.tensor([[2, 0], [3, 4]]).prod(1), torch.tensor([]).prod(), torch.tensor([], dtype=torch.int64).prod())
try:
    torch.zeros(2, 0).max(1)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.zeros(2, 0).amax(1)
except Exception as e:
    print(type(e).__name__, e)
print(torch.zeros(2, 0).amax(0) if False else torch.zeros(0, 2).sum(0))
