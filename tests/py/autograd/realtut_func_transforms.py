# torch.func transforms: vmap (in_dims/out_dims, pytrees, nesting), grad / grad_and_value (argnums, has_aux),
# vjp, jvp, jacrev, jacfwd, hessian and their compositions, stack_module_state; and the errors they raise.
import torch
from torch.func import vmap, grad, grad_and_value, vjp, jvp, jacrev, jacfwd, hessian, stack_module_state

torch.manual_seed(0)
x = torch.randn(3, 4)
y = torch.randn(4)

print(vmap(torch.dot, in_dims=(0, None))(x, y).round(decimals=4))
print(vmap(lambda a: a.sum(), in_dims=1)(x).round(decimals=4))
print(vmap(lambda a: a * 2, out_dims=1)(x).shape)
print(torch.vmap(lambda d: d["a"] + d["b"])({"a": x, "b": x}).shape)
out = vmap(lambda a, b: (a + b, {"m": a * b}), in_dims=(0, None))(x, y)
print(type(out).__name__, out[0].shape, list(out[1]), out[1]["m"].shape)
print(vmap(vmap(torch.dot))(torch.ones(2, 3, 4), torch.ones(2, 3, 4)))
for bad in (lambda: vmap(torch.sin, in_dims=(0, 0))(x),
            lambda: vmap(torch.add)(x, torch.ones(2, 4)),
            lambda: vmap(torch.sin, in_dims=None)(x),
            lambda: vmap(torch.sin, in_dims=2)(x)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

f = lambda a: (a.sin() * a).sum()
print(grad(f)(y).round(decimals=4))
g, v = grad_and_value(f)(y)
print(g.requires_grad, v.requires_grad, round(v.item(), 4))
print(grad(lambda a, b: (a * b).sum(), argnums=(0, 1))(y, 2 * y)[1].round(decimals=4))
g, aux = grad(lambda a: ((a ** 2).sum(), a.mean()), has_aux=True)(y)
print(g.round(decimals=4), round(aux.item(), 4))
print(grad(lambda p: (p["w"] * p["b"]).sum())({"w": y, "b": y + 1}))
print(grad(grad(lambda a: a.sin().sum()))(torch.tensor(0.5)).item() == -torch.tensor(0.5).sin().item())
try:
    grad(lambda a: a * 2)(y)
except Exception as e:
    print(type(e).__name__, e)

out, fn = vjp(torch.sin, y)
print(torch.allclose(fn(torch.ones(4))[0], y.cos()), out.requires_grad)
p, t = jvp(lambda a: a ** 3, (y,), (torch.ones(4),))
print(torch.allclose(t, 3 * y ** 2), p.requires_grad, t.requires_grad)

W = torch.randn(2, 4)
lin = lambda a: (W @ a).tanh()
J = jacrev(lin)(y)
print(J.shape, torch.allclose(J, jacfwd(lin)(y), atol=1e-6))
print(jacrev(lambda a, b: a * b, argnums=1)(y, y).shape)
H = hessian(lambda a: (a ** 3).sum())(y)
print(torch.allclose(H, torch.diag(6 * y)), H.requires_grad)
print(vmap(jacrev(torch.sin))(x).shape)

models = [torch.nn.Linear(3, 2) for _ in range(4)]
params, buffers = stack_module_state(models)
print({k: tuple(v.shape) for k, v in params.items()}, buffers, params["weight"].requires_grad)
ys = vmap(lambda p, xx: torch.func.functional_call(models[0], p, (xx,)), in_dims=(0, None))(params, torch.ones(5, 3))
print(ys.shape, torch.allclose(ys[2], models[2](torch.ones(5, 3))))
