import torch

p = torch.nn.Parameter(torch.ones(2))

def tryit(label, f):
    try:
        r = f()
        print(label, "OK", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

for ctor in [torch.optim.Adam, torch.optim.AdamW]:
    name = ctor.__name__
    tryit(name + " neg lr", lambda: ctor([p], lr=-0.1))
    tryit(name + " neg eps", lambda: ctor([p], eps=-1e-8))
    tryit(name + " beta0", lambda: ctor([p], betas=(1.0, 0.999)))
    tryit(name + " beta0 neg", lambda: ctor([p], betas=(-0.1, 0.999)))
    tryit(name + " beta1", lambda: ctor([p], betas=(0.9, 1.5)))
    tryit(name + " neg wd", lambda: ctor([p], weight_decay=-0.01))
    tryit(name + " int betas", lambda: ctor([p], betas=(0, 0.5)))
    tryit(name + " betas ok", lambda: ctor([p], betas=(0.0, 0.5)))
    tryit(name + " empty", lambda: ctor([]))
