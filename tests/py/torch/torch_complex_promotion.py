import torch
c64 = torch.tensor([1j])
c128 = torch.tensor([1j], dtype=torch.complex128)
for o in [torch.tensor([1]), torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64), torch.tensor(2.0, dtype=torch.float64),
          torch.tensor([True]), 2, 2.5, 1j, c128, torch.tensor(1j, dtype=torch.complex128)]:
    print((c64 + o).dtype, (c64 * o).dtype, (o * c64).dtype)
print((torch.ones(2) + torch.tensor(1j, dtype=torch.complex128)).dtype, torch.result_type(c64, c128))
print((torch.ones(2, dtype=torch.float64) * 1j).dtype)
try:
    torch.tensor([True]) - c64
except RuntimeError as e:
    print("RuntimeError", e)
