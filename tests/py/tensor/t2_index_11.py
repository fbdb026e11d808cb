import torch
# indexing with index from other dtypes: int32, uint8, bool lists
x = torch.arange(5) * 10
print(x[torch.tensor([0, 2], dtype=torch.int32)])
try:
    print(x[torch.tensor([1, 3], dtype=torch.int16)])
except Exception as e:
    print(type(e).__name__, e)
print(x[torch.tensor([1, 0, 1, 0, 1], dtype=torch.bool)])
print(x[[True, False, True, False, True]])
try:
    print(x[torch.tensor([1, 0, 1, 0, 1], dtype=torch.uint8)])
except Exception as e:
    print(type(e).__name__, e)
y = x.clone()
y[torch.tensor([0, 1], dtype=torch.int32)] = -5
print(y)
m = torch.arange(6).reshape(2, 3)
print(m[[1, 0]][[0]], m[[[1, 0]]], m[[0, 1], [2, 0]])
