import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
g = torch.Generator().manual_seed(11)
w = torch.tensor([0.2, 0.3, 0.5])
t('a', lambda: torch.multinomial(w, 2, generator=g))
t('b', lambda: torch.multinomial(w, 5, True, generator=g))
g.manual_seed(11)
t('a again', lambda: torch.multinomial(w, 2, generator=g))
torch.manual_seed(5)
logits = torch.randn(2, 4)
probs = torch.softmax(logits, dim=-1)
t('sample', lambda: torch.multinomial(probs, num_samples=1))
t('sample.squeeze', lambda: torch.multinomial(probs, num_samples=1).squeeze(1))
idx = torch.multinomial(probs, 3)
print(idx.dtype, idx.shape)
