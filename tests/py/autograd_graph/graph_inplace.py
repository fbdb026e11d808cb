import torch


def walk(fn, depth=0):
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__)
    for f, i in fn.next_functions:
        if f is None:
            print("  " * (depth + 1) + "None")
        else:
            walk(f, depth + 1)


def run(name, f):
    print("==", name)
    torch.manual_seed(0)
    a = torch.randn(3, 4, requires_grad=True)
    b = torch.randn(3, 4, requires_grad=True)
    try:
        y = f(a, b)
        walk(y.grad_fn)
        (y * torch.arange(12.).view(3, 4)).sum().backward()
        print("a.grad", a.grad)
        print("b.grad", b.grad)
    except Exception as e:
        print(type(e).__name__, e)


def setrow(a, b):
    x = a.clone(); x[0] = b[0]; return x
def setcol_scalar(a, b):
    x = a * 2; x[:, 1] = 0.; return x
def setslice_bcast(a, b):
    x = a.clone(); x[1:, :2] = b[0, :2]; return x
def setmask(a, b):
    x = a.clone(); x[a > 0] = 0.; return x
def setmask_t(a, b):
    x = a.clone(); x[b > 0] = b[b > 0]; return x
def view_add(a, b):
    x = a.clone(); x[1].add_(b[2]); return x
def view_mul_s(a, b):
    x = a.clone(); x[:, 0].mul_(3); return x
def view_relu(a, b):
    x = a.clone(); x[2].relu_(); return x
def view_copy(a, b):
    x = a.clone(); x.narrow(1, 1, 2).copy_(b[:, :2]); return x
def copy_full(a, b):
    x = torch.zeros(3, 4); x.copy_(a); return x
def copy_into_nograd_base(a, b):
    x = torch.zeros(3, 4); x[1] = a[0] * 2; return x
def view_fill(a, b):
    x = a.clone(); x[0].fill_(1.5); return x
def view_zero(a, b):
    x = a.clone(); x[:, 2].zero_(); return x
def view_index_fill(a, b):
    x = a.clone(); x[1:].masked_fill_(b[1:] > 0, 2.); return x
def self_copy(a, b):
    x = a.clone(); x[0] = x[1]; return x
def view_then_use(a, b):
    x = a.clone(); v = x[1]; v.mul_(b[1]); return v * x.sum()
def leaf_copy(a, b):
    x = torch.zeros(2, 4, dtype=torch.float64); x[0] = a[0]; return x


for n, f in [("setrow", setrow), ("setcol_scalar", setcol_scalar), ("setslice_bcast", setslice_bcast),
             ("setmask", setmask), ("setmask_t", setmask_t), ("view_add", view_add), ("view_mul_s", view_mul_s),
             ("view_relu", view_relu), ("view_copy", view_copy), ("copy_full", copy_full),
             ("copy_into_nograd_base", copy_into_nograd_base), ("view_fill", view_fill), ("view_zero", view_zero),
             ("view_index_fill", view_index_fill), ("self_copy", self_copy), ("view_then_use", view_then_use),
             ("leaf_copy", leaf_copy)]:
    run(n, f)
