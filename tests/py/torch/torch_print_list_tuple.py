import torch
a = torch.tensor([1., 2.])
print([a, a * 2])
print((torch.tensor(1),))
print({'x': torch.zeros(2)})
print(torch.float32, [torch.float64, torch.int64], torch.bool)
print(torch.Size([2, 3]), torch.Size([]), torch.Size([3]))
print(repr(torch.device('cpu')), str(torch.device('cpu')))
