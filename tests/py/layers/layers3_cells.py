import torch, torch.nn as nn
torch.manual_seed(6)
cell = nn.LSTMCell(3, 4)
print(cell, [n for n, _ in cell.named_parameters()])
x = torch.randn(5, 2, 3)
h = torch.zeros(2, 4); c = torch.zeros(2, 4)
outs = []
for t in range(5):
    h, c = cell(x[t], (h, c))
    outs.append(h)
print(torch.stack(outs))
print(h.grad_fn.name(), c.grad_fn.name())
g = nn.GRUCell(3, 4)
hg = g(x[0]); print(g, hg, hg.grad_fn.name())
r = nn.RNNCell(3, 4, nonlinearity='relu')
print(r, r(x[0]))
r2 = nn.RNNCell(3, 4, bias=False)
print(r2, r2(x[0], torch.ones(2, 4)))
print(g(x[0, 0]).shape, cell(x[0, 0])[1].shape)
