import torch

p = torch.nn.Parameter(torch.ones(2))

def tryit(label, f):
    try:
        r = f()
        print(label, "OK", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

tryit("rms lr", lambda: torch.optim.RMSprop([p], lr=-1.0))
tryit("rms eps", lambda: torch.optim.RMSprop([p], eps=-1.0))
tryit("rms momentum", lambda: torch.optim.RMSprop([p], momentum=-0.5))
tryit("rms wd", lambda: torch.optim.RMSprop([p], weight_decay=-2))
tryit("rms alpha", lambda: torch.optim.RMSprop([p], alpha=-0.99))
tryit("ada lr", lambda: torch.optim.Adagrad([p], lr=-1e-2))
tryit("ada lr_decay", lambda: torch.optim.Adagrad([p], lr_decay=-1))
tryit("ada wd", lambda: torch.optim.Adagrad([p], weight_decay=-1))
tryit("ada init", lambda: torch.optim.Adagrad([p], initial_accumulator_value=-0.1))
tryit("ada eps", lambda: torch.optim.Adagrad([p], eps=-1e-10))
tryit("ada empty", lambda: torch.optim.Adagrad([]))
