import torch
def run(name, f):
    try:
        f()
        print(name, 'ok')
    except Exception as e:
        print(name, type(e).__name__, e)
w = torch.ones(2, requires_grad=True)
run('inplace leaf', lambda: w.add_(1))
p = torch.nn.Parameter(torch.ones(2))
run('setitem', lambda: p.__setitem__(0, 5))
def twice():
    y = (w * w).sum()
    y.backward()
    y.backward()
run('twice', twice)
run('nograd', lambda: torch.ones(2).sum().backward())
run('nonscalar', lambda: (w * 2).backward())
run('intgrad', lambda: torch.ones(2, dtype=torch.int64, requires_grad=True))
run('nonleaf rg', lambda: (w * 2).requires_grad_(False))
run('numpy', lambda: w.numpy())
def modified():
    u = torch.ones(3, requires_grad=True)
    e = u.exp()
    e.add_(1)
    e.sum().backward()
run('modified', modified)
run('hook nograd', lambda: torch.ones(2).register_hook(lambda g: g))
