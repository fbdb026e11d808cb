import torch
# tensor from tensors / lists of tensors / 0-dim tensors
a = torch.tensor([1., 2.])
b = torch.tensor(a)
print(b, b is a, b.data_ptr() == a.data_ptr())
print(torch.tensor([torch.tensor(1), torch.tensor(2)]))
print(torch.tensor([torch.tensor(1.5), 2]))
print(torch.tensor([torch.tensor(1), 2.5]).dtype)
print(torch.as_tensor([1, 2, 3]), torch.as_tensor(a) is a)
print(torch.as_tensor(a, dtype=torch.float64), torch.as_tensor([1, 2], dtype=torch.float32))
c = torch.as_tensor(a)
c[0] = 10
print(a)
d = torch.tensor(a.tolist())
d[0] = -1
print(a, d)
print(torch.tensor([[torch.tensor(1.), torch.tensor(2.)], [torch.tensor(3.), torch.tensor(4.)]]))
print(torch.stack([torch.tensor([1, 2]), torch.tensor([3, 4])]).dtype)
print(torch.tensor(range(5)), torch.tensor(list(range(3)), dtype=torch.float32))
print(torch.tensor([x * 0.5 for x in range(4)]))
print(torch.tensor(True), torch.tensor(False).dtype, torch.tensor(True).shape)
