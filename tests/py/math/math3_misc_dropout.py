# F.alpha_dropout / feature_alpha_dropout / dropout3d, nn.AlphaDropout / FeatureAlphaDropout / Dropout3d, dropout2d's dimension rules
import torch, warnings
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(2, 3, 4, 5)
for name in ("alpha_dropout", "feature_alpha_dropout", "dropout3d", "dropout2d", "dropout1d"):
    print(name, hasattr(F, name))
for name in ("AlphaDropout", "FeatureAlphaDropout", "Dropout3d"):
    print(name, hasattr(nn, name))
print(F.alpha_dropout(x, 0.3, training=True)[0, 0])
print(F.alpha_dropout(x, 0.3))
print(F.feature_alpha_dropout(x, 0.4, True)[1, 2])
print(F.dropout3d(x, 0.5, training=True)[1])
print(F.dropout3d(x[0], 0.5)[0])
m = nn.AlphaDropout(0.2); print(m, m(x)[0, 0, 0])
m.eval(); print(torch.equal(m(x), x))
m = nn.FeatureAlphaDropout(p=0.25, inplace=False); print(m, m(x)[0, 1])
m = nn.Dropout3d(0.5); print(m, m(x)[1, 1])
m = nn.AlphaDropout(0.2, inplace=True); print(m)
y = x.clone(); F.alpha_dropout(y, 0.5, True, inplace=True); print(y[0, 0, 0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    try:
        F.dropout2d(torch.randn(5), 0.5)
    except Exception as e:
        print(type(e).__name__, e)
    print([str(i.message) for i in w])
    try:
        print(F.dropout3d(torch.randn(2, 3), 0.5).shape)
    except Exception as e:
        print(type(e).__name__, e)
    print([str(i.message) for i in w])
for bad in (lambda: F.alpha_dropout(x, 1.5), lambda: nn.AlphaDropout(-0.1), lambda: F.dropout3d(x, 2.0)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
torch.manual_seed(3)
print(F.dropout2d(torch.ones(3, 4), 0.5))
print(F.dropout2d(torch.ones(2, 3, 4), 0.5)[0])
z = torch.ones(2, 3, 2, 2, 2, requires_grad=True)
o = F.dropout3d(z, 0.5)
print(o.grad_fn.name(), o[:, :, 0, 0, 0])
o.sum().backward()
print(z.grad[:, :, 0, 0, 0])
q = torch.ones(2, 3, 4, 4)
F.dropout3d(q, 0.5, inplace=True)
print(q[:, :, 0, 0])
print(nn.Sequential(nn.Linear(4, 4), nn.SELU(), nn.AlphaDropout(0.1), nn.Dropout3d()))
net = nn.Sequential(nn.Linear(4, 8), nn.SELU(), nn.AlphaDropout(0.2), nn.Linear(8, 2))
print(net(torch.randn(3, 4)))
net.eval()
print(net(torch.randn(3, 4)))
print(F.feature_alpha_dropout(torch.randn(2, 3, 4), 0.5, training=True))
