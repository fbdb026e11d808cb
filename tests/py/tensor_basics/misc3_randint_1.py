import torch
torch.manual_seed(0)
print(torch.randint(0, 10, (5,)), torch.randint(5, (2, 2)), torch.randint(3, 6, (3,), dtype=torch.int32))
x = torch.zeros(2, 3)
print(torch.randint_like(x, 10), torch.randint_like(x, 5, 8), torch.randint_like(x.long(), 100))
print(torch.randint(0, 2, (4,), dtype=torch.bool), torch.randint(2, (3,), dtype=torch.float32))
for c in [lambda: torch.randint(10, 3), lambda: torch.randint(5, (2,), dtype=torch.bool), lambda: torch.randint(5, 2, (3,)),
          lambda: torch.randint(0, 10, 3), lambda: torch.randint_like(x, 3, 3)]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
print(torch.randint(0, 10, (3,)))
