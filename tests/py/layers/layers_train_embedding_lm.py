import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(0)
emb = nn.Embedding(10, 4)
head = nn.Linear(4, 10)
seq = torch.tensor([1, 2, 3, 4, 5, 6])
for step in range(3):
    logits = head(emb(seq[:-1]))
    loss = F.cross_entropy(logits, seq[1:])
    emb.zero_grad(); head.zero_grad()
    loss.backward()
    with torch.no_grad():
        for p in list(emb.parameters()) + list(head.parameters()):
            p -= 0.5 * p.grad
    print(step, round(loss.item(), 4))
print(emb.weight.grad[0], emb.weight.grad[1])
