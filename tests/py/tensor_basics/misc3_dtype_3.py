import torch
print(torch.is_complex(torch.tensor([1.0])), torch.is_complex(torch.tensor([1j])))
print(torch.tensor([1.0]).is_complex(), torch.tensor([1+2j]).is_complex())
print(torch.is_floating_point(torch.tensor([1.0])), torch.is_floating_point(torch.tensor([1])))
print(torch.tensor([1j]).dtype, torch.tensor([1+2j], dtype=torch.complex128).dtype)
try:
    torch.is_complex([1.0])
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.is_floating_point(1.0)
except Exception as e:
    print(type(e).__name__, e)
