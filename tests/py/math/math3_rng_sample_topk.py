import torch
torch.manual_seed(7)
logits = torch.randn(2, 10)
v, ix = torch.topk(logits, 4, dim=-1)
masked = torch.full_like(logits, float('-inf')).scatter(1, ix, v)
probs = torch.softmax(masked, dim=-1)
print(probs)
for _ in range(3):
    print(torch.multinomial(probs, 1).squeeze(-1).tolist(), torch.multinomial(probs, 3, replacement=True).tolist())
g = torch.Generator().manual_seed(123)
print(torch.multinomial(probs, 2, generator=g))
