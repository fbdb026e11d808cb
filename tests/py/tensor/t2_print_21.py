import torch
# repr of grad_fn-carrying tensors of different dtypes/shapes
w = torch.tensor([[0.5, -0.5], [1.0, 2.0]], requires_grad=True)
print(w @ w, w.sum(1), w.mean(), w[0], w.t(), w.view(4), w.relu(), w.exp(), w.double(), w.half() * 2, w.max(1))
print(w.tanh(), w.sigmoid(), torch.cat([w, w]), torch.stack([w, w]).shape, w.unsqueeze(0))
e = torch.zeros(0, 2, requires_grad=True) * 3
print(e)
print(torch.tensor(3., requires_grad=True) ** 2)
print(torch.tensor([1e-8, 1.], requires_grad=True) * 1)
