# Edge values where our element kernels (core/kern) still differ from
# PyTorch's: sign/sgn of nan (PyTorch: 0), relu of -0. (PyTorch: -0.),
# and torch.special.i0's gradient (I0Backward0 needs an i1 kernel).
import torch

x = torch.tensor([float("nan"), -0.0, 0.0, -1.5, 2.0])
print(torch.sign(x), torch.sgn(x), x.sign_())
x = torch.tensor([float("nan"), -0.0, 0.0, -1.5, 2.0])
print(torch.relu(x), torch.relu_(x.clone()))
y = torch.special.i0(torch.tensor([0.3, 0.6], requires_grad=True))
print(y, type(y.grad_fn).__name__)
