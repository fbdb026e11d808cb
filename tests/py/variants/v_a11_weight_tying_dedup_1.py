import torch
import torch.nn as nn


class LM(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.body = nn.Linear(dim, dim)
        self.out = nn.Linear(dim, vocab, bias=False)
        self.out.weight = self.emb.weight


torch.manual_seed(0)
m = LM(5, 3)
print("named_parameters:", [n for n, _ in m.named_parameters()])
print("count:", len(list(m.parameters())), sum(p.numel() for p in m.parameters()))
print("state_dict keys:", list(m.state_dict().keys()))
print("tied:", m.out.weight is m.emb.weight)
print("no-dedup:", [n for n, _ in m.named_parameters(remove_duplicate=False)])
opt = torch.optim.SGD(m.parameters(), lr=0.1)
print(len(opt.param_groups[0]["params"]))
ids = torch.tensor([0, 3])
logits = m.out(m.body(m.emb(ids)))
loss = nn.functional.cross_entropy(logits, torch.tensor([1, 2]))
loss.backward()
print(round(loss.item(), 4))
print(m.emb.weight.grad.shape)
opt.step()
print(torch.equal(m.out.weight, m.emb.weight))
