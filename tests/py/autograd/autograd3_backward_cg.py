import torch
w = torch.tensor([1., 2.], requires_grad=True)
loss = (w ** 3).sum()
loss.backward(create_graph=True)
print(w.grad)
print(w.grad.requires_grad, w.grad.grad_fn.name())
gn = (w.grad ** 2).sum()
w.grad = None
gn.backward()
print(w.grad)
