import torch
t = torch.tensor([1, 2, 3])
cases = [
    lambda: divmod(7, torch.tensor(2)),
    lambda: divmod(torch.tensor(7), 2),
    lambda: 'a' in t,
    lambda: 2 in t,
    lambda: 5 in t,
    lambda: torch.tensor(2) in t,
    lambda: 2.0 in t,
    lambda: None in t,
    lambda: [1] in t,
]
for c in cases:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
