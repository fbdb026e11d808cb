import torch
# argmax ties, max with nan, min of ints/bools/uint8
print(torch.tensor([1, 3, 3, 2]).argmax(), torch.tensor([1, 1, 0, 0]).argmin(), torch.tensor([[1, 1], [1, 1]]).argmax(1))
try:
    print(torch.tensor([True, False, True]).argmax())
except Exception as e:
    print(type(e).__name__, e)
print(torch.tensor([True, False]).min(), torch.tensor([3, 250], dtype=torch.uint8).max())
print(torch.tensor([1., float('nan'), 3.]).min(), torch.tensor([1., float('nan'), 3.]).argmin(), torch.tensor([float('-inf'), 1.]).min())
print(torch.tensor([[1., float('nan')], [2., 3.]]).max(1), torch.tensor([-0.0, 0.0]).max(), torch.tensor([0.0, -0.0]).argmax())
print(torch.tensor([2., 1., float('nan')]).sort(), torch.tensor([2., float('nan'), 1.]).topk(1))
print(torch.tensor([1, 2, 3], dtype=torch.int8).sum().dtype, torch.tensor([100, 100], dtype=torch.int8).sum(), torch.tensor([200, 200], dtype=torch.uint8).sum())
print(torch.tensor([1.5, 2.5], dtype=torch.float16).sum(), torch.tensor([1.5, 2.5], dtype=torch.bfloat16).mean())
