import torch
import torch.nn.functional as F
torch.manual_seed(42)
vocab = 12
emb = torch.nn.Embedding(vocab, 8)
head = torch.nn.Linear(8, vocab)
tok = torch.tensor([3])
out = []
for step in range(10):
    logits = head(emb(tok))[-1] / 0.8
    probs = F.softmax(logits, dim=-1)
    nxt = torch.multinomial(probs, num_samples=1)
    out.append(nxt.item())
    tok = torch.cat([tok, nxt])
print(out)
print(tok)
