import torch
x = torch.tensor(0.5)
if x > 0.1:
    print("big")
if torch.tensor([True]):
    print("single true")
while x < 2:
    x = x * 2
print(x)
print(not torch.tensor(0), bool(torch.tensor(-1)), torch.tensor(1) and 'yes', torch.tensor(0) or 'fallback')
print(any(torch.tensor([0, 0, 1])), all(torch.tensor([1, 1, 0])))
print(torch.tensor(2) == 2, torch.tensor(2) is 2 if False else 'skip', 2 == torch.tensor(2))
for c in [lambda: bool(torch.ones(2)), lambda: torch.ones(2) and 1, lambda: 1 if torch.zeros(3) else 0,
          lambda: bool(torch.tensor([]))]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
