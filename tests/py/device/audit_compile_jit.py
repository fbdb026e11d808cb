import torch
import torch._dynamo
import torch.nn as nn

def tryp(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

torch.manual_seed(0)
m = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
x = torch.randn(2, 3)
cm = torch.compile(m, backend="eager")
print(type(cm).__name__, torch.equal(cm(x), m(x)))
print(list(cm.state_dict().keys()))
print(cm._orig_mod is m)
print(sum(p.numel() for p in cm.parameters()))
cm2 = torch.compile(m, backend="eager", fullgraph=True, dynamic=False)
print(torch.equal(cm2(x), m(x)))
@torch.compile(backend="eager")
def f(a, b): return a * b + 1
print(f(torch.ones(2), torch.ones(2)))
@torch.compile(backend="aot_eager")
def g(a): return a.sin()
print(g(torch.zeros(2)))
tryp("bad-mode", lambda: torch.compile(m, mode="fast"))
tryp("bad-backend", lambda: torch.compile(m, backend="nope")(x))
print(torch.compiler.is_compiling(), torch._dynamo.is_compiling(), "eager" in torch._dynamo.list_backends(exclude_tags=()))
sm = torch.jit.script(m)
print(torch.equal(sm(x), m(x)))
@torch.jit.script
def h(a: torch.Tensor) -> torch.Tensor: return a * 2
print(h(torch.ones(2)))
tm = torch.jit.trace(m, x)
print(torch.equal(tm(x), m(x)), sorted(tm.state_dict()))
tf = torch.jit.trace(lambda a: a + 1, torch.ones(2))
print(tf(torch.zeros(2)))
print(torch.jit.is_scripting(), torch.jit.is_tracing())
@torch.jit.ignore
def ig(a): return a
print(ig(3))
@torch.jit.unused
def un(a): return a
print(un(4))
print(torch.jit.annotate(int, 3))
m.compile(backend="eager")
print(m(x).shape, type(m).__name__)
print(torch._dynamo.config.suppress_errors)
torch._dynamo.config.suppress_errors = True
torch._dynamo.reset()
print("ok")
