import torch
import torch.nn as nn
print(nn.Linear(1,1)._get_name(), nn.Sequential()._get_name())
class Foo(nn.Module): pass
print(Foo()._get_name())
