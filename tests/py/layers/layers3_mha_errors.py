import torch, torch.nn as nn
torch.manual_seed(0)
for f in [lambda: nn.MultiheadAttention(6, 4), lambda: nn.MultiheadAttention(0, 2)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
mha = nn.MultiheadAttention(4, 2)
x = torch.randn(3, 2, 4)
cases = [
    lambda: mha(torch.randn(3, 2, 5), torch.randn(3, 2, 5), torch.randn(3, 2, 5)),
    lambda: mha(x, x, x, attn_mask=torch.zeros(2, 2)),
    lambda: mha(x, x, x, key_padding_mask=torch.zeros(2, 5, dtype=torch.bool)),
    lambda: mha(x, x, x, attn_mask=torch.zeros(3, 3, dtype=torch.long)),
    lambda: mha(x, x, torch.randn(4, 2, 4)),
    lambda: mha(x, torch.randn(3, 4), x),
    lambda: mha(torch.randn(3, 2, 4, 1), x, x),
]
for c in cases:
    try:
        c()
    except Exception as e:
        print(type(e).__name__, e)
