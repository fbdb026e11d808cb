import torch
z = torch.tensor([1 + 2j, 3 + 0j, -1j])
print(z == z, z == 3, z != 3, z == (1 + 2j), z.eq(z.conj()), z.ne(z.conj()), torch.eq(z, z))
print(z == torch.tensor([1.0, 3.0, 0.0]), torch.equal(z, z.clone()), torch.equal(z, z.conj()))
print(z.equal(z), torch.equal(torch.tensor([1 + 0j]), torch.tensor([1 + 0j])))
