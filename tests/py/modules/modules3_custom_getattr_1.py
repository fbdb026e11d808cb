import torch
import torch.nn as nn

class Wrapper(nn.Module):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner
    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self.inner, name)
    def forward(self, x):
        return self.inner(x)

w = Wrapper(nn.Linear(2, 3))
print(w.in_features, w.out_features, w.weight.shape)
print([n for n, _ in w.named_parameters()])
try:
    w.nonexistent
except AttributeError as e:
    print(type(e).__name__, e)
class Tracking(nn.Module):
    def __init__(self):
        super().__init__()
        self.log = []
        self.fc = nn.Linear(1, 1)
    def __setattr__(self, name, value):
        if name != "log" and hasattr(self, "log"):
            self.log.append(name)
        super().__setattr__(name, value)
t = Tracking()
t.extra = nn.ReLU()
t.val = 3
print(t.log, list(t._modules))
class CallOverride(nn.Module):
    def __call__(self, *args, **kwargs):
        print("custom call")
        return super().__call__(*args, **kwargs)
    def forward(self, x):
        return x + 1
c = CallOverride()
c.register_forward_hook(lambda m, i, o: print("hook", o))
print(c(torch.tensor(1)))
