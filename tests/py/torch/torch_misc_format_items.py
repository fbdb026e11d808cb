import torch
t = torch.tensor([0.123456, 7.5])
print(f"{t[0]:.3f} {t[1]:5.1f} {t.sum().item():.2f}")
print("loss: {:.4f}".format(torch.tensor(0.25)))
print('%.2f' % torch.tensor(1.5))
print(round(torch.tensor(2.567).item(), 2))
