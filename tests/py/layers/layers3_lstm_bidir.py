import torch, torch.nn as nn
torch.manual_seed(2)
lstm = nn.LSTM(3, 4, bidirectional=True)
print(lstm)
for n, p in lstm.named_parameters():
    print(n, p.shape)
x = torch.randn(6, 2, 3)
out, (h, c) = lstm(x)
print(out.shape, h.shape)
print(out)
print(h)
print(torch.equal(out[-1, :, :4], h[0]), torch.equal(out[0, :, 4:], h[1]))
