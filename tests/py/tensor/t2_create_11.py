import torch
# creation with requires_grad on float dtypes; repr suffixes
for d in [torch.float32, torch.float64, torch.float16, torch.bfloat16]:
    t = torch.ones(2, dtype=d, requires_grad=True)
    print(t, t.dtype, t.requires_grad)
    print(torch.tensor([1., 2.], dtype=d, requires_grad=True))
    print(torch.zeros((), dtype=d, requires_grad=True))
t = torch.tensor(3., requires_grad=True)
print(t, t * 2, (t * 2).requires_grad)
print(torch.tensor([], requires_grad=True))
print(torch.tensor([[1.0, 2.0]], requires_grad=True).requires_grad_(False))
for d in [torch.int64, torch.bool, torch.uint8]:
    try:
        torch.tensor([1], dtype=d, requires_grad=True)
    except Exception as e:
        print(type(e).__name__, e)
