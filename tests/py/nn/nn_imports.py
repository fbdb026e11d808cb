import torch
import torch.nn as nn
from torch import nn as nn2
from torch.nn import Module, Parameter, Sequential, ModuleList, ModuleDict, ParameterList, ParameterDict
import torch.nn.modules.module as mm
import torch.utils.hooks
print(nn2 is nn, Module is nn.Module, Parameter is nn.Parameter, mm.Module is nn.Module)
print(torch.nn is nn)
print(torch.utils.hooks.RemovableHandle.__name__)
