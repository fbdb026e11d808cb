import torch
# mean/sum of mixed-type expressions and integer division semantics
x = torch.tensor([1, 2, 3, 4])
print((x / len(x)).dtype, x.sum() / len(x), x.sum() // len(x), (x.float().sum() / 4).item(), x.double().mean())
print((x * 0.5).sum(), (x == 2).sum() / x.numel(), ((x > 2) * 1.0).mean(), (x > 2).float().mean())
print(-7 // torch.tensor(2), torch.tensor(-7) // 2, torch.tensor(-7) % 3, -7 % torch.tensor(3), torch.tensor(-7.5) // 2, torch.tensor(7.5) % -2)
print(torch.tensor([-7, 7]) // torch.tensor([2, -2]), torch.tensor([-7, 7]) % torch.tensor([2, -2]))
print(torch.tensor(5) / torch.tensor(2), (torch.tensor(5) / torch.tensor(2)).dtype, torch.tensor(6) / 3)
