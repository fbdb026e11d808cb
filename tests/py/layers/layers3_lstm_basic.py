import torch, torch.nn as nn
torch.manual_seed(0)
lstm = nn.LSTM(input_size=4, hidden_size=3)
print(lstm)
for name, p in lstm.named_parameters():
    print(name, tuple(p.shape))
print(lstm.weight_ih_l0)
x = torch.randn(5, 2, 4)
out, (h, c) = lstm(x)
print(out.shape, h.shape, c.shape)
print(out)
print(h)
print(c)
print(torch.equal(out[-1], h[0]))
