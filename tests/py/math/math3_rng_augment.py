import torch
torch.manual_seed(9)
imgs = torch.arange(2 * 3 * 2 * 2, dtype=torch.float32).reshape(2, 3, 2, 2)
flip = torch.rand(2) < 0.5
print(flip)
out = torch.where(flip[:, None, None, None], imgs.flip(-1), imgs)
print(out[:, 0])
mask = torch.bernoulli(torch.full((2, 1, 2, 2), 0.7))
print(mask.squeeze(1))
noise = torch.randn(2, 3, 2, 2) * 0.1
print((imgs + noise)[0, 0])
print(torch.poisson(imgs[0, 0] + 1))
