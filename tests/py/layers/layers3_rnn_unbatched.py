import torch, torch.nn as nn
torch.manual_seed(7)
for cls in (nn.RNN, nn.LSTM, nn.GRU):
    m = cls(2, 3)
    x = torch.randn(4, 2)
    out, h = m(x)
    if cls is nn.LSTM:
        print(cls.__name__, out.shape, h[0].shape, h[1].shape, out.grad_fn.name())
    else:
        print(cls.__name__, out.shape, h.shape, out.grad_fn.name())
    print(out)
    with torch.no_grad():
        o2, _ = m(x.unsqueeze(1))
    print(torch.allclose(o2.squeeze(1), out))
m = nn.LSTM(3, 4).double()
out, (h, c) = m(torch.randn(2, 1, 3, dtype=torch.float64))
print(out.dtype, out.grad_fn.name(), h.grad_fn.name())
print(out)
