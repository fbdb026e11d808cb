import torch
import torch.nn as nn
class MyNet(nn.Module): pass
m = nn.Module()
m.w = nn.Parameter(torch.ones(1))
try: m.w = MyNet()
except TypeError as e: print(e)
m.c = MyNet()
class Thing: pass
try: m.c = Thing()
except TypeError as e: print(e)
