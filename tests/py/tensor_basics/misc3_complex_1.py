import torch
re = torch.tensor([1.0, 2.0])
im = torch.tensor([0.5, -1.0])
z = torch.complex(re, im)
print(z, z.dtype, z.real, z.imag)
print(torch.complex(re.double(), im.double()).dtype, torch.complex(torch.tensor(1.), torch.tensor([1., 2.])))
p = torch.polar(torch.tensor([1.0, 2.0]), torch.tensor([0.0, 3.141592653589793 / 2]))
print(p.dtype, p.real.abs() < 1e-6)
print(torch.is_complex(z), z.is_complex(), torch.is_complex(re))
for c in [lambda: torch.complex(re, im.double()), lambda: torch.complex(torch.tensor([1]), torch.tensor([2])),
          lambda: torch.complex(re, 1.0), lambda: torch.complex(re, torch.ones(3))]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
