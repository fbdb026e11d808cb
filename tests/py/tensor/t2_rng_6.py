import torch
# bernoulli and dropout masks
torch.manual_seed(0)
print(torch.bernoulli(torch.full((10,), 0.5)), torch.bernoulli(torch.tensor([0., 1., 0.3, 0.7])))
print(torch.empty(8).bernoulli_(0.2), torch.empty(6).bernoulli_(torch.tensor([0.9] * 6)))
print(torch.bernoulli(torch.rand(3, 3)))
torch.manual_seed(0)
print(torch.nn.functional.dropout(torch.ones(10), 0.5), torch.nn.functional.dropout(torch.ones(4), 0.5, training=False))
d = torch.nn.Dropout(0.25)
print(d(torch.ones(2, 8)))
d.eval()
print(d(torch.ones(5)))
print(torch.nn.functional.dropout(torch.ones(5), p=0.), torch.nn.functional.dropout(torch.ones(5), p=1.))
try:
    torch.nn.Dropout(1.5)
except Exception as e:
    print(type(e).__name__, e)
