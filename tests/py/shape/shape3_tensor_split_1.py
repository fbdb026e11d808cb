import torch
x = torch.arange(7)
print(x.tensor_split(3))
print(torch.tensor_split(x, [1, 5]))
print(torch.tensor_split(x, (1, 6, 10)))
print(torch.tensor_split(x, torch.tensor([2, 4])))
m = torch.arange(12).reshape(3, 4)
print(m.tensor_split(2, dim=1))
print(torch.tensor_split(m, [1], dim=0))
print(torch.tensor_split(m, indices=[3, 1], dim=1))
print(torch.tensor_split(x, sections=4))
for a in [0, -1]:
    try:
        print(x.tensor_split(a))
    except Exception as e:
        print(type(e).__name__, e)
try:
    torch.tensor(3).tensor_split(2)
except Exception as e:
    print(type(e).__name__, e)
