import torch
print(torch.tensor([[1, 2, 3]], dtype=torch.float32).shape, torch.tensor([]).dtype, torch.tensor([[], []]).shape)
print(torch.tensor([1, 2], dtype=torch.float64), torch.tensor([1.9, -1.9], dtype=torch.int64), torch.tensor([0, 2], dtype=torch.bool))
print(torch.tensor(True).dtype, torch.tensor([1, 2.0]).dtype, torch.tensor([True, 1.5]).dtype, torch.tensor([1 + 0j, 2]).dtype)
data = [[0.1, 0.2], [0.3, 0.4]]
t = torch.tensor(data)
data[0][0] = 99
print(t)
print(torch.tensor((1, 2, 3)), torch.tensor([(1, 2), (3, 4)]), torch.tensor(((1.5,),)))
print(torch.tensor([torch.tensor(1.5), 2.5]), torch.tensor([[torch.tensor(1)], [torch.tensor(2)]]))
print(torch.stack([torch.tensor([1, 2]), torch.tensor([3, 4])]), torch.tensor([1, 2]).unsqueeze(0))
print(torch.tensor(range(3)).dtype, torch.tensor([range(2), range(2, 4)]))
print(torch.as_tensor([1, 2], dtype=torch.float64), torch.as_tensor(3.5), torch.as_tensor(range(3)))
print(torch.tensor([-1, 256], dtype=torch.int16), torch.tensor(-1, dtype=torch.uint8), torch.tensor(300, dtype=torch.uint8))
print(torch.tensor([1.5, 2e30], dtype=torch.float16), torch.tensor(2 ** 63, dtype=torch.float32), torch.tensor([2 ** 64, 1.5]))
