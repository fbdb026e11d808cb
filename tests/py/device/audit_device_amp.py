import warnings
import torch
import torch.nn as nn
import torch.nn.functional as F

def tryp(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

torch.manual_seed(0)
a = torch.randn(3, 4)
b = torch.randn(4, 2)
lin = nn.Linear(4, 2)
with torch.autocast("cpu", dtype=torch.bfloat16):
    print("mm", (a @ b).dtype, torch.mm(a, b).dtype, torch.matmul(a, b).dtype)
    print("linear", lin(a).dtype, F.linear(a, lin.weight).dtype)
    print("addmm", torch.addmm(torch.zeros(2), a, b).dtype, torch.bmm(a[None], b[None]).dtype, torch.baddbmm(torch.zeros(1, 3, 2), a[None], b[None]).dtype)
    print("add", (a + 1).dtype, torch.relu(a).dtype, torch.sigmoid(a).dtype, torch.tanh(a).dtype)
    print("softmax", torch.softmax(a, -1).dtype, F.log_softmax(a, -1).dtype, F.gelu(a).dtype)
    print("sum", a.sum().dtype, a.mean().dtype, torch.exp(a).dtype, a.pow(2).dtype)
    h = a @ b
    print("chain", (h + 1).dtype, torch.softmax(h, -1).dtype, F.layer_norm(h, (2,)).dtype, (h * torch.ones(2)).dtype)
    print("loss", F.mse_loss(h, torch.zeros(3, 2)).dtype, F.cross_entropy(h, torch.tensor([0, 1, 0])).dtype)
    print("conv", F.conv1d(torch.randn(1, 2, 5), torch.randn(3, 2, 2)).dtype, F.conv2d(torch.randn(1, 1, 4, 4), torch.randn(2, 1, 3, 3)).dtype)
    print("bn", F.batch_norm(torch.randn(2, 3), None, None, training=True).dtype, F.group_norm(torch.randn(2, 4, 3), 2).dtype)
    print("norms", torch.norm(a).dtype, F.normalize(a).dtype, torch.cdist(a, a).dtype)
    print("misc", torch.cat([h, h.float()]).dtype, torch.stack([a, a]).dtype, F.embedding(torch.tensor([0]), torch.randn(3, 2)).dtype)
    print("prod", torch.prod(a).dtype, torch.cumsum(a, 0).dtype, torch.topk(a, 2).values.dtype, F.dropout(a, 0.0).dtype)
    print("bce", F.binary_cross_entropy_with_logits(a, torch.ones(3, 4)).dtype, F.nll_loss(F.log_softmax(a, 1), torch.tensor([0, 1, 2])).dtype)
    print("pool", F.max_pool1d(torch.randn(1, 1, 4), 2).dtype, F.avg_pool1d(torch.randn(1, 1, 4), 2).dtype)
    print("einsum", torch.einsum("ij,jk->ik", a, b).dtype, torch.outer(a[0], a[0]).dtype, torch.dot(a[0], a[0]).dtype)
    print("enabled", torch.is_autocast_enabled(), torch.is_autocast_enabled("cpu"), torch.get_autocast_dtype("cpu"))
    with torch.autocast("cpu", enabled=False):
        print("inner", (a @ b).dtype, torch.is_autocast_enabled("cpu"))
print("after", (a @ b).dtype, torch.is_autocast_enabled("cpu"), torch.get_autocast_dtype("cpu"))
with torch.autocast(device_type="cpu"):
    print("default", (a @ b).dtype)
with torch.autocast("cpu", dtype=torch.float16):
    print("fp16", (a @ b).dtype)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    with torch.autocast("cpu", dtype=torch.float32):
        print("fp32", (a @ b).dtype)
    for x in w: print("W", x.category.__name__, str(x.message))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    with torch.autocast("cuda"):
        print("cuda-ac", (a @ b).dtype)
    for x in w: print("W", x.category.__name__, str(x.message))
tryp("bad-dev", lambda: torch.autocast("tpu").__enter__())
@torch.autocast("cpu", dtype=torch.bfloat16)
def f(x, y): return x @ y
print("deco", f(a, b).dtype)
with torch.amp.autocast("cpu", dtype=torch.bfloat16):
    print("amp", (a @ b).dtype)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    with torch.cpu.amp.autocast():
        print("cpu.amp", (a @ b).dtype)
    for x in w: print("W", x.category.__name__, str(x.message))
# GradScaler
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    s = torch.amp.GradScaler("cpu")
    print(s.is_enabled(), s.get_scale(), s.get_growth_factor(), s.get_backoff_factor(), s.get_growth_interval())
    opt = torch.optim.SGD(lin.parameters(), lr=0.1)
    loss = lin(a).sum()
    sl = s.scale(loss)
    print(sl)
    sl.backward()
    s.unscale_(opt)
    print(lin.weight.grad)
    s.step(opt)
    s.update()
    print(s.get_scale(), s.state_dict())
    s2 = torch.cuda.amp.GradScaler()
    print(s2.is_enabled())
    s3 = torch.GradScaler()
    print(type(s3).__module__, s3.is_enabled())
    with torch.cuda.amp.autocast():
        print("cuda.amp", (a @ b).dtype)
    for x in w: print("W", x.category.__name__, str(x.message))
s = torch.amp.GradScaler("cpu", init_scale=4.0, growth_interval=1)
opt.zero_grad()
s.scale(lin(a).sum()).backward()
lin.weight.grad[0, 0] = float("inf")
s.step(opt); s.update()
print(s.get_scale(), s._found_inf_per_device(opt) if hasattr(s, "_found_inf_per_device") else None)
