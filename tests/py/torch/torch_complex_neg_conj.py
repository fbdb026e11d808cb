import torch
z = torch.tensor([1 + 2j, -3 - 4j, 0.5j, 2])
print(-z, z.neg(), torch.neg(z), z.negative())
print(z.conj(), torch.conj(z), z.conj_physical(), z.conj().resolve_conj())
w = z.clone()
w.neg_()
print(w)
print(torch.ones(2).conj(), (z * z.conj()).real)
