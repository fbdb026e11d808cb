import torch
# cat empty
e = torch.tensor([])
a = torch.ones(2, 3)
print(torch.cat([e, a]).shape, torch.cat([a, e], 1).shape, torch.cat([e, e]).shape, torch.cat([torch.zeros(0, 3), a]).shape)
print(torch.cat([e, torch.arange(3)]).dtype, torch.cat([torch.zeros(2, 0), a], 1).shape)
for f in [lambda: torch.cat([torch.zeros(0, 2), a]), lambda: torch.cat([]), lambda: torch.cat([a, torch.ones(2, 3, 1)]),
          lambda: torch.cat([torch.tensor(1.), a]), lambda: torch.cat([a, a], 2), lambda: torch.cat([e.view(0, 1), a])]:
    try:
        print(f().shape)
    except Exception as e2:
        print(type(e2).__name__, e2)
