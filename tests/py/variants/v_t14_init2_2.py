import torch, torch.nn as nn
m = nn.Linear(2, 3)
print(hasattr(m, 'weight'), hasattr(m, 'nope'), getattr(m, 'nope', 'default'))
print('weight' in dir(m), 'in_features' in dir(m), 'forward' in dir(m))
print(m.__class__.__name__, m._get_name(), type(m).__module__)
print(isinstance(m, nn.Module), issubclass(nn.Linear, nn.Module), isinstance(m.weight, torch.Tensor), isinstance(m.weight, nn.Parameter))
print(isinstance(torch.ones(1), nn.Parameter), type(nn.Parameter(torch.ones(1))).__mro__[1].__name__)
class Custom(nn.Linear):
    def forward(self, x):
        return super().forward(x) * 2
c = Custom(2, 1)
print(c, isinstance(c, nn.Linear), c._get_name())
with torch.no_grad():
    c.weight.fill_(1.0); c.bias.zero_()
print(c(torch.ones(1, 2)))
print(c.__dict__['in_features'], c.extra_repr())
