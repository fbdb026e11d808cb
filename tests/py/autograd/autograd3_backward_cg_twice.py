import torch
w = torch.tensor([1., -2.], requires_grad=True)
(w * w).sum().backward(create_graph=True)
(w * w * w).sum().backward(create_graph=True)
print(w.grad, type(w.grad.grad_fn).__name__)
