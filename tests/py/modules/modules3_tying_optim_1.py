import torch
import torch.nn as nn

torch.manual_seed(0)
class LM(nn.Module):
    def __init__(self, vocab=10, dim=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.head = nn.Linear(dim, vocab, bias=False)
        self.head.weight = self.emb.weight
lm = LM()
print(lm.head.weight is lm.emb.weight)
print([n for n, _ in lm.named_parameters()])
print(list(lm.state_dict().keys()))
print(sum(p.numel() for p in lm.parameters()), sum(p.numel() for _, p in lm.named_parameters(remove_duplicate=False)))
opt = torch.optim.SGD(list(lm.parameters()) + [lm.head.weight], lr=0.1)
print(len(opt.param_groups[0]["params"]))
sd = lm.state_dict()
print(sd["emb.weight"].data_ptr() == sd["head.weight"].data_ptr())
lm2 = LM()
lm2.load_state_dict(sd)
print(lm2.head.weight is lm2.emb.weight, torch.equal(lm2.emb.weight, lm.emb.weight))
x = torch.tensor([[1, 2, 3]])
out = lm.head(lm.emb(x))
out.sum().backward()
print(lm.emb.weight.grad.shape, lm.head.weight.grad is lm.emb.weight.grad)
