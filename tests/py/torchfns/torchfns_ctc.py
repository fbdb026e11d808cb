# F.ctc_loss / nn.CTCLoss: reductions, target layouts, zero_infinity, graphs and ATen's gradient.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(6)


def graph(t):
    f = t.grad_fn
    return (type(f).__name__, [type(n).__name__ if n is not None else None for n, _ in f.next_functions])


T, N, C = 6, 2, 4
logits = torch.randn(T, N, C, dtype=torch.double, requires_grad=True)
lp = logits.log_softmax(2)
tg = torch.tensor([[1, 2, 2], [3, 1, 0]])
il = torch.tensor([6, 5])
tl = torch.tensor([3, 2])
for red in ("mean", "sum", "none"):
    loss = F.ctc_loss(lp, tg, il, tl, reduction=red)
    print(red, loss.detach().round(decimals=8), graph(loss))
loss = F.ctc_loss(lp, tg, il, tl)
loss.backward()
print(logits.grad.round(decimals=8))
leaf = lp.detach().requires_grad_()
F.ctc_loss(leaf, tg, il, tl, reduction="sum").backward()
print(leaf.grad.round(decimals=8))
print(F.ctc_loss(lp, torch.tensor([1, 2, 2, 3, 1]), il, tl, reduction="none").detach().round(decimals=8))
print(F.ctc_loss(lp, tg, (6, 5), (3, 2), reduction="none").detach().round(decimals=8))
print(F.ctc_loss(lp.float(), tg, il, tl, reduction="none").detach().round(decimals=4))
print(F.ctc_loss(lp, torch.tensor([[3, 3], [2, 2]]), il, torch.tensor([2, 0]), blank=0, reduction="none").detach().round(decimals=8))
print(F.ctc_loss(lp, torch.tensor([[0, 1], [2, 0]]), il, torch.tensor([2, 1]), blank=3, reduction="none").detach().round(decimals=8))
imp = F.ctc_loss(lp, torch.tensor([[1] * 6] * 2), torch.tensor([3, 3]), torch.tensor([6, 6]), reduction="none")
print(imp, graph(imp))
z = F.ctc_loss(lp, torch.tensor([[1] * 6] * 2), torch.tensor([3, 3]), torch.tensor([6, 6]), reduction="none",
               zero_infinity=True)
print(z, graph(z))
leaf.grad = None
F.ctc_loss(leaf, torch.tensor([[1, 2, 2, 2], [1, 1, 1, 1]]), torch.tensor([6, 3]), torch.tensor([4, 4]),
           zero_infinity=True).backward()
print(leaf.grad.round(decimals=8))
one = F.ctc_loss(lp[:, 0], tg[0], torch.tensor(6), torch.tensor(3), reduction="none")
print(one.detach().round(decimals=8), one.shape)
crit = nn.CTCLoss(blank=3, reduction="sum", zero_infinity=True)
print(nn.CTCLoss(), crit, crit.blank, crit.reduction, crit.zero_infinity)
print(crit(lp, torch.tensor([[0, 1, 2], [2, 2, 1]]), il, tl).detach().round(decimals=8))
