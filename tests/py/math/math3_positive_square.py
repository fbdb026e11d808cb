import torch
x = torch.tensor([-1., 2.])
print(torch.positive(x) is x, +x)
y = x.clone()
torch.square_(y)
print(y)
try:
    torch.positive(torch.tensor([True]))
except Exception as e:
    print(type(e).__name__, e)
