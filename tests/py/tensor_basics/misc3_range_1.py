import torch
print(torch.tensor(range(5)))
print(torch.tensor(range(2, 10, 3)))
print(torch.tensor([range(3), range(3)]))
print(torch.tensor(range(0)))
print(torch.tensor(range(3), dtype=torch.float32))
print(torch.as_tensor(range(4)))
print(torch.tensor((1, 2.5)))
print(torch.tensor([True, 2]))
