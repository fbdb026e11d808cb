import torch

w = torch.ones(2, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.5)
log = []

def pre(o, args, kwargs):
    log.append(("pre", type(o).__name__, args, kwargs, w.tolist()))

def post(o, args, kwargs):
    log.append(("post", w.tolist()))

h1 = opt.register_step_pre_hook(pre)
h2 = opt.register_step_post_hook(post)
w.grad = torch.ones(2)
opt.step()
for e in log:
    print(e)
h1.remove()
log.clear()
opt.step()
print(log)
h2.remove()
log.clear()
opt.step()
print(log, w)
print(type(h1).__name__)
