# kernels: group_norm forward and backward in ATen's order (GroupNormKernelImplInternal /
# GroupNormBackwardKernelImplInternal: RowwiseMoments, rstd in double, the AVX2 lane sums, GCC's
# contractions), float32 and float64, with and without affine, shapes with vector tails. These kernels
# are AVX2-dispatched on every machine, so their bits do not depend on the CPU.
import torch
import torch.nn.functional as F

torch.set_num_threads(2)


def digest(label, t):
    # exact: weighted and plain sums of the bit patterns (every NaN counted as one
    # pattern: printing shows no NaN sign), plus three sample values
    t = t.detach().reshape(-1).contiguous()
    if t.dtype == torch.float64:
        bits = torch.where(torch.isnan(t), 9221120237041090560, t.view(torch.int64))
        bits = bits % 1000000007
    else:
        bits = torch.where(torch.isnan(t), 2143289344, t.view(torch.int32).to(torch.int64))
    n = bits.numel()
    w = torch.arange(n, dtype=torch.int64) % 9973 + 1
    print(label, n, int((bits * w).sum()), int(bits.sum()))
    print('   ', float.hex(t[0].item()), float.hex(t[n // 2].item()), float.hex(t[n - 1].item()))


torch.manual_seed(1416)
for shape, G in (((4, 16, 320), 4), ((8, 8, 40, 8), 2), ((2, 64, 160), 8), ((3, 12, 7, 5), 3), ((5, 6), 3),
                 ((2, 20, 17), 5), ((1, 32, 9, 9), 32)):
    for dt in (torch.float32, torch.float64):
        name = "gn_%s_%s" % ("x".join(map(str, shape)), "f64" if dt == torch.float64 else "f32")
        x = (torch.randn(shape, dtype=dt) * 2 + 0.5).requires_grad_()
        C = shape[1]
        w = (torch.randn(C, dtype=dt) + 1).requires_grad_()
        b = torch.randn(C, dtype=dt).requires_grad_()
        y = F.group_norm(x, G, w, b, eps=1e-5)
        digest(name, y)
        y.backward(torch.randn(y.shape, dtype=dt))
        digest(name + "_dx", x.grad)
        digest(name + "_dw", w.grad)
        digest(name + "_db", b.grad)
        x.grad = None
        y = F.group_norm(x, G)
        digest(name + "_noaffine", y)
        y.backward(torch.randn(y.shape, dtype=dt))
        digest(name + "_noaffine_dx", x.grad)
gn = torch.nn.GroupNorm(4, 16)
x = torch.randn(2, 16, 8, 8, requires_grad=True)
out = gn(x)
out.pow(2).mean().backward()
print(out.grad_fn.name())
digest("module_dx", x.grad)
digest("module_dw", gn.weight.grad)
