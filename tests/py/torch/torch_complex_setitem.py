import torch
z = torch.zeros(2, 3, dtype=torch.complex64)
z[0, 1] = 1 + 2j
z[1] = torch.tensor([1j, 2j, 3j])
z[:, 0] = 7
z[0, 2] = 2.5
print(z)
z[z.real > 1] = -1j
print(z)
z[torch.tensor([0]), torch.tensor([1])] = 4 - 4j
print(z)
z[...] = torch.tensor([1, 2, 3])
print(z)
x = torch.zeros(2)
x[1] = torch.tensor(2 + 3j)
print(x)
for f in (lambda: x.__setitem__(0, 1j), lambda: x.__setitem__(torch.tensor([0]), torch.tensor([5 + 3j]))):
    try:
        f()
    except RuntimeError as e:
        print("RuntimeError", e)
x[0] = 4 + 0j
print(x)
