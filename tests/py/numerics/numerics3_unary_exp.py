import torch
torch.manual_seed(21)
for n in [1, 3, 8, 15, 16, 17, 31, 32, 33, 40, 64, 100]:
    x = torch.randn(n) * 3
    print(n, torch.exp(x).tolist())
    print(n, torch.log(x.abs() + 0.01).tolist())
x = torch.randn(6, 7)
print(x.t().exp().flatten().tolist())
print(x[:, ::2].abs().log().flatten().tolist())
print((torch.arange(-54, 54) * 0.37).exp().tolist())
print(x.double().exp().flatten().tolist()[:10], x.double().abs().log().flatten().tolist()[:10])
