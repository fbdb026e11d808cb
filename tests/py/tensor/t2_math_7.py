import torch
# elementwise with broadcasting edge cases
a = torch.arange(3.).reshape(3, 1)
b = torch.arange(4.)
print(a + b, a * b, (a - b).shape, a / (b + 1))
print(torch.ones(2, 1, 3) + torch.ones(4, 1), (torch.ones(2, 1, 3) + torch.ones(4, 1)).shape)
print(torch.zeros(0, 3) + torch.ones(3), (torch.zeros(0, 3) + torch.ones(1, 3)).shape, torch.zeros(3, 0) + torch.ones(3, 1))
print(torch.tensor(2.) + torch.ones(2, 2), torch.ones(1) + torch.ones(()), (torch.ones(1, 1, 1) * torch.ones(())).shape)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.ones(2, 3) + torch.ones(3, 2))
tr(lambda: torch.ones(3) + torch.ones(4))
tr(lambda: torch.ones(2, 3, 4) * torch.ones(5, 4))
tr(lambda: torch.ones(0) + torch.ones(2))
tr(lambda: torch.ones(2, 3).add_(torch.ones(2, 1)))
tr(lambda: torch.ones(2, 1).add_(torch.ones(2, 3)))
tr(lambda: torch.ones(3) + [1, 2, 3])
tr(lambda: torch.ones(3) + (1, 2, 3))
tr(lambda: torch.ones(3) + 'a')
tr(lambda: torch.ones(3) + None)
tr(lambda: [1, 2] * torch.ones(2))
