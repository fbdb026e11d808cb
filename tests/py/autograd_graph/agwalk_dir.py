# dir(grad_fn) lists PyTorch's node attributes, its saved ones (_saved_X, and _raw_saved_X
# for tensors) among them; the saved values of common nodes.
import torch

torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(4, 2, requires_grad=True)


def show(name, t):
    fn = t.grad_fn
    names = [x for x in dir(fn) if not x.startswith("__")]
    print(name, fn.name(), names)
    vals = []
    for x in names:
        if x.startswith("_saved_"):
            v = getattr(fn, x)
            vals.append((x, tuple(v.shape) if isinstance(v, torch.Tensor) else v))
    print("  ", vals)


show("exp", a.exp())
show("mul", a * a)
show("mul_scalar", a * 2)
show("add", a + a)
show("add_alpha", torch.add(a, a, alpha=2))
show("sub", a - 1)
show("rsub", 1 - a)
show("pow", a ** 2)
show("rpow", 2 ** a)
show("pow_t", a ** a)
show("sum", a.sum())
show("mean", a.mean())
show("view", a.view(12))
show("expand", a[:1].expand(3, 4))
show("mm", a @ b)
show("mm_const", a.detach() @ b)
show("tanh", a.tanh())
show("sigmoid", torch.sigmoid(a))
show("relu", torch.relu(a))
show("sin", a.sin())
show("t", a.t())
show("neg", -a)
show("div", a / (a + 3))
print(dir(a.sum().grad_fn.next_functions[0][0]) == sorted(dir(a.sum().grad_fn.next_functions[0][0])))
acc = (a * 2).grad_fn.next_functions[0][0]
print([x for x in dir(acc) if not x.startswith("__")])
print("__dict__" in dir(a.exp().grad_fn), "__call__" in dir(a.exp().grad_fn))
