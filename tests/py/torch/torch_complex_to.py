import torch
z = torch.tensor([1.5 + 2j, -3 - 0.25j])
w = z.to(torch.complex128)
print(w, w.dtype, w.to(torch.complex64))
print(torch.tensor([1, 2]).to(torch.complex64), torch.tensor([0.5, -1.5], dtype=torch.float64).to(torch.cfloat))
print(torch.tensor([True, False]).to(torch.complex128))
print(z.type(), z.type(torch.complex128), z.cdouble() if hasattr(z, 'cdouble') else w)
print(torch.ones(2).to(z.dtype), z.to(z) is z)
