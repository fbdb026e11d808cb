import torch

p = torch.nn.Parameter(torch.ones(2))

def tryit(label, f):
    try:
        r = f()
        print(label, "OK", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

tryit("neg lr", lambda: torch.optim.SGD([p], lr=-1))
tryit("neg lr float", lambda: torch.optim.SGD([p], lr=-0.5))
tryit("neg momentum", lambda: torch.optim.SGD([p], lr=0.1, momentum=-0.9))
tryit("neg wd", lambda: torch.optim.SGD([p], lr=0.1, weight_decay=-1e-4))
tryit("nesterov no momentum", lambda: torch.optim.SGD([p], lr=0.1, nesterov=True))
tryit("nesterov dampening", lambda: torch.optim.SGD([p], lr=0.1, momentum=0.9, dampening=0.1, nesterov=True))
tryit("nesterov ok", lambda: torch.optim.SGD([p], lr=0.1, momentum=0.9, nesterov=True))
tryit("zero lr", lambda: torch.optim.SGD([p], lr=0))
tryit("default lr", lambda: torch.optim.SGD([p]))
tryit("neg dampening", lambda: torch.optim.SGD([p], lr=0.1, dampening=-1))
tryit("str lr", lambda: torch.optim.SGD([p], lr="0.1"))
tryit("positional", lambda: torch.optim.SGD([p], 0.1, 0.9))
tryit("kw only maximize", lambda: torch.optim.SGD([p], 0.1, 0.9, 0, 0, False, True))
tryit("unknown kw", lambda: torch.optim.SGD([p], lr=0.1, betas=(0.9, 0.99)))
