import torch
torch.manual_seed(3)
x = torch.randn(100)
print(f"mean={x.mean():.4f} std={x.std():.4f} min={x.min():.4f} max={x.max():.4f}")
print(x[:5])
print(x.view(10, 10)[0])
