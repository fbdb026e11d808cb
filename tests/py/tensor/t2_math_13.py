import torch
# softmax numerics & stability; log_softmax sum; masked softmax with -inf
x = torch.tensor([[1., 2., 3.], [-1e4, 0., 1e4], [float('-inf'), 0., 0.]])
print(x.softmax(-1), x.log_softmax(-1), x.softmax(-1).sum(-1))
m = torch.tensor([[True, True, False], [False, True, True], [True, True, True]])
print(x.masked_fill(~m, float('-inf')).softmax(-1))
allmasked = torch.full((1, 3), float('-inf'))
print(allmasked.softmax(-1), allmasked.log_softmax(-1))
print(torch.softmax(torch.tensor([1., 2.], dtype=torch.float64), 0), torch.softmax(torch.tensor([1., 2.], dtype=torch.float16), 0))
print(torch.nn.Softmax(dim=1)(x[:1]), torch.nn.LogSoftmax(dim=0)(torch.tensor([0., 0.])))
