import torch
# tolist/item on every dtype
ds = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]
for d in ds:
    t = torch.tensor([[1, 0], [3, 2]], dtype=d) / 3 if d.is_floating_point else torch.tensor([[1, 0], [3, 2]], dtype=d)
    l = t.tolist()
    print(str(d)[6:], l, type(l[0][0]).__name__, t[0, 0].item(), type(t[1, 1].item()).__name__, torch.tensor(7, dtype=d).tolist())
print(torch.tensor(0.1).item(), torch.tensor(0.1, dtype=torch.float64).item(), torch.tensor(1e-45).item(), torch.tensor(3.4e38).item())
print(torch.tensor([]).tolist(), torch.zeros(2, 0).tolist(), torch.zeros(0, 2).tolist(), torch.tensor(5).tolist())
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.tensor([1, 2]).item())
tr(lambda: torch.tensor([]).item())
tr(lambda: torch.tensor([[3.5]]).item())
