import torch
a = torch.tensor([complex(i * 0.37 - 1, 2 - i * 0.11) for i in range(21)])
b = torch.tensor([complex(1 - i * 0.23, i * 0.5 - 3) for i in range(21)])
print(a / b)
print((a.to(torch.complex128) / b).tolist()[:6])
print(a / (1.5 - 0.5j), a / 2, a.reshape(3, 7) / b[:7], 1 / a[:3])
print(a.sum(), a.mean(), a.reshape(3, 7).sum(1), a.reshape(3, 7).mean(0))
