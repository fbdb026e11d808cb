import torch
# scalar_tensor, heaviside-free misc: torch.tensor of numbers with dtype mixing
print(torch.scalar_tensor(3), torch.scalar_tensor(3.5, dtype=torch.float64))
print(torch.tensor(5, dtype=torch.float32), torch.tensor(5.9, dtype=torch.int32), torch.tensor(-5.9, dtype=torch.int64))
print(torch.tensor(True, dtype=torch.float32), torch.tensor(2, dtype=torch.bool))
print(torch.tensor(255, dtype=torch.uint8) + 1, torch.tensor(127, dtype=torch.int8) + 1)
print(torch.tensor([1, 2]).to(torch.float16) / 3)
print(torch.tensor(0.1, dtype=torch.float16), torch.tensor(0.1, dtype=torch.bfloat16), torch.tensor(0.1, dtype=torch.float64))
print(torch.tensor(65504., dtype=torch.float16), torch.tensor(70000., dtype=torch.float16), torch.tensor(1e-8, dtype=torch.float16))
print(torch.tensor(3e38, dtype=torch.bfloat16), torch.tensor(1e39, dtype=torch.float32))
