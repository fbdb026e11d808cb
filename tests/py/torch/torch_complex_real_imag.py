import torch
z = torch.tensor([1 + 2j, -3 - 4j])
r, i = z.real, z.imag
r[0] = 10
i[1] = 0.5
print(z, r, i)
z.imag.mul_(2) if False else z.imag.copy_(torch.tensor([7.0, 8.0]))
print(z, z.real.dtype, torch.tensor([1j], dtype=torch.complex128).imag.dtype)
print(z.real.stride(), z.imag.storage_offset() if hasattr(z, 'storage_offset') else 1)
