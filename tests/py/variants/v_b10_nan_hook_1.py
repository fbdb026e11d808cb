import torch
import torch.nn as nn


class Exploding(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(2, 2)
        self.b = nn.Linear(2, 2)
        self.c = nn.Linear(2, 1)

    def forward(self, x):
        x = self.a(x)
        x = torch.sqrt(self.b(x) - 50.0)
        return self.c(x)


def make_check(name):
    def check(module, inputs, output):
        if not torch.isfinite(output).all():
            raise RuntimeError(f"non-finite in {name} ({type(module).__name__}): {output.isnan().sum().item()} nan")
    return check


torch.manual_seed(1)
model = Exploding()
handles = [sub.register_forward_hook(make_check(name)) for name, sub in model.named_modules() if name]
try:
    model(torch.ones(3, 2))
except RuntimeError as e:
    print(e)
for h in handles:
    h.remove()
out = model(torch.ones(3, 2))
print(torch.isnan(out).all().item(), out.shape)
print(torch.tensor([1.0, float("nan"), float("inf"), -float("inf")]).isfinite())
print(torch.nan_to_num(torch.tensor([1.0, float("nan"), float("inf")]), nan=0.0, posinf=9.0))
