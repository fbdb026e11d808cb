import torch, torch.nn as nn
class Mixin:
    def __init__(self, *args, **kwargs):
        print("Mixin.__init__", args, kwargs)
        super().__init__()
class Co(nn.Module, Mixin):
    call_super_init = True
    def __init__(self, k):
        super().__init__(k, tag="x")
        self.k = k
try:
    c = Co(3)
    print(c.k, list(vars(c).keys())[-2:])
except Exception as e:
    print(type(e).__name__, e)
class Plain(nn.Module):
    def __init__(self):
        super().__init__()
try: nn.Module(1, 2)
except TypeError as e: print(e)
try: nn.Module(x=1, y=2)
except TypeError as e: print(e)
try: Plain()(3)
except NotImplementedError as e: print(e)
try: nn.ModuleDict()(3)
except NotImplementedError as e: print(e)
try: nn.ParameterList()(3)
except Exception as e: print(type(e).__name__, e)
