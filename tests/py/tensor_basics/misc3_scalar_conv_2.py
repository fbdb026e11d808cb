import torch
loss = torch.tensor(0.6931471805599453)
print(loss.item(), float(loss), round(loss.item(), 4), '%.4f' % loss.item(), f"{loss.item():.3e}")
total = 0.0
for v in torch.tensor([0.5, 0.25, 0.125]):
    total += v
print(total, type(total).__name__)
total2 = 0
for v in torch.tensor([1, 2, 3]):
    total2 += v.item()
print(total2)
acc = (torch.tensor([1, 0, 1, 1]) == torch.tensor([1, 1, 1, 1])).float().mean()
print(acc, acc.item() * 100, f"{acc * 100:.1f}%", int(acc * 100))
print(float(torch.tensor(3, dtype=torch.int32)), int(torch.tensor(3.99, dtype=torch.float64)), int(torch.tensor(-0.5)))
print(complex(torch.tensor(1.5)), float(torch.tensor([[2.5]])), bool(torch.tensor([[0]])))
print(max(torch.tensor(1.5), 1.0), min(2, torch.tensor(3)), abs(torch.tensor(-3)), pow(torch.tensor(2.), 3))
print(torch.tensor(7) // 2, torch.tensor(7) % 3, -torch.tensor(7) // 2, 7 // torch.tensor(2), 2 ** torch.tensor(3))
print(sum([torch.tensor(1.), torch.tensor(2.)]), sum(torch.tensor([1., 2.])) / 2)
