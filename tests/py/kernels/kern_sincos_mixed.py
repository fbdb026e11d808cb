# kernels: float32 sin / cos when a vector mixes magnitudes: SLEEF 3.6's sinf/cosf u35 reduce a whole vector
# (16 lanes for sin, 8 for cos) with the four-part Cody-Waite constants when any lane is >= 125. Every
# 16-float block here is either all small or has a large value in both 8-float halves, and the thread halves
# start on a block, so AVX2 and AVX512 print the same. Backward: the tensor cos / -sin, same vectors.
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


torch.manual_seed(1415)
for n in (64, 1024, 4096, 12288):
    x = torch.randn(n) * 3
    blk = x.view(-1, 16)
    big = torch.rand(n // 16) < 0.4
    blk[big, 3] = torch.randn(int(big.sum())).sign() * (200 + torch.rand(int(big.sum())) * 30000)  # one large lane
    blk[big, 12] = torch.randn(int(big.sum())).sign() * (126 + torch.rand(int(big.sum())) * 400)  # in each 8-half
    x = x.clamp(-38000, 38000).requires_grad_()
    for name, fn in (("sin", torch.sin), ("cos", torch.cos)):
        x.grad = None
        y = fn(x)
        digest("%s_mixed_%d" % (name, n), y)
        y.backward(torch.randn(n))
        digest("%s_mixed_%d_grad" % (name, n), x.grad)
# cos alone: any 8-float vector with one large lane (8 lanes on both machines)
x = torch.randn(8192) * 2
x[torch.arange(0, 8192, 24)] = 130.5
digest("cos_one_big_lane", torch.cos(x))
# positional-encoding style arguments (positions up to 2000)
pos = torch.arange(0, 2048, dtype=torch.float32).unsqueeze(1)
div = torch.exp(torch.arange(0, 64, 2).float() * (-9.210340371976184 / 64))
digest("pe_cos", torch.cos(pos * div))
