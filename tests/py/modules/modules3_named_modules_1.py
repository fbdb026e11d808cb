import torch
import torch.nn as nn

class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.act = nn.ReLU()

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Block()
        self.b = self.a
        self.c = nn.Sequential(Block(), nn.ReLU())

n = Net()
print([k for k, _ in n.named_modules()])
print([k for k, _ in n.named_modules(remove_duplicate=False)])
print([k for k, _ in n.named_modules(prefix="net")])
print([k for k, _ in n.named_modules(prefix="net", remove_duplicate=False)])
print([k for k, _ in n.named_parameters(remove_duplicate=False)])
print([k for k, _ in n.named_parameters(prefix="root", recurse=True)])
print([k for k, _ in n.a.named_parameters(recurse=False)])
print([k for k, _ in n.a.lin.named_parameters(recurse=False)])
print(len(list(n.modules())), len(list(n.named_modules(remove_duplicate=False))))
print([type(m).__name__ for m in n.children()])
print([k for k, _ in n.c.named_children()])
