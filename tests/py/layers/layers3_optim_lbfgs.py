import torch, torch.nn as nn
torch.manual_seed(0)
x = torch.randn(20, 3)
y = x @ torch.tensor([[1.5], [-2.0], [0.5]]) + 0.3
for kw in [dict(lr=1), dict(lr=0.5, history_size=3, max_iter=5), dict(line_search_fn="strong_wolfe")]:
    torch.manual_seed(1)
    model = nn.Linear(3, 1)
    opt = torch.optim.LBFGS(model.parameters(), **kw)
    print(opt)
    def closure():
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(x), y)
        loss.backward()
        return loss
    for i in range(4):
        loss = opt.step(closure)
        print(i, loss.item())
    print(model.weight.data, model.bias.data)
    st = opt.state[model.weight]
    print(st["func_evals"], st["n_iter"], len(st["old_dirs"]), type(st["t"]).__name__)
try:
    torch.optim.LBFGS([{"params": [nn.Parameter(torch.ones(1))]}, {"params": [nn.Parameter(torch.ones(1))]}])
except Exception as e:
    print(type(e).__name__, e)
