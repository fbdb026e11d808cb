import torch
# huge tensors summarization
print(torch.arange(1001))
print(torch.arange(2000.).reshape(2, 1000))
print(torch.arange(5000).reshape(50, 100))
print(torch.arange(1200.).reshape(10, 10, 12))
print(torch.ones(7, 7, 7, 7))
print(torch.zeros(1001, dtype=torch.bool))
print(torch.arange(1001, dtype=torch.float64) / 3)
print(torch.arange(4000).reshape(2, 2, 1000))
