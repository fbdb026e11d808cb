# torch.special rows: entr, ndtri (values, edge values, dtypes, grad_fn, gradients, bad arguments)
import torch

def show(name, t):
    print(name, t.dtype, t.tolist())

for dt in (torch.float32, torch.float64):
    x = torch.tensor([0.0, -0.0, 0.5, 1.0, 2.0, 1e-30, 1e30, -1.0, float('inf'), float('-inf'), float('nan')], dtype=dt)
    show('entr', torch.special.entr(x))
    p = torch.tensor([0.0, 1.0, 0.5, 0.3, 0.7, 0.1, 0.9, 0.02, 0.98, 1e-10, 1e-20, 1 - 1e-7, 0.135, 0.8647,
                      -0.5, 1.5, float('inf'), float('-inf'), float('nan')], dtype=dt)
    show('ndtri', torch.special.ndtri(p))
    g = torch.linspace(0.001, 0.999, 37, dtype=dt)
    show('ndtri grid', torch.special.ndtri(g))
    show('entr grid', torch.special.entr(torch.linspace(-0.5, 3.0, 29, dtype=dt)))

# integer and bool inputs give the default float dtype
show('entr int', torch.special.entr(torch.tensor([0, 1, 2, -3])))
show('ndtri int', torch.special.ndtri(torch.tensor([0, 1, 2])))
show('entr bool', torch.special.entr(torch.tensor([True, False])))
show('ndtri bool', torch.special.ndtri(torch.tensor([True, False])))
torch.set_default_dtype(torch.float64)
show('entr int default64', torch.special.entr(torch.tensor([1, 2])))
torch.set_default_dtype(torch.float32)

# autograd
for name in ('entr', 'ndtri'):
    f = getattr(torch.special, name)
    x = torch.tensor([0.2, 0.5, 0.8, 0.05], dtype=torch.float64, requires_grad=True)
    y = f(x)
    print(name, y.grad_fn.name(), [type(n[0]).__name__ if n[0] is not None else None for n in y.grad_fn.next_functions])
    y.sum().backward()
    print(name, 'grad', x.grad.tolist())
    print(name, 'gradcheck', torch.autograd.gradcheck(f, (x.detach().clone().requires_grad_(),)))
    xf = torch.tensor([0.2, 0.5, 0.8, 0.05], requires_grad=True)
    (f(xf) * torch.tensor([1.0, -2.0, 0.5, 3.0])).sum().backward()
    print(name, 'grad f32', [round(v, 4) for v in xf.grad.tolist()])

# entr gradient at the edges
x = torch.tensor([0.0, -1.0, 1.0], dtype=torch.float64, requires_grad=True)
torch.special.entr(x).sum().backward()
print('entr edge grad', x.grad.tolist())
x = torch.tensor([0.0, 1.0, 0.5], dtype=torch.float64, requires_grad=True)
torch.special.ndtri(x).sum().backward()
print('ndtri edge grad', x.grad.tolist())

# shapes, keyword form, non-contiguous
m = torch.arange(12, dtype=torch.float64).reshape(3, 4) / 12
print(torch.special.ndtri(input=m.t()).shape, torch.special.entr(m.t())[1].tolist())

# Tensor-method forms do not exist
for name in ('entr', 'ndtri', 'xlog1py', 'ndtr', 'multigammaln'):
    print(name, hasattr(torch.Tensor, name), hasattr(torch.special, name))

# bad arguments
for call in (lambda: torch.special.entr([1.0]), lambda: torch.special.ndtri(2.0),
             lambda: torch.special.entr(), lambda: torch.special.ndtri(torch.ones(2), torch.ones(2))):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)

# xlog1py: tensor/tensor, number operands, broadcasting, dtypes, edges
for dt in (torch.float32, torch.float64):
    x = torch.tensor([0.0, 0.0, 0.0, 1.0, 2.0, -3.0, 0.5, float('nan'), 1.0, 2.0, float('inf')], dtype=dt)
    y = torch.tensor([-1.0, -2.0, float('nan'), 0.0, 1.5, 0.25, -0.5, 1.0, float('inf'), -1.0, 3.0], dtype=dt)
    show('xlog1py', torch.special.xlog1py(x, y))
    show('xlog1py grid', torch.special.xlog1py(torch.linspace(-2, 3, 23, dtype=dt), torch.linspace(-0.9, 5, 23, dtype=dt)))
show('xlog1py int', torch.special.xlog1py(torch.tensor([1, 2, 0]), torch.tensor([3, 0, -1])))
show('xlog1py num self', torch.special.xlog1py(2, torch.tensor([0.5, 1.0])))
show('xlog1py num other', torch.special.xlog1py(torch.tensor([0.5, 1.0]), 3))
show('xlog1py int num', torch.special.xlog1py(torch.tensor([1, 2]), 1.5))
show('xlog1py f64 num', torch.special.xlog1py(torch.tensor([1.0, 2.0], dtype=torch.float64), 1.5))
show('xlog1py bcast', torch.special.xlog1py(torch.tensor([[1.0], [2.0]]), torch.tensor([0.5, 1.0, 2.0])))
print(torch.special.xlog1py(input=torch.tensor([1.0]), other=torch.tensor([1.0])).tolist())

a = torch.tensor([0.0, 0.0, 1.5, 2.0, 0.0], dtype=torch.float64, requires_grad=True)
b = torch.tensor([-1.0, -3.0, 0.5, 2.0, 1.0], dtype=torch.float64, requires_grad=True)
r = torch.special.xlog1py(a, b)
print(r.grad_fn.name(), [type(n[0]).__name__ for n in r.grad_fn.next_functions])
r.sum().backward()
print('xlog1py grads', a.grad.tolist(), b.grad.tolist())
a2 = torch.tensor([0.5, 1.5], dtype=torch.float64, requires_grad=True)
b2 = torch.tensor([0.25, 2.0], dtype=torch.float64, requires_grad=True)
print('xlog1py gradcheck', torch.autograd.gradcheck(torch.special.xlog1py, (a2, b2)))
r1 = torch.special.xlog1py(2.0, b2)
r2 = torch.special.xlog1py(a2, -2.0)
print(r1.grad_fn.name(), r2.grad_fn.name())
r1.sum().backward(); r2.sum().backward()
print('xlog1py scalar grads', a2.grad.tolist(), b2.grad.tolist())
z = torch.tensor([0.0, 1.0], requires_grad=True)
torch.special.xlog1py(z, -2.0).sum().backward()
print('xlog1py other<=-1 grad', z.grad.tolist())

for call in (lambda: torch.special.xlog1py(1, 2), lambda: torch.special.xlog1py('a', torch.ones(1)),
             lambda: torch.special.xlog1py(torch.ones(1), 'a'), lambda: torch.special.xlog1py(torch.ones(1)),
             lambda: torch.special.xlog1py(torch.ones(2), torch.ones(3))):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)

# ndtr: ATen's composite (1 + erf(x * sqrt(1/2))) * 0.5
xs = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.5, -2.5, 6.0, -6.0, 10.0, -10.0, -40.0, float('inf'), float('-inf'), float('nan')]
show('ndtr f64', torch.special.ndtr(torch.tensor(xs, dtype=torch.float64)))
# float64 erf is SLEEF's vectorised erf in ATen (nnscope: libm): the grid is rounded
print('ndtr f64 grid', [round(v, 14) for v in torch.special.ndtr(torch.linspace(-4, 4, 41, dtype=torch.float64)).tolist()])
print('ndtr f32', [round(v, 6) for v in torch.special.ndtr(torch.tensor(xs)).tolist()])
show('ndtr int', torch.special.ndtr(torch.tensor([0, 1, -2])).round(decimals=5))
show('ndtr bool', torch.special.ndtr(torch.tensor([True, False])).round(decimals=5))
x = torch.tensor([0.3, -1.2, 2.0], dtype=torch.float64, requires_grad=True)
y = torch.special.ndtr(x)
f = y.grad_fn
chain = []
while f is not None:
    chain.append(type(f).__name__)
    f = f.next_functions[0][0] if f.next_functions else None
print('ndtr chain', chain)
y.sum().backward()
print('ndtr grad', x.grad.tolist())
print('ndtr gradcheck', torch.autograd.gradcheck(torch.special.ndtr, (torch.tensor([0.3, -1.2], dtype=torch.float64, requires_grad=True),)))
for call in (lambda: torch.special.ndtr(1.0), lambda: torch.special.ndtr()):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)

# multigammaln / mvlgamma (lgamma's values differ in the last bits between libms: rounded)
for dt in (torch.float32, torch.float64):
    x = torch.tensor([1.5, 2.0, 3.25, 10.0, 100.0, float('inf'), float('nan')], dtype=dt)
    for p in (1, 2, 3, 5):
        try:
            print(p, dt, [round(v, 3) for v in torch.special.multigammaln(x + (p - 1) / 2, p).tolist()])
        except Exception as e:
            print(type(e).__name__, e)
print([round(v, 4) for v in torch.mvlgamma(torch.tensor([3, 4]), 2).tolist()], torch.mvlgamma(torch.tensor([3, 4]), 2).dtype)
print(torch.tensor([[2.5, 3.0], [4.0, 5.5]]).mvlgamma(3).round(decimals=4).tolist())
x = torch.tensor([2.5, 3.0, 7.5], dtype=torch.float64, requires_grad=True)
y = torch.special.multigammaln(x, 3)
print(y.grad_fn.name(), [type(n[0]).__name__ for n in y.grad_fn.next_functions])
y.sum().backward()
print(x.grad.tolist())
print(torch.autograd.gradcheck(lambda t: torch.mvlgamma(t, 4), (torch.tensor([2.7, 5.0], dtype=torch.float64, requires_grad=True),)))
xf = torch.tensor([2.5, 3.0, 7.5], requires_grad=True)
torch.special.multigammaln(xf, 2).sum().backward()
print(xf.grad.tolist())
print(hasattr(torch, 'mvlgamma'), hasattr(torch.Tensor, 'mvlgamma'), hasattr(torch.Tensor, 'mvlgamma_'))
for call in (lambda: torch.special.multigammaln(torch.tensor([0.5, 2.0]), 2), lambda: torch.special.multigammaln(torch.tensor([2.0]), 0),
             lambda: torch.special.multigammaln(torch.tensor([2.0]), -1), lambda: torch.special.multigammaln(torch.tensor([2.0]), 1.5),
             lambda: torch.special.multigammaln([2.0], 2), lambda: torch.mvlgamma(torch.tensor([0.2]), 1), lambda: torch.special.multigammaln(torch.tensor([2.0]))):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
t = torch.tensor([2.5, 4.0], dtype=torch.float64)
print([round(v, 6) for v in t.mvlgamma_(2).tolist()], [round(v, 6) for v in t.tolist()])
try:
    torch.mvlgamma(torch.tensor([2.0]))
except Exception as e:
    print(type(e).__name__, e)
