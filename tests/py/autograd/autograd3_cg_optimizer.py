import torch
torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(8, 2, requires_grad=True)
for step in range(3):
    opt.zero_grad()
    out = model(x).pow(2).mean()
    g, = torch.autograd.grad(out, x, create_graph=True)
    loss = out + 0.1 * g.pow(2).sum()
    loss.backward()
    opt.step()
    print(round(loss.item(), 4))
