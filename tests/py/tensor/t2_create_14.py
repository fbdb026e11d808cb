import torch
# tensors built from comprehension / stacked / cat; dtype mixes
rows = [[i * j for j in range(4)] for i in range(3)]
t = torch.tensor(rows)
print(t, t.dtype)
print(torch.tensor([[float(i) / 3 for i in range(3)] for _ in range(2)]))
print(torch.tensor([[True, 1], [0, False]]))
print(torch.tensor([[True, 1.5], [0, False]]))
print(torch.tensor([1, 2], dtype=torch.float16) + torch.tensor([1, 2], dtype=torch.bfloat16))
print(torch.tensor([-5, 5], dtype=torch.int16), torch.tensor([-5, 5], dtype=torch.int8).abs())
print(torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float64))
print(torch.tensor(-7), torch.tensor(-7.25), torch.tensor(1e-8), torch.tensor(123456789.0))
