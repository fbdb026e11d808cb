import torch
from torch.optim import Optimizer


class SignSGD(Optimizer):
    def __init__(self, params, lr=0.01):
        if lr <= 0:
            raise ValueError(f"bad lr {lr}")
        super().__init__(params, {"lr": lr})

    @torch.no_grad()
    def step(self, closure=None):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                state = self.state[p]
                state["n"] = state.get("n", 0) + 1
                p.add_(p.grad.sign(), alpha=-group["lr"])
        return None


w = torch.tensor([0.5, -0.25, 0.0], requires_grad=True)
opt = SignSGD([w], lr=0.1)
print(opt)
for _ in range(3):
    opt.zero_grad()
    (w * torch.tensor([1.0, -2.0, 3.0])).sum().backward()
    opt.step()
print(w)
print(opt.state[w])
print(opt.state_dict())
print(SignSGD.step.__name__, getattr(SignSGD.step, "hooked", None))
try:
    SignSGD([w], lr=0)
except ValueError as e:
    print(e)
