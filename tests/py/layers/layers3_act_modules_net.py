import torch, torch.nn as nn
torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 8), nn.SELU(), nn.Linear(8, 8), nn.Hardswish(), nn.Linear(8, 6), nn.GLU(), nn.Linear(3, 1))
print(net)
x = torch.randn(16, 4); y = x.sum(1, keepdim=True)
opt = torch.optim.SGD(net.parameters(), lr=0.05)
for i in range(3):
    opt.zero_grad(); loss = nn.functional.mse_loss(net(x), y); loss.backward(); opt.step()
    print(i, round(loss.item(), 4))
print(nn.CosineSimilarity(dim=1)(x[:3], x[3:6]), nn.PairwiseDistance()(x[:3], x[3:6]))
print(nn.functional.pairwise_distance(x[0], x[1]), nn.PairwiseDistance(p=1.0, keepdim=True)(x[:2], x[2:4]))
print(nn.PairwiseDistance(), nn.CosineSimilarity())
